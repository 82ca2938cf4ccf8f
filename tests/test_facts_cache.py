"""The facts template's compiled code is kept in Jinja's bytecode cache (pysm.solving.facts):
a cached, a cut-short, a garbled or an unwritable cache renders the same facts as no cache."""
from __future__ import annotations

from pathlib import Path

import jinja2
import pytest

from pysm.solving import facts
from pysm.case.loader import load
from pysm.core.resources import templates_dir

CASE = Path(__file__).resolve().parent / "spec_examples" / "en-first-case.toml"


def _render(monkeypatch, cache) -> str:
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(str(templates_dir())), autoescape=False,
                             undefined=jinja2.StrictUndefined, keep_trailing_newline=True, bytecode_cache=cache)
    env.filters.update(q=facts.quote, term=facts.clue_term)
    monkeypatch.setattr(facts, "_environment", lambda folder: env)
    return facts.render(load(str(CASE)))


@pytest.mark.parametrize("damage", ["none", "cut short", "garbage", "not a folder"])
def test_cache_gives_the_same_facts(tmp_path, monkeypatch, damage):
    plain = _render(monkeypatch, None)
    folder = tmp_path / "cache"
    folder.mkdir()
    assert _render(monkeypatch, facts.bytecode_cache(jinja2, str(folder))) == plain   # compiles, writes
    (written,) = folder.glob("pysm-*.cache")
    if damage == "cut short":
        written.write_bytes(written.read_bytes()[:40])
    elif damage == "garbage":
        written.write_bytes(b"\0" * 200)
    elif damage == "not a folder":
        folder = tmp_path / "a-file"
        folder.write_text("")
    assert _render(monkeypatch, facts.bytecode_cache(jinja2, str(folder))) == plain   # reads or recompiles
