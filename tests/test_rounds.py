"""Several level-1 families a round give the verdicts of one family a round.

Every bundled case, fixture and benchmark board is proved both ways: solved or not, level,
hardest family, stuck cells and placement are equal; every step still names its family,
and a clue step the card sentence it used. The fast suite proves a spread of them (conftest.spread),
the slow marker the rest."""

from __future__ import annotations

import pytest
from conftest import ROOT, spread, sweep, valid_case_files

from pysm.case.loader import load
from pysm.proof.prove import prove
from pysm.solving.facts import render

FILES = valid_case_files()


@pytest.mark.parametrize("path", sweep(FILES, spread(FILES)), ids=lambda p: str(p.relative_to(ROOT)))
def test_one_round_many_families_same_verdict(path):
    case = load(str(path))
    facts = render(case)
    new, old = prove(case, facts), prove(case, facts, one_family=True)
    assert (new.solved, new.stuck, new.placement) == (old.solved, old.stuck, old.placement)
    assert (new.difficulty["level"], new.difficulty["hardest"]) == (old.difficulty["level"], old.difficulty["hardest"])
    for step in new.steps:
        assert step.family and step.level >= 1 and step.people
        if step.family == "clue":
            assert step.clue is not None and step.clue[0] in step.people


def test_the_set_is_not_empty():
    assert len(FILES) > 60
