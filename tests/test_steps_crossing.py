"""Families "crossing" (asp/steps/crossing.lp: a cell that shares a row or a column with every cell
left to someone is nobody else's) and "lone-cell" (asp/steps/lone_cell.lp: the only open cell of a
line is someone's, so the line across it is taken). Table-driven on small boards (see test_steps_families.py for the
format of a row), only for a case that accepts the family (`step_families`), and sound on random
cases: no step removes a cell of the placement the clues were drawn from, or of any solution."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from conftest import sweep
from kindcases import kind_case_3
from randomcases import proved_sound, random_case
from test_steps_families import case, steps_of

from pysm.authoring.theapo import convert
from pysm.authoring.theapo import level as levels
from pysm.case import loader
from pysm.core.errors import CaseInvalid
from pysm.core.model import OPTIONAL_FAMILIES
from pysm.proof.prove import prove
from pysm.solving.facts import render
from pysm.solving.solver import select_rules, solve

OPEN = "AAAA/AAAA/AAAA/AAAA"  # one room
ACCEPTS = 'step_family("crossing").'

CROSSING = [
    # (facts, candidates, expected steps)
    # Ana's cells A1, C1, A3 lie on row 1 and column A: whoever else stood on A1 would leave her
    # nowhere; Bo leaves A1
    (
        case(OPEN, "Ana:f Bo:m Cy:f", ACCEPTS),
        {"Ana": "A1 C1 A3", "Bo": "A1 B2 D4", "Cy": "B3 C4"},
        ['cross("Ana"): Bo:A1'],
    ),
    # the crossing cell need not be one of hers: B1 and A2 cross at A1 and at B2; Bo leaves both
    (
        case(OPEN, "Ana:f Bo:m Cy:f", ACCEPTS),
        {"Ana": "B1 A2", "Bo": "A1 B2 D4", "Cy": "C3 D3"},
        ['cross("Ana"): Bo:A1 Bo:B2'],
    ),
    # two people's crosses in one answer: each is a step of its own
    (
        case(OPEN, "Ana:f Bo:m Cy:f", ACCEPTS),
        {"Ana": "B1 A2", "Bo": "A1 C3 D4", "Cy": "C4 D3"},
        ['cross("Ana"): Bo:A1', 'cross("Cy"): Bo:C3 Bo:D4'],
    ),
    # a cell off her cross stays: Ana's A1, C1, C3 lie on no single row and column
    (case(OPEN, "Ana:f Bo:m", ACCEPTS), {"Ana": "A1 C1 C3", "Bo": "A1 B2 C1 D4"}, ['cross("Ana"): Bo:C1']),
    # nothing crosses: Ana's cells spread over two rows and three columns
    (case(OPEN, "Ana:f Bo:m", ACCEPTS), {"Ana": "A1 B2 C1", "Bo": "A3 B4"}, []),
    # a person held to one row is "locked-line"'s, never crossing's... unless she also keeps
    # one column: Ana's A1 and C1 cross at A1 and C1 only with her own cells, row 1 is her line
    (case(OPEN, "Ana:f Bo:m", ACCEPTS), {"Ana": "A1 C1", "Bo": "A1 C1 B3"}, ['cross("Ana"): Bo:A1 Bo:C1']),
    # a placed person is "placed"'s step: crossing says nothing of her
    (case(OPEN, "Ana:f Bo:m", ACCEPTS), {"Ana": "B2", "Bo": "B1 A2 C3"}, []),
    # a case that does not accept the family: nothing, whatever the cells
    (case(OPEN, "Ana:f Bo:m Cy:f"), {"Ana": "A1 C1 A3", "Bo": "A1 B2 D4", "Cy": "B3 C4"}, []),
]


@pytest.mark.parametrize("facts, cands, expected", CROSSING)
def test_crossing(facts, cands, expected):
    assert steps_of("crossing", facts, cands) == expected


LONE = 'step_family("lone-cell").'
FOUR = "Ana:f Bo:m Cy:f Dan:m"

LONE_CELL = [
    # row 1 has one open cell, B1 (Ana or Bo stands there): column B is taken, Cy leaves B3, Dan B4;
    # column A has one open cell, A2: row 2 is taken, Bo leaves C2
    (
        case(OPEN, FOUR, LONE),
        {"Ana": "B1 A2", "Bo": "B1 C2", "Cy": "B3 C3 D3", "Dan": "B4 D4"},
        ["column_cell(2,1): Bo:C2", "row_cell(1,2): Cy:B3 Dan:B4"],
    ),
    # column D has one open cell, D4: row 4 is taken, Cy leaves A4
    (
        case(OPEN, FOUR, LONE),
        {"Ana": "A1 B1", "Bo": "B2 C2", "Cy": "A3 C3 A4", "Dan": "D4 C1"},
        ["column_cell(4,4): Cy:A4"],
    ),
    # fewer people than rows: a row may stay empty, nothing follows
    (case(OPEN, "Ana:f Bo:m Cy:f", LONE), {"Ana": "B1 A2", "Bo": "B1 C2", "Cy": "B3 C3 D3"}, []),
    # a case that does not accept the family: nothing
    (case(OPEN, FOUR), {"Ana": "B1 A2", "Bo": "B1 C2", "Cy": "B3 C3 D3", "Dan": "B4 D4"}, []),
]


@pytest.mark.parametrize("facts, cands, expected", LONE_CELL)
def test_lone_cell(facts, cands, expected):
    assert steps_of("lone-cell", facts, cands) == expected


def accepting(rc):
    return dataclasses.replace(rc.case, step_families=("crossing", "lone-cell"))


@pytest.mark.parametrize("seed", sweep(range(80), range(4)))
def test_random_case_sound(seed):
    """A random case with true clues, accepting "crossing": no choice, and no step removes a
    cell of the placement the clues were drawn from."""
    rc = random_case(seed, clues=(1, 2)) if seed % 2 else kind_case_3(seed, None, clues=(1, 2))
    c = accepting(rc)
    proved_sound(rc, c)


@pytest.mark.parametrize("seed", sweep(range(3000, 3040), (3000, 3007)))
def test_random_case_keeps_every_solution(seed):
    """On small boards with few clues (often several solutions), no step removes a cell that any
    solution uses."""
    rc = random_case(seed, 4 + seed % 2, clues=(0, 1))
    c = accepting(rc)
    facts = render(c)
    result = solve(c, facts, select_rules(), limit=0)
    used = {pc for sol in result.solutions for pc in sol.people}
    assert tuple(rc.truth.items())[0] in used
    removed = {pc for step in prove(c, facts).steps for pc in step.removed}
    assert not removed & used


def test_the_random_cases_use_the_family():
    """The soundness sweeps above ask the family something: some of their proofs use it."""
    for rc in (random_case(3, clues=(1, 2)), kind_case_3(12, None, clues=(1, 2)), random_case(3007, 5, clues=(0, 1))):
        c = accepting(rc)
        assert any(s.family == "crossing" for s in prove(c, render(c)).steps)
        assert not any(s.family == "crossing" for s in prove(rc.case, render(rc.case)).steps)
    for rc in (kind_case_3(10, None, clues=(1, 2)), random_case(3004, 4, clues=(0, 1))):
        c = accepting(rc)
        assert any(s.family == "lone-cell" for s in prove(c, render(c)).steps)
        assert not any(s.family == "lone-cell" for s in prove(rc.case, render(rc.case)).steps)


# ---- the case accepts the family: step_families (case-format-3.md) ------------------------------

HOUSE = Path(__file__).parent / "theapo_levels" / "small-house.json"


def imported() -> str:
    return convert.convert(levels.read(str(HOUSE)), "en")


IMPORTED_LINE = "step_families = [" + ", ".join(f'"{f}"' for f in OPTIONAL_FAMILIES) + "]"


def test_an_imported_level_accepts_every_optional_family():
    """The importer writes every optional family, and the loader reads them back."""
    text = imported()
    assert IMPORTED_LINE in text.splitlines()
    c = loader.load("house.toml", text)
    assert c.step_families == OPTIONAL_FAMILIES
    assert {f'step_family("{f}").' for f in c.step_families} <= set(render(c).splitlines())


def test_a_case_without_the_field_accepts_no_family():
    text = "\n".join(line for line in imported().splitlines() if not line.startswith("step_families"))
    c = loader.load("house.toml", text)
    assert c.step_families == ()
    assert "step_family" not in render(c)


@pytest.mark.parametrize(
    "value, message",
    [
        (
            '["guessing"]',
            "step_families[1]: unknown step family 'guessing'; optional families: " + ", ".join(OPTIONAL_FAMILIES),
        ),
        ('"crossing"', "step_families: must be an array of strings"),
        ('["crossing", 3]', "step_families: must be an array of strings"),
    ],
)
def test_a_bad_step_families_field_is_refused(value, message):
    text = imported().replace(IMPORTED_LINE, f"step_families = {value}")
    with pytest.raises(CaseInvalid) as err:
        loader.load("house.toml", text)
    assert any(message in str(e) for e in err.value.errors), [str(e) for e in err.value.errors]
