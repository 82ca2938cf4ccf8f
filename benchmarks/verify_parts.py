"""Where a verify's CPU time goes: each part's thread CPU time per case, in one process.

Wraps the functions a verify calls (pysm.verify.gate.verify_path: loading, the facts, the
uniqueness solve in its thread, the proof and its rounds) and clingo's Control methods, then
verifies the case files given --repeat times after one unmeasured pass. Each line is the
median over the cases of a part's CPU time per case (time.thread_time: the thread that ran
it) and how many calls a case makes; parts nest (the proof holds its grounding and rounds),
so they do not add up. The last two lines sum every clingo call listed (making and freeing
controls too; solve holds its model handler's Python), on both threads and on the proof's thread
alone. --root DIR measures another tree (a `git archive` of it). --once
verifies each case once after one unmeasured verify of the first (what a case costs the first
time a process meets it; PYSM_CACHE_DIR="" also leaves the disk cache out).

    python benchmarks/verify_parts.py CASES
    python benchmarks/verify_parts.py --root DIR CASES
"""

from __future__ import annotations

import argparse
import statistics
import sys
import threading
import time
from collections import Counter, defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent

PARTS = [  # (module, object, attribute, label)
    ("pysm.verify.gate", None, "load", "load the case"),
    ("pysm.solving.facts", None, "render", "render the facts"),
    ("pysm.verify.gate", None, "solve", "uniqueness: whole"),
    ("pysm.solving.solver", None, "pruned_control", "uniqueness: ground (pruned, then whole if two)"),
    ("pysm.solving.solver", None, "search", "uniqueness: solve"),
    ("pysm.verify.gate", None, "prove", "proof: whole"),
    ("pysm.proof.prove", "_Program", "__init__", "proof: ground, read the board back"),
    ("pysm.proof.prove", "_Rules", "__init__", "proof: choose the statements"),
    ("pysm.solving.rulefiles", None, "kept", "pruning: the relevance analysis (both programs)"),
    ("pysm.proof.tiers", None, "split", "proof: cut into tiers"),
    ("pysm.proof.prove", "_Program", "derive", "proof: a round (externals, solve, read)"),
    ("pysm.proof.prove", "_Program", "deepen", "proof: ground a further level's families"),
    ("pysm.proof.prove", "_Program", "_solve", "proof: solve and read an answer set"),
    ("pysm.proof.prove", "_Program", "fresh", "proof: the fresh control (subsets)"),
    ("pysm.proof.prove", "_Prover", "choose", "proof: choose the families (Python)"),
    ("pysm.proof.prove", "_Prover", "apply", "proof: apply the steps (Python)"),
    ("clingo", "Control", "add", "clingo: parse (Control.add)"),
    ("clingo", "Control", "ground", "clingo: ground"),
    ("clingo", "Control", "solve", "clingo: solve (with the model handler)"),
    ("clingo", "Control", "assign_external", "clingo: assign_external"),
    ("clingo", "Control", "release_external", "clingo: release_external"),
    ("clingo", "Control", "__init__", "clingo: make a control"),
    ("clingo", "Control", "__del__", "clingo: free a control"),
]
CLINGO = "clingo: every call above, both threads"
PROOF_THREAD = "clingo: every call above, the proof's thread"
LINES = [label for *_, label in PARTS] + [CLINGO, PROOF_THREAD]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("cases", nargs="+", type=Path)
    ap.add_argument("--root", type=Path, default=HERE.parent, help="the tree whose pysm runs")
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--once", action="store_true", help="each case once, after a verify of the first alone")
    args = ap.parse_args()
    sys.path.insert(0, str(args.root.resolve()))
    import importlib

    from pysm.solving.solver import select_rules
    from pysm.verify import gate

    spent: dict[str, float] = defaultdict(float)
    calls: Counter = Counter()

    def wrapped(function, label):
        def timed(*a, **k):
            start = time.thread_time()
            try:
                return function(*a, **k)
            finally:
                took = time.thread_time() - start
                spent[label] += took
                calls[label] += 1
                if label.startswith("clingo:"):
                    spent[CLINGO] += took
                    if threading.current_thread() is threading.main_thread():
                        spent[PROOF_THREAD] += took

        return timed

    for module, owner, name, label in PARTS:
        target = importlib.import_module(module)
        target = getattr(target, owner) if owner else target
        if hasattr(target, name):
            setattr(target, name, wrapped(getattr(target, name), label))
    rules = select_rules()
    texts = [(str(p), p.read_text(encoding="utf-8")) for p in args.cases]
    for path, text in texts[:1] if args.once else texts:
        gate.verify_path(path, rules=rules, text=text)
    if args.once:
        texts, args.repeat = texts[1:], 1
    per_case: dict[str, list[float]] = defaultdict(list)
    per_calls: dict[str, list[float]] = defaultdict(list)
    whole, walls = [], []
    for path, text in texts:
        spent.clear()
        calls.clear()
        start, wall = time.process_time(), time.perf_counter()
        for _ in range(args.repeat):
            gate.verify_path(path, rules=rules, text=text)
        whole.append(1000 * (time.process_time() - start) / args.repeat)
        walls.append(1000 * (time.perf_counter() - wall) / args.repeat)
        for label in LINES:
            per_case[label].append(1000 * spent[label] / args.repeat)
            per_calls[label].append(calls[label] / args.repeat)
    print(
        f"pysm of {args.root}, {len(texts)} cases, {args.repeat} verifies each; CPU ms per case, median over the cases"
    )
    print("| part | CPU ms | calls |\n|---|---:|---:|")
    print(f"| verify (process CPU, both threads) | {statistics.median(whole):.1f} | |")
    print(f"| verify (wall) | {statistics.median(walls):.1f} | |")
    for label in LINES:
        count = "" if label in (CLINGO, PROOF_THREAD) else f"{statistics.median(per_calls[label]):.1f}"
        print(f"| {label} | {statistics.median(per_case[label]):.1f} | {count} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
