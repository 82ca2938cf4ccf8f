"""Seeded random cases with the clue kinds of clue-language-2.md, for the soundness tests of
the step program.

`kind_case(seed, size)` takes a random case of randomcases.py (a board, a placement obeying
the rules, true clues of clue-language.md) and adds, for most people, one or two clues of the
new kinds about other people and rooms, and zero to two scene sentences: each drawn at random
and stated positively when it is true of the placement, negated when it is not, so every
sentence stays true. `holds(case, placement, clue, speaker)` is the meaning of those kinds
written here in Python, independently of asp/ (the spec's reading: the victim counts like
anyone, "some"/"every" people never count the speaker, directions are half-planes).
"""

from __future__ import annotations

import dataclasses
import functools
import random

from randomcases import RandomCase, _Geometry, random_case

from pysm.core.model import KINDS, Case, Clue, parse_cell
from pysm.core.resources import asp_dir

DIRECTIONS = {
    "north": (-1, 0),
    "south": (1, 0),
    "east": (0, 1),
    "west": (0, -1),
    "northeast": (-1, 1),
    "northwest": (-1, -1),
    "southeast": (1, 1),
    "southwest": (1, -1),
}
CARDINALS = ("north", "south", "east", "west")


def geometry(case: Case) -> _Geometry:
    """The board as the rules read it; holds() asks for every sentence and every placement, and
    asking asp/ takes a clingo run, so once a board."""
    return _board_geometry(case.size, case.grid, case.objects)


@functools.lru_cache(maxsize=256)
def _board_geometry(size, grid, objects) -> _Geometry:
    return _Geometry(size, grid, objects)


SIDES = {"n": (-1, 0), "s": (1, 0), "w": (0, -1), "e": (0, 1)}


def beside(case: Case, kind: str, cell: tuple[int, int]) -> bool:
    """The cell has a window (kind "windows") or door ("doors") on one of its sides: written on
    it, or on the facing side of the neighbour across (case-format-2.md)."""
    r, c = cell
    for r2, c2, side in getattr(case, kind):
        dr, dc = SIDES[side]
        if (r2, c2) == (r, c) or (r2 + dr, c2 + dc) == (r, c):
            return True
    return False


def at_wall(geo: _Geometry, cell: tuple[int, int]) -> bool:
    r, c = cell
    return any(not geo.same_room(r, c, r + dr, c + dc) for dr, dc in SIDES.values())


def at_pos(geo: _Geometry, pos: tuple, cell: tuple[int, int], case: Case | None = None) -> bool:
    r, c = cell
    head = pos[0]
    if head == "at_wall":
        return at_wall(geo, cell)
    if head in ("window", "door"):
        return beside(case, head + "s", cell)
    if head == "on":
        return pos[1] in geo.objs(r, c)
    if head == "next_to":
        return pos[1] in geo.next_to(r, c)
    if head == "corner":
        return geo.corner(r, c)
    if head == "room":
        return geo.room(r, c) == pos[1]
    raise ValueError(f"position {pos} is not drawn here")


def lies(d: str, a: tuple[int, int], b: tuple[int, int]) -> bool:
    """Cell a lies in direction d from cell b (a half-plane, or a quarter for the diagonals)."""
    dr, dc = DIRECTIONS[d]
    return (dr == 0 or (a[0] - b[0]) * dr > 0) and (dc == 0 or (a[1] - b[1]) * dc > 0)


def _cmp(n: int, cmp: str, k: int) -> bool:
    return {"exactly": n == k, "at_least": n >= k, "at_most": n <= k, "not_exactly": n != k}[cmp]


def holds(case: Case, where: dict[str, tuple[int, int]], clue: Clue, speaker: str | None) -> bool:
    """Whether the clue (of a kind drawn here) is true of the placement `where`."""
    geo = geometry(case)
    gender = {p.name: p.gender for p in case.people}
    room = {p: geo.room(*cell) for p, cell in where.items()}
    value = _positive(case, geo, gender, room, where, clue.base, clue.params, speaker)
    return value != clue.negated


