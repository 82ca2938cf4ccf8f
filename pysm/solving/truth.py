"""Which clues are true, asked of the rules in asp/: the one reading of every clue kind.

The generator (pysm.authoring.gen_clues) and the random test cases must know which clues a placement
makes true. They do not re-implement the meanings: they ask the .lp files, in one ground and
solve per question, with the rules that define the meanings but without the ones that place
people (placement.lp's choice) or print (show.lp); `asking` switches on the truths of the
company sentences that the solving program states as constraints only (the victim's, "with
another man").

    truth = Truth(case)                        # the board and people of a Case (its clues unused)
    truth.cells([Clue("row", 2), Clue("column", 3)])
        -> {"row(2)": frozenset({(2, 1), ...}), "column(3)": ...}   the cells each cell term fits
    truth.holding({"Ana": (1, 2), ...}, [("Ana", Clue("alone")), ...], scene=[scene_clue])
        -> {("Ana", "alone"), ("", scene term)}     what is true of that placement

Keys are the clue's positive ASP term (pysm.solving.facts.clue_term), so a negated clue asks about its
positive term. benchmarks/baseline.py is the one deliberate second reading (a cross-check).
"""

from __future__ import annotations

import dataclasses
from functools import lru_cache
from pathlib import Path
from typing import Callable, Iterable, Literal, Mapping, cast

import clingo

from pysm.core.kinds import COMPANY_KINDS
from pysm.core.model import Case, Clue
from pysm.solving import facts, relevant, rulefiles
from pysm.solving.solver import build, parsed_statements, select_rules

# Rule files that place people or choose what to print. clues.lp is read (a company kind's truth
# is there) but states nothing: its constraints speak of clue/3, and no question has a clue.
LEFT_OUT = ("placement.lp", "show.lp")
_TRUE = """
asking.
true(P,T) :- stated(P,T), at(P,R,C), cell_has(R,C,T).
true(P,T) :- stated(P,T), holds(P,T).
"""
# What a question reads of the rules (through _TRUE and the answers), and what it states besides the
# board's facts: the pruning (pysm/solving/relevant.py) keeps the rules these can matter to.
ROOTS = tuple(relevant.shape(t) for t in ("holds(P,T)", "cell_has(R,C,T)", "scene_holds(T)", "true(P,T)"))
GIVEN = frozenset(relevant.shape(t) for t in ("at(P,R,C)", "asking"))


def key(clue: Clue) -> str:
    """The positive term a clue speaks of, as ASP text: the key of Truth's answers."""
    try:
        return _key(clue.base, clue.params)
    except TypeError:  # a parameter that cannot be hashed (a program's list): not cached
        return facts.clue_term(dataclasses.replace(clue, kind=clue.base))


@lru_cache(maxsize=1 << 16)
def _key(base: str, params: tuple) -> str:
    # the generator asks for the same few hundred keys hundreds of thousands of times
    return facts.clue_term(Clue(base, params=params))


class Truth:
    """The meanings of asp/ asked about one board and its people."""

    def __init__(self, case: Case, rules: Iterable[Path] | None = None):
        bare = dataclasses.replace(case, people=tuple(dataclasses.replace(p, clues=()) for p in case.people), scene=())
        self.facts = facts.render(bare)
        files = list(rules) if rules is not None else select_rules()
        self.rules = [f for f in files if f.name not in LEFT_OUT]
        self.names = {p.name for p in case.people}
        self._asked: dict[str, _Asked] = {}  # a company question's text -> its control (holding)
        self._cells: dict[str, frozenset] = {}  # a cell term -> the cells it fits (cells)

    def _control(self, program: str, stated: str | None = None) -> clingo.Control:
        """The rules grounded with the board's facts and a question's program; `stated`: its
        facts (stated/2, scene_term/1, at/3), whose shapes choose the rules kept (None: every
        rule, as the tests ask for a question put to the whole program). Only the
        statements that can matter to the answers are grounded (pysm/solving/relevant.py;
        a rule file not bundled is kept whole): a quarter of the whole program's grounding,
        twice per world the generator draws."""
        messages: list[str] = []
        statements, always = parsed_statements(self.rules, messages)
        if stated is not None:
            shapes = relevant.fact_shapes(self.facts + stated) | GIVEN
            statements = rulefiles.kept(statements, shapes, ROOTS, always)
        return build(["--warn=none"], statements, self.facts + program, messages)

    def _model(self, program: str, signatures, stated: str | None = None) -> list[clingo.Symbol]:
        return _first_model(self._control(program, stated), signatures)

    def cells(self, clues: Iterable[Clue]) -> dict[str, frozenset[tuple[int, int]]]:
        """For each clue about the speaker's own cell: the cells its positive term fits."""
        keys = sorted({key(c) for c in clues})
        wanted = [k for k in keys if k not in self._cells]  # a Truth shared by several questions
        if wanted:
            program = "".join(f'stated("",{k}).\n' for k in wanted)
            out: dict[str, set] = {k: set() for k in wanted}
            for s in self._model(program, [("cell_has", 3)], program):
                k = str(s.arguments[2])
                if k in out:
                    out[k].add((s.arguments[0].number, s.arguments[1].number))
            self._cells.update((k, frozenset(v)) for k, v in out.items())
        return {k: self._cells[k] for k in keys}

    def holding(
        self, placement: Mapping[str, tuple[int, int]], asks: Iterable[tuple[str, Clue]], scene: Iterable[Clue] = ()
    ) -> set[tuple[str, str]]:
        """Which of the asked (person, clue) terms and scene terms are true when everyone stands on
        `placement`: (person, key) pairs, and ("", key) for the scene.

        A question only about company (pysm.core.kinds.COMPANY_KINDS: where everyone's room is) is
        grounded once with the places as externals (`#external at(P,R,C)`), and each placement
        then sets them and solves again: the rules here make no choice, so its one answer set is
        the one of the program with the places as facts. Other questions (terms that join two
        people's places would ground every pair of cells) get a control of their own."""
        return self.question(asks, scene)(placement)

    def question(
        self, asks: Iterable[tuple[str, Clue]], scene: Iterable[Clue] = ()
    ) -> Callable[[Mapping[str, tuple[int, int]]], set[tuple[str, str]]]:
        """holding() of these asks, as a function of the placement: the question's text is
        written once, for a caller that asks it of many placements (the generator's Geometry)."""
        asks = list(asks)
        scene = list(scene)
        lines = sorted({f"stated({facts.quote(p)},{key(c)})." for p, c in asks})
        lines += sorted({f"scene_term({key(c)})." for c in scene})
        stated = "\n".join(lines) + "\n"
        question = stated + _TRUE
        company = not scene and all(c.base in COMPANY_KINDS for _, c in asks)

        def holding(placement: Mapping[str, tuple[int, int]]) -> set[tuple[str, str]]:
            at = [(p, int(r), int(c)) for p, (r, c) in sorted(placement.items())]
            if company:
                answer = self._reused(question, stated, at)
                if answer is not None:
                    return answer
            places = "".join(f"at({facts.quote(p)},{r},{c}).\n" for p, r, c in at)
            return {_answer(s) for s in self._model(places + question, ANSWERS, places + stated)}

        return holding

    def _reused(self, question: str, stated: str, at: list[tuple[str, int, int]]) -> set[tuple[str, str]] | None:
        """The question's answer from its control with the places as externals (None: a place
        that is not one of them, a person or cell the board does not have)."""
        asked = self._asked.get(question)
        if asked is None:
            asked = self._asked[question] = _Asked(self._control(question + PLACES, stated))
            while len(self._asked) > 4:
                del self._asked[next(iter(self._asked))]
        return asked.answer(at)


