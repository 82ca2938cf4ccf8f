"""A season of cases checked as a whole: each case's verdict and its unneeded sentences, and the
groups of cases that are one puzzle (duplicates) or one board with one solution (near-duplicates).

Each case is analysed on its own (`analyse_one`, which a process pool or a Dask worker runs), the
groups are found afterwards from the keys the cases bring back (pysm.catalogue.canonical).
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path

from pysm.catalogue.canonical import board_key, exact_key
from pysm.catalogue.redundant import Sentence, redundant
from pysm.core.errors import NotComparable
from pysm.core.kinds import base_kind
from pysm.verify.gate import Report, forks, verify_one, warm


@dataclass
class Entry:
    """What the report says of one case."""

    file: str
    verdict: dict  # the fields of verify's JSON that a season table shows
    title: str | None = None
    kinds: list[str] = field(default_factory=list)
    redundant: list[Sentence] | None = None  # None: not looked for (the case does not verify)
    exact: str | None = None  # pysm.catalogue.canonical keys (None: not compared)
    near: str | None = None
    not_compared: str | None = None

    def as_dict(self) -> dict:
        return {
            "file": self.file,
            "title": self.title,
            **self.verdict,
            "kinds": self.kinds,
            "redundant": None if self.redundant is None else [s.as_dict() for s in self.redundant],
            "compared": self.not_compared is None,
            "not_compared": self.not_compared,
        }


VERDICT_FIELDS = ("case", "language", "size", "status", "verified", "step_solvable", "steps", "difficulty")


def analyse_one(path: str, *, rules, steps, timeout: float, stdin=None, text: str | None = None) -> Entry:
    """One case's entry, never an exception (the worker of analyse_many and of the cluster)."""
    report = verify_one(path, rules=rules, steps=steps, timeout=timeout, stdin=stdin, text=text)
    verdict = {k: v for k, v in report.as_dict().items() if k in VERDICT_FIELDS}
    verdict["murderer"] = _murderer(report)
    verdict["errors"] = [str(e) for e in report.errors]
    entry = Entry(file=path, verdict=verdict)
    case = report.loaded
    if case is None:
        entry.not_compared = "it could not be read as a case"
        return entry
    entry.title = case.title
    entry.kinds = sorted(
        {c.kind for p in case.people for c in p.clues} | {c.kind for c in case.scene}, key=lambda k: (base_kind(k), k)
    )
    placement = _placement(report)
    if report.verified:
        entry.redundant = redundant(case, rules=rules, steps=steps, timeout=timeout)
    try:
        entry.exact = exact_key(case, placement)
        entry.near = None if placement is None else board_key(case, placement)
    except NotComparable as exc:
        entry.not_compared = str(exc)
    return entry


def _placement(report: Report) -> dict[str, str] | None:
    if report.status != "unique":
        return None
    assert report.result is not None  # a unique case was solved
    return dict(report.result.solutions[0].people)


def _murderer(report: Report) -> str | None:
    if report.status != "unique":
        return None
    assert report.result is not None  # a unique case was solved
    return report.result.solutions[0].murderer


def analyse_many(
    paths: list[str],
    *,
    rules: list[Path],
    steps: list[Path] | None,
    timeout: float,
    jobs: int,
    address: str | None = None,
):
    """Entries for the files in the order given, by up to `jobs` processes or on a Dask cluster."""
    if address:
        from pysm.authoring import cluster

        yield from cluster.per_file(paths, analyse_one, address=address, rules=rules, steps=steps, timeout=timeout)
        return
    work = partial(analyse_one, rules=rules, steps=steps, timeout=timeout)
    pooled = jobs > 1 and len(paths) > 1
    if forks(len(paths), pooled=pooled, rules=rules, steps=steps):
        warm(steps)
    if not pooled:
        yield from map(work, paths)
        return
    from concurrent.futures import ProcessPoolExecutor

    with ProcessPoolExecutor(max_workers=jobs) as pool:
        yield from pool.map(work, paths)


def groups(entries: list[Entry], key: str) -> list[list[str]]:
    """Files whose entries share a key ("exact" or "near"), two or more, in the order first met."""
    found: dict[str, list[str]] = {}
    for e in entries:
        k = getattr(e, key)
        if k is not None:
            found.setdefault(k, []).append(e.file)
    return [files for files in found.values() if len(files) > 1]


def near_groups(entries: list[Entry]) -> list[list[str]]:
    """Cases with one board and one solution that are not all one puzzle: each group lists every
    case on that board, duplicates included, unless the whole group is one duplicate group."""
    exact = {e.file: e.exact for e in entries}
    return [files for files in groups(entries, "near") if len({exact[f] for f in files}) > 1]


def season(entries: list[Entry]) -> dict:
    """The report's JSON (docs/report.md)."""
    return {
        "cases": [e.as_dict() for e in entries],
        "duplicates": groups(entries, "exact"),
        "near_duplicates": near_groups(entries),
    }


def unique_paths(paths: list[str]) -> list[str]:
    """The paths without a file named twice (it would be its own duplicate)."""
    seen: set[str] = set()
    out = []
    for p in paths:
        real = p if p == "-" else os.path.realpath(p)
        if real not in seen:
            seen.add(real)
            out.append(p)
    return out
