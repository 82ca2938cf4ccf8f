"""Clues that cannot hold on their board, and negations that say nothing on it.

"He was next to a lamp." on a board without a lamp reads cleanly, but no cell fits it: the case
then has no solution, and the author would read only "the clues contradict". What fits is the rules'
to say (asp/checks/clues_on_this_board.lp over the board files the step program reads), so this
module only grounds them and words what they find: an error naming the person, the sentence and
the reason for a positive clue, a warning for a negated clue that every free cell fits.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from pysm.core.kinds import KINDS
from pysm.core.model import Case, Clue
from pysm.core.resources import asp_dir
from pysm.proof.prove import BOARD_FILES
from pysm.solving.solver import pruned_control

CHECK_FILE = "checks/clues_on_this_board.lp"


@dataclass(frozen=True)
class Finding:
    """One clue of a card the board decides alone: `cannot_hold` (an error) or `says_nothing`."""

    what: str
    person: int  # the person's place in the case
    sentence: int
    part: int  # 0: the sentence is one clause
    reason: str

    def message(self, case: Case) -> str:
        who = case.people[self.person]
        where = f"sentence {self.sentence}" + (f", part {self.part}" if self.part else "")
        text = next(c.text for c in who.clues if c.index == self.sentence).strip()
        if self.what == "cannot_hold":
            return f"{where} '{text}' cannot hold on this board: {self.reason}"
        return f"{where} '{text}' says nothing on this board: {self.reason}"


def findings(case: Case, facts: str, rules: list[Path]) -> list[Finding]:
    """What the board alone says of each card clue, cards in the case's order. `rules`: the rule
    files of the uniqueness program, whose board files (a --rules replacement included) are read."""
    by_name = {p.name: p for p in rules}
    files = [by_name.get(name, asp_dir() / name) for name in BOARD_FILES] + [asp_dir() / CHECK_FILE]
    # parsed once per process and pruned to what these facts can make matter, as the uniqueness solve
    ctl = pruned_control(["1"], files, facts)
    atoms: list[tuple[str, str, int]] = []
    ctl.solve(
        on_model=lambda m: atoms.extend(
            (s.name, s.arguments[0].string, s.arguments[1].number) for s in m.symbols(shown=True)
        )
    )
    order = {p.name: i for i, p in enumerate(case.people)}
    out = []
    for what, name, ident in sorted(atoms, key=lambda a: (order.get(a[1], len(order)), a[2], a[0])):
        if name not in order:
            continue
        person = case.people[order[name]]
        sentence, part = person.clause_ref(ident)
        out.append(Finding(what, order[name], sentence, part, _reason(case, person.clues[ident - 1], what)))
    return out


def _reason(case: Case, clue: Clue, what: str) -> str:
    """Why: the objects the clue names that the board does not hold, else that no free cell fits."""
    on_board = {o for row in case.objects for cell in row for o in cell}
    if clue.base == "either":  # one of two places: a missing object is not the whole reason
        missing = []
    else:
        missing = sorted(o for o in _objects(clue) if o not in on_board)
    if missing:
        return "no " + " and no ".join(missing) + " on this board"
    if what == "cannot_hold":
        return "no free cell of the board fits it"
    return "every free cell of the board fits it"


def _objects(clue: Clue) -> set[str]:
    """The object ids a clue names, in its parameters and in its positions ("on a lamp")."""
    found = set()
    for (_, ptype), value in zip(KINDS[clue.base].params, clue.params, strict=False):
        if ptype == "object" and isinstance(value, str):
            found.add(value)
        elif isinstance(value, tuple):
            found |= _position_objects(value)
    return found


def _position_objects(value: tuple) -> set[str]:
    head, *args = value
    if head in ("on", "next_to") and args and isinstance(args[0], str):
        return {args[0]}
    return {o for a in args if isinstance(a, tuple) for o in _position_objects(a)}
