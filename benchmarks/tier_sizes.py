"""What each tier of the step program holds, for one tree: statements, ground rules, misplaced step rules.

For the cases given, the tree at --root cuts each case's pruned step program into tiers
(pysm.proof.tiers, as benchmarks/step_grounding.py dumps it); this grounds the tiers one after
another as the prover does and prints, summed over the cases, each tier's statements, the ground
rules once it is grounded (clasp's lp statistics, so the count is cumulative) and the step rules
of a family above the tier's level that sit in it (besides the families stated once, which the
first tier holds on purpose): rules grounded before any round can need them.

    python benchmarks/tier_sizes.py --root DIR CASES
"""

from __future__ import annotations

import argparse
import collections
import re
import sys
from pathlib import Path

import clingo

sys.path.insert(0, str(Path(__file__).resolve().parent))
from step_grounding import programs  # noqa: E402

STEP = re.compile(r'(\w+)\(("(?:[^"\\]|\\.)*"),')
FAMILY = re.compile(r'family\(("(?:[^"\\]|\\.)*"),(-?\d+),')
STATIC = ("excludes", "confined", "confines")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("cases", nargs="+")
    ap.add_argument("--root", type=Path, default=Path(__file__).resolve().parent.parent)
    args = ap.parse_args()
    statements: collections.Counter = collections.Counter()
    rules: collections.Counter = collections.Counter()
    above: collections.Counter = collections.Counter()
    for facts, tiers in programs(args.root, args.cases):
        texts = [s for _, sts in tiers for s in sts]
        levels = {m.group(1): int(m.group(2)) for s in texts if (m := FAMILY.match(s))}
        static = {m.group(2) for s in texts if (m := STEP.match(s)) and m.group(1) in STATIC}
        ctl = clingo.Control(["--warn=none", "--stats"])
        for i, (level, sts) in enumerate(tiers):
            ctl.add(f"tier{i}", [], (facts if i == 0 else "") + "\n".join(sts))
            ctl.ground([(f"tier{i}", [])])
            ctl.solve()
            statements[level] += len(sts)
            rules[level] += int(ctl.statistics["problem"]["lp"]["rules"])
            for s in sts:
                m = STEP.match(s)
                if m and not s.startswith("family(") and m.group(2) not in static and levels.get(m.group(2), 1) > level:
                    above[level] += 1
    print(f"{len(args.cases)} cases, tree {args.root}")
    for level in sorted(statements):
        print(
            f"tier {level}: {statements[level]} statements, {rules[level]} ground rules once grounded, "
            f"{above[level]} step rules of a harder family"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
