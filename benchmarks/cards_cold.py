"""The cold cost of reading a case's cards: a fresh process imports pysm.case.loader, then loads one case
(every card and scene sentence parsed, the language's grammar built from nothing). This is the
grammar's share of a whole `pysm verify CASE` (a cost every fresh process pays).

    python benchmarks/cards_cold.py                          # this checkout, wall ms
    python benchmarks/cards_cold.py --root /tmp/old-pysm     # beside another tree (a git archive)
    python benchmarks/cards_cold.py --root /tmp/old-pysm --instructions   # callgrind, load not counted

Wall times: median of --runs fresh processes per case and tree, the trees alternating, so both see the
same load. Instructions (valgrind's callgrind, which the machine's load does not move): one process
that loads the case minus one that only imports pysm.case.loader. Bytecode caching is on for the children
(PYTHONDONTWRITEBYTECODE is dropped), as in an installed pysm.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
CASES = [
    "cases/en/the-oliver-affair.toml",
    "cases/es/el-caso-de-irene.toml",
    "cases/nl/een-geheim-in-de-bibliotheek.toml",
]

CHILD = r"""
import sys, time
t0 = time.perf_counter()
from pysm.case import loader
t1 = time.perf_counter()
if sys.argv[1] != "-":
    loader.load(sys.argv[1])
t2 = time.perf_counter()
print(f"{(t2 - t1) * 1000:.2f}")
"""


def _env(root: Path) -> dict:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPATH"] = str(root)
    return env


def wall(root: Path, case: str) -> float:
    out = subprocess.run(
        [sys.executable, "-c", CHILD, str(ROOT / case)],
        cwd=root,
        env=_env(root),
        capture_output=True,
        text=True,
        check=True,
    )
    return float(out.stdout.split()[-1])


def instructions(root: Path, case: str) -> int:
    out = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable, "-c", CHILD, case],
        cwd=root,
        env=_env(root),
        capture_output=True,
        text=True,
        check=True,
    )
    return int(re.search(r"Collected : (\d+)", out.stderr).group(1))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--root", help="another tree to compare with (before)")
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--instructions", action="store_true", help="count instructions with valgrind")
    ap.add_argument("cases", nargs="*", default=[c for c in CASES if (ROOT / c).exists()])
    args = ap.parse_args()
    trees = [("before", Path(args.root).resolve())] if args.root else []
    trees.append(("this", ROOT))
    for case in args.cases:
        for _, root in trees:  # bytecode written once, outside the measure
            wall(root, case)
        if args.instructions:
            cols = []
            for name, root in trees:
                base = instructions(root, "-")
                cols.append(f"{name} {(instructions(root, str(ROOT / case)) - base) / 1e6:.0f} M")
            print(f"{case}: instructions to load it: " + ", ".join(cols))
            continue
        times: dict[str, list[float]] = {name: [] for name, _ in trees}
        for _ in range(args.runs):
            for name, root in trees:
                times[name].append(wall(root, case))
        print(
            f"{case}: ms to load it (median of {args.runs}): "
            + ", ".join(f"{n} {statistics.median(t):.1f}" for n, t in times.items())
        )


if __name__ == "__main__":
    main()
