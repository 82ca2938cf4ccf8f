"""Family "murder-pair" (asp/steps/murder_pair.lp): the victim's room holds her and exactly one other
person, checked for one cell of one person at a time. Were P on (R,C), nobody else could stand in row R
or column C; when then every room left to the victim would hold nobody else who could be with her, or
two others bound to it, P leaves (R,C); the victim leaves a cell from which two others would be bound to
her room. Table-driven on small boards (see test_steps_families.py for the format of a row), only for a
case that accepts the family (`step_families`), and sound: on random boards where the victim's room holds
two people, no step removes a person's true cell."""

from __future__ import annotations

import dataclasses
import random

import pytest
from conftest import sweep
from kindcases import kind_case_3
from randomcases import proved_sound, random_case
from test_steps_families import SQUARE, assert_steps_keep, candidates_around, case, random_people, steps_of

from pysm.core.model import cell_name

ACCEPTS = 'step_family("murder-pair"). '
VICTIM = 'clue("Vic",1,victim). '
PEOPLE = "Vic:f Ana:f Bo:m Cy:m"

MURDER_PAIR = [
    # (facts, candidates, expected steps)
    # Cy on D3 takes column D: Vic is left A1, in room A, where Ana (B2) and Bo (A2) would both be
    # bound, three people. Ana on D2 takes row 2 and column D: Vic is left A1, and nobody else could
    # be in room A. Cy on C4 leaves Vic room A with two who may be there, neither bound: no step
    (
        case(SQUARE, PEOPLE, ACCEPTS + VICTIM),
        {"Vic": "A1 D4", "Ana": "B2 D2", "Bo": "A2 A3", "Cy": "D3 C4"},
        ['no_room("Ana"): Ana:D2', 'no_room("Cy"): Cy:D3'],
    ),
    # Vic on D4: Ana and Bo could then be nowhere but C3, in room D, her room: she leaves D4
    (
        case(SQUARE, PEOPLE, ACCEPTS + VICTIM),
        {"Vic": "A1 D4", "Ana": "C3 C4", "Bo": "C3 A4", "Cy": "B2"},
        ['crowd("D"): Vic:D4'],
    ),
    # Cy on A3 leaves Vic only D4, where nobody else could be with her: Cy leaves A3. That nobody can
    # join Vic on D4 is victim-room's step, not this family's
    (
        case(SQUARE, PEOPLE, ACCEPTS + VICTIM),
        {"Vic": "A1 D4", "Ana": "B2", "Bo": "D1", "Cy": "A3 C3"},
        ['no_room("Cy"): Cy:A3'],
    ),
    # a case that does not accept the family: nothing
    (case(SQUARE, PEOPLE, VICTIM), {"Vic": "A1 D4", "Ana": "B2 D2", "Bo": "A2 A3", "Cy": "D3 C4"}, []),
]


@pytest.mark.parametrize("facts, cands, expected", MURDER_PAIR)
def test_murder_pair(facts, cands, expected):
    assert steps_of("murder-pair", facts, cands) == expected


# ---- sound on random boards ------------------------------------------------------------------------


def _random_state(seed: int):
    """A random 5x5 board of three rooms (cells drawn at random), a placement of three to five people
    in rows and columns of their own with a room that holds exactly two of them, one of whom is the
    victim, and candidates that keep each person's true cell with a few others (or none)."""
    rng = random.Random(seed)
    size = 5
    cells = [(r, c) for r in range(1, size + 1) for c in range(1, size + 1)]
    while True:
        grid = {cell: rng.choice("ABC") for cell in cells}
        truth = random_people(rng, size)
        names = list(truth)
        room = {p: grid[truth[p]] for p in names}
        pairs = [p for p in names if sum(room[q] == room[p] for q in names) == 2]
        if pairs:
            break
    victim = rng.choice(pairs)
    rooms = "/".join("".join(grid[(r, c)] for c in range(1, size + 1)) for r in range(1, size + 1))
    facts = case(rooms, " ".join(f"{p}:{rng.choice('fm')}" for p in names), ACCEPTS + f'clue("{victim}",1,victim).')
    cands = candidates_around(rng, cells, truth, extra=(0, 2, 3, 4))
    return facts, cands, {p: cell_name(*truth[p]) for p in names}


@pytest.mark.parametrize("seed", sweep(range(300), range(6)))
def test_random_placement_is_sound(seed):
    """No step removes a person's true cell, on a board where the victim's room holds two people."""
    facts, cands, truth = _random_state(seed)
    assert_steps_keep("murder-pair", facts, cands, truth)


def test_the_random_states_use_the_family():
    """The soundness sweep asks the family something: some of its fast states give steps."""
    assert any(steps_of("murder-pair", *_random_state(seed)[:2]) for seed in range(6))


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(60))
def test_random_case_accepting_the_family_is_sound(seed):
    """A random case with true clues accepting the family: no choice, and no step of the whole proof
    removes a cell of the placement the clues were drawn from (seed 5 uses the family)."""
    rc = random_case(seed, clues=(1, 2)) if seed % 2 else kind_case_3(seed, None, clues=(1, 2))
    proof = proved_sound(rc, dataclasses.replace(rc.case, step_families=("murder-pair",)))
    if seed == 5:
        assert any(s.family == "murder-pair" for s in proof.steps)
