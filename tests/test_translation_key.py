"""A case and its translation are one puzzle to the catalogue (pysm report groups them): the key
compares what the solver reads, never words (room names, floors)."""

from __future__ import annotations

import pytest
from conftest import ROOT, sweep

from pysm.authoring.translate import translate
from pysm.case.loader import load
from pysm.catalogue.canonical import exact_key
from pysm.language.lexicon import LANGUAGES
from pysm.solving import facts
from pysm.solving.solver import select_rules, solve

RULES = select_rules()
LIBRARY = sorted((ROOT / "cases").glob("*/*.toml"))
QUICK = {p.name for p in LIBRARY[::25]}


def key(case):
    result = solve(case, facts.render(case), RULES)
    return exact_key(case, dict(result.solutions[0].people) if result.status == "unique" else None)


@pytest.mark.parametrize(
    "path", sweep(LIBRARY, {p for p in LIBRARY if p.name in QUICK}), ids=lambda p: f"{p.parent.name}/{p.name}"
)
def test_every_translation_of_a_library_case_has_its_key(path):
    case = load(str(path))
    want = key(case)
    for lang in LANGUAGES:
        if lang != case.language:
            assert key(load(f"{case.id}-{lang}.toml", translate(case, lang))) == want, lang


def test_two_different_library_cases_never_share_a_key():
    keys = {}
    for path in LIBRARY[::5]:
        k = key(load(str(path)))
        assert k not in keys, f"{path} and {keys[k]}"
        keys[k] = path


def test_the_floors_are_words_and_do_not_make_another_puzzle():
    text = (ROOT / "tests" / "spec_examples" / "en-first-case.toml").read_text(encoding="utf-8")
    floors = text.replace('floor = "', 'floor = "other ')
    assert floors != text
    assert key(load("a.toml", text)) == key(load("b.toml", floors))
