"""Pictures of a case: the board as SVG (rooms, walls, floors, objects, labels), with the
solution, the stuck map or where two solutions differ drawn on it; a self-contained HTML
page, a PNG, a printable PDF sheet with every card, and an HTML replay of the proof.

Python only measures: which cells, walls, colours and marks go where (`Picture`). The
drawing itself is the Jinja templates in templates/render/ (SVG and HTML, autoescaped, so
a name like `<script>` is text). The words the pictures add (victim, murderer, step ...)
are data in templates/render/words.toml, per language. The same case gives the same bytes:
everything is sorted and every number is an integer.

PNG needs cairosvg and PDF WeasyPrint (the `[render]` extra); SVG and HTML need nothing
beyond pysm's own dependencies.
"""

from __future__ import annotations

import json
import tomllib
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, cast

import jinja2

from pysm.case import objects as case_objects
from pysm.core import template_cache
from pysm.core.errors import MissingExtra
from pysm.core.model import VOID, Case, cell_name, parse_cell
from pysm.core.resources import templates_dir
from pysm.language import ui

CELL = 64  # a cell's side in SVG units
MARGIN = 28  # room for the row and column labels
FOLDER = "render"
SIDES = {"n": (0, 0, 1, 0), "e": (1, 0, 1, 1), "s": (0, 1, 1, 1), "w": (0, 0, 0, 1)}

# Floor styles: a pale colour and a pattern. Floors are coloured greedily so that two floors
# of neighbouring rooms never share a style (the rules make such floors differ).
PALETTE = (
    ("#f3e2c0", "planks"),
    ("#cfe3f1", "tiles"),
    ("#dcefd0", "dots"),
    ("#f1d3d8", "plain"),
    ("#e4dcf2", "diagonal"),
    ("#f6efb8", "tiles"),
    ("#d5ecea", "planks"),
    ("#eddcc9", "dots"),
    ("#e2e2e2", "diagonal"),
    ("#f7d9bd", "plain"),
    ("#d9e6c3", "planks"),
    ("#d7d9f2", "dots"),
)
# Cloth on the floor: drawn under whatever else the cell holds.
UNDER = ("carpet", "rug")


@dataclass(frozen=True)
class Floor:
    id: str  # "floor-0": the SVG pattern's id
    name: str
    colour: str
    pattern: str


@dataclass(frozen=True)
class RoomArea:
    key: str
    name: str
    floor: Floor
    path: str  # one SVG path: a square per cell
    label_x: int
    label_y: int
    outdoors: bool = False


@dataclass(frozen=True)
class Segment:
    x1: int
    y1: int
    x2: int
    y2: int
    between: str = ""  # "A|B" for a wall: the two room keys, sorted


@dataclass(frozen=True)
class Thing:
    """One object on one cell, drawn as the symbol of its id."""

    id: str
    cell: str
    solid: bool
    noun: str  # in the case's language, for the tooltip
    x: int  # the symbol's box: top-left and side
    y: int
    size: int
    outline: str = ""  # an object over several cells (case-format-3.md): an SVG path around them
    turn: str = ""  # "row" | "column": its long drawing (80×40 at size 40) along a row or a column


@dataclass(frozen=True)
class Opening:
    kind: str  # window | door
    cell: str
    side: str
    x1: int
    y1: int
    x2: int
    y2: int


@dataclass(frozen=True)
class Mark:
    """A person drawn on a cell: the solution, or a person where two solutions differ."""

    cell: str
    name: str
    initial: str
    x: int
    y: int
    role: str = ""  # victim | murderer | "" ; for differences: "first" | "second"


@dataclass(frozen=True)
class Shade:
    cell: str
    count: int
    x: int
    y: int
    opacity: str  # "0.35": a fixed-format string, so the bytes never vary


