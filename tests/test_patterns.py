"""Message patterns (pysm.language.patterns) and the explanation tables written in them.

A pattern in, its arguments and a language's words, the sentence out; then every language's
table checked against the explainer: the same families and variants as English, and fields that
name only arguments, words and parts that exist.
"""

from __future__ import annotations

import pytest

from pysm.core.model import Person
from pysm.core.resources import languages
from pysm.language.patterns import PatternError, Words, parse, plural_category, render
from pysm.proof import explain
from pysm.proof.explain import Line

ANA, EVA, BRUNO = Person("Ana", "f", ""), Person("Eva", "f", ""), Person("Bruno", "m", "")
WORDS = {
    "she": {"f": "she", "m": "he"},
    "they": {"f_one": "she", "m_one": "he", "f_other": "elles", "other": "they"},
    "is": {"one": "is", "other": "are"},
    "line": {"row_one": "row", "row_other": "rows", "column_one": "column", "column_other": "columns"},
    "both": {"=2": "both", "other": "two of"},
    "cells": {"one": "клетку", "few": "клетки", "many": "клеток", "other": "клетки"},
    "the": "the",
}
JOIN = {
    "and": "y",
    "or": "o",
    "a": {"word": "y", "each": "a "},
    "sounds": [["y", "^(i|hi[^aeou])", "e"], ["o", "^(o|ho)", "u"]],
}
PARTS = {"card": "({she:person} said “{quote}”)", "loop": "{loop}"}


def words(lang: str = "en") -> Words:
    return Words(lang, WORDS, PARTS, JOIN)


@pytest.mark.parametrize(
    "pattern, args, expected",
    [
        ("{person} waits", {"person": ANA}, "Ana waits"),
        ("{people}", {"people": (ANA, EVA, BRUNO)}, "Ana, Eva y Bruno"),
        ("{cells|or}", {"cells": ("A1", "B2")}, "A1 o B2"),
        ("{people}", {"people": (ANA, Person("Inés", "f", ""))}, "Ana e Inés"),  # "y" -> "e" before i
        ("{people}", {"people": (ANA, Person("Hierro", "m", ""))}, "Ana y Hierro"),  # not before "hie"
        ("{people|or}", {"people": (ANA, Person("Olga", "f", ""))}, "Ana u Olga"),
        ("{people|a}", {"people": (ANA, EVA, BRUNO)}, "a Ana, a Eva y a Bruno"),  # a word before each
        ("{people|a}", {"people": (ANA,)}, "a Ana"),
        ("{she:person}", {"person": BRUNO}, "he"),
        ("{they:people}", {"people": (ANA,)}, "she"),
        ("{they:people}", {"people": (ANA, EVA)}, "elles"),  # a group of women only
        ("{they:people}", {"people": (ANA, BRUNO)}, "they"),
        ("{is:people} {is:others}", {"people": (ANA,), "others": (ANA, EVA)}, "is are"),
        ("{line:lines} {lines}", {"lines": (Line("column", "B"), Line("column", "D"))}, "columns B y D"),
        ("{line:lines} {lines}", {"lines": (Line("row", "3"),)}, "row 3"),
        ("{both:others} {others}", {"others": (ANA, EVA)}, "both Ana y Eva"),
        ("{both:others} {others}", {"others": (ANA, EVA, BRUNO)}, "two of Ana, Eva y Bruno"),
        ("{the:person}", {"person": ANA}, "the"),
        ("a{?x  b {x}} c", {"x": ("A1",)}, "a b A1 c"),
        ("a{?x  b {x}} c", {"x": ()}, "a c"),
        ("a{!x , none}", {"x": ()}, "a, none"),
        ("a{!x , none}", {"x": 3}, "a"),
        ("{?x {?y both}{!y only x}}", {"x": True, "y": False}, "only x"),
        ("{card}", {"person": EVA, "quote": "hi"}, "(she said “hi”)"),
        ("{n} {cells:n}", {"n": 21}, "21 клетку"),
    ],
)
def test_a_pattern_renders(pattern, args, expected):
    lang = "ru" if "cells:" in pattern else "en"
    assert render(pattern, args, words(lang)) == expected


