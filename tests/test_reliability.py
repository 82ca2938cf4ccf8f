"""No input stalls the gate or hides the rest of a batch; the command line a newcomer meets.

Each hostile input is a row here. Time bounds are generous (the machine is shared);
benchmarks/hostile.py gives the real figures (README, "Robustness").
"""

from __future__ import annotations

import json
import os
import sys
import time
import tomllib

import pytest
from conftest import EXAMPLES, ROOT, run_pysm, sweep

from pysm.case.loader import load
from pysm.core.model import CaseInvalid, parse_cell

sys.path.insert(0, str(ROOT / "benchmarks"))
import hostile  # noqa: E402

FIRST = EXAMPLES / "es-primer-caso.toml"
BASE = tomllib.loads(FIRST.read_text(encoding="utf-8"))


def as_json(tmp_path, name: str, data: dict) -> str:
    path = tmp_path / name
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return str(path)


def changed(**fields) -> dict:
    data = json.loads(json.dumps(BASE))
    data.update(fields)
    return data


def errors_of(path: str, text: str | None = None) -> list[str]:
    try:
        load(path, text)
    except CaseInvalid as exc:
        return [str(e) for e in exc.errors]
    return []


# ---- time: hostile files of up to 1 MB are judged in seconds -------------------------------------------


@pytest.mark.parametrize("name", sweep(sorted(hostile.FILES), ["unknown-keys.json", "unreadable-cards.toml"]))
def test_hostile_megabyte_files_are_judged_quickly(name, tmp_path):
    path = tmp_path / name
    path.write_text(hostile.FILES[name](), encoding="utf-8")
    assert path.stat().st_size > 900_000
    for timeout, verdict in (("1", ("INVALID", "time limit of 1 s")), ("60", ("INVALID",))):
        start = time.monotonic()
        out = run_pysm("verify", "--timeout", timeout, str(path))
        took = time.monotonic() - start
        assert out.returncode == 2 and any(v in out.stdout for v in verdict), out.stdout[-2000:] + out.stderr
        assert took < 30, took  # measured: 1-3 s (benchmarks/hostile.py)
        assert len(out.stdout) < 20_000  # unknown keys are named in one message, not one each


def test_unknown_keys_are_one_message_with_a_count():
    errors = errors_of("k.json", hostile.unknown_keys(20_000))
    (unknown,) = [e for e in errors if "unknown fields" in e]
    assert "'k0'" in unknown and "more" in unknown


def test_cards_are_not_read_when_there_are_more_people_than_any_board_has():
    start = time.monotonic()
    errors = errors_of("cards.toml", hostile.unreadable_cards(200_000))
    assert time.monotonic() - start < 10
    assert any("their cards are not read" in e for e in errors)
    assert not any("matches no accepted sentence" in e for e in errors)


def test_a_card_of_many_sentences_is_not_parsed_sentence_by_sentence():
    data = changed()
    data["person"][0]["card"] = ". ".join(["Zorbly"] * 200) + "."
    start = time.monotonic()
    errors = errors_of("many.json", json.dumps(data))
    assert time.monotonic() - start < 10
    assert any("200 sentences; a card holds at most 20" in e for e in errors), errors


@pytest.mark.parametrize("command", sweep(["verify", "solve"], ["verify"]))  # (explain runs only the step rules)
def test_timeout_bounds_grounding_of_user_rules_and_states_the_limit(tmp_path, command):
    slow = tmp_path / "slow.lp"
    slow.write_text("big(X,Y) :- X = 1..20000, Y = 1..20000.\n")
    start = time.monotonic()
    out = run_pysm(command, "--timeout", "2", "--rules", str(slow), str(FIRST))
    assert time.monotonic() - start < 30
    assert out.returncode == 2
    assert "time limit of 2 s" in out.stdout + out.stderr, (command, out.stdout, out.stderr)
    assert "-" not in (out.stdout + out.stderr).split("limit of")[1][:3]


# ---- only regular files are read --------------------------------------------------------------------


