"""`pysm report PATH... -o report.html [--json]`: a season checked as a whole (pysm.catalogue),
its page drawn by pysm.views.report_page."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from pysm.cli.shared import Progress, emit_json, positive_int, write_output
from pysm.core.errors import UsageError

PAGE_SUFFIXES = (".html", ".htm")


def add_parser(sub, common, line: str) -> None:
    r = sub.add_parser(
        "report",
        parents=[common],
        help=line,
        description="Checks every case like verify, then looks at the season as a whole: cases that "
        "are one puzzle turned, mirrored, renamed or translated (duplicates), cases with "
        "one board and one solution (near-duplicates), and each verified case's "
        "sentences that can go on their own. Writes an HTML page (-o) and/or prints "
        "JSON (--json; docs/report.md). Exit status 0 once the report is made: the "
        "verdicts are in it.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    r.add_argument("paths", nargs="+", metavar="PATH", help="case files or folders ('-' for standard input)")
    r.add_argument("-o", "--output", metavar="FILE.html", help="write the report page here")
    r.add_argument("--force", action="store_true", help="replace FILE.html if it exists")
    r.add_argument("--title", default="Season report", help="the page's title")
    r.add_argument(
        "--jobs", "-j", type=positive_int, default=0, metavar="N", help="check N cases at once (default: one per core)"
    )
    r.add_argument("--cluster", metavar="ADDRESS", help="check on the Dask scheduler at ADDRESS (tcp://host:8786)")


def run(args, rules) -> int:
    from pysm.case.loader import shown
    from pysm.catalogue.season import analyse_many, season, unique_paths
    from pysm.proof.prove import step_rules
    from pysm.verify.gate import case_files

    out = _output(args)
    skipped: list[tuple[str, str]] = []
    files = unique_paths(case_files(args.paths, skipped))
    if not files:
        raise UsageError("no case files (*.toml, *.json) under " + ", ".join(map(shown, args.paths)))
    progress = Progress(len(files), "case") if len(files) > 1 else None
    entries = []
    try:
        for entry in analyse_many(
            files,
            rules=rules,
            steps=step_rules(args.rules),
            timeout=args.timeout,
            jobs=args.jobs or os.cpu_count() or 1,
            address=args.cluster,
        ):
            entries.append(entry)
            if progress:
                progress.step()
    finally:
        if progress:
            progress.close()
    data = season(entries)
    if out is not None:
        _write_page(data, out, args)
    if args.json:
        emit_json(data)
    else:
        print(summary(data, out))
    for path, why in skipped:
        print(f"pysm: skipped {shown(path)}: {why}", file=sys.stderr)
    return 0


def _output(args) -> Path | None:
    """The page's path, checked before any work (or None with --json alone)."""
    if not args.output:
        if not args.json:
            raise UsageError("report: give -o FILE.html for the page, or --json for the data")
        return None
    out = Path(args.output)
    if out.suffix.lower() not in PAGE_SUFFIXES:
        raise UsageError(f"{args.output}: the report is an HTML page: its name must end in .html")
    if out.parent != Path("") and not out.parent.is_dir():
        raise UsageError(f"{out}: no such folder {out.parent}")
    if out.exists() and not args.force:
        raise UsageError(f"{out}: the file exists; --force replaces it")
    return out


def _write_page(data: dict, out: Path, args) -> None:
    from pysm.case.loader import load
    from pysm.core.model import CaseInvalid
    from pysm.views import render
    from pysm.views.report_page import page

    boards = {}
    for c in data["cases"]:
        if c["file"] != "-" and c["status"] != "invalid":
            try:
                boards[c["file"]] = render.board_svg(load(c["file"]))
            except (CaseInvalid, OSError):
                pass  # changed since it was checked: the row stays, without its board
    text = page(data, out=str(out), boards=boards, title=args.title)
    write_output(out, text, force=args.force)


def summary(data: dict, out: Path | None) -> str:
    """What the report found, in a few lines: the counts, the groups, the redundant sentences."""
    from pysm.case.loader import shown

    cases = data["cases"]
    verified = sum(1 for c in cases if c["verified"])
    lines = [
        f"{len(cases)} case{'s' if len(cases) != 1 else ''}: {verified} verified, {len(cases) - verified} not verified"
    ]
    for name, groups in (("duplicates", data["duplicates"]), ("near-duplicates", data["near_duplicates"])):
        lines.append(f"{name}: {len(groups)} group{'s' if len(groups) != 1 else ''}")
        lines += ["  " + ", ".join(shown(f) for f in group) for group in groups]
    found = [(c["file"], s) for c in cases for s in c["redundant"] or ()]
    lines.append(f"redundant sentences: {len(found)}")
    lines += [
        f"  {shown(f)}: {shown(s['person']) if s['person'] else 'the scene'}, sentence {s['sentence']}"
        + (f" (part {s['part']})" if s.get("part") else "")
        + (" (the card's only sentence)" if s["only_sentence"] else "")
        for f, s in found
    ]
    if out is not None:
        lines.append(f"report written to {shown(str(out))}")
    return "\n".join(lines)
