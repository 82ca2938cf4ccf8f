"""Per-language phrase data and text normalization.

"Language is data": the sentence templates, pronouns, agreeing words, nouns,
ordinals and room prepositions of each language live in pysm/lang/<code>.toml
(format in pysm/lang/README.md). This module reads those files once and
answers the look-ups the rest of pysm needs (object nouns and classes), so no
other module opens them. `normalize` lives here because every comparison of
card text with data goes through it.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Iterable, Sequence
from typing import Any

from pysm.core import diskcache, resources

LANG_DIR = resources.lang_dir()
_OBJECTS_FILE = "objects.toml"
_CLASSES = ("solid", "occupiable")
_SECTIONS = (
    "name",
    "ordinals",
    "subject",
    "agree",
    "articles",
    "rows",
    "columns",
    "rooms",
    "objects",
    "sentences",
    "words",
    "kinds",
)

# A language is a file named by its ISO 639 code (es.toml); other files in the folder
# (objects.toml, a generator's data) are not languages.
LANGUAGES: tuple[str, ...] = resources.languages()

# Typographic quotes and apostrophes read as the plain ones.
_QUOTES = str.maketrans({**{c: "'" for c in "‘’‚‛′`´ʼ"}, **{c: '"' for c in "“”„‟″«»"}})


_TOKEN = re.compile(r"\S+")


@functools.lru_cache(maxsize=4096)
def _fold(ch: str) -> str:
    """One character folded: lower case, quotes made plain, accents and spaces dropped ("É" -> "e")."""
    return "".join(
        d
        for d in unicodedata.normalize("NFKD", ch.translate(_QUOTES).lower())
        if not unicodedata.combining(d) and not d.isspace()
    )


# Each character met, folded (ord -> text, a str.translate table), and those whose folded text is not
# one character (a lone accent, a ligature): a text without them folds in one translate, its map
# one position per character. Whitespace is known but not in the table: the tokens hold none, and the
# space joining them stays. Bounded, like _fold.
_FOLDED: dict[int, str] = {}
_UNEVEN: set[str] = set()
_KNOWN: set[str] = set()
_KNOWN_MAX = 4096


def _learn(chars: set[str]) -> None:
    """Fold and sort the characters not met before (up to _KNOWN_MAX in all)."""
    for ch in chars - _KNOWN:
        if len(_KNOWN) >= _KNOWN_MAX:
            return
        if not ch.isspace():
            folded = _fold(ch)
            _FOLDED[ord(ch)] = folded
            if len(folded) != 1:
                _UNEVEN.add(ch)
        _KNOWN.add(ch)  # last: a character known is folded and sorted


def normalize_map(text: str) -> tuple[str, list[int]]:
    """`normalize(text)` and, for each of its characters, the index in `text` it came from.

    The parser matches normalized text but quotes the card as written; the map
    takes a span of the one back to the other.
    """
    chars = set(text)
    if not _KNOWN.issuperset(chars):
        _learn(chars)
    if _UNEVEN.isdisjoint(chars) and _KNOWN.issuperset(chars):
        # every character folds to one: the tokens joined by one space, folded at once
        if " ".join(text.split()) == text:  # words apart by one space already
            return text.translate(_FOLDED), list(range(len(text)))
        tokens: list[str] = []
        where: list[int] = []
        last = -1
        for m in _TOKEN.finditer(text):
            start, end = m.span()
            if tokens:
                where.append(last)
            where.extend(range(start, end))
            tokens.append(m.group())
            last = end
        return " ".join(tokens).translate(_FOLDED), where
    return _normalize_map_slow(text)


def _normalize_map_slow(text: str) -> tuple[str, list[int]]:
    """normalize_map one character at a time (characters that fold to none or several)."""
    out: list[str] = []
    where: list[int] = []
    space_at = -1  # where the run of spaces before this token began
    at: Sequence[int]  # where each folded character came from
    for m in _TOKEN.finditer(text):
        start, end = m.span()
        token = m.group()
        if token.isascii():  # the common case, done by str methods
            folded, at = token.lower().translate(_QUOTES), range(start, end)
        else:
            parts = [(_fold(ch), i) for i, ch in enumerate(token, start)]
            folded = "".join(f for f, _ in parts)
            at = [i for f, i in parts for _ in f]
        if folded:
            if out:
                out.append(" ")
                where.append(space_at)
            out.append(folded)
            where.extend(at)
            space_at = end
    return "".join(out), where


@functools.lru_cache(maxsize=4096)
def normalize(text: str) -> str:
    """Lower case, accents stripped, typographic quotes made plain, runs of spaces made one, trimmed."""
    return normalize_map(text)[0]


@functools.cache
def data(lang: str) -> dict[str, Any]:
    """The raw data of one language (pysm/lang/<lang>.toml), loaded and checked once."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; known: {', '.join(LANGUAGES)}")
    path = LANG_DIR / f"{lang}.toml"
    raw = diskcache.toml(path)
    missing = [s for s in _SECTIONS if s not in raw]
    if missing:
        raise ValueError(f"{path}: missing {', '.join(missing)}")
    ids, have = set(_classes()), set(raw["objects"])
    if ids != have:
        raise ValueError(
            f"{path}: [objects] must list exactly the ids of {_OBJECTS_FILE}; "
            f"missing {sorted(ids - have)}, unknown {sorted(have - ids)}"
        )
    return raw