@pytest.mark.parametrize(
    "count, expected", [(1, "клетку"), (2, "клетки"), (4, "клетки"), (5, "клеток"), (11, "клеток"), (21, "клетку")]
)
def test_russian_counts_take_cldr_plural_forms(count, expected):
    assert render("{cells:n}", {"n": count}, words("ru")) == expected


def test_plural_categories_come_from_cldr():
    assert [plural_category("ru", n) for n in (1, 3, 9, 22)] == ["one", "few", "many", "few"]
    assert [plural_category("en", n) for n in (0, 1, 2)] == ["other", "one", "other"]
    assert plural_category("fr", 0) == "one"


@pytest.mark.parametrize(
    "pattern, args, message",
    [
        ("{nobody}", {}, "no argument or part named 'nobody'"),
        ("{she:nobody}", {}, "no argument named 'nobody'"),
        ("{unknown:person}", {"person": ANA}, "no word named 'unknown'"),
        ("{loop}", {}, "without end"),
        ("a {b", {"b": 1}, "unclosed"),
        ("a } b", {}, "unmatched"),
        ("{?x no end", {"x": 1}, "unclosed"),
        ("{a b}", {}, "cannot read the field"),
    ],
)
def test_a_broken_pattern_is_refused_by_name(pattern, args, message):
    with pytest.raises(PatternError, match=message):
        render(pattern, args, words())


# ---- every language's explanation table --------------------------------------------

# What the explainer gives every step's pattern, asked of it (a step about nothing, in English).
_NOTHING = explain.Told(
    family="clue", level=1, variant=None, people=(), person=None, others=(), clue=None, lost=(), placed=None,
    cell=None, cell_line=None, scene=None, room=None, room_name=None, lines=(), fact=None,
)  # fmt: skip
STEP_ARGS = set(explain._arguments(_NOTHING, explain.sentences("en")))
SECTION_ARGS = {
    "lost": {"person", "named", "cells", "count", "left", "listed"},
    "stuck": {"person", "cells", "people"},
    "closing": {"murderer", "victim", "room", "victim_cell", "murderer_cell"},
}


def _fields(items):
    for item in items:
        if not isinstance(item, str):
            yield item
            yield from _fields(item.body)


def _patterns(table):
    """(section, key, pattern) for every pattern of a language's table."""
    for family, entry in table.steps.items():
        for variant, pattern in entry.items() if isinstance(entry, dict) else [("", entry)]:
            yield "steps", f"{family}.{variant}" if variant else family, pattern
    for section in ("lost", "stuck", "closing"):
        for key, pattern in getattr(table, section).items():
            yield section, key, pattern


def _shape(table):
    """What a table tells: its sections' keys, with "a|b" variants apart ("x.*" is plain "x")."""
    return {
        (section, (head + dot + variant).removesuffix(".*"))
        for section, key, _ in _patterns(table)
        for head, dot, variants in [key.rpartition(".")]
        for variant in variants.split("|")
    }


@pytest.mark.parametrize("lang", languages())
def test_every_language_tells_what_english_tells(lang):
    english, table = _shape(explain.sentences("en")), _shape(explain.sentences(lang))
    assert english - table == set(), f"explain-{lang}.toml lacks {sorted(english - table)}"
    assert table - english == set(), f"explain-{lang}.toml has what the explainer never asks: {sorted(table - english)}"


@pytest.mark.parametrize("lang", languages())
def test_every_field_names_what_exists(lang):
    table = explain.sentences(lang)
    words, parts = table.words.words, table.words.parts
    wrong = []
    for section, key, pattern in [*_patterns(table), *(("steps", f"part {k}", p) for k, p in parts.items())]:
        known = STEP_ARGS if section == "steps" else SECTION_ARGS[section]
        for field in _fields(parse(pattern)):
            if field.kind == "word" and field.extra not in words:
                wrong.append(f"{key}: word {field.extra!r}")
            if field.kind == "arg" and field.extra not in table.words.join:
                wrong.append(f"{key}: joined with {field.extra!r}, not in [join]")
            if field.name not in known and not (field.kind == "arg" and field.name in parts):
                wrong.append(f"{key}: {field.name!r}")
    assert not wrong, f"explain-{lang}.toml: {wrong}"
