"""The command line: a thin shell over pysm's library (spec/cli.md), one module per command.

Exit statuses: 0 done/verified, 1 a valid case fails verification, 2 an input or usage error
(every pysm.core.errors.PysmError carries its own), 128 + the signal when a stopping signal
ends the run. No traceback ever reaches the user.

Each command's module adds its own arguments and runs it. Importing them loads nothing
heavy: the modules a command uses are imported once the command line is read, so `pysm
--help` and a usage error load neither clingo nor jinja2 nor the parsers (tests/test_startup.py).
"""
from __future__ import annotations

import argparse
import signal
import sys

from pysm import __version__
from pysm.cli import (book, explain, facts, generate, import_theapo, render, report, solve, studio, suggest,
                      translate, verify)
from pysm.cli.shared import EXIT_STATUSES, EscapedOutput, common_options, escaped
from pysm.core.errors import PysmError, UsageError

# In the order `pysm --help` lists them.
COMMANDS = {"verify": verify, "solve": solve, "explain": explain, "facts": facts, "generate": generate,
            "suggest": suggest, "render": render, "report": report, "studio": studio, "translate": translate,
            "import": import_theapo, "book": book}
# The commands that work on one case: --timeout bounds the whole run (verify and generate
# bound each case, the studio each request).
ONE_CASE = ("solve", "explain", "facts", "suggest", "render")
DEADLINE_GRACE = 1.0   # seconds past --timeout before the last bound stops a one-case command


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="pysm", description="Verify Sudoku Murder (Murdoku) cases before publication.",
                                epilog=EXIT_STATUSES, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--version", action="version", version=f"pysm {__version__}")
    sub = p.add_subparsers(dest="command", required=True, metavar="COMMAND")
    common = common_options()
    for command in COMMANDS.values():
        command.add_parser(sub, common)
    return p


def main(argv: list[str] | None = None) -> int:
    """Run one command line (sys.argv[1:] when argv is None); the exit status."""
    if not (sys.argv[1:] if argv is None else argv):      # a bare `pysm`: what it can do
        parser().print_help(sys.stderr)
        return 2
    args = parser().parse_args(argv)
    plain, sys.stdout = sys.stdout, EscapedOutput(sys.stdout)
    try:
        if not 0 < args.timeout < float("inf"):
            raise UsageError("--timeout must be a positive, finite number of seconds")
        from pysm.solving.solver import select_rules
        rules = select_rules(args.rules)
        if args.command not in ONE_CASE:
            return COMMANDS[args.command].run(args, rules)
        from pysm.core.stopping import Deadline
        with Deadline(args.timeout, DEADLINE_GRACE):
            return COMMANDS[args.command].run(args, rules)
    except PysmError as exc:
        print(f"pysm: {escaped(str(exc))}", file=sys.stderr)      # it may quote case text
        return exc.exit_status
    except KeyboardInterrupt as exc:
        signum = getattr(exc, "signum", signal.SIGINT)
        print(f"pysm: interrupted ({signal.Signals(signum).name})", file=sys.stderr)
        return 128 + signum
    except BrokenPipeError:     # the reader went away (`pysm verify ... | head -1`): not a failure
        return 0
    finally:
        sys.stdout = plain


def run(argv: list[str] | None = None) -> None:
    """The console script's entry point: main() with pysm's stopping signals, then exit with its status."""
    from pysm.core import stopping
    stopping.install()
    try:
        code = main(argv)
    except Exception as exc:  # last line of defence: a message, never a traceback
        from pysm.case.loader import shown
        print(f"pysm: unexpected failure (a defect of pysm; please report it): {type(exc).__name__}: "
              f"{shown(str(exc))}", file=sys.stderr)
        code = 2
    sys.exit(code)
