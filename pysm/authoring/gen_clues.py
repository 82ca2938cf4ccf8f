"""Clues about a world: which are true, whether one holds in another placement, how to phrase it.

The meanings are not written here: Geometry asks the rules in asp/ (pysm.solving.truth), the one
reading of every clue kind, which cells each cell clue fits and which clues about other
people a placement makes true. The generator only ever puts true clues on cards; the solver
and the prover then judge whether they are enough.

Phrasing: a clue's sentence forms are the renderer's variants (pysm.language.cards.render_clue).
Each form has a variant key, the same across clues of a kind ("0", "1", ... or, for rows
and columns, which phrase of [rows]/[columns] names the line), so a library of cases can
be checked to use every form. Forms whose posture does not suit the object ("lying on a
stool") are left out where another form exists (postures in generator-<lang>.toml).
"""
from __future__ import annotations

import functools
import re

from pysm.language import lexicon as language
from pysm.language.cards import library_count, render_clue, variant_count
from pysm.authoring.gen_board import Cell, World
from pysm.authoring.gen_data import GenData
from pysm.core.model import CARDINALS, DIRECTIONS, KINDS, Case, Clue, Person
from pysm.solving.truth import Truth, key

# How often each kind is drawn, before the number of clues of the kind evens out.
KIND_WEIGHTS = {
    "row": 1.0, "column": 1.0, "room": 1.6, "on": 1.8, "next_to": 1.8, "corner": 1.3,
    "not_row": 0.9, "not_column": 0.9, "not_room": 1.3, "not_on": 1.5, "not_next_to": 1.4,
    "not_corner": 1.2, "with_other": 2.5, "alone": 2.5,
}