def special_entries(folder) -> dict[str, str]:
    """Entries named like cases that are not regular files -> the words their message holds."""
    os.mkfifo(folder / "fifo.toml")
    (folder / "dir.toml").mkdir()
    os.symlink(folder / "nowhere.toml", folder / "dangling.toml")
    os.symlink(folder / "loop-b.toml", folder / "loop-a.toml")
    os.symlink(folder / "loop-a.toml", folder / "loop-b.toml")
    os.symlink("/dev/zero", folder / "zero.toml")
    return {
        "fifo.toml": "FIFO",
        "dir.toml": "folder",
        "dangling.toml": "does not exist",
        "loop-a.toml": "loop",
        "loop-b.toml": "loop",
        "zero.toml": "device",
    }


def test_special_files_are_invalid_entries_given_directly_or_in_a_folder(tmp_path):
    want = special_entries(tmp_path)
    (tmp_path / "case.toml").write_text(FIRST.read_text(encoding="utf-8"), encoding="utf-8")
    for name, words in want.items():
        if name == "dir.toml":
            continue  # a folder given directly is scanned
        out = run_pysm("verify", str(tmp_path / name))
        assert out.returncode == 2 and words in out.stdout and name in out.stdout, (name, out.stdout)
    out = run_pysm("verify", "--json", str(tmp_path))
    reports = {os.path.basename(r["file"]): r for r in json.loads(out.stdout)}
    assert set(reports) == set(want) | {"case.toml"}
    assert reports["case.toml"]["verified"] is True
    for name, words in want.items():
        assert reports[name]["status"] == "invalid" and words in reports[name]["errors"][0]["message"]
    assert out.returncode == 2
    text = run_pysm("verify", str(tmp_path)).stdout
    assert text.splitlines()[-1] == f"{len(want) + 1} cases: 1 verified, 0 failed, {len(want)} invalid"


# ---- every failure is a verdict of its own file ----------------------------------------------------

BAD_JSON = {
    "surrogate.json": '{"language": "\\ud800"}',
    "surrogate-key.json": '{"\\udc00": 1, "language": "es"}',
    "superscript.json": None,  # filled below: a solution cell "B¹"
    "arabic-digit.json": None,  # a solution cell "B١"
    "huge-number.json": '{"title": ' + "9" * 5000 + "}",
    "nan.json": '{"title": NaN}',
    "duplicate.json": '{"language": "es", "language": "en"}',
}


def bad_files(tmp_path) -> list[str]:
    paths = []
    for name, text in BAD_JSON.items():
        if text is None:
            data = changed()
            data["solution"] = dict(data["solution"], Eva="B¹" if name == "superscript.json" else "B١")
            text = json.dumps(data, ensure_ascii=False)
        path = tmp_path / name
        path.write_text(text, encoding="utf-8")
        paths.append(str(path))
    return paths


def test_a_batch_gives_one_verdict_per_file_and_never_an_internal_error(tmp_path):
    paths = bad_files(tmp_path)
    out = run_pysm("verify", "--json", *paths, str(FIRST))
    reports = json.loads(out.stdout)
    assert [r["file"] for r in reports] == paths + [str(FIRST)]
    assert all(r["status"] == "invalid" and r["errors"] for r in reports[:-1]), reports
    assert reports[-1]["verified"] is True
    assert out.returncode == 2
    assert "internal error" not in out.stdout + out.stderr and "Traceback" not in out.stderr
    text = run_pysm("verify", *paths)
    assert "internal error" not in text.stdout + text.stderr and text.returncode == 2
    for path in paths:
        assert f"INVALID  {path}" in text.stdout


@pytest.mark.parametrize("cell", ["B¹", "B١", "Ｂ2", "B2\u0301"])
def test_cells_are_ascii_only(cell):
    assert parse_cell(cell, 5) is None
    data = changed()
    data["solution"] = dict(data["solution"], Eva=cell)
    (err,) = errors_of("c.json", json.dumps(data))
    assert "is not on the 5x5 board" in err and "Eva" in err


def test_lone_surrogates_are_refused_with_the_field():
    (err,) = errors_of("s.json", '{"language": "\\ud800"}')
    assert "language" in err and "lone surrogate" in err and "\\ud800" in err


