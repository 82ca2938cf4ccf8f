"""Read a case file (TOML or JSON, or standard input) and check it completely.

Every mistake in a file is collected and reported together, each with the file,
the field and the line, cell or person it concerns; a valid file becomes a Case.
"""

from __future__ import annotations

import dataclasses
import errno
import json
import os
import re
import stat
import sys
import tomllib
from pathlib import Path

from pysm.case import objects as case_objects
from pysm.case.locate import Locator
from pysm.core.model import (
    OPTIONAL_FAMILIES,
    PUBLISHED_SIZES,
    SIDES,
    VOID,
    Case,
    CaseError,
    CaseInvalid,
    Clue,
    ObjectType,
    Person,
    Room,
    Whole,
    cell_name,
    parse_cell,
)
from pysm.language import cards as clue_parser
from pysm.language import lexicon as language
from pysm.language import traits as trait_data

MAX_BYTES = 1_000_000
MIN_SIZE, MAX_SIZE = 4, 12  # case-format-3.md; the rule pages' sizes are PUBLISHED_SIZES
TOP_FIELDS = {
    "title",
    "language",
    "rooms",
    "objects",
    "room",
    "object",
    "person",
    "solution",
    "scene",
    "windows",
    "doors",
    "ground",
    "large_board",
    "object_type",
    "author",
    "step_families",
}
ROOM_FIELDS = {"name", "floor", "outdoors"}
PERSON_FIELDS = {"name", "gender", "card", "traits"}
OBJECT_FIELDS = {"noun", "one", "standable"}
OBJECT_TYPE_FIELDS = {"standable", *language.LANGUAGES}
MAX_STRING = 2_000  # a name, floor, title or card; a printed card holds a few sentences
# Work limits, independent of the card parser, so that any file up to MAX_BYTES is judged in seconds:
MAX_ERRORS = 200  # errors listed for one file; the rest are counted
MAX_NAMED = 10  # unknown fields named in one message; the rest are counted
MAX_SENTENCES = 20  # sentences on one card (a printed card holds three or four)
MAX_CARD_ERRORS = 30  # card errors after which the remaining cards are not read
MAX_SCENE = 30  # sentences in the scene
_SENTENCE_END = re.compile(r"[.!?]+(?:\s|$)")
_SURROGATE = re.compile("[\ud800-\udfff]")


def shown(text: str) -> str:
    """Case text as it may appear inside a message: control characters, line breaks and lone
    surrogates written as escapes, so that no case text can start a line of its own."""
    if text.isprintable():  # the common case, at a fraction of the cost: nothing to escape
        return text
    return "".join(ch if ch.isprintable() or ch == " " else _escape(ch) for ch in text)


def visible(text: str) -> str:
    """The text without the characters that print as nothing (zero-width spaces and joiners,
    direction marks and overrides, other format and control characters): two names that
    differ only in those look the same on the page, so pysm takes them as one name."""
    if text.isprintable():  # no character of Cf or Cc is printable: nothing to take out
        return text
    import unicodedata

    return "".join(ch for ch in text if unicodedata.category(ch) not in ("Cf", "Cc"))


def _escape(ch: str) -> str:
    return {"\n": "\\n", "\t": "\\t", "\r": "\\r"}.get(ch) or (
        f"\\u{ord(ch):04x}" if ord(ch) <= 0xFFFF else f"\\U{ord(ch):08x}"
    )


def _is_control(ch: str, one_line: bool = False) -> bool:
    """Characters no printed case holds (NUL, escape, ...): they would only confuse the tools.
    A one-line field (a name, room, floor, title) holds no tab or line break either."""
    o = ord(ch)
    if o < 32:
        return one_line or ch not in "\t\n\r"
    return 0x7F <= o < 0xA0 or 0xD800 <= o <= 0xDFFF or (one_line and o in (0x2028, 0x2029, 0x85))


def read_text(path: str, timeout: float | None = None) -> str:
    """The file's text; CaseInvalid when it cannot be read as UTF-8 within the size limit.

    Only a regular file is read (a FIFO, device or folder named like a case is refused without
    waiting on it), and never more than MAX_BYTES + 1 bytes. Standard input ("-") is read
    until it closes, or TimeLimit when it is still open `timeout` seconds later.
    """
    if path == "-":
        try:
            raw = _read_stdin(timeout)
        except OSError as exc:
            raise CaseInvalid([CaseError(path, f"cannot read standard input: {exc.strerror or exc}")]) from None
    else:
        raw = read_regular(path)
    if len(raw) > MAX_BYTES:
        raise CaseInvalid([CaseError(path, f"the file is larger than the limit of {MAX_BYTES} bytes")])
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise CaseInvalid([CaseError(path, "the file is not valid UTF-8 text", line=line)]) from None