class Geometry:
    """What each clue says about a world, as the rules in asp/ read it (pysm.solving.truth): which cells
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
        self._keys: dict[Clue, str] = {}
        self._resolved: dict[tuple, tuple[frozenset[Cell], bool]] = {}   # (kind, params) -> _resolve's answer
        # Clues about other people (per speaker) and scene clues asked of every placement (ask()).
        self.person_asks: dict[str, list[Clue]] = {}
        self.scene_asks: list[Clue] = []
        self.cell_pool: dict[tuple, list[Clue]] = {}     # new_clues' sample of cell candidates

    def ask(self, person_asks: dict[str, list[Clue]], scene_asks: list[Clue]) -> None:
        """From now on, every placement is also asked about these clues (their positive terms)."""
        self.person_asks = {p: list(cs) for p, cs in person_asks.items()}
        self.scene_asks = list(scene_asks)
        self._placements.clear()

    def key(self, clue: Clue) -> str:
        k = self._keys.get(clue)
        if k is None:
            k = self._keys[clue] = key(clue)
        return k

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
            k = self.key(clue)
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
            asks += [(name, c) for name, cs in self.person_asks.items() for c in cs]
            self._placements[cells] = self.truth.holding(dict(zip(self.names, cells)), asks,
                                                         scene=self.scene_asks)
        return self._placements[cells]


def world_case(world: World) -> Case:
    """The board and people of a world as a Case without clues (what the rules read)."""
    return Case(id="world", file="<generated>", title="", language=world.lang, size=world.size, rooms=world.rooms,
                grid=world.grid, objects=world.objects,
                people=tuple(Person(name, gender, "") for name, gender in world.people),
                windows=world.windows, doors=world.doors)


def holds(geo: Geometry, clue: Clue, who: int | None, cells: list[Cell] | tuple[Cell, ...]) -> bool:
    """Whether person `who`'s clue (who None: a scene clue) is true when everyone stands on
    `cells` (the people's order)."""
    if who is None:
        return (("", geo.key(clue)) in geo.company(cells)) != clue.negated
    if clue.spec.cell:
        return geo.cell_fits(clue, cells[who])
    return ((geo.names[who], geo.key(clue)) in geo.company(cells)) != clue.negated


# Kinds of clue-language-2.md the generator can draw (`pysm generate --kinds`), card and scene kinds;
# "not_alone" is the negation of the old kind `alone`, chosen on its own. Truth is always the rules'
# (Geometry.cell_fits for cell kinds, Geometry.company for the others): candidates are proposed
# broadly here and kept when the rules say they hold (or, negated, when they say not).
GENERATOR_KINDS = tuple(name for name, k in KINDS.items() if k.spec != "clue-language.md") + ("not_alone",)
CARD_GEN_KINDS = tuple(k for k in GENERATOR_KINDS if k == "not_alone" or not KINDS[k].scene)
SCENE_GEN_KINDS = tuple(k for k in GENERATOR_KINDS if k != "not_alone" and KINDS[k].scene)
# The most clues of one kind (each polarity) a card may draw from: a sample keeps the pools small.
POOL_CAP = 6
CELL_CAP = 30            # cell candidates of one kind asked about per world (a sample, when more)
MAX_SCENE = 2            # scene sentences a generated case may hold


def _cardinal_pairs(items):
    items = list(items)
    return [(a, b) for i, a in enumerate(items) for b in items[i + 1:]]


def _positions(geo: "Geometry", heads) -> list[tuple]:
    """Positions of the given heads that the board offers (objects present, windows, doors)."""
    out: list[tuple] = []
    for head in heads:
        if head in ("on", "next_to"):
            out += [(head, o) for o in geo.present if head == "next_to" or _standable(o)]
        elif head == "room":
            out += [("room", r.key) for r in geo.world.rooms]
        elif head == "window":
            out += [("window",)] if geo.world.windows else []
        elif head == "door":
            out += [("door",)] if geo.world.doors else []
        else:
            out.append((head,))
    return out


def _standable(obj: str) -> bool:
    return language.object_class(obj) == "occupiable"


def cell_candidates(geo: "Geometry", kinds) -> list[Clue]:
    """Positive clues of the chosen cell kinds of clue-language-2.md about this board."""
    w, n, objs = geo.world, geo.size, geo.present
    out: list[Clue] = []
    for kind in kinds:
        if kind == "at_wall":
            out.append(Clue.of("at_wall"))
        elif kind == "next_to_window" and w.windows:
            out.append(Clue.of("next_to_window"))
        elif kind == "next_to_door" and w.doors:
            out.append(Clue.of("next_to_door"))
        elif kind == "room_has":
            out += [Clue.of("room_has", o) for o in objs]
        elif kind == "same_line_object":
            out += [Clue.of("same_line_object", line, o, q) for o in objs
                    for line in ("row", "column", "row_or_column") for q in ("any", "same_room", "other_room")]
        elif kind == "dir_object":
            out += [Clue.of("dir_object", d, o, quant, q) for o in objs for d in DIRECTIONS
                    for quant in ("some", "every") for q in ("any", "same_room", "other_room")]
        elif kind == "dir_object_at":
            out += [Clue.of("dir_object_at", d, o, r, c) for r in range(1, n + 1) for c in range(1, n + 1)
                    for o in w.objects_at((r, c)) for d in DIRECTIONS]
        elif kind == "dir_object_adj":
            out += [Clue.of("dir_object_adj", d, o) for o in objs for d in CARDINALS]
        elif kind == "either":
            terms = ([("room", r.key) for r in w.rooms] , [("row", k) for k in range(1, n + 1)],
                     [("column", k) for k in range(1, n + 1)], [("on", o) for o in objs if _standable(o)],
                     [("next_to", o) for o in objs])
            out += [Clue.of("either", a, b) for group in terms for a, b in _cardinal_pairs(group)]
    return out


def person_candidates(geo: "Geometry", who: int, kinds) -> list[Clue]:
    """Positive clues of the chosen kinds about other people and the speaker's room ("not_alone":
    the term `alone`, to be said negated)."""
    n = geo.size
    me = geo.names[who]
    others = [q for q in geo.names if q != me]
    out: list[Clue] = []
    for kind in kinds:
        if kind == "not_alone":
            out.append(Clue("alone"))
        elif kind == "same_room":
            out += [Clue.of("same_room", q) for q in others]
        elif kind == "alone_with":
            out += [Clue.of("alone_with", q) for q in others]
        elif kind == "dir_person":
            out += [Clue.of("dir_person", d, q) for q in others for d in DIRECTIONS]
        elif kind == "offset_person":
            out += [Clue.of("offset_person", d, k, q) for q in others for d in CARDINALS
                    for k in range(1, min(n, 4))]
        elif kind == "dir_gender":
            out += [Clue.of("dir_gender", d, g, quant) for d in DIRECTIONS for g in ("f", "m")
                    for quant in ("some", "every")]
        elif kind == "unique":
            out += [Clue.of("unique", pos) for pos in _positions(geo, ("on", "next_to", "window", "door"))]
        elif kind == "gender_in_room":
            out += [Clue.of("gender_in_room", g, cmp, k) for g in ("f", "m")
                    for cmp, ks in (("at_least", range(1, 4)), ("exactly", range(1, 4))) for k in ks]
        elif kind == "room_size":
            out += [Clue.of("room_size", k) for k in range(1, min(n, 5) + 1)]
        elif kind == "alone_with_gender":
            out += [Clue.of("alone_with_gender", g, k) for g in ("f", "m") for k in range(1, 4)]
        elif kind == "room_person":
            out += [Clue.of("room_person", w, pos) for w in ("anyone", "f", "m")
                    for pos in _positions(geo, ("on", "next_to", "corner", "at_wall", "window", "door"))]
    return out


def scene_candidates(geo: "Geometry", kinds) -> list[Clue]:
    """Positive scene clues of the chosen scene kinds (every count the board allows)."""
    n, rooms = geo.size, len(geo.world.rooms)
    out: list[Clue] = []
    for kind in kinds:
        if kind == "count":
            for pos in _positions(geo, ("on", "next_to", "room", "corner", "at_wall", "window", "door")):
                for who in ("people", "f", "m"):
                    out.append(Clue.of("count", who, "all", 0, pos))
                    out += [Clue.of("count", who, cmp, k, pos) for k in range(0, min(n, 3) + 1)
                            for cmp in ("exactly", "at_least", "at_most") if not (cmp != "exactly" and k == 0)]
        elif kind == "empty_rooms":
            out += [Clue.of("empty_rooms", cmp, k) for k in range(0, min(rooms, 4) + 1)
                    for cmp in ("exactly", "at_least", "at_most") if not (cmp != "exactly" and k == 0)]
        elif kind == "every_room":
            out += [Clue.of("every_room", cmp, k) for k in range(1, 4)
                    for cmp in ("exactly", "at_least", "at_most", "not_exactly")]
    return out


def said(clue: Clue, true: bool) -> Clue:
    """The clue as a card says it: itself when true, else its negation."""
    return clue if true else Clue(clue.negation_kind(), params=clue.params)


def _pool(rng, clues: list[Clue]) -> list[Clue]:
    """At most POOL_CAP clues of each kind (kept in their order), sampled with rng when given."""
    by_kind: dict[str, list[Clue]] = {}
    for c in clues:
        by_kind.setdefault(c.kind, []).append(c)
    keep: set = set()
    for kind, group in by_kind.items():
        if len(group) > POOL_CAP:
            group = rng.sample(group, POOL_CAP) if rng is not None else group[:POOL_CAP]
        keep.update(group)
    return [c for c in clues if c in keep]


def new_clues(geo: "Geometry", who: int, kinds, rng=None) -> list[Clue]:
    """The clues of the chosen kinds of clue-language-2.md the person could truly say (at most
    POOL_CAP of each kind and polarity)."""
    cells = geo.cell_pool.get(tuple(kinds))
    if cells is None:       # a sample per kind, the same for every person of the world
        by_kind: dict[str, list[Clue]] = {}
        for c in cell_candidates(geo, kinds):
            by_kind.setdefault(c.kind, []).append(c)
        keep = {c for group in by_kind.values()
                for c in (rng.sample(group, CELL_CAP) if rng is not None and len(group) > CELL_CAP else group)}
        cells = geo.cell_pool[tuple(kinds)] = [c for c in cell_candidates(geo, kinds) if c in keep]
    missing = [c for c in cells if geo.key(c) not in geo.fits]
    if missing:                                         # one question for all, asked once per world
        geo.fits.update(geo.truth.cells(missing))
    name = geo.names[who]
    cell = geo.world.cells[who]
    out = [said(c, geo.cell_fits(c, cell)) for c in cells]
    true_now = geo.company(geo.world.cells)
    for c in geo.person_asks.get(name, ()):
        said_c = said(c, (name, key(c)) in true_now)
        if said_c.kind != "alone":          # `alone` itself is an old kind, drawn by true_clues
            out.append(said_c)
    return _pool(rng, out)


def scene_clues(geo: "Geometry", rng=None) -> list[Clue]:
    """The scene clues the world makes true (POOL_CAP of each kind and polarity), from the asked ones.

    Only tight ones are kept, judged from the rules' answers alone: "at least k" when "at least k+1"
    is false, "at most k" when "at most k-1" (or "exactly 0") is false, and a false "exactly k"
    (said negated) only beside the true count; every_room's false ones of k 1 or 2, negated."""
    true_now = geo.company(geo.world.cells)
    answer = {geo.key(c): ("", geo.key(c)) in true_now for c in geo.scene_asks}

    def other(c: Clue, cmp: str, k: int) -> bool | None:
        if not 0 <= k <= 9:
            return None
        at = 1 if c.base == "count" else 0
        params = list(c.params)
        params[at], params[at + 1] = cmp, k
        if cmp in ("at_least", "at_most") and k == 0:
            cmp, params[at] = "exactly", "exactly"
        return answer.get(key(Clue.of(c.base, *params)))

    out = []
    for c in geo.scene_asks:
        at = 1 if c.base == "count" else 0
        cmp, k = c.params[at], c.params[at + 1]
        if answer[geo.key(c)]:
            if cmp == "at_least" and other(c, "at_least", k + 1) is not False:
                continue
            if cmp == "at_most" and other(c, "at_most", k - 1) is not False:
                continue
            out.append(c)
        elif cmp == "exactly" and (other(c, "exactly", k - 1) or other(c, "exactly", k + 1)):
            out.append(said(c, False))
        elif c.base == "every_room" and k <= 2:     # "not every room held at least one": some room did not
            out.append(said(c, False))
    return _pool(rng, out)


def true_clues(geo: Geometry, who: int, kinds=(), rng=None) -> list[Clue]:
    """Every clue the person's card could truly say, the victim sentence apart; `kinds` adds
    clues of those kinds of clue-language-2.md (GENERATOR_KINDS), each stated or negated.

    Objects are those on the board; "not on" a solid object is left out (nobody is).
    """
    world = geo.world
    n = world.size
    name, gender = world.people[who]
    cell = world.cells[who]
    out: list[Clue] = []

    def said_cell(kind: str, *args) -> Clue:
        """The clue, or its negation when it is false on the person's cell."""
        clue = Clue(kind, *args)
        return clue if geo.cell_fits(clue, cell) else Clue("not_" + kind, *args)

    for k in range(1, n + 1):
        out.append(said_cell("row", k))
        out.append(said_cell("column", k))
    for room in world.rooms:
        out.append(said_cell("room", room.key))
    for obj in geo.present:
        if geo.cell_fits(Clue("on", obj), cell):
            out.append(Clue("on", obj))
        elif language.object_class(obj) == "occupiable":
            out.append(Clue("not_on", obj))
        out.append(said_cell("next_to", obj))
    out.append(said_cell("corner"))
    true_now = geo.company(world.cells)
    if (name, "alone") in true_now:
        out.append(Clue("alone"))
    with_other = Clue("with_other", world.room_at(cell), gender)
    if (name, key(with_other)) in true_now:
        out.append(with_other)
    if kinds:
        out += new_clues(geo, who, kinds, rng)
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
