"""Each deduction family of asp/steps/ on small boards: facts and candidates in, steps out.

A row gives the board, the people and their clues, each person's candidate cells, and the
steps the family derives, one string per step: its key, the cells it removes ("Bo:A2"),
and whom it places. Cells are named as on the cards, column letter then row: "B3".
The candidates go in as facts, so every family (the fresh part too) is asked at once;
the program must decide everything without a choice.
"""

from __future__ import annotations

import clingo
import clingo.ast
import pytest
from asphelp import board, people

from pysm.core.model import OPTIONAL_FAMILIES, cell_name, parse_cell
from pysm.proof.answers import Shown, term
from pysm.proof.program import Rules
from pysm.proof.prove import step_rules

SQUARE = "AABB/AABB/CCDD/CCDD"  # four rooms of four cells: A top left, B top right, C, D below
ROWS = "AAAA/AAAA/BBBB/BBBB"


def candidates_around(rng, cells, truth: dict, extra: int | tuple[int, ...] = 3) -> dict[str, str]:
    """Each person's true cell and `extra` random others (or a number drawn from a tuple; 0: known)."""

    def more():
        return rng.sample(cells, extra if isinstance(extra, int) else rng.choice(extra))

    return {p: " ".join(sorted({cell_name(*cell)} | {cell_name(*x) for x in more()})) for p, cell in truth.items()}


def random_people(rng, size: int = 5) -> dict[str, tuple[int, int]]:
    """Three to five people (Ana, Bo, Cy, Dan, Eva) placed one per row and column on a size x size
    board, for the families' random soundness states: name -> (row, column)."""
    names = ["Ana", "Bo", "Cy", "Dan", "Eva"][: rng.randint(3, 5)]
    rows, columns = rng.sample(range(1, size + 1), len(names)), rng.sample(range(1, size + 1), len(names))
    return {p: (rows[i], columns[i]) for i, p in enumerate(names)}


def assert_steps_keep(family: str, facts: str, cands: dict[str, str], truth: dict[str, str]) -> None:
    """No step of the family removes a person's true cell."""
    for step in steps_of(family, facts, cands):
        for removed in step.split(": ", 1)[1].split():
            person, cell = removed.split(":")
            assert truth[person] != cell, (step, truth, cands, facts)


def steps_of(family: str, facts: str, cands: dict[str, str]) -> list[str]:
    """The family's steps for these candidates, as sorted strings (see the module docstring)."""
    size = int(facts.split("size(", 1)[1].split(")", 1)[0])
    cells = {p: {parse_cell(c, size) for c in names.split()} for p, names in cands.items()}
    cand_facts = "".join(f'cand("{p}",{r},{c}).' for p, rc in cells.items() for r, c in sorted(rc))
    ctl = Rules(step_rules(), facts).control(cand_facts + "opening.\n", ["base", "fresh"])
    texts: list[str] = []
    ctl.solve(on_model=lambda m: texts.extend(str(s) for s in m.symbols(shown=True)))
    assert ctl.statistics["solving"]["solvers"]["choices"] == 0
    room_of = {}
    for atom in ctl.symbolic_atoms.by_signature("cell_room", 3):
        r, c, x = term(str(atom.symbol)).args
        room_of[(r, c)] = x
    found = []
    for (_, key), draft in Shown(texts, room_of).steps(family, cells).items():
        removed = draft.pairs()
        if not removed and draft.places is None:
            continue
        text = f"{key}:" + "".join(f" {p}:{cell_name(*cell)}" for p, cell in removed)
        if draft.places is not None:
            text += f" placed {draft.places[0]}:{cell_name(*draft.places[1])}"
        found.append(text)
    return sorted(found)


def case(rows: str, who: str, clues: str = "", objects: str = "") -> str:
    """Board, rooms, people ("Ana:f Bo:m") and clue facts."""
    rooms = "".join(f'room("{key}").' for key in sorted(set(rows) - {"/"}))
    return "\n".join([board(rows, objects), rooms, people(who), clues])


# ---- level 1 -------------------------------------------------------------------------

