"""How much of a grounding is gringo's cost per statement, whatever the case: the floor under a verify.

A verify grounds two programs, each pruned to the case (pysm/solving/relevant.py). This script
grounds, in one process and for each case given, in turns, --repeat times (the minimum of the
thread CPU time of Control.ground is printed, the figure least moved by the machine):

    rules, no facts        every statement of asp/*.lp (the uniqueness program unpruned), nothing else
    rules, the case        the same with the case's facts
    steps, no facts        the case's step program as the prover grounds it (pysm.proof.program.Rules,
                           all tiers in one call), without the facts and the cand/3 externals
    steps, the case        the same with them
    N empty rules          N rules `aI(X) :- bI(X).` over predicates with no atoms (N = the step
                           program's statements): gringo's cost of a statement that derives nothing

When "no facts" costs most of "the case", the grounding is paid per statement, and cutting
ground rules (smaller domains, fewer instances) cannot take it much lower; only fewer
statements can.

    python benchmarks/grounding_floor.py CASES
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

import clingo

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from step_grounding import programs  # noqa: E402


def grounding(text: str, repeat: int) -> float:
    """The least thread CPU ms of grounding `text` in a fresh control, over `repeat` tries."""
    best = float("inf")
    for _ in range(repeat):
        ctl = clingo.Control(["--warn=none"])
        ctl.add("base", [], text)
        start = time.thread_time()
        ctl.ground([("base", [])])
        best = min(best, time.thread_time() - start)
    return 1000 * best


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("cases", nargs="+")
    ap.add_argument("--repeat", type=int, default=9)
    args = ap.parse_args()
    rules = "\n".join(p.read_text(encoding="utf-8") for p in sorted((HERE.parent / "asp").glob("*.lp")))
    rows: dict[str, list[float]] = {}
    for facts, tiers in programs(HERE.parent, args.cases):
        steps = [st for _, statements in tiers for st in statements]
        empty = "\n".join(f"a{i}(X) :- b{i}(X)." for i in range(len(steps)))
        for label, text in (
            ("rules, no facts", rules),
            ("rules, the case", rules + "\n" + facts),
            ("steps, no facts", "\n".join(steps)),
            ("steps, the case", facts + "\n" + "\n".join(steps)),
            ("N empty rules", empty),
        ):
            rows.setdefault(label, []).append(grounding(text, args.repeat))
        rows.setdefault("step statements (N, a count)", []).append(len(steps))
    print(f"{len(args.cases)} cases; ground CPU ms, median over the cases of the least of {args.repeat}\n")
    print("| what | ms |\n|---|---:|")
    for label, values in rows.items():
        print(f"| {label} | {statistics.median(values):.1f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
