"""Shared paths and helpers for the tests."""

from __future__ import annotations

import contextlib
import io
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
# The rule files' disk cache (pysm.solving.rulefiles) in a folder of this test run, not the user's;
# the subprocesses of the command-line tests inherit it.
os.environ.setdefault("PYSM_CACHE_DIR", tempfile.mkdtemp(prefix="pysm-test-cache-"))
# Every proof the tests make is checked step by step against what it cites (pysm.verify.proof_check):
# a step that does not follow fails the verify that made it. The subprocesses inherit it.
os.environ.setdefault("PYSM_CHECK_PROOF", "1")
# The processes the tests start (`python -m pysm`, ...) keep their compiled modules in a folder of this
# test run, never beside the sources: the first compiles what it imports, the others read it. With
# PYTHONDONTWRITEBYTECODE set, as on this machine, each would compile every pysm module it imports.
# This process is left as it is (the prefix would make it compile the standard library again).
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
os.environ.setdefault("PYTHONPYCACHEPREFIX", tempfile.mkdtemp(prefix="pysm-test-pyc-"))
# A copy of ../shared/spec/examples (cases and expected.json): the tests need nothing outside the repository.
EXAMPLES = ROOT / "tests" / "spec_examples"

# Examples written in the clue kinds of clue-language-2.md / case-format-2.md, not implemented yet.
# Their tests are strict expected failures: they turn into loud XPASS failures once the kinds land,
# and the entry must then be removed from here.
NEW_KINDS: dict[str, str] = {}  # every example's kinds parse and solve
sys.path.insert(0, str(Path(__file__).resolve().parent))


# Examples whose step-by-step proof does not yet get expected.json's verdict (strict expected failures
# in the proof tests only, while the step families of their kinds are missing). None now.
STEPS_PENDING: dict[str, str] = {}


def example(name: str, pending=None):
    """A parameter for one example file, a strict expected failure while its clue kinds (or, with
    pending=STEPS_PENDING, its step families) are missing."""
    reasons = {**NEW_KINDS, **(pending or {})}
    if name in reasons:
        return pytest.param(name, marks=pytest.mark.xfail(strict=True, reason=reasons[name]))
    return name


def examples(names, pending=None) -> list:
    return [example(n, pending) for n in sorted(names)]


def run_pysm(*args: str, stdin: str | None = None, env: dict | None = None) -> subprocess.CompletedProcess:
    """Run the command line in this process, through its real entry point (pysm.cli.main.run), as
    `pysm ARGS` run from the repository: its exit status, standard output and standard error, as
    subprocess.run(text=True) gives them. What the run changes in this process (signal handlers,
    sys.argv, the standard streams, the working folder, the environment) is put back after it.

    run_pysm_process runs a real process, for the tests where that is the point: an install,
    signals, a hash seed, --cluster, standard input that never closes."""
    startup = sorted(name for name in env or () if name.startswith("PYTHON"))
    if startup:  # read only when an interpreter starts: here they would change nothing
        raise ValueError(f"{', '.join(startup)}: only a new process reads it; use run_pysm_process")
    from pysm.cli.main import run

    stdout = io.TextIOWrapper(io.BytesIO(), encoding="utf-8", errors="strict")
    stderr = io.TextIOWrapper(io.BytesIO(), encoding="utf-8", errors="backslashreplace", line_buffering=True)
    given = io.TextIOWrapper(io.BytesIO((stdin or "").encode("utf-8")), encoding="utf-8")
    with _restored():
        os.environ.update(env or {})
        os.chdir(ROOT)
        sys.argv = ["pysm", *args]
        sys.stdin, sys.stdout, sys.stderr = given, stdout, stderr
        try:
            run(list(args))
            status = 0  # run() always exits; a return would be a defect
        except SystemExit as exc:
            status = _exit_status(exc.code, stderr)
        finally:
            stdout.flush()
            stderr.flush()
    return subprocess.CompletedProcess(["pysm", *args], status, _as_text(stdout), _as_text(stderr))


def run_pysm_process(*args: str, stdin: str | None = None, env: dict | None = None) -> subprocess.CompletedProcess:
    """Run the real command (python -m pysm) in a subprocess, from the repository."""
    full_env = dict(os.environ, **(env or {}))
    return subprocess.run(
        [sys.executable, "-m", "pysm", *args],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=full_env,
        timeout=300,
    )


