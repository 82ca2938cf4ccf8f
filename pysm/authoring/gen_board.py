"""Draw a world for a new case: the board, its rooms and objects, and who stood where.

A World is the hidden truth a case is made from: rooms cut from the board (contiguous,
of varied sizes and shapes), named and floored in the case's language, objects that
suit each room, N people with names and genders, one per row and column and never on
a solid object, and a victim whose room holds exactly one other person, the murderer.
Everything is drawn from the random.Random it is given, so one seed gives one world.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import cast

from pysm.authoring.gen_data import GenData, RoomType
from pysm.case import objects as case_objects
from pysm.core.model import Room
from pysm.language import lexicon as language
from pysm.language import traits as trait_data

Cell = tuple[int, int]  # (row, column), 1-based

_SEATS = ("chair", "stool", "armchair")  # may stand on a rug or carpet in the same cell
_UNDERLAYS = ("rug", "carpet")


@dataclass(frozen=True)
class World:
    lang: str
    size: int
    grid: tuple[tuple[str, ...], ...]  # grid[r][c] -> room key (0-based)
    rooms: tuple[Room, ...]  # sorted by key
    objects: tuple[tuple[tuple[str, ...], ...], ...]  # objects[r][c] -> sorted object ids (0-based)
    people: tuple[tuple[str, str], ...]  # (name, gender), in the case's order
    cells: tuple[Cell, ...]  # each person's cell, same order
    victim: str
    murderer: str
    windows: tuple[tuple[int, int, str], ...] = ()  # (row, column, side n/e/s/w), case-format-2.md
    doors: tuple[tuple[int, int, str], ...] = ()
    # per person, in the people's order: (trait, value) pairs sorted by trait, as the loader reads
    # them back (a flag someone has reads "no" for the others); empty: a world without traits
    traits: tuple[tuple[tuple[str, str], ...], ...] = ()

    def traits_of(self, i: int) -> tuple[tuple[str, str], ...]:
        """Person i's traits (none in a world without traits)."""
        return self.traits[i] if self.traits else ()

    def room_at(self, cell: Cell) -> str:
        return self.grid[cell[0] - 1][cell[1] - 1]

    def objects_at(self, cell: Cell) -> tuple[str, ...]:
        return self.objects[cell[0] - 1][cell[1] - 1]

    def room_names(self) -> dict[str, str]:
        return {r.key: r.name for r in self.rooms}


# ---- rooms -------------------------------------------------------------------


def _shape(h: int, w: int) -> float:
    """How room-like an h×w rectangle is: 1 for a square, little for a corridor."""
    return min(h, w) / max(h, w) + 0.05


def _cuts(h: int, w: int) -> list[tuple[str, int, float]]:
    """Ways to cut an h×w rectangle in two pieces of at least 2 cells, room-like pieces preferred."""
    cuts = []
    for s in range(1, h):
        if s * w >= 2 and (h - s) * w >= 2:
            cuts.append(("rows", s, _shape(s, w) * _shape(h - s, w)))
    for s in range(1, w):
        if s * h >= 2 and (w - s) * h >= 2:
            cuts.append(("cols", s, _shape(h, s) * _shape(h, w - s)))
    return cuts


def _rectangles(rng: random.Random, n: int, k: int) -> list[tuple[int, int, int, int]]:
    """k rectangles (row, column, height, width) tiling the board, cut one from another."""
    rects = [(0, 0, n, n)]
    while len(rects) < k:
        able = [r for r in rects if _cuts(r[2], r[3])]
        if not able:
            break
        r0, c0, h, w = rng.choices(able, [(r[2] * r[3]) ** 2 for r in able])[0]
        rects.remove((r0, c0, h, w))
        cuts = _cuts(h, w)
        how, s, _ = rng.choices(cuts, [c[2] for c in cuts])[0]
        if how == "rows":
            rects += [(r0, c0, s, w), (r0 + s, c0, h - s, w)]
        else:
            rects += [(r0, c0, h, s), (r0, c0 + s, h, w - s)]
    return rects


def _neighbours(n: int, r: int, c: int):
    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        if 0 <= r + dr < n and 0 <= c + dc < n:
            yield r + dr, c + dc


