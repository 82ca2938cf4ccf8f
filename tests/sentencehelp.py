"""Shared fixtures of the sentence tests of clue-language-2.md: one small case per language.

Sentences are compared by the facts they give (the `clue(I,T)` / `clue_not(I,T)` / `scene(I,T)` text
of pysm.solving.facts, without the person), so the tests do not depend on the Python form of a clue.
"""

from __future__ import annotations

from pysm.language.cards import parse_card, parse_scene, render_clue
from pysm.solving.facts import clue_term

SIZE = 6
ROOMS = {
    "es": {"A": "Cocina", "B": "Salón", "C": "Sala de Estar", "D": "Biblioteca", "E": "Baños"},
    "nl": {"A": "Keuken", "B": "Hal", "C": "Tuin", "D": "Terras", "E": "Opa's Kamer"},
    "en": {"A": "Kitchen", "B": "Hall", "C": "Dining Room", "D": "Terrace", "E": "St. James's Hall"},
    "de": {"A": "Küche", "B": "Wohnzimmer", "C": "Keller", "D": "Bibliothek", "E": "Dachboden"},
    "fr": {"A": "Cuisine", "B": "Salon", "C": "Salle à manger", "D": "Atelier", "E": "Terrasse"},
    "it": {"A": "Cucina", "B": "Salotto", "C": "Sala da pranzo", "D": "Ingresso", "E": "Studio"},
    "pt": {"A": "Cozinha", "B": "Sala de estar", "C": "Escritório", "D": "Biblioteca", "E": "Sótão"},
    "ru": {"A": "Кухня", "B": "Гостиная", "C": "Подвал", "D": "Библиотека", "E": "Бальный зал"},
}
PEOPLE = {"Ana": "f", "Bruno": "m", "Carla": "f", "Darío": "m", "Eva": "f", "Félix": "m"}
SPEAKER = {"f": "Ana", "m": "Bruno"}
# D3 holds a plant, B2 a chair and a carpet, A5 a bed
OBJECTS = {(3, 4): ("plant",), (2, 2): ("chair", "carpet"), (5, 1): ("bed",)}


def fact(clue, scene: bool = False, ident: int | None = None) -> str:
    """The clue's fact; a card's clue is numbered by its identity (its place among the card's
    clues, Person.clauses), as pysm.solving.facts numbers it."""
    head = ("scene" if scene else "clue") + ("_not" if clue.negated else "")
    return f"{head}({clue.index if ident is None else ident},{clue_term(clue)})"


def card(lang: str, gender: str, text: str, size: int = SIZE):
    """(facts, errors) of a card spoken by Ana (f) or Bruno (m)."""
    clues, errors = parse_card(
        text,
        person=SPEAKER[gender],
        gender=gender,
        lang=lang,
        size=size,
        rooms=ROOMS[lang],
        people=PEOPLE,
        objects=OBJECTS,
    )
    return [fact(c, ident=i) for i, c in enumerate(clues, 1)], errors, clues


def scene(lang: str, text: str, size: int = SIZE):
    clues, errors = parse_scene(text, lang=lang, size=size, rooms=ROOMS[lang], people=PEOPLE, objects=OBJECTS)
    return [fact(c, scene=True) for c in clues], errors, clues


def rendered(lang: str, gender: str, clue, size: int = SIZE) -> str:
    return render_clue(clue, lang=lang, gender=gender, size=size, rooms=ROOMS[lang])


def check_accepted(lang, gender, text, expected):
    facts, errors, clues = card(lang, gender, text)
    assert errors == [] and facts == expected, (facts, errors)
    # Each clue's canonical sentence reads back as the same clue.
    for clue in clues:
        if clue.kind in ("room", "alone") and len(clues) > 1:
            continue  # a compound sentence: its halves are checked by the compound itself
        sentence = rendered(lang, gender, clue)
        back, problems, _ = card(lang, gender, sentence)
        assert problems == [] and [b.split(",", 1)[1] for b in back] == [fact(clue).split(",", 1)[1]], (
            sentence,
            back,
            problems,
        )


def check_scene(lang, text, expected):
    facts, errors, clues = scene(lang, text)
    assert errors == [] and facts == expected, (facts, errors)
    for clue in clues:
        sentence = render_clue(clue, lang=lang, gender="", size=SIZE, rooms=ROOMS[lang])
        back, problems, _ = scene(lang, sentence)
        assert problems == [] and [b.split(",", 1)[1] for b in back] == [fact(clue, True).split(",", 1)[1]], (
            sentence,
            back,
            problems,
        )


def check_refused(lang, gender, text, wanted, size=SIZE, is_scene=False):
    facts, errors, _ = scene(lang, text, size) if is_scene else card(lang, gender, text, size)
    assert facts == [] or errors, facts
    assert len(errors) == len(wanted), errors
    for got, want in zip(errors, wanted, strict=False):
        assert want in got, (got, want)
