"""Repairs: the sentences that make a failing case publishable, or the ones that contradict.

The library behind `pysm suggest`. For a case with several solutions, or one that cannot
be solved step by step:

1. the intended solution is the case's [solution] (the first answer set that agrees with
   it), else the unique one, else the `pick`-th answer set in pysm's stable order (the
   order of `pysm solve --all`: by the people's cells, in the case's person order). With
   neither, the first answer set is repaired, then answer sets that fewer sentences could
   single out are sought (a clingo search over the answer sets and the sentences about the
   speakers' own cells, with the answer sets to rule out added as they are found), and the
   one with the fewest sentences is kept, the earlier in stable order on a tie;
2. the candidates are the sentences true in that solution, on each person's card
   (pysm.authoring.gen_clues.true_clues, the generator's own reading of clue truth), minus those
   already on the card, those the card conventions forbid (the victim's card holds the victim
   sentence and at most one more) and kinds left out with `kinds`. They are the sentences of
   clue-language.md, and those of any other card kind (pysm.core.kinds.SUGGEST_KINDS) that
   `kinds` asks for;
3. an implicit hitting set, solved by clingo: choose the fewest candidates (then the
   fewest on people the diagnosis does not name, then the easiest kinds) that meet every
   "cut" found so far. A second answer set T gives the cut "one of the candidates false
   in T" (nothing else removes T). A proof that stops (or needs a step above the level
   asked for) at candidates Z gives the cut "one candidate that removes a cell of Z, or a
   company clue not tried yet": the step families only ever remove cells, so clues that
   remove nothing from Z leave Z a fixpoint and the proof stops there again. Each round
   tests the chosen set (uniqueness solve, then the proof) and adds the cut it fails,
   until a set passes: the fewest sentences among the candidates. A round budget bounds
   the search; past it a greedy repair takes over;
4. every proposed sentence is checked to be needed (drop it: the case fails again), and
   phrased in the case's language by the renderer (pysm.language.grammar.render_clue, its first
   natural form), so it parses back to the clue it came from.

For a case without a solution: one assumption per sentence, clingo's unsatisfiable core,
shrunk by dropping each sentence whose removal leaves the rest unsatisfiable, so that
removing any one of those left makes the others satisfiable.

`edit_text` puts the sentences into the file's own text (TOML or JSON): only the card
strings change; comments, order and layout stay.
"""
from __future__ import annotations

import json
import re
import time
import tomllib
from dataclasses import dataclass, field, fields, replace
from pathlib import Path

import clingo

from pysm.solving import facts as facts_module
from pysm.authoring import gen_data
from pysm.case.casefile import toml_string
from pysm.language.grammar import render_clue
from pysm.authoring.gen_board import World
from pysm.authoring.gen_clues import Geometry, forms, holds, natural, person_candidates, true_clues
from pysm.case.loader import load
from pysm.case.locate import Locator
from pysm.core.kinds import GENERATOR_KINDS, SUGGEST_KINDS, base_kind, ease
from pysm.core.model import CELL_KINDS, Case, CaseInvalid, Clue, cell_name, parse_cell
from pysm.proof.prove import Proof, prove, step_rules
from pysm.solving.solver import SolveResult, Solution, control, select_rules, solve
from pysm.verify.gate import Report, verify_path

__all__ = ["Suggestion", "Proposal", "CoreSentence", "SuggestError", "suggest", "edit_text", "answer_sets"]

ENUMERATE_CAP = 5000     # answer sets listed at most (the first one is exact beyond that)
INITIAL_CUTS = 300       # second answer sets turned into cuts before the first round
MAX_ROUNDS = 400         # hitting-set rounds before the greedy repair takes over
SHOWN_CHOICES = 10       # answer sets the text output lists
FEWEST_SECONDS = 20.0    # time at most for one search of an answer set fewer sentences single out
FEWEST_TRIES = 6         # other answer sets tried for fewer sentences
JOINT_CAP = ENUMERATE_CAP   # answer sets at most among which the one the fewest sentences single out is sought
SCENE = -1               # where a scene sentence stands, in place of a person's place



class SuggestError(Exception):
    """A request suggest cannot serve (a bad --pick, an unknown kind, a file it cannot edit)."""


@dataclass(frozen=True)
class Proposal:
    """One sentence to add: on `person`'s card, saying `clue`, written `sentence`."""

    person: str
    clue: Clue
    sentence: str

    def as_dict(self) -> dict:
        return {"person": self.person, "sentence": self.sentence,
                "clue": {"kind": self.clue.kind, "params": list(_identity(self.clue)[1])}}


@dataclass(frozen=True)
class CoreSentence:
    """One sentence of an unsatisfiable core: `index`-th sentence of `person`'s card, or of
    the scene when `person` is None."""

    person: str | None
    index: int
    sentence: str
    line: int | None

    def as_dict(self) -> dict:
        return {"person": self.person, "index": self.index, "sentence": self.sentence, "line": self.line}


