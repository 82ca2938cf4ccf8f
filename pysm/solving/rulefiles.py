"""Rule files read once per machine: each statement's text and its relevance analysis, on disk.

Without this a fresh process spends a large part of its start on the rule files before its first
grounding (docs/performance.md): clingo's parser building Python AST objects for some 800 statements, str() of each, and the
analysis of pysm/solving/relevant.py. None of it depends on the case, so it is kept on disk, keyed by
the file's bytes (and the versions of clingo and of the analysis): a later process reads the
texts and analyses back in a few milliseconds and gives clingo the kept statements as text.

Text, never clingo AST objects, is what outlives a grounding: clingo counts the references
to an AST node without atomic operations and releases the GIL while it reads one, so AST
statements shared by the uniqueness thread and the proof (or by the studio's workers)
corrupted clingo's heap now and then (a crash in CI, "invalid ast" errors). Each statement
remembers where it came from (`origin`), so that pysm.solving.solver can have clingo read the files
themselves when it needs a message to name a file and line.

The entries live in pysm.core.diskcache's private folder (PYSM_CACHE_DIR="" turns it off); one
that cannot be read, or does not have the expected shape, is made anew.
"""

from __future__ import annotations

from pathlib import Path

import clingo

from pysm.core import diskcache
from pysm.core.errors import RulesError
from pysm.solving import relevant

FORMAT = 1  # the layout of an entry; raise it when the entry's contents change


class Statement:
    """One statement of a rule file: clingo's text of it, its analysis, and where it is
    (the file and its place among the file's statements, as clingo's parser gives them).
    str() gives the text, as for a clingo AST statement."""

    __slots__ = ("text", "analysis", "origin")

    def __init__(self, text: str, analysis, origin: tuple[str, int]):
        self.text, self.analysis, self.origin = text, analysis, origin

    def __str__(self) -> str:
        return self.text

    @property
    def program(self) -> str | None:
        """The part a `#program NAME.` or `#program NAME(...).` directive opens, else None."""
        if not self.text.startswith("#program "):
            return None
        return self.text[len("#program ") :].split("(", 1)[0].rstrip(". ")


_FILES: dict[tuple[str, int, int], tuple[Statement, ...]] = {}  # (path, mtime, size) -> statements


def statements(path: Path, logger, limit: int = 20) -> tuple[Statement, ...]:
    """A file's statements, in order; read once per process while the file is unchanged, and
    from the disk cache when this machine has read the same bytes before."""
    try:
        info = path.stat()
        key = (str(path), info.st_mtime_ns, info.st_size)
        found = _FILES.get(key)
        if found is None:
            data = path.read_bytes()
    except OSError as exc:
        raise RulesError(f"{path}: {exc.strerror or exc}") from None
    if found is None:
        found = _FILES[key] = _read(path, data, logger, limit)
    return found


def _read(path: Path, data: bytes, logger, limit: int) -> tuple[Statement, ...]:
    name = entry_name("rules", data)
    rows = diskcache.load(name)
    if rows is not None:
        try:
            return tuple(
                Statement(text, relevant.restore(fields), (str(path), i)) for i, (text, fields) in enumerate(rows)
            )
        except (TypeError, ValueError):  # an entry of another shape: read the file anew
            pass
    texts = [str(a) for a in _parse(path, logger, limit)]
    found = tuple(Statement(text, relevant.analyse(text), (str(path), i)) for i, text in enumerate(texts))
    diskcache.store(name, [(s.text, relevant.fields(s.analysis)) for s in found])
    return found


def _parse(path: Path, logger, limit: int) -> list:
    from clingo.ast import parse_files  # a process that finds every file in the disk cache never needs it

    asts: list = []
    try:
        parse_files([str(path)], asts.append, logger=logger, message_limit=limit)
    except RuntimeError as exc:
        raise RulesError(str(exc)) from None
    return asts


def entry_name(kind: str, data: bytes) -> str:
    """The disk cache's name for these bytes, for this clingo and this analysis (FORMAT too)."""
    return diskcache.name_of(kind, digest(data))


def digest(data: bytes):
    """diskcache.digest() of these bytes after the versions entry_name() puts before them."""
    return diskcache.digest(f"{FORMAT}\0{clingo.__version__}\0{relevant.VERSION}\0".encode() + data)


_KEPT: dict = {}  # (statements, shapes, roots, always) -> (statements, those kept)


def kept(statements: list, shapes, roots=(), always=()) -> list:
    """The statements relevant.relevant() keeps, remembered for each list of statements, shapes of
    facts, roots and always (cases with the same shapes of facts share the analysis)."""
    ids = tuple(map(id, statements))
    key = (ids, shapes, tuple(roots), tuple(always))
    entry = _KEPT.get(key)
    if entry is None:
        if len(_KEPT) > 512:
            _KEPT.clear()
        keep = _stored(statements, ids, shapes, roots, always)
        # the entry holds the statements themselves, so the ids in the key stay theirs
        entry = _KEPT[key] = (statements, [st for st, k in zip(statements, keep, strict=False) if k])
    return entry[1]


_TEXTS: dict = {}  # the statements' ids -> (statements, the digest() of their texts and a "\0")


def _stored(statements: list, ids: tuple, shapes, roots, always) -> list[bool]:
    """relevant.relevant(), kept on disk by the statements' texts and the rest of its
    arguments: an author who verifies a case again after editing its cards, or a publisher
    who verifies a catalogue again, mostly meets shapes of facts seen before. The texts are
    hashed once per list of statements (`ids`); the name is entry_name() of all of it."""
    texts = _TEXTS.get(ids)
    if texts is None:
        if len(_TEXTS) > 64:
            _TEXTS.clear()
        texts = _TEXTS[ids] = (tuple(statements), digest("\1".join(map(str, statements)).encode() + b"\0"))
    hashed = texts[1].copy()
    hashed.update("\0".join([*sorted(map(repr, shapes)), repr(tuple(roots)), repr(tuple(always))]).encode())
    name = diskcache.name_of("kept", hashed)
    keep = diskcache.load(name)
    if isinstance(keep, bytes) and len(keep) == len(statements):
        return [k == 1 for k in keep]
    keep = relevant.relevant(statements, shapes, roots, always)
    diskcache.store(name, bytes(keep))
    return keep
