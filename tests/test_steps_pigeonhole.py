"""Family "pigeonhole" (asp/steps/pigeonhole.lp): a sentence that allows at most K others of a kind in
the speaker's room, against the people of that kind who can only be in two rooms: when one room cannot
hold more than its open rows (columns), more than K of them are in the other, and the speaker leaves it.
Table-driven on small boards (see test_steps_families.py for the format of a row), only for a case that
accepts the family (`step_families`), and sound: on random boards whose clues hold, no step removes a
person's true cell."""

from __future__ import annotations

import random

import pytest
from conftest import sweep
from test_steps_families import SQUARE, assert_steps_keep, candidates_around, case, random_people, steps_of

from pysm.core.model import cell_name

ACCEPTS = 'step_family("pigeonhole"). '
RED = 'with(anyone,"hair","red")'
NO_RED = f'clue_not("Ana",1,gender_in_room({RED},at_least,1)). '
HAIR = 'trait("Ana","hair","black"). trait("Bo","hair","red"). trait("Cy","hair","red"). trait("Dan","hair","red"). '

PIGEONHOLE = [
    # (facts, candidates, expected steps)
    # nobody with red hair in Ana's room: Bo, Cy and Dan, all red-haired, can only be in A or B, and B's
    # cells left lie in row 1: two of them are in A, so Ana leaves A. Were she in B, A (rows 1 and 2)
    # would hold two of them at most, and one would be in B: she leaves B as well
    (
        case(SQUARE, "Ana:f Bo:m Cy:f Dan:m", ACCEPTS + NO_RED + HAIR),
        {"Ana": "B1 A3 D2", "Bo": "A1 C1", "Cy": "B2 D1", "Dan": "A2 C1"},
        ['crowd("Ana",1,"A","B"): Ana:B1', 'crowd("Ana",1,"B","A"): Ana:D2'],
    ),
    # Ana was alone: Bo and Cy can only be in A or C, and C's cells left lie in column A: one of them is
    # in A
    (
        case(SQUARE, "Ana:f Bo:m Cy:f", ACCEPTS + 'clue("Ana",1,alone).'),
        {"Ana": "B2 D3", "Bo": "A1 A3", "Cy": "B1 A4"},
        ['crowd("Ana",1,"A","C"): Ana:B2'],
    ),
    # at most two other red-haired people in her room: two of Bo, Cy and Dan in A is not too many
    (
        case(SQUARE, "Ana:f Bo:m Cy:f Dan:m", ACCEPTS + f'clue_not("Ana",1,gender_in_room({RED},at_least,3)). ' + HAIR),
        {"Ana": "B1 A3", "Bo": "A1 C1", "Cy": "B2 D1", "Dan": "A2 C1"},
        [],
    ),
    # a case that does not accept the family: nothing
    (
        case(SQUARE, "Ana:f Bo:m Cy:f Dan:m", NO_RED + HAIR),
        {"Ana": "B1 A3 D2", "Bo": "A1 C1", "Cy": "B2 D1", "Dan": "A2 C1"},
        [],
    ),
]


@pytest.mark.parametrize("facts, cands, expected", PIGEONHOLE)
def test_pigeonhole(facts, cands, expected):
    assert steps_of("pigeonhole", facts, cands) == expected


# ---- sound on random boards ------------------------------------------------------------------------

QUICK = (2, 3, 4, 5)  # the fast suite's states; one of them gives a step


def _random_state(seed: int):
    """A random 5x5 board of two or three rooms (cells drawn at random), a placement, Ana's sentence
    that holds there (alone, at most, exactly or not at least so many others of W in her room, W a
    gender, a trait or anyone), and candidates that keep each person's true cell with a few others (or
    none: then they are known)."""
    rng = random.Random(seed)
    size = 5
    cells = [(r, c) for r in range(1, size + 1) for c in range(1, size + 1)]
    grid = {cell: rng.choice("AB" if seed % 2 else "ABC") for cell in cells}
    truth = random_people(rng, size)
    names = list(truth)
    genders = {p: rng.choice("fm") for p in names}
    red = {p for p in names if rng.random() < 0.6}
    room = {p: grid[truth[p]] for p in names}
    fits = {
        "anyone": set(names),
        "f": {q for q in names if genders[q] == "f"},
        "m": {q for q in names if genders[q] == "m"},
        RED: red,
    }
    who = rng.choice(sorted(fits))
    k = len([q for q in names if q != "Ana" and room[q] == room["Ana"] and q in fits[who]])
    clue = rng.choice(
        [
            f'clue_not("Ana",1,gender_in_room({who},at_least,{k + 1})).',
            f'clue("Ana",1,gender_in_room({who},at_most,{k + rng.randint(0, 1)})).',
            f'clue("Ana",1,gender_in_room({who},exactly,{k})).',
            f'clue("Ana",1,room_size({1 + sum(room[q] == room["Ana"] for q in names if q != "Ana")})).',
        ]
    )
    if all(room[q] != room["Ana"] for q in names if q != "Ana") and rng.random() < 0.5:
        clue = 'clue("Ana",1,alone).'
    traits = " ".join(f'trait("{p}","hair","{"red" if p in red else "black"}").' for p in names)
    rooms = "/".join("".join(grid[(r, c)] for c in range(1, size + 1)) for r in range(1, size + 1))
    facts = case(rooms, " ".join(f"{p}:{genders[p]}" for p in names), ACCEPTS + clue + " " + traits)
    cands = candidates_around(rng, cells, truth, extra=(0, 1, 2))
    return facts, cands, {p: cell_name(*truth[p]) for p in names}


@pytest.mark.parametrize("seed", sweep(range(300), QUICK))
def test_random_clue_is_sound(seed):
    """No step removes a person's true cell, on a board where Ana's sentence holds."""
    facts, cands, truth = _random_state(seed)
    assert_steps_keep("pigeonhole", facts, cands, truth)


def test_the_random_states_use_the_family():
    """The soundness sweep asks the family something: some of its fast states give steps."""
    assert any(steps_of("pigeonhole", *_random_state(seed)[:2]) for seed in QUICK)
