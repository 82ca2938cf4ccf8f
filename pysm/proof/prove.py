"""Step-by-step proof: narrow each person's candidate cells with deduction rules, no guessing.

The program. The rules live in asp/steps/, one file per deduction family. With the board
files (asp/board.lp, adjacency.lp, corners.lp, cells.lp) and the case facts they form a stratified
program over `cand(P,R,C)`, the cells each person may still stand on: no choice rules, no
disjunction, no constraints, so for given candidates it has exactly one answer set, which
grounding and propagation decide without a single choice (prove(count_choices=True) sums
clasp's choices into Proof.choices: always 0). The answer set lists every deduction the families can make now, each
tagged with its family and a key naming one step:
  excludes(F,K,P,R,C), confined(F,K,P) + confines(F,K,P,R,C)  stated once, whatever the
      candidates (the clue family): a cell removed / the only cells kept;
  removes(F,K,P,R,C)  a cell removed;   leaves(F,K,P,A) / keeps(F,K,P,A)  P's cells inside /
      outside area A (row(R), column(C), room(X), outside(A,X): A's cells not in room X);   fills(F,K,A)  everyone the step is
      not about leaves A;   places(F,K,P)  P is placed on the one cell left;
and what the step is about: about(F,K,P), uses(F,K,P,I) (sentence I of P's card),
concerns(F,K,T). family(F,Level,Rank) gives each family its level and its place in the order.

Iteration. The base part is grounded once (multi-shot) with
`#external cand(P,R,C) : person(P), free(R,C), not excluded(P,R,C). [true]`: the cells the
steps stated once remove are never candidates to the grounder. The first solve (with the
external `opening` true) reports those steps, which the prover applies first; after that,
each round releases the externals of the cells removed and solves again. The base part is
grounded a level at a time (pysm.proof.tiers): the level-1 families at once, the next level's
the first time a round finds nothing new in those grounded so far (`deepen`), which gives the
same steps, since a round reads a harder family only when every easier one is stuck. The
subsets family weighs sets of lines and cannot be grounded once at a sensible size, so it sits in the
program part `fresh`; when the base part derives nothing (and someone is still unplaced),
the prover grounds the shared files and the fresh part anew with the candidates as facts.
Grounding the whole program anew each round costs several times as much (docs/performance.md,
"What the design rests on").

Rounds. Each round applies the steps of every family of the lowest level that derives
anything new, so the trace reads like a person solving: the easiest deductions that still
work come first. Level-1 facts only grow as cells go (a row only one person can reach
stays so, a placed person stays placed), so applying every level-1 family of a round
together reaches the same candidates as applying them one round each (prove(one_family=True),
which the tests compare with it): the proof reaches
level 2 at the same point, with the same level and hardest family, in fewer rounds. The
steps of a round are applied one after another (by family rank, then as below); a step
lists only the cells it removed that no earlier step did, and the round ends as soon as
someone has no cell left. Rounds repeat until nothing fires: solved when everyone has one
cell left; otherwise `stuck` lists each unplaced person's cells, or, when someone's cells
ran out (no solution), only the people with no cell left.

A cap. prove(max_level=L) answers "is this case solved within level L?" for less: it stops
where the uncapped proof would first apply a round's step above L (or where that proof stops;
the steps stated once come first, whatever their level, as there). When every family of the
fresh part is above L, it grounds neither the tiers above L nor the fresh part; otherwise it
grounds as the uncapped proof does (which tries every tier before the fresh part, so a level-4
tier's step may come before a level-3 fresh one). Up to where it stops it is the uncapped proof,
step for step: so it is the uncapped proof whenever that one never goes above L in a round, and
otherwise it is not solved and `stuck` lists the cells at the point where it stopped.

Difficulty: {"level": the hardest level used, "hardest": the family of the first step at
that level (where the proof first needed it), "score": the sum over all steps of
10 * 3**(level - 1)}: a level-1 step adds 10, a level-2 step 30, a level-3 step 90 (a level-4 step of the
optional families, 270). A proof
without steps has level 0, hardest None and score 0.

Everything is sorted (people in the case's order, cells by row then column; the steps of a
round by family rank, then by how many people they are about, then by whom, then by key),
so the same case always gives the same steps, whatever the hash seed.
"""

from __future__ import annotations

import operator
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import cast

