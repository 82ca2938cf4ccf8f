"""What suggest hands back: the found repair or contradiction, and its errors."""

from __future__ import annotations

from dataclasses import dataclass

from pysm.core.model import Case, Clue
from pysm.proof.prove import Proof
from pysm.solving.solver import Solution
from pysm.verify.gate import Report

SHOWN_CHOICES = 10  # answer sets the text output lists


@dataclass(frozen=True)
class Proposal:
    """One sentence to add: on `person`'s card, saying `clue`, written `sentence`."""

    person: str
    clue: Clue
    sentence: str

    def as_dict(self) -> dict:
        return {
            "person": self.person,
            "sentence": self.sentence,
            "clue": {"kind": self.clue.kind, "params": list(clue_identity(self.clue)[1])},
        }


@dataclass(frozen=True)
class CoreSentence:
    """One sentence of an unsatisfiable core: `index`-th sentence of `person`'s card, or of
    the scene when `person` is None."""

    person: str | None
    index: int
    sentence: str
    line: int | None

    def as_dict(self) -> dict:
        return {"person": self.person, "index": self.index, "sentence": self.sentence, "line": self.line}


@dataclass
class Suggestion:
    """What suggest found for one case.

    status: "verified" (nothing to add), "repaired" (proposals make it verify),
            "contradiction" (no solution: `core` names the sentences), "unrepairable"
            (`message` says why: a stated solution that is no answer set, no candidates).
    """

    case: Case
    status: str
    message: str = ""
    choices: tuple[Solution, ...] = ()  # the answer sets in stable order (at most ENUMERATE_CAP)
    complete: bool = True  # whether `choices` holds every answer set
    pick: int | None = None  # 1-based place of the intended solution in `choices`
    intended: Solution | None = None
    named: tuple[str, ...] = ()  # the people the diagnosis names
    proposals: tuple[Proposal, ...] = ()
    core: tuple[CoreSentence, ...] = ()
    repaired: Case | None = None  # the case with the proposals on its cards
    proof: Proof | None = None  # the repaired case's step-by-step proof
    text: str | None = None  # the repaired file text (when the file text was given)
    report: Report | None = None  # the repaired text verified again
    rounds: int = 0  # hitting-set rounds
    seconds: float = 0.0
    level: int | None = None  # the level asked for
    fewest: bool = False  # the intended solution was chosen as the one the fewest
    # sentences single out (no [solution], no pick)

    def as_dict(self) -> dict:
        return {
            "case": self.case.id,
            "file": self.case.file,
            "language": self.case.language,
            "size": self.case.size,
            "status": self.status,
            "message": self.message or None,
            "choices": [s.as_dict() for s in self.choices[:SHOWN_CHOICES]],
            "answer_sets": len(self.choices) if self.complete else None,
            "pick": self.pick,
            "fewest": self.fewest,
            "intended": None if self.intended is None else self.intended.as_dict(),
            "named": list(self.named),
            "proposals": [p.as_dict() for p in self.proposals],
            "core": [c.as_dict() for c in self.core],
            "report": None if self.report is None else self.report.as_dict(),
            "rounds": self.rounds,
            "seconds": round(self.seconds, 3),
        }


def clue_identity(clue: Clue) -> tuple:
    """What a clue says, apart from its text and place: its kind and parameters."""
    params = getattr(clue, "params", None)
    if params is None:
        params = tuple(x for x in (clue.arg, clue.gender) if x is not None)
    return clue.kind, tuple(params)
