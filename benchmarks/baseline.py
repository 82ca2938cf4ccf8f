"""A plain Python backtracking solver, written for the benchmark only.

It reads the same loaded Case as pysm and counts solutions up to a limit, so the
benchmark can show what the ASP design costs or gains. It is an independent
reading of the rules pages, which also makes it a cross-check for the .lp files.
"""
from __future__ import annotations

from pysm import language
from pysm.model import Case


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


def _cell_fits(case: Case, room, r: int, c: int, kind: str, arg) -> bool:
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
    raise ValueError(kind)


def candidates(case: Case) -> dict[str, list[tuple[int, int]]]:
    """Each person's cells allowed by the cell clues alone."""
    room = _rooms(case)
    n = case.size
    free = [(r, c) for r in range(1, n + 1) for c in range(1, n + 1)
            if not any(language.object_class(o) == "solid" for o in case.objects_at(r, c))]
    out = {}
    for p in case.people:
        cells = []
        for r, c in free:
            ok = True
            for clue in p.clues:
                if clue.base in ("row", "column", "room", "on", "next_to", "corner"):
                    fits = _cell_fits(case, room, r, c, clue.base, clue.arg)
                    ok = ok and (fits != clue.negated)
                elif clue.kind == "with_other":
                    ok = ok and room[(r, c)] == clue.arg
            if ok:
                cells.append((r, c))
        out[p.name] = cells
    return out


def _company_ok(case: Case, room, at: dict[str, tuple[int, int]]) -> bool:
    where = {name: room[cell] for name, cell in at.items()}
    gender = {p.name: p.gender for p in case.people}
    for p in case.people:
        mine = where[p.name]
        others = [q for q in where if q != p.name and where[q] == mine]
        for clue in p.clues:
            if clue.kind == "alone" and others:
                return False
            if clue.kind == "victim" and len(others) != 1:
                return False
            if clue.kind == "with_other" and sum(gender[q] == clue.gender for q in others) != 1:
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
