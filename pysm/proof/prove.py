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
Measured on 9x9 cases: grounding the whole program anew each round took about 2.7 times as
long as this (160 ms against 60 ms on a busy machine; 35-45 ms when it is quiet).

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
import re
import time
from collections import defaultdict
from dataclasses import dataclass
from functools import lru_cache, partial
from pathlib import Path

import clingo

from pysm.core.kinds import family_kinds
from pysm.core.model import VOID, Case, cell_name
from pysm.core.quoting import quote as _quote
from pysm.core.resources import asp_dir
from pysm.core.terms import Fun, TermError, read_term, split_atom, term_order
from pysm.proof import tiers
from pysm.solving import relevant, rulefiles
from pysm.solving.solver import RulesError, SolveTimeout, build, bundled, parsed, rules_error, select_rules

# Board files of asp/ that the step program reads (never placement.lp: its choice rule
# and constraints would make the step program guess).
BOARD_FILES = (
    "board.lp",
    "adjacency.lp",
    "corners.lp",
    "cells.lp",
    "walls.lp",
    "directions.lp",
    "object_lines.lp",
    "either.lp",
    "compare.lp",
    "room_adjacency.lp",
    "object_offsets.lp",
    "outdoors.lp",
)
STEPS_FOLDER = "steps"
FRESH_PART = "fresh"
EXTERNAL = "#external cand(P,R,C) : person(P), free(R,C), not excluded(P,R,C). [true]\n#external opening. [true]\n"
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


def step_rules(extra: list[str] | None = None) -> list[Path]:
    """The step program's files: the board files of select_rules(extra), then asp/steps/*.lp.

    A --rules folder with a steps/ subfolder replaces or extends the step files by name.
    Without --rules, the list is kept while the bundled folders are unchanged: listing them
    cost a verify more than half a millisecond.
    """
    if extra:
        return _step_rules(extra)
    places = (asp_dir(), asp_dir() / STEPS_FOLDER)
    key = tuple((str(place), _changed(place)) for place in places)
    found = _STEP_RULES.get(key)
    if found is None:
        if len(_STEP_RULES) > 16:
            _STEP_RULES.clear()
        found = _STEP_RULES[key] = tuple(_step_rules(None))
    return list(found)


_STEP_RULES: dict[tuple, tuple[Path, ...]] = {}


def _changed(place: Path) -> int | None:
    """When a folder's list of files last changed; None when it is not there."""
    try:
        return place.stat().st_mtime_ns
    except OSError:
        return None


def _step_rules(extra: list[str] | None) -> list[Path]:
    board = {p.name: p for p in select_rules(extra)}
    chosen = {p.name: p for p in sorted((asp_dir() / STEPS_FOLDER).glob("*.lp"))}
    for item in extra or []:
        folder = Path(item) / STEPS_FOLDER
        if folder.is_dir():
            chosen.update({p.name: p for p in sorted(folder.glob("*.lp"))})
    return [board[name] for name in BOARD_FILES if name in board] + [chosen[k] for k in sorted(chosen)]


@dataclass(frozen=True)
class Strategy:
    """How the prover grounds and solves. Every strategy gives the same proof (the tests compare
    them); the default is the fastest, the others are the references it is checked against."""

    # Leave out the statements that cannot matter for the case (pysm/solving/relevant.py);
    # False grounds every statement.
    prune: bool = True
    # Ground the base part a level at a time (pysm.proof.tiers); False grounds it at once.
    tiers: bool = True
    # Release the cand/3 external of a removed cell (false for good: clasp drops what it feeds,
    # and a tier grounded later leaves out the rules it would feed) instead of only making it
    # false; a proof made again from every cell (see prove) then grounds anew. Measured on 9x9
    # level-2 cases: the tiers with released cells took 0.92 of a proof's CPU time, the tiers
    # with the cells only made false 1.01 (docs/performance-history.md).
    release: bool = True


FASTEST = Strategy()


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
    program = _Program(rules, facts, count_choices, case, strategy)
    proof = _Prover(case, program, deadline, one_family, max_level).run()
    if not one_family and proof.stuck and not all(proof.stuck.values()):
        program = program.restart()
        proof = _Prover(case, program, deadline, True, max_level).run()
    return proof


def warm(rules: list[Path] | None = None) -> None:
    """Parse the step program's files now, into this process's cache: a process that
    forks a child per case (pysm.solving.limits.bounded) then hands every child the parsed files."""
    _Rules(rules if rules is not None else step_rules(), "")


def difficulty(steps) -> dict:
    """{"level", "hardest", "score"}: see the module docstring."""
    if not steps:
        return {"level": 0, "hardest": None, "score": 0}
    level = max(s.level for s in steps)
    hardest = next(s.family for s in steps if s.level == level)
    return {"level": level, "hardest": hardest, "score": sum(POINTS * 3 ** (s.level - 1) for s in steps)}


# ---- Terms read back from clingo's text (pysm.core.terms) ------------------------------


@lru_cache(maxsize=65536)
def _term(text: str):
    """A term's text as Python (pysm.core.terms.read_term); text that is none is the rules' error."""
    try:
        return read_term(text)
    except TermError as exc:
        raise RulesError(str(exc)) from None


