"""Phrasing the cards: each chosen clue as a sentence of the case's language, the forms varied."""

from __future__ import annotations

import random
from dataclasses import replace

from pysm.authoring.gen_board import World
from pysm.authoring.gen_clues import forms, natural, variant_keys
from pysm.authoring.generate.search import Search
from pysm.authoring.generate.tally import Tally
from pysm.core.model import Clue, Person
from pysm.language import traits as trait_data

NAME_SUBJECT = 0.2  # how often a card's first sentence starts with the person's name


def _sentence(
    clue: Clue,
    *,
    world: World,
    gender: str,
    data,
    rng: random.Random,
    tally: Tally | None,
    subject: str | None,
    intent: str | None = None,
) -> str:
    rooms = world.room_names()
    fs = forms(clue, lang=world.lang, gender=gender, size=world.size, rooms=rooms, subject=subject)
    keys = variant_keys(clue, lang=world.lang, size=world.size, count=len(fs))
    ok = [j for j, f in enumerate(fs) if natural(clue, f, data)] or list(range(len(fs)))
    if tally is not None and intent in keys and keys.index(intent) in ok:
        ok = [keys.index(intent)]
    if tally is not None:
        least = min(tally.forms.get((world.lang, clue.kind, keys[j]), 0) for j in ok)
        ok = [j for j in ok if tally.forms.get((world.lang, clue.kind, keys[j]), 0) == least]
        j = rng.choice(ok)
        tally.note(world.lang, clue.kind, keys[j])
    else:
        j = rng.choices(ok, [2.0 if j == 0 else 1.0 for j in ok])[0]
    return fs[j]


def phrase_cards(search: Search, rng: random.Random, data, tally: Tally | None) -> list[Person]:
    w = search.world
    people = []
    for i, (name, gender) in enumerate(w.people):
        clues = list(search.cards[i])  # in the order the search drew (and proved)
        if i == search.victim:
            clues.insert(0, Clue("victim"))
        sentences = []
        for j, clue in enumerate(clues):
            subject = name if (j == 0 and clue.kind != "victim" and rng.random() < NAME_SUBJECT) else None
            sentences.append(
                _sentence(
                    clue,
                    world=w,
                    gender=gender,
                    data=data,
                    rng=rng,
                    tally=tally,
                    subject=subject,
                    intent=search.intent.get((i, clue)),
                )
            )
        card = " ".join(sentences)
        # a flag's "no" is left unsaid: the loader reads it for whoever does not list the flag
        traits = tuple(tv for tv in w.traits_of(i) if tv[1] != trait_data.NO)
        people.append(
            Person(
                name,
                gender,
                card,
                tuple(replace(c, text=s, index=j + 1) for j, (c, s) in enumerate(zip(clues, sentences, strict=False))),
                traits=traits,
            )
        )
    return people


def phrase_scene(
    search: Search, rng: random.Random, data, tally: Tally | None
) -> tuple[tuple[Clue, ...], tuple[str, ...]]:
    """The scene's clues and sentences (one sentence per string of the `scene` field)."""
    clues = list(search.cards[search.n])
    texts = tuple(
        _sentence(c, world=search.world, gender="f", data=data, rng=rng, tally=tally, subject=None) for c in clues
    )
    return tuple(replace(c, text=t, index=j + 1) for j, (c, t) in enumerate(zip(clues, texts, strict=False))), texts