@dataclass
class Suggestion:
    """What suggest found for one case.

    status: "verified" (nothing to add), "repaired" (proposals make it verify),
            "contradiction" (no solution: `core` names the sentences), "unrepairable"
            (`message` says why: a stated solution that is no answer set, no candidates).
    """

    case: Case
    status: str
    message: str = ""
    choices: tuple[Solution, ...] = ()        # the answer sets in stable order (at most ENUMERATE_CAP)
    complete: bool = True                     # whether `choices` holds every answer set
    pick: int | None = None                   # 1-based place of the intended solution in `choices`
    intended: Solution | None = None
    named: tuple[str, ...] = ()               # the people the diagnosis names
    proposals: tuple[Proposal, ...] = ()
    core: tuple[CoreSentence, ...] = ()
    repaired: Case | None = None              # the case with the proposals on its cards
    proof: Proof | None = None                # the repaired case's step-by-step proof
    text: str | None = None                   # the repaired file text (when the file text was given)
    report: Report | None = None              # the repaired text verified again
    rounds: int = 0                           # hitting-set rounds
    seconds: float = 0.0
    level: int | None = None                  # the level asked for
    fewest: bool = False                      # the intended solution was chosen as the one the fewest
                                              # sentences single out (no [solution], no pick)

    def as_dict(self) -> dict:
        return {
            "case": self.case.id, "file": self.case.file, "language": self.case.language,
            "size": self.case.size, "status": self.status, "message": self.message or None,
            "choices": [s.as_dict() for s in self.choices[:SHOWN_CHOICES]],
            "answer_sets": len(self.choices) if self.complete else None,
            "pick": self.pick, "fewest": self.fewest,
            "intended": None if self.intended is None else self.intended.as_dict(),
            "named": list(self.named),
            "proposals": [p.as_dict() for p in self.proposals],
            "core": [c.as_dict() for c in self.core],
            "report": None if self.report is None else self.report.as_dict(),
            "rounds": self.rounds, "seconds": round(self.seconds, 3),
        }


def _identity(clue: Clue) -> tuple:
    """What a clue says, apart from its text and place: its kind and parameters."""
    params = getattr(clue, "params", None)
    if params is None:
        params = tuple(x for x in (clue.arg, clue.gender) if x is not None)
    return clue.kind, tuple(params)


# ---- answer sets in stable order -----------------------------------------------------

def answer_sets(case: Case, rules: list[Path], *, cap: int = ENUMERATE_CAP,
                timeout: float = 60.0) -> tuple[list[Solution], bool]:
    """The answer sets in pysm's stable order (as `pysm solve --all` lists them) and whether
    that is all of them: at most `cap`."""
    result = solve(case, facts_module.render(case), rules, limit=cap + 1, timeout=timeout)
    found = sorted(result.solutions, key=lambda s: s.people)
    return found[:cap], len(found) <= cap


def first_answer_set(case: Case, rules: list[Path], *, cells: dict[str, str] | None = None,
                     murderer: str | None = None, timeout: float = 60.0) -> Solution | None:
    """The first answer set in stable order (optionally among those with the given cells
    and murderer), found by clingo's lexicographic optimisation: the first person's cell
    name first, then the second's, ..."""
    names = [p.name for p in case.people]
    q = facts_module.quote
    n = case.size
    order = sorted((cell_name(r, c), r, c) for r in range(1, n + 1) for c in range(1, n + 1))
    extra = [f"suggest_rank({r},{c},{k})." for k, (_, r, c) in enumerate(order)]
    extra += [f"suggest_prio({q(name)},{len(names) - i})." for i, name in enumerate(names)]
    extra.append("#minimize { W@L,P : at(P,R,C), suggest_rank(R,C,W), suggest_prio(P,L) }.")
    for name, cell in (cells or {}).items():
        pos = parse_cell(cell, n)
        if pos is None:
            return None
        extra.append(f":- not at({q(name)},{pos[0]},{pos[1]}).")
    if murderer is not None:
        extra.append(f":- not murderer({q(murderer)}).")
    deadline = time.monotonic() + timeout
    ctl = control(["0", "--opt-mode=opt"], rules, facts_module.render(case) + "\n".join(extra) + "\n")
    best: list = []
    with ctl.solve(on_model=lambda m: best.__setitem__(slice(None), [m.symbols(shown=True)]),
                   async_=True) as handle:
        if not handle.wait(max(0.0, deadline - time.monotonic())):
            handle.cancel()
            from pysm.solving.solver import SolveTimeout
            raise SolveTimeout("finding the first answer set took longer than the time allowed")
        handle.get()
    if not best:
        return None
    from pysm.solving.solver import _solution
    return _solution(case, best[0])


# ---- the contradicting sentences -----------------------------------------------------

def contradiction(case: Case, rules: list[Path], *, timeout: float = 60.0,
                  text: str | None = None) -> tuple[CoreSentence, ...]:
    """The fewest of the case's sentences that cannot all be true together (a minimal
    unsatisfiable subset: removing any one makes the rest satisfiable). Empty when the
    sentences together are satisfiable."""
    deadline = time.monotonic() + timeout
    sentences, program = _guarded_facts(case)
    ctl = control(["0"], rules, program)
    literal = {}
    for k in range(len(sentences)):
        sym = clingo.Function("suggest_use", [clingo.Number(k)])
        literal[k] = ctl.symbolic_atoms[sym].literal

    def sat(keep: list[int]) -> tuple[bool, list[int]]:
        core: list[int] = []
        assumptions = [(clingo.Function("suggest_use", [clingo.Number(k)]), True) for k in keep]
        for k in range(len(sentences)):
            if k not in keep:
                assumptions.append((clingo.Function("suggest_use", [clingo.Number(k)]), False))
        if time.monotonic() > deadline:
            from pysm.solving.solver import SolveTimeout
            raise SolveTimeout("finding the contradicting sentences took longer than the time allowed")
        result = ctl.solve(assumptions=assumptions, on_core=lambda lits: core.extend(lits))
        if result.satisfiable:
            return True, []
        back = {lit: k for k, lit in literal.items()}
        return False, sorted({back[lit] for lit in core if lit in back} & set(keep))

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
            without = replace(case, people=tuple(
                replace(p, clues=tuple(c for c in p.clues if c is not clue)) if j == pi else p
                for j, p in enumerate(case.people)))
        rest = set(facts_module.render(without).splitlines())
        own = [line for line in full if line not in rest and line.strip()]
        k = len(sentences)
        sentences.append((pi, clue))
        guarded.append(f"#external suggest_use({k}). [free]")
        for line in own:
            taken.add(line)
            for fact in _facts_of(line):
                guarded.append(f"{fact} :- suggest_use({k}).")
    base = [line for line in full if line not in taken]
    return sentences, "\n".join(base + guarded) + "\n"