CLUE = [
    # (facts, candidates, expected steps)
    # a row clue: only row 2 is left
    (case(ROWS, "Ana:f", 'clue("Ana",1,row(2)).'), {"Ana": "A1 A2 B3"}, ['c("Ana",1): Ana:A1 Ana:B3']),
    # not in the left column
    (case(ROWS, "Ana:f", 'clue_not("Ana",1,column(1)).'), {"Ana": "A1 A2 B2"}, ['c("Ana",1): Ana:A1 Ana:A2']),
    # in room B (with another woman): the speaker's own room
    (case(SQUARE, "Ana:f", 'clue("Ana",2,with_other("B",f)).'), {"Ana": "A1 C1"}, ['c("Ana",2): Ana:A1']),
    # on a chair
    (case(ROWS, "Ana:f", 'clue("Ana",1,on("chair")).', "B2=chair"), {"Ana": "A1 B2"}, ['c("Ana",1): Ana:A1']),
    # not next to a plant: A2 is, C2 is not (a wall between them and B2's plant)
    (
        case(SQUARE, "Ana:f", 'clue_not("Ana",1,next_to("plant")).', "B2=plant"),
        {"Ana": "A2 C2 D4"},
        ['c("Ana",1): Ana:A2'],
    ),
    # in a corner of the room: B2 of a 4x4 room is none
    (case("AAAA/AAAA/AAAA/AAAA", "Ana:f", 'clue("Ana",1,corner).'), {"Ana": "A1 B2 D4"}, ['c("Ana",1): Ana:B2']),
    # the victim sentence and "alone" say nothing about the speaker's cell
    (case(SQUARE, "Ana:f Bo:m", 'clue("Ana",1,victim). clue("Bo",1,alone).'), {"Ana": "A1 B2", "Bo": "C3"}, []),
    # a clue whose cells are gone already removes nothing more
    (case(ROWS, "Ana:f", 'clue("Ana",1,row(2)).'), {"Ana": "A2 B2"}, []),
]

PLACED = [
    # Ana has one cell left: Bo leaves row 2 and column B; Cy, placed too, loses nothing
    (
        case(ROWS, "Ana:f Bo:m Cy:f"),
        {"Ana": "B2", "Bo": "A2 B1 C3", "Cy": "D4"},
        ['p("Ana"): Bo:B1 Bo:A2 placed Ana:B2', 'p("Cy"): placed Cy:D4'],
    ),
    # nobody has one cell left
    (case(ROWS, "Ana:f Bo:m"), {"Ana": "A1 B2", "Bo": "A2 B1"}, []),
]

LAST_IN_LINE = [
    # only Ana can reach row 1 and column A; only Cy row 4 and column D
    (
        case(ROWS, "Ana:f Bo:m Cy:f"),
        {"Ana": "A1 B2", "Bo": "B2 C3", "Cy": "C3 D4"},
        ["column(1): Ana:B2", "column(4): Cy:C3", "row(1): Ana:B2", "row(4): Cy:C3"],
    ),
    # every line is shared (or reached by nobody): nothing follows
    (case(ROWS, "Ana:f Bo:m"), {"Ana": "A1 B2", "Bo": "A2 B1"}, []),
]

LOCKED_LINE = [
    # all of Ana's cells lie in row 1: Bo and Cy leave it
    (case(ROWS, "Ana:f Bo:m Cy:f"), {"Ana": "A1 B1", "Bo": "B1 C2", "Cy": "A2 D1"}, ['row("Ana",1): Bo:B1 Cy:D1']),
    # all of Bo's cells lie in column C
    (case(ROWS, "Ana:f Bo:m"), {"Ana": "C1 D2", "Bo": "C2 C3"}, ['column("Bo",3): Ana:C1']),
]

# ---- level 2 -------------------------------------------------------------------------

ALONE = [
    # Ana was alone and is known to be in room A: Bo leaves A
    (
        case(SQUARE, "Ana:f Bo:m", 'clue("Ana",1,alone).'),
        {"Ana": "A1 B2", "Bo": "A2 C3"},
        ['keeps_out("Ana","A"): Bo:A2'],
    ),
    # Bo is known to be in A, Cy in D: Ana, who was alone, leaves both rooms
    (
        case(SQUARE, "Ana:f Bo:m Cy:f", 'clue("Ana",1,alone).'),
        {"Ana": "A1 C1 C3", "Bo": "A2", "Cy": "D3 D4"},
        ['stays_out("Ana","A"): Ana:A1', 'stays_out("Ana","D"): Ana:C3'],
    ),
    # nobody is known to be anywhere: nothing follows
    (case(SQUARE, "Ana:f Bo:m", 'clue("Ana",1,alone).'), {"Ana": "A1 C1", "Bo": "A2 C3"}, []),
]

