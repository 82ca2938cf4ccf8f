"""Text output shows control, direction and zero-width characters escaped, and two names that
differ only by such characters are one name (refused as a duplicate)."""

from __future__ import annotations

import json
import sys

import pytest
from conftest import ROOT, SLOW, run_pysm

sys.path.insert(0, str(ROOT / "benchmarks"))
import hostile  # noqa: E402

HIDDEN = ["\u202e", "\u200b", "\u2066", "\u200f", "\u061c"]  # override, zero-width, isolate, marks


COMMANDS = [["verify"], ["solve"], ["explain"], ["solve", "--all"], ["facts"]]


def _marks_and_commands() -> list:
    """Every hidden character under every command; the fast suite pairs each character with one
    command, so each of both is tried."""
    return [
        pytest.param(command, mark, id=f"{' '.join(command)}-{ord(mark):04x}", marks=() if i == j else SLOW)
        for i, command in enumerate(COMMANDS)
        for j, mark in enumerate(HIDDEN)
    ]


@pytest.mark.parametrize("command, mark", _marks_and_commands())
def test_a_name_with_a_hidden_character_is_shown_escaped(tmp_path, mark, command):
    path = tmp_path / "case.toml"
    path.write_text(hostile.renamed("Edmund", f"Ed{mark}mund"), encoding="utf-8")
    out = run_pysm(*command, str(path))
    assert out.returncode in (0, 1), out.stderr
    assert mark not in out.stdout and f"Ed\\u{ord(mark):04x}mund" in out.stdout


def test_json_output_stays_json_with_the_hidden_characters_escaped(tmp_path):
    path = tmp_path / "case.toml"
    path.write_text(hostile.renamed("Edmund", "Ed\u202emund"), encoding="utf-8")
    out = run_pysm("solve", "--json", str(path))
    assert "\u202e" not in out.stdout
    assert json.loads(out.stdout)["solutions"][0]["murderer"] == "Ed\u202emund"


@pytest.mark.parametrize(
    "first, second",
    [
        ("Margaret", "Marg\u200baret"),
        ("Marg\u200baret", "Margaret"),
        ("Margaret", "\u202eMargaret"),
        ("Margaret", "Marga\u2060ret"),
    ],
)
def test_names_that_differ_only_by_invisible_characters_are_one_name(tmp_path, first, second):
    text = hostile.renamed("Edmund", second, hostile.renamed("Margaret", first))
    path = tmp_path / "case.toml"
    path.write_text(text, encoding="utf-8")
    out = run_pysm("verify", str(path))
    assert out.returncode == 2 and "only by invisible characters" in out.stdout
