"""One suggest run: diagnose the case, choose the intended solution, repair it (or name the
contradiction), phrase the proposals and edit the text."""

from __future__ import annotations

import time
from dataclasses import replace
from pathlib import Path
from typing import Any, cast

from pysm.authoring import gen_data
from pysm.authoring.gen_board import Cell
from pysm.authoring.gen_clues import forms, natural
from pysm.authoring.suggest.answers import ENUMERATE_CAP, answer_sets, first_answer_set
from pysm.authoring.suggest.contradiction import contradiction
from pysm.authoring.suggest.edit import edit_text
from pysm.authoring.suggest.fewest import fewest_target
from pysm.authoring.suggest.repair import INITIAL_CUTS, Repair, board_truth
from pysm.authoring.suggest.results import Proposal, Suggestion
from pysm.core.errors import SolveTimeout, SuggestError
from pysm.core.kinds import SUGGEST_KINDS
from pysm.core.model import Case, Clue, parse_cell
from pysm.language.cards import render_clue
from pysm.proof.prove import prove, step_rules
from pysm.solving import facts as facts_module
from pysm.solving.solver import Solution, select_rules
from pysm.verify.gate import verify_path

FEWEST_TRIES = 6  # other answer sets tried for fewer sentences
JOINT_CAP = ENUMERATE_CAP  # answer sets at most among which the one the fewest sentences single out is sought


def _sentence(clue: Clue, case: Case, gender: str) -> str:
    """The renderer's first form for a clue whose posture suits its object."""
    rooms = {r.key: r.name for r in case.rooms}
    fs = forms(clue, lang=case.language, gender=gender, size=case.size, rooms=rooms)
    try:
        data = gen_data.load(case.language)
        fs = [f for f in fs if natural(clue, f, data)] or fs
    except Exception:  # no generator data for the language: the first form
        pass
    return fs[0] if fs else render_clue(clue, lang=case.language, gender=gender, size=case.size, rooms=rooms)


def check_kinds(kinds) -> None:
    """SuggestError unless every kind is one suggest proposes (pysm.core.kinds.SUGGEST_KINDS)."""
    unknown = [k for k in kinds or () if k not in SUGGEST_KINDS]
    if unknown:
        raise SuggestError(f"unknown clue kind(s) {', '.join(unknown)}; known: " + ", ".join(SUGGEST_KINDS))


def suggest(
    case: Case,
    *,
    text: str | None = None,
    rules: list[Path] | None = None,
    steps: list[Path] | None = None,
    level: int | None = None,
    kinds: list[str] | None = None,
    pick: int | None = None,
    timeout: float = 60.0,
) -> Suggestion:
    """What to add to (or what contradicts in) a loaded case.

    text: the case file's text; when given, the Suggestion carries the repaired text
    (edit_text) and its verify report. level: the hardest step level the repaired case may
    need (None: any). kinds: the clue kinds the proposals may use (None: all). pick: which
    answer set is intended (1-based, stable order) when the case has several and no
    [solution]. Raises SuggestError for a bad pick or kind. `timeout` bounds the whole run:
    past it the Suggestion's status is "stopped", with what was found by then (the answer
    sets, the intended one, the contradicting sentences as far as the search got).
    """
    start = time.monotonic()
    known: dict = {}
    try:
        return _suggest(
            case,
            text=text,
            rules=rules,
            steps=steps,
            level=level,
            kinds=kinds,
            pick=pick,
            timeout=timeout,
            start=start,
            known=known,
        )
    except SolveTimeout as exc:
        out = Suggestion(
            case,
            "stopped",
            message="stopped at the time limit (--timeout)",
            core=tuple(getattr(exc, "found", ())) if known.get("contradiction") else (),
            choices=tuple(
                known.get(
                    "solutions",
                    () if known.get("contradiction") else sorted(getattr(exc, "found", ()), key=lambda s: s.people),
                )
            ),
            complete=known.get("complete", False),
            intended=known.get("target"),
            pick=known.get("pick"),
        )
        out.seconds, out.level = time.monotonic() - start, level
        return out


