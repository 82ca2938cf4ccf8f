"""The planned relevance analysis (pysm/solving/relevant.py: plans, components, memos across
cases) keeps exactly the statements the worklist analysis kept (tests/relevant_reference.py).

Compared on both programs a verify prunes (the uniqueness solve's, pysm.solving.solver, and the
prover's whole and fresh lists, pysm.proof.program.Rules) for every bundled case, on random
subsets of the shapes of facts those cases have, under other hash seeds (in a child process),
in two threads at once, and on small programs with loops (recursive and mutually recursive
rules), where the plan works a component to its fixpoint. The memos are shared across the
calls of a test, as across the cases of a verify.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import threading
from pathlib import Path

import clingo
import clingo.ast
import pytest
import relevant_reference as reference
from conftest import SLOW, valid_case_files
from relevant_calls import calls

from pysm.case.loader import load
from pysm.core import diskcache
from pysm.proof import program as program_module
from pysm.solving import relevant, rulefiles
from pysm.solving.facts import render
from pysm.solving.solver import parsed_statements, select_rules

ROOT = Path(__file__).resolve().parent.parent
LIBRARY = valid_case_files(("cases",))
OTHERS = valid_case_files(("tests/fixtures", "benchmarks/weak"))


_calls = calls


def _same(statements, shapes, roots=(), always=()) -> list[bool]:
    keep = relevant.relevant(statements, shapes, roots, always)
    assert keep == reference.relevant(statements, shapes, roots, always)
    return keep


def test_every_library_case_keeps_the_same():
    assert len(LIBRARY) > 50
    for path in LIBRARY:
        for call in _calls(path):
            _same(*call)


@SLOW
@pytest.mark.parametrize("path", OTHERS, ids=lambda p: str(p.relative_to(ROOT)))
def test_fixtures_and_weak_boards_keep_the_same(path):
    for call in _calls(path):
        _same(*call)


def _random_subsets(seed: int, count: int) -> None:
    """Random subsets of the shapes the library's cases have, on both programs: cases that
    share some predicates' shapes and not others, the memos' hits and misses mixed."""
    rng = random.Random(seed)
    paths = rng.sample(LIBRARY, 6)
    pool = sorted({s for path in paths for s in relevant.fact_shapes(render(load(str(path))))}, key=repr)
    programs = [_calls(paths[0])[0], _calls(paths[1])[1]]
    for _ in range(count):
        statements, _, roots, always = rng.choice(programs)
        shapes = frozenset(rng.sample(pool, rng.randint(0, len(pool))))
        _same(statements, shapes | program_module.GIVEN if rng.random() < 0.5 else shapes, roots, always)


@pytest.mark.parametrize("seed", [0, 1])
def test_random_subsets_of_shapes_keep_the_same(seed):
    _random_subsets(seed, 15)


@SLOW
@pytest.mark.parametrize("seed", range(2, 12))
def test_more_random_subsets_keep_the_same(seed):
    _random_subsets(seed, 60)


CHILD = """
import json, sys
import relevant_reference as reference
from relevant_calls import calls
from pysm.solving import relevant
out = []
for path in sys.argv[1:]:
    for call in calls(path):
        keep = relevant.relevant(*call)
        out.append([keep, keep == reference.relevant(*call)])