def _facts_of(line: str) -> list[str]:
    """The facts of one line of facts text ("a(1). b(2)." -> ["a(1)", "b(2)"]), strings kept whole."""
    out, start, quoted, escaped = [], 0, False, False
    for i, ch in enumerate(line):
        if quoted:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                quoted = False
        elif ch == '"':
            quoted = True
        elif ch == "%":
            break
        elif ch == "." and (i + 1 == len(line) or line[i + 1] in " \t"):
            fact = line[start:i].strip()
            if fact:
                out.append(fact)
            start = i + 1
    return out


# ---- the repair ----------------------------------------------------------------------

@dataclass
class _Candidate:
    person: int
    clue: Clue
    named: bool
    ease: int
    strength: int          # 0..10: the share of free cells a cell clue removes


def world_of(case: Case, cells, murderer: str | None = None) -> World:
    """The generator's World for a case and a placement (`cells`: (row, column) per person, in
    the case's order), so that the generator's reading of clue truth applies to it. Fields the
    World has beyond the original ones (windows, doors, ...) are taken from the case by name."""
    victim = next((p.name for p in case.people if p.is_victim), case.people[0].name)
    values = dict(lang=case.language, size=case.size, grid=case.grid, rooms=case.rooms, objects=case.objects,
                  people=tuple((p.name, p.gender) for p in case.people), cells=tuple(cells),
                  victim=victim, murderer=murderer or "")
    for f in fields(World):
        if f.name not in values and hasattr(case, f.name):
            values[f.name] = getattr(case, f.name)
    return World(**values)


