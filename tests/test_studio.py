"""pysm studio: the web application's answers (Starlette's test client) and the real thing
in a headless Chromium (Debian's chromium + chromium-driver, driven by Selenium).

The browser tests save a screenshot of each state in build/screenshots/ (PYSM_SCREENSHOTS
to put them elsewhere)."""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import ROOT, run_pysm
from conftest import need as _need

CASES = Path(__file__).resolve().parent / "render_cases"
SHOTS = Path(os.environ.get("PYSM_SCREENSHOTS", ROOT / "build" / "screenshots"))
BREAK = ("She was in the Gallery.", "She was in the Garage.")  # no room of that name
AMBIGUOUS = ("She was in the Gallery.", "She was not in the Nursery.")  # true, but too weak


@pytest.fixture
def folder(tmp_path) -> Path:
    for name in ("en-office.toml", "en-stuck.toml", "es-two-solutions.toml"):
        shutil.copy(CASES / name, tmp_path / name)
    (tmp_path / "notes.txt").write_text("not a case", encoding="utf-8")
    return tmp_path


@contextlib.contextmanager
def studio_client(folder):
    """Starlette's test client of a studio on `folder` with the bundled rules, started and stopped."""
    _need("starlette")
    _need("httpx")
    from starlette.testclient import TestClient

    from pysm.proof.prove import step_rules
    from pysm.solving.solver import select_rules
    from pysm.views import studio

    app = studio.create_app(studio.Settings(folder=folder, rules=select_rules(), steps=step_rules(), timeout=60))
    with TestClient(app) as c:
        yield c


@pytest.fixture
def client(folder):
    with studio_client(folder) as c:
        yield c


def line_of(text: str, needle: str) -> int:
    return next(i for i, line in enumerate(text.splitlines(), 1) if needle in line)


# ---- the application's answers ----------------------------------------------------------


def test_lists_cases_with_verdicts(client):
    assert client.get("/api/cases").json()["cases"] == ["en-office.toml", "en-stuck.toml", "es-two-solutions.toml"]
    office = client.get("/api/verdict", params={"path": "en-office.toml"}).json()
    assert office["status"] == "unique" and office["verified"] is True
    two = client.get("/api/verdict", params={"path": "es-two-solutions.toml"}).json()
    assert two["status"] == "multiple" and two["verified"] is False


def test_page_and_assets_are_served_locally(client):
    page = client.get("/").text
    assert 'src="/static/studio.js"' in page and 'href="/static/studio.css"' in page
    assert "http://" not in page and "https://" not in page
    for name in ("studio.js", "studio.css"):
        r = client.get(f"/static/{name}")
        assert r.status_code == 200 and "http://" not in r.text and "https://" not in r.text
    assert client.get("/static/../pysm/cli/main.py").status_code == 404


def test_check_reports_an_error_at_its_line(client, folder):
    text = (folder / "en-office.toml").read_text(encoding="utf-8")
    found = client.post("/api/check", json={"path": "en-office.toml", "text": text.replace(*BREAK), "seq": 1}).json()
    assert found["status"] == "invalid"
    assert [e["line"] for e in found["errors"]] == [line_of(text, BREAK[0])]


def test_check_of_an_ambiguous_edit_gives_two_solutions_and_where_they_differ(client, folder):
    text = (folder / "en-office.toml").read_text(encoding="utf-8")
    found = client.post(
        "/api/check", json={"path": "en-office.toml", "text": text.replace(*AMBIGUOUS), "seq": 1}
    ).json()
    assert found["status"] == "multiple" and len(found["solutions"]) == 2 and found["differ"]
    for _name, a, b in found["differ"]:
        assert 'class="person first" data-cell="%s"' % a in found["svg"]
        assert 'class="person second" data-cell="%s"' % b in found["svg"]


def test_check_of_a_unique_case_draws_the_solution_and_the_steps(client, folder):
    text = (folder / "en-office.toml").read_text(encoding="utf-8")
    found = client.post("/api/check", json={"path": "en-office.toml", "text": text, "seq": 1}).json()
    assert found["verified"] and found["steps"] and 'class="person murderer"' in found["svg"]


def test_stale_checks_are_dropped(client, folder):
    text = (folder / "en-office.toml").read_text(encoding="utf-8")
    client.post("/api/check", json={"path": "en-office.toml", "text": text, "seq": 5})
    assert client.post("/api/check", json={"path": "en-office.toml", "text": text, "seq": 3}).json()["stale"]


