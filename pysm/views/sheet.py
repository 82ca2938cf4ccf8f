"""Printed pages of a case: the case sheet (board, key, people and cards, the rules in brief) and
the solution sheet (the solved board and the numbered steps), each exactly one page of A4,
letter or 6×9 in, laid out by WeasyPrint from templates/print/.

Why measure: cards and steps vary in length from case to case, so a fixed board size either
wastes the page or pushes the last card onto a second one. Each page is laid out once with its
board left out (on a very tall page, so nothing breaks), its text's height read back from
WeasyPrint's anchors, and the board then made as wide as the page allows in the height left;
a page whose board would come out too small gets a smaller text size first. The final layout
is checked page by page (every page's start and end on one sheet of paper) and a page that
still spills has its board shrunk.

Room names are drawn at a size fixed in points at print scale (at least MIN_NAME_PT), so the
board's SVG is made for the width it is printed at. The words (key, headings, rules) come from
pysm/lang/print-<lang>.toml (pysm.language.printed); the sheet shows no verdict.
"""

from __future__ import annotations

import dataclasses
import math
import re
from dataclasses import dataclass, field
from functools import lru_cache

import jinja2

from pysm.core import template_cache
from pysm.core.errors import MissingExtra, PysmError
from pysm.core.model import Case
from pysm.core.resources import templates_dir
from pysm.language import printed, traits
from pysm.views import render

FOLDER = "print"
PT_PER_MM = 72 / 25.4
PX_PER_MM = 96 / 25.4
MIN_NAME_PT = 7.5  # room names at print size: never below this (7 pt is the floor asked)
MAX_NAME_PT = 10.0
CHAR_EM = 0.62  # DejaVu Sans: a generous average advance of a character, in em
BLEED_MM = 3.0
MEASURE_MM = 3000  # the height of the page the text is measured on: nothing breaks on it
# the board's stand-in on the measuring page: a block of this height, never an empty one, whose
# margins would collapse with the heading's and read the text 1.2 mm shorter than it prints
MEASURE_BOARD_MM = 10.0


@dataclass(frozen=True)
class Paper:
    """A page size, its margins and whether the PDF carries bleed (and crop marks)."""

    name: str  # a4 | letter | 6x9
    css: str  # the CSS @page size
    width: float  # trim size, mm
    height: float
    margin: float  # mm on every side
    columns: int  # card columns on a case page
    bleed: bool = False

    @property
    def content_width(self) -> float:
        return self.width - 2 * self.margin

    @property
    def content_height(self) -> float:
        return self.height - 2 * self.margin


PAPERS = {
    "a4": Paper("a4", "A4", 210.0, 297.0, 12.0, 3),
    "letter": Paper("letter", "letter", 215.9, 279.4, 12.0, 3),
    "6x9": Paper("6x9", "6in 9in", 152.4, 228.6, 13.0, 2),
}


def paper(name: str, bleed: bool = False) -> Paper:
    return dataclasses.replace(PAPERS[name], bleed=bleed)


@dataclass
class Page:
    """One printed page: a case or a solution. `board_mm` and `font_pt` are what fitting sets."""

    kind: str  # case | solution
    anchor: str  # the page's id in the document ("case-3", "solution-3")
    case: Case
    pic: render.Picture
    words: dict
    title: str
    cards: list[dict] = field(default_factory=list)
    key: list[dict] = field(default_factory=list)
    rules: list[str] = field(default_factory=list)
    steps: list[str] = field(default_factory=list)
    closing: list[str] = field(default_factory=list)
    level: str = ""  # "Level 2" in a book, else ""
    level_number: str = ""  # "2": the book's contents say it in the book's language
    ref: str = ""  # the other page's anchor (a solution's case, a case's solution)
    font_pt: float = 9.0
    min_font_pt: float = 6.5
    min_board: float = 0.55  # of the content width: below it the text shrinks first
    board_mm: float = 0.0

    @property
    def ratio(self) -> float:
        """The board's height over its width."""
        return self.pic.height / self.pic.width


# ---- what a page shows -------------------------------------------------------------------------


def trait_text(name: str, value, lang: str = "en") -> str:
    """A trait as the sheet lists it, in the case's language: the words the language data gives
    the value ("gafas", "el pelo rubio"), else a flag by its name and any other value after it;
    nothing for a flag a person does not have."""
    if value is False or value is None or value == "" or value == traits.NO:
        return ""
    key = traits.YES if value is True else str(value)
    said = traits.words(name, key, lang) if name in traits.known() else None
    if said and said.get("with"):
        return said["with"]
    return str(name) if key == traits.YES else f"{name}: {value}"


