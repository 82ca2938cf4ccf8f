"""Enumerate the answer sets of the rules plus a case's facts with clingo.

Uniqueness is proved by asking for two answer sets: one means unique, none
means the clues contradict each other, two means the case needs another clue.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import clingo

from pysm.core import stopping
from pysm.core.errors import RulesError, SolveTimeout
from pysm.core.model import Case, cell_name
from pysm.core.resources import rule_files
from pysm.solving import rulefiles
from pysm.solving.rulefiles import Statement


@dataclass(frozen=True)
class Solution:
    people: tuple[tuple[str, str], ...]  # (person, cell) in the case's person order
    victim: str | None
    murderer: str | None
    atoms: tuple[str, ...]  # shown atoms, sorted, as clingo writes them

    def cell_of(self, name: str) -> str | None:
        return dict(self.people).get(name)

    def as_dict(self) -> dict:
        return {
            "people": dict(self.people),
            "victim": self.victim,
            "murderer": self.murderer,
            "atoms": list(self.atoms),
        }


@dataclass(frozen=True)
class SolveResult:
    status: str  # unique | multiple | none
    solutions: tuple[Solution, ...]


def select_rules(extra: list[str] | None = None) -> list[Path]:
    """The bundled asp/*.lp, where a --rules file of the same name replaces its namesake."""
    chosen = {p.name: p for p in rule_files()}
    for item in extra or []:
        path = Path(item)
        if path.is_dir():
            files = sorted(path.glob("*.lp"))
        elif path.is_file():
            files = [path]
        else:
            raise RulesError(f"{item}: no such rule file or folder")
        for f in files:
            chosen[f.name] = f
    return [chosen[k] for k in sorted(chosen)]


def _logger(messages: list[str]):
    def log(code, message):
        if code in (
            clingo.MessageCode.RuntimeError,
            clingo.MessageCode.OperationUndefined,
            clingo.MessageCode.AtomUndefined,
            clingo.MessageCode.FileIncluded,
            clingo.MessageCode.GlobalVariable,
            clingo.MessageCode.VariableUnbounded,
        ):
            messages.append(message.strip())

    return log


def rules_error(messages: list[str], exc: Exception) -> RulesError:
    """What clingo said was wrong while parsing or grounding (its error messages, else the exception)."""
    return RulesError("; ".join(m for m in messages if "error" in m.lower()) or str(exc))


def build(
    args: list[str],
    statements: list[Statement],
    program: str,
    messages: list[str],
    parts: list[tuple[str, list]] | None = None,
) -> clingo.Control:
    """A clingo control given rule statements and program text, grounded (the base part, or
    `parts`); clingo's errors become a RulesError.

    The statements go to clingo as text (see pysm.solving.rulefiles: no clingo object is shared between
    threads). Text has no file name, so when clingo refuses the program it is built once more
    from the files themselves (`_located`), for a message that names the file and line."""
    ctl = clingo.Control(args, logger=_logger(messages), message_limit=20)
    try:
        ctl.add("base", [], "\n".join(st.text for st in statements))
        ctl.add("base", [], program)
        ctl.ground(parts or [("base", [])])
    except RuntimeError as exc:
        raise _located(args, statements, program, parts) or rules_error(messages, exc) from None
    return ctl


def _located(
    args: list[str], statements: list[Statement], program: str, parts: list[tuple[str, list]] | None
) -> RulesError | None:
    """clingo's error for the same program, each statement parsed afresh from its own file (its
    AST, used by this call alone, carries the file and line); None if a file has changed since
    it was read, or the program now grounds."""
    from clingo.ast import ProgramBuilder, parse_files  # only when a program is refused

    messages: list[str] = []
    ctl = clingo.Control(args, logger=_logger(messages), message_limit=20)
    try:
        asts: dict[str, list] = {}
        for path in dict.fromkeys(st.origin[0] for st in statements):
            parse_files([path], asts.setdefault(path, []).append, logger=_logger(messages), message_limit=20)
        with ProgramBuilder(ctl) as builder:
            for st in statements:
                path, index = st.origin
                found = asts[path]
                if index >= len(found) or str(found[index]) != st.text:
                    return None
                builder.add(found[index])
        ctl.add("base", [], program)
        ctl.ground(parts or [("base", [])])
    except RuntimeError as exc:
        return rules_error(messages, exc)
    return None


def control(args: list[str], rules: list[Path], facts: str) -> clingo.Control:
    """A grounded clingo control for the rule files and the case facts."""
    messages: list[str] = []
    return build(args, [st for path in rules for st in parsed(Path(path), messages)], facts, messages)


def parsed(path: Path, messages: list[str]) -> tuple:
    """A rule file's statements (pysm.solving.rulefiles: read once per process, and kept on disk)."""
    try:
        return rulefiles.statements(path, _logger(messages))
    except RulesError as exc:  # with clingo's own messages about the file
        raise rules_error(messages, exc) from None


@lru_cache(maxsize=256)
def bundled(path: Path) -> bool:
    """Whether a rule file is one of pysm's own (under asp/): only those are pruned."""
    from pysm.core.resources import asp_dir

    return asp_dir().resolve() in Path(path).resolve().parents


def parsed_statements(rules, messages: list[str]) -> tuple[list, list[int]]:
    """The statements of the rule files, parsed once per process, and the positions of those from
    files not bundled (a --rules file): relevance pruning keeps those whole."""
    files = [(p, parsed(p if isinstance(p, Path) else Path(p), messages)) for p in rules]
    statements = [st for _, sts in files for st in sts]
    always: list[int]
    always, i = [], 0
    for path, sts in files:
        if not bundled(path):
            always += range(i, i + len(sts))
        i += len(sts)
    return statements, always


def pruned_control(
    args: list[str], rules: list[Path], facts: str, prune: bool = True, shapes_from: str | None = None
) -> clingo.Control:
    """control(), from rule files parsed once per process, and with only the statements of the
    bundled rule files that can matter for these facts (pysm/solving/relevant.py; a --rules file is
    grounded whole; prune=False: every statement): the same answer sets and shown atoms, at
    a fraction of the grounding, though clasp may meet them in another order. For programs
    that read no other atoms than those shown (the uniqueness solve); suggest's extra
    programs use control(). `shapes_from`: facts whose shapes the pruning goes by, when `facts`
    is a program that is not facts alone (the generator's: its clues are externals, written
    there as facts, so that whatever any of them may switch on stays)."""
    from pysm.solving import relevant

    messages: list[str] = []
    statements, always = parsed_statements(rules, messages)
    if prune:
        shapes = relevant.fact_shapes(facts if shapes_from is None else shapes_from)
        statements = rulefiles.kept(statements, shapes, (), always)
    return build(args, statements, facts, messages)


def solve(case: Case, facts: str, rules: list[Path], *, limit: int = 2, timeout: float = 60.0) -> SolveResult:
    """Up to `limit` answer sets (0 for all). Raises SolveTimeout past `timeout` seconds,
    grounding included."""
    deadline = time.monotonic() + timeout
    ctl = pruned_control(solve_args(limit), rules, facts)
    result = search(ctl, case, limit=limit, timeout=deadline - time.monotonic())
    if result.status == "multiple" and limit != 0:
        # which answer sets clasp meets first depends on the ground program's order: the two
        # solutions shown stay those of the whole program (with limit 0 they are sorted)
        ctl = pruned_control(solve_args(limit), rules, facts, prune=False)
        try:
            result = search(ctl, case, limit=limit, timeout=deadline - time.monotonic())
        except SolveTimeout as exc:  # what the first search found is still found
            exc.found = result.solutions
            raise
    return result


def solve_args(limit: int) -> list[str]:
    return [str(limit), "--project=no"]


def search(ctl: clingo.Control, case: Case, *, limit: int, timeout: float) -> SolveResult:
    """Solve a grounded control (see control()); separate from grounding so both can be timed.
    A SolveTimeout carries the answer sets found before the limit (`found`)."""
    found: list[Solution] = []

    def on_model(model: clingo.Model) -> None:
        found.append(solution_of(case, model.symbols(shown=True)))

    with ctl.solve(on_model=on_model, async_=True) as handle:
        if timeout <= 0 or not stopping.wait(handle, timeout):
            handle.cancel()
            stopped = SolveTimeout(f"the uniqueness solve took longer than {timeout:g} s")
            stopped.found = tuple(sorted(found, key=lambda s: s.people) if limit == 0 else found)
            raise stopped
        handle.get()
    if limit == 0:
        found.sort(key=lambda s: s.people)
    status = "none" if not found else "unique" if len(found) == 1 else "multiple"
    return SolveResult(status, tuple(found))


def solution_of(case: Case, symbols) -> Solution:
    cells: dict[str, str] = {}
    victim = murderer = None
    for sym in symbols:
        if sym.name == "at" and len(sym.arguments) == 3:
            p, r, c = sym.arguments
            cells[_text(p)] = cell_name(r.number, c.number)
        elif sym.name == "victim" and len(sym.arguments) == 1:
            victim = _text(sym.arguments[0])
        elif sym.name == "murderer" and len(sym.arguments) == 1:
            murderer = _text(sym.arguments[0])
    people = tuple((p.name, cells[p.name]) for p in case.people if p.name in cells)
    return Solution(people, victim, murderer, tuple(sorted(str(s) for s in symbols)))


def _text(sym: clingo.Symbol) -> str:
    return sym.string if sym.type == clingo.SymbolType.String else str(sym)
