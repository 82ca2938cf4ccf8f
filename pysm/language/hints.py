"""What a refused card sentence gets told: the closest accepted form, or the kinds of sentence.

A sentence no template of clue-language.md reads (pysm.language.read_grammar) gets, when one
exists, the accepted form most like it among those that keep what it seems to say (its negation,
axis, number and kind: a hint never turns "not in the first row" into "in the first row"); else
the list of the kinds of sentence. The words of these messages are data (pysm/lang/messages.toml,
and the [hints] of each language).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Protocol

from pysm.core import diskcache, model
from pysm.core.model import ALL_KINDS
from pysm.language import grammar, lexicon, writing
from pysm.language.grammar import KNOWN_KINDS, LINE_KINDS
from pysm.language.lexicon import normalize
from pysm.language.text import GENDER_WORD


class _Card(Protocol):
    """What a hint reads of the card being parsed (pysm.language.read_grammar's, which calls these)."""

    @property
    def g(self) -> grammar.Grammar: ...
    @property
    def gender(self) -> str: ...
    @property
    def name(self) -> str: ...
    @property
    def norm(self) -> str: ...
    @property
    def size(self) -> int: ...
    @property
    def rooms(self) -> dict[str, str]: ...
    @property
    def room_names(self) -> dict[str, str]: ...


_MESSAGES = diskcache.toml(lexicon.LANG_DIR / "messages.toml")
# What each kind of clue-language.md says, for the message that lists them (the kinds of
# clue-language-2.md are listed by the [messages] of kinds-<code>.toml).
KIND_TEXT: dict[str, str] = dict(_MESSAGES["kind_text"])
_HINT_MAX = 300  # longer sentences get no hint (the similarity search is quadratic)
_LIKE = 0.84  # a word this like a data word counts as that word ("arribaa", "topp")

# The kinds of clue-language.md by what their parameters are (pysm.core.model.KINDS): what a
# refused sentence shows signs of, and which clue of each kind a hint may offer.
_BASES = tuple(k for k in ALL_KINDS if not model.is_negated(k))


def _types(kind: str) -> tuple[str, ...]:
    return tuple(t for _, t in model.KINDS[kind].params)


_BARE_KINDS = tuple(k for k in _BASES if not _types(k))  # said by their words alone
_OBJECT_KINDS = tuple(k for k in _BASES if _types(k) == ("object",))  # a word right before a noun
_ROOM_KINDS = tuple(k for k in _BASES if "room" in _types(k))  # a room of the case named
_PLACE_KINDS = tuple(k for k in _ROOM_KINDS if _types(k) == ("room",))  # in that room
_COMPANY_KINDS = tuple(k for k in _ROOM_KINDS if "gender" in _types(k))  # another man / woman there
_POSTURE = "posture"  # a [hints] feature that is no kind: sitting or standing says nothing of the kind


def describe(kind: str) -> str:
    base = model.base_kind(kind)
    return f"a sentence '{KIND_TEXT.get(base, base)}'"


@functools.cache
def kinds_list(lang: str) -> str:
    """The kinds of clue-language.md a language's sentences say (those of clue-language-2.md are
    listed by pysm.language.forms.summary)."""
    g = grammar.load(lang)
    kinds: list[str] = [k for k in g.data["kinds"] if k in KIND_TEXT and k in model.KINDS and not model.KINDS[k].scene]
    negated = [KIND_TEXT.get(k, k) for k in kinds if model.KINDS[k].negation in KNOWN_KINDS]
    plain = [KIND_TEXT.get(k, k) for k in kinds if model.KINDS[k].negation not in KNOWN_KINDS]
    return (
        f"the sentences of {g.data['name']} say that the person was "
        + ", ".join(negated)
        + " (each also negated), "
        + ", ".join(plain[:-1])
        + (" or " if len(plain) > 1 else "")
        + plain[-1]
    )


@functools.cache
def _vocab(lang: str) -> dict[tuple[str, int], tuple[str, ...]]:
    """The words of a language's hints and word classes, by first letter and length (what misspelt
    words are near: a typo keeps the first letter)."""
    g = grammar.load(lang)
    words = {t for ws in g.hints.values() for p in ws for t in p.split()}
    words |= {t for c in g.classes.values() for p in c.words for t in p.split()}
    out: dict[tuple[str, int], list[str]] = {}
    for w in sorted(words):
        if len(w) >= 3:
            out.setdefault((w[0], len(w)), []).append(w)
    return {k: tuple(ws) for k, ws in out.items()}


@functools.lru_cache(maxsize=1 << 15)
def _near(lang: str, word: str) -> frozenset[str]:
    """The data words a sentence's word may stand for: itself, and for words of 4 letters or more the
    data words as long within two that are at least _LIKE alike ("arribaa" -> "arriba", "topp" -> "top")."""
    import difflib  # only a sentence that does not read is searched (not a verify's start)

    out = {word}
    if len(word) >= 4:
        vocab = _vocab(lang)
        sm = difflib.SequenceMatcher(None, autojunk=False)
        sm.set_seq2(word)
        for n in range(max(3, len(word) - 2), len(word) + 3):
            for w in vocab.get((word[0], n), ()):
                sm.set_seq1(w)
                if sm.real_quick_ratio() >= _LIKE and sm.quick_ratio() >= _LIKE and sm.ratio() >= _LIKE:
                    out.add(w)
    return frozenset(out)


class _Words:
    """A sentence's words, each with the data words it may stand for, indexed by those."""

    def __init__(self, lang: str, sent: str):
        self.near = [_near(lang, t) for t in sent.split(" ")]
        self.at: dict[str, list[int]] = {}
        for i, ws in enumerate(self.near):
            for w in ws:
                self.at.setdefault(w, []).append(i)


def _has(sent: str, words: _Words, phrase: str) -> bool:
    """Whether a (possibly multi-word) phrase is in the sentence, exactly or nearly (word by word)."""
    p = phrase.split(" ")
    near = words.near
    return any(
        i + len(p) <= len(near) and all(p[j] in near[i + j] for j in range(1, len(p))) for i in words.at.get(p[0], ())
    )


@dataclass(frozen=True)
class _Seems:
    """What a refused sentence seems to say: its negation, axis, number, and the kinds it has signs of."""

    negated: bool
    axis: str | None
    number: int | None
    kinds: frozenset[str]
    room: str | None
    obj: str | None
    gender: str | None


def _seems(card: _Card, sent: str) -> _Seems:
    g = card.g
    words = _Words(g.lang, sent)
    exact = set(sent.split(" "))
    hints = g.hints
    negated = (
        any(w in exact for w in hints.get("negation", ()))
        or any(n in exact or (" " in n and n in sent) for n in g.negations)
        or any(c.polarity == "neg" and any(w in exact for w in c.words) for c in g.classes.values())
    )
    axis = next((a for a in LINE_KINDS if any(_has(sent, words, w) for w in hints.get(a, ()))), None)
    number = None
    flip = False
    if axis is not None:
        # The number words of the axis ("penúltima fila", "tercera", "2e"), exact before near, the
        # longest first ("penúltima fila" before "última fila").
        phrases = sorted(
            (
                (w, v)
                for c in g.classes.values()
                if c.values is not None
                for w, v in c.values.items()
                if isinstance(v, int) and (" " not in w or any(a in w.split() for a in hints.get(axis, ())))
            ),
            key=lambda p: (-len(p[0]), p[0]),
        )
        number = next((v for w, v in phrases if f" {w} " in f" {sent} "), None)
        if number is None:
            number = next((v for w, v in phrases if (" " in w or len(w) >= 5) and _has(sent, words, w)), None)
        flip = any(c.flip and any(_has(sent, words, w) for w in c.words) for c in g.classes.values())
        if number is None:
            digit = re.search(r"(?:^| )([1-9])(?:[a-z.]{0,4})(?: |$)", sent)
            number = int(digit.group(1)) if digit else None
        if number is not None:
            if number < 0:
                number = card.size + 1 + number
            elif flip:
                number = card.size + 1 - number
            if not 1 <= number <= card.size:
                number = None
    named = [n for n in card.rooms if n and (" " + n + " " in " " + sent + " ")]
    room = card.rooms[max(named, key=len)] if named else None
    obj = next((lexicon.object_id(w, g.lang) for w in sent.split(" ") if lexicon.object_id(w, g.lang)), None)
    kinds = set()
    if axis:
        kinds.add(axis)
    for k in _BARE_KINDS:
        if any(_has(sent, words, w) for w in hints.get(k, ())):
            kinds.add(k)
    if obj is not None:
        # "on a plant", "naast een plant": the kind's word right before the noun or its article.
        noun = next(w for w in sent.split(" ") if lexicon.object_id(w, g.lang))
        for k in _OBJECT_KINDS:
            for w in hints.get(k, ()):
                if re.search(r"(?:^| )" + re.escape(w) + r" (?:[^ ]+ )?" + re.escape(noun) + r"(?: |$)", sent):
                    kinds.add(k)
    gender = None
    if room is not None:
        kinds.update(_PLACE_KINDS)
        comp = g.classes.get("companion")
        for k in _COMPANY_KINDS:
            if any(_has(sent, words, w) for w in hints.get(k, ())):
                kinds.add(k)
        if comp is not None:
            for w, wg in comp.words.items():
                if w in sent:
                    kinds.update(_COMPANY_KINDS)
                    gender = wg
    if axis is not None:
        kinds.difference_update(_PLACE_KINDS)  # "la fila 7" names no room even when the case has one called so
    if any(_has(sent, words, w) for w in hints.get(_POSTURE, ())):
        kinds.add(_POSTURE)
    return _Seems(negated, axis, number, frozenset(kinds), room, obj, gender)


@functools.lru_cache(maxsize=512)
def _candidates(
    lang: str, gender: str, size: int, seems: _Seems, room_name: str | None
) -> tuple[tuple[str, str, str, list[str]], ...]:
    """(normalized, rendered, kind, words) for every form of every kind the sentence shows signs of,
    with its polarity, number, room and object."""
    rooms = {"X": room_name} if room_name is not None else {}
    out = []
    for base in sorted(seems.kinds):
        if base not in model.KINDS:
            continue
        kind = model.KINDS[base].negation if seems.negated else base
        if kind not in ALL_KINDS:
            continue
        numbers = () if seems.number is None else (seems.number,)
        for clue in writing.sample_clues(
            kind,
            numbers=numbers,
            room="X" if room_name is not None else None,
            obj=seems.obj,
            gender=seems.gender or gender,
        ):
            for form in writing.grammar_sentences(clue, lang, gender, size, rooms, None):
                norm = normalize(form[:-1])
                out.append((norm, form, kind, re.findall(r"\w+", norm)))
    return tuple(out)


def _strings(value: object) -> Iterator[str]:
    """Every string of a language's data (templates, words, values), however nested."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from _strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from _strings(v)


@functools.cache
def _known_words(lang: str) -> frozenset[str]:
    """The words of a language's data (its templates without their {slots}, its word classes, values,
    hints and nouns): the words a hint may leave out of a sentence."""
    g = grammar.load(lang)
    words = set()
    for text in _strings(g.data):
        words.update(re.findall(r"\w+", normalize(re.sub(r"\{[^}]*\}", " ", text))))
    return frozenset(words)


@functools.cache
def _meaning_words(lang: str) -> frozenset[str]:
    """Words a hint never leaves out: those that negate (a [hints] negation, a word of a negating
    class: "not", "geen", "outside", "fuera") other than the verbs they are written with, and those
    that may turn a meaning around ([hints] turn: "far", "except", "sin", "behalve")."""
    g = grammar.load(lang)
    verbs = {w for v in g.data.get("join", {}).get("verbs", []) for w in normalize(v).split()}
    words = (
        {w for n in g.negations for w in n.split()} | set(g.hints.get("negation", ())) | set(g.hints.get("turn", ()))
    )
    return frozenset(words - verbs)


def closest(card: _Card, start: int, end: int) -> tuple[str, str] | None:
    """The accepted form most like a sentence and its kind, among those that keep what the sentence
    seems to say (negation, axis, number, kind); None when there is none."""
    import difflib

    sent = card.norm[start:end]
    if len(sent) > _HINT_MAX:
        return None
    seems = _seems(card, sent)
    gender = card.gender if card.gender in GENDER_WORD else "f"
    room_name = card.room_names[seems.room] if seems.room is not None else None
    # A form of one kind must account for every sign in the sentence: "alone in the Kitchen" shows a
    # room and being alone, which no one kind says, so it gets no hint.
    signs = seems.kinds - {_POSTURE}
    if len(signs - set(_PLACE_KINDS)) > 1 or (signs - set(_ROOM_KINDS) and signs & set(_PLACE_KINDS)):
        return None
    cands = _candidates(card.g.lang, gender, card.size, seems, room_name)
    if not cands:
        return None
    words = re.findall(r"\w+", sent)

    def score(candidate: tuple[str, str, str, list[str]]) -> float:
        # Letters catch typos ("arribaa"); words catch missing or extra ones ("The victim.").
        return (
            difflib.SequenceMatcher(None, sent, candidate[0], autojunk=False).ratio()
            + difflib.SequenceMatcher(None, words, candidate[3], autojunk=False).ratio()
        )

    numbers = {
        w
        for c in card.g.classes.values()
        if c.values is not None
        for w, v in c.values.items()
        if isinstance(v, int) and " " not in w
    }

    def extra(candidate: tuple[str, str, str, list[str]]) -> int:
        # Words of the sentence that the form does not have, even misspelt ("with a man" in "alone
        # with a man"): more than two, and the sentence says something the form does not. A number
        # the form does not have ("met twee andere vrouwen") is never dropped.
        have = set(candidate[3])
        if any(w in numbers and w not in have for w in words):
            return 99
        return sum(
            w not in have
            and not any(
                len(w) >= 4 and difflib.SequenceMatcher(None, w, h, autojunk=False).ratio() >= _LIKE for h in have
            )
            for w in words
        )

    room_words = card.rooms.get(seems.room, "") if seems.room is not None else ""  # no room: no words
    known = _known_words(card.g.lang) | {card.name} | set(room_words.split())
    keep = _meaning_words(card.g.lang)

    def drops_meaning(candidate: tuple[str, str, str, list[str]]) -> bool:
        # A form may leave out only words the language's data knows and that negate nothing: a word
        # pysm does not know ("fuera", "except", "gisteren") may turn the meaning around, so the
        # sentence gets the list of kinds instead of a form that says something else.
        have = set(candidate[3])
        said = words
        if candidate[0].count(".") > sent.count("."):
            # A form of more pieces than the sentence (the victim sentence for "The victim"): the
            # card's next piece is what the form would replace too.
            rest = card.norm[end:].lstrip(". ")
            said = words + re.findall(r"\w+", rest.split(".", 1)[0])
        return any(
            w not in have
            and not _near(card.g.lang, w) & have
            and (_near(card.g.lang, w) & keep or not (_near(card.g.lang, w) & known or digits(w)))
            for w in said
        )

    def digits(w: str) -> bool:
        # "3th": the number the sentence's axis was read from (the form writes it its own way).
        return seems.number is not None and re.fullmatch(r"[1-9][a-z.]{0,4}", w) is not None

    close = [c for c in cands if extra(c) <= 2 and not drops_meaning(c)]
    if not close:
        return None
    best = max(close, key=score)
    return best[1], best[2]
