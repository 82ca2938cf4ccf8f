"""Family "companion" (asp/steps/companion.lp): "alone with a woman", "alone with two men", "at least
two other men in her room" weighed room by room over the mates (people who fit, can still be there and
whom no card keeps out of her room; for two or more, not the victim). Table-driven on small boards (see
test_steps_families.py for the format of a row), only for a case that accepts the family
(`step_families`), and sound: on random boards whose clues hold, no step removes a person's true cell."""

from __future__ import annotations

import random

import pytest
from conftest import sweep
from test_steps_families import SQUARE, assert_steps_keep, candidates_around, case, random_people, steps_of

from pysm.core.model import cell_name

ACCEPTS = 'step_family("companion"). '
TALL = "AAAA/AAAA/AAAA/BBBB"  # room A three rows, room B the bottom row

COMPANION = [
    # (facts, candidates, expected steps)
    # Ana was alone with a woman and not with Vic: only Cy counts, and only in room B. So Ana leaves A
    # (too few there), and Cy, her only mate, leaves the room Ana cannot be in
    (
        case(
            SQUARE,
            "Vic:f Ana:f Cy:f Bo:m",
            ACCEPTS + 'clue("Ana",1,alone_with_gender(f,1)). clue_not("Ana",2,same_room("Vic")).',
        ),
        {"Vic": "B2", "Ana": "A1 C1", "Cy": "D2 A3", "Bo": "D4"},
        ['force("Ana",1): Ana:A1 Cy:A3', 'lack("Ana",1,"A"): Ana:A1'],
    ),
    # alone with someone with red hair: Bo, who has none, is known to be in room A, so Ana leaves it
    (
        case(
            "AAAA/AAAA/BBBB/BBBB",
            "Ana:f Bo:m Cy:f",
            ACCEPTS + 'clue("Ana",1,alone_with_gender(with(anyone,"hair","red"),1)). trait("Cy","hair","red"). '
            'trait("Bo","hair","black").',
        ),
        {"Ana": "B1 B3", "Bo": "D2", "Cy": "C2 D4"},
        ['busy("Ana",1,"A"): Ana:B1'],
    ),
    # alone with two men: on A2 no two of Bo and Dan stand in rows and columns of their own outside row 2
    # and column A; on A1 they can (B3, C2). No man reaches room B, where Cy is known to be, and Bo and
    # Dan are her only mates
    (
        case(TALL, "Ana:f Bo:m Dan:m Cy:f", ACCEPTS + 'clue("Ana",1,alone_with_gender(m,2)).'),
        {"Ana": "A1 A2 B4", "Bo": "B2 B3", "Dan": "C2", "Cy": "D4"},
        ['busy("Ana",1,"B"): Ana:B4', 'force("Ana",1): Ana:B4', 'lack("Ana",1,"B"): Ana:B4', 'seat("Ana",1): Ana:A2'],
    ),
    # at least two other men: the victim, whose room holds two people only, is not one of them
    (
        case(TALL, "Ana:f Bo:m Vic:m", ACCEPTS + 'clue("Ana",1,gender_in_room(m,at_least,2)). clue("Vic",1,victim).'),
        {"Ana": "A1 D4", "Bo": "B3", "Vic": "C2"},
        ['lack("Ana",1,"A"): Ana:A1', 'lack("Ana",1,"B"): Ana:D4'],
    ),
    # a case that does not accept the family: nothing
    (
        case(
            SQUARE, "Vic:f Ana:f Cy:f Bo:m", 'clue("Ana",1,alone_with_gender(f,1)). clue_not("Ana",2,same_room("Vic")).'
        ),
        {"Vic": "B2", "Ana": "A1 C1", "Cy": "D2 A3", "Bo": "D4"},
        [],
    ),
]


@pytest.mark.parametrize("facts, cands, expected", COMPANION)
def test_companion(facts, cands, expected):
    assert steps_of("companion", facts, cands) == expected


# ---- sound on random boards ------------------------------------------------------------------------


def _random_state(seed: int):
    """A random 5x5 board of three rooms (cells drawn at random), a placement, Ana's clue that holds
    there ("alone with K of W" or "at least K others of W", W a gender, a trait or anyone), a true
    "not in the same room" of hers, a victim whose room holds two people when there is one, and
    candidates that keep each person's true cell with a few others (or none: then they are known)."""
    rng = random.Random(seed)
    size = 5
    cells = [(r, c) for r in range(1, size + 1) for c in range(1, size + 1)]
    grid = {cell: rng.choice("ABC") for cell in cells}
    truth = random_people(rng, size)
    names = list(truth)
    genders = {p: rng.choice("fm") for p in names}
    red = {p for p in names if rng.random() < 0.5}
    room = {p: grid[truth[p]] for p in names}
    mates = [q for q in names if q != "Ana" and room[q] == room["Ana"]]
    kinds = ["anyone", *sorted({genders[q] for q in mates})]
    if all(q in red for q in mates):
        kinds.append('with(anyone,"hair","red")')
    fits = {
        "anyone": set(names),
        "f": {q for q in names if genders[q] == "f"},
        "m": {q for q in names if genders[q] == "m"},
        'with(anyone,"hair","red")': red,
    }
    who = rng.choice(kinds)
    k = len([q for q in mates if q in fits[who]])
    clues = []
    if k and all(q in fits[who] for q in mates) and rng.random() < 0.6:
        clues.append(f'clue("Ana",1,alone_with_gender({who},{k})).')
    else:
        clues.append(f'clue("Ana",1,gender_in_room({who},at_least,{max(k, 0)})).')
    apart = [q for q in names if room[q] != room["Ana"]]
    if apart:
        clues.append(f'clue_not("Ana",2,same_room("{rng.choice(apart)}")).')
    pairs = [q for q in names if q != "Ana" and sum(room[x] == room[q] for x in names) == 2]
    if pairs:
        clues.append(f'clue("{rng.choice(pairs)}",1,victim).')
    traits = " ".join(f'trait("{p}","hair","{"red" if p in red else "black"}").' for p in names)
    rooms = "/".join("".join(grid[(r, c)] for c in range(1, size + 1)) for r in range(1, size + 1))
    facts = case(rooms, " ".join(f"{p}:{genders[p]}" for p in names), ACCEPTS + " ".join(clues) + " " + traits)
    cands = candidates_around(rng, cells, {p: truth[p] for p in names}, extra=(0, 3, 4))
    return facts, cands, {p: cell_name(*truth[p]) for p in names}


@pytest.mark.parametrize("seed", sweep(range(300), range(8)))
def test_random_clue_is_sound(seed):
    """No step removes a person's true cell, on a board where Ana's clues hold."""
    facts, cands, truth = _random_state(seed)
    assert_steps_keep("companion", facts, cands, truth)


def test_the_random_states_use_the_family():
    """The soundness sweep asks the family something: some of its fast states give steps."""
    assert any(steps_of("companion", *_random_state(seed)[:2]) for seed in range(8))
