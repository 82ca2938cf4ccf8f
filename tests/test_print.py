"""The printed case sheet, solution sheet and book, read as a reader reads them: the PDF's text
(every room name, card sentence and key word), its pages and their size, the size room names are
printed at, and its pictures (nothing inked where the page may not print)."""

from __future__ import annotations

import functools
import glob
import tomllib
from dataclasses import dataclass, field

import pytest
from conftest import ROOT, run_pysm
from printhelp import boxes, inked_outside, page_count, page_texts, read_page, squeeze

from pysm.case.loader import load
from pysm.core.model import Case, Person, Room
from pysm.core.resources import lang_dir, languages
from pysm.language import lexicon, printed
from pysm.proof.explain import roles_lines
from pysm.views import render, sheet

LOTTE = str(ROOT / "cases/nl/wie-vermoordde-lotte.toml")  # 9×9: it ran to two pages
OPENINGS = str(ROOT / "cases/es/muerte-en-el-cuarto-de-los-ninos.toml")
SMALL = str(ROOT / "cases/en/a-body-in-the-library.toml")  # 5×5
SEVERAL = str(ROOT / "tests/fixtures/fails-several-solutions.toml")
ALL_CASES = sorted(glob.glob(str(ROOT / "cases/*/*.toml")))
PAPER_MM = {"a4": (210.0, 297.0), "letter": (215.9, 279.4), "6x9": (152.4, 228.6)}


def key_words(case: Case) -> set[str]:
    """What the key must name: every object on the board, and window and door when there are any."""
    words = printed.words(case.language)
    out = {lexicon.object_noun(o, case.language) for row in case.objects for cell in row for o in cell}
    if case.windows:
        out.add(words["window"])
    if case.doors:
        out.add(words["door"])
    return out


def missing_text(case: Case, text: str) -> list[str]:
    """Every room name, card sentence, scene sentence and key word the page's text lacks."""
    wanted = [r.name for r in case.rooms] + [p.name for p in case.people]
    for card in render.cards(case):
        wanted += card["sentences"]
    wanted += sorted(key_words(case))
    return [w for w in wanted if squeeze(w) not in text]


def content_box(size: str, *, footer: bool = False) -> list[tuple[float, float, float, float]]:
    """Where a page may print, in mm from the trim box's top-left: inside its margins (a hair
    more for antialiasing), and the page number's line in a book."""
    width, height = PAPER_MM[size]
    margin = sheet.PAPERS[size].margin - 0.5
    allowed = [(margin, margin, width - margin, height - margin)]
    if footer:
        allowed.append((width / 2 - 10, height - margin, width / 2 + 10, height - 4))
    return allowed


def check_sheet(data: bytes, case: Case, size: str) -> str:
    """Check a case sheet as its reader would; its text."""
    assert page_count(data) == 1
    (box,) = boxes(data)
    assert box.trim_size_mm == pytest.approx(PAPER_MM[size], abs=0.2)
    page = read_page(data)
    assert missing_text(case, page.text) == []
    sizes = page.name_sizes([r.name for r in case.rooms])
    assert set(sizes) == {r.name for r in case.rooms}, "every room's name is printed on the board"
    assert min(sizes.values()) >= 7.0, sizes
    assert inked_outside(data, 0, content_box(size)) == 0
    return page.text


# ---- the case sheet -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "path,size",
    [
        (LOTTE, "a4"),
        pytest.param(OPENINGS, "letter", marks=pytest.mark.slow),
        pytest.param(SMALL, "a4", marks=pytest.mark.slow),
    ],
)
def test_a_case_sheet_is_one_page_with_everything_a_solver_reads(tmp_path, path, size):
    out = tmp_path / "sheet.pdf"
    done = run_pysm("render", path, "-o", str(out), "--size", size)
    assert done.returncode == 0, done.stderr
    case = load(path)
    text = check_sheet(out.read_bytes(), case, size)
    words = printed.words(case.language)
    for line in words["rules"] + [words["key"], words["rules_heading"]]:
        assert squeeze(line) in text
    labels = render.labels(case.language)
    for verdict in ("solved", "stuck", "multiple", "invalid"):  # no verdict for the solver to read
        assert labels[verdict] not in text
    assert {"f": words["woman"], "m": words["man"]}[case.people[0].gender] in text


