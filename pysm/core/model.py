"""The values the layers hand each other: a loaded case, its clues, and errors.

Everything here is frozen so that a case read once can be shared by the solver,
the step-by-step prover and the reports without anyone changing it under them.

Clue kinds are data: pysm.core.kinds holds the table (`KINDS`) and the lists derived from it,
re-exported here for the modules that read them with the model. `Clue.check` validates a clue
against the table; see pysm.core.kinds for how to write a clue of each kind, and
pysm/lang/README.md for its sentences.

    Clue("row", 3)                                 # clue-language.md kinds: arg / gender, positionally
    Clue.of(kind, *params)                         # any kind: its parameters in table order
    clue.params      -> (3,)                       # every kind, positional ones too
    clue.base -> the positive kind;  clue.negated -> whether it is a negation
    clue.text, clue.index                          # the sentence as written, 1-based place on its card
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from pysm.core.errors import CaseInvalid  # noqa: F401 - the error that carries the CaseErrors below
from pysm.core.kinds import (
    ALL_CELL_KINDS,
    ALL_KINDS,
    CARD_KINDS,
    CARDINALS,
    CELL_KINDS,
    COMPANY_KINDS,
    CONSTANTS,
    DIRECTIONS,
    GENERATOR_KINDS,
    KINDS,
    NEGATABLE,
    NEGATIONS,
    NEW_KINDS,
    PARAM_TYPES,
    POSITION_HEADS,
    POSITIONS,
    SCENE_KINDS,
    STRINGS,
    SUGGEST_KINDS,
    Kind,
    base_kind,
    check_value,
    is_negated,
)

__all__ = [
    "ALL_CELL_KINDS",
    "ALL_KINDS",
    "CARD_KINDS",
    "CARDINALS",
    "CELL_KINDS",
    "COMPANY_KINDS",
    "CONSTANTS",
    "DIRECTIONS",
    "GENERATOR_KINDS",
    "KINDS",
    "NEGATABLE",
    "NEGATIONS",
    "NEW_KINDS",
    "PARAM_TYPES",
    "POSITION_HEADS",
    "POSITIONS",
    "SCENE_KINDS",
    "STRINGS",
    "SUGGEST_KINDS",
    "Kind",
    "base_kind",
    "is_negated",
    "SIDES",
    "Room",
    "Person",
    "Clue",
    "Case",
    "CaseError",
    "CaseInvalid",
    "cell_name",
    "parse_cell",
    "VOID",
    "PUBLISHED_SIZES",
    "Whole",
    "ObjectType",
]


@dataclass(frozen=True)
class Clue:
    """One sentence of a card (or of the scene), parsed.

    kind: a key of KINDS or the negation of one (CARD_KINDS, SCENE_KINDS).
    arg:  for the kinds with positional arguments (Kind.positional): the row/column number (int),
          the room key (str), the canonical object id (the English noun, e.g. "chair"); None
          otherwise.
    gender: the second positional argument (the companion's gender, "f" or "m"), else None.
    text: the sentence as written on the card (for messages and explanations).
    index: 1-based position of the sentence on the card (in the scene, among the scene's sentences).
          A sentence that joins clauses ("She was in the Hall and not beside a table") gives one clue
          per clause, each with the sentence's number and its whole text: index and text name the
          sentence, not the clause (pysm.language.joined). The clause's own identity, the one the
          rules and the proof know it by, is its place among the card's clues (Person.clauses).
    params: the parameters of the kind in the order of KINDS[base].params (filled in from arg /
          gender for the positional kinds). Room keys, object ids and person names are strings (a
          person as named in the case); positions are tuples ("on", "chair"), ("row", 3), ("window",).
    """

    kind: str
    arg: int | str | None = None
    gender: str | None = None
    text: str = ""
    index: int = 1
    params: tuple[Any, ...] = ()

    def __post_init__(self) -> None:
        spec = KINDS.get(base_kind(self.kind))
        n = spec.positional if spec is not None else 0
        if not n:
            return
        if self.params:  # Clue.of(kind, 3): arg / gender from the parameters
            object.__setattr__(self, "arg", self.params[0])
            object.__setattr__(self, "gender", self.params[1] if n == 2 else None)
        else:
            object.__setattr__(self, "params", (self.arg, self.gender)[:n])

    @classmethod
    def of(cls, kind: str, *params: Any, text: str = "", index: int = 1) -> "Clue":
        """A clue of any kind from its parameters in table order: Clue.of(kind, *params)."""
        return cls(kind, text=text, index=index, params=tuple(params))

    @property
    def negated(self) -> bool:
        return is_negated(self.kind)

    @property
    def base(self) -> str:
        """The positive kind: "row" for both "row" and "not_row"."""
        return base_kind(self.kind)

    @property
    def spec(self) -> Kind:
        """The kind's row of KINDS (KeyError for an unknown kind)."""
        return KINDS[self.base]

    def negation_kind(self) -> str:
        """The kind of this clue's negation (the positive kind for a negation)."""
        return self.base if self.negated else self.spec.negation

    def check(self) -> None:
        """ValueError unless the kind is known and every parameter has its type (KINDS)."""
        if self.base not in KINDS:
            raise ValueError(f"unknown clue kind {self.kind!r}")
        kind = KINDS[self.base]
        if len(self.params) != len(kind.params):
            raise ValueError(f"{self.kind}: {len(self.params)} parameters given, {len(kind.params)} expected")
        for (name, ptype), value in zip(kind.params, self.params, strict=False):
            check_value(ptype, value, f"{self.kind} {name}")

    def named(self, name: str) -> Any:
        """The parameter called name (KINDS), e.g. clue.named("person")."""
        names = [n for n, _ in self.spec.params]
        return self.params[names.index(name)]


# Sides of a cell for windows and doors ("B2 E"): the letter of the file, lower case, is the ASP constant.
SIDES = ("n", "e", "s", "w")


# The room key of a cell that belongs to no room (case-format-3.md): nobody stands there, no
# clue counts it as any room's, and the pictures draw it as outside the building.
VOID = "."

# The board sizes of the rule pages; a case outside them says so in its file (case-format-3.md).
PUBLISHED_SIZES = range(4, 10)
# Step families beyond the rule pages' deductions that a case may accept (case-format-3.md,
# `step_families`); a case that names none is proved with the rule pages' families alone.
OPTIONAL_FAMILIES = (
    "crossing",
    "lone-cell",
    "suspect-rooms",
    "whole-line",
    "room-capacity",
    "count-lines",
    "support-line",
    "companion",
    "murder-pair",
    "headcount",
    "pigeonhole",
    "place-mates",
    "company-rooms",
)


@dataclass(frozen=True)
class Room:
    key: str
    name: str
    floor: str
    outdoors: bool = False  # "inside" and "outside" clues read it


@dataclass(frozen=True)
class Person:
    name: str
    gender: str  # "f" | "m"
    card: str
    clues: tuple[Clue, ...] = ()
    # (trait, value) pairs sorted by trait, e.g. (("glasses", "yes"), ("hair", "red")); a flag
    # trait (glasses, beard, bald) that some person of the case has reads "no" for those without it
    traits: tuple[tuple[str, str], ...] = ()

    @property
    def is_victim(self) -> bool:
        return any(c.kind == "victim" for c in self.clues)

    def clauses(self) -> tuple[tuple[int, Clue], ...]:
        """Each clue with its identity on the card: its 1-based place among the card's clues.

        Every clause is a clue of its own, so "A and B." is to the rules exactly "A. B.": the
        identity counts clauses, not sentences (for a card of one clause a sentence it is the
        sentence's number). The facts number clues by it and the proof's steps name it."""
        return tuple(enumerate(self.clues, 1))

    def clause_ident(self, sentence: int, part: int) -> int | None:
        """The identity of the clause (sentence, part) names (clause_ref's inverse); None if none."""
        same = [i for i, c in self.clauses() if c.index == sentence]
        k = part - 1 if part else 0
        return same[k] if 0 <= k < len(same) else None

    def clause_ref(self, ident: int) -> tuple[int, int]:
        """(sentence, part) of the clue of that identity: the sentence as the author numbered it,
        and its clause's 1-based place in a sentence of several clauses (0: the sentence is one
        clause). (ident, 0) for an identity the card does not have."""
        if not 1 <= ident <= len(self.clues):
            return ident, 0
        index = self.clues[ident - 1].index
        same = [i for i, c in self.clauses() if c.index == index]
        return index, (same.index(ident) + 1 if len(same) > 1 else 0)

    def trait(self, name: str) -> str | None:
        return dict(self.traits).get(name)


@dataclass(frozen=True)
class Whole:
    """One object spread over several cells (a bed, a car), declared as such by the case: "beside a
    bed" never means beside its own other half, and "the same bed" names it as one."""

    key: str  # the [object] key of its cells, which no other object shares
    object: str  # its object id
    cells: tuple[tuple[int, int], ...]  # (row, column), sorted


@dataclass(frozen=True)
class ObjectType:
    """An object type the case declares itself, beside the lexicon's (pysm/lang/objects.toml)."""

    id: str  # its id, as clues and facts name it
    solid: bool  # whether it blocks its cell
    words: tuple[tuple[str, str, str, str], ...] = ()  # (language, singular, plural, article class)


@dataclass(frozen=True)
class Case:
    """A valid case. Rows and columns are 1-based in the cell helpers."""

    id: str  # file name without extension
    file: str  # as given on the command line ("-" for stdin)
    title: str
    language: str  # es | nl | en
    size: int
    rooms: tuple[Room, ...]  # sorted by key
    grid: tuple[tuple[str, ...], ...]  # grid[r][c] -> room key (0-based)
    objects: tuple[tuple[tuple[str, ...], ...], ...]  # objects[r][c] -> object ids (0-based)
    people: tuple[Person, ...]  # in file order
    solution: tuple[tuple[str, str], ...] | None = None  # (person, cell name) pairs
    murderer: str | None = None  # the [solution]'s murderer, if given
    # case-format-2.md (all empty for a case without them)
    scene: tuple[Clue, ...] = ()  # the scene's sentences, parsed (index 1, 2, ... over the whole scene)
    scene_text: tuple[str, ...] = ()  # the scene field's strings as written
    windows: tuple[tuple[int, int, str], ...] = ()  # (row, column, side), side in SIDES, file order
    doors: tuple[tuple[int, int, str], ...] = ()
    # case-format-3.md (all empty for a case without them)
    wholes: tuple[Whole, ...] = ()  # objects over several cells, by key
    object_types: tuple[ObjectType, ...] = ()  # types the case declares, by id
    # cells whose blocking the case states against its objects' types: (row, column, blocked)
    blocking: tuple[tuple[int, int, bool], ...] = ()
    author: str = ""  # who wrote the case, for credits
    step_families: tuple[str, ...] = ()  # OPTIONAL_FAMILIES the case accepts in its proof

    def room(self, key: str) -> Room:
        return next(r for r in self.rooms if r.key == key)

    def room_at(self, row: int, col: int) -> str:
        return self.grid[row - 1][col - 1]

    def objects_at(self, row: int, col: int) -> tuple[str, ...]:
        return self.objects[row - 1][col - 1]

    def is_void(self, row: int, col: int) -> bool:
        """Whether the cell belongs to no room (case-format-3.md)."""
        return self.grid[row - 1][col - 1] == VOID

    @property
    def outside_published_sizes(self) -> bool:
        return self.size not in PUBLISHED_SIZES

    def whole_at(self, row: int, col: int, obj: str) -> Whole | None:
        """The declared whole object of kind obj that covers the cell, if any."""
        return next((w for w in self.wholes if w.object == obj and (row, col) in w.cells), None)


@dataclass(frozen=True)
class CaseError:
    """One mistake in a case file, with where it is."""

    file: str
    message: str
    field: str | None = None
    line: int | None = None  # line in the file, where known
    person: str | None = None
    cell: str | None = None

    def as_dict(self) -> dict[str, str | int]:
        d: dict[str, str | int] = {"message": self.message}
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


@lru_cache(maxsize=4096)
def cell_name(row: int, col: int) -> str:
    """(1,1) -> "A1": column letter, then row number (written once per pair: proofs name
    the same cells in every step)."""
    return f"{chr(ord('A') + col - 1)}{row}"


def parse_cell(name: str, size: int) -> tuple[int, int] | None:
    """ "B3" -> (3, 2), "L12" -> (12, 12); None when it is not a cell of a size×size board."""
    name = name.strip().upper()
    # ASCII only: "B¹" and "B١" are not cells (str.isdigit would accept both); two digits only for
    # a board past 9 rows, and no leading zero ("A01" is not a cell)
    digits = name[1:]
    if (
        len(name) not in (2, 3)
        or not ("A" <= name[0] <= "Z")
        or not all("0" <= d <= "9" for d in digits)
        or digits[0] == "0"
        or (len(digits) == 2 and size < 10)
    ):
        return None
    col = ord(name[0]) - ord("A") + 1
    row = int(digits)
    if 1 <= col <= size and 1 <= row <= size:
        return row, col
    return None