class _Repair:
    """The hitting-set search for one case and its intended solution."""

    def __init__(self, case: Case, target: Solution, *, rules: list[Path], steps: list[Path], level: int | None,
                 kinds: set[str] | None, named: set[str], timeout: float, deadline: float):
        self.case, self.target, self.rules, self.steps = case, target, rules, steps
        self.level, self.timeout, self.deadline = level, timeout, deadline
        n = case.size
        self.names = [p.name for p in case.people]
        self.cells = tuple(parse_cell(target.cell_of(name), n) for name in self.names)
        self.world = world_of(case, self.cells, target.murderer)
        self.geo = Geometry(self.world)
        drawn = drawn_kinds(kinds)
        if drawn:       # the rules judge the candidates about other people once, as the generator's do
            self.geo.ask({name: person_candidates(self.geo, i, drawn) for i, name in enumerate(self.names)}, [])
        self.free = [(r, c) for r in range(1, n + 1) for c in range(1, n + 1)]
        self.cands: list[_Candidate] = []
        for i, person in enumerate(case.people):
            if person.is_victim and sum(c.kind != "victim" for c in person.clues) >= 1:
                continue          # the victim's card holds the victim sentence and at most one more
            have = {_identity(c) for c in person.clues}
            for clue in true_clues(self.geo, i, drawn):
                if _identity(clue) in have or (kinds and clue.kind not in kinds):
                    continue
                try:       # a kind the generator's reading cannot judge in another placement is left out
                    holds(self.geo, clue, i, self.cells)
                except Exception:
                    continue
                self.cands.append(_Candidate(i, clue, person.name in named, ease(clue.kind),
                                             self._strength(clue)))
        self.victim_cands = [j for j, c in enumerate(self.cands) if case.people[c.person].is_victim]
        self.fits = [self._fits(c.clue) for c in self.cands]      # cells a cell clue holds on
        self.company = [j for j, f in enumerate(self.fits) if f is None]
        self.by_person: dict[int, list[int]] = {}
        for j, c in enumerate(self.cands):
            self.by_person.setdefault(c.person, []).append(j)
        self.cuts: list[frozenset[int]] = []
        self.blocked: list[frozenset[int]] = []
        self.rounds = 0

    def _fits(self, clue: Clue) -> frozenset | None:
        if not clue.spec.cell:
            return None
        try:
            return frozenset(x for x in self.free if self.geo.cell_fits(clue, x))
        except ValueError:
            return None

    def _strength(self, clue: Clue) -> int:
        if not clue.spec.cell:
            return 3
        try:
            return round(10 * sum(not self.geo.cell_fits(clue, x) for x in self.free) / len(self.free))
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

    def check(self, picked) -> tuple[str, object]:
        """("ok", proof) | ("other", cells of a second answer set) | ("stuck", cells left per
        person) | ("none", None)."""
        case = self.case_with(picked)
        facts = facts_module.render(case)
        left = max(1.0, self.deadline - time.monotonic())
        result = solve(case, facts, self.rules, limit=2, timeout=min(self.timeout, left))
        if result.status == "none":
            return "none", None
        for sol in result.solutions:
            cells = tuple(parse_cell(sol.cell_of(name), case.size) for name in self.names)
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
        moved = {i for i, (a, b) in enumerate(zip(cells, self.cells)) if a != b}
        out = []
        for i in moved:
            out += [j for j in self.by_person.get(i, ()) if self.fits[j] is not None and cells[i] not in self.fits[j]]
        if company:      # one question to the rules per placement: only for a single answer set
            out += [j for j in self.company if not holds(self.geo, self.cands[j].clue, self.cands[j].person, cells)]
        return frozenset(out)

    def add_alternatives(self, others, limit: int) -> bool:
        """Cuts from other answer sets: the smallest ones that no smaller one implies (a cut
        that holds another is met whenever that one is), at most `limit`. False when one
        is empty (no candidate removes that answer set)."""
        # Company clues are judged by a question to the rules per placement: too many here, so
        # these cuts hold cell clues only (stronger than needed; every set is tested anyway, and
        # an answer set a test lets through gets its exact cut).
        cuts = set()
        for cells in others:
            cut = self.cut_other(cells, company=False)
            cuts.add(cut if cut else self.cut_other(cells))
        cuts = sorted(cuts, key=lambda c: (len(c), sorted(c)))
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
            if hit is None:       # a company clue: it may help unless it was on the cards already
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
        with ctl.solve(on_model=lambda m: best.__setitem__(slice(None), [[s.arguments[0].number
                                                                            for s in m.symbols(atoms=True)
                                                                            if s.name == "pick"]]),
                       async_=True) as handle:
            wait = max(1.0, min(10.0, self.deadline - time.monotonic()))
            if not handle.wait(wait):
                handle.cancel()        # the best set found so far, not proved cheapest
            handle.get()
        return sorted(best[0]) if best else None

    def search(self) -> tuple[list[int] | None, Proof | None, str]:
        """The chosen candidates and the repaired case's proof; (None, None, why) when none."""
        picked: list[int] = []
        while self.rounds < MAX_ROUNDS and time.monotonic() < self.deadline:
            self.rounds += 1
            chosen = self.hitting_set()
            if chosen is None:
                return None, None, self._why_none()
            picked = chosen
            verdict, detail = self.check(picked)
            if verdict == "ok":
                return picked, detail, ""
            cut = (self.cut_other(detail) if verdict == "other"
                   else self.cut_stuck(detail, set(picked)) if verdict == "stuck" else frozenset())
            if verdict == "none":
                raise RuntimeError("true sentences without a solution: the generator's reading and the rules disagree")
            if cut & set(picked) or not cut:
                if not cut:
                    return None, None, self._why_none()
                self.blocked.append(frozenset(picked))     # should not happen: a cut the set already meets
            else:
                self.cuts.append(cut)
        return self.greedy(picked)

    def _why_none(self) -> str:
        extra = f" at level {self.level} or below" if self.level is not None else ""
        return (f"no set of true sentences{extra} on the cards makes this solution the only one reached "
                "step by step" + (" (with the kinds asked for)" if self.cands else ": no candidate sentences"))

    def greedy(self, picked: list[int]) -> tuple[list[int] | None, Proof | None, str]:
        """Past the round budget: add the most useful candidate of each failure's cut until
        the case passes, then drop what is not needed."""
        picked = list(picked)
        for _ in range(4 * len(self.names) + 10):
            verdict, detail = self.check(picked)
            if verdict == "ok":
                return self.drop(picked)
            cut = self.cut_other(detail) if verdict == "other" else self.cut_stuck(detail, set(picked))
            options = [j for j in cut if j not in picked and
                       not (j in self.victim_cands and any(k in self.victim_cands for k in picked))]
            if not options:
                return None, None, self._why_none()
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


def _sentence(clue: Clue, case: Case, gender: str) -> str:
    """The renderer's first form for a clue whose posture suits its object."""
    rooms = {r.key: r.name for r in case.rooms}
    fs = forms(clue, lang=case.language, gender=gender, size=case.size, rooms=rooms)
    try:
        data = gen_data.load(case.language)
        fs = [f for f in fs if natural(clue, f, data)] or fs
    except Exception:      # no generator data for the language: the first form
        pass
    return fs[0] if fs else render_clue(clue, lang=case.language, gender=gender, size=case.size, rooms=rooms)


def check_kinds(kinds) -> None:
    """SuggestError unless every kind is one suggest proposes (pysm.core.kinds.SUGGEST_KINDS)."""
    unknown = [k for k in kinds or () if k not in SUGGEST_KINDS]
    if unknown:
        raise SuggestError(f"unknown clue kind(s) {', '.join(unknown)}; known: " + ", ".join(SUGGEST_KINDS))


def drawn_kinds(kinds) -> tuple[str, ...]:
    """The kinds beside those of clue-language.md whose clues are drawn as candidates: those
    `kinds` asks for, in either polarity (none when it asks for nothing in particular)."""
    asked = {base_kind(k) for k in kinds or ()}
    return tuple(k for k in GENERATOR_KINDS if base_kind(k) in asked)


