"""The facts template's compiled code is kept in pysm's disk cache (pysm.core.template_cache):
a cached, a cut-short, a garbled or an unusable entry renders the same facts as no cache, and
PYSM_CACHE_DIR="" keeps nothing anywhere."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import jinja2
import pytest

from pysm.case.loader import load
from pysm.core.resources import templates_dir
from pysm.core.template_cache import DiskBytecodeCache
from pysm.solving import facts

ROOT = Path(__file__).resolve().parent.parent
CASE = ROOT / "tests" / "spec_examples" / "en-first-case.toml"


def _environment(cache) -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(templates_dir())),
        autoescape=False,
        undefined=jinja2.StrictUndefined,
        keep_trailing_newline=True,
        bytecode_cache=cache,
    )
    env.filters.update(q=facts.quote, term=facts.clue_term)
    return env


def _render(monkeypatch, cache) -> str:
    env = _environment(cache)
    monkeypatch.setattr(facts, "_environment", lambda folder: env)
    return facts.render(load(str(CASE)))


@pytest.mark.parametrize("damage", ["none", "cut short", "garbage", "not bytes", "a folder", "off"])
def test_cache_gives_the_same_facts(tmp_path, monkeypatch, damage):
    plain = _render(monkeypatch, None)
    monkeypatch.setenv("PYSM_CACHE_DIR", str(tmp_path))
    assert _render(monkeypatch, DiskBytecodeCache()) == plain  # compiles, keeps
    (written,) = tmp_path.glob("jinja-*.marshal")
    if damage == "cut short":
        written.write_bytes(written.read_bytes()[:40])
    elif damage == "garbage":
        written.write_bytes(b"\0" * 200)
    elif damage == "not bytes":
        written.write_bytes(__import__("marshal").dumps([1, 2]))
    elif damage == "a folder":
        written.unlink()
        written.mkdir()
    elif damage == "off":
        monkeypatch.setenv("PYSM_CACHE_DIR", "")
    loaded = []
    cache = DiskBytecodeCache()
    monkeypatch.setattr(
        cache, "dump_bytecode", lambda bucket, dump=cache.dump_bytecode: (loaded.append(1), dump(bucket))
    )
    assert _render(monkeypatch, cache) == plain  # reads, or compiles anew
    assert bool(loaded) is (damage != "none")  # compiled again only when not read


def test_the_kept_template_is_read_back(tmp_path, monkeypatch):
    monkeypatch.setenv("PYSM_CACHE_DIR", str(tmp_path))
    _environment(DiskBytecodeCache()).get_template("facts.lp.j2")
    compiled = []
    monkeypatch.setattr(jinja2.Environment, "compile", lambda *a, **k: compiled.append(a))
    _environment(DiskBytecodeCache()).get_template("facts.lp.j2")
    assert not compiled


def test_a_changed_template_has_an_entry_of_its_own(tmp_path, monkeypatch):
    monkeypatch.setenv("PYSM_CACHE_DIR", str(tmp_path / "cache"))
    folder = tmp_path / "templates"
    folder.mkdir()
    rendered = []
    for text in ("one {{ x }}", "two {{ x }}"):
        (folder / "t.j2").write_text(text)
        env = jinja2.Environment(loader=jinja2.FileSystemLoader(str(folder)), bytecode_cache=DiskBytecodeCache())
        rendered.append(env.get_template("t.j2").render(x=1))
    assert rendered == ["one 1", "two 1"]
    assert len(list((tmp_path / "cache").glob("jinja-*.marshal"))) == 2


NOTHING_WRITTEN = ["verify", "facts", "explain"]


@pytest.mark.parametrize("command", NOTHING_WRITTEN)
def test_no_cache_writes_nothing_anywhere(tmp_path, command):
    """PYSM_CACHE_DIR="": not pysm's folder, not Jinja's own in the temporary folder, not home."""
    temporary, home = tmp_path / "tmp", tmp_path / "home"
    temporary.mkdir()
    home.mkdir()
    env = dict(os.environ, PYSM_CACHE_DIR="", TMPDIR=str(temporary), HOME=str(home))
    done = subprocess.run(
        [sys.executable, "-m", "pysm", command, str(CASE)], env=env, cwd=tmp_path, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    assert sorted(p.name for p in tmp_path.rglob("*")) == ["home", "tmp"]


# A child process: explain the case, then say on standard error how many templates Jinja compiled.
EXPLAIN = """
import sys, jinja2
from pysm.cli.main import main
compiled, compile = [], jinja2.Environment.compile
jinja2.Environment.compile = lambda *a, **k: compiled.append(a) or compile(*a, **k)
status = main(["explain", "--lang", sys.argv[1], sys.argv[2]])
print(len(compiled), file=sys.stderr)
sys.exit(status)
"""


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_explanations_with_the_kept_template_are_the_same(tmp_path, lang):
    """A process that compiles the facts template and one that reads it back explain the
    case in the same words, and the second compiles nothing (explanations are patterns, not templates)."""
    env = dict(os.environ, PYSM_CACHE_DIR=str(tmp_path))
    runs = [
        subprocess.run(
            [sys.executable, "-c", EXPLAIN, lang, str(CASE)], env=env, cwd=ROOT, capture_output=True, text=True
        )
        for _ in range(2)
    ]
    assert [r.returncode for r in runs] == [0, 0], runs[0].stderr
    assert runs[0].stdout == runs[1].stdout and runs[0].stdout.count("\n") > 3
    assert int(runs[0].stderr) > 0 and int(runs[1].stderr) == 0
