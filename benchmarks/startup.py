"""Whole-process start-up: `pysm --help` and one `pysm verify CASE`, as a user runs them.

Each command runs as a fresh process, many times, the commands taking turns (so a change
in the machine's load touches all of them alike); the table gives the median and the
fastest wall time and the median CPU time (user + system, from the child's rusage), beside
`python -c pass` (the interpreter's own start). With --before DIR (a `git archive` of
another commit), the same commands also run from that tree, in the same rounds, so the
two can be compared as ratios in one run on a shared machine.

    python benchmarks/startup.py                                  # 20 rounds
    python benchmarks/startup.py --rounds 40 --before /tmp/base   # against another tree

Python's compiled-bytecode caches are written first (compileall), as an installed package
has them: with PYTHONDONTWRITEBYTECODE set and no __pycache__, every run would compile
pysm's sources again (about 100 ms). An editable install adds its import finder to every
start (about 10 ms, `site` in `python -X importtime`); an installed wheel does not.
"""

from __future__ import annotations

import argparse
import compileall
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CASES = ("tests/spec_examples/en-first-case.toml", "cases/en/who-killed-charles.toml")
RUN = "import sys; sys.path.insert(0, {root!r}); from pysm.cli.main import run; run()"


def commands(root: Path, label: str) -> list[tuple[str, list[str]]]:
    py = [sys.executable, "-c", RUN.format(root=str(root))]
    out = [(f"{label} pysm --help", py + ["--help"])]
    for case in CASES:
        size = "9x9" if "charles" in case else "4x4"
        out.append((f"{label} pysm verify ({size})", py + ["verify", str(ROOT / case)]))
    return out


def timed(argv: list[str]) -> tuple[float, float]:
    """Wall seconds and CPU seconds (user + system) of one run."""
    start = time.perf_counter()
    proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=ROOT)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode not in (0, 1):
        raise SystemExit(f"{' '.join(argv)}: exit status {proc.returncode}")
    return wall, usage.ru_utime + usage.ru_stime


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=20)
    ap.add_argument("--before", type=Path, help="another tree of pysm (git archive), run in the same rounds")
    args = ap.parse_args()
    trees = [(ROOT, "now")] + ([(args.before.resolve(), "before")] if args.before else [])
    for tree, _ in trees:
        compileall.compile_dir(str(tree / "pysm"), quiet=1)
    runs = [("python -c pass", [sys.executable, "-c", "pass"])]
    for tree, label in trees:
        runs += commands(tree, label)
    for _, argv in runs:  # once, unmeasured: caches and the disk
        timed(argv)
    walls: dict[str, list[float]] = {name: [] for name, _ in runs}
    cpus: dict[str, list[float]] = {name: [] for name, _ in runs}
    for _ in range(args.rounds):
        for name, argv in runs:
            wall, cpu = timed(argv)
            walls[name].append(wall)
            cpus[name].append(cpu)
    print(f"{args.rounds} rounds, load average {os.getloadavg()[0]:.1f} at the end\n")
    print("| command | wall median ms | wall fastest ms | CPU median ms |")
    print("|---|---:|---:|---:|")
    for name, _ in runs:
        print(
            f"| {name} | {1000 * statistics.median(walls[name]):.0f} | {1000 * min(walls[name]):.0f} | "
            f"{1000 * statistics.median(cpus[name]):.0f} |"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
