"""The publishing gate for one case: load, solve for uniqueness, prove step by step.

This is the library behind `pysm verify`; programs can call verify_path() and
read the Report's fields or its JSON form (the contract in spec/cli.md).
"""

from __future__ import annotations

import os
import threading
import time
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path

from pysm.case import scan
from pysm.case.loader import TOP_FIELDS as CASE_FIELDS
from pysm.case.loader import case_id, decode, load, not_a_file, read_text, shown
from pysm.case.locate import Locator
from pysm.core.model import Case, CaseError, CaseInvalid
from pysm.proof.prove import Proof, prove
from pysm.solving import facts as facts_module
from pysm.solving.limits import TimeLimit, bounded, custom, limit_message
from pysm.solving.solver import RulesError, SolveResult, SolveTimeout, solve
from pysm.verify import board_clues, proof_check


@dataclass
class Report:
    file: str
    case: str
    errors: list[CaseError] = field(default_factory=list)
    status: str = "invalid"  # unique | multiple | none | invalid | error
    result: SolveResult | None = None
    proof: Proof | None = None
    solution_mismatch: list[str] = field(default_factory=list)
    loaded: Case | None = None
    warnings: list[CaseError] = field(default_factory=list)  # a negated clue that says nothing, ...

    @property
    def language(self) -> str | None:
        return None if self.loaded is None else self.loaded.language

    @property
    def size(self) -> int | None:
        return None if self.loaded is None else self.loaded.size

    @property
    def step_solvable(self) -> bool | None:
        return None if self.proof is None else bool(self.proof.solved)

    @property
    def verified(self) -> bool:
        # the proof must also end on clingo's answer set: a wrong step rule (--rules) could
        # otherwise place everyone on a wrong cell and pass
        return (
            self.status == "unique"
            and self.step_solvable is True
            and not self.solution_mismatch
            and self.proof is not None  # step_solvable is True says so
            and self.result is not None  # status "unique" says so
            and self.proof.placement == dict(self.result.solutions[0].people)
        )

    @property
    def exit_status(self) -> int:
        if self.status in ("invalid", "error"):
            return 2
        return 0 if self.verified else 1

    def as_dict(self) -> dict:
        proof = self.proof
        return {
            "case": self.case,
            "file": self.file,
            "language": self.language,
            "size": self.size,
            "errors": [e.as_dict() for e in self.errors],
            "warnings": [w.as_dict() for w in self.warnings],
            "status": self.status,
            "solutions": None if self.result is None else [s.as_dict() for s in self.result.solutions],
            "step_solvable": self.step_solvable,
            "steps": None if proof is None else len(proof.steps),
            "difficulty": None if proof is None or not proof.solved else proof.difficulty,
            "stuck": None if proof is None or proof.solved else proof.stuck,
            "trace": None if proof is None else [s.as_dict() for s in proof.steps],
            "solution_mismatch": self.solution_mismatch,
            "verified": self.verified,
        } | (
            {"outside_published_sizes": True} if self.loaded is not None and self.loaded.outside_published_sizes else {}
        )


def verify_path(
    path: str,
    *,
    rules: list[Path],
    limit: int = 2,
    timeout: float = 60.0,
    with_proof: bool = True,
    text: str | None = None,
    steps: list[Path] | None = None,
    proved: tuple[str, object] | None = None,
    check: bool | None = None,
) -> Report:
    """Verify one case file; every failure becomes part of the Report, never an exception.

    `proved` (facts, proof): a proof already made of exactly those facts (the generator's); it
    stands in for proving again when the file renders to them, since a proof depends on the
    facts alone. The uniqueness solve always runs.

    `timeout` covers everything from reading the file on (reading, parsing, solving, proving);
    grounding is bounded only where the work runs under pysm.solving.limits.bounded (verify_many).

    `check`: re-derive every step of the proof from what it cites (pysm.verify.proof_check; `verify
    --check-proof`); None: when PYSM_CHECK_PROOF is set (the tests set it). A step that does not
    follow is a defect of pysm, reported as an error naming the step.
    """
    report = Report(file=path, case=case_id(path))
    try:
        return _verify(
            report,
            path,
            rules=rules,
            limit=limit,
            timeout=timeout,
            with_proof=with_proof,
            text=text,
            steps=steps,
            proved=proved,
            check=check,
        )
    except TimeLimit as exc:
        return failed(report, str(exc))
    except Exception as exc:  # noqa: BLE001 - an unforeseen failure is still this file's verdict
        return failed(report, unexpected(exc))


