"""`pysm translate CASE --to L [-o OUT] [--force]`: the same case with its sentences in language L.

Nothing is written unless the translation reads back with the original's clue facts
(pysm.authoring.translate); the languages are those of pysm/lang, never a list of this module.
"""

from __future__ import annotations

import sys
from pathlib import Path

from pysm.cli.shared import emit_json, read_case, write_output


def add_parser(sub, common, line: str) -> None:
    from pysm.core.resources import languages

    LANGUAGES = languages()  # from the data files' names: nothing loaded for --help
    t = sub.add_parser(
        "translate",
        parents=[common],
        help=line,
        description="Write the same case with every card and scene sentence in another language "
        "(room names and people stay). Refused, with nothing written, unless the "
        "translation gives the original's clue facts.",
    )
    t.add_argument("case", metavar="CASE")
    t.add_argument(
        "--to", required=True, metavar="LANG", choices=LANGUAGES, help=f"the language to write: {', '.join(LANGUAGES)}"
    )
    t.add_argument("-o", "--output", metavar="FILE", help="the case file to write (default: standard output)")
    t.add_argument("--force", action="store_true", help="replace FILE if it exists")


def run(args, rules) -> int:
    from pysm.authoring.translate import TranslationError, translate
    from pysm.case.loader import shown
    from pysm.core.errors import UsageError

    out = Path(args.output) if args.output else None
    if out is not None:
        if out.exists() and not args.force:
            raise UsageError(f"{out}: the file exists; --force replaces it")
        if out.parent != Path("") and not out.parent.is_dir():
            raise UsageError(f"{out}: no such folder {out.parent}")
    loaded = read_case(args.case, args.json)
    if loaded is None:
        return 2
    case, _ = loaded
    try:
        text = translate(case, args.to)
    except TranslationError as exc:
        if args.json:
            emit_json({"case": case.id, "file": case.file, "status": "refused", "error": str(exc)})
        print(f"pysm: {shown(args.case)}: {exc}", file=sys.stderr)
        return 2
    if out is None:
        if args.json:
            emit_json({"case": case.id, "file": case.file, "language": args.to, "content": text})
        else:
            sys.stdout.write(text)
        return 0
    write_output(out, text, force=args.force)
    if args.json:
        emit_json({"case": case.id, "file": case.file, "language": args.to, "output": str(out)})
    return 0
