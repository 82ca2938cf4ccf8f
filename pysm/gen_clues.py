"""Clues about a world: which are true, whether one holds in another placement, how to phrase it.

The meanings are not written here: Geometry asks the rules in asp/ (pysm.truth), the one
reading of every clue kind, which cells each cell clue fits and which clues about other
people a placement makes true. The generator only ever puts true clues on cards; the solver
and the prover then judge whether they are enough.

Phrasing: a clue's sentence forms are the renderer's variants (pysm.clues.render_clue).
Each form has a variant key, the same across clues of a kind ("0", "1", ... or, for rows
and columns, which phrase of [rows]/[columns] names the line), so a library of cases can
be checked to use every form. Forms whose posture does not suit the object ("lying on a
stool") are left out where another form exists (postures in generator-<lang>.toml).
"""
from __future__ import annotations

import functools
import re

from pysm import language
from pysm.clues import library_count, render_clue, variant_count
from pysm.gen_board import Cell, World
from pysm.gen_data import GenData
from pysm.model import Case, Clue, Person
from pysm.truth import Truth, key

# How often each kind is drawn, before the number of clues of the kind evens out.
KIND_WEIGHTS = {
    "row": 1.0, "column": 1.0, "room": 1.6, "on": 1.8, "next_to": 1.8, "corner": 1.3,
    "not_row": 0.9, "not_column": 0.9, "not_room": 1.3, "not_on": 1.5, "not_next_to": 1.4,
    "not_corner": 1.2, "with_other": 2.5, "alone": 2.5,
}


class Geometry:
    """What each clue says about a world, as the rules in asp/ read it (pysm.truth): which cells
    each cell clue fits, and which clues about other people a placement makes true."""

    def __init__(self, world: World, rules=None):
        n = self.size = world.size
        self.world = world
        self.present = sorted({o for row in world.objects for cell in row for o in cell})
        self.names = [name for name, _ in world.people]
        self.truth = Truth(world_case(world), rules)
        cell_clues = ([Clue("row", k) for k in range(1, n + 1)] + [Clue("column", k) for k in range(1, n + 1)]
                      + [Clue("room", r.key) for r in world.rooms] + [Clue("corner")]
                      + [Clue(kind, o) for o in self.present for kind in ("on", "next_to")])
        self.fits: dict[str, frozenset[Cell]] = dict(self.truth.cells(cell_clues))
        self._placements: dict[tuple[Cell, ...], set[tuple[str, str]]] = {}
        self._resolved: dict[tuple, tuple[frozenset[Cell], bool]] = {}   # (kind, params) -> _resolve's answer

    def cell_fits(self, clue: Clue, cell: Cell) -> bool:
        """Whether a clue about the speaker's own cell (or its negation) holds on `cell`."""
        fits, negated = self._resolve(clue)
        return (cell in fits) != negated

    def misses(self, clue: Clue, cells) -> int:
        """How many of `cells` the cell clue does not hold on (the cells it rules out)."""
        fits, negated = self._resolve(clue)
        return sum(1 for x in cells if (x in fits) == negated)

    def _resolve(self, clue: Clue) -> tuple[frozenset[Cell], bool]:
        """The cells the clue's positive term fits, and whether the clue is its negation."""
        at = (clue.kind, clue.params)
        found = self._resolved.get(at)
        if found is None:
            if not clue.spec.cell:
                raise ValueError(f"{clue.kind} is not a cell clue")
            k = key(clue)
            if k not in self.fits:
                self.fits.update(self.truth.cells([clue]))
            found = self._resolved[at] = (self.fits[k], clue.negated)
        return found

    def company(self, cells: tuple[Cell, ...] | list[Cell]) -> set[tuple[str, str]]:
        """The (person, term) pairs of the company clues (alone, victim, with_other of each room and
        gender) true when everyone stands on `cells`: one question to the rules per placement."""
        cells = tuple(cells)
        if cells not in self._placements:
            asks = [(name, c) for name in self.names
                    for c in [Clue("alone"), Clue("victim")]
                    + [Clue("with_other", r.key, g) for r in self.world.rooms for g in ("f", "m")]]
            self._placements[cells] = self.truth.holding(dict(zip(self.names, cells)), asks)
        return self._placements[cells]


def world_case(world: World) -> Case:
    """The board and people of a world as a Case without clues (what the rules read)."""
    return Case(id="world", file="<generated>", title="", language=world.lang, size=world.size, rooms=world.rooms,
                grid=world.grid, objects=world.objects,
                people=tuple(Person(name, gender, "") for name, gender in world.people))


def holds(geo: Geometry, clue: Clue, who: int, cells: list[Cell] | tuple[Cell, ...]) -> bool:
    """Whether person `who`'s clue is true when everyone stands on `cells` (the people's order)."""
    if clue.spec.cell:
        return geo.cell_fits(clue, cells[who])
    return ((geo.names[who], key(clue)) in geo.company(cells)) != clue.negated


# Kinds of clue-language-2.md the generator can draw (`pysm generate --kinds`): cell kinds, whose
# truth on a cell the rules give (Geometry.cell_fits).
GENERATOR_KINDS = ("at_wall", "room_has", "same_line_object", "dir_object")


def _new_cell_clues(geo: Geometry, kinds) -> list[Clue]:
    """The positive clues of the chosen kinds of clue-language-2.md about objects on the board."""
    out: list[Clue] = []
    for kind in kinds:
        if kind == "at_wall":
            out.append(Clue.of("at_wall"))
        elif kind == "room_has":
            out += [Clue.of("room_has", o) for o in geo.present]
        elif kind == "same_line_object":
            out += [Clue.of("same_line_object", line, o, "any") for o in geo.present for line in ("row", "column")]
        elif kind == "dir_object":
            out += [Clue.of("dir_object", d, o, "some", "any") for o in geo.present
                    for d in ("north", "south", "east", "west")]
        else:
            raise ValueError(f"the generator cannot draw {kind!r} (it can: {', '.join(GENERATOR_KINDS)})")
    return out


