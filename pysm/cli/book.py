"""`pysm book PATH... -o book.pdf [--size a4|letter|6x9] [--bleed] [--title T] [--lang L]
[--allow-failing] [--force]`: a book of verified cases for print (pysm.views.book lays it out).
Every case goes through the publishing gate first; a case that fails it is listed and nothing is
written, unless --allow-failing (a case that cannot even be read is always refused)."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from pysm.cli.shared import EXIT_STATUSES, emit_json, positive_int
from pysm.core.errors import UsageError
from pysm.core.resources import languages


def add_parser(sub, common, line: str) -> None:
    b = sub.add_parser(
        "book",
        parents=[common],
        help=line,
        description="A book for print: a title page, the contents, the rules, then the cases "
        "ordered by difficulty (then title), one to a page, and their solutions at "
        "the back. Every case must pass the publishing gate (see verify).",
        epilog=EXIT_STATUSES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    b.add_argument("paths", nargs="+", metavar="PATH", help="case files or folders")
    b.add_argument("-o", "--output", required=True, metavar="FILE", help="the book, a .pdf file")
    b.add_argument("--size", choices=("a4", "letter", "6x9"), default="a4", help="the trim size (default a4)")
    b.add_argument("--bleed", action="store_true", help="add 3 mm of bleed around every page, with crop marks")
    b.add_argument("--title", metavar="T", help="the book's title (default: the language's 'Sudoku Murder')")
    b.add_argument(
        "--lang", choices=languages(), help="the language of the book's own pages (default: the one most cases are in)"
    )
    b.add_argument(
        "--allow-failing",
        action="store_true",
        help="print cases that fail the gate too (their solution page says what they lack)",
    )
    b.add_argument("--force", action="store_true", help="replace the output file if it exists")
    b.add_argument(
        "--jobs", "-j", type=positive_int, default=0, metavar="N", help="verify N cases at once (default: one per core)"
    )


def run(args, rules) -> int:
    from pysm.case.loader import shown
    from pysm.cli.shared import print_errors
    from pysm.cli.verify import verdict_line
    from pysm.core.errors import Exists
    from pysm.core.files import write_atomic
    from pysm.proof.prove import step_rules
    from pysm.verify.gate import case_files, verify_many
    from pysm.views import book

    out = Path(args.output)
    if out.suffix.lower() != ".pdf":
        raise UsageError(f"{shown(args.output)}: the book's name must end in .pdf")
    if out.parent != Path("") and not out.parent.is_dir():
        raise UsageError(f"{shown(str(out))}: no such folder {shown(str(out.parent))}")
    if out.exists() and not args.force:
        raise UsageError(f"{shown(str(out))} exists (give --force to replace it)")
    files = case_files(args.paths)
    if not files:
        raise UsageError("no case files (*.toml, *.json) under " + ", ".join(map(shown, args.paths)))
    reports = list(
        verify_many(
            files,
            rules=rules,
            steps=step_rules(args.rules),
            timeout=args.timeout,
            jobs=args.jobs or os.cpu_count() or 1,
        )
    )
    refused = [r for r in reports if r.loaded is None or (not r.verified and not args.allow_failing)]
    if refused:
        print(
            f"pysm: no book written: {len(refused)} of {len(reports)} cases fail the publishing gate"
            + ("" if args.allow_failing else " (--allow-failing prints them anyway)")
            + ":",
            file=sys.stderr,
        )
        for r in refused:
            print("  " + verdict_line(r), file=sys.stderr)
            print_errors(r.errors, sys.stderr, indent="    ")
        return max(r.exit_status for r in refused) or 1
    document = book.book(reports, size=args.size, bleed=args.bleed, title=args.title, lang=args.lang)
    data = document.write_pdf()
    try:
        write_atomic(out, data, force=args.force)
    except Exists:  # made while the book was laid out
        raise UsageError(f"{shown(str(out))} exists (give --force to replace it)") from None
    except OSError as exc:
        raise UsageError(f"{shown(str(out))}: {exc.strerror or exc}") from None
    if args.json:
        emit_json(
            {
                "output": str(out),
                "cases": [r.file for r in book.ordered(reports)],
                "pages": len(document.pages),
                "size": args.size,
                "bleed": args.bleed,
            }
        )
    else:
        print(
            f"wrote {shown(str(out))}: {len(reports)} cases, {len(document.pages)} pages ({args.size}"
            f"{', bleed' if args.bleed else ''})"
        )
    return 0
