"""Read a case file (TOML or JSON, or standard input) and check it completely.

Every mistake in a file is collected and reported together, each with the file,
the field and the line, cell or person it concerns; a valid file becomes a Case.
"""
from __future__ import annotations

import errno
import dataclasses
import json
import os
import re
import stat
import sys
import tomllib
from pathlib import Path

from pysm.language import cards as clue_parser
from pysm.language import lexicon as language
from pysm.case.locate import Locator
from pysm.core.model import SIDES, Case, CaseError, CaseInvalid, Clue, Person, Room, cell_name, parse_cell

MAX_BYTES = 1_000_000
MIN_SIZE, MAX_SIZE = 4, 9
TOP_FIELDS = {"title", "language", "rooms", "objects", "room", "object", "person", "solution",
              "scene", "windows", "doors"}
ROOM_FIELDS = {"name", "floor"}
PERSON_FIELDS = {"name", "gender", "card"}
MAX_STRING = 2_000   # a name, floor, title or card; a printed card holds a few sentences
# Work limits, independent of the card parser, so that any file up to MAX_BYTES is judged in seconds:
MAX_ERRORS = 200          # errors listed for one file; the rest are counted
MAX_NAMED = 10            # unknown fields named in one message; the rest are counted
MAX_SENTENCES = 20        # sentences on one card (a printed card holds three or four)
MAX_CARD_ERRORS = 30      # card errors after which the remaining cards are not read
MAX_SCENE = 30            # sentences in the scene
_SENTENCE_END = re.compile(r"[.!?]+(?:\s|$)")
_SURROGATE = re.compile("[\ud800-\udfff]")


def shown(text: str) -> str:
    """Case text as it may appear inside a message: control characters, line breaks and lone
    surrogates written as escapes, so that no case text can start a line of its own."""
    return "".join(ch if ch.isprintable() or ch == " " else _escape(ch) for ch in text)


def _escape(ch: str) -> str:
    return {"\n": "\\n", "\t": "\\t", "\r": "\\r"}.get(ch) or (
        f"\\u{ord(ch):04x}" if ord(ch) <= 0xFFFF else f"\\U{ord(ch):08x}")


def _is_control(ch: str, one_line: bool = False) -> bool:
    """Characters no printed case holds (NUL, escape, ...): they would only confuse the tools.
    A one-line field (a name, room, floor, title) holds no tab or line break either."""
    o = ord(ch)
    if o < 32:
        return one_line or ch not in "\t\n\r"
    return 0x7F <= o < 0xA0 or 0xD800 <= o <= 0xDFFF or (one_line and o in (0x2028, 0x2029, 0x85))


def read_text(path: str) -> str:
    """The file's text; CaseInvalid when it cannot be read as UTF-8 within the size limit.

    Only a regular file is read (a FIFO, device or folder named like a case is refused without
    waiting on it), and never more than MAX_BYTES + 1 bytes.
    """
    if path == "-":
        try:
            raw = sys.stdin.buffer.read(MAX_BYTES + 1)
        except OSError as exc:
            raise CaseInvalid([CaseError(path, f"cannot read standard input: {exc.strerror or exc}")]) from None
    else:
        raw = _read_regular(path)
    if len(raw) > MAX_BYTES:
        raise CaseInvalid([CaseError(path, f"the file is larger than the limit of {MAX_BYTES} bytes")])
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise CaseInvalid([CaseError(path, "the file is not valid UTF-8 text", line=line)]) from None


def not_a_file(path: str) -> str | None:
    """Why `path` cannot be read as a case file (None when it is a regular file), without opening it."""
    try:
        st = os.stat(path)
    except OSError as exc:
        return _open_problem(path, exc)
    return None if stat.S_ISREG(st.st_mode) else _kind_problem(st.st_mode)


def _open_problem(path: str, exc: OSError) -> str:
    if exc.errno == errno.ELOOP:
        return "cannot read the file: a symbolic link loop"
    if exc.errno == errno.ENOENT and os.path.islink(path):
        return f"cannot read the file: a symbolic link to '{shown(os.readlink(path))}', which does not exist"
    return f"cannot read the file: {exc.strerror or exc}"