def _fact(terms: list) -> str | None:
    """row(3) -> "row:3"; row(2), row(5) -> "rows:2,5"; room("A") -> "room:A"; terms of
    several kinds, each as above, joined by ";" in name order: "room:A;scene:1"."""
    if not terms:
        return None
    if any(not isinstance(t, Fun) or len(t.args) != 1 for t in terms):
        return ";".join(sorted({str(t) for t in terms}))
    names = sorted({t.name for t in terms})
    if len(names) != 1:
        return ";".join(_fact([t for t in terms if t.name == name]) for name in names)
    values = sorted({t.args[0] for t in terms}, key=term_order)
    kind = terms[0].name + ("s" if len(values) > 1 else "")
    return f"{kind}:{','.join(str(v) for v in values)}"


# ---- The program: the base part grounded once, the fresh part on demand ---------------

Cell = tuple[int, int]
Key = tuple[str, str]  # (family, the step key as clingo writes it)


STATIC_HEADS = ("excludes", "confined")  # steps stated once (see apply_static)
_PARSED: dict[int, tuple[list, list, tuple[str, ...]]] = {}  # by the id of a file's parsed statements
# A step file may say in a header line "% Needs: other-person ..." that it derives nothing
# unless the case's facts name a clue kind those step families read (pysm.core.kinds: each
# kind lists its families; a word that is no family stands for itself); the prover then
# leaves it out of a case without them, which saves its grounding. Plain clingo, which loads
# every file, gives the same steps.
NEEDS = re.compile(r"^% Needs:(.*)$", re.M)


# What the prover declares or reads besides the shown atoms: the externals (EXTERNAL, and the
# fresh control's cand/3 facts) and the atoms read through the API (person/1, free/2,
# cell_room/3; excluded/3 in EXTERNAL's condition).
GIVEN = frozenset(relevant.shape(t) for t in ("cand(P,R,C)", "opening"))
ROOTS = tuple(relevant.shape(t) for t in ("person(P)", "free(R,C)", "cell_room(R,C,X)", "excluded(P,R,C)"))
STEP_HEADS = tiers.STEP_HEADS


class _Rules:
    """The step program's files, parsed once; each Control gets the parsed statements.

    `statements` is the whole program. `fresh_statements` leaves out the base part of the
    family files (those whose base part derives steps), which the once-grounded control
    already covers: the fresh control grounds the shared definitions and the fresh part.
    Each is pruned by its own analysis (pysm/solving/relevant.py), the fresh one only when a case
    needs it: of the shared definitions, the fresh part reads only a few.
    """

    def __init__(self, rules: list[Path], facts: str, count_choices: bool = False, strategy: Strategy = FASTEST):
        self.facts = facts
        self.strategy = strategy
        self.count_choices = count_choices
        self.messages: list[str] = []
        self.statements: list = []
        self.fresh_all: list = []
        self.custom: list[int] = []  # the statements of rule files not bundled (--rules): kept whole
        self.fresh_custom: list[int] = []
        files = [(path, *self._parse(path)) for path in (p if isinstance(p, Path) else Path(p) for p in rules)]
        present = found_words({word for file in files for word in file[3]}, facts)
        for path, statements, fresh, needs in files:
            if needs and present.isdisjoint(needs):
                continue  # a family for clue kinds the case does not have: it would derive nothing
            if not bundled(path):
                self.custom += range(len(self.statements), len(self.statements) + len(statements))
                self.fresh_custom += range(len(self.fresh_all), len(self.fresh_all) + len(fresh))
            self.statements += statements
            self.fresh_all += fresh
        self._kept = self.statements  # the list rulefiles.kept keeps (see _base_part), when pruned
        if strategy.prune:
            self._kept = rulefiles.kept(self.statements, self.shapes(), ROOTS, self.custom)
            self.statements = list(self._kept)
        self._fresh: list | None = None
        self._base: list | None = None
        self._fresh_level: int | None = None

    def shapes(self) -> frozenset:
        return relevant.fact_shapes(self.facts) | GIVEN

    @property
    def fresh_statements(self) -> list:
        """The fresh control's statements (see the class docstring), analysed at first use."""
        if self._fresh is None:
            self._fresh = (
                list(rulefiles.kept(self.fresh_all, self.shapes(), ROOTS, self.fresh_custom))
                if self.strategy.prune
                else self.fresh_all
            )
        return self._fresh

    def _parse(self, path: Path) -> tuple[list, list, tuple[str, ...]]:
        """A file's statements, its view for the fresh control, and the words of its `% Needs:`
        header line (see NEEDS); cached while the file is unchanged."""
        statements = parsed(path, self.messages)
        if id(statements) not in _PARSED:  # the value holds the statements: the id stays theirs
            try:
                needs = NEEDS.search(path.read_text(encoding="utf-8"))
            except (OSError, UnicodeDecodeError) as exc:
                raise RulesError(f"{path}: {exc}") from None
            _PARSED[id(statements)] = (
                statements,
                _fresh_view(statements),
                needed_words(needs.group(1)) if needs else (),
            )
        return _PARSED[id(statements)]

    def fresh_level(self) -> int:
        """The lowest level of the families whose step rules the fresh control holds (tiers.INF
        when it holds none); 1 when a step rule's family or a family's level cannot be read, so
        that a capped proof grounds the fresh part whenever it might matter."""
        if self._fresh_level is None:
            levels = {m.group(1): int(m.group(2)) for st in self.statements if (m := tiers.FAMILY.match(st.text))}
            lowest = tiers.INF
            for st in self.fresh_all:
                analysis = st.analysis
                if analysis.kind != "rule" or analysis.heads[0] is None or analysis.heads[0][0] not in STEP_HEADS:
                    continue
                match = tiers.STEP.match(st.text)
                level = levels.get(match.group(2), 1) if match and match.group(1) == analysis.heads[0][0] else 1
                lowest = min(lowest, level)
            self._fresh_level = lowest
        return self._fresh_level

    @property
    def base_statements(self) -> list:
        """The statements the base control grounds: those of the other parts' rules (the
        fresh part's) are left out, since clingo would parse and keep them for nothing;
        every directive stays where it is, so each part holds what it held. Without --rules
        step files, so are the family/3 facts of families nothing names (see _base_part):
        each statement costs its grounding, whatever it derives."""
        if self._base is None:
            self._base = _base_part(self._kept, self.facts, named=not self.custom)
        return self._base

    def board_as_facts(self) -> bool:
        """Whether person/1 and cell_room/3 are the case's facts alone: no --rules step file, and
        no statement of the base part that may derive either (a head of that name, or one the
        analysis could not read). Remembered per pruned program, with its base part."""
        return not self.custom and not _derives_board(self._kept)

    def tiers(self) -> list[tuple[int, list]]:
        """The base part's statements by tier (pysm.proof.tiers); one tier with --rules step
        files (grounded as written), without Strategy.tiers, and for the whole program (without Strategy.prune),
        the reference the tests compare the pruned program with: tiered, the whole program put
        two steps of one round in another order on one random case (tests/test_relevant.py,
        seed 28; cause not found), while the pruned program, tiered, gives the untiered proof."""
        if self.custom or not self.strategy.tiers or not self.strategy.prune:
            return [(1, self.base_statements)]
        return tiers.split(self.base_statements)

    def control(
        self, extra: str, parts: list[str], *, fresh: bool = False, statements: list | None = None
    ) -> clingo.Control:
        self.messages = []
        args = ["--models=1"] + (["--stats"] if self.count_choices else [])
        if statements is None:
            statements = (
                self.fresh_statements if fresh else self.base_statements if parts == ["base"] else self.statements
            )
        return build(args, statements, self.facts + extra, self.messages, [(part, []) for part in parts])