def test_duplicate_json_keys_are_refused_with_the_line():
    (err,) = errors_of("d.json", '{\n"language": "es",\n"title": "a",\n"title": "b"\n}')
    assert "duplicate key 'title'" in err


@pytest.mark.parametrize("title", [False, 0, [], {}, 1, 2.5, True])
def test_title_must_be_a_string(title):
    errors = errors_of("t.json", json.dumps(changed(title=title)))
    assert any("title: must be a string" in e for e in errors), errors


# ---- no case text begins a line of its own ----------------------------------------------------------


@pytest.mark.parametrize("where", ["name", "room", "title", "floor"])
@pytest.mark.parametrize("bad", ["Ana\nok       forged.toml: unique solution", "A\rB", "A\tB", "A\u2028B", "A\x1b[2JB"])
def test_control_characters_are_refused_in_one_line_fields(where, bad):
    data = changed()
    if where == "name":
        data["person"][0]["name"] = bad
    elif where == "room":
        data["room"]["A"]["name"] = bad
    elif where == "floor":
        data["room"]["A"]["floor"] = bad
    else:
        data["title"] = bad
    errors = errors_of("n.json", json.dumps(data))
    assert any("control character" in e for e in errors), errors


def test_forged_lines_cannot_appear_in_text_output(tmp_path):
    data = changed()
    forged = "x\nok       forged.toml: unique solution\n1 case: 1 verified"
    data["person"][0]["name"] = forged
    data["solution"][forged] = "A1"
    data["unknown\nok       forged"] = 1
    out = run_pysm("verify", as_json(tmp_path, "forged.json", data))
    assert out.returncode == 2
    for line in out.stdout.splitlines():
        assert not line.startswith(("ok", "1 case: 1 verified")), line


# ---- folders: only cases are read, the rest is named ------------------------------------------------


def test_a_folder_skips_files_that_are_not_cases_and_says_so(tmp_path):
    for name in ("expected.json", "en-first-case.toml", "es-dos-soluciones.toml"):  # the examples' folder, in small
        (tmp_path / name).write_bytes((EXAMPLES / name).read_bytes())
    out = run_pysm("verify", str(tmp_path))
    assert "expected.json" not in "".join(line for line in out.stdout.splitlines()[:-1])
    last = out.stdout.splitlines()[-1]
    assert last.endswith("1 file skipped, not cases: " + str(tmp_path / "expected.json")), last
    out = run_pysm("verify", "--json", str(tmp_path))
    assert all(not r["file"].endswith("expected.json") for r in json.loads(out.stdout))
    assert "skipped" in out.stderr and "expected.json" in out.stderr


def test_a_json_file_named_directly_is_always_read_as_a_case():
    out = run_pysm("verify", str(EXAMPLES / "expected.json"))
    assert out.returncode == 2 and "INVALID" in out.stdout


# ---- the command line -------------------------------------------------------------------------------


def test_version():
    out = run_pysm("--version")
    assert out.returncode == 0 and out.stdout.startswith("pysm ")


def test_verify_help_has_a_description_and_the_exit_statuses():
    out = run_pysm("verify", "--help")
    assert out.returncode == 0
    assert "publishing gate" in out.stdout and "exit statuses" in out.stdout
    for status in ("0 ", "1 ", "2 "):
        assert f"\n  {status}" in out.stdout


@pytest.mark.parametrize("jobs", ["0", "-3", "x"])
def test_jobs_must_be_at_least_one(jobs):
    out = run_pysm("verify", "--jobs", jobs, str(FIRST))
    assert out.returncode == 2 and "--jobs" in out.stderr and "Traceback" not in out.stderr


def test_one_error_is_singular(tmp_path):
    slow = tmp_path / "bad.lp"
    slow.write_text("this is not ASP\n")
    out = run_pysm("verify", "--rules", str(slow), str(FIRST))
    assert out.stdout.splitlines()[-1] == "1 case: 0 verified, 0 failed, 0 invalid, 1 error"


