"""The board rules of case-format-3.md on small boards: cells in no room, objects over several cells,
stated blocking, rooms outdoors. Facts in, derived atoms out."""

import pytest
from asphelp import ASP, board, derived

BOARD = [ASP / "board.lp", ASP / "rooms.lp", ASP / "adjacency.lp", ASP / "corners.lp", ASP / "cells.lp"]


def void_board(rows: str, objects: str = "") -> str:
    """board() with '.' for a cell in no room: no cell_room fact, a void fact instead."""
    facts = [line for line in board(rows, objects).splitlines() if not line.endswith(',".").')]
    for r, line in enumerate(rows.split("/"), 1):
        for c, key in enumerate(line.strip(), 1):
            if key == ".":
                facts.append(f"void({r},{c}).")
    return "\n".join(facts)


# ---- cells in no room ------------------------------------------------------------------

VOID = [
    # (rows, objects, predicate, expected)
    ("AA../AAAA/BBBB/BBBB", "", "blocked/2", ["blocked(1,3)", "blocked(1,4)"]),
    # a void cell is never free, so nobody can be placed there
    (
        "A.AA/AAAA/BBBB/BBBB",
        "",
        "free/2",
        [f"free({r},{c})" for r in range(1, 5) for c in range(1, 5) if (r, c) != (1, 2)],
    ),
    # it is in no room: the cells beside it have a wall on that side, so A1 is a corner of room A
    (
        ".AAA/AAAA/BBBB/BBBB",
        "",
        "corner/2",
        [
            "corner(1,2)",
            "corner(1,4)",
            "corner(2,1)",
            "corner(3,1)",
            "corner(3,4)",
            "corner(4,1)",
            "corner(4,4)",
            "corner(2,4)",
        ],
    ),
    # an object beside it counts for nobody there (no room), and a neighbour across it is no neighbour in a room
    (
        "A.AA/AAAA/BBBB/BBBB",
        "C1=plant",
        "next_to_object/3",
        ['next_to_object(1,4,"plant")', 'next_to_object(2,3,"plant")'],
    ),
]


@pytest.mark.parametrize("rows, objects, pred, expected", VOID)
def test_void_cells(rows, objects, pred, expected):
    assert derived(void_board(rows, objects), pred, BOARD) == sorted(expected)


# ---- objects over several cells ----------------------------------------------------------

WHOLE = 'whole("b","bed"). whole_at(2,2,"b"). whole_at(2,3,"b").'
WHOLES = [
    # (objects, extra facts, expected next_to_object atoms for "bed")
    # cell by cell (no whole declared): each half of the bed is next to the other
    (
        "B2=bed C2=bed",
        "",
        [
            'next_to_object(1,2,"bed")',
            'next_to_object(1,3,"bed")',
            'next_to_object(2,1,"bed")',
            'next_to_object(2,2,"bed")',
            'next_to_object(2,3,"bed")',
            'next_to_object(2,4,"bed")',
            'next_to_object(3,2,"bed")',
            'next_to_object(3,3,"bed")',
        ],
    ),
    # declared one bed: its own cells are not next to it
    (
        "B2=bed C2=bed",
        WHOLE,
        [
            'next_to_object(1,2,"bed")',
            'next_to_object(1,3,"bed")',
            'next_to_object(2,1,"bed")',
            'next_to_object(2,4,"bed")',
            'next_to_object(3,2,"bed")',
            'next_to_object(3,3,"bed")',
        ],
    ),
    # a second bed beside the whole one: a person on the whole bed is next to that other bed
    (
        "B2=bed C2=bed D2=bed",
        WHOLE,
        [
            'next_to_object(1,2,"bed")',
            'next_to_object(1,3,"bed")',
            'next_to_object(1,4,"bed")',
            'next_to_object(2,1,"bed")',
            'next_to_object(2,3,"bed")',
            'next_to_object(2,4,"bed")',
            'next_to_object(3,2,"bed")',
            'next_to_object(3,3,"bed")',
            'next_to_object(3,4,"bed")',
        ],
    ),
]


