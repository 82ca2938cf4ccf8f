"""Each case verified once, in one process, as a catalogue is checked: what the first look at a case costs.

benchmarks/latency.py takes the median of several verifies of one case, so everything pysm
remembers between calls (the pruned program of a case's shapes of facts, its tiers, the texts
of its atoms) is warm from the second call on. A publisher, or a check of many unseen cases,
verifies each case once. This script starts one fresh process per tree and round (the trees
in turns, the order swapped every round), verifies each case once in it, and runs the reference
solver (benchmarks/baseline.py) on the same case right after, so both see the same machine.
Each process gets an empty disk cache (pysm.core.diskcache) unless --warm-disk, which gives
each tree one cache for all its rounds (run it once before to fill it).

It prints, per tree, the median over the rounds of: CPU ms per case (time.process_time,
both threads of a verify), wall ms per case (mean and median over the cases; the mean holds the
first case of each language, which compiles its grammar), the reference solver's, and the
ratio of the sums.

    python benchmarks/once.py CASES
    python benchmarks/once.py --root DIR --root . --rounds 5 CASES
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent

CHILD = """
import json, sys, time
sys.path[:0] = [sys.argv[1], sys.argv[2]]
import baseline
from pysm.case.loader import load
from pysm.solving.solver import select_rules
from pysm.verify.gate import verify_path
rules = select_rules()
rows = []
for path in sys.argv[3:]:
    c, w = time.process_time(), time.perf_counter()
    report = verify_path(path, rules=rules)
    cpu, wall = time.process_time() - c, time.perf_counter() - w
    case = load(path)
    c = time.process_time()
    baseline.solve(case, limit=2)
    rows.append([cpu, wall, time.process_time() - c, report.status])
print(json.dumps(rows))
"""


def run(root: Path, cases: list[str], cache: str) -> list:
    env = dict(os.environ, PYSM_CACHE_DIR=cache)
    done = subprocess.run(
        [sys.executable, "-c", CHILD, str(HERE), str(root), *cases], env=env, check=True, capture_output=True, text=True
    )
    return json.loads(done.stdout)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("cases", nargs="+")
    ap.add_argument("--root", type=Path, action="append", help="a tree to measure (repeat for several)")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--warm-disk", action="store_true", help="one disk cache per tree for every round")
    args = ap.parse_args()
    roots = [r.resolve() for r in (args.root or [HERE.parent])]
    caches = {root: tempfile.mkdtemp(prefix="pysm-once-") for root in roots}
    results: dict[Path, list[list]] = {root: [] for root in roots}
    for k in range(args.rounds):
        for root in roots if k % 2 == 0 else roots[::-1]:
            cache = caches[root] if args.warm_disk else tempfile.mkdtemp(prefix="pysm-once-")
            results[root].append(run(root, args.cases, cache))
    print(f"{len(args.cases)} cases, each verified once a process; {args.rounds} rounds, medians over the rounds\n")
    print(
        "| tree | CPU ms, mean | CPU ms, median | wall ms, mean | wall ms, median | reference ms, mean "
        "| CPU / reference (sums) |"
    )
    print("|---|---:|---:|---:|---:|---:|---:|")
    for root, runs in results.items():

        def over_rounds(pick, runs=runs):
            return statistics.median(pick([row for row in rows]) for rows in runs)

        cpu_mean = over_rounds(lambda rows: 1000 * statistics.fmean(r[0] for r in rows))
        cpu_median = over_rounds(lambda rows: 1000 * statistics.median(r[0] for r in rows))
        wall_mean = over_rounds(lambda rows: 1000 * statistics.fmean(r[1] for r in rows))
        wall_median = over_rounds(lambda rows: 1000 * statistics.median(r[1] for r in rows))
        ref_mean = over_rounds(lambda rows: 1000 * statistics.fmean(r[2] for r in rows))
        ratio = over_rounds(lambda rows: sum(r[0] for r in rows) / sum(r[2] for r in rows))
        print(
            f"| {root} | {cpu_mean:.1f} | {cpu_median:.1f} | {wall_mean:.1f} | {wall_median:.1f} | "
            f"{ref_mean:.2f} | {ratio:.1f} |"
        )
        statuses = {tuple(r[3] for r in rows) for rows in runs}
        if len(statuses) != 1:
            print(f"  warning: the verdicts differ between rounds in {root}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
