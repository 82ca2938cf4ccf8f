"""Sentences as authors join them, per language: clauses joined by "and" (each its own clue with an
identity of its own, numbered as "A. B." would be), "outside R" (not in R), a room's name after its noun, and a column by its letter."""

from __future__ import annotations

import pytest
from conftest import budgets
from sentencehelp import card, check_accepted, check_refused

K, HALL, DINING = 'room("A")', 'room("B")', 'room("C")'  # en: Kitchen, Hall, Dining Room
ACCEPTED = {
    "en": [
        # joined: the subject and verb repeated, or left out of the later part
        ("m", "He was beside a plant and he was on a bed.", ['clue(1,next_to("plant"))', 'clue(2,on("bed"))']),
        ("f", "She was in the Hall and not beside a table.", [f"clue(1,{HALL})", 'clue_not(2,next_to("table"))']),
        ("f", "She was in the Hall and beside a table.", [f"clue(1,{HALL})", 'clue(2,next_to("table"))']),
        ("f", "She was in the Hall and wasn't beside a table.", [f"clue(1,{HALL})", 'clue_not(2,next_to("table"))']),
        ("f", "She was in the Hall, and she was not alone.", [f"clue(1,{HALL})", "clue_not(2,alone)"]),
        ("f", "Ana was in the Hall and on a chair.", [f"clue(1,{HALL})", 'clue(2,on("chair"))']),
        ("f", "She sat on a chair and beside a plant.", ['clue(1,on("chair"))', 'clue(2,next_to("plant"))']),
        ("f", "She was not in the Hall and not in the first row.", [f"clue_not(1,{HALL})", "clue_not(2,row(1))"]),
        (
            "f",
            "She was in the Hall and in the top row and on a chair.",
            [f"clue(1,{HALL})", "clue(2,row(1))", 'clue(3,on("chair"))'],
        ),
        (
            "f",
            "She was either in the Hall or in the Kitchen and on a chair.",
            [f'clue(1,either(room("B"),{K}))', 'clue(2,on("chair"))'],
        ),
        (
            "f",
            "She was north of Bruno and south of Carla.",
            ['clue(1,dir_person(north,"Bruno"))', 'clue(2,dir_person(south,"Carla"))'],
        ),
        (
            "f",
            "She was in the Hall and beside a table. She was in a corner.",
            [f"clue(1,{HALL})", 'clue(2,next_to("table"))', "clue(3,corner)"],
        ),
        # outside a room: not in it
        ("f", "She was outside the Kitchen.", [f"clue_not(1,{K})"]),
        ("f", "She was outside of the Dining Room.", [f"clue_not(1,{DINING})"]),
        ("m", "Bruno was outside the Hall.", [f"clue_not(1,{HALL})"]),
        ("f", "She was outside the room Kitchen.", [f"clue_not(1,{K})"]),
        # the room noun before the name
        ("f", "She was in the room Kitchen.", [f"clue(1,{K})"]),
        ("f", "She was not in the room Dining Room.", [f"clue_not(1,{DINING})"]),
        # a column by its letter
        ("f", "She was in column D.", ["clue(1,column(4))"]),
        ("f", "She was in the column A.", ["clue(1,column(1))"]),
        ("f", "She was not in column F.", ["clue_not(1,column(6))"]),
    ],
    "es": [
        (
            "f",
            "Estaba en el Salón y no estaba junto a una mesa.",
            ['clue(1,room("B"))', 'clue_not(2,next_to("table"))'],
        ),
        ("f", "Estaba en el Salón y no junto a una mesa.", ['clue(1,room("B"))', 'clue_not(2,next_to("table"))']),
        ("f", "Estaba en el Salón y junto a una mesa.", ['clue(1,room("B"))', 'clue(2,next_to("table"))']),
        ("f", "Ana estaba en el Salón y no estaba sola.", ['clue(1,room("B"))', "clue_not(2,alone)"]),
        ("f", "Ana estaba en el Salón y no junto a una mesa.", ['clue(1,room("B"))', 'clue_not(2,next_to("table"))']),
        ("m", "Estaba junto a una planta y estaba sobre una cama.", ['clue(1,next_to("plant"))', 'clue(2,on("bed"))']),
        (
            "f",
            "No estaba en la Cocina y no estaba en la fila de arriba.",
            ['clue_not(1,room("A"))', "clue_not(2,row(1))"],
        ),
        (
            "f",
            "Estaba en la Cocina, y en la fila de arriba y sobre una silla.",
            ['clue(1,room("A"))', "clue(2,row(1))", 'clue(3,on("chair"))'],
        ),
        ("f", "Estaba fuera de la Cocina.", ['clue_not(1,room("A"))']),
        ("f", "Estaba fuera del Salón.", ['clue_not(1,room("B"))']),
        ("f", "Ana estaba fuera de la Sala de Estar.", ['clue_not(1,room("C"))']),
        ("f", "Estaba fuera de la habitación Cocina.", ['clue_not(1,room("A"))']),
        ("f", "Estaba en la habitación Cocina.", ['clue(1,room("A"))']),
        ("f", "No estaba en la habitación Biblioteca.", ['clue_not(1,room("D"))']),
        ("f", "Estaba en la sala Biblioteca.", ['clue(1,room("D"))']),
        ("f", "Estaba en la columna D.", ["clue(1,column(4))"]),
        ("f", "No estaba en la columna B.", ["clue_not(1,column(2))"]),
    ],
    "nl": [
        ("f", "Ze was in de Hal en niet naast een tafel.", ['clue(1,room("B"))', 'clue_not(2,next_to("table"))']),
        (
            "f",
            "Ze was in de Hal en ze was niet naast een tafel.",
            ['clue(1,room("B"))', 'clue_not(2,next_to("table"))'],
        ),
        ("f", "Ze was in de Hal en naast een tafel.", ['clue(1,room("B"))', 'clue(2,next_to("table"))']),
        ("m", "Hij zat op een stoel en naast een plant.", ['clue(1,on("chair"))', 'clue(2,next_to("plant"))']),
        ("f", "Ana was in de Keuken en in de bovenste rij.", ['clue(1,room("A"))', "clue(2,row(1))"]),
        ("f", "Ze was buiten de Keuken.", ['clue_not(1,room("A"))']),
        ("f", "Ze was buiten de Tuin.", ['clue_not(1,room("C"))']),
        ("f", "Ze was buiten de kamer Keuken.", ['clue_not(1,room("A"))']),
        ("f", "Ze was in de kamer Keuken.", ['clue(1,room("A"))']),
        ("f", "Ze was niet in de kamer Hal.", ['clue_not(1,room("B"))']),
        ("f", "Ze was in kolom D.", ["clue(1,column(4))"]),
        ("f", "Ze was niet in kolom A.", ["clue_not(1,column(1))"]),
    ],
}
REFUSED = {
    "en": [
        ("f", "She was in the Hall and besid a table.", ["its part 2 'besid a table' does not read"]),
        (
            "f",
            "She was not in the Hall and beside a table.",
            ["its part 2 'beside a table' does not read (the first part's negation may or may not reach it"],
        ),
        ("f", "She was alone with Bruno and Carla.", ["names two people or joins two"]),
        ("f", "She was in the Hall and he was on a chair.", ["'he' on a woman's card"]),
        ("f", "She was not outside the Kitchen.", ["is a double negation"]),
        ("f", "She was in column G.", ["is column 7 on a 6x6 board"]),
        ("f", "She was outside the Garden.", ["the case has no room named 'Garden'"]),
        ("f", "She was in the Kitchn.", ["did you mean 'Kitchen'?"]),
    ],
    "es": [
        ("f", "Estaba en el Salón y junto a una mesaa.", ["its part 2 'junto a una mesaa' does not read"]),
        ("f", "No estaba en el Salón y junto a una mesa.", ["its part 2 'junto a una mesa' does not read"]),
        ("f", "Estaba al norte de Bruno y de Carla.", ["names two people or joins two"]),
        ("f", "No estaba fuera de la Cocina.", ["is a double negation"]),
        ("f", "Estaba en la Bibloteca.", ["did you mean 'Biblioteca'?"]),
    ],
    "nl": [
        ("f", "Ze was in de Hal en naast een tafell.", ["its part 2 'naast een tafell' does not read"]),
        ("f", "Ze was niet in de Hal en naast een tafel.", ["the first part's negation may or may not reach it"]),
        ("f", "Ze was niet buiten de Keuken.", ["is a double negation"]),
        ("f", "Ze was in de Keukn.", ["did you mean 'Keuken'?"]),
    ],
}


