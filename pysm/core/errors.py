"""Every error pysm raises on purpose, each with the exit status the command line gives it.

The command line catches PysmError once, prints its message on one line and exits with its
`exit_status`: nothing maps a class to a status by hand, and no error is known by its name.
The statuses (spec/cli.md): 0 done or verified; 1 a valid case that fails verification (a
verdict, never an exception); 2 an input or usage error, which is every error here. A
stopping signal is no error: pysm.core.stopping.Stopped ends the run with 128 + the signal.

The modules that raise these re-export them (pysm.core.model.CaseInvalid,
pysm.solving.solver.RulesError, ...), so they can be imported from either place.
"""

from __future__ import annotations

from typing import Any

# The name on the package index (`pysm` there is another project); the import package and
# the command are `pysm`.
DISTRIBUTION = "sudoku-murder-pysm"


class PysmError(Exception):
    """A failure pysm reports as one message and an exit status, never as a traceback."""

    exit_status = 2


# ---- the command line ---------------------------------------------------------------------


class UsageError(PysmError):
    """The command line asks for what cannot be done: a bad option value, a folder that is not there."""


class MissingExtra(UsageError):
    """An optional dependency is not installed; the message names the extra that brings it."""

    def __init__(self, what: str, extra: str):
        super().__init__(f"{what}, in the '{extra}' extra: pip install '{DISTRIBUTION}[{extra}]'")
        self.what = what
        self.extra = extra

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (self.what, self.extra))


# ---- reading and solving a case ---------------------------------------------------------


class CaseInvalid(PysmError):
    """A case file that cannot be read or checked, with every error found in it
    (pysm.core.model.CaseError: file, line, field, message)."""

    # list[pysm.core.model.CaseError]: not named here, as model imports this module and
    # tests/test_layers.py forbids the cycle (even under TYPE_CHECKING)
    def __init__(self, errors: list[Any]):
        super().__init__("; ".join(str(e) for e in errors))
        self.errors = errors

    def __reduce__(self) -> tuple[Any, ...]:  # pickled with its errors (reports cross process boundaries)
        return (type(self), (self.errors,))


class RulesError(PysmError):
    """The rule files could not be read, parsed or grounded."""


class TermError(PysmError, ValueError):
    """Text that is not a clingo term (pysm.core.terms); a ValueError too, as a bad literal is."""


class SolveTimeout(PysmError):
    """clingo did not finish within the time allowed; `found` holds what it found before it stopped
    (solutions, or the sentences of a contradiction), for a caller that can still use them."""

    found: object = ()


class TimeLimit(PysmError):
    """The work ran past the time limit and was stopped."""

    def __init__(self, limit: float):
        super().__init__(f"took longer than the time limit of {limit:g} s (--timeout) and was stopped")
        self.limit = limit

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (self.limit,))


# ---- making and repairing cases ----------------------------------------------------------


class GenerateError(PysmError):
    """A request the generator cannot serve (bad size, language or level)."""


class SuggestError(PysmError):
    """A request suggest cannot serve (a bad --pick, an unknown kind, a file it cannot edit)."""


class Exists(PysmError):
    """The file is there already and --force was not given."""


class TranslationError(PysmError):
    """A case that `pysm translate` cannot write in another language with the same clue facts."""


class ClusterError(PysmError):
    """The Dask cluster cannot be reached."""


# ---- the studio -----------------------------------------------------------------------------


class StudioError(PysmError):
    """A request the studio refuses: its HTTP status and message."""

    def __init__(self, status: int, message: str):
        super().__init__(message)
        self.status = status

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (self.status, str(self)))


class NotComparable(PysmError, ValueError):
    """A case the duplicate search cannot bring to a key (pysm.catalogue): the message says why.
    The report shows it beside the case; it never stops a command."""
