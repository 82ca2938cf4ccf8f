"""An independent propagator of the minimum deductions, to check the step program's strength.

The spec (spec/README.md, `step_solvable`) fixes what the step-by-step proof must at least
deduce: the families of the step-by-step issue for the first clue language (clue, placed,
last in line, locked line, alone, with another, victim's room, census, subsets) and the list
of clue-language-2.md, "Step by step: the minimum deductions for the new kinds". This module
writes those deductions once more, in plain Python, from the spec's words and not from
asp/steps/*.lp, and runs them to a fixpoint. Every rule only removes cells, and each one's
condition stays true as cells go, so the fixpoint does not depend on the order.

Where the spec's words allow a weaker and a stronger reading, the stronger one is written
here (an exact offset rather than its bounds, both people of a relation pruned, the negated
forms that are a plain rewrite of a positive one), so that a step program that passes the
check is not weaker than any fair reading of the minimum.

What a cell clue means (row, room, next to, at a wall, north of a plant, ...) is read
through benchmarks/baseline.py, the other independent reading of the spec.

    .venv/bin/python benchmarks/min_steps.py [--random N] [--kinds N] [--small N]

compares pysm's proof with this propagator on the bundled cases, the spec examples and
seeded random cases: (a) pysm's final candidates lie within the propagator's for every
person (pysm is never weaker), (b) no step of either removes a cell of the solution the
clues were drawn from, and on small boards no cell any solution uses.
"""

from __future__ import annotations

import sys
from itertools import combinations
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import baseline  # noqa: E402

from pysm.core.model import Case, cell_name, parse_cell  # noqa: E402
from pysm.language import lexicon as language  # noqa: E402

Cell = tuple[int, int]
_OPPOSITE = {"north": "south", "south": "north", "east": "west", "west": "east"}
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