def _positive(case, geo, gender, room, where, kind, params, p):
    others = [q for q in where if q != p]
    mates = [q for q in others if room[q] == room.get(p)]
    if kind == "alone":
        return not mates
    if kind == "unique":
        (pos,) = params
        return at_pos(geo, pos, where[p], case) and not any(at_pos(geo, pos, where[q], case) for q in others)
    if kind == "same_room":
        return room[params[0]] == room[p]
    if kind == "alone_with":
        return mates == [params[0]]
    if kind == "dir_person":
        return lies(params[0], where[p], where[params[1]])
    if kind == "offset_person":
        d, k, q = params
        (r, c), (r2, c2) = where[p], where[q]
        return {"north": r == r2 - k, "south": r == r2 + k, "west": c == c2 - k, "east": c == c2 + k}[d]
    if kind == "dir_gender":
        d, g, quant = params
        them = [q for q in others if _is(case, q, g)]
        tests = [lies(d, where[p], where[q]) for q in them]
        return any(tests) if quant == "some" else bool(them) and all(tests)
    if kind == "gender_in_room":
        g, cmp, k = params
        return _cmp(sum(_is(case, q, g) for q in mates), cmp, k)
    if kind == "room_size":
        return len(mates) + 1 == params[0]
    if kind == "alone_with_gender":
        g, k = params
        return len(mates) == k and all(_is(case, q, g) for q in mates)
    if kind == "room_person":
        who, pos = params
        return any((who == "anyone" or gender[q] == who) and at_pos(geo, pos, where[q], case) for q in mates)
    if kind == "count":
        who, cmp, k, pos = params
        them = [q for q in where if who == "people" or gender[q] == who]
        n = sum(at_pos(geo, pos, where[q], case) for q in them)
        return n == len(them) if cmp == "all" else _cmp(n, cmp, k)
    if kind in ("empty_rooms", "every_room"):
        cmp, k = params
        counts = [sum(1 for q in where if room[q] == key) for key in sorted({x for row in case.grid for x in row})]
        if kind == "empty_rooms":
            return _cmp(sum(n == 0 for n in counts), cmp, k)
        return all(_cmp(n, cmp, k) for n in counts)
    return _positive_3(case, geo, gender, room, where, kind, params, p)


# ---- clue-language-3.md -------------------------------------------------------------------

TRAITS = (("glasses", "yes"), ("hair", "red"))


def _is(case, q, who) -> bool:
    """Person q is one that `who` names: anyone / people, f, m, or ("with", base, trait, value)."""
    if isinstance(who, tuple):
        person = next(x for x in case.people if x.name == q)
        return _is(case, q, who[1]) and person.trait(who[2]) == who[3]
    if who == "suspect":
        return not any(c.kind == "victim" for x in case.people if x.name == q for c in x.clues)
    return who in ("anyone", "people") or next(x.gender for x in case.people if x.name == q) == who


def _adjoin(geo, x, y) -> bool:
    n = geo.n
    return x != y and any(
        geo.room(r, c) == x and geo.room(r2, c2) == y
        for r in range(1, n + 1)
        for c in range(1, n + 1)
        for r2, c2 in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1))
        if 1 <= r2 <= n and 1 <= c2 <= n
    )


def _line(d, cell) -> int:
    return cell[0] if d in ("north", "south") else cell[1]


def _shift(d, k) -> int:
    return -k if d in ("north", "west") else k


def _positive_3(case, geo, gender, room, where, kind, params, p):
    others = [q for q in where if q != p]
    rooms = {geo.room(r, c) for r in range(1, geo.n + 1) for c in range(1, geo.n + 1)}
    if kind == "room_adjoins":
        return _adjoin(geo, room[p], params[0])
    if kind == "adjoining_rooms":
        return _adjoin(geo, room[p], room[params[0]])
    if kind == "empty_adjoining":
        return any(_adjoin(geo, room[p], y) and y not in room.values() for y in rooms)
    if kind == "offset_object":
        d, k, o = params
        cells = [(r, c) for r in range(1, geo.n + 1) for c in range(1, geo.n + 1) if o in geo.objs(r, c)]
        return any(_line(d, where[p]) == _line(d, cell) + _shift(d, k) for cell in cells)
    if kind == "offset_who":
        d, k, who = params
        return any(_is(case, q, who) and _line(d, where[p]) == _line(d, where[q]) + _shift(d, k) for q in others)
    if kind == "offset_at":
        d, k, who, pos = params
        return any(
            _is(case, q, who)
            and at_pos(geo, pos, where[q], case)
            and _line(d, where[p]) == _line(d, where[q]) + _shift(d, k)
            for q in others
        )
    if kind == "beside_same":
        o, q = params

        def beside(cell):
            r, c = cell
            return {
                (r2, c2)
                for r2, c2 in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1))
                if 1 <= r2 <= geo.n and 1 <= c2 <= geo.n and o in geo.objs(r2, c2) and geo.same_room(r, c, r2, c2)
            }

        return bool(beside(where[p]) & beside(where[q]))
    if kind == "beside_same_who":
        o, who, d = params
        return any(
            _positive_3(case, geo, gender, room, where, "beside_same", (o, q), p)
            and (d == "any" or lies(d, where[q], where[p]))
            for q in others
            if _is(case, q, who)
        )
    if kind == "offset_object_room":
        d, k, o, qual = params
        cells = [(r, c) for r in range(1, geo.n + 1) for c in range(1, geo.n + 1) if o in geo.objs(r, c)]
        return any(
            _line(d, where[p]) == _line(d, cell) + _shift(d, k)
            and (geo.room(*cell) == room[p]) == (qual == "same_room")
            for cell in cells
        )
    if kind == "room_mate_at":
        q, pos = params
        return room[q] == room[p] and at_pos(geo, pos, where[q], case)
    if kind == "alone_with_and":
        q, who, d = params
        mates = [x for x in others if room[x] == room[p]]
        if len(mates) != 2 or q not in mates:
            return False
        (x,) = [m for m in mates if m != q]
        return _is(case, x, who) and (d == "any" or lies(d, where[x], where[p]))
    raise ValueError(f"kind {kind} is not drawn here")


