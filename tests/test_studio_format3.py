"""pysm studio with case format 3 (docs/case-format-3.md): the board reads and writes cells in no
room, rooms outdoors, objects over several cells, stated blocking, the case's own object types,
traits and boards past 9, and the case writer keeps them.

The application's answers through Starlette's test client, the page in one headless Chromium for
the module (tests/test_studio.py's fixture) and one studio server for the module, all marked slow:
the quick one in a browser is tests/test_studio_workshop.py's, on a small case of format 3."""

from __future__ import annotations

import json
import shutil
import tomllib
from pathlib import Path

import pytest
from test_case_format_3 import BASE
from test_studio import CASES, click, css, press, shot, studio_client, studio_process, wait  # noqa: F401

from pysm.case import loader
from pysm.case.casefile import dump_case
from pysm.views.studio_model import draft, write

HERE = Path(__file__).resolve().parent / "studio_cases"
BOATHOUSE = "en-boathouse-10.toml"


def meaning(case):
    """What a case says, whatever its text's layout and object keys."""
    return (
        case.size,
        case.grid,
        case.rooms,
        case.objects,
        sorted((w.object, w.cells) for w in case.wholes),
        case.blocking,
        case.object_types,
        [(p.name, p.gender, p.card, p.traits) for p in case.people],
        case.solution,
        case.windows,
        case.doors,
        case.scene_text,
        case.author,
        case.step_families,
    )


def boathouse() -> str:
    return (HERE / BOATHOUSE).read_text(encoding="utf-8")


# ---- the case writer and the board's reading --------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        BASE,
        boathouse(),
        BASE.replace('objects = """', 'author = "A. Writer"\nstep_families = ["crossing"]\nobjects = """').replace(
            't = "table"', 't = { noun = "table", standable = true }'
        ),
    ],
    ids=["base", "boathouse", "author-families-standable"],
)
def test_the_case_writer_and_the_board_keep_what_format_3_says(text):
    case = loader.load("x.toml", text)
    written = dump_case(case)
    assert meaning(loader.load("x.toml", written)) == meaning(case)
    assert dump_case(loader.load("x.toml", written)) == written  # the same case, the same text
    # the board's own reading, written back, says the same; traits stay as the people list them
    board = write(draft("x.toml", text), text)
    assert meaning(loader.load("x.toml", board)) == meaning(case)
    listed = [p.get("traits", {}) for p in tomllib.loads(text)["person"]]
    assert [p.get("traits", {}) for p in tomllib.loads(board)["person"]] == listed


def test_a_case_without_format_3_is_written_as_the_second_format_writes_it():
    case = loader.load("x.toml", (CASES / "en-office.toml").read_text(encoding="utf-8"))
    written = dump_case(case)
    for field in ("large_board", "outdoors", "ground", "traits", "author", "step_families", "one =", "standable"):
        assert field not in written


# ---- board edits, through the application --------------------------------------------------------


