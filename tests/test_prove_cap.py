"""prove(max_level=L): the uncapped proof, step for step, up to its first round above L.

Each row proves a case with and without the cap: the capped steps are the start of the
uncapped ones; the capped proof is the uncapped proof when that one never goes above the cap in
a round, and otherwise is not solved and stops right before a step above the cap. A capped
proof whose fresh families are all above the cap grounds neither them nor the tiers above it."""

from __future__ import annotations

import dataclasses
from functools import lru_cache
from pathlib import Path

import pytest
from kindcases import kind_case

from pysm.case.loader import load
from pysm.core.model import OPTIONAL_FAMILIES
from pysm.proof import program as program_module
from pysm.proof.prove import prove
from pysm.solving.facts import render

ROOT = Path(__file__).resolve().parent.parent


@lru_cache(maxsize=None)
def _case(name: str):
    if name.startswith("kind:"):  # a random case of the clue kinds, with every optional family
        return dataclasses.replace(kind_case(int(name[5:])).case, step_families=OPTIONAL_FAMILIES)
    return load(str(ROOT / name))


@lru_cache(maxsize=None)
def _full(name: str):
    case = _case(name)
    return prove(case, render(case))


# case, cap, whether the capped proof is the uncapped one, whether it is solved
ROWS = [
    ("tests/spec_examples/en-first-case.toml", 1, False, False),  # solved at level 2
    ("tests/spec_examples/en-first-case.toml", 2, True, True),
    ("tests/spec_examples/es-dos-soluciones.toml", 2, False, False),  # stuck after a subsets step
    ("tests/spec_examples/es-dos-soluciones.toml", 3, True, False),
    ("cases/en/silence-in-the-garage.toml", 1, False, False),  # level-2 steps stated once come first
    ("cases/en/poison-in-the-kitchen.toml", 2, False, False),  # solved at level 3
    ("tests/spec_examples/en-impossible.toml", 1, True, False),  # runs out: made again, capped too
    ("kind:10", 3, False, False),  # a level-4 tier's step before the level-3 fresh one
    ("kind:10", 2, False, False),
]


@pytest.mark.parametrize("name, cap, same, solved", ROWS)
def test_a_capped_proof_is_the_start_of_the_uncapped_one(name, cap, same, solved):
    case, full = _case(name), _full(name)
    capped = prove(case, render(case), max_level=cap)
    k = len(capped.steps)
    assert capped.steps == full.steps[:k]
    assert (capped == full) == same and capped.solved == solved
    if not same:
        assert full.steps[k].level > cap and capped.stuck and all(capped.stuck.values())
        assert capped.placement is None


def test_a_cap_below_the_fresh_part_grounds_nothing_above_it(monkeypatch):
    """Below the subsets family (level 3, in the fresh part), neither it nor a tier above the
    cap is grounded; at level 3, the fresh part is."""
    grounded: list[int] = []
    deepen, fresh = program_module.Program.deepen, program_module.Program.fresh

    def counted(program):
        level = program.pending[0][0] if program.pending else None
        done = deepen(program)
        if done:
            grounded.append(level)
        return done

    def fresh_counted(program, cands):
        grounded.append("fresh")
        return fresh(program, cands)

    monkeypatch.setattr(program_module.Program, "deepen", counted)
    monkeypatch.setattr(program_module.Program, "fresh", fresh_counted)
    case = _case("tests/spec_examples/es-dos-soluciones.toml")
    prove(case, render(case), max_level=2)
    assert grounded and set(grounded) <= {2}
    grounded.clear()
    prove(case, render(case), max_level=3)
    assert "fresh" in grounded
