"""Instructions of a whole `pysm` process (valgrind's callgrind), for one or more trees in one run.

benchmarks/verify_instructions.py gives what one more verify costs inside a process that is
already warm; this one counts everything a user's command pays: the interpreter's start, the
imports, the argument parsing, the warm-up, the cases, the exit. Each tree gets a disk cache
of its own (pysm.core.diskcache), filled by one run that is not counted, so the figures are
those of a user's second run; --cold gives each counted run an empty one instead.

    python benchmarks/process_instructions.py --root /tmp/base --root . -- verify --jobs 1 /tmp/mix
    python benchmarks/process_instructions.py --root . -- verify tests/spec_examples/en-first-case.toml
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
RUN = "import sys; sys.path.insert(0, {root!r}); from pysm.cli.main import run; run()"


def pysm(root: Path, argv: list[str]) -> list[str]:
    return [sys.executable, "-c", RUN.format(root=str(root)), *argv]


def instructions(command: list[str], cache: str) -> int:
    """Millions of instructions of the command under callgrind (every thread and child it forks)."""
    env = dict(os.environ, PYSM_CACHE_DIR=cache)
    err = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", "--trace-children=yes", *command],
        env=env,
        capture_output=True,
        text=True,
    ).stderr
    counts = [int(n) for n in re.findall(r"Collected : (\d+)", err)]
    if not counts:
        raise SystemExit(f"no count from valgrind:\n{err[-2000:]}")
    return sum(counts)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--root", type=Path, action="append", help="a tree to measure (repeat for several)")
    ap.add_argument("--rounds", type=int, default=1)
    ap.add_argument("--cold", action="store_true", help="an empty disk cache for every counted run")
    ap.add_argument("argv", nargs="+", help="pysm's arguments (after --)")
    args = ap.parse_args()
    roots = [r.resolve() for r in (args.root or [HERE.parent])]
    caches = {root: tempfile.mkdtemp(prefix="pysm-instr-") for root in roots}
    for root in roots:  # not counted: fills each tree's disk cache
        subprocess.run(pysm(root, args.argv), env=dict(os.environ, PYSM_CACHE_DIR=caches[root]), capture_output=True)
    counts: dict[Path, list[int]] = {root: [] for root in roots}
    for k in range(args.rounds):
        for root in roots if k % 2 == 0 else roots[::-1]:
            cache = tempfile.mkdtemp(prefix="pysm-instr-") if args.cold else caches[root]
            counts[root].append(instructions(pysm(root, args.argv), cache))
    print(f"pysm {' '.join(args.argv)}: millions of instructions a process ({args.rounds} rounds, the least)")
    first = min(counts[roots[0]])
    for root in roots:
        least = min(counts[root])
        print(f"  {root}: {least / 1e6:.0f} M ({least / first:.3f} of the first tree)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
