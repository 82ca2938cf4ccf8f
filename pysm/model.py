"""The values the layers hand each other: a loaded case, its clues, and errors.

Everything here is frozen so that a case read once can be shared by the solver,
the step-by-step prover and the reports without anyone changing it under them.
"""
from __future__ import annotations

from dataclasses import dataclass, field

# Clue kinds whose meaning depends only on the person's own cell.
CELL_KINDS = ("row", "column", "room", "on", "next_to", "corner")
# Kinds that may be negated ("not_row", ...): the negation of a cell kind.
NEGATABLE = CELL_KINDS
ALL_KINDS = (
    CELL_KINDS
    + tuple("not_" + k for k in NEGATABLE)
    + ("with_other", "alone", "victim")
)


@dataclass(frozen=True)
class Clue:
    """One sentence of a card, parsed.

    kind: one of ALL_KINDS.
    arg:  row/column number (int) for row/column kinds, a room key (str) for
          room kinds and with_other, a canonical object id (the English noun,
          e.g. "chair") for on/next_to kinds, None otherwise.
    gender: "f" or "m" for with_other (the gender of the companion), else None.
    text: the sentence as written on the card (for messages and explanations).
    index: 1-based position of the sentence on the card.
    """

    kind: str
    arg: int | str | None = None
    gender: str | None = None
    text: str = ""
    index: int = 1

    @property
    def negated(self) -> bool:
        return self.kind.startswith("not_")

    @property
    def base(self) -> str:
        """The positive kind: "row" for both "row" and "not_row"."""
        return self.kind[4:] if self.negated else self.kind


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


class CaseInvalid(Exception):
    """Raised by the loader with every error found in one file."""

    def __init__(self, errors: list[CaseError]):
        super().__init__("; ".join(str(e) for e in errors))
        self.errors = errors

    def __reduce__(self):   # pickled with its errors (reports cross process boundaries)
        return (CaseInvalid, (self.errors,))


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
