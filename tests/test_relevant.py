"""Leaving out the statements that cannot matter for a case (pysm/solving/relevant.py) changes no proof.

Every bundled case, fixture and benchmark board, and random cases of the first and the new
clue kinds, are proved with the statements pruned and with every statement: the proofs are
equal, step for step (and the fresh part, `subsets`, is reached on some of them). The fast suite
takes a spread of the files (conftest.spread) and two random seeds, the slow marker the rest."""

from __future__ import annotations

from pathlib import Path

import clingo
import clingo.ast
import pytest
from conftest import spread, sweep, valid_case_files
from kindcases import kind_case
from randomcases import random_case

from pysm.case.loader import load
from pysm.proof import program as program_module
from pysm.proof import prove as prove_module
from pysm.proof.prove import prove, step_rules
from pysm.solving import relevant
from pysm.solving.facts import render

ROOT = Path(__file__).resolve().parent.parent


FILES = valid_case_files()
QUICK = spread(FILES)


def _both(case, facts):
    return prove(case, facts), prove(case, facts, strategy=prove_module.Strategy(prune=False))


@pytest.mark.parametrize("path", sweep(FILES, QUICK), ids=lambda p: str(p.relative_to(ROOT)))
def test_bundled_proof_unchanged(path):
    case = load(str(path))
    pruned, whole = _both(case, render(case))
    assert pruned == whole


@pytest.mark.parametrize("seed", sweep(range(40), range(1)))
def test_random_proof_unchanged(seed):
    for rc in (kind_case(seed), random_case(seed)):
        pruned, whole = _both(rc.case, render(rc.case))
        assert pruned == whole, rc.case.id


def _heads(statements) -> set[str]:
    """The predicates of the plain heads of the rules, read from clingo's own parse of their text."""
    found: list = []
    clingo.ast.parse_string("\n".join(map(str, statements)), found.append)
    return {
        s.head.atom.symbol.name
        for s in found
        if s.ast_type == clingo.ast.ASTType.Rule
        and s.head.ast_type == clingo.ast.ASTType.Literal
        and s.head.atom.ast_type == clingo.ast.ASTType.SymbolicAtom
    }


def test_something_is_left_out_and_the_families_kept():
    """The analysis does leave out rules (else it would be pointless) and keeps the families."""
    facts = render(random_case(3, 9).case)
    kept = program_module.Rules(step_rules(), facts).statements
    whole = program_module.Rules(step_rules(), facts, strategy=prove_module.Strategy(prune=False)).statements
    assert len(kept) < len(whole) / 2
    assert {"removes", "excluded", "free", "family", "about"} <= _heads(kept)
    assert {"across", "compares"} <= _heads(whole) - _heads(kept)  # walls.lp, compare.lp: not read here


@pytest.mark.parametrize(
    "program, facts, kept",
    [
        # a rule whose body cannot hold is left out; one that can is kept
        ("a(X) :- b(X). c(X) :- d(X). #show a/1. #show c/1.", "b(1).", [True, False]),
        # a function term's name decides: clue(P,row(R)) cannot match clue(p,room(x))
        (
            "a(P) :- clue(P,row(R)). e(P) :- clue(P,room(X)). #show a/1. #show e/1.",
            'clue("p",room("x")).',
            [False, True],
        ),
        # a variable carries the shape from the body to the head, and on to the next rule
        (
            "t(P,same(Q)) :- clue(P,same(Q)). u(P) :- t(P,other(_)). v(P) :- t(P,same(_)). #show u/1. #show v/1.",
            'clue("p",same("q")).',
            [True, False, True],
        ),
        # a rule nothing kept reads is left out, even when it fires
        ("w(X) :- b(X). a(X) :- b(X). #show a/1.", "b(1).", [False, True]),
        # a negative literal or an aggregate needs what it reads, and never stops a rule
        (
            "n(X) :- b(X). a(X) :- b(X), not n(X), #count{ Y : m(Y) } = 0. m(X) :- b(X). #show a/1.",
            "b(1).",
            [True, True, True],
        ),
    ],
)
def test_analysis_table(monkeypatch, program, facts, kept):
    monkeypatch.setattr(relevant, "_ANALYSED", {})  # its AST statements are not kept past the test
    statements: list = []
    clingo.ast.parse_string(program, statements.append)
    keep = relevant.relevant(statements, relevant.fact_shapes(facts))
    assert [k for s, k in zip(statements, keep, strict=False) if s.ast_type == clingo.ast.ASTType.Rule] == kept


# ---- the uniqueness solve ---------------------------------------------------------------

SPEC = valid_case_files(("tests/spec_examples",))


@pytest.mark.parametrize("path", sweep(FILES + SPEC, QUICK + SPEC[::3]), ids=lambda p: str(p.relative_to(ROOT)))
def test_uniqueness_solve_unchanged(path):
    """The pruned solve gives what the whole program gives: status, the two solutions shown
    (a multiple case is solved again whole for them), and with limit 0 every solution."""
    from pysm.solving.solver import control, search, select_rules, solve

    case = load(str(path))
    facts, rules = render(case), select_rules()
    whole = search(control(["2", "--project=no"], rules, facts), case, limit=2, timeout=60)
    assert solve(case, facts, rules) == whole
    if whole.status == "multiple" and case.size <= 6:
        every = search(control(["0", "--project=no"], rules, facts), case, limit=0, timeout=60)
        assert solve(case, facts, rules, limit=0) == every


def test_pruned_solve_leaves_rules_out():
    from pysm.solving import solver

    case = load(str(FILES[0]))
    facts, rules = render(case), solver.select_rules()
    whole = solver.pruned_control(["2"], rules, facts, prune=False)
    pruned = solver.pruned_control(["2"], rules, facts)
    assert len(pruned.symbolic_atoms) < len(whole.symbolic_atoms)
