"""Wall-clock times of this tree against another, in one run (the machine's load hits both).

    python benchmarks/against.py --old /tmp/pysm-main        # a `git archive` of the other commit

For each tree in turn (old, new, old, new, ... --rounds times) a fresh process loads the
benchmark cases (benchmarks/.cache/size-4 and size-9, made by bench.py, and the weak and
impossible boards of benchmarks/weak/) and times, per case, in-process: the uniqueness solve,
the step-by-step proof and the whole verify_path (which runs the two side by side). Each
process first verifies every case once ("first verify": what a batch pays, per-process caches
filling), then times --passes passes; the table shows each tree's median over all its timed
runs and new / old.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
SETS = {"4x4": HERE / ".cache" / "size-4", "9x9": HERE / ".cache" / "size-9", "weak 9x9": HERE / "weak"}


def work(root: str, passes: int) -> dict:
    sys.path.insert(0, root)
    from pysm.case.loader import load
    from pysm.proof.prove import prove, step_rules
    from pysm.solving import facts as facts_module
    from pysm.solving.solver import select_rules, solve
    from pysm.verify.gate import verify_path

    rules, steps = select_rules(), step_rules()
    out: dict = {}
    for name, folder in SETS.items():
        paths = sorted(folder.glob("*.toml"))
        cases = [(p, c, facts_module.render(c)) for p, c in ((p, load(str(p))) for p in paths)]
        times: dict = {"solve": [], "prove": [], "verify": [], "first verify": []}
        for p, _case, _facts in cases:  # each case once: the caches fill, as in a batch
            t = time.perf_counter()
            verify_path(str(p), rules=rules, steps=steps)
            times["first verify"].append(time.perf_counter() - t)
        for _ in range(passes):
            for p, case, facts in cases:
                t = time.perf_counter()
                solve(case, facts, rules)
                times["solve"].append(time.perf_counter() - t)
                t = time.perf_counter()
                prove(case, facts, rules=steps)
                times["prove"].append(time.perf_counter() - t)
                t = time.perf_counter()
                verify_path(str(p), rules=rules, steps=steps)
                times["verify"].append(time.perf_counter() - t)
        out[name] = times
    return out


def main() -> int:
    if len(sys.argv) > 1 and sys.argv[1] == "--work":
        print(json.dumps(work(sys.argv[2], int(sys.argv[3]))))
        return 0
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--old", required=True, help="the other pysm tree (e.g. a git archive of main)")
    ap.add_argument("--new", default=str(HERE.parent), help="the tree to compare (default: this one)")
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--passes", type=int, default=2)
    args = ap.parse_args()
    runs: dict = {"old": [], "new": []}
    for _ in range(args.rounds):
        for which in ("old", "new"):
            root = getattr(args, which)
            out = subprocess.run(
                [sys.executable, __file__, "--work", root, str(args.passes)],
                capture_output=True,
                text=True,
                check=True,
                cwd=root,
            ).stdout
            runs[which].append(json.loads(out.strip().splitlines()[-1]))
    print(f"median ms per case, in-process; old = {args.old}, new = {args.new}\n")
    print("| cases | stage | old | new | new / old |")
    print("|---|---|---|---|---|")
    for name in SETS:
        for stage in ("solve", "prove", "verify", "first verify"):
            med = {w: statistics.median(t for run in runs[w] for t in run[name][stage]) * 1000 for w in runs}
            print(f"| {name} | {stage} | {med['old']:.1f} | {med['new']:.1f} | {med['new'] / med['old']:.2f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
