"""Seeded random cases for property tests: a board, a solution obeying the rules, true clues.

`random_case(seed, size)` builds a Case directly (Clue objects, no card parsing): rooms grown
from random seeds, a few objects, a placement with one person per row and column whose victim
shares a room with exactly one other person, and for every person one to three clues that are
true of that placement. The case need not have a unique solution; `truth` is the placement the
clues were drawn from, so every sound deduction keeps it.
"""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass

from pysm.core.model import Case, Clue, Person, Room, cell_name
from pysm.solving.truth import Truth, key

OCCUPIABLE = ("chair", "armchair", "sofa", "bed", "bench", "stool", "carpet", "rug")
SOLID = ("plant", "table", "tree", "bush", "rock", "box", "bookshelf", "fountain", "statue", "bin")
NAMES = ("Ana", "Bruno", "Carla", "Dario", "Eva", "Fien", "Gijs", "Hugo", "Ines", "Joost", "Karin", "Luis")
ROOM_NAMES = ("Hall", "Study", "Kitchen", "Library", "Garden", "Cellar", "Chapel", "Garage", "Attic")


@dataclass(frozen=True)
class RandomCase:
    case: Case
    truth: dict[str, str]  # person -> cell name, the placement the clues are true of
    victim: str
    murderer: str


def proved_sound(rc: RandomCase, case: Case | None = None, facts: str | None = None):
    """The proof of a random case (or of `case`, its board accepting other step families): it
    guesses nothing, and no step removes a cell of the placement the clues were drawn from."""
    from pysm.proof.prove import prove
    from pysm.solving.facts import render

    case = rc.case if case is None else case
    proof = prove(case, render(case) if facts is None else facts, count_choices=True)
    assert proof.choices == 0
    for step in proof.steps:
        for person, cell in step.removed:
            assert rc.truth[person] != cell, (step, rc.truth)
    return proof


def random_case(seed: int, size: int | None = None, *, clues: tuple[int, int] = (1, 3)) -> RandomCase:
    """A random case of the given size (4..9; random when None) with true clues."""
    rng = random.Random(seed)
    n = size or rng.randint(4, 7)
    names = list(NAMES[:n])
    rng.shuffle(names)
    genders = {p: rng.choice("fm") for p in names}
    while True:  # a board where the rules can hold
        grid = _rooms(rng, n)
        objects = _objects(rng, n)
        free = [
            (r, c)
            for r in range(1, n + 1)
            for c in range(1, n + 1)
            if not any(o in SOLID for o in objects[r - 1][c - 1])
        ]
        found = _placement(rng, n, grid, free, names)
        if found is not None:
            break
    cells, victim, murderer = found
    keys = sorted({k for row in grid for k in row})
    geo = _Geometry(n, grid, objects)
    people = []
    for p in names:
        cards = _clues(rng, geo, p, cells, genders, victim, clues)
        people.append(Person(p, genders[p], " ".join(c.text for c in cards), tuple(cards)))
    rooms = tuple(
        Room(k, ROOM_NAMES[i % len(ROOM_NAMES)] + ("" if i < len(ROOM_NAMES) else str(i)), f"floor{i}")
        for i, k in enumerate(keys)
    )
    case = Case(
        id=f"random-{seed}",
        file=f"random-{seed}.toml",
        title=f"Random {seed}",
        language="en",
        size=n,
        rooms=rooms,
        grid=tuple(tuple(row) for row in grid),
        objects=tuple(tuple(tuple(cell) for cell in row) for row in objects),
        people=tuple(people),
    )
    truth = {p: cell_name(*cells[p]) for p in names}
    return RandomCase(case, truth, victim, murderer)


# ---- board ---------------------------------------------------------------------------


def _rooms(rng: random.Random, n: int) -> list[list[str]]:
    """Rooms grown from random seed cells until the board is covered."""
    count = rng.randint(2, max(2, n - 1))
    grid = [[""] * n for _ in range(n)]
    cells = [(r, c) for r in range(n) for c in range(n)]
    frontier = []
    for i, (r, c) in enumerate(rng.sample(cells, count)):
        grid[r][c] = "ABCDEFGHI"[i]
        frontier.append((r, c))
    while frontier:
        r, c = frontier.pop(rng.randrange(len(frontier)))
        for r2, c2 in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if 0 <= r2 < n and 0 <= c2 < n and not grid[r2][c2]:
                grid[r2][c2] = grid[r][c]
                frontier.append((r2, c2))
                frontier.append((r, c))
                break
    return grid


def _objects(rng: random.Random, n: int) -> list[list[list[str]]]:
    objects = [[[] for _ in range(n)] for _ in range(n)]
    for r in range(n):
        for c in range(n):
            roll = rng.random()
            if roll < 0.12:
                objects[r][c] = [rng.choice(SOLID)]
            elif roll < 0.3:
                objects[r][c] = sorted({rng.choice(OCCUPIABLE) for _ in range(rng.randint(1, 2))})
    return objects