@pytest.mark.parametrize("lang, gender, text, facts", [(lang, *row) for lang, rows in ACCEPTED.items() for row in rows])
def test_accepted(lang, gender, text, facts):
    check_accepted(lang, gender, text, facts)


@pytest.mark.parametrize("lang, gender, text, errors", [(lang, *row) for lang, rows in REFUSED.items() for row in rows])
def test_refused(lang, gender, text, errors):
    check_refused(lang, gender, text, errors)


@pytest.mark.parametrize(
    "lang, text",
    [
        ("en", "She was in the Hall and on a chair."),
        ("es", "Estaba en el Salón y sobre una silla."),
        ("nl", "Ze was in de Hal en op een stoel."),
    ],
)
def test_each_part_quotes_the_whole_sentence(lang, text):
    """Every clue of a joined sentence carries the sentence's number and its whole text."""
    _, errors, clues = card(
        lang,
        "f",
        text + " " + {"en": "She was in a corner.", "es": "Estaba en una esquina.", "nl": "Ze was in een hoek."}[lang],
    )
    assert errors == []
    assert [(c.index, c.text) for c in clues] == [(1, text), (1, text), (2, clues[2].text)]


def test_a_victim_card_counts_each_joined_clue():
    _, errors, _ = card("en", "f", "The victim. She was alone with the murderer. She was in the Hall and on a chair.")
    assert errors and "carries at most one clue besides the victim sentence" in errors[0], errors


