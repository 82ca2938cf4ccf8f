"""The meaning of every clue kind, on small boards: facts in, expected cells or atoms out.

Each row reads as a sentence of the rules pages; the readings they settle have rows
of their own (a room's corner that is no board corner, an object across a wall,
"with another man" with women present, the victim's room holding exactly two).
"""

import clingo
import pytest
from asphelp import ASP, RULES, answer_sets, board, cells_of, derived, people

BOARD_ONLY = [
    ASP / "board.lp",
    ASP / "placement.lp",
    ASP / "rooms.lp",
    ASP / "adjacency.lp",
    ASP / "corners.lp",
    ASP / "cells.lp",
    ASP / "clues.lp",
]

# ---- corners -----------------------------------------------------------------

CORNERS = [
    # (board rows,          expected corner cells (row,col))
    ("AAAA/AAAA/AAAA/AAAA", ["corner(1,1)", "corner(1,4)", "corner(4,1)", "corner(4,4)"]),
    # two rooms side by side: each has its own four corners, inside the board too
    (
        "AABB/AABB/AABB/AABB",
        [
            "corner(1,1)",
            "corner(1,2)",
            "corner(1,3)",
            "corner(1,4)",
            "corner(4,1)",
            "corner(4,2)",
            "corner(4,3)",
            "corner(4,4)",
        ],
    ),
    # an L-shaped room A (A1, A2, B2) inside room B: B2 has walls right, top and bottom, so it is
    # a corner; B's cell C2 touches A only on its left, so it is none; A3 meets A2's wall on top
    (
        "ABBB/AABB/BBBB/BBBB",
        [
            "corner(1,1)",
            "corner(1,2)",
            "corner(1,4)",
            "corner(2,1)",
            "corner(2,2)",
            "corner(3,1)",
            "corner(4,1)",
            "corner(4,4)",
        ],
    ),
    # a single-cell room is a corner; a cell in a one-wide corridor is one when it ends it
    ("ABBB/BBBB/BBBB/BBBB", ["corner(1,1)", "corner(1,2)", "corner(1,4)", "corner(2,1)", "corner(4,1)", "corner(4,4)"]),
]


@pytest.mark.parametrize("rows, expected", CORNERS)
def test_corners(rows, expected):
    assert derived(board(rows), "corner/2", BOARD_ONLY) == sorted(expected)


def test_room_corner_not_board_corner():
    # en-room-corner: the kitchen is the single cell A1; the garden's corner B1 is a corner
    # of its room although it is no corner of the board.
    corners = derived(board("BAAAA/AAAAA/AAAAC/CCCCC/CCCCC"), "corner/2", BOARD_ONLY)
    assert "corner(1,2)" in corners and "corner(1,1)" in corners
    assert "corner(2,2)" not in corners


# ---- next to -----------------------------------------------------------------

NEXT_TO = [
    # (board rows, objects, expected next_to_object atoms for "chair")
    (
        "AAAA/AAAA/AAAA/AAAA",
        "B2=chair",
        [
            'next_to_object(1,2,"chair")',
            'next_to_object(2,1,"chair")',
            'next_to_object(2,3,"chair")',
            'next_to_object(3,2,"chair")',
        ],
    ),
    # a wall between B2 (room A) and C2 (room B): C2 is not next to the chair; diagonals never count
    (
        "AABB/AABB/AABB/AABB",
        "B2=chair",
        ['next_to_object(1,2,"chair")', 'next_to_object(2,1,"chair")', 'next_to_object(3,2,"chair")'],
    ),
    # the board's edge: a chair in a corner has two neighbours
    ("AAAA/AAAA/AAAA/AAAA", "A1=chair", ['next_to_object(1,2,"chair")', 'next_to_object(2,1,"chair")']),
]


@pytest.mark.parametrize("rows, objects, expected", NEXT_TO)
def test_next_to(rows, objects, expected):
    got = [a for a in derived(board(rows, objects), "next_to_object/3", BOARD_ONLY) if '"chair"' in a]
    assert got == sorted(expected)


# ---- cell clues for one person -------------------------------------------------

ONE = "AABB/AABB/CCDD/CCDD"
ONE_OBJ = "A1=plant B1=chair D4=chair C2=table"