def suggest(case: Case, *, text: str | None = None, rules: list[Path] | None = None,
            steps: list[Path] | None = None, level: int | None = None, kinds: list[str] | None = None,
            pick: int | None = None, timeout: float = 60.0) -> Suggestion:
    """What to add to (or what contradicts in) a loaded case.

    text: the case file's text; when given, the Suggestion carries the repaired text
    (edit_text) and its verify report. level: the hardest step level the repaired case may
    need (None: any). kinds: the clue kinds the proposals may use (None: all). pick: which
    answer set is intended (1-based, stable order) when the case has several and no
    [solution]. Raises SuggestError for a bad pick or kind, SolveTimeout past `timeout`
    per solve, and stops searching after `timeout` seconds in all.
    """
    start = time.monotonic()
    rules = rules if rules is not None else select_rules()
    steps = steps if steps is not None else step_rules()
    check_kinds(kinds)
    if level is not None and level < 1:
        raise SuggestError(f"--level {level}: at least 1")
    def done(s: Suggestion) -> Suggestion:
        s.seconds, s.level = time.monotonic() - start, level
        return s

    solutions, complete = answer_sets(case, rules, timeout=timeout)
    if not solutions:
        core = contradiction(case, rules, timeout=timeout, text=text)
        return done(Suggestion(case, "contradiction", core=core, message=(
            f"no solution: these {len(core)} sentences cannot all be true together; "
            "removing any one of them makes the rest possible")))

    # The intended solution.
    if case.solution is not None or case.murderer is not None:
        cells = dict(case.solution or ())
        matching = [i for i, s in enumerate(solutions)
                    if all(s.cell_of(n) == c for n, c in cells.items())
                    and (case.murderer is None or s.murderer == case.murderer)]
        if matching:
            index, target = matching[0], solutions[matching[0]]
        else:
            target = None if complete else first_answer_set(case, rules, cells=cells, murderer=case.murderer,
                                                             timeout=timeout)
            index = None
            if target is None:
                return done(Suggestion(case, "unrepairable", choices=tuple(solutions), complete=complete, message=(
                    "the [solution] the case states is none of its answer sets: added sentences cannot make it "
                    "one (change a sentence that rules it out, or the [solution])")))
        if pick is not None:
            raise SuggestError("--pick chooses among answer sets when the case states no [solution]; "
                               "this case states one")
    else:
        wanted = pick or 1
        if wanted < 1 or (complete and wanted > len(solutions)):
            raise SuggestError(f"--pick {wanted}: the case has {len(solutions)} answer set"
                               f"{'s' if len(solutions) != 1 else ''}")
        if wanted > len(solutions):
            raise SuggestError(f"--pick {wanted}: only the first {len(solutions)} answer sets are listed")
        if wanted == 1 and not complete:
            target = first_answer_set(case, rules, timeout=timeout)
            index = next((i for i, s in enumerate(solutions) if s.people == target.people), None)
        else:
            index, target = wanted - 1, solutions[wanted - 1]

    facts = facts_module.render(case)
    proof = prove(case, facts, timeout=timeout, rules=steps)
    kind_set = set(kinds) if kinds else None

    def attempt(target: Solution, index: int | None) -> Suggestion:
        base = dict(choices=tuple(solutions), complete=complete, pick=None if index is None else index + 1,
                    intended=target)
        others = [s for s in solutions if s.people != target.people]
        named = set()
        if others:
            named |= {name for name, cell in target.people if others[0].cell_of(name) != cell}
        if not proof.solved and proof.stuck:
            named |= set(proof.stuck)
        named_t = tuple(p.name for p in case.people if p.name in named)

        if len(solutions) == 1 and proof.solved and (level is None or proof.difficulty["level"] <= level) \
                and proof.placement == dict(target.people):
            report = verify_path(case.file, rules=rules, steps=steps, timeout=timeout, text=text) \
                if text is not None else None
            return Suggestion(case, "verified", message="the case verifies: nothing to add", named=named_t,
                              repaired=case, proof=proof, text=text, report=report, **base)

        repair = _Repair(case, target, rules=rules, steps=steps, level=level, kinds=kind_set,
                         named=named, timeout=timeout, deadline=time.monotonic() + timeout)
        alternatives = [tuple(parse_cell(o.cell_of(name), case.size) for name in repair.names) for o in others]
        if not repair.add_alternatives(alternatives, INITIAL_CUTS):
            return Suggestion(case, "unrepairable", message=repair._why_none(), named=named_t, rounds=0, **base)
        picked, rproof, why = repair.search()
        if picked is None:
            return Suggestion(case, "unrepairable", message=why, named=named_t, rounds=repair.rounds, **base)
        picked, rproof, _ = repair.drop(picked)      # every sentence needed (a no-op after an exact search)
        texts, proposals = {}, []
        for j in sorted(picked, key=lambda j: (repair.cands[j].person, j)):
            cand = repair.cands[j]
            person = case.people[cand.person]
            texts[j] = _sentence(cand.clue, case, person.gender)
            proposals.append(Proposal(person.name, replace(cand.clue, text=texts[j]), texts[j]))
        repaired = replace(repair.case_with(picked, texts), solution=case.solution, murderer=case.murderer)
        return Suggestion(case, "repaired", named=named_t, proposals=tuple(proposals), repaired=repaired,
                          proof=rproof, rounds=repair.rounds, **base)

    out = attempt(target, index)
    free = (case.solution is None and case.murderer is None and pick is None and complete
            and 1 < len(solutions) <= JOINT_CAP and out.status == "repaired")
    tried = {index}
    for _ in range(FEWEST_TRIES if free else 0):
        if len(out.proposals) <= 1 or time.monotonic() > start + timeout:
            break
        # Another answer set that fewer sentences single out? (the first in stable order among those)
        better = _fewest_target(case, solutions, kinds=kind_set, bound=len(out.proposals), tried=tried,
                                timeout=max(1.0, start + timeout - time.monotonic()))
        if better is None:
            break
        tried.add(better)
        other = attempt(solutions[better], better)
        if other.status == "repaired" and (len(other.proposals), better) < (len(out.proposals), out.pick - 1):
            other.rounds += out.rounds
            out = other
    out.fewest = free
    if out.status == "repaired" and text is not None:
        out.text = edit_text(text, case, out.proposals)
        out.report = verify_path(case.file, rules=rules, steps=steps, timeout=timeout, text=out.text)
    return done(out)


