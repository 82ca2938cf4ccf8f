"""One time limit for all the work a case costs, grounding included.

clingo cannot interrupt its grounder, so a rule file like `big(X,Y) :- X = 1..20000, Y = 1..20000.`
(given with --rules) would run for minutes inside the process. With such rule files (`custom`),
`bounded` runs the work in a forked child process instead and kills it when the time is up: reading, parsing, grounding, solving and
proving all count against the one limit asked for. (The in-process limits of the solver and the
prover still apply inside the child and usually end the work first, with a more precise message.)
"""

from __future__ import annotations

import os
import pickle
import select
import signal
import time
from pathlib import Path

from pysm.core.errors import TimeLimit

GRACE = 0.5  # seconds past the limit the child gets to give its own, more precise, answer


def custom(*rule_lists) -> bool:
    """Whether any rule file is not a bundled one (under asp/): only those can make grounding run
    unbounded, so only then is the work moved to a child process (a fork a case, docs/performance.md)."""
    from pysm.solving.solver import bundled  # remembered per path: resolving every path costs ms a case

    return any(not bundled(Path(p)) for rules in rule_lists for p in rules or ())


def limit_message(limit: float) -> str:
    return str(TimeLimit(limit))


def bounded(seconds: float, fn, /, *args, **kwargs):
    """fn(*args, **kwargs), run in a forked child; its result or its exception (re-raised here),
    or TimeLimit when it has not finished `seconds` (+ GRACE) seconds after the start."""
    if not hasattr(os, "fork"):
        return fn(*args, **kwargs)
    deadline = time.monotonic() + seconds + GRACE
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: do the work, send the outcome, leave
        os.close(read_end)
        try:
            try:
                payload = pickle.dumps((True, fn(*args, **kwargs)))
            except BaseException as exc:  # noqa: BLE001 - every outcome goes to the parent
                try:
                    payload = pickle.dumps((False, exc))
                except Exception:  # an exception that does not pickle
                    payload = pickle.dumps((False, RuntimeError(f"{type(exc).__name__}: {exc}")))
            view = memoryview(payload)
            while view:
                view = view[os.write(write_end, view) :]
        finally:
            os._exit(0)
    os.close(write_end)
    chunks: list[bytes] = []
    try:
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeLimit(seconds)
            ready, _, _ = select.select([read_end], [], [], left)
            if not ready:
                continue
            chunk = os.read(read_end, 1 << 20)
            if not chunk:
                break
            chunks.append(chunk)
    finally:
        os.close(read_end)
        _reap(pid)
    if not chunks:
        raise RuntimeError("the worker process ended without an answer")
    ok, value = pickle.loads(b"".join(chunks))
    if ok:
        return value
    raise value


def _reap(pid: int) -> None:
    """Stop the child if it still runs, and collect it (no zombie is left behind)."""
    try:
        done, _ = os.waitpid(pid, os.WNOHANG)
        if done == 0:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
    except ChildProcessError:
        pass
