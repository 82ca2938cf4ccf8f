"""People's traits: which traits a case may give a person, their values, and their words.

The traits and their words are data (pysm/lang/traits.toml, format in its header), so a trait or a
language is added there, not here. The loader checks a person's traits against `known()`; the
sentence engine and the pictures take the words from `words()`.
"""

from __future__ import annotations

import functools
from typing import Any, TypedDict

from pysm.core import diskcache, resources

_FILE = "traits.toml"
YES, NO = "yes", "no"


class ValueLabel(TypedDict):
    """A trait value as a list shows it: its id and its words."""

    value: str
    label: str


class TraitLabel(TypedDict):
    """A trait as a list shows it: its id, its name and its values."""

    name: str
    label: str
    values: list[ValueLabel]


@functools.cache
def _file() -> dict[str, Any]:
    return diskcache.toml(resources.lang_dir() / _FILE)


@functools.cache
def _table() -> dict[str, dict[str, Any]]:
    raw: dict[str, dict[str, Any]] = _file()["trait"]
    for name, entry in raw.items():
        if bool(entry.get("flag")) == ("values" in entry):
            raise ValueError(f"{_FILE}: trait {name!r} needs either flag = true or a values list")
    return raw


def known() -> tuple[str, ...]:
    """The trait names a case may use, sorted."""
    return tuple(sorted(_table()))


def is_flag(name: str) -> bool:
    """Whether the trait is had or not (glasses), rather than one of several values (hair colour)."""
    return bool(_table()[name].get("flag"))


def values(name: str) -> tuple[str, ...]:
    """The values the trait takes: ("yes", "no") for a flag."""
    entry = _table()[name]
    return (YES, NO) if entry.get("flag") else tuple(entry["values"])


def words(name: str, value: str, lang: str) -> dict[str, Any] | None:
    """The words of one trait value in a language: {"with": ..., "adjective": {...}} (the adjective
    only where the language has one); None for a flag's "no" and for words the data lacks."""
    said: dict[str, Any] | None = _table()[name].get(lang, {}).get(value)
    return said


def _label(key: str, lang: str) -> str:
    """A [label] word of the language, else of English, else the id with spaces for underscores."""
    labels = _file().get("label", {})
    return labels.get(lang, {}).get(key) or labels.get("en", {}).get(key) or key.replace("_", " ")


def labels(lang: str) -> list[TraitLabel]:
    """Every trait as a list shows it to an author (the studio): its id and name, and each value's id
    and words in the language, so that a list can keep ids as values and show words. A flag's values
    are its [label] yes / no; any other value is shown by its "with" words (English's, else the id)."""
    out: list[TraitLabel] = []
    for name in known():
        shown: list[ValueLabel] = []
        for value in values(name):
            if is_flag(name):
                text = _label(value, lang)
            else:
                said = words(name, value, lang) or words(name, value, "en") or {}
                text = said.get("with") or value.replace("_", " ")
            shown.append({"value": value, "label": text})
        out.append({"name": name, "label": _label(name, lang), "values": shown})
    return out