# A family's fact as clingo writes it (families.lp): family("name",Level,Rank).
_FAMILY_FACT = re.compile(r'family\(("(?:[^"\\]|\\.)*"),-?\d+,-?\d+\)\.$')
_READS_FAMILY = re.compile(r"(?<![\w'])family\(")
# By the id of a pruned program (rulefiles.kept gives cases with the same shapes of facts the
# same list): _base_entry's entry.
_BASE: dict[int, list] = {}


def _base_part(statements: list, facts: str, named: bool) -> list:
    """The statements without the rules of parts other than base, and with `named`, without
    the family/3 facts of families that neither another statement nor the case's facts name
    (see _Rules.base_statements). Only the prover reads family/3 (through `#show family/3.`),
    and only for families with steps, whose name a statement or a fact must give. When a rule
    reads family/3, every family fact is kept."""
    _, base, unnamed, _ = _base_entry(statements)
    if not named or not unnamed:
        return base
    return [st for i, st in enumerate(base) if i not in unnamed or unnamed[i] in facts]


def _base_entry(statements: list) -> list:
    """[statements, their base part, its family/3 facts that no other statement names by index,
    whether the base part may derive the board (None until _derives_board asks)], once per list."""
    entry = _BASE.get(id(statements))
    if entry is None or entry[0] is not statements:
        if len(_BASE) > 256:
            _BASE.clear()
        base, part = [], "base"
        for st in statements:
            if st.program is not None:
                part = st.program
            if part == "base" or st.text.startswith("#"):
                base.append(st)
        names = {
            i: m.group(1)
            for i, st in enumerate(base)
            if st.text.startswith("family(") and (m := _FAMILY_FACT.match(st.text))
        }
        others = "\n".join(st.text for i, st in enumerate(base) if i not in names)
        unnamed = {} if reads_family(others) else {i: n for i, n in names.items() if n not in others}
        entry = _BASE[id(statements)] = [statements, base, unnamed, None]
    return entry


def reads_family(text: str) -> bool:
    """Whether a program text reads family/3 (_READS_FAMILY). The plain substring test first:
    it is almost never there, and the regex's look-behind scans a base part's 9,000 characters
    at about a fifth of a millisecond, once per pruned program."""
    return "family(" in text and _READS_FAMILY.search(text) is not None


