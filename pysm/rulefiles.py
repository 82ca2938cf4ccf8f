"""Rule files read once per machine: each statement's text and its relevance analysis, on disk.

A fresh process used to spend about 60 ms on the rule files before its first grounding:
clingo's parser building Python AST objects for some 800 statements, str() of each, and the
analysis of pysm/relevant.py. None of it depends on the case, so it is kept on disk, keyed by
the file's bytes (and the versions of clingo and of the analysis): a later process reads the
texts and analyses back in a few milliseconds and gives clingo the kept statements as text.

Text costs clingo a parse at every grounding (about 1.5 ms for the step program), where AST
statements cost 0.4 ms; so a process that grounds many cases parses each file into AST
statements once it has used the file AST_AFTER times, and then hands clingo those. The text
is clingo's own normal form of the same statement, so both give the same program (the tests
compare every proof and solve both ways).

The entries live in pysm.diskcache's private folder (PYSM_CACHE_DIR="" turns it off); one
that cannot be read, or does not have the expected shape, is made anew.
"""
from __future__ import annotations

import atexit
from pathlib import Path

import clingo

from pysm import diskcache, relevant

FORMAT = 1          # the layout of an entry; raise it when the entry's contents change
AST_AFTER = 3       # uses of a file in one process after which its AST statements pay off


class Statement:
    """One statement of a rule file: clingo's text of it, its analysis, and (once parsed in
    this process) its AST. str() gives the text, as for a clingo AST statement."""

    __slots__ = ("text", "analysis", "ast")

    def __init__(self, text: str, analysis, ast=None):
        self.text, self.analysis, self.ast = text, analysis, ast

    def __str__(self) -> str:
        return self.text

    @property
    def program(self) -> str | None:
        """The part a `#program NAME.` or `#program NAME(...).` directive opens, else None."""
        if not self.text.startswith("#program "):
            return None
        return self.text[len("#program "):].split("(", 1)[0].rstrip(". ")


class RulesError(Exception):
    """A rule file could not be read or parsed (pysm.solver re-raises it as its RulesError)."""


_FILES: dict[tuple[str, int, int], list] = {}   # (path, mtime, size) -> [statements, uses]
_WITH_AST: list[tuple[Statement, ...]] = []      # the statements given their AST (see _attach)


@atexit.register
def _drop_asts() -> None:
    """Let go of the AST statements while clingo can still free them: a statement finalized
    after clingo's module at the interpreter's exit prints an ignored error."""
    for found in _WITH_AST:
        for statement in found:
            statement.ast = None


def statements(path: Path, logger, limit: int = 20, *, ast: bool = False) -> tuple[Statement, ...]:
    """A file's statements, in order; read once per process while the file is unchanged, and
    from the disk cache when this machine has read the same bytes before. They are text (and
    clingo parses them at each grounding) until the AST_AFTER-th use in this process, or from
    the first with `ast` (a user's rule file: clingo's messages then name its lines)."""
    try:
        info = path.stat()
        key = (str(path), info.st_mtime_ns, info.st_size)
        entry = _FILES.get(key)
        if entry is None:
            data = path.read_bytes()
    except OSError as exc:
        raise RulesError(f"{path}: {exc.strerror or exc}") from None
    if entry is None:
        entry = _FILES[key] = [_read(path, data, logger, limit), 0]
    entry[1] += 1
    if (entry[1] == AST_AFTER or ast) and entry[0] and entry[0][0].ast is None:
        _attach(path, entry[0], logger, limit)
    return entry[0]


def _read(path: Path, data: bytes, logger, limit: int) -> tuple[Statement, ...]:
    name = entry_name("rules", data)
    rows = diskcache.load(name)
    if rows is not None:
        try:
            return tuple(Statement(text, relevant.restore(fields)) for text, fields in rows)
        except (TypeError, ValueError):     # an entry of another shape: read the file anew
            pass
    texts = [str(a) for a in _parse(path, logger, limit)]
    found = tuple(Statement(text, relevant.analyse(text)) for text in texts)
    diskcache.store(name, [(s.text, relevant.fields(s.analysis)) for s in found])
    return found


def _parse(path: Path, logger, limit: int) -> list:
    from clingo.ast import parse_files     # a process that finds every file in the disk cache never needs it

    asts: list = []
    try:
        parse_files([str(path)], asts.append, logger=logger, message_limit=limit)
    except RuntimeError as exc:
        raise RulesError(str(exc)) from None
    return asts


def _attach(path: Path, found: tuple[Statement, ...], logger, limit: int) -> None:
    """Give each statement its AST, parsed now (see AST_AFTER); left as text if the file no
    longer parses to the same statements (it changed on disk since)."""
    try:
        asts = _parse(path, logger, limit)
    except RulesError:
        return
    if len(asts) == len(found) and all(str(a) == s.text for a, s in zip(asts, found)):
        for a, s in zip(asts, found):
            s.ast = a
        _WITH_AST.append(found)


def entry_name(kind: str, data: bytes) -> str:
    """The disk cache's name for these bytes, for this clingo and this analysis (FORMAT too)."""
    versions = f"{FORMAT}\0{clingo.__version__}\0{relevant.VERSION}\0".encode()
    return diskcache.entry_name(kind, versions + data)
