"""One small case file per failure mode (tests/fixtures/), through the real command line.

Each fixture is a 4x4 case that is valid but for one thing (the three bases, one per
language, verify), so exactly the intended error appears. For every file the table
gives the verdict (`status` in `pysm verify --json`), the exit status, and each error:
a distinctive part of its message, and exactly the field, line, person and cell the
JSON error object carries (None: the key is absent).
"""

from __future__ import annotations

import json
import re

import pytest
from conftest import ROOT, run_pysm

FIXTURES = ROOT / "tests" / "fixtures"


def E(
    message: str, field: str | None = None, line: int | None = None, person: str | None = None, cell: str | None = None
) -> dict:
    return {"message": message, "field": field, "line": line, "person": person, "cell": cell}


# file -> the errors of `pysm verify --json`, in order (status "invalid", exit 2)
INVALID = {
    # missing and unknown fields
    "invalid-missing-language.toml": [
        E("missing field 'language' (one of de, en, es, fr, it, nl, pt, ru)", "language")
    ],
    "invalid-missing-rooms.toml": [E("missing field 'rooms' (N lines of N room keys)", "rooms")],
    "invalid-rooms-null.json": [E("missing field 'rooms' (N lines of N room keys)", "rooms", 4)],
    "invalid-unknown-field-top.toml": [
        E(
            "unknown field 'auteur' (known fields: author, doors, ground, "
            "language, large_board, object, object_type, objects, person, room, rooms, scene, "
            "solution, step_families, title, windows)",
            "auteur",
            3,
        )
    ],
    "invalid-unknown-field-room.toml": [
        E("unknown field 'colour' (a room has name, floor and outdoors)", "room.B", 25)
    ],
    "invalid-unknown-field-person.toml": [
        E("unknown field 'edad' (a person has name, gender, card and traits)", "person[2]", 46, "Bruno")
    ],
    # the grids
    "invalid-grid-short-row.toml": [E("row 3 has 3 cells; a 4x4 board needs 4", "rooms", 7)],
    "invalid-grid-too-many-rows.toml": [E("the grid has 5 rows of 4 cells; a board is N×N", "rooms", 4)],
    "invalid-size-3x3.toml": [E("the board has 3 rows; N must be from 4 to 9", "rooms", 4)],
    "invalid-size-10x10.toml": [E("the board has 10 rows; N must be from 4 to 9", "rooms", 4)],
    "invalid-room-key-without-table.toml": [E("room key 'E' in the grid has no [room.E] table", "rooms", 8, cell="D4")],
    "invalid-object-key-without-entry.toml": [E("object key 'x' has no entry in [object]", "objects", 14, cell="C3")],
    # rooms, objects, people
    "invalid-duplicate-room-name.toml": [E("room name 'Keuken' is also the name of room B", "room.C.name", 27)],
    "invalid-same-floor.toml": [
        E("rooms B (Kitchen) and D (Garden) are neighbours with the same floor 'carpet'", "room.D.floor", 32, cell="C3")
    ],
    "invalid-unknown-object-noun.toml": [
        E("object noun 'piano' is not in the object table; the nouns: alfombra, alfombrilla", "object.p", 36)
    ],
    "invalid-duplicate-person.toml": [E("duplicate person name 'Ana'", "person[2].name", 44, "Ana")],
    "invalid-person-count.toml": [E("the case has 3 people; a 4x4 board needs 4", "person", 38)],
    "invalid-gender.toml": [E("gender 'x' is not f or m", "person[2].gender", 45, "Bram")],
    "invalid-no-victim.toml": [E("no card carries the victim sentence; exactly one must", "person")],
    "invalid-two-victims.toml": [E("2 cards carry the victim sentence (Ana, Dario); exactly one must", "person")],
    "invalid-solution-cell-outside.toml": [
        E("cell 'E3' is not on the 4x4 board (A1 to D4)", "solution.Carla", 61, "Carla")
    ],
    "invalid-wrong-type.toml": [E("must be a string, not a number", "person[3].card", 51, "Carla")],
    # the cards
    # "danste" is no word of the language: a form without it might say something else, so no hint
    "invalid-card-no-form.toml": [
        E(
            "'Ze danste in de derde rij' matches no accepted sentence; the sentences of Nederlands say",
            "person[3].card",
            51,
            "Carla",
        )
    ],
    "invalid-unknown-room-in-clue.toml": [
        E(
            "the case has no room named 'Salón' (its rooms: Biblioteca, Cocina, Bodega, Jardín)",
            "person[4].card",
            56,
            "Dario",
        )
    ],
    "invalid-row-above-n.toml": [E("'the fifth row' is row 5 on a 4x4 board", "person[3].card", 51, "Carla")],
    "invalid-column-above-n.toml": [
        E("'de zesde kolom van links' is column 6 on a 4x4 board", "person[2].card", 46, "Bram")
    ],
    "invalid-gender-es-sola.toml": [E("'sola' on a man's card (gender disagreement)", "person[4].card", 56, "Dario")],
    "invalid-gender-nl-hij.toml": [E("'Hij' on a woman's card (gender disagreement)", "person[1].card", 41, "Anna")],
    "invalid-gender-en-she.toml": [E("'She' on a man's card (gender disagreement)", "person[2].card", 46, "Bruno")],
    "invalid-victim-two-extra-clues.toml": [
        E(
            "a victim's card carries at most one clue besides the victim sentence; this one carries 2",
            "person[4].card",
            56,
            "Dario",
        )
    ],
    # case-format-2.md: windows, doors, scene, names
    "invalid-windows-not-array.toml": [
        E('must be an array of strings ("CELL SIDE" entries like "B2 E"), not a string', "windows", 3)
    ],
    "invalid-window-entry.toml": [
        E("'B2' is not a cell and a side: write the cell, a space, then N, E, S or W (like \"B2 E\")", "windows[2]", 3)
    ],
    "invalid-door-off-board.toml": [E("cell 'E2' is not on the 4x4 board (A1 to D4)", "doors[2]", 3, cell="E2")],
    "invalid-scene-not-array.toml": [
        E("must be an array of strings (sentences about the whole board), not a list holding a number", "scene", 3)
    ],
    "invalid-scene-sentence.toml": [
        E("'The butler danced in the hall' matches no accepted scene sentence", "scene[1]", 3)
    ],
    "invalid-names-differ-by-accents.toml": [
        E("person name 'ÁNA' differs from 'Ana' only by case or accents", "person[3].name", 49, "ÁNA")
    ],
    # the file itself
    "invalid-toml-syntax.toml": [E("not valid TOML: Illegal character", line=23)],
    "invalid-json-syntax.json": [E("not valid JSON: Expecting ',' delimiter", line=4)],
    "invalid-not-utf8.toml": [E("the file is not valid UTF-8 text", line=31)],
    "invalid-empty.toml": [E("the file is empty", None)],
}