@functools.cache
def _classes() -> dict[str, str]:
    classes: dict[str, str] = diskcache.toml(LANG_DIR / _OBJECTS_FILE)["class"]
    bad = {k: v for k, v in classes.items() if v not in _CLASSES}
    if bad:
        raise ValueError(f"{LANG_DIR / _OBJECTS_FILE}: classes must be {' or '.join(_CLASSES)}: {bad}")
    return classes


@functools.cache
def _noun_index(lang: str) -> dict[str, str]:
    """normalized noun -> id: the English nouns (the ids), then this language's, which win a clash."""
    index = {normalize(i): i for i in _classes()}
    for i, e in data(lang)["objects"].items():
        # `also`: other nouns read as this object (a synonym, or an inflected form of a language
        # with cases: "столом", "кровати"); only `noun` is written.
        index.update({normalize(w): i for w in e.get("also", [])})
        index.update({normalize(w): i for w in e.get("cases", {}).values()})
    index.update({normalize(e["noun"]): i for i, e in data(lang)["objects"].items()})
    return index


@functools.cache
def multiword_nouns(lang: str) -> tuple[str, ...]:
    """The normalized nouns of more than one word ("coat rack"): a reader tries them before one word."""
    return tuple(n for n in _noun_index(lang) if " " in n)


def object_id(noun: str, lang: str) -> str | None:
    """The canonical id of a noun of `lang` or of English ("Sofá" -> "sofa"); None if unknown."""
    return _noun_index(lang).get(normalize(noun))


def object_class(obj_id: str) -> str:
    """ "solid" or "occupiable"."""
    return _classes()[obj_id]


def object_ids() -> tuple[str, ...]:
    return tuple(sorted(_classes()))


def object_noun(obj_id: str, lang: str, case: str = "") -> str:
    """The noun as the language writes it: ("armchair", "es") -> "sillón"; in a grammatical case of
    its [objects] entry's `cases` when asked ("chair", "ru", "ins") -> "стулом"), else as listed."""
    entry = data(lang)["objects"][obj_id]
    noun: str = entry.get("cases", {}).get(case, entry["noun"]) if case else entry["noun"]
    return noun