def _placement(rng, n, grid, free, names):
    """One person per row and column on free cells; the victim's room holds exactly two."""
    free_set = set(free)
    for _ in range(500):
        cols = list(range(1, n + 1))
        rng.shuffle(cols)
        spots = [(r, cols[r - 1]) for r in range(1, n + 1)]
        if not all(s in free_set for s in spots):
            continue
        by_room: dict[str, list[int]] = {}
        for i, (r, c) in enumerate(spots):
            by_room.setdefault(grid[r - 1][c - 1], []).append(i)
        pairs = sorted(k for k, v in by_room.items() if len(v) == 2)
        if not pairs:
            continue
        rng.shuffle(spots)
        cells = dict(zip(names, spots, strict=False))
        room = rng.choice(pairs)
        two = sorted(p for p in names if grid[cells[p][0] - 1][cells[p][1] - 1] == room)
        victim = rng.choice(two)
        return cells, victim, next(p for p in two if p != victim)
    return None


class _Geometry:
    """The board as the rules read it: rooms, objects, and, asked of asp/ (pysm.solving.truth), which
    cells are corners and which objects each cell is next to. No meaning is written here."""

    def __init__(self, n, grid, objects):
        self.n, self.grid, self.objects = n, grid, objects
        keys = sorted({k for row in grid for k in row})
        self.case = Case(
            id="geometry",
            file="<random>",
            title="",
            language="en",
            size=n,
            rooms=tuple(Room(k, k, f"floor{k}") for k in keys),
            grid=tuple(tuple(row) for row in grid),
            objects=tuple(tuple(tuple(cell) for cell in row) for row in objects),
            people=(),
        )
        self.present = sorted({o for row in objects for cell in row for o in cell})
        fits = Truth(self.case).cells([Clue("corner")] + [Clue("next_to", o) for o in self.present])
        self._corner = fits["corner"]
        self._near = {o: fits[key(Clue("next_to", o))] for o in self.present}

    def room(self, r, c):
        return self.grid[r - 1][c - 1]

    def objs(self, r, c):
        return set(self.objects[r - 1][c - 1])

    def same_room(self, r, c, r2, c2):
        return 1 <= r2 <= self.n and 1 <= c2 <= self.n and self.room(r, c) == self.room(r2, c2)

    def next_to(self, r, c):
        return {o for o in self.present if (r, c) in self._near[o]}

    def corner(self, r, c):
        return (r, c) in self._corner

    def company(self, cells, genders) -> set[tuple[str, str]]:
        """Which alone / with_other sentences the placement makes true, asked of asp/."""
        case = dataclasses.replace(self.case, people=tuple(Person(p, genders[p], "") for p in cells))
        asks = [(p, c) for p in cells for c in [Clue("alone")] + [Clue("with_other", self.room(*cells[p]), genders[p])]]
        return Truth(case).holding(cells, asks)


def _clues(rng, geo: _Geometry, p, cells, genders, victim, how_many):
    """True clues about p's cell and room, as a card: the victim sentence first."""
    r, c = cells[p]
    room = geo.room(r, c)
    rooms = sorted({k for row in geo.grid for k in row})
    true_now = geo.company(cells, genders)
    options: list[Clue] = [
        Clue("row", r),
        Clue("column", c),
        Clue("room", room),
        Clue("not_row", rng.choice([k for k in range(1, geo.n + 1) if k != r])),
        Clue("not_column", rng.choice([k for k in range(1, geo.n + 1) if k != c])),
        Clue("corner") if geo.corner(r, c) else Clue("not_corner"),
    ]
    others = [k for k in rooms if k != room]
    if others:
        options.append(Clue("not_room", rng.choice(others)))
    on = sorted(geo.objs(r, c))
    options.append(Clue("on", rng.choice(on)) if on else Clue("not_on", rng.choice(OCCUPIABLE)))
    near = sorted(geo.next_to(r, c))
    if near:
        options.append(Clue("next_to", rng.choice(near)))
    absent = [o for o in OCCUPIABLE + SOLID if o not in near]
    options.append(Clue("not_next_to", rng.choice(absent)))
    if (p, "alone") in true_now:
        options += [Clue("alone")] * 2
    if (p, key(Clue("with_other", room, genders[p]))) in true_now:
        options += [Clue("with_other", room, genders[p])] * 2
    count = rng.randint(*how_many)
    chosen = rng.sample(options, min(count, len(options)))
    if p == victim:
        chosen = [Clue("victim")] + chosen[: max(0, count - 1)]
    return [Clue(k.kind, k.arg, k.gender, _text(k), i) for i, k in enumerate(chosen, 1)]


def _text(clue: Clue) -> str:
    arg = "" if clue.arg is None else f" {clue.arg}"
    gender = "" if clue.gender is None else f" ({clue.gender})"
    return f"{clue.kind}{arg}{gender}."