def test_explain_quotes_the_joined_sentence_whole_and_says_the_clause_it_uses(tmp_path):
    from conftest import ROOT, run_pysm

    text = (ROOT / "cases" / "en" / "a-body-in-the-conservatory.toml").read_text(encoding="utf-8")
    joined = text.replace(
        'card = "He was next to a plant."', 'card = "He was beside a plant and he was not in the Stage."'
    )
    assert joined != text
    case = tmp_path / "joined.toml"
    case.write_text(joined, encoding="utf-8")
    done = run_pysm("explain", str(case))
    assert done.returncode == 0, done.stderr
    quoted = [
        x for x in done.stdout.splitlines() if "his card: “He was beside a plant and he was not in the Stage”" in x
    ]
    # Each clause is a clue of its own: a step says the clause it uses, never the other one.
    assert quoted and all(("next to a plant" in x) != ("not on the Stage" in x) for x in quoted)
    assert any("Basil was next to a plant (his card" in x for x in quoted)


def test_a_printed_card_shows_a_joined_sentence_once(tmp_path):
    from conftest import ROOT

    from pysm.case import loader
    from pysm.views.render import cards

    text = (ROOT / "cases" / "en" / "a-body-in-the-conservatory.toml").read_text(encoding="utf-8")
    case = tmp_path / "joined.toml"
    case.write_text(
        text.replace(
            'card = "He was next to a plant."',
            'card = "He was beside a plant and he was not in the Stage. He was in a corner."',
        ),
        encoding="utf-8",
    )
    basil = next(c for c in cards(loader.load(str(case))) if c["name"] == "Basil")
    assert basil["sentences"] == ["He was beside a plant and he was not in the Stage.", "He was in a corner."]


# ---- every word of the new forms, per language (from the language data, so a word added is tested) ----


def _outside_rows():
    from pysm.language.lexicon import data

    frames = {
        "en": ("She was {w} {room}.", {"the": "Kitchen"}),
        "es": ("Estaba {w} {room}.", {}),
        "nl": ("Ze was {w} {room}.", {}),
    }
    rooms = {"en": ("Kitchen", 'room("A")'), "es": ("Cocina", 'room("A")'), "nl": ("Keuken", 'room("A")')}
    classes = {"en": "outside", "es": "fuera", "nl": "buiten"}
    rows = []
    for lang, (frame, _) in frames.items():
        name, term = rooms[lang]
        for w in data(lang)["words"][classes[lang]]["any"]:
            # an article in the word ("fuera de la") or none: the room's name follows either way
            rows.append((lang, frame.format(w=w, room=name), [f"clue_not(1,{term})"]))
    return rows


