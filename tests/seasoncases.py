"""A case written anew as a publisher might reissue it: turned or mirrored, people and rooms
renamed, the cards in another language. The tests of `pysm report` build their seasons from it."""

from __future__ import annotations

from dataclasses import replace

from pysm.case.casefile import dump_case
from pysm.catalogue.symmetry import IDENTITY, Symmetry, turn_case
from pysm.core.kinds import KINDS, POSITIONS
from pysm.core.model import Case, Clue, Room
from pysm.language.cards import render_card


def _renamed_clue(clue: Clue, people: dict, rooms: dict) -> Clue:
    params = []
    for (_, ptype), value in zip(KINDS[clue.base].params, clue.params, strict=False):
        if ptype == "person":
            value = people.get(value, value)
        elif ptype == "room":
            value = rooms.get(value, value)
        elif ptype in POSITIONS and value[0] == "room":
            value = ("room", rooms.get(value[1], value[1]))
        params.append(value)
    return Clue.of(clue.kind, *params, index=clue.index)


def rewrite(
    case: Case,
    *,
    g: Symmetry = IDENTITY,
    lang: str | None = None,
    people: dict | None = None,
    room_keys: dict | None = None,
    room_names: dict | None = None,
    title: str | None = None,
) -> str:
    """The case's file text after turning it by g, renaming people (old -> new name) and room
    keys and names, and writing every card in `lang`."""
    people, keys, names = people or {}, room_keys or {}, room_names or {}
    case = turn_case(case, g)
    lang = lang or case.language
    rooms = tuple(
        sorted(
            (Room(keys.get(r.key, r.key), names.get(r.name, r.name), r.floor) for r in case.rooms), key=lambda r: r.key
        )
    )
    room_words = {r.key: r.name for r in rooms}
    new_people = []
    for p in case.people:
        clues = tuple(_renamed_clue(c, people, keys) for c in p.clues)
        card = render_card(clues, lang=lang, gender=p.gender, size=case.size, rooms=room_words)
        new_people.append(replace(p, name=people.get(p.name, p.name), clues=clues, card=card))
    assert not case.scene, "rewrite() writes cards only"
    solution = None if case.solution is None else tuple((people.get(n, n), c) for n, c in case.solution)
    murderer = None if case.murderer is None else people.get(case.murderer, case.murderer)
    new = replace(
        case,
        language=lang,
        rooms=rooms,
        people=tuple(new_people),
        title=title or case.title,
        grid=tuple(tuple(keys.get(k, k) for k in row) for row in case.grid),
        solution=solution,
        murderer=murderer,
    )
    return dump_case(new)