def test_names_match_as_cards_match_them():
    data = changed()
    data["person"][0]["name"] = "Inés"
    data["person"][1]["card"] = data["person"][1]["card"]
    data["solution"] = {("Inés" if k == BASE["person"][0]["name"] else k): v for k, v in BASE["solution"].items()}
    old = BASE["person"][0]["name"]
    data["solution"]["murderer"] = "Ines" if BASE["solution"]["murderer"] == old else BASE["solution"]["murderer"]
    for p in data["person"]:
        p["card"] = p["card"].replace(old, "Inés")
    try:
        case = load("i.json", json.dumps(data, ensure_ascii=False))
    except CaseInvalid as exc:
        raise AssertionError([str(e) for e in exc.errors]) from None
    assert case.murderer in {p.name for p in case.people}
    bad = changed()
    bad["solution"] = dict(bad["solution"], murderer="Nadie")
    assert any("murderer 'Nadie' is not one of the people" in e for e in errors_of("m.json", json.dumps(bad)))


# ---- generated files ----------------------------------------------------------------------------------


def generate(*args: str, **kw):
    """A `pysm generate` process (subprocess.Popen)."""
    import subprocess

    return subprocess.Popen(
        [sys.executable, "-m", "pysm", "generate", "--size", "4", "--lang", "en", *args],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        **kw,
    )


@pytest.mark.parametrize("umask", sweep([0o022, 0o002, 0o077], [0o077]))
def test_generated_files_get_the_mode_of_the_umask(tmp_path, umask):
    old = os.umask(umask)
    try:
        proc = generate("--seed", "7", "-o", str(tmp_path))
        proc.communicate(timeout=300)
    finally:
        os.umask(old)
    assert proc.returncode == 0
    (made,) = tmp_path.glob("*.toml")
    assert made.stat().st_mode & 0o777 == 0o666 & ~umask


@pytest.mark.slow  # a batch of three generators at once
def test_concurrent_runs_never_write_one_puzzle_twice(tmp_path):
    procs = [generate("--seed", "7", "--count", "4", "-o", str(tmp_path)) for _ in range(3)]
    for proc in procs:
        proc.communicate(timeout=600)
        assert proc.returncode == 0
    files = sorted(tmp_path.glob("*.toml"))
    assert len(files) == 4, [f.name for f in files]
    bodies = {"\n".join(line for line in f.read_text().splitlines() if not line.startswith("title")) for f in files}
    assert len(bodies) == 4
    assert not list(tmp_path.glob(".*.tmp"))


def test_generate_does_not_read_a_fifo_or_a_device_that_holds_a_title(tmp_path):
    first = tmp_path / "first"
    assert generate("--seed", "7", "-o", str(first)).wait(timeout=300) == 0
    (made,) = first.glob("*.toml")
    os.mkfifo(tmp_path / made.name)
    proc = generate("--seed", "7", "-o", str(tmp_path))
    proc.communicate(timeout=300)
    assert proc.returncode == 0
    assert len(list(tmp_path.glob("*.toml"))) == 2  # the FIFO, and the case under another title
    (tmp_path / made.name).unlink()
    os.symlink("/dev/zero", tmp_path / made.name)
    out, err = generate("--seed", "7", "-o", str(tmp_path)).communicate(timeout=300)
    assert "already holds this case" in err


@pytest.mark.parametrize("signame", sweep(["SIGTERM", "SIGHUP", "SIGINT"], ["SIGINT"]))
def test_a_stopping_signal_leaves_no_temporary_file(tmp_path, signame):
    import signal
    import subprocess

    proc = generate("--seed", "7", "--count", "50", "-o", str(tmp_path))
    deadline = time.monotonic() + 120
    while not list(tmp_path.glob("*.toml")) and time.monotonic() < deadline:
        time.sleep(0.05)
    proc.send_signal(getattr(signal, signame))
    try:
        proc.communicate(timeout=120)
    except subprocess.TimeoutExpired:
        proc.kill()
        raise
    assert proc.returncode == 128 + getattr(signal, signame)
    assert not list(tmp_path.glob(".*.tmp"))
    assert all(f.read_text().endswith("\n") for f in tmp_path.glob("*.toml"))


