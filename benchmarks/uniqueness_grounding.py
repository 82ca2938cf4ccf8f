"""The uniqueness program's grounding alone, two trees in turns in one process: CPU ms, atoms.

For each case, each tree (`--root DIR`, then `--other DIR`) writes the program its uniqueness solve
grounds (pysm.solving.solver.pruned_control: the statements relevance pruning keeps, then the
facts) in a child process; this process then grounds both trees' programs in turns, --repeat
times, and prints the median thread CPU time of Control.add and ground, the ground atoms and the
atoms of each predicate that differs between the trees.

    python benchmarks/uniqueness_grounding.py --root DIR --other . CASES
"""
from __future__ import annotations

import argparse
import collections
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

import clingo

HERE = Path(__file__).resolve().parent
DUMP = """
import json, sys
sys.path.insert(0, sys.argv[1])
from pysm.verify import gate
from pysm.solving import facts as facts_module, relevant, rulefiles, solver
out = []
for path in sys.argv[2:]:
    facts = facts_module.render(gate.load(path, None))
    statements, always = solver.parsed_statements(solver.select_rules(), [])
    kept = rulefiles.kept(statements, relevant.fact_shapes(facts), (), always)
    out.append(["\\n".join(st.text for st in kept), facts])
print(json.dumps(out))
"""


def programs(root: Path, cases: list[str]) -> list:
    """Each case's (pruned rules, facts) as the tree at `root` builds them."""
    done = subprocess.run([sys.executable, "-c", DUMP, str(root.resolve()), *cases], check=True,
                          capture_output=True, text=True)
    return json.loads(done.stdout)


def ground(rules: str, facts: str) -> tuple[float, clingo.Control]:
    """CPU seconds to add and ground the program, and the grounded control."""
    start = time.thread_time()
    ctl = clingo.Control(["2", "--project=no", "--warn=none"])
    ctl.add("base", [], rules)
    ctl.add("base", [], facts)
    ctl.ground([("base", [])])
    return time.thread_time() - start, ctl


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("cases", nargs="+")
    ap.add_argument("--root", type=Path, required=True, help="the tree measured first (the older one)")
    ap.add_argument("--other", type=Path, default=HERE.parent, help="the tree measured second")
    ap.add_argument("--repeat", type=int, default=9)
    args = ap.parse_args()
    trees = [programs(args.root, args.cases), programs(args.other, args.cases)]
    spent = [0.0, 0.0]
    atoms: list[collections.Counter] = [collections.Counter(), collections.Counter()]
    for first, second in zip(*trees):
        runs: list[list[float]] = [[], []]
        for _ in range(args.repeat):
            for t, program in enumerate((first, second)):
                runs[t].append(ground(*program)[0])
        for t, program in enumerate((first, second)):
            spent[t] += statistics.median(runs[t])
            ctl = ground(*program)[1]          # kept while its atoms are read
            for atom in ctl.symbolic_atoms:
                atoms[t][f"{atom.symbol.name}/{len(atom.symbol.arguments)}"] += 1
    n = len(args.cases)
    for t, name in enumerate((args.root, args.other)):
        print(f"{str(name):30s} a case: add+ground {1000 * spent[t] / n:6.2f} ms, "
              f"{sum(atoms[t].values()) / n:.0f} atoms")
    for name in sorted(set(atoms[0]) | set(atoms[1])):
        if atoms[0][name] != atoms[1][name]:
            print(f"  {name}: {atoms[0][name] / n:.0f} -> {atoms[1][name] / n:.0f} a case")
    print(f"second / first: add+ground {spent[1] / spent[0]:.3f}, atoms "
          f"{sum(atoms[1].values()) / sum(atoms[0].values()):.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
