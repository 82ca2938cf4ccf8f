"""People's traits: which traits a case may give a person, their values, and their words.

The traits and their words are data (pysm/lang/traits.toml, format in its header), so a trait or a
language is added there, not here. The loader checks a person's traits against `known()`; the
sentence engine and the pictures take the words from `words()`.
"""
from __future__ import annotations

import functools

from pysm.core import diskcache, resources

_FILE = "traits.toml"
YES, NO = "yes", "no"


@functools.cache
def _table() -> dict[str, dict]:
    raw = diskcache.toml(resources.lang_dir() / _FILE)["trait"]
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


def words(name: str, value: str, lang: str) -> dict | None:
    """The words of one trait value in a language: {"with": ..., "adjective": {...}} (the adjective
    only where the language has one); None for a flag's "no" and for words the data lacks."""
    return _table()[name].get(lang, {}).get(value)
