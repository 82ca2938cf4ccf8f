"""Every clue kind in one place: its parameters, what the generator and suggest draw for it,
and the step families that read it.

A kind's meaning is written once, in the .lp file of asp/ that defines its term (cell_has/3
for a cell kind, holds/2 for a kind about other people, scene_holds/1 for a scene kind); its
sentences live in the language data (pysm/lang/). Everything else that needs to know the
kinds reads this table: the facts writer builds a clue's term from `params`, the loader and
`Clue.check` validate against it, the generator and suggest draw from `domain` with the
weights here, the command line offers its lists, and the prover leaves out a step file whose
families (`% Needs:` in asp/steps/) no clue of the case concerns. Adding a kind means a row
here, its meaning in one .lp file, its steps in a family file, its words in the language data;
tests/test_kind_completeness.py lists what a kind still lacks.

Parameters are (name, type) pairs in the order of the kind's ASP term; a type is one of
PARAM_TYPES. A clue of any kind (pysm.core.model.Clue):

    Clue.of("dir_person", "north", "Bruno")        # its parameters in table order
    Clue.of("not_dir_person", "north", "Bruno")    # negation: not_<kind> (neither for either)
    Clue.of("unique", ("on", "carpet"))            # positions are tuples: ("on", O), ("window",)
    Clue.of("either", ("room", "K"), ("room", "H"))
    Clue.of("dir_object_at", "north", "plant", 3, 4)   # row 3, column 4 (C3)

The kinds of clue-language-3.md (docs/clue-language-3.md), with their parameters:

    Clue.of("room_adjoins", "K")             # in a room sharing a side with room K (never K itself)
    Clue.of("adjoining_rooms", "Bruno")      # the speaker's and Bruno's rooms differ and share a side
    Clue.of("empty_adjoining")               # some room sharing a side with the speaker's is empty
    Clue.of("offset_object", "north", 2, "fountain")   # exactly 2 rows north of some fountain
    Clue.of("offset_who", "south", 1, "f")   # exactly 1 row south of some other woman (who_room)
    Clue.of("offset_at", "north", 2, "anyone", ("on", "chair"))   # 2 rows north of someone on a chair
    Clue.of("beside_same", "table", "Bruno") # beside the same table as Bruno (one object: a whole
                                             # of case-format-3 counts once, else one per cell)
    Clue.of("beside_same_who", "table", "m", "any")    # beside the same table as some other man
                                             # (who_room: anyone, f, m, or people of a trait)
    Clue.of("beside_same_who", "table", "anyone", "north")   # ... as someone else, north of her
    Clue.of("outdoors")                      # in a room outdoors; its negation: inside
    Clue.of("same_area", "Bruno")            # both inside or both outside; its negation "neither
                                             # both inside nor both outside"
    Clue.of("offset_at", "south", 2, "suspect", ("next_to", "table"))   # ... of a suspect (not the victim)
    Clue.of("offset_object_room", "west", 1, "carpet", "same_room")   # 1 column west of a carpet in her room
    Clue.of("room_mate_at", "Grant", ("on", "carpet"))   # Grant was on a carpet in her room
    Clue.of("alone_with_and", "Joaquin", "f", "east")   # alone with Joaquin and a woman east of her

A parameter of a gender or of who (dir_gender, gender_in_room, alone_with_gender, room_person,
count, offset_who) may also name people that carry a trait (TRAIT_BASES):

    Clue.of("dir_gender", "north", ("with", "anyone", "bald", "yes"), "every")  # of every bald person
    Clue.of("offset_who", "north", 2, ("with", "f", "glasses", "yes"))  # 2 rows north of a woman with glasses
    Clue.of("count", ("with", "people", "hair", "red"), "exactly", 1, ("on", "chair"))
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from itertools import combinations
from typing import Any, Callable, TypeVar

# ---- parameter types ------------------------------------------------------------------

# Constant parameter types: the ASP constants each may take (the only constants a term may hold).
DIRECTIONS = ("north", "south", "east", "west", "northeast", "northwest", "southeast", "southwest")
CARDINALS = DIRECTIONS[:4]
GENDERS = ("f", "m")
CONSTANTS: dict[str, tuple[str, ...]] = {
    "gender": GENDERS,
    "dir": DIRECTIONS,
    "dir4": CARDINALS,
    "dir_any": ("any", *DIRECTIONS),
    "quant": ("some", "every"),
    "line": ("row", "column", "row_or_column"),
    "qual": ("any", "same_room", "other_room"),
    "cmp_room": ("at_least", "exactly"),
    "who_room": ("anyone", "f", "m"),
    "who_count": ("people", "f", "m"),
    "cmp_count": ("exactly", "at_least", "at_most", "all"),
    "cmp_empty": ("exactly", "at_least", "at_most"),
    "cmp_every": ("exactly", "at_least", "at_most", "not_exactly"),
    "qual_room": ("same_room", "other_room"),
    "who_at": ("anyone", "f", "m", "suspect"),
}
# People of a trait: a parameter of these types may also name people that carry a trait (case-format-3.md
# traits), as ("with", base, trait, value): ("with", "m", "glasses", "yes") "a man with glasses",
# ("with", "anyone", "hair", "red") "someone with red hair". The base is one of these constants; the ASP
# term is with(m,"glasses","yes") (asp/traits.lp).
TRAIT_BASES: dict[str, tuple[str, ...]] = {
    "gender": ("anyone", *GENDERS),
    "who_room": CONSTANTS["who_room"],
    "who_count": CONSTANTS["who_count"],
    "who_at": CONSTANTS["who_room"],
}
_TRAIT_WORD = r"[a-z][a-z0-9_]*"
# Position types: nested terms, written as tuples ("on", "chair"), ("window",). Each head takes
# the parameters listed (a string type, "int", or none).
POSITION_HEADS: dict[str, tuple[str, ...]] = {
    "on": ("object",),
    "next_to": ("object",),
    "room": ("room",),
    "row": ("int",),
    "column": ("int",),
    "corner": (),
    "at_wall": (),
    "window": (),
    "door": (),
    "outdoors": (),
    "inside": (),
}
POSITIONS: dict[str, tuple[str, ...]] = {
    "pos_unique": ("on", "next_to", "window", "door"),
    "pos_room": ("on", "next_to", "corner", "at_wall", "window", "door"),
    "pos_count": ("on", "next_to", "room", "corner", "at_wall", "window", "door", "outdoors", "inside"),
    "cellterm": ("room", "row", "column", "on", "next_to"),  # the two halves of `either`
}
# String types: written through the `q` filter (quoted, escaped). "int": a number 0..9.
STRINGS = ("room", "object", "person")
MAX_INT = 12  # the largest row or column of a board (case-format-3.md: boards to 12x12)
PARAM_TYPES = (*STRINGS, "int", *CONSTANTS, *POSITIONS)

SPEC_1 = "clue-language.md"
SPEC_2 = "clue-language-2.md"
SPEC_3 = "clue-language-3.md"


def check_value(ptype: str, value: Any, where: str) -> None:
    """ValueError unless `value` is of parameter type `ptype` (`where` starts the message)."""
    if ptype == "int":
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_INT:
            raise ValueError(f"{where}: {value!r} is not a number 0..{MAX_INT}")
    elif ptype in STRINGS:
        if not isinstance(value, str):
            raise ValueError(f"{where}: {value!r} is not a string")
    elif ptype in TRAIT_BASES and isinstance(value, tuple):
        if (
            len(value) != 4
            or value[0] != "with"
            or value[1] not in TRAIT_BASES[ptype]
            or not all(isinstance(v, str) and re.fullmatch(_TRAIT_WORD, v) for v in value[2:])
        ):
            raise ValueError(
                f'{where}: {value!r} is not people of a trait ("with", {"/".join(TRAIT_BASES[ptype])}, trait, value)'
            )
    elif ptype in CONSTANTS:
        if value not in CONSTANTS[ptype]:
            raise ValueError(f"{where}: {value!r} is not one of {', '.join(CONSTANTS[ptype])}")
    elif ptype in POSITIONS:
        if not isinstance(value, tuple) or not value or value[0] not in POSITIONS[ptype]:
            raise ValueError(f"{where}: {value!r} is not a position ({', '.join(POSITIONS[ptype])})")
        types = POSITION_HEADS[value[0]]
        if len(value) != 1 + len(types):
            raise ValueError(f"{where}: {value!r} needs {len(types)} parameter(s)")
        for t, v in zip(types, value[1:], strict=False):
            check_value(t, v, where)
    else:
        raise ValueError(f"{where}: unknown parameter type {ptype!r}")


# ---- what a board offers the parameters ---------------------------------------------------


@dataclass(frozen=True)
class Offer:
    """The values a board offers a kind's parameters, for one speaker: what the generator and
    suggest try. Objects are those on the board (sorted ids); `standable` those of them one can
    stand on (in the same order); `placed` every (row, column, object) in reading order;
    `others` the people besides the speaker (empty for a clue about no one in particular);
    `outdoors` the keys of the rooms outdoors."""

    size: int
    rooms: tuple[str, ...] = ()
    objects: tuple[str, ...] = ()
    standable: tuple[str, ...] = ()
    placed: tuple[tuple[int, int, str], ...] = ()
    windows: bool = False
    doors: bool = False
    others: tuple[str, ...] = ()
    outdoors: tuple[str, ...] = ()  # the rooms that are outdoors (case-format-3.md)
    traits: tuple[tuple[str, str], ...] = ()  # (trait, value) pairs the people carry, a flag's "no" apart

    def values(self, head: str) -> list[tuple[str | int, ...]]:
        """The positions with this head that the board has: ("on", "chair"), ("row", 3), ("window",)."""
        if head == "on":
            return [(head, o) for o in self.standable]
        if head == "next_to":
            return [(head, o) for o in self.objects]
        if head == "room":
            return [(head, x) for x in self.rooms]
        if head in ("row", "column"):
            return [(head, k) for k in range(1, self.size + 1)]
        if head == "window":
            return [(head,)] if self.windows else []
        if head == "door":
            return [(head,)] if self.doors else []
        if head in ("outdoors", "inside"):
            return [(head,)] if self.outdoors else []
        return [(head,)]

    def positions(self, ptype: str) -> list[tuple[str | int, ...]]:
        """Every position of a position type that the board has, head by head."""
        return [pos for head in POSITIONS[ptype] for pos in self.values(head)]

    def lines(self) -> range:
        return range(1, self.size + 1)


def _counts(cmps: tuple[str, ...], ks: range) -> list[tuple[str, int]]:
    """(cmp, k) pairs, k outer; "at least 0" and "at most 0" say nothing and are left out."""
    return [(cmp, k) for k in ks for cmp in cmps if not (cmp != "exactly" and k == 0)]


def _count_domain(b: Offer) -> list[tuple[Any, ...]]:
    out: list[tuple[Any, ...]] = []
    for pos in b.positions("pos_count"):
        for who in CONSTANTS["who_count"]:
            out.append((who, "all", 0, pos))
            out += [
                (who, cmp, k, pos)
                for cmp, k in _counts(("exactly", "at_least", "at_most"), range(0, min(b.size, 3) + 1))
            ]
    return out


# ---- the kinds ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Kind:
    """One positive clue kind: its ASP term is name(params...) (just name without parameters).

    params:   (parameter name, type) pairs in term order; types are PARAM_TYPES.
    cell:     the meaning depends only on the speaker's cell (a cell term: cell_has/3).
    scene:    a board-wide sentence of the case's `scene` (no speaker; facts scene/2).
    company:  the meaning reads only where everyone's room is (no one's cell).
    negation: the kind name of its negation (not_<name> unless given).
    spec:     the clue language that defines it; negated_in: the one that defines its negation
              as a sentence (None: no sentence says its negation).
    families: the step families (asp/steps/families.lp) whose rules read its clues.
    domain:   the parameter tuples the generator and suggest try on a board (Offer), in the
              order they are drawn (and that pysm.solving.truth is asked about).
    weight:   (positive, negated) draw weights of the generator, before the number of clues of
              the kind evens out.
    strength: (positive, negated) rough share of the board a clue about others (or of the
              scene) rules out, for the generator's draw weights with --kinds (a cell clue's
              own share is counted on the board).
    ease:     (positive, negated) how easy a clue is to read and use, for suggest's order among
              equally few sentences (lower first).
    drawn:    whether the generator and suggest draw it (the victim sentence is placed instead).
    opening:  what the board must show for the generator to draw the kind ("window", "door").
    positional: how many parameters also stand in Clue.arg / Clue.gender (clue-language.md kinds).
    """

    name: str
    params: tuple[tuple[str, str], ...] = ()
    cell: bool = False
    scene: bool = False
    company: bool = False
    negation: str = ""
    spec: str = SPEC_1
    negated_in: str | None = ""
    families: tuple[str, ...] = ()
    domain: Callable[[Offer], list[tuple[Any, ...]]] | None = field(default=None, compare=False)
    weight: tuple[float, float] = (1.0, 1.0)
    strength: tuple[float, float] = (0.3, 0.3)
    ease: tuple[int, int] = (6, 6)
    drawn: bool = True
    opening: str = ""
    positional: int = 0

    def __post_init__(self) -> None:
        if not self.negation:
            object.__setattr__(self, "negation", "not_" + self.name)
        if self.negated_in == "":
            object.__setattr__(self, "negated_in", self.spec)


def _cell(name: str, params: tuple[tuple[str, str], ...] = (), **kw: Any) -> Kind:
    return Kind(name, params, cell=True, families=("clue",) + kw.pop("families", ()), **kw)


_PERSON = (("person", "person"),)
KINDS: dict[str, Kind] = {
    k.name: k
    for k in (
        # clue-language.md: the speaker's own cell
        _cell(
            "row",
            (("k", "int"),),
            positional=1,
            weight=(1.0, 0.9),
            ease=(1, 3),
            domain=lambda b: [(k,) for k in b.lines()],
        ),
        _cell(
            "column",
            (("k", "int"),),
            positional=1,
            weight=(1.0, 0.9),
            ease=(1, 3),
            domain=lambda b: [(k,) for k in b.lines()],
        ),
        _cell(
            "room",
            (("room", "room"),),
            positional=1,
            weight=(1.6, 1.3),
            ease=(1, 3),
            domain=lambda b: [(x,) for x in b.rooms],
        ),
        _cell(
            "on",
            (("object", "object"),),
            positional=1,
            weight=(1.8, 1.5),
            ease=(1, 3),
            domain=lambda b: [(o,) for o in b.objects],
        ),
        _cell(
            "next_to",
            (("object", "object"),),
            positional=1,
            weight=(1.8, 1.4),
            ease=(2, 4),
            domain=lambda b: [(o,) for o in b.objects],
        ),
        _cell("corner", weight=(1.3, 1.2), ease=(2, 4), domain=lambda b: [()]),
        # clue-language.md: company (where everyone's room is)
        Kind(
            "with_other",
            (("room", "room"), ("gender", "gender")),
            company=True,
            negated_in=None,
            families=("clue", "with-another"),
            positional=2,
            weight=(2.5, 1.0),
            ease=(5, 6),
            domain=lambda b: [(x, g) for x in b.rooms for g in GENDERS],
        ),
        Kind(
            "alone",
            company=True,
            negated_in=SPEC_2,
            families=("alone", "census", "room-count", "support"),
            weight=(2.5, 1.0),
            strength=(0.3, 0.15),
            ease=(5, 6),
            domain=lambda b: [()],
        ),
        Kind(
            "victim",
            company=True,
            negated_in=None,
            families=("victim-room", "census"),
            drawn=False,
            domain=lambda b: [()],
        ),
        # clue-language-2.md: the speaker's own cell
        _cell("at_wall", spec=SPEC_2, domain=lambda b: [()]),
        _cell("next_to_window", spec=SPEC_2, opening="window", domain=lambda b: [()] if b.windows else []),
        _cell("next_to_door", spec=SPEC_2, opening="door", domain=lambda b: [()] if b.doors else []),
        _cell(
            "same_line_object",
            (("line", "line"), ("object", "object"), ("qual", "qual")),
            spec=SPEC_2,
            domain=lambda b: [(line, o, q) for o in b.objects for line in CONSTANTS["line"] for q in CONSTANTS["qual"]],
        ),
        _cell(
            "dir_object",
            (("dir", "dir"), ("object", "object"), ("quant", "quant"), ("qual", "qual")),
            spec=SPEC_2,
            domain=lambda b: [
                (d, o, quant, q)
                for o in b.objects
                for d in DIRECTIONS
                for quant in CONSTANTS["quant"]
                for q in CONSTANTS["qual"]
            ],
        ),
        _cell(
            "dir_object_at",
            (("dir", "dir"), ("object", "object"), ("row", "int"), ("column", "int")),
            spec=SPEC_2,
            domain=lambda b: [(d, o, r, c) for r, c, o in b.placed for d in DIRECTIONS],
        ),
        _cell(
            "dir_object_adj",
            (("dir", "dir4"), ("object", "object")),
            spec=SPEC_2,
            domain=lambda b: [(d, o) for o in b.objects for d in CARDINALS],
        ),
        _cell("room_has", (("object", "object"),), spec=SPEC_2, domain=lambda b: [(o,) for o in b.objects]),
        _cell(
            "either",
            (("a", "cellterm"), ("b", "cellterm")),
            negation="neither",
            spec=SPEC_2,
            domain=lambda b: [pair for head in POSITIONS["cellterm"] for pair in combinations(b.values(head), 2)],
        ),
        # clue-language-2.md: other people, the speaker's room
        Kind(
            "unique",
            (("pos", "pos_unique"),),
            spec=SPEC_2,
            families=("clue", "unique"),
            strength=(0.7, 0.05),
            domain=lambda b: [(pos,) for pos in b.positions("pos_unique")],
        ),
        Kind(
            "same_room",
            _PERSON,
            spec=SPEC_2,
            families=("other-person",),
            strength=(0.5, 0.15),
            domain=lambda b: [(q,) for q in b.others],
        ),
        Kind(
            "alone_with",
            _PERSON,
            spec=SPEC_2,
            families=("other-person", "alone-with"),
            strength=(0.6, 0.05),
            domain=lambda b: [(q,) for q in b.others],
        ),
        Kind(
            "dir_person",
            (("dir", "dir"), *_PERSON),
            spec=SPEC_2,
            families=("other-person",),
            strength=(0.4, 0.3),
            domain=lambda b: [(d, q) for q in b.others for d in DIRECTIONS],
        ),
        Kind(
            "offset_person",
            (("dir", "dir4"), ("k", "int"), *_PERSON),
            spec=SPEC_2,
            families=("other-person",),
            strength=(0.7, 0.05),
            domain=lambda b: [(d, k, q) for q in b.others for d in CARDINALS for k in range(1, min(b.size, 4))],
        ),
        Kind(
            "dir_gender",
            (("dir", "dir"), ("gender", "gender"), ("quant", "quant")),
            spec=SPEC_2,
            families=("other-person", "support"),
            strength=(0.35, 0.2),
            domain=lambda b: [(d, g, quant) for d in DIRECTIONS for g in GENDERS for quant in CONSTANTS["quant"]],
        ),
        Kind(
            "gender_in_room",
            (("gender", "gender"), ("cmp", "cmp_room"), ("k", "int")),
            spec=SPEC_2,
            families=("room-count", "support"),
            strength=(0.4, 0.15),
            domain=lambda b: [(g, cmp, k) for g in GENDERS for cmp in CONSTANTS["cmp_room"] for k in range(1, 4)],
        ),
        Kind(
            "room_size",
            (("k", "int"),),
            spec=SPEC_2,
            families=("room-count", "support"),
            strength=(0.5, 0.1),
            domain=lambda b: [(k,) for k in range(1, min(b.size, 5) + 1)],
        ),
        Kind(
            "alone_with_gender",
            (("gender", "gender"), ("k", "int")),
            spec=SPEC_2,
            families=("room-count", "support"),
            strength=(0.5, 0.05),
            domain=lambda b: [(g, k) for g in GENDERS for k in range(1, 4)],
        ),
        Kind(
            "room_person",
            (("who", "who_room"), ("pos", "pos_room")),
            spec=SPEC_2,
            families=("room-person", "support"),
            strength=(0.4, 0.1),
            domain=lambda b: [(w, pos) for w in CONSTANTS["who_room"] for pos in b.positions("pos_room")],
        ),
        # clue-language-2.md: the scene (board-wide)
        Kind(
            "count",
            (("who", "who_count"), ("cmp", "cmp_count"), ("k", "int"), ("pos", "pos_count")),
            scene=True,
            spec=SPEC_2,
            families=("count",),
            strength=(0.4, 0.1),
            domain=_count_domain,
        ),
        Kind(
            "empty_rooms",
            (("cmp", "cmp_empty"), ("k", "int")),
            scene=True,
            spec=SPEC_2,
            families=("rooms",),
            strength=(0.4, 0.15),
            domain=lambda b: _counts(CONSTANTS["cmp_empty"], range(0, min(len(b.rooms), 4) + 1)),
        ),
        Kind(
            "every_room",
            (("cmp", "cmp_every"), ("k", "int")),
            scene=True,
            spec=SPEC_2,
            families=("rooms",),
            strength=(0.4, 0.15),
            domain=lambda b: [(cmp, k) for k in range(1, 4) for cmp in CONSTANTS["cmp_every"]],
        ),
        # clue-language-3.md: rooms that share a side ("adjoin": a cell of one is directly above,
        # below, left or right of a cell of the other, whatever stands between them)
        _cell("room_adjoins", (("room", "room"),), spec=SPEC_3, domain=lambda b: [(x,) for x in b.rooms]),
        Kind(
            "adjoining_rooms",
            _PERSON,
            spec=SPEC_3,
            families=("other-person",),
            strength=(0.4, 0.2),
            domain=lambda b: [(q,) for q in b.others],
        ),
        Kind(
            "empty_adjoining",
            spec=SPEC_3,
            company=True,
            families=("empty-neighbour",),
            strength=(0.3, 0.2),
            domain=lambda b: [()] if len(b.rooms) > 1 else [],
        ),
        # clue-language-3.md: exact offsets from an object or from a described person (north: the
        # speaker's row is the anchor's row - k; the other coordinate is free)
        _cell(
            "offset_object",
            (("dir", "dir4"), ("k", "int"), ("object", "object")),
            spec=SPEC_3,
            domain=lambda b: [(d, k, o) for o in b.objects for d in CARDINALS for k in range(1, min(b.size, 4))],
        ),
        Kind(
            "offset_who",
            (("dir", "dir4"), ("k", "int"), ("who", "who_room")),
            spec=SPEC_3,
            families=("support", "other-person"),
            strength=(0.5, 0.1),
            domain=lambda b: [
                (d, k, w) for w in CONSTANTS["who_room"] for d in CARDINALS for k in range(1, min(b.size, 4))
            ],
        ),
        Kind(
            "offset_at",
            (("dir", "dir4"), ("k", "int"), ("who", "who_at"), ("pos", "pos_room")),
            spec=SPEC_3,
            families=("support", "other-person"),
            strength=(0.5, 0.1),
            domain=lambda b: [
                (d, k, "anyone", pos)
                for pos in b.positions("pos_room")
                for d in CARDINALS
                for k in range(1, min(b.size, 4))
            ],
        ),
        # clue-language-3.md: beside one object together; inside and outside
        Kind(
            "beside_same",
            (("object", "object"), *_PERSON),
            spec=SPEC_3,
            families=("other-person",),
            strength=(0.6, 0.1),
            domain=lambda b: [(o, q) for o in b.objects for q in b.others],
        ),
        Kind(
            "beside_same_who",
            (("object", "object"), ("who", "who_room"), ("dir", "dir_any")),
            spec=SPEC_3,
            families=("support", "other-person"),
            strength=(0.5, 0.1),
            domain=lambda b: [(o, w, d) for o in b.objects for w in CONSTANTS["who_room"] for d in ("any", *CARDINALS)],
        ),
        _cell("outdoors", spec=SPEC_3, domain=lambda b: [()] if b.outdoors else []),
        Kind(
            "same_area",
            _PERSON,
            spec=SPEC_3,
            families=("other-person",),
            strength=(0.3, 0.3),
            domain=lambda b: [(q,) for q in b.others] if b.outdoors else [],
        ),
        # clue-language-3.md: an exact offset from an object in her room or in another; a named person
        # at a place in her room; alone with a named person and one more person of a kind
        _cell(
            "offset_object_room",
            (("dir", "dir4"), ("k", "int"), ("object", "object"), ("qual", "qual_room")),
            spec=SPEC_3,
            domain=lambda b: [
                (d, k, o, q)
                for o in b.objects
                for q in CONSTANTS["qual_room"]
                for d in CARDINALS
                for k in range(1, min(b.size, 4))
            ],
        ),
        Kind(
            "room_mate_at",
            (*_PERSON, ("pos", "pos_room")),
            spec=SPEC_3,
            families=("other-person",),
            strength=(0.5, 0.1),
            domain=lambda b: [(q, pos) for q in b.others for pos in b.positions("pos_room")],
        ),
        Kind(
            "alone_with_and",
            (*_PERSON, ("gender", "gender"), ("dir", "dir_any")),
            spec=SPEC_3,
            families=("other-person",),
            strength=(0.6, 0.05),
            domain=lambda b: [(q, g, d) for q in b.others for g in GENDERS for d in ("any", *CARDINALS)],
        ),
    )
}
NEGATIONS: dict[str, str] = {k.negation: k.name for k in KINDS.values()}  # "not_row" -> "row"


def base_kind(kind: str) -> str:
    """The positive kind: "row" for "row" and "not_row", "either" for "neither"."""
    return NEGATIONS.get(kind, kind)


def is_negated(kind: str) -> bool:
    return kind in NEGATIONS


def said_kinds(spec: str, *, scene: bool = False) -> tuple[str, ...]:
    """The sentence kinds a clue language defines, card kinds or scene kinds: each positive kind,
    then its negation where the same language defines it, then negations of kinds of other
    languages that it defines."""
    own = [k for k in KINDS.values() if k.spec == spec and k.scene == scene]
    out = [x for k in own for x in ((k.name, k.negation) if k.negated_in == spec else (k.name,))]
    return tuple(out) + tuple(
        k.negation for k in KINDS.values() if k.spec != spec and k.negated_in == spec and k.scene == scene
    )


# ---- lists derived from the table ---------------------------------------------------------

# Kinds whose meaning depends only on the person's own cell (clue-language.md).
CELL_KINDS = tuple(n for n, k in KINDS.items() if k.spec == SPEC_1 and k.cell)
# Kinds that may be negated ("not_row", ...) in clue-language.md.
NEGATABLE = tuple(n for n, k in KINDS.items() if k.spec == SPEC_1 and k.negated_in == SPEC_1)
# The card kinds of clue-language.md (the [sentences] of the language data hold exactly these):
# its cell kinds, their negations, then its other kinds.
ALL_KINDS = (
    CELL_KINDS
    + tuple(KINDS[n].negation for n in NEGATABLE)
    + tuple(n for n, k in KINDS.items() if k.spec == SPEC_1 and not k.cell)
)
# The card kinds of clue-language-2.md, positive and negated (the negation of `alone` included).
NEW_KINDS = said_kinds(SPEC_2)
# The card kinds of clue-language-3.md, positive and negated.
KINDS_3 = said_kinds(SPEC_3)
# Every kind a card sentence may be, and every kind a scene sentence may be.
CARD_KINDS = ALL_KINDS + NEW_KINDS + KINDS_3
SCENE_KINDS = said_kinds(SPEC_2, scene=True) + said_kinds(SPEC_3, scene=True)
# Every kind whose meaning depends only on the speaker's cell (cell_has/3 terms), positive.
ALL_CELL_KINDS = tuple(n for n, k in KINDS.items() if k.cell)
# Kinds whose meaning reads only where everyone's room is (pysm.solving.truth asks them together).
COMPANY_KINDS = tuple(n for n, k in KINDS.items() if k.company)
# The kinds of clue-language-2.md and -3.md the generator draws on request (`pysm generate --kinds`), card
# and scene kinds; a negation another language's kind gets there ("not_alone") is drawn on its own.
GENERATOR_KINDS = (
    tuple(n for n, k in KINDS.items() if k.spec == SPEC_2)
    + tuple(k.negation for k in KINDS.values() if k.spec != SPEC_2 and k.negated_in == SPEC_2)
    + tuple(n for n, k in KINDS.items() if k.spec == SPEC_3)
)
# Every card kind suggest may propose (`pysm suggest --kinds`): all but the victim sentence.
SUGGEST_KINDS = tuple(k for k in CARD_KINDS if KINDS[base_kind(k)].drawn)
# The kinds whose people may be of a trait (TRAIT_BASES): "north of every bald person". with_other's
# gender stays a gender (clue-language.md has no sentence for it with a trait).
TRAIT_KINDS = tuple(n for n, k in KINDS.items() if k.spec != SPEC_1 and any(t in TRAIT_BASES for _, t in k.params))
# The step families some kind's clues concern, in table order.
FAMILIES = tuple(dict.fromkeys(f for k in KINDS.values() for f in k.families))


_T = TypeVar("_T")


def polarity(kind: str, pair: tuple[_T, _T]) -> _T:
    """The value of a (positive, negated) pair of the kind's row for a sentence kind."""
    return pair[1] if is_negated(kind) else pair[0]


