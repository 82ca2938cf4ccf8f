"""One time limit bounds every one-case command, and a command stopped by it says so, with what
it found by then (in its JSON too); a stopping signal ends even a long repair search at once.

The hostile cases come from benchmarks/hostile.py (built from a bundled 9x9 case). Time
bounds are generous: the machine is shared."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time

import pytest
from conftest import ROOT, run_pysm, sweep

sys.path.insert(0, str(ROOT / "benchmarks"))
import hostile  # noqa: E402


def _case(tmp_path, name: str, text: str) -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def _process(*args: str, stdin=subprocess.DEVNULL) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-m", "pysm", *args],
        stdin=stdin,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=ROOT,
    )


@pytest.mark.parametrize("make", [hostile.top_and_bottom, hostile.everyone_alone])
def test_suggest_names_the_contradiction_of_a_case_without_solution(tmp_path, make):
    path = _case(tmp_path, "contra.toml", make())
    run = _process("suggest", "--timeout", "30", path)
    try:
        out, err = run.communicate(timeout=45)  # it used to enumerate every model: minutes
    finally:
        run.kill()
    assert run.returncode == 1, err
    assert "cannot all be true together" in out


@pytest.mark.slow  # the text form below stops the same way in the fast suite
def test_solve_all_json_stopped_by_the_limit_gives_what_it_found(tmp_path):
    path = _case(tmp_path, "loose.toml", hostile.nearly_clueless())
    start = time.monotonic()
    out = run_pysm("solve", "--all", "--json", "--timeout", "2", path)
    assert time.monotonic() - start < 8
    assert out.returncode == 2
    found = json.loads(out.stdout)
    assert found["status"] == "stopped" and found["stopped"] is True
    assert found["solutions"] and "time limit" in found["message"]


def test_solve_text_stopped_by_the_limit_says_so(tmp_path):
    path = _case(tmp_path, "loose.toml", hostile.nearly_clueless())
    out = run_pysm("solve", "--all", "--timeout", "2", path)
    assert out.returncode == 2
    assert "stopped at the time limit" in out.stdout and "found so far" in out.stdout
    assert "time limit" in out.stderr


@pytest.mark.slow  # a stopped suggest is also checked by the signal test
def test_suggest_json_stopped_by_the_limit_gives_what_it_found(tmp_path):
    path = _case(tmp_path, "loose.toml", hostile.nearly_clueless())
    start = time.monotonic()
    out = run_pysm("suggest", "--json", "--timeout", "2", path)
    assert time.monotonic() - start < 8
    assert out.returncode == 2
    found = json.loads(out.stdout)
    assert found["status"] == "stopped" and found["stopped"] is True
    assert found["choices"], "the answer sets found before the limit"


@pytest.mark.parametrize(
    "command", sweep(["verify", "solve", "solve --json", "explain", "suggest", "facts"], ["verify"])
)
def test_standard_input_that_never_closes_stops_at_the_limit(command):
    import os

    reader, writer = os.pipe()  # the writer stays open: standard input never ends
    run = _process(*command.split(), "--timeout", "2", "-", stdin=reader)
    start = time.monotonic()
    try:
        out, err = run.communicate(timeout=20)
    finally:
        run.kill()
        os.close(reader)
        os.close(writer)
    assert time.monotonic() - start < 8
    assert run.returncode == 2 and "time limit" in (out + err) and "Traceback" not in err
    if "--json" in command:
        assert json.loads(out)["status"] == "stopped"


@pytest.mark.parametrize("signum", sweep([signal.SIGTERM, signal.SIGINT], [signal.SIGTERM]))
def test_a_stopping_signal_ends_a_long_suggest_at_once(tmp_path, signum):
    path = _case(tmp_path, "loose.toml", hostile.nearly_clueless())
    run = _process("suggest", "--timeout", "300", path)
    try:
        time.sleep(3)  # well inside the search
        run.send_signal(signum)
        sent = time.monotonic()
        run.communicate(timeout=20)
        took = time.monotonic() - sent
    finally:
        run.kill()
    assert run.returncode == 128 + signum and took < 3


def test_the_deadline_stops_work_between_solves():
    from pysm.core.errors import TimeLimit
    from pysm.core.stopping import Deadline

    start = time.monotonic()
    with pytest.raises(TimeLimit), Deadline(0.3):
        time.sleep(5)
    assert time.monotonic() - start < 2
    with Deadline(0.3):  # a deadline left in time is gone: nothing fires later
        pass
    time.sleep(0.5)


def test_waiting_on_a_solve_lets_signals_in_between_slices():
    from pysm.core import stopping

    class Handle:  # a solve that never finishes
        calls = 0

        def wait(self, seconds):
            Handle.calls += 1
            time.sleep(seconds)
            return False

    start = time.monotonic()
    assert stopping.wait(Handle(), 0.5) is False
    assert 0.45 < time.monotonic() - start < 2 and Handle.calls >= 5


@pytest.mark.parametrize("pick", ["0", "-1"])
def test_suggest_refuses_a_pick_below_one(pick):
    out = run_pysm("suggest", "--pick", pick, str(ROOT / "tests" / "fixtures" / "fails-several-solutions.toml"))
    assert out.returncode == 2 and "numbered from 1" in out.stderr
