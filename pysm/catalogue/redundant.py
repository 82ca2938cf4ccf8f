"""The sentences a verified case does not need: each one that can be struck out on its own while
the case keeps its unique solution and its step-by-step proof.

Each clause is struck out on its own: a sentence that joins two clauses ("A and B") is to the
report exactly the two sentences "A. B.", each part a candidate (`part` 1, 2, ...; 0 for a
sentence of one clause), and the rest of the case goes through the same gate as `pysm verify`.
The victim's sentence is never a candidate: without it the case has no murder to solve. A card's
only clause is a candidate too (the clue is not needed), marked `only_sentence`: the card would
then need some other words, since a case file's card may not be empty.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path

from pysm.core.model import Case
from pysm.solving import facts
from pysm.solving.solver import solve
from pysm.verify.gate import verify_case


@dataclass(frozen=True)
class Sentence:
    """A clause of a card (person: its owner) or of the scene (person None): the sentence numbered
    from 1 as the author wrote it, and the clause's part in it (0: the sentence is one clause)."""

    person: str | None
    number: int
    only_sentence: bool = False
    part: int = 0
    # the clause's identity on its card (Person.clauses; the scene's: number), which (number, part) tells
    ident: int = field(default=0, compare=False)

    def as_dict(self) -> dict:
        return {
            "person": self.person,
            "sentence": self.number,
            **({"part": self.part} if self.part else {}),
            "only_sentence": self.only_sentence,
        }


def sentences(case: Case) -> list[Sentence]:
    """Every clause that could be struck out, cards in the case's order, then the scene."""
    out = []
    for p in case.people:
        alone = len(p.clues) == 1
        for i, c in p.clauses():
            if c.kind != "victim":
                number, part = p.clause_ref(i)
                out.append(Sentence(p.name, number, alone, part, i))
    out += [Sentence(None, k, ident=k) for k in sorted({c.index for c in case.scene})]
    return out


def without(case: Case, sentence: Sentence) -> Case:
    """The case with one clause struck out."""
    if sentence.person is None:
        return replace(case, scene=tuple(c for c in case.scene if c.index != sentence.number))
    people = tuple(
        replace(p, clues=tuple(c for i, c in p.clauses() if i != sentence.ident)) if p.name == sentence.person else p
        for p in case.people
    )
    return replace(case, people=people)


def redundant(
    case: Case, *, rules: list[Path], steps: list[Path] | None = None, timeout: float = 60.0
) -> list[Sentence]:
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
