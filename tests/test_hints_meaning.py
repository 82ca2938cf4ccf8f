"""A hint never changes what a sentence says (clue-language.md, "Messages").

A refused sentence may get a closest accepted form; the form may leave out only words the language's
data knows and that negate nothing. Property: a readable sentence with a word put in that may turn its
meaning around ("outside", "except", "never", "fuera", "buiten") or that pysm does not know never gets
a hint that reads as the sentence without that word.
"""

from __future__ import annotations

import pytest
from conftest import budgets
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_paraphrases import PARAPHRASES, fact, parse

# Words that may change a sentence's meaning, per language (the first ones pysm reads in some forms).
TURNING = {
    "en": ["outside", "except", "never", "nowhere", "without", "far from", "away from", "hardly", "zqx"],
    "es": ["fuera", "excepto", "nunca", "sin", "lejos de", "apenas", "salvo", "zqx"],
    "nl": ["buiten", "behalve", "nooit", "zonder", "ver van", "nauwelijks", "zqx"],
}
SAMPLES = [(lang, g, said) for lang, rows in sorted(PARAPHRASES.items()) for g, said, _ in rows]


def hints(errors: list[str]) -> list[str]:
    return [e.split("closest accepted form: '", 1)[1][:-1] for e in errors if "closest accepted form: '" in e]


def hinted(errors: list[str]) -> list[tuple[str, str]]:
    """(the sentence a message quotes, its hint) for the messages with a hint."""
    return [
        (e.split("'", 2)[1], e.split("closest accepted form: '", 1)[1][:-1])
        for e in errors
        if "closest accepted form: '" in e and e.startswith("'")
    ]


def _turned(sample, word_at: int, at: int) -> None:
    lang, gender, sentence = sample
    clues, errors = parse(lang, gender, sentence)
    assert errors == []
    words = sentence.rstrip(".").split()
    word = TURNING[lang][word_at % len(TURNING[lang])]
    words.insert(at % (len(words) + 1), word)
    mutated = " ".join(words) + "."
    got, problems = parse(lang, gender, mutated)
    for quoted, hint in hinted(problems):
        if word not in quoted:
            continue  # a hint for another sentence of the card ("The victim")
        back, trouble = parse(lang, gender, hint)
        assert trouble == []
        assert [fact(c) for c in back] != [fact(c) for c in clues], (mutated, hint)
        assert word != "zqx", (mutated, hint)  # a word pysm does not know is never left out


@budgets(80, 600)
def test_no_hint_drops_a_word_that_may_turn_the_meaning(examples):
    settings(max_examples=examples, deadline=None, suppress_health_check=list(HealthCheck))(
        given(st.sampled_from(SAMPLES), st.integers(0, 20), st.integers(0, 20))(_turned)
    )()


@pytest.mark.parametrize(
    "lang, sentence, refused_hint",
    [
        ("es", "Estaba fuera la Biblioteca.", "Estaba en la Biblioteca."),
        ("es", "Estaba afuer de la Biblioteca.", "Estaba en la Biblioteca."),
        ("en", "She was outsid the Kitchen.", "She was in the Kitchen."),
        ("en", "She was except in the Kitchen.", "She was in the Kitchen."),
        ("en", "She was zqx in the Kitchen.", "She was in the Kitchen."),
        ("nl", "Ze was buite de Keuken.", "Ze was in de Keuken."),
        ("nl", "Ze was behalve in de Keuken.", "Ze was in de Keuken."),
    ],
)
def test_examples_of_hints_that_would_turn_the_meaning(lang, sentence, refused_hint):
    clues, errors = parse(lang, "f", sentence)
    assert clues == [] and errors
    assert refused_hint not in hints(errors), errors


@pytest.mark.parametrize(
    "lang, sentence, hint",
    [
        ("en", "She wasn't sitting in the Kitchen.", "She wasn't in the Kitchen."),
        ("en", "She was in the 3th row.", "She was in the third row."),
    ],
)
def test_hints_that_keep_the_meaning_stay(lang, sentence, hint):
    _, errors = parse(lang, "f", sentence)
    assert hint in hints(errors), errors
