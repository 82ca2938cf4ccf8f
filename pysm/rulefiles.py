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

The folder is private to the user (PYSM_CACHE_DIR, or pysm-cache-<uid> in the temporary
folder; made with mode 0700 and used only when it is the user's own and nobody else may
write it), as Jinja does for its compiled templates; PYSM_CACHE_DIR="" turns the cache off.
An entry that cannot be read or written, or does not have the expected shape, is made anew.
"""
from __future__ import annotations

import atexit
import hashlib
import marshal
import os
import stat
import tempfile
from pathlib import Path

import clingo
import clingo.ast

from pysm import relevant

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


def statements(path: Path, logger, limit: int = 20) -> tuple[Statement, ...]:
    """A file's statements, in order; read once per process while the file is unchanged, and
    from the disk cache when this machine has read the same bytes before. They are text (and
    clingo parses them at each grounding) until the AST_AFTER-th use in this process."""
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
    if entry[1] == AST_AFTER:
        _attach(path, entry[0], logger, limit)
    return entry[0]


def _read(path: Path, data: bytes, logger, limit: int) -> tuple[Statement, ...]:
    name = entry_name("rules", data)
    rows = load(name)
    if rows is not None:
        try:
            return tuple(Statement(text, relevant.restore(fields)) for text, fields in rows)
        except (TypeError, ValueError):     # an entry of another shape: read the file anew
            pass
    texts = [str(a) for a in _parse(path, logger, limit)]
    found = tuple(Statement(text, relevant.analyse(text)) for text in texts)
    store(name, [(s.text, relevant.fields(s.analysis)) for s in found])
    return found


def _parse(path: Path, logger, limit: int) -> list:
    asts: list = []
    try:
        clingo.ast.parse_files([str(path)], asts.append, logger=logger, message_limit=limit)
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
    """The name of the entry for these bytes (and this clingo, this analysis, this FORMAT)."""
    digest = hashlib.sha256()
    for part in (str(FORMAT), clingo.__version__, relevant.VERSION):
        digest.update(part.encode() + b"\0")
    digest.update(data)
    return f"{kind}-{digest.hexdigest()[:40]}.marshal"


def load(name: str):
    """An entry's value, or None when there is none that can be read."""
    folder = cache_dir()
    if folder is None:
        return None
    try:
        return marshal.loads((folder / name).read_bytes())
    except Exception:   # noqa: BLE001 - missing, cut short, garbled: made anew
        return None


def store(name: str, value) -> None:
    """Keep an entry (plain values only: marshal); a folder that cannot take it costs nothing."""
    folder = cache_dir()
    if folder is None:
        return
    file = folder / name
    temporary = file.with_name(f"{file.name}.{os.getpid()}.tmp")
    try:
        temporary.write_bytes(marshal.dumps(value))
        os.replace(temporary, file)
    except OSError:
        try:
            temporary.unlink()
        except OSError:
            pass


def cache_dir() -> Path | None:
    """The user's private cache folder, made if need be; None when it is turned off or is not
    safe to use (another owner, writable by others, not a folder)."""
    chosen = os.environ.get("PYSM_CACHE_DIR")
    if chosen == "":
        return None
    folder = Path(chosen) if chosen else Path(tempfile.gettempdir()) / f"pysm-cache-{os.getuid()}"
    try:
        folder.mkdir(mode=0o700, exist_ok=True)
        info = os.lstat(folder)
    except OSError:
        return None
    if not stat.S_ISDIR(info.st_mode) or info.st_uid != os.getuid() or info.st_mode & 0o022:
        return None
    return folder