def failed(report: Report, message: str) -> Report:
    """The report turned into an error verdict of its own file (status "error")."""
    report.status = "error"
    report.result = report.proof = None
    report.solution_mismatch = []
    report.errors = [CaseError(report.file, message)]
    return report


def unexpected(exc: BaseException) -> str:
    return f"could not be checked: {type(exc).__name__}: {shown(str(exc))} (a defect of pysm; please report it)"


def _verify(
    report: Report, path: str, *, rules, limit, timeout, with_proof, text, steps, proved=None, check=None
) -> Report:
    left = _clock(timeout)
    try:
        case = load(path, text)
    except CaseInvalid as exc:
        report.errors = exc.errors
        return report
    return _judge(
        report,
        case,
        rules=rules,
        limit=limit,
        timeout=timeout,
        with_proof=with_proof,
        steps=steps,
        left=left,
        proved=proved,
        text=text,
        check=check,
    )


def verify_case(
    case: Case,
    *,
    rules: list[Path],
    limit: int = 2,
    timeout: float = 60.0,
    steps: list[Path] | None = None,
    check: bool | None = None,
) -> Report:
    """The gate for a case built in memory (a changed copy of a loaded one): solve and prove."""
    report = Report(file=case.file, case=case.id)
    try:
        return _judge(
            report,
            case,
            rules=rules,
            limit=limit,
            timeout=timeout,
            with_proof=True,
            steps=steps,
            left=_clock(timeout),
            check=check,
        )
    except TimeLimit as exc:
        return failed(report, str(exc))


def board_checks(case: Case, facts: str, rules: list[Path], text: str | None) -> tuple[list, list]:
    """(errors, warnings) of the clues the board decides alone (pysm.verify.board_clues), each
    naming the file, the card's line, the person, the sentence and the reason."""
    found = board_clues.findings(case, facts, rules)
    if not found:
        return [], []
    where = None
    if case.file != "-" or text is not None:
        try:
            body = text if text is not None else read_text(case.file)
            where = Locator(body, case.file.endswith(".json"))
        except (CaseInvalid, OSError):
            where = None
    errors: list[CaseError] = []
    warnings: list[CaseError] = []
    for f in found:
        line = None if where is None else where.line("person", f.person, "card")
        item = CaseError(
            case.file,
            f.message(case),
            field=f"person[{f.person + 1}].card",
            line=line,
            person=case.people[f.person].name,
        )
        (errors if f.what == "cannot_hold" else warnings).append(item)
    return errors, warnings


def _clock(timeout: float):
    """A function giving the seconds left of `timeout` from now (TimeLimit when none are)."""
    start = time.monotonic()

    def left() -> float:
        remaining = timeout - (time.monotonic() - start)
        if remaining <= 0:
            raise TimeLimit(timeout)
        return remaining

    return left


def _judge(
    report: Report,
    case: Case,
    *,
    rules,
    limit,
    timeout,
    with_proof,
    steps,
    left,
    proved=None,
    text: str | None = None,
    check: bool | None = None,
) -> Report:
    """Solve and prove a loaded case into its report (`left`: the seconds left of `timeout`;
    `proved`: see verify_path; `text`: the file's text, for the lines of what the board checks find)."""
    report.loaded = case
    facts = facts_module.render(case)
    try:
        report.errors, report.warnings = board_checks(case, facts, rules, text)
        if report.errors:  # a clue no cell of the board fits: the case is not solved at all
            return report
        left()
        # The uniqueness solve and the proof are independent and clingo runs without the GIL,
        # so the solve goes to a thread while the proof runs here.
        uniqueness = _Background(solve, case, facts, rules, limit=limit, timeout=left())
        try:
            if not with_proof:
                proof = None
            elif proved is not None and proved[0] == facts:
                proof = proved[1]
            else:
                proof = prove(case, facts, timeout=left(), rules=steps)
        except BaseException:
            uniqueness.join()  # the proof's exception is the one reported
            raise
        report.result = uniqueness.result()
        report.status = report.result.status
        report.proof = proof
    except SolveTimeout:
        return failed(report, limit_message(timeout))
    except RulesError as exc:
        return failed(report, str(exc))
    report.solution_mismatch = compare_solution(case, report.result)
    if report.proof is not None and (check if check is not None else bool(os.environ.get("PYSM_CHECK_PROOF"))):
        left()
        problems = proof_check.check_proof(case, facts, report.proof, rules)
        if problems:
            return failed(
                report,
                "the proof does not hold (a defect of pysm; please report it): "
                + "; ".join(str(p) for p in problems[:3])
                + (f"; and {len(problems) - 3} more steps" if len(problems) > 3 else ""),
            )
    return report