PLACES = "#external at(P,R,C) : person(P), cell(R,C).\n#show true/2.\n#show scene_holds/1.\n"
ANSWERS = (("true", 2), ("scene_holds", 1))


class _Asked:
    """A company question grounded once (Truth.holding): its control, its `at` externals by
    (person, row, column), looked up as placements use them, and those set true. The answers
    are the shown atoms (ANSWERS, shown by PLACES): reading every possible answer's literal
    and every external up front cost more than the solves a board's questions take."""

    def __init__(self, ctl: clingo.Control):
        self.ctl = ctl
        self.places: dict[tuple[str, int, int], clingo.Symbol | None] = {}
        self.placed: set = set()
        self.read: dict[clingo.Symbol, tuple[str, str] | None] = {}  # a shown atom -> its answer (None: none)

    def _place(self, at: tuple[str, int, int]) -> clingo.Symbol | None:
        """The external of one place; None when it is none (a person or cell the board lacks)."""
        if at not in self.places:
            p, r, c = at
            symbol = clingo.Function("at", [clingo.String(p), clingo.Number(r), clingo.Number(c)])
            atom = self.ctl.symbolic_atoms[symbol]
            self.places[at] = symbol if atom is not None and atom.is_external else None
        return self.places[at]

    def answer(self, at: list[tuple[str, int, int]]) -> set[tuple[str, str]] | None:
        if any(self._place(a) is None for a in at):
            return None
        now = set(at)
        # every place of `at` has its external (checked above), and so had every place placed before
        for a in self.placed - now:
            self.ctl.assign_external(cast(clingo.Symbol, self.places[a]), False)
        for a in now - self.placed:
            self.ctl.assign_external(cast(clingo.Symbol, self.places[a]), True)
        self.placed = now
        with self.ctl.solve(yield_=True) as handle:
            for model in handle:
                read = self.read
                out = set()
                for s in model.symbols(shown=True):
                    answer: tuple[str, str] | Literal[False] | None = read.get(s, False)
                    if answer is False:  # a symbol's text is read once per control, not per placement
                        answer = read[s] = _answer(s) if (s.name, len(s.arguments)) in ANSWERS else None
                    if answer is not None:
                        out.add(answer)
                return out
        raise RuntimeError("the rules have no model for a board alone")


def _answer(symbol: clingo.Symbol) -> tuple[str, str]:
    """true(P,T) -> (P, T's text); scene_holds(T) -> ("", T's text)."""
    if symbol.name == "true":
        return symbol.arguments[0].string, str(symbol.arguments[1])
    return "", str(symbol.arguments[0])


def _first_model(ctl: clingo.Control, signatures) -> list[clingo.Symbol]:
    """The atoms of the given (name, arity) signatures in the control's first answer set."""
    atoms: list[clingo.Symbol] = []
    with ctl.solve(yield_=True) as handle:
        for model in handle:
            for name, arity in signatures:
                atoms += [a.symbol for a in ctl.symbolic_atoms.by_signature(name, arity) if model.contains(a.symbol)]
            break
        else:
            raise RuntimeError("the rules have no model for a board alone")
    return atoms
