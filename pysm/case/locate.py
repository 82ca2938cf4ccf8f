"""Find the line of a field in a case file's text, so errors can say where.

tomllib and json give values without positions; authors need line numbers.
This is a light scan of the text, good for the layouts people write by hand:
it knows tables (`[room.A]`, `[[person]]`) and keys, and falls back to None.
"""

from __future__ import annotations

import itertools
import json
import re

# Both patterns run in linear time on any line (no nested or adjacent unbounded repeats
# over the same characters): a hostile line must not stall the loader.
_TABLE = re.compile(r"^[ \t]*(\[\[?)([^\]\n]*)\]\]?[ \t]*(?:#.*)?$")
_QUOTED = re.compile(r'"([^"\\\n]*)"')
_KEY = re.compile(r'^[ \t]*(?:"([^"\n]*)"|([A-Za-z0-9_\-]+))[ \t]*=')


class Locator:
    """Maps (table, index, key) to a 1-based line number.

    The text is split and scanned at the first question: a case without errors asks none,
    and the scan cost its load about a fifth of a millisecond on a 9x9 case."""

    def __init__(self, text: str, is_json: bool = False):
        self._text = text
        self._lines: list[str] | None = None
        self.is_json = is_json
        self._scanned: dict[tuple, int] | None = None
        self._keys: dict[str, tuple[int, int]] | None = None
        self._paths: dict[tuple, int] | None = None

    @property
    def lines(self) -> list[str]:
        if self._lines is None:
            self._lines = self._text.splitlines()
        return self._lines

    @property
    def _where(self) -> dict[tuple, int]:
        """(table, ..., key) -> the line that opens it, scanned once (TOML)."""
        if self._scanned is None:
            self._scanned = {}
            self._scan_toml()
        return self._scanned

    def _scan_toml(self) -> None:
        table: tuple = ()
        counts: dict[str, int] = {}
        scanned = self._scanned
        assert scanned is not None  # set by _where before the scan
        for no, line in enumerate(self.lines, 1):
            m = _TABLE.match(line)
            if m and not line.strip().startswith(('"', "'")):
                name = m.group(2).strip()
                if not name:
                    continue
                if m.group(1) == "[[":
                    counts[name] = counts.get(name, 0) + 1
                    table = (name, counts[name] - 1)
                else:
                    parts = [p.strip().strip('"') for p in name.split(".")]
                    table = tuple(parts)
                scanned.setdefault(table, no)
                continue
            k = _KEY.match(line)
            if k:
                scanned.setdefault(table + (k.group(1) if k.group(1) is not None else k.group(2),), no)

    def line(self, *path) -> int | None:
        """Line of a key path: ("rooms",), ("room", "A", "floor"), ("person", 2, "card")."""
        if self.is_json:
            return self._json_line(path)
        while path:
            if tuple(path) in self._where:
                return self._where[tuple(path)]
            path = path[:-1]
        return None

    def grid_line(self, field: str, row: int) -> int | None:
        """Line of the row-th (0-based) non-empty line of a multi-line grid string."""
        if self.is_json:
            return self._json_line((field, row)) if isinstance(self.line(field), int) else None
        start = self.line(field)
        if start is None:
            return None
        first = self.lines[start - 1]
        after = first.split("=", 1)[1] if "=" in first else ""
        seen = 0
        # A grid may start on the key's own line (rooms = """AABB) or on the next; the lines are
        # visited lazily, up to the row asked for or the closing quotes.
        candidates = itertools.chain(
            [(start, after.replace('"""', "").replace("'''", ""))],
            ((no, self.lines[no - 1]) for no in range(start + 1, len(self.lines) + 1)),
        )
        for no, text in candidates:
            if text.strip() and text.strip() not in ('"""', "'''"):
                if seen == row:
                    return no
                seen += 1
            if no != start and ('"""' in text or "'''" in text):
                break
        return None

    def _json_line(self, path) -> int | None:
        # The line of the deepest part of the path the text holds: ("person", 2, "card") is the
        # third person's card, not any line that says "card".
        if self._paths is None:
            self._paths = _json_paths("\n".join(self.lines))
        path = tuple(path)
        while path:
            if path in self._paths:
                return self._paths[path]
            path = path[:-1]
        return None

    def _json_keys(self) -> dict[str, tuple[int, int]]:
        """Every quoted string of the text -> (first line, how many lines hold it), built once:
        looking up many keys costs one pass over the file, not one per key."""
        if self._keys is None:
            self._keys = {}
            for no, line in enumerate(self.lines, 1):
                for word in set(_QUOTED.findall(line)):
                    first, count = self._keys.get(word, (no, 0))
                    self._keys[word] = (first, count + 1)
        return self._keys


_JSON_TOKEN = re.compile(r'"(?:[^"\\\n]|\\.)*"|[{}\[\],:]|\n')
_JSON_DEPTH = 8  # deeper paths name nothing a case holds: not kept


def _json_paths(text: str) -> dict[tuple, int]:
    """Every key path of a JSON text ("person", 2, "card") -> the line its key (or, in an array, its
    element) starts on. One pass over the tokens with a stack of its own (no recursion, so a deep
    text cannot overflow it)."""
    out: dict[tuple, int] = {}
    stack: list[list] = []  # per open container: [is_object, key or index, expecting a key]
    line = 1
    element = False  # an array element starts at the next value token
    for m in _JSON_TOKEN.finditer(text):
        tok = m.group()
        if tok == "\n":
            line += 1
            continue
        top = stack[-1] if stack else None
        if element and tok not in ",]" and top is not None and not top[0]:
            if len(stack) <= _JSON_DEPTH:
                out.setdefault(tuple(f[1] for f in stack), line)
            element = False
        if tok in "{[":
            stack.append([tok == "{", None if tok == "{" else 0, tok == "{"])
            element = tok == "["
        elif tok in "}]":
            if stack:
                stack.pop()
            element = False
        elif tok == ",":
            if top is not None and top[0]:
                top[2] = True
            elif top is not None:
                top[1] += 1
                element = True
        elif tok.startswith('"') and top is not None and top[0] and top[2]:
            try:
                top[1] = json.loads(tok)
            except ValueError:
                top[1] = tok[1:-1]
            top[2] = False
            if len(stack) <= _JSON_DEPTH:
                out.setdefault(tuple(f[1] for f in stack), line)
    return out
