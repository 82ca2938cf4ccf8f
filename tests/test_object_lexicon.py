"""Every object of the lexicon (pysm/lang/objects.toml) in every language: its sentences are written and read
back as the same clue, singular and plural, positive and negated; its class is known; every TheApo type has one."""

import pytest

from pysm.authoring.theapo.board import OBJECT_IDS
from pysm.core.model import Clue
from pysm.language import lexicon
from pysm.language.cards import parse_card, render_clue

ROOMS = {"A": "Kitchen"}
PEOPLE = {"Ana": "f", "Bruno": "m"}


def few_clues_of(obj: str) -> list[Clue]:
    """A singular with its article, a negation, a plural."""
    return [Clue("on", obj), Clue("not_next_to", obj), Clue.of("dir_object", "north", obj, "every", "any")]


def clues_of(obj: str) -> list[Clue]:
    return [
        Clue("on", obj),
        Clue("not_on", obj),
        Clue("next_to", obj),
        Clue("not_next_to", obj),
        Clue.of("dir_object", "north", obj, "every", "any"),
        Clue.of("same_line_object", "row", obj, "any"),
        Clue.of("room_has", obj),
        Clue.of("not_room_has", obj),
        Clue.of("unique", ("on", obj)),
        Clue.of("room_person", "anyone", ("next_to", obj)),
    ]


def round_trip(lang: str, speakers, clues) -> list:
    wrong = []
    for obj in lexicon.object_ids():
        for gender, person in speakers:
            for clue in clues(obj):
                text = render_clue(clue, lang=lang, gender=gender, size=6, rooms=ROOMS)
                read, errors = parse_card(
                    text, person=person, gender=gender, lang=lang, size=6, rooms=ROOMS, people=PEOPLE, objects={}
                )
                if errors or [(c.kind, c.params) for c in read] != [(clue.kind, clue.params)]:
                    wrong.append((obj, text, errors, [(c.kind, c.params) for c in read]))
    return wrong


@pytest.mark.parametrize("lang", lexicon.LANGUAGES)
def test_every_object_is_written_and_read_back(lang):
    assert round_trip(lang, (("f", "Ana"),), few_clues_of) == []


@pytest.mark.slow
@pytest.mark.parametrize("lang", lexicon.LANGUAGES)
def test_every_object_in_every_kind_that_names_one(lang):
    assert round_trip(lang, (("f", "Ana"), ("m", "Bruno")), clues_of) == []


def test_every_object_has_a_class_and_words():
    for obj in lexicon.object_ids():
        assert lexicon.object_class(obj) in ("solid", "occupiable")
        for lang in lexicon.LANGUAGES:
            assert lexicon.object_noun(obj, lang)


def test_every_theapo_type_is_in_the_lexicon():
    assert len(OBJECT_IDS) == 74
    assert set(OBJECT_IDS.values()) <= set(lexicon.object_ids())
