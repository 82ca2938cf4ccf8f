"""The command line builds only the sub-parser of the command it names (pysm.cli.main.parse): every
help text and every usage error is the one the parser of all commands gives."""

from __future__ import annotations

import contextlib
import io
import subprocess
import sys

import pytest
from conftest import ROOT

from pysm.cli import main

LINES = [
    ["--help"],
    ["--version"],
    [],
    ["frob"],
    ["--frob"],
    ["--json", "verify", "x"],
    ["-", "verify"],
    ["-1", "verify"],
    ["--", "verify", "x", "--frob"],
    ["verif", "x"],
    ["--help", "verify"],
    ["verify"],
    ["verify", "--jobs", "0", "x"],
    ["verify", "--jobs", "x", "x"],
    ["verify", "--frob", "x"],
    ["verify", "-h"],
    ["verify", "x", "--timeout", "x"],
    ["solve"],
    ["solve", "a", "b"],
    ["facts", "--frob"],
    ["generate"],
    ["generate", "--size", "3", "--lang", "en", "-o", "x"],
    ["generate", "--lang", "xx"],
    ["import"],
    ["import", "frob"],
    ["import", "theapo", "--help"],
    ["import", "theapo", "x"],
    ["render", "--help"],
    ["report"],
    ["studio", "--port", "x"],
    ["translate", "--help"],
    ["book", "--help"],
    *([name, "--help"] for name in main.COMMANDS),
]


def _outcome(read, argv) -> tuple:
    """What reading argv gives: its namespace, or the exit status and everything printed."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            return ("read", vars(read(argv)))
        except SystemExit as exc:
            return ("exit", exc.code, out.getvalue(), err.getvalue())


@pytest.mark.parametrize("argv", LINES, ids=" ".join)
def test_the_named_command_alone_reads_as_all_of_them(monkeypatch, argv):
    monkeypatch.setenv("COLUMNS", "100")
    assert _outcome(main.parse, argv) == _outcome(lambda a: main.parser().parse_args(a), argv)


def test_the_bare_help_lists_every_command_as_the_full_parser_does(monkeypatch):
    monkeypatch.setenv("COLUMNS", "100")
    assert main.parser(only="").format_help() == main.parser().format_help()


PROBE = (
    "import sys, pysm.cli.main as c\n"
    "try:\n    c.main({argv!r})\nexcept SystemExit:\n    pass\n"
    "print('LOADED', *sorted(m for m in sys.modules if m.startswith('pysm.cli.')))"
)


@pytest.mark.parametrize(
    "argv, modules",
    [
        (["--help"], ["pysm.cli.main", "pysm.cli.shared"]),
        (["frob"], ["pysm.cli.main", "pysm.cli.shared"]),
        (["verify", "--help"], ["pysm.cli.main", "pysm.cli.shared", "pysm.cli.verify"]),
        (["solve", "/nonexistent.toml"], ["pysm.cli.main", "pysm.cli.shared", "pysm.cli.solve"]),
    ],
)
def test_only_the_named_commands_module_is_imported(argv, modules):
    stdout = subprocess.run(
        [sys.executable, "-c", PROBE.format(argv=argv)], capture_output=True, text=True, check=True, cwd=ROOT
    ).stdout
    assert stdout[stdout.rindex("LOADED") :].split()[1:] == modules


def test_version_names_pysm_and_clingo():
    """`pysm --version` is the one version (the package's metadata agrees) and names the clingo in use."""
    import importlib.metadata

    import clingo

    import pysm

    run = subprocess.run([sys.executable, "-m", "pysm", "--version"], capture_output=True, text=True, cwd=ROOT)
    assert run.returncode == 0, run.stderr
    assert run.stdout == f"pysm {pysm.__version__} (clingo {clingo.__version__})\n"
    assert importlib.metadata.version("sudoku-murder-pysm") == pysm.__version__