# file -> status; valid cases that fail verification (exit 1)
FAILS = {
    "fails-no-solution.toml": "none",
    "fails-several-solutions.toml": "multiple",
    "fails-needs-guessing.toml": "unique",
    "fails-solution-mismatch.toml": "unique",
}

SOLVING_FIELDS = ("solutions", "step_solvable", "steps", "difficulty", "stuck")


def verify_json(name: str) -> tuple[dict, int]:
    out = run_pysm("verify", "--json", str(FIXTURES / name))
    assert "Traceback" not in out.stdout + out.stderr
    assert out.stderr == ""
    (report,) = json.loads(out.stdout)
    assert report["file"] == str(FIXTURES / name)
    return report, out.returncode


def test_every_fixture_is_in_the_table():
    on_disk = {p.name for p in FIXTURES.iterdir() if p.is_file()}
    assert on_disk == set(INVALID) | set(FAILS)


def test_fixtures_use_all_three_languages():
    langs = {m.group(1) for p in FIXTURES.iterdir() for m in re.finditer(rb'^language = "(\w+)"', p.read_bytes(), re.M)}
    assert langs == {b"es", b"nl", b"en"}


@pytest.mark.parametrize("name", sorted(INVALID))
def test_invalid_fixture(name):
    report, code = verify_json(name)
    assert (report["status"], code, report["verified"]) == ("invalid", 2, False)
    assert all(report[k] is None for k in SOLVING_FIELDS)
    expected = INVALID[name]
    got = report["errors"]
    assert len(got) == len(expected), json.dumps(got, ensure_ascii=False, indent=1)
    for want, err in zip(expected, got, strict=False):
        assert want["message"] in err["message"]
        where = {k: err.get(k) for k in ("field", "line", "person", "cell")}
        assert where == {k: want[k] for k in where}, err