def _room_noun_rows():
    from pysm.language.lexicon import data

    frames = {
        "en": "She was in the {noun} Kitchen.",
        "es": "Estaba en la {noun} Cocina.",
        "nl": "Ze was in de {noun} Keuken.",
    }
    return [
        (lang, frame.format(noun=noun), ['clue(1,room("A"))'])
        for lang, frame in frames.items()
        for noun in data(lang)["room_nouns"]["before_name"]
    ]


def _letter_rows():
    frames = {"en": "She was in column {l}.", "es": "Estaba en la columna {l}.", "nl": "Ze was in kolom {l}."}
    return [
        (lang, frame.format(l=letter), [f"clue(1,column({k}))"])
        for lang, frame in frames.items()
        for k, letter in enumerate("ABCDEF", 1)
    ]


@pytest.mark.parametrize("lang, text, facts", _outside_rows() + _room_noun_rows() + _letter_rows())
def test_every_word_of_the_new_forms(lang, text, facts):
    check_accepted(lang, "f", text, facts)


@pytest.mark.parametrize("lang, join", [("en", "and"), ("es", "y"), ("nl", "en")])
def test_every_joining_word_and_left_out_verb(lang, join):
    """Each joining word, and each verb of [join] verbs left out of a later clause."""
    from pysm.language.lexicon import data

    assert join in data(lang)["join"]["and"]
    first = {"en": "She was in the Kitchen", "es": "Estaba en la Cocina", "nl": "Ze was in de Keuken"}[lang]
    later = {"en": "beside a table", "es": "junto a una mesa", "nl": "naast een tafel"}[lang]
    check_accepted(lang, "f", f"{first} {join} {later}.", ['clue(1,room("A"))', 'clue(2,next_to("table"))'])
    verbs = {
        "en": {"was": "She was", "sat": "She sat", "stood": "She stood", "lay": "She lay"},
        "es": {"estaba": "Estaba", "se": "Se encontraba", "encontraba": "Se encontraba"},
        "nl": {
            "was": "Ze was",
            "zat": "Ze zat",
            "lag": "Ze lag",
            "stond": "Ze stond",
            "bevond": "Ze bevond zich",
            "zich": "Ze bevond zich",
        },
    }[lang]
    assert set(verbs) == {w for v in data(lang)["join"]["verbs"] for w in v.split()}
    obj = {"en": "on a chair", "es": "sobre una silla", "nl": "op een stoel"}[lang]
    for head in verbs.values():
        check_accepted(lang, "f", f"{head} {obj} {join} {later}.", ['clue(1,on("chair"))', 'clue(2,next_to("table"))'])


# ---- property: two sentences joined say what both say ---------------------------------------------------


def _canonical():
    from test_paraphrases import PARAPHRASES

    return sorted(
        {
            (lang, g, canonical)
            for lang, rows in PARAPHRASES.items()
            for g, _, canonical in rows
            if "victim" not in canonical.lower()
            and "víctima" not in canonical.lower()
            and "slachtoffer" not in canonical.lower()
        }
    )


CANONICAL = _canonical()


def _joined_says_both(first, second_at):
    from test_paraphrases import fact, parse

    lang, gender, one = first
    same = [s for la, g, s in CANONICAL if la == lang and g == gender]
    two = same[second_at % len(same)]
    join = {"en": "and", "es": "y", "nl": "en"}[lang]
    sentence = f"{one.rstrip('.')} {join} {two[:1].lower() + two[1:]}"
    got, errors = parse(lang, gender, sentence)
    a, _ = parse(lang, gender, one)
    b, _ = parse(lang, gender, two)
    assert errors == [], (sentence, errors)
    assert [fact(c) for c in got] == [fact(c) for c in a + b], sentence
    assert {c.index for c in got} == {1}


@budgets(40, 400)
def test_two_sentences_joined_say_both(examples):
    from hypothesis import HealthCheck, given, settings
    from hypothesis import strategies as st

    settings(max_examples=examples, deadline=None, suppress_health_check=list(HealthCheck))(
        given(st.sampled_from(CANONICAL), st.integers(0, 200))(_joined_says_both)
    )()