def true_clues(geo: Geometry, who: int, kinds=()) -> list[Clue]:
    """Every clue the person's card could truly say, the victim sentence apart; `kinds` adds
    clues of those kinds of clue-language-2.md (GENERATOR_KINDS), each stated or negated.

    Objects are those on the board; "not on" a solid object is left out (nobody is).
    """
    world = geo.world
    n = world.size
    name, gender = world.people[who]
    cell = world.cells[who]
    out: list[Clue] = []

    def said(kind: str, *args) -> Clue:
        """The clue, or its negation when it is false on the person's cell."""
        clue = Clue(kind, *args)
        return clue if geo.cell_fits(clue, cell) else Clue("not_" + kind, *args)

    for k in range(1, n + 1):
        out.append(said("row", k))
        out.append(said("column", k))
    for room in world.rooms:
        out.append(said("room", room.key))
    for obj in geo.present:
        if geo.cell_fits(Clue("on", obj), cell):
            out.append(Clue("on", obj))
        elif language.object_class(obj) == "occupiable":
            out.append(Clue("not_on", obj))
        out.append(said("next_to", obj))
    out.append(said("corner"))
    true_now = geo.company(world.cells)
    if (name, "alone") in true_now:
        out.append(Clue("alone"))
    with_other = Clue("with_other", world.room_at(cell), gender)
    if (name, key(with_other)) in true_now:
        out.append(with_other)
    extra = _new_cell_clues(geo, kinds)
    geo.fits.update(geo.truth.cells([c for c in extra if key(c) not in geo.fits]))   # one question for all
    for clue in extra:
        out.append(clue if geo.cell_fits(clue, cell) else Clue(clue.negation_kind(), params=clue.params))
    return out


def weights(clues: list[Clue]) -> list[float]:
    """Draw weights: each kind as likely as its KIND_WEIGHTS says, however many clues it has."""
    count: dict[str, int] = {}
    for c in clues:
        count[c.kind] = count.get(c.kind, 0) + 1
    return [KIND_WEIGHTS.get(c.kind, 1.0) / count[c.kind] for c in clues]


# ---- phrasing --------------------------------------------------------------------

def forms(clue: Clue, *, lang: str, gender: str, size: int, rooms: dict[str, str],
          subject: str | None = None) -> list[str]:
    """The distinct sentences the renderer knows for a clue, variant 0 first."""
    out = [render_clue(clue, lang=lang, gender=gender, size=size, rooms=rooms, variant=v, subject=subject)
           for v in range(variant_count(clue.kind, lang))]
    # render_clue wraps around modulo the clue's own number of forms: find that period.
    for period in range(1, len(out) + 1):
        if all(out[v] == out[v % period] for v in range(len(out))):
            return out[:period]
    return out


def _line_tags(kind: str, lang: str, k: int | None, size: int) -> list[str]:
    """For row/column kinds: which phrase of [rows]/[columns] each position option is."""
    table = language.data(lang)["rows" if kind.endswith("row") else "columns"]
    tags = []
    if k is None or k == 1:
        tags += [f"first{j}" for j in range(len(table.get("first", [])))]
    if k is None or k == size:
        tags += [f"last{j}" for j in range(len(table.get("last", [])))]
    tags += [f"nth{j}" for j in range(len(table.get("nth", [])))]
    return tags


def variant_keys(clue: Clue, *, lang: str, size: int, count: int) -> list[str]:
    """A key for each of a clue's `count` forms, comparable across clues of the kind."""
    if clue.base in ("row", "column"):
        templates = len(language.data(lang)["sentences"][clue.kind])
        tags = _line_tags(clue.kind, lang, int(clue.arg), size)
        keys = [f"{t}:{tag}" for t in range(templates) for tag in tags]
        if len(keys) == count:
            return keys
    return [str(i) for i in range(count)]


@functools.cache
def required_keys(kind: str, lang: str) -> frozenset[str]:
    """Every variant key of a kind's [sentences] forms: a library that uses them all uses every form
    (the [varied] forms the generator also writes are not required)."""
    if kind.removeprefix("not_") in ("row", "column"):
        templates = len(language.data(lang)["sentences"][kind])
        return frozenset(f"{t}:{tag}" for t in range(templates) for tag in _line_tags(kind, lang, None, 0))
    return frozenset(str(i) for i in range(library_count(kind, lang)))


def natural(clue: Clue, sentence: str, data: GenData) -> bool:
    """Whether a sentence's posture suits its object ("sitting on a chair", not "lying on a stool")."""
    if clue.base != "on":
        return True
    text = language.normalize(sentence)
    # A phrase matches at the start of a word: "sentad" in "sentada", "in a" in "in an".
    return all(clue.arg in objs for phrase, objs in data.postures
               if re.search(r"(?<![a-z0-9])" + re.escape(phrase), text))


def identify(clue: Clue, sentence: str, *, lang: str, gender: str, size: int, rooms: dict[str, str],
             name: str) -> str | None:
    """The variant key of a sentence as a card writes it (with a pronoun or the person's name)."""
    target = language.normalize(sentence)
    for subject in (None, name):
        fs = forms(clue, lang=lang, gender=gender, size=size, rooms=rooms, subject=subject)
        keys = variant_keys(clue, lang=lang, size=size, count=len(fs))
        for form, key in zip(fs, keys):
            if language.normalize(form) == target:
                return key
    return None
