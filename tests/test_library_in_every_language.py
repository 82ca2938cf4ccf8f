"""Every bundled case's clues, written in each language, read back as the same clues.

The library's cases are in es, nl and en; a clue written by pysm in any other language must read
back (by that language's grammar and forms) as the clue it was written from, card and scene alike.
This is the check `pysm translate` relies on, run on the whole library.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import sweep

from pysm.case.loader import load
from pysm.language import lexicon
from pysm.language.cards import parse_card, parse_scene, render_clue

CASES = Path(__file__).resolve().parent.parent / "cases"
LIBRARY = sorted(p for lang in ("es", "nl", "en") for p in (CASES / lang).glob("*.toml"))


def _key(clue) -> tuple:
    return clue.kind, clue.params


@pytest.fixture(scope="module")
def library():
    return [load(str(p)) for p in LIBRARY]


@pytest.mark.parametrize("lang", sweep([lang for lang in lexicon.LANGUAGES if lang not in ("es", "nl", "en")], ["de"]))
def test_library_reads_back(library, lang):
    problems = []
    for case in library:
        rooms = {r.key: r.name for r in case.rooms}
        people = {p.name: p.gender for p in case.people}
        objects = {(r + 1, c + 1): ids for r, row in enumerate(case.objects) for c, ids in enumerate(row) if ids}
        for p in case.people:
            for clue in p.clues:
                text = render_clue(clue, lang=lang, gender=p.gender, size=case.size, rooms=rooms)
                if clue.kind == "victim":
                    text += (
                        " "
                        + render_clue(
                            next(c for c in p.clues if c.kind != "victim"),
                            lang=lang,
                            gender=p.gender,
                            size=case.size,
                            rooms=rooms,
                        )
                        if len(p.clues) > 1
                        else ""
                    )
                got, errors = parse_card(
                    text,
                    person=p.name,
                    gender=p.gender,
                    lang=lang,
                    size=case.size,
                    rooms=rooms,
                    people=people,
                    objects=objects,
                )
                if errors or _key(got[0]) != _key(clue):
                    problems.append((case.file, p.name, text, errors, [_key(c) for c in got]))
        for clue in case.scene:
            text = render_clue(clue, lang=lang, gender="", size=case.size, rooms=rooms)
            got, errors = parse_scene(text, lang=lang, size=case.size, rooms=rooms, people=people, objects=objects)
            if errors or [_key(c) for c in got] != [_key(clue)]:
                problems.append((case.file, "scene", text, errors, [_key(c) for c in got]))
    assert problems == []