@pytest.mark.parametrize("objects, extra, expected", WHOLES)
def test_whole_objects(objects, extra, expected):
    assert derived(board("AAAA/AAAA/AAAA/AAAA", objects) + extra, "next_to_object/3", BOARD) == sorted(expected)


def test_object_units():
    facts = board("AAAA/AAAA/AAAA/AAAA", "B2=bed C2=bed A4=chair") + WHOLE
    assert derived(facts, "object_unit/4", BOARD) == sorted(
        [
            'object_unit(2,2,whole("b"),"bed")',
            'object_unit(2,3,whole("b"),"bed")',
            'object_unit(4,1,single(4,1,"chair"),"chair")',
        ]
    )


# ---- blocking the case states ---------------------------------------------------------------

BLOCKING = [
    # (objects, extra facts, expected blocked cells)
    ("B2=plant C3=chair", "", ["blocked(2,2)"]),
    # a plant one may stand on here, a chair that blocks here
    ("B2=plant C3=chair", "standable_here(2,2). blocked_here(3,3).", ["blocked(3,3)"]),
]


@pytest.mark.parametrize("objects, extra, expected", BLOCKING)
def test_stated_blocking(objects, extra, expected):
    assert derived(board("AAAA/AAAA/AAAA/AAAA", objects) + extra, "blocked/2", BOARD) == sorted(expected)


# ---- rooms outdoors: facts through pysm facts -------------------------------------------------


def test_outdoors_and_traits_reach_the_facts(tmp_path):
    from pysm.case import loader
    from pysm.solving import facts

    case = loader.load("w.toml", FORMAT3)
    text = facts.render(case)
    for atom in (
        'outdoors("B").',
        "void(1,4).",
        'whole("b","bed"). whole_at(1,1,"b"). whole_at(1,2,"b").',
        'trait("Ana","glasses","yes").',
        'trait("Bruno","glasses","no").',
        'trait("Ana","hair","red").',
        "blocked_here(3,2).",
    ):
        assert atom in text, atom
    assert "cell_room(1,4," not in text


def test_a_case_without_format_3_has_the_same_facts():
    from pysm.case import loader
    from pysm.solving import facts

    plain = FORMAT3.replace("AAB.", "AABB").replace("outdoors = true\n", "")
    for field in ('traits = { glasses = true, hair = "red" }\n',):
        plain = plain.replace(field, "")
    plain = plain.replace('b = { noun = "bed", one = true }', 'b = "bed"').replace(
        'r = { noun = "kayak", standable = false }', 'r = "table"'
    )
    plain = plain[: plain.index("[object_type.kayak]")] + plain[plain.index("[[person]]") :]
    text = facts.render(loader.load("p.toml", plain))
    for pred in ("void(", "outdoors(", "whole(", "whole_at(", "trait(", "blocked_here(", "standable_here("):
        assert pred not in text, pred


FORMAT3 = """
title = "t"
language = "en"
rooms = \"\"\"
AAB.
AABB
CCDD
CCDD
\"\"\"
objects = \"\"\"
bb..
....
.r..
..t.
\"\"\"
[room.A]
name = "Kitchen"
floor = "tiles"
[room.B]
name = "Garden"
floor = "grass"
outdoors = true
[room.C]
name = "Hall"
floor = "wood"
[room.D]
name = "Study"
floor = "carpet"
[object]
b = { noun = "bed", one = true }
r = { noun = "kayak", standable = false }
t = "table"
[object_type.kayak]
standable = true
en = { noun = "kayak", plural = "kayaks", class = "a" }
[[person]]
name = "Ana"
gender = "f"
card = "She was in the top row."
traits = { glasses = true, hair = "red" }
[[person]]
name = "Bruno"
gender = "m"
card = "The victim. He was alone with the murderer."
[[person]]
name = "Carla"
gender = "f"
card = "She was in the Garden."
[[person]]
name = "Dan"
gender = "m"
card = "He was in the Study."
"""
