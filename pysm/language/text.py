"""Text helpers every part of the sentence engine shares: how templates become regexes over
normalized card text, the quick tests that skip a template, how a card is cut at its periods,
and how a written sentence is finished.

Both readers (pysm.language.read_grammar for clue-language.md, pysm.language.read_forms for
clue-language-2.md) and the writer (pysm.language.writing) compare card text with language data
only through these, so the two readers cannot drift apart on what a period, a space or an accent is.
"""
from __future__ import annotations

import itertools
import re

from pysm.language.lexicon import normalize

NAME = "\x01"           # stands for the speaker's own name where it starts a sentence (normalized text)
GENDER_WORD = {"f": "woman", "m": "man"}
# The kind of the victim sentence: the card format (case-format.md) counts it apart from the clues,
# and a card shows it first.
VICTIM = "victim"


def alternation(words) -> str:
    """A regex alternation of literal words, longest first (so a longer word wins over its prefix)."""
    return "|".join(re.escape(w) for w in sorted(set(words), key=lambda w: (-len(w), w)))


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


def either_needs(options) -> frozenset:
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
    spans, start = [], 0
    for m in itertools.chain(re.finditer(r"\.", text), [None]):
        end = m.start() if m else len(text)
        s, e = start, end
        while s < e and text[s].isspace():
            s += 1
        while e > s and text[e - 1].isspace():
            e -= 1
        if e > s:
            spans.append((s, e))
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
