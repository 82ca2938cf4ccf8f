"""The studio's access to its folder of cases: which files it lists, which path a request may
name, and saving a case without losing another's change.

A request names a case by its path inside the folder; nothing outside the folder, and no file
that is not a case (*.toml, *.json), is read or written. The list holds the regular files the
command line's folder scan takes (pysm.case.scan: no .git, .venv, build, ...), and no symbolic
link that leads out of the folder. A file is read only when it is a regular file (opened without
waiting, so a FIFO cannot hold the server), and never more than the command line's size limit.
A file's version is the SHA-256 of its bytes: a save names the version it was opened at and is
refused when the file changed since.
"""

from __future__ import annotations

import hashlib
import os
import stat
from pathlib import Path

from pysm.case import scan
from pysm.case.loader import MAX_BYTES, read_regular
from pysm.core.errors import CaseInvalid, StudioError
from pysm.core.files import write_atomic

SUFFIXES = (".toml", ".json")


def version_of(data: bytes) -> str:
    """A file's version as the studio tracks it: the SHA-256 of its bytes."""
    return hashlib.sha256(data).hexdigest()


def case_paths(folder: Path) -> list[str]:
    """The folder's case files, relative, with '/' separators, sorted: the entries of the
    command line's folder scan that are regular files inside the folder, without files that read
    as data with none of a case's fields (an expected.json)."""
    from pysm.verify.gate import not_a_case

    root = folder.resolve()
    out = []
    for entry in scan.entries(str(folder)):
        path = Path(entry)
        try:
            real = path.resolve(strict=True)
            regular = stat.S_ISREG(os.stat(real).st_mode)
        except (OSError, RuntimeError):  # dangling, a loop, unreadable
            continue
        if regular and root in real.parents and not_a_case(entry) is None:
            out.append(path.relative_to(folder).as_posix())
    return sorted(out)


def resolve(folder: Path, rel: object) -> Path:
    """The case file `rel` names inside `folder`; StudioError for anything else."""
    if not isinstance(rel, str) or not rel or "\x00" in rel:
        raise StudioError(400, "no case path given")
    try:
        path = (folder / rel).resolve()
    except (OSError, RuntimeError):  # a symbolic link loop
        raise StudioError(422, f"{rel}: cannot be read (a symbolic link loop)") from None
    root = folder.resolve()
    if root not in path.parents or path.suffix not in SUFFIXES:
        raise StudioError(403, f"{rel}: not a case file of this folder")
    return path


def read(folder: Path, rel: str) -> bytes:
    """The bytes of the case `rel` names: StudioError 403 outside the folder, 404 when it is not
    there, 422 when it is not a regular file, 413 when it is larger than the size limit."""
    path = resolve(folder, rel)
    if not path.exists():
        raise StudioError(404, f"{rel}: no such case file")
    try:
        data = read_regular(str(path))
    except CaseInvalid as exc:
        raise StudioError(422, f"{rel}: {exc.errors[0].message}") from None
    if len(data) > MAX_BYTES:
        raise StudioError(
            413, f"{rel}: the file is larger than the limit of {MAX_BYTES} bytes; the studio does not open it"
        )
    return data


def save(folder: Path, rel: str, text: str, version: str) -> str:
    """Write `text` over the case `rel` if its bytes on disk are still those of `version`;
    atomically (a temporary file renamed over it). Returns the new version."""
    path = resolve(folder, rel)
    data = encoded(text)
    if len(data) > MAX_BYTES:
        raise StudioError(413, f"the case is larger than {MAX_BYTES} bytes")
    current = unchanged(folder, rel, version)
    if b"\r\n" in current and "\r" not in text:  # a browser edits with LF: the file keeps its CRLF
        data = text.replace("\n", "\r\n").encode("utf-8")
    write_atomic(path, data, force=True, keep_mode=True)
    return version_of(data)


def unchanged(folder: Path, rel: str, version: str) -> bytes:
    """The bytes of `rel` on disk, when they are still those of `version`; StudioError 409 when
    the file is gone or changed since it was opened."""
    if not resolve(folder, rel).exists():
        raise StudioError(409, f"{rel} no longer exists on disk; not saved")
    current = read(folder, rel)
    if version_of(current) != version:
        raise StudioError(
            409, f"{rel} changed on disk since it was opened; not saved (reopen it to see the other change)"
        )
    return current


def encoded(text: str) -> bytes:
    """The text as UTF-8; StudioError 400 for a lone surrogate (no file can hold it)."""
    try:
        return text.encode("utf-8")
    except UnicodeEncodeError as exc:
        line = text.count("\n", 0, exc.start) + 1
        raise StudioError(
            400,
            f"the text holds a lone surrogate (\\u{ord(text[exc.start]):04x}) on line {line}; it is not Unicode text",
        ) from None
