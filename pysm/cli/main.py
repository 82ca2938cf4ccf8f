"""The command line: a thin shell over pysm's library (spec/cli.md), one module per command.

Exit statuses: 0 done/verified, 1 a valid case fails verification, 2 an input or usage error
(every pysm.core.errors.PysmError carries its own), 128 + the signal when a stopping signal
ends the run. No traceback ever reaches the user.

Each command's module adds its own arguments and runs it. Only the module of the command named
is imported, and only its sub-parser built (the others are a line of `pysm --help` each); the
modules a command uses are imported once the command line is read, so `pysm --help` and a
usage error load neither clingo nor jinja2 nor the parsers (tests/test_startup.py).
"""

from __future__ import annotations

import argparse
import gc
import importlib
import signal
import sys

from pysm import __version__
from pysm.cli.shared import EXIT_STATUSES, EscapedOutput, common_options, escaped
from pysm.core.errors import PysmError, UsageError


class _Version(argparse.Action):
    """`--version`: pysm's version and the clingo it proves with (a verdict depends on both). clingo is
    imported only when asked, so that starting pysm stays cheap."""

    def __call__(self, parser, namespace, values, option_string=None):
        import clingo

        print(f"pysm {__version__} (clingo {clingo.__version__})")
        parser.exit()


# Each command: its module (pysm.cli.<module>) and its line in `pysm --help`, in the order listed.
COMMANDS = {
    "verify": ("verify", "check cases: valid, unique, solvable step by step"),
    "solve": ("solve", "print the solution (board and murderer)"),
    "explain": ("explain", "print the step-by-step solution"),
    "facts": ("facts", "print the case as ASP facts"),
    "generate": ("generate", "make new cases that verify"),
    "suggest": ("suggest", "propose the sentences that repair a failing case"),
    "render": ("render", "draw the board: SVG, HTML, PNG, PDF, or the proof replay"),
    "report": ("report", "a season's report: verdicts, duplicates, unneeded sentences"),
    "studio": ("studio", "edit cases in the browser, verified as you type"),
    "translate": ("translate", "write the case with every sentence in another language"),
    "import": ("import_theapo", "import cases from another publisher's files"),
    "book": ("book", "a book of verified cases for print (PDF)"),
}
# The commands that work on one case: --timeout bounds the whole run (verify and generate
# bound each case, the studio each request).
ONE_CASE = ("solve", "explain", "facts", "suggest", "render")
DEADLINE_GRACE = 1.0  # seconds past --timeout before the last bound stops a one-case command


def command(name: str):
    """The module of a command (pysm.cli.<module>): its add_parser() and run()."""
    return importlib.import_module(f"pysm.cli.{COMMANDS[name][0]}")


def parser(only: str | None = None) -> argparse.ArgumentParser:
    """pysm's argument parser: every command's sub-parser, or with `only` that command's alone,
    the others a name and a line of help (all that `pysm --help` and its errors show of them)."""
    p = argparse.ArgumentParser(
        prog="pysm",
        description="Verify Sudoku Murder (Murdoku) cases before publication.",
        epilog=EXIT_STATUSES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("--version", action=_Version, nargs=0, help="print pysm's version and clingo's, and exit")
    sub = p.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for name, (_, line) in COMMANDS.items():
        if only is None or name == only:
            command(name).add_parser(sub, common_options(), line)
        else:
            sub.add_parser(name, help=line, add_help=False)
    return p


def parse(argv: list[str] | None) -> argparse.Namespace:
    """The command line read by the parser of the command it names. Which command that is, argparse
    itself says first, from the same top level with no command built: so every error and every
    help text is the one the full parser gives."""
    named, _ = parser(only="").parse_known_args(argv)
    return parser(only=named.command).parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    """Run one command line (sys.argv[1:] when argv is None); the exit status."""
    if not (sys.argv[1:] if argv is None else argv):  # a bare `pysm`: what it can do
        parser(only="").print_help(sys.stderr)
        return 2
    args = parse(argv)
    plain, sys.stdout = sys.stdout, EscapedOutput(sys.stdout)
    try:
        if not 0 < args.timeout < float("inf"):
            raise UsageError("--timeout must be a positive, finite number of seconds")
        from pysm.solving.solver import select_rules

        rules = select_rules(args.rules)
        if args.command not in ONE_CASE:
            return command(args.command).run(args, rules)
        from pysm.core.stopping import Deadline

        with Deadline(args.timeout, DEADLINE_GRACE):
            return command(args.command).run(args, rules)
    except PysmError as exc:
        print(f"pysm: {escaped(str(exc))}", file=sys.stderr)  # it may quote case text
        return exc.exit_status
    except KeyboardInterrupt as exc:
        signum = getattr(exc, "signum", signal.SIGINT)
        print(f"pysm: interrupted ({signal.Signals(signum).name})", file=sys.stderr)
        return 128 + signum
    except BrokenPipeError:  # the reader went away (`pysm verify ... | head -1`): not a failure
        return 0
    finally:
        sys.stdout = plain


def run(argv: list[str] | None = None) -> None:
    """The console script's entry point: main() with pysm's stopping signals, then exit with its status.
    Without argv the process is the command's own, and its garbage collector is set for it (own_process)."""
    from pysm.core import stopping

    stopping.install()
    if argv is None:
        own_process()
    try:
        code = main(argv)
    except Exception as exc:  # last line of defence: a message, never a traceback
        from pysm.case.loader import shown

        print(
            f"pysm: unexpected failure (a defect of pysm; please report it): {type(exc).__name__}: {shown(str(exc))}",
            file=sys.stderr,
        )
        code = 2
    if argv is None:
        gc.freeze()  # what is alive now lives until the exit: the collection at exit need not walk it
    sys.exit(code)


YOUNG = 10_000  # new objects between two collections of the youngest generation (Python's default 700)


def own_process() -> None:
    """Collect young objects less often in a process that is pysm's command: its start imports modules
    and builds tables that all live until it ends (its phrase data, grammars, parsed rule files),
    which every collection of the youngest generation walks again. With the freeze before the exit
    (run), 6% of the instructions of a one-case `pysm verify` (docs/performance-history.md); the memory it
    may hold longer is that of those 10,000 objects."""
    gc.set_threshold(YOUNG, *gc.get_threshold()[1:])