def _derives_board(statements: list) -> bool:
    """Whether a statement of the base part may derive person/1 or cell_room/3 (a head of that
    name, or one the analysis could not read); asked once per list, kept with its base part."""
    entry = _base_entry(statements)
    if entry[3] is None:
        entry[3] = any(
            head is None or head[0] in ("person", "cell_room", "*") for st in entry[1] for head in st.analysis.heads
        )
    return entry[3]


def needed_words(line: str) -> tuple[str, ...]:
    """The words a `% Needs:` line asks the facts for: each step family it names stands for
    the kinds whose clues the family reads (pysm.core.kinds), any other word for itself."""
    words: list[str] = []
    for word in line.split():
        words += family_kinds(word) or (word,)
    return tuple(dict.fromkeys(words))


def found_words(words, facts: str) -> frozenset[str]:
    """The `% Needs:` words (see NEEDS) that the facts hold: each looked for once per case,
    where each file asking for it looked for it again."""
    return frozenset(word for word in words if word in facts)


def _fresh_view(statements) -> list:
    """A file's statements for the fresh control: all of them, or for a family file (one whose
    base part derives steps) only its program directives and the parts other than base."""
    part, family = "base", False
    for st in statements:
        if st.program is not None:
            part = st.program
        elif part == "base" and st.analysis.kind == "rule":
            family = family or st.analysis.heads[0][0] in STEP_HEADS
    if not family:
        return list(statements)
    kept, part = [], "base"
    for st in statements:
        if st.program is not None:
            part = st.program
            kept.append(st)
        elif part != "base":
            kept.append(st)
    return kept