@pytest.fixture(scope="module")
def shelf(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("format3")
    shutil.copy(HERE / BOATHOUSE, folder / BOATHOUSE)
    shutil.copy(CASES / "en-office.toml", folder / "en-office.toml")
    return folder


@pytest.fixture(scope="module")
def app_client(shelf):
    with studio_client(shelf) as c:
        yield c


def edited(client, change: dict, text: str | None = None, status: int = 200) -> dict:
    answer = client.post(
        "/api/edit", json={"path": BOATHOUSE, "text": boathouse() if text is None else text, "edit": change}
    )
    assert answer.status_code == status, answer.text
    return answer.json()


def rows(text: str) -> list[str]:
    return tomllib.loads(text)["rooms"].split("\n")


@pytest.mark.parametrize(
    "change, expect",
    [
        ({"op": "paint", "cell": "A3", "room": "."}, lambda d, c: d["rooms"].split()[20] == "." and c.is_void(3, 1)),
        ({"op": "paint", "cell": "A1", "room": "G"}, lambda d, c: d["rooms"].split()[0] == "G"),
        (
            {"op": "paint", "cell": "B1", "room": ".", "to": "C2"},  # a drag: the rectangle
            lambda d, c: all(c.is_void(r, k) for r in (1, 2) for k in (2, 3)),
        ),
        (
            {"op": "paint", "cell": "A10", "room": "."},  # the table goes with the cell
            lambda d, c: c.is_void(10, 1) and "table" not in json.dumps(d["object"]),
        ),
        ({"op": "room", "key": "H", "outdoors": True}, lambda d, c: d["room"]["H"]["outdoors"] is True),
        ({"op": "room", "key": "G", "outdoors": False}, lambda d, c: "outdoors" not in d["room"]["G"]),
        (
            {"op": "trait", "index": 2, "trait": "hairstyle", "value": "bun"},
            lambda d, c: d["person"][2]["traits"] == {"hairstyle": "bun"},
        ),
        (
            {"op": "trait", "index": 0, "trait": "hair", "value": "black"},
            lambda d, c: d["person"][0]["traits"] == {"glasses": True, "hair": "black"},
        ),
        (
            {"op": "trait", "index": 0, "trait": "glasses", "value": False},
            lambda d, c: d["person"][0]["traits"] == {"glasses": False, "hair": "red"},
        ),
        ({"op": "trait", "index": 1, "trait": "beard", "value": None}, lambda d, c: "traits" not in d["person"][1]),
        (
            {"op": "person", "index": 9, "name": "Jake"},
            lambda d, c: d["person"][9]["traits"] == {"bald": True} and d["person"][9]["name"] == "Jake",
        ),
        (
            {"op": "erase", "cell": "E9"},  # half the bed: the other half is one bed still
            lambda d, c: [(w.object, w.cells) for w in c.wholes] == [("bed", ((10, 5),))],
        ),
        (
            {"op": "move", "cell": "E9", "to": "F9"},  # a bed half moved apart: two beds
            lambda d, c: sorted(w.cells for w in c.wholes) == [((9, 6),), ((10, 5),)],
        ),
        ({"op": "object", "cell": "D4", "object": "kayak"}, None),  # refused below: no such type in this case
    ],
)
def test_a_board_edit_of_a_format_3_case_is_written_into_the_text(app_client, change, expect):
    if expect is None:
        assert "unknown object" in edited(app_client, change, status=400)["error"]
        return
    answer = edited(app_client, change)
    text = answer["text"]
    case = loader.load(BOATHOUSE, text)
    assert expect(tomllib.loads(text), case), text
    assert text.startswith("# A case of format 3") and "large_board = true" in text
    assert answer["model"]["size"] == 10 and len(answer["model"]["cells"]) == 100


@pytest.mark.parametrize(
    "change, status, words",
    [
        ({"op": "object", "cell": "A1", "object": "chair"}, 422, "in no room"),
        ({"op": "place", "index": 0, "cell": "J1"}, 422, "in no room"),
        ({"op": "move", "cell": "A10", "to": "A1"}, 422, "in no room"),
        ({"op": "trait", "index": 0, "trait": "hair", "value": "green"}, 400, "hair takes"),
        ({"op": "trait", "index": 0, "trait": "glasses", "value": "yes"}, 400, "true or false"),
        ({"op": "trait", "index": 0, "trait": "gender", "value": "m"}, 400, "unknown trait"),
        ({"op": "room", "key": "G", "outdoors": "yes"}, 400, "true or false"),
    ],
)
def test_a_bad_format_3_edit_is_refused_with_a_reason(app_client, change, status, words):
    assert words in edited(app_client, change, status=status)["error"]


def test_a_cell_painted_into_no_room_keeps_its_windows_and_doors(app_client):
    """They are openings in the wall of the room beside it, so they go only with the erase tool."""
    text = boathouse().replace("\n[room.G]", 'windows = ["A3 N"]\ndoors = ["B3 E"]\n\n[room.G]')
    for cell in ("A3", "B3"):
        text = edited(app_client, {"op": "paint", "cell": cell, "room": "."}, text)["text"]
    written = tomllib.loads(text)
    assert (written["windows"], written["doors"]) == (["A3 N"], ["B3 E"])
    assert loader.load(BOATHOUSE, text).is_void(3, 2)


def test_an_object_over_two_cells_is_stood_on_alike_on_both(app_client):
    """Placing the bed anew on one of its cells leaves that cell's blocking to its type: the whole
    bed's then, not half stated and half not (which no text can say)."""
    text = BASE.replace('b = { noun = "bed", one = true }', 'b = { noun = "bed", one = true, standable = false }')
    assert loader.load("x.toml", text).blocking == ((1, 1, True), (1, 2, True))
    written = edited(app_client, {"op": "object", "cell": "A1", "object": "bed"}, text)["text"]
    case = loader.load("x.toml", written)
    assert case.blocking == () and [(w.object, w.cells) for w in case.wholes] == [("bed", ((1, 1), (1, 2)))]


def test_the_last_room_cell_stays_in_a_room(app_client):
    text = "\n".join(
        [
            'title = "t"',
            'language = "en"',
            'rooms = """',
            "A . . .",
            ". . . .",
            ". . . .",
            ". . . .",
            '"""',
            "[room.A]",
            'name = "Hall"',
            'floor = "wood"',
        ]
    )
    assert "at least one cell" in edited(app_client, {"op": "paint", "cell": "A1", "room": "."}, text, 422)["error"]


def test_the_model_shows_void_outdoors_traits_and_the_cases_own_types(app_client):
    model = app_client.post("/api/model", json={"path": BOATHOUSE, "text": BASE}).json()
    assert model["cells"]["D1"]["void"] and not model["cells"]["A1"]["void"]
    assert {r["key"]: r["outdoors"] for r in model["rooms"]}["B"] is True
    assert model["people"][0]["traits"] == {"glasses": True, "hair": "red"}
    assert {"id": "kayak", "noun": "kayak"} in model["objects"]
    assert {t["name"] for t in model["traits"]} >= {"glasses", "hair", "hairstyle"}


@pytest.mark.parametrize(
    "lang, trait, name, value, words",
    [
        ("en", "hairstyle", "hairstyle", "ponytail_left", "a ponytail on the left"),
        ("en", "hair", "hair colour", "red", "red hair"),
        ("en", "glasses", "glasses", "yes", "yes"),
        ("es", "hairstyle", "peinado", "ponytail_left", "una coleta a la izquierda"),
        ("es", "hair", "color de pelo", "red", "el pelo rojo"),
        ("es", "glasses", "gafas", "no", "no"),
        ("nl", "glasses", "bril", "yes", "ja"),
        ("xx", "beard_style", "beard style", "goatee", "a goatee"),  # a language without words: English's
    ],
)
def test_the_people_editor_shows_traits_in_the_cases_words_and_keeps_their_ids(
    app_client, lang, trait, name, value, words
):
    text = BASE.replace('language = "en"', f'language = "{lang}"')
    specs = {
        t["name"]: t for t in app_client.post("/api/model", json={"path": BOATHOUSE, "text": text}).json()["traits"]
    }
    assert (specs[trait]["label"], specs[trait]["labels"][value]) == (name, words)
    assert specs[trait]["values"] == ([] if specs[trait]["flag"] else list(specs[trait]["labels"]))


@pytest.mark.slow
def test_play_says_a_cell_in_no_room_is_nobodys(app_client):
    judged = app_client.post(
        "/api/play", json={"path": BOATHOUSE, "text": boathouse(), "placed": {"Ada": "A1"}, "hint": 0}
    ).json()
    assert judged["mistakes"] == [{"person": "Ada", "cell": "A1", "void": True}]


# ---- the page in a browser --------------------------------------------------------------------


@pytest.fixture(scope="module")
def studio_url(shelf):
    """One `pysm studio` for the module's browser tests (each leaves the files as it found them)."""
    with studio_process(shelf) as url:
        yield url


def source(driver) -> str:
    return driver.find_element("id", "source").get_attribute("value")


def label(driver, cell: str) -> str:
    """A board cell's accessible name, read in one go (the board is redrawn after each check)."""
    return driver.execute_script(
        "var c = document.querySelector('#picture [data-cell=\"' + arguments[0] + '\"]');"
        "return c ? c.getAttribute('aria-label') : '';",
        cell,
    )


def verdict(driver) -> str:
    return driver.find_element("id", "verdict").get_attribute("data-verdict")


def settled(driver) -> bool:
    return not driver.find_element("id", "verdict").get_attribute("aria-busy") and bool(verdict(driver))


def choose(driver, selector: str, value: str) -> None:
    """A select's value, as the author picks it (a change event)."""
    driver.execute_script(
        "var s = document.querySelector(arguments[0]); s.value = arguments[1];"
        "s.dispatchEvent(new Event('change', {bubbles: true}));",
        selector,
        value,
    )


def open_case(driver, url: str, name: str) -> None:
    driver.get(url)
    wait(driver, lambda d: css(d, f'[data-case="{name}"]'))
    click(driver, f'[data-case="{name}"]')
    wait(driver, lambda d: settled(d) and css(d, '#picture svg rect.cell[data-cell="A1"]'))


@pytest.mark.slow
def test_browser_a_10x10_format_3_case_is_edited_on_the_board_and_undone_to_its_text(browser, studio_url):
    open_case(browser, studio_url, BOATHOUSE)
    assert verdict(browser) == "unique"
    cells = {c.get_attribute("data-cell") for c in css(browser, "#picture rect.cell[data-cell]")}
    assert cells == {f"{col}{row}" for col in "ABCDEFGHIJ" for row in range(1, 11)}
    assert css(browser, '#picture rect.cell[data-cell="A1"][data-void="true"]')
    # the room tool paints a cell into no room, and the text follows
    click(browser, '[data-tool="room"]')
    choose(browser, "#room-pick", ".")
    click(browser, '#picture [data-cell="A3"]')
    wait(
        browser,
        lambda d: (
            "\n. H H H H H H H H H\n" in source(d) and css(d, '#picture rect.cell[data-cell="A3"][data-void="true"]')
        ),
    )
    assert "no room" in label(browser, "A3")
    assert "one = true" in source(browser) and 'traits = { glasses = true, hair = "red" }' in source(browser)
    # a trait from the people panel
    choose(browser, '#people fieldset[data-person="Cora"] select.trait-add', "glasses")
    wait(browser, lambda d: "traits = { glasses = true }" in source(d))
    shot(browser, "studio-format3.png")
    click(browser, '[data-action="undo"]')
    click(browser, '[data-action="undo"]')
    wait(browser, lambda d: source(d) == boathouse())
    wait(browser, lambda d: settled(d) and verdict(d) == "unique")
    click(browser, '[data-tool="room"]')


@pytest.mark.slow
def test_browser_traits_are_changed_and_removed_and_a_room_marked_outdoors(browser, studio_url):
    open_case(browser, studio_url, BOATHOUSE)
    box = '#people fieldset[data-person="Ada"]'
    choose(browser, box + ' [data-trait="hair"] select', "grey")
    wait(browser, lambda d: 'traits = { glasses = true, hair = "grey" }' in source(d))
    click(browser, box + ' [data-trait="glasses"] button.trait-remove')
    wait(browser, lambda d: 'traits = { hair = "grey" }' in source(d))
    click(browser, '[data-tool="room"]')
    choose(browser, "#room-pick", "H")
    click(browser, "#room-outdoors")
    wait(browser, lambda d: 'name = "Hall"\nfloor = "wood"\noutdoors = true' in source(d))
    wait(browser, lambda d: "(outdoors)" in label(d, "A4"))
    for _ in range(3):
        click(browser, '[data-action="undo"]')
    wait(browser, lambda d: source(d) == boathouse())
    click(browser, '[data-tool="room"]')


@pytest.mark.slow
def test_browser_a_new_large_case_in_any_language_painted_by_dragging(browser, studio_url, shelf):
    from selenium.webdriver.common.action_chains import ActionChains

    browser.get(studio_url)
    wait(browser, lambda d: css(d, '[data-action="new"]'))
    sizes = [o.get_attribute("value") for o in css(browser, "#new-size option")]
    assert sizes == [str(n) for n in range(4, 13)]  # every size the loader takes, and no other
    assert {o.get_attribute("value") for o in css(browser, "#new-lang option")} >= {"de", "en", "es", "fr", "nl"}
    browser.execute_script(
        "document.getElementById('new-name').value = 'gross.toml';"
        "document.getElementById('new-size').value = '11';"
        "document.getElementById('new-lang').value = 'de';"
    )
    click(browser, '[data-action="new"]')
    wait(
        browser,
        lambda d: (
            d.find_element("id", "case-path").text == "gross.toml" and css(d, '#picture rect.cell[data-cell="K11"]')
        ),
    )
    text = source(browser)
    assert 'language = "de"' in text and "large_board = true" in text
    # a new room painted by dragging over a rectangle: one room, not a room per cell. On a board of
    # one room the room tool starts with a new room
    click(browser, '[data-tool="room"]')
    assert browser.find_element("id", "room-pick").get_attribute("value") == "new"
    ActionChains(browser).click_and_hold(css(browser, '#picture [data-cell="H1"]')[0]).move_to_element(
        css(browser, '#picture [data-cell="K3"]')[0]
    ).release().perform()
    wait(browser, lambda d: "[room.B]" in source(d))
    assert tomllib.loads(source(browser))["rooms"].split("\n")[0].split() == ["A"] * 7 + ["B"] * 4
    assert browser.find_element("id", "room-pick").get_attribute("value") == "B"
    click(browser, '#picture [data-cell="H4"]')  # the next click joins the same room
    wait(browser, lambda d: tomllib.loads(source(d))["rooms"].split("\n")[3].split()[7] == "B")
    assert "[room.C]" not in source(browser)
    click(browser, '[data-tool="room"]')
    (shelf / "gross.toml").unlink()


@pytest.mark.slow
def test_browser_an_author_makes_a_case_from_nothing_and_plays_it(browser, studio_url, shelf):
    """The whole workshop through the stable attributes: a new 4x4 case, rooms and a cell in no room,
    an object, a window and a door, people with gender and traits, their cards, a verdict, a save,
    and a play to the end."""
    browser.get(studio_url)
    wait(browser, lambda d: css(d, '[data-action="new"]'))
    browser.execute_script(
        "document.getElementById('new-name').value = 'journey.toml';document.getElementById('new-size').value = '4';"
    )
    click(browser, '[data-action="new"]')
    wait(
        browser,
        lambda d: (
            d.find_element("id", "case-path").text == "journey.toml" and css(d, '#picture rect.cell[data-cell="D4"]')
        ),
    )
    click(browser, '[data-tool="room"]')
    choose(browser, "#room-pick", "new")
    for cell in ("C1", "D1", "C2", "D2", "C3", "D3", "C4", "D4"):
        click(browser, f'#picture [data-cell="{cell}"]')
        wait(
            browser,
            lambda d, cell=cell: (
                tomllib.loads(source(d))["rooms"].split()["ABCD".index(cell[0]) + 4 * (int(cell[1]) - 1)] == "B"
            ),
        )
    choose(browser, "#room-pick", ".")
    click(browser, '#picture [data-cell="A4"]')
    wait(browser, lambda d: tomllib.loads(source(d))["rooms"].split("\n")[3].split() == [".", "A", "B", "B"])
    click(browser, '[data-tool="object"]')
    choose(browser, "#object-pick", "chair")
    click(browser, '#picture [data-cell="C2"]')
    wait(browser, lambda d: '"chair"' in source(d))
    click(browser, '[data-tool="window"]')
    choose(browser, "#side-pick", "n")
    click(browser, '#picture [data-cell="B1"]')
    wait(browser, lambda d: 'windows = ["B1 N"]' in source(d))
    click(browser, '[data-tool="door"]')
    choose(browser, "#side-pick", "e")
    click(browser, '#picture [data-cell="B2"]')
    wait(browser, lambda d: 'doors = ["B2 E"]' in source(d))
    cards = {
        "Ann": ("f", "She was in the first row. She was in the first column."),
        "Bob": ("m", "He was on a chair."),
        "Cid": ("m", "He was in the second column."),
        "Dee": ("f", "The victim. She was alone with the murderer. She was in the fourth row."),
    }
    for name, (gender, _) in cards.items():
        browser.find_element("id", "new-person-name").send_keys(name)
        browser.execute_script("document.getElementById('new-person-gender').value = arguments[0];", gender)
        click(browser, "#add-person")
        wait(browser, lambda d, name=name: css(d, f'#people fieldset[data-person="{name}"]'))
    choose(browser, '#people fieldset[data-person="Ann"] select.trait-add', "glasses")
    wait(browser, lambda d: "traits = { glasses = true }" in source(d))
    for name, (_, card) in cards.items():
        press(browser, f'#people fieldset[data-person="{name}"] textarea.card', card)
        wait(browser, lambda d, card=card: f'card = "{card}"' in source(d))
    wait(browser, lambda d: settled(d) and verdict(d) == "unique", timeout=90)
    click(browser, '[data-action="save"]')
    wait(
        browser,
        lambda d: (
            d.find_element("id", "save-status").text == "saved"
            and css(d, '[data-case="journey.toml"] .badge[data-badge="unique"]')
        ),
    )
    assert (shelf / "journey.toml").read_text(encoding="utf-8") == source(browser)
    click(browser, '[data-tool="play"]')
    wait(browser, lambda d: css(d, "#play-person option"))

    def put(name, cell):
        browser.execute_script("document.getElementById('play-person').value = arguments[0];", name)
        click(browser, f'#picture [data-cell="{cell}"]')

    put("Cid", "A4")
    wait(browser, lambda d: css(d, '#mistakes [data-mistake="Cid"]'))
    assert "in no room" in browser.execute_script(
        "return document.querySelector('#mistakes [data-mistake=\"Cid\"]').textContent;"
    )
    for name, cell in (("Ann", "A1"), ("Bob", "C2"), ("Cid", "B3"), ("Dee", "D4")):
        put(name, cell)
    wait(browser, lambda d: d.find_element("id", "play-state").get_attribute("data-solved") == "true")
    shot(browser, "studio-journey-played.png")
    click(browser, '[data-tool="play"]')
    (shelf / "journey.toml").unlink()
