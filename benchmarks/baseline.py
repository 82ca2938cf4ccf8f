"""A plain Python backtracking solver, written for the benchmark and as a cross-check.

It reads the same loaded Case as pysm and counts solutions up to a limit, so the
benchmark can show what the ASP design costs or gains. It is deliberately an
independent reading of the rules pages and of clue-language(-2).md, written apart from
asp/ and sharing none of its code: the one place besides the .lp files where a clue
kind's meaning is written, on purpose, so that tests/test_baseline_agrees.py can catch
a mistake in either. Everything else (the generator, the random test cases) asks the
.lp files what is true.
"""

from __future__ import annotations

from pysm.core.model import Case
from pysm.language import lexicon as language

_STEP = {"n": (-1, 0), "s": (1, 0), "w": (0, -1), "e": (0, 1)}
# (row sign, column sign): north = smaller row, west = smaller column; 0 = either
_DIRS = {
    "north": (-1, 0),
    "south": (1, 0),
    "west": (0, -1),
    "east": (0, 1),
    "northeast": (-1, 1),
    "northwest": (-1, -1),
    "southeast": (1, 1),
    "southwest": (1, -1),
}


def _rooms(case: Case):
    n = case.size
    return {(r, c): case.room_at(r, c) for r in range(1, n + 1) for c in range(1, n + 1)}


def _next_to(case: Case, room, r: int, c: int, obj: str) -> bool:
    n = case.size
    for r2, c2 in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
        if 1 <= r2 <= n and 1 <= c2 <= n and room[(r2, c2)] == room[(r, c)] and obj in case.objects_at(r2, c2):
            return True
    return False


def _corner(case: Case, room, r: int, c: int) -> bool:
    def wall(r2, c2):
        return room.get((r2, c2)) != room[(r, c)]

    return (wall(r, c - 1) or wall(r, c + 1)) and (wall(r - 1, c) or wall(r + 1, c))


def _at_wall(room, r: int, c: int) -> bool:
    return any(room.get((r + dr, c + dc)) != room[(r, c)] for dr, dc in _STEP.values())


def _beside(case: Case, sides, r: int, c: int) -> bool:
    """A window / door on side S of X is beside X and the cell across S."""
    for r0, c0, s in sides:
        dr, dc = _STEP[s]
        if (r, c) == (r0, c0) or (r, c) == (r0 + dr, c0 + dc):
            return True
    return False


def _lies(d: str, a: tuple[int, int], b: tuple[int, int]) -> bool:
    """Cell a lies in direction d from cell b (half-planes)."""
    sr, sc = _DIRS[d]
    return (sr == 0 or (a[0] - b[0]) * sr > 0) and (sc == 0 or (a[1] - b[1]) * sc > 0)


def _object_cells(case: Case, obj: str):
    n = case.size
    return [(r, c) for r in range(1, n + 1) for c in range(1, n + 1) if obj in case.objects_at(r, c)]


def _qualified(case: Case, room, cell, obj: str, qual: str):
    cells = _object_cells(case, obj)
    if qual == "same_room":
        return [x for x in cells if room[x] == room[cell]]
    if qual == "other_room":
        return [x for x in cells if room[x] != room[cell]]
    return cells


def _at(case: Case, room, cell, pos: tuple) -> bool:
    """The cell is at a position: on(O), next_to(O), room(X), row(K), column(K), corner, at_wall, window, door."""
    r, c = cell
    head = pos[0]
    if head in ("row", "column", "room", "on", "next_to", "corner"):
        return _cell_fits(case, room, r, c, head, pos[1] if len(pos) > 1 else None)
    if head == "at_wall":
        return _at_wall(room, r, c)
    if head == "window":
        return _beside(case, case.windows, r, c)
    if head == "door":
        return _beside(case, case.doors, r, c)
    raise ValueError(pos)


def _cell_fits(case: Case, room, r: int, c: int, kind: str, arg, params=()) -> bool:
    if kind == "row":
        return r == arg
    if kind == "column":
        return c == arg
    if kind == "room":
        return room[(r, c)] == arg
    if kind == "on":
        return arg in case.objects_at(r, c)
    if kind == "next_to":
        return _next_to(case, room, r, c, arg)
    if kind == "corner":
        return _corner(case, room, r, c)
    cell = (r, c)
    if kind == "at_wall":
        return _at_wall(room, r, c)
    if kind == "next_to_window":
        return _beside(case, case.windows, r, c)
    if kind == "next_to_door":
        return _beside(case, case.doors, r, c)
    if kind == "same_line_object":
        line, obj, qual = params
        return any(
            (line != "column" and x[0] == r) or (line != "row" and x[1] == c)
            for x in _qualified(case, room, cell, obj, qual)
        )
    if kind == "dir_object":
        d, obj, quant, qual = params
        cells = _qualified(case, room, cell, obj, qual)
        ok = [_lies(d, cell, x) for x in cells]
        return any(ok) if quant == "some" else bool(ok) and all(ok)
    if kind == "dir_object_at":
        d, obj, r0, c0 = params
        return obj in case.objects_at(r0, c0) and _lies(d, cell, (r0, c0))
    if kind == "dir_object_adj":
        d, obj = params
        sr, sc = _DIRS[d]
        x = (r - sr, c - sc)  # north of the object: the object is the cell below
        return x in room and room[x] == room[cell] and obj in case.objects_at(*x)
    if kind == "room_has":
        (obj,) = params
        return any(room[x] == room[cell] for x in _object_cells(case, obj))
    if kind == "either":
        return any(_at(case, room, cell, half) for half in params)
    raise ValueError(kind)