class _Program:
    """The base part grounded once with `cand/3` external, a tier at a time (pysm.proof.tiers:
    `deepen` grounds the next level's families on the same control); `derive` solves it for
    the current candidates, `fresh` grounds base and fresh anew with the candidates as facts."""

    def __init__(
        self,
        rules: list[Path],
        facts: str,
        count_choices: bool = False,
        case: Case | None = None,
        strategy: Strategy = FASTEST,
    ):
        self.made = (rules, facts, count_choices, case, strategy)
        self.strategy = strategy
        self.rules = _Rules(rules, facts, count_choices, strategy)
        tiered = self.rules.tiers()
        self.pending = tiered[1:]  # the tiers not grounded yet, easiest first
        self.tier_cap: int | None = None  # no tier above this level is grounded (see _Prover)
        self.ctl = self.rules.control(EXTERNAL, ["base"], statements=tiered[0][1])  # every cand(P,R,C) starts true
        self.messages = self.rules.messages
        atoms = self.ctl.symbolic_atoms
        self.free = sorted(tuple(_term(symbol_text(a.symbol)).args) for a in atoms.by_signature("free", 2))
        if case is not None and self.rules.board_as_facts():
            # the facts' person/1 and cell_room/3, as pysm.solving.facts.render writes them:
            # reading them back from clingo costs several calls into it an atom
            self.people = sorted(p.name for p in case.people)
            self.room_of: dict[Cell, object] = {
                (r, c): room
                for r, line in enumerate(case.grid[: case.size], 1)
                for c, room in enumerate(line[: case.size], 1)
                if room != VOID
            }
        else:
            self.people = sorted(_term(symbol_text(a.symbol)).args[0] for a in atoms.by_signature("person", 1))
            self.room_of = {}
            for atom in atoms.by_signature("cell_room", 3):
                r, c, x = _term(symbol_text(atom.symbol)).args
                self.room_of[(r, c)] = x
        self.board = _Board(self.free, self.room_of)
        self.true = {p: set(self.free) for p in self.people}  # person -> the cells whose cand/3 external is true
        self.off: list[int] = []  # the program literals of the cand/3 externals made false, in order
        self.symbols: dict[object, clingo.Symbol] | None = None  # made when a cand/3 symbol is (see derive)
        self.choices = 0

    def _parts(self) -> dict[object, clingo.Symbol]:
        """The people's and the coordinates' symbols, made once a case (a cand/3 symbol is made
        only the first time the process releases it: see _CANDS)."""
        self.symbols = {p: clingo.String(p) for p in self.people}
        self.symbols.update({n: clingo.Number(n) for n in {n for cell in self.free for n in cell}})
        return self.symbols

    def start(self) -> tuple[str, ...]:
        """The free cells, by name, in row-then-column order."""
        return tuple(cell_name(r, c) for r, c in self.free)

    def initial(self) -> dict[str, set[Cell]]:
        """Every person may stand on every free cell."""
        return {p: set(self.free) for p in self.people}

    def derive(self, cands: dict[str, set[Cell]]) -> _Shown:
        """The answer set for the candidates, after the externals of the cells removed since
        the last round go (by person, then cell: a removed cell never comes back in this proof).
        Each is found by its program literal: the control's symbolic atoms are asked for once a
        round, where releasing by symbol asks for them again for every cell."""
        atoms = None
        for p in sorted(self.true):
            cells = self.true[p]
            gone = cells.difference(cands.get(p, ()))
            if not gone:
                continue
            if atoms is None:
                atoms = self.ctl.symbolic_atoms
                off = (
                    self.ctl.release_external
                    if self.strategy.release
                    else partial(self.ctl.assign_external, truth=False)
                )
            cells -= gone
            for r, c in sorted(gone):
                symbol = _CANDS.get((p, r, c))
                if symbol is None:
                    if len(_CANDS) >= CANDS_CAP:
                        _CANDS.clear()
                    symbols = self.symbols or self._parts()
                    symbol = _CANDS[(p, r, c)] = clingo.Function("cand", [symbols[p], symbols[r], symbols[c]])
                atom = atoms[symbol]
                literal = 0 if atom is None else atom.literal  # what clingo releases for a symbol not there
                off(literal)
                self.off.append(literal)
        return self._solve(self.ctl, once=False)

    def deepen(self) -> bool:
        """Ground the next tier of families on the base control; False when none is left (none
        of level tier_cap or lower, with a tier_cap: see _Prover)."""
        if not self.pending or (self.tier_cap is not None and self.pending[0][0] > self.tier_cap):
            return False
        level, statements = self.pending.pop(0)
        part = f"tier_{level}"
        try:
            self.ctl.add(part, [], "\n".join(st.text for st in statements))
            self.ctl.ground([(part, [])])
        except RuntimeError as exc:
            raise rules_error(self.messages, exc) from None
        return True

    def again(self, opening: bool) -> _Shown:
        """The answer set for the same candidates, after `deepen`: with `opening` true again
        when the answer set it replaces was the first one (see settle)."""
        if not opening:
            return self._solve(self.ctl, once=False)
        self.ctl.assign_external(clingo.Function("opening"), True)
        shown = self._solve(self.ctl, once=False)
        self.ctl.assign_external(clingo.Function("opening"), False)
        return shown

    def total_choices(self) -> int | None:
        """clasp's choices over every solve: the base control's accumulated count (read
        once, at the end: reading clingo's statistics costs more than a round) plus the
        fresh controls' counts."""
        if not self.rules.count_choices:
            return None
        accu = self.ctl.statistics["accu"]  # needs --stats (see _Rules.control)
        return self.choices + int(accu["solving"]["solvers"]["choices"])

    def settle(self, cands: dict[str, set[Cell]]) -> None:
        """After the steps stated once: the cells they removed were never externals (see
        EXTERNAL); `opening` goes, so later answer sets no longer list those steps."""
        self.true = {p: set(cells) for p, cells in cands.items()}
        self.ctl.assign_external(clingo.Function("opening"), False)

    def restart(self) -> _Program:
        """Every candidate back, for a proof made again (see prove): on the same grounding
        when the removed cells' externals were only made false, else grounded anew."""
        if self.strategy.release and self.off:
            program = _Program(*self.made)
            program.choices = self.total_choices() or 0
            return program
        for literal in self.off:
            self.ctl.assign_external(literal, True)
        self.ctl.assign_external(clingo.Function("opening"), True)
        self.off = []
        self.true = {p: set(self.free) for p in self.people}
        return self

    def fresh_level(self) -> int:
        """The lowest level of a family whose steps the fresh part may derive (see _Rules.fresh_level)."""
        return self.rules.fresh_level()

    def fresh(self, cands: dict[str, set[Cell]]) -> _Shown:
        facts = "".join(f"cand({_quote(p)},{r},{c}).\n" for p in sorted(cands) for r, c in sorted(cands[p]))
        return self._solve(self.rules.control(facts, ["base", FRESH_PART], fresh=True))

    def _solve(self, ctl: clingo.Control, once: bool = True) -> _Shown:
        texts: list[str] = []
        known = _TEXTS

        def read(model: clingo.Model) -> None:
            # symbol_text, inlined: this loop sees every shown atom of every round
            for symbol in model.symbols(shown=True):
                key = _symbol_key(symbol)
                text = known.get(key)
                if text is None:
                    if len(known) >= TEXT_CAP:
                        known.clear()
                    text = known[key] = str(symbol)
                texts.append(text)

        result = ctl.solve(on_model=read)
        if not result.satisfiable:
            raise RulesError("the step program has no answer set: a step rule file holds a constraint")
        if once and self.rules.count_choices:
            self.choices += int(ctl.statistics["solving"]["solvers"]["choices"])
        return _Shown(texts, self.room_of, self.board)


# What the texts read back are kept by. clingo stores each symbol once for the whole process,
# and a Symbol object holds that copy's handle (`_rep`, an integer), so equal symbols have equal
# handles: looking one up is a dict lookup on an int, where the Symbol itself as key costs two
# calls into clingo (hash, then equality), every atom of every round. A clingo whose
# Symbol has no such handle is keyed by the Symbol.
def _handles_work() -> bool:
    def made():
        return clingo.Function("f", [clingo.String("a"), clingo.Number(1)])

    return isinstance(getattr(made(), "_rep", None), int) and made()._rep == made()._rep


_symbol_key = operator.attrgetter("_rep") if _handles_work() else (lambda symbol: symbol)

