"""The uniqueness program's grounding alone, two trees in turns in one process: CPU ms, atoms.

For each case, each tree (`--root DIR`, then `--other DIR`) writes the program its uniqueness solve
grounds (pysm.solving.solver.pruned_control: the statements relevance pruning keeps, then the
facts) in a child process; this process then grounds both trees' programs in turns, --repeat
times, and prints the median thread CPU time of Control.add and ground, the ground atoms and the
atoms of each predicate that differs between the trees.

    python benchmarks/uniqueness_grounding.py --root DIR --other . CASES
"""

from __future__ import annotations

import collections
import statistics
import sys
import time
from pathlib import Path

import clingo

sys.path.insert(0, str(Path(__file__).resolve().parent))
from two_trees import arguments, dumped  # noqa: E402

IMPORTS = """from pysm.solving import relevant, rulefiles, solver
statements, always = solver.parsed_statements(solver.select_rules(), [])"""
# the statements relevance pruning keeps for the case, and its facts
PROGRAM = """["\\n".join(st.text for st in rulefiles.kept(statements, relevant.fact_shapes(facts), (), always)),
             facts]"""


def programs(root: Path, cases: list[str]) -> list:
    """Each case's (pruned rules, facts) as the tree at `root` builds them."""
    return dumped(IMPORTS, PROGRAM, root, cases)


def ground(rules: str, facts: str) -> tuple[float, clingo.Control]:
    """CPU seconds to add and ground the program, and the grounded control."""
    start = time.thread_time()
    ctl = clingo.Control(["2", "--project=no", "--warn=none"])
    ctl.add("base", [], rules)
    ctl.add("base", [], facts)
    ctl.ground([("base", [])])
    return time.thread_time() - start, ctl


def main() -> int:
    args = arguments(__doc__.splitlines()[0], repeat=9)
    trees = [programs(args.root, args.cases), programs(args.other, args.cases)]
    spent = [0.0, 0.0]
    atoms: list[collections.Counter] = [collections.Counter(), collections.Counter()]
    for first, second in zip(*trees, strict=False):
        runs: list[list[float]] = [[], []]
        for _ in range(args.repeat):
            for t, program in enumerate((first, second)):
                runs[t].append(ground(*program)[0])
        for t, program in enumerate((first, second)):
            spent[t] += statistics.median(runs[t])
            ctl = ground(*program)[1]  # kept while its atoms are read
            for atom in ctl.symbolic_atoms:
                atoms[t][f"{atom.symbol.name}/{len(atom.symbol.arguments)}"] += 1
    n = len(args.cases)
    for t, name in enumerate((args.root, args.other)):
        print(
            f"{str(name):30s} a case: add+ground {1000 * spent[t] / n:6.2f} ms, {sum(atoms[t].values()) / n:.0f} atoms"
        )
    for name in sorted(set(atoms[0]) | set(atoms[1])):
        if atoms[0][name] != atoms[1][name]:
            print(f"  {name}: {atoms[0][name] / n:.0f} -> {atoms[1][name] / n:.0f} a case")
    print(
        f"second / first: add+ground {spent[1] / spent[0]:.3f}, atoms "
        f"{sum(atoms[1].values()) / sum(atoms[0].values()):.3f}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
