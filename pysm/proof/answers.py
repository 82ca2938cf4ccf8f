"""Reading the step program's answer sets: each shown atom's text, once per process, and what
the steps it shows remove, keep, place and cite (pysm.proof.prove applies them round by round).

clingo's public API is the reference: a symbol is turned into text by `str(symbol)`, and the
text is read by pysm.core.terms. What this module adds is speed only, each measured (docs/
performance.md): a symbol's text is kept by its handle (`symbol_key`), and the shapes of atom the
step files show most are read by regular expressions before the general reader.
"""

from __future__ import annotations

import operator
import re
from collections import defaultdict
from functools import lru_cache
from typing import AbstractSet, Any, cast

import clingo

from pysm.core.caches import Bounded
from pysm.core.errors import TermError
from pysm.core.terms import Fun, read_term, split_atom, term_order
from pysm.solving.solver import RulesError

Cell = tuple[int, int]
Key = tuple[str, str]  # (family, the step key as clingo writes it)
STATIC_HEADS = ("excludes", "confined")  # steps stated once (see apply_static)


@lru_cache(maxsize=65536)
def term(text: str):
    """A term's text as Python (pysm.core.terms.read_term); text that is none is the rules' error."""
    try:
        return read_term(text)
    except TermError as exc:
        raise RulesError(str(exc)) from None


# What the texts read back are kept by. clingo stores each symbol once for the whole process,
# and a Symbol object holds that copy's handle (`_rep`, an integer), so equal symbols have equal
# handles: looking one up is a dict lookup on an int, where the Symbol itself as key costs two
# calls into clingo (hash, then equality), every atom of every round. A clingo whose
# Symbol has no such handle is keyed by the Symbol.
def _handles_work() -> bool:
    def made():
        return clingo.Function("f", [clingo.String("a"), clingo.Number(1)])

    return isinstance(getattr(made(), "_rep", None), int) and made()._rep == made()._rep


symbol_key = operator.attrgetter("_rep") if _handles_work() else (lambda symbol: symbol)

# Symbol key (symbol_key) -> the symbol's text, for the whole process: clingo 5 never frees a
# symbol, so a handle names the same symbol for as long as the process lives. An atom shown
# again, in a later round or a later proof (the free cells and the families are the same in
# every case of a size), is not turned into text again: that costs three calls into clingo.
# Emptied when full (a generator proves thousands of cases); a dict's get, set and clear
# each hold the interpreter lock, so threads at worst read a text again.
TEXT_CAP = 65536
_TEXTS: Bounded[object, str] = Bounded(TEXT_CAP)


def shown_texts(model: clingo.Model) -> list[str]:
    """The texts of a model's shown atoms (symbol_text, inlined: this loop sees every shown
    atom of every round)."""
    texts = []
    known = _TEXTS
    for symbol in model.symbols(shown=True):
        key = symbol_key(symbol)
        text = known.get(key)
        texts.append(known.keep(key, str(symbol)) if text is None else text)
    return texts


def symbol_text(symbol: clingo.Symbol) -> str:
    """str(symbol), read once per process (see _TEXTS)."""
    key = symbol_key(symbol)
    text = _TEXTS.get(key)
    return _TEXTS.keep(key, str(symbol)) if text is None else text


# A shown atom's name and its first argument, a string (the step family).
_HEAD = re.compile(r'(\w+)\("((?:[^"\\]|\\.)*)"')

# Fast readings of the shown step atoms (no backslash: no string holds a quote), as (family, key
# text, the remaining arguments' texts); anything else goes through split_atom (_walk). The key
# (.*) is greedy, so each reading ends in arguments of a shape no later comma of the text can
# start again: a string, a number, or an area (a name with one number, string or constant, or
# outside of one such and a string); so it splits the text where split_atom does (the tests
# compare both on every step atom of several cases).
_STRING = r'"[^"\\]*"'
_PLAIN = rf"[a-z_]\w*\((?:-?\d+|{_STRING}|[a-z_]\w*)\)"
_AREA = rf"{_PLAIN}|outside\({_PLAIN},{_STRING}\)"
_FAST = {
    "removes": re.compile(rf'removes\("([^"\\]*)",(.*),({_STRING}),(-?\d+),(-?\d+)\)$'),
    "excludes": re.compile(rf'excludes\("([^"\\]*)",(.*),({_STRING}),(-?\d+),(-?\d+)\)$'),
    "confines": re.compile(rf'confines\("([^"\\]*)",(.*),({_STRING}),(-?\d+),(-?\d+)\)$'),
    "confined": re.compile(rf'confined\("([^"\\]*)",(.*),({_STRING})\)$'),
    "about": re.compile(rf'about\("([^"\\]*)",(.*),({_STRING})\)$'),
    "uses": re.compile(rf'uses\("([^"\\]*)",(.*),({_STRING}),(-?\d+)\)$'),
    "rests_on": re.compile(rf'rests_on\("([^"\\]*)",(.*),({_STRING}),(-?\d+)\)$'),
    "places": re.compile(rf'places\("([^"\\]*)",(.*),({_STRING})\)$'),
    "leaves": re.compile(rf'leaves\("([^"\\]*)",(.*),({_STRING}),({_AREA})\)$'),
    "keeps": re.compile(rf'keeps\("([^"\\]*)",(.*),({_STRING}),({_AREA})\)$'),
    "fills": re.compile(rf'fills\("([^"\\]*)",(.*),({_AREA})\)$'),
    "concerns": re.compile(rf'concerns\("([^"\\]*)",(.*),({_PLAIN})\)$'),
}