STOP_ONCE_SAFE = """
import os, signal, sys, threading, time, clingo
from pathlib import Path
from pysm.core import files, stopping
stopping.install()

def signal_now(*_):
    if threading.current_thread() is threading.main_thread():
        os.kill(os.getpid(), signal.SIGTERM)
        sum(range(10000))        # the handler runs here

class Finalized:
    def __del__(self):           # Python ignores what a finalizer raises
        signal_now()

def fsync_with_a_signal(fd, fsync=os.fsync):
    signal_now()
    fsync(fd)

class SignalBeforeClose:
    # clingo's library, but a signal arrives as a solve handle's `__exit__` is about to close it
    def __init__(self, lib):
        self.lib = lib
    def __getattr__(self, name):
        if name == "clingo_solve_handle_close":
            signal_now()
        return getattr(self.lib, name)

def a_search_left_running():
    global ctl                   # alive until the interpreter's end, as a command's control is
    ctl = clingo.Control(["0"])
    ctl.add("base", [], "{{ a(1..40) }}.")
    ctl.ground([("base", [])])
    clingo.solving._lib = SignalBeforeClose(clingo.solving._lib)
    with ctl.solve(on_model=lambda model: None, async_=True):
        pass                     # leaving the block cancels the search, unless the signal cuts it short

try:
    {work}
    time.sleep(2)
except stopping.Stopped as exc:
    print("stopped afterwards", exc.signum)
    sys.exit(0)
print("not stopped")
"""
FOLDER = "Path(sys.argv[1])"
INSIDE = {
    # clingo's C++ code calls its logger: an exception leaving it is clingo's panic
    "clingo's logger": "ctl = clingo.Control(logger=lambda code, message: signal_now()); "
    'ctl.add("base", [], "a :- b."); ctl.ground([("base", [])])',
    "a finalizer": "thing = Finalized(); del thing",
    # an unclosed search goes on calling Python in clingo's thread: at exit, glibc aborts the process
    "a solve handle's close": "a_search_left_running()",
    # writing a case: it ends whole, with no temporary file left
    "write_atomic": f"os.fsync = fsync_with_a_signal; files.write_atomic({FOLDER} / 'case.toml', 'title = 1\\n')",
}


