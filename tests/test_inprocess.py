"""The command-line tests run pysm in this process (conftest.run_pysm): it must give what a real
process gives, and leave this process as it found it."""

from __future__ import annotations

import os
import signal
import sys

import pytest
from conftest import EXAMPLES, run_pysm, run_pysm_process

FIRST = str(EXAMPLES / "en-first-case.toml")
TWO = str(EXAMPLES / "es-dos-soluciones.toml")

SAME = [
    # (arguments,                                           standard input)
    (["--version"], None),
    (["verify", "--help"], None),
    (["frobnicate"], None),  # argparse exits 2
    (["verify", FIRST, TWO, "missing.toml"], None),
    (["solve", "--json", "-"], (EXAMPLES / "en-first-case.toml").read_text("utf-8")),
    (["explain", "--timeout", "0", FIRST], None),
    (["verify", "tests/fixtures/invalid-gender.toml"], None),  # a path from the repository
]


@pytest.mark.parametrize("args, stdin", SAME)
def test_in_process_gives_what_a_process_gives(args, stdin):
    inside, outside = run_pysm(*args, stdin=stdin), run_pysm_process(*args, stdin=stdin)
    assert (inside.returncode, inside.stdout, inside.stderr) == (outside.returncode, outside.stdout, outside.stderr)


def state() -> dict:
    signals = [getattr(signal, n) for n in ("SIGINT", "SIGTERM", "SIGHUP") if hasattr(signal, n)]
    return {
        "handlers": {s: signal.getsignal(s) for s in signals},
        "argv": list(sys.argv),
        "streams": (sys.stdin, sys.stdout, sys.stderr),
        "cwd": os.getcwd(),
        "environ": dict(os.environ),
    }


@pytest.mark.parametrize("args", [["verify", FIRST], ["solve", "--bogus"], ["--version"]])
def test_a_run_leaves_this_process_as_it_was(tmp_path, monkeypatch, args):
    monkeypatch.chdir(tmp_path)  # not the repository: the run moves there and back
    before = state()
    out = run_pysm(*args, env={"PYSM_PROBE": "1"})
    assert out.returncode in (0, 2)
    assert state() == before


def test_the_environment_reaches_the_run_only(monkeypatch):
    monkeypatch.setattr("pysm.cli.facts.run", lambda args, rules: print(os.environ.get("PYSM_PROBE")) or 0)
    assert run_pysm("facts", FIRST, env={"PYSM_PROBE": "given"}).stdout == "given\n"
    assert "PYSM_PROBE" not in os.environ


def test_a_hash_seed_needs_a_process():
    with pytest.raises(ValueError, match="run_pysm_process"):
        run_pysm("--version", env={"PYTHONHASHSEED": "1"})
