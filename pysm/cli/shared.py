"""What the commands share: the common options, reading a case with its errors reported, JSON
output, the time limit and the progress bar.

Importing this loads nothing heavy (`pysm --help` must start fast, tests/test_startup.py):
each function imports what it uses.
"""

from __future__ import annotations

import argparse
import sys

DEFAULT_TIMEOUT = 60.0

EXIT_STATUSES = """exit statuses:
  0  every case verified (or the command did what was asked)
  1  a case is valid but fails: no solution, several solutions, not solvable step by step,
     or not the [solution] it states
  2  an input or usage error: a file that cannot be read, an invalid case, an unknown option,
     a case that ran past --timeout"""


# ---- arguments ------------------------------------------------------------------------------


def common_options() -> argparse.ArgumentParser:
    """The options every command takes (a parent parser)."""
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--json", action="store_true", help="machine output (JSON) on standard output")
    common.add_argument(
        "--rules",
        action="append",
        metavar="DIR_OR_FILE",
        default=[],
        help="extra rule files; one named like a bundled asp/ file replaces it (repeatable)",
    )
    common.add_argument(
        "--timeout",
        type=float,
        default=DEFAULT_TIMEOUT,
        metavar="SECONDS",
        help="give up on a case after this long: reading, grounding, solving and proving "
        f"count (default {DEFAULT_TIMEOUT:g})",
    )
    return common


def positive_int(text: str) -> int:
    """An argparse type: a whole number of at least 1."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{text}' is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{value}: must be at least 1")
    return value


# ---- output ---------------------------------------------------------------------------------


class EscapedOutput:
    """Standard output with every character that prints as nothing or moves the text (control,
    direction and zero-width characters: U+202E, U+200B, ...) written as an escape (\\u202e),
    so that no case text can make a line read as something else. Line breaks and tabs stay.
    Inside JSON strings the escapes are JSON's own, so the document reads back the same."""

    def __init__(self, stream):
        self.stream = stream

    def write(self, text: str) -> int:
        return self.stream.write(escaped(text))

    def __getattr__(self, name):
        return getattr(self.stream, name)


def escaped(text: str) -> str:
    """The text with every character that is not printable, but for line breaks and tabs, escaped."""
    if text.replace("\n", "").replace("\t", "").isprintable():
        return text
    return "".join(ch if ch.isprintable() or ch in "\n\t" else _escape(ch) for ch in text)


def _escape(ch: str) -> str:
    """\\uXXXX, a JSON escape (a surrogate pair beyond the first plane)."""
    code = ord(ch)
    if code <= 0xFFFF:
        return f"\\u{code:04x}"
    code -= 0x10000
    return f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}"


def emit_json(value) -> None:
    """The machine output of a command: one JSON document on standard output (whole: the
    time limit bounds the work, not the writing of its answer)."""
    import json

    from pysm.core.stopping import answering

    answering()
    sys.stdout.write(json.dumps(value, ensure_ascii=False, indent=2) + "\n")


def write_output(path, data: str | bytes, *, force: bool, keep_mode: bool = False) -> None:
    """A command's output file, written atomically; its mistakes are usage errors that name it
    (an existing file without --force, a folder that cannot be written)."""
    from pysm.core.errors import Exists, UsageError
    from pysm.core.files import write_atomic

    try:
        write_atomic(path, data, force=force, keep_mode=keep_mode)
    except Exists:
        raise UsageError(f"{path}: the file exists; --force replaces it") from None
    except OSError as exc:
        raise UsageError(f"{path}: {exc.strerror or exc}") from None


def print_errors(errors: list, stream=None, indent: str = "") -> None:
    """A case's errors (pysm.core.model.CaseError), one a line, each naming file and place."""
    from pysm.case.loader import shown

    stream = stream or sys.stderr
    for err in errors:
        line = str(err) if not err.person or err.person in err.message else f"{_where(err)}{err.person}: {err.message}"
        print(indent + shown(line), file=stream)  # case text never starts a line of its own


def _where(err) -> str:
    where = err.file + (f":{err.line}" if err.line is not None else "")
    return where + ": " + "".join(f"{x}: " for x in (err.field, err.cell) if x)


def read_case(path: str, as_json: bool, timeout: float | None = None):
    """(the case, its text), or None when it is invalid or standard input stays open past
    `timeout`: its errors are then reported (as JSON on standard output with --json, else on
    standard error) and the command exits with 2."""
    from pysm.case.loader import load, read_text, shown
    from pysm.core.errors import CaseInvalid, TimeLimit

    try:
        text = read_text(path, timeout=timeout)
        return load(path, text), text
    except TimeLimit as exc:
        if as_json:
            emit_json({"file": path, "status": "stopped", "stopped": True, "message": f"reading: {exc}"})
        print(f"pysm: {shown(path)}: reading: {exc}", file=sys.stderr)
        return None
    except CaseInvalid as exc:
        if as_json:
            emit_json({"file": path, "status": "invalid", "errors": [e.as_dict() for e in exc.errors]})
        else:
            print_errors(exc.errors)
        return None


def timed_out(args, **found) -> int:
    """Say that the case ran past --timeout (with --json, also as JSON on standard output, with
    what was `found` by then); the exit status."""
    from pysm.case.loader import shown
    from pysm.core.errors import TimeLimit
    from pysm.core.stopping import answering

    answering()
    message = str(TimeLimit(args.timeout))
    if args.json:
        emit_json({"file": args.case, "status": "stopped", "stopped": True, "message": message, **found})
    print(f"pysm: {shown(args.case)}: {message}", file=sys.stderr)
    return 2


def indent(text: str, pad: str) -> str:
    return "\n".join(pad + line for line in text.splitlines())


# ---- the time limit ---------------------------------------------------------------------------


def within_limit(args, fn, *a, **kw):
    """fn(*a, **kw) within the time limit: in a child process when --rules may ground without end."""
    from pysm.proof.prove import step_rules
    from pysm.solving.limits import bounded, custom
    from pysm.solving.solver import select_rules

    if custom(select_rules(args.rules), step_rules(args.rules)):
        return bounded(args.timeout, fn, *a, **kw)
    return fn(*a, **kw)


# ---- progress -----------------------------------------------------------------------------------


class Progress:
    """A progress bar on standard error, drawn by tqdm and only when standard error is a terminal.

    tqdm owns the terminal line: text written through write() clears the bar first and redraws
    it after, and close() removes it, so no report line ever starts after a bar.
    """

    def __init__(self, total: int, unit: str):
        import tqdm

        tqdm.tqdm.monitor_interval = 0  # no monitor thread (pysm forks workers)
        self._tqdm = tqdm.tqdm
        self.bar = tqdm.tqdm(
            total=total, unit=unit, file=sys.stderr, leave=False, dynamic_ncols=True, disable=not sys.stderr.isatty()
        )

    def step(self) -> None:
        self.bar.update(1)

    def write(self, text: str, stream) -> None:
        if self.bar.disable:
            print(text, file=stream, flush=True)
        else:
            self._tqdm.write(text, file=stream)
            stream.flush()

    def close(self) -> None:
        self.bar.close()