# Symbol key (_symbol_key) -> the symbol's text, for the whole process: clingo 5 never frees a
# symbol, so a handle names the same symbol for as long as the process lives. An atom shown
# again, in a later round or a later proof (the free cells and the families are the same in
# every case of a size), is not turned into text again: that costs three calls into clingo.
# Emptied when full (a generator proves thousands of cases); a dict's get, set and clear
# each hold the interpreter lock, so threads at worst read a text again.
TEXT_CAP = 65536
_TEXTS: dict[object, str] = {}
# (person, row, column) -> the symbol cand(P,R,C), for the whole process as well (emptied when
# it holds CANDS_CAP, about 2.5 MB; a 9x9 proof releases some 60): a proof made again finds the
# externals it releases without making them.
CANDS_CAP = 16384
_CANDS: dict[tuple[str, int, int], clingo.Symbol] = {}


def symbol_text(symbol: clingo.Symbol) -> str:
    """str(symbol), read once per process (see _TEXTS)."""
    key = _symbol_key(symbol)
    text = _TEXTS.get(key)
    if text is None:
        if len(_TEXTS) >= TEXT_CAP:
            _TEXTS.clear()
        text = _TEXTS[key] = str(symbol)
    return text


# A shown atom's name and its first argument, a string (the step family).
_HEAD = re.compile(r'(\w+)\("((?:[^"\\]|\\.)*)"')

# Fast readings of the shown step atoms (no backslash: no string holds a quote), as (family, key
# text, the remaining arguments' texts); anything else goes through split_atom (_walk). The key
# (.*) is greedy, so each reading ends in arguments of a shape no later comma of the text can
# start again: a string, a number, or an area (a name with one number, string or constant, or
# outside of one such and a string); so it splits the text where split_atom does (the tests
# compare both on every step atom of several cases).
_STRING = r'"[^"\\]*"'
_PLAIN = rf"[a-z_]\w*\((?:-?\d+|{_STRING}|[a-z_]\w*)\)"
_AREA = rf"{_PLAIN}|outside\({_PLAIN},{_STRING}\)"
_FAST = {
    "removes": re.compile(rf'removes\("([^"\\]*)",(.*),({_STRING}),(-?\d+),(-?\d+)\)$'),
    "excludes": re.compile(rf'excludes\("([^"\\]*)",(.*),({_STRING}),(-?\d+),(-?\d+)\)$'),
    "confines": re.compile(rf'confines\("([^"\\]*)",(.*),({_STRING}),(-?\d+),(-?\d+)\)$'),
    "confined": re.compile(rf'confined\("([^"\\]*)",(.*),({_STRING})\)$'),
    "about": re.compile(rf'about\("([^"\\]*)",(.*),({_STRING})\)$'),
    "uses": re.compile(rf'uses\("([^"\\]*)",(.*),({_STRING}),(-?\d+)\)$'),
    "rests_on": re.compile(rf'rests_on\("([^"\\]*)",(.*),({_STRING}),(-?\d+)\)$'),
    "places": re.compile(rf'places\("([^"\\]*)",(.*),({_STRING})\)$'),
    "leaves": re.compile(rf'leaves\("([^"\\]*)",(.*),({_STRING}),({_AREA})\)$'),
    "keeps": re.compile(rf'keeps\("([^"\\]*)",(.*),({_STRING}),({_AREA})\)$'),
    "fills": re.compile(rf'fills\("([^"\\]*)",(.*),({_AREA})\)$'),
    "concerns": re.compile(rf'concerns\("([^"\\]*)",(.*),({_PLAIN})\)$'),
}


@lru_cache(maxsize=65536)
def _read(name: str, text: str) -> tuple[str, str, tuple[str, ...]]:
    """A step atom as (family, key text, texts of the other arguments); most atoms come back
    in several rounds, so each text is read once."""
    fast = _FAST.get(name)
    match = fast.match(text) if fast is not None and "\\" not in text else None
    if match is not None:
        family, key, *rest = match.groups()
        return family, key, tuple(rest)
    return _walk(text)


def _walk(text: str) -> tuple[str, str, tuple[str, ...]]:
    """_read by split_atom, which walks the text's arguments: for what no fast reading fits."""
    _, args = split_atom(text)
    if len(args) < 2:
        raise RulesError(f"cannot read the step atom {text}")
    return _term(args[0]), args[1], tuple(args[2:])


@lru_cache(maxsize=65536)
def _key_order(text: str) -> tuple:
    """A step key's sort key (term_order of the key read), once per text."""
    return term_order(_term(text))


@lru_cache(maxsize=65536)
def _atom(name: str, text: str) -> tuple[str, object, object]:
    """A step atom read for _Shown.steps, once per text: (key text, then by name: the person
    and the cell (removes, excludes, confines); the person and the area term (leaves, keeps);
    the area term (fills); (person, sentence) (uses); the person or term (confined, places,
    about, concerns); else nothing). Most atoms come back in several rounds."""
    _, key, rest = _read(name, text)
    if name in ("removes", "excludes", "confines"):
        return key, _term(rest[0]), (int(rest[1]), int(rest[2]))
    if name in ("leaves", "keeps"):
        return key, _term(rest[0]), _term(rest[1])
    if name in ("confined", "places", "about", "concerns", "fills"):
        return key, _term(rest[0]), None
    if name in ("uses", "rests_on"):
        return key, (_term(rest[0]), int(rest[1])), None
    return key, None, None


