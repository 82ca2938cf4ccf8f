"""The spec's examples get the verdicts their expected.json states."""

from __future__ import annotations

import json

import pytest
from conftest import EXAMPLES, NEW_KINDS, examples, run_pysm

from pysm.solving.solver import select_rules
from pysm.verify.gate import verify_path

EXPECTED = json.loads((EXAMPLES / "expected.json").read_text(encoding="utf-8"))
VALID = sorted(k for k, v in EXPECTED.items() if v["status"] != "invalid")


@pytest.fixture(scope="module")
def reports():
    rules = select_rules()
    return {name: verify_path(str(EXAMPLES / name), rules=rules) for name in EXPECTED if name not in NEW_KINDS}


def report_of(reports, name):
    """The report of one example (examples in kinds not implemented yet are verified here, in their xfail test)."""
    return reports[name] if name in reports else verify_path(str(EXAMPLES / name), rules=select_rules())


@pytest.mark.parametrize("name", examples(EXPECTED))
def test_status(name, reports):
    report = report_of(reports, name)
    assert report.status == EXPECTED[name]["status"], [str(e) for e in report.errors]


@pytest.mark.parametrize("name", examples(n for n in VALID if EXPECTED[n]["status"] == "unique"))
def test_unique_solution_and_murderer(name, reports):
    (want,) = EXPECTED[name]["solutions"]
    report = report_of(reports, name)
    assert report.result is not None, [str(e) for e in report.errors]
    (got,) = report.result.solutions
    assert dict(got.people) == want["people"]
    assert got.murderer == want["murderer"]


def test_multiple_shows_two_solutions_and_all_lists_the_expected_ones(reports):
    got = reports["es-dos-soluciones.toml"].result.solutions
    assert len(got) == 2 and got[0].people != got[1].people
    every = verify_path(
        str(EXAMPLES / "es-dos-soluciones.toml"), rules=select_rules(), limit=0, with_proof=False
    ).result.solutions
    every = [dict(s.people) for s in every]
    assert all(dict(s.people) in every for s in got)
    for want in EXPECTED["es-dos-soluciones.toml"]["solutions"]:
        assert want["people"] in every


def test_invalid_example_reports_every_mistake_in_one_run():
    out = run_pysm("verify", str(EXAMPLES / "es-invalido.toml"))
    assert out.returncode == 2
    assert "Traceback" not in out.stderr + out.stdout
    for message in EXPECTED["es-invalido.toml"]["errors_expected"]:
        assert message in out.stdout, message
    assert "es-invalido.toml" in out.stdout


def test_invalid_example_json_names_field_line_person():
    out = run_pysm("verify", "--json", str(EXAMPLES / "es-invalido.toml"))
    assert out.returncode == 2
    (report,) = json.loads(out.stdout)
    assert report["status"] == "invalid" and report["solutions"] is None
    by_person = {e.get("person") for e in report["errors"]}
    assert {"Ana", "Bruno", "Carla", "Dario"} <= by_person
    assert all("line" in e for e in report["errors"] if e.get("person"))