from pysm.core.model import Case, cell_name
from pysm.core.terms import Fun, term_order
from pysm.proof.answers import NO_CELLS, Cell, Draft, Key, Shown, key_order
from pysm.proof.program import BOARD_FILES, FASTEST, Program, Rules, Strategy, step_rules
from pysm.solving.solver import SolveTimeout

__all__ = ["BOARD_FILES", "FASTEST", "Proof", "Step", "Strategy", "difficulty", "prove", "step_rules", "warm"]

POINTS = 10  # score of a level-1 step; each level up counts three times as much


@dataclass(frozen=True)
class Step:
    """One deduction: what it removed or placed, and what it used."""

    family: str
    level: int
    people: tuple[str, ...]  # whom the deduction is about, in the case's order
    removed: tuple[tuple[str, str], ...]  # (person, cell "B3") removed from the candidates
    placed: tuple[str, str] | None  # (person, cell) placed by this step
    clue: tuple[str, int, int] | None  # (person, sentence, part) of the card clue used: the
    # sentence as numbered on the card, the clause's place
    # in it (0: a sentence of one clause; Person.clause_ref)
    fact: str | None  # "row:3", "column:2", "room:A", "rows:2,5", "columns:1,4"
    # every card clause the step's rules name (uses/4, then rests_on/4), `clue` first, as
    # (person, sentence, part):
    # what the proof check (pysm.verify.proof_check) takes as the step's premises
    cites: tuple[tuple[str, int, int], ...] = ()

    def clue_dict(self) -> dict | None:
        """The clue as JSON: person and sentence, and the part when the sentence joins clauses."""
        if self.clue is None:
            return None
        person, sentence, part = self.clue
        return {"person": person, "sentence": sentence, **({"part": part} if part else {})}

    def as_dict(self) -> dict:
        removed: dict[str, list[str]] = {}
        for person, cell in self.removed:
            removed.setdefault(person, []).append(cell)
        return {
            "family": self.family,
            "level": self.level,
            "people": list(self.people),
            "removed": removed,
            "placed": None if self.placed is None else {"person": self.placed[0], "cell": self.placed[1]},
            "clue": self.clue_dict(),
            "fact": self.fact,
        }


@dataclass(frozen=True)
class Proof:
    solved: bool
    steps: tuple[Step, ...]
    stuck: dict[str, list[str]] | None  # when not solved: unplaced person -> sorted cells;
    # when someone's cells ran out, only those people
    placement: dict[str, str] | None  # when solved: person -> cell, in the case's order
    difficulty: dict  # {"level", "hardest", "score"}
    choices: int | None = None  # clasp's choices over every solve (0, by design),
    # when prove(count_choices=True)
    start: tuple[str, ...] = ()  # the free cells everyone starts on (board.lp's
    # free/2), for replaying the steps

    def as_dict(self) -> dict:
        return {
            "solved": self.solved,
            "steps": [s.as_dict() for s in self.steps],
            "stuck": self.stuck,
            "placement": self.placement,
            "difficulty": self.difficulty,
        }


def prove(
    case: Case,
    facts: str,
    *,
    timeout: float = 60.0,
    rules: list[Path] | None = None,
    count_choices: bool = False,
    one_family: bool = False,
    max_level: int | None = None,
    strategy: Strategy = FASTEST,
) -> Proof:
    """Run the step program to a fixpoint. Raises SolveTimeout past `timeout` seconds and
    RulesError when the rule files cannot be read or grounded. count_choices: collect
    clasp's statistics and sum its choices into Proof.choices (it costs a few ms, so the
    tests ask for it; otherwise Proof.choices is None). one_family: every level-1 round
    applies only its first family (see "Rounds" above; the tests compare both). max_level:
    stop before the first step above that level (see "A cap" above). strategy: how to ground and
    solve (Strategy; every one gives the same proof).

    Which person runs out of cells first, when the clues contradict each other, depends on
    the order of the steps; such a proof is made again one family a round, so that it
    names the same people whichever way the rounds go."""
    deadline = time.monotonic() + timeout
    rules = rules if rules is not None else step_rules()
    program = Program(rules, facts, count_choices, case, strategy)
    proof = _Prover(case, program, deadline, one_family, max_level).run()
    if not one_family and proof.stuck and not all(proof.stuck.values()):
        program = program.restart()
        proof = _Prover(case, program, deadline, True, max_level).run()
    return proof