def _suggest(
    case: Case, *, text, rules, steps, level, kinds, pick, timeout: float, start: float, known: dict
) -> Suggestion:
    """suggest()'s work; `known` collects what is found, for a run stopped by the time limit."""
    deadline = start + timeout

    def left() -> float:
        rest = deadline - time.monotonic()
        if rest <= 0:
            raise SolveTimeout("the time limit was reached")
        return rest

    rules = rules if rules is not None else select_rules()
    steps = steps if steps is not None else step_rules()
    check_kinds(kinds)
    if level is not None and level < 1:
        raise SuggestError(f"--level {level}: at least 1")
    if pick is not None and pick < 1:
        raise SuggestError(f"--pick {pick}: answer sets are numbered from 1")

    def done(s: Suggestion) -> Suggestion:
        s.seconds, s.level = time.monotonic() - start, level
        return s

    solutions, complete = answer_sets(case, rules, timeout=left())
    known.update(solutions=solutions, complete=complete)
    if not solutions:
        known["contradiction"] = True
        core = contradiction(case, rules, timeout=left(), text=text)
        return done(
            Suggestion(
                case,
                "contradiction",
                core=core,
                message=(
                    f"no solution: these {len(core)} sentences cannot all be true together; "
                    "removing any one of them makes the rest possible"
                ),
            )
        )

    # The intended solution.
    target: Solution | None
    if case.solution is not None or case.murderer is not None:
        cells = dict(case.solution or ())
        matching = [
            i
            for i, s in enumerate(solutions)
            if all(s.cell_of(n) == c for n, c in cells.items())
            and (case.murderer is None or s.murderer == case.murderer)
        ]
        if matching:
            index, target = matching[0], solutions[matching[0]]
        else:
            target = (
                None if complete else first_answer_set(case, rules, cells=cells, murderer=case.murderer, timeout=left())
            )
            index = None
            if target is None:
                return done(
                    Suggestion(
                        case,
                        "unrepairable",
                        choices=tuple(solutions),
                        complete=complete,
                        message=(
                            "the [solution] the case states is none of its answer sets: added sentences cannot make it "
                            "one (change a sentence that rules it out, or the [solution])"
                        ),
                    )
                )
        if pick is not None:
            raise SuggestError(
                "--pick chooses among answer sets when the case states no [solution]; this case states one"
            )
    else:
        wanted = 1 if pick is None else pick
        if wanted < 1 or (complete and wanted > len(solutions)):
            raise SuggestError(
                f"--pick {wanted}: the case has {len(solutions)} answer set{'s' if len(solutions) != 1 else ''}"
            )
        if wanted > len(solutions):
            raise SuggestError(f"--pick {wanted}: only the first {len(solutions)} answer sets are listed")
        if wanted == 1 and not complete:
            target = first_answer_set(case, rules, timeout=left())
            assert target is not None  # the case has answer sets (solutions is not empty)
            index = next((i for i, s in enumerate(solutions) if s.people == target.people), None)
        else:
            index, target = wanted - 1, solutions[wanted - 1]

    known.update(target=target, pick=None if index is None else index + 1)
    facts = facts_module.render(case)
    proof = prove(case, facts, timeout=left(), rules=steps)
    kind_set = set(kinds) if kinds else None
    truth = board_truth(case)  # every placement below is judged on one board

    def attempt(target: Solution, index: int | None) -> Suggestion:
        base: dict[str, Any] = dict(
            choices=tuple(solutions), complete=complete, pick=None if index is None else index + 1, intended=target
        )
        others = [s for s in solutions if s.people != target.people]
        named = set()
        if others:
            named |= {name for name, cell in target.people if others[0].cell_of(name) != cell}
        if not proof.solved and proof.stuck:
            named |= set(proof.stuck)
        named_t = tuple(p.name for p in case.people if p.name in named)

        if (
            len(solutions) == 1
            and proof.solved
            and (level is None or proof.difficulty["level"] <= level)
            and proof.placement == dict(target.people)
        ):
            report = (
                verify_path(case.file, rules=rules, steps=steps, timeout=left(), text=text)
                if text is not None
                else None
            )
            return Suggestion(
                case,
                "verified",
                message="the case verifies: nothing to add",
                named=named_t,
                repaired=case,
                proof=proof,
                text=text,
                report=report,
                **base,
            )

        repair = Repair(
            case,
            target,
            rules=rules,
            steps=steps,
            level=level,
            kinds=kind_set,
            named=named,
            timeout=left(),
            deadline=deadline,
            truth=truth,
        )
        # an answer set places everyone on a cell of the board
        alternatives = [
            cast("tuple[Cell, ...]", tuple(parse_cell(cast(str, o.cell_of(name)), case.size) for name in repair.names))
            for o in others
        ]
        if not repair.add_alternatives(alternatives, INITIAL_CUTS):
            return Suggestion(case, "unrepairable", message=repair.why_none(), named=named_t, rounds=0, **base)
        picked, rproof, why = repair.search()
        if picked is None:
            return Suggestion(case, "unrepairable", message=why, named=named_t, rounds=repair.rounds, **base)
        picked, rproof, _ = repair.drop(picked)  # every sentence needed (a no-op after an exact search)
        texts, proposals = {}, []
        for j in sorted(picked, key=lambda j: (repair.cands[j].person, j)):
            cand = repair.cands[j]
            person = case.people[cand.person]
            texts[j] = _sentence(cand.clue, case, person.gender)
            proposals.append(Proposal(person.name, replace(cand.clue, text=texts[j]), texts[j]))
        repaired = replace(repair.case_with(picked, texts), solution=case.solution, murderer=case.murderer)
        return Suggestion(
            case,
            "repaired",
            named=named_t,
            proposals=tuple(proposals),
            repaired=repaired,
            proof=rproof,
            rounds=repair.rounds,
            **base,
        )

    out = attempt(target, index)
    free = (
        case.solution is None
        and case.murderer is None
        and pick is None
        and complete
        and 1 < len(solutions) <= JOINT_CAP
        and out.status == "repaired"
    )
    tried = {index}
    for _ in range(FEWEST_TRIES if free else 0):
        if len(out.proposals) <= 1 or time.monotonic() > start + timeout:
            break
        # Another answer set that fewer sentences single out? (the first in stable order among those)
        better = fewest_target(
            case,
            solutions,
            kinds=kind_set,
            bound=len(out.proposals),
            tried=tried,
            timeout=max(1.0, start + timeout - time.monotonic()),
            truth=truth,
        )
        if better is None:
            break
        tried.add(better)
        other = attempt(solutions[better], better)
        assert out.pick is not None  # complete, no [solution], no pick: the answer set's place is known
        if other.status == "repaired" and (len(other.proposals), better) < (len(out.proposals), out.pick - 1):
            other.rounds += out.rounds
            out = other
    out.fewest = free
    if out.status == "repaired" and text is not None:
        out.text = edit_text(text, case, out.proposals)
        out.report = verify_path(case.file, rules=rules, steps=steps, timeout=left(), text=out.text)
    return done(out)