def _flip(clue: Clue) -> Clue:
    """The clue that says the opposite about the speaker's cell: row(2) <-> not_row(2)."""
    from pysm.core.model import KINDS
    kind = KINDS[clue.base].negation if not clue.negated else clue.base
    return replace(clue, kind=kind)


def _fewest_target(case: Case, solutions: list[Solution], *, kinds: set[str] | None, bound: int,
                   tried: set, timeout: float) -> int | None:
    """The answer set (its place in `solutions`) that fewer than `bound` sentences about the
    speakers' own cells make the only one, fewest first, then the first in stable order; None
    when there is none. Uniqueness only: the repair for it then checks the proof too."""
    n = case.size
    names = [p.name for p in case.people]
    placements = [tuple(parse_cell(s.cell_of(name), n) for name in names) for s in solutions]
    world = world_of(case, placements[0])
    geo = Geometry(world)
    free = [(r, c) for r in range(1, n + 1) for c in range(1, n + 1)]
    clues: dict[tuple, tuple[int, frozenset]] = {}      # (person, identity) -> (person, cells it holds on)
    for i, person in enumerate(case.people):
        if person.is_victim and sum(c.kind != "victim" for c in person.clues) >= 1:
            continue
        have = {_identity(c) for c in person.clues}
        own = [c for c in true_clues(geo, i) if c.base in CELL_KINDS]
        for clue in own + [_flip(c) for c in own]:
            key = (i, _identity(clue))
            if key in clues or _identity(clue) in have or (kinds and clue.kind not in kinds):
                continue
            try:
                clues[key] = (i, frozenset(y for y in free if geo.cell_fits(clue, y)))
            except ValueError:
                continue
    cands = list(clues.values())
    victim = {j for j, (i, _) in enumerate(cands) if case.people[i].is_victim}
    seen = [sorted({pl[i] for pl in placements}) for i in range(len(names))]
    code = {x: 10 * x[0] + x[1] for x in free}
    fixed = ["{ pick(J) : cand(J) }.", "1 { target(A) : ans(A) } 1.",
             "tgt(I,X) :- target(A), at(A,I,X).",
             ":- pick(J), of(J,I), tgt(I,X), not fits(J,X).",
             f"#external size_bound(1..{bound}). [free]",
             ":- size_bound(S), #count{ J : pick(J) } > S.",
             "#program keep_out(a).",
             "killed(a) :- pick(J), of(J,I), at(a,I,X), not fits(J,X).",
             ":- not target(a), not killed(a).",
             "#program base."]
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
    step = max(1, len(placements) // INITIAL_CUTS)     # spread over the stable order
    first = list(range(0, len(placements), step))
    ctl.ground([("base", [])] + [("keep_out", [clingo.Number(a)]) for a in first])
    size = 1
    while size < bound and time.monotonic() < deadline:
        # Is there a target that `size` sentences single out among the answer sets kept out so far?
        found: list = []

        def on_model(m):
            syms = m.symbols(atoms=True)
            found[:] = [([s.arguments[0].number for s in syms if s.name == "target"],
                         [s.arguments[0].number for s in syms if s.name == "pick"])]

        assumptions = [(clingo.Function("size_bound", [clingo.Number(k)]), k == size) for k in range(1, bound + 1)]
        with ctl.solve(on_model=on_model, assumptions=assumptions, async_=True) as handle:
            if not handle.wait(max(0.1, deadline - time.monotonic())):
                handle.cancel()
                return None
            handle.get()
        if not found:
            size += 1
            continue
        (target,), picks = found[0]
        # every other answer set must break one of the picks (checked here on all of them)
        missed = [a for a, pl in enumerate(placements) if a != target
                  and not any(pl[cands[j][0]] not in cands[j][1] for j in picks)]
        if not missed:
            return target
        ctl.ground([("keep_out", [clingo.Number(a)]) for a in missed])
    return None


# ---- editing the file's text ---------------------------------------------------------

_CARD_KEY_TOML = re.compile(r"""(?:^|[{,])[ \t]*(?:card|"card"|'card')[ \t]*=[ \t]*$""")
_CARD_KEY_JSON = re.compile(r'"card"\s*:\s*$')


def _toml_strings(text: str) -> list[tuple[int, int, str]]:
    """Every string token of TOML text outside comments: (start, end, delimiter)."""
    out, i, n = [], 0, len(text)
    while i < n:
        ch = text[i]
        if ch == "#":
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith('"""', i) or text.startswith("'''", i):
            delim = text[i:i + 3]
            j = i + 3
            while j < n:
                if delim == '"""' and text[j] == "\\":
                    j += 2
                    continue
                if text.startswith(delim, j):
                    end = j + 3
                    while end < n and text[end] == delim[0] and end - j < 5:   # up to two quotes before the close
                        end += 1
                    break
                j += 1
            else:
                end = n
            out.append((i, end, delim))
            i = end
        elif ch in "\"'":
            j = i + 1
            while j < n and text[j] != ch and text[j] != "\n":
                j += 2 if (ch == '"' and text[j] == "\\") else 1
            out.append((i, min(j + 1, n), ch))
            i = j + 1
        else:
            i += 1
    return out


def _json_strings(text: str) -> list[tuple[int, int, str]]:
    out, i, n = [], 0, len(text)
    while i < n:
        if text[i] == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            out.append((i, min(j + 1, n), '"'))
            i = j + 1
        else:
            i += 1
    return out


def _card_tokens(text: str, is_json: bool) -> list[tuple[int, int, str]]:
    tokens = _json_strings(text) if is_json else _toml_strings(text)
    found = []
    for k, (s, e, d) in enumerate(tokens):
        if is_json:
            prev_end = tokens[k - 1][1] if k else 0
            if k and text[tokens[k - 1][0]:prev_end] == '"card"' and re.fullmatch(r"\s*:\s*", text[prev_end:s]):
                found.append((s, e, d))
        else:
            line_start = text.rfind("\n", 0, s) + 1
            if _CARD_KEY_TOML.search(text[line_start:s]):
                found.append((s, e, d))
    return found


def _addition(old: str, sentences: list[str]) -> str:
    """What goes after a card's text: the sentences, after a space (or a period the last
    sentence lacks); nothing before them when the text ends with a space or line break."""
    tail = old.rstrip()
    if not tail:
        return " ".join(sentences)
    sep = ". " if not tail.endswith(".") else (" " if old == tail else "")
    return sep + " ".join(sentences)


def edit_text(text: str, case: Case, proposals) -> str:
    """The file's text with each proposal's sentence added at the end of its person's card:
    only the card strings change (comments, order and layout stay). The result decodes to
    the same data but those cards. Raises SuggestError when the file cannot be edited so."""
    is_json = case.file.lower().endswith(".json") or (case.file == "-" and text.lstrip().startswith("{"))
    by_person: dict[int, list[str]] = {}
    index = {p.name: i for i, p in enumerate(case.people)}
    for prop in proposals:
        by_person.setdefault(index[prop.person], []).append(prop.sentence)
    if not by_person:
        return text
    data = json.loads(text) if is_json else tomllib.loads(text)
    people = data.get("person")
    tokens = _card_tokens(text, is_json)
    if not isinstance(people, list) or len(tokens) != len(people) or len(people) != len(case.people):
        raise SuggestError(f"{case.file}: cannot find each person's card in the text to edit it")
    want = json.loads(json.dumps(data))  # a deep copy
    edits = []
    for i, add in sorted(by_person.items()):
        old = people[i]["card"]
        addition = _addition(old, add)
        want["person"][i]["card"] = old + addition
        s, e, delim = tokens[i]
        edits.append((s, e, delim, old + addition, addition))
    out = text
    for s, e, delim, new, addition in sorted(edits, reverse=True):
        close = e - len(delim)
        if delim == '"':
            insert = json.dumps(addition, ensure_ascii=False)[1:-1] if is_json else toml_string(addition)[1:-1]
        elif delim == '"""':
            insert = toml_string(addition)[1:-1]
        elif delim == "'" and not re.search(r"['\x00-\x1f\x7f]", addition):
            insert = addition
        elif delim == "'''" and "'''" not in addition and not addition.endswith("'"):
            insert = addition
        else:
            insert = None
        if delim in ('"""', "'''"):
            close = e - 3        # quotes just before the closing three belong to the text
        if insert is None:
            out = out[:s] + toml_string(new) + out[e:]
        else:
            out = out[:close] + insert + out[close:]
    got = json.loads(out) if is_json else tomllib.loads(out)
    if got != want:
        # a layout the edit in place does not handle: rewrite those card strings whole
        out = text
        for s, e, delim, new, _ in sorted(edits, reverse=True):
            out = out[:s] + (json.dumps(new, ensure_ascii=False) if is_json else toml_string(new)) + out[e:]
        got = json.loads(out) if is_json else tomllib.loads(out)
        if got != want:
            raise SuggestError(f"{case.file}: cannot add the sentences to the cards in the text")
    return out


# ---- the command line (pysm suggest) -------------------------------------------------

def add_arguments(p) -> None:
    """The options of `pysm suggest` (cli.py makes the subparser)."""
    p.add_argument("case", metavar="CASE", help="the case file ('-' for standard input)")
    p.add_argument("-o", "--output", metavar="FILE", help="write the repaired case here (verified first)")
    p.add_argument("--force", action="store_true", help="overwrite FILE if it exists")
    p.add_argument("--level", type=int, choices=(1, 2, 3), metavar="L",
                   help="the hardest step level the repaired case may need (default: any)")
    p.add_argument("--kinds", nargs="+", metavar="KIND", help="propose only these clue kinds (row, not_room, ...)")
    p.add_argument("--pick", type=int, metavar="N",
                   help="the N-th answer set (stable order) is the intended solution (default 1)")


def command(args, rules) -> int:
    """`pysm suggest`: 0 a repair found (and written), or nothing to add; 1 the case cannot
    be repaired by adding sentences (the contradicting sentences are shown); 2 bad input."""
    import sys

    from pysm.authoring.generate import Exists, write_atomic
    from pysm.case.loader import read_text
    from pysm.solving.solver import RulesError, SolveTimeout

    def fail(message: str) -> int:
        print(f"pysm: {message}", file=sys.stderr)
        return 2

    try:
        text = read_text(args.case)
        case = load(args.case, text)
    except CaseInvalid as exc:
        if args.json:
            print(json.dumps({"file": args.case, "status": "invalid", "errors": [e.as_dict() for e in exc.errors]},
                             ensure_ascii=False, indent=2))
        else:
            for err in exc.errors:
                print(str(err) if not err.person or err.person in err.message else f"{err}: {err.person}",
                      file=sys.stderr)
        return 2
    out_path = Path(args.output) if args.output else None
    if out_path is not None:
        in_json = case.file.lower().endswith(".json") or (case.file == "-" and text.lstrip().startswith("{"))
        if (out_path.suffix.lower() == ".json") != in_json:
            return fail(f"{out_path}: the repaired case keeps the case's format; name it *{'.json' if in_json else '.toml'}")
        if out_path.exists() and not args.force:
            return fail(f"{out_path}: the file exists; --force replaces it")
        if out_path.exists() and out_path.is_dir():
            return fail(f"{out_path}: a folder, not a file")
    try:
        result = suggest(case, text=text, rules=rules, steps=step_rules(args.rules), level=args.level,
                         kinds=args.kinds, pick=args.pick, timeout=args.timeout)
        if result.text is not None and out_path is not None:
            result.report = verify_path(str(out_path), rules=rules, steps=step_rules(args.rules),
                                        timeout=args.timeout, text=result.text)
    except SuggestError as exc:
        return fail(f"{args.case}: {exc}")
    except (SolveTimeout, RulesError) as exc:
        return fail(f"{args.case}: {exc}")
    written = None
    status = 0 if result.status in ("repaired", "verified") else 1
    if result.report is not None and not _repair_holds(result):
        status = 1
    elif out_path is not None and result.text is not None and status == 0:
        try:
            write_atomic(out_path, result.text, force=args.force)
        except Exists:
            return fail(f"{out_path}: the file exists; --force replaces it")
        except OSError as exc:
            return fail(f"{out_path}: {exc.strerror or exc}")
        written = str(out_path)
    if args.json:
        d = result.as_dict()
        d["output"] = written
        print(json.dumps(d, ensure_ascii=False, indent=2))
    else:
        for line in describe(result, written):
            print(line)
    return status


def _repair_holds(result: Suggestion) -> bool:
    """The repaired text verifies, at the level asked for, on the intended solution."""
    r = result.report
    return bool(r is not None and r.verified and result.intended is not None
                and r.proof.placement == dict(result.intended.people))


def describe(result: Suggestion, written: str | None = None) -> list[str]:
    """The text `pysm suggest` prints."""
    case = result.case
    lines = []
    where = case.file
    if result.status == "contradiction":
        n = len(result.core)
        lines.append(f"{where}: no solution: these {n} sentence{'s' if n != 1 else ''} cannot all be true "
                     "together (remove or change one; without any one of them the rest can be true):")
        for c in result.core:
            at = f"line {c.line}, " if c.line is not None else ""
            lines.append(f"  {c.person or 'the scene'} ({at}sentence {c.index}): {c.sentence}")
        return lines
    if result.status == "verified":
        lines.append(f"{where}: the case verifies; nothing to add")
        if written:
            lines.append(f"wrote {written} (unchanged)")
        return lines
    count = f"{len(result.choices)}" if result.complete else f"more than {len(result.choices)}"
    if len(result.choices) > 1 or not result.complete:
        lines.append(f"{where}: several solutions ({count} answer sets)")
        if case.solution is not None or case.murderer is not None:
            lines.append("  intended: the one that agrees with its [solution]")
        else:
            why = ", one that the fewest sentences make the only one" if result.fewest else ""
            lines.append(f"  intended: answer set {result.pick or 1}{why} (choose another with --pick N):")
            for i, s in enumerate(result.choices[:SHOWN_CHOICES], 1):
                mark = "*" if i == result.pick else " "
                cells = ", ".join(f"{n} {c}" for n, c in s.people)
                lines.append(f"   {mark}{i:>3}. {cells}; murderer {s.murderer}")
            if len(result.choices) > SHOWN_CHOICES:
                lines.append(f"       ... {len(result.choices) - SHOWN_CHOICES} more (pysm solve --all)")
    elif case.solution is not None and result.intended is None:
        lines.append(f"{where}: one solution, not the one its [solution] states")
    else:
        lines.append(f"{where}: one solution, not reached step by step without guessing"
                     + (f" at level {result.level} or below" if result.level is not None else ""))
    if result.status == "unrepairable":
        lines.append(f"  {result.message}")
        return lines
    n = len(result.proposals)
    lines.append(f"add {n} sentence{'s' if n != 1 else ''} (each one needed):")
    for p in result.proposals:
        lines.append(f"  {p.person}: {p.sentence}")
    proof = result.proof
    if proof is not None and proof.solved:
        d = proof.difficulty
        murderer = result.intended.murderer if result.intended else None
        lines.append(f"then: unique solution (murderer {murderer}), solved step by step in {len(proof.steps)} steps "
                     f"(level {d['level']}, score {d['score']})")
    r = result.report
    if r is not None and not _repair_holds(result):
        lines.append("  the repaired text does not verify (nothing written): "
                     + "; ".join([str(e) for e in r.errors] + r.solution_mismatch + [f"status {r.status}"]))
    elif written:
        lines.append(f"wrote {written}")
    return lines
