"""The step program is never weaker than the minimum deductions of the spec.

benchmarks/min_steps.py writes the minimum deduction families (the step-by-step issue's for the
first clue language, clue-language-2.md's list for the new kinds) once more in plain Python, from
the spec and not from asp/steps/. Here, on the spec examples and on seeded random cases, pysm's
final candidates must lie within that propagator's for every person, and neither may remove a
cell of the solution (on small boards: of any solution). The larger run is
`benchmarks/min_steps.py` (figures in the README).
"""

from __future__ import annotations

import sys

import pytest
from conftest import EXAMPLES, ROOT, sweep
from kindcases import kind_case
from randomcases import random_case

from pysm.case.loader import load

sys.path.insert(0, str(ROOT / "benchmarks"))
import baseline  # noqa: E402
import min_steps  # noqa: E402

EXAMPLE_NAMES = sorted(p.name for p in EXAMPLES.glob("*.toml") if p.name != "es-invalido.toml")


def _check(case, truth=None, solutions=None):
    res = min_steps.compare(case, truth, solutions)
    assert not res["weaker"], (res["weaker"], res["gaps"])
    assert not res["unsound"], res["unsound"]
    return res


@pytest.mark.parametrize("name", EXAMPLE_NAMES)
def test_examples_not_weaker(name):
    case = load(str(EXAMPLES / name))
    _check(case, None, baseline.solve(case, limit=50))


@pytest.mark.parametrize("seed", sweep(range(6), range(2)))
def test_random_cases_not_weaker(seed):
    rc = random_case(seed)
    _check(rc.case, rc.truth)


@pytest.mark.parametrize("seed", sweep(range(12), range(2)))
def test_kind_cases_not_weaker(seed):
    rc = kind_case(seed, None if seed % 4 else 7, clues=(1, 3) if seed % 2 else (2, 4))
    _check(rc.case, rc.truth)


@pytest.mark.parametrize("seed", sweep(range(8), range(2)))
def test_small_boards_keep_every_solution(seed):
    """On 4x4 and 5x5 boards neither pysm nor the propagator removes a cell any solution uses."""
    rc = kind_case(5000 + seed, 4 + seed % 2, clues=(1, 2))
    _check(rc.case, rc.truth, baseline.solve(rc.case, limit=1000))


def test_the_check_can_fail():
    """A propagator with one more rule (here: told the solution) finds pysm weaker on a case
    it gets stuck on, and names that rule: the check really compares."""
    import json

    from pysm.core.model import parse_cell

    case = load(str(EXAMPLES / "nl-gokken.toml"))
    people = json.loads((EXAMPLES / "expected.json").read_text(encoding="utf-8"))["nl-gokken.toml"]["solutions"][0][
        "people"
    ]
    where = {p: parse_cell(c, case.size) for p, c in people.items()}

    class Told(min_steps.MinSteps):
        def families(self):
            return super().families() + [
                ("told", lambda cands: {(p, x) for p in cands for x in cands[p] if x != where[p]})
            ]

    real = min_steps.MinSteps
    min_steps.MinSteps = Told
    try:
        res = min_steps.compare(case)
    finally:
        min_steps.MinSteps = real
    assert res["weaker"] and "told" in res["gaps"]


def test_propagator_gets_the_expected_verdicts():
    """The propagator is the spec's minimum: on every example it reaches expected.json's
    step_solvable, and on the stuck ones exactly the expected stuck cells."""
    import json

    from pysm.core.model import cell_name

    expected = json.loads((EXAMPLES / "expected.json").read_text(encoding="utf-8"))
    for name, want in sorted(expected.items()):
        if want.get("status") != "unique":
            continue
        cands = min_steps.MinSteps(load(str(EXAMPLES / name))).run()
        stuck = {p: sorted(cell_name(*x) for x in v) for p, v in cands.items() if len(v) != 1}
        assert (not stuck) == want["step_solvable"], name
        if not want["step_solvable"]:
            assert stuck == {p: sorted(v) for p, v in want["stuck"].items()}, name
