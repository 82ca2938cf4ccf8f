"""Pictures of a case (pysm render): the SVG's structure, the layers drawn on it, every
output format, determinism, and hostile names shown as text."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from dataclasses import replace
from pathlib import Path

import pytest
from conftest import ROOT, run_pysm

from pysm.case.loader import load
from pysm.core.model import Case, ObjectType, Person, Room, Whole, cell_name, parse_cell
from pysm.language import lexicon as language
from pysm.proof.prove import step_rules
from pysm.solving.solver import select_rules
from pysm.verify.gate import differences, verify_path
from pysm.views import render

CASES = Path(__file__).resolve().parent / "render_cases"
NS = {"s": "http://www.w3.org/2000/svg"}
OFFICE, STUCK, TWO, NL = (
    str(CASES / n) for n in ("en-office.toml", "en-stuck.toml", "es-two-solutions.toml", "nl-case.toml")
)


def parse(svg_text: str) -> ET.Element:
    return ET.fromstring(svg_text)


def find(root, tag: str, cls: str) -> list[ET.Element]:
    return [e for e in root.iter(f"{{{NS['s']}}}{tag}") if cls in (e.get("class") or "").split()]


def verified(path):
    return load(path), verify_path(path, rules=select_rules(), steps=step_rules())


def cell_xy(r: int, c: int) -> tuple[int, int]:
    return render.MARGIN + (c - 1) * render.CELL, render.MARGIN + (r - 1) * render.CELL


def expected_edges(case: Case) -> tuple[set, set]:
    """(walls, thin lines) as segments, worked out from the grid alone."""
    walls, lines = set(), set()
    n = case.size
    for r in range(1, n + 1):
        for c in range(1, n + 1):
            x, y = cell_xy(r, c)
            for (r2, c2), seg in (
                ((r, c + 1), (x + render.CELL, y, x + render.CELL, y + render.CELL)),
                ((r + 1, c), (x, y + render.CELL, x + render.CELL, y + render.CELL)),
            ):
                if r2 <= n and c2 <= n:
                    (walls if case.room_at(r, c) != case.room_at(r2, c2) else lines).add(seg)
    return walls, lines


def segments(elements) -> set:
    return {tuple(int(e.get(k)) for k in ("x1", "y1", "x2", "y2")) for e in elements}


@pytest.mark.parametrize("path", [OFFICE, STUCK, TWO, NL])
def test_one_region_per_room_walls_exactly_where_rooms_meet(path):
    case = load(path)
    root = parse(render.board_svg(case))
    rooms = find(root, "path", "room")
    assert sorted(e.get("data-room") for e in rooms) == sorted(r.key for r in case.rooms)
    for e in rooms:  # each region is exactly the room's cells, one square each
        squares = re.findall(r"M(\d+) (\d+)h", e.get("d"))
        want = {
            cell_xy(r, c)
            for r in range(1, case.size + 1)
            for c in range(1, case.size + 1)
            if case.room_at(r, c) == e.get("data-room")
        }
        assert {(int(x), int(y)) for x, y in squares} == want
    walls, lines = expected_edges(case)
    assert segments(find(root, "line", "wall")) == walls
    assert len(find(root, "line", "wall")) == len(walls)
    assert segments(find(root, "line", "line")) == lines
    names = {e.get("data-room"): e.text for e in find(root, "text", "room-name")}
    assert names == {r.key: r.name for r in case.rooms}
    assert [e.text for e in find(root, "text", "column-label")] == [chr(65 + i) for i in range(case.size)]
    assert [e.text for e in find(root, "text", "row-label")] == [str(i + 1) for i in range(case.size)]


@pytest.mark.parametrize("path", [OFFICE, STUCK, TWO, NL])
def test_neighbouring_floors_are_drawn_differently(path):
    case = load(path)
    root = parse(render.board_svg(case))
    fill = {e.get("data-room"): e.get("fill") for e in find(root, "path", "room")}
    patterns = {e.get("id"): e for e in root.iter(f"{{{NS['s']}}}pattern")}
    floor_of = {r.key: r.floor for r in case.rooms}
    n = case.size
    for r in range(1, n + 1):
        for c in range(1, n + 1):
            for r2, c2 in ((r + 1, c), (r, c + 1)):
                if r2 <= n and c2 <= n and case.room_at(r, c) != case.room_at(r2, c2):
                    a, b = case.room_at(r, c), case.room_at(r2, c2)
                    assert fill[a] != fill[b], (a, b)
                    pa, pb = (patterns[fill[k][5:-1]] for k in (a, b))
                    assert ET.tostring(pa).replace(pa.get("id").encode(), b"") != ET.tostring(pb).replace(
                        pb.get("id").encode(), b""
                    ), "same look"
    # one style per floor name: rooms with the same floor look the same
    for a in fill:
        for b in fill:
            assert (fill[a] == fill[b]) == (floor_of[a] == floor_of[b])


DRAWN = (
    "armchair",
    "bed",
    "bench",
    "bin",
    "bookshelf",
    "box",
    "bush",
    "carpet",
    "chair",
    "fountain",
    "plant",
    "rock",
    "rug",
    "sofa",
    "statue",
    "stool",
    "table",
    "tree",
)  # the objects with a drawing of their own


def every_object_case(ids=DRAWN, n: int = 5) -> Case:
    cells = [(ids[i],) if i < len(ids) else () for i in range(n * n)]
    if ids == DRAWN:
        cells[19] = ("rug", "chair")  # a cell with two objects: both drawn
    grid = tuple(tuple("AB"[(c >= 2)] for c in range(n)) for _ in range(n))
    objects = tuple(tuple(cells[r * n + c] for c in range(n)) for r in range(n))
    people = tuple(Person(f"P{i}", "f", "") for i in range(n))
    return Case(
        "all",
        "all.toml",
        "All objects",
        "en",
        n,
        (Room("A", "Hall", "stone"), Room("B", "Yard", "grass")),
        grid,
        objects,
        people,
    )


def test_one_symbol_per_object_solid_ones_filled():
    case = every_object_case()
    root = parse(render.board_svg(case))
    drawn = find(root, "g", "object")
    want = sorted((cell_name(r, c), o) for r in range(1, 6) for c in range(1, 6) for o in case.objects_at(r, c))
    assert sorted((e.get("data-cell"), e.get("data-object")) for e in drawn) == want
    looks = {}
    for e in drawn:
        solid = language.object_class(e.get("data-object")) == "solid"
        assert ("solid" in e.get("class").split()) == solid
        shapes = [x for x in e if not x.tag.endswith("title")]
        assert shapes, e.get("data-object")
        body = b"".join(ET.tostring(x) for x in shapes)
        looks.setdefault(e.get("data-object"), body)
        fills = [x.get("fill") for x in e.iter() if x.get("fill") not in (None, "none")]
        if solid:  # a solid object is mostly painted, not outlined on a light ground
            assert fills and all(f != "#fffaf0" for f in fills), e.get("data-object")
    assert len(set(looks.values())) == 18, "every object has a symbol of its own"


def test_every_lexicon_object_has_a_pictogram_of_its_own():
    """Every type of the lexicon is drawn in shapes (no word written in it), each unlike the others;
    a solid one is painted, not outlined on a light ground."""
    ids = language.object_ids()
    case = every_object_case(ids, 9)
    drawn = find(parse(render.board_svg(case)), "g", "object")
    assert sorted(e.get("data-object") for e in drawn) == sorted(ids)
    looks = set()
    for e in drawn:
        shapes = [x for x in e if not x.tag.endswith("title")]
        assert shapes and not [x for x in e.iter() if x.tag.endswith("text")], e.get("data-object")
        looks.add(b"".join(ET.tostring(x) for x in shapes))
        if language.object_class(e.get("data-object")) == "solid":
            fills = [x.get("fill") for x in e.iter() if x.get("fill") not in (None, "none")]
            assert fills and all(f != "#fffaf0" for f in fills), e.get("data-object")
    assert len(looks) == len(ids)
    assert sorted(render.pictograms()) == sorted(ids), "templates/render/pictograms.toml: one entry per type"


def test_a_type_of_the_case_own_is_a_box_with_its_noun():
    case = replace(
        every_object_case(("chair",), 5),
        object_types=(ObjectType("jukebox", True, (("en", "jukebox", "jukeboxes", "a"),)),),
    )
    case = replace(
        case,
        objects=tuple(
            tuple(("jukebox",) if (r, c) == (0, 0) else cell for c, cell in enumerate(row))
            for r, row in enumerate(case.objects)
        ),
    )
    (e,) = [e for e in find(parse(render.board_svg(case)), "g", "object") if e.get("data-object") == "jukebox"]
    assert [x.text for x in e.iter() if x.tag.endswith("text")] == ["jukebox"]


@pytest.mark.parametrize(
    "cells,turn", [(((2, 2), (2, 3)), "row"), (((2, 2), (3, 2)), "column"), (((2, 2), (2, 3), (3, 2), (3, 3)), "")]
)
def test_an_object_over_cells_in_a_row_is_drawn_across_them(cells, turn):
    case = every_object_case((), 5)
    objects = [list(row) for row in case.objects]
    for r, c in cells:
        objects[r - 1][c - 1] = ("bed",)
    case = replace(case, objects=tuple(tuple(row) for row in objects), wholes=(Whole("a", "bed", cells),))
    (e,) = find(parse(render.board_svg(case)), "g", "object")
    shapes = b"".join(ET.tostring(x) for x in e if not x.tag.endswith("title"))
    long = render.pictograms()["bed"]["long"]
    assert (b'width="74"' in shapes) == bool(turn) and ("rotate(90)" in e.get("transform")) == (turn == "column")
    assert long.startswith("<rect") and e.get("data-cell") == cell_name(*cells[0])


def test_solution_initials_names_victim_and_murderer():
    case, report = verified(OFFICE)
    sol = report.result.solutions[0]
    root = parse(render.svg(render.draw(case, report, solution=True)))
    people = find(root, "g", "person")
    got = {e.get("data-name"): e.get("data-cell") for e in people}
    assert got == dict(sol.people)
    short = render.initials([p.name for p in case.people])
    for e in people:
        assert [t.text for t in find(e, "text", "initial")] == [short[e.get("data-name")]]
        assert [t.text for t in find(e, "text", "name")] == [e.get("data-name")]
    assert [e.get("data-name") for e in find(root, "g", "victim")] == [sol.victim]
    assert [e.get("data-name") for e in find(root, "g", "murderer")] == [sol.murderer]


def test_initials_unique():
    assert render.initials(["Ana", "Bruno"]) == {"Ana": "A", "Bruno": "B"}
    assert render.initials(["Ana", "Alba"]) == {"Ana": "An", "Alba": "Al"}


def test_stuck_map_counts_people_per_cell():
    case, report = verified(STUCK)
    assert not report.proof.solved
    root = parse(render.svg(render.draw(case, report, stuck=True)))
    want = {}
    for cells in report.proof.stuck.values():
        for cell in cells:
            want[cell] = want.get(cell, 0) + 1
    got = {e.get("data-cell"): int(e.get("data-count")) for e in find(root, "rect", "stuck")}
    assert got == want and got


def test_two_solutions_marked_where_they_differ():
    case, report = verified(TWO)
    assert report.status == "multiple"
    root = parse(render.svg(render.draw(case, report, stuck=True)))
    first = {e.get("data-name"): e.get("data-cell") for e in find(root, "g", "first")}
    second = {e.get("data-name"): e.get("data-cell") for e in find(root, "g", "second")}
    diff = differences(report.result)
    assert diff and first == {n: a for n, a, _ in diff} and second == {n: b for n, _, b in diff}


HOSTILE_PERSON = "<script>alert(1)</script>"
HOSTILE_ROOM = '<img src=x onerror="alert(2)">'


def hostile_case(tmp_path) -> Path:
    data = tomllib.loads(Path(OFFICE).read_text(encoding="utf-8"))
    data["title"] = "</title><script>alert(3)</script>"
    text = json.dumps(data, ensure_ascii=False)
    text = text.replace("Grace", HOSTILE_PERSON.replace('"', '\\"'))
    text = text.replace("Gallery", HOSTILE_ROOM.replace('"', '\\"')).replace('"stone"', '"st\'one&"')
    path = tmp_path / "hostile.json"
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize("args,suffix", [(["--solution"], ".svg"), (["--solution"], ".html"), (["--steps"], ".html")])
def test_hostile_names_are_text(tmp_path, args, suffix):
    path = hostile_case(tmp_path)
    out = tmp_path / ("out" + suffix)
    done = run_pysm("render", str(path), *args, "-o", str(out))
    assert done.returncode == 0, done.stderr
    raw = out.read_text(encoding="utf-8")
    assert "<script>alert" not in raw and "<img" not in raw and "</title><script" not in raw
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in raw or "\\u003cscript\\u003ealert(1)" in raw
    if suffix == ".svg":
        root = parse(raw)
        assert HOSTILE_PERSON in [e.get("data-name") for e in find(root, "g", "person")]
        assert HOSTILE_ROOM in [e.text for e in find(root, "text", "room-name")]


@pytest.mark.parametrize(
    "args,suffix",
    [
        pytest.param([], ".svg", marks=pytest.mark.slow),
        (["--solution", "--stuck"], ".svg"),
        pytest.param(["--solution"], ".html", marks=pytest.mark.slow),
        (["--steps"], ".html"),
    ],
)
def test_same_case_same_bytes(tmp_path, args, suffix):
    outs = []
    for seed in ("1", "2"):
        out = tmp_path / f"{seed}{suffix}"
        env = dict(os.environ, PYTHONHASHSEED=seed)
        done = subprocess.run(
            [sys.executable, "-m", "pysm", "render", NL, *args, "-o", str(out)],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=300,
        )
        assert done.returncode == 0, done.stderr
        outs.append(out.read_bytes())
    assert outs[0] == outs[1]


def test_formats(tmp_path):
    for suffix, magic in ((".svg", b"<svg"), (".html", b"<!DOCTYPE html>"), (".png", b"\x89PNG"), (".pdf", b"%PDF")):
        out = tmp_path / ("board" + suffix)
        done = run_pysm("render", OFFICE, "--solution", "-o", str(out))
        assert done.returncode == 0, done.stderr
        assert out.read_bytes().startswith(magic), suffix
    page = (tmp_path / "board.html").read_text(encoding="utf-8")
    case = load(OFFICE)
    for p in case.people:  # the page holds every card
        assert p.name in page and p.clues[-1].text.strip() in page
    stdout = run_pysm("render", OFFICE)
    assert stdout.returncode == 0 and stdout.stdout.startswith("<svg")


@pytest.mark.parametrize(
    "args,needle",
    [
        (["-o", "x.gif"], "must end in"),
        (["--steps", "-o", "x.svg"], "--steps writes an HTML page"),
        (["-o", "x.png"], None),
        (["-o", "/nonexistent/dir/x.svg"], "no such folder"),
    ],
)
def test_usage_errors(tmp_path, args, needle):
    args = [a if not a.startswith("x.") else str(tmp_path / a) for a in args]
    if needle is None:  # PNG without -o
        args = []
        done = subprocess.run(
            [sys.executable, "-m", "pysm", "render", OFFICE, "-o", "-"], cwd=ROOT, capture_output=True, text=True
        )
        assert done.returncode == 2
        return
    done = run_pysm("render", OFFICE, *args)
    assert done.returncode == 2 and needle in done.stderr and "Traceback" not in done.stderr


def test_invalid_case_is_reported_not_drawn(tmp_path):
    out = tmp_path / "x.svg"
    done = run_pysm("render", str(ROOT / "tests" / "fixtures" / "invalid-gender.toml"), "-o", str(out))
    assert done.returncode == 2 and "invalid-gender.toml" in done.stderr and not out.exists()


def test_steps_page_frames_replay_the_proof():
    case, report = verified(STUCK)
    lines = ["s%d" % i for i in range(len(report.proof.steps))] + ["closing"]
    data = render.steps_data(case, report.proof, lines)
    frames = data["frames"]
    assert len(frames) == len(report.proof.steps) + 1
    for frame, step in zip(frames[1:], report.proof.steps, strict=False):
        assert frame["removed"] == sorted({c for _, c in step.removed}, key=lambda c: parse_cell(c, case.size))
        assert frame["card"] == (None if step.clue is None else list(step.clue[:2]))
    final = {}
    for cells in report.proof.stuck.values():
        for cell in cells:
            final[cell] = final.get(cell, 0) + 1
    placed = {c for c in frames[-1]["placed"].values()}
    counts = {c: k for c, k in frames[-1]["count"].items() if c not in placed}
    assert counts == final
    assert frames[-1]["closing"] == "closing"


def test_windows_and_doors_on_their_sides():
    case = load(str(CASES / "en-office-windows.toml"))
    assert case.windows and case.doors
    root = parse(render.board_svg(case))
    for kind, items in (("window", case.windows), ("door", case.doors)):
        drawn = find(root, "line", kind)
        assert sorted((e.get("data-cell"), e.get("data-side")) for e in drawn) == sorted(
            (cell_name(r, c), s) for r, c, s in items
        )
        for e in drawn:
            r, c = parse_cell(e.get("data-cell"), case.size)
            x, y = cell_xy(r, c)
            x1, y1, x2, y2 = (int(e.get(k)) for k in ("x1", "y1", "x2", "y2"))
            side = e.get("data-side")
            edge = {
                "n": y1 == y2 == y,
                "s": y1 == y2 == y + render.CELL,
                "w": x1 == x2 == x,
                "e": x1 == x2 == x + render.CELL,
            }[side]
            assert edge, (kind, e.get("data-cell"), side)


def test_page_shows_the_scene_as_a_card_of_its_own():
    case = load(str(CASES / "en-office-scene.toml"))
    html = render.page(case, render.picture(case))
    assert case.scene_text
    assert '<div class="card scene">\n<h3>The scene</h3>\n<p>No room was empty.</p>' in html


@pytest.mark.parametrize(
    "murderer, gender, expected",
    [("Ana", "f", "asesina: Ana"), ("Gijs", "m", "asesino: Gijs")],
)
def test_the_legend_names_the_murderer_in_her_or_his_gender(murderer, gender, expected):
    from types import SimpleNamespace

    case = load(str(ROOT / "tests/spec_examples/es-primer-caso.toml"))
    assert next(p.gender for p in case.people if p.name == murderer) == gender
    solution = SimpleNamespace(people=(), victim="Iker", murderer=murderer)
    legend = dict(render.picture(case, solution=solution).legend)
    assert legend["murderer"] == expected
