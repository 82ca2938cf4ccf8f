"""Whether a drafted case may be published: it verifies within its level and its cards parse back."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from pysm.authoring.generate.drafting import Draft
from pysm.authoring.generate.request import Engine
from pysm.authoring.generate.search import MAX_CLUES
from pysm.verify.gate import verify_path

if TYPE_CHECKING:
    from pysm.proof.prove import Proof


def check(draft_: Draft, text: str, path: str, engine: Engine) -> list[str]:
    """Why the text cannot be published (empty when it can): it must verify as `pysm verify`
    does, at the level asked for, and every card must parse back to the generator's clues."""
    # the draft's proof stands in when the text renders to the facts it was made of
    proved = (draft_.proved, draft_.proof) if draft_.proof is not None else None
    report = verify_path(
        path, rules=list(engine.rules), steps=list(engine.steps), timeout=engine.timeout, text=text, proved=proved
    )
    problems = [str(e) for e in report.errors]
    if not report.verified:
        problems.append(
            f"does not verify: status {report.status}, step_solvable {report.step_solvable}, "
            f"{'; '.join(report.solution_mismatch)}"
        )
        return problems
    proof = cast("Proof", report.proof)  # a verified report holds its proof
    level = proof.difficulty["level"]
    if level > draft_.level:
        problems.append(f"needs level {level}, more than {draft_.level}")
    loaded = report.loaded
    assert loaded is not None  # a verified report holds the case it loaded
    for want, got in zip(draft_.case.people, loaded.people, strict=False):
        if [(c.kind, c.params) for c in want.clues] != [(c.kind, c.params) for c in got.clues]:
            problems.append(f"{want.name}: the card {want.card!r} does not parse back to the clues chosen")
    if [(c.kind, c.params) for c in draft_.case.scene] != [(c.kind, c.params) for c in loaded.scene]:
        problems.append(f"the scene {list(draft_.case.scene_text)!r} does not parse back to the clues chosen")
    victims = [p for p in loaded.people if p.is_victim]
    for p in loaded.people:
        others = sum(c.kind != "victim" for c in p.clues)
        if others > (1 if p.is_victim else MAX_CLUES) or (not p.is_victim and others < 1):
            problems.append(f"{p.name}: the card holds {others} clue(s) besides the victim sentence")
    if len(victims) != 1:
        problems.append("exactly one card must carry the victim sentence")
    return problems
