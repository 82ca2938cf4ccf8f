"""The sentence engine's door: what the rest of pysm calls to read and write card and scene text.

A card holds sentences of both clue languages. The grammar of clue-language.md
(pysm.language.read_grammar) reads a card whole when it can; otherwise the card is cut at its
periods and each sentence (or two or three pieces joined back, for the victim sentence and names
holding a period) is read by the grammar and by the forms of clue-language-2.md
(pysm.language.read_forms), the more telling errors kept. A sentence neither reads whole may join
clauses with "and" (pysm.language.joined): each clause is then a clue with the sentence's number and
text. Writing is pysm.language.writing.
"""

from __future__ import annotations

import dataclasses
import functools
from typing import TYPE_CHECKING, cast

from pysm.core.model import Clue
from pysm.language import grammar
from pysm.language.lexicon import normalize_map
from pysm.language.read_grammar import CardReader, parse_first_card, victim_card_errors
from pysm.language.text import VICTIM
from pysm.language.text import pieces as split_pieces

if TYPE_CHECKING:
    from pysm.language.hints import KIND_TEXT
    from pysm.language.terms import Context, Said
    from pysm.language.writing import library_count, render_card, render_clue, render_joined, variant_count

# Names served lazily by __getattr__ below are listed too.
__all__ = [
    "parse_card",
    "parse_scene",
    "render_clue",
    "render_card",
    "render_joined",
    "variant_count",
    "library_count",
    "victim_card_errors",
    "KIND_TEXT",
    "warm",
]

# The grammar reads most cards whole; the forms of clue-language-2.md (pysm.language.read_forms),
# the joined sentences and the hints are imported when a card needs them, and the writing side
# when a name of it is first asked for here (__getattr__): a verify of cards the grammar reads
# imports none of them.
_WRITING = ("render_clue", "render_card", "render_joined", "variant_count", "library_count")


def __getattr__(name: str) -> object:
    if name in _WRITING:
        from pysm.language import writing

        value = getattr(writing, name)
    elif name == "KIND_TEXT":
        from pysm.language.hints import KIND_TEXT as value
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    globals()[name] = value
    return value


_EXPLAINED_PER_CARD = 8  # clauses of joined sentences a card explains with hints (cost)


def warm(lang: str) -> None:
    """Build a language's grammar now (before a process forks its workers, which inherit it): the
    grammar reads most cards; the forms of clue-language-2.md, costlier to build, are built by a
    worker that meets a sentence the grammar does not read."""
    grammar.load(lang)


def _no_match(errors: list[str]) -> bool:
    """Errors of the first-language parser that say no form matched at all (not a form with a bad slot)."""
    return all("matches no accepted sentence" in e or "has no sentence" in e for e in errors)


