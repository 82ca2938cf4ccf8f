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

import dataclasses
import functools
import random
import re
from collections.abc import Mapping
from typing import Any, Callable, cast

from pysm.authoring.gen_board import Cell, World
from pysm.authoring.gen_data import GenData
from pysm.core.kinds import (
    COMPANY_KINDS,
    KINDS,
    SPEC_1,
    TRAIT_KINDS,
    Kind,
    Offer,
    base_kind,
    draw_weight,
    trait_domain,
)
from pysm.core.model import Case, Clue, Person
from pysm.language import lexicon as language
from pysm.language import traits as trait_data
from pysm.language.cards import library_count, render_clue, variant_count
from pysm.solving.truth import Truth, key


def _domain(kind: Kind, board: Offer) -> list[tuple[Any, ...]]:
    """kind.domain(board): Optional in Kind's type, but every kind of KINDS has one."""
    assert kind.domain is not None
    return kind.domain(board)


class Geometry:
    """What each clue says about a world, as the rules in asp/ read it (pysm.solving.truth): which cells
    each cell clue fits, and which clues about other people a placement makes true."""

    def __init__(self, world: World, rules=None, truth: Truth | None = None):
        """truth: the rules' answers about the world's board and people, when another Geometry of
        the same board has them already (suggest judges several placements on one board); it
        is never shared between threads (clingo controls are not)."""
        self.size = world.size
        self.world = world
        self.present = sorted({o for row in world.objects for cell in row for o in cell})
        self.names = [name for name, _ in world.people]
        self.truth = truth if truth is not None else Truth(world_case(world), rules)
        board = self.offer()
        cell_clues = [
            Clue.of(name, *params)
            for name, kind in KINDS.items()
            if kind.cell and kind.spec == SPEC_1
            for params in _domain(kind, board)
        ]
        self.fits: dict[str, frozenset[Cell]] = dict(self.truth.cells(cell_clues))
        # the company clues every placement is asked about (company())
        self.company_clues = [
            Clue.of(kind, *params) for kind in COMPANY_KINDS for params in _domain(KINDS[kind], board)
        ]
        self._placements: dict[tuple[Cell, ...], set[tuple[str, str]]] = {}
        # truth.question of the asks (company())
        self._question: Callable[[Mapping[str, Cell]], set[tuple[str, str]]] | None = None
        self._keys: dict[Clue, str] = {}
        self._resolved: dict[tuple, tuple[frozenset[Cell], bool]] = {}  # (kind, params) -> _resolve's answer
        self._tests: dict[tuple[bool, Clue], tuple] = {}  # what judge() looks up for a clue
        # Clues about other people (per speaker) and scene clues asked of every placement (ask()).
        self.person_asks: dict[str, list[Clue]] = {}
        self.scene_asks: list[Clue] = []
        self.cell_pool: dict[tuple, list[Clue]] = {}  # new_clues' sample of cell candidates

    def offer(self, who: int | None = None) -> Offer:
        """What the board offers the kinds' parameters (pysm.core.kinds), for person `who`
        (None: for no one in particular)."""
        w, n = self.world, self.size
        return Offer(
            size=n,
            rooms=tuple(r.key for r in w.rooms),
            objects=tuple(self.present),
            standable=tuple(o for o in self.present if _standable(o)),
            placed=tuple((r, c, o) for r in range(1, n + 1) for c in range(1, n + 1) for o in w.objects_at((r, c))),
            windows=bool(w.windows),
            doors=bool(w.doors),
            outdoors=tuple(r.key for r in w.rooms if getattr(r, "outdoors", False)),
            others=() if who is None else tuple(q for q in self.names if q != self.names[who]),
            traits=tuple(sorted({tv for i in range(len(w.people)) for tv in w.traits_of(i) if tv[1] != trait_data.NO})),
        )

    def ask(self, person_asks: dict[str, list[Clue]], scene_asks: list[Clue]) -> None:
        """From now on, every placement is also asked about these clues (their positive terms)."""
        self.person_asks = {p: list(cs) for p, cs in person_asks.items()}
        self.scene_asks = list(scene_asks)
        self._placements.clear()
        self._question = None

    def key(self, clue: Clue) -> str:
        k = self._keys.get(clue)
        if k is None:
            k = self._keys[clue] = key(clue)
        return k

    def cell_fits(self, clue: Clue, cell: Cell) -> bool:
        """Whether a clue about the speaker's own cell (or its negation) holds on `cell`."""
        fits, negated = self._resolve(clue)
        return (cell in fits) != negated

    def fitting(self, clue: Clue, cells) -> frozenset[Cell]:
        """The cells of `cells` a cell clue holds on (one set operation, not a call per cell:
        suggest asks this of every candidate clue on every cell)."""
        fits, negated = self._resolve(clue)
        cells = frozenset(cells)
        return cells - fits if negated else cells & fits

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
        """The (person, term) pairs of the company clues (pysm.core.kinds.COMPANY_KINDS, every
        value the board offers) true when everyone stands on `cells`: one question to the rules
        per placement."""
        cells = tuple(cells)
        if cells not in self._placements:
            if self._question is None:  # the same question of every placement, until ask()
                asks = [(name, c) for name in self.names for c in self.company_clues]
                asks += [(name, c) for name, cs in self.person_asks.items() for c in cs]
                self._question = self.truth.question(asks, scene=self.scene_asks)
            self._placements[cells] = self._question(dict(zip(self.names, cells, strict=False)))
        return self._placements[cells]

    def judge(self, who: int | None, cells) -> "Callable[[Clue], bool]":
        """holds() of person `who`'s clues (None: scene clues) when everyone stands on `cells`,
        for many clues at once: the placement's company answers are looked up once (when a
        clue needs them), and what each clue asks (its cells or its key) once per world, where
        holds() asks both again for every clue (the search judges tens of thousands)."""
        cells = tuple(cells)
        own = None if who is None else cells[who]
        name = "" if who is None else self.names[who]
        tests = self._tests
        company = None

        def true_of(clue: Clue) -> bool:
            nonlocal company
            test = tests.get((who is None, clue))
            if test is None:
                if who is not None and clue.spec.cell:
                    fits, negated = self._resolve(clue)
                    test = (True, fits, negated)
                else:
                    test = (False, self.key(clue), clue.negated)
                tests[(who is None, clue)] = test
            cell, what, negated = test
            if cell:
                return (own in what) != negated
            if company is None:
                company = self.company(cells)
            return ((name, what) in company) != negated

        return true_of


