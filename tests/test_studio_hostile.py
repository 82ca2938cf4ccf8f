"""The studio's server under a hostile folder and hostile requests: it reads only regular files
inside its folder and never more than the size limit, refuses over-large bodies before
reading them, answers every bad request with a clear 4xx (never a 500), warns before a save
replaces a verified case by one that fails, and a repair search cannot hold it past its
time limit or keep SIGTERM out."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from conftest import ROOT

sys.path.insert(0, str(ROOT / "benchmarks"))
import hostile  # noqa: E402

CASES = ROOT / "tests" / "render_cases"
BREAK = ("She was in the Gallery.", "She was in the Garage.")  # the case no longer verifies


@pytest.fixture
def folder(tmp_path) -> Path:
    shutil.copy(CASES / "en-office.toml", tmp_path / "ok.toml")
    return tmp_path


@pytest.fixture
def client(folder):
    pytest.importorskip("starlette")
    from starlette.testclient import TestClient

    from pysm.proof.prove import step_rules
    from pysm.solving.solver import select_rules
    from pysm.views import studio

    app = studio.create_app(studio.Settings(folder=folder, rules=select_rules(), steps=step_rules(), timeout=30))
    with TestClient(app, raise_server_exceptions=False) as c:
        yield c


def post(client, url: str, body):
    raw = body if isinstance(body, (bytes, str)) else json.dumps(body)
    return client.post(url, content=raw, headers={"content-type": "application/json"})


# ---- the folder ---------------------------------------------------------------------------------


def test_a_fifo_named_like_a_case_is_refused_without_waiting(client, folder):
    os.mkfifo(folder / "fifo.toml")
    start = time.monotonic()
    answer = client.get("/api/verdict", params={"path": "fifo.toml"})
    assert answer.status_code == 422 and "FIFO" in answer.json()["error"]
    assert client.get("/api/case", params={"path": "fifo.toml"}).status_code == 422
    assert time.monotonic() - start < 5
    assert client.get("/api/verdict", params={"path": "ok.toml"}).json()["verified"]
    assert "fifo.toml" not in client.get("/api/cases").json()["cases"]


def test_a_file_over_the_size_limit_is_never_read_whole(client, folder, monkeypatch):
    (folder / "big.json").write_bytes(b'{"title": "' + b"x" * 3_000_000 + b'"}')
    (folder / "comments.toml").write_text(hostile.with_comments(), encoding="utf-8")
    read = []
    import pysm.case.loader as loader

    original = os.read
    monkeypatch.setattr(loader.os, "read", lambda fd, n: read.append(n) or original(fd, n))
    for name in ("big.json", "comments.toml"):
        for route in ("/api/verdict", "/api/case"):
            answer = client.get(route, params={"path": name})
            assert answer.status_code == 413 and "larger than the limit" in answer.json()["error"], (name, route)
    assert read and max(read) <= loader.MAX_BYTES + 1


def test_symbolic_links_out_of_the_folder_are_neither_listed_nor_read(client, folder, tmp_path_factory):
    outside = tmp_path_factory.mktemp("outside")
    shutil.copy(CASES / "en-office.toml", outside / "secret.toml")
    os.symlink(outside / "secret.toml", folder / "link.toml")
    os.symlink(outside, folder / "linked-folder")
    os.symlink(folder / "ok.toml", folder / "inside.toml")  # a link that stays inside is a case
    listed = client.get("/api/cases").json()["cases"]
    assert listed == ["inside.toml", "ok.toml"]
    assert client.get("/api/verdict", params={"path": "link.toml"}).status_code == 403
    assert client.get("/api/case", params={"path": "linked-folder/secret.toml"}).status_code == 403


def test_the_list_skips_what_the_command_line_skips(client, folder):
    for sub in (".git", ".venv", "build", "node_modules", "pkg"):
        (folder / sub).mkdir()
        shutil.copy(CASES / "en-office.toml", folder / sub / "x.toml")
    (folder / "pkg" / "__init__.py").write_text("", encoding="utf-8")
    (folder / "cases").mkdir()
    shutil.copy(CASES / "en-office.toml", folder / "cases" / "y.toml")
    assert client.get("/api/cases").json()["cases"] == ["cases/y.toml", "ok.toml"]


# ---- requests -------------------------------------------------------------------------------------


def test_an_over_large_body_is_refused_from_its_length_before_it_is_read(client):
    from pysm.views.studio import MAX_BODY

    answer = client.post(
        "/api/check",
        content=b"x" * 10,
        headers={"content-type": "application/json", "content-length": str(MAX_BODY + 1)},
    )
    assert answer.status_code == 413


def test_an_over_large_body_without_a_length_is_cut_off_as_it_streams(client):
    from pysm.views.studio import MAX_BODY

    def chunks():
        for _ in range(MAX_BODY // 65536 + 40):
            yield b" " * 65536

    answer = client.post("/api/check", content=chunks(), headers={"content-type": "application/json"})
    assert answer.status_code == 413 and "too large" in answer.json()["error"]


@pytest.mark.parametrize(
    "url, body, words",
    [
        ("/api/check", '{"path": "ok.toml", "text": "a\\ud800b", "seq": 1}', "lone surrogate"),
        ("/api/save", '{"path": "ok.toml", "text": "a\\udc00b", "version": "v"}', "lone surrogate"),
        ("/api/suggest", '{"path": "ok.toml", "text": "\\ud800"}', "lone surrogate"),
        ("/api/check", '{"path": "ok.toml", "seq": 1, "text": ' + "[" * 100_000 + "]" * 100_000 + "}", "too deep"),
        ("/api/check", "[" * 100_000, "JSON"),
        ("/api/check", b'{"path": "ok.toml", "text": "\xff"}', "not JSON"),
    ],
)
def test_bad_requests_get_a_clear_4xx(client, url, body, words):
    answer = post(client, url, body)
    assert 400 <= answer.status_code < 500 and words in answer.json()["error"]


@pytest.mark.parametrize(
    "name, text",
    [
        ("ok.toml", hostile.with_comments()),  # a valid case plus 2 MB of comments
        ("deep.json", hostile.deep_json()),  # a case 100,000 arrays deep
        ("ok.toml", hostile.deep_json()),
    ],
)
def test_hostile_case_texts_get_a_verdict(client, name, text):
    answer = post(client, "/api/check", {"path": name, "text": text, "seq": 1})
    assert answer.status_code == 200 and answer.json()["status"] == "invalid"


def test_a_verified_case_on_disk_is_replaced_by_a_failing_one_only_when_confirmed(client, folder):
    opened = client.get("/api/case", params={"path": "ok.toml"}).json()
    broken = opened["text"].replace(*BREAK) if BREAK[0] in opened["text"] else opened["text"] + "\n[[person]]\n"
    asked = post(client, "/api/save", {"path": "ok.toml", "text": broken, "version": opened["version"]})
    assert asked.status_code == 409 and "verifies on disk" in asked.json()["needs_confirm"]
    assert (folder / "ok.toml").read_text(encoding="utf-8") == opened["text"]  # nothing saved
    done = post(client, "/api/save", {"path": "ok.toml", "text": broken, "version": opened["version"], "confirm": True})
    assert done.status_code == 200 and (folder / "ok.toml").read_text(encoding="utf-8") == broken
    # a failing case saved over a failing one needs no confirmation
    again = post(client, "/api/save", {"path": "ok.toml", "text": broken + "\n", "version": done.json()["version"]})
    assert again.status_code == 200


# ---- a repair search on a case with millions of answer sets ------------------------------------------


def _ask(url: str, body: dict | None = None, timeout: float = 30) -> tuple[int, dict, float]:
    data = None if body is None else json.dumps(body).encode("utf-8")
    request = urllib.request.Request(url, data=data, headers={"Content-Type": "application/json"})
    start = time.monotonic()
    with urllib.request.urlopen(request, timeout=timeout) as answer:
        return answer.status, json.loads(answer.read()), time.monotonic() - start


@pytest.mark.slow  # about ten seconds: a repair search, then a studio stopped by a signal
def test_suggest_answers_within_the_limit_and_sigterm_stops_the_studio(folder):
    pytest.importorskip("uvicorn")
    (folder / "loose.toml").write_text(hostile.nearly_clueless(), encoding="utf-8")
    run = subprocess.Popen(
        [sys.executable, "-m", "pysm", "studio", str(folder), "--port", "0", "--timeout", "3", "--json"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=ROOT,
    )
    try:
        first = json.loads(run.stdout.readline())  # --json: the address as JSON
        url, text = first["url"], (folder / "loose.toml").read_text(encoding="utf-8")
        for _ in range(2):  # the first does not block the next
            status, found, took = _ask(url + "api/suggest", {"path": "loose.toml", "text": text})
            assert status == 200 and took < 15, (found, took)
        import threading

        threading.Thread(
            target=lambda: _ask(url + "api/suggest", {"path": "loose.toml", "text": text}), daemon=True
        ).start()
        time.sleep(1)  # a search under way
        run.send_signal(signal.SIGTERM)
        sent = time.monotonic()
        run.wait(timeout=20)
        assert time.monotonic() - sent < 6
    finally:
        run.kill()
        run.communicate()
