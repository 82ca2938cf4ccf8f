"""Measure the printed pages over a folder of cases: pages per case sheet, the smallest size a room
name is printed at, whether every room name, card sentence and key word can be read from the PDF,
whether anything is inked outside the margins, and the time per sheet; with --solutions, each
case's solution sheet too (one page, the murderer named); with --book, the time and page count of
one book of all the cases, and the murderer named on every solution page.

    python benchmarks/print_sheets.py cases/ [--size a4 --size letter --size 6x9] [--solutions] [--book a4 --book 6x9]

Needs the test extra (pdfminer.six, pypdfium2): it reads the PDFs with tests/printhelp.py, as the
tests do.
"""

from __future__ import annotations

import argparse
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from printhelp import boxes, inked_outside, page_count, read_page, squeeze  # noqa: E402

from pysm.case import objects as case_objects  # noqa: E402
from pysm.case.loader import load  # noqa: E402
from pysm.language import printed  # noqa: E402
from pysm.verify.gate import case_files  # noqa: E402
from pysm.views import render, sheet  # noqa: E402


def missing(case, text: str) -> list[str]:
    words = printed.words(case.language)
    wanted = [r.name for r in case.rooms]
    for card in render.cards(case):
        wanted += card["sentences"]
    wanted += sorted({case_objects.noun(case, o) for row in case.objects for cell in row for o in cell})
    wanted += [words["window"]] * bool(case.windows) + [words["door"]] * bool(case.doors)
    return [w for w in wanted if squeeze(w) not in text]


def sheets(files: list[str], size: str) -> None:
    pages, smallest, seconds, cpu, short, inked = {}, [], [], [], [], []
    paper = sheet.PAPERS[size]
    allowed = [
        (paper.margin - 0.5, paper.margin - 0.5, paper.width - paper.margin + 0.5, paper.height - paper.margin + 0.5)
    ]
    for path in files:
        case = load(path)
        start, start_cpu = time.perf_counter(), time.process_time()
        data = sheet.case_sheet(case, size)
        seconds.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
        n = page_count(data)
        print(f"{path}: {n} page(s), {seconds[-1]:.2f} s, {cpu[-1]:.2f} s CPU", file=sys.stderr, flush=True)
        pages[n] = pages.get(n, 0) + 1
        reading = read_page(data)
        sizes = reading.name_sizes([r.name for r in case.rooms])
        smallest.append((min(sizes.values()) if sizes else 0.0, path))
        lost = missing(case, reading.text) + [r.name for r in case.rooms if r.name not in sizes]
        if lost:
            short.append((path, lost))
        if inked_outside(data, 0, allowed):
            inked.append(path)
        if abs(boxes(data)[0].trim_size_mm[0] - paper.width) > 0.2:
            short.append((path, ["page size"]))
    low = min(smallest)
    print(
        f"sheets ({size}): {len(files)} cases; pages per sheet {dict(sorted(pages.items()))}; "
        f"smallest room name {low[0]:.2f} pt ({Path(low[1]).name}); "
        f"time per sheet median {statistics.median(seconds):.2f} s, max {max(seconds):.2f} s; "
        f"CPU per sheet median {statistics.median(cpu):.2f} s, max {max(cpu):.2f} s"
    )
    print(
        f"  missing text: {len(short)} sheets{''.join(f'; {Path(p).name}: {w}' for p, w in short[:5])}; "
        f"ink outside the margins: {len(inked)} sheets"
    )


def solutions(files: list[str], size: str) -> None:
    """Each case's solution sheet: one page of the size asked, naming the murderer."""
    from pysm.proof.prove import step_rules
    from pysm.solving.solver import select_rules
    from pysm.verify.gate import verify_path

    rules, steps = select_rules(None), step_rules(None)
    pages, unnamed, failed, cpu = {}, [], [], []
    for path in files:
        report = verify_path(path, rules=rules, steps=steps, timeout=300)
        if not report.verified:
            failed.append((path, report.status))
            continue
        case = report.loaded
        start = time.process_time()
        data = sheet.solution_sheet(case, report, size)
        cpu.append(time.process_time() - start)
        n = page_count(data)
        pages[n] = pages.get(n, 0) + 1
        murderer = report.result.solutions[0].murderer
        text = read_page(data).text
        if printed.words(case.language)["murderer_is"].format(murderer=murderer) not in text:
            unnamed.append(path)
        if abs(boxes(data)[0].trim_size_mm[0] - sheet.PAPERS[size].width) > 0.2:
            unnamed.append(path + " (page size)")
        print(f"{path}: solution {n} page(s), {cpu[-1]:.2f} s CPU", file=sys.stderr, flush=True)
    print(
        f"solutions ({size}): {len(files)} cases; pages per solution sheet {dict(sorted(pages.items()))}; "
        f"murderer not named: {len(unnamed)} {unnamed[:5]}; not verified: {len(failed)} {failed[:5]}; "
        f"CPU per sheet median {statistics.median(cpu) if cpu else 0:.2f} s"
    )


def book(paths: list[str], size: str) -> None:
    """One book of all the cases: its time, pages, and the smallest room name on its case pages."""
    import json

    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "book.pdf"
        start, before = time.perf_counter(), resource.getrusage(resource.RUSAGE_CHILDREN)
        done = subprocess.run(
            [sys.executable, "-m", "pysm", "book", *paths, "-o", str(out), "--size", size, "--json"],
            cwd=ROOT,
            capture_output=True,
            text=True,
        )
        seconds = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
        if done.returncode != 0:
            print(f"book ({size}): failed ({done.returncode}): {done.stderr.strip()[:500]}")
            return
        data = out.read_bytes()
        files = json.loads(done.stdout)["cases"]
        pages = page_count(data)
        front = pages - 2 * len(files)
        smallest, whole, named = [], 0, 0
        for i, path in enumerate(files):
            case = load(path)
            reading = read_page(data, front + i)
            sizes = reading.name_sizes([r.name for r in case.rooms])
            smallest.append((min(sizes.values()) if len(sizes) == len(case.rooms) else 0.0, path))
            whole += not missing(case, reading.text)
            solution = read_page(data, front + len(files) + i).text
            named += any(
                printed.words(case.language)["murderer_is"].format(murderer=p.name) in solution for p in case.people
            )
        trim = {tuple(round(x) for x in b.trim_size_mm) for b in boxes(data)}
        low = min(smallest)
        print(
            f"book ({size}): {len(files)} cases, {pages} pages ({front} before the cases), {len(data) / 1e6:.1f} MB, "
            f"{seconds:.1f} s, {cpu:.1f} s CPU (its verify workers included); case pages with all their text: "
            f"{whole}; solution pages naming a murderer: {named}; trim sizes (mm) {sorted(trim)}; "
            f"smallest room name {low[0]:.2f} pt ({Path(low[1]).name})",
            flush=True,
        )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--size", action="append", choices=sorted(sheet.PAPERS), help="sheet paper (repeatable)")
    ap.add_argument("--solutions", action="store_true", help="also each case's solution sheet, in every --size")
    ap.add_argument(
        "--book",
        action="append",
        choices=sorted(sheet.PAPERS),
        default=[],
        help="also time one book of all the cases in this size (repeatable)",
    )
    args = ap.parse_args()
    files = case_files(args.paths)
    for size in args.size or ([] if args.book else ["a4"]):
        sheets(files, size)
        if args.solutions:
            solutions(files, size)
    for size in args.book:
        book(args.paths, size)


if __name__ == "__main__":
    main()