WITH = 'clue("Ana",1,with_other("B",f)).'
WITH_ANOTHER = [
    # Bea is known to be in B: she is Ana's companion, so Cleo leaves B (Dan, a man, may stay)
    (
        case(SQUARE, "Ana:f Bea:f Cleo:f Dan:m", WITH),
        {"Ana": "C1", "Bea": "C1 D2", "Cleo": "C2 A3", "Dan": "D1"},
        ['others("Ana",1,"Bea"): Cleo:C2'],
    ),
    # only Bea can still be in B: she is there
    (
        case(SQUARE, "Ana:f Bea:f Cleo:f Dan:m", WITH),
        {"Ana": "C1", "Bea": "A1 C1", "Cleo": "A2 A3", "Dan": "D1"},
        ['only("Ana",1,"Bea"): Bea:A1'],
    ),
    # no woman can be in B: neither can Ana
    (
        case(SQUARE, "Ana:f Bea:f Cleo:f", WITH),
        {"Ana": "C1 D1", "Bea": "A1", "Cleo": "A3"},
        ['none("Ana",1): Ana:C1 Ana:D1'],
    ),
    # two women can still be there: nothing follows
    (case(SQUARE, "Ana:f Bea:f Cleo:f", WITH), {"Ana": "C1", "Bea": "A1 D1", "Cleo": "D2 A3"}, []),
]

VICTIM = 'clue("Vic",1,victim).'
VICTIM_ROOM = [
    # in room D nobody else can stand outside C3's row and column: that cell goes
    (case(SQUARE, "Vic:m Bo:m", VICTIM), {"Vic": "A1 C3", "Bo": "B2 C4"}, ['lonely("D"): Vic:C3']),
    # Bo and Cy are both known to be in A: it cannot be the victim's room
    (
        case(SQUARE, "Vic:m Bo:m Cy:f Dan:m", VICTIM),
        {"Vic": "B1 D2", "Bo": "A1 B2", "Cy": "A2", "Dan": "C1"},
        ['crowded("A"): Vic:B1'],
    ),
    # the victim and Bo are known to be in A: Cy leaves it
    (case(SQUARE, "Vic:m Bo:m Cy:f", VICTIM), {"Vic": "A1", "Bo": "B2", "Cy": "A2 C3"}, ['pair("A","Bo"): Cy:A2']),
    # the victim is known to be in B and only Bo can join him there
    (
        case(SQUARE, "Vic:m Bo:m Cy:f", VICTIM),
        {"Vic": "C1 D2", "Bo": "C1 D2 A3", "Cy": "A4"},
        ['joins("B","Bo"): Bo:A3'],
    ),
    # nobody else can be in the victim's room at all: every cell there goes
    (case(SQUARE, "Vic:m Bo:m", VICTIM), {"Vic": "C1 D2", "Bo": "A3"}, ['lonely("B"): Vic:C1 Vic:D2']),
]

CENSUS = [
    # the victim's pair, Al (alone) and the rest need three rooms, and only A, B, C can be
    # reached: every one is occupied, and only Cy can reach C
    (
        case(SQUARE, "Vic:m Al:m Bo:m Cy:f", VICTIM + 'clue("Al",1,alone).'),
        {"Vic": "A1 C1", "Al": "B2 D2", "Bo": "A2 C2", "Cy": "A3 D1"},
        ['occupied("C"): Cy:D1'],
    ),
    # Bo can reach D as well: four rooms for three groups, nothing follows
    (
        case(SQUARE, "Vic:m Al:m Bo:m Cy:f", VICTIM + 'clue("Al",1,alone).'),
        {"Vic": "A1 C1", "Al": "B2 D2", "Bo": "A2 C2 D4", "Cy": "A3 D1"},
        [],
    ),
]

# ---- level 3 -------------------------------------------------------------------------

