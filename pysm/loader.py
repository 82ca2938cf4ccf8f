"""Read a case file (TOML or JSON, or standard input) and check it completely.

Every mistake in a file is collected and reported together, each with the file,
the field and the line, cell or person it concerns; a valid file becomes a Case.
"""
from __future__ import annotations

import dataclasses
import json
import sys
import tomllib
from pathlib import Path

from pysm import clues as clue_parser
from pysm import language
from pysm.locate import Locator
from pysm.model import SIDES, Case, CaseError, CaseInvalid, Clue, Person, Room, cell_name, parse_cell

MAX_BYTES = 1_000_000
MIN_SIZE, MAX_SIZE = 4, 9
TOP_FIELDS = {"title", "language", "rooms", "objects", "room", "object", "person", "solution",
              "scene", "windows", "doors"}
ROOM_FIELDS = {"name", "floor"}
PERSON_FIELDS = {"name", "gender", "card"}
MAX_STRING = 2_000   # a name, floor, title or card; a printed card holds a few sentences


def _is_control(ch: str) -> bool:
    """Characters no printed case holds (NUL, escape, ...): they would only confuse the tools."""
    return (ord(ch) < 32 and ch not in "\t\n\r") or 0x7F <= ord(ch) < 0xA0


def read_text(path: str) -> str:
    """The file's text; CaseInvalid when it cannot be read as UTF-8 within the size limit."""
    try:
        if path == "-":
            raw = sys.stdin.buffer.read(MAX_BYTES + 1)
        else:
            with open(path, "rb") as fh:
                raw = fh.read(MAX_BYTES + 1)
    except OSError as exc:
        raise CaseInvalid([CaseError(path, f"cannot read the file: {exc.strerror or exc}")]) from None
    if len(raw) > MAX_BYTES:
        raise CaseInvalid([CaseError(path, f"the file is larger than the limit of {MAX_BYTES} bytes")])
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise CaseInvalid([CaseError(path, "the file is not valid UTF-8 text", line=line)]) from None


def load(path: str, text: str | None = None) -> Case:
    """Load and check one case file. Raises CaseInvalid with every error found."""
    if text is None:
        text = read_text(path)
    if not text.strip():
        raise CaseInvalid([CaseError(path, "the file is empty: a case needs at least language, rooms, "
                                           "[room.KEY] tables and [[person]] entries")])
    is_json = path.lower().endswith(".json") or (path == "-" and text.lstrip().startswith("{"))
    data = _decode(path, text, is_json)
    return _Checker(path, data, Locator(text, is_json)).case()


def case_id(path: str) -> str:
    return "stdin" if path == "-" else Path(path).stem


def _decode(path: str, text: str, is_json: bool) -> dict:
    try:
        data = json.loads(text) if is_json else tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise CaseInvalid([CaseError(path, f"not valid TOML: {exc}", line=_toml_line(exc))]) from None
    except json.JSONDecodeError as exc:
        raise CaseInvalid([CaseError(path, f"not valid JSON: {exc.msg}", line=exc.lineno)]) from None
    except RecursionError:
        raise CaseInvalid([CaseError(path, "the file nests too deeply to be a case")]) from None
    if not isinstance(data, dict):
        raise CaseInvalid([CaseError(path, "a case must be a table (JSON object) at the top level")])
    return data


def _toml_line(exc: tomllib.TOMLDecodeError) -> int | None:
    msg = str(exc)
    if "(at line " in msg:
        try:
            return int(msg.split("(at line ", 1)[1].split(",", 1)[0])
        except ValueError:
            return None
    return None


def _type_name(value) -> str:
    return {str: "a string", int: "a number", float: "a number", bool: "true/false",
            list: "a list", dict: "a table"}.get(type(value), type(value).__name__)