@lru_cache(maxsize=65536)
def _head(text: str) -> tuple[str, str] | None:
    """A shown atom's name and family as written (_HEAD), or None; read once per text."""
    match = _HEAD.match(text)
    return None if match is None else match.groups()


class _Shown:
    """One answer set of the step program, read as far as needed: the atoms of a family are
    read in full only when the round looks at that family."""

    __slots__ = ("texts", "board", "families", "by_family")

    def __init__(self, texts: list[str], room_of: dict[Cell, object], board: _Board | None = None):
        """board: the case's areas (_Board); without it, each call of `steps` makes one over the
        candidates' cells."""
        self.texts = texts
        self.board = board if board is not None else _Board(None, room_of)
        self.families: dict[str, tuple[int, int]] = {}  # family -> (level, rank)
        self.by_family: dict[str, list[tuple[str, str]]] = defaultdict(list)
        raw: dict[str, list[tuple[str, str]]] = defaultdict(list)
        for text in self.texts:
            head = _head(text)
            if head is None:
                continue
            name, family = head
            if name == "family":
                family, level, rank = _term(text).args
                self.families[family] = (level, rank)
            else:
                raw[family].append((name, text))
        for family, atoms in raw.items():  # family names as written, unescaped once each
            self.by_family[_term(f'"{family}"')] = atoms

    def static(self) -> list[str]:
        """The families that state steps once (excludes/5), by rank."""
        return [f for f in self.ranked() if any(name in STATIC_HEADS for name, _ in self.by_family[f])]

    def level(self, family: str) -> int:
        return self.families.get(family, (99, 99))[0]

    def ranked(self) -> list[str]:
        """The families with atoms in this answer set, easiest first: by level, then rank."""
        return sorted(self.by_family, key=lambda f: (*self.families.get(f, (99, 99)), f))

    def steps(self, family: str, cands: dict[str, set[Cell]]) -> dict[Key, _Draft]:
        """Every step of the family: the cells it would remove now, whom it places, what it is about."""
        drafts: dict[Key, _Draft] = defaultdict(_Draft)
        board = self.board if self.board.cells is not None else _Board(set().union(*cands.values()), self.board.room_of)
        for name, text in self.by_family.get(family, ()):
            key, first, second = _atom(name, text)
            draft = drafts[(family, key)]
            if name in ("removes", "excludes"):
                if second in cands.get(first, ()):
                    draft.remove(first, {second})
            elif name == "confined":
                draft.allowed.setdefault(first, set())
            elif name == "confines":
                draft.allowed.setdefault(first, set()).add(second)
            elif name in ("leaves", "keeps"):
                cells = cands.get(first, _NO_CELLS)
                draft.remove(first, cells - board.area(second) if name == "keeps" else cells & board.area(second))
            elif name == "fills":
                draft.fills.append(board.area(first))
            elif name == "places":
                cells = cands.get(first, ())
                if len(cells) == 1:
                    draft.places = (first, next(iter(cells)))
            elif name == "about":
                draft.about.add(first)
            elif name == "uses":
                draft.uses.append(first)
            elif name == "rests_on":
                draft.rests.append(first)
            elif name == "concerns":
                draft.concerns.append(first)
        for draft in drafts.values():
            for person, allowed in draft.allowed.items():
                draft.remove(person, cands.get(person, _NO_CELLS) - allowed)
            for inside in draft.fills:
                for person, cells in cands.items():
                    if person not in draft.about:
                        draft.remove(person, cells & inside)
        return drafts


_NO_CELLS: frozenset[Cell] = frozenset()


class _Board:
    """The cells of each area a step names, as sets of the free cells, made once per case (a
    round intersects them with a person's cells, where testing each cell against the area
    took a call a cell): row(R), column(C), room(X), or outside(A,X), those of area A not in
    room X. `cells` None: the areas are made when asked (_Shown.steps gives the cells)."""

    __slots__ = ("cells", "room_of", "areas", "lines")

    def __init__(self, cells, room_of: dict[Cell, object]):
        self.cells = None if cells is None else frozenset(cells)
        self.room_of = room_of
        self.areas: dict[object, frozenset[Cell]] = {}
        self.lines: dict[tuple[str, object], set[Cell]] | None = None  # (row|column|room, value) -> cells

    def area(self, area) -> frozenset[Cell]:
        found = self.areas.get(area)
        if found is None:
            found = self.areas[area] = self._cells(area)
        return found

    def _cells(self, area) -> frozenset[Cell]:
        if isinstance(area, Fun) and area.name == "outside" and len(area.args) == 2:
            inner = self.area(area.args[0])
            return inner.difference(self._line("room", area.args[1]))
        if isinstance(area, Fun) and len(area.args) == 1 and area.name in ("row", "column", "room"):
            return frozenset(self._line(area.name, area.args[0]))
        raise RulesError(f"unknown area {area} in a step rule (row(R), column(C), room(X) or outside(A,X))")

    def _line(self, kind: str, value) -> set[Cell]:
        """The cells of a row, a column or a room: the cells sorted into all three in one pass,
        the first time an area is asked for."""
        if self.lines is None:
            self.lines = {}
            room_of = self.room_of
            for cell in self.cells:
                self.lines.setdefault(("row", cell[0]), set()).add(cell)
                self.lines.setdefault(("column", cell[1]), set()).add(cell)
                room = room_of.get(cell)
                if room is not None:
                    self.lines.setdefault(("room", room), set()).add(cell)
        return self.lines.get((kind, value), _NO_CELLS)


