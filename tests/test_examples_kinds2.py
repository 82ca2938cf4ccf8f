"""The eight spec examples written in the kinds of clue-language-2.md, solved from hand-written
clues: each new-kind sentence is replaced by the Clue it means (written here by hand from the
spec), the rest of the case is read by the loader, and the rules must give exactly the expected
solutions of expected.json. This checks the meanings (asp/) and the facts (Clue model, windows,
scene) apart from the parser; test_examples.py checks the same files through the parser.
"""

from __future__ import annotations

import dataclasses
import json

import clingo
import pytest
from conftest import EXAMPLES

from pysm.case import loader
from pysm.core.model import Clue, cell_name
from pysm.core.resources import asp_dir
from pysm.solving import facts

PLACEHOLDER = {
    "en": "{name} was in the first row.",
    "nl": "{name} was in de eerste rij.",
    "es": "{name} estaba en la primera fila.",
}

# file -> (person, sentence as written, what it means), and the scene's meaning
HAND = {
    "en-alone-with-a-man.toml": [("Alice", "She was alone with a man.", Clue.of("alone_with_gender", "m", 1))],
    "en-north-of-every-plant.toml": [
        (
            "Lucy",
            "She was north of every plant in another room.",
            Clue.of("dir_object", "north", "plant", "every", "other_room"),
        )
    ],
    "en-room-size.toml": [
        ("Clara", "There were exactly 3 people in her room, including her.", Clue.of("room_size", 3))
    ],
    "es-al-norte-de-bruno.toml": [("Carmen", "Estaba al norte de Bruno.", Clue.of("dir_person", "north", "Bruno"))],
    "es-en-la-cocina-o-en-el-salon.toml": [
        ("Femke", "Estaba en la Cocina o en el Salón.", Clue.of("either", ("room", "A"), ("room", "B"))),
        ("Rosa", "No estaba ni en la primera ni en la última fila.", Clue.of("neither", ("row", 1), ("row", 5))),
    ],
    "nl-geen-kamer-leeg.toml": [],
    "nl-raam-tussen-kamers.toml": [("Sanne", "Ze was naast een raam.", Clue.of("next_to_window"))],
    "nl-de-enige-op-een-tapijt.toml": [
        ("Thijs", "Hij was in dezelfde kamer als Sara.", Clue.of("same_room", "Sara")),
        ("Sara", "Ze was de enige op een tapijt.", Clue.of("unique", ("on", "carpet"))),
    ],
}
SCENE = {
    "nl-geen-kamer-leeg.toml": (
        'scene = ["Geen kamer was leeg.", "Precies één persoon zat op een stoel."]',
        [
            Clue.of("empty_rooms", "exactly", 0, index=1),
            Clue.of("count", "people", "exactly", 1, ("on", "chair"), index=2),
        ],
    ),
}


def hand_case(name: str):
    path = EXAMPLES / name
    text = path.read_text(encoding="utf-8")
    scene_line, scene = SCENE.get(name, (None, []))
    if scene_line:
        assert scene_line in text
        text = text.replace(scene_line, "")
    lang = text.split('language = "', 1)[1].split('"', 1)[0]
    for who, sentence, _ in HAND[name]:
        assert text.count(sentence) == 1, sentence
        text = text.replace(sentence, PLACEHOLDER[lang].format(name=who))
    case = loader.load(str(path), text=text)
    people = []
    for p in case.people:
        clues = list(p.clues)
        for who, sentence, clue in HAND[name]:
            if who == p.name:
                i = next(i for i, c in enumerate(clues) if c.kind == "row" and c.arg == 1 and p.name in c.text)
                clues[i] = dataclasses.replace(clue, text=sentence, index=clues[i].index)
        people.append(dataclasses.replace(p, clues=tuple(clues)))
    return dataclasses.replace(case, people=tuple(people), scene=tuple(scene))


def solutions(program: str) -> list[dict]:
    ctl = clingo.Control(["0"], logger=lambda *_: None)
    for f in sorted(asp_dir().glob("*.lp")):
        ctl.load(str(f))
    ctl.add("base", [], program)
    ctl.ground([("base", [])])
    out = []

    def on_model(m):
        people, murderer = {}, None
        for s in m.symbols(shown=True):
            if s.name == "at":
                people[s.arguments[0].string] = cell_name(s.arguments[1].number, s.arguments[2].number)
            elif s.name == "murderer":
                murderer = s.arguments[0].string
        out.append({"people": people, "murderer": murderer})

    ctl.solve(on_model=on_model)
    return sorted(out, key=json.dumps)


@pytest.mark.parametrize("name", sorted(HAND))
def test_example_from_hand_written_clues(name):
    expected = json.loads((EXAMPLES / "expected.json").read_text(encoding="utf-8"))[name]
    got = solutions(facts.render(hand_case(name)))
    assert got == sorted(expected["solutions"], key=json.dumps)
    assert {0: "none", 1: "unique"}.get(len(got), "multiple") == expected["status"]