@lru_cache(maxsize=65536)
def _read(name: str, text: str) -> tuple[str, str, tuple[str, ...]]:
    """A step atom as (family, key text, texts of the other arguments); most atoms come back
    in several rounds, so each text is read once."""
    fast = _FAST.get(name)
    match = fast.match(text) if fast is not None and "\\" not in text else None
    if match is not None:
        family, key, *rest = match.groups()
        return family, key, tuple(rest)
    return _walk(text)


def _walk(text: str) -> tuple[str, str, tuple[str, ...]]:
    """_read by split_atom, which walks the text's arguments: for what no fast reading fits."""
    _, args = split_atom(text)
    if len(args) < 2:
        raise RulesError(f"cannot read the step atom {text}")
    return term(args[0]), args[1], tuple(args[2:])


@lru_cache(maxsize=65536)
def key_order(text: str) -> tuple:
    """A step key's sort key (term_order of the key read), once per text."""
    return term_order(term(text))


@lru_cache(maxsize=65536)
def _atom(name: str, text: str) -> tuple[str, Any, Any]:
    """A step atom read for Shown.steps, once per text: (key text, then by name: the person
    and the cell (removes, excludes, confines); the person and the area term (leaves, keeps);
    the area term (fills); (person, sentence) (uses); the person or term (confined, places,
    about, concerns); else nothing). Most atoms come back in several rounds."""
    _, key, rest = _read(name, text)
    if name in ("removes", "excludes", "confines"):
        return key, term(rest[0]), (int(rest[1]), int(rest[2]))
    if name in ("leaves", "keeps"):
        return key, term(rest[0]), term(rest[1])
    if name in ("confined", "places", "about", "concerns", "fills"):
        return key, term(rest[0]), None
    if name in ("uses", "rests_on"):
        return key, (term(rest[0]), int(rest[1])), None
    return key, None, None


@lru_cache(maxsize=65536)
def _head(text: str) -> tuple[str, str] | None:
    """A shown atom's name and family as written (_HEAD), or None; read once per text."""
    match = _HEAD.match(text)
    return None if match is None else cast("tuple[str, str]", match.groups())


class Shown:
    """One answer set of the step program, read as far as needed: the atoms of a family are
    read in full only when the round looks at that family."""

    __slots__ = ("texts", "board", "families", "by_family")

    def __init__(self, texts: list[str], room_of: dict[Cell, object], board: Board | None = None):
        """board: the case's areas (Board); without it, each call of `steps` makes one over the
        candidates' cells."""
        self.texts = texts
        self.board = board if board is not None else Board(None, room_of)
        self.families: dict[str, tuple[int, int]] = {}  # family -> (level, rank)
        self.by_family: dict[str, list[tuple[str, str]]] = defaultdict(list)
        raw: dict[str, list[tuple[str, str]]] = defaultdict(list)
        for text in self.texts:
            head = _head(text)
            if head is None:
                continue
            name, family = head
            if name == "family":
                family, level, rank = term(text).args
                self.families[family] = (level, rank)
            else:
                raw[family].append((name, text))
        for family, atoms in raw.items():  # family names as written, unescaped once each
            self.by_family[term(f'"{family}"')] = atoms

    def static(self) -> list[str]:
        """The families that state steps once (excludes/5), by rank."""
        return [f for f in self.ranked() if any(name in STATIC_HEADS for name, _ in self.by_family[f])]

    def level(self, family: str) -> int:
        return self.families.get(family, (99, 99))[0]

    def ranked(self) -> list[str]:
        """The families with atoms in this answer set, easiest first: by level, then rank."""
        return sorted(self.by_family, key=lambda f: (*self.families.get(f, (99, 99)), f))

    def steps(self, family: str, cands: dict[str, set[Cell]]) -> dict[Key, Draft]:
        """Every step of the family: the cells it would remove now, whom it places, what it is about."""
        drafts: dict[Key, Draft] = defaultdict(Draft)
        board = self.board if self.board.cells is not None else Board(set().union(*cands.values()), self.board.room_of)
        for name, text in self.by_family.get(family, ()):
            key, first, second = _atom(name, text)
            draft = drafts[(family, key)]
            if name in ("removes", "excludes"):
                if second in cands.get(first, ()):
                    draft.remove(first, {second})
            elif name == "confined":
                draft.allowed.setdefault(first, set())
            elif name == "confines":
                draft.allowed.setdefault(first, set()).add(second)
            elif name in ("leaves", "keeps"):
                cells = cands.get(first, NO_CELLS)
                draft.remove(first, cells - board.area(second) if name == "keeps" else cells & board.area(second))
            elif name == "fills":
                draft.fills.append(board.area(first))
            elif name == "places":
                left = cands.get(first, ())
                if len(left) == 1:
                    draft.places = (first, next(iter(left)))
            elif name == "about":
                draft.about.add(first)
            elif name == "uses":
                draft.uses.append(first)
            elif name == "rests_on":
                draft.rests.append(first)
            elif name == "concerns":
                draft.concerns.append(first)
        for draft in drafts.values():
            for person, allowed in draft.allowed.items():
                draft.remove(person, cands.get(person, NO_CELLS) - allowed)
            for inside in draft.fills:
                for person, cells in cands.items():
                    if person not in draft.about:
                        draft.remove(person, cells & inside)
        return drafts