@contextlib.contextmanager
def _restored():
    """Put back what an in-process run may change: signal handlers, sys.argv, the standard
    streams, the working folder and the environment."""
    signals = [getattr(signal, name) for name in ("SIGINT", "SIGTERM", "SIGHUP") if hasattr(signal, name)]
    handlers = {s: signal.getsignal(s) for s in signals}
    argv, streams, cwd, environ = sys.argv, (sys.stdin, sys.stdout, sys.stderr), os.getcwd(), dict(os.environ)
    try:
        yield
    finally:
        for s, handler in handlers.items():
            if handler is not None:  # None: a handler Python did not install, left alone
                signal.signal(s, handler)
        sys.argv = argv
        sys.stdin, sys.stdout, sys.stderr = streams
        os.chdir(cwd)
        for name in set(os.environ) - set(environ):
            del os.environ[name]
        os.environ.update(environ)


def _exit_status(code, stderr) -> int:
    """The status a process gives sys.exit(code): None is 0, a message is printed and is 1."""
    if code is None:
        return 0
    if isinstance(code, int):
        return code
    print(code, file=stderr)
    return 1


def _as_text(stream: io.TextIOWrapper) -> str:
    """What was written, read back as subprocess.run(text=True) reads a pipe (universal newlines)."""
    text = stream.buffer.getvalue().decode("utf-8")
    return text.replace("\r\n", "\n").replace("\r", "\n")


@pytest.fixture(scope="session")
def expected() -> dict:
    return json.loads((EXAMPLES / "expected.json").read_text(encoding="utf-8"))


def valid_case_files(folders=("cases", "tests/fixtures", "benchmarks/weak")) -> list[Path]:
    """Every case under these folders that loads (the fixtures' bad inputs have nothing to
    prove), sorted; by default the library, the fixtures and the weak boards."""
    return list(_valid_case_files(tuple(folders)))


@cache
def _valid_case_files(folders: tuple[str, ...]) -> tuple[Path, ...]:
    """Loading every case takes seconds, and several test files ask at collection: once a run."""
    from pysm.case.loader import load
    from pysm.core.model import CaseInvalid

    def loads(path: Path) -> bool:
        try:
            load(str(path))
        except CaseInvalid:
            return False
        return True

    return tuple(sorted(p for folder in folders for p in (ROOT / folder).rglob("*.toml") if loads(p)))


# ---- the fast suite and the slow marker ----------------------------------------------------------
# `python -m pytest` runs the fast suite (pyproject.toml's addopts: -m "not slow"); `-m slow` runs the
# long sweeps, and .ci/run runs both. A sweep keeps a few of its cases in the fast suite, so a
# newcomer's run still tries each kind of case; the slow run tries the rest.

SLOW = pytest.mark.slow


def sweep(values, quick) -> list:
    """A sweep's parameters: those in `quick` run in the fast suite, the others under the slow
    marker. A value that is a tuple fills several parameters."""
    quick = set(quick)
    return [v if v in quick else pytest.param(*(v if isinstance(v, tuple) else (v,)), marks=SLOW) for v in values]


def spread(files: list[Path]) -> list[Path]:
    """The fast suite's share of valid_case_files(): every ninth file (each language of the library,
    board sizes 4 to 9, the weak boards) and every fixture (each failing verdict)."""
    return [p for i, p in enumerate(files) if i % 9 == 0 or p.parent.name == "fixtures"]


def budgets(quick: int, full: int):
    """Parametrize a property test's `examples`: `quick` hypothesis examples in the fast suite,
    `full` under the slow marker."""
    return pytest.mark.parametrize(
        "examples", [pytest.param(quick, id="quick"), pytest.param(full, id="full", marks=SLOW)]
    )


# ---- the studio's browser ------------------------------------------------------------------------

CHROMIUM = "/usr/bin/chromium"
DRIVER = "/usr/bin/chromedriver"


def need(module: str):
    """The test extra's module; in CI (CI set) a missing one fails instead of skipping."""
    if os.environ.get("CI"):
        return __import__(module)
    return pytest.importorskip(module, reason="pip install -e '.[test]' (the studio's and browser tests' extra)")


@pytest.fixture(scope="session")
def browser():
    """One headless Chromium for every browser test of the run: starting one takes seconds. Each
    test's studio listens on a port of its own, so no page state carries from one test to the next."""
    need("selenium")
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    for exe in (CHROMIUM, DRIVER):
        if not Path(exe).exists():
            pytest.fail(f"{exe} is missing: apt-get install chromium chromium-driver (.ci/run does)")
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in (
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--window-size=1400,900",
    ):
        options.add_argument(flag)
    options.set_capability("unhandledPromptBehavior", "accept")  # leave a page with unsaved edits when told
    profile = tempfile.mkdtemp(prefix="pysm-chromium-")
    options.add_argument(f"--user-data-dir={profile}")
    driver = webdriver.Chrome(service=Service(DRIVER), options=options)
    try:
        yield driver
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)
