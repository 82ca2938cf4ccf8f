"""`pysm verify PATH...`: the publishing gate, one line per case (and what to fix), then a summary."""

from __future__ import annotations

import argparse
import io
import os
import sys
from collections.abc import Sequence

from pysm.cli.shared import EXIT_STATUSES, Progress, emit_json, indent, positive_int, print_errors
from pysm.core.errors import UsageError


def add_parser(sub, common, line: str) -> None:
    v = sub.add_parser(
        "verify",
        parents=[common],
        help=line,
        description="The publishing gate: each case file (or every case file under a folder) is "
        "checked for validity, a unique solution, step-by-step solvability and its "
        "[solution]. One line per case, then a summary; in a folder, files that are "
        "not cases (an expected.json) are skipped and named in the summary.",
        epilog=EXIT_STATUSES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    v.add_argument("paths", nargs="+", metavar="PATH", help="case files or folders ('-' for standard input)")
    v.add_argument(
        "--jobs", "-j", type=positive_int, default=0, metavar="N", help="verify N cases at once (default: one per core)"
    )
    v.add_argument("--cluster", metavar="ADDRESS", help="verify on the Dask scheduler at ADDRESS (tcp://host:8786)")
    v.add_argument(
        "--check-proof",
        action="store_true",
        help="re-derive every step of each proof from what it cites, with the rule files; a step "
        "that does not follow is an error naming it (costs about as much as the verify)",
    )


def run(args, rules) -> int:
    from pysm.case.loader import shown
    from pysm.proof.prove import step_rules
    from pysm.verify.gate import case_files, verify_many

    skipped: list[tuple[str, str]] = []
    files = case_files(args.paths, skipped)
    if not files:
        raise UsageError("no case files (*.toml, *.json) under " + ", ".join(map(shown, args.paths)))
    reports = []
    progress = Progress(len(files), "case") if len(files) > 1 else None
    if args.cluster and args.check_proof:
        raise UsageError("--check-proof runs on this machine: leave out --cluster to check the proofs")
    if args.cluster:
        from pysm.authoring import cluster

        made = cluster.verify_many(
            files, address=args.cluster, rules=rules, steps=step_rules(args.rules), timeout=args.timeout
        )
    else:
        made = verify_many(
            files,
            rules=rules,
            steps=step_rules(args.rules),
            timeout=args.timeout,
            jobs=args.jobs or os.cpu_count() or 1,
            check=True if args.check_proof else None,
        )
    try:
        for report in made:
            reports.append(report)
            if not args.json:
                print_report(report, progress)
            if progress:
                progress.step()
    finally:
        if progress:
            progress.close()
    if args.json:
        emit_json([r.as_dict() for r in reports])
        for path, why in skipped:
            print(f"pysm: skipped {shown(path)}: {why}", file=sys.stderr)
    else:
        print(summary(reports, skipped))
    return max((r.exit_status for r in reports), default=0)


def print_report(r, progress: Progress | None = None) -> None:
    """One case's verdict line, its errors and what to fix, as one write (a bar redraws after it)."""
    out = io.StringIO()
    print(verdict_line(r), file=out)
    print_errors(r.errors, out, indent="    ")
    print_errors(r.warnings, out, indent="    warning: ")
    print_detail(r, out)
    text = out.getvalue().rstrip("\n")
    if progress:
        progress.write(text, sys.stdout)
    else:
        print(text, flush=True)


def verdict_line(r) -> str:
    """The first line of a case's report (r: pysm.verify.gate.Report)."""
    from pysm.case.loader import shown

    if r.status in ("invalid", "error"):
        n = len(r.errors)
        return (
            f"INVALID  {shown(r.file)}: {n} error{'s' if n != 1 else ''}"
            if r.status == "invalid"
            else f"ERROR    {shown(r.file)}"
        )
    label = "ok      " if r.verified else "FAILED  "
    size = ""
    if r.loaded is not None and r.loaded.outside_published_sizes:
        size = f", {r.loaded.size}x{r.loaded.size}: outside the publisher's sizes (4x4 to 9x9)"
    if r.status == "none":  # no placement exists, so no step-by-step story either
        return f"{label} {shown(r.file)}: no solution: the clues contradict each other{size}"
    parts = [{"unique": "unique solution", "multiple": "several solutions", "none": "no solution"}[r.status]]
    if r.status == "unique":
        parts.append(f"murderer {r.result.solutions[0].murderer}")
    if r.proof.solved:
        d = r.proof.difficulty
        parts.append(f"solved step by step in {len(r.proof.steps)} steps (level {d['level']}, score {d['score']})")
    else:
        parts.append("not solvable step by step without guessing")
    if r.solution_mismatch:
        parts.append("differs from its [solution]")
    return f"{label} {shown(r.file)}: " + ", ".join(parts) + size


def print_detail(r, out=None) -> None:
    """Under a case that fails: how it differs, where the proof is stuck, and what can fix it."""
    from pysm.case.loader import shown
    from pysm.core.model import parse_cell
    from pysm.verify.gate import differences

    out = out or sys.stdout
    for line in r.solution_mismatch:
        print("    " + line, file=out)
    if r.status == "multiple":
        print("    two solutions differ in:", file=out)
        for name, a, b in differences(r.result):
            print(f"      {name}: {a} in one, {b} in the other", file=out)
    if r.proof is not None and not r.proof.solved and r.loaded is not None:
        from pysm.views import board  # only a case that is stuck draws one

        print("    stuck: cells each unplaced person can still be on (add a clue here):", file=out)
        counts: dict = {}
        for name, cells in r.proof.stuck.items():
            print(f"      {name}: {' '.join(cells) if cells else '(none left: the clues contradict)'}", file=out)
            for cell in cells:
                pos = parse_cell(cell, r.loaded.size)
                counts[pos] = counts.get(pos, 0) + 1
        print("    how many of them can still be on each cell:", file=out)
        print(indent(board.draw(r.loaded, counts=counts), "      "), file=out)
        print(indent(board.legend(r.loaded, counts=True, lang="en"), "      "), file=out)  # as the report
    if r.status == "none" or (r.status in ("unique", "multiple") and not r.verified and not r.solution_mismatch):
        what = "names the sentences that contradict" if r.status == "none" else "proposes the sentences that repair it"
        print(f"    hint: pysm suggest {shown(r.file)} {what}", file=out)


def summary(reports: list, skipped: Sequence[tuple[str, str]] = ()) -> str:
    """The last line: how many cases verified, failed, were invalid (and errors, skipped files)."""
    from pysm.case.loader import shown

    counts = {"verified": 0, "failed": 0, "invalid": 0, "error": 0}
    for r in reports:
        kind = (
            "verified"
            if r.verified
            else "error"
            if r.status == "error"
            else "invalid"
            if r.exit_status == 2
            else "failed"
        )
        counts[kind] += 1
    if not counts["error"]:
        del counts["error"]  # a time-out or a broken rule file: shown only when there is one
    n = len(reports)
    line = f"{n} case{'s' if n != 1 else ''}: " + ", ".join(
        f"{v} {k}{'s' if k == 'error' and v != 1 else ''}" for k, v in counts.items()
    )
    if skipped:
        line += f"; {len(skipped)} file{'s' if len(skipped) != 1 else ''} skipped, not cases: " + ", ".join(
            shown(path) for path, _ in skipped
        )
    return line
