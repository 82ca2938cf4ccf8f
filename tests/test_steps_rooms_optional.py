"""Families "suspect-rooms" (asp/steps/suspect_rooms.lp: empty rooms counted over the suspects, since
the victim never holds a room alone), "whole-line" (asp/steps/whole_line.lp: a room holding whole rows
or columns holds their people) and "room-capacity" (asp/steps/room_capacity.lp: a room holds at most as
many people as it has rows or columns left). Table-driven on small boards (see test_steps_families.py for the format
of a row), only for a case that accepts the family (`step_families`), and sound on random cases: no step
removes a cell of the placement the clues were drawn from."""

from __future__ import annotations

import dataclasses

import pytest
from conftest import sweep
from kindcases import kind_case_3
from randomcases import proved_sound, random_case
from test_steps_families import SQUARE, case, steps_of

from pysm.core.model import Clue, parse_cell
from pysm.proof.prove import prove
from pysm.solving.facts import render

SUSPECTS = 'step_family("suspect-rooms"). clue("Vic",1,victim). '
NO_EMPTY = "scene(1,empty_rooms(exactly,0)). "
ONE_EMPTY = "scene(1,empty_rooms(exactly,1)). "
WHOLE = 'step_family("whole-line"). '

SUSPECT_ROOMS = [
    # (facts, candidates, expected steps)
    # no room empty: room B only Bo can reach, room D only Ana (the victim can too, but never alone):
    # Bo and Ana are there. B's suspect cell is C1, so row 1 is his: Bo leaves A1. Room A's
    # suspect cells lie in column A, room D's in row 3: Cy leaves A3
    (
        case(SQUARE, "Vic:m Ana:f Bo:m Cy:f", SUSPECTS + NO_EMPTY),
        {"Vic": "D4 B2", "Ana": "A2 D3", "Bo": "C1 A1", "Cy": "A3 B4"},
        [
            'column(1,"A",1): Cy:A3',
            'row(1,"B",1): Bo:A1',
            'row(1,"D",3): Cy:A3',
            'sole(1,"B"): Bo:A1',
            'sole(1,"D"): Ana:A2',
        ],
    ),
    # one room may be empty and room C is out of every suspect's reach (the victim's cell there does
    # not count): every other room holds a suspect; only Bo can be in B, on D1, so row 1 and column D
    # are his outside B. Three suspects for the three rooms left: Ana, known to be in A, has it alone
    (
        case(SQUARE, "Vic:m Ana:f Bo:m Cy:f", SUSPECTS + ONE_EMPTY),
        {"Vic": "A3 B1", "Ana": "A1 B2", "Bo": "D1 A2", "Cy": "D3 C4"},
        ['column(1,"B",4): Cy:D3', 'own(1,"A","Ana"): Bo:A2', 'row(1,"B",1): Ana:A1 Vic:B1', 'sole(1,"B"): Bo:A2'],
    ),
    # as many suspects as rooms and no room empty: each room holds one; Ana is known to be in A, so Bo
    # leaves A (the victim may stay); and room B only Bo can reach
    (
        case(SQUARE, "Vic:m Ana:f Bo:m Cy:f Dan:m", SUSPECTS + NO_EMPTY),
        {"Vic": "B1 C3", "Ana": "A1 B2", "Bo": "A2 C1 D2", "Cy": "A3 B3 C3 D3", "Dan": "A4 B4 C4 D4"},
        ['own(1,"A","Ana"): Bo:A2', 'sole(1,"B"): Bo:A2'],
    ),
    # one room may be empty, every room is within some suspect's reach, and four suspects for four
    # rooms: nothing follows
    (
        case(SQUARE, "Vic:m Ana:f Bo:m Cy:f Dan:m", SUSPECTS + ONE_EMPTY),
        {"Vic": "B1", "Ana": "A1 C1", "Bo": "A2 C3", "Cy": "A3 D4", "Dan": "B4 D2"},
        [],
    ),
    # rooms B and D must hold a suspect each and only Ana and Bo can reach them: one each. Ana was
    # north of Bo: Ana in D (row 3) leaves Bo's D1 in B nothing south of her, and Bo on D1 leaves Ana no
    # cell in D north of him. Room D's suspect cells lie in column D besides
    (
        case(SQUARE, "Vic:m Ana:f Bo:m Cy:f Dan:m", SUSPECTS + NO_EMPTY + 'clue("Ana",1,dir_person(north,"Bo")).'),
        {"Vic": "A2", "Ana": "C2 D3", "Bo": "D1 D4", "Cy": "A1 B2", "Dan": "A3 B4"},
        ['column(1,"D",4): Bo:D1', 'split(1,"Ana",1,"Bo"): Ana:D3 Bo:D1'],
    ),
    # a case that does not accept the family: nothing
    (
        case(SQUARE, "Vic:m Ana:f Bo:m Cy:f", 'clue("Vic",1,victim). ' + NO_EMPTY),
        {"Vic": "D4 B2", "Ana": "A2 D3", "Bo": "C1 A1", "Cy": "A3 B4"},
        [],
    ),
]


