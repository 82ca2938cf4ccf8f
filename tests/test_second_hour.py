"""What a new user meets in the second hour: folder scans that skip what nobody means, help that
says what each command does, files never overwritten without --force, pictures and repairs
that say what they cannot show."""

from __future__ import annotations

import shutil

import pytest
from conftest import EXAMPLES, ROOT, run_pysm

FIXTURES = ROOT / "tests" / "fixtures"
CASE = EXAMPLES / "es-primer-caso.toml"


# ---- folder scans -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "folder",
    [".git", ".venv", "venv", "build", "dist", "node_modules", "__pycache__", "x.egg-info", "pkg", "env-with-pyvenv"],
)
def test_a_folder_scan_skips_what_a_user_never_means(tmp_path, folder):
    shutil.copy(CASE, tmp_path / "case.toml")
    inner = tmp_path / folder
    inner.mkdir()
    (inner / "bad.toml").write_text('language = "es"\n', encoding="utf-8")
    (inner / "__init__.py").write_text("", encoding="utf-8") if folder == "pkg" else None
    (inner / "pyvenv.cfg").write_text("", encoding="utf-8") if folder == "env-with-pyvenv" else None
    out = run_pysm("verify", str(tmp_path))
    assert out.returncode == 0 and out.stdout.splitlines()[-1] == "1 case: 1 verified, 0 failed, 0 invalid"
    # named on the command line, such a folder is scanned
    assert run_pysm("verify", str(inner)).returncode == 2


def test_a_scan_of_the_repository_takes_no_language_data(monkeypatch):
    from pysm.verify.gate import case_files

    monkeypatch.chdir(ROOT)
    files = case_files(["."])
    assert "./cases/en/blood-in-the-kitchen.toml" in files
    assert not [f for f in files if f.startswith(("./pysm/", "./.venv/", "./build/", "./.git/"))]


def test_the_studio_lists_what_verify_reads(tmp_path):
    from pysm.verify.gate import case_files
    from pysm.views.studio_folder import case_paths

    shutil.copy(CASE, tmp_path / "a.toml")
    for sub in ("cases", ".git", "build", "node_modules"):
        (tmp_path / sub).mkdir()
        shutil.copy(CASE, tmp_path / sub / "b.toml")
    (tmp_path / ".hidden.toml").write_text("x", encoding="utf-8")
    cli = sorted(str(p)[len(str(tmp_path)) + 1 :] for p in case_files([str(tmp_path)]))
    assert case_paths(tmp_path) == cli == ["a.toml", "cases/b.toml"]


# ---- help ---------------------------------------------------------------------------------------


def test_a_bare_pysm_lists_the_commands():
    out = run_pysm()
    assert out.returncode == 2
    for command in ("verify", "solve", "explain", "facts", "generate", "suggest", "render", "studio"):
        assert f"    {command} " in out.stderr


@pytest.mark.parametrize("command", ["solve", "explain", "facts", "render"])
def test_each_command_describes_itself(command):
    from pysm.cli.main import parser

    sub = next(a for a in parser()._subparsers._group_actions if a.dest == "command").choices[command]
    assert sub.description and len(sub.description) > 80


def test_generate_refuses_unknown_kinds_before_naming_a_seed(tmp_path):
    out = run_pysm("generate", "--size", "4", "--lang", "en", "--kinds", "foo", "-o", str(tmp_path))
    assert out.returncode == 2 and "--kinds foo" in out.stderr and "seed" not in out.stderr


def test_generate_says_when_a_case_stays_below_the_level_asked_for(tmp_path):
    out = run_pysm("generate", "--size", "4", "--lang", "en", "--level", "3", "--seed", "1", "-o", str(tmp_path))
    line = next(line for line in out.stderr.splitlines() if "wrote" in line)
    assert "level 2" in line and "asked for level 3" in line


# ---- render -------------------------------------------------------------------------------------


def test_render_does_not_overwrite_without_force(tmp_path):
    out = tmp_path / "board.svg"
    out.write_text("mine", encoding="utf-8")
    refused = run_pysm("render", str(CASE), "-o", str(out))
    assert refused.returncode == 2 and "--force" in refused.stderr and out.read_text(encoding="utf-8") == "mine"
    assert run_pysm("render", str(CASE), "-o", str(out), "--force").returncode == 0
    assert out.read_text(encoding="utf-8").startswith("<svg")


@pytest.mark.parametrize(
    "case, option, words",
    [
        ("fails-no-solution.toml", "--stuck", "no solution"),
        ("fails-no-solution.toml", "--solution", "no solution"),
        ("fails-several-solutions.toml", "--solution", "several solutions"),
    ],
)
def test_render_says_when_the_picture_asked_for_does_not_exist(case, option, words):
    out = run_pysm("render", option, str(FIXTURES / case))
    assert out.returncode == 1 and words in out.stderr and out.stdout.startswith("<svg")


def test_render_of_a_unique_solution_needs_no_note():
    out = run_pysm("render", "--solution", str(CASE))
    assert out.returncode == 0 and out.stderr == ""


# ---- suggest --------------------------------------------------------------------------------------


def test_suggest_shows_the_answer_set_it_aims_at_past_the_first_ten(tmp_path):
    text = (FIXTURES / "fails-several-solutions.toml").read_text(encoding="utf-8")
    for card in (
        "Estaba en la fila de arriba. Estaba en una silla.",
        "Estaba en la segunda fila. Estaba en la segunda columna desde la izquierda.",
        "Estaba en la tercera fila.",
    ):
        text = text.replace(card, "No estaba en la fila de abajo.")
    path = tmp_path / "many.toml"
    path.write_text(text, encoding="utf-8")
    out = run_pysm("suggest", "--pick", "30", str(path))
    assert "intended: answer set 30" in out.stdout
    assert any(line.startswith("   * 30. ") for line in out.stdout.splitlines()), out.stdout
