"""The step program: which rule files it reads, how they are parsed, pruned and grounded.

The base part is grounded once with cand/3 external, a tier at a time (pysm.proof.tiers); each
round releases the externals of the cells removed and solves again; the fresh part is grounded
anew with the candidates as facts (pysm.proof.prove's docstring tells the whole iteration). How
it grounds and solves is a Strategy: pruning the statements no shown atom needs, grounding by
tiers, releasing externals; each option changes speed only, never a step.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import partial
from pathlib import Path

import clingo

from pysm.core.caches import Bounded
from pysm.core.kinds import family_kinds
from pysm.core.model import VOID, Case, cell_name
from pysm.core.quoting import quote as _quote
from pysm.core.resources import asp_dir
from pysm.proof import tiers
from pysm.proof.answers import Board, Cell, Shown, shown_texts, symbol_text, term
from pysm.solving import relevant, rulefiles
from pysm.solving.solver import RulesError, build, bundled, parsed, rules_error, select_rules

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
    # false; a proof made again from every cell (see prove) then grounds anew. It pays on
    # level-2 cases (docs/performance.md, "What the design rests on").
    release: bool = True


FASTEST = Strategy()


_PARSED: dict[int, tuple[tuple, list, tuple[str, ...]]] = {}  # by the id of a file's parsed statements
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
# (person, row, column) -> the symbol cand(P,R,C), for the whole process as well (emptied when
# it holds CANDS_CAP, about 2.5 MB; a 9x9 proof releases some 60): a proof made again finds the
# externals it releases without making them.
CANDS_CAP = 16384
_CANDS: Bounded[tuple[str, int, int], clingo.Symbol] = Bounded(CANDS_CAP)


class Rules:
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

    def _parse(self, path: Path) -> tuple[tuple, list, tuple[str, ...]]:
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
    (see Rules.base_statements). Only the prover reads family/3 (through `#show family/3.`),
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


class Program:
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
        self.rules = Rules(rules, facts, count_choices, strategy)
        tiered = self.rules.tiers()
        self.pending = tiered[1:]  # the tiers not grounded yet, easiest first
        self.tier_cap: int | None = None  # no tier above this level is grounded (see _Prover)
        self.ctl = self.rules.control(EXTERNAL, ["base"], statements=tiered[0][1])  # every cand(P,R,C) starts true
        self.messages = self.rules.messages
        atoms = self.ctl.symbolic_atoms
        self.free = sorted(tuple(term(symbol_text(a.symbol)).args) for a in atoms.by_signature("free", 2))
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
            self.people = sorted(term(symbol_text(a.symbol)).args[0] for a in atoms.by_signature("person", 1))
            self.room_of = {}
            for atom in atoms.by_signature("cell_room", 3):
                r, c, x = term(symbol_text(atom.symbol)).args
                self.room_of[(r, c)] = x
        self.board = Board(self.free, self.room_of)
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

    def derive(self, cands: dict[str, set[Cell]]) -> Shown:
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
                    symbols = self.symbols or self._parts()
                    symbol = _CANDS.keep((p, r, c), clingo.Function("cand", [symbols[p], symbols[r], symbols[c]]))
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

    def again(self, opening: bool) -> Shown:
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
        accu = self.ctl.statistics["accu"]  # needs --stats (see Rules.control)
        return self.choices + int(accu["solving"]["solvers"]["choices"])

    def settle(self, cands: dict[str, set[Cell]]) -> None:
        """After the steps stated once: the cells they removed were never externals (see
        EXTERNAL); `opening` goes, so later answer sets no longer list those steps."""
        self.true = {p: set(cells) for p, cells in cands.items()}
        self.ctl.assign_external(clingo.Function("opening"), False)

    def restart(self) -> Program:
        """Every candidate back, for a proof made again (see prove): on the same grounding
        when the removed cells' externals were only made false, else grounded anew."""
        if self.strategy.release and self.off:
            program = Program(*self.made)
            program.choices = self.total_choices() or 0
            return program
        for literal in self.off:
            self.ctl.assign_external(literal, True)
        self.ctl.assign_external(clingo.Function("opening"), True)
        self.off = []
        self.true = {p: set(self.free) for p in self.people}
        return self

    def fresh_level(self) -> int:
        """The lowest level of a family whose steps the fresh part may derive (see Rules.fresh_level)."""
        return self.rules.fresh_level()

    def fresh(self, cands: dict[str, set[Cell]]) -> Shown:
        facts = "".join(f"cand({_quote(p)},{r},{c}).\n" for p in sorted(cands) for r, c in sorted(cands[p]))
        return self._solve(self.rules.control(facts, ["base", FRESH_PART], fresh=True))

    def _solve(self, ctl: clingo.Control, once: bool = True) -> Shown:
        texts: list[str] = []

        def read(model: clingo.Model) -> None:
            texts.extend(shown_texts(model))

        result = ctl.solve(on_model=read)
        if not result.satisfiable:
            raise RulesError("the step program has no answer set: a step rule file holds a constraint")
        if once and self.rules.count_choices:
            self.choices += int(ctl.statistics["solving"]["solvers"]["choices"])
        return Shown(texts, self.room_of, self.board)