NO_CELLS: frozenset[Cell] = frozenset()


class Board:
    """The cells of each area a step names, as sets of the free cells, made once per case (a
    round intersects them with a person's cells, where testing each cell against the area
    took a call a cell): row(R), column(C), room(X), or outside(A,X), those of area A not in
    room X. `cells` None: the areas are made when asked (Shown.steps gives the cells)."""

    __slots__ = ("cells", "room_of", "areas", "lines")

    def __init__(self, cells, room_of: dict[Cell, object]):
        self.cells = None if cells is None else frozenset(cells)
        self.room_of = room_of
        self.areas: dict[object, frozenset[Cell]] = {}
        self.lines: dict[tuple[str, object], set[Cell]] | None = None  # (row|column|room, value) -> cells

    def area(self, area) -> frozenset[Cell]:
        found = self.areas.get(area)
        if found is None:
            found = self.areas[area] = self._cells(area)
        return found

    def _cells(self, area) -> frozenset[Cell]:
        if isinstance(area, Fun) and area.name == "outside" and len(area.args) == 2:
            inner = self.area(area.args[0])
            return inner.difference(self._line("room", area.args[1]))
        if isinstance(area, Fun) and len(area.args) == 1 and area.name in ("row", "column", "room"):
            return frozenset(self._line(area.name, area.args[0]))
        raise RulesError(f"unknown area {area} in a step rule (row(R), column(C), room(X) or outside(A,X))")

    def _line(self, kind: str, value) -> AbstractSet[Cell]:
        """The cells of a row, a column or a room: the cells sorted into all three in one pass,
        the first time an area is asked for."""
        if self.lines is None:
            self.lines = {}
            room_of = self.room_of
            assert self.cells is not None  # a board without cells makes no areas (see the class docstring)
            for cell in self.cells:
                self.lines.setdefault(("row", cell[0]), set()).add(cell)
                self.lines.setdefault(("column", cell[1]), set()).add(cell)
                room = room_of.get(cell)
                if room is not None:
                    self.lines.setdefault(("room", room), set()).add(cell)
        return self.lines.get((kind, value), NO_CELLS)


class Draft:
    """One step as the program derived it, before the prover applies it."""

    __slots__ = ("removes", "fills", "allowed", "places", "about", "uses", "rests", "concerns")

    def __init__(self) -> None:
        # person -> the cells removed, a set per person: a round intersects and subtracts whole
        # sets, where a set of (person, cell) pairs took a Python step a cell
        self.removes: dict[str, set[Cell]] = {}
        self.fills: list = []  # area tests: everyone not about the step leaves
        self.allowed: dict[str, set[Cell]] = {}  # confined person -> the cells kept
        self.places: tuple[str, Cell] | None = None
        self.about: set[str] = set()
        self.uses: list[tuple[str, int]] = []
        self.rests: list[tuple[str, int]] = []  # clauses the family's rule reads, not quoted
        self.concerns: list = []

    def remove(self, person: str, cells: AbstractSet[Cell]) -> None:
        """Add cells the step removes from the person's: a set of its own, which the draft may
        keep (the result of a set operation, never a person's candidates themselves)."""
        if cells:
            found = self.removes.get(person)
            if found is None:
                self.removes[person] = cells if type(cells) is set else set(cells)
            else:
                found |= cells

    def pairs(self) -> list[tuple[str, Cell]]:
        """The cells removed as (person, cell) pairs, by person then cell (for the tests)."""
        return [(p, cell) for p in sorted(self.removes) for cell in sorted(self.removes[p])]
