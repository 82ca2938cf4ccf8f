"""One rule says whether an object blocks its cell (pysm.case.objects.solid): the case's declaration of
its type, else the lexicon's class. Every reader asks it; none decides on its own."""

from __future__ import annotations

import ast

import pytest
from conftest import ROOT

from pysm.case import objects
from pysm.core.model import ObjectType
from pysm.language import lexicon

CASES = [
    # (object, the case's own type,                  blocks)
    ("table", None, True),
    ("chair", None, False),
    ("table", ObjectType("table", solid=False), False),  # a case may declare a lexicon id otherwise
    ("chair", ObjectType("chair", solid=True), True),
    ("cactus", ObjectType("cactus", solid=True), True),
    ("easel", ObjectType("easel", solid=False), False),
]


@pytest.mark.parametrize("obj, own, blocks", CASES)
def test_solid(obj, own, blocks):
    assert objects.solid(obj, own) is blocks


@pytest.mark.parametrize("obj", lexicon.object_ids())
def test_lexicon_types_follow_their_class(obj):
    assert objects.solid(obj) is (lexicon.object_class(obj) == "solid")


def test_no_other_module_decides():
    """No module but pysm/case/objects.py compares an object's class with "solid"."""
    offenders = []
    for path in sorted((ROOT / "pysm").rglob("*.py")):
        if path == ROOT / "pysm" / "case" / "objects.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Compare) and any(
                isinstance(c, ast.Constant) and c.value == "solid" for c in [node.left, *node.comparators]
            ):
                offenders.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert not offenders, "decides solidity itself: " + ", ".join(offenders)
