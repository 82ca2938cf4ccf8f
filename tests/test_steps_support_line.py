"""Family "support-line" (asp/steps/support_line.lp): when every cell where someone could make a clue
true ("three columns east of someone on a chair", "two rows south of a woman") lies in one line, the
line's one person is the supporter: the speaker and anyone who does not fit leave it, and nobody
stands on its other cells. Table-driven on small boards (see test_steps_families.py for the format
of a row), only for a case that accepts the family (`step_families`), and sound: on random boards
whose clue holds, no step removes a cell of the placement; and on random cases accepting every
optional family (slow), no step removes a cell of the placement the clues were drawn from."""

from __future__ import annotations

import dataclasses
import random

import pytest
from conftest import sweep
from kindcases import kind_case_3
from randomcases import proved_sound
from test_steps_families import assert_steps_keep, candidates_around, case, random_people, steps_of

from pysm.core.model import OPTIONAL_FAMILIES, cell_name

OPEN = "AAAA/AAAA/AAAA/AAAA"  # one room
ACCEPTS = 'step_family("support-line").'
ON_CHAIR = 'clue("Ana",1,offset_at(east,3,anyone,on("chair"))).'

SUPPORT_LINE = [
    # (facts, candidates, expected steps)
    # Ana in column D, three columns east of someone on a chair: that someone stands in column A, on
    # A2 or A3 (the chairs Bo and Cy can reach); column A's other cells are nobody's
    (
        case(OPEN, "Ana:f Bo:m Cy:f Dan:m", ON_CHAIR + ACCEPTS, "A2=chair A3=chair"),
        {"Ana": "D1 D4", "Bo": "A2 B2", "Cy": "A3 A4 C3", "Dan": "A1 B1 C4"},
        ['line("Ana",1,column(1)): Cy:A4 Dan:A1'],
    ),
    # two rows south of a woman, Ana in row 3: the woman is in row 1, and Bo, a man, leaves it
    (
        case(OPEN, "Ana:f Bo:m Cy:f", 'clue("Ana",1,offset_who(south,2,f)).' + ACCEPTS),
        {"Ana": "B3 C3", "Bo": "A1 D2", "Cy": "C1 D1 A4"},
        ['line("Ana",1,row(1)): Bo:A1'],
    ),
    # one cell, A4, can hold the one Ana needs: its column and its row are two steps; Ana leaves
    # column A (she is not her own supporter), Cy leaves row 4
    (
        case(OPEN, "Ana:f Bo:m Cy:f", 'clue("Ana",1,offset_who(east,1,anyone)).' + ACCEPTS),
        {"Ana": "B1 B2 A3", "Bo": "A4 C2", "Cy": "D4 C3"},
        ['line("Ana",1,column(1)): Ana:A3', 'line("Ana",1,row(4)): Cy:D4'],
    ),
    # the cells that would help lie in two rows and two columns: nothing follows
    (
        case(OPEN, "Ana:f Bo:m Cy:f", 'clue("Ana",1,offset_who(east,1,anyone)).' + ACCEPTS),
        {"Ana": "B1 C2", "Bo": "A3 B4", "Cy": "D1 D3"},
        [],
    ),
    # a case that does not accept the family: nothing, whatever the cells
    (
        case(OPEN, "Ana:f Bo:m Cy:f Dan:m", ON_CHAIR, "A2=chair A3=chair"),
        {"Ana": "D1 D4", "Bo": "A2 B2", "Cy": "A3 A4 C3", "Dan": "A1 B1 C4"},
        [],
    ),
]


@pytest.mark.parametrize("facts, cands, expected", SUPPORT_LINE)
def test_support_line(facts, cands, expected):
    assert steps_of("support-line", facts, cands) == expected


def _random_state(seed: int):
    """A random 5x5 board with chairs, a placement, a clue of Ana's that holds there (exactly k rows
    or columns from a woman, or from someone on a chair), and candidates that keep each person's
    true cell with a few others."""
    rng = random.Random(seed)
    size = 5
    cells = [(r, c) for r in range(1, size + 1) for c in range(1, size + 1)]
    chairs = set(rng.sample(cells, rng.randint(2, 8)))
    truth = random_people(rng, size)
    names = list(truth)
    genders = {p: "fm"[i % 2] if i else "f" for i, p in enumerate(names)}
    steps = {"north": (-1, 0), "south": (1, 0), "east": (0, 1), "west": (0, -1)}
    ar, ac = truth["Ana"]
    # the clue's supporter: someone else, and the offset Ana stands at from them
    other = rng.choice(names[1:])
    (orow, ocol) = truth[other]
    direction = rng.choice(
        [d for d, (dr, dc) in steps.items() if (dr and (ar - orow) * dr > 0) or (dc and (ac - ocol) * dc > 0)]
    )
    dr, dc = steps[direction]
    k = abs(ar - orow) if dr else abs(ac - ocol)
    if rng.random() < 0.5:
        clue = f'clue("Ana",1,offset_who({direction},{k},{genders[other]})).'
    else:
        chairs.add(truth[other])
        clue = f'clue("Ana",1,offset_at({direction},{k},anyone,on("chair"))).'
    facts = case(
        "AAAAA/AAAAA/AAAAA/AAAAA/AAAAA",
        " ".join(f"{p}:{genders[p]}" for p in names),
        clue + ACCEPTS,
        " ".join(f"{cell_name(r, c)}=chair" for r, c in sorted(chairs)),
    )
    cands = candidates_around(rng, cells, {p: truth[p] for p in names})
    return facts, cands, {p: cell_name(*truth[p]) for p in names}


@pytest.mark.parametrize("seed", sweep(range(200), range(6)))
def test_random_clue_is_sound(seed):
    """No step removes a person's true cell, on a board where Ana's clue holds."""
    facts, cands, truth = _random_state(seed)
    assert_steps_keep("support-line", facts, cands, truth)


def test_the_random_states_use_the_family():
    """The soundness sweep asks the family something: some of its states give steps."""
    assert any(steps_of("support-line", *_random_state(seed)[:2]) for seed in range(6))


@pytest.mark.slow
@pytest.mark.parametrize("seed", [*range(60), 70])
def test_random_case_accepting_every_family_is_sound(seed):
    """A random case of clue-language-3.md accepting every optional family: no choice, and no step
    removes a cell of the placement the clues were drawn from (seed 70 uses "support-line"
    with every other optional family there too)."""
    rc = kind_case_3(seed, None, clues=(1, 2))
    c = dataclasses.replace(rc.case, step_families=OPTIONAL_FAMILIES)
    proof = proved_sound(rc, c)
    if seed == 70:
        assert any(s.family == "support-line" for s in proof.steps)