class MinSteps:
    """The minimum deductions on one case: `run()` gives each person's cells at the fixpoint."""

    def __init__(self, case: Case):
        self.case = case
        n = self.n = case.size
        self.room = baseline._rooms(case)
        self.free = [
            (r, c)
            for r in range(1, n + 1)
            for c in range(1, n + 1)
            if not any(language.object_class(o) == "solid" for o in case.objects_at(r, c))
        ]
        self.people = [p.name for p in case.people]
        self.gender = {p.name: p.gender for p in case.people}
        self.rooms = sorted(set(self.room.values()))
        self.victims = [p.name for p in case.people if p.is_victim]
        self.alone = [p.name for p in case.people if any(c.kind == "alone" for c in p.clues)]
        self.cards = [(p.name, c) for p in case.people for c in p.clues]
        self.pos_cache: dict[tuple, frozenset[Cell]] = {}

    # ---- reading the candidates ------------------------------------------------------

    def at(self, pos: tuple) -> frozenset[Cell]:
        """The free cells at a position: ("on", O), ("window",), ("room", X), ("anywhere",) ..."""
        if pos not in self.pos_cache:
            if pos[0] == "anywhere":
                cells = self.free
            else:
                cells = [x for x in self.free if baseline._at(self.case, self.room, x, pos)]
            self.pos_cache[pos] = frozenset(cells)
        return self.pos_cache[pos]

    def rooms_of(self, cands, p) -> set:
        return {self.room[x] for x in cands[p]}

    def known(self, cands, p):
        rooms = self.rooms_of(cands, p)
        return next(iter(rooms)) if len(rooms) == 1 else None

    def fits(self, who: str, q: str) -> bool:
        return who in ("anyone", "people") or self.gender[q] == who

    # ---- the clue family: what each clue allows the speaker, whatever the others -------

    def start(self) -> dict[str, set[Cell]]:
        cands = {p: set(self.free) for p in self.people}
        for p, clue in self.cards:
            base, neg = clue.base, clue.negated
            if base in baseline.CELL_KINDS:
                cands[p] = {
                    (r, c)
                    for r, c in cands[p]
                    if baseline._cell_fits(self.case, self.room, r, c, base, clue.arg, clue.params) != neg
                }
            elif clue.kind == "with_other":
                cands[p] = {x for x in cands[p] if self.room[x] == clue.arg}
            elif base == "unique" and not neg:  # the speaker is there; nobody else is
                cells = self.at(clue.params[0])
                for q in self.people:
                    cands[q] = cands[q] & cells if q == p else cands[q] - cells
        return cands

    # ---- the families: each gives the (person, cell) pairs it removes now ------------

    def families(self):
        return [
            ("placed", self.placed),
            ("last-in-line", self.last_in_line),
            ("locked-line", self.locked_line),
            ("alone", self.alone_rule),
            ("with-another", self.with_another),
            ("victim-room", self.victim_room),
            ("census", self.census),
            ("same-room", self.same_room),
            ("directions", self.directions),
            ("dir-some", self.dir_some),
            ("room-counts", self.room_counts),
            ("room-person", self.room_person),
            ("count", self.count),
            ("rooms", self.every_room),
            ("subsets", self.subsets),
        ]

    def placed(self, cands):
        out = set()
        for p in self.people:
            if len(cands[p]) == 1:
                ((r, c),) = cands[p]
                out |= {(q, x) for q in self.people if q != p for x in cands[q] if x[0] == r or x[1] == c}
        return out

    def last_in_line(self, cands):
        out = set()
        for axis in (0, 1):
            for line in range(1, self.n + 1):
                who = [p for p in self.people if any(x[axis] == line for x in cands[p])]
                if len(who) == 1:
                    out |= {(who[0], x) for x in cands[who[0]] if x[axis] != line}
        return out

    def locked_line(self, cands):
        out = set()
        for axis in (0, 1):
            for p in self.people:
                lines = {x[axis] for x in cands[p]}
                if len(lines) == 1:
                    line = next(iter(lines))
                    out |= {(q, x) for q in self.people if q != p for x in cands[q] if x[axis] == line}
        return out

    def _leave(self, cands, p, room):
        return {(p, x) for x in cands[p] if self.room[x] == room}

    def _keep(self, cands, p, room):
        return {(p, x) for x in cands[p] if self.room[x] != room}

    def alone_rule(self, cands):
        out = set()
        for p in self.alone:
            x = self.known(cands, p)
            if x is not None:
                for q in self.people:
                    if q != p:
                        out |= self._leave(cands, q, x)
            for q in self.people:
                y = self.known(cands, q)
                if q != p and y is not None:
                    out |= self._leave(cands, p, y)
        return out

    def with_another(self, cands):
        out = set()
        for p, clue in self.cards:
            if clue.kind != "with_other":
                continue
            room, g = clue.arg, clue.gender
            mates = [q for q in self.people if q != p and self.gender[q] == g]
            for q in mates:
                if self.known(cands, q) == room:
                    for q2 in mates:
                        if q2 != q:
                            out |= self._leave(cands, q2, room)
            can = [q for q in mates if room in self.rooms_of(cands, q)]
            if len(can) == 1:
                out |= self._keep(cands, can[0], room)
        return out

    def victim_room(self, cands):
        out = set()
        for v in self.victims:
            others = [q for q in self.people if q != v]
            for r, c in cands[v]:
                x = self.room[(r, c)]
                if not any(self.room[y] == x and y[0] != r and y[1] != c for q in others for y in cands[q]):
                    out.add((v, (r, c)))
            for x in self.rooms:
                if sum(self.known(cands, q) == x for q in others if q not in self.victims) >= 2:
                    out |= self._leave(cands, v, x)
            x = self.known(cands, v)
            if x is None:
                continue
            if any(self.known(cands, q) == x for q in others):
                pair = {v} | {q for q in others if self.known(cands, q) == x}
                for q in self.people:
                    if q not in pair:
                        out |= self._leave(cands, q, x)
            can = [q for q in others if x in self.rooms_of(cands, q)]
            if len(can) == 1:
                out |= self._keep(cands, can[0], x)
        return out

    def _occupied(self, cands, rooms):
        """Every room of `rooms` holds someone: a room only one person can reach holds that person."""
        out = set()
        for x in rooms:
            can = [p for p in self.people if x in self.rooms_of(cands, p)]
            if len(can) == 1:
                out |= self._keep(cands, can[0], x)
        return out

    def census(self, cands):
        pair = len(self.victims)
        alone = len(self.alone)
        need = pair + alone + (1 if len(self.people) > 2 * pair + alone else 0)
        reachable = {x for p in self.people for x in self.rooms_of(cands, p)}
        if need == len(reachable):
            return self._occupied(cands, reachable)
        return set()

    def subsets(self, cands):
        out = set()
        for axis in (0, 1):
            reach = {p: frozenset(x[axis] for x in cands[p]) for p in self.people}
            for k in range(2, self.n - 1):
                for lines in combinations(range(1, self.n + 1), k):
                    s = set(lines)
                    inside = [p for p in self.people if reach[p] <= s]
                    if len(inside) == k:
                        out |= {(q, x) for q in self.people if q not in inside for x in cands[q] if x[axis] in s}
        return out

    # ---- clue-language-2.md ---------------------------------------------------------

    def _pairs(self, kinds):
        for p, clue in self.cards:
            if clue.base in kinds:
                yield p, clue

    def same_room(self, cands):
        """same_room / alone_with: each keeps to the other's possible rooms; alone_with also
        empties a room one of them is sure of and bars a room someone else is sure of;
        not_same_room bars a room the other is sure of."""
        out = set()
        for p, clue in self._pairs(("same_room", "alone_with")):
            q = clue.params[0]
            if not clue.negated:
                for a, b in ((p, q), (q, p)):
                    rooms = self.rooms_of(cands, b)
                    out |= {(a, x) for x in cands[a] if self.room[x] not in rooms}
            elif clue.base == "same_room":
                for a, b in ((p, q), (q, p)):
                    y = self.known(cands, b)
                    if y is not None:
                        out |= self._leave(cands, a, y)
            if clue.base == "alone_with" and not clue.negated:
                for a in (p, q):
                    y = self.known(cands, a)
                    if y is not None:
                        for z in self.people:
                            if z not in (p, q):
                                out |= self._leave(cands, z, y)
                for z in self.people:
                    y = self.known(cands, z)
                    if z not in (p, q) and y is not None:
                        out |= self._leave(cands, p, y) | self._leave(cands, q, y)
        return out

    def _ties(self):
        """(speaker, other, direction, offset or None) for every clue pruned by bounds."""
        for p, clue in self.cards:
            base, neg = clue.base, clue.negated
            if base == "dir_person":
                d, q = clue.params
                if not neg:
                    yield p, q, d, None
                elif d in _OPPOSITE:
                    yield p, q, _OPPOSITE[d], None
            elif base == "offset_person" and not neg:
                d, k, q = clue.params
                yield p, q, d, k
            elif base == "dir_gender":
                d, g, quant = clue.params
                others = [q for q in self.people if q != p and self.gender[q] == g]
                if quant == "every" and not neg:
                    for q in others:
                        yield p, q, d, None
                elif quant == "some" and neg and d in _OPPOSITE:  # north of no man: south of each
                    for q in others:
                        yield p, q, _OPPOSITE[d], None

    def directions(self, cands):
        """dir_person, offset_person, dir_gender every: the bounds of the other's rows / columns."""
        out = set()
        for p, q, d, k in self._ties():
            for axis, sign in enumerate(_DIRS[d]):
                if sign == 0:
                    continue
                mine = {x[axis] for x in cands[p]}
                theirs = {x[axis] for x in cands[q]}
                if k is None:  # sign -1: my line is smaller than theirs
                    if sign < 0:
                        out |= {(p, x) for x in cands[p] if x[axis] >= max(theirs, default=0)}
                        out |= {(q, x) for x in cands[q] if x[axis] <= min(mine, default=99)}
                    else:
                        out |= {(p, x) for x in cands[p] if x[axis] <= min(theirs, default=99)}
                        out |= {(q, x) for x in cands[q] if x[axis] >= max(mine, default=0)}
                else:  # exact offset: my line is theirs + sign * k
                    out |= {(p, x) for x in cands[p] if x[axis] - sign * k not in theirs}
                    out |= {(q, x) for x in cands[q] if x[axis] + sign * k not in mine}
        return out

    @staticmethod
    def _lies(d, a, b):
        return a[0] != b[0] and a[1] != b[1] and baseline._lies(d, a, b)

    def dir_some(self, cands):
        """dir_gender some: keep the cells some candidate cell of a matching person supports."""
        out = set()
        for p, clue in self._pairs(("dir_gender",)):
            d, g, quant = clue.params
            if quant != "some" or clue.negated:
                continue
            cells = {y for q in self.people if q != p and self.gender[q] == g for y in cands[q]}
            out |= {(p, x) for x in cands[p] if not any(self._lies(d, x, y) for y in cells)}
        return out

    def _limits(self, clue):
        """A count of the other people in the speaker's room as [(who, cmp, k)], all to hold;
        [("not", who, k)]-style "not exactly" as ("anyone"/g, "not_exactly", k)."""
        base, neg = clue.base, clue.negated
        if base == "gender_in_room":
            g, cmp, k = clue.params
            if not neg:
                return [(g, cmp, k)]
            return [(g, "at_most", k - 1)] if cmp == "at_least" else [(g, "not_exactly", k)]
        if base == "room_size":
            (k,) = clue.params
            return [("anyone", "not_exactly" if neg else "exactly", k - 1)]
        if base == "alone_with_gender" and not neg:
            g, k = clue.params
            return [(g, "exactly", k), ("anyone", "exactly", k), ("m" if g == "f" else "f", "at_most", 0)]
        if base == "alone" and neg:
            return [("anyone", "at_least", 1)]
        return None

    def room_counts(self, cands):
        """gender_in_room, room_size, alone_with_gender (and not alone): keep the rooms where
        those sure to be there and those who can be there allow the count."""
        out = set()
        for p, clue in self.cards:
            limits = self._limits(clue)
            if limits is None:
                continue
            for x in self.rooms_of(cands, p):
                ok = True
                for who, cmp, k in limits:
                    others = [q for q in self.people if q != p and self.fits(who, q)]
                    sure = sum(self.known(cands, q) == x for q in others)
                    can = sum(x in self.rooms_of(cands, q) for q in others)
                    if cmp in ("at_least", "exactly") and can < k:
                        ok = False
                    if cmp in ("at_most", "exactly") and sure > k:
                        ok = False
                    if cmp == "not_exactly" and sure == can == k:
                        ok = False
                if not ok:
                    out |= self._leave(cands, p, x)
        return out

    def room_person(self, cands):
        """room_person: keep the cells whose room offers a matching candidate cell of another
        person; its negation bars a room where a matching person is sure to be at the position."""
        out = set()
        for p, clue in self._pairs(("room_person",)):
            who, pos = clue.params
            at = self.at(pos)
            others = [q for q in self.people if q != p and self.fits(who, q)]
            if not clue.negated:
                cells = {y for q in others for y in cands[q] if y in at}
                out |= {
                    (p, x)
                    for x in cands[p]
                    if not any(self.room[y] == self.room[x] and y[0] != x[0] and y[1] != x[1] for y in cells)
                }
            else:
                for q in others:
                    y = self.known(cands, q)
                    if y is not None and cands[q] <= at:
                        out |= self._leave(cands, p, y)
        return out

    def count(self, cands):
        """Scene counts: force when those sure of the position, or able to reach it, reach k."""
        out = set()
        for clue in self.case.scene:
            if clue.base != "count":
                continue
            who, cmp, k, pos = clue.params
            people = [q for q in self.people if self.fits(who, q)]
            if cmp == "all":
                cmp, k = "at_least", len(people)
            if clue.negated:
                if cmp == "at_least":
                    cmp, k = "at_most", k - 1
                elif cmp == "at_most":
                    cmp, k = "at_least", k + 1
                else:
                    continue
            at = self.at(pos)
            sure = [q for q in people if cands[q] and cands[q] <= at]
            can = [q for q in people if cands[q] & at]
            if cmp in ("at_least", "exactly") and len(can) == k:
                out |= {(q, x) for q in can for x in cands[q] if x not in at}
            if cmp in ("at_most", "exactly") and len(sure) == k:
                out |= {(q, x) for q in people if q not in sure for x in cands[q] if x in at}
        return out

    def every_room(self, cands):
        """Scene sentences about every room: force the same way as the census."""
        out = set()
        for clue in self.case.scene:
            if clue.base not in ("empty_rooms", "every_room") or clue.negated:
                continue
            cmp, k = clue.params
            can = {x: [p for p in self.people if x in self.rooms_of(cands, p)] for x in self.rooms}
            sure = {x: [p for p in self.people if self.known(cands, p) == x] for x in self.rooms}
            if clue.base == "empty_rooms":
                empty = sum(not v for v in can.values())
                if cmp in ("at_most", "exactly") and empty == k:
                    out |= self._occupied(cands, [x for x in self.rooms if can[x]])
                if cmp in ("at_least", "exactly") and sum(bool(v) for v in sure.values()) == len(self.rooms) - k:
                    for x in self.rooms:
                        if not sure[x]:
                            for p in can[x]:
                                out |= self._leave(cands, p, x)
            else:
                for x in self.rooms:
                    if cmp in ("at_least", "exactly") and k > 0 and len(can[x]) == k:
                        for p in can[x]:
                            out |= self._keep(cands, p, x)
                    if cmp in ("at_most", "exactly") and len(sure[x]) == k:
                        for p in can[x]:
                            if p not in sure[x]:
                                out |= self._leave(cands, p, x)
        return out

    # ---- the fixpoint ------------------------------------------------------------------

    def fire(self, cands) -> dict[str, set]:
        """What each family removes from these candidates (only families that remove something)."""
        out = {}
        for name, rule in self.families():
            removed = {(p, x) for p, x in rule(cands) if x in cands[p]}
            if removed:
                out[name] = removed
        return out

    def run(self, cands=None) -> dict[str, set[Cell]]:
        """The fixpoint; self.fired counts the rounds in which each family removed a cell."""
        cands = {p: set(v) for p, v in (cands or self.start()).items()}
        self.fired: dict[str, int] = {}
        while True:
            fired = self.fire(cands)
            for name in fired:
                self.fired[name] = self.fired.get(name, 0) + 1
            removed = set().union(*fired.values())
            if not removed:
                return cands
            for p, x in removed:
                cands[p].discard(x)
            if any(not v for v in cands.values()):
                return cands


