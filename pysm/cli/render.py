"""`pysm render CASE [-o FILE] [--solution] [--stuck] [--steps] [--size a4|letter|6x9]`: the board
as a picture (pysm.views.render draws it; this reads the arguments, verifies when the picture needs
it and writes the file). A PDF is the printed case sheet, or with --solution the solution sheet
(pysm.views.sheet)."""

from __future__ import annotations

import sys
from pathlib import Path

from pysm.cli.shared import emit_json, read_case, write_output
from pysm.core.errors import UsageError
from pysm.core.stopping import time_left


def add_parser(sub, common, line: str) -> None:
    r = sub.add_parser(
        "render",
        parents=[common],
        help=line,
        description="Draw the case's board as a picture: SVG on standard output, or the file -o "
        "names (.svg, .html, .png, .pdf; an existing file only with --force). "
        "--solution draws the solution, --stuck shades where people can still stand "
        "when the step-by-step proof stops, --steps writes a page replaying the proof. "
        "The board is always drawn; the exit status is 1, with a note, when the case "
        "has no picture of the kind asked for (--solution or --stuck and no solution, "
        "--solution and several solutions).",
    )
    r.add_argument("case", metavar="CASE")
    r.add_argument(
        "-o", "--output", metavar="FILE", help="x.svg, x.html, x.png or x.pdf (default: SVG on standard output)"
    )
    r.add_argument("--solution", action="store_true", help="draw the solution: initials, names, victim, murderer")
    r.add_argument("--stuck", action="store_true", help="shade where people can still stand when the proof stops")
    r.add_argument("--steps", action="store_true", help="an HTML page replaying the proof step by step")
    r.add_argument("--force", action="store_true", help="overwrite FILE if it exists")
    r.add_argument(
        "--size",
        choices=("a4", "letter", "6x9"),
        default="a4",
        help="the paper of a PDF: the case sheet, or with --solution the solution sheet (default a4)",
    )


def run(args, rules) -> int:
    from pysm.case.loader import shown
    from pysm.proof.explain import explain_lines
    from pysm.proof.prove import step_rules
    from pysm.verify.gate import verify_path
    from pysm.views import render

    out = Path(args.output) if args.output else None
    kind = out.suffix.lower() if out is not None else (".html" if args.steps else ".svg")
    if kind not in render.FORMATS:
        raise UsageError(f"{args.output}: the picture's name must end in {', '.join(render.FORMATS)}")
    if args.steps and kind not in (".html", ".htm"):
        raise UsageError("--steps writes an HTML page: give -o FILE.html")
    if args.stuck and kind == ".pdf":
        raise UsageError("--stuck draws on a picture (.svg, .html, .png); a PDF is the printed case or solution sheet")
    if out is None and kind in (".png", ".pdf"):
        raise UsageError("PNG and PDF need -o FILE")
    if out is not None and out.parent != Path("") and not out.parent.is_dir():
        raise UsageError(f"{out}: no such folder {out.parent}")
    if out is not None and out.exists() and not args.force:
        raise UsageError(f"{out}: the file exists; --force replaces it")
    loaded = read_case(args.case, args.json, time_left(args.timeout))
    if loaded is None:
        return 2
    case, text = loaded
    report = None
    if args.solution or args.stuck or args.steps:
        report = verify_path(
            args.case, rules=rules, steps=step_rules(args.rules), timeout=time_left(args.timeout), text=text
        )
        if report.status == "error":
            for err in report.errors:
                print(f"pysm: {err}", file=sys.stderr)
            return 2
    if args.steps:
        assert report is not None  # --steps verified the case above
        lines = explain_lines(case, report.proof, case.language)
        data = render.steps_page(case, report.proof, lines).encode("utf-8")
    else:
        pic = render.draw(case, report, solution=args.solution, stuck=args.stuck)
        if kind == ".svg":
            data = render.svg(pic).encode("utf-8")
        elif kind in (".html", ".htm"):
            data = render.page(case, pic, report).encode("utf-8")
        elif kind == ".png":
            data = render.to_png(render.svg(pic))
        else:
            from pysm.views import sheet

            data = sheet.solution_sheet(case, report, args.size) if args.solution else sheet.case_sheet(case, args.size)
    note = missing(report, solution=args.solution, stuck=args.stuck)
    if note:
        print(f"pysm: {shown(args.case)}: {note}", file=sys.stderr)
    status = 1 if note else 0
    if out is None:
        if args.json:
            emit_json(
                {
                    "case": case.id,
                    "file": case.file,
                    "format": kind[1:],
                    "content": data.decode("utf-8"),
                    **({"note": note} if note else {}),
                }
            )
        else:
            sys.stdout.write(data.decode("utf-8"))
        return status
    write_output(out, data, force=args.force, keep_mode=True)
    if args.json:
        emit_json(
            {
                "case": case.id,
                "file": case.file,
                "format": kind[1:],
                "output": str(out),
                **({"note": note} if note else {}),
            }
        )
    return status


def missing(report, *, solution: bool, stuck: bool) -> str | None:
    """What the picture asked for lacks, because of the case's verdict (None: nothing)."""
    if report is None or report.result is None or not (solution or stuck):
        return None
    status = report.result.status
    if status == "none":
        return (
            "no solution: the clues contradict each other, so there is "
            + ("no solution to draw" if solution else "no stuck map to shade")
            + "; the board is drawn plain"
        )
    if solution and status == "multiple":
        return (
            "several solutions: no single one to draw; the picture marks the people who stand elsewhere in two of them"
        )
    return None
