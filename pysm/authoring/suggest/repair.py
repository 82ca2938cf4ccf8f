"""The repair search: candidate sentences true in the intended solution, ranked, and the
fewest of them picked (a hitting set over cuts) that make the case verify."""

from __future__ import annotations

import time
from dataclasses import dataclass, fields, replace
from pathlib import Path
from typing import Any, cast

import clingo

from pysm.authoring.gen_board import Cell, World
from pysm.authoring.gen_clues import Geometry, holds, person_candidates, true_clues, world_case
from pysm.authoring.suggest.results import clue_identity
from pysm.core import stopping
from pysm.core.errors import SolveTimeout
from pysm.core.kinds import GENERATOR_KINDS, base_kind, ease
from pysm.core.model import Case, Clue, parse_cell
from pysm.proof.prove import Proof, prove
from pysm.solving import facts as facts_module
from pysm.solving.solver import Solution, pruned_control, search, solve_args
from pysm.solving.truth import Truth

INITIAL_CUTS = 300  # second answer sets turned into cuts before the first round
MAX_ROUNDS = 400  # hitting-set rounds before the greedy repair takes over

# How easy a kind is to read and to use, for the order among equally few sentences, is the
# kind's `ease` (pysm.core.kinds): a positive statement about the speaker's own cell first,
# then its negation, then company, then the rest.


@dataclass
class _Candidate:
    person: int
    clue: Clue
    named: bool
    ease: int
    strength: int  # 0..10: the share of free cells a cell clue removes


def drawn_kinds(kinds) -> tuple[str, ...]:
    """The kinds beside those of clue-language.md whose clues are drawn as candidates: those
    `kinds` asks for, in either polarity (none when it asks for nothing in particular)."""
    asked = {base_kind(k) for k in kinds or ()}
    return tuple(k for k in GENERATOR_KINDS if base_kind(k) in asked)


def world_of(case: Case, cells, murderer: str | None = None) -> World:
    """The generator's World for a case and a placement (`cells`: (row, column) per person, in
    the case's order), so that the generator's reading of clue truth applies to it. Fields the
    World has beyond the original ones (windows, doors, ...) are taken from the case by name."""
    victim = next((p.name for p in case.people if p.is_victim), case.people[0].name)
    values: dict[str, Any] = dict(
        lang=case.language,
        size=case.size,
        grid=case.grid,
        rooms=case.rooms,
        objects=case.objects,
        people=tuple((p.name, p.gender) for p in case.people),
        cells=tuple(cells),
        victim=victim,
        murderer=murderer or "",
        traits=tuple(p.traits for p in case.people) if any(p.traits for p in case.people) else (),
    )
    for f in fields(World):
        if f.name not in values and hasattr(case, f.name):
            values[f.name] = getattr(case, f.name)
    return World(**values)


def board_truth(case: Case) -> Truth:
    """The rules' answers about the case's board and people (pysm.solving.truth), for every
    placement one suggest run judges: each Geometry of the run shares its groundings."""
    return Truth(world_case(world_of(case, [(1, 1)] * len(case.people))))