class _Checker:
    """Walks the decoded file once, collecting errors; builds the Case if there are none."""

    def __init__(self, path: str, data: dict, where: Locator):
        self.path, self.data, self.where = path, data, where
        self.errors: list[CaseError] = []
        self.genders: dict[str, str] = {}            # name -> gender of every well-formed [[person]]
        self.board_objects: dict[tuple[int, int], tuple[str, ...]] = {}   # (row, col) -> object ids
        self.person_names: set[str] | None = None   # every name read from [[person]], valid person or not

    def err(self, message: str, field: str | None = None, *, line=None, person=None, cell=None, at=()):
        if line is None and at:
            line = self.where.line(*at)
        self.errors.append(CaseError(self.path, message, field=field, line=line, person=person, cell=cell))

    def string(self, value, field: str, at: tuple, *, person=None, required=True) -> str | None:
        if value is None:
            if required:
                self.err(f"missing field '{field.rsplit('.', 1)[-1]}'", field, at=at, person=person)
            return None
        if not isinstance(value, str):
            self.err(f"must be a string, not {_type_name(value)}", field, at=at, person=person)
            return None
        bad = next((ch for ch in value if _is_control(ch)), None)
        if bad is not None:
            self.err(f"contains the control character U+{ord(bad):04X}; only printable text, tabs and "
                     "line breaks are allowed", field, at=at, person=person)
            return None
        if len(value) > MAX_STRING:
            self.err(f"the text is {len(value)} characters long; at most {MAX_STRING} are allowed", field, at=at,
                     person=person)
            return None
        return value

    # ---- the whole file ----------------------------------------------------

    def case(self) -> Case:
        d = self.data
        for key in sorted(set(d) - TOP_FIELDS, key=str):
            self.err(f"unknown field '{key}' (known fields: {', '.join(sorted(TOP_FIELDS))})", key, at=(key,))
        title = self.string(d.get("title") or "", "title", ("title",)) or ""
        lang = self.language()
        grid, size = self.room_grid()
        self.size_known = grid is not None
        rooms = self.room_tables(grid)
        objects = self.object_grid(size, lang)
        if grid is not None and rooms is not None:
            self.floors(grid, rooms, size)
        self.board_objects = {(r + 1, c + 1): tuple(ids) for r, row in enumerate(objects)
                              for c, ids in enumerate(row) if ids}
        windows = self.sides("windows", size)
        doors = self.sides("doors", size)
        people = self.people(lang, size, rooms)
        scene, scene_text = self.scene(lang, size, rooms)
        solution, murderer = self.solution(size, people)
        if self.errors:
            raise CaseInvalid(self.errors)
        return Case(
            id=case_id(self.path), file=self.path, title=title, language=lang, size=size,
            rooms=tuple(sorted(rooms.values(), key=lambda r: r.key)),
            grid=tuple(tuple(row) for row in grid),
            objects=tuple(tuple(tuple(cell) for cell in row) for row in objects),
            people=tuple(people), solution=solution, murderer=murderer,
            scene=tuple(scene), scene_text=tuple(scene_text), windows=windows, doors=doors,
        )

    def language(self) -> str | None:
        if self.data.get("language") is None:
            self.err(f"missing field 'language' (one of {', '.join(language.LANGUAGES)})", "language",
                     at=("language",))
            return None
        lang = self.string(self.data.get("language"), "language", ("language",))
        if lang is not None and lang not in language.LANGUAGES:
            self.err(f"language '{lang}' is not one of {', '.join(language.LANGUAGES)}", "language", at=("language",))
            return None
        return lang

    # ---- grids -------------------------------------------------------------

    def grid_rows(self, field: str) -> list[str] | None:
        raw = self.data.get(field)
        if raw is None:
            return None
        if isinstance(raw, list) and all(isinstance(x, str) for x in raw):
            lines = raw
        elif isinstance(raw, str):
            lines = raw.splitlines()
        else:
            self.err(f"must be a multi-line string, one line per row, not {_type_name(raw)}", field, at=(field,))
            return None
        return ["".join(line.split()) for line in lines if line.strip()]

    def room_grid(self) -> tuple[list[list[str]] | None, int]:
        rows = self.grid_rows("rooms")
        if rows is None:
            if self.data.get("rooms") is None:   # absent, or null in JSON
                self.err("missing field 'rooms' (N lines of N room keys)", "rooms", at=("rooms",))
            return None, MAX_SIZE
        n = len(rows)
        if not MIN_SIZE <= n <= MAX_SIZE:
            self.err(f"the board has {n} rows; N must be from {MIN_SIZE} to {MAX_SIZE}", "rooms", at=("rooms",))
            return None, MAX_SIZE
        widths = {len(line) for line in rows}
        if len(widths) == 1 and n not in widths:
            self.err(f"the grid has {n} rows of {widths.pop()} cells; a board is N×N, as many rows as columns",
                     "rooms", at=("rooms",))
            return None, MAX_SIZE
        ok = True
        for r, line in enumerate(rows):
            if len(line) != n:
                self.err(f"row {r + 1} has {len(line)} cells; a {n}x{n} board needs {n}", "rooms",
                         line=self.where.grid_line("rooms", r))
                ok = False
            for c, ch in enumerate(line):
                if not ch.isalnum() or not ch.isascii():
                    self.err(f"room key '{ch}' must be a letter or digit", "rooms",
                             line=self.where.grid_line("rooms", r), cell=cell_name(r + 1, c + 1))
                    ok = False
        return ([list(line) for line in rows] if ok else None), n

    def room_tables(self, grid) -> dict[str, Room] | None:
        tables = self.data.get("room")
        if tables is None:
            self.err("missing the [room.KEY] tables (one per room key, with name and floor)", "room")
            return None
        if not isinstance(tables, dict):
            self.err(f"must be a table of rooms, not {_type_name(tables)}", "room", at=("room",))
            return None
        rooms: dict[str, Room] = {}
        names: dict[str, str] = {}
        for key, table in tables.items():
            field = f"room.{key}"
            if not isinstance(table, dict):
                self.err(f"must be a table with name and floor, not {_type_name(table)}", field, at=("room", key))
                continue
            for extra in sorted(set(table) - ROOM_FIELDS, key=str):
                self.err(f"unknown field '{extra}' (a room has name and floor)", field, at=("room", key, extra))
            name = self.string(table.get("name"), field + ".name", ("room", key, "name"))
            floor = self.string(table.get("floor"), field + ".floor", ("room", key, "floor"))
            if name is not None and not name.strip():
                self.err("the room name is empty", field + ".name", at=("room", key, "name"))
                name = None
            if name is not None:
                norm = language.normalize(name)
                if norm in names:
                    self.err(f"room name '{name}' is also the name of room {names[norm]}", field + ".name",
                             at=("room", key, "name"))
                names.setdefault(norm, key)
            if name is not None and floor is not None:
                rooms[key] = Room(key, name, floor)
        complete = len(rooms) == len(tables)
        if grid is not None:
            used = {ch for row in grid for ch in row}
            for key in sorted(used - set(tables)):
                r, c = next((r, c) for r, row in enumerate(grid) for c, ch in enumerate(row) if ch == key)
                self.err(f"room key '{key}' in the grid has no [room.{key}] table", "rooms",
                         line=self.where.grid_line("rooms", r), cell=cell_name(r + 1, c + 1))
                complete = False
            for key in sorted(set(tables) - used, key=str):
                self.err(f"room table [room.{key}] is not used in the grid", f"room.{key}", at=("room", key))
        if not complete:
            return None
        return rooms

    def object_grid(self, size: int, lang: str | None) -> list[list[list[str]]]:
        empty = [[[] for _ in range(size)] for _ in range(size)]
        table = self.data.get("object", {})
        if not isinstance(table, dict):
            self.err(f"must be a table of object keys, not {_type_name(table)}", "object", at=("object",))
            table = {}
        kinds: dict[str, list[str]] = {}
        for key, nouns in table.items():
            field = f"object.{key}"
            nouns = [nouns] if isinstance(nouns, str) else nouns
            if not isinstance(nouns, list) or not nouns or not all(isinstance(x, str) for x in nouns):
                self.err("must be an object noun or a list of nouns", field, at=("object", key))
                continue
            ids = []
            for noun in nouns:
                oid = language.object_id(noun, lang or "en")
                if oid is None:
                    self.err(f"object noun '{noun}' is not in the object table (clue-language.md)", field,
                             at=("object", key))
                else:
                    ids.append(oid)
            kinds[key] = sorted(set(ids))
        rows = self.grid_rows("objects")
        if rows is None:
            if table and self.data.get("objects") is None:
                self.err("the [object] table needs an 'objects' grid", "objects")
            return empty
        if not self.size_known:
            # The rooms grid is wrong, so the size is unknown: check only the keys.
            self.object_keys(rows, table)
            return empty
        if len(rows) != size or any(len(line) != size for line in rows):
            for r, line in enumerate(rows):
                if len(line) != size:
                    self.err(f"row {r + 1} has {len(line)} cells; the board is {size}x{size}", "objects",
                             line=self.where.grid_line("objects", r))
            if len(rows) != size:
                self.err(f"the grid has {len(rows)} rows; the board is {size}x{size}", "objects", at=("objects",))
            return empty
        self.object_keys(rows, table)
        return [[kinds.get(ch, []) if ch != "." and ch in table else [] for ch in line] for line in rows]

    def object_keys(self, rows: list[str], table: dict) -> None:
        """Every object key of the grid has an entry in [object]; each missing key is reported once."""
        missing = set()
        for r, line in enumerate(rows):
            for c, ch in enumerate(line):
                if ch != "." and ch not in table and ch not in missing:
                    self.err(f"object key '{ch}' has no entry in [object]", "objects",
                             line=self.where.grid_line("objects", r), cell=cell_name(r + 1, c + 1))
                    missing.add(ch)

    def floors(self, grid, rooms: dict[str, Room], size: int) -> None:
        seen = set()
        for r in range(size):
            for c in range(size):
                for r2, c2 in ((r, c + 1), (r + 1, c)):
                    if r2 >= size or c2 >= size:
                        continue
                    a, b = grid[r][c], grid[r2][c2]
                    if a == b:
                        continue
                    pair = tuple(sorted((a, b)))
                    if pair in seen or rooms[a].floor != rooms[b].floor:
                        continue
                    seen.add(pair)
                    ra, rb = rooms[pair[0]], rooms[pair[1]]
                    self.err(f"rooms {ra.key} ({ra.name}) and {rb.key} ({rb.name}) are neighbours with the "
                             f"same floor '{ra.floor}'; neighbouring rooms need different floors",
                             f"room.{rb.key}.floor", at=("room", rb.key, "floor"), cell=cell_name(r2 + 1, c2 + 1))

    # ---- windows, doors, scene (case-format-2.md) ----------------------------

    def string_list(self, field: str, what: str) -> list | None:
        """The field's array of strings; None (after an error) when it is not one, [] when absent."""
        raw = self.data.get(field)
        if raw is None:
            return []
        if not isinstance(raw, list) or not all(isinstance(x, str) for x in raw):
            bad = _type_name(raw) if not isinstance(raw, list) else \
                "a list holding " + _type_name(next(x for x in raw if not isinstance(x, str)))
            self.err(f"must be an array of strings ({what}), not {bad}", field, at=(field,))
            return None
        return raw

    def sides(self, field: str, size: int) -> tuple[tuple[int, int, str], ...]:
        """windows / doors: "CELL SIDE" entries, as (row, column, side) with side n, e, s or w."""
        entries = self.string_list(field, '"CELL SIDE" entries like "B2 E"')
        out = []
        for i, entry in enumerate(entries or ()):
            at = (field, i)
            if self.string(entry, f"{field}[{i + 1}]", at) is None:
                continue
            parts = entry.split()
            side = parts[1].lower() if len(parts) == 2 else ""
            shape_ok = (len(parts) == 2 and side in SIDES and len(parts[0]) == 2 and parts[0][0].isascii()
                        and parts[0][0].isalpha() and parts[0][1].isdigit())
            if not shape_ok:
                self.err(f"'{entry}' is not a cell and a side: write the cell, a space, then N, E, S or W "
                         f"(like \"B2 E\")", f"{field}[{i + 1}]", at=at)
                continue
            if not self.size_known:
                continue
            cell = parse_cell(parts[0], size)
            if cell is None:
                self.err(f"cell '{parts[0]}' is not on the {size}x{size} board (A1 to {cell_name(size, size)})",
                         f"{field}[{i + 1}]", at=at, cell=parts[0].upper())
                continue
            out.append((cell[0], cell[1], side))
        return tuple(out)

    def parse_context(self, lang, size: int, rooms) -> dict:
        """What sentences resolve against besides their speaker: the case's people, rooms and objects."""
        return dict(lang=lang, size=size, rooms={k: r.name for k, r in (rooms or {}).items()},
                    people=dict(self.genders), objects=dict(self.board_objects))

    def scene(self, lang, size: int, rooms) -> tuple[list[Clue], list[str]]:
        """The scene's sentences, parsed by the clue parser (field scene[i], its line)."""
        entries = self.string_list("scene", "sentences about the whole board")
        clues: list[Clue] = []
        texts: list[str] = []
        for i, entry in enumerate(entries or ()):
            field, at = f"scene[{i + 1}]", ("scene", i)
            if self.string(entry, field, at) is None:
                continue
            texts.append(entry)
            if lang is None or rooms is None:
                continue
            parsed, problems = clue_parser.parse_scene(entry, **self.parse_context(lang, size, rooms))
            for problem in problems:
                self.err(problem, field, at=at)
            clues += [dataclasses.replace(c, index=len(clues) + j + 1) for j, c in enumerate(parsed)]
        return clues, texts

    # ---- people ------------------------------------------------------------

    def people(self, lang, size: int, rooms) -> list[Person]:
        raw = self.data.get("person")
        if raw is None:
            self.err("missing the [[person]] entries (one per person, N in all)", "person")
            return []
        if not isinstance(raw, list):
            self.err(f"must be a list of [[person]] tables, not {_type_name(raw)}", "person", at=("person",))
            return []
        people: list[Person] = []
        names: set[str] = set()
        folded: dict[str, str] = {}    # normalized name -> the first name written so
        victims: list[str] = []
        # Cards may name anyone, also people further down the file: every well-formed name first.
        self.genders = {e["name"]: e["gender"] for e in raw if isinstance(e, dict)
                        and isinstance(e.get("name"), str) and e["name"].strip() and e.get("gender") in ("f", "m")}
        for i, entry in enumerate(raw):
            field = f"person[{i + 1}]"
            at = ("person", i)
            if not isinstance(entry, dict):
                self.err(f"must be a table with name, gender and card, not {_type_name(entry)}", field, at=at)
                continue
            name = self.string(entry.get("name"), field + ".name", at + ("name",))
            who = name if name else None
            for extra in sorted(set(entry) - PERSON_FIELDS, key=str):
                self.err(f"unknown field '{extra}' (a person has name, gender and card)", field,
                         at=at + (extra,), person=who)
            if name is not None and not name.strip():
                self.err("the name is empty", field + ".name", at=at + ("name",))
                name = None
            if name is not None:
                if name in names:
                    self.err(f"duplicate person name '{name}'", field + ".name", at=at + ("name",), person=name)
                elif language.normalize(name) in folded:
                    self.err(f"person name '{name}' differs from '{folded[language.normalize(name)]}' only by case "
                             "or accents; cards name people without regard to them, so names must differ in "
                             "their letters", field + ".name", at=at + ("name",), person=name)
                names.add(name)
                folded.setdefault(language.normalize(name), name)
            gender = self.string(entry.get("gender"), field + ".gender", at + ("gender",), person=who)
            if gender is not None and gender not in ("f", "m"):
                self.err(f"gender '{gender}' is not f or m", field + ".gender", at=at + ("gender",), person=who)
            card = self.string(entry.get("card"), field + ".card", at + ("card",), person=who)
            parsed = []
            if card is not None and lang is not None and rooms is not None:
                parsed, problems = clue_parser.parse_card(
                    card, person=name or "", gender=gender or "", **self.parse_context(lang, size, rooms))
                for problem in problems:
                    self.err(problem, field + ".card", at=at + ("card",), person=who)
                if any(c.kind == "victim" for c in parsed):
                    victims.append(who or field)
            if name is not None and gender in ("f", "m") and card is not None:
                people.append(Person(name, gender, card, tuple(parsed)))
        self.person_names = names
        if self.size_known and len(raw) != size:
            count = f"{len(raw)} {'person' if len(raw) == 1 else 'people'}"
            self.err(f"the case has {count}; a {size}x{size} board needs {size}", "person", at=("person", 0))
        if lang is not None and rooms is not None and not self.errors_about("card"):
            if not victims:
                self.err("no card carries the victim sentence; exactly one must", "person")
            elif len(victims) > 1:
                self.err(f"{len(victims)} cards carry the victim sentence ({', '.join(victims)}); exactly one must",
                         "person")
        return people

    def errors_about(self, suffix: str) -> bool:
        return any(e.field and e.field.endswith(suffix) for e in self.errors)

    def solution(self, size: int, people: list[Person]):
        raw = self.data.get("solution")
        if raw is None:
            return None, None
        if not isinstance(raw, dict):
            self.err(f"must be a table of person = cell, not {_type_name(raw)}", "solution", at=("solution",))
            return None, None
        names = self.person_names   # None: the [[person]] list itself is missing or broken
        cells, murderer = [], None
        for key, value in raw.items():
            field = f"solution.{key}"
            if not isinstance(value, str):
                self.err(f"must be a string, not {_type_name(value)}", field, at=("solution", key))
                continue
            if key == "murderer":
                if names is not None and value not in names:
                    self.err(f"murderer '{value}' is not one of the people", field, at=("solution", key))
                murderer = value
                continue
            if names is not None and key not in names:
                self.err(f"'{key}' is not one of the people", field, at=("solution", key))
            if self.size_known and parse_cell(value, size) is None:
                last = cell_name(size, size)
                self.err(f"cell '{value}' is not on the {size}x{size} board (A1 to {last})", field,
                         at=("solution", key), person=key)
                continue
            cells.append((key, value.strip().upper()))
        return tuple(sorted(cells)), murderer