def _read_stdin(timeout: float | None) -> bytes:
    """At most MAX_BYTES + 1 bytes of standard input, waiting at most `timeout` seconds for it
    to close (a pipe whose writer never ends it must not hold pysm past its time limit)."""
    import io
    import select
    import time

    stream = sys.stdin.buffer
    try:
        fd = stream.fileno()
    except (AttributeError, io.UnsupportedOperation):  # an in-memory stream: it ends
        return stream.read(MAX_BYTES + 1)
    if timeout is None:
        return stream.read(MAX_BYTES + 1)
    from pysm.core.errors import TimeLimit

    deadline = time.monotonic() + timeout

    def ready() -> None:
        left = deadline - time.monotonic()
        if left <= 0 or not select.select([fd], [], [], left)[0]:
            raise TimeLimit(timeout)

    return read_bounded(fd, ready)


def read_bounded(fd: int, ready=None) -> bytes:
    """At most MAX_BYTES + 1 bytes of an open file (one more tells a file that is too large);
    `ready()`, when given, is called before each read (it may raise to stop waiting)."""
    chunks, size = [], 0
    while size <= MAX_BYTES:
        if ready is not None:
            ready()
        chunk = os.read(fd, MAX_BYTES + 1 - size)
        if not chunk:
            break
        chunks.append(chunk)
        size += len(chunk)
    return b"".join(chunks)


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
    kind = (
        "a folder"
        if stat.S_ISDIR(mode)
        else "a FIFO (named pipe)"
        if stat.S_ISFIFO(mode)
        else "a device"
        if stat.S_ISCHR(mode) or stat.S_ISBLK(mode)
        else "a socket"
        if stat.S_ISSOCK(mode)
        else "not a regular file"
    )
    return f"not a case file: it is {kind}; only regular files are read as cases"


def read_regular(path: str) -> bytes:
    """At most MAX_BYTES + 1 bytes of a regular file (more means too large); CaseInvalid for
    anything else (a FIFO, a device, a folder: refused without waiting on it)."""
    flags = os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        fd = os.open(path, flags)  # O_NONBLOCK: opening a FIFO does not wait for a writer
    except OSError as exc:
        raise CaseInvalid([CaseError(path, _open_problem(path, exc))]) from None
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise CaseInvalid([CaseError(path, _kind_problem(mode))])
        return read_bounded(fd)
    except OSError as exc:
        raise CaseInvalid([CaseError(path, f"cannot read the file: {exc.strerror or exc}")]) from None
    finally:
        os.close(fd)


def load(path: str, text: str | None = None) -> Case:
    """Load and check one case file. Raises CaseInvalid with every error found."""
    if text is None:
        text = read_text(path)
    if not text.strip():
        raise CaseInvalid(
            [
                CaseError(
                    path,
                    "the file is empty: a case needs at least language, rooms, "
                    "[room.KEY] tables and [[person]] entries",
                )
            ]
        )
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
        data = (
            json.loads(text, object_pairs_hook=_no_duplicates, parse_constant=_no_constant)
            if is_json
            else tomllib.loads(text)
        )
    except tomllib.TOMLDecodeError as exc:
        raise CaseInvalid([CaseError(path, f"not valid TOML: {shown(str(exc))}", line=_toml_line(exc))]) from None
    except json.JSONDecodeError as exc:
        raise CaseInvalid([CaseError(path, f"not valid JSON: {exc.msg}", line=exc.lineno)]) from None
    except _DuplicateKey as exc:
        line = Locator(text, True).line(exc.key) if isinstance(exc.key, str) else None
        raise CaseInvalid(
            [
                CaseError(
                    path, f"duplicate key '{shown(str(exc.key))}': a key may appear only once in an object", line=line
                )
            ]
        ) from None
    except RecursionError:
        raise CaseInvalid([CaseError(path, "the file nests too deeply to be a case")]) from None
    except (ValueError, OverflowError) as exc:  # a number too long to convert, NaN, Infinity
        raise CaseInvalid([CaseError(path, f"not valid {'JSON' if is_json else 'TOML'}: {shown(str(exc))}")]) from None
    if not isinstance(data, dict):
        raise CaseInvalid([CaseError(path, "a case must be a table (JSON object) at the top level")])
    bad = _surrogates(data)
    if bad:
        raise CaseInvalid(
            [
                CaseError(
                    path,
                    f"{where}: holds a lone surrogate ({shown(ch)}), which is not a "
                    "character: the text must be valid Unicode",
                    field=where,
                )
                for where, ch in bad
            ]
        )
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
                if isinstance(k, str) and (sm := _SURROGATE.search(k)):
                    found.append((f"{where}.{key}" if where else key, sm.group()))
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
    return {
        str: "a string",
        int: "a number",
        float: "a number",
        bool: "true/false",
        list: "a list",
        dict: "a table",
    }.get(type(value), type(value).__name__)


