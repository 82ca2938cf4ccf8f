"""The command line through its real entry point: output, JSON contract, exit statuses."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from conftest import EXAMPLES, ROOT, run_pysm, sweep

FIRST = str(EXAMPLES / "es-primer-caso.toml")
TWO = str(EXAMPLES / "es-dos-soluciones.toml")
NONE = str(EXAMPLES / "en-impossible.toml")
BAD = str(EXAMPLES / "es-invalido.toml")


def test_verify_json_contract():
    out = run_pysm("verify", "--json", FIRST)
    assert out.returncode == 0, out.stdout + out.stderr
    (r,) = json.loads(out.stdout)
    for key in (
        "case",
        "file",
        "language",
        "size",
        "errors",
        "status",
        "solutions",
        "step_solvable",
        "steps",
        "difficulty",
        "stuck",
        "verified",
    ):
        assert key in r
    assert r["case"] == "es-primer-caso" and r["language"] == "es" and r["size"] == 5
    assert r["status"] == "unique" and r["errors"] == []
    (sol,) = r["solutions"]
    assert sol["murderer"] == "Ana" and sol["victim"] == "Iker"
    assert 'at("Berta",1,1)' in sol["atoms"] and 'murderer("Ana")' in sol["atoms"]


@pytest.mark.parametrize(
    "path, code, word",
    [
        (FIRST, 0, "ok"),
        (TWO, 1, "several solutions"),
        (NONE, 1, "no solution"),
        (BAD, 2, "INVALID"),
    ],
)
def test_verify_exit_status(path, code, word):
    out = run_pysm("verify", path)
    assert out.returncode == code
    assert word in out.stdout
    assert "Traceback" not in out.stdout + out.stderr


def test_verify_many_files_worst_status_and_summary():
    out = run_pysm("verify", FIRST, TWO, BAD)
    assert out.returncode == 2
    last = out.stdout.strip().splitlines()[-1]
    assert last == "3 cases: 1 verified, 1 failed, 1 invalid"


def test_verify_folder_keeps_going_past_broken_files():
    out = run_pysm("verify", "--json", str(EXAMPLES))
    reports = json.loads(out.stdout)
    names = [r["case"] for r in reports]
    assert "es-primer-caso" in names and "es-invalido" in names and "nl-gokken" in names
    assert out.returncode == 2


def test_verify_json_keeps_the_order_given_missing_files_included():
    out = run_pysm("verify", "--json", "missing-one.toml", FIRST, "missing-two.toml")
    reports = json.loads(out.stdout)
    assert [r["file"] for r in reports] == ["missing-one.toml", FIRST, "missing-two.toml"]
    assert [r["case"] for r in reports] == ["missing-one", "es-primer-caso", "missing-two"]
    assert reports[0]["status"] == "invalid" and "cannot read" in reports[0]["errors"][0]["message"]
    assert out.returncode == 2


def test_verify_multiple_names_the_people_who_move():
    out = run_pysm("verify", TWO)
    assert "Fien" in out.stdout and "Ana" in out.stdout and "in the other" in out.stdout


def test_solve_draws_board_and_murderer():
    out = run_pysm("solve", FIRST)
    assert out.returncode == 0
    assert (
        "asesina: Ana" in out.stdout and "+---+" in out.stdout and "Berta" in out.stdout
    )  # in the case language, in her gender


def test_solve_all_lists_every_answer_set():
    out = run_pysm("solve", "--all", "--json", TWO)
    data = json.loads(out.stdout)
    assert data["status"] == "multiple"
    people = [tuple(sorted(s["people"].items())) for s in data["solutions"]]
    assert len(people) == len(set(people)) == 64  # counted by hand from the clues


def test_solve_from_standard_input():
    text = (EXAMPLES / "es-primer-caso.toml").read_text(encoding="utf-8")
    out = run_pysm("solve", "--json", "-", stdin=text)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["solutions"][0]["murderer"] == "Ana"


@pytest.mark.parametrize(
    "case",
    sweep(
        [TWO]
        + [
            str(EXAMPLES / n)
            for n in (
                "nl-geen-kamer-leeg.toml",
                "nl-raam-tussen-kamers.toml",
                "es-en-la-cocina-o-en-el-salon.toml",
                "nl-de-enige-op-een-tapijt.toml",
                "en-north-of-every-plant.toml",
            )
        ],  # scene, windows, either, unique, ...
        [TWO, str(EXAMPLES / "nl-geen-kamer-leeg.toml"), str(EXAMPLES / "nl-raam-tussen-kamers.toml")],
    ),
)
def test_facts_pipe_into_plain_clingo_gives_same_answer_sets(case):
    TWO = case
    facts = run_pysm("facts", TWO).stdout
    rules = sorted(str(p) for p in (ROOT / "asp").glob("*.lp"))
    plain = subprocess.run(
        [sys.executable, "-m", "clingo", *rules, "-", "0", "--outf=2"], input=facts, capture_output=True, text=True
    )
    witnesses = json.loads(plain.stdout)["Call"][0]["Witnesses"]
    plain_sets = sorted(sorted(w["Value"]) for w in witnesses)
    ours = json.loads(run_pysm("solve", "--all", "--json", TWO).stdout)["solutions"]
    assert plain_sets == sorted(sorted(s["atoms"]) for s in ours)


def test_rules_option_replaces_a_bundled_file(tmp_path):
    # a clues.lp that gives the cards no meaning: the unique case gets many solutions
    (tmp_path / "clues.lp").write_text("% no clue has a meaning here\n")
    out = run_pysm("solve", "--json", "--rules", str(tmp_path), FIRST)
    assert json.loads(out.stdout)["status"] == "multiple"


def test_rules_option_extends(tmp_path):
    extra = tmp_path / "nobody_in_a1.lp"
    extra.write_text(":- at(_,1,1).\n")
    out = run_pysm("solve", "--json", "--rules", str(extra), FIRST)
    assert json.loads(out.stdout)["status"] == "none"


@pytest.mark.parametrize(
    "args, needle",
    [
        (["verify", "no/such/file.toml"], "No such file or directory"),
        (["solve", "no/such/file.toml"], "cannot read"),
        (["verify", "--bogus", FIRST], "unrecognized arguments"),
        (["frobnicate"], "invalid choice"),
        (["solve", "--rules", "no/such/rules.lp", FIRST], "no such rule file"),
    ],
)
def test_usage_errors_exit_2_without_traceback(args, needle):
    out = run_pysm(*args)
    assert out.returncode == 2
    assert needle in out.stdout + out.stderr
    assert "Traceback" not in out.stdout + out.stderr


def test_broken_rule_file_is_a_clear_error(tmp_path):
    bad = tmp_path / "broken.lp"
    bad.write_text("this is not asp(\n")
    out = run_pysm("solve", "--rules", str(bad), FIRST)
    assert out.returncode == 2 and "Traceback" not in out.stderr and out.stderr.strip()


def test_invalid_case_messages_name_file_field_and_line():
    out = run_pysm("solve", BAD)
    assert out.returncode == 2
    lines = out.stderr.strip().splitlines()
    assert all(line.startswith(BAD) for line in lines)
    assert any("person[1].card" in line and "Ana" in line for line in lines)


@pytest.mark.parametrize("command", ["solve", "verify"])
def test_timeout_is_a_clear_message(command):
    out = run_pysm(command, "--timeout", "0.000000001", str(EXAMPLES / "en-first-case.toml"))
    assert out.returncode == 2
    assert "longer than" in out.stdout + out.stderr
    assert "Traceback" not in out.stdout + out.stderr


@pytest.mark.parametrize("value", ["0", "-1", "soon"])
def test_bad_timeout_is_a_usage_error(value):
    out = run_pysm("solve", "--timeout", value, FIRST)
    assert out.returncode == 2 and "timeout" in out.stderr


def test_a_reader_that_goes_away_is_no_failure():
    """`pysm verify ... | head -1`: the closed pipe ends the output quietly, with no defect message."""
    import os

    read_end, write_end = os.pipe()
    os.close(read_end)  # the reader is gone before pysm writes a line
    try:
        done = subprocess.run(
            [sys.executable, "-m", "pysm", "verify", str(ROOT / "tests" / "fixtures")],
            stdout=write_end,
            stderr=subprocess.PIPE,
            text=True,
            timeout=300,
            cwd=ROOT,
        )
    finally:
        os.close(write_end)
    assert "unexpected failure" not in done.stderr
    assert "Traceback" not in done.stderr
