"""Card sentences that join clauses with "and": "She was in the Salon and not beside a table".

A sentence no reader takes whole is cut at the language's joining words (`[join] and` of
pysm/lang/<code>.toml) into parts that each read as a clue of their own. A later part may leave out
what it shares with the first: its subject and verb ("... and beside a table"), which are borrowed
from the first part, but only its subject and the verbs of `[join] verbs` (never a negation, never
a word of the first part's phrase: "alone with Bruno and Carla" is not two clues). A negation at
the head of a part goes before the borrowed verb ("Estaba en el Salón y no junto a una mesa" reads
its second part as "no estaba junto a una mesa").

Refused (a misread clue is worse than a refused one): a part that reads as nothing (the message
names the part), a part with two different readings, and a part without a negation of its own after
a negated first part ("She was not in the Salon and beside a table": does the negation reach the
second part?). Either/or stays one clue: its "or" is no joining word.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import cast

from pysm.core.model import Clue
from pysm.language import grammar, lexicon
from pysm.language.lexicon import normalize, normalize_map

# A reader of one clause: its clues when read cleanly (else None), and its errors for a message.
Reader = Callable[[str], "tuple[list[Clue] | None, list[str]]"]


@dataclass(frozen=True)
class _Words:
    """What a language's data says about joining: the joining words, the words a later part may leave
    out with its subject (verbs), the subject pronouns, and the words that negate."""

    joins: tuple[str, ...]
    verbs: frozenset[str]
    subjects: frozenset[str]
    negations: frozenset[str]


def _words(lang: str) -> _Words:
    g = grammar.load(lang)
    verbs = frozenset(w for v in g.data.get("join", {}).get("verbs", []) for w in normalize(v).split())
    subjects = frozenset(w for w in g.classes["subj"].words)
    # The words of negating phrases ("was not" gives "not"; its verb stays a verb).
    negations = (frozenset(t for n in g.negations for t in n.split()) - verbs) | frozenset(g.hints.get("negation", ()))
    return _Words(lexicon.join_words(lang), verbs, subjects, negations)


def _spans(text: str) -> list[tuple[int, int, str]]:
    """The words of a text as (start, end, normalized word), spans in the text as written."""
    norm, where = normalize_map(text)
    out = []
    for m in re.finditer(r"[^ ]+", norm):
        out.append((where[m.start()], where[m.end() - 1] + 1, m.group().rstrip(",")))
    return out


# What a clue says, apart from its text and number.
_Fact = tuple[str, tuple[object, ...]]


def _fact(clue: Clue) -> _Fact:
    return clue.kind, clue.params


def read_joined(
    sentence: str, lang: str, speaker: str, read: Reader, explain: Callable[[str], list[str]] | None = None
) -> tuple[list[Clue] | None, list[str]] | None:
    """The clues of a sentence that joins clauses, or (None, errors) when it joins clauses and a part
    cannot be read; None when it is no joined sentence (no joining word, or no part reads). explain,
    given, tells why a clause does not read, with a closest form (costly: asked for once a part is
    refused)."""
    words = _words(lang)
    if not words.joins:
        return None
    spans = _spans(sentence.rstrip().rstrip("."))
    cuts = [i for i, (_, _, w) in enumerate(spans) if w in words.joins and 0 < i < len(spans) - 1]
    if not cuts:
        return None
    join_word = sentence[spans[cuts[0]][0] : spans[cuts[0]][1]]

    def text(a: int, b: int) -> str:
        return sentence[spans[a][0] : spans[b - 1][1]].rstrip(",")

    # Greedy, left to right: a part ends at the first joining word before which it reads (so a room
    # named "Arts and Crafts" stays whole when "Arts" is no room).
    parts: list[tuple[str, list[Clue] | None, list[str]]] = []
    start = 0
    head: list[str] | None = None  # the first part's subject and verbs, as written
    first_negated = False
    for end in cuts + [len(spans)]:
        if end <= start:
            continue
        part = text(start, end)
        if head is None:
            clues, errors = read(part)
            if clues is None and end != len(spans):
                continue
            if clues is not None:
                head = _head(sentence, spans[start:end], words, speaker)
                first_negated = any(c.negated for c in clues)
        else:
            own = {w for _, _, w in spans[start:end]}
            clues, errors = _later(part, head, own, first_negated, words, read)
            if clues is None and end == len(spans) and not errors and explain is not None:
                # Why it does not read, with the first part's subject and verb when it has none.
                # The part's own errors, unless it matches nothing: then those of the part after the
                # first part's subject and verb, when they say more.
                errors = explain(part)
                if head and all("matches no accepted sentence" in e for e in errors):
                    borrowed = explain(" ".join(head + [part]))
                    if any("closest accepted form" in e or "matches no accepted sentence" not in e for e in borrowed):
                        errors = borrowed
            if clues is None and end != len(spans):
                continue
        parts.append((part, clues, errors))
        start = end + 1
    if all(clues is None for _, clues, _ in parts):
        return _unread(sentence, spans, cuts, join_word, words, speaker, explain)
    if len(parts) < 2:
        return None
    bad = [(n, part, errors) for n, (part, clues, errors) in enumerate(parts, 1) if clues is None]
    if bad:
        return None, [
            f"'{sentence.strip().rstrip('.')}' joins clauses with '{join_word}': its part {n} '{part}' "
            f"does not read ({errors[0] if errors else 'no accepted sentence'})"
            for n, part, errors in bad
        ]
    return [c for _, clues, _ in parts for c in cast("list[Clue]", clues)], []  # every part read


def _unread(
    sentence: str,
    spans: list[tuple[int, int, str]],
    cuts: list[int],
    join_word: str,
    words: _Words,
    speaker: str,
    explain: Callable[[str], list[str]] | None,
) -> tuple[None, list[str]] | None:
    """A sentence none of whose parts reads: the errors of its parts cut at every joining word, when
    one of them says more than "matches no accepted sentence" ("He was beside a TV and he was beside
    a shelf": two unknown nouns); else None (the sentence's own errors are kept)."""
    if explain is None:
        return None
    bounds = [-1] + cuts + [len(spans)]
    found = []
    for n, (a, b) in enumerate(zip(bounds, bounds[1:], strict=False), 1):
        part = sentence[spans[a + 1][0] : spans[b - 1][1]].rstrip(",")
        found.append((n, part, explain(part)))
    if not any(e and "matches no accepted sentence" not in e[0] for _, _, e in found):
        return None
    text = sentence.strip().rstrip(".")
    return None, [
        f"'{text}' joins clauses with '{join_word}': its part {n} '{part}' does not read ({errors[0]})"
        for n, part, errors in found
        if errors
    ]


def _head(sentence: str, spans: list[tuple[int, int, str]], words: _Words, speaker: str) -> list[str]:
    """The words a later part may borrow from the first part: its leading subject and verbs."""
    out = []
    for i, (s, e, w) in enumerate(spans):
        if w in words.negations:
            break
        if w in words.verbs or (i == 0 and (w in words.subjects or w == normalize(speaker))):
            out.append(sentence[s:e])
        else:
            break
    return out


def _later(
    part: str, head: list[str], own: set[str], first_negated: bool, words: _Words, read: Reader
) -> tuple[list[Clue] | None, list[str]]:
    """A part after the first: read as written, else with the first part's subject and verbs
    borrowed (each prefix of them; a leading negation goes before the borrowed verb)."""
    clues, errors = read(part)
    if clues is not None:
        return clues, []
    first, _, rest = part.partition(" ")
    readings: dict[tuple[_Fact, ...], list[Clue]] = {}
    for k in range(1, len(head) + 1):
        borrowed = head[:k]
        tries = [" ".join(borrowed + [part])]
        if normalize(first) in words.negations and rest:
            tries += [" ".join(borrowed[:j] + [first] + borrowed[j:] + [rest]) for j in range(1, k)]
            tries.append(" ".join([first] + borrowed + [rest]))
        for t in tries:
            got, _ = read(t)
            if got is not None:
                readings.setdefault(tuple(_fact(c) for c in got), got)
    if not readings:
        return None, []
    if len(readings) > 1:
        return None, [f"'{part}' reads in more than one way; write its subject and verb"]
    got = next(iter(readings.values()))
    if first_negated and not own & words.negations:
        return None, [
            "the first part's negation may or may not reach it; write its subject and verb with it, negated or not"
        ]
    return got, []