def _kind_problem(mode: int) -> str:
    kind = ("a folder" if stat.S_ISDIR(mode) else "a FIFO (named pipe)" if stat.S_ISFIFO(mode)
            else "a device" if stat.S_ISCHR(mode) or stat.S_ISBLK(mode) else "a socket" if stat.S_ISSOCK(mode)
            else "not a regular file")
    return f"not a case file: it is {kind}; only regular files are read as cases"


def _read_regular(path: str) -> bytes:
    flags = os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        fd = os.open(path, flags)         # O_NONBLOCK: opening a FIFO does not wait for a writer
    except OSError as exc:
        raise CaseInvalid([CaseError(path, _open_problem(path, exc))]) from None
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise CaseInvalid([CaseError(path, _kind_problem(mode))])
        chunks, size = [], 0
        while size <= MAX_BYTES:
            chunk = os.read(fd, MAX_BYTES + 1 - size)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        return b"".join(chunks)
    except OSError as exc:
        raise CaseInvalid([CaseError(path, f"cannot read the file: {exc.strerror or exc}")]) from None
    finally:
        os.close(fd)


def load(path: str, text: str | None = None) -> Case:
    """Load and check one case file. Raises CaseInvalid with every error found."""
    if text is None:
        text = read_text(path)
    if not text.strip():
        raise CaseInvalid([CaseError(path, "the file is empty: a case needs at least language, rooms, "
                                           "[room.KEY] tables and [[person]] entries")])
    is_json = path.lower().endswith(".json") or (path == "-" and text.lstrip().startswith("{"))
    data = decode(path, text, is_json)
    return _Checker(path, data, Locator(text, is_json)).case()


def _nouns(lang: str) -> list[str]:
    return [language.object_noun(i, lang) for i in language.object_ids()]


def case_id(path: str) -> str:
    return "stdin" if path == "-" else Path(path).stem


class _DuplicateKey(ValueError):
    def __init__(self, key: str):
        super().__init__(key)
        self.key = key


def _no_duplicates(pairs: list) -> dict:
    out: dict = {}
    for key, value in pairs:
        if key in out:
            raise _DuplicateKey(key)
        out[key] = value
    return out


def _no_constant(name: str):
    raise ValueError(f"{name} is not a JSON number")


def decode(path: str, text: str, is_json: bool) -> dict:
    """The decoded file: a dict, else CaseInvalid (syntax, duplicate JSON keys, lone surrogates)."""
    try:
        data = (json.loads(text, object_pairs_hook=_no_duplicates, parse_constant=_no_constant) if is_json
                else tomllib.loads(text))
    except tomllib.TOMLDecodeError as exc:
        raise CaseInvalid([CaseError(path, f"not valid TOML: {shown(str(exc))}", line=_toml_line(exc))]) from None
    except json.JSONDecodeError as exc:
        raise CaseInvalid([CaseError(path, f"not valid JSON: {exc.msg}", line=exc.lineno)]) from None
    except _DuplicateKey as exc:
        line = Locator(text, True).line(exc.key) if isinstance(exc.key, str) else None
        raise CaseInvalid([CaseError(path, f"duplicate key '{shown(str(exc.key))}': a key may appear only once "
                                           "in an object", line=line)]) from None
    except RecursionError:
        raise CaseInvalid([CaseError(path, "the file nests too deeply to be a case")]) from None
    except (ValueError, OverflowError) as exc:   # a number too long to convert, NaN, Infinity
        raise CaseInvalid([CaseError(path, f"not valid {'JSON' if is_json else 'TOML'}: {shown(str(exc))}")]) \
            from None
    if not isinstance(data, dict):
        raise CaseInvalid([CaseError(path, "a case must be a table (JSON object) at the top level")])
    bad = _surrogates(data)
    if bad:
        raise CaseInvalid([CaseError(path, f"{where}: holds a lone surrogate ({shown(ch)}), which is not a "
                                           "character: the text must be valid Unicode", field=where)
                           for where, ch in bad])
    return data