def _connected(cells: set[tuple[int, int]], n: int) -> bool:
    if not cells:
        return True
    start = next(iter(cells))
    seen, todo = {start}, [start]
    while todo:
        r, c = todo.pop()
        for nb in _neighbours(n, r, c):
            if nb in cells and nb not in seen:
                seen.add(nb)
                todo.append(nb)
    return len(seen) == len(cells)


def partition(rng: random.Random, n: int, k: int) -> list[list[str]]:
    """An n×n grid of room keys: k contiguous rooms of at least 2 cells, keys A, B, ... row by row."""
    label = [[0] * n for _ in range(n)]
    for i, (r0, c0, h, w) in enumerate(_rectangles(rng, n, k)):
        for r in range(r0, r0 + h):
            for c in range(c0, c0 + w):
                label[r][c] = i
    members: dict[int, set] = {}
    for r in range(n):
        for c in range(n):
            members.setdefault(label[r][c], set()).add((r, c))
    # Bend the straight walls: hand border cells to the neighbouring room now and then.
    for _ in range(rng.randint(n, 3 * n)):
        r, c = rng.randrange(n), rng.randrange(n)
        others = [nb for nb in _neighbours(n, r, c) if label[nb[0]][nb[1]] != label[r][c]]
        if not others:
            continue
        nr, nc = rng.choice(others)
        donor, taker = label[r][c], label[nr][nc]
        if len(members[donor]) <= 3 or not _connected(members[donor] - {(r, c)}, n):
            continue
        members[donor].discard((r, c))
        members[taker].add((r, c))
        label[r][c] = taker
    keys: dict[int, str] = {}
    for r in range(n):
        for c in range(n):
            keys.setdefault(label[r][c], chr(ord("A") + len(keys)))
    return [[keys[label[r][c]] for c in range(n)] for r in range(n)]


def room_neighbours(grid: list[list[str]]) -> dict[str, set[str]]:
    n = len(grid)
    out: dict[str, set[str]] = {key: set() for row in grid for key in row}
    for r in range(n):
        for c in range(n):
            for nr, nc in _neighbours(n, r, c):
                if grid[nr][nc] != grid[r][c]:
                    out[grid[r][c]].add(grid[nr][nc])
    return out


def _weighted_sample(rng: random.Random, types: list[RoomType], k: int) -> list[RoomType]:
    """k distinct room types, each drawn as often as its weight says."""
    pool, out = list(types), []
    for _ in range(k):
        pick = rng.choices(pool, [t.weight for t in pool])[0]
        pool.remove(pick)
        out.append(pick)
    return out


def _room_types(rng: random.Random, grid: list[list[str]], data: GenData) -> dict[str, RoomType]:
    """A distinct room type per room; now and then one or two outdoor rooms on the board's edge."""
    n = len(grid)
    keys = sorted({key for row in grid for key in row})
    edge = sorted({grid[r][c] for r in range(n) for c in range(n) if r in (0, n - 1) or c in (0, n - 1)})
    outdoor_types = [t for t in data.room_types if t.outdoor]
    indoor_types = [t for t in data.room_types if not t.outdoor]
    n_out = rng.choices([0, 1, 2], [5, 4, 1 if n >= 7 else 0])[0]
    n_out = min(n_out, len(outdoor_types), len(edge))
    outside = set(rng.sample(edge, n_out))
    picked_out = _weighted_sample(rng, outdoor_types, n_out)
    picked_in = _weighted_sample(rng, indoor_types, len(keys) - n_out)
    types = {}
    for key in keys:
        types[key] = picked_out.pop() if key in outside else picked_in.pop()
    return types


def _floors(rng: random.Random, grid, types: dict[str, RoomType], data: GenData) -> dict[str, str]:
    """A floor per room, neighbouring rooms never alike (greedy colouring in random order)."""
    near = room_neighbours(grid)
    floors: dict[str, str] = {}
    order = sorted(types)
    rng.shuffle(order)
    for key in order:
        taken = {floors[o] for o in near[key] if o in floors}
        own = data.floors_outdoor if types[key].outdoor else data.floors_indoor
        pool = [f for f in own if f not in taken] or [
            f for f in data.floors_indoor + data.floors_outdoor if f not in taken
        ]
        floors[key] = rng.choice(pool)
    return floors


# ---- people -------------------------------------------------------------------