class _Checker:
    """Walks the decoded file once, collecting errors; builds the Case if there are none."""

    def __init__(self, path: str, data: dict, where: Locator):
        self.path, self.data, self.where = path, data, where
        self.errors: list[CaseError] = []
        self.dropped = 0  # errors past MAX_ERRORS, counted only
        self.genders: dict[str, str] = {}  # name -> gender of every well-formed [[person]]
        self.board_objects: dict[tuple[int, int], tuple[str, ...]] = {}  # (row, col) -> object ids
        self.person_names: set[str] | None = None  # every name read from [[person]], valid person or not

    def err(self, message: str, field: str | None = None, *, line=None, person=None, cell=None, at=()):
        if len(self.errors) >= MAX_ERRORS:
            self.dropped += 1
            return
        if line is None and at:
            line = self.where.line(*at)
        self.errors.append(
            CaseError(self.path, message, field=shown(field) if field else field, line=line, person=person, cell=cell)
        )

    def unknown(self, keys, known: str, field: str | None, at: tuple, person=None) -> None:
        """One error naming the unknown keys of a table (the first MAX_NAMED of them, and how many)."""
        keys = sorted(keys, key=str)
        if not keys:
            return
        if len(keys) == 1:
            self.err(
                f"unknown field '{shown(str(keys[0]))}' ({known})",
                field or shown(str(keys[0])),
                at=at + (keys[0],),
                person=person,
            )
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
        # a printable text holds no character _is_control names (all are Cc, Cs, Zl or Zp)
        bad = None if value.isprintable() else next((ch for ch in value if _is_control(ch, one_line)), None)
        if bad is not None:
            allowed = "only printable text on one line" if one_line else "only printable text, tabs and line breaks"
            self.err(
                f"contains the control character U+{ord(bad):04X}; {allowed} is allowed", field, at=at, person=person
            )
            return None
        if len(value) > MAX_STRING:
            self.err(
                f"the text is {len(value)} characters long; at most {MAX_STRING} are allowed",
                field,
                at=at,
                person=person,
            )
            return None
        return value

    # ---- the whole file ----------------------------------------------------

    def case(self) -> Case:
        d = self.data
        self.unknown(set(d) - TOP_FIELDS, f"known fields: {', '.join(sorted(TOP_FIELDS))}", None, ())
        title = "" if d.get("title") is None else self.string(d.get("title"), "title", ("title",)) or ""
        author = "" if d.get("author") is None else self.string(d.get("author"), "author", ("author",)) or ""
        lang = self.language()
        grid, size = self.room_grid()
        self.size_known = grid is not None
        self.grid = grid
        rooms = self.room_tables(grid)
        self.object_types = self.declared_types()
        objects = self.object_grid(size, lang, grid)
        if grid is not None and rooms is not None:
            self.floors(grid, rooms, size)
        self.board_objects = {
            (r + 1, c + 1): tuple(ids) for r, row in enumerate(objects) for c, ids in enumerate(row) if ids
        }
        windows = self.sides("windows", size)
        doors = self.sides("doors", size)
        people = self.people(lang, size, rooms)
        scene, scene_text = self.scene(lang, size, rooms)
        solution, murderer = self.solution(size, people)
        families = self.step_families()
        if self.dropped:
            self.errors.append(
                CaseError(
                    self.path,
                    f"{self.dropped} more errors not listed (at most {MAX_ERRORS} are); fix these and check again",
                )
            )
        if self.errors:
            raise CaseInvalid(self.errors)
        # each of these is None only after an error
        assert lang is not None and rooms is not None and grid is not None
        return Case(
            id=case_id(self.path),
            file=self.path,
            title=title,
            language=lang,
            size=size,
            rooms=tuple(sorted(rooms.values(), key=lambda r: r.key)),
            grid=tuple(tuple(row) for row in grid),
            objects=tuple(tuple(tuple(cell) for cell in row) for row in objects),
            people=tuple(people),
            solution=solution,
            murderer=murderer,
            scene=tuple(scene),
            scene_text=tuple(scene_text),
            windows=windows,
            doors=doors,
            wholes=self.wholes,
            object_types=tuple(self.object_types.values()),
            blocking=self.blocking,
            author=author,
            step_families=families,
        )

    def language(self) -> str | None:
        if self.data.get("language") is None:
            self.err(f"missing field 'language' (one of {', '.join(language.LANGUAGES)})", "language", at=("language",))
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
            if self.data.get("rooms") is None:  # absent, or null in JSON
                self.err("missing field 'rooms' (N lines of N room keys)", "rooms", at=("rooms",))
            return None, MAX_SIZE
        n = len(rows)
        large = self.data.get("large_board", False)
        if not isinstance(large, bool):
            self.err(f"must be true or false, not {_type_name(large)}", "large_board", at=("large_board",))
            large = False
        if not MIN_SIZE <= n <= MAX_SIZE or (n not in PUBLISHED_SIZES and not large):
            self.err(
                f"the board has {n} rows; N must be from {PUBLISHED_SIZES[0]} to {PUBLISHED_SIZES[-1]}"
                + (
                    f" (a larger case, up to {MAX_SIZE}, says so with large_board = true)"
                    if n > PUBLISHED_SIZES[-1]
                    else ""
                ),
                "rooms",
                at=("rooms",),
            )
            return None, MAX_SIZE
        widths = {len(line) for line in rows}
        if len(widths) == 1 and n not in widths:
            self.err(
                f"the grid has {n} rows of {widths.pop()} cells; a board is N×N, as many rows as columns",
                "rooms",
                at=("rooms",),
            )
            return None, MAX_SIZE
        ok = True
        for r, line in enumerate(rows):
            if len(line) != n:
                self.err(
                    f"row {r + 1} has {len(line)} cells; a {n}x{n} board needs {n}",
                    "rooms",
                    line=self.where.grid_line("rooms", r),
                )
                ok = False
            for c, ch in enumerate(line):
                if ch != VOID and (not ch.isalnum() or not ch.isascii()):
                    self.err(
                        f"room key '{ch}' must be a letter or digit ('{VOID}' for a cell in no room)",
                        "rooms",
                        line=self.where.grid_line("rooms", r),
                        cell=cell_name(r + 1, c + 1),
                    )
                    ok = False
        if ok and all(ch == VOID for line in rows for ch in line):
            self.err("every cell is in no room ('.'): a board needs rooms", "rooms", at=("rooms",))
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
            self.unknown(set(table) - ROOM_FIELDS, "a room has name, floor and outdoors", field, ("room", key))
            name = self.string(table.get("name"), field + ".name", ("room", key, "name"))
            floor = self.string(table.get("floor"), field + ".floor", ("room", key, "floor"))
            if name is not None and not name.strip():
                self.err("the room name is empty", field + ".name", at=("room", key, "name"))
                name = None
            if name is not None:
                norm = language.normalize(visible(name))
                if norm in names:
                    self.err(
                        f"room name '{name}' is also the name of room {names[norm]}",
                        field + ".name",
                        at=("room", key, "name"),
                    )
                names.setdefault(norm, key)
            outdoors = table.get("outdoors", False)
            if not isinstance(outdoors, bool):
                self.err(
                    f"must be true or false, not {_type_name(outdoors)}",
                    field + ".outdoors",
                    at=("room", key, "outdoors"),
                )
                outdoors = False
            if key == VOID:
                self.err(f"'{VOID}' marks a cell in no room; it has no [room] table", field, at=("room", key))
                continue
            if name is not None and floor is not None:
                rooms[key] = Room(key, name, floor, outdoors)
        complete = len(rooms) == len(tables)
        if grid is not None:
            used = {ch for row in grid for ch in row} - {VOID}
            for key in sorted(used - set(tables)):
                r, c = next((r, c) for r, row in enumerate(grid) for c, ch in enumerate(row) if ch == key)
                self.err(
                    f"room key '{key}' in the grid has no [room.{key}] table",
                    "rooms",
                    line=self.where.grid_line("rooms", r),
                    cell=cell_name(r + 1, c + 1),
                )
                complete = False
            for key in sorted(set(tables) - used, key=str):
                self.err(f"room table [room.{key}] is not used in the grid", f"room.{key}", at=("room", key))
        if not complete:
            return None
        return rooms

    def declared_types(self) -> dict[str, ObjectType]:
        """[object_type.ID]: the object types the case declares itself, with their words and
        whether one stands on them (case-format-3.md)."""
        raw = self.data.get("object_type", {})
        if not isinstance(raw, dict):
            self.err(f"must be a table of object types, not {_type_name(raw)}", "object_type", at=("object_type",))
            return {}
        types: dict[str, ObjectType] = {}
        lang = self.data.get("language")
        for tid, table in raw.items():
            field, at = f"object_type.{tid}", ("object_type", tid)
            if not re.fullmatch(r"[a-z][a-z0-9_]{0,39}", str(tid)):
                self.err("an object type id is a lower-case word (a-z, digits, _), at most 40 long", field, at=at)
                continue
            if tid in language.object_ids():
                self.err(
                    f"'{tid}' is an object of the lexicon already; declare a type of another id, or "
                    "set 'standable' on the objects of this type in [object]",
                    field,
                    at=at,
                )
                continue
            if not isinstance(table, dict):
                self.err(
                    f"must be a table with standable and words per language, not {_type_name(table)}", field, at=at
                )
                continue
            self.unknown(
                set(table) - OBJECT_TYPE_FIELDS,
                f"an object type has standable and {', '.join(language.LANGUAGES)}",
                field,
                at,
            )
            standable = table.get("standable")
            if not isinstance(standable, bool):
                self.err(
                    "needs 'standable' = true (one stands on it) or false (it blocks its cell)",
                    field + ".standable",
                    at=at + ("standable",),
                )
                continue
            words = []
            for code in language.LANGUAGES:
                entry = table.get(code)
                if entry is None:
                    continue
                wfield = f"{field}.{code}"
                if not (
                    isinstance(entry, dict)
                    and set(entry) <= {"noun", "plural", "class"}
                    and all(isinstance(entry.get(k), str) and entry[k].strip() for k in ("noun", "plural", "class"))
                ):
                    self.err(
                        'must be { noun = "...", plural = "...", class = "..." } (class: the article '
                        "class of the language's [articles], e.g. m/f, de/het, a/an)",
                        wfield,
                        at=at + (code,),
                    )
                    continue
                words.append((code, entry["noun"], entry["plural"], entry["class"]))
            if isinstance(lang, str) and lang in language.LANGUAGES and not any(w[0] == lang for w in words):
                self.err(f"needs its words in the case's language ({lang} = {{ noun, plural, class }})", field, at=at)
                continue
            types[tid] = ObjectType(tid, not standable, tuple(words))
        return types

    def object_id(self, noun: str, lang: str | None) -> str | None:
        """A noun's object id: the lexicon's, else a type the case declares (by id or by its noun)."""
        oid = language.object_id(noun, lang or "en")
        if oid is not None:
            return oid
        norm = language.normalize(noun)
        for t in self.object_types.values():
            if norm == t.id or any(
                language.normalize(w) == norm for code, n, p, _ in t.words if code == lang for w in (n, p)
            ):
                return t.id
        return None

    def object_entry(self, key: str, entry, lang: str | None) -> tuple[list[str], dict] | None:
        """An [object] entry: its object ids and its options (one, standable), or None after an error."""
        field, at = f"object.{key}", ("object", key)
        options: dict = {}
        if isinstance(entry, dict):
            self.unknown(set(entry) - OBJECT_FIELDS, "an object entry has noun, one and standable", field, at)
            for name in ("one", "standable"):
                if name in entry and not isinstance(entry[name], bool):
                    self.err(
                        f"must be true or false, not {_type_name(entry[name])}", f"{field}.{name}", at=at + (name,)
                    )
                    return None
                if name in entry:
                    options[name] = entry[name]
            entry = entry.get("noun")
            table_form = True
        else:
            table_form = False
        nouns = [entry] if isinstance(entry, str) else entry
        if not isinstance(nouns, list) or not nouns or not all(isinstance(x, str) for x in nouns):
            self.err(
                "must be an object noun, a list of nouns, or a table with noun (and one, standable)"
                if table_form
                else "must be an object noun or a list of nouns",
                field,
                at=at,
            )
            return None
        if options.get("one") and len(nouns) != 1:
            self.err("one = true declares one object: give it one noun", field, at=at)
            return None
        ids = []
        for noun in nouns:
            oid = self.object_id(noun, lang)
            if oid is None:
                also = " nor a type of [object_type]" if self.object_types else ""
                known = lang if lang in language.LANGUAGES else "en"
                self.err(
                    f"object noun '{noun}' is not in the object table{also}; the nouns: "
                    f"{language.known_nouns(known)}{language.did_you_mean(noun, _nouns(known))}",
                    field,
                    at=at,
                )
            else:
                ids.append(oid)
        return sorted(set(ids)), options

    def object_layer(self, field: str, size: int, table: dict) -> list[str] | None:
        """One object grid (objects, ground) checked against the board's shape; None when absent or bad."""
        rows = self.grid_rows(field)
        if rows is None:
            return None
        if not self.size_known:
            # The rooms grid is wrong, so the size is unknown: check only the keys.
            self.object_keys(rows, table, field)
            return None
        if len(rows) != size or any(len(line) != size for line in rows):
            for r, line in enumerate(rows):
                if len(line) != size:
                    self.err(
                        f"row {r + 1} has {len(line)} cells; the board is {size}x{size}",
                        field,
                        line=self.where.grid_line(field, r),
                    )
            if len(rows) != size:
                self.err(f"the grid has {len(rows)} rows; the board is {size}x{size}", field, at=(field,))
            return None
        self.object_keys(rows, table, field)
        return rows

    def object_grid(self, size: int, lang: str | None, grid=None) -> list[list[list[str]]]:
        empty: list[list[list[str]]] = [[[] for _ in range(size)] for _ in range(size)]
        self.wholes: tuple[Whole, ...] = ()
        self.blocking: tuple[tuple[int, int, bool], ...] = ()
        table = self.data.get("object", {})
        if not isinstance(table, dict):
            self.err(f"must be a table of object keys, not {_type_name(table)}", "object", at=("object",))
            table = {}
        kinds: dict[str, list[str]] = {}
        options: dict[str, dict] = {}
        for key, entry in table.items():
            read = self.object_entry(key, entry, lang)
            if read is not None:
                kinds[key], options[key] = read
        layers = [(f, rows) for f in ("ground", "objects") if (rows := self.object_layer(f, size, table)) is not None]
        if not layers:
            if table and self.data.get("objects") is None and self.data.get("ground") is None:
                self.err("the [object] table needs an 'objects' grid", "objects")
            return empty
        out: list[list[list[str]]] = [[[] for _ in range(size)] for _ in range(size)]
        cells_of: dict[str, list[tuple[int, int]]] = {}
        for field, rows in layers:
            for r, line in enumerate(rows):
                for c, ch in enumerate(line):
                    if ch == "." or ch not in table:
                        continue
                    if grid is not None and grid[r][c] == VOID:
                        self.err(
                            f"object key '{ch}' on a cell in no room: nothing stands outside the rooms",
                            field,
                            line=self.where.grid_line(field, r),
                            cell=cell_name(r + 1, c + 1),
                        )
                        continue
                    out[r][c] = sorted(set(out[r][c]) | set(kinds.get(ch, [])))
                    cells_of.setdefault(ch, []).append((r + 1, c + 1))
        self.wholes = tuple(
            self.whole(key, kinds[key][0], cells_of.get(key, []))
            for key in sorted(cells_of)
            if options.get(key, {}).get("one") and key in kinds
        )
        self.blocking = self.stated_blocking(kinds, cells_of, options)
        return out

    def whole(self, key: str, obj: str, cells: list[tuple[int, int]]) -> Whole:
        """A key declared one = true: its cells are one object, so they must touch (side by side)."""
        cells = sorted(set(cells))
        reached, todo = {cells[0]}, [cells[0]]
        while todo:
            r, c = todo.pop()
            for near in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                if near in cells and near not in reached:
                    reached.add(near)
                    todo.append(near)
        if len(reached) != len(cells):
            apart = next(cell for cell in cells if cell not in reached)
            self.err(
                f"the cells of object '{key}' (one = true) must form one piece, side by side; "
                f"{cell_name(*apart)} is apart from {cell_name(*cells[0])}",
                f"object.{key}",
                at=("object", key),
                cell=cell_name(*apart),
            )
        return Whole(key, obj, tuple(cells))

    def stated_blocking(self, kinds, cells_of, options) -> tuple[tuple[int, int, bool], ...]:
        """(row, column, blocked) for each cell holding an object whose key states 'standable': the cell
        is blocked when any of its objects blocks, each by its key's statement or else its type."""
        stated: dict[tuple[int, int], list[bool]] = {}
        for key, cells in cells_of.items():
            if "standable" in options.get(key, {}):
                for cell in cells:
                    stated.setdefault(cell, []).append(not options[key]["standable"])
        out = []
        for (r, c), blocks in sorted(stated.items()):
            unstated = [
                o
                for key, cells in cells_of.items()
                if (r, c) in cells and "standable" not in options.get(key, {})
                for o in kinds.get(key, ())
            ]
            out.append((r, c, any(blocks) or any(self.solid(o) for o in unstated)))
        return tuple(out)

    def solid(self, obj: str) -> bool:
        return case_objects.solid(obj, self.object_types.get(obj))

    def object_keys(self, rows: list[str], table: dict, field: str = "objects") -> None:
        """Every object key of the grid has an entry in [object]; each missing key is reported once."""
        missing = set()
        for r, line in enumerate(rows):
            for c, ch in enumerate(line):
                if ch != "." and ch not in table and ch not in missing:
                    self.err(
                        f"object key '{ch}' has no entry in [object]",
                        field,
                        line=self.where.grid_line(field, r),
                        cell=cell_name(r + 1, c + 1),
                    )
                    missing.add(ch)

    def floors(self, grid, rooms: dict[str, Room], size: int) -> None:
        seen = set()
        for r in range(size):
            for c in range(size):
                for r2, c2 in ((r, c + 1), (r + 1, c)):
                    if r2 >= size or c2 >= size:
                        continue
                    a, b = grid[r][c], grid[r2][c2]
                    if a == b or VOID in (a, b):
                        continue
                    pair = tuple(sorted((a, b)))
                    if pair in seen or rooms[a].floor != rooms[b].floor:
                        continue
                    seen.add(pair)
                    ra, rb = rooms[pair[0]], rooms[pair[1]]
                    self.err(
                        f"rooms {ra.key} ({ra.name}) and {rb.key} ({rb.name}) are neighbours with the "
                        f"same floor '{ra.floor}'; neighbouring rooms need different floors",
                        f"room.{rb.key}.floor",
                        at=("room", rb.key, "floor"),
                        cell=cell_name(r2 + 1, c2 + 1),
                    )

    def step_families(self) -> tuple[str, ...]:
        """The optional step families the case accepts (OPTIONAL_FAMILIES), each once, in the
        order of OPTIONAL_FAMILIES so that the facts do not depend on how the file lists them."""
        named = self.string_list("step_families", "names of optional step families")
        for i, name in enumerate(named or ()):
            if name not in OPTIONAL_FAMILIES:
                self.err(
                    f"unknown step family {name!r}; optional families: {', '.join(OPTIONAL_FAMILIES)}",
                    f"step_families[{i + 1}]",
                    at=("step_families", i),
                )
        return tuple(f for f in OPTIONAL_FAMILIES if f in (named or ()))

    # ---- windows, doors, scene (case-format-2.md) ----------------------------

    def string_list(self, field: str, what: str) -> list | None:
        """The field's array of strings; None (after an error) when it is not one, [] when absent."""
        raw = self.data.get(field)
        if raw is None:
            return []
        if not isinstance(raw, list) or not all(isinstance(x, str) for x in raw):
            bad = (
                _type_name(raw)
                if not isinstance(raw, list)
                else "a list holding " + _type_name(next(x for x in raw if not isinstance(x, str)))
            )
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
            shape_ok = (
                len(parts) == 2
                and side in SIDES
                and len(parts[0]) in (2, 3)
                and parts[0][0].isascii()
                and parts[0][0].isalpha()
                and parts[0][1:].isascii()
                and parts[0][1:].isdigit()
            )
            if not shape_ok:
                self.err(
                    f"'{entry}' is not a cell and a side: write the cell, a space, then N, E, S or W (like \"B2 E\")",
                    f"{field}[{i + 1}]",
                    at=at,
                )
                continue
            if not self.size_known:
                continue
            cell = parse_cell(parts[0], size)
            if cell is None:
                self.err(
                    f"cell '{parts[0]}' is not on the {size}x{size} board (A1 to {cell_name(size, size)})",
                    f"{field}[{i + 1}]",
                    at=at,
                    cell=parts[0].upper(),
                )
                continue
            out.append((cell[0], cell[1], side))
        return tuple(out)

    def parse_context(self, lang, size: int, rooms) -> dict:
        """What sentences resolve against besides their speaker: the case's people, rooms and objects."""
        return dict(
            lang=lang,
            size=size,
            rooms={k: r.name for k, r in (rooms or {}).items()},
            people=dict(self.genders),
            objects=dict(self.board_objects),
        )

    def scene(self, lang, size: int, rooms) -> tuple[list[Clue], list[str]]:
        """The scene's sentences, parsed by the clue parser (field scene[i], its line)."""
        entries = self.string_list("scene", "sentences about the whole board")
        clues: list[Clue] = []
        texts: list[str] = []
        if entries and len(entries) > MAX_SCENE:  # a work limit, as for cards: none of them is read
            self.err(
                f"the scene has {len(entries)} sentences; a scene holds at most {MAX_SCENE}", "scene", at=("scene",)
            )
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
        folded: dict[str, str] = {}  # normalized name -> the first name written so
        victims: list[str] = []
        # Cards are the costly part: with more entries than any board has people, the count is
        # wrong whatever they say, so they are not read (names and genders still are).
        read_cards = len(raw) <= MAX_SIZE
        card_errors, unread = 0, not read_cards
        # Cards may name anyone, also people further down the file: every well-formed name first.
        self.genders = {
            e["name"]: e["gender"]
            for e in raw
            if isinstance(e, dict)
            and isinstance(e.get("name"), str)
            and e["name"].strip()
            and e.get("gender") in ("f", "m")
        }
        for i, entry in enumerate(raw):
            field = f"person[{i + 1}]"
            at = ("person", i)
            if not isinstance(entry, dict):
                self.err(f"must be a table with name, gender and card, not {_type_name(entry)}", field, at=at)
                continue
            name = self.string(entry.get("name"), field + ".name", at + ("name",))
            who = name if name else None
            self.unknown(
                set(entry) - PERSON_FIELDS, "a person has name, gender, card and traits", field, at, person=who
            )
            if name is not None and not name.strip():
                self.err("the name is empty", field + ".name", at=at + ("name",))
                name = None
            if name is not None:
                if name in names:
                    self.err(f"duplicate person name '{name}'", field + ".name", at=at + ("name",), person=name)
                elif language.normalize(visible(name)) in folded:
                    first = folded[language.normalize(visible(name))]
                    if visible(name) != name or visible(first) != first:
                        self.err(
                            f"person name '{shown(name)}' differs from '{shown(first)}' only by invisible "
                            "characters (zero-width, direction or control characters); they print the same, "
                            "so they are the same name",
                            field + ".name",
                            at=at + ("name",),
                            person=name,
                        )
                    else:
                        self.err(
                            f"person name '{name}' differs from '{first}' only by case "
                            "or accents; cards name people without regard to them, so names must differ in "
                            "their letters",
                            field + ".name",
                            at=at + ("name",),
                            person=name,
                        )
                names.add(name)
                folded.setdefault(language.normalize(visible(name)), name)
            gender = self.string(entry.get("gender"), field + ".gender", at + ("gender",), person=who)
            if gender is not None and gender not in ("f", "m"):
                self.err(f"gender '{gender}' is not f or m", field + ".gender", at=at + ("gender",), person=who)
            card = self.string(entry.get("card"), field + ".card", at + ("card",), person=who, one_line=False)
            parsed: list[Clue] = []
            if card is not None and lang is not None and rooms is not None and read_cards:
                if card_errors >= MAX_CARD_ERRORS:
                    self.err(
                        f"this card and the ones after it are not read: the cards before hold "
                        f"{card_errors} errors already",
                        field + ".card",
                        at=at + ("card",),
                        person=who,
                    )
                    read_cards = False
                    unread = True
                    continue
                sentences = len(_SENTENCE_END.findall(card.strip() + " "))
                if sentences > MAX_SENTENCES:
                    self.err(
                        f"the card has {sentences} sentences; a card holds at most {MAX_SENTENCES}",
                        field + ".card",
                        at=at + ("card",),
                        person=who,
                    )
                    unread = True
                    continue
                parsed, problems = clue_parser.parse_card(
                    card, person=name or "", gender=gender or "", **self.parse_context(lang, size, rooms)
                )
                for problem in problems:
                    self.err(problem, field + ".card", at=at + ("card",), person=who)
                    unread = unread or "matches no accepted sentence" in problem
                card_errors += len(problems)
                if any(c.kind == "victim" for c in parsed):
                    victims.append(who or field)
            traits = self.traits(entry.get("traits"), field + ".traits", at + ("traits",), who)
            if name is not None and gender in ("f", "m") and card is not None:
                people.append(Person(name, gender, card, tuple(parsed), traits))
        self.person_names = names
        people = self.flags_completed(people)
        if (self.size_known or len(raw) > MAX_SIZE) and len(raw) != size:
            count = f"{len(raw)} {'person' if len(raw) == 1 else 'people'}"
            board = (
                f"a {size}x{size} board needs {size}"
                if self.size_known
                else f"a board has from {MIN_SIZE} to {MAX_SIZE}"
            )
            note = "; their cards are not read" if len(raw) > MAX_SIZE else ""
            self.err(f"the case has {count}; {board}{note}", "person", at=("person", 0))
        if lang is not None and rooms is not None:
            # A card sentence that could not be read at all might be the victim's: only then is
            # a missing victim left unsaid (a room typo or a wrong pronoun is read as its own kind).
            if not victims and not unread:
                self.err("no card carries the victim sentence; exactly one must", "person")
            elif len(victims) > 1:
                self.err(
                    f"{len(victims)} cards carry the victim sentence ({', '.join(victims)}); exactly one must", "person"
                )
        return people

    def traits(self, raw, field: str, at: tuple, who) -> tuple[tuple[str, str], ...]:
        """A person's traits = { glasses = true, hair = "red" }: names and values of pysm/lang/traits.toml."""
        if raw is None:
            return ()
        if not isinstance(raw, dict):
            self.err(f"must be a table of trait = value, not {_type_name(raw)}", field, at=at, person=who)
            return ()
        out = []
        for name, value in raw.items():
            where = f"{field}.{name}"
            if name == "gender":
                self.err("gender is a field of the person, not a trait", where, at=at + (name,), person=who)
                continue
            if name not in trait_data.known():
                self.err(
                    f"unknown trait '{shown(str(name))}' (known traits: {', '.join(trait_data.known())})",
                    where,
                    at=at + (name,),
                    person=who,
                )
                continue
            if trait_data.is_flag(name):
                if not isinstance(value, bool):
                    self.err(
                        f"'{name}' is had or not: write true or false, not {_type_name(value)}",
                        where,
                        at=at + (name,),
                        person=who,
                    )
                    continue
                out.append((name, trait_data.YES if value else trait_data.NO))
                continue
            if not isinstance(value, str) or value not in trait_data.values(name):
                shown_value = f"'{shown(value)}'" if isinstance(value, str) else _type_name(value)
                self.err(
                    f"{shown_value} is not a value of '{name}' (one of {', '.join(trait_data.values(name))})",
                    where,
                    at=at + (name,),
                    person=who,
                )
                continue
            out.append((name, value))
        return tuple(sorted(out))

    @staticmethod
    def flags_completed(people: list[Person]) -> list[Person]:
        """A flag trait that someone of the case lists reads "no" for everyone who does not."""
        flags = sorted({t for p in people for t, _ in p.traits if trait_data.is_flag(t)})
        out = []
        for p in people:
            have = dict(p.traits)
            missing = [(t, trait_data.NO) for t in flags if t not in have]
            out.append(dataclasses.replace(p, traits=tuple(sorted(p.traits + tuple(missing)))) if missing else p)
        return out

    def errors_about(self, suffix: str) -> bool:
        return any(e.field and e.field.endswith(suffix) for e in self.errors)

    def solution(self, size: int, people: list[Person]):
        raw = self.data.get("solution")
        if raw is None:
            return None, None
        if not isinstance(raw, dict):
            self.err(f"must be a table of person = cell, not {_type_name(raw)}", "solution", at=("solution",))
            return None, None
        names = self.person_names  # None: the [[person]] list itself is missing or broken
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
                self.err(
                    f"cell '{shown(value)}' is not on the {size}x{size} board (A1 to {last}{shape})",
                    field,
                    at=("solution", key),
                    person=shown(key),
                )
                continue
            cell = parse_cell(value, size) if self.size_known else None
            if cell is not None and self.grid is not None and self.grid[cell[0] - 1][cell[1] - 1] == VOID:
                self.err(
                    f"cell '{value.strip().upper()}' is in no room: nobody stands there",
                    field,
                    at=("solution", key),
                    person=shown(key),
                )
                continue
            cells.append((person, value.strip().upper()))
        return tuple(sorted(cells)), murderer
