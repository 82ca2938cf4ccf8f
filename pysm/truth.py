"""Which clues are true, asked of the rules in asp/: the one reading of every clue kind.

The generator (pysm.gen_clues) and the random test cases must know which clues a placement
makes true. They do not re-implement the meanings: they ask the .lp files, in one ground and
solve per question, with the rules that define the meanings but without the ones that place
people (placement.lp's choice) or print (show.lp); `asking` switches on the truths of the
victim and with_other sentences, which the solving program states as constraints only.

    truth = Truth(case)                        # the board and people of a Case (its clues unused)
    truth.cells([Clue("row", 2), Clue.of("at_wall")])
        -> {"row(2)": frozenset({(2, 1), ...}), "at_wall": ...}   the cells each cell term fits
    truth.holding({"Ana": (1, 2), ...}, [("Ana", Clue("alone")), ...], scene=[Clue.of("empty_rooms", ...)])
        -> {("Ana", "alone"), ("", "empty_rooms(exactly,0)")}     what is true of that placement

Keys are the clue's positive ASP term (pysm.facts.clue_term), so a negated clue asks about its
positive term. benchmarks/baseline.py is the one deliberate second reading (a cross-check).
"""
from __future__ import annotations

import dataclasses
from functools import lru_cache
from pathlib import Path
from typing import Iterable, Mapping

import clingo

from pysm import facts
from pysm.model import Case, Clue
from pysm.solver import select_rules

# Rule files that place people or choose what to print. clues.lp is read (with_other's truth is
# there) but states nothing: its constraints speak of clue/3, and no question has a clue.
LEFT_OUT = ("placement.lp", "show.lp")
_TRUE = """
asking.
true(P,T) :- stated(P,T), at(P,R,C), cell_has(R,C,T).
true(P,T) :- stated(P,T), holds(P,T).
"""


def key(clue: Clue) -> str:
    """The positive term a clue speaks of, as ASP text: the key of Truth's answers."""
    try:
        return _key(clue.base, clue.params)
    except TypeError:       # a parameter that cannot be hashed (a program's list): not cached
        return facts.clue_term(dataclasses.replace(clue, kind=clue.base))


@lru_cache(maxsize=1 << 16)
def _key(base: str, params: tuple) -> str:
    # the generator asks for the same few hundred keys hundreds of thousands of times
    return facts.clue_term(Clue(base, params=params))


class Truth:
    """The meanings of asp/ asked about one board and its people."""

    def __init__(self, case: Case, rules: Iterable[Path] | None = None):
        bare = dataclasses.replace(case, people=tuple(dataclasses.replace(p, clues=()) for p in case.people),
                                   scene=())
        self.facts = facts.render(bare)
        files = list(rules) if rules is not None else select_rules()
        self.rules = [f for f in files if f.name not in LEFT_OUT]
        self.names = {p.name for p in case.people}

    def _control(self, program: str) -> clingo.Control:
        ctl = clingo.Control(["--warn=none"])
        for f in self.rules:
            ctl.load(str(f))
        ctl.add("base", [], self.facts + program)
        ctl.ground([("base", [])])
        return ctl

    def _model(self, program: str, signatures) -> list[clingo.Symbol]:
        return _first_model(self._control(program), signatures)

    def cells(self, clues: Iterable[Clue]) -> dict[str, frozenset[tuple[int, int]]]:
        """For each clue about the speaker's own cell: the cells its positive term fits."""
        wanted = sorted({key(c) for c in clues})
        if not wanted:
            return {}
        program = "".join(f'stated("",{k}).\n' for k in wanted)
        out: dict[str, set] = {k: set() for k in wanted}
        for s in self._model(program, [("cell_has", 3)]):
            k = str(s.arguments[2])
            if k in out:
                out[k].add((s.arguments[0].number, s.arguments[1].number))
        return {k: frozenset(v) for k, v in out.items()}

    def holding(self, placement: Mapping[str, tuple[int, int]], asks: Iterable[tuple[str, Clue]],
                scene: Iterable[Clue] = ()) -> set[tuple[str, str]]:
        """Which of the asked (person, clue) terms and scene terms are true when everyone stands on
        `placement`: (person, key) pairs, and ("", key) for the scene.

        (One control per question, with the places as facts: grounded with the places as
        externals instead, to be reused, the rules of people.lp join every pair of possible
        places, 15 times the cost of a question.)"""
        lines = [f"at({facts.quote(p)},{int(r)},{int(c)})." for p, (r, c) in sorted(placement.items())]
        lines += sorted({f"stated({facts.quote(p)},{key(c)})." for p, c in asks})
        lines += sorted({f"scene_term({key(c)})." for c in scene})
        out: set[tuple[str, str]] = set()
        for s in self._model("\n".join(lines) + "\n" + _TRUE, [("true", 2), ("scene_holds", 1)]):
            if s.name == "true":
                out.add((s.arguments[0].string, str(s.arguments[1])))
            else:
                out.add(("", str(s.arguments[0])))
        return out


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
