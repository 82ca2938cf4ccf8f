"""Text helpers every part of the sentence engine shares: how templates become regexes over
normalized card text, the quick tests that skip a template, how a card is cut at its periods,
and how a written sentence is finished.

Both readers (pysm.language.read_grammar for clue-language.md, pysm.language.read_forms for
clue-language-2.md) and the writer (pysm.language.writing) compare card text with language data
only through these, so the two readers cannot drift apart on what a period, a space or an accent is.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from typing import cast

from pysm.language.lexicon import normalize

NAME = "\x01"  # stands for the speaker's own name where it starts a sentence (normalized text)
GENDER_WORD = {"f": "woman", "m": "man"}
# The kind of the victim sentence: the card format (case-format.md) counts it apart from the clues,
# and a card shows it first.
VICTIM = "victim"


def alternation(words: Iterable[str]) -> str:
    """A regex alternation of literal words, longest first (so a longer word wins over its prefix)."""
    return "|".join(re.escape(w) for w in sorted(set(words), key=lambda w: (-len(w), w)))


def prep_gap(prep: str) -> str:
    """What stands between a room preposition and the room's name: nothing after an elided article
    ("dans l'Atelier", "nell'Ingresso"), one space otherwise."""
    return "" if prep.endswith("'") else " "


def room_regex(preps: Iterable[str]) -> str:
    """A regex of the room prepositions (normalized, longest first), each with its gap before the name."""
    return "(?:" + "|".join(re.escape(p) + prep_gap(p) for p in preps) + ")"


def after_prep(value: str, prep: str) -> str | None:
    """The room name in `value` after `prep` and its gap, or None when `value` does not start so."""
    head = prep + prep_gap(prep)
    if not value.startswith(head):
        return None
    return value[len(head) :].lstrip(" ")  # "dans l' Atelier" too


def fold_literal(text: str) -> str:
    """A template literal folded like card text (accents, case) with a space kept at either end."""
    lead = " " if text[:1] == " " else ""
    core = normalize(text)
    trail = " " if text[-1:] == " " and core else ""
    return lead + core + trail


def holds(needs: tuple[tuple[str, ...], ...], sent: str) -> bool:
    """Whether a sentence holds one text of each clause (plain loops: this runs for every template)."""
    for clause in needs:
        for text in clause:
            if text in sent:
                break
        else:
            return False
    return True


class Prefilter:
    """Which of many templates a sentence may match, by two telling clauses of each: a sentence is
    searched once for each text of those clauses, not once per template for each of its clauses.

    A necessary test, weaker than holds(): what it keeps still goes through holds() and the regex,
    so the templates read are the same, in the same order. A template's telling clauses are those
    whose texts are the rarest ("was" is in nearly every sentence, "northwest" is not)."""

    def __init__(self, needs: list[tuple[tuple[str, ...], ...]]):
        # How often a text is in a sentence, as the templates say it: a text that is a clause of its
        # own ("was") is in every sentence of that template, one of twelve directions in one in twelve.
        common = cast("dict[str, float]", Counter())  # a Counter of fractions: missing texts count 0
        for clauses in needs:
            for c in clauses:
                for t in c:
                    common[t] += 1 / len(c)
        by_text: dict[str, list[int]] = {}  # text -> [mask as a first clause, as a second]
        always = [0, 0]  # templates with fewer than two clauses
        for i, clauses in enumerate(needs):
            telling = sorted(clauses, key=lambda c: (sum(common[t] for t in c), sorted(c)))[:2]
            for n in range(2):
                if n < len(telling):
                    for t in telling[n]:
                        by_text.setdefault(t, [0, 0])[n] |= 1 << i
                else:
                    always[n] |= 1 << i
        self.texts = tuple((t, first, second) for t, (first, second) in by_text.items())
        self.always = tuple(always)

    def keep(self, sent: str) -> list[int]:
        """The indices, in order, of the templates whose two telling clauses the sentence holds."""
        first, second = self.always
        for t, ids, more in self.texts:
            if t in sent:
                first |= ids
                second |= more
        kept = first & second
        out = []
        while kept:
            low = kept & -kept
            out.append(low.bit_length() - 1)
            kept ^= low
        return out


def either_needs(options: Iterable[frozenset[frozenset[str]]]) -> frozenset[frozenset[str]]:
    """The clauses of a choice: those every option has, and one clause joining each option's
    strongest clause (the sentence went through one option, so it holds that option's clause)."""
    options = list(options)
    common = frozenset.intersection(*options) if options else frozenset()
    if not options or any(not o for o in options):
        return common
    joined = frozenset().union(*(min(o, key=lambda c: (len(c), -min(map(len, c)), sorted(c))) for o in options))
    return common | {joined}


def pieces(text: str) -> list[tuple[int, int]]:
    """Spans of a card between periods, spaces trimmed, empty ones dropped."""
    spans, start, n = [], 0, len(text)
    while start <= n:
        end = text.find(".", start)
        if end < 0:
            end = n
        piece = text[start:end]
        core = piece.strip()
        if core:
            s = start + len(piece) - len(piece.lstrip())
            spans.append((s, s + len(core)))
        start = end + 1
    return spans


def disagrees(gender: str, word_gender: str | None) -> bool:
    """Whether a word of one gender stands on the card of a person of the other."""
    return gender in GENDER_WORD and word_gender in GENDER_WORD and word_gender != gender


def finish(sentence: str, *, each_sentence: bool = False) -> str:
    """Spaces tidied, no space before a comma, a capital at the start (of each sentence, for a
    template that holds two, like the victim sentence), a final period."""
    s = re.sub(r"\s+", " ", sentence).strip()
    s = re.sub(r" ,", ",", s)
    if each_sentence:
        s = re.sub(r"(^|\. )(\S)", lambda m: m.group(1) + m.group(2).upper(), s)
    else:
        s = s[:1].upper() + s[1:]
    return s + "."
