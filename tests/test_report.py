"""`pysm report` through its entry point: a season with a case turned, renamed and translated,
a near-duplicate, a redundant sentence and an invalid file; the page and the JSON agree."""

from __future__ import annotations

import json
import re
import shutil
from dataclasses import replace

import pytest
from conftest import ROOT, run_pysm
from seasoncases import rewrite

from pysm.case.loader import load
from pysm.catalogue.symmetry import Symmetry
from pysm.core.model import Clue

EXAMPLES = ROOT / "tests" / "spec_examples"


@pytest.fixture(scope="module")
def season(tmp_path_factory):
    """a: a case; b: a turned, renamed and translated; c: a in Dutch; d: a with a sentence it does not
    need (same board, same solution, other clues); e: another case; f: not a case at all."""
    folder = tmp_path_factory.mktemp("season")
    src = EXAMPLES / "en-first-case.toml"
    case = load(str(src))
    shutil.copy(src, folder / "a.toml")
    people = {p.name: p.name + "o" for p in case.people}
    (folder / "b.toml").write_text(
        rewrite(case, g=Symmetry(True, False, True), lang="es", people=people, title="El primer caso"), encoding="utf-8"
    )
    (folder / "c.toml").write_text(rewrite(case, lang="nl"), encoding="utf-8")
    p = next(p for p in case.people if not p.is_victim)
    number = max(c.index for c in p.clues) + 1
    solution = dict(case.solution) if case.solution else None
    assert solution, "the example states its solution"
    row = int(solution[p.name][1:])
    extra = replace(
        case,
        people=tuple(
            replace(q, clues=q.clues + (Clue("row", row, index=number),)) if q is p else q for q in case.people
        ),
    )
    (folder / "d.toml").write_text(rewrite(extra), encoding="utf-8")
    shutil.copy(EXAMPLES / "es-primer-caso.toml", folder / "e.toml")
    (folder / "f.toml").write_text('title = "no board"\n', encoding="utf-8")
    return folder, (p.name, number)


@pytest.fixture(scope="module")
def reported(season, tmp_path_factory):
    """The season's report, JSON and page, made once for the tests that read them."""
    folder, _ = season
    page = tmp_path_factory.mktemp("page") / "report.html"
    r = run_pysm("report", str(folder), "--json", "-o", str(page))
    assert r.returncode == 0, r.stderr
    return json.loads(r.stdout), page.read_text(encoding="utf-8")


def test_the_json_finds_the_duplicates_the_near_duplicates_and_the_redundant_sentence(season, reported):
    folder, speaker = season
    data = reported[0]
    name = {str(folder / f"{x}.toml"): x for x in "abcdef"}
    assert [[name[f] for f in g] for g in data["duplicates"]] == [["a", "b", "c"]]
    assert [[name[f] for f in g] for g in data["near_duplicates"]] == [["a", "b", "c", "d"]]
    cases = {name[c["file"]]: c for c in data["cases"]}
    assert {"person": speaker[0], "sentence": speaker[1], "only_sentence": False} in cases["d"]["redundant"]
    assert cases["f"]["status"] == "invalid" and cases["f"]["redundant"] is None
    for c in cases.values():
        assert {
            "file",
            "status",
            "verified",
            "step_solvable",
            "steps",
            "difficulty",
            "size",
            "language",
            "kinds",
            "redundant",
        } <= set(c)
    assert cases["b"]["language"] == "es" and "row" in cases["d"]["kinds"]


def test_the_page_holds_its_charts_table_and_thumbnails_and_nothing_from_elsewhere(reported):
    html = reported[1]
    assert html.count('role="img"') == 4  # difficulty, kinds, sizes, languages
    for title in ("Difficulty", "Clue kinds", "Board sizes", "Languages"):
        assert title in html
    assert html.count("<tr data-file=") == 6
    assert html.count('src="data:image/svg+xml;base64,') == 5  # every case that reads has its board
    assert not re.search(r'(src|href)="(https?:)?//', html)  # no external assets
    assert html.count('data-group="duplicate-') == 1 and html.count('data-group="near-') == 1


def test_the_text_output_names_the_groups_and_sentences(season, tmp_path):
    folder, _ = season
    r = run_pysm("report", str(folder / "a.toml"), str(folder / "c.toml"), "-o", str(tmp_path / "r.html"))
    assert r.returncode == 0, r.stderr
    assert "duplicates: 1 group\n  " in r.stdout and "near-duplicates: 0 groups" in r.stdout
    assert "report written to" in r.stdout


def test_the_page_links_each_case_relative_to_itself(season, tmp_path):
    folder, _ = season
    page = folder.parent / "out.html"
    assert run_pysm("report", str(folder / "a.toml"), "-o", str(page)).returncode == 0
    assert f'href="{folder.name}/a.toml"' in page.read_text(encoding="utf-8")
    page.unlink()


@pytest.mark.parametrize(
    "args, message",
    [
        ([], "give -o FILE.html"),
        (["-o", "x.pdf"], "must end in .html"),
        (["-o", "missing/x.html"], "no such folder"),
    ],
)
def test_usage_mistakes_are_refused_before_any_work(season, tmp_path, monkeypatch, args, message):
    monkeypatch.chdir(tmp_path)
    folder, _ = season
    r = run_pysm("report", str(folder / "a.toml"), *args)
    assert r.returncode == 2 and message in r.stderr and "Traceback" not in r.stderr


def test_an_existing_page_is_replaced_only_with_force(season, tmp_path):
    folder, _ = season
    page = tmp_path / "r.html"
    page.write_text("keep me", encoding="utf-8")
    r = run_pysm("report", str(folder / "e.toml"), "-o", str(page))
    assert r.returncode == 2 and "--force" in r.stderr and page.read_text(encoding="utf-8") == "keep me"
    assert run_pysm("report", str(folder / "e.toml"), "-o", str(page), "--force").returncode == 0
    assert "<table" in page.read_text(encoding="utf-8")


def test_a_file_named_twice_is_not_its_own_duplicate(season):
    folder, _ = season
    r = run_pysm("report", str(folder / "e.toml"), str(folder / "e.toml"), "--json")
    data = json.loads(r.stdout)
    assert len(data["cases"]) == 1 and data["duplicates"] == []


@pytest.mark.slow  # two reports, one with a pool of processes
def test_the_same_season_gives_the_same_page_byte_for_byte(season, tmp_path):
    folder, _ = season
    a, b = tmp_path / "a.html", tmp_path / "b.html"
    files = [str(folder / f"{x}.toml") for x in "bef"]
    assert run_pysm("report", *files, "-o", str(a), "--jobs", "1").returncode == 0
    assert run_pysm("report", *files, "-o", str(b), "--jobs", "2").returncode == 0
    assert a.read_bytes() == b.read_bytes()
