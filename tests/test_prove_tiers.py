"""The step program grounded a level at a time (pysm/proof/tiers.py) gives the same proofs.

A table of small programs says which tier each rule goes to; bundled cases, weak and
impossible boards (a proof made again from every cell) and random cases with every optional
family are proved with the tiers and released externals and without: the proofs are equal,
step for step. A level-1 proof grounds the level-2 families only at its end."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import clingo.ast
import pytest
from conftest import spread, sweep, valid_case_files
from kindcases import kind_case
from randomcases import random_case

from pysm.case.loader import load
from pysm.core.model import OPTIONAL_FAMILIES
from pysm.proof import program as program_module
from pysm.proof import prove as prove_module
from pysm.proof import tiers
from pysm.proof.prove import prove
from pysm.solving import relevant
from pysm.solving.facts import render
from pysm.solving.rulefiles import Statement

ROOT = Path(__file__).resolve().parent.parent
FILES = valid_case_files()
# a few of the fast suite's spread, and two boards whose proof is made again (someone runs out)
QUICK = [p for p in spread(FILES)[::4] if p.parent.name != "weak"] + [
    p for p in FILES if p.name in ("impossible-all-alone.toml", "impossible-same-row-bare.toml")
]

FAMILIES = 'family("a",1,1). family("b",2,2). family("c",3,3). family("u",2,4). '


def _tiers(program: str) -> dict[str, int]:
    """Each rule's tier, in the program's order, by the rule's text as clingo writes it."""
    found: list = []
    clingo.ast.parse_string(program, found.append)
    statements = [Statement(str(s), relevant.analyse(str(s)), ("test", i)) for i, s in enumerate(found)]
    level = {id(st): level for level, part in tiers.split(statements) for st in part}
    return {
        st.text: level[id(st)] for st in statements if st.analysis.kind == "rule" and not st.text.startswith("family(")
    }


@pytest.mark.parametrize(
    "program, expected",
    [
        # a step rule goes to its family's level, a helper to the lowest tier that reads it
        (
            'removes("a",k,P,R,C) :- cand(P,R,C), q(P). q(P) :- person(P). h(X) :- p(X). g(X) :- p(X). '
            'removes("b",k,P,R,C) :- cand(P,R,C), h(P). removes("c",k,P,R,C) :- cand(P,R,C), h(P), not g(P).',
            [1, 1, 2, 3, 2, 3],
        ),
        # a helper read by levels 1 and 3 is level 1; what it reads follows it
        (
            'x(P) :- y(P). y(P) :- person(P). removes("c",k,P,R,C) :- cand(P,R,C), x(P). '
            'about("a",k,P) :- #count { Q : x(Q) } = 1, person(P).',
            [1, 1, 3, 1],
        ),
        # a family stated once (excludes/5) comes first whatever its level, with all its rules
        ('excludes("u",k,P,R,C) :- cand(P,R,C), v(P). about("u",k,P) :- v(P). v(P) :- person(P).', [1, 1, 1]),
        # a family with no level, or a head that names no family: first, and with the latter every
        # rule of its predicate (clingo refuses an atom two grounding steps define)
        (
            'removes("z",k,P,R,C) :- cand(P,R,C), w(P). w(P) :- person(P). about(F,k,P) :- fam(F), person(P). '
            'about("b",k,P) :- person(P). removes("b",k,P,R,C) :- cand(P,R,C).',
            [1, 1, 1, 1, 2],
        ),
        # so does a choice rule
        ('{ h(X) } :- p(X). h(X) :- q(X). removes("b",k,P,R,C) :- cand(P,R,C), h(P).', [1, 2]),
        # a constraint, or a #show with a condition, reading a helper pulls it into the first tier
        ('h(X) :- p(X). removes("b",k,P,R,C) :- cand(P,R,C), h(P). :- h(1), h(2).', [1, 2]),
        ('h(X) :- p(X). removes("b",k,P,R,C) :- cand(P,R,C), h(P). #show t(X) : h(X).', [1, 2]),
        ('h(X) :- p(X). removes("b",k,P,R,C) :- cand(P,R,C), h(P).', [2, 2]),
        # a read of a step head that names its family pulls only that family's rules of the head
        (
            'about("c",k,P) :- hc(P). hc(P) :- person(P). about("b",k,P) :- person(P). '
            'uses("b",k,P,1) :- about("b",k,P).',
            [3, 3, 2, 2],
        ),
        # a read with a variable family (here beside a named one) pulls every family's
        (
            'about("c",k,P) :- hc(P). hc(P) :- person(P). about("b",k,P) :- person(P). '
            'uses("b",k,P,1) :- about("b",k,P), fam(F), not about(F,k,P).',
            [2, 2, 2, 2],
        ),
    ],
)
def test_tier_table(program, expected):
    found = _tiers(FAMILIES + program)
    assert list(found.values()) == expected, found


def _both(case, facts):
    tiered = prove(case, facts, count_choices=True)
    whole = prove(case, facts, count_choices=True, strategy=prove_module.Strategy(tiers=False, release=False))
    return tiered, whole


@pytest.mark.parametrize("path", sweep(FILES, QUICK), ids=lambda p: str(p.relative_to(ROOT)))
def test_bundled_proof_unchanged(path):
    case = load(str(path))
    tiered, whole = _both(case, render(case))
    assert tiered == whole


@pytest.mark.parametrize("seed", sweep(range(24), range(1)))
def test_random_proof_unchanged_with_every_family(seed):
    for rc in (kind_case(seed), random_case(seed, 7))[: 1 if seed == 0 else 2]:
        case = dataclasses.replace(rc.case, step_families=OPTIONAL_FAMILIES)
        tiered, whole = _both(case, render(case))
        assert tiered == whole, case.id


def test_a_level_one_proof_grounds_level_two_only_once_everyone_is_placed(monkeypatch):
    """The level-2 families are grounded when the level-1 ones are stuck: in a level-1 proof,
    only at the end (to learn that nothing harder fires either), with one cell a person left."""
    left: list[int] = []
    deepen = program_module.Program.deepen

    def counted(program):
        if program.pending:
            left.append(sum(len(cells) for cells in program.true.values()))
        return deepen(program)

    monkeypatch.setattr(program_module.Program, "deepen", counted)
    case = load(str(ROOT / "cases/en/blood-in-the-kitchen.toml"))
    proof = prove(case, render(case))
    assert proof.solved and proof.difficulty["level"] == 1
    assert left and all(n == len(case.people) for n in left)
    # a level-2 family may fire once everyone is placed: here it finds the clues contradict
    left.clear()
    case = load(str(ROOT / "benchmarks/weak/impossible-all-alone.toml"))
    proof = prove(case, render(case))
    assert not proof.solved and proof.steps[-1].level == 2 and left[0] == len(case.people)
    left.clear()
    case = load(str(ROOT / "benchmarks/weak/weak-08.toml"))
    assert prove(case, render(case)).difficulty["level"] == 2
    assert left and left[0] > len(case.people)
