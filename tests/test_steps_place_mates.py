"""Families "place-mates" (asp/steps/place_mates.lp: "someone who fits at a place in her room", weighed
over the people no card keeps out of her room) and "company-rooms" (asp/steps/company_rooms.lp: rooms that
must hold two people, and one suspect more than the rooms to fill). Table-driven on small boards (see
test_steps_families.py for the format of a row), only for a case that accepts the family
(`step_families`), and sound: on random boards whose clues hold, no step removes a person's true cell
(fast: three seeds, seed 28 using both families; slow: 300)."""

from __future__ import annotations

import random

import pytest
from conftest import sweep
from test_steps_families import SQUARE, assert_steps_keep, candidates_around, case, steps_of

from pysm.core.model import cell_name

MATES = 'step_family("place-mates"). '
COMPANY = 'step_family("company-rooms"). '
ON_CHAIR = 'clue("Ana",1,room_person(m,on("chair"))).'

PLACE_MATES = [
    # (facts, candidates, expected steps)
    # a man on a chair in Ana's room: Vic is kept out of it, so room B (only Vic's chair) goes for her
    (
        case(
            SQUARE, "Ana:f Bo:m Vic:m", MATES + ON_CHAIR + ' clue_not("Ana",2,same_room("Vic")).', "B1=chair D2=chair"
        ),
        {"Ana": "A2 C2", "Bo": "B1 A4", "Vic": "D2"},
        ['lack("Ana",1): Ana:C2', 'only("Ana",1,"Bo"): Bo:A4'],
    ),
    # Cy was alone with a woman, so Ana, a man, cannot share his room: Dan on D3 is Ana's only mate
    (
        case(
            SQUARE,
            "Ana:m Cy:m Dan:m",
            MATES + 'clue("Ana",1,room_person(m,on("chair"))). clue("Cy",1,alone_with_gender(f,1)).',
            "B1=chair D3=chair",
        ),
        {"Ana": "A2 C4", "Cy": "B1", "Dan": "D3 C1"},
        ['lack("Ana",1): Ana:A2', 'only("Ana",1,"Dan"): Dan:C1'],
    ),
    # Ana is known to be in room A, whose only spot left is B1: someone stands there, so B2 goes
    (
        case(SQUARE, "Ana:f Bo:m Dan:m", MATES + ON_CHAIR, "B1=chair A2=chair"),
        {"Ana": "A2 B2", "Bo": "B1 C3", "Dan": "B1 D4"},
        ['lack("Ana",1): Ana:B2', 'taken("Ana",1,1,2): Ana:B2'],
    ),
    # a case that does not accept the family: nothing
    (
        case(SQUARE, "Ana:f Bo:m Vic:m", ON_CHAIR + ' clue_not("Ana",2,same_room("Vic")).', "B1=chair D2=chair"),
        {"Ana": "A2 C2", "Bo": "B1 A4", "Vic": "D2"},
        [],
    ),
]

COMPANY_ROOMS = [
    # column 4's open cells lie in room B, and whoever can stand there (Vic, Ana: not alone) needs company;
    # in B, the only two open cells in different rows and columns are C1 and D2: both are taken
    (
        case(SQUARE, "Vic:f Ana:f Bo:m Cy:m", COMPANY + 'clue("Vic",1,victim). clue_not("Ana",1,alone).'),
        {"Vic": "D2 A1", "Ana": "D2 B3", "Bo": "C1 A3", "Cy": "C2 B4"},
        ['needed("B",1,3): Cy:C2 Vic:A1', 'needed("B",2,4): Cy:C2'],
    ),
    # five rooms, at most one empty, five suspects; Ana must share with a suspect (alone with a man, and
    # the victim a woman): Bo known in room A, so Cy (but not Ana) leaves A
    (
        case(
            "ABC/ADE/CDE",
            "Ana:f Bo:m Cy:m Dan:m Eva:m Vic:f",
            COMPANY + 'clue("Vic",1,victim). clue("Ana",1,alone_with_gender(m,1)). scene(1,empty_rooms(exactly,1)).',
        ),
        {"Ana": "A1 B1", "Bo": "A2", "Cy": "A1 C1", "Dan": "A3 B3", "Eva": "C2", "Vic": "B2"},
        ['own(1,"Ana","A","Bo"): Cy:A1'],
    ),
    # a case that does not accept the family: nothing
    (
        case(SQUARE, "Vic:f Ana:f Bo:m Cy:m", 'clue("Vic",1,victim). clue_not("Ana",1,alone).'),
        {"Vic": "D2 A1", "Ana": "D2 B3", "Bo": "C1 A3", "Cy": "C2 B4"},
        [],
    ),
]