def test_save_is_atomic_and_refuses_a_file_changed_on_disk(client, folder):
    opened = client.get("/api/case", params={"path": "en-office.toml"}).json()
    new = opened["text"].replace("Murder in the Office", "Murder in the Study")
    saved = client.post("/api/save", json={"path": "en-office.toml", "text": new, "version": opened["version"]})
    assert saved.status_code == 200 and (folder / "en-office.toml").read_text(encoding="utf-8") == new
    # someone else changes the file; a save from the old version is refused and changes nothing
    (folder / "en-office.toml").write_text(new + "\n# edited elsewhere\n", encoding="utf-8")
    refused = client.post("/api/save", json={"path": "en-office.toml", "text": "x", "version": saved.json()["version"]})
    assert refused.status_code == 409 and "changed on disk" in refused.json()["error"]
    assert (folder / "en-office.toml").read_text(encoding="utf-8").endswith("# edited elsewhere\n")
    assert sorted(p.name for p in folder.iterdir()) == [
        "en-office.toml",
        "en-stuck.toml",
        "es-two-solutions.toml",
        "notes.txt",
    ]  # no temporary file left


def test_a_file_that_is_not_utf8_is_not_opened_for_editing(client, folder):
    (folder / "latin1.toml").write_bytes('title = "Caf\u00e9"\n'.encode("latin-1"))
    opened = client.get("/api/case", params={"path": "latin1.toml"})
    assert opened.status_code == 422 and "not UTF-8" in opened.json()["error"]
    verdict = client.get("/api/verdict", params={"path": "latin1.toml"}).json()
    assert verdict["status"] == "invalid"


@pytest.mark.parametrize("path", ["../outside.toml", "/etc/passwd", "notes.txt", "", "sub/../../x.toml"])
def test_paths_outside_the_folder_are_refused(client, path):
    assert client.get("/api/case", params={"path": path}).status_code in (400, 403)
    assert client.post("/api/save", json={"path": path, "text": "x", "version": "0"}).status_code in (400, 403)
    assert client.post("/api/check", json={"path": path, "text": "x", "seq": 1}).status_code in (400, 403)


def test_hostile_names_reach_the_page_as_text(client, folder):
    text = (folder / "en-office.toml").read_text(encoding="utf-8")
    text = text.replace('"Grace"', '"Eve<script>x"').replace("Grace = ", '"Eve<script>x" = ')
    found = client.post("/api/check", json={"path": "en-office.toml", "text": text, "seq": 1}).json()
    assert found["status"] == "unique", found["errors"]
    assert "<script>" not in found["svg"] and "&lt;script&gt;" in found["svg"]


def test_suggestions_come_from_pysm_suggest_with_a_text_to_apply(client, folder, monkeypatch):
    """The studio's side of issue 15, with a stand-in for pysm.authoring.suggest's library calls."""
    import types

    import pysm.authoring
    from pysm.core.model import Clue

    calls = []

    def fake_suggest(case, *, text, rules, steps, timeout):
        calls.append(case.id)
        props = (
            types.SimpleNamespace(person="Grace", sentence="She was in a corner of the room.", clue=Clue("corner")),
        )
        return types.SimpleNamespace(status="repaired", proposals=props, core=(), message="", text=None)

    def fake_edit(text, case, proposals):
        return text + "".join(f"# {p.person}: {p.sentence}\n" for p in proposals)

    fake = types.SimpleNamespace(suggest=fake_suggest, edit_text=fake_edit, SuggestError=ValueError)
    monkeypatch.setitem(sys.modules, "pysm.authoring.suggest", fake)
    monkeypatch.setattr(pysm.authoring, "suggest", fake, raising=False)
    text = (folder / "en-office.toml").read_text(encoding="utf-8").replace(*AMBIGUOUS)
    found = client.post("/api/suggest", json={"path": "en-office.toml", "text": text}).json()
    assert found["available"] and calls == ["en-office"]
    assert found["suggestions"] == [
        {
            "text": "Grace: + She was in a corner of the room.",
            "apply": text + "# Grace: She was in a corner of the room.\n",
        }
    ]