def _placement(rng: random.Random, n: int, grid) -> list[Cell] | None:
    """One cell per row and column such that some room holds exactly two of them."""
    for _ in range(200):
        cols = list(range(1, n + 1))
        rng.shuffle(cols)
        cells = [(r, cols[r - 1]) for r in range(1, n + 1)]
        count: dict[str, int] = {}
        for r, c in cells:
            count[grid[r - 1][c - 1]] = count.get(grid[r - 1][c - 1], 0) + 1
        if 2 in count.values():
            return cells
    return None


def _people(rng: random.Random, n: int, data: GenData) -> list[tuple[str, str]]:
    women = min(max(sum(rng.random() < 0.5 for _ in range(n)), 1), n - 1)
    genders = ["f"] * women + ["m"] * (n - women)
    rng.shuffle(genders)
    names_f = rng.sample(data.names_f, women)
    names_m = rng.sample(data.names_m, n - women)
    return [(names_f.pop() if g == "f" else names_m.pop(), g) for g in genders]


# ---- objects ------------------------------------------------------------------


def _furnish(rng: random.Random, grid, types: dict[str, RoomType], taken: set[Cell]) -> list[list[list[str]]]:
    """Objects that suit each room on about a quarter to a third of the cells.

    Solid objects never go where someone stood (the cells in `taken`); some of those
    people get something to stand, sit or lie on.
    """
    n = len(grid)
    objects: list[list[list[str]]] = [[[] for _ in range(n)] for _ in range(n)]
    density = rng.uniform(0.22, 0.38)
    cells_of: dict[str, list[Cell]] = {}
    for r in range(1, n + 1):
        for c in range(1, n + 1):
            cells_of.setdefault(grid[r - 1][c - 1], []).append((r, c))
    for key in sorted(cells_of):
        pool = types[key].objects
        weights = [1.0 / (1.0 + 0.35 * i) for i in range(len(pool))]
        cells = cells_of[key]
        wanted = max(1, round(density * len(cells) + rng.uniform(-0.5, 0.5)))
        for _ in range(wanted):
            obj = rng.choices(pool, weights)[0]
            solid = case_objects.solid(obj)
            free = [cell for cell in cells if not objects[cell[0] - 1][cell[1] - 1] and not (solid and cell in taken)]
            if obj in _SEATS and rng.random() < 0.15:
                under = [cell for cell in cells if objects[cell[0] - 1][cell[1] - 1] in [[u] for u in _UNDERLAYS]]
                if under:
                    free = under
            if not free:
                break
            r, c = rng.choice(free)
            objects[r - 1][c - 1].append(obj)
        # Some people stood on something.
        seats = [o for o in pool if language.object_class(o) == "occupiable"]
        for cell in cells:
            if cell in taken and seats and not objects[cell[0] - 1][cell[1] - 1] and rng.random() < 0.3:
                objects[cell[0] - 1][cell[1] - 1].append(rng.choice(seats))
    return objects


# ---- the world ----------------------------------------------------------------


def build_world(rng: random.Random, n: int, data: GenData) -> World | None:
    """A random world for an n×n case; None in the rare draw where no room fits a victim."""
    k = rng.randint(max(3, n - 2), n + 1)
    grid = partition(rng, n, k)
    types = _room_types(rng, grid, data)
    floors = _floors(rng, grid, types, data)
    rooms = tuple(Room(key, rng.choice(types[key].names), floors[key]) for key in sorted(types))
    cells = _placement(rng, n, grid)
    if cells is None:
        return None
    people = _people(rng, n, data)
    order = list(range(n))
    rng.shuffle(order)  # the file's order of people says nothing about rows
    people = [people[i] for i in order]
    cells = [cells[i] for i in order]
    objects = _furnish(rng, grid, types, set(cells))
    room_of = [grid[r - 1][c - 1] for r, c in cells]
    pairs = sorted({x for x in room_of if room_of.count(x) == 2})
    scene = rng.choice(pairs)
    pair = [i for i in range(n) if room_of[i] == scene]
    rng.shuffle(pair)
    return World(
        lang=data.lang,
        size=n,
        grid=tuple(tuple(row) for row in grid),
        rooms=rooms,
        objects=tuple(tuple(tuple(sorted(set(cell))) for cell in row) for row in objects),
        people=tuple(people),
        cells=tuple(cells),
        victim=people[pair[0]][0],
        murderer=people[pair[1]][0],
    )


# ---- windows and doors (case-format-2.md) ----------------------------------------

