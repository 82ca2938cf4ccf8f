"""Family "headcount" (asp/steps/headcount.lp): the fewest people a room can hold, counted over all the
rooms (everyone stands in one, the victim's holds two, a room at most one per open row and column), fills
the room's open lines when it is as many as they are. Table-driven on small boards (see
test_steps_families.py for the format of a row), only for a case that accepts the family
(`step_families`), and sound: on random boards whose clues hold, no step removes a person's true cell."""

from __future__ import annotations

import random

import pytest
from conftest import sweep
from test_steps_families import SQUARE, assert_steps_keep, candidates_around, case, random_people, steps_of

from pysm.core.model import cell_name

ACCEPTS = 'step_family("headcount"). '
CORNER = "BBAA/BBBA/BBBB/BBBB"  # room A: C1, D1 and D2; room B the rest
HALVES = "AABB/AABB/CCCC/CCCC"  # A and B the top half, C the bottom
VICTIM = 'clue("Vic",1,victim).'

HEADCOUNT = [
    # (facts, candidates, expected steps)
    # four people in two rooms, the victim's holding two: room A holds two (were the victim in B, the
    # other two are in A), and its open cells lie in rows 1 and 2 and in columns C and D
    (
        case(CORNER, "Ana:f Bo:m Cy:f Vic:f", ACCEPTS + VICTIM),
        {"Ana": "C1 C2 C3 C4", "Bo": "D2 A3 B4", "Cy": "D1 A2 D3", "Vic": "B1 D2 B3 A4"},
        ['fill("A",column): Ana:C2 Ana:C3 Ana:C4 Cy:D3', 'fill("A",row): Ana:C2 Cy:A2 Vic:B1'],
    ),
    # four rooms: were the victim in A, only two are sure there; elsewhere, B, C and D hold six at most
    (
        case(SQUARE, "Ana:f Bo:m Cy:f Vic:f", ACCEPTS + VICTIM),
        {"Ana": "A1 C3", "Bo": "B2 D4", "Cy": "C1 A4", "Vic": "A2 D3"},
        [],
    ),
    # the victim and her murderer are in C (rows 3 and 4); B has cells left in row 2 only and A in column A
    # only: each holds one person at least (four, less the two of C and the one the other can hold), so
    # column A holds A's person and row 2 B's
    (
        case(HALVES, "Ana:f Bo:m Cy:f Vic:f", ACCEPTS + VICTIM),
        {"Ana": "A1 A2", "Bo": "C2 D2", "Cy": "A3 C4", "Vic": "B3 A4"},
        ['fill("A",column): Cy:A3 Vic:A4', 'fill("B",row): Ana:A2'],
    ),
    # a case that does not accept the family: nothing
    (
        case(CORNER, "Ana:f Bo:m Cy:f Vic:f", VICTIM),
        {"Ana": "C1 C2 C3 C4", "Bo": "D2 A3 B4", "Cy": "D1 A2 D3", "Vic": "B1 D2 B3 A4"},
        [],
    ),
]


@pytest.mark.parametrize("facts, cands, expected", HEADCOUNT)
def test_headcount(facts, cands, expected):
    assert steps_of("headcount", facts, cands) == expected


# ---- sound on random boards ------------------------------------------------------------------------

QUICK = (4, 5, 6, 7)  # the fast suite's states; one of them gives a step


def _random_state(seed: int):
    """A random 5x5 board of two or three rooms (cells drawn at random), a placement of three to five
    people, a victim whose room holds two people when there is one (else none), and candidates that
    keep each person's true cell with a few others (or none: then they are known)."""
    rng = random.Random(seed)
    size = 5
    cells = [(r, c) for r in range(1, size + 1) for c in range(1, size + 1)]
    grid = {cell: rng.choice("AB" if seed % 2 else "ABC") for cell in cells}
    truth = random_people(rng, size)
    names = list(truth)
    room = {p: grid[truth[p]] for p in names}
    pairs = [q for q in names if sum(room[x] == room[q] for x in names) == 2]
    clues = f'clue("{rng.choice(pairs)}",1,victim).' if pairs else ""
    rooms = "/".join("".join(grid[(r, c)] for c in range(1, size + 1)) for r in range(1, size + 1))
    facts = case(rooms, " ".join(f"{p}:f" for p in names), ACCEPTS + clues)
    cands = candidates_around(rng, cells, truth, extra=(0, 1, 2, 3))
    return facts, cands, {p: cell_name(*truth[p]) for p in names}


@pytest.mark.parametrize("seed", sweep(range(300), QUICK))
def test_random_state_is_sound(seed):
    """No step removes a person's true cell, on a board where the victim's room holds two."""
    facts, cands, truth = _random_state(seed)
    assert_steps_keep("headcount", facts, cands, truth)


def test_the_random_states_use_the_family():
    """The soundness sweep asks the family something: some of its fast states give steps."""
    assert any(steps_of("headcount", *_random_state(seed)[:2]) for seed in QUICK)