def _draw_card_3(rng, case, p):
    """One random clue of clue-language-3.md about person p (no outdoors: random boards have none)."""
    names = [q.name for q in case.people if q.name != p]
    q = rng.choice(names)
    n = case.size
    rooms = sorted(r.key for r in case.rooms)
    objects = sorted({o for row in case.objects for cell in row for o in cell})
    trait = ("with", rng.choice(("anyone", "f", "m")), *rng.choice(TRAITS))
    options = [
        ("room_adjoins", (rng.choice(rooms),)),
        ("adjoining_rooms", (q,)),
        ("empty_adjoining", ()),
        ("offset_who", (rng.choice(CARDINALS), rng.randint(1, min(3, n - 1)), rng.choice(("anyone", "f", "m")))),
        ("offset_who", (rng.choice(CARDINALS), rng.randint(1, min(3, n - 1)), trait)),
        ("dir_gender", (rng.choice(list(DIRECTIONS)), trait, rng.choice(("some", "every")))),
        ("gender_in_room", (trait, "at_least", 1)),
        ("alone_with_gender", (trait, 1)),
        ("alone_with_and", (q, rng.choice(("f", "m", trait)), rng.choice(("any", *CARDINALS)))),
        ("room_mate_at", (q, ("corner",))),
    ]
    if objects:
        o = rng.choice(objects)
        options += [
            ("offset_object", (rng.choice(CARDINALS), rng.randint(1, min(3, n - 1)), o)),
            (
                "offset_at",
                (
                    rng.choice(CARDINALS),
                    rng.randint(1, min(3, n - 1)),
                    rng.choice(("anyone", "suspect", trait)),
                    rng.choice((("on", o), ("next_to", o), ("corner",))),
                ),
            ),
            ("beside_same", (o, q)),
            ("beside_same_who", (o, rng.choice(("anyone", "f", "m", trait)), rng.choice(("any", "any", *DIRECTIONS)))),
            (
                "offset_object_room",
                (rng.choice(CARDINALS), rng.randint(1, min(3, n - 1)), o, rng.choice(("same_room", "other_room"))),
            ),
            ("room_mate_at", (q, rng.choice((("on", o), ("next_to", o))))),
        ]
    return rng.choice(options)


def kind_case_3(seed: int, size: int | None = None, *, clues=(1, 2)) -> RandomCase:
    """A random case (randomcases.random_case) whose people carry traits, with true clues of
    clue-language-3.md added (one or two for most people)."""
    rc = random_case(seed, size, clues=clues)
    rng = random.Random(seed * 104729 + 3)
    case = rc.case
    where = {p: parse_cell(cell, case.size) for p, cell in rc.truth.items()}
    people = [
        dataclasses.replace(
            person,
            traits=tuple(
                sorted([("glasses", rng.choice(("yes", "no")))] + ([("hair", "red")] if rng.random() < 0.4 else []))
            ),
        )
        for person in case.people
    ]
    case = dataclasses.replace(case, people=tuple(people))
    out = []
    for person in case.people:
        cards = list(person.clues)
        for _ in range(rng.choice((0, 1, 1, 2))):
            kind, params = _draw_card_3(rng, case, person.name)
            clue = Clue.of(kind, *params)
            cards.append(_stated(kind, params, holds(case, where, clue, person.name), len(cards) + 1))
        out.append(dataclasses.replace(person, clues=tuple(cards)))
    return dataclasses.replace(rc, case=dataclasses.replace(case, people=tuple(out)))


