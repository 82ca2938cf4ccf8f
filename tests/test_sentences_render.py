"""Every clue of the kinds of clue-language-2.md, in both polarities, for both genders and every language:
its canonical sentence (what the generator writes) reads back as the same clue."""

from __future__ import annotations

import itertools

import pytest
from conftest import SLOW
from sentencehelp import card, fact, rendered, scene

from pysm.core.model import CONSTANTS, KINDS, POSITIONS, Clue

LANGS = ("es", "nl", "en", "de", "fr", "it", "pt", "ru")
VALUES = {
    "room": ["A", "C"],
    "object": ["chair", "armchair", "bed", "plant"],
    "person": ["Carla", "Félix"],
    "int": [1, 2, 3],
}
POSITION_ARGS = {
    "on": [("on", "chair"), ("on", "bed")],
    "next_to": [("next_to", "plant")],
    "room": [("room", "A")],
    "row": [("row", 1), ("row", 3)],
    "column": [("column", 6)],
}


def _values(ptype: str, kind: str):
    if ptype in CONSTANTS:
        return list(CONSTANTS[ptype])
    if ptype in POSITIONS:
        out = []
        for head in POSITIONS[ptype]:
            out += POSITION_ARGS.get(head, [(head,)])
        return out
    return VALUES[ptype]


def _clues():
    for name, kind in KINDS.items():
        if kind.spec != "clue-language-2.md":
            continue
        if name == "dir_object_at":
            combos = [(d, "plant", 3, 4) for d in CONSTANTS["dir"]] + [("south", "bed", 5, 1)]
        elif name == "either":
            combos = [
                (("room", "A"), ("room", "C")),
                (("row", 1), ("row", 6)),
                (("on", "chair"), ("on", "sofa")),
                (("next_to", "plant"), ("next_to", "bed")),
                (("column", 2), ("column", 3)),
            ]
        else:
            pools = [_values(ptype, name) for _, ptype in kind.params]
            combos = list(itertools.product(*pools))
            if len(combos) > 40:  # every value of every parameter at least once, in varied company
                n = 2 * max(len(p) for p in pools)
                combos = list(
                    dict.fromkeys(tuple(p[(i * (j + 1) + j) % len(p)] for j, p in enumerate(pools)) for i in range(n))
                )
        for params in combos:
            if name == "count" and params[1] == "all" and params[2] != 0:
                continue
            if (
                name in ("count", "empty_rooms")
                and params[-1 if name == "empty_rooms" else 2] == 0
                and not (name == "count" and params[1] == "all")
            ):
                continue
            for negated in (False, True):
                yield Clue.of(kind.negation if negated else name, *params)


CLUES = list(_clues())


def test_every_kind_is_sampled():
    kinds = {c.base for c in CLUES}
    assert kinds == {n for n, k in KINDS.items() if k.spec == "clue-language-2.md"}
    assert len(CLUES) > 300


@pytest.mark.parametrize(
    "gender, lang",
    [  # the fast suite: each language, in one gender, both in turn
        pytest.param(gender, lang, marks=() if (i % 2 == 0) == (gender == "f") else SLOW)
        for gender in ("f", "m")
        for i, lang in enumerate(LANGS)
    ],
)
def test_every_clue_reads_back(lang, gender):
    speaker = "Ana" if gender == "f" else "Bruno"
    problems = []
    for clue in CLUES:
        if clue.spec.scene:
            sentence = rendered(lang, "", clue)
            got, errors, _ = scene(lang, sentence)
            want = fact(clue, scene=True)
        else:
            if "person" in [t for _, t in clue.spec.params] and clue.named("person") == speaker:
                continue
            sentence = rendered(lang, gender, clue)
            got, errors, _ = card(lang, gender, sentence)
            want = fact(clue)
        if errors or got != [want]:
            problems.append((sentence, want, got, errors))
    assert problems == []
