"""Placing a draft in a folder: its title chosen among the free file names, checked, written whole."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from pysm.authoring import gen_data
from pysm.authoring.generate.acceptance import check
from pysm.authoring.generate.drafting import Draft
from pysm.authoring.generate.request import Engine
from pysm.case.loader import read_text
from pysm.core.errors import Exists
from pysm.core.files import folder_lock, write_atomic
from pysm.core.model import CaseInvalid


@dataclass(frozen=True)
class Outcome:
    """What happened to one seed."""

    seed: int
    status: str  # written | unchanged | failed | exists
    path: Path | None = None
    title: str | None = None
    draft: Draft | None = None
    problems: tuple[str, ...] = ()

    def as_dict(self) -> dict:
        d = self.draft
        return {
            "seed": self.seed,
            "status": self.status,
            "file": None if self.path is None else str(self.path),
            "title": self.title,
            "problems": list(self.problems),
            "size": None if d is None else d.case.size,
            "language": None if d is None else d.case.language,
            "level": None if d is None else d.level,
            "difficulty": None if d is None else d.difficulty,
            "clues": None if d is None else d.clue_count,
            "seconds": None if d is None else round(d.seconds, 2),
        }


def place(d: Draft, folder: Path, engine: Engine, *, force: bool = False) -> Outcome:
    """Choose the draft's title (the first whose file name is free), verify the text, write it.
    The folder is locked meanwhile, so that runs at once never write one puzzle twice."""
    with folder_lock(folder):
        return _place(d, folder, engine, force=force)


def _place(d: Draft, folder: Path, engine: Engine, *, force: bool = False) -> Outcome:
    options = list(d.titles) + [f"{d.titles[0]} {k}" for k in range(2, 100)]
    for title in options:
        path = folder / (gen_data.slug(title) + ".toml")
        text = d.text(title)
        if os.path.lexists(path) and not force:
            try:  # a regular file, read within the size limit (never a FIFO or /dev/zero)
                same = read_text(str(path)) == text
            except CaseInvalid:
                same = False
            if same:
                return Outcome(d.seed, "unchanged", path, title, d)
            continue
        problems = check(d, text, str(path), engine)
        if problems:
            return Outcome(d.seed, "failed", None, title, d, tuple(problems))
        try:
            write_atomic(path, text, force=force)
        except Exists:
            continue
        return Outcome(d.seed, "written", path, title, d)
    return Outcome(d.seed, "exists", None, None, d, ("every title option is taken",))