def world_case(world: World) -> Case:
    """The board and people of a world as a Case without clues (what the rules read)."""
    return Case(
        id="world",
        file="<generated>",
        title="",
        language=world.lang,
        size=world.size,
        rooms=world.rooms,
        grid=world.grid,
        objects=world.objects,
        people=tuple(
            Person(name, gender, "", traits=world.traits_of(i)) for i, (name, gender) in enumerate(world.people)
        ),
        windows=world.windows,
        doors=world.doors,
    )


def holds(geo: Geometry, clue: Clue, who: int | None, cells: list[Cell] | tuple[Cell, ...]) -> bool:
    """Whether person `who`'s clue (who None: a scene clue) is true when everyone stands on
    `cells` (the people's order)."""
    return geo.judge(who, cells)(clue)


# The kinds of clue-language-2.md the generator can draw are pysm.core.kinds.GENERATOR_KINDS (card and
# scene kinds). Truth is always the rules' (Geometry.cell_fits for cell kinds, Geometry.company for
# the others): candidates are proposed broadly here, from each kind's domain on the board, and
# kept when the rules say they hold (or, negated, when they say not).
# The most clues of one kind (each polarity) a card may draw from: a sample keeps the pools small.
POOL_CAP = 6
CELL_CAP = 30  # cell candidates of one kind asked about per world (a sample, when more)
MAX_SCENE = 2  # scene sentences a generated case may hold
TRAIT_CAP = 24  # trait variants of one kind asked about per speaker (a sample, when more)
TRAIT_POOL_CAP = 2  # true trait variants of one kind (each polarity) a card may draw from


def _standable(obj: str) -> bool:
    return language.object_class(obj) == "occupiable"


def _candidates(geo: "Geometry", kinds, who: int | None, wanted) -> list[Clue]:
    """Positive clues of the chosen kinds of one class (`wanted` of their Kind) about this board:
    every parameter tuple of each kind's domain, kind by kind (a negation asks its positive term).
    On a board whose people have traits, every kind of TRAIT_KINDS also gives clues about people
    of a trait (trait_domain), chosen or not: a sample of TRAIT_CAP per kind."""
    board = geo.offer(who)
    out: list[Clue] = []
    for name in kinds:
        base = base_kind(name)
        kind = KINDS[base]
        if wanted(kind):
            out += [Clue.of(base, *params) for params in _domain(kind, board)]
    if board.traits:
        w = geo.world
        held = frozenset((g, tv) for i, (_, g) in enumerate(w.people) for tv in w.traits_of(i))
        for base in TRAIT_KINDS:
            if wanted(KINDS[base]):
                out += _trait_sample(geo, base, who, _trait_domain(base, board, held))
    return out


