"""The sentences a verified case does not need: each one that can be struck out on its own while
the case keeps its unique solution and its step-by-step proof.

A sentence is struck out with every clue read from it (a sentence joining two clues counts as
one), and the rest of the case goes through the same gate as `pysm verify`. The victim's
sentence is never a candidate: without it the case has no murder to solve. A card's only
sentence is a candidate too (the clue is not needed), marked `only_sentence`: the card would then
need some other words, since a case file's card may not be empty.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path

from pysm.core.model import Case
from pysm.solving import facts
from pysm.solving.solver import solve
from pysm.verify.gate import verify_case


@dataclass(frozen=True)
class Sentence:
    """A sentence of a card (person: its owner) or of the scene (person None), numbered from 1."""

    person: str | None
    number: int
    only_sentence: bool = False

    def as_dict(self) -> dict:
        return {"person": self.person, "sentence": self.number, "only_sentence": self.only_sentence}


def sentences(case: Case) -> list[Sentence]:
    """Every sentence that could be struck out, cards in the case's order, then the scene."""
    out = []
    for p in case.people:
        numbers = sorted({c.index for c in p.clues if c.kind != "victim"})
        alone = len({c.index for c in p.clues}) == 1
        out += [Sentence(p.name, k, alone) for k in numbers]
    out += [Sentence(None, k) for k in sorted({c.index for c in case.scene})]
    return out


def without(case: Case, sentence: Sentence) -> Case:
    """The case with one sentence struck out."""
    if sentence.person is None:
        return replace(case, scene=tuple(c for c in case.scene if c.index != sentence.number))
    people = tuple(replace(p, clues=tuple(c for c in p.clues if c.index != sentence.number))
                   if p.name == sentence.person else p for p in case.people)
    return replace(case, people=people)


def redundant(case: Case, *, rules: list[Path], steps: list[Path] | None = None,
              timeout: float = 60.0) -> list[Sentence]:
    """The sentences of a verified case that each can go while it still verifies. Most cannot:
    without them the case has several solutions, which the solver alone tells faster than the
    whole gate, so the proof is asked only of those that keep a unique solution."""
    found = []
    for s in sentences(case):
        less = without(case, s)
        if solve(less, facts.render(less), rules, timeout=timeout).status != "unique":
            continue
        if verify_case(less, rules=rules, steps=steps, timeout=timeout).verified:
            found.append(s)
    return found
