"""Failing cases made from verified ones: sentences deleted, or swapped for weaker true ones.

A verified case states (or has) one solution; `break_case` takes sentences away from `count`
people (a person with two or more clues loses one; a person with one gets a weaker true clue
in its place, so that every card keeps a sentence) until the case no longer verifies.
"""

from __future__ import annotations

import random
from dataclasses import replace

from pysm.authoring import suggest
from pysm.authoring.gen_board import World
from pysm.authoring.gen_clues import Geometry, true_clues
from pysm.case.casefile import dump_case
from pysm.case.loader import load
from pysm.core.model import Case, parse_cell
from pysm.language.cards import render_clue
from pysm.verify.gate import verify_path


def world_of(case: Case, cells: dict[str, str]) -> World:
    return suggest.world_of(case, [parse_cell(cells[p.name], case.size) for p in case.people])


def break_case(case: Case, cells: dict[str, str], rng: random.Random, count: int) -> tuple[Case, int]:
    """The case with `count` people's sentences taken away or weakened, and how many were touched."""
    geo = Geometry(world_of(case, cells))
    free = [(r, c) for r in range(1, case.size + 1) for c in range(1, case.size + 1)]
    rooms = {r.key: r.name for r in case.rooms}
    people = list(case.people)
    touched = [i for i, p in enumerate(people) if any(c.kind != "victim" for c in p.clues)]
    rng.shuffle(touched)
    for i in touched[:count]:
        p = people[i]
        own = [c for c in p.clues if c.kind != "victim"]
        old = rng.choice(own)
        keep = [c for c in p.clues if c is not old]
        if not [c for c in keep if c.kind != "victim"] and not p.is_victim:

            def gone(clue):
                try:
                    return sum(not geo.cell_fits(clue, x) for x in free)
                except ValueError:
                    return 0

            have = {(c.kind, c.arg, c.gender) for c in p.clues}
            weaker = [
                c
                for c in true_clues(geo, i)
                if (c.kind, c.arg, c.gender) not in have
                and c.kind not in ("alone", "with_other")
                and gone(c) < max(gone(old), 1)
            ]
            if not weaker:
                continue
            new = rng.choice(weaker)
            text = render_clue(new, lang=case.language, gender=p.gender, size=case.size, rooms=rooms)
            keep = [replace(new, text=text, index=c.index) if c is old else c for c in p.clues]
        people[i] = replace(p, clues=tuple(keep), card=" ".join(c.text for c in keep))
    return replace(case, people=tuple(people), solution=None, murderer=None), min(count, len(touched))


def failing_text(
    case: Case, rng: random.Random, count: int, tries: int = 20, status: tuple[str, ...] = ("unique", "multiple")
) -> tuple[str, int] | None:
    """The text of a broken copy of a verified case that no longer verifies (None if none found);
    `status`: the verdicts wanted (("unique",): one solution, but stuck)."""
    cells = dict(case.solution) if case.solution else None
    if cells is None:
        rep = verify_path(case.file, rules=_rules(), steps=None, text=dump_case(case))
        cells = dict(rep.result.solutions[0].people)
    for _ in range(tries):
        broken, touched = break_case(case, cells, rng, count)
        text = dump_case(broken)
        path = "broken" + (".json" if case.file.endswith(".json") else ".toml")
        report = verify_path(path, rules=_rules(), steps=None, text=text)
        if not report.verified and report.status in status:
            load(path, text)
            return text, touched
    return None


def _rules():
    from pysm.solving.solver import select_rules

    return select_rules()
