"""Files written whole: a reader (or a stop halfway) never meets half a file, and an existing
file is replaced only when the caller says so.

Every file pysm writes for the user (generated and repaired cases, pictures, the studio's
saves) goes through write_atomic, so they all get the same guarantees.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

from pysm.core.errors import Exists
from pysm.core.stopping import shielded


def _file_mode() -> int:
    """The mode a new file gets from the umask (mkstemp's files are 0600 whatever the umask)."""
    mask = os.umask(0o022)
    os.umask(mask)
    return 0o666 & ~mask


@contextlib.contextmanager
def folder_lock(folder: Path) -> Iterator[None]:
    """An exclusive lock on the folder while a case is placed in it: two runs at once never
    choose names (or write one puzzle twice) at the same time."""
    folder.mkdir(parents=True, exist_ok=True)
    fd = os.open(folder, os.O_RDONLY)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)  # closing releases the lock


@shielded
def write_atomic(path: Path, data: str | bytes, *, force: bool = False, keep_mode: bool = False) -> None:
    """Write `data` (text goes as UTF-8) through a temporary file in the same folder; never
    replace a file unless `force` (else Exists). The file gets the umask's mode; with
    `keep_mode` a file it replaces keeps its own (an edited file stays as its owner set it).
    A stopping signal waits until it has returned (pysm.core.stopping)."""
    if isinstance(data, str):
        data = data.encode("utf-8")
    tmp = None
    try:
        fd, tmp = tempfile.mkstemp(prefix="." + path.stem + ".", suffix=".tmp", dir=path.parent)
        mode = _file_mode()
        if keep_mode:
            with contextlib.suppress(FileNotFoundError):
                mode = path.stat().st_mode & 0o777
        os.fchmod(fd, mode)
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        if force:
            os.replace(tmp, path)
        else:
            try:
                os.link(tmp, path)  # fails if the name exists: no race with another writer
            except FileExistsError:
                raise Exists(str(path)) from None
            except OSError:  # a file system without hard links
                if path.exists():
                    raise Exists(str(path)) from None
                os.replace(tmp, path)
    finally:
        if tmp is not None and os.path.lexists(tmp):
            os.unlink(tmp)
