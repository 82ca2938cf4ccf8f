"""Instructions per verify (valgrind's callgrind) of the case files given: a measure the load does not move.

Runs valgrind twice on itself: once verifying every case --repeat times after one warm-up pass, once
doing the warm-up alone; the difference over the verifies is one verify's cost, in millions of
instructions (both threads). benchmarks/instructions.py does the same on benchmarks/.cache/ by stage;
this one takes any case files, and --root DIR measures another tree (a `git archive` of it).

Both counted processes must start alike, or their difference is not the verifies': a plain run
first fills pysm's disk cache for the tree (rule files, relevance answers, templates), and every
process has the same hash seed (set ordering changes what a process does). Without these, one
tree measured 84 and 182 million a verify on two runs.

    python benchmarks/verify_instructions.py /tmp/cases9/*.toml
    python benchmarks/verify_instructions.py --root DIR /tmp/cases9/*.toml
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def work(root: str, repeat: int, paths: list[str]) -> None:
    sys.path.insert(0, root)
    from pysm.solving.solver import select_rules
    from pysm.verify.gate import verify_path

    rules = select_rules()
    texts = [(p, Path(p).read_text(encoding="utf-8")) for p in paths]
    for _ in range(1 + repeat):
        for path, text in texts:
            verify_path(path, rules=rules, text=text)


ENV = dict(os.environ, PYTHONHASHSEED="0")


def instructions(root: str, repeat: int, paths: list[str]) -> int:
    out = subprocess.run(
        [
            "valgrind",
            "--tool=callgrind",
            "--callgrind-out-file=/dev/null",
            sys.executable,
            __file__,
            "--work",
            root,
            str(repeat),
            *paths,
        ],
        capture_output=True,
        text=True,
        check=True,
        env=ENV,
    ).stderr
    return int(re.search(r"Collected : (\d+)", out).group(1))


def main() -> int:
    if len(sys.argv) > 1 and sys.argv[1] == "--work":
        work(sys.argv[2], int(sys.argv[3]), sys.argv[4:])
        return 0
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("cases", nargs="+")
    ap.add_argument("--root", default=str(HERE.parent), help="the pysm tree to measure (default: this one)")
    ap.add_argument("--repeat", type=int, default=2)
    args = ap.parse_args()
    paths = [str(Path(p).resolve()) for p in args.cases]
    subprocess.run([sys.executable, __file__, "--work", args.root, "0", *paths], check=True, env=ENV)
    base = instructions(args.root, 0, paths)
    full = instructions(args.root, args.repeat, paths)
    print(
        f"{args.root}: {(full - base) / (args.repeat * len(paths)) / 1e6:.1f} million instructions per verify "
        f"({len(paths)} cases, {args.repeat} verifies each)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
