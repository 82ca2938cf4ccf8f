"""pysm's own data files parsed once per machine: their TOML kept on disk as marshal data.

A fresh `pysm verify` parses the language data (pysm/lang/<code>.toml, kinds-<code>.toml,
objects.toml) with tomllib, a noticeable part of its start (docs/performance.md). The parse
depends only on the file's bytes, so it is kept on disk, keyed by those bytes (and this
Python, whose marshal format it is): a later process reads it back at once.

The folder is private to the user (PYSM_CACHE_DIR, or pysm-cache-<uid> in the temporary
folder; made with mode 0700 and used only when it is the user's own and nobody else may
write it); PYSM_CACHE_DIR="" turns the cache off. An entry that cannot be read or written,
or is not of the expected shape, is made anew; values marshal cannot hold (a TOML date)
are simply not kept. Case files are never kept: they are the input, read once.
"""

from __future__ import annotations

import hashlib
import marshal
import os
import stat
import sys
import tempfile
import tomllib
from pathlib import Path
from typing import Any

FORMAT = 1  # the layout of an entry; raise it when what is kept changes


def toml(path: Path) -> dict[str, Any]:
    """tomllib's parse of the file, from the cache when this machine parsed the same bytes."""
    data = path.read_bytes()
    name = entry_name("toml", data)
    kept = load(name)
    if isinstance(kept, dict):
        return kept
    value = tomllib.loads(data.decode())
    store(name, value)
    return value


def entry_name(kind: str, data: bytes) -> str:
    """The name of the entry for these bytes (and this FORMAT, this Python's marshal)."""
    return name_of(kind, digest(data))


def digest(data: bytes) -> hashlib._Hash:
    """The hash entry_name() takes of `data`, still open: a caller that names many entries
    whose bytes begin alike hashes the beginning once and updates a copy() with each rest
    (name_of(kind, that copy) is entry_name(kind, beginning + rest))."""
    hashed = hashlib.sha256(f"{FORMAT}\0{sys.version}\0".encode())
    hashed.update(data)
    return hashed


def name_of(kind: str, hashed: hashlib._Hash) -> str:
    """The name of the entry whose bytes `hashed` (from digest()) has taken."""
    return f"{kind}-{hashed.hexdigest()[:40]}.marshal"


def load(name: str) -> Any:
    """An entry's value, or None when there is none that can be read."""
    folder = cache_dir()
    if folder is None:
        return None
    try:
        return marshal.loads((folder / name).read_bytes())
    except Exception:  # noqa: BLE001 - missing, cut short, garbled: made anew
        return None


def store(name: str, value: Any) -> None:
    """Keep an entry (plain values only); a folder that cannot take it costs nothing."""
    folder = cache_dir()
    if folder is None:
        return
    try:
        payload = marshal.dumps(value)
    except ValueError:  # a value marshal cannot hold: not kept
        return
    file = folder / name
    temporary = file.with_name(f"{file.name}.{os.getpid()}.tmp")
    try:
        temporary.write_bytes(payload)
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
        try:
            info = os.lstat(folder)  # there already (every run but the first): one system call
        except FileNotFoundError:
            folder.mkdir(mode=0o700, exist_ok=True)
            info = os.lstat(folder)
    except OSError:
        return None
    if not stat.S_ISDIR(info.st_mode) or info.st_uid != os.getuid() or info.st_mode & 0o022:
        return None
    return folder
