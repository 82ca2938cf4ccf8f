"""Where the CPU time of `pysm generate` goes, phase by phase, in one process.

Runs pysm.authoring.generate.run (drafts, the publishing check, the files written) into a
temporary folder with timers around the generator's phases (each phase's own CPU time, the
phases it calls left out): the rules' truths about a world (the cell question, the company
question), the world's shared uniqueness control (grounding, solves), the step-by-step
proofs, the final verify of the written text, and the rest. --root DIR times another tree's
pysm (a `git archive` of it), for a before/after started at the same time.

    python benchmarks/generate_phases.py --count 8
    python benchmarks/generate_phases.py --root /tmp/base --count 8
"""

from __future__ import annotations

import argparse
import collections
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--root", type=Path, default=HERE.parent, help="the tree whose pysm runs")
    ap.add_argument("--size", type=int, default=9)
    ap.add_argument("--level", type=int, default=2)
    ap.add_argument("--lang", default="en")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=8)
    args = ap.parse_args()
    root = args.root.resolve()
    sys.path.insert(0, str(root))
    import pysm

    if not Path(pysm.__file__).resolve().is_relative_to(root):
        raise SystemExit(f"pysm comes from {pysm.__file__}, not from {root}")
    import pysm.authoring.gen_clues as gen_clues
    import pysm.authoring.generate.acceptance as acceptance
    import pysm.authoring.generate.drafting as drafting
    import pysm.authoring.generate.placing as placing
    import pysm.authoring.generate.search as search
    import pysm.solving.truth as truth
    from pysm.authoring import generate

    spent: collections.Counter = collections.Counter()
    calls: collections.Counter = collections.Counter()
    stack: list[float] = []

    def timed(owner, name: str, label: str) -> None:
        inner = getattr(owner, name)

        def wrapper(*a, **k):
            start = time.process_time()
            stack.append(0.0)
            try:
                return inner(*a, **k)
            finally:
                took = time.process_time() - start
                nested = stack.pop()
                spent[label] += took - nested
                calls[label] += 1
                if stack:
                    stack[-1] += took

        setattr(owner, name, wrapper)

    timed(gen_clues.Geometry, "__init__", "world: Geometry (besides the cell question)")
    timed(truth.Truth, "_reused", "world: the company question (grounding, solves)")
    timed(truth.Truth, "_model", "world: the cell question (and others asked anew)")
    timed(search._Switchboard, "__init__", "uniqueness: grounding the world's control")
    timed(search._Switchboard, "second", "uniqueness: solves on it")
    timed(search, "solve", "uniqueness: solves of a case of its own")
    timed(search, "prove", "proofs (step program)")
    timed(drafting, "build_world", "drawing worlds")
    timed(drafting, "phrase_cards", "phrasing")
    timed(acceptance, "verify_path", "final verify of the written text")
    timed(placing, "check", "final check: loading the text, its solve when the proof stands")
    timed(search.Search, "__init__", "search: the rest of setting up")
    timed(search.Search, "run", "search: the rest")
    start = time.process_time()
    with tempfile.TemporaryDirectory() as folder:
        out = generate.run(
            size=args.size, lang=args.lang, level=args.level, seed=args.seed, count=args.count, folder=Path(folder)
        )
    total = time.process_time() - start
    cases = sum(o.status == "written" for o in out)
    print(f"pysm of {root}: {cases} cases, {total:.2f} s CPU, {60 * cases / total:.1f} cases a minute of CPU\n")
    print("| phase | CPU s | calls | share |\n|---|---:|---:|---:|")
    for label, seconds in spent.most_common():
        print(f"| {label} | {seconds:.2f} | {calls[label]} | {100 * seconds / total:.0f}% |")
    print(f"| everything else | {total - sum(spent.values()):.2f} | | |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