SUBSETS = [
    # Ana and Bo fill rows 1 and 2 (bit mask 3) between them: Cy and Dan leave those rows
    (
        case(ROWS, "Ana:f Bo:m Cy:f Dan:m"),
        {"Ana": "A1 B2", "Bo": "B1 A2", "Cy": "C1 C3", "Dan": "D2 D4"},
        ["rows(3): Cy:C1 Dan:D2"],
    ),
    # on a 5x5 board three people fill columns A, B, C (mask 7): the other two leave them
    (
        case("AAAAA/AAAAA/AAAAA/AAAAA/AAAAA", "P1:f P2:f P3:f P4:m P5:m"),
        {"P1": "A1 B2", "P2": "B1 C3", "P3": "C2 A3", "P4": "A4 D4", "P5": "C5 E5"},
        ["columns(7): P4:A4 P5:C5"],
    ),
    # no k people share just k lines: nothing follows
    (case(ROWS, "Ana:f Bo:m Cy:f Dan:m"), {"Ana": "A1 B2", "Bo": "B1 C3", "Cy": "C1 D4", "Dan": "D2 A4"}, []),
]

FAMILIES = (
    [("clue", *row) for row in CLUE]
    + [("placed", *row) for row in PLACED]
    + [("last-in-line", *row) for row in LAST_IN_LINE]
    + [("locked-line", *row) for row in LOCKED_LINE]
    + [("alone", *row) for row in ALONE]
    + [("with-another", *row) for row in WITH_ANOTHER]
    + [("victim-room", *row) for row in VICTIM_ROOM]
    + [("census", *row) for row in CENSUS]
    + [("subsets", *row) for row in SUBSETS]
)


@pytest.mark.parametrize("family, facts, cands, expected", FAMILIES)
def test_family(family, facts, cands, expected):
    assert steps_of(family, facts, cands) == expected


def test_family_levels():
    """The families, their levels and their order, as asp/steps/families.lp states them."""
    ctl = clingo.Control()
    ctl.load(str(next(p for p in step_rules() if p.name == "families.lp")))
    ctl.ground([("base", [])])
    found = sorted(
        (a.symbol.arguments[2].number, a.symbol.arguments[0].string, a.symbol.arguments[1].number)
        for a in ctl.symbolic_atoms.by_signature("family", 3)
    )
    assert found == [
        (1, "clue", 1),
        (2, "placed", 1),
        (3, "last-in-line", 1),
        (4, "locked-line", 1),
        (5, "alone", 2),
        (6, "with-another", 2),
        (7, "victim-room", 2),
        (8, "census", 2),
        (9, "unique", 2),
        (10, "other-person", 2),
        (11, "alone-with", 2),
        (12, "support", 2),
        (13, "room-count", 2),
        (14, "room-person", 2),
        (15, "count", 2),
        (16, "rooms", 2),
        (17, "room-line", 2),
        (18, "subsets", 3),
        (19, "empty-neighbour", 2),
        (20, "crossing", 4),
        (21, "lone-cell", 4),
        (22, "suspect-rooms", 4),
        (23, "whole-line", 4),
        (24, "room-capacity", 4),
        (25, "count-lines", 4),
        (26, "support-line", 4),
        (27, "companion", 4),
        (28, "murder-pair", 4),
        (29, "headcount", 4),
        (30, "pigeonhole", 4),
        (31, "place-mates", 4),
        (32, "company-rooms", 4),
    ]
    assert OPTIONAL_FAMILIES == tuple(name for _, name, level in found if level == 4)


def test_no_choice_rules_or_constraints():
    """The step files hold no choice rule, disjunction or constraint: they cannot guess."""
    statements = []
    for path in step_rules():
        if "steps" in path.parts:
            clingo.ast.parse_files([str(path)], statements.append)
    for st in statements:
        if st.ast_type == clingo.ast.ASTType.Rule:
            head = st.head.ast_type
            assert head not in (
                clingo.ast.ASTType.Aggregate,
                clingo.ast.ASTType.Disjunction,
                clingo.ast.ASTType.HeadAggregate,
            ), str(st)
            assert not (head == clingo.ast.ASTType.Literal and str(st.head) == "#false"), str(st)
