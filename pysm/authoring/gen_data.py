"""The generator's data: room types, room names, floors, first names, titles, postures.

All of it lives in pysm/lang/generator-*.toml (generator-rooms.toml for what is the
same in every language, generator-<code>.toml for the words of one language), so
that a new language for `pysm generate` is a data file, like a new card language.
"""

from __future__ import annotations

import functools
import re
import tomllib
import unicodedata
from dataclasses import dataclass

from pysm.language import lexicon as language

_ROOMS_FILE = "generator-rooms.toml"


@dataclass(frozen=True)
class RoomType:
    id: str
    names: tuple[str, ...]  # in the language
    objects: tuple[str, ...]  # object ids, most typical first
    outdoor: bool
    weight: float = 1.0  # how often it is drawn


@dataclass(frozen=True)
class GenData:
    lang: str
    room_types: tuple[RoomType, ...]
    floors_indoor: tuple[str, ...]
    floors_outdoor: tuple[str, ...]
    names_f: tuple[str, ...]
    names_m: tuple[str, ...]
    titles: tuple[str, ...]
    postures: tuple[tuple[str, frozenset[str]], ...]  # (normalized phrase, object ids it suits)


def _read(name: str) -> dict:
    with (language.LANG_DIR / name).open("rb") as f:
        return tomllib.load(f)


def languages() -> tuple[str, ...]:
    """The card languages that have generator data."""
    return tuple(lang for lang in language.LANGUAGES if (language.LANG_DIR / f"generator-{lang}.toml").is_file())


@functools.cache
def load(lang: str) -> GenData:
    """The generator data of one language, checked against objects.toml."""
    if lang not in languages():
        raise ValueError(f"no generator data for language {lang!r}; known: {', '.join(languages())}")
    types = _read(_ROOMS_FILE)["types"]
    raw = _read(f"generator-{lang}.toml")
    known = set(language.object_ids())
    room_types = []
    for tid, names in raw["rooms"].items():
        if tid not in types:
            raise ValueError(f"generator-{lang}.toml [rooms]: unknown room type {tid!r}")
        objs = tuple(types[tid]["objects"])
        bad = [o for o in objs if o not in known]
        if bad:
            raise ValueError(f"{_ROOMS_FILE} [types.{tid}]: unknown object ids {bad}")
        room_types.append(
            RoomType(
                tid, tuple(names), objs, bool(types[tid].get("outdoor", False)), float(types[tid].get("weight", 1.0))
            )
        )
    postures = tuple((language.normalize(phrase), frozenset(objs)) for phrase, objs in raw.get("postures", {}).items())
    return GenData(
        lang=lang,
        room_types=tuple(room_types),
        floors_indoor=tuple(raw["floors"]["indoor"]),
        floors_outdoor=tuple(raw["floors"]["outdoor"]),
        names_f=tuple(raw["names"]["f"]),
        names_m=tuple(raw["names"]["m"]),
        titles=tuple(raw["titles"]["patterns"]),
        postures=postures,
    )


@functools.cache
def _letters() -> dict[int, str]:
    """Letters a file name spells in Latin ([letters] of the generator files: "ж" -> "zh"), so that
    a title in another script still names its file."""
    table: dict[int, str] = {}
    for lang in languages():
        for letter, latin in _read(f"generator-{lang}.toml").get("letters", {}).items():
            table[ord(letter)] = latin
    return table


def slug(title: str) -> str:
    """A file name for a title: "¿Quién mató a Ana?" -> "quien-mato-a-ana", "Яд в Саду" -> "yad-v-sadu"."""
    text = unicodedata.normalize("NFKD", title.lower().translate(_letters()))
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    text = re.sub(r"[^a-z0-9]+", "-", text).strip("-")
    return text or "case"