@pytest.mark.parametrize("facts, cands, expected", SUSPECT_ROOMS)
def test_suspect_rooms(facts, cands, expected):
    assert steps_of("suspect-rooms", facts, cands) == expected


# rows 1 and 2 lie wholly in room A; room B is rows 3 and 4 less A3, C holds A3 alone
BANDS = "AAAA/AAAA/CBBB/BBBB"

WHOLE_LINE = [
    # Al was alone: room A holds rows 1 and 2 whole, so two people at least: Al leaves A
    (
        case(BANDS, "Vic:m Al:m Bo:f Cy:f", WHOLE + 'clue("Al",1,alone).'),
        {"Vic": "B3", "Al": "A1 B4", "Bo": "C1 D3", "Cy": "D2 C4"},
        ['crowded("Al",1,"A"): Al:A1'],
    ),
    # room B holds row 4 whole (and no column), which Al cannot reach: its person is somebody else,
    # so Al leaves B; rooms A and C hold no whole line
    (
        case("AACC/AACB/AACB/BBBB", "Vic:m Al:m Bo:f Cy:f", WHOLE + 'clue("Al",1,alone).'),
        {"Vic": "C1", "Al": "A1 D2", "Bo": "B2 D4", "Cy": "A4 D1"},
        ['claimed("Al",1,"B"): Al:D2'],
    ),
    # the victim's room holds two: a room with three whole rows is not hers
    (
        case("AAAA/AAAA/AAAA/BBBB", "Vic:m Al:m Bo:f Cy:f", WHOLE + 'clue("Vic",1,victim).'),
        {"Vic": "A1 B4", "Al": "B1 C2", "Bo": "C3 D1", "Cy": "A4 D4"},
        ['packed("A"): Vic:A1'],
    ),
    # fewer people than rows: a row may stay empty, nothing follows
    (case(BANDS, "Vic:m Al:m Bo:f", WHOLE + 'clue("Al",1,alone).'), {"Vic": "B3", "Al": "A1 B4", "Bo": "C1 D3"}, []),
    # a case that does not accept the family: nothing
    (
        case(BANDS, "Vic:m Al:m Bo:f Cy:f", 'clue("Al",1,alone).'),
        {"Vic": "B3", "Al": "A1 B4", "Bo": "C1 D3", "Cy": "D2 C4"},
        [],
    ),
]


@pytest.mark.parametrize("facts, cands, expected", WHOLE_LINE)
def test_whole_line(facts, cands, expected):
    assert steps_of("whole-line", facts, cands) == expected


CAPACITY = 'step_family("room-capacity"). '

