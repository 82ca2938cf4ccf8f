"""The step program's grounding alone, two trees in turns in one process: CPU ms a tier, ground rules.

For each case, each tree (`--root DIR`, then `--other DIR`) writes the program its prover grounds
(pysm.proof.program.Rules: the pruned statements, cut into tiers by pysm.proof.tiers) in a child
process; this process then grounds both trees' programs in turns, as the prover does (the facts,
the externals and the first tier in one call, each further tier in a call of its own, a solve
after each), --repeat times, and prints the medians of each tier's grounding and solve (thread
CPU time) and the ground rules (clasp's lp statistics) of the whole program. Grounding every tier
is more than a proof does when it never needs the harder tiers.

    python benchmarks/step_grounding.py --root DIR --other . CASES
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

import clingo

sys.path.insert(0, str(Path(__file__).resolve().parent))
from two_trees import arguments, dumped  # noqa: E402

IMPORTS = "from pysm.proof import program, prove"
# the facts with the prover's externals, and each tier's level and statements
PROGRAM = """[facts + program.EXTERNAL, [[level, [st.text for st in sts if not st.text.startswith("#program")]]
                                  for level, sts in program.Rules(prove.step_rules(), facts).tiers()]]"""


def programs(root: Path, cases: list[str]) -> list:
    """Each case's (facts and externals, [(level, statements)]) as the tree at `root` builds them."""
    return dumped(IMPORTS, PROGRAM, root, cases)


def ground(facts: str, tiers: list, stats: bool = False) -> list[float] | int:
    """[ground, solve] CPU seconds of each tier; with `stats`, the whole program's ground rules."""
    ctl = clingo.Control(["--models=1", "--warn=none"] + (["--stats"] if stats else []))
    spent = []
    for i, (_, statements) in enumerate(tiers):
        ctl.add(f"tier{i}", [], (facts if i == 0 else "") + "\n".join(statements))
        start = time.thread_time()
        ctl.ground([(f"tier{i}", [])])
        middle = time.thread_time()
        ctl.solve()
        spent += [middle - start, time.thread_time() - middle]
    return int(ctl.statistics["problem"]["lp"]["rules"]) if stats else spent


def main() -> int:
    args = arguments(__doc__.splitlines()[0], repeat=7)
    trees = [programs(args.root, args.cases), programs(args.other, args.cases)]
    totals = [[0.0] * 2, [0.0] * 2]  # per tree: [ground, solve], summed over the cases
    rules = [0, 0]
    for case, first, second in zip(args.cases, *trees, strict=False):
        runs: list[list[list[float]]] = [[], []]
        for _ in range(args.repeat):
            for t, program in enumerate((first, second)):
                runs[t].append(ground(*program))
        line = [Path(case).stem[:30].ljust(30)]
        for t, program in enumerate((first, second)):
            medians = [statistics.median(run[i] for run in runs[t]) for i in range(len(runs[t][0]))]
            totals[t][0] += sum(medians[0::2])
            totals[t][1] += sum(medians[1::2])
            count = ground(*program, stats=True)
            rules[t] += count
            levels = "/".join(str(level) for level, _ in program[1])
            line.append(
                f"tiers {levels} ground "
                + " ".join(f"{1000 * m:6.2f}" for m in medians[0::2])
                + f" solve {1000 * sum(medians[1::2]):5.2f} rules {count}"
            )
        print(" | ".join(line))
    n = len(args.cases)
    for t, name in enumerate((args.root, args.other)):
        print(
            f"{str(name):30s} mean a case: ground {1000 * totals[t][0] / n:6.2f} ms, solve "
            f"{1000 * totals[t][1] / n:5.2f} ms, {rules[t] / n:.0f} ground rules"
        )
    print(
        f"second / first: ground {totals[1][0] / totals[0][0]:.3f}, ground+solve "
        f"{sum(totals[1]) / sum(totals[0]):.3f}, rules {rules[1] / rules[0]:.3f}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
