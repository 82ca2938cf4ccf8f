"""Read one TheApo level file and check that it has the shape the converter reads.

Only the shape is checked here (types, sizes, references); what the clues mean is the
converter's business. Every problem names the file and the place (a JSON line and column for
a syntax error, a field path otherwise).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from pysm.core.errors import PysmError

MAX_BYTES = 2_000_000
VOID = "."
SIDES = ("N", "E", "S", "W")


class LevelInvalid(PysmError):
    """A file that is not a level of the shape TheApo's editor writes (exit status 2)."""

    exit_status = 2

    def __init__(self, path: str, message: str, where: str | None = None):
        self.path, self.where, self.reason = path, where, message
        super().__init__(f"{path}: {where + ': ' if where else ''}{message}")


@dataclass(frozen=True)
class Person:
    id: str
    name: str
    traits: dict  # attribute -> value, gender included
    clues: tuple = ()  # clue trees as JSON (dicts)


@dataclass(frozen=True)
class Level:
    path: str
    stem: str
    title: str
    titles: dict
    author: str
    width: int
    height: int
    rooms: dict  # room char -> {"nameKey", "color", "outside"}
    objects: dict  # object char -> {"type", "occupiable"}
    room_map: tuple[str, ...]
    ground_map: tuple[str, ...] | None
    top_map: tuple[str, ...] | None
    windows: tuple[tuple[int, int, str], ...]
    doors: tuple[tuple[int, int, str], ...]
    suspects: tuple[Person, ...]
    victim: Person
    board_clues: tuple = ()
    global_clues: tuple = field(default=())


def read(path: str) -> Level:
    """The level in `path`; LevelInvalid when it cannot be read or is not a level."""
    try:
        raw = Path(path).read_bytes()
    except OSError as exc:
        raise LevelInvalid(path, f"cannot read the file: {exc.strerror or exc}") from None
    if len(raw) > MAX_BYTES:
        raise LevelInvalid(path, f"the file is larger than the limit of {MAX_BYTES} bytes")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise LevelInvalid(path, "the file is not valid UTF-8 text") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise LevelInvalid(path, f"not valid JSON: {exc.msg}", f"line {exc.lineno}, column {exc.colno}") from None
    except RecursionError:
        raise LevelInvalid(path, "the file nests too deeply to be a level") from None
    return _Reader(path, data).level()


