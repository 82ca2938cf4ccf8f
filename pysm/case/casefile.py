"""Write a Case as a case file in the layout of spec/case-format.md.

The reverse of pysm.case.loader for the TOML form: title, language, the rooms grid,
the objects grid, windows, doors and scene (case-format-2.md), one [room.KEY] table per room, the [object] table, one
[[person]] per person in the case's order, and the [solution] when the case
has one. Loading the text back gives the same case (the round trip the
generator checks before it writes a file).

A case that uses a field of docs/case-format-3.md (cells in no room, rooms outdoors, objects over
several cells or with a stated blocking, its own object types, traits, an author, step families, a
board past 9) gets those fields too, each written only when the case has it: a case without them is
written exactly as the second format writes it.
"""

from __future__ import annotations

import re

from pysm.case import objects as case_objects
from pysm.core.model import PUBLISHED_SIZES, Case, cell_name
from pysm.language import traits as trait_data

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


# What one object key stands for: its object ids, the key of the whole it is (one = true) or None,
# and what the case states about standing on it (None: the type says).
Unit = tuple[tuple[str, ...], "str | None", "bool | None"]


def _cell_units(case: Case, r: int, c: int) -> list[Unit]:
    """The keys one cell needs: each whole over it, then its other objects as one key."""
    wholes = [w for w in case.wholes if (r, c) in w.cells]
    rest = tuple(o for o in case.objects_at(r, c) if o not in {w.object for w in wholes})
    units = [
        ((w.object,), w.key, _stated(case, w.cells, w.key)) for w in sorted(wholes, key=lambda w: (w.object, w.cells))
    ]
    return units + ([(rest, None, _stated(case, [(r, c)], cell_name(r, c)))] if rest else [])


def _stated(case: Case, cells, what: str) -> bool | None:
    """Whether one may stand on these cells, as the case states it (None: it does not)."""
    said = {next((not b for rr, cc, b in case.blocking if (rr, cc) == cell), None) for cell in cells}
    if len(said) > 1:
        raise ValueError(f"object {what}: its cells differ in whether one may stand on them")
    return said.pop()


def _layers(case: Case) -> tuple[list[list[Unit | None]], list[list[Unit | None]]]:
    """The objects grid and the ground grid (None: nothing) of the case's keys. A cell holds one key
    in each; a whole stays in the objects grid, what lies with it goes under it."""
    top: list[list[Unit | None]] = [[None] * case.size for _ in range(case.size)]
    ground: list[list[Unit | None]] = [[None] * case.size for _ in range(case.size)]
    for r in range(case.size):
        for c in range(case.size):
            units = _cell_units(case, r + 1, c + 1)
            if len(units) > 2:
                raise ValueError(f"cell {cell_name(r + 1, c + 1)}: more than two objects of their own")
            if units:
                top[r][c] = units[0]
            if len(units) == 2:
                ground[r][c] = units[1]
    return top, ground


def _object_keys(case: Case, layers) -> dict[Unit, str]:
    """A key a unit, in the order cells first show them. A whole keeps the key the case gives it
    (the facts name a whole by its key, so a case written again reads as the same facts); every
    other unit takes the next key no whole holds."""
    units = list(dict.fromkeys(unit for grid in layers for row in grid for unit in row if unit))
    keys: dict[Unit, str] = {}
    for unit in units:
        own = unit[1]
        if own is not None and own in _OBJECT_KEYS and own not in keys.values():
            keys[unit] = own
    free = (k for k in _OBJECT_KEYS if k not in keys.values())
    for unit in units:
        if unit not in keys:
            key = next(free, None)
            if key is None:
                raise ValueError(f"more than {len(_OBJECT_KEYS)} different object cells")
            keys[unit] = key
    return keys


def _object_entry(case: Case, unit: Unit) -> str:
    ids, whole, standable = unit
    nouns = [case_objects.noun(case, obj) for obj in ids]
    noun = toml_string(nouns[0]) if len(nouns) == 1 else "[" + ", ".join(map(toml_string, nouns)) + "]"
    options = ([", one = true"] if whole is not None else []) + (
        [f", standable = {'true' if standable else 'false'}"] if standable is not None else []
    )
    return f"{{ noun = {noun}{''.join(options)} }}" if options else noun


def _bool(value: bool) -> str:
    return "true" if value else "false"


def _traits(traits) -> str:
    """traits = { glasses = true, hair = "red" }: a flag's "yes" / "no" as true / false."""

    def value(name, v):
        return _bool(v == trait_data.YES) if name in trait_data.known() and trait_data.is_flag(name) else toml_string(v)

    return "traits = { " + ", ".join(f"{toml_key(n)} = {value(n, v)}" for n, v in traits) + " }"


def _object_types(case: Case) -> list[str]:
    lines = []
    for t in case.object_types:
        lines += ["", f"[object_type.{toml_key(t.id)}]", f"standable = {_bool(not t.solid)}"]
        lines += [
            f"{code} = {{ noun = {toml_string(noun)}, plural = {toml_string(plural)}, class = {toml_string(cls)} }}"
            for code, noun, plural, cls in t.words
        ]
    return lines


def dump_case(case: Case, *, comment: str | None = None) -> str:
    """The case as TOML text. `comment` (one or more lines) goes first, as # comments."""
    lines: list[str] = []
    if comment:
        lines += ["# " + line if line else "#" for line in comment.splitlines()]
        lines.append("")
    lines.append(f"title = {toml_string(case.title)}")
    if case.author:
        lines.append(f"author = {toml_string(case.author)}")
    lines.append(f"language = {toml_string(case.language)}")
    if case.size > PUBLISHED_SIZES[-1]:
        lines.append("large_board = true")
    if case.step_families:
        lines.append("step_families = [" + ", ".join(map(toml_string, case.step_families)) + "]")
    lines.append("")
    lines.append('rooms = """')
    lines += [" ".join(row) for row in case.grid]
    lines.append('"""')

    top, ground = _layers(case)
    keys = _object_keys(case, (top, ground))
    for field, grid in (("ground", ground), ("objects", top)):
        if any(unit for row in grid for unit in row):
            lines.append("")
            lines.append(f'{field} = """')
            lines += [" ".join(keys[unit] if unit else "." for unit in row) for row in grid]
            lines.append('"""')

    if case.windows or case.doors or case.scene_text:
        lines.append("")
    for name, sides in (("windows", case.windows), ("doors", case.doors)):
        if sides:
            lines.append(
                f"{name} = ["
                + ", ".join(toml_string(f"{cell_name(r, c)} {side.upper()}") for r, c, side in sides)
                + "]"
            )
    if case.scene_text:
        lines.append("scene = [" + ", ".join(map(toml_string, case.scene_text)) + "]")

    for room in case.rooms:
        lines.append("")
        lines.append(f"[room.{toml_key(room.key)}]")
        lines.append(f"name = {toml_string(room.name)}")
        lines.append(f"floor = {toml_string(room.floor)}")
        if room.outdoors:
            lines.append("outdoors = true")

    if keys:
        lines.append("")
        lines.append("[object]")
        for unit, key in sorted(keys.items(), key=lambda item: _OBJECT_KEYS.index(item[1])):
            lines.append(f"{key} = {_object_entry(case, unit)}")
    lines += _object_types(case)

    for person in case.people:
        lines.append("")
        lines.append("[[person]]")
        lines.append(f"name = {toml_string(person.name)}")
        lines.append(f"gender = {toml_string(person.gender)}")
        lines.append(f"card = {toml_string(person.card)}")
        if person.traits:
            lines.append(_traits(person.traits))

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
