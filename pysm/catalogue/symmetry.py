"""The eight symmetries of a square board, applied to a whole case: its rooms, objects, windows
and doors, every clue and its solution.

Two cases that are one puzzle turned or mirrored must compare equal once one of them is turned
back, so each clue's parameters move with the board: a direction turns with it, a row number
becomes a column number under a quarter turn and counts from the other end under a mirror, a
row clue becomes a column clue. What a parameter is comes from the kinds table's types; the one
thing the table does not say is which of a kind's numbers are rows or columns and which are
counts or distances, and that is said here. A kind with a number this module does not know is
refused (`NotComparable`), never guessed: tests/test_catalogue.py fails for such a kind, and a
case using it is compared as written only.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from pysm.core.errors import NotComparable
from pysm.core.kinds import CONSTANTS, DIRECTIONS, KINDS, POSITIONS, STRINGS
from pysm.core.model import Case, Clue, cell_name, parse_cell

# ---- what each number of a kind is -------------------------------------------------------

# (kind, parameter) -> the axis it counts along: it moves with the board.
COORDINATES: dict[tuple[str, str], str] = {
    ("row", "k"): "row",
    ("column", "k"): "column",
    ("dir_object_at", "row"): "row",
    ("dir_object_at", "column"): "column",
}
# (kind, parameter): a count of people or rooms, or a distance: the same on a turned board.
MEASURES: frozenset[tuple[str, str]] = frozenset(
    {
        ("offset_person", "k"),
        ("gender_in_room", "k"),
        ("room_size", "k"),
        ("alone_with_gender", "k"),
        ("count", "k"),
        ("empty_rooms", "k"),
        ("every_room", "k"),
        ("offset_object", "k"),
        ("offset_who", "k"),
        ("offset_at", "k"),
        ("offset_object_room", "k"),
    }
)
# Kinds whose own name is the axis they speak of: under a quarter turn one becomes the other.
AXIS_KINDS = {"row": "column", "column": "row"}
# Constant types whose values are directions (they turn; "any" stays) and lines (rows and columns swap).
TURNING = {"dir", "dir4", "dir_any"}
LINES = {"line"}
# Types that no symmetry changes: genders, quantities, comparisons, who is counted, objects.
FIXED = {*(set(CONSTANTS) - TURNING - LINES), *STRINGS}


VECTORS = {
    "north": (-1, 0),
    "south": (1, 0),
    "east": (0, 1),
    "west": (0, -1),
    "northeast": (-1, 1),
    "northwest": (-1, -1),
    "southeast": (1, 1),
    "southwest": (1, -1),
}
SIDE_VECTORS = {"n": (-1, 0), "s": (1, 0), "e": (0, 1), "w": (0, -1)}
assert set(VECTORS) == set(DIRECTIONS)


@dataclass(frozen=True)
class Symmetry:
    """Transpose first (row r, column c -> row c, column r), then count rows and/or columns
    from the other end. The eight combinations are the square's turns and mirrors."""

    transpose: bool = False
    flip_rows: bool = False
    flip_columns: bool = False

    @property
    def name(self) -> str:
        return NAMES[(self.transpose, self.flip_rows, self.flip_columns)]

    def cell(self, r: int, c: int, n: int) -> tuple[int, int]:
        if self.transpose:
            r, c = c, r
        return (n + 1 - r if self.flip_rows else r), (n + 1 - c if self.flip_columns else c)

    def vector(self, dr: int, dc: int) -> tuple[int, int]:
        if self.transpose:
            dr, dc = dc, dr
        return (-dr if self.flip_rows else dr), (-dc if self.flip_columns else dc)

    def line(self, axis: str, k: int, n: int) -> tuple[str, int]:
        """Row or column number k, as it is on the turned board."""
        if self.transpose:
            axis = AXIS_KINDS[axis]
        flip = self.flip_rows if axis == "row" else self.flip_columns
        return axis, (n + 1 - k if flip else k)

    def direction(self, name: str) -> str:
        if name not in VECTORS:  # "any" direction
            return name
        turned = self.vector(*VECTORS[name])
        return next(d for d, v in VECTORS.items() if v == turned)

    def side(self, name: str) -> str:
        turned = self.vector(*SIDE_VECTORS[name])
        return next(s for s, v in SIDE_VECTORS.items() if v == turned)