# ---- comparing with pysm's proof ----------------------------------------------------------


def pysm_final(case: Case, proof) -> dict[str, set[Cell]]:
    """Each person's cells when pysm's proof ends: the free cells less every cell a step removed."""
    start = {parse_cell(c, case.size) for c in proof.start}
    cands = {p.name: set(start) for p in case.people}
    for step in proof.steps:
        for person, cell in step.removed:
            cands[person].discard(parse_cell(cell, case.size))
    return cands


def compare(case: Case, truth: dict[str, str] | None = None, solutions=None) -> dict:
    """pysm's proof against the minimum propagator on one case. Returns
    {"weaker": {person: cells pysm keeps and the minimum removes}, "gaps": families of the
    minimum that still fire on pysm's final candidates, "unsound": removed cells of a solution,
    "pysm_solved", "min_solved", "stronger": whether pysm removed more somewhere}."""
    from pysm.proof.prove import prove
    from pysm.solving.facts import render

    proof = prove(case, render(case))
    ours = pysm_final(case, proof)
    prop = MinSteps(case)
    theirs = prop.run()
    ran_out = any(not v for v in ours.values())  # no solution: the proof stops at the first empty person
    weaker = (
        {} if ran_out else {p: sorted(cell_name(*x) for x in ours[p] - theirs[p]) for p in ours if ours[p] - theirs[p]}
    )
    gaps = sorted(prop.fire(ours)) if weaker else []
    used = set()
    if truth:
        used |= {(p, parse_cell(c, case.size)) for p, c in truth.items()}
    for sol in solutions or ():
        used |= {(p, parse_cell(c, case.size)) for p, c in sol.items()}
    start = set(prop.free)
    unsound = sorted(
        (who, p, cell_name(*x))
        for who, cands in (("pysm", ours), ("min", theirs))
        for p, x in used
        if x in start and x not in cands[p]
    )
    solved = all(len(v) == 1 for v in theirs.values())
    return {
        "weaker": weaker,
        "gaps": gaps,
        "unsound": unsound,
        "pysm_solved": proof.solved,
        "min_solved": solved,
        "stronger": any(theirs[p] - ours[p] for p in ours),
        "fired": sorted(prop.fired),
    }