# Windows, doors and walls are drawn when the rules know them (asp/walls.lp).
WALLS = (asp_dir() / "walls.lp").exists()
WALL = [("at_wall",)] if WALLS else []


def _openings(rng, n):
    """A few windows or doors: (row, column, side) on random cells."""
    return tuple(sorted({(rng.randint(1, n), rng.randint(1, n), rng.choice("nesw")) for _ in range(rng.randint(0, n))}))


def _draw_card(rng, geo, case, p, positions):
    """One random new-kind clue about person p, as (kind, params)."""
    names = [q.name for q in case.people if q.name != p]
    q = rng.choice(names)
    g = rng.choice("fm")
    n = case.size
    options = [
        ("same_room", (q,)),
        ("alone_with", (q,)),
        ("dir_person", (rng.choice(list(DIRECTIONS)), q)),
        ("offset_person", (rng.choice(CARDINALS), rng.randint(1, min(3, n - 1)), q)),
        ("dir_gender", (rng.choice(list(DIRECTIONS)), g, rng.choice(("some", "every")))),
        ("gender_in_room", (g, rng.choice(("at_least", "exactly")), rng.randint(1, 2))),
        ("room_size", (rng.randint(1, 3),)),
        ("alone_with_gender", (g, rng.randint(1, 2))),
        ("room_person", (rng.choice(("anyone", "f", "m")), rng.choice(positions + [("corner",)] + WALL))),
        ("alone", ()),
    ]
    if positions:
        options.append(("unique", (rng.choice(positions),)))
    return rng.choice(options)


def _draw_scene(rng, case, positions):
    rooms = sorted(r.key for r in case.rooms)
    pos = rng.choice(positions + [("corner",), ("room", rng.choice(rooms))] + WALL)
    cmp = rng.choice(("exactly", "at_least", "at_most", "all"))
    k = 0 if cmp == "all" else rng.randint(0 if cmp == "exactly" else 1, 3)
    return rng.choice(
        [
            ("count", (rng.choice(("people", "f", "m")), cmp, k, pos)),
            ("empty_rooms", (rng.choice(("exactly", "at_least", "at_most")), rng.randint(0, 2))),
            ("every_room", (rng.choice(("exactly", "at_least", "at_most", "not_exactly")), rng.randint(0, 2))),
        ]
    )


def _stated(kind, params, true, index):
    name = kind if true else ("not_alone" if kind == "alone" else KINDS[kind].negation)
    return Clue.of(name, *params, text=f"{name} {params}.", index=index)


def kind_case(seed: int, size: int | None = None, *, clues=(1, 2), scene=(0, 2)) -> RandomCase:
    """A random case (randomcases.random_case) with true clues of the new kinds added."""
    rc = random_case(seed, size, clues=clues)
    rng = random.Random(seed * 7919 + 1)
    case = rc.case
    geo = geometry(case)
    where = {p: parse_cell(cell, case.size) for p, cell in rc.truth.items()}
    objects = sorted({o for row in case.objects for cell in row for o in cell})
    positions = [(h, o) for o in objects for h in ("on", "next_to")]
    if WALLS:
        case = dataclasses.replace(case, windows=_openings(rng, case.size), doors=_openings(rng, case.size))
        positions += [("window",), ("door",)] * 2
    people = []
    for person in case.people:
        cards = list(person.clues)
        for _ in range(rng.choice((0, 1, 1, 2))):
            kind, params = _draw_card(rng, geo, case, person.name, positions)
            if kind == "alone" and holds(case, where, Clue.of("alone"), person.name):
                continue  # "alone" has its own step family; only its negation is swept here
            clue = Clue.of(kind, *params)
            cards.append(_stated(kind, params, holds(case, where, clue, person.name), len(cards) + 1))
        people.append(dataclasses.replace(person, clues=tuple(cards)))
    sentences = []
    for i in range(rng.randint(*scene)):
        kind, params = _draw_scene(rng, case, positions)
        clue = Clue.of(kind, *params)
        sentences.append(_stated(kind, params, holds(case, where, clue, None), i + 1))
    case = dataclasses.replace(case, people=tuple(people), scene=tuple(sentences))
    return dataclasses.replace(rc, case=case)