@functools.lru_cache(maxsize=256)
def _trait_domain(base: str, board: Offer, held: frozenset) -> tuple[tuple, ...]:
    """trait_domain without a woman or a man of a trait that no woman (man) has (`held`: the
    people's (gender, (trait, value)) pairs): "a woman with a bald head" says nothing. Once per board
    for the kinds that name no other person (the same for every speaker; count's domain is long)."""
    if "person" not in dict(KINDS[base].params).values() and board.others:
        return _trait_domain(base, dataclasses.replace(board, others=()), held)

    def anyone_has(params: tuple) -> bool:
        return all(
            p[1] not in ("f", "m") or (p[1], p[2:]) in held
            for p in params
            if isinstance(p, tuple) and p[:1] == ("with",)
        )

    return tuple(params for params in trait_domain(base, board) if anyone_has(params))


def _trait_sample(geo: "Geometry", base: str, who: int | None, domain: tuple[tuple, ...]) -> list[Clue]:
    """At most TRAIT_CAP of a kind's trait variants, sampled by a draw of their own (the world's
    people and the kind name it), so that the seed's other draws do not depend on it."""
    if len(domain) > TRAIT_CAP:
        speaker = "" if who is None else geo.names[who]
        draw = random.Random(f"pysm-traits:{base}:{speaker}:{','.join(geo.names)}:{geo.size}")
        domain = tuple(domain[j] for j in sorted(draw.sample(range(len(domain)), TRAIT_CAP)))
    return [Clue.of(base, *params) for params in domain]


def is_trait_clue(clue: Clue) -> bool:
    """Whether the clue names people of a trait ("a man with glasses")."""
    return any(isinstance(p, tuple) and p[:1] == ("with",) for p in clue.params)


def cell_candidates(geo: "Geometry", kinds) -> list[Clue]:
    """Positive clues of the chosen cell kinds of clue-language-2.md about this board."""
    return _candidates(geo, kinds, None, lambda kind: kind.cell)


def person_candidates(geo: "Geometry", who: int, kinds) -> list[Clue]:
    """Positive clues of the chosen kinds about other people and the speaker's room (for
    "not_alone": the term `alone`, to be said negated)."""
    return _candidates(geo, kinds, who, lambda kind: not kind.cell and not kind.scene)


def scene_candidates(geo: "Geometry", kinds) -> list[Clue]:
    """Positive scene clues of the chosen scene kinds (every count the board allows)."""
    return _candidates(geo, kinds, None, lambda kind: kind.scene)


def said(clue: Clue, true: bool) -> Clue:
    """The clue as a card says it: itself when true, else its negation."""
    return clue if true else Clue(clue.negation_kind(), params=clue.params)


def _pool(rng, clues: list[Clue], cap: int | None = POOL_CAP) -> list[Clue]:
    """At most `cap` clues of each kind (kept in their order), sampled with rng when given;
    all of them when cap is None. Clues about people of a trait are a group of their own per
    kind, of at most TRAIT_POOL_CAP: every one is an external of the search's grounding
    (generate.search), and nine kinds of them at `cap` made a world cost ten times as much."""
    if cap is None:
        return clues
    by_kind: dict[tuple[str, bool], list[Clue]] = {}
    for c in clues:
        by_kind.setdefault((c.kind, is_trait_clue(c)), []).append(c)
    keep: set = set()
    for (_kind, trait), group in by_kind.items():
        most = min(cap, TRAIT_POOL_CAP) if trait else cap
        if len(group) > most:
            group = rng.sample(group, most) if rng is not None else group[:most]
        keep.update(group)
    return [c for c in clues if c in keep]