@pytest.mark.parametrize("place", INSIDE)
def test_a_signal_where_raising_is_unsafe_stops_pysm_right_after(place, tmp_path):
    import subprocess

    out = subprocess.run(
        [sys.executable, "-c", STOP_ONCE_SAFE.format(work=INSIDE[place]), str(tmp_path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert (out.returncode, out.stdout.strip()) == (0, "stopped afterwards 15"), out.stderr
    assert not list(tmp_path.glob(".*.tmp"))
    if place == "write_atomic":
        assert (tmp_path / "case.toml").read_text() == "title = 1\n"


STOP_A_THREADS_SEARCH = """
import os, signal, sys, threading, time
from pathlib import Path
from pysm.core import stopping
from pysm.solving.solver import select_rules
from pysm.verify.gate import verify_path
stopping.install()
hard = Path(sys.argv[1]) / "pigeonhole.lp"     # twelve pigeons, eleven holes: minutes of search
hard.write_text("{ hole(I,J) : J = 1..11 } = 1 :- I = 1..12.\\n:- hole(I,J), hole(K,J), I < K.\\n")
threading.Timer(1.0, os.kill, (os.getpid(), signal.SIGTERM)).start()
start = time.monotonic()
try:
    verify_path(sys.argv[2], rules=select_rules(None) + [hard], timeout=600)
except stopping.Stopped as exc:
    stopped, cpu = time.monotonic() - start, time.process_time()
    time.sleep(1)                                # a search still running would use this second
    searching = time.process_time() - cpu > 0.5
    print("stopped", exc.signum, "searching" if searching else "no search left", stopped < 5)
"""


def test_a_stopping_signal_ends_the_search_verify_runs_in_a_thread(tmp_path):
    """verify solves for uniqueness in a thread while the main thread proves; the signal reaches the
    main thread only. A search left running when the interpreter exits aborts the process."""
    import subprocess

    out = subprocess.run(
        [sys.executable, "-c", STOP_A_THREADS_SEARCH, str(tmp_path), str(EXAMPLES / "en-first-case.toml")],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert (out.returncode, out.stdout.strip()) == (0, "stopped 15 no search left True"), out.stderr


# ---- the progress bar ---------------------------------------------------------------------------------


def run_in_terminal(*args: str) -> str:
    """Run pysm with standard output and standard error on one pseudo-terminal; all it wrote."""
    import fcntl
    import pty
    import struct
    import subprocess
    import termios

    leader, follower = pty.openpty()
    fcntl.ioctl(follower, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))  # 40 rows, 120 columns
    proc = subprocess.Popen(
        [sys.executable, "-m", "pysm", *args],
        cwd=ROOT,
        stdout=follower,
        stderr=follower,
        stdin=subprocess.DEVNULL,
        env=dict(os.environ, COLUMNS="100"),
    )
    os.close(follower)
    chunks = []
    while True:
        try:
            chunk = os.read(leader, 65536)
        except OSError:
            break
        if not chunk:
            break
        chunks.append(chunk)
    proc.wait(timeout=600)
    os.close(leader)
    return b"".join(chunks).decode("utf-8", "replace")


def visible_lines(raw: str) -> list[str]:
    """The lines as a terminal shows them: what follows the last carriage return, escapes removed."""
    import re

    raw = re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", raw).replace("\r\n", "\n")  # the terminal adds \r
    return [line.split("\r")[-1] for line in raw.split("\n")]


@pytest.mark.parametrize(
    "command",
    [
        ["verify", "--jobs", "1", str(EXAMPLES)],
        pytest.param(
            ["generate", "--size", "4", "--lang", "en", "--seed", "7", "--count", "3"], marks=pytest.mark.slow
        ),
    ],
)
def test_the_progress_bar_is_drawn_and_cleared_on_a_terminal(command, tmp_path):
    if command[0] == "generate":
        command = command + ["-o", str(tmp_path)]
    raw = run_in_terminal(*command)
    assert "case/s" in raw or "s/case" in raw, raw[-3000:]  # tqdm drew its bar
    lines = [line for line in visible_lines(raw) if line.strip()]
    import re

    allowed = re.compile(r"(ok |FAILED |INVALID |ERROR |    |\d+ cases?: |\[\d+/3\] seed \d+: | +seed \d+: )")
    for line in lines:
        assert allowed.match(line), repr(line)
        assert "case/s" not in line and "s/case" not in line, repr(line)
    if command[0] == "verify":
        assert lines[-1].startswith("20 cases: ")


# ---- output wording ------------------ ------------------------------------------------------------------


def test_no_solution_is_never_followed_by_a_step_by_step_story(tmp_path):
    text = FIRST.read_text(encoding="utf-8")
    path = tmp_path / "contradiction.toml"
    # Berta stands in row 1; her card now also denies it: no solution
    path.write_text(text.replace('card = "', 'card = "No estaba en la primera fila. ', 1), encoding="utf-8")
    out = run_pysm("verify", str(path))
    head = out.stdout.splitlines()[0]
    assert "no solution" in head and "step by step" not in head, head
    assert out.returncode == 1


@pytest.mark.parametrize("all_flag", [[], ["--all"]])
def test_solve_exit_statuses_are_the_same_with_and_without_all(all_flag):
    assert run_pysm("solve", *all_flag, str(EXAMPLES / "es-dos-soluciones.toml")).returncode == 1
    assert run_pysm("solve", *all_flag, str(FIRST)).returncode == 0
    assert run_pysm("solve", *all_flag, str(EXAMPLES / "en-impossible.toml")).returncode == 1


# The last line says who the murderer is and why: the one person with the victim, in the victim's room.
@pytest.mark.parametrize(
    "name, lang, murderer",
    [
        (
            "es-primer-caso.toml",
            None,
            "Así que la asesina es Ana: la única persona con Iker, la víctima, en la sala Jardín (Iker C4, Ana E5).",
        ),
        (
            "es-primer-caso.toml",
            "en",
            "So the murderer is Ana: the only one with Iker, the victim, in the Jardín (Iker C4, Ana E5).",
        ),
        (
            "nl-eerste-zaak.toml",
            None,
            "De moordenares is dus Greet: de enige bij Carlos, het slachtoffer, in de kamer Hal (Carlos F2, Greet D1).",
        ),
    ],
)
def test_explain_ends_with_the_murderer_and_why(name, lang, murderer):
    out = run_pysm("explain", *(["--lang", lang] if lang else []), str(EXAMPLES / name))
    assert out.returncode == 0
    assert out.stdout.splitlines()[-1] == murderer
    data = json.loads(run_pysm("explain", "--json", *(["--lang", lang] if lang else []), str(EXAMPLES / name)).stdout)
    assert data["closing"].endswith(murderer)


def test_the_stuck_grid_has_its_legend():
    out = run_pysm("verify", str(EXAMPLES / "nl-gokken.toml"))
    lines = out.stdout.splitlines()
    grid_end = max(i for i, line in enumerate(lines) if line.strip().startswith("+---"))
    legend = "\n".join(lines[grid_end + 1 : grid_end + 3])
    # each room after its first cell: no room key that reads as a column letter or the door's D
    assert (
        "rooms: A1 Eetkamer, D1 Keuken, E5 Badkamer" in legend
        and "# solid object" in legend
        and "o object" in legend
        and "how many" in legend
    )


@pytest.mark.parametrize(
    "lang, words, absent",
    [
        (None, ["slachtoffer:", "moordenares:", "kamers:", "op vloerkleed"], ["victim:", "murderer:", " on "]),
        ("en", ["victim:", "murderer:", "rooms:", "on rug"], ["slachtoffer", "moordenaar", "op vloerkleed"]),
        ("es", ["víctima:", "asesina:", "habitaciones:", "sobre alfombrilla"], ["victim:", "slachtoffer"]),
    ],
)
def test_solve_speaks_the_case_language_or_lang(lang, words, absent):
    out = run_pysm("solve", *(["--lang", lang] if lang else []), str(EXAMPLES / "nl-eerste-zaak.toml"))
    assert out.returncode == 0
    for word in words:
        assert word in out.stdout, (word, out.stdout)
    for word in absent:
        assert word not in out.stdout, (word, out.stdout)


# ---- every mistake at once ------------------ -------------------------------------------------------


def test_a_missing_victim_is_reported_with_a_room_typo_and_a_wrong_pronoun(tmp_path):
    text = (EXAMPLES / "en-first-case.toml").read_text(encoding="utf-8")
    text = text.replace(
        'card = "The victim. He was alone with the murderer. He was on a bed."', 'card = "He was on a bed."'
    )
    text = text.replace("He was in the Garden with another man.", "He was in the Gardn with another man.")
    text = text.replace("She was in the fifth row.", "He was in the fifth row.")
    path = tmp_path / "three.toml"
    path.write_text(text, encoding="utf-8")
    out = run_pysm("verify", str(path))
    assert out.returncode == 2
    assert "no room named 'Gardn'" in out.stdout
    assert "gender disagreement" in out.stdout
    assert "no card carries the victim sentence" in out.stdout
    assert "3 errors" in out.stdout


def test_an_unreadable_sentence_leaves_the_victim_unsaid():
    """A sentence that matches nothing might be the victim's: then no 'no victim' error is guessed."""
    data = changed()
    victim = next(p for p in data["person"] if "víctima" in p["card"].lower())
    victim["card"] = "Bailaba un tango."
    errors = errors_of("v.json", json.dumps(data, ensure_ascii=False))
    assert any("matches no accepted sentence" in e for e in errors)
    assert not any("no card carries the victim sentence" in e for e in errors)


def test_generate_into_a_fifo_is_a_usage_error(tmp_path):
    fifo = tmp_path / "out"
    os.mkfifo(fifo)
    proc = generate("--seed", "7", "-o", str(fifo))
    out, err = proc.communicate(timeout=120)
    assert proc.returncode == 2 and "not a folder" in err
