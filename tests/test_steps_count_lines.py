"""Family "count-lines" (asp/steps/count_lines.lp): a scene count that needs K people at a position
whose reachable cells lie in only K rows (columns) puts one of them on such a cell in each of those
lines, and nobody else in them. Table-driven on small boards (see test_steps_families.py for the
format of a row), only for a case that accepts the family (`step_families`), and sound: on random
boards with a true count, no step removes a cell of the placement the count was read from."""

from __future__ import annotations

import random

import pytest
from conftest import sweep
from test_steps_families import assert_steps_keep, candidates_around, case, steps_of

from pysm.core.model import cell_name

OPEN = "AAAA/AAAA/AAAA/AAAA"  # one room
ACCEPTS = 'step_family("count-lines").'
TWO_ON_BED = 'scene(1,count(people,exactly,2,on("bed"))).'
BEDS = "C2=bed D2=bed C3=bed D3=bed"

COUNT_LINES = [
    # (facts, candidates, expected steps)
    # two people on a bed, the beds in rows 2 and 3 and columns C and D: each of these lines holds
    # one of them on a bed; Ana leaves A2, Bo B3, Cy D4 (column D), Dan C1 (column C)
    (
        case(OPEN, "Ana:f Bo:m Cy:f Dan:m", TWO_ON_BED + ACCEPTS, BEDS),
        {"Ana": "A2 C2", "Bo": "B3 D3", "Cy": "D4 A1", "Dan": "C1 B4"},
        ["columns(1): Cy:D4 Dan:C1", "rows(1): Ana:A2 Bo:B3"],
    ),
    # D4's bed is out of reach: the beds left lie in rows 2 and 3, columns C and B
    (
        case(OPEN, "Ana:f Bo:m Cy:f", TWO_ON_BED + ACCEPTS, "C2=bed B3=bed D4=bed"),
        {"Ana": "A2 C2", "Bo": "B3 A4", "Cy": "D1 C3"},
        ["columns(1): Cy:C3", "rows(1): Ana:A2 Cy:C3"],
    ),
    # at least two women on a bed: a man in those rows is none of them, and leaves them
    (
        case(OPEN, "Ana:f Bo:m Cy:f", 'scene(1,count(f,at_least,2,on("bed"))).' + ACCEPTS, "A2=bed B3=bed"),
        {"Ana": "A2 C1", "Bo": "C2 D1", "Cy": "B3 D4"},
        ["rows(1): Bo:C2"],
    ),
    # the beds still reachable lie in three rows: nothing follows for two people
    (
        case(OPEN, "Ana:f Bo:m Cy:f", TWO_ON_BED + ACCEPTS, "A1=bed B2=bed C3=bed"),
        {"Ana": "A1 D4", "Bo": "B2 D1", "Cy": "C3 D2"},
        [],
    ),
    # at most two, or exactly none: the count needs nobody, nothing follows
    (
        case(OPEN, "Ana:f Bo:m", 'scene(1,count(people,at_most,2,on("bed"))).' + ACCEPTS, BEDS),
        {"Ana": "A2 C2", "Bo": "B3 D3"},
        [],
    ),
    (
        case(OPEN, "Ana:f Bo:m", 'scene(1,count(people,exactly,0,on("bed"))).' + ACCEPTS, BEDS),
        {"Ana": "A2 C2", "Bo": "B3 D3"},
        [],
    ),
    # a case that does not accept the family: nothing, whatever the cells
    (
        case(OPEN, "Ana:f Bo:m Cy:f Dan:m", TWO_ON_BED, BEDS),
        {"Ana": "A2 C2", "Bo": "B3 D3", "Cy": "D4 A1", "Dan": "C1 B4"},
        [],
    ),
]


@pytest.mark.parametrize("facts, cands, expected", COUNT_LINES)
def test_count_lines(facts, cands, expected):
    assert steps_of("count-lines", facts, cands) == expected


def _random_state(seed: int):
    """A random 5x5 board with beds, a placement, the true count of people on a bed (exactly k, or
    at least k), and candidates that keep each person's true cell with a few others."""
    rng = random.Random(seed)
    size = 5
    cells = [(r, c) for r in range(1, size + 1) for c in range(1, size + 1)]
    beds = rng.sample(cells, rng.randint(2, 6))
    names = ["Ana", "Bo", "Cy", "Dan", "Eva"][: rng.randint(3, 5)]
    columns = rng.sample(range(1, size + 1), len(names))
    truth = {
        p: (r, columns[i])
        for i, (p, r) in enumerate(zip(names, rng.sample(range(1, size + 1), len(names)), strict=False))
    }
    k = sum(truth[p] in beds for p in names)
    cmp = rng.choice(("exactly", "at_least"))
    facts = case(
        "AAAAA/AAAAA/AAAAA/AAAAA/AAAAA",
        " ".join(f"{p}:{'fm'[i % 2]}" for i, p in enumerate(names)),
        f'scene(1,count(people,{cmp},{k},on("bed"))).' + ACCEPTS,
        " ".join(f"{cell_name(r, c)}=bed" for r, c in beds),
    )
    cands = candidates_around(rng, cells, {p: truth[p] for p in names})
    return facts, cands, {p: cell_name(*truth[p]) for p in names}


@pytest.mark.parametrize("seed", sweep(range(200), range(6)))
def test_random_count_is_sound(seed):
    """No step removes a person's true cell, on a board whose count holds for that placement."""
    facts, cands, truth = _random_state(seed)
    assert_steps_keep("count-lines", facts, cands, truth)


def test_the_random_states_use_the_family():
    """The soundness sweep asks the family something: some of its states give steps."""
    assert any(steps_of("count-lines", *_random_state(seed)[:2]) for seed in range(6))
