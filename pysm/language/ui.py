"""The words of pysm's own text output (labels, headings) in each language, read from
pysm/lang/ui-<lang>.toml: language is data, here as in the card sentences."""

from __future__ import annotations

import functools
import tomllib
from collections.abc import Mapping

from pysm.language.lexicon import LANG_DIR


@functools.cache
def words(lang: str) -> dict[str, str]:
    path = LANG_DIR / f"ui-{lang}.toml"
    if not path.is_file():
        path = LANG_DIR / "ui-en.toml"
    return tomllib.loads(path.read_text(encoding="utf-8"))


def say(lang: str, key: str, **values: object) -> str:
    return words(lang)[key].format(**values)


def role(table: Mapping[str, str], key: str, gender: str | None) -> str:
    """A role's word agreeing with the person's gender: "murderer_f" for a woman where the language
    has one ("asesina"), else the word itself (English "murderer", Russian "убийца")."""
    return table.get(f"{key}_{gender}", table[key]) if gender else table[key]
