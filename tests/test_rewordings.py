"""The same case in other words gets the same verdict and the same proof (issue: a verifier that
changes its verdict when a card is reworded cannot be trusted).

Each row of rewordings.TRANSFORMS is a transformation and the invariant it must keep; this file runs
the table over the spec's examples in the fast suite, and over every case of rewordings.sources()
(the bundled library, the fixtures, the weak boards, TheApo's test levels in every language) under
the slow marker. A failing row names the case, the transformation and what changed.
"""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, SLOW
from rewordings import TRANSFORMS, check, sources

QUICK = [(f"spec/{p.name}", str(p), p.read_text(encoding="utf-8")) for p in sorted(EXAMPLES.glob("*.toml"))]


@pytest.mark.parametrize("name, transform, invariant", TRANSFORMS, ids=[t[0] for t in TRANSFORMS])
def test_the_spec_examples_said_otherwise_keep_their_verdict_and_proof(name, transform, invariant):
    differ = [
        f"{label}: {why}" for label, path, text in QUICK if (why := check(path, text, transform, invariant)) is not None
    ]
    assert not differ, f"{name} changed what pysm proves:\n" + "\n".join(differ)


@SLOW
@pytest.mark.parametrize("name, transform, invariant", TRANSFORMS, ids=[t[0] for t in TRANSFORMS])
def test_every_case_said_otherwise_keeps_its_verdict_and_proof(name, transform, invariant):
    cases = [c for c in sources() if not c[0].startswith("tests/spec_examples/")]
    differ = [
        f"{label}: {why}" for label, path, text in cases if (why := check(path, text, transform, invariant)) is not None
    ]
    assert not differ, f"{name} changed what pysm proves:\n" + "\n".join(differ)


def test_the_battery_transforms_at_least_two_thousand_cases():
    """The slow sweep's size: the sources times the transformations that change them."""
    assert len(sources()) * len(TRANSFORMS) >= 2000


def test_joining_two_sentences_gives_the_facts_of_the_two():
    """The first wrong verdict of the issue: "A. B." and "A and B." are one reading."""
    from pysm.case.loader import load
    from pysm.solving import facts

    text = (EXAMPLES / "en-first-case.toml").read_text(encoding="utf-8")
    joined = text.replace(
        "She was in the second row. She was in the second column from the left.",
        "She was in the second row and in the second column from the left.",
    )
    assert joined != text
    a, b = load("a.toml", text), load("b.toml", joined)
    assert facts.render(a) == facts.render(b)
    ines = next(p for p in b.people if p.name == "Ines")
    assert [ines.clause_ref(i) for i, _ in ines.clauses()] == [(1, 1), (1, 2)]
