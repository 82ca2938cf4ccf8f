"""Shared paths and helpers for the tests."""
from __future__ import annotations

import json
import os
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
# A copy of ../shared/spec/examples (cases and expected.json): the tests need nothing outside the repository.
EXAMPLES = ROOT / "tests" / "spec_examples"

# Examples written in the clue kinds of clue-language-2.md / case-format-2.md, not implemented yet.
# Their tests are strict expected failures: they turn into loud XPASS failures once the kinds land,
# and the entry must then be removed from here.
NEW_KINDS: dict[str, str] = {}   # all eight now parse and solve (kinds-core, kinds-sentences)
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
    """Run the real command-line entry point (python -m pysm) in a subprocess."""
    full_env = dict(os.environ, **(env or {}))
    return subprocess.run([sys.executable, "-m", "pysm", *args], input=stdin, capture_output=True,
                          text=True, cwd=ROOT, env=full_env, timeout=300)


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
    return pytest.mark.parametrize("examples", [pytest.param(quick, id="quick"),
                                                pytest.param(full, id="full", marks=SLOW)])
