"""Stopping signals: SIGINT, SIGTERM and SIGHUP end pysm with exit 128 + the signal, but never
where raising would be lost, fatal or leave a file half-made.

The handler raises `Stopped` in the main thread. It waits instead (the signal is sent again
10 ms later, until it lands somewhere safe) when Python is
  - inside clingo's own Python code:
    - a callback that clingo's C++ code made (its logger, a model handler): an exception there
      ends the process with clingo's panic, or comes back as an ordinary error that would
      count as a failed case;
    - a method that calls clingo's C library, such as a solve handle's `__exit__` before it
      closes the search: cut short there, the search goes on in clingo's thread, and when that
      thread calls Python during the interpreter's exit the process aborts;
  - inside a finalizer (`__del__`, as when a clingo Control is freed): Python prints and
    ignores what it raises;
  - inside a function marked `@shielded` (writing a file through a temporary one), so that it
    ends whole, its temporary file gone.
Masking the signals would not do: in a process with more than one thread the kernel hands
the signal to a thread that does not mask it, and Python still runs the handler at once.

Only the main thread runs the handler, so it also records the signal: a search that another
thread waits on (`wait`) ends at its next slice, and that thread raises Stopped too. The
main thread must then wait for such a thread to end (pysm.verify.gate), for a clingo search
still running while the interpreter exits aborts the process.
"""

from __future__ import annotations

import os
import signal
from collections.abc import Callable
from types import CodeType, FrameType
from typing import Any, Protocol, TypeVar

SIGNALS = ("SIGINT", "SIGTERM", "SIGHUP")
RETRY = 0.01  # seconds until a signal that had to wait is sent again
_SHIELDED: set[CodeType] = set()
_RECEIVED: list[int] = []  # the stopping signals the handler has seen, first first


class Stopped(KeyboardInterrupt):
    """A stopping signal arrived: temporary files are removed, exit 128 + the signal."""

    def __init__(self, signum: int):
        super().__init__(signum)
        self.signum = signum


_F = TypeVar("_F", bound=Callable[..., Any])


def shielded(function: _F) -> _F:
    """Mark a function that a stopping signal must not cut short (it is stopped right after)."""
    _SHIELDED.add(function.__code__)
    return function


def _must_wait(frame: FrameType | None) -> bool:
    while frame is not None:
        code = frame.f_code
        module = frame.f_globals.get("__name__") or ""
        if code in _SHIELDED or code.co_name == "__del__" or module.partition(".")[0] == "clingo":
            return True
        frame = frame.f_back
    return False


def handle(signum: int, frame: FrameType | None) -> None:
    """The signal handler (see the module's docstring)."""
    if not _RECEIVED:
        _RECEIVED.append(signum)
    if _must_wait(frame):
        import threading

        timer = threading.Timer(RETRY, os.kill, (os.getpid(), signum))
        timer.daemon = True
        timer.start()
        return
    raise Stopped(signum)


def install() -> None:
    for name in SIGNALS:
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), handle)


# ---- waiting on a solve, and one deadline for a whole command --------------------------------

SLICE = 0.05  # seconds a wait lasts before Python gets the chance to run a signal handler


class _SolveHandle(Protocol):
    """What `wait` needs of a clingo solve handle."""

    def wait(self, timeout: float = ...) -> bool: ...


def wait(handle: _SolveHandle, seconds: float) -> bool:
    """Wait for a clingo solve handle (started with async_=True) at most `seconds`; whether it
    finished. It waits in short slices: a signal that arrives meanwhile raises (Stopped, or the
    deadline's TimeLimit) between two of them, and leaving the solve's `with` block then
    cancels the search, where one long wait would keep every signal out until it returns.
    In a thread other than the main one, a stopping signal the process has received raises
    Stopped here too, between two slices."""
    import time

    end = time.monotonic() + max(0.0, seconds)
    while True:
        left = end - time.monotonic()
        if handle.wait(max(0.0, min(SLICE, left))):
            return True
        if _RECEIVED:
            raise Stopped(_RECEIVED[0])
        if left <= SLICE:
            return False


_ARMED: list[Deadline] = []  # the Deadline in force, if any


def answering() -> None:
    """The command has its answer and writes it now: the deadline no longer applies, so that
    what is written is written whole (the work was bounded; writing what it found is not)."""
    for _deadline in _ARMED:
        signal.setitimer(signal.ITIMER_REAL, 0)


def time_left(default: float) -> float:
    """The seconds the work may still take under the Deadline in force (its limit, less what the
    command has spent already: starting, reading, loading), or `default` without one."""
    import time

    for deadline in _ARMED:
        return max(0.0, deadline.end - time.monotonic())
    return default


class Deadline:
    """`with Deadline(seconds, grace):` raises pysm.core.errors.TimeLimit in the main thread once
    `seconds` + `grace` have passed (SIGALRM), at a place where raising is safe (as `handle` decides
    for the stopping signals). The last bound on a one-case command: each solve and proof
    has its own limit and stops first with what it found; this catches the rest (reading
    standard input, work between the solves). Does nothing outside the main thread or
    where there is no SIGALRM; a forked child does not inherit the timer."""

    def __init__(self, seconds: float, grace: float = 0.0):
        import time

        self.seconds, self.grace = seconds, grace
        self.end = time.monotonic() + seconds  # the work's end; the alarm rings `grace` later
        self.armed = False

    def _alarm(self, signum: int, frame: FrameType | None) -> None:
        if _must_wait(frame):
            signal.setitimer(signal.ITIMER_REAL, RETRY)
            return
        from pysm.core.errors import TimeLimit

        raise TimeLimit(self.seconds)

    def __enter__(self) -> Deadline:
        import threading

        if hasattr(signal, "SIGALRM") and threading.current_thread() is threading.main_thread():
            self.previous = signal.signal(signal.SIGALRM, self._alarm)
            signal.setitimer(signal.ITIMER_REAL, self.seconds + self.grace)
            self.armed = True
            _ARMED.append(self)
        return self

    def __exit__(self, *exc: object) -> None:
        if self.armed:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, self.previous)
            self.armed = False
            _ARMED.remove(self)