class _Background:
    """fn(*args, **kwargs) in a thread of its own; result() waits for it and returns its value
    or raises its exception. (A plain thread: concurrent.futures costs a verify's start-up
    more than it does here.)"""

    def __init__(self, fn, /, *args, **kwargs) -> None:
        self._outcome: tuple[bool, object] = (False, RuntimeError("the thread did not finish"))

        self._done = threading.Event()

        def work() -> None:
            try:
                self._outcome = (True, fn(*args, **kwargs))
            except BaseException as exc:  # noqa: BLE001 - handed to result()
                self._outcome = (False, exc)
            finally:
                self._done.set()

        threading.Thread(target=work, name="pysm-uniqueness", daemon=True).start()

    def join(self) -> None:
        """Wait until fn has returned, even when a stopping signal or the deadline cuts the wait
        short (that exception is raised after): a clingo search must not outlive the
        interpreter. A stopping signal ends the thread's search at once (stopping.wait).
        An event, not Thread.join: a join cut short by an exception marks the thread ended."""
        interrupted = None
        while True:
            try:
                self._done.wait()
                break
            except BaseException as exc:  # noqa: BLE001 - raised once fn has returned
                interrupted = interrupted or exc
        if interrupted is not None:
            raise interrupted

    def result(self):
        self.join()
        ok, value = self._outcome
        if ok:
            return value
        raise value


def warm(steps: list[Path] | None = None) -> None:
    """Fill this process's caches that every case needs (the step files parsed, the facts
    template compiled, each language's card grammar) before the work forks a child per case
    (pysm.solving.limits.bounded) or a pool of workers: the children inherit them instead of
    building them anew for every case. Only when the work forks (forks()): in one process each
    case builds what it needs, and only the languages it is written in."""
    from pysm.language import cards
    from pysm.language import lexicon as language
    from pysm.proof.prove import warm as warm_steps

    warm_steps(steps)
    facts_module.warm()
    for lang in language.LANGUAGES:
        cards.warm(lang)


def forks(count: int, *, pooled: bool, rules: list[Path], steps: list[Path] | None) -> bool:
    """Whether the work on `count` files forks children that warm() pays for: a pool of workers
    (`pooled`), or a child per case for rule files whose grounding is not bounded (custom)."""
    return count > 1 and (pooled or custom(rules, steps)) and os.environ.get("PYSM_COLD") is None


POOL_FROM = 4  # files: fewer are verified in this process (a pool's start costs more than it saves)