def _surrogates(value, where: str = "", found: list | None = None) -> list[tuple[str, str]]:
    """(field, character) for each lone surrogate in the keys and strings of the decoded data."""
    found = [] if found is None else found
    stack = [(where, value)]
    while stack and len(found) < MAX_NAMED:
        where, value = stack.pop()
        if isinstance(value, str):
            m = _SURROGATE.search(value)
            if m:
                found.append((where or "(top)", m.group()))
        elif isinstance(value, dict):
            for k, v in value.items():
                key = shown(str(k))
                if isinstance(k, str) and _SURROGATE.search(k):
                    found.append((f"{where}.{key}" if where else key, _SURROGATE.search(k).group()))
                stack.append((f"{where}.{key}" if where else key, v))
        elif isinstance(value, list):
            stack.extend((f"{where}[{i + 1}]", v) for i, v in enumerate(value))
    return sorted(found)


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
        self.dropped = 0                               # errors past MAX_ERRORS, counted only
        self.genders: dict[str, str] = {}            # name -> gender of every well-formed [[person]]
        self.board_objects: dict[tuple[int, int], tuple[str, ...]] = {}   # (row, col) -> object ids
        self.person_names: set[str] | None = None   # every name read from [[person]], valid person or not

    def err(self, message: str, field: str | None = None, *, line=None, person=None, cell=None, at=()):
        if len(self.errors) >= MAX_ERRORS:
            self.dropped += 1
            return
        if line is None and at:
            line = self.where.line(*at)
        self.errors.append(CaseError(self.path, message, field=shown(field) if field else field, line=line,
                                     person=person, cell=cell))

    def unknown(self, keys, known: str, field: str | None, at: tuple, person=None) -> None:
        """One error naming the unknown keys of a table (the first MAX_NAMED of them, and how many)."""
        keys = sorted(keys, key=str)
        if not keys:
            return
        if len(keys) == 1:
            self.err(f"unknown field '{shown(str(keys[0]))}' ({known})", field or shown(str(keys[0])),
                     at=at + (keys[0],), person=person)
            return
        named = ", ".join(f"'{shown(str(k))}'" for k in keys[:MAX_NAMED])
        more = f" and {len(keys) - MAX_NAMED} more" if len(keys) > MAX_NAMED else ""
        self.err(f"{len(keys)} unknown fields: {named}{more} ({known})", field, at=at + (keys[0],), person=person)

    def string(self, value, field: str, at: tuple, *, person=None, required=True, one_line=True) -> str | None:
        if value is None:
            if required:
                self.err(f"missing field '{field.rsplit('.', 1)[-1]}'", field, at=at, person=person)
            return None
        if not isinstance(value, str):
            self.err(f"must be a string, not {_type_name(value)}", field, at=at, person=person)
            return None
        bad = next((ch for ch in value if _is_control(ch, one_line)), None)
        if bad is not None:
            allowed = "only printable text on one line" if one_line else "only printable text, tabs and line breaks"
            self.err(f"contains the control character U+{ord(bad):04X}; {allowed} is allowed", field, at=at,
                     person=person)
            return None
        if len(value) > MAX_STRING:
            self.err(f"the text is {len(value)} characters long; at most {MAX_STRING} are allowed", field, at=at,
                     person=person)
            return None
        return value

    # ---- the whole file ----------------------------------------------------

    def case(self) -> Case:
        d = self.data
        self.unknown(set(d) - TOP_FIELDS, f"known fields: {', '.join(sorted(TOP_FIELDS))}", None, ())
        title = "" if d.get("title") is None else self.string(d.get("title"), "title", ("title",)) or ""
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
        if self.dropped:
            self.errors.append(CaseError(self.path, f"{self.dropped} more errors not listed (at most {MAX_ERRORS} "
                                                    "are); fix these and check again"))
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
            self.unknown(set(table) - ROOM_FIELDS, "a room has name and floor", field, ("room", key))
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
                    known = lang if lang in language.LANGUAGES else "en"
                    self.err(f"object noun '{noun}' is not in the object table; the nouns: "
                             f"{language.known_nouns(known)}{language.did_you_mean(noun, _nouns(known))}", field,
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
        if entries and len(entries) > MAX_SCENE:   # a work limit, as for cards: none of them is read
            self.err(f"the scene has {len(entries)} sentences; a scene holds at most {MAX_SCENE}", "scene",
                     at=("scene",))
            return clues, texts
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
        # Cards are the costly part: with more entries than any board has people, the count is
        # wrong whatever they say, so they are not read (names and genders still are).
        read_cards = len(raw) <= MAX_SIZE
        card_errors, unread = 0, not read_cards
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
            self.unknown(set(entry) - PERSON_FIELDS, "a person has name, gender and card", field, at, person=who)
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
            card = self.string(entry.get("card"), field + ".card", at + ("card",), person=who, one_line=False)
            parsed = []
            if card is not None and lang is not None and rooms is not None and read_cards:
                if card_errors >= MAX_CARD_ERRORS:
                    self.err(f"this card and the ones after it are not read: the cards before hold "
                             f"{card_errors} errors already", field + ".card", at=at + ("card",), person=who)
                    read_cards = False
                    unread = True
                    continue
                sentences = len(_SENTENCE_END.findall(card.strip() + " "))
                if sentences > MAX_SENTENCES:
                    self.err(f"the card has {sentences} sentences; a card holds at most {MAX_SENTENCES}",
                             field + ".card", at=at + ("card",), person=who)
                    unread = True
                    continue
                parsed, problems = clue_parser.parse_card(
                    card, person=name or "", gender=gender or "", **self.parse_context(lang, size, rooms))
                for problem in problems:
                    self.err(problem, field + ".card", at=at + ("card",), person=who)
                    unread = unread or "matches no accepted sentence" in problem
                card_errors += len(problems)
                if any(c.kind == "victim" for c in parsed):
                    victims.append(who or field)
            if name is not None and gender in ("f", "m") and card is not None:
                people.append(Person(name, gender, card, tuple(parsed)))
        self.person_names = names
        if (self.size_known or len(raw) > MAX_SIZE) and len(raw) != size:
            count = f"{len(raw)} {'person' if len(raw) == 1 else 'people'}"
            board = f"a {size}x{size} board needs {size}" if self.size_known else \
                f"a board has from {MIN_SIZE} to {MAX_SIZE}"
            note = "; their cards are not read" if len(raw) > MAX_SIZE else ""
            self.err(f"the case has {count}; {board}{note}", "person", at=("person", 0))
        if lang is not None and rooms is not None:
            # A card sentence that could not be read at all might be the victim's: only then is
            # a missing victim left unsaid (a room typo or a wrong pronoun is read as its own kind).
            if not victims and not unread:
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
        # Names match as card sentences match them: "Ines" names "Inés" (accents, case, spaces aside).
        canonical = {} if names is None else {language.normalize(n): n for n in sorted(names)}
        cells, murderer = [], None
        for key, value in raw.items():
            field = f"solution.{key}"
            if not isinstance(value, str):
                self.err(f"must be a string, not {_type_name(value)}", field, at=("solution", key))
                continue
            if key == "murderer":
                value = self.string(value, field, ("solution", key))
                if value is None:
                    continue
                if names is not None:
                    if language.normalize(value) not in canonical:
                        self.err(f"murderer '{value}' is not one of the people", field, at=("solution", key))
                    value = canonical.get(language.normalize(value), value)
                murderer = value
                continue
            person = key
            if names is not None:
                if language.normalize(key) not in canonical:
                    self.err(f"'{shown(key)}' is not one of the people", field, at=("solution", key))
                person = canonical.get(language.normalize(key), key)
            if self.size_known and parse_cell(value, size) is None:
                last = cell_name(size, size)
                shape = "" if value.strip().isascii() else "; a cell is a letter and a digit, in ASCII"
                self.err(f"cell '{shown(value)}' is not on the {size}x{size} board (A1 to {last}{shape})", field,
                         at=("solution", key), person=shown(key))
                continue
            cells.append((person, value.strip().upper()))
        return tuple(sorted(cells)), murderer