def new_clues(geo: "Geometry", who: int, kinds, rng=None, cap: int | None = POOL_CAP) -> list[Clue]:
    """The clues of the chosen kinds of clue-language-2.md the person could truly say (at most
    `cap` of each kind and polarity; all of them when cap is None)."""
    cells = geo.cell_pool.get(tuple(kinds))
    if cells is None:  # a sample per kind, the same for every person of the world
        by_kind: dict[str, list[Clue]] = {}
        for c in cell_candidates(geo, kinds):
            by_kind.setdefault(c.kind, []).append(c)
        keep = {
            c
            for group in by_kind.values()
            for c in (rng.sample(group, CELL_CAP) if rng is not None and len(group) > CELL_CAP else group)
        }
        cells = geo.cell_pool[tuple(kinds)] = [c for c in cell_candidates(geo, kinds) if c in keep]
    missing = [c for c in cells if geo.key(c) not in geo.fits]
    if missing:  # one question for all, asked once per world
        geo.fits.update(geo.truth.cells(missing))
    name = geo.names[who]
    cell = geo.world.cells[who]
    out = [said(c, geo.cell_fits(c, cell)) for c in cells]
    true_now = geo.company(geo.world.cells)
    for c in geo.person_asks.get(name, ()):
        said_c = said(c, (name, key(c)) in true_now)
        if said_c.negated or said_c.spec.spec != SPEC_1:  # true_clues draws the others itself
            out.append(said_c)
    return _pool(rng, out, cap)


def _cmp_at(clue: Clue) -> int:
    """Where a scene clue's comparison stands among its parameters (its number follows it)."""
    return [name for name, _ in clue.spec.params].index("cmp")


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
        at = _cmp_at(c)
        params = list(c.params)
        params[at], params[at + 1] = cmp, k
        if cmp in ("at_least", "at_most") and k == 0:
            cmp, params[at] = "exactly", "exactly"
        return answer.get(key(Clue.of(c.base, *params)))

    out = []
    for c in geo.scene_asks:
        at = _cmp_at(c)
        cmp, k = c.params[at], c.params[at + 1]
        if answer[geo.key(c)]:
            if cmp == "at_least" and other(c, "at_least", k + 1) is not False:
                continue
            if cmp == "at_most" and other(c, "at_most", k - 1) is not False:
                continue
            out.append(c)
        elif cmp == "exactly" and (other(c, "exactly", k - 1) or other(c, "exactly", k + 1)):
            out.append(said(c, False))
        elif c.base == "every_room" and k <= 2:  # "not every room held at least one": some room did not
            out.append(said(c, False))
    return _pool(rng, out)


def true_clues(geo: Geometry, who: int, kinds=(), rng=None, cap: int | None = POOL_CAP) -> list[Clue]:
    """Every clue the person's card could truly say, the victim sentence apart; `kinds` adds
    clues of those kinds of clue-language-2.md (GENERATOR_KINDS), each stated or negated (at most
    `cap` of each kind and polarity, all of them when cap is None).

    The kinds of clue-language.md are drawn here by their own rules, in an order a seed's case
    depends on: rows and columns by turns, then rooms, then each object (on it, next to it),
    the corner; "not on" a solid object is left out (nobody is); "alone" and "with another"
    only when true, the latter of the speaker's room and gender.
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
    if kinds or world.traits:
        out += new_clues(geo, who, kinds, rng, cap)
    return out


def weights(clues: list[Clue]) -> list[float]:
    """Draw weights: each kind as likely as its weight says (pysm.core.kinds), however many
    clues it has."""
    count: dict[str, int] = {}
    for c in clues:
        count[c.kind] = count.get(c.kind, 0) + 1
    return [draw_weight(c.kind) / count[c.kind] for c in clues]


# ---- phrasing --------------------------------------------------------------------


def forms(
    clue: Clue, *, lang: str, gender: str, size: int, rooms: dict[str, str], subject: str | None = None
) -> list[str]:
    """The distinct sentences the renderer knows for a clue, variant 0 first."""
    out = [
        render_clue(clue, lang=lang, gender=gender, size=size, rooms=rooms, variant=v, subject=subject)
        for v in range(variant_count(clue.kind, lang))
    ]
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
        # a row or column clue has its line number in arg
        tags = _line_tags(clue.kind, lang, int(cast("int | str", clue.arg)), size)
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
    return all(
        clue.arg in objs for phrase, objs in data.postures if re.search(r"(?<![a-z0-9])" + re.escape(phrase), text)
    )


def identify(
    clue: Clue, sentence: str, *, lang: str, gender: str, size: int, rooms: dict[str, str], name: str
) -> str | None:
    """The variant key of a sentence as a card writes it (with a pronoun or the person's name)."""
    target = language.normalize(sentence)
    for subject in (None, name):
        fs = forms(clue, lang=lang, gender=gender, size=size, rooms=rooms, subject=subject)
        keys = variant_keys(clue, lang=lang, size=size, count=len(fs))
        for form, variant in zip(fs, keys, strict=False):
            if language.normalize(form) == target:
                return variant
    return None