class _Draft:
    """One step as the program derived it, before the prover applies it."""

    __slots__ = ("removes", "fills", "allowed", "places", "about", "uses", "rests", "concerns")

    def __init__(self):
        # person -> the cells removed, a set per person: a round intersects and subtracts whole
        # sets, where a set of (person, cell) pairs took a Python step a cell
        self.removes: dict[str, set[Cell]] = {}
        self.fills: list = []  # area tests: everyone not about the step leaves
        self.allowed: dict[str, set[Cell]] = {}  # confined person -> the cells kept
        self.places: tuple[str, Cell] | None = None
        self.about: set[str] = set()
        self.uses: list[tuple[str, int]] = []
        self.rests: list[tuple[str, int]] = []  # clauses the family's rule reads, not quoted
        self.concerns: list = []

    def remove(self, person: str, cells: set[Cell]) -> None:
        """Add cells the step removes from the person's: a set of its own, which the draft may
        keep (the result of a set operation, never a person's candidates themselves)."""
        if cells:
            found = self.removes.get(person)
            if found is None:
                self.removes[person] = cells if type(cells) is set else set(cells)
            else:
                found |= cells

    def pairs(self) -> list[tuple[str, Cell]]:
        """The cells removed as (person, cell) pairs, by person then cell (for the tests)."""
        return [(p, cell) for p in sorted(self.removes) for cell in sorted(self.removes[p])]


# ---- The proof -------------------------------------------------------------------------

_FIRST = operator.itemgetter(0)
_CELL_THEN_PERSON = operator.itemgetter(1, 0)


class _Prover:
    """The loop: derive, apply the easiest steps, until nothing fires or someone runs out."""

    def __init__(
        self, case: Case, program: _Program, deadline: float, one_family: bool = False, cap: int | None = None
    ):
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
        opening = True  # shown is the first answer set (see _Program.again)
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

    def apply_static(self, shown: _Shown) -> None:
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

    def new(self, draft: _Draft) -> bool:
        """Whether a step would change anything now."""
        if draft.places is not None and draft.places[0] not in self.announced:
            return True
        cands = self.cands
        return any(not cells.isdisjoint(cands.get(p, _NO_CELLS)) for p, cells in draft.removes.items())

    def choose(self, shown: _Shown) -> list[tuple[str, int, dict[Key, _Draft]]]:
        """The families whose steps this round applies: every family of the lowest level
        that fires (with one_family, only the first when that level is 1)."""
        chosen: list[tuple[str, int, dict[Key, _Draft]]] = []
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

    def apply(self, chosen: list[tuple[str, int, dict[Key, _Draft]]]) -> None:
        """Apply the chosen steps in order; stop as soon as someone has no cell left."""
        last = len(self.order)
        ordered = []
        for rank, (family, level, drafts) in enumerate(chosen):
            for key, draft in drafts.items():
                people = sorted(self.order.get(p, last) for p in draft.about)
                ordered.append(((rank, len(people), people, _key_order(key[1])), family, level, draft))
        ordered.sort(key=_FIRST)
        self.emptied = self.ran_out()  # from here on, only a step's people can run out
        for _, family, level, draft in ordered:
            step = self.step(family, level, draft)
            if step is not None:
                self.steps.append(step)
                if self.emptied:
                    return

    def step(self, family: str, level: int, draft: _Draft) -> Step | None:
        """The step of one draft, applied to the candidates; None when it says nothing new.
        The cells removed go by person in the case's order, then by cell (people the case does
        not name last, by cell, then name); self.emptied tells whether a person of the case
        has no cell left after it."""
        cands, order = self.cands, self.order
        live: list[tuple[int, str, set[Cell]]] = []  # (place in the case, person, cells removed now)
        strangers: list[tuple[str, Cell]] = []
        for p, cells in draft.removes.items():
            now = cells & cands.get(p, _NO_CELLS)
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
            stuck = {p: [] for p in people if not self.cands[p]}
            return Proof(False, steps, stuck, None, score, self.program.total_choices(), self.program.start())
        if all(len(self.cands[p]) == 1 for p in people):
            placement = {p: cell_name(*next(iter(self.cands[p]))) for p in people}
            return Proof(True, steps, None, placement, score, self.program.total_choices(), self.program.start())
        stuck = {p: sorted(cell_name(*c) for c in self.cands[p]) for p in people if len(self.cands[p]) != 1}
        return Proof(False, steps, stuck, None, score, self.program.total_choices(), self.program.start())
