"""What the studio shows for a case's text: its verdict and picture, and the repairs for a case
that fails. Plain functions, run in worker threads off the web server's event loop, each
within the command line's time limit; the answers are plain dicts, sent as JSON.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from pysm.case.loader import MAX_BYTES
from pysm.core.errors import StudioError
from pysm.views import render
from pysm.views.studio_model import draft, shape

if TYPE_CHECKING:
    from pysm.proof.prove import Proof

# The studio's own words for a verdict, in the page's language (English) whatever the case's, by
# the key the page shows as data-verdict.
VERDICT_KEYS = ("unique", "multiple", "none", "invalid", "stuck")


def verdict_key(report) -> str:
    """unique (solved step by step), stuck (one solution the steps cannot reach), multiple, none
    (the clues contradict each other) or invalid (the text is no case, or was not verified)."""
    if report.status in ("invalid", "error"):
        return "invalid"
    if report.status == "unique" and report.proof is not None and not report.proof.solved:
        return "stuck"
    return report.status


def verdict_words(report) -> str:
    words = render.labels("en")
    key = verdict_key(report)
    if report.status == "error":
        return words["error"]
    if key == "unique":
        return f"{words['unique']}, {words['solved']}" if report.proof is not None else words["unique"]
    if key == "stuck":
        return f"{words['unique']}, {words['stuck']}"
    if key == "none":
        return f"{words['none']}: the clues contradict each other"
    return words[key]


def board_only(rel: str, text: str) -> str | None:
    """The bare board of a text that does not verify but has a case's shape (for the board tools)."""
    try:
        case = draft(rel, text)
    except StudioError:
        return None
    try:
        return render.svg(render.picture(case, interactive=True))
    except (ValueError, KeyError, IndexError, TypeError):  # a half-written case the picture cannot draw
        return None


def model_of(rel: str, text: str) -> dict:
    """The case's shape for the board tools, or None with the reason in "model_error"."""
    try:
        return {"model": shape(draft(rel, text)), "model_error": None}
    except StudioError as exc:
        return {"model": None, "model_error": str(exc)}


def analyse(rel: str, text: str, *, rules: list[Path], steps: list[Path] | None, timeout: float) -> dict:
    """Verify `text` as the case `rel` and describe everything the page shows."""
    from pysm.proof.explain import explain_lines
    from pysm.verify.gate import differences, verify_path

    if len(text.encode("utf-8", "surrogatepass")) > MAX_BYTES:
        message = f"the case is larger than the limit of {MAX_BYTES} bytes"
        return {
            "status": "invalid",
            "verdict": f"larger than the limit of {MAX_BYTES} bytes",
            "errors": [{"line": None, "message": message, "text": message}],
            "warnings": [],
            "title": None,
            "verified": False,
            "mismatch": [],
            "svg": None,
            "steps": [],
            "solutions": [],
            "differ": [],
            "stuck": None,
            "key": "invalid",
        }
    report = verify_path(rel, rules=rules, steps=steps, timeout=timeout, text=text)
    out = {
        **model_of(rel, text),
        "status": report.status,
        "errors": [dict(e.as_dict(), text=str(e)) for e in report.errors],
        "warnings": [dict(w.as_dict(), text=str(w)) for w in report.warnings],
        "svg": None,
        "steps": [],
        "solutions": [],
        "differ": [],
        "stuck": None,
        "title": None,
        "verified": report.verified,
        "mismatch": list(report.solution_mismatch),
    }
    case = report.loaded
    out["verdict"] = verdict_words(report)
    out["key"] = verdict_key(report)
    if case is None or report.result is None:
        out["svg"] = board_only(rel, text)
        return out
    out["title"] = case.title or case.id
    result = report.result
    out["solutions"] = [s.as_dict() for s in result.solutions]
    for sol in out["solutions"]:
        sol.pop("atoms", None)
    out["differ"] = [list(d) for d in differences(result)]
    proof = cast("Proof | None", report.proof)  # (Report types it object: it holds a pysm.proof.prove.Proof)
    stuck = proof is not None and not proof.solved
    pic = render.draw(case, report, solution=result.status == "unique", stuck=stuck, interactive=True)
    out["svg"] = render.svg(dataclasses.replace(pic, caption=out["verdict"]))  # in the page's words
    if proof is not None:
        out["stuck"] = proof.stuck
        lines = explain_lines(case, proof, case.language)
        out["steps"] = [
            {"text": t, "family": s.family, "level": s.level, "people": list(s.people)}
            for s, t in zip(proof.steps, lines, strict=False)
        ]
        out["closing"] = " ".join(lines[len(proof.steps) :]) or None
    return out


def save_warning(
    rel: str, old: str | None, new: str, *, rules: list[Path], steps: list[Path] | None, timeout: float
) -> str | None:
    """Why saving `new` over `old` deserves a confirmation (the case on disk verifies and the
    text to save does not), or None."""
    from pysm.verify.gate import verify_path

    if old is None or old == new:
        return None
    if not verify_path(rel, rules=rules, steps=steps, timeout=timeout, text=old).verified:
        return None
    after = verify_path(rel, rules=rules, steps=steps, timeout=timeout, text=new)
    if after.verified:
        return None
    why = render.verdict_text(after, render.labels("en"))
    return f"{rel} verifies on disk, and the text to save does not ({why}); save anyway to replace the verified case"


def suggestions(rel: str, text: str, *, rules: list[Path], steps: list[Path] | None, timeout: float) -> dict:
    """Repairs for a case that fails, from `pysm.authoring.suggest` when pysm has it: each
    proposed sentence with the case text that adds it (`apply`), all of them at once, or the
    sentences that contradict each other with their lines. {"available": False} without it."""
    try:
        from pysm.authoring import suggest as suggester
    except ImportError:
        return {"available": False, "suggestions": []}
    if not (hasattr(suggester, "suggest") and hasattr(suggester, "edit_text")):
        return {"available": False, "suggestions": []}
    from pysm.case.loader import load
    from pysm.core.errors import CaseInvalid, SolveTimeout

    try:
        case = load(rel, text)
    except CaseInvalid:
        return {"available": True, "suggestions": [], "message": "fix the errors first"}
    try:
        found = suggester.suggest(case, text=text, rules=rules, steps=steps, timeout=timeout)
        items: list[dict[str, Any]] = []
        if found.status == "repaired":
            for prop in found.proposals:
                items.append(
                    {"text": f"{prop.person}: + {prop.sentence}", "apply": suggester.edit_text(text, case, [prop])}
                )
            if len(found.proposals) > 1:
                items.append(
                    {"text": "all of them", "apply": found.text or suggester.edit_text(text, case, found.proposals)}
                )
        elif found.status == "contradiction":
            for core in found.core:
                items.append({"text": f"{core.person}: {core.sentence}", "line": core.line})
        message = {"verified": "nothing to repair", "contradiction": "these sentences contradict each other"}.get(
            found.status, found.message or ""
        )
        return {"available": True, "status": found.status, "message": message, "suggestions": items}
    except (getattr(suggester, "SuggestError", ValueError), SolveTimeout, ValueError) as exc:
        return {"available": True, "suggestions": [], "message": str(exc)}