@pytest.mark.parametrize("facts, cands, expected", PLACE_MATES)
def test_place_mates(facts, cands, expected):
    assert steps_of("place-mates", facts, cands) == expected


@pytest.mark.parametrize("facts, cands, expected", COMPANY_ROOMS)
def test_company_rooms(facts, cands, expected):
    assert steps_of("company-rooms", facts, cands) == expected


# ---- sound on random boards ------------------------------------------------------------------------


def _random_state(seed: int):
    """A random 5x5 board of four rooms with chairs, five people placed one per row and column, Ana's
    "a man (anyone) on a chair in her room" when it holds there, true "not in the same room" and "not
    alone" sentences, someone "alone with a man (woman)" when that holds, a victim whose room holds two
    when there is one, a true count of empty rooms, and candidates around the truth."""
    rng = random.Random(seed)
    size = 5
    cells = [(r, c) for r in range(1, size + 1) for c in range(1, size + 1)]
    grid = {cell: rng.choice("ABCD") for cell in cells}
    chairs = set(rng.sample(cells, 8))
    names = ["Ana", "Bo", "Cy", "Dan", "Eva"]
    rows, columns = rng.sample(range(1, size + 1), size), rng.sample(range(1, size + 1), size)
    truth = {p: (rows[i], columns[i]) for i, p in enumerate(names)}
    genders = {p: rng.choice("fm") for p in names}
    room = {p: grid[truth[p]] for p in names}
    clues = []
    for who in ("anyone", "m", "f"):
        if any(
            room[q] == room["Ana"] and q != "Ana" and truth[q] in chairs and who in ("anyone", genders[q])
            for q in names
        ):
            clues.append(f'clue("Ana",1,room_person({who},on("chair"))).')
            break
    for p in names:
        mates = [q for q in names if q != p and room[q] == room[p]]
        if mates:
            clues.append(f'clue_not("{p}",3,alone).')
        if len(mates) == 1:
            clues.append(f'clue("{p}",4,alone_with_gender({genders[mates[0]]},1)).')
        apart = [q for q in names if room[q] != room[p]]
        if apart and rng.random() < 0.5:
            clues.append(f'clue_not("{p}",2,same_room("{rng.choice(apart)}")).')
    pairs = [q for q in names if sum(room[x] == room[q] for x in names) == 2]
    if pairs:
        clues.append(f'clue("{rng.choice(pairs)}",5,victim).')
    empty = len(set("ABCD") & set(grid.values()) - set(room.values()))
    clues.append(f"scene(1,empty_rooms(exactly,{empty})).")
    rooms = "/".join("".join(grid[(r, c)] for c in range(1, size + 1)) for r in range(1, size + 1))
    objects = " ".join(f"{cell_name(*cell)}=chair" for cell in sorted(chairs))
    accepts = MATES + COMPANY
    facts = case(rooms, " ".join(f"{p}:{genders[p]}" for p in names), accepts + " ".join(clues), objects)
    cands = candidates_around(rng, cells, truth, extra=(0, 3, 5))
    return facts, cands, {p: cell_name(*truth[p]) for p in names}


@pytest.mark.parametrize("seed", sweep(range(300), (1, 28, 33)))
def test_random_clues_are_sound(seed):
    """No step of either family removes a person's true cell, on a board where the clues hold."""
    facts, cands, truth = _random_state(seed)
    assert_steps_keep("place-mates", facts, cands, truth)
    assert_steps_keep("company-rooms", facts, cands, truth)


def test_the_random_states_use_the_families():
    """The soundness sweep asks the families something: a fast state gives steps of each."""
    state = _random_state(28)[:2]
    assert steps_of("place-mates", *state) and steps_of("company-rooms", *state)