class Repair:
    """The hitting-set search for one case and its intended solution."""

    def __init__(
        self,
        case: Case,
        target: Solution,
        *,
        rules: list[Path],
        steps: list[Path],
        level: int | None,
        kinds: set[str] | None,
        named: set[str],
        timeout: float,
        deadline: float,
        truth: Truth | None = None,
    ):
        self.case, self.target, self.rules, self.steps = case, target, rules, steps
        self.level, self.timeout, self.deadline = level, timeout, deadline
        n = case.size
        self.names = [p.name for p in case.people]
        # the target solution places everyone on a cell of the board
        self.cells = cast(
            "tuple[Cell, ...]", tuple(parse_cell(cast(str, target.cell_of(name)), n) for name in self.names)
        )
        self.world = world_of(case, self.cells, target.murderer)
        self.geo = Geometry(self.world, truth=truth)
        drawn = drawn_kinds(kinds)
        if drawn:  # the rules judge the candidates about other people once, as the generator's do
            self.geo.ask({name: person_candidates(self.geo, i, drawn) for i, name in enumerate(self.names)}, [])
        self.free = [(r, c) for r in range(1, n + 1) for c in range(1, n + 1)]
        self.cands: list[_Candidate] = []
        for i, person in enumerate(case.people):
            if person.is_victim and sum(c.kind != "victim" for c in person.clues) >= 1:
                continue  # the victim's card holds the victim sentence and at most one more
            have = {clue_identity(c) for c in person.clues}
            for clue in true_clues(self.geo, i, drawn, cap=None):  # every true one is a candidate
                if clue_identity(clue) in have or (kinds and clue.kind not in kinds):
                    continue
                try:  # a kind the generator's reading cannot judge in another placement is left out
                    holds(self.geo, clue, i, self.cells)
                except Exception:
                    continue
                self.cands.append(_Candidate(i, clue, person.name in named, ease(clue.kind), self._strength(clue)))
        self.victim_cands = [j for j, c in enumerate(self.cands) if case.people[c.person].is_victim]
        self.fits = [self._fits(c.clue) for c in self.cands]  # cells a cell clue holds on
        self.company = [j for j, f in enumerate(self.fits) if f is None]
        self.by_person: dict[int, list[int]] = {}
        for j, c in enumerate(self.cands):
            self.by_person.setdefault(c.person, []).append(j)
        self.cuts: list[frozenset[int]] = []
        self.blocked: list[frozenset[int]] = []
        self.rounds = 0
        self._checked: dict[frozenset[int], tuple[str, Any]] = {}  # the detail's type depends on the verdict

    def _fits(self, clue: Clue) -> frozenset | None:
        if not clue.spec.cell:
            return None
        try:
            return self.geo.fitting(clue, self.free)
        except ValueError:
            return None

    def _strength(self, clue: Clue) -> int:
        if not clue.spec.cell:
            return 3
        try:
            return round(10 * self.geo.misses(clue, self.free) / len(self.free))
        except ValueError:
            return 3

    def _excludes(self, cand: _Candidate, cells) -> bool | None:
        """Whether a cell clue rules out one of `cells`; None for a clue that is not about a cell."""
        if not cand.clue.spec.cell:
            return None
        try:
            return any(not self.geo.cell_fits(cand.clue, x) for x in cells)
        except ValueError:
            return None

    # -- the case with some candidates on the cards

    def case_with(self, picked, texts: dict[int, str] | None = None) -> Case:
        extra: dict[int, list[Clue]] = {}
        for j in sorted(picked, key=lambda j: (self.cands[j].person, j)):
            clue = self.cands[j].clue
            extra.setdefault(self.cands[j].person, []).append(replace(clue, text=(texts or {}).get(j, clue.text)))
        people = []
        for i, p in enumerate(self.case.people):
            added = tuple(replace(c, index=len(p.clues) + k + 1) for k, c in enumerate(extra.get(i, [])))
            people.append(replace(p, clues=p.clues + added))
        return replace(self.case, people=tuple(people), solution=None, murderer=None)

    def check(self, picked) -> tuple[str, Any]:
        """("ok", proof) | ("other", cells of a second answer set) | ("stuck", cells left per
        person) | ("none", None). A set checked before is not checked again (drop() ends on the
        set its last check passed)."""
        at = frozenset(picked)
        if at not in self._checked:
            self._checked[at] = self._check(picked)
        return self._checked[at]

    def _check(self, picked) -> tuple[str, Any]:
        case = self.case_with(picked)
        facts = facts_module.render(case)
        started = time.monotonic()
        left = self.deadline - started
        if left <= 0:
            raise SolveTimeout("the repair search reached the time limit")
        # the whole program at once: solve() grounds it anyway for a second answer set (the one
        # that makes the cut), and a unique one is the same on either grounding
        result = search(
            pruned_control(solve_args(2), self.rules, facts, prune=False),
            case,
            limit=2,
            timeout=min(self.timeout, left) - (time.monotonic() - started),
        )
        if result.status == "none":
            return "none", None
        for sol in result.solutions:
            # a solution places everyone on a cell of the board
            cells = cast(
                "tuple[Cell, ...]", tuple(parse_cell(cast(str, sol.cell_of(name)), case.size) for name in self.names)
            )
            if cells != self.cells:
                return "other", cells
        proof = prove(case, facts, timeout=min(self.timeout, left), rules=self.steps)
        gaps = self.gaps(proof)
        return ("ok", proof) if gaps is None else ("stuck", gaps)

    def gaps(self, proof: Proof) -> dict[int, list] | None:
        """None when the proof solves within the level; else each person's cells where it
        first needs more (where it stopped, or just before its first step above the level)."""
        if proof.solved and (self.level is None or proof.difficulty["level"] <= self.level):
            return None
        n = self.case.size
        start = {parse_cell(c, n) for c in proof.start} if proof.start else set(self.free)
        cands = {name: set(start) for name in self.names}
        for step in proof.steps:
            if self.level is not None and step.level > self.level:
                break
            for person, cell in step.removed:
                cands[person].discard(parse_cell(cell, n))
        return {self.names.index(p): sorted(c) for p, c in cands.items()}

    # -- cuts

    def cut_other(self, cells, company: bool = True) -> frozenset[int]:
        """The candidates false when everyone stands on `cells`: a cell clue of someone who
        stands elsewhere than in the intended solution and whose new cell does not fit it,
        or a company clue false there."""
        moved = {i for i, (a, b) in enumerate(zip(cells, self.cells, strict=False)) if a != b}
        out = []
        for i in moved:
            out += [
                j
                for j in self.by_person.get(i, ())
                if self.fits[j] is not None and cells[i] not in cast(frozenset, self.fits[j])
            ]
        if company:  # one question to the rules per placement: only for a single answer set
            out += [j for j in self.company if not holds(self.geo, self.cands[j].clue, self.cands[j].person, cells)]
        return frozenset(out)

    def add_alternatives(self, others, limit: int) -> bool:
        """Cuts from other answer sets: the smallest ones that no smaller one implies (a cut
        that holds another is met whenever that one is), at most `limit`. False when one
        is empty (no candidate removes that answer set)."""
        # Company clues are judged by a question to the rules per placement: too many here, so
        # these cuts hold cell clues only (stronger than needed; every set is tested anyway, and
        # an answer set a test lets through gets its exact cut).
        found: set[frozenset[int]] = set()
        for cells in others:
            cut = self.cut_other(cells, company=False)
            found.add(cut if cut else self.cut_other(cells))
        cuts = sorted(found, key=lambda c: (len(c), sorted(c)))
        if cuts and not cuts[0]:
            return False
        kept: list[frozenset[int]] = []
        for cut in cuts:
            if len(kept) >= limit:
                break
            if not any(k <= cut for k in kept):
                kept.append(cut)
        self.cuts += kept
        return True

    def cut_stuck(self, gaps: dict[int, list], picked) -> frozenset[int]:
        out = set()
        for j, c in enumerate(self.cands):
            cells = gaps.get(c.person, [])
            hit = self._excludes(c, cells) if len(cells) != 1 else False
            if hit is None:  # a company clue: it may help unless it was on the cards already
                hit = j not in picked
            if hit:
                out.add(j)
        return frozenset(out)

    # -- the hitting set

    def hitting_set(self) -> list[int] | None:
        """The cheapest set of candidates that meets every cut and is no blocked set: fewest,
        then fewest on people the diagnosis does not name, then easiest, then strongest."""
        lines = ["{ pick(J) : cand(J) }."]
        for j, c in enumerate(self.cands):
            lines.append(f"cand({j}). weight({j},{self._weight(c)}).")
        if self.victim_cands:
            lines.append(":- #count{ J : pick(J), victim_cand(J) } > 1.")
            lines += [f"victim_cand({j})." for j in self.victim_cands]
        for cut in self.cuts:
            lines.append(":- " + ", ".join(f"not pick({j})" for j in sorted(cut)) + ".")
        for s in self.blocked:
            body = [f"pick({j})" for j in sorted(s)] + [f"#count{{ J : pick(J) }} = {len(s)}"]
            lines.append(":- " + ", ".join(body) + ".")
        lines.append("#minimize { 1@2,J : pick(J); W@1,J : pick(J), weight(J,W) }.")
        ctl = clingo.Control(["0", "--opt-mode=opt"])
        ctl.add("base", [], "\n".join(lines))
        ctl.ground([("base", [])])
        best: list = []
        with ctl.solve(
            on_model=lambda m: best.__setitem__(
                slice(None), [[s.arguments[0].number for s in m.symbols(atoms=True) if s.name == "pick"]]
            ),
            async_=True,
        ) as handle:
            wait = max(1.0, min(10.0, self.deadline - time.monotonic()))
            if not stopping.wait(handle, wait):
                handle.cancel()  # the best set found so far, not proved cheapest
            handle.get()
        return sorted(best[0]) if best else None

    def search(self) -> tuple[list[int] | None, Proof | None, str]:
        """The chosen candidates and the repaired case's proof; (None, None, why) when none."""
        picked: list[int] = []
        while self.rounds < MAX_ROUNDS and time.monotonic() < self.deadline:
            self.rounds += 1
            chosen = self.hitting_set()
            if chosen is None:
                return None, None, self.why_none()
            picked = chosen
            verdict, detail = self.check(picked)
            if verdict == "ok":
                return picked, detail, ""
            cut = (
                self.cut_other(detail)
                if verdict == "other"
                else self.cut_stuck(detail, set(picked))
                if verdict == "stuck"
                else frozenset()
            )
            if verdict == "none":
                raise RuntimeError("true sentences without a solution: the generator's reading and the rules disagree")
            if cut & set(picked) or not cut:
                if not cut:
                    return None, None, self.why_none()
                self.blocked.append(frozenset(picked))  # should not happen: a cut the set already meets
            else:
                self.cuts.append(cut)
        return self.greedy(picked)

    def why_none(self) -> str:
        extra = f" at level {self.level} or below" if self.level is not None else ""
        return f"no set of true sentences{extra} on the cards makes this solution the only one reached step by step" + (
            " (with the kinds asked for)" if self.cands else ": no candidate sentences"
        )

    def greedy(self, picked: list[int]) -> tuple[list[int] | None, Proof | None, str]:
        """Past the round budget: add the most useful candidate of each failure's cut until
        the case passes, then drop what is not needed."""
        picked = list(picked)
        for _ in range(4 * len(self.names) + 10):
            verdict, detail = self.check(picked)
            if verdict == "ok":
                return self.drop(picked)
            cut = self.cut_other(detail) if verdict == "other" else self.cut_stuck(detail, set(picked))
            options = [
                j
                for j in cut
                if j not in picked and not (j in self.victim_cands and any(k in self.victim_cands for k in picked))
            ]
            if not options:
                return None, None, self.why_none()
            picked.append(min(options, key=lambda j: self._rank(j)))
        return None, None, "the search ran out of rounds"

    @staticmethod
    def _weight(c: _Candidate) -> int:
        """Among sets of one size: people the diagnosis does not name weigh most, then hard
        kinds, then weak clues (one weight, so that the optimisation stays quick)."""
        return (0 if c.named else 100) + 10 * c.ease + (10 - c.strength)

    def _rank(self, j: int) -> tuple:
        c = self.cands[j]
        return (0 if c.named else 1, c.ease, -c.strength, j)

    def drop(self, picked: list[int]) -> tuple[list[int], Proof, str]:
        """Drop every candidate the case can do without; the proof of what is left."""
        for j in sorted(picked, key=lambda j: self._rank(j), reverse=True):
            trial = [k for k in picked if k != j]
            if self.check(trial)[0] == "ok":
                picked = trial
        verdict, proof = self.check(picked)
        assert verdict == "ok"
        return picked, proof, ""