class _Reader:
    def __init__(self, path: str, data):
        self.path, self.data = path, data

    def fail(self, where: str, message: str):
        raise LevelInvalid(self.path, message, where)

    def get(self, table: dict, key: str, kind, where: str, required: bool = True):
        value = table.get(key)
        if value is None:
            if required:
                self.fail(f"{where}.{key}" if where else key, "missing")
            return None
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            names = {str: "a string", int: "a number", list: "a list", dict: "an object", bool: "true/false"}
            want = names.get(kind, " or ".join(names.get(k, str(k)) for k in kind) if isinstance(kind, tuple) else kind)
            self.fail(f"{where}.{key}" if where else key, f"must be {want}")
        return value

    def grid(self, key: str, width: int, height: int, required: bool = False) -> tuple[str, ...] | None:
        rows = self.get(self.data, key, list, "", required)
        if rows is None:
            return None
        if len(rows) != height or not all(isinstance(r, str) and len(r) == width for r in rows):
            self.fail(key, f"must be {height} strings of {width} characters")
        return tuple(rows)

    def person(self, entry, where: str, victim: bool = False) -> Person:
        if not isinstance(entry, dict):
            self.fail(where, "must be an object")
        name = self.get(entry, "name", str, where)
        traits = self.get(entry, "attributes", dict, where, required=False) or {}
        clues = () if victim else tuple(self.get(entry, "clues", list, where, required=False) or ())
        for i, c in enumerate(clues):
            if not isinstance(c, dict) or not isinstance(c.get("type"), str):
                self.fail(f"{where}.clues[{i}]", "a clue must be an object with a type")
        pid = "victim" if victim else self.get(entry, "id", str, where)
        return Person(pid, name, dict(traits), clues)

    def edges(self, key: str, width: int, height: int) -> tuple[tuple[int, int, str], ...]:
        out = []
        for i, e in enumerate(self.get(self.data, key, list, "", required=False) or ()):
            where = f"{key}[{i}]"
            if not isinstance(e, dict):
                self.fail(where, "must be an object with r, c and side")
            r, c = self.get(e, "r", int, where), self.get(e, "c", int, where)
            side = self.get(e, "side", str, where)
            if side not in SIDES or not (0 <= r < height and 0 <= c < width):
                self.fail(where, f"({r}, {c}, {side}) is not a side of a cell of the {width}x{height} board")
            out.append((r, c, side))
        return tuple(out)

    def level(self) -> Level:
        d = self.data
        if not isinstance(d, dict):
            self.fail("(top)", "a level is a JSON object")
        if d.get("schema") != 1:
            self.fail("schema", f"unsupported schema {d.get('schema')!r}; only schema 1 is read")
        size = self.get(d, "size", dict, "")
        width, height = self.get(size, "width", int, "size"), self.get(size, "height", int, "size")
        if width != height or not 1 <= width <= 26:
            self.fail("size", f"{width}x{height}: only square boards are read")
        rooms = self.get(d, "rooms", dict, "")
        for key, room in rooms.items():
            if not isinstance(room, dict) or len(key) != 1:
                self.fail(f"rooms.{key}", "a room is a one-character key with an object of nameKey, color, outside")
        objects = self.get(d, "objects", dict, "", required=False) or {}
        for key, obj in objects.items():
            where = f"objects.{key}"
            if len(key) != 1 or key == VOID or not isinstance(obj, dict):
                self.fail(where, "an object is a one-character key (not '.') with an object of type, occupiable")
            self.get(obj, "type", str, where)
            self.get(obj, "occupiable", bool, where)
        room_map = self.grid("roomMap", width, height, required=True)
        assert room_map is not None  # required=True: grid() has failed when it is missing
        for r, row in enumerate(room_map):
            for c, ch in enumerate(row):
                if ch != VOID and ch not in rooms:
                    self.fail(f"roomMap[{r}]", f"room '{ch}' at column {c} has no entry in rooms")
        ground, top = self.grid("groundMap", width, height), self.grid("topMap", width, height)
        for key, rows in (("groundMap", ground), ("topMap", top)):
            for r, row in enumerate(rows or ()):
                for c, ch in enumerate(row):
                    if ch != VOID and ch not in objects:
                        self.fail(f"{key}[{r}]", f"object '{ch}' at column {c} has no entry in objects")
        suspects = tuple(self.person(p, f"suspects[{i}]") for i, p in enumerate(self.get(d, "suspects", list, "")))
        if len({p.id for p in suspects}) != len(suspects):
            self.fail("suspects", "two suspects share an id")
        victim = self.person(self.get(d, "victim", dict, ""), "victim", victim=True)
        board_clues = tuple(self.get(d, "boardClues", list, "", required=False) or ())
        for i, c in enumerate(board_clues):
            if not isinstance(c, dict) or not isinstance(c.get("type"), str):
                self.fail(f"boardClues[{i}]", "a board clue must be an object with a type")
        titles = self.get(d, "titles", dict, "", required=False) or {}
        return Level(
            path=self.path,
            stem=Path(self.path).stem,
            title=self.get(d, "title", str, "", required=False) or "",
            titles=dict(titles),
            author=self.get(d, "author", str, "", required=False) or "",
            width=width,
            height=height,
            rooms=dict(rooms),
            objects=dict(objects),
            room_map=room_map,
            ground_map=ground,
            top_map=top,
            windows=self.edges("windows", width, height),
            doors=self.edges("doors", width, height),
            suspects=suspects,
            victim=victim,
            board_clues=board_clues,
            global_clues=tuple(self.get(d, "globalClues", list, "", required=False) or ()),
        )
