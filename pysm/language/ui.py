"""The words of pysm's own text output (labels, headings) in each language, read from
pysm/lang/ui-<lang>.toml: language is data, here as in the card sentences."""

from __future__ import annotations

import functools
import tomllib

from pysm.language.lexicon import LANG_DIR


@functools.cache
def words(lang: str) -> dict[str, str]:
    path = LANG_DIR / f"ui-{lang}.toml"
    if not path.is_file():
        path = LANG_DIR / "ui-en.toml"
    return tomllib.loads(path.read_text(encoding="utf-8"))


def say(lang: str, key: str, **values: object) -> str:
    return words(lang)[key].format(**values)
