"""Write a Case as a case file in the layout of spec/case-format.md.

The reverse of pysm.case.loader for the TOML form: title, language, the rooms grid,
the objects grid, windows, doors and scene (case-format-2.md), one [room.KEY] table per room, the [object] table, one
[[person]] per person in the case's order, and the [solution] when the case
has one. Loading the text back gives the same case (the round trip the
generator checks before it writes a file).
"""
from __future__ import annotations

import re

from pysm.language import lexicon as language
from pysm.core.model import Case, cell_name

# Object keys, in the order cells first show a kind of object (row by row).
_OBJECT_KEYS = "abcdefghijklmnopqrstuvwxyz0123456789"
_BARE_KEY = re.compile(r"[A-Za-z0-9_-]+")


def toml_string(text: str) -> str:
    """A TOML basic string: quotes, backslashes and control characters escaped."""
    out = []
    for ch in text:
        if ch == '"':
            out.append('\\"')
        elif ch == "\\":
            out.append("\\\\")
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\t":
            out.append("\\t")
        elif ord(ch) < 0x20 or ord(ch) == 0x7F:
            out.append(f"\\u{ord(ch):04x}")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def toml_key(key: str) -> str:
    """A bare key when TOML allows one ("Ana"), else a quoted one ("Inés")."""
    return key if _BARE_KEY.fullmatch(key) else toml_string(key)


def _object_keys(case: Case) -> dict[tuple[str, ...], str]:
    keys: dict[tuple[str, ...], str] = {}
    for row in case.objects:
        for cell in row:
            if cell and cell not in keys:
                if len(keys) == len(_OBJECT_KEYS):
                    raise ValueError(f"more than {len(_OBJECT_KEYS)} different object cells")
                keys[cell] = _OBJECT_KEYS[len(keys)]
    return keys


def dump_case(case: Case, *, comment: str | None = None) -> str:
    """The case as TOML text. `comment` (one or more lines) goes first, as # comments."""
    lines: list[str] = []
    if comment:
        lines += ["# " + line if line else "#" for line in comment.splitlines()]
        lines.append("")
    lines.append(f"title = {toml_string(case.title)}")
    lines.append(f"language = {toml_string(case.language)}")
    lines.append("")
    lines.append('rooms = """')
    lines += [" ".join(row) for row in case.grid]
    lines.append('"""')

    keys = _object_keys(case)
    if keys:
        lines.append("")
        lines.append('objects = """')
        lines += [" ".join(keys.get(cell, ".") if cell else "." for cell in row) for row in case.objects]
        lines.append('"""')

    if case.windows or case.doors or case.scene_text:
        lines.append("")
    for name, sides in (("windows", case.windows), ("doors", case.doors)):
        if sides:
            lines.append(f"{name} = [" + ", ".join(toml_string(f"{cell_name(r, c)} {side.upper()}")
                                                  for r, c, side in sides) + "]")
    if case.scene_text:
        lines.append("scene = [" + ", ".join(map(toml_string, case.scene_text)) + "]")

    for room in case.rooms:
        lines.append("")
        lines.append(f"[room.{toml_key(room.key)}]")
        lines.append(f"name = {toml_string(room.name)}")
        lines.append(f"floor = {toml_string(room.floor)}")

    if keys:
        lines.append("")
        lines.append("[object]")
        for cell, key in keys.items():
            nouns = [language.object_noun(obj, case.language) for obj in cell]
            value = toml_string(nouns[0]) if len(nouns) == 1 else "[" + ", ".join(map(toml_string, nouns)) + "]"
            lines.append(f"{key} = {value}")

    for person in case.people:
        lines.append("")
        lines.append("[[person]]")
        lines.append(f"name = {toml_string(person.name)}")
        lines.append(f"gender = {toml_string(person.gender)}")
        lines.append(f"card = {toml_string(person.card)}")

    if case.solution is not None or case.murderer is not None:
        lines.append("")
        lines.append("[solution]")
        cells = dict(case.solution or ())
        order = [p.name for p in case.people if p.name in cells] + sorted(set(cells) - {p.name for p in case.people})
        for name in order:
            lines.append(f"{toml_key(name)} = {toml_string(cells[name])}")
        if case.murderer is not None:
            lines.append(f"murderer = {toml_string(case.murderer)}")
    return "\n".join(lines) + "\n"