def draw_weight(kind: str) -> float:
    """The generator's draw weight of a sentence kind ("row", "not_row", ...)."""
    base = KINDS.get(base_kind(kind))
    return 1.0 if base is None else polarity(kind, base.weight)


def strength(kind: str) -> float:
    """The rough share of the board a sentence of this kind rules out (see Kind.strength)."""
    base = KINDS.get(base_kind(kind))
    return 0.3 if base is None else polarity(kind, base.strength)


def ease(kind: str) -> int:
    """How easy a sentence of this kind is for suggest (see Kind.ease)."""
    base = KINDS.get(base_kind(kind))
    return 6 if base is None else polarity(kind, base.ease)


def family_kinds(family: str) -> tuple[str, ...]:
    """The kinds whose clues the step family reads (empty for a family no kind names)."""
    return tuple(n for n, k in KINDS.items() if family in k.families)


def trait_domain(name: str, offer: Offer) -> list[tuple[Any, ...]]:
    """The parameter tuples of a kind of TRAIT_KINDS whose people are of a trait the board's people
    carry (Offer.traits): each tuple of the kind's domain, with its gender or who replaced by
    ("with", base, trait, value) for every base of TRAIT_BASES and every such trait; none for
    another kind or a board without traits. Order: the domain's, then base, then trait."""
    kind = KINDS[name]
    if name not in TRAIT_KINDS or not offer.traits:
        return []
    at, ptype = next((i, t) for i, (_, t) in enumerate(kind.params) if t in TRAIT_BASES)
    # Kind.domain is Optional in the table's type, but every kind of KINDS has one (so every TRAIT_KINDS
    # kind does); not narrowed here so as not to change behaviour.
    rest = dict.fromkeys(params[:at] + params[at + 1 :] for params in kind.domain(offer))  # type: ignore[misc]
    return [
        r[:at] + (("with", base, trait, value),) + r[at:]
        for r in rest
        for base in TRAIT_BASES[ptype]
        for trait, value in offer.traits
    ]