ROOM_CAPACITY = [
    # room A's open cells lie in rows 1 and 2: Ana and Bo, known to be there, fill it; Cy leaves it
    (case(SQUARE, "Ana:f Bo:m Cy:f", CAPACITY), {"Ana": "A1", "Bo": "B2 A2", "Cy": "B1 C3"}, ['full("A"): Cy:B1']),
    # Cy shares Dan's room; Ana is known to be in A, which has two rows: no space for both there
    (
        case(SQUARE, "Ana:f Bo:m Cy:f Dan:m", CAPACITY + 'clue("Cy",1,same_room("Dan")).'),
        {"Ana": "A1 B1", "Bo": "C1 D4", "Cy": "B2 C3", "Dan": "A2 D3"},
        ['no_space("Cy",1,"A"): Cy:B2 Dan:A2'],
    ),
    # "alone with" is a pair as well; room D still has room for both
    (
        case(SQUARE, "Ana:f Bo:m Cy:f Dan:m", CAPACITY + 'clue("Cy",1,alone_with("Dan")).'),
        {"Ana": "A1 B1", "Bo": "C1 D4", "Cy": "B2 C3", "Dan": "A2 D3"},
        ['no_space("Cy",1,"A"): Cy:B2 Dan:A2'],
    ),
    # Bo was not alone and is known to be in room A, whose open cells are A1, B1 and B2: the only two
    # in different rows and columns are A1 and B2, so someone stands on each: row 1 and column A, row 2
    # and column B are taken
    (
        case(SQUARE, "Ana:f Bo:m Cy:f", CAPACITY + 'clue_not("Bo",1,alone).'),
        {"Ana": "A1 C1", "Bo": "B2 A1", "Cy": "B1 A3"},
        ['needed("A",1,1): Ana:C1 Cy:B1 Cy:A3', 'needed("A",2,2): Cy:B1'],
    ),
    # a case that does not accept the family: nothing
    (case(SQUARE, "Ana:f Bo:m Cy:f", ""), {"Ana": "A1", "Bo": "B2 A2", "Cy": "B1 C3"}, []),
]


@pytest.mark.parametrize("facts, cands, expected", ROOM_CAPACITY)
def test_room_capacity(facts, cands, expected):
    assert steps_of("room-capacity", facts, cands) == expected


# ---- sound on random cases ------------------------------------------------------------------------


def accepting(rc):
    return dataclasses.replace(rc.case, step_families=("suspect-rooms", "whole-line", "room-capacity"))


@pytest.mark.parametrize("seed", sweep(range(60), (1,)))
def test_random_case_sound(seed):
    """A random case with true clues, accepting the three families: no choice, and no step removes a cell
    of the placement the clues were drawn from."""
    rc = random_case(seed, clues=(1, 2)) if seed % 2 else kind_case_3(seed, None, clues=(1, 2))
    c = accepting(rc)
    proved_sound(rc, c)


def with_empty_rooms(rc, loose: int):
    """rc's case accepting the three families, with the true scene sentence "at most K rooms were empty"
    (K the true count plus `loose`): the empty-room steps then have something to read."""
    rooms = {rc.case.room_at(*parse_cell(cell, rc.case.size)) for cell in rc.truth.values()}
    empty = len({r.key for r in rc.case.rooms} - rooms) + loose
    scene = (Clue.of("empty_rooms", "at_most", empty, text=f"empty_rooms at_most {empty}.", index=1),)
    return dataclasses.replace(accepting(rc), scene=scene)


@pytest.mark.parametrize("seed", sweep(range(100, 160), (146,)))
def test_random_case_with_empty_rooms_sound(seed):
    """A random case with a true sentence about its empty rooms: no step removes a cell of the
    placement the clues were drawn from."""
    rc = random_case(seed, clues=(1, 2))
    c = with_empty_rooms(rc, seed % 2)
    proved_sound(rc, c)


@pytest.mark.slow
def test_the_random_cases_use_the_families():
    """The soundness sweeps above ask the families something: the fast suite's seeds (1 and 146) use
    them, and not without the case accepting them."""
    for family, rc in (("whole-line", random_case(1, clues=(1, 2))), ("suspect-rooms", random_case(146, clues=(1, 2)))):
        c = accepting(rc) if family == "whole-line" else with_empty_rooms(rc, 0)
        assert any(s.family == family for s in prove(c, render(c)).steps)
        plain = dataclasses.replace(c, step_families=())
        assert not any(s.family == family for s in prove(plain, render(plain)).steps)