def room_phrase(lang: str, name: str) -> str:
    """A room name after the preposition the language's [rooms] rules give it: "en la Biblioteca".

    One definition for the card renderer, the explanations and the generator's titles.
    """
    rules = data(lang)["rooms"]
    words = normalize(name).split() or [""]
    head = words[0] if rules.get("head", "first") == "first" else words[-1]
    # a rule's text is the word's ending, or its start when written "^a" ("^a" -> "dans l'Atelier")
    rule = next(
        (
            r
            for r in rules.get("rules", [])
            if (head.startswith(normalize(r[0][1:])) if r[0].startswith("^") else head.endswith(normalize(r[0])))
        ),
        None,
    )
    prep = rule[1] if rule else rules["default"]
    if rule and len(rule) > 2:
        if head == words[-1]:
            name = _inflect(name, rule[0], rule[2])
        else:  # a name of several words is not inflected: the preposition that needs none
            prep = rules.get("plain", prep)
    gap = "" if prep.endswith("'") else " "  # an elided article joins the name: "dans l'Atelier"
    return f"{prep}{gap}{name.lstrip() if not gap else name}"


def inflected_rooms(lang: str, names: dict[str, str]) -> dict[str, str]:
    """normalized room phrase -> room key, for the rooms whose name the language inflects after its
    preposition ("на кухне" -> the key of "Кухня"), so a reader finds them as written."""
    if not any(len(r) > 2 for r in data(lang)["rooms"].get("rules", [])):
        return {}
    return {normalize(room_phrase(lang, name)): key for key, name in sorted(names.items())}


def _inflect(name: str, ending: str, new: str) -> str:
    """The name with its ending changed as a rule's third element says ("Кухня", "кухня", "кухне" ->
    "Кухне"; "Гостиная", "ая", "ой" -> "Гостиной"): only the letters that differ are replaced, so the
    name keeps its capitals."""
    same = 0
    while same < min(len(ending), len(new)) and ending[same] == new[same]:
        same += 1
    cut = len(ending) - same
    stem = name.rstrip()
    return (stem[: len(stem) - cut] if cut else stem) + new[same:]


@functools.cache
def join_words(lang: str) -> tuple[str, ...]:
    """The normalized words that join two clauses of one card sentence ("and", "y", "en"), from the
    language's `[join] and`; none when the language lists none (its sentences are then never cut)."""
    return tuple(sorted({normalize(w) for w in data(lang).get("join", {}).get("and", [])}, key=len, reverse=True))


def join_word(lang: str) -> str | None:
    """The word the writer joins clauses with (the first of `[join] and`), as the language writes it."""
    words = data(lang).get("join", {}).get("and", [])
    return words[0] if words else None


@functools.cache
def room_nouns(lang: str) -> tuple[str, ...]:
    """The normalized nouns a room's name may follow ("la habitación Comedor", "the room Kitchen"),
    from the language's `[room_nouns] before_name`."""
    return tuple(
        sorted({normalize(w) for w in data(lang).get("room_nouns", {}).get("before_name", [])}, key=len, reverse=True)
    )


def room_key(lang: str, text: str, rooms: dict[str, str]) -> str | None:
    """The key of the room a normalized text names (rooms: normalized name -> key): the name itself,
    or the name after one of the language's room nouns; None when it names none."""
    if text in rooms:
        return rooms[text]
    for noun in room_nouns(lang):
        if text.startswith(noun + " ") and text[len(noun) + 1 :] in rooms:
            return rooms[text[len(noun) + 1 :]]
    return None


def did_you_mean(text: str, names: Iterable[str]) -> str:
    """ "; did you mean 'Garden'?" when a name of `names` (as written) is close to a misspelt text
    ("Gardn"), else ""."""
    import difflib

    by_norm = {normalize(n): n for n in names}
    close = difflib.get_close_matches(normalize(text), sorted(by_norm), n=1, cutoff=0.75)
    return f"; did you mean '{by_norm[close[0]]}'?" if close else ""


def known_nouns(lang: str) -> str:
    """The object nouns a language reads, for a message about an unknown one: "silla, sillón, ...
    (pysm/lang/es.toml [objects]; the English nouns too)"."""
    nouns = sorted((e["noun"] for e in data(lang)["objects"].values()), key=normalize)
    also = "" if lang == "en" else "; the English nouns too"
    return f"{', '.join(nouns)} (pysm/lang/{lang}.toml [objects]{also})"
