"""Where the bundled rule files and templates are, installed or in a checkout.

An installed package carries them as pysm/asp and pysm/templates; a source
checkout keeps them at the top level beside pysm/.
"""

from __future__ import annotations

import re
from pathlib import Path

_HERE = Path(__file__).resolve().parent.parent  # the pysm package


def _find(name: str) -> Path:
    for folder in (_HERE / name, _HERE.parent / name):
        if folder.is_dir():
            return folder
    raise FileNotFoundError(f"pysm is installed without its '{name}' folder")


def asp_dir() -> Path:
    return _find("asp")


def templates_dir() -> Path:
    return _find("templates")


def lang_dir() -> Path:
    """The language data (pysm/lang): sentences, words and generator data of each language."""
    return _HERE / "lang"


def languages() -> tuple[str, ...]:
    """The card languages: the data files named by an ISO 639 code (es.toml); the folder's other
    files (objects.toml, generator-es.toml) are not languages. Read from the names alone, so the
    command line lists them without loading any data."""
    return tuple(sorted(p.stem for p in lang_dir().glob("*.toml") if re.fullmatch(r"[a-z]{2,3}", p.stem)))


def rule_files() -> list[Path]:
    """The bundled solving rules: asp/*.lp, sorted (the step-by-step rules live in asp/steps/)."""
    return sorted(asp_dir().glob("*.lp"))