NAMES = {
    (False, False, False): "as drawn",
    (True, False, True): "turned a quarter clockwise",
    (False, True, True): "turned half round",
    (True, True, False): "turned a quarter anticlockwise",
    (False, True, False): "mirrored top to bottom",
    (False, False, True): "mirrored left to right",
    (True, False, False): "mirrored on the main diagonal",
    (True, True, True): "mirrored on the other diagonal",
}
SYMMETRIES = tuple(Symmetry(*flags) for flags in NAMES)
IDENTITY = SYMMETRIES[0]


# ---- clues ------------------------------------------------------------------------------


def turn_clue(clue: Clue, g: Symmetry, n: int) -> Clue:
    """The clue as it reads on the board turned by g (NotComparable if a parameter cannot be moved)."""
    base = clue.base
    kind = KINDS[base]
    params = list(clue.params)
    names = [name for name, _ in kind.params]
    if "row" in names and "column" in names and (base, "row") in COORDINATES:  # a cell: both move at once
        i, j = names.index("row"), names.index("column")
        params[i], params[j] = g.cell(params[i], params[j], n)
    for i, ((name, ptype), value) in enumerate(zip(kind.params, clue.params, strict=False)):
        if ptype == "int":
            axis = COORDINATES.get((base, name))
            if axis is not None and base in AXIS_KINDS:
                _, params[i] = g.line(axis, value, n)
            elif axis is None and (base, name) not in MEASURES:
                raise NotComparable(f"clue kind {base!r}: what its number {name!r} counts is not known here")
        elif ptype in TURNING:
            params[i] = g.direction(value)
        elif ptype in LINES:
            params[i] = AXIS_KINDS.get(value, value) if g.transpose else value
        elif ptype in POSITIONS:
            params[i] = _turn_position(value, g, n)
        elif ptype not in FIXED:
            raise NotComparable(f"clue kind {base!r}: its parameter {name!r} of type {ptype!r} is not known here")
    new_kind = clue.kind
    if base in AXIS_KINDS and g.transpose:
        partner = AXIS_KINDS[base]
        new_kind = KINDS[partner].negation if clue.negated else partner
    return Clue.of(new_kind, *params, text=clue.text, index=clue.index)


def _turn_position(pos: tuple, g: Symmetry, n: int) -> tuple:
    head, *args = pos
    if head in AXIS_KINDS:
        return g.line(head, args[0], n)
    return pos


# ---- the whole case ---------------------------------------------------------------------


def turn_case(case: Case, g: Symmetry) -> Case:
    """The case on the board turned by g: the same puzzle, with the same names."""
    if g == IDENTITY:
        return case
    n = case.size
    grid = [[""] * n for _ in range(n)]
    objects: list[list[tuple[str, ...]]] = [[()] * n for _ in range(n)]
    for r in range(1, n + 1):
        for c in range(1, n + 1):
            r2, c2 = g.cell(r, c, n)
            grid[r2 - 1][c2 - 1] = case.room_at(r, c)
            objects[r2 - 1][c2 - 1] = case.objects_at(r, c)

    def openings(items):
        return tuple((*g.cell(r, c, n), g.side(s)) for r, c, s in items)

    people = tuple(replace(p, clues=tuple(turn_clue(c, g, n) for c in p.clues)) for p in case.people)
    wholes = tuple(replace(w, cells=tuple(sorted(g.cell(r, c, n) for r, c in w.cells))) for w in case.wholes)
    blocking = tuple(sorted((*g.cell(r, c, n), b) for r, c, b in case.blocking))
    return replace(
        case,
        grid=tuple(map(tuple, grid)),
        objects=tuple(map(tuple, objects)),
        people=people,
        wholes=wholes,
        blocking=blocking,
        scene=tuple(turn_clue(c, g, n) for c in case.scene),
        windows=openings(case.windows),
        doors=openings(case.doors),
        solution=None
        if case.solution is None
        else tuple((name, turn_cell(cell, g, n)) for name, cell in case.solution),
    )


def turn_cell(name: str, g: Symmetry, n: int) -> str:
    """A cell's name ("B3") on the turned board."""
    cell = parse_cell(name, n)
    assert cell is not None  # names here come from a checked case
    r, c = cell
    return cell_name(*g.cell(r, c, n))


def turn_placement(placement: dict[str, str], g: Symmetry, n: int) -> dict[str, str]:
    return {person: turn_cell(cell, g, n) for person, cell in placement.items()}