@dataclass(frozen=True)
class Picture:
    """Everything board.svg.j2 draws."""

    size: int
    width: int
    height: int
    cell: int
    margin: int
    title: str
    lang: str
    words: dict
    floors: tuple[Floor, ...]
    rooms: tuple[RoomArea, ...]
    walls: tuple[Segment, ...]
    lines: tuple[Segment, ...]
    things: tuple[Thing, ...]
    openings: tuple[Opening, ...]
    marks: tuple[Mark, ...] = ()
    shades: tuple[Shade, ...] = ()
    columns: tuple[tuple[str, int], ...] = ()
    rows: tuple[tuple[str, int], ...] = ()
    cells: tuple[tuple[str, int, int], ...] = ()
    interactive: bool = False  # cell overlays with ids, for the replay and the studio
    caption: str = ""
    legend: tuple[tuple[str, str], ...] = field(default=())
    voids: tuple[tuple[int, int], ...] = ()  # top-left corners of the cells in no room


# ---- measuring -----------------------------------------------------------------------


def _xy(r: int, c: int) -> tuple[int, int]:
    return MARGIN + (c - 1) * CELL, MARGIN + (r - 1) * CELL


def floor_styles(case: Case) -> dict[str, Floor]:
    """floor name -> style; floors of neighbouring rooms get different styles."""
    n = case.size
    names = sorted({r.floor for r in case.rooms})
    floor_of = {r.key: r.floor for r in case.rooms}
    near: dict[str, set[str]] = {f: set() for f in names}
    for r in range(1, n + 1):
        for c in range(1, n + 1):
            for r2, c2 in ((r + 1, c), (r, c + 1)):
                if r2 <= n and c2 <= n and VOID not in (case.room_at(r, c), case.room_at(r2, c2)):
                    a, b = floor_of[case.room_at(r, c)], floor_of[case.room_at(r2, c2)]
                    if a != b:
                        near[a].add(b)
                        near[b].add(a)
    chosen: dict[str, int] = {}
    k = len(PALETTE)
    for i, name in enumerate(names):  # its own style while the palette lasts, never a neighbour's
        used = {chosen[m] for m in near[name] if m in chosen}
        chosen[name] = next(j % k for j in range(i, i + k + 1) if j % k not in used or j == i + k)
    return {name: Floor(f"floor-{i}", name, *PALETTE[chosen[name]]) for i, name in enumerate(names)}


def _rooms(case: Case, floors: dict[str, Floor]) -> tuple[RoomArea, ...]:
    out = []
    n = case.size
    for room in case.rooms:
        cells = [(r, c) for r in range(1, n + 1) for c in range(1, n + 1) if case.room_at(r, c) == room.key]
        path = " ".join(f"M{x} {y}h{CELL}v{CELL}h-{CELL}z" for x, y in (_xy(r, c) for r, c in cells))
        # the name goes on the room's first cell (reading order) that holds nothing, else its first
        r, c = next((rc for rc in cells if not case.objects_at(*rc)), cells[0])
        x, y = _xy(r, c)
        out.append(RoomArea(room.key, room.name, floors[room.floor], path, x + 4, y + 12, room.outdoors))
    return tuple(out)


def _edges(case: Case) -> tuple[tuple[Segment, ...], tuple[Segment, ...]]:
    """Walls (an edge between cells of two rooms) and thin lines (between cells of one room)."""
    walls: list[Segment] = []
    lines: list[Segment] = []
    n = case.size
    for r in range(1, n + 1):
        for c in range(1, n + 1):
            x, y = _xy(r, c)
            here = case.room_at(r, c)
            if c < n and not here == case.room_at(r, c + 1) == VOID:  # the edge right of (r, c)
                other = case.room_at(r, c + 1)
                seg = (x + CELL, y, x + CELL, y + CELL)
                (walls if other != here else lines).append(
                    Segment(*seg, "|".join(sorted((here, other))) if other != here else "")
                )
            if r < n and not here == case.room_at(r + 1, c) == VOID:  # the edge below (r, c)
                other = case.room_at(r + 1, c)
                seg = (x, y + CELL, x + CELL, y + CELL)
                (walls if other != here else lines).append(
                    Segment(*seg, "|".join(sorted((here, other))) if other != here else "")
                )
    return tuple(walls), tuple(lines)


