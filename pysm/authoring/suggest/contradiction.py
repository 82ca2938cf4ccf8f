"""The contradicting sentences of a case without a solution: a minimal unsatisfiable core."""

from __future__ import annotations

import time
from dataclasses import replace
from pathlib import Path

import clingo

from pysm.authoring.suggest.results import CoreSentence
from pysm.case.locate import Locator
from pysm.core import stopping
from pysm.core.errors import SolveTimeout
from pysm.core.model import Case, Clue
from pysm.core.terms import facts_of
from pysm.solving import facts as facts_module
from pysm.solving.solver import control

SCENE = -1  # where a scene sentence stands, in place of a person's place


def contradiction(
    case: Case, rules: list[Path], *, timeout: float = 60.0, text: str | None = None
) -> tuple[CoreSentence, ...]:
    """The fewest of the case's sentences that cannot all be true together (a minimal
    unsatisfiable subset: removing any one makes the rest satisfiable). Empty when the
    sentences together are satisfiable. Past `timeout`: SolveTimeout, whose `found` holds
    the sentences that contradict as far as the search got (not yet the fewest), or ().

    Each trial asks only whether some model exists (one model, not all of them: a trial
    that is satisfiable can have millions), and waits on clingo in slices so that the time
    limit and the stopping signals get in."""
    deadline = time.monotonic() + timeout
    sentences, program = _guarded_facts(case)
    ctl = control(["1"], rules, program)
    literal = {}
    for k in range(len(sentences)):
        sym = clingo.Function("suggest_use", [clingo.Number(k)])
        atom = ctl.symbolic_atoms[sym]
        assert atom is not None  # every sentence has its guard atom in the program
        literal[k] = atom.literal
    back = {lit: k for k, lit in literal.items()}

    def sat(keep: list[int]) -> tuple[bool, list[int]]:
        core: list[int] = []
        assumptions = [(clingo.Function("suggest_use", [clingo.Number(k)]), k in keep) for k in range(len(sentences))]
        with ctl.solve(assumptions=assumptions, on_core=core.extend, async_=True) as handle:
            if not stopping.wait(handle, deadline - time.monotonic()):
                handle.cancel()
                raise SolveTimeout("finding the contradicting sentences took longer than the time allowed")
            result = handle.get()
        if result.satisfiable:
            return True, []
        return False, sorted({back[lit] for lit in core if lit in back} & set(keep))

    core: list[int] = []
    try:
        ok, core = sat(list(range(len(sentences))))
        if ok:
            return ()
        core = core or list(range(len(sentences)))
        for k in list(core):
            if k not in core:
                continue
            trial = [j for j in core if j != k]
            ok, smaller = sat(trial)
            if not ok:
                core = smaller or trial
    except SolveTimeout as exc:
        exc.found = _sentences(case, text, sentences, core)
        raise
    return _sentences(case, text, sentences, core)


def _sentences(
    case: Case, text: str | None, sentences: list[tuple[int, Clue]], core: list[int]
) -> tuple[CoreSentence, ...]:
    where = Locator(text, case.file.lower().endswith(".json")) if text is not None else None
    out = []
    for k in core:
        pi, clue = sentences[k]
        if pi == SCENE:
            line = where.line("scene", clue.index - 1) if where is not None else None
            out.append(CoreSentence(None, clue.index, clue.text, line))
        else:
            line = where.line("person", pi, "card") if where is not None else None
            out.append(CoreSentence(case.people[pi].name, clue.index, clue.text, line))
    return tuple(out)


def _guarded_facts(case: Case) -> tuple[list[tuple[int, Clue]], str]:
    """The case's facts with each sentence's facts behind an external `suggest_use(K)`."""
    full = facts_module.render(case).splitlines()
    sentences: list[tuple[int, Clue]] = []
    guarded: list[str] = []
    taken: set[str] = set()
    every = [(pi, clue) for pi, person in enumerate(case.people) for clue in person.clues]
    every += [(SCENE, clue) for clue in getattr(case, "scene", ())]
    for pi, clue in every:
        if pi == SCENE:
            without = replace(case, scene=tuple(c for c in case.scene if c is not clue))
        else:
            without = replace(
                case,
                people=tuple(
                    replace(p, clues=tuple(c for c in p.clues if c is not clue)) if j == pi else p
                    for j, p in enumerate(case.people)
                ),
            )
        rest = set(facts_module.render(without).splitlines())
        own = [line for line in full if line not in rest and line.strip()]
        k = len(sentences)
        sentences.append((pi, clue))
        guarded.append(f"#external suggest_use({k}). [free]")
        for line in own:
            taken.add(line)
            for fact in facts_of(line):
                guarded.append(f"{fact} :- suggest_use({k}).")
    base = [line for line in full if line not in taken]
    return sentences, "\n".join(base + guarded) + "\n"