def people_cards(case: Case, words: dict) -> list[dict]:
    """render.cards with each person's gender word and traits (a case may give a person a
    `traits` mapping; one without shows none)."""
    people = {p.name: p for p in case.people}
    out = []
    for card in render.cards(case):
        person = None if card["scene"] else people.get(card["name"])
        about = []
        if person is not None:
            about.append(words.get({"f": "woman", "m": "man"}.get(person.gender, ""), person.gender))
            had = dict(getattr(person, "traits", None) or {})  # a mapping, or (name, value) pairs
            about.extend(t for t in (trait_text(k, had[k], case.language) for k in sorted(had)) if t)
        out.append(dict(card, about=", ".join(a for a in about if a)))
    return out


def key_items(pic: render.Picture, words: dict) -> list[dict]:
    """Every kind of object on the board (those one stands on first), then window and door, each
    with its word in the case's language: what a solver needs to read the drawing."""
    seen: dict[str, render.Thing] = {}
    for thing in pic.things:
        seen.setdefault(thing.id, thing)
    items = [
        {"kind": "object", "id": t.id, "word": t.noun, "solid": t.solid}
        for t in sorted(seen.values(), key=lambda t: (t.solid, t.noun.lower(), t.id))
    ]
    for kind in ("window", "door"):
        if any(o.kind == kind for o in pic.openings):
            items.append({"kind": kind, "id": kind, "word": words[kind], "solid": False})
    return items


def case_page(case: Case, *, anchor: str = "case", level: str = "", ref: str = "", with_rules: bool = True) -> Page:
    words = printed.words(case.language)
    pic = render.picture(case)
    return Page(
        "case",
        anchor,
        case,
        pic,
        words,
        case.title or case.id,
        cards=people_cards(case, words),
        key=key_items(pic, words),
        rules=list(words["rules"]) if with_rules else [],
        level=level,
        ref=ref,
    )


def solution_page(case: Case, report, *, anchor: str = "solution", level: str = "", ref: str = "") -> Page:
    """The solved board, who did it, and the numbered steps (explain) in the case's language.
    report: pysm.verify.gate.Report; a case without one solution still gets what it has."""
    from pysm.proof.explain import explain_lines, roles_lines

    lang = case.language
    words = printed.words(lang)
    result, proof = report.result, report.proof
    solution = result.solutions[0] if result is not None and result.status == "unique" else None
    pic = render.picture(case, solution=solution)
    lines = explain_lines(case, proof, lang) if proof is not None else []
    steps = lines[: len(proof.steps)] if proof is not None else []
    closing = []
    if solution is not None:
        closing.extend(roles_lines(case, solution, lang))
    else:
        status = render.labels(lang).get(report.status, report.status)
        closing.append(words["no_unique"].format(status=status))
    closing.extend(lines[len(steps) :])
    return Page(
        "solution",
        anchor,
        case,
        pic,
        words,
        case.title or case.id,
        steps=steps,
        closing=closing,
        level=level,
        ref=ref,
        font_pt=8.0,
        min_font_pt=5.0,
        min_board=0.42,
    )


# ---- the board at print size ------------------------------------------------------------------


def name_size(page: Page) -> float:
    """The room names' size in SVG units for the width the board is printed at: as large as fits
    each name in its room's widest free stretch, between MIN_NAME_PT and MAX_NAME_PT."""
    pt_per_unit = page.board_mm * PT_PER_MM / page.pic.width
    if pt_per_unit <= 0:
        return 9.0
    fits = (
        min(
            (_room_span(page.case, room.key)[2] * page.pic.cell - 8) / (CHAR_EM * max(1, len(room.name)))
            for room in page.pic.rooms
        )
        if page.pic.rooms
        else MAX_NAME_PT / pt_per_unit
    )
    size_pt = max(MIN_NAME_PT, min(MAX_NAME_PT, fits * pt_per_unit))
    return round(size_pt / pt_per_unit, 2)


def _room_span(case: Case, key: str) -> tuple[int, int, int]:
    """(row, column, length) of the room's longest stretch of cells in a row starting on a cell
    that holds nothing: where its name reads best. First in reading order among equals."""
    spans = _room_spans(case, key)
    return spans[0] if spans else (1, 1, 1)


