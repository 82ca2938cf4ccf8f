"""The same case in another language: every card and scene sentence written in it.

Room names, people, the board and the solution stay; object nouns are written in the new language by
the case writer (pysm.case.casefile). Each card sentence is written from the clues pysm read from it,
in the canonical form of the new language: a sentence that joined clauses is joined again with the
new language's "and", so every clue keeps its sentence's number. The translation is read back and
kept only when its facts (pysm.solving.facts, which name no word of any language) are the
original's: a translation that says anything else is refused, never written.
"""

from __future__ import annotations

import dataclasses
from itertools import groupby

from pysm.case import loader
from pysm.case.casefile import dump_case
from pysm.core.errors import CaseInvalid, TranslationError
from pysm.core.model import Case, Person
from pysm.language import lexicon
from pysm.language.cards import render_clue, render_joined
from pysm.language.text import VICTIM
from pysm.solving import facts

__all__ = ["TranslationError", "languages", "translate", "card_text", "scene_texts"]


def languages() -> tuple[str, ...]:
    """The languages a case may be translated to: every language of pysm/lang."""
    return lexicon.LANGUAGES


def card_text(person: Person, case: Case, lang: str) -> str:
    """A person's card in `lang`: one sentence per sentence of the card (the victim sentence first)."""
    rooms = {r.key: r.name for r in case.rooms}
    names = [p.name for p in case.people] + [r.name for r in case.rooms]
    sentences = []
    clues = sorted(person.clues, key=lambda c: (c.kind != VICTIM, c.index))
    for _, group in groupby(clues, key=lambda c: (c.kind != VICTIM, c.index)):
        said = [render_clue(c, lang=lang, gender=person.gender, size=case.size, rooms=rooms) for c in group]
        sentences.append(said[0] if len(said) == 1 else render_joined(said, lang=lang, names=names))
    return " ".join(sentences)


def scene_texts(case: Case, lang: str) -> tuple[str, ...]:
    """The scene in `lang`: one string per scene clue."""
    rooms = {r.key: r.name for r in case.rooms}
    return tuple(render_clue(c, lang=lang, gender="", size=case.size, rooms=rooms) for c in case.scene)


def translate(case: Case, lang: str) -> str:
    """The case file (TOML) of `case` in `lang`; TranslationError when the translation would not say
    what the original says (its clue facts differ, or it does not load)."""
    if lang not in languages():
        raise TranslationError(f"unknown language '{lang}'; pysm writes {', '.join(languages())}")
    try:
        people = tuple(dataclasses.replace(p, card=card_text(p, case, lang)) for p in case.people)
        moved = dataclasses.replace(case, language=lang, people=people, scene_text=scene_texts(case, lang))
        text = dump_case(moved)
    except (ValueError, KeyError) as exc:
        raise TranslationError(f"cannot write the case in {lang}: {exc}") from None
    try:
        back = loader.load(case.file if case.file.endswith(".toml") else "translation.toml", text)
    except CaseInvalid as exc:
        first = exc.errors[0]
        raise TranslationError(
            f"the {lang} translation does not read back: {(first.person + ': ') if first.person else ''}{first.message}"
        ) from None
    want, got = facts.render(case), facts.render(back)
    if want != got:
        lost = [line for line in want.splitlines() if line not in got.splitlines()]
        added = [line for line in got.splitlines() if line not in want.splitlines()]
        raise TranslationError(
            f"the {lang} translation would change the case's facts "
            f"(lost: {'; '.join(lost[:3]) or 'none'}; added: {'; '.join(added[:3]) or 'none'})"
        )
    return text
