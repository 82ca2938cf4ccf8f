"""The person's own name where it starts a sentence (pysm.language.read_grammar._sentence_starts, a string search
for speed) is found exactly where the plain regex reading of the rule finds it."""

from __future__ import annotations

import re

from conftest import budgets
from hypothesis import given, settings
from hypothesis import strategies as st

from pysm.language.read_grammar import _sentence_starts


def _regex(sent: str, name: str) -> list[int]:
    return [m.start() for m in re.finditer(r"(?:^|(?<=\.)|(?<=\. ))" + re.escape(name) + "(?= )", sent)]


@budgets(300, 3000)
def test_same_places_as_the_regex(examples):
    @settings(max_examples=examples, deadline=None)
    @given(st.text(alphabet="ab. ", max_size=14), st.text(alphabet="ab. ", min_size=1, max_size=4))
    def same(sent, name):
        assert list(_sentence_starts(sent, name)) == _regex(sent, name)

    same()


def test_table():
    cases = [
        ("ana was here", "ana", [0]),
        ("x. ana was", "ana", [3]),
        ("x.ana was", "ana", [2]),
        ("xana was", "ana", []),
        ("ana", "ana", []),
        ("aaa a", "aa", []),
        ("aa a", "a", []),
        ("ana. ana x", "ana", [5]),
    ]
    for sent, name, want in cases:
        assert list(_sentence_starts(sent, name)) == want == _regex(sent, name), sent