def verify_many(
    paths: list[str],
    *,
    rules: list[Path],
    timeout: float,
    jobs: int,
    steps: list[Path] | None = None,
    check: bool | None = None,
):
    """Reports for many files, in the order given, verified by up to `jobs` processes."""
    stdin: str | CaseInvalid | TimeLimit | None = None
    if "-" in paths:  # standard input is read once, here, not in a worker, within the time limit
        try:
            stdin = read_text("-", timeout=timeout)
        except (CaseInvalid, TimeLimit) as exc:
            stdin = exc
    work = partial(verify_one, rules=rules, steps=steps, timeout=timeout, stdin=stdin, check=check)
    pooled = jobs > 1 and len(paths) >= POOL_FROM
    if forks(len(paths), pooled=pooled, rules=rules, steps=steps):  # PYSM_COLD=1: never, to measure
        warm(steps)
    if not pooled:
        yield from map(work, paths)
        return
    from concurrent.futures import ProcessPoolExecutor  # multiprocessing: only for a batch

    with ProcessPoolExecutor(max_workers=jobs) as pool:
        yield from pool.map(work, paths, chunksize=max(1, min(16, len(paths) // (jobs * 8))))


def verify_one(
    path: str, *, rules, steps, timeout, stdin, text: str | None = None, check: bool | None = None
) -> Report:
    """One case's Report, never an exception (verify_many's workers and pysm.authoring.cluster
    run it): standard input's text when path is "-", else `text` when given (the cluster's
    client reads the files where they are), else the file."""
    if path == "-" and isinstance(stdin, CaseInvalid):
        return Report(file=path, case=case_id(path), errors=stdin.errors)
    if path == "-" and isinstance(stdin, TimeLimit):
        return failed(Report(file=path, case=case_id(path)), f"standard input: {stdin}")
    try:
        if not custom(rules, steps):  # the bundled rules ground in bounded time: no child needed
            return verify_path(
                path, rules=rules, steps=steps, timeout=timeout, text=stdin if path == "-" else None, check=check
            )
        # in a child process killed at the time limit: grounding too is bounded
        return bounded(
            timeout,
            verify_path,
            path,
            rules=rules,
            steps=steps,
            timeout=timeout,
            text=stdin if path == "-" else text,
            check=check,
        )
    except TimeLimit as exc:
        return failed(Report(file=path, case=case_id(path)), str(exc))
    except Exception as exc:  # noqa: BLE001
        return failed(Report(file=path, case=case_id(path)), unexpected(exc))


def compare_solution(case: Case, result: SolveResult) -> list[str]:
    """How the case's stated [solution] differs from the unique answer set."""
    if case.solution is None and case.murderer is None:
        return []
    if result.status != "unique":
        has = {"none": "no solution", "multiple": "several solutions"}[result.status]
        return [f"the case states a solution, but it has {has}"]
    found = result.solutions[0]
    out = []
    for name, cell in case.solution or ():
        if found.cell_of(name) != cell:
            out.append(f"{name}: the case states {cell}, the solution has {found.cell_of(name)}")
    if case.murderer is not None and case.murderer != found.murderer:
        out.append(f"murderer: the case states {case.murderer}, the solution has {found.murderer}")
    return out


def differences(result: SolveResult) -> list[tuple[str, str, str | None]]:
    """For several solutions: (person, cell in the first, cell in the second) where they differ;
    None for a person the second leaves unplaced (a --rules file may)."""
    if len(result.solutions) < 2:
        return []
    a, b = result.solutions[0], result.solutions[1]
    return [(name, cell, b.cell_of(name)) for name, cell in a.people if b.cell_of(name) != cell]


def case_files(paths: list[str], skipped: list[tuple[str, str]] | None = None) -> list[str]:
    """The paths in the order given, each folder replaced by its case files (sorted). A path
    that does not exist stays, so that its report says so in its place.

    In a folder, every entry named like a case (*.toml, *.json) is one, whatever it is (a FIFO,
    a dangling link, a folder: its report says why it cannot be read), except in the folders
    pysm.case.scan skips (.git, .venv, build, a Python package, ...) and a file that reads as
    data without any of a case's fields (an expected.json, a pyproject.toml): that one goes
    to `skipped` with the reason, for the summary.
    """
    files = []
    for p in paths:
        if p != "-" and os.path.isdir(p):
            for entry in scan.entries(p):
                why = not_a_case(entry)
                if why is None:
                    files.append(entry)
                elif skipped is not None:
                    skipped.append((entry, why))
        else:
            files.append(p)
    return files


def not_a_case(path: str) -> str | None:
    """Why a regular file found in a folder is not a case file (None: it is one, or it cannot be
    read, which its report will say)."""
    if not_a_file(path) is not None:
        return None
    try:
        text = read_text(path)
        data = decode(path, text, path.lower().endswith(".json"))
    except CaseInvalid:
        return None
    if not data or set(data) & CASE_FIELDS:  # an empty file is an (invalid) case
        return None
    return "not a case: it has none of a case's fields (" + ", ".join(sorted(CASE_FIELDS)) + ")"
