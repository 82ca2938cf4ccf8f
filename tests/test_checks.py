"""What the gate checks beside the verdict: clues the board decides alone (an error when no cell fits a
positive clue, a warning when every cell fits a negated one), and the proof check, which re-derives
every step from what it cites (pysm.verify.proof_check)."""

from __future__ import annotations

import dataclasses
import json

import pytest
from conftest import EXAMPLES, run_pysm

from pysm.solving import facts
from pysm.solving.solver import select_rules
from pysm.verify.gate import verify_path
from pysm.verify.proof_check import check_proof

RULES = select_rules()
FIRST = (EXAMPLES / "en-first-case.toml").read_text(encoding="utf-8")
INES = "She was in the second row. She was in the second column from the left."


def with_ines(card: str) -> str:
    assert INES in FIRST
    return FIRST.replace(INES, card)


# (Ines's card on en-first-case, the status, the errors' and the warnings' messages)
BOARD_CLUES = [
    (INES, "unique", [], []),
    (
        "She was next to a lamp.",
        "invalid",
        ["sentence 1 'She was next to a lamp.' cannot hold on this board: no lamp on this board"],
        [],
    ),
    (
        "She was on a lamp.",
        "invalid",
        ["sentence 1 'She was on a lamp.' cannot hold on this board: no lamp on this board"],
        [],
    ),
    (
        "She was the only person on a lamp.",
        "invalid",
        ["sentence 1 'She was the only person on a lamp.' cannot hold on this board: no lamp on this board"],
        [],
    ),
    (
        "She was in the second row and next to a lamp. She was in the second column from the left.",
        "invalid",
        [
            "sentence 1, part 2 'She was in the second row and next to a lamp.' cannot hold on this board: "
            "no lamp on this board"
        ],
        [],
    ),
    (
        INES + " She was not next to a lamp.",
        "unique",
        [],
        ["sentence 3 'She was not next to a lamp.' says nothing on this board: no lamp on this board"],
    ),
    (
        INES + " She was not on a lamp.",
        "unique",
        [],
        ["sentence 3 'She was not on a lamp.' says nothing on this board: no lamp on this board"],
    ),
]


@pytest.mark.parametrize("card, status, errors, warnings", BOARD_CLUES, ids=[row[0] for row in BOARD_CLUES])
def test_a_clue_the_board_decides_alone_says_so(card, status, errors, warnings):
    report = verify_path("ines.toml", rules=RULES, text=with_ines(card))
    assert report.status == status
    assert [e.message for e in report.errors] == errors
    assert [w.message for w in report.warnings] == warnings
    for item in report.errors + report.warnings:  # the place: file, card, line, person
        assert (item.file, item.field, item.person) == ("ines.toml", "person[2].card", "Ines")
        assert FIRST.splitlines()[item.line - 1].startswith("card = ")


def test_a_negation_no_free_cell_escapes_is_a_warning_without_a_missing_object():
    """es-junto-a-la-pared: the only mat lies beside a shelf, the one other cell of its room."""
    report = verify_path(str(EXAMPLES / "es-junto-a-la-pared.toml"), rules=RULES)
    assert report.verified
    assert [w.message for w in report.warnings] == [
        "sentence 1 'No estaba junto a ninguna alfombrilla.' says nothing on this board: "
        "every free cell of the board fits it"
    ]


def test_verify_prints_and_lists_the_warnings(tmp_path):
    case = tmp_path / "lamp.toml"
    case.write_text(with_ines(INES + " She was not next to a lamp."), encoding="utf-8")
    done = run_pysm("verify", str(case))
    assert done.returncode == 0
    assert f"warning: {case}:70: person[2].card: Ines: sentence 3" in done.stdout
    data = json.loads(run_pysm("verify", "--json", str(case)).stdout)[0]
    assert data["warnings"] == [
        {
            "message": "sentence 3 'She was not next to a lamp.' says nothing on this board: no lamp on this board",
            "field": "person[2].card",
            "line": 70,
            "person": "Ines",
        }
    ]
    case.write_text(with_ines("She was next to a lamp."), encoding="utf-8")
    done = run_pysm("verify", str(case))
    assert done.returncode == 2 and "cannot hold on this board: no lamp on this board" in done.stdout


# ---- the proof check ------------------------------------------------------------------------------


@pytest.mark.parametrize("name", sorted(p.name for p in EXAMPLES.glob("*.toml")))
def test_every_step_of_the_examples_follows_from_what_it_cites(name):
    report = verify_path(str(EXAMPLES / name), rules=RULES, check=False)
    if report.proof is None:
        return
    assert check_proof(report.loaded, facts.render(report.loaded), report.proof, RULES) == []


def tampered(report, number: int, cell_of: str):
    """The proof with step `number` also removing the cell the solution gives `cell_of`."""
    steps = list(report.proof.steps)
    where = dict(report.result.solutions[0].people)[cell_of]
    steps[number - 1] = dataclasses.replace(steps[number - 1], removed=steps[number - 1].removed + ((cell_of, where),))
    return dataclasses.replace(report.proof, steps=tuple(steps))


def test_a_step_that_removes_a_possible_cell_is_named():
    report = verify_path(str(EXAMPLES / "en-first-case.toml"), rules=RULES, check=False)
    step = report.proof.steps[0]
    proof = tampered(report, 1, step.people[0])
    problems = check_proof(report.loaded, facts.render(report.loaded), proof, RULES)
    # the first wrong step is named; the steps after it stand on a grid without the solution
    assert (problems[0].step, problems[0].family) == (1, step.family)
    assert "still possible given what it cites" in str(problems[0])


def test_a_step_that_cites_too_little_is_named():
    """A step keeps only its premises: the same removal with another person's clue cited fails."""
    report = verify_path(str(EXAMPLES / "en-first-case.toml"), rules=RULES, check=False)
    first = report.proof.steps[0]
    other = next(p.name for p in report.loaded.people if p.name != first.people[0] and not p.is_victim)
    wrong = dataclasses.replace(first, clue=(other, 1, 0), cites=((other, 1, 0),))
    proof = dataclasses.replace(report.proof, steps=(wrong,) + report.proof.steps[1:])
    problems = check_proof(report.loaded, facts.render(report.loaded), proof, RULES)
    assert [p.step for p in problems] == [1]


def test_verify_check_proof_on_the_command_line():
    done = run_pysm("verify", "--check-proof", str(EXAMPLES / "en-first-case.toml"))
    assert done.returncode == 0, done.stdout + done.stderr
    assert "verified" in done.stdout
