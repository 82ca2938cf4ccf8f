"""Find the line of a field in a case file's text, so errors can say where.

tomllib and json give values without positions; authors need line numbers.
This is a light scan of the text, good for the layouts people write by hand:
it knows tables (`[room.A]`, `[[person]]`) and keys, and falls back to None.
"""
from __future__ import annotations

import itertools
import re

# Both patterns run in linear time on any line (no nested or adjacent unbounded repeats
# over the same characters): a hostile line must not stall the loader.
_TABLE = re.compile(r"^[ \t]*(\[\[?)([^\]\n]*)\]\]?[ \t]*(?:#.*)?$")
_QUOTED = re.compile(r'"([^"\\\n]*)"')
_KEY = re.compile(r'^[ \t]*(?:"([^"\n]*)"|([A-Za-z0-9_\-]+))[ \t]*=')


class Locator:
    """Maps (table, index, key) to a 1-based line number."""

    def __init__(self, text: str, is_json: bool = False):
        self.lines = text.splitlines()
        self.is_json = is_json
        self._where: dict[tuple, int] = {}
        self._keys: dict[str, tuple[int, int]] | None = None
        if not is_json:
            self._scan_toml()

    def _scan_toml(self) -> None:
        table: tuple = ()
        counts: dict[str, int] = {}
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
                self._where.setdefault(table, no)
                continue
            k = _KEY.match(line)
            if k:
                self._where.setdefault(table + (k.group(1) if k.group(1) is not None else k.group(2),), no)

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
        start = self.line(field)
        if start is None:
            return None
        first = self.lines[start - 1]
        after = first.split("=", 1)[1] if "=" in first else ""
        seen = 0
        # A grid may start on the key's own line (rooms = """AABB) or on the next; the lines are
        # visited lazily, up to the row asked for or the closing quotes.
        candidates = itertools.chain([(start, after.replace('"""', "").replace("'''", ""))],
                                     ((no, self.lines[no - 1]) for no in range(start + 1, len(self.lines) + 1)))
        for no, text in candidates:
            if text.strip() and text.strip() not in ('"""', "'''"):
                if seen == row:
                    return no
                seen += 1
            if no != start and ('"""' in text or "'''" in text):
                break
        return None

    def _json_line(self, path) -> int | None:
        # Best effort: the line of the deepest key of the path, when only one line names it
        # (a key that every person has, like "card", cannot say which person's it is).
        for key in reversed(path):
            if isinstance(key, str):
                found = self._json_keys().get(key)
                return found[0] if found is not None and found[1] == 1 else None
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