def test_a_suggested_repair_makes_the_case_verify(client, folder):
    text = (folder / "en-office.toml").read_text(encoding="utf-8").replace(*AMBIGUOUS)
    found = client.post("/api/suggest", json={"path": "en-office.toml", "text": text}).json()
    assert found["available"] and found["status"] == "repaired"
    applied = [s["apply"] for s in found["suggestions"] if "apply" in s]
    assert applied
    for new in applied:
        checked = client.post("/api/check", json={"path": "en-office.toml", "text": new, "seq": 9}).json()
        assert checked["verified"], checked


def test_suggestions_without_pysm_suggest_say_so(client, monkeypatch):
    import pysm.authoring

    monkeypatch.setitem(sys.modules, "pysm.authoring.suggest", None)  # import fails
    monkeypatch.delattr(pysm.authoring, "suggest", raising=False)
    found = client.post("/api/suggest", json={"path": "en-office.toml", "text": ""}).json()
    assert found == {"available": False, "suggestions": []}


def test_only_this_studios_own_pages_may_use_it(folder):
    _need("starlette")
    from starlette.testclient import TestClient

    from pysm.views import studio

    app = studio.create_app(studio.Settings(folder=folder, hosts=("127.0.0.1:9",)))
    with TestClient(app, base_url="http://127.0.0.1:9") as c:
        assert c.get("/api/cases").status_code == 200
        ok = c.post(
            "/api/save",
            json={"path": "en-office.toml", "text": "x", "version": "0"},
            headers={"Origin": "http://127.0.0.1:9"},
        )
        assert ok.status_code == 409  # reached the app (and refused the stale version)
        assert c.get("/api/cases", headers={"Host": "evil.example:9"}).status_code == 403
        form = c.post(
            "/api/save",
            content=b'{"path": "en-office.toml", "text": "x", "version": "0"}',
            headers={"Content-Type": "text/plain"},
        )
        assert form.status_code == 403
        other = c.post(
            "/api/save",
            json={"path": "en-office.toml", "text": "x", "version": "0"},
            headers={"Origin": "http://evil.example"},
        )
        assert other.status_code == 403
    assert (folder / "en-office.toml").read_text(encoding="utf-8") == (CASES / "en-office.toml").read_text(
        encoding="utf-8"
    )


# ---- the real thing, in a browser ------------------------------------------------------------


@contextlib.contextmanager
def studio_process(folder):
    """`pysm studio FOLDER --port 0` through the real entry point; its first line is the address."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "pysm", "studio", str(folder), "--port", "0"],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        first = proc.stdout.readline().strip()
        assert first.startswith("http://127.0.0.1:") and first.endswith("/"), first + proc.stderr.read()
        yield first
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


@pytest.fixture
def server(folder):
    with studio_process(folder) as url:
        yield url


def shot(driver, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    driver.save_screenshot(str(SHOTS / name))


def wait(driver, condition, timeout: float = 60):
    from selenium.webdriver.support.ui import WebDriverWait

    return WebDriverWait(driver, timeout, poll_frequency=0.1).until(condition)


def css(driver, selector: str):
    from selenium.webdriver.common.by import By

    return driver.find_elements(By.CSS_SELECTOR, selector)


def act(driver, selector: str, action) -> None:
    """Do the action to the first element the selector finds, again if the page redrew it meanwhile."""
    from selenium.common.exceptions import StaleElementReferenceException

    for _ in range(20):
        try:
            wait(driver, lambda d: css(d, selector))
            action(css(driver, selector)[0])
            return
        except StaleElementReferenceException:
            continue
    raise AssertionError(f"{selector} kept being redrawn")


def click(driver, selector: str) -> None:
    act(driver, selector, lambda element: element.click())


def press(driver, selector: str, key: str) -> None:
    act(driver, selector, lambda element: element.send_keys(key))


def open_case(driver, url: str, name: str):
    driver.get(url)
    wait(driver, lambda d: css(d, f'#cases a[data-path="{name}"]'))
    click(driver, f'#cases a[data-path="{name}"]')
    wait(driver, lambda d: css(d, "#picture svg") and d.find_element("id", "verdict").text)


def edit(driver, old: str, new: str) -> None:
    """Change the text as typing does: the textarea's value, then an input event."""
    driver.execute_script(
        "var t = document.getElementById('source');"
        "t.value = t.value.replace(arguments[0], arguments[1]);"
        "t.dispatchEvent(new Event('input', {bubbles: true}));",
        old,
        new,
    )


