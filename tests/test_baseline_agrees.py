"""The ASP rules and an independent Python reading of the rules agree on every example.

benchmarks/baseline.py is the benchmark's backtracking solver; here it doubles as a
second opinion on the meaning of each clue.
"""

from __future__ import annotations

import sys

import pytest
from conftest import EXAMPLES, ROOT

from pysm.case.loader import load
from pysm.solving import facts
from pysm.solving.solver import select_rules, solve

sys.path.insert(0, str(ROOT / "benchmarks"))
import baseline  # noqa: E402

CASES = sorted(p.name for p in EXAMPLES.glob("*.toml") if p.name != "es-invalido.toml")  # every example loads


@pytest.mark.parametrize("name", CASES)
def test_same_solutions(name):
    case = load(str(EXAMPLES / name))
    asp = solve(case, facts.render(case), select_rules(), limit=0)
    ours = sorted(tuple(sorted(s.people)) for s in asp.solutions)
    theirs = sorted(tuple(sorted(s.items())) for s in baseline.solve(case, limit=1000))
    assert ours == theirs