def _cases(args):
    """(label, case, truth, solutions or None) for every case to compare."""
    sys.path.insert(0, str(HERE.parent / "tests"))
    from kindcases import kind_case
    from randomcases import random_case

    from pysm.case.loader import load

    root = HERE.parent
    for path in sorted((root / "cases").rglob("*.toml")) + sorted((root / "tests" / "spec_examples").glob("*.toml")):
        if path.name == "es-invalido.toml":
            continue
        case = load(str(path))
        yield str(path.relative_to(root)), case, None, baseline.solve(case, limit=50)
    for seed in range(args.random):
        rc = random_case(seed, None if seed % 5 else 9)
        yield f"random-{seed}", rc.case, rc.truth, None
    for seed in range(args.kinds):
        rc = kind_case(seed, None if seed % 4 else 9, clues=(1, 3) if seed % 2 else (2, 4))
        yield f"kinds-{seed}", rc.case, rc.truth, None
    for seed in range(args.small):
        rc = kind_case(5000 + seed, 4 + seed % 2, clues=(1, 2))
        yield f"small-{seed}", rc.case, rc.truth, baseline.solve(rc.case, limit=1000)


def main(argv=None) -> int:
    import argparse
    import time

    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--random", type=int, default=200, help="random cases of the first clue language")
    parser.add_argument("--kinds", type=int, default=300, help="random cases with the new clue kinds")
    parser.add_argument("--small", type=int, default=200, help="small boards, checked against every solution")
    parser.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args(argv)
    totals = {"cases": 0, "weaker": 0, "unsound": 0, "pysm_solved": 0, "min_solved": 0, "stronger": 0}
    gap_families: dict[str, int] = {}
    fired: dict[str, int] = {}
    began = time.monotonic()
    for label, case, truth, sols in _cases(args):
        res = compare(case, truth, sols)
        totals["cases"] += 1
        for name in res["fired"]:
            fired[name] = fired.get(name, 0) + 1
        for key in ("pysm_solved", "min_solved", "stronger"):
            totals[key] += bool(res[key])
        if res["weaker"]:
            totals["weaker"] += 1
            for g in res["gaps"]:
                gap_families[g] = gap_families.get(g, 0) + 1
            print(f"WEAKER {label}: {res['weaker']} (families: {', '.join(res['gaps'])})", flush=True)
        if res["unsound"]:
            totals["unsound"] += 1
            print(f"UNSOUND {label}: {res['unsound']}", flush=True)
        if args.verbose:
            print(label, res)
    print(", ".join(f"{k} {v}" for k, v in totals.items()), f"({time.monotonic() - began:.0f} s)")
    print("cases in which each minimum family fired:", dict(sorted(fired.items())))
    if gap_families:
        print("families pysm misses:", gap_families)
    return 1 if totals["weaker"] or totals["unsound"] else 0


if __name__ == "__main__":
    sys.exit(main())
