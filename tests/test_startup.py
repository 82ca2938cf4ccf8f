"""Start-up: each command imports only what it uses (the time is in benchmarks/startup.py), and the
command's own process sets its garbage collector for its short life."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from pysm.authoring import gen_data
from pysm.cli.generate import generator_languages
from pysm.cli.main import YOUNG

ROOT = Path(__file__).resolve().parent.parent
HEAVY = (
    "clingo",
    "jinja2",
    "multiprocessing",
    "concurrent.futures",
    "tomllib",
    "json",
    "pysm.proof.explain",
    "pysm.authoring.generate",
    "distributed",
    # what a verify of cards the grammar reads does without: the other commands, the pictures, the
    # forms of clue-language-2.md, the writing side, the hints for sentences that do not read
    "pysm.cli.generate",
    "pysm.cli.studio",
    "pysm.views.board",
    "pysm.views.studio",
    "pysm.language.forms",
    "pysm.language.read_forms",
    "pysm.language.writing",
    "pysm.language.joined",
    "pysm.language.hints",
    "difflib",
)
PROBE = (
    "import sys, pysm.cli.main as c\n"
    "try:\n    c.main({argv!r})\nexcept SystemExit:\n    pass\n"
    "print('LOADED', *(m for m in {heavy!r} if m in sys.modules))"
)


@pytest.mark.parametrize(
    "argv, allowed",
    [
        (["--help"], ()),
        (["verify", "--help"], ()),
        (["generate", "--help"], ("pysm.cli.generate",)),
        (["verify", "--timeout", "0", "x.toml"], ()),  # a usage error loads nothing heavy
        (["verify", "/nonexistent.toml"], ("clingo", "jinja2", "tomllib", "json")),
        # a whole verify of one case: no process pool, no thread pool
        (["verify", "tests/spec_examples/en-first-case.toml"], ("clingo", "jinja2", "tomllib", "json")),
    ],
)
def test_imports_only_what_the_command_uses(argv, allowed):
    stdout = subprocess.run(
        [sys.executable, "-c", PROBE.format(argv=argv, heavy=HEAVY)],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
    ).stdout
    out = stdout[stdout.rindex("LOADED") :].split()[1:]
    assert set(out) <= set(allowed), out


def test_generator_languages_without_the_generator():
    assert generator_languages() == gen_data.languages()


GC_AT_EXIT = (
    "import atexit, gc, sys\n"
    "atexit.register(lambda: print('GC', gc.get_threshold()[0], gc.get_freeze_count() > 0))\n"
    "from pysm.cli.main import run\n"
    "run({argv!r})\n"
)


@pytest.mark.parametrize(
    "argv, seen",
    [
        (None, f"GC {YOUNG} True"),  # the process is the command's: its collector is set
        (["verify", "tests/spec_examples/en-first-case.toml"], "GC 700 False"),  # a program's call: left alone
    ],
)
def test_the_commands_own_process_collects_young_objects_less_often(argv, seen):
    command = GC_AT_EXIT.format(argv=argv)
    args = ["verify", "tests/spec_examples/en-first-case.toml"] if argv is None else []
    stdout = subprocess.run([sys.executable, "-c", command, *args], capture_output=True, text=True, cwd=ROOT).stdout
    assert stdout.splitlines()[-1] == seen
