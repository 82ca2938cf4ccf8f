"""The words of the printed sheets and the book (key, headings, the rules in brief) in each
language, read from pysm/lang/print-<lang>.toml: a language is data here as in its cards. A
language without the file, or a word it lacks, prints the English one."""

from __future__ import annotations

import functools
import tomllib
from typing import Any

from pysm.language.lexicon import LANG_DIR


@functools.cache
def _read(lang: str) -> dict[str, Any]:
    path = LANG_DIR / f"print-{lang}.toml"
    if not path.is_file():
        return {}
    return tomllib.loads(path.read_text(encoding="utf-8"))


def words(lang: str) -> dict[str, Any]:
    """Every printed word in `lang`, English filling the gaps."""
    return {**_read("en"), **_read(lang)}


def has_words(lang: str) -> bool:
    """Whether `lang` has printed words of its own."""
    return bool(_read(lang))