print(json.dumps(out))
"""


@pytest.mark.parametrize("seed", ["0", "4242"])
def test_other_hash_seeds_keep_the_same(seed):
    """Sets of shapes iterate in another order under another hash seed: the keep-lists do not
    change, and are those of this process."""
    paths = LIBRARY[::15]
    env = dict(
        os.environ,
        PYTHONHASHSEED=seed,
        PYSM_CACHE_DIR="",
        PYTHONPATH=os.pathsep.join([str(ROOT / "tests"), os.environ.get("PYTHONPATH", "")]),
    )
    done = subprocess.run(
        [sys.executable, "-c", CHILD, *map(str, paths)], capture_output=True, text=True, env=env, cwd=ROOT, check=True
    )
    found = json.loads(done.stdout)
    here = [relevant.relevant(*call) for path in paths for call in _calls(path)]
    assert [keep for keep, _ in found] == here
    assert all(same for _, same in found)


def test_two_threads_keep_the_same():
    """The memos are shared by the uniqueness thread and the proof."""
    calls = [call for path in LIBRARY[:12] for call in _calls(path)]
    expected = [reference.relevant(*call) for call in calls]
    found: dict = {}

    def run(name: str, order: list[int]) -> None:
        found[name] = {i: relevant.relevant(*calls[i]) for i in order}

    order = list(range(len(calls)))
    threads = [threading.Thread(target=run, args=("a", order)), threading.Thread(target=run, args=("b", order[::-1]))]
    relevant._FIRED.clear()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert [found["a"][i] for i in order] == expected
    assert [found["b"][i] for i in order] == expected


def test_tables_that_start_anew_keep_the_same(monkeypatch):
    """Memos cleared past their cap, between and within analyses, change no keep-list."""
    monkeypatch.setattr(relevant, "CAP", 3)
    for path in LIBRARY[::20]:
        for call in _calls(path):
            _same(*call)


# ---- programs with loops -------------------------------------------------------------------

LOOPS = [
    # (program, facts, the rules kept, in order)
    # a recursive rule: reach/2 from edge/2, to its fixpoint
    (
        "reach(X,Y) :- edge(X,Y). reach(X,Z) :- reach(X,Y), edge(Y,Z). #show reach/2.",
        "edge(1,2). edge(2,3).",
        [True, True],
    ),
    # the recursion fires nothing when its base does not
    ("reach(X,Y) :- edge(X,Y). reach(X,Z) :- reach(X,Y), edge(Y,Z). #show reach/2.", "node(1).", [False, False]),
    # mutual recursion through a function term: even/odd over s(N)
    (
        "even(z) :- start. odd(s(N)) :- even(N). even(s(N)) :- odd(N). ok :- even(s(s(z))). #show ok/0.",
        "start.",
        [True, True, True, True],
    ),
    # a loop that derives only what nothing needs is left out; its reader is kept
    ("p(X) :- q(X). q(X) :- p(X). q(X) :- b(X). a(X) :- b(X). #show a/1.", "b(1).", [False, False, False, True]),
    # a needed loop keeps every member, and the rule feeding it
    ("p(X) :- q(X). q(X) :- p(X). q(X) :- b(X). #show p/1.", "b(1).", [True, True, True]),
    # a loop whose shapes grow: wrap/1 nests f(...) until a more general shape stops it
    (
        "w(f(X)) :- w(X). w(a) :- b(_). u :- w(f(f(a))). v :- w(g(_)). #show u/0. #show v/0.",
        "b(1).",
        [True, True, True, False],
    ),
    # two loops, one reading the other, and a constraint that needs the second
    (
        "p(X) :- p(X), b(X). p(X) :- b(X). r(X) :- p(X). r(X) :- r(X), c(X). :- r(X), d(X).",
        "b(1). c(1). d(1).",
        [True, True, True, True, True],
    ),
    # a loop through a negative literal and an aggregate (they never stop a rule)
    ("p(X) :- b(X), not q(X). q(X) :- p(X), #count{ Y : p(Y) } > 1. #show q/1.", "b(1).", [True, True]),
]


@pytest.mark.parametrize("program, facts, kept", LOOPS)
def test_loops(monkeypatch, program, facts, kept):
    monkeypatch.setattr(relevant, "_ANALYSED", {})  # the AST statements are not kept past the test
    monkeypatch.setattr(reference, "_ANALYSED", {})
    monkeypatch.setattr(relevant, "_PLANS", {})
    statements: list = []
    clingo.ast.parse_string(program, statements.append)
    keep = _same(statements, relevant.fact_shapes(facts))
    rules = [k for s, k in zip(statements, keep, strict=False) if s.ast_type == clingo.ast.ASTType.Rule]
    assert rules == kept


def test_a_loop_is_one_component():
    """The plan puts mutually recursive statements in one component, after what feeds it."""
    statements = [
        rulefiles.Statement(t, relevant.analyse(t), ("x", i))
        for i, t in enumerate(
            ["a(X) :- b(X).", "p(X) :- q(X).", "q(X) :- p(X).", "q(X) :- a(X).", "r(X) :- r(X).", "s(X) :- q(X)."]
        )
    ]
    plan = relevant._Plan(statements)
    assert plan.components == [(0,), (3,), (1, 2), (4,), (5,)]
    assert plan.looped == {1, 2, 4}


# ---- the disk cache's names ------------------------------------------------------------------


def test_kept_entry_names_unchanged(monkeypatch):
    """rulefiles hashes a list's texts once; the entry's name is the one hashing it all gives."""
    statements, always, shapes = *parsed_statements(select_rules(), []), relevant.fact_shapes("b(1). c(x).")
    described = "\0".join(["\1".join(map(str, statements)), *sorted(map(repr, shapes)), repr(()), repr(tuple(always))])
    versions = f"{rulefiles.FORMAT}\0{clingo.__version__}\0{relevant.VERSION}\0".encode()
    expected = diskcache.entry_name("kept", versions + described.encode())
    asked: list = []
    monkeypatch.setattr(diskcache, "load", lambda name: asked.append(name))
    monkeypatch.setattr(diskcache, "store", lambda name, value: None)
    for _ in range(2):  # the second time, from the texts' digest kept
        rulefiles._KEPT.clear()
        rulefiles.kept(statements, shapes, (), tuple(always))
    assert asked == [expected, expected]
    assert rulefiles.entry_name("rules", b"x") == diskcache.entry_name("rules", versions + b"x")
