"""Every step of a proof re-derived from what it cites, by the rules that give the verdict.

The step program and the uniqueness program are two readings of the same rules; where they part (a
joined sentence once read as "either clause" by one and "both" by the other), a proof can remove a cell
the puzzle allows. So each step is checked against the uniqueness program's own meaning: with the
case's rule files (placement, rooms, the meanings of the clues, the victim), only the clues the step
cites (the card clause it names, the scene sentences its fact names), and every person kept to the
cells the steps before it left, is there a placement that puts someone on a cell the step removes?
If there is, the step does not follow from its premises, and the proof is wrong.

One grounding serves the whole proof: the case's clue facts become externals, switched on for the
clues a step cites, and the cells left and the cells removed are externals too (allowed/3, target/3).
Each step then costs one solve (two when it holds, to make sure its premises leave some placement:
premises that allow none would prove anything).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import cast

import clingo

from pysm.core.model import Case, parse_cell
from pysm.solving.solver import RulesError

# The facts template writes one fact a line; these are the case's sentences.
_CLUE_LINE = re.compile(r"^(clue|clue_not|scene|scene_not)\(")

CHECK = """
#external allowed(P,R,C) : person(P), free(R,C).
#external target(P,R,C)  : person(P), free(R,C).
#external checking.
:- at(P,R,C), not allowed(P,R,C).
pysm_check_hit :- at(P,R,C), target(P,R,C).
:- checking, not pysm_check_hit.
"""


@dataclass(frozen=True)
class Problem:
    """A step of the proof that does not follow from what it cites."""

    step: int  # 1-based, as `explain` numbers it
    family: str
    message: str

    def __str__(self) -> str:
        return f"step {self.step} ({self.family}): {self.message}"


class _Premises:
    """The uniqueness program grounded once with the case's sentences as externals."""

    def __init__(self, case: Case, facts: str, rules: list[Path]):
        self.sentences: dict[tuple, list[clingo.Symbol]] = {}  # (person, ident) / ("scene", I)
        lines = []
        for line in facts.splitlines():
            if _CLUE_LINE.match(line):
                atom = clingo.parse_term(line.rstrip().rstrip("."))
                args = atom.arguments
                key = (args[0].string, args[1].number) if atom.name.startswith("clue") else ("scene", args[0].number)
                self.sentences.setdefault(key, []).append(atom)
                lines.append(f"#external {line}")
            else:
                lines.append(line)
        messages: list[str] = []
        self.ctl = clingo.Control(["1", "--warn=none"], logger=lambda _c, text: messages.append(text))
        try:
            for path in rules:
                self.ctl.load(str(path))
            self.ctl.add("base", [], "\n".join(lines) + CHECK)
            self.ctl.ground([("base", [])])
        except RuntimeError:
            raise RulesError("the proof check cannot ground the rules: " + " ".join(messages).strip()) from None
        self.on: set[clingo.Symbol] = set()

    def assume(self, true: set[clingo.Symbol]) -> None:
        """Switch the externals: exactly `true` hold (the sentences cited, the cells allowed, ...)."""
        for atom in self.on - true:
            self.ctl.assign_external(atom, False)
        for atom in true - self.on:
            self.ctl.assign_external(atom, True)
        self.on = set(true)

    def satisfiable(self) -> bool:
        return bool(self.ctl.solve().satisfiable)


def check_proof(case: Case, facts: str, proof, rules: list[Path]) -> list[Problem]:
    """The steps of `proof` (pysm.proof.prove.Proof) that do not follow from what they cite."""
    premises = _Premises(case, facts, rules)
    cells: dict[str, set[tuple[int, int]]] = {}
    # the proof names only cells of the board (parse_cell gives None for no cell)
    start = cast("list[tuple[int, int]]", [parse_cell(c, case.size) for c in proof.start])
    for person in case.people:
        cells[person.name] = set(start)
    cards = {p.name: p for p in case.people}
    problems = []
    checking = clingo.Function("checking")
    for number, step in enumerate(proof.steps, 1):
        removed = cast("list[tuple[str, tuple[int, int]]]", [(p, parse_cell(c, case.size)) for p, c in step.removed])
        if removed:
            cited = _cited(step, cards, premises.sentences)
            allowed = {_cell_atom("allowed", p, rc) for p, rcs in cells.items() for rc in rcs}
            targets = {_cell_atom("target", p, rc) for p, rc in removed}
            premises.assume(cited | allowed | targets | {checking})
            if premises.satisfiable():
                problems.append(
                    Problem(
                        number,
                        step.family,
                        "some cell it removes is still possible given what it cites and the cells left before it",
                    )
                )
            elif proof.solved:
                # the cells left hold the solution, so the premises allow it: if they allow nothing,
                # the check itself went wrong (an unsolved proof may end on a grid nothing fits)
                premises.assume(cited | allowed)
                if not premises.satisfiable():
                    problems.append(
                        Problem(
                            number,
                            step.family,
                            "what it cites and the cells left before it "
                            "allow no placement at all, so they prove nothing",
                        )
                    )
        for p, rc in removed:
            cells.setdefault(p, set()).discard(rc)
    return problems


def _cell_atom(name: str, person: str, rc: tuple[int, int]) -> clingo.Symbol:
    return clingo.Function(name, [clingo.String(person), clingo.Number(rc[0]), clingo.Number(rc[1])])


def _cited(step, cards, sentences) -> set[clingo.Symbol]:
    """The sentence atoms a step cites: its card clauses (Step.cites), and the scene sentences its
    fact names ("scene:2", "scenes:1,3")."""
    out: set[clingo.Symbol] = set()
    for person, sentence, part in step.cites or ((step.clue,) if step.clue else ()):
        card = cards.get(person)
        ident = None if card is None else card.clause_ident(sentence, part)
        if ident is not None:
            out.update(sentences.get((person, ident), ()))
    for piece in (step.fact or "").split(";"):
        name, _, values = piece.partition(":")
        if name in ("scene", "scenes"):
            for value in values.split(","):
                if value.isdigit():
                    out.update(sentences.get(("scene", int(value)), ()))
    return out