CELL_CLUES = [
    # (clue facts for Ana,                             cells she may stand on)
    ('clue("Ana",1,row(1)).', ["B1", "C1", "D1"]),  # A1 is a plant
    ('clue("Ana",1,column(4)).', ["D1", "D2", "D3", "D4"]),
    ('clue_not("Ana",1,row(1)). clue("Ana",2,column(1)).', ["A2", "A3", "A4"]),
    ('clue("Ana",1,room("B")).', ["C1", "C2", "D1", "D2"][:0] + ["C1", "D1", "D2"]),  # C2 is a table
    ('clue_not("Ana",1,room("A")). clue("Ana",2,row(2)).', ["D2"]),
    ('clue("Ana",1,on("chair")).', ["B1", "D4"]),
    ('clue_not("Ana",1,on("chair")). clue("Ana",2,row(1)).', ["C1", "D1"]),
    # next to a plant: A2 and B1 touch A1 inside room A
    ('clue("Ana",1,next_to("plant")).', ["A2", "B1"]),
    # next to a table (C2, room B): B2 is across the wall (room A), so not next to it
    ('clue("Ana",1,next_to("table")).', ["C1", "D2"]),
    ('clue_not("Ana",1,next_to("chair")). clue("Ana",2,column(3)).', ["C1", "C3"]),
    ('clue("Ana",1,corner). clue("Ana",2,row(3)).', ["A3", "B3", "C3", "D3"]),
    ('clue_not("Ana",1,corner).', []),  # every cell of a 2x2 room is a corner
]


@pytest.mark.parametrize("clue, expected", CELL_CLUES)
def test_cell_clue(clue, expected):
    facts = board(ONE, ONE_OBJ, solid=("plant", "table")) + people("Ana:f") + clue
    assert cells_of(facts, "Ana") == expected


# ---- company: with another, alone, the victim ----------------------------------


def placed(cells: dict[str, str]) -> str:
    """Facts that pin people to cells ("B2"), for testing company rules alone."""
    out = []
    for name, cell in cells.items():
        c, r = ord(cell[0]) - ord("A") + 1, int(cell[1:])
        out.append(f':- not at("{name}",{r},{c}).')
    return "\n".join(out)


COMPANY = [
    # (people, their cells, clues, satisfiable?)
    # with another man: exactly one other man in the room; the women there do not count
    ("Bo:m Cy:m Di:f Ed:f", {"Bo": "A1", "Cy": "B2", "Di": "C3", "Ed": "D4"}, 'clue("Bo",1,with_other("A",m)).', True),
    (
        "Bo:m Cy:m Di:f Ed:f",
        {"Bo": "A1", "Cy": "C3", "Di": "B2", "Ed": "D4"},
        'clue("Bo",1,with_other("A",m)).',
        False,
    ),  # only a woman with him
    (
        "Bo:m Cy:m Di:m Ed:f",
        {"Bo": "A1", "Cy": "B2", "Di": "C3", "Ed": "D4"},
        'clue("Bo",1,with_other("A",m)).',
        True,
    ),  # the third man, Di, is in room D, not A
    (
        "Bo:m Cy:m Di:f Ed:f",
        {"Bo": "A1", "Cy": "B2", "Di": "C3", "Ed": "D4"},
        'clue("Bo",1,with_other("B",m)).',
        False,
    ),  # Bo is not in room B
    # with another woman: a man in the room changes nothing
    ("Di:f Ed:f Bo:m Cy:m", {"Di": "A1", "Ed": "B2", "Bo": "C3", "Cy": "D4"}, 'clue("Di",1,with_other("A",f)).', True),
    # alone
    ("Bo:m Cy:m Di:f Ed:f", {"Bo": "A1", "Cy": "C2", "Di": "B3", "Ed": "D4"}, 'clue("Bo",1,alone).', True),
    ("Bo:m Cy:m Di:f Ed:f", {"Bo": "A1", "Cy": "B2", "Di": "C3", "Ed": "D4"}, 'clue("Bo",1,alone).', False),
    # the victim's room holds exactly two: the victim and the murderer
    ("Bo:m Cy:m Di:f Ed:f", {"Bo": "A1", "Cy": "B2", "Di": "C3", "Ed": "D4"}, 'clue("Bo",1,victim).', True),
    (
        "Bo:m Cy:m Di:f Ed:f",
        {"Bo": "A1", "Cy": "C2", "Di": "B3", "Ed": "D4"},
        'clue("Bo",1,victim).',
        False,
    ),  # alone: nobody to be the murderer
]
COMPANY_BOARD = "AABB/AABB/CCDD/CCDD"


@pytest.mark.parametrize("who, cells, clue, ok", COMPANY)
def test_company(who, cells, clue, ok):
    facts = board(COMPANY_BOARD) + people(who) + placed(cells) + clue
    assert bool(answer_sets(facts)) is ok