def test_browser_studio_lists_cases_with_verdicts(browser, server, folder):
    browser.get(server)
    wait(
        browser,
        lambda d: (
            len(css(d, "#cases a.case")) == 3 and all(b.get_attribute("data-status") for b in css(d, "#cases .badge"))
        ),
    )
    names = [a.get_attribute("data-path") for a in css(browser, "#cases a.case")]
    assert names == ["en-office.toml", "en-stuck.toml", "es-two-solutions.toml"]
    statuses = [b.get_attribute("data-status") for b in css(browser, "#cases .badge")]
    assert statuses == ["unique", "unique", "multiple"]
    open_case(browser, server, "en-office.toml")
    assert css(browser, "#picture svg g.person.murderer") and css(browser, "#steps li.step")
    shot(browser, "studio.png")


# The fast suite opens each page once (the studio, a step replay); the edits in the browser run under
# the slow marker, their answers are the application tests' above.
@pytest.mark.slow
def test_browser_an_edit_that_breaks_a_card_shows_the_error_at_its_line(browser, server, folder):
    open_case(browser, server, "en-office.toml")
    line = line_of((folder / "en-office.toml").read_text(encoding="utf-8"), BREAK[0])
    edit(browser, *BREAK)
    wait(browser, lambda d: css(d, f'#errors li.error[data-line="{line}"]'))
    assert browser.find_element("id", "verdict").get_attribute("data-status") == "invalid"
    assert [s.get_attribute("data-line") for s in css(browser, "#gutter span.bad")] == [str(line)]
    assert "Garage" in css(browser, "#errors li.error")[0].text
    shot(browser, "studio-error.png")
    edit(browser, BREAK[1], BREAK[0])  # typing it back clears the error
    wait(
        browser,
        lambda d: (
            not css(d, "#errors li.error") and d.find_element("id", "verdict").get_attribute("data-verified") == "true"
        ),
    )


@pytest.mark.slow
def test_browser_an_edit_that_makes_the_case_ambiguous_shows_two_solutions(browser, server, folder):
    open_case(browser, server, "en-office.toml")
    edit(browser, *AMBIGUOUS)
    wait(
        browser,
        lambda d: (
            d.find_element("id", "verdict").get_attribute("data-status") == "multiple"
            and css(d, "#solutions tr.difference")
        ),
    )
    rows = [[td.text for td in tr.find_elements("tag name", "td")] for tr in css(browser, "#solutions tr.difference")]
    assert rows and all(len(r) == 3 and r[1] != r[2] for r in rows)
    assert css(browser, "#picture svg g.person.first") and css(browser, "#picture svg g.person.second")
    shot(browser, "studio-ambiguous.png")
    # issue 15: ask pysm suggest for a repair and apply it with a click
    click(browser, "#suggest")
    wait(browser, lambda d: css(d, "#suggestions li.suggestion button.apply"))
    click(browser, "#suggestions li.suggestion button.apply")
    wait(browser, lambda d: d.find_element("id", "verdict").get_attribute("data-verified") == "true")
    assert css(browser, "#picture svg g.person.murderer")
    shot(browser, "studio-repaired.png")


def test_browser_step_replay_advances_with_the_arrow_key(browser, tmp_path):
    from selenium.webdriver.common.keys import Keys

    page = tmp_path / "steps.html"
    done = run_pysm("render", str(CASES / "en-office.toml"), "--steps", "-o", str(page))
    assert done.returncode == 0, done.stderr
    explained = run_pysm("explain", str(CASES / "en-office.toml")).stdout.splitlines()
    browser.get(page.as_uri())
    counter = browser.find_element("id", "counter")
    assert counter.get_attribute("data-step") == "0"
    body = browser.find_element("tag name", "body")
    for n in (1, 2):
        body.send_keys(Keys.ARROW_RIGHT)
        wait(browser, lambda d, n=n: counter.get_attribute("data-step") == str(n))
        sentence = browser.find_element("id", "sentence").text
        assert explained[n - 1].split(". ", 1)[1] == sentence
        assert css(browser, "rect.cell.removed"), "the step's removed cells are highlighted"
        assert len(css(browser, ".card.used")) <= 1
    shot(browser, "steps.png")
    body.send_keys(Keys.ARROW_LEFT)
    wait(browser, lambda d: counter.get_attribute("data-step") == "1")