def _room_spans(case: Case, key: str) -> list[tuple[int, int, int]]:
    """Every (row, column, length) where the room's name could start, the best first: on a cell
    that holds nothing, then the longest stretch, then reading order."""
    n = case.size
    found = []
    for r in range(1, n + 1):
        for c in range(1, n + 1):
            if case.room_at(r, c) != key:
                continue
            length = 0
            while c + length <= n and case.room_at(r, c + length) == key:
                length += 1
            found.append(((not case.objects_at(r, c), length), (r, c, length)))
    found.sort(key=lambda f: (-f[0][0], -f[0][1], f[1][0], f[1][1]))
    return [span for _, span in found]


# A halo is a second copy of its text drawn under it in white; a reader that extracts the PDF's text
# (a search, a screen reader) would read every name twice, run together ("HallHall"). In print a
# white backdrop behind each room name does the halo's work.
HALO = re.compile(r'<text class="halo" aria-hidden="true"[^>]*>[^<]*</text>\n?')


def board_svg(page: Page) -> str:
    """The page's board drawn for the width it is printed at: room names placed where they read
    best, sized in points, on a white backdrop, never past the board's right edge and never on
    another name."""
    pic, size = page.pic, name_size(page)
    right = pic.margin + pic.size * pic.cell - 3
    rooms, backdrops = [], []
    placed_boxes: list[tuple[float, float, float]] = []

    def where(span):
        r, c, _ = span
        x = pic.margin + (c - 1) * pic.cell + 4
        return max(pic.margin + 3, min(x, int(right - width))), pic.margin + (r - 1) * pic.cell

    def clear(x, y):
        return not any(
            x < bx + bw and bx < x + width and y < by + 1.3 * size and by < y + 1.3 * size
            for bx, by, bw in placed_boxes
        )

    for room in pic.rooms:
        # the best place whose name touches no name placed before it: two names run together on
        # one line would read as one (and a reader, or a text search, finds neither)
        width = CHAR_EM * size * len(room.name)
        spans = _room_spans(page.case, room.key) or [(1, 1, 1)]
        x, y = next((xy for xy in map(where, spans) if clear(*xy)), where(spans[0]))
        placed_boxes.append((x, y, width))
        rooms.append(dataclasses.replace(room, label_x=int(x), label_y=int(y + 3 + 0.95 * size)))
        backdrops.append(
            f'<rect x="{x - 2:.0f}" y="{y + 3:.0f}" width="{width + 4:.0f}" height="{1.25 * size:.0f}" '
            f'rx="3" fill="#ffffff" fill-opacity="0.85"/>'
        )
    placed = dataclasses.replace(pic, rooms=tuple(rooms))
    svg = HALO.sub("", render.environment().get_template("board.svg.j2").render(p=placed, name_size=size))
    return svg.replace(
        '<g class="room-names"', '<g class="name-backdrops">' + "".join(backdrops) + '</g>\n<g class="room-names"', 1
    )


# ---- the document ------------------------------------------------------------------------------


@lru_cache(maxsize=None)
def environment() -> jinja2.Environment:
    folders = [str(templates_dir() / FOLDER), str(templates_dir() / render.FOLDER)]
    env = template_cache.environment(
        folders, autoescape=True, trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True
    )
    env.filters["mm"] = lambda value: f"{value:.2f}mm"
    env.filters["pt"] = lambda value: f"{value:.2f}pt"
    env.globals["pictograms"] = render.pictograms()
    return env


def html(pages: list[Page], sheet: Paper, *, lang: str, front: dict | None = None, measure: bool = False) -> str:
    """The document: front matter (a book's), then the pages. `measure`: on a very tall page
    with no front matter and no boards, for reading the text's heights."""
    return (
        environment()
        .get_template("print.html.j2")
        .render(
            pages=pages,
            paper=sheet,
            lang=lang,
            front=front,
            measure=measure,
            numbered=front is not None,
            bleed=BLEED_MM if sheet.bleed else 0,
            measure_mm=MEASURE_MM,
            measure_board_mm=MEASURE_BOARD_MM,
            board=board_svg,
            style=(templates_dir() / FOLDER / "print.css").read_text(encoding="utf-8"),
        )
    )


def _weasyprint():
    try:
        import weasyprint
    except (ImportError, OSError):
        raise MissingExtra("PDF needs WeasyPrint (and the pango library it loads)", "render") from None
    return weasyprint