def warm(rules: list[Path] | None = None) -> None:
    """Parse the step program's files now, into this process's cache: a process that
    forks a child per case (pysm.solving.limits.bounded) then hands every child the parsed files."""
    Rules(rules if rules is not None else step_rules(), "")


def difficulty(steps) -> dict:
    """{"level", "hardest", "score"}: see the module docstring."""
    if not steps:
        return {"level": 0, "hardest": None, "score": 0}
    level = max(s.level for s in steps)
    hardest = next(s.family for s in steps if s.level == level)
    return {"level": level, "hardest": hardest, "score": sum(POINTS * 3 ** (s.level - 1) for s in steps)}


# ---- What a step is about, as the explanation reads it -----------------------------------


def _fact(terms: list) -> str | None:
    """row(3) -> "row:3"; row(2), row(5) -> "rows:2,5"; room("A") -> "room:A"; terms of
    several kinds, each as above, joined by ";" in name order: "room:A;scene:1"."""
    if not terms:
        return None
    if any(not isinstance(t, Fun) or len(t.args) != 1 for t in terms):
        return ";".join(sorted({str(t) for t in terms}))
    names = sorted({t.name for t in terms})
    if len(names) != 1:
        # each name's terms are not empty, so each _fact is a text
        return ";".join(cast("Iterator[str]", (_fact([t for t in terms if t.name == name]) for name in names)))
    values = sorted({t.args[0] for t in terms}, key=term_order)
    kind = terms[0].name + ("s" if len(values) > 1 else "")
    return f"{kind}:{','.join(str(v) for v in values)}"


# ---- The proof -------------------------------------------------------------------------

_FIRST = operator.itemgetter(0)
_CELL_THEN_PERSON = operator.itemgetter(1, 0)