@pytest.mark.parametrize("path", [SMALL, LOTTE])
def test_the_board_is_as_wide_as_the_page_allows(path):
    case = load(path)
    page = sheet.case_page(case)
    paper = sheet.paper("a4")
    sheet.fit([page], paper, case.language)
    (text,) = sheet.text_heights([page], paper, case.language)
    room = paper.content_height - sheet.SLACK_MM - text
    assert page.board_mm == pytest.approx(min(paper.content_width, room / page.ratio))
    assert page.board_mm > 0.8 * paper.content_width


@dataclass(frozen=True)
class TraitPerson(Person):
    """A person as case format 3 gives them: with traits."""

    traits: dict = field(default_factory=dict)


def big_case(size: int, lang: str = "nl") -> Case:
    """A board of `size` with the longest card and room names of the library on every person and
    room, every kind of object, windows, doors and a scene: the most a sheet must hold."""
    files = [tomllib.loads(open(p, encoding="utf-8").read()) for p in ALL_CASES]  # read, not parsed: fast
    cards = sorted((p["card"] for f in files for p in f["person"]), key=len, reverse=True)
    names = sorted({r["name"] for f in files for r in f["room"].values()}, key=len, reverse=True)
    scene = tuple(max((f.get("scene", []) for f in files), key=lambda t: len(" ".join(t))))
    side = 3
    blocks = -(-size // side)
    keys = [chr(ord("A") + i) for i in range(blocks * blocks)]
    grid = tuple(tuple(keys[(r // side) * blocks + c // side] for c in range(size)) for r in range(size))
    kinds = list(tomllib.loads((lang_dir() / "objects.toml").read_text(encoding="utf-8"))["class"])
    objects = tuple(
        tuple((kinds[(r * 5 + c) % len(kinds)],) if (r + 2 * c) % 7 == 0 else () for c in range(size))
        for r in range(size)
    )
    rooms = tuple(
        Room(k, names[i % len(names)] + ("" if i < len(names) else f" {i}"), f"floor{i % 6}")
        for i, k in enumerate(keys)
    )
    people = tuple(
        TraitPerson(
            f"Persoon{i + 1}", "fm"[i % 2], cards[i % 5], traits={"glasses": True, "hair": "red"} if i == 0 else {}
        )
        for i in range(size)
    )
    return Case(
        id="big",
        file="big.toml",
        title="De langste titel die een zaak kan hebben",
        language=lang,
        size=size,
        rooms=rooms,
        grid=grid,
        objects=objects,
        people=people,
        scene_text=scene,
        windows=((1, 1, "n"), (size, size, "e")),
        doors=((2, 3, "s"),),
    )


@pytest.mark.parametrize(
    "size,paper",
    [(12, "a4"), pytest.param(12, "letter", marks=pytest.mark.slow), pytest.param(4, "letter", marks=pytest.mark.slow)],
)
def test_the_largest_board_and_the_longest_cards_still_fit_one_page(size, paper):
    case = big_case(size)
    text = check_sheet(sheet.case_sheet(case, paper), case, paper)
    assert (
        sheet.trait_text("glasses", True, "nl") in text and sheet.trait_text("hair", "red", "nl") in text
    )  # "een bril", "rood haar"


def test_a_pdf_is_a_sheet_never_the_stuck_map(tmp_path):
    done = run_pysm("render", SMALL, "--stuck", "-o", str(tmp_path / "x.pdf"))
    assert done.returncode == 2 and "--stuck draws on a picture" in done.stderr
    assert list(tmp_path.iterdir()) == []


# ---- the solution sheet ---------------------------------------------------------------------------


def test_the_solution_sheet_has_the_solved_board_and_the_numbered_steps(tmp_path):
    out = tmp_path / "solution.pdf"
    done = run_pysm("render", LOTTE, "--solution", "-o", str(out))
    assert done.returncode == 0, done.stderr
    data = out.read_bytes()
    assert page_count(data) == 1
    text = read_page(data).text
    report = verified_report(LOTTE)
    assert murderer_line(report) == "De moordenaar is Thijs." and murderer_line(report) in text
    explained = run_pysm("explain", LOTTE).stdout.splitlines()
    steps = [line.split(". ", 1)[1] for line in explained if line[:4].strip().rstrip(".").isdigit()]
    assert len(steps) > 20
    for i, step in enumerate(steps, 1):
        assert f"{i}. {squeeze(step)}" in text, step
    assert inked_outside(data, 0, content_box("a4")) == 0


# ---- fitting a page ---------------------------------------------------------------------------------


def long_solution_page(steps: int = 70) -> sheet.Page:
    """A solution page of a 9×9 case with a proof of `steps` long steps: what a 6×9 book must fit."""
    case = load(LOTTE)
    words = printed.words(case.language)
    line = "Thijs staat niet in de Keuken, want iedereen in de Keuken staat naast een raam en hij niet."
    return sheet.Page(
        "solution",
        "solution",
        case,
        render.picture(case),
        words,
        case.title,
        steps=[f"{line} ({i})" for i in range(steps)],
        closing=["De moordenaar is Thijs."],
        font_pt=7.5,
        min_font_pt=5.0,
        min_board=0.42,
    )


def test_the_text_is_measured_as_it_prints():
    """The board gets the height the measured text leaves: text measured shorter than it prints
    (an empty board stand-in whose margins collapsed with the heading's read 1.2 mm short) left
    the longest proofs of a 6×9 book a hair from the page's foot, and over it."""
    import weasyprint

    case = load(SMALL)
    page, paper = sheet.case_page(case), sheet.paper("6x9")
    (text,) = sheet.text_heights([page], paper, case.language)
    page.board_mm = 60.0
    anchors = weasyprint.HTML(string=sheet.html([page], paper, lang=case.language)).render().pages[0].anchors
    printed_mm = (anchors["case-end"][1] - anchors["case"][1]) / sheet.PX_PER_MM - page.board_mm * page.ratio
    assert printed_mm == pytest.approx(text, abs=0.3)


def test_a_page_that_spills_is_seen_and_refused_not_printed_on_two(monkeypatch):
    """WeasyPrint gives a section split over two sheets its id on both: the check must read where
    the page starts, not where it goes on (it read the last, so no spill was ever seen and the
    longest proofs of a 6×9 book printed on two pages). A page still spilling after the last
    round is refused."""
    from pysm.core.errors import PysmError

    page = long_solution_page(40)
    monkeypatch.setattr(sheet, "fit", lambda pages, paper, lang: None)
    monkeypatch.setattr(sheet, "SHRINK_ROUNDS", 1)
    page.board_mm = sheet.paper("6x9").content_width
    with pytest.raises(PysmError, match="on one 6x9 page"):
        sheet.layout([page], sheet.paper("6x9"), lang="nl")


@pytest.mark.slow
def test_a_page_that_spills_is_shrunk_until_it_fits(monkeypatch):
    """However far the measure is off, the laid-out page is one sheet: here a board of the full
    width, left as it is by the measure, must shrink over several rounds."""
    page = long_solution_page()
    monkeypatch.setattr(sheet, "fit", lambda pages, paper, lang: None)
    page.board_mm = sheet.paper("6x9").content_width
    document = sheet.layout([page], sheet.paper("6x9"), lang="nl")
    assert len(document.pages) == 1 and sheet.spilled_pages(document, [page]) == []


# ---- the book -------------------------------------------------------------------------------------

BOOK = [SMALL, OPENINGS]


@pytest.fixture(scope="module")
def book_6x9(tmp_path_factory):
    out = tmp_path_factory.mktemp("book") / "book.pdf"
    done = run_pysm("book", *BOOK, "-o", str(out), "--size", "6x9", "--bleed", "--title", "Moord op papier")
    assert done.returncode == 0, done.stderr
    return out.read_bytes()


def test_a_book_has_front_matter_a_page_per_case_and_per_solution(book_6x9):
    texts = page_texts(book_6x9)
    assert len(texts) == 3 + 2 * len(BOOK)
    assert "Moord op papier" in texts[0]
    cases = [load(p) for p in BOOK]
    order = sorted(cases, key=lambda c: c.title.casefold())  # both are level 2
    first_case = 4  # title, contents, rules, then cases
    for i, case in enumerate(order):
        page = first_case + i
        assert texts[page - 1].startswith(case.title), (page, texts[page - 1][:60])
        assert missing_text(case, texts[page - 1]) == []
        assert printed.words(case.language)["level"].format(level=2) in texts[page - 1]
        solution = texts[page - 1 + len(order)]
        words = printed.words(case.language)
        assert words["puzzle_on_page"].format(page=page) in solution
        assert roles_lines(case, verified_report(case.file).result.solutions[0], case.language)[0] in solution
        assert f"{case.title} " in texts[1] and str(page) in texts[1]  # the contents list it
    assert str(page + 1) in texts[1]


def test_a_book_page_is_cut_at_6x9_inches_with_3mm_of_bleed(book_6x9):
    for box in boxes(book_6x9):
        assert box.trim_size_mm == pytest.approx((152.4, 228.6), abs=0.2)
        assert box.media_size_mm == pytest.approx((158.4, 234.6), abs=0.2)
    for page in range(3, page_count(book_6x9)):
        assert inked_outside(book_6x9, page, content_box("6x9", footer=True)) == 0, page


def test_a_book_refuses_cases_that_fail_the_gate(tmp_path):
    out = tmp_path / "book.pdf"
    done = run_pysm("book", SMALL, SEVERAL, "-o", str(out))
    assert done.returncode == 1
    assert "fails-several-solutions" in done.stderr and "--allow-failing" in done.stderr
    assert not out.exists() and list(tmp_path.iterdir()) == []


@pytest.mark.slow
def test_a_book_prints_failing_cases_when_allowed(tmp_path):
    out = tmp_path / "book.pdf"
    done = run_pysm("book", SMALL, SEVERAL, "-o", str(out), "--allow-failing")
    assert done.returncode == 0, done.stderr
    texts = page_texts(out.read_bytes())
    assert len(texts) == 3 + 4
    lang = load(SEVERAL).language
    assert printed.words(lang)["no_unique"].format(status=render.labels(lang)["multiple"]) in texts[-1]


@pytest.mark.parametrize(
    "args,needle",
    [
        (["-o", "{tmp}/book.png"], "must end in .pdf"),
        (["-o", "{tmp}/no/book.pdf"], "no such folder"),
        (["-o", "{tmp}/old.pdf"], "exists (give --force"),
        (["-o", "{tmp}/book.pdf", "--size", "a5"], "invalid choice"),
    ],
)
def test_book_usage_errors(tmp_path, args, needle):
    (tmp_path / "old.pdf").write_bytes(b"keep")
    done = run_pysm("book", SMALL, *(a.replace("{tmp}", str(tmp_path)) for a in args))
    assert done.returncode == 2 and needle in done.stderr and "Traceback" not in done.stderr
    assert (tmp_path / "old.pdf").read_bytes() == b"keep"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["old.pdf"]


@pytest.mark.slow
def test_an_a4_book_replaces_a_file_only_with_force(tmp_path):
    out = tmp_path / "book.pdf"
    out.write_bytes(b"old")
    done = run_pysm("book", SMALL, "-o", str(out), "--force")
    assert done.returncode == 0, done.stderr
    data = out.read_bytes()
    assert [b.trim_size_mm for b in boxes(data)] == [pytest.approx((210, 297), abs=0.2)] * 5
    assert [b.media_size_mm for b in boxes(data)] == [pytest.approx((210, 297), abs=0.2)] * 5
    assert "wrote" in done.stdout and "5 pages" in done.stdout


# ---- the words ------------------------------------------------------------------------------------


def test_every_language_prints_every_word():
    english = printed.words("en")
    for lang in languages():
        assert printed.has_words(lang), f"pysm/lang/print-{lang}.toml is missing"
    for path in sorted(lang_dir().glob("print-*.toml")):
        lang = path.stem.removeprefix("print-")
        own = tomllib.loads((lang_dir() / f"print-{lang}.toml").read_text(encoding="utf-8"))
        assert sorted(own) == sorted(english), lang
        assert len(own["rules"]) == len(english["rules"]), lang


@pytest.mark.slow
def test_the_same_case_gives_the_same_pdf():
    case = load(SMALL)
    assert sheet.case_sheet(case) == sheet.case_sheet(case)


# ---- every bundled case -----------------------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize("path", ALL_CASES, ids=lambda p: p.split("cases/")[1])
def test_every_bundled_case_sheet_is_one_whole_page(path):
    case = load(path)
    check_sheet(sheet.case_sheet(case, "a4"), case, "a4")


@pytest.mark.slow
def test_hostile_names_print_as_text(tmp_path):
    from test_render import HOSTILE_PERSON, HOSTILE_ROOM, hostile_case

    out = tmp_path / "sheet.pdf"
    done = run_pysm("render", str(hostile_case(tmp_path)), "-o", str(out))
    assert done.returncode == 0, done.stderr
    page = read_page(out.read_bytes())
    assert HOSTILE_PERSON in page.text and HOSTILE_ROOM in page.text
    assert "</title><script>alert(3)</script>" in page.text


@pytest.mark.slow
@pytest.mark.parametrize("size", ["letter", "6x9"])
@pytest.mark.parametrize("path", ALL_CASES, ids=lambda p: p.split("cases/")[1])
def test_every_bundled_case_sheet_is_one_page_in_every_size(path, size):
    case = load(path)
    assert page_count(sheet.case_sheet(case, size)) == 1


def murderer_line(report) -> str:
    """ "The murderer is ..." as the explainer says it, agreeing with the murderer's gender."""
    return roles_lines(report.loaded, report.result.solutions[0], report.loaded.language)[0]


@functools.lru_cache(maxsize=None)
def verified_report(path: str):
    from pysm.proof.prove import step_rules
    from pysm.solving.solver import select_rules
    from pysm.verify.gate import verify_path

    report = verify_path(path, rules=select_rules(None), steps=step_rules(None), timeout=300)
    assert report.verified, (path, report.status)
    return report


@pytest.mark.slow
@pytest.mark.parametrize("size", ["a4", "letter", "6x9"])
@pytest.mark.parametrize("path", ALL_CASES, ids=lambda p: p.split("cases/")[1])
def test_every_bundled_solution_is_one_page_naming_the_murderer(path, size):
    report = verified_report(path)
    data = sheet.solution_sheet(report.loaded, report, size)
    assert page_count(data) == 1
    murderer = report.result.solutions[0].murderer
    assert murderer in murderer_line(report) and murderer_line(report) in read_page(data).text


def test_room_names_never_run_together():
    """Two rooms side by side whose names are wider than the rooms: the second name goes a row
    down, for a name on the same line as another would read as one with it."""
    import re

    grid = tuple(("A", "A", "B", "B") for _ in range(4))
    rooms = (Room("A", "Bibliotheek van de familie", "wood"), Room("B", "Biljartkamer met open haard", "stone"))
    people = tuple(Person(f"P{i}", "fm"[i % 2], "Zij was in de Bibliotheek van de familie.") for i in range(4))
    case = Case(
        id="side",
        file="side.toml",
        title="Naast elkaar",
        language="nl",
        size=4,
        rooms=rooms,
        grid=grid,
        objects=tuple(((),) * 4 for _ in range(4)),
        people=people,
    )
    page = sheet.case_page(case)
    page.board_mm = 60.0
    size = sheet.name_size(page)
    names = [
        (int(x), int(y), name)
        for x, y, name in re.findall(
            r'<text class="room-name" data-room="[^"]*" x="(\d+)" y="(\d+)"[^>]*>([^<]*)</text>', sheet.board_svg(page)
        )
    ]
    assert [n for _, _, n in names] == [r.name for r in rooms]
    (x1, y1, n1), (x2, y2, n2) = names
    assert y1 != y2 or x1 + sheet.CHAR_EM * size * len(n1) <= x2
