"""The studio's access to its folder of cases: which files it lists, which path a request may
name, and saving a case without losing another's change.

A request names a case by its path inside the folder; nothing outside the folder, and no file
that is not a case (*.toml, *.json), is read or written. A file's version is the SHA-256 of its
bytes: a save names the version it was opened at and is refused when the file changed since.
"""
from __future__ import annotations

import hashlib
from pathlib import Path

from pysm.case.loader import MAX_BYTES
from pysm.core.errors import StudioError
from pysm.core.files import write_atomic

SUFFIXES = (".toml", ".json")


def version_of(data: bytes) -> str:
    """A file's version as the studio tracks it: the SHA-256 of its bytes."""
    return hashlib.sha256(data).hexdigest()


def case_paths(folder: Path) -> list[str]:
    """The folder's case files, relative, with '/' separators, sorted: what resolve() lets a
    request open (no link out of the folder), without the studio's own files (hidden folders)
    and files that read as data without a case's fields (an expected.json)."""
    from pysm.verify.gate import not_a_case
    found = []
    for p in folder.rglob("*"):
        rel = p.relative_to(folder)
        if p.suffix not in SUFFIXES or any(part.startswith(".") for part in rel.parts) or not p.is_file():
            continue
        try:
            resolve(folder, rel.as_posix())
        except StudioError:
            continue
        if not_a_case(str(p)) is None:
            found.append(rel.as_posix())
    return sorted(found)


def resolve(folder: Path, rel: str) -> Path:
    """The case file `rel` names inside `folder`; StudioError for anything else."""
    if not isinstance(rel, str) or not rel or "\x00" in rel:
        raise StudioError(400, "no case path given")
    path = (folder / rel).resolve()
    root = folder.resolve()
    if root not in path.parents or path.suffix not in SUFFIXES:
        raise StudioError(403, f"{rel}: not a case file of this folder")
    return path


def save(folder: Path, rel: str, text: str, version: str) -> str:
    """Write `text` over the case `rel` if its bytes on disk are still those of `version`;
    atomically (a temporary file renamed over it). Returns the new version."""
    path = resolve(folder, rel)
    data = text.encode("utf-8")
    if len(data) > MAX_BYTES:
        raise StudioError(413, f"the case is larger than {MAX_BYTES} bytes")
    try:
        current = path.read_bytes()
    except FileNotFoundError:
        raise StudioError(409, f"{rel} no longer exists on disk; not saved") from None
    if version_of(current) != version:
        raise StudioError(409, f"{rel} changed on disk since it was opened; not saved "
                               "(reopen it to see the other change)")
    if b"\r\n" in current and "\r" not in text:     # a browser edits with LF: the file keeps its CRLF
        data = text.replace("\n", "\r\n").encode("utf-8")
    write_atomic(path, data, force=True, keep_mode=True)
    return version_of(data)