def _anchor_pages(document) -> dict[str, tuple[int, float]]:
    """anchor -> (page index, y in px) where it first appears in a laid-out document. A box split
    over two pages carries its id on both: the first is where it starts (the last would make a
    page that spills look as if it started on the sheet where it ends)."""
    out: dict[str, tuple[int, float]] = {}
    for i, pg in enumerate(document.pages):
        for name, box in pg.anchors.items():
            out.setdefault(name, (i, box[1]))
    return out


def text_heights(pages: list[Page], sheet: Paper, lang: str) -> list[float]:
    """Each page's height without its board, in mm, as WeasyPrint lays it out."""
    document = _weasyprint().HTML(string=html(pages, sheet, lang=lang, measure=True)).render()
    where = _anchor_pages(document)
    return [(where[f"{p.anchor}-end"][1] - where[p.anchor][1]) / PX_PER_MM - MEASURE_BOARD_MM for p in pages]


SLACK_MM = 3.0
LAST_BOARD = 0.3  # of the content width
LAST_FONT_PT = 4.0


def fit(pages: list[Page], sheet: Paper, lang: str, rounds: int = 6) -> None:
    """Set each page's text size and board width so that it fills one page and no more."""
    todo = list(pages)
    for _ in range(rounds):
        if not todo:
            break
        heights = text_heights(todo, sheet, lang)
        again = []
        for page, text in zip(todo, heights, strict=False):
            room = sheet.content_height - text - SLACK_MM
            page.board_mm = max(0.0, min(sheet.content_width, room / page.ratio))
            # below its smallest board a page sets its text smaller, down to its own floor; a text
            # that leaves no room for a legible board even then (a long proof on 6×9) goes on down
            # to LAST_FONT_PT
            if page.font_pt > page.min_font_pt:
                smallest, floor = page.min_board * sheet.content_width, page.min_font_pt
            else:
                smallest, floor = LAST_BOARD * sheet.content_width, LAST_FONT_PT
            if page.board_mm < smallest and page.font_pt > floor:
                # text height grows about as the square of its size (longer and more lines)
                want = max(1.0, sheet.content_height - smallest * page.ratio - SLACK_MM)
                page.font_pt = max(floor, round(page.font_pt * math.sqrt(want / text) - 0.1, 2))
                again.append(page)
        todo = again


SHRINK_ROUNDS = 12


def spilled_pages(document, pages: list[Page]) -> list[Page]:
    """The pages whose end falls on another sheet of paper than their start."""
    where = _anchor_pages(document)
    return [p for p in pages if where[p.anchor][0] != where[f"{p.anchor}-end"][0]]


def layout(pages: list[Page], sheet: Paper, *, lang: str, front: dict | None = None):
    """The laid-out WeasyPrint document of the pages (after a book's front matter, if any), each
    page on one sheet of paper. The measure is close but not exact (WeasyPrint balances the
    columns of steps from the height a page has left, so they may come out a line taller than on
    the measuring page), so the final layout is checked: every page's start and end must fall on
    one sheet, and a page that spills has its board and text shrunk and the document is laid
    out again, until none spills."""
    weasyprint = _weasyprint()
    fit(pages, sheet, lang)
    for _ in range(SHRINK_ROUNDS):
        document = weasyprint.HTML(string=html(pages, sheet, lang=lang, front=front)).render()
        spilled = spilled_pages(document, pages)
        if not spilled:
            return document
        for page in spilled:
            page.board_mm *= 0.85
            page.font_pt = max(LAST_FONT_PT, round(page.font_pt * 0.95, 2))
    raise PysmError(
        "cannot print "
        + ", ".join(f"{p.title} ({p.kind})" for p in spilled)
        + f" on one {sheet.name} page: its text is too long even at {LAST_FONT_PT:g} pt"
    )


def pdf(pages: list[Page], sheet: Paper, *, lang: str, front: dict | None = None) -> bytes:
    return layout(pages, sheet, lang=lang, front=front).write_pdf()


def case_sheet(case: Case, size: str = "a4") -> bytes:
    """The one-page case sheet of a case."""
    return pdf([case_page(case)], paper(size), lang=case.language)


def solution_sheet(case: Case, report, size: str = "a4") -> bytes:
    """The one-page solution sheet of a verified case (report: pysm.verify.gate.Report)."""
    return pdf([solution_page(case, report)], paper(size), lang=case.language)
