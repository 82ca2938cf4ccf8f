"""The warm-up before a batch (pysm.verify.gate.warm) is paid only when the work forks, and builds a
language's grammar, not its forms."""

from __future__ import annotations

import subprocess
import sys

import pytest
from conftest import EXAMPLES, ROOT

from pysm.solving.solver import select_rules
from pysm.verify import gate

RULES = select_rules()
CUSTOM = [*RULES, ROOT / "tests" / "fixtures" / "x-custom-rules.lp"]  # not under asp/: grounding unbounded


@pytest.mark.parametrize(
    "count, pooled, rules, cold, forks",
    [
        # (files, a pool of workers, rule files,  PYSM_COLD, warm-up paid)
        (1, False, RULES, None, False),  # one case: it builds what it needs
        (1, False, CUSTOM, None, False),
        (5, False, RULES, None, False),  # --jobs 1: every case in this process
        (5, True, RULES, None, True),  # the workers inherit it
        (5, False, CUSTOM, None, True),  # a child per case inherits it
        (5, True, RULES, "1", False),  # PYSM_COLD: never, to measure
    ],
)
def test_the_warm_up_is_paid_only_when_the_work_forks(monkeypatch, count, pooled, rules, cold, forks):
    if cold is None:
        monkeypatch.delenv("PYSM_COLD", raising=False)
    else:
        monkeypatch.setenv("PYSM_COLD", cold)
    assert gate.forks(count, pooled=pooled, rules=rules, steps=None) is forks


@pytest.mark.parametrize(
    "jobs, files, warmed",
    [
        (1, 5, False),  # one process: no warm-up
        (4, 2, False),  # too few files for a pool: this process
    ],
)
def test_a_batch_in_this_process_is_not_warmed(monkeypatch, jobs, files, warmed):
    monkeypatch.delenv("PYSM_COLD", raising=False)
    calls = []
    monkeypatch.setattr(gate, "warm", lambda steps=None: calls.append(steps))
    paths = [str(EXAMPLES / "en-first-case.toml")] * files
    reports = list(gate.verify_many(paths, rules=RULES, timeout=60, jobs=jobs))
    assert [r.verified for r in reports] == [True] * files
    assert bool(calls) is warmed


WARM_ONE = """
from pysm.language import cards, forms, grammar
cards.warm("fr")
print(grammar.load.cache_info().currsize, forms._load.cache_info().currsize)
"""


def test_a_language_warm_up_builds_its_grammar_not_its_forms():
    out = subprocess.run(
        [sys.executable, "-c", WARM_ONE], capture_output=True, text=True, check=True, cwd=ROOT
    ).stdout.split()
    assert out == ["1", "0"]
