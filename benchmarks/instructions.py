"""Instructions per case (valgrind's callgrind), a measure the other load on the machine does not move.

    python benchmarks/instructions.py                       # this checkout
    python benchmarks/instructions.py --root /tmp/old-pysm  # another tree (git archive of a commit)

For each stage (the uniqueness ground+solve, the step-by-step proof, the whole verify) and
size, the script runs valgrind twice on itself: once doing the stage on the first --cases
benchmark cases (benchmarks/.cache/, made by bench.py; with --sizes weak, the weak and
impossible 9x9 boards of benchmarks/weak/), once doing nothing after the same warm-up; the
difference over the number of cases is the cost of one case, in millions of instructions.
Needs valgrind on the PATH.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def work(root: str, size: str, stage: str, count: int) -> None:
    sys.path.insert(0, root)
    from pysm.case.loader import load
    from pysm.proof.prove import prove, step_rules
    from pysm.solving import facts as facts_module
    from pysm.solving.solver import select_rules, solve
    from pysm.verify.gate import verify_path

    folder = HERE / "weak" if size == "weak" else HERE / ".cache" / f"size-{size}"
    paths = sorted(folder.glob("*.toml"))
    rules, steps = select_rules(), step_rules()
    cases = [(p, c, facts_module.render(c)) for p, c in ((p, load(str(p))) for p in paths)]
    first = cases[0]
    prove(first[1], first[2], rules=steps), solve(first[1], first[2], rules), verify_path(str(first[0]), rules=rules)
    for path, case, facts in cases[:count]:
        if stage == "solve":
            solve(case, facts, rules)
        elif stage == "prove":
            prove(case, facts, rules=steps)
        else:
            verify_path(str(path), rules=rules, steps=steps)


def instructions(root: str, size: str, stage: str, count: int) -> int:
    out = subprocess.run(
        [
            "valgrind",
            "--tool=callgrind",
            "--callgrind-out-file=/dev/null",
            sys.executable,
            __file__,
            "--work",
            root,
            str(size),
            stage,
            str(count),
        ],
        capture_output=True,
        text=True,
        check=True,
    ).stderr
    return int(re.search(r"Collected : (\d+)", out).group(1))


def main() -> int:
    if len(sys.argv) > 1 and sys.argv[1] == "--work":
        work(sys.argv[2], sys.argv[3], sys.argv[4], int(sys.argv[5]))
        return 0
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--root", default=str(HERE.parent), help="the pysm tree to measure (default: this one)")
    ap.add_argument(
        "--sizes", default="4,9", help="4, 9 (benchmarks/.cache/) or weak (benchmarks/weak/), comma-separated"
    )
    ap.add_argument("--cases", type=int, default=8)
    args = ap.parse_args()
    print(f"millions of instructions per case ({args.root}, {args.cases} cases each)\n")
    print("| size | uniqueness ground+solve | step proof | proof / solve | whole verify |")
    print("|---|---|---|---|---|")
    for size in args.sizes.split(","):
        cost = {}
        for stage in ("solve", "prove", "verify"):
            base = instructions(args.root, size, stage, 0)
            cost[stage] = (instructions(args.root, size, stage, args.cases) - base) / args.cases / 1e6
        print(
            f"| {size if size == 'weak' else f'{size}x{size}'} | {cost['solve']:.0f} | {cost['prove']:.0f} | {cost['prove'] / cost['solve']:.1f} "
            f"| {cost['verify']:.0f} |",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