CELL_KINDS = (
    "row",
    "column",
    "room",
    "on",
    "next_to",
    "corner",
    "at_wall",
    "next_to_window",
    "next_to_door",
    "same_line_object",
    "dir_object",
    "dir_object_at",
    "dir_object_adj",
    "room_has",
    "either",
)


def candidates(case: Case) -> dict[str, list[tuple[int, int]]]:
    """Each person's cells allowed by the cell clues alone."""
    room = _rooms(case)
    n = case.size
    free = [
        (r, c)
        for r in range(1, n + 1)
        for c in range(1, n + 1)
        if not any(language.object_class(o) == "solid" for o in case.objects_at(r, c))
    ]
    out = {}
    for p in case.people:
        cells = []
        for r, c in free:
            ok = True
            for clue in p.clues:
                if clue.base in CELL_KINDS:
                    fits = _cell_fits(case, room, r, c, clue.base, clue.arg, clue.params)
                    ok = ok and (fits != clue.negated)
                elif clue.kind == "with_other":
                    ok = ok and room[(r, c)] == clue.arg
            if ok:
                cells.append((r, c))
        out[p.name] = cells
    return out


def _says(case: Case, room, at, gender, name: str, kind: str, params) -> bool:
    """Whether a clue about other people (clue-language-2.md) holds for its speaker `name`."""
    mine = at[name]
    others = [q for q in at if q != name and room[at[q]] == room[mine]]
    if kind == "alone":
        return not others
    if kind == "unique":
        (pos,) = params
        return _at(case, room, mine, pos) and not any(_at(case, room, at[q], pos) for q in at if q != name)
    if kind == "same_room":
        return params[0] in others
    if kind == "alone_with":
        return others == [params[0]]
    if kind == "dir_person":
        d, q = params
        return _lies(d, mine, at[q])
    if kind == "offset_person":
        d, k, q = params
        sr, sc = _DIRS[d]
        return (mine[0] == at[q][0] + sr * k) if sr else (mine[1] == at[q][1] + sc * k)
    if kind == "dir_gender":
        d, g, quant = params
        ok = [_lies(d, mine, at[q]) for q in at if q != name and gender[q] == g]
        return any(ok) if quant == "some" else bool(ok) and all(ok)
    if kind == "gender_in_room":
        g, cmp, k = params
        m = sum(gender[q] == g for q in others)
        return m >= k if cmp == "at_least" else m == k
    if kind == "room_size":
        return len(others) + 1 == params[0]
    if kind == "alone_with_gender":
        g, k = params
        return len(others) == k and all(gender[q] == g for q in others)
    if kind == "room_person":
        who, pos = params
        return any((who == "anyone" or gender[q] == who) and _at(case, room, at[q], pos) for q in others)
    raise ValueError(kind)


def _compare(cmp: str, m: int, k: int) -> bool:
    return {"exactly": m == k, "at_least": m >= k, "at_most": m <= k, "not_exactly": m != k}[cmp]


def _scene(case: Case, room, at, gender, kind: str, params) -> bool:
    if kind == "count":
        who, cmp, k, pos = params
        people = [q for q in at if who == "people" or gender[q] == who]
        m = sum(_at(case, room, at[q], pos) for q in people)
        return m == len(people) if cmp == "all" else _compare(cmp, m, k)
    counts = {x: 0 for x in room.values()}
    for cell in at.values():
        counts[room[cell]] += 1
    if kind == "empty_rooms":
        cmp, k = params
        return _compare(cmp, sum(v == 0 for v in counts.values()), k)
    if kind == "every_room":
        cmp, k = params
        return all(_compare(cmp, v, k) for v in counts.values())
    raise ValueError(kind)


def _company_ok(case: Case, room, at: dict[str, tuple[int, int]]) -> bool:
    where = {name: room[cell] for name, cell in at.items()}
    gender = {p.name: p.gender for p in case.people}
    for p in case.people:
        mine = where[p.name]
        others = [q for q in where if q != p.name and where[q] == mine]
        for clue in p.clues:
            if clue.kind == "victim" and len(others) != 1:
                return False
            if clue.kind == "with_other" and sum(gender[q] == clue.gender for q in others) != 1:
                return False
            if clue.base in CELL_KINDS or clue.kind in ("victim", "with_other"):
                continue
            if _says(case, room, at, gender, p.name, clue.base, clue.params) == clue.negated:
                return False
    for clue in case.scene:
        if _scene(case, room, at, gender, clue.base, clue.params) == clue.negated:
            return False
    return True


def solve(case: Case, limit: int = 2) -> list[dict[str, str]]:
    """Up to `limit` solutions, each person -> cell name."""
    room = _rooms(case)
    cand = candidates(case)
    order = sorted(cand, key=lambda name: (len(cand[name]), name))
    found: list[dict[str, str]] = []
    at: dict[str, tuple[int, int]] = {}
    rows, cols = set(), set()

    def search(i: int) -> None:
        if len(found) >= limit:
            return
        if i == len(order):
            if _company_ok(case, room, at):
                found.append({n: f"{chr(64 + c)}{r}" for n, (r, c) in at.items()})
            return
        name = order[i]
        for r, c in cand[name]:
            if r in rows or c in cols:
                continue
            at[name] = (r, c)
            rows.add(r)
            cols.add(c)
            search(i + 1)
            rows.discard(r)
            cols.discard(c)
            del at[name]

    search(0)
    return found