def parse_card(
    text: str,
    *,
    person: str,
    gender: str,
    lang: str,
    size: int,
    rooms: dict[str, str],
    people: dict[str, str] | None = None,
    objects: dict[tuple[int, int], tuple[str, ...]] | None = None,
) -> tuple[list[Clue], list[str]]:
    """The clues of one card, of both clue languages, and every error in it (messages without the
    person's name).

    people (name as written -> gender, everyone of the case) and objects ((row, column) -> object ids)
    are what the kinds of clue-language-2.md resolve names and cells against."""
    # Hints are left out while the other reader may still read a sentence, and asked for only for the
    # messages kept (the hint search is most of the cost of a sentence the grammar refuses).
    # One grammar reader for the card: the grammar's reading of each sentence is kept from the whole
    # card to the sentences (a sentence is matched once), and each sentence is normalized once for
    # both readers.
    reader = CardReader(person=person, gender=gender, lang=lang, size=size, rooms=rooms, people=people, hints=False)
    clues, errors = reader.read(text)
    if not errors:
        return clues, errors
    from pysm.language import forms
    from pysm.language.joined import read_joined
    from pysm.language.read_forms import parse_one
    from pysm.language.terms import Context, to_clues

    ctx = Context(lang, size, dict(rooms), dict(people or {person: gender}), dict(objects or {}), person, gender)
    pieces = split_pieces(text)
    if not pieces:
        return [], ["the card has no sentence"]
    out: list[Clue] = []
    errors = []
    explained = [0]

    def explain(clause: str) -> list[str]:
        # Why a clause of a joined sentence does not read: with hints for the first few (their search
        # is costly), then without.
        explained[0] += 1
        if explained[0] > _EXPLAINED_PER_CARD:
            return reader.read(clause)[1]
        return parse_first_card(clause, person=person, gender=gender, lang=lang, size=size, rooms=rooms, people=people)[
            1
        ]

    victims = others = 0
    joined_clues = 0  # clues of joined sentences beyond one a sentence (the victim card's rule)
    i = 0
    while i < len(pieces):
        start = pieces[i][0]
        chosen: tuple[int, str, list[Clue] | Said, str] | None = None  # (used pieces, clues from first or Said)
        attempts: list[tuple[list[str], list[str], bool, bool, str]] = []
        joined_errors = None  # (attempt, errors) of a sentence joining clauses, one of them unreadable
        for j in range(i, min(i + 3, len(pieces))):
            sentence = text[start : pieces[j][1]]
            normalized = normalize_map(sentence)
            old, old_errors = reader.read(sentence, normalized)
            if not old_errors and old:
                chosen = (j - i + 1, "first", old, sentence)
                break
            said, new_errors, matched, loose = parse_one(sentence, ctx, normalized)
            if said is not None:
                chosen = (j - i + 1, "second", said, sentence)
                break
            joined = read_joined(sentence, lang, person, functools.partial(_clause, reader, ctx), explain)
            if joined is not None and joined[0] is not None:
                chosen = (j - i + 1, "joined", joined[0], sentence)
                break
            if joined is not None and joined_errors is None:
                joined_errors = (len(attempts), joined[1])
            attempts.append((old_errors, new_errors, matched, loose, sentence))
        if chosen is None:
            # The most telling errors: a form of part 2 with a bad word, a form of part 1 with a bad
            # slot, a form of part 2 naming an unknown person or room, then "matches nothing".
            ranked = []
            for n, (old_errors, new_errors, matched, loose, _) in enumerate(attempts):
                if matched and (not loose or new_errors[0].startswith("the case has no person named")):
                    ranked.append((0, n, new_errors))
                elif not _no_match(old_errors) and not old_errors[0].startswith("the case has no room named"):
                    ranked.append((1, n, old_errors))
                elif not _no_match(old_errors) and not matched:
                    ranked.append((1, n, old_errors))
                elif matched:
                    ranked.append((2, n, new_errors))
                else:
                    ranked.append((3, n, old_errors))
            rank, n, chosen_errors = min(ranked, key=lambda r: (r[0], r[1]))
            if rank > 0 and joined_errors is not None:
                # A sentence that joins clauses, some of which read: the message names the part that
                # does not (a form of part 2 with a bad word says more).
                rank, (n, chosen_errors) = -1, joined_errors
            if rank in (1, 3):  # the grammar's errors are kept: now with their hints
                _, chosen_errors = parse_first_card(
                    attempts[n][4], person=person, gender=gender, lang=lang, size=size, rooms=rooms, people=people
                )
            if rank == 3 and forms.summary(lang):
                # The first language's list of kinds: the kinds of part 2 are sentences too.
                chosen_errors = [
                    e + "; " + forms.summary(lang) if "the sentences of" in e else e for e in chosen_errors
                ]
            i += n + 1
            others += 1
            errors.extend(chosen_errors)
            continue
        used, source, what, sentence = chosen
        i += used
        end = pieces[i - 1][1]
        stop = end + 1 if end < len(text) and text[end] == "." else end
        written = text[start:stop].strip()
        index = victims + others + 1
        if source == "first":
            for c in cast("list[Clue]", what):
                if c.kind == VICTIM:
                    victims += 1
                else:
                    others += 1
                out.append(dataclasses.replace(c, index=index, text=written))
        elif source == "joined":
            # Every clause of a joined sentence (as of a compound form below) is a clue of its own,
            # numbered as the sentence and quoting it whole; each counts as a clue on the victim's card.
            others += 1
            clauses = cast("list[Clue]", what)
            joined_clues += len(clauses) - 1
            out.extend(dataclasses.replace(c, index=index, text=written) for c in clauses)
        else:
            new = to_clues(cast("Said", what), text=written, index=index)
            others += 1
            joined_clues += len(new) - 1
            out.extend(new)
    errors.extend(victim_card_errors(victims, others + joined_clues))
    return out, errors


def _clause(reader: CardReader, ctx: Context, text: str) -> tuple[list[Clue] | None, list[str]]:
    """One clause of a joined sentence read by either reader: its clues (no victim sentence), or None
    and the errors of the grammar's reading."""
    from pysm.language.read_forms import parse_one
    from pysm.language.terms import to_clues

    normalized = normalize_map(text)
    old, old_errors = reader.read(text, normalized)
    if not old_errors and old:
        return (None, ["the victim sentence stands alone"]) if any(c.kind == VICTIM for c in old) else (old, [])
    said, _, _, _ = parse_one(text, ctx, normalized)
    if said is not None:
        return to_clues(said, text=text), []
    return None, old_errors


def parse_scene(
    text: str,
    *,
    lang: str,
    size: int,
    rooms: dict[str, str],
    people: dict[str, str],
    objects: dict[tuple[int, int], tuple[str, ...]],
) -> tuple[list[Clue], list[str]]:
    """The clues of one `scene` string, numbered 1, 2, ... (the loader renumbers over the field)."""
    from pysm.language.read_forms import parse_scene as parse_scene_said
    from pysm.language.read_forms import split_scene
    from pysm.language.terms import Context, to_clues

    ctx = Context(lang, size, dict(rooms), dict(people), dict(objects))
    said, errors = parse_scene_said(text, ctx)
    if errors:
        return [], errors
    out: list[Clue] = []
    for s, piece in zip(said, split_scene(text), strict=False):
        out.extend(to_clues(s, text=piece + ".", index=len(out) + 1))
    return out, []
