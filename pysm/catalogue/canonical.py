"""Keys that are equal for two cases exactly when they are one puzzle: turned or mirrored,
with people and rooms renamed, in another language.

A key is built from what the solver reads (the board, the rooms' shapes and which are outdoors,
the objects, windows and doors, each person's gender and clues as the kinds table holds them),
never from words: not the rooms' names, nor their floors, which are words of the case's language
("sand", "arena") that no rule reads, so a case and its translation have one key. It is the smallest of the eight forms the case takes under the board's symmetries, each
form naming rooms by where they first appear (reading order) and people by where the solution
puts them, so renaming and turning both drop out. A case without a unique solution names its
people by their cards instead, and when two people cannot be told apart that way the case is
not compared (`NotComparable`), since a wrong match would be worse than none.
"""

from __future__ import annotations

import json
from dataclasses import replace
from itertools import permutations
from typing import cast

from pysm.catalogue.symmetry import SYMMETRIES, Symmetry, turn_case, turn_placement
from pysm.core.errors import NotComparable
from pysm.core.kinds import KINDS, POSITIONS
from pysm.core.model import VOID, Case, Clue, parse_cell

# Kinds whose two parameters can be swapped without changing the meaning.
UNORDERED = {"either"}
# At most this many orders of people that their cards cannot tell apart are tried.
MAX_ORDERS = 720


def exact_key(case: Case, placement: dict[str, str] | None = None) -> str:
    """The same text for two cases that are one puzzle (placement: the unique solution, if known)."""
    return min(_forms(case, placement, with_clues=True))


def board_key(case: Case, placement: dict[str, str]) -> str:
    """The same text for two cases with one board and one solution, whatever their clues."""
    return min(_forms(case, placement, with_clues=False))


def _forms(case: Case, placement, *, with_clues: bool):
    for g in SYMMETRIES:
        turned = turn_case(case, g) if with_clues else _turn_board(case, g)
        where = None if placement is None else turn_placement(placement, g, case.size)
        yield from _written(turned, where, with_clues)


def _turn_board(case: Case, g: Symmetry) -> Case:
    """The board alone turned (the clues are not read for a board key)."""
    return turn_case(replace(case, people=tuple(replace(p, clues=()) for p in case.people), scene=()), g)


def _written(case: Case, placement, with_clues: bool):
    """The form of one turned case as JSON text, for each order of its people (one, mostly)."""
    n = case.size
    rooms: dict[str, str] = {VOID: "void"}  # cells in no room are no room's
    for r in range(1, n + 1):
        for c in range(1, n + 1):
            rooms.setdefault(case.room_at(r, c), f"R{len(rooms)}")
    outdoors = {room.key for room in case.rooms if room.outdoors}
    board = {
        "size": n,
        "rooms": [[rooms[case.room_at(r, c)] for c in range(1, n + 1)] for r in range(1, n + 1)],
        "outdoors": sorted(rooms[k] for k in outdoors if k in rooms),
        "objects": [[sorted(case.objects_at(r, c)) for c in range(1, n + 1)] for r in range(1, n + 1)],
        "windows": sorted(case.windows),
        "doors": sorted(case.doors),
        "wholes": sorted((w.object, sorted(w.cells)) for w in case.wholes),
        "blocking": sorted(case.blocking),
        "types": sorted((t.id, t.solid) for t in case.object_types),
    }
    for order in _orders(case, placement, rooms):
        label = {name: f"P{i + 1}" for i, name in enumerate(order)}
        form = dict(board)
        people = {p.name: p for p in case.people}
        form["people"] = [_person(people[name], label, rooms, with_clues) for name in order]
        if placement is not None:
            form["placement"] = sorted((label[name], placement[name]) for name in order)
        if with_clues:
            form["scene"] = sorted(_clue(c, label, rooms) for c in case.scene)
        yield json.dumps(form, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def _person(p, label, rooms, with_clues: bool) -> list:
    traits = sorted(p.traits)
    out = [p.gender, traits]
    if with_clues:
        out.append(sorted(_clue(c, label, rooms) for c in p.clues))
    return out


def _clue(clue: Clue, people: dict[str, str], rooms: dict[str, str]) -> str:
    """A clue with its people and rooms replaced by their labels, as text that sorts."""
    kind = KINDS[clue.base]
    params = []
    for (_name, ptype), value in zip(kind.params, clue.params, strict=False):
        if ptype == "person":
            value = people.get(value, "?" + value)
        elif ptype == "room":
            value = rooms.get(value, "?")
        elif ptype in POSITIONS and value[0] == "room":
            value = ("room", rooms.get(value[1], "?"))
        params.append(value)
    if clue.base in UNORDERED:
        params.sort(key=repr)
    return json.dumps([clue.kind, params], ensure_ascii=False, separators=(",", ":"))


def _orders(case: Case, placement, rooms: dict[str, str]):
    """The orders of people to try: by solution cell when known, else by card (ties: each way)."""
    names = [p.name for p in case.people]
    if placement is not None:
        # the placement is a checked solution: every cell parses
        yield sorted(names, key=lambda name: cast("tuple[int, int]", parse_cell(placement[name], case.size)))
        return
    groups = _classes(case, rooms)
    tied = [g for g in groups if len(g) > 1]
    count = 1
    for g in tied:
        for k in range(2, len(g) + 1):
            count *= k
    if count > MAX_ORDERS:
        raise NotComparable("its people cannot be told apart by their cards, and it has no unique solution")
    yield from _expand(groups)


def _expand(groups: list[list[str]]):
    if not groups:
        yield []
        return
    first, rest = groups[0], groups[1:]
    for head in permutations(first):
        for tail in _expand(rest):
            yield [*head, *tail]


def _classes(case: Case, rooms: dict[str, str]) -> list[list[str]]:
    """People grouped by what their cards say, refined by what the cards they name say, in a
    canonical order of groups (names inside a group in file order)."""
    colour = {p.name: "" for p in case.people}
    while True:
        blank = {name: "P" for name in colour}
        sig = {}
        for p in case.people:
            named = sorted(_clue(c, {q: "P" + colour[q] for q in colour}, rooms) for c in p.clues)
            sig[p.name] = json.dumps(
                [p.gender, sorted(p.traits), named, sorted(_clue(c, blank, rooms) for c in p.clues)], ensure_ascii=False
            )
        ranks = {s: str(i) for i, s in enumerate(sorted(set(sig.values())))}
        new = {name: ranks[sig[name]] for name in colour}
        if len(set(new.values())) == len(set(colour.values())):
            break
        colour = new
    order = sorted(set(new.values()), key=int)
    return [[p.name for p in case.people if new[p.name] == c] for c in order]
