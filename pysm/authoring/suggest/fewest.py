"""The answer set that the fewest sentences about the speakers' own cells single out."""

from __future__ import annotations

import time
from dataclasses import replace
from typing import cast

import clingo

from pysm.authoring.gen_board import Cell
from pysm.authoring.gen_clues import Geometry, true_clues
from pysm.authoring.suggest.repair import INITIAL_CUTS, world_of
from pysm.authoring.suggest.results import clue_identity
from pysm.core import stopping
from pysm.core.model import CELL_KINDS, Case, Clue, parse_cell
from pysm.solving.solver import Solution
from pysm.solving.truth import Truth

FEWEST_SECONDS = 20.0  # time at most for one search of an answer set fewer sentences single out


def _flip(clue: Clue) -> Clue:
    """The clue that says the opposite about the speaker's cell: row(2) <-> not_row(2)."""
    from pysm.core.model import KINDS

    kind = KINDS[clue.base].negation if not clue.negated else clue.base
    return replace(clue, kind=kind)


def fewest_target(
    case: Case,
    solutions: list[Solution],
    *,
    kinds: set[str] | None,
    bound: int,
    tried: set,
    timeout: float,
    truth: Truth | None = None,
) -> int | None:
    """The answer set (its place in `solutions`) that fewer than `bound` sentences about the
    speakers' own cells make the only one, fewest first, then the first in stable order; None
    when there is none. Uniqueness only: the repair for it then checks the proof too."""
    n = case.size
    names = [p.name for p in case.people]
    # a solution places everyone on a cell of the board
    placements = [
        cast("tuple[Cell, ...]", tuple(parse_cell(cast(str, s.cell_of(name)), n) for name in names)) for s in solutions
    ]
    world = world_of(case, placements[0])
    geo = Geometry(world, truth=truth)
    free = [(r, c) for r in range(1, n + 1) for c in range(1, n + 1)]
    clues: dict[tuple, tuple[int, frozenset]] = {}  # (person, identity) -> (person, cells it holds on)
    for i, person in enumerate(case.people):
        if person.is_victim and sum(c.kind != "victim" for c in person.clues) >= 1:
            continue
        have = {clue_identity(c) for c in person.clues}
        own = [c for c in true_clues(geo, i) if c.base in CELL_KINDS]
        for clue in own + [_flip(c) for c in own]:
            key = (i, clue_identity(clue))
            if key in clues or clue_identity(clue) in have or (kinds and clue.kind not in kinds):
                continue
            try:
                clues[key] = (i, geo.fitting(clue, free))
            except ValueError:
                continue
    cands = list(clues.values())
    victim = {j for j, (i, _) in enumerate(cands) if case.people[i].is_victim}
    seen = [sorted({pl[i] for pl in placements}) for i in range(len(names))]
    code = {x: 10 * x[0] + x[1] for x in free}
    fixed = [
        "{ pick(J) : cand(J) }.",
        "1 { target(A) : ans(A) } 1.",
        "tgt(I,X) :- target(A), at(A,I,X).",
        ":- pick(J), of(J,I), tgt(I,X), not fits(J,X).",
        f"#external size_bound(1..{bound}). [free]",
        ":- size_bound(S), #count{ J : pick(J) } > S.",
        "#program keep_out(a).",
        "killed(a) :- pick(J), of(J,I), at(a,I,X), not fits(J,X).",
        ":- not target(a), not killed(a).",
        "#program base.",
    ]
    if victim:
        fixed.append(":- #count{ J : pick(J), victim_cand(J) } > 1.")
        fixed += [f"victim_cand({j})." for j in sorted(victim)]
    for a, pl in enumerate(placements):
        fixed.append(f"ans({a}). " + " ".join(f"at({a},{i},{code[x]})." for i, x in enumerate(pl)))
    fixed += [f":- target({t})." for t in sorted(t for t in tried if t is not None)]
    for j, (i, fits) in enumerate(cands):
        fixed.append(f"cand({j}). of({j},{i}). " + " ".join(f"fits({j},{code[x]})." for x in seen[i] if x in fits))
    deadline = time.monotonic() + min(timeout / 2, FEWEST_SECONDS)
    ctl = clingo.Control(["1"])
    ctl.add("base", [], "\n".join(fixed))
    step = max(1, len(placements) // INITIAL_CUTS)  # spread over the stable order
    first = list(range(0, len(placements), step))
    ctl.ground([("base", [])] + [("keep_out", [clingo.Number(a)]) for a in first])
    size = 1
    while size < bound and time.monotonic() < deadline:
        # Is there a target that `size` sentences single out among the answer sets kept out so far?
        found: list = []

        def on_model(m, found=found):
            syms = m.symbols(atoms=True)
            found[:] = [
                (
                    [s.arguments[0].number for s in syms if s.name == "target"],
                    [s.arguments[0].number for s in syms if s.name == "pick"],
                )
            ]

        assumptions = [(clingo.Function("size_bound", [clingo.Number(k)]), k == size) for k in range(1, bound + 1)]
        with ctl.solve(on_model=on_model, assumptions=assumptions, async_=True) as handle:
            if not stopping.wait(handle, max(0.1, deadline - time.monotonic())):
                handle.cancel()
                return None
            handle.get()
        if not found:
            size += 1
            continue
        (target,), picks = found[0]
        # every other answer set must break one of the picks (checked here on all of them)
        missed = [
            a
            for a, pl in enumerate(placements)
            if a != target and not any(pl[cands[j][0]] not in cands[j][1] for j in picks)
        ]
        if not missed:
            return target
        ctl.ground([("keep_out", [clingo.Number(a)]) for a in missed])
    return None