def test_victim_room_of_three_fails():
    # three in room A (cells of a 6x6 board), the victim among them: no answer set
    rows = "AAABBB/AAABBB/AAABBB/CCCDDD/CCCDDD/CCCDDD"
    cells = {"V": "A1", "X": "B2", "Y": "C3", "Z": "D4", "W": "E5", "U": "F6"}
    facts = board(rows) + people("V:f X:m Y:m Z:f W:f U:m") + placed(cells) + 'clue("V",1,victim).'
    assert answer_sets(facts) == []


@pytest.mark.parametrize("third, ok", [("f", True), ("m", False)])
def test_with_another_man_counts_only_men(third, ok):
    # Bo, Cy and a third person in the 3x3 room A: a woman there keeps "with another man" true,
    # a man there makes it two other men
    rows = "AAABBB/AAABBB/AAABBB/CCCDDD/CCCDDD/CCCDDD"
    cells = {"Bo": "A1", "Cy": "B2", "X": "C3", "Z": "D4", "W": "E5", "U": "F6"}
    facts = board(rows) + people(f"Bo:m Cy:m X:{third} Z:f W:f U:f") + placed(cells) + 'clue("Bo",1,with_other("A",m)).'
    assert bool(answer_sets(facts)) is ok


def test_murderer_is_the_other_in_the_room():
    cells = {"Bo": "A1", "Cy": "B2", "Di": "C3", "Ed": "D4"}
    facts = board(COMPANY_BOARD) + people("Bo:m Cy:m Di:f Ed:f") + placed(cells) + 'clue("Di",1,victim).'
    (model,) = answer_sets(facts)
    assert 'murderer("Ed")' in model and 'victim("Di")' in model


# Redundant constraints (victim.lp): cases that "alone" makes impossible are refused without a
# single choice; before them clasp searched (thousands of choices on these boards).
ALONE_IMPOSSIBLE = [
    # every other card says "alone": nobody can be the murderer
    ("AABBCC/AABBCC/DDEEFF/DDEEFF/GGHHII/GGHHII", "V:f A:m B:m C:f D:f E:m", "ABCDE"),
    ("AAABBB/AAABBB/CCCDDD/CCCDDD/EEEFFF/EEEFFF", "V:f A:m B:m C:f D:f E:m", "ABCDE"),
    # four alone in four rooms leave none for the victim and the murderer
    ("AAAABBB/AAAABBB/AAAABBB/CCCCDDD/CCCCDDD/CCCCDDD/CCCCDDD", "V:f A:m B:m C:f D:f E:m F:m", "ABCD"),
]


def _solve(facts: str) -> tuple[bool, int]:
    """Whether the rules and facts have an answer set, and clasp's choices to find out."""
    ctl = clingo.Control(["1", "--stats"], logger=lambda *_: None)
    for f in RULES:
        ctl.load(str(f))
    ctl.add("base", [], facts)
    ctl.ground([("base", [])])
    satisfiable = bool(ctl.solve().satisfiable)
    return satisfiable, int(ctl.statistics["solving"]["solvers"]["choices"])


@pytest.mark.parametrize("rows, who, alone", ALONE_IMPOSSIBLE)
def test_alone_counts_decide_without_search(rows, who, alone):
    facts = board(rows) + people(who) + 'clue("V",1,victim).' + "".join(f'clue("{n}",1,alone).' for n in alone)
    assert _solve(facts) == (False, 0)


def test_alone_counts_keep_a_possible_case():
    # two alone in rooms of their own, the victim and the murderer in a third, the rest in
    # the fourth: solvable
    rows = "AAAABBB/AAAABBB/AAAABBB/CCCCDDD/CCCCDDD/CCCCDDD/CCCCDDD"
    facts = (
        board(rows)
        + people("V:f A:m B:m C:f E:m F:f G:m")
        + 'clue("V",1,victim).'
        + "".join(f'clue("{n}",1,alone).' for n in "AB")
    )
    assert _solve(facts)[0]


# ---- placement -------------------------------------------------------------------


def test_one_per_row_and_column():
    # 4 people on an empty 4x4 board: a permutation of rows times one of columns
    facts = board("AAAA/AAAA/BBBB/BBBB") + people("A:f B:f C:m D:m")
    sets = answer_sets(facts)
    assert len(sets) == 24 * 24
    for model in sets:
        rows = {a.split(",")[1] for a in model}
        cols = {a.split(",")[2] for a in model}
        assert len(rows) == len(cols) == 4


def test_nobody_on_a_solid_object():
    facts = board("AAAA/AAAA/BBBB/BBBB", "A1=plant B1=chair") + people("Ana:f") + 'clue("Ana",1,row(1)).'
    assert cells_of(facts, "Ana") == ["B1", "C1", "D1"]