def _wholes(case: Case) -> list[Thing]:
    """An object over several cells drawn once, with a line around its cells: across a row or a
    column of cells in its long drawing when its type has one, else its own drawing in the middle
    of the box of its cells."""
    out = []
    for w in case.wholes:
        rows, cols = [r for r, _ in w.cells], [c for _, c in w.cells]
        x0, y0 = _xy(min(rows), min(cols))
        wide, high = (max(cols) - min(cols) + 1) * CELL, (max(rows) - min(rows) + 1) * CELL
        side = min(wide, high) - 16
        outline = " ".join(
            f"M{x + 3} {y + 3}h{CELL - 6}v{CELL - 6}h-{CELL - 6}z" for x, y in (_xy(r, c) for r, c in w.cells)
        )
        turn = ""
        if wide != high and len(w.cells) * CELL * CELL == wide * high and pictograms().get(w.object, {}).get("long"):
            turn = "row" if wide > high else "column"
            side = min(side, (max(wide, high) - 16) // 2)
        width, height = (2 * side, side) if turn == "row" else (side, 2 * side) if turn else (side, side)
        out.append(
            Thing(
                w.object,
                cell_name(*w.cells[0]),
                case_objects.is_solid(case, w.object),
                case_objects.noun(case, w.object),
                x0 + (wide - width) // 2,
                y0 + (high - height) // 2 + 4,
                side,
                outline,
                turn,
            )
        )
    return out


def _things(case: Case) -> tuple[Thing, ...]:
    out = _wholes(case)
    n = case.size
    for r in range(1, n + 1):
        for c in range(1, n + 1):
            objs = tuple(o for o in case.objects_at(r, c) if case.whole_at(r, c, o) is None)
            x, y = _xy(r, c)
            under = [o for o in objs if o in UNDER]
            over = [o for o in objs if o not in UNDER]
            for o in under:  # cloth: nearly the whole cell
                out.append(Thing(o, cell_name(r, c), False, case_objects.noun(case, o), x + 6, y + 14, CELL - 12))
            k = len(over)
            for i, o in enumerate(over):
                side = 40 if k == 1 else 26
                ox = x + (CELL - side) // 2 if k == 1 else x + 4 + i * ((CELL - 8 - side) // max(1, k - 1))
                oy = y + 18 if k == 1 else y + 24
                out.append(
                    Thing(o, cell_name(r, c), case_objects.is_solid(case, o), case_objects.noun(case, o), ox, oy, side)
                )
    return tuple(out)


def _sides(case: Case, kind: str) -> list[tuple[int, int, str]]:
    """Windows or doors of the case as (row, col, side), whatever form the model keeps them in:
    "B2 E" strings, (cell, side) pairs or (row, col, side) triples. None when it has none."""
    out = []
    for item in getattr(case, kind, None) or ():
        if isinstance(item, str):
            parts = item.split()
            item = tuple(parts)
        if len(item) == 2:
            pos = parse_cell(str(item[0]), case.size)
            side = str(item[1]).lower()
        elif len(item) == 3:
            pos, side = (int(item[0]), int(item[1])), str(item[2]).lower()
        else:
            continue
        if pos is not None and side[:1] in SIDES:
            out.append((pos[0], pos[1], side[:1]))
    return sorted(set(out))


def _openings(case: Case) -> tuple[Opening, ...]:
    out = []
    for kind in ("windows", "doors"):
        for r, c, side in _sides(case, kind):
            x, y = _xy(r, c)
            a, b, d, e = SIDES[side]
            # the middle half of that side
            x1, y1, x2, y2 = x + a * CELL, y + b * CELL, x + d * CELL, y + e * CELL
            if x1 == x2:
                y1, y2 = y1 + CELL // 4, y2 - CELL // 4
            else:
                x1, x2 = x1 + CELL // 4, x2 - CELL // 4
            out.append(Opening(kind[:-1], cell_name(r, c), side, x1, y1, x2, y2))
    return tuple(out)


def initials(names: list[str]) -> dict[str, str]:
    """A short form of each name, unique among them: one letter where that is enough."""
    for width in (1, 2, 3):
        short = {n: n.strip()[:width] or "?" for n in names}
        if len(set(short.values())) == len(names):
            return short
    return {n: str(i + 1) for i, n in enumerate(names)}


def picture(
    case: Case,
    *,
    solution=None,
    counts: dict[tuple[int, int], int] | None = None,
    differ: list[tuple[str, str, str | None]] | None = None,
    interactive: bool = False,
    caption: str = "",
) -> Picture:
    """The board's geometry, plus what to draw on it.

    solution: a pysm.solving.solver.Solution (each person's initial and name on their cell, victim
    and murderer marked); counts: (row, col) -> how many people can still stand there (the
    stuck map); differ: (person, cell in one solution, cell in the other) for the cells where
    two solutions differ."""
    n = case.size
    words = labels(case.language)
    floors = floor_styles(case)
    walls, lines = _edges(case)
    marks: list[Mark] = []
    short = initials([p.name for p in case.people])
    if solution is not None:
        for name, cell in solution.people:
            pos = parse_cell(cell, n)
            if pos is None:
                continue
            x, y = _xy(*pos)
            role = "victim" if name == solution.victim else "murderer" if name == solution.murderer else ""
            marks.append(Mark(cell, name, short.get(name, name[:1]), x, y, role))
    for name, first, second in differ or ():
        for cell, role in ((first, "first"), (second, "second")):
            pos = parse_cell(cell, n) if cell else None
            if cell and pos is not None:
                x, y = _xy(*pos)
                marks.append(Mark(cell, name, short.get(name, name[:1]), x, y, role))
    shades = []
    if counts:
        top = max(counts.values())
        for (r, c), k in sorted(counts.items()):
            if k > 0:
                x, y = _xy(r, c)
                shades.append(Shade(cell_name(r, c), k, x, y, f"{0.15 + 0.55 * k / top:.2f}"))
    legend = []
    if solution is not None:
        if solution.victim:
            legend.append(("victim", f"{words['victim']}: {solution.victim}"))
        if solution.murderer:
            gender = next((p.gender for p in case.people if p.name == solution.murderer), None)
            legend.append(("murderer", f"{ui.role(words, 'murderer', gender)}: {solution.murderer}"))
    if differ:
        legend.append(("first", words["first_solution"]))
        legend.append(("second", words["second_solution"]))
    if counts:
        legend.append(("stuck", words["stuck_legend"]))
    side = 2 * MARGIN + n * CELL
    return Picture(
        size=n,
        width=max(side - MARGIN // 2, MARGIN + 24 + 7 * max((len(t) for _, t in legend), default=0)),
        height=side + (18 * len(legend) if legend else 0) - MARGIN // 2,
        cell=CELL,
        margin=MARGIN,
        title=case.title or case.id,
        lang=case.language,
        words=words,
        floors=tuple(sorted(floors.values(), key=lambda f: f.id)),
        rooms=_rooms(case, floors),
        walls=walls,
        lines=lines,
        things=_things(case),
        openings=_openings(case),
        marks=tuple(sorted(marks, key=lambda m: (m.role in ("first", "second"), parse_cell(m.cell, n), m.role))),
        shades=tuple(shades),
        columns=tuple((chr(ord("A") + c), MARGIN + c * CELL + CELL // 2) for c in range(n)),
        rows=tuple((str(r + 1), MARGIN + r * CELL + CELL // 2) for r in range(n)),
        cells=tuple((cell_name(r, c), *_xy(r, c)) for r in range(1, n + 1) for c in range(1, n + 1)),
        interactive=interactive,
        caption=caption,
        legend=tuple(legend),
        voids=tuple(_xy(r, c) for r in range(1, n + 1) for c in range(1, n + 1) if case.is_void(r, c)),
    )


# ---- templates -----------------------------------------------------------------------


@lru_cache(maxsize=None)
def environment() -> jinja2.Environment:
    env = template_cache.environment(
        str(templates_dir() / FOLDER), autoescape=True, trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True
    )
    env.filters["json"] = script_json
    env.globals["pictograms"] = pictograms()
    return env


@lru_cache(maxsize=None)
def pictograms() -> dict[str, dict[str, str]]:
    """Object type -> its drawings ("draw", and "long" for one over cells in a row): SVG shapes,
    data in templates/render/pictograms.toml."""
    with open(templates_dir() / FOLDER / "pictograms.toml", "rb") as fh:
        return tomllib.load(fh)


def script_json(value) -> str:
    """JSON safe inside an HTML <script> element: no '<', '>' or '&' can end it early."""
    text = json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    text = text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
    return jinja2.utils.markupsafe.Markup(text.replace("\u2028", "\\u2028").replace("\u2029", "\\u2029"))


@lru_cache(maxsize=None)
def _words() -> dict:
    with (templates_dir() / FOLDER / "words.toml").open("rb") as f:
        return tomllib.load(f)


ROLES = ("victim", "murderer", "murderer_f")  # the roles' words, from the language's ui-<lang>.toml


def labels(lang: str) -> dict:
    """The words the pictures add, in `lang` (English where a language lacks one), with the roles'
    words of the language's text output, so that both name a role alike."""
    data = _words()
    roles = {k: v for k in ROLES if (v := ui.words(lang).get(k)) is not None}
    return {**data["en"], **data.get(lang, {}), **roles}


def svg(pic: Picture) -> str:
    return environment().get_template("board.svg.j2").render(p=pic)


def board_svg(case: Case, **kw) -> str:
    return svg(picture(case, **kw))


# ---- what a verified case shows -----------------------------------------------------------


def verdict_text(report, words: dict) -> str:
    if report is None:
        return ""
    if report.status == "invalid":
        return words["invalid"]
    if report.status == "error":
        return words["error"]
    parts = [words[report.status]]
    if report.proof is not None:
        parts.append(words["solved"] if report.proof.solved else words["stuck"])
    return ", ".join(parts)


def draw(case: Case, report=None, *, solution: bool = False, stuck: bool = False, interactive: bool = False) -> Picture:
    """The picture of a verified case (report: pysm.verify.gate.Report) with the layers asked for."""
    sol = counts = differ = None
    result = None if report is None else report.result
    if solution and result is not None and result.solutions:
        sol = result.solutions[0] if result.status == "unique" else None
    if stuck and report is not None:
        counts = stuck_counts(case, report.proof)
    if (stuck or solution) and result is not None and result.status == "multiple":
        from pysm.verify.gate import differences

        differ = differences(result)
    words = labels(case.language)
    return picture(
        case, solution=sol, counts=counts, differ=differ, interactive=interactive, caption=verdict_text(report, words)
    )


def stuck_counts(case: Case, proof) -> dict[tuple[int, int], int]:
    """(row, col) -> how many unplaced people can still stand there when the proof stops."""
    counts: dict[tuple[int, int], int] = {}
    if proof is None or proof.solved:
        return counts
    for cells in (proof.stuck or {}).values():
        for cell in cells:
            pos = parse_cell(cell, case.size)
            if pos is not None:
                counts[pos] = counts.get(pos, 0) + 1
    return counts


def cards(case: Case) -> list[dict]:
    """Every card as the page shows it: name, gender, sentences (index from 1); then the
    scene's sentences (case-format-2.md), when the case has any, as a card of their own."""
    out = []
    for p in case.people:
        # The clauses of a joined sentence share its number and text: the sentence is shown once.
        said = dict.fromkeys((c.index, c.text.strip()) for c in sorted(p.clues, key=lambda c: c.index))
        sentences = [text for _, text in said] or [p.card]
        out.append({"name": p.name, "gender": p.gender, "victim": p.is_victim, "scene": False, "sentences": sentences})
    scene = [t.strip() for t in getattr(case, "scene_text", ()) if t.strip()]
    if scene:
        out.append(
            {"name": labels(case.language)["scene"], "gender": None, "victim": False, "scene": True, "sentences": scene}
        )
    return out


def page(case: Case, pic: Picture, report=None, *, printable: bool = False) -> str:
    """A self-contained HTML page: the board, the verdict, every card."""
    return (
        environment()
        .get_template("page.html.j2")
        .render(
            p=pic,
            svg=svg(pic),
            case=case,
            cards=cards(case),
            words=pic.words,
            printable=printable,
            verdict=verdict_text(report, pic.words),
            style=_asset("page.css"),
        )
    )


def steps_data(case: Case, proof, lines: list[str]) -> dict:
    """What the replay shows at each step: the sentence, the cells removed, the card used,
    how many people can still stand on each cell and who is placed (replayed from the start)."""
    n = case.size
    start = set(proof.start)
    left = {p.name: set(start) for p in case.people}
    short = initials([p.name for p in case.people])

    def state() -> tuple[dict[str, int], dict[str, str]]:
        count: dict[str, int] = {}
        for cells in left.values():
            for cell in cells:
                count[cell] = count.get(cell, 0) + 1
        placed = {name: next(iter(cells)) for name, cells in left.items() if len(cells) == 1}
        return (
            {k: count[k] for k in sorted(count, key=lambda c: cast(tuple[int, int], parse_cell(c, n)))},
            {short[name]: cell for name, cell in placed.items() if name in short},
        )

    frames: list[dict[str, Any]] = []
    count, placed = state()
    frames.append({"text": "", "removed": [], "card": None, "family": "", "count": count, "placed": placed})
    for i, step in enumerate(proof.steps):
        for person, cell in step.removed:
            left.setdefault(person, set()).discard(cell)
        count, placed = state()
        frames.append(
            {
                "text": lines[i] if i < len(lines) else "",
                "removed": sorted(
                    {cell for _, cell in step.removed}, key=lambda c: cast(tuple[int, int], parse_cell(c, n))
                ),
                "card": None if step.clue is None else [step.clue[0], step.clue[1]],
                "family": step.family,
                "count": count,
                "placed": placed,
            }
        )
    closing = " ".join(lines[len(proof.steps) :])
    if closing:
        frames[-1] = dict(frames[-1], closing=closing)
    return {"frames": frames, "people": [p.name for p in case.people]}


def steps_page(case: Case, proof, lines: list[str]) -> str:
    pic = picture(case, interactive=True)
    words = pic.words
    return (
        environment()
        .get_template("steps.html.j2")
        .render(
            p=pic,
            svg=svg(pic),
            case=case,
            cards=cards(case),
            words=words,
            data=steps_data(case, proof, lines),
            style=_asset("page.css"),
            script=_asset("steps.js"),
            solved=proof.solved,
        )
    )


def _asset(name: str) -> str:
    return (templates_dir() / FOLDER / name).read_text(encoding="utf-8")


# ---- files ---------------------------------------------------------------------------


def to_png(svg_text: str) -> bytes:
    try:
        import cairosvg
    except ImportError:
        raise MissingExtra("PNG needs cairosvg", "render") from None
    return cairosvg.svg2png(bytestring=svg_text.encode("utf-8"), scale=2)


def to_pdf(html_text: str) -> bytes:
    try:
        import weasyprint
    except (ImportError, OSError):
        raise MissingExtra("PDF needs WeasyPrint (and the pango library it loads)", "render") from None
    return weasyprint.HTML(string=html_text, base_url=None).write_pdf()


FORMATS = (".svg", ".html", ".htm", ".png", ".pdf")  # what a picture's file name may end in
