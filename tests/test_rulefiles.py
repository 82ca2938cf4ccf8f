"""The rule files' disk cache (pysm/solving/rulefiles.py): what it keeps and when it is used; that every
statement knows its place in its file (clingo's messages name the file and line); and that no
clingo AST object is shared between threads or outlives a grounding."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from conftest import valid_case_files

from pysm.case.loader import load
from pysm.core import diskcache
from pysm.proof.prove import prove, step_rules
from pysm.solving import relevant, rulefiles, solver
from pysm.solving.facts import render

ROOT = Path(__file__).resolve().parent.parent
RULE = ROOT / "asp" / "victim.lp"


@pytest.fixture
def cache(tmp_path, monkeypatch):
    """An empty cache folder, and no file read yet in this process."""
    folder = tmp_path / "cache"
    monkeypatch.setenv("PYSM_CACHE_DIR", str(folder))
    monkeypatch.setattr(rulefiles, "_FILES", {})
    return folder


def _read(path: Path = RULE):
    return rulefiles.statements(path, lambda *_: None)


def _fields(found) -> list:
    return [(s.text, relevant.fields(s.analysis)) for s in found]


def test_a_second_process_reads_the_cache_not_the_file(cache, monkeypatch):
    first = _read()
    assert [p.name for p in cache.iterdir()] and all(p.suffix == ".marshal" for p in cache.iterdir())
    monkeypatch.setattr(rulefiles, "_FILES", {})  # as in a new process

    def no_parse(*_):
        raise AssertionError("parsed again")

    monkeypatch.setattr(rulefiles, "_parse", no_parse)
    again = _read()
    assert _fields(again) == _fields(first)
    assert [s.origin for s in again] == [s.origin for s in first]


@pytest.mark.parametrize("garbage", [b"", b"\x00\x01garbage", b"\xe9" * 40])
def test_a_garbled_entry_is_made_anew(cache, monkeypatch, garbage):
    first = _fields(_read())
    (entry,) = cache.iterdir()
    entry.write_bytes(garbage)
    monkeypatch.setattr(rulefiles, "_FILES", {})
    assert _fields(_read()) == first
    assert entry.read_bytes() != garbage


def test_an_entry_of_another_shape_is_made_anew(cache, monkeypatch):
    import marshal

    first = _fields(_read())
    (entry,) = cache.iterdir()
    entry.write_bytes(marshal.dumps([("a.", ("rule",))]))  # too few fields
    monkeypatch.setattr(rulefiles, "_FILES", {})
    assert _fields(_read()) == first


def test_changed_bytes_get_their_own_entry(cache, tmp_path):
    rule = tmp_path / "r.lp"
    rule.write_text("a(1).\n")
    _read(rule)
    rule.write_text("a(1).\nb(X) :- a(X).\n")
    os.utime(rule, ns=(1, 1))  # another version, whatever the clock
    assert [s.text for s in _read(rule)][-1] == "b(X) :- a(X)."
    assert len(list(cache.iterdir())) == 2


def test_turned_off_writes_nothing(tmp_path, monkeypatch):
    monkeypatch.setenv("PYSM_CACHE_DIR", "")
    monkeypatch.setattr(rulefiles, "_FILES", {})
    monkeypatch.chdir(tmp_path)
    assert diskcache.cache_dir() is None
    assert _read()
    assert list(tmp_path.iterdir()) == []


def test_an_entry_that_cannot_be_written_only_costs_the_parse(cache, monkeypatch):
    def full(*_):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(Path, "write_bytes", full)
    assert _fields(_read())
    assert list(cache.iterdir()) == []  # no entry, and no temporary file left behind


def test_a_parse_error_names_the_file(cache, tmp_path):
    rule = tmp_path / "bad.lp"
    rule.write_text("a(X :- b.\n")
    with pytest.raises(solver.RulesError, match="bad.lp"):
        solver.parsed(rule, [])


# ---- Where each statement is; text only between groundings ----------------------------

CASES = valid_case_files()[::7]


@pytest.mark.parametrize("path", [*solver.select_rules(), *step_rules()], ids=lambda p: p.name)
def test_every_statement_knows_its_place_in_its_file(path):
    import clingo.ast

    asts: list = []
    clingo.ast.parse_files([str(path)], asts.append)
    found = solver.parsed(path, [])
    assert [s.origin for s in found] == [(str(path), i) for i in range(len(asts))]
    assert [s.text for s in found] == [str(a) for a in asts]


def _clingo_asts() -> int:
    import gc

    import clingo.ast

    gc.collect()
    return sum(isinstance(o, (clingo.ast.AST, clingo.ast.ASTSequence)) for o in gc.get_objects())


def test_no_clingo_ast_outlives_a_verify():
    """clingo's AST nodes are not safe to share between threads (their reference counts are
    not atomic); the uniqueness thread and the proof run at once. None may be kept."""
    from pysm.verify.gate import verify_path

    before = _clingo_asts()
    for _ in range(4):  # past any "parse once it is used enough"
        for path in CASES[:3]:
            assert verify_path(str(path), rules=solver.select_rules()).result is not None
    assert _clingo_asts() == before


def test_verifications_in_threads_report_what_one_at_a_time_does():
    """The studio verifies in worker threads, each verify with its own uniqueness thread."""
    import threading

    from pysm.verify.gate import verify_path

    def report(path):
        return verify_path(str(path), rules=solver.select_rules()).as_dict()

    alone = {p: report(p) for p in CASES[:6]}
    together: dict = {}

    def work(paths):
        for _ in range(3):
            for p in paths:
                together.setdefault(p, []).append(report(p))

    threads = [threading.Thread(target=work, args=(CASES[i:6:2],)) for i in (0, 1)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert together == {p: [alone[p]] * 3 for p in alone}


def test_the_analysis_of_a_case_is_kept_too(cache, monkeypatch):
    statements = [s for p in solver.select_rules() for s in solver.parsed(p, [])]
    shapes = relevant.fact_shapes(render(load(str(CASES[0]))))
    first = rulefiles.kept(statements, shapes)
    monkeypatch.setattr(rulefiles, "_KEPT", {})  # as in a new process

    def no_analysis(*_):
        raise AssertionError("analysed again")

    monkeypatch.setattr(relevant, "relevant", no_analysis)
    assert rulefiles.kept(statements, shapes) == first
    with pytest.raises(AssertionError):  # other shapes: not kept yet
        rulefiles.kept(statements, shapes | {("other", ())})


# ---- A user's rule file (--rules) keeps its file and lines in clingo's messages ----------


def test_a_users_rule_file_is_named_in_clingos_messages(tmp_path):
    from conftest import run_pysm

    rule = tmp_path / "mine.lp"
    rule.write_text("q.\np(X) :- q.\n")
    out = run_pysm("verify", "--rules", str(rule), "tests/spec_examples/en-first-case.toml")
    assert out.returncode == 2, out.stdout + out.stderr
    assert f"{rule}:2:1" in out.stdout + out.stderr and "unsafe" in out.stdout + out.stderr


def test_a_step_rule_file_is_named_in_clingos_messages(tmp_path):
    rule = tmp_path / "my_family.lp"
    rule.write_text("#program base.\nq.\n\nr(X) :- q.\n")
    case = load(str(CASES[0]))
    with pytest.raises(solver.RulesError, match=f"{rule}:4:1.*unsafe"):
        prove(case, render(case), rules=[*step_rules(), rule])


def test_a_rule_file_changed_since_it_was_read_still_gets_clingos_message(tmp_path):
    rule = tmp_path / "mine.lp"
    rule.write_text("q.\np(X) :- q.\n")
    statements = solver.parsed(rule, [])
    rule.write_text("% another file now\n")
    with pytest.raises(solver.RulesError, match="unsafe"):
        solver.build(["1"], list(statements), "", [])


def test_a_copy_of_a_bundled_file_given_as_a_users_proves_alike(cache, tmp_path):
    copy = tmp_path / "victim.lp"
    copy.write_text(RULE.read_text(encoding="utf-8"), encoding="utf-8")
    case = load(str(CASES[1]))
    facts = render(case)
    bundled = solver.solve(case, facts, solver.select_rules())
    mine = solver.solve(case, facts, solver.select_rules([str(copy)]))
    assert mine == bundled
