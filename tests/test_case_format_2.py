"""case-format-2.md fields through the loader: windows and doors become Case fields and facts,
in TOML and JSON alike; a case without them reads and renders exactly as before."""

from __future__ import annotations

import json
import tomllib

import pytest
from conftest import ROOT

from pysm.case import loader
from pysm.solving import facts

BASE = (ROOT / "tests" / "fixtures" / "fails-solution-mismatch.toml").read_text(encoding="utf-8")


def _with(top: str) -> str:
    head, rest = BASE.split("\nrooms", 1)
    return head + "\n" + top + "\nrooms" + rest


@pytest.mark.parametrize(
    "windows, doors, want_w, want_d, lines",
    [
        (
            '["B2 E", "a1 n"]',
            '["D4 s"]',
            ((2, 2, "e"), (1, 1, "n")),
            ((4, 4, "s"),),
            ["window(2,2,e).", "window(1,1,n).", "door(4,4,s)."],
        ),
        ("[]", '["C3 W", "C3 W"]', (), ((3, 3, "w"), (3, 3, "w")), ["door(3,3,w)."]),
    ],
)
@pytest.mark.parametrize("fmt", ["toml", "json"])
def test_windows_and_doors(tmp_path, fmt, windows, doors, want_w, want_d, lines):
    text = _with(f"windows = {windows}\ndoors = {doors}\n")
    path = tmp_path / f"case.{fmt}"
    path.write_text(text if fmt == "toml" else json.dumps(tomllib.loads(text)), encoding="utf-8")
    case = loader.load(str(path))
    assert (case.windows, case.doors) == (want_w, want_d)
    out = facts.render(case)
    for line in lines:
        assert line in out.splitlines()


def test_a_case_without_the_new_fields_is_unchanged(tmp_path):
    path = tmp_path / "case.toml"
    path.write_text(BASE, encoding="utf-8")
    case = loader.load(str(path))
    assert (case.scene, case.scene_text, case.windows, case.doors) == ((), (), (), ())
    out = facts.render(case)
    assert "window" not in out and "door" not in out and "scene" not in out


def test_windows_and_doors_round_trip_through_the_writer(tmp_path):
    from pysm.case.casefile import dump_case

    path = tmp_path / "case.toml"
    path.write_text(_with('windows = ["B2 E", "A1 N"]\ndoors = ["D4 S"]\n'), encoding="utf-8")
    case = loader.load(str(path))
    again = tmp_path / "again.toml"
    again.write_text(dump_case(case), encoding="utf-8")
    back = loader.load(str(again))
    assert (back.windows, back.doors) == (case.windows, case.doors)
    assert 'windows = ["B2 E", "A1 N"]' in dump_case(case)


def test_windows_and_doors_are_drawn(tmp_path):
    from pysm.views import board

    path = tmp_path / "case.toml"
    path.write_text(_with('windows = ["B1 N", "C3 S"]\ndoors = ["A2 W", "B2 E"]\n'), encoding="utf-8")
    case = loader.load(str(path))
    lines = board.draw(case).splitlines()
    assert lines[1] == "   +---+-W-+---+---+"  # B1's top side: a window in the board's edge
    assert lines[4] == " 2 D .   . D .   . |"  # A2's left side and B2's right side (a wall): doors
    assert lines[7] == "   +       + W     +"  # under C3, inside one room: no wall, a window
    assert "W window   D door" in board.legend(case)
    plain = tmp_path / "plain.toml"
    plain.write_text(BASE, encoding="utf-8")
    assert "W window" not in board.legend(loader.load(str(plain)))
