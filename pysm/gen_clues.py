"""Clues about a world: which are true, whether one holds in another placement, how to phrase it.

The meanings follow the rules pages exactly as asp/clues.lp states them (next to: an
orthogonal neighbour in the same room; a corner: a wall of the cell's room on a side and
on the top or bottom, the board's edge being a wall; with another man/woman: exactly one
other person of the speaker's gender in that room). The generator only ever puts true
clues on cards; the solver and the prover then judge whether they are enough.

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
from pysm.model import Clue

# How often each kind is drawn, before the number of clues of the kind evens out.
KIND_WEIGHTS = {
    "row": 1.0, "column": 1.0, "room": 1.6, "on": 1.8, "next_to": 1.8, "corner": 1.3,
    "not_row": 0.9, "not_column": 0.9, "not_room": 1.3, "not_on": 1.5, "not_next_to": 1.4,
    "not_corner": 1.2, "with_other": 2.5, "alone": 2.5,
}


class Geometry:
    """What each cell of a world is: its room, objects, objects next to it, corner or not."""

    def __init__(self, world: World):
        n = self.size = world.size
        g = world.grid
        self.world = world
        self.present = sorted({o for row in world.objects for cell in row for o in cell})
        self.corner: set[Cell] = set()
        self.near: dict[Cell, frozenset[str]] = {}
        for r in range(1, n + 1):
            for c in range(1, n + 1):
                room = g[r - 1][c - 1]

                def same(rr, cc):
                    return 1 <= rr <= n and 1 <= cc <= n and g[rr - 1][cc - 1] == room

                side = not same(r, c - 1) or not same(r, c + 1)
                end = not same(r - 1, c) or not same(r + 1, c)
                if side and end:
                    self.corner.add((r, c))
                near = set()
                for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                    if same(rr, cc):
                        near.update(world.objects[rr - 1][cc - 1])
                self.near[(r, c)] = frozenset(near)

    def cell_fits(self, clue: Clue, cell: Cell) -> bool:
        """Whether a clue about the speaker's own cell (or its negation) holds on `cell`."""
        r, c = cell
        base = clue.base
        if base == "row":
            fits = r == clue.arg
        elif base == "column":
            fits = c == clue.arg
        elif base == "room":
            fits = self.world.room_at(cell) == clue.arg
        elif base == "on":
            fits = clue.arg in self.world.objects_at(cell)
        elif base == "next_to":
            fits = clue.arg in self.near[cell]
        elif base == "corner":
            fits = cell in self.corner
        else:
            raise ValueError(f"{clue.kind} is not a cell clue")
        return fits != clue.negated


def holds(geo: Geometry, clue: Clue, who: int, cells: list[Cell] | tuple[Cell, ...]) -> bool:
    """Whether person `who`'s clue is true when everyone stands on `cells` (the people's order)."""
    world = geo.world
    if clue.kind == "victim":
        room = world.room_at(cells[who])
        return sum(world.room_at(x) == room for x in cells) == 2
    if clue.kind == "alone":
        room = world.room_at(cells[who])
        return sum(world.room_at(x) == room for x in cells) == 1
    if clue.kind == "with_other":
        if world.room_at(cells[who]) != clue.arg:
            return False
        return sum(1 for i, x in enumerate(cells) if i != who and world.room_at(x) == clue.arg
                   and world.people[i][1] == clue.gender) == 1
    return geo.cell_fits(clue, cells[who])


def true_clues(geo: Geometry, who: int) -> list[Clue]:
    """Every clue the person's card could truly say, the victim sentence apart.

    Objects are those on the board; "not on" a solid object is left out (nobody is).
    """
    world = geo.world
    n = world.size
    name, gender = world.people[who]
    cell = world.cells[who]
    out: list[Clue] = []
    for k in range(1, n + 1):
        out.append(Clue("row" if k == cell[0] else "not_row", k))
        out.append(Clue("column" if k == cell[1] else "not_column", k))
    for room in world.rooms:
        out.append(Clue("room" if world.room_at(cell) == room.key else "not_room", room.key))
    for obj in geo.present:
        if obj in world.objects_at(cell):
            out.append(Clue("on", obj))
        elif language.object_class(obj) == "occupiable":
            out.append(Clue("not_on", obj))
        out.append(Clue("next_to" if obj in geo.near[cell] else "not_next_to", obj))
    out.append(Clue("corner" if cell in geo.corner else "not_corner"))
    room = world.room_at(cell)
    company = [i for i, x in enumerate(world.cells) if i != who and world.room_at(x) == room]
    if not company:
        out.append(Clue("alone"))
    if sum(world.people[i][1] == gender for i in company) == 1:
        out.append(Clue("with_other", room, gender))
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