_SIDE_STEP = {"n": (-1, 0), "e": (0, 1), "s": (1, 0), "w": (0, -1)}


def add_openings(rng: random.Random, world: World, windows: bool, doors: bool) -> World:
    """The world with windows on the board's edge and doors in walls between rooms.

    Windows: about half as many as the board is wide, on outer sides of edge cells. Doors:
    one in the wall between some neighbouring rooms (about one per room), each on one side of
    one cell, as a file writes it. Drawn only when asked, so a seed asked for none gives a world without a random draw spent on them.
    """
    n = world.size
    wins: list[tuple[int, int, str]] = []
    drs: list[tuple[int, int, str]] = []
    if windows:
        edge = [
            (r, c, s)
            for r in range(1, n + 1)
            for c in range(1, n + 1)
            for s, (dr, dc) in _SIDE_STEP.items()
            if not (1 <= r + dr <= n and 1 <= c + dc <= n)
        ]
        wins = sorted(rng.sample(edge, rng.randint(max(2, n // 2), n)))
    if doors:
        walls: dict[tuple[str, str], list[tuple[int, int, str]]] = {}
        for r in range(1, n + 1):
            for c in range(1, n + 1):
                for s in ("e", "s"):
                    dr, dc = _SIDE_STEP[s]
                    if r + dr <= n and c + dc <= n:
                        a, b = world.room_at((r, c)), world.room_at((r + dr, c + dc))
                        if a != b:
                            walls.setdefault(cast("tuple[str, str]", tuple(sorted((a, b)))), []).append((r, c, s))
        pairs = sorted(walls)
        k = min(len(pairs), max(1, len(world.rooms) - 1 + rng.randint(-1, 1)))
        drs = sorted(rng.choice(walls[pair]) for pair in rng.sample(pairs, k))
    return World(**{**world.__dict__, "windows": tuple(wins), "doors": tuple(drs)})


# ---- traits (case-format-3.md) -------------------------------------------------------

# The traits a world may give its people: (trait, share of worlds that use it, genders who may have
# it, share of those people who have it; for a valued trait, how many of its values a world uses).
# A few values shared by several people make groups ("every person with red hair") as well as
# descriptions that single one person out ("the man with a beard").
_TRAITS = (
    ("glasses", 0.75, ("f", "m"), (0.25, 0.5), 0),
    ("bald", 0.35, ("m",), (0.2, 0.4), 0),
    ("hair", 0.8, ("f", "m"), (1.0, 1.0), 3),  # for those who are not bald
    ("beard", 0.5, ("m",), (0.3, 0.6), 0),
)


def add_traits(rng: random.Random, world: World) -> World:
    """The world with traits for its people (pysm/lang/traits.toml): two to four of _TRAITS, each
    flag had by at least one person and not by everyone who may have it, each valued trait of at
    least two values; a bald person has no hair colour. Drawn only when asked, so a seed asked for
    none spends no draw on them."""
    n = len(world.people)
    while True:
        used = [t for t in _TRAITS if rng.random() < t[1]]
        if len(used) >= 2:
            break
    have: list[dict[str, str]] = [{} for _ in range(n)]
    for name, _, genders, (lo, hi), k in used:
        fit = [
            i
            for i, (_, g) in enumerate(world.people)
            if g in genders and not (name == "hair" and have[i].get("bald") == trait_data.YES)
        ]
        if k:
            palette = rng.sample(trait_data.values(name), min(k, len(trait_data.values(name))))
            drawn = [rng.choice(palette) for _ in fit]
            while len(set(drawn)) < min(2, len(fit)):  # one value for all describes no one
                drawn = [rng.choice(palette) for _ in fit]
            for i, value in zip(fit, drawn, strict=False):
                have[i][name] = value
        elif fit:
            share = rng.uniform(lo, hi)
            chosen = [i for i in fit if rng.random() < share]
            if not chosen or len(chosen) == len(fit) > 1:
                chosen = rng.sample(fit, max(1, len(fit) // 3))
            for i in chosen:
                have[i][name] = trait_data.YES
    flags = sorted({t for h in have for t in h if trait_data.is_flag(t)})
    traits = tuple(tuple(sorted({**{f: trait_data.NO for f in flags}, **h}.items())) for h in have)
    return World(**{**world.__dict__, "traits": traits})