def test_fails_no_solution():
    report, code = verify_json("fails-no-solution.toml")
    assert (report["status"], code, report["verified"]) == ("none", 1, False)
    assert report["errors"] == [] and report["solutions"] == []
    assert report["step_solvable"] is False
    assert report["stuck"] == {"Bram": []}  # the prover finds Bram's cells run out


def test_fails_several_solutions():
    report, code = verify_json("fails-several-solutions.toml")
    assert (report["status"], code, report["verified"]) == ("multiple", 1, False)
    assert report["errors"] == []
    first, second = (s["people"] for s in report["solutions"])
    assert {n for n in first if first[n] != second[n]} == {"Carla", "Dario"}
    assert report["step_solvable"] is False and report["stuck"] == {"Carla": ["C3", "D3"], "Dario": ["C4", "D4"]}


def test_fails_needs_guessing():
    report, code = verify_json("fails-needs-guessing.toml")
    assert (report["status"], code, report["verified"]) == ("unique", 1, False)
    assert report["errors"] == []
    (solution,) = report["solutions"]
    assert solution["people"] == {"Ana": "A4", "Bruno": "D2", "Carla": "C1", "Dario": "B3"}
    assert solution["murderer"] == "Dario"
    assert report["step_solvable"] is False and report["difficulty"] is None
    assert report["stuck"] == {"Ana": ["A4", "D2"], "Bruno": ["A2", "B2", "D2", "D3", "D4"], "Dario": ["B3", "D4"]}


def test_fails_solution_mismatch():
    report, code = verify_json("fails-solution-mismatch.toml")
    assert (report["status"], code, report["verified"]) == ("unique", 1, False)
    assert report["errors"] == [] and report["step_solvable"] is True and report["stuck"] is None
    assert report["solutions"][0]["people"] == {"Ana": "A1", "Bruno": "B2", "Carla": "D3", "Dario": "C4"}
    assert report["solution_mismatch"] == [
        "Carla: the case states C3, the solution has D3",
        "Dario: the case states D4, the solution has C4",
    ]


def test_verify_the_folder_reports_every_file_and_keeps_going():
    out = run_pysm("verify", str(FIXTURES))
    assert out.returncode == 2
    assert "Traceback" not in out.stdout + out.stderr
    lines = out.stdout.splitlines()
    names = sorted(set(INVALID) | set(FAILS))
    heads = [line for line in lines if not line.startswith(" ")]
    assert len(heads) == len(names) + 1
    for name, head in zip(names, heads, strict=False):
        path = str(FIXTURES / name)
        if name in INVALID:
            n = len(INVALID[name])
            assert head == f"INVALID  {path}: {n} error{'s' if n != 1 else ''}"
        else:
            assert head.startswith(f"FAILED   {path}: ")
    assert heads[-1] == f"{len(names)} cases: 0 verified, {len(FAILS)} failed, {len(INVALID)} invalid"
    assert heads[-1] == "44 cases: 0 verified, 4 failed, 40 invalid"
