"""A test helper: the relevant() calls a verify of a case makes (the uniqueness solve's program,
the prover's whole and fresh lists), shared by tests/test_relevant_plan.py and its child processes."""

from __future__ import annotations

from pathlib import Path

from pysm.case.loader import load
from pysm.proof import program as program_module
from pysm.proof import prove as prove_module
from pysm.proof.prove import step_rules
from pysm.solving import relevant
from pysm.solving.facts import render
from pysm.solving.solver import parsed_statements, select_rules


def calls(path: Path) -> list[tuple]:
    """(statements, shapes, roots, always) of each relevant() call a verify of the case makes."""
    facts = render(load(str(path)))
    statements, always = parsed_statements(select_rules(), [])
    found = [(statements, relevant.fact_shapes(facts), (), tuple(always))]
    rules = program_module.Rules(step_rules(), facts, strategy=prove_module.Strategy(prune=False))
    found.append((rules.statements, rules.shapes(), program_module.ROOTS, tuple(rules.custom)))
    found.append((rules.fresh_all, rules.shapes(), program_module.ROOTS, tuple(rules.fresh_custom)))
    return found
