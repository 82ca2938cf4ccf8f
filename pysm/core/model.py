"""The values the layers hand each other: a loaded case, its clues, and errors.

Everything here is frozen so that a case read once can be shared by the solver,
the step-by-step prover and the reports without anyone changing it under them.

Clue kinds are data: `KINDS` maps every positive kind to its `Kind` (its parameters,
in the order of its ASP term, each with a type of `PARAM_TYPES`). The facts writer
(`pysm.solving.facts.clue_term`) builds a clue's term from this table and `Clue.check` validates a
clue against it, so adding a kind means one row here, its meaning in one `.lp` file, its
sentences in the language data.

Python API of a clue (see also pysm/lang/README.md):

    Clue("row", 3)                                 # old kinds: arg / gender, as before
    Clue("with_other", "K", "m")
    Clue.of("dir_person", "north", "Bruno")        # any kind: its parameters in table order
    Clue.of("not_dir_person", "north", "Bruno")    # negation: not_<kind> (neither for either)
    Clue.of("unique", ("on", "carpet"))            # positions are tuples: ("on", O), ("window",)
    Clue.of("either", ("room", "K"), ("room", "H"))
    Clue.of("dir_object_at", "north", "plant", 3, 4)   # row 3, column 4 (C3)
    clue.params      -> ("north", "Bruno")        # every kind, old ones too: Clue("row", 3).params == (3,)
    clue.base        -> "dir_person";  clue.negated -> False
    clue.text, clue.index                          # the sentence as written, 1-based place on its card
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from pysm.core.errors import CaseInvalid  # noqa: F401 - the error that carries the CaseErrors below

# ---- the kinds table ----------------------------------------------------------

# Constant parameter types: the ASP constants each may take (the only constants a term may hold).
DIRECTIONS = ("north", "south", "east", "west", "northeast", "northwest", "southeast", "southwest")
CARDINALS = DIRECTIONS[:4]
CONSTANTS: dict[str, tuple[str, ...]] = {
    "gender": ("f", "m"),
    "dir": DIRECTIONS,
    "dir4": CARDINALS,
    "quant": ("some", "every"),
    "line": ("row", "column", "row_or_column"),
    "qual": ("any", "same_room", "other_room"),
    "cmp_room": ("at_least", "exactly"),               # gender_in_room
    "who_room": ("anyone", "f", "m"),                  # room_person
    "who_count": ("people", "f", "m"),                 # count
    "cmp_count": ("exactly", "at_least", "at_most", "all"),
    "cmp_empty": ("exactly", "at_least", "at_most"),   # empty_rooms
    "cmp_every": ("exactly", "at_least", "at_most", "not_exactly"),  # every_room
}
# Position types: nested terms, written as tuples ("on", "chair"), ("window",). Each head takes
# the parameters listed (a string type, "int", or none).
POSITION_HEADS: dict[str, tuple[str, ...]] = {
    "on": ("object",), "next_to": ("object",), "room": ("room",), "row": ("int",), "column": ("int",),
    "corner": (), "at_wall": (), "window": (), "door": (),
}
POSITIONS: dict[str, tuple[str, ...]] = {
    "pos_unique": ("on", "next_to", "window", "door"),
    "pos_room": ("on", "next_to", "corner", "at_wall", "window", "door"),
    "pos_count": ("on", "next_to", "room", "corner", "at_wall", "window", "door"),
    "cellterm": ("room", "row", "column", "on", "next_to"),          # the two halves of `either`
}
# String types: written through the `q` filter (quoted, escaped). "int": a number 0..9.
STRINGS = ("room", "object", "person")
PARAM_TYPES = (*STRINGS, "int", *CONSTANTS, *POSITIONS)


@dataclass(frozen=True)
class Kind:
    """One positive clue kind: its ASP term is name(params...) (just name without parameters).

    params: (parameter name, type) pairs in term order; types are PARAM_TYPES.
    cell:   the meaning depends only on the speaker's cell (cell_has/3 terms in asp/cells.lp).
    scene:  a board-wide sentence of the case's `scene` (no speaker; facts scene/2).
    negation: the kind name of its negation.
    """

    name: str
    params: tuple[tuple[str, str], ...] = ()
    cell: bool = False
    scene: bool = False
    negation: str = ""
    spec: str = "clue-language.md"


def _kinds(*rows: Kind) -> dict[str, Kind]:
    out = {}
    for k in rows:
        neg = k.negation or ("not_" + k.name)
        out[k.name] = Kind(k.name, k.params, k.cell, k.scene, neg, k.spec)
    return out


_2 = "clue-language-2.md"
KINDS: dict[str, Kind] = _kinds(
    # clue-language.md
    Kind("row", (("k", "int"),), cell=True),
    Kind("column", (("k", "int"),), cell=True),
    Kind("room", (("room", "room"),), cell=True),
    Kind("on", (("object", "object"),), cell=True),
    Kind("next_to", (("object", "object"),), cell=True),
    Kind("corner", cell=True),
    Kind("with_other", (("room", "room"), ("gender", "gender"))),
    Kind("alone"),
    Kind("victim"),
    # clue-language-2.md: cell kinds
    Kind("at_wall", cell=True, spec=_2),
    Kind("next_to_window", cell=True, spec=_2),
    Kind("next_to_door", cell=True, spec=_2),
    Kind("same_line_object", (("line", "line"), ("object", "object"), ("qual", "qual")), cell=True, spec=_2),
    Kind("dir_object", (("dir", "dir"), ("object", "object"), ("quant", "quant"), ("qual", "qual")),
         cell=True, spec=_2),
    Kind("dir_object_at", (("dir", "dir"), ("object", "object"), ("row", "int"), ("column", "int")),
         cell=True, spec=_2),
    Kind("dir_object_adj", (("dir", "dir4"), ("object", "object")), cell=True, spec=_2),
    Kind("room_has", (("object", "object"),), cell=True, spec=_2),
    Kind("either", (("a", "cellterm"), ("b", "cellterm")), cell=True, negation="neither", spec=_2),
    # clue-language-2.md: other people, rooms
    Kind("unique", (("pos", "pos_unique"),), spec=_2),
    Kind("same_room", (("person", "person"),), spec=_2),
    Kind("alone_with", (("person", "person"),), spec=_2),
    Kind("dir_person", (("dir", "dir"), ("person", "person")), spec=_2),
    Kind("offset_person", (("dir", "dir4"), ("k", "int"), ("person", "person")), spec=_2),
    Kind("dir_gender", (("dir", "dir"), ("gender", "gender"), ("quant", "quant")), spec=_2),
    Kind("gender_in_room", (("gender", "gender"), ("cmp", "cmp_room"), ("k", "int")), spec=_2),
    Kind("room_size", (("k", "int"),), spec=_2),
    Kind("alone_with_gender", (("gender", "gender"), ("k", "int")), spec=_2),
    Kind("room_person", (("who", "who_room"), ("pos", "pos_room")), spec=_2),
    # clue-language-2.md: scene (board-wide)
    Kind("count", (("who", "who_count"), ("cmp", "cmp_count"), ("k", "int"), ("pos", "pos_count")),
         scene=True, spec=_2),
    Kind("empty_rooms", (("cmp", "cmp_empty"), ("k", "int")), scene=True, spec=_2),
    Kind("every_room", (("cmp", "cmp_every"), ("k", "int")), scene=True, spec=_2),
)
NEGATIONS: dict[str, str] = {k.negation: k.name for k in KINDS.values()}   # "not_row" -> "row"

# Clue kinds whose meaning depends only on the person's own cell (clue-language.md).
CELL_KINDS = ("row", "column", "room", "on", "next_to", "corner")
# Kinds that may be negated ("not_row", ...) in clue-language.md: the negation of a cell kind.
NEGATABLE = CELL_KINDS
# The card kinds of clue-language.md (the [sentences] of the language data hold exactly these).
ALL_KINDS = (
    CELL_KINDS
    + tuple("not_" + k for k in NEGATABLE)
    + ("with_other", "alone", "victim")
)
# The card kinds of clue-language-2.md, positive and negated ("not_alone" included).
NEW_KINDS = tuple(k for name, kind in KINDS.items() if kind.spec == _2 and not kind.scene
                  for k in (name, kind.negation)) + ("not_alone",)
# Every kind a card sentence may be, and every kind a scene sentence may be.
CARD_KINDS = ALL_KINDS + NEW_KINDS
SCENE_KINDS = tuple(k for name, kind in KINDS.items() if kind.scene for k in (name, kind.negation))
# Every kind whose meaning depends only on the speaker's cell (cell_has/3 terms), positive.
ALL_CELL_KINDS = tuple(name for name, kind in KINDS.items() if kind.cell)


def base_kind(kind: str) -> str:
    """The positive kind: "row" for "row" and "not_row", "either" for "neither"."""
    return NEGATIONS.get(kind, kind)


def is_negated(kind: str) -> bool:
    return kind in NEGATIONS


def _check_value(ptype: str, value: Any, where: str) -> None:
    if ptype == "int":
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 9:
            raise ValueError(f"{where}: {value!r} is not a number 0..9")
    elif ptype in STRINGS:
        if not isinstance(value, str):
            raise ValueError(f"{where}: {value!r} is not a string")
    elif ptype in CONSTANTS:
        if value not in CONSTANTS[ptype]:
            raise ValueError(f"{where}: {value!r} is not one of {', '.join(CONSTANTS[ptype])}")
    elif ptype in POSITIONS:
        if not isinstance(value, tuple) or not value or value[0] not in POSITIONS[ptype]:
            raise ValueError(f"{where}: {value!r} is not a position ({', '.join(POSITIONS[ptype])})")
        types = POSITION_HEADS[value[0]]
        if len(value) != 1 + len(types):
            raise ValueError(f"{where}: {value!r} needs {len(types)} parameter(s)")
        for t, v in zip(types, value[1:]):
            _check_value(t, v, where)
    else:
        raise ValueError(f"{where}: unknown parameter type {ptype!r}")


# Old kinds carry their parameters in arg / gender (positional Clue("row", 3) keeps working).
_OLD_ARGS = {"row": 1, "column": 1, "room": 1, "on": 1, "next_to": 1, "with_other": 2}


@dataclass(frozen=True)
class Clue:
    """One sentence of a card (or of the scene), parsed.

    kind: a key of KINDS or the negation of one (CARD_KINDS, SCENE_KINDS).
    arg:  clue-language.md kinds: row/column number (int) for row/column kinds, a room key (str) for
          room kinds and with_other, a canonical object id (the English noun, e.g. "chair") for
          on/next_to kinds, None otherwise. None for the kinds of clue-language-2.md.
    gender: "f" or "m" for with_other (the gender of the companion), else None.
    text: the sentence as written on the card (for messages and explanations).
    index: 1-based position of the sentence on the card (in the scene, among the scene's sentences).
    params: the parameters of the kind in the order of KINDS[base].params (filled in from arg /
          gender for the old kinds). Room keys, object ids and person names are strings (a person
          as named in the case); positions are tuples ("on", "chair"), ("row", 3), ("window",).
    """

    kind: str
    arg: int | str | None = None
    gender: str | None = None
    text: str = ""
    index: int = 1
    params: tuple = ()

    def __post_init__(self):
        n = _OLD_ARGS.get(base_kind(self.kind))
        if n is None:
            return
        if self.params:   # Clue.of("row", 3): arg / gender from the parameters
            object.__setattr__(self, "arg", self.params[0])
            object.__setattr__(self, "gender", self.params[1] if n == 2 else None)
        else:
            object.__setattr__(self, "params", (self.arg, self.gender)[:n])

    @classmethod
    def of(cls, kind: str, *params, text: str = "", index: int = 1) -> "Clue":
        """A clue of any kind from its parameters in table order: Clue.of("dir_person", "north", "Bruno")."""
        return cls(kind, text=text, index=index, params=tuple(params))

    @property
    def negated(self) -> bool:
        return is_negated(self.kind)

    @property
    def base(self) -> str:
        """The positive kind: "row" for both "row" and "not_row", "either" for "neither"."""
        return base_kind(self.kind)

    @property
    def spec(self) -> Kind:
        """The kind's row of KINDS (KeyError for an unknown kind)."""
        return KINDS[self.base]

    def negation_kind(self) -> str:
        """The kind of this clue's negation ("not_at_wall"; "either" for "neither")."""
        return self.base if self.negated else self.spec.negation

    def check(self) -> None:
        """ValueError unless the kind is known and every parameter has its type (KINDS)."""
        if self.base not in KINDS:
            raise ValueError(f"unknown clue kind {self.kind!r}")
        kind = KINDS[self.base]
        if len(self.params) != len(kind.params):
            raise ValueError(f"{self.kind}: {len(self.params)} parameters given, {len(kind.params)} expected")
        for (name, ptype), value in zip(kind.params, self.params):
            _check_value(ptype, value, f"{self.kind} {name}")

    def named(self, name: str):
        """The parameter called name (KINDS), e.g. clue.named("person")."""
        names = [n for n, _ in self.spec.params]
        return self.params[names.index(name)]


# Sides of a cell for windows and doors ("B2 E"): the letter of the file, lower case, is the ASP constant.
SIDES = ("n", "e", "s", "w")


@dataclass(frozen=True)
class Room:
    key: str
    name: str
    floor: str


@dataclass(frozen=True)
class Person:
    name: str
    gender: str          # "f" | "m"
    card: str
    clues: tuple[Clue, ...] = ()

    @property
    def is_victim(self) -> bool:
        return any(c.kind == "victim" for c in self.clues)


@dataclass(frozen=True)
class Case:
    """A valid case. Rows and columns are 1-based in the cell helpers."""

    id: str                       # file name without extension
    file: str                     # as given on the command line ("-" for stdin)
    title: str
    language: str                 # es | nl | en
    size: int
    rooms: tuple[Room, ...]       # sorted by key
    grid: tuple[tuple[str, ...], ...]                   # grid[r][c] -> room key (0-based)
    objects: tuple[tuple[tuple[str, ...], ...], ...]   # objects[r][c] -> object ids (0-based)
    people: tuple[Person, ...]    # in file order
    solution: tuple[tuple[str, str], ...] | None = None  # (person, cell name) pairs
    murderer: str | None = None   # the [solution]'s murderer, if given
    # case-format-2.md (all empty for a case without them)
    scene: tuple[Clue, ...] = ()  # the scene's sentences, parsed (index 1, 2, ... over the whole scene)
    scene_text: tuple[str, ...] = ()   # the scene field's strings as written
    windows: tuple[tuple[int, int, str], ...] = ()   # (row, column, side), side in SIDES, file order
    doors: tuple[tuple[int, int, str], ...] = ()

    def room(self, key: str) -> Room:
        return next(r for r in self.rooms if r.key == key)

    def room_at(self, row: int, col: int) -> str:
        return self.grid[row - 1][col - 1]

    def objects_at(self, row: int, col: int) -> tuple[str, ...]:
        return self.objects[row - 1][col - 1]


@dataclass(frozen=True)
class CaseError:
    """One mistake in a case file, with where it is."""

    file: str
    message: str
    field: str | None = None
    line: int | None = None       # line in the file, where known
    person: str | None = None
    cell: str | None = None

    def as_dict(self) -> dict:
        d = {"message": self.message}
        for k in ("field", "line", "person", "cell"):
            v = getattr(self, k)
            if v is not None:
                d[k] = v
        return d

    def __str__(self) -> str:
        where = self.file
        if self.line is not None:
            where += f":{self.line}"
        parts = [where]
        if self.field:
            parts.append(self.field)
        if self.cell:
            parts.append(self.cell)
        return ": ".join(parts) + ": " + self.message


def cell_name(row: int, col: int) -> str:
    """(1,1) -> "A1": column letter, then row number."""
    return f"{chr(ord('A') + col - 1)}{row}"


def parse_cell(name: str, size: int) -> tuple[int, int] | None:
    """"B3" -> (3, 2); None when it is not a cell of a size×size board."""
    name = name.strip().upper()
    # ASCII only: "B¹" and "B١" are not cells (str.isdigit would accept both)
    if len(name) != 2 or not ("A" <= name[0] <= "Z") or not ("0" <= name[1] <= "9"):
        return None
    col = ord(name[0]) - ord("A") + 1
    row = int(name[1])
    if 1 <= col <= size and 1 <= row <= size:
        return row, col
    return None