class _Prover:
    """The loop: derive, apply the easiest steps, until nothing fires or someone runs out."""

    def __init__(self, case: Case, program: Program, deadline: float, one_family: bool = False, cap: int | None = None):
        self.case, self.program, self.deadline, self.one_family = case, program, deadline, one_family
        self.cap = cap  # no step above this level (see "A cap" in the module docstring)
        if cap is not None and program.fresh_level() > cap:
            program.tier_cap = cap  # nor a tier above it, when the fresh part is above it too
        self.order = {p.name: i for i, p in enumerate(case.people)}
        self.cards = {p.name: p for p in case.people}
        self.cands = program.initial()
        for p in case.people:
            self.cands.setdefault(p.name, set())
        self.announced: set[str] = set()
        self.steps: list[Step] = []
        self.emptied = False  # whether someone of the case has no cell left (see apply, step)

    def run(self) -> Proof:
        shown = self.program.derive(self.cands)
        self.apply_static(shown)
        opening = True  # shown is the first answer set (see Program.again)
        while not self.ran_out():
            if time.monotonic() > self.deadline:
                raise SolveTimeout("the step-by-step proof took longer than the time allowed")
            chosen = self.choose(shown)
            while not chosen and self.program.deepen():  # every family grounded so far is stuck
                shown = self.program.again(opening)
                chosen = self.choose(shown)
            if not chosen and not self.all_placed() and (self.cap is None or self.program.fresh_level() <= self.cap):
                chosen = self.choose(self.program.fresh(self.cands))
            if not chosen or (self.cap is not None and chosen[0][1] > self.cap):
                break
            self.apply(chosen)
            shown = self.program.derive(self.cands)
            opening = False
        return self.finish()

    def apply_static(self, shown: Shown) -> None:
        """The steps stated once (excludes/5) come first, family by family in rank order. The
        program left their cells out of cand/3 already, so the first answer set's other steps
        are those of the candidates after them."""
        for family in shown.static():
            if self.ran_out():
                break
            self.apply([(family, shown.level(family), shown.steps(family, self.cands))])
        self.program.settle(self.cands)

    def all_placed(self) -> bool:
        return all(len(self.cands[p.name]) == 1 for p in self.case.people)

    def ran_out(self) -> bool:
        return any(not self.cands[p.name] for p in self.case.people)

    def new(self, draft: Draft) -> bool:
        """Whether a step would change anything now."""
        if draft.places is not None and draft.places[0] not in self.announced:
            return True
        cands = self.cands
        return any(not cells.isdisjoint(cands.get(p, NO_CELLS)) for p, cells in draft.removes.items())

    def choose(self, shown: Shown) -> list[tuple[str, int, dict[Key, Draft]]]:
        """The families whose steps this round applies: every family of the lowest level
        that fires (with one_family, only the first when that level is 1)."""
        chosen: list[tuple[str, int, dict[Key, Draft]]] = []
        for family in shown.ranked():
            level = shown.level(family)
            if chosen and level > chosen[0][1]:
                break
            drafts = shown.steps(family, self.cands)
            if any(self.new(d) for d in drafts.values()):
                chosen.append((family, level, drafts))
                if level == 1 and self.one_family:
                    break
        return chosen

    def apply(self, chosen: list[tuple[str, int, dict[Key, Draft]]]) -> None:
        """Apply the chosen steps in order; stop as soon as someone has no cell left."""
        last = len(self.order)
        ordered = []
        for rank, (family, level, drafts) in enumerate(chosen):
            for key, draft in drafts.items():
                people = sorted(self.order.get(p, last) for p in draft.about)
                ordered.append(((rank, len(people), people, key_order(key[1])), family, level, draft))
        ordered.sort(key=_FIRST)
        self.emptied = self.ran_out()  # from here on, only a step's people can run out
        for _, family, level, draft in ordered:
            step = self.step(family, level, draft)
            if step is not None:
                self.steps.append(step)
                if self.emptied:
                    return

    def step(self, family: str, level: int, draft: Draft) -> Step | None:
        """The step of one draft, applied to the candidates; None when it says nothing new.
        The cells removed go by person in the case's order, then by cell (people the case does
        not name last, by cell, then name); self.emptied tells whether a person of the case
        has no cell left after it."""
        cands, order = self.cands, self.order
        live: list[tuple[int, str, set[Cell]]] = []  # (place in the case, person, cells removed now)
        strangers: list[tuple[str, Cell]] = []
        for p, cells in draft.removes.items():
            now = cells & cands.get(p, NO_CELLS)
            if now:
                place = order.get(p)
                if place is None:
                    strangers += [(p, cell) for cell in now]
                else:
                    live.append((place, p, now))
        placed = draft.places
        if placed is not None and (placed[0] in self.announced or placed[1] not in cands.get(placed[0], ())):
            placed = None
        if not live and not strangers and placed is None:
            return None
        live.sort(key=_FIRST)
        removed = [(p, cell) for _, p, now in live for cell in sorted(now)]
        for _, p, now in live:
            cells = cands[p]
            cells -= now
            if not cells:
                self.emptied = True
        if strangers:
            strangers.sort(key=_CELL_THEN_PERSON)
            removed += strangers
            for p, cell in strangers:
                cands[p].discard(cell)
        if placed is not None:
            self.announced.add(placed[0])
        last = len(order)

        def cited(u):
            return order.get(u[0], last), u[1]

        uses = sorted(draft.uses, key=cited)
        return Step(
            family=family,
            level=level,
            people=tuple(sorted(draft.about, key=lambda p: (order.get(p, last), p))),
            removed=tuple([(p, cell_name(r, c)) for p, (r, c) in removed]),
            placed=None if placed is None else (placed[0], cell_name(*placed[1])),
            clue=self.clue(uses[0]) if uses else None,
            fact=_fact(draft.concerns),
            cites=tuple(dict.fromkeys(self.clue(u) for u in uses + sorted(draft.rests, key=cited))),
        )

    def clue(self, use: tuple[str, int]) -> tuple[str, int, int]:
        """(person, sentence, part) of the clue the rules name (person, identity)."""
        person = self.cards.get(use[0])
        return (use[0], *(person.clause_ref(use[1]) if person is not None else (use[1], 0)))

    def finish(self) -> Proof:
        people = [p.name for p in self.case.people]
        score = difficulty(self.steps)
        steps = tuple(self.steps)
        if self.ran_out():
            stuck: dict[str, list[str]] = {p: [] for p in people if not self.cands[p]}
            return Proof(False, steps, stuck, None, score, self.program.total_choices(), self.program.start())
        if all(len(self.cands[p]) == 1 for p in people):
            placement = {p: cell_name(*next(iter(self.cands[p]))) for p in people}
            return Proof(True, steps, None, placement, score, self.program.total_choices(), self.program.start())
        stuck = {p: sorted(cell_name(*c) for c in self.cands[p]) for p in people if len(self.cands[p]) != 1}
        return Proof(False, steps, stuck, None, score, self.program.total_choices(), self.program.start())
