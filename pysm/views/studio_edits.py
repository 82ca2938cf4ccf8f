"""The studio's routes for the board and the people beside the text: one edit of the case model
(pysm.views.studio_model) answered with the new case text, and a card read as the author types
it (what pysm understood of each sentence, its canonical form, the closest accepted forms).
Both read the text the page holds, not the file: the page saves when the author says so.
"""

from __future__ import annotations

from pysm.core.errors import StudioError
from pysm.core.model import Case
from pysm.views.studio_context import Workshop
from pysm.views.studio_folder import resolve
from pysm.views.studio_model import apply, draft, shape, sound_text, write

MAX_CARD = 4000  # characters of one card read live


def edited(rel: str, text: str, edit: dict) -> dict:
    case = draft(rel, text)
    if rel.lower().endswith(".json"):
        raise StudioError(422, "the board writes TOML: edit a JSON case in its text (or duplicate it as TOML)")
    new = apply(case, edit)
    return {"text": write(new, text), "model": shape(new)}


def read_card(case: Case, index: int, card: str) -> dict:
    """Each sentence of the card as pysm reads it, or why it does not."""
    from pysm.language.cards import KIND_TEXT, parse_card, render_clue

    person = case.people[index]
    rooms = {r.key: r.name for r in case.rooms}
    people = {p.name: p.gender for p in case.people if p.name}
    objects = {(r + 1, c + 1): ids for r, row in enumerate(case.objects) for c, ids in enumerate(row) if ids}
    clues, errors = parse_card(
        card,
        person=person.name or "?",
        gender=person.gender,
        lang=case.language,
        size=case.size,
        rooms=rooms,
        people=people,
        objects=objects,
    )
    sentences = []
    for clue in clues:
        try:
            canonical = render_clue(clue, lang=case.language, gender=person.gender, size=case.size, rooms=rooms)
        except (KeyError, ValueError, IndexError):
            canonical = clue.text
        understood = ("not: " if clue.negated else "") + KIND_TEXT.get(clue.base, clue.base)
        sentences.append(
            {
                "text": clue.text,
                "kind": clue.kind,
                "understood": understood,
                "canonical": canonical,
                "index": clue.index,
            }
        )
    closest = [e.split("closest accepted form: ", 1)[1].strip("'") for e in errors if "closest accepted form: " in e]
    out = {"sentences": sentences, "errors": errors, "closest": closest}
    if not errors and sentences:
        out["canonical"] = " ".join(str(s["canonical"]) for s in sentences)
    return out


def routes(shop: Workshop) -> list:
    from starlette.concurrency import run_in_threadpool
    from starlette.responses import JSONResponse
    from starlette.routing import Route

    async def edit(request):
        try:
            data = await shop.body(request)
            rel, text, change = data.get("path"), data.get("text"), data.get("edit")
            resolve(shop.folder, rel)
            if not isinstance(text, str) or not isinstance(change, dict):
                raise StudioError(400, "path, text and edit are needed")
            return JSONResponse(await run_in_threadpool(edited, rel, text, change))
        except StudioError as exc:
            return shop.refusal(exc)

    async def card(request):
        try:
            data = await shop.body(request)
            rel, text, index, words = data.get("path"), data.get("text"), data.get("index"), data.get("card")
            resolve(shop.folder, rel)
            if not isinstance(text, str) or not isinstance(words, str) or len(words) > MAX_CARD:
                raise StudioError(400, f"path, text and a card of at most {MAX_CARD} characters are needed")
            sound_text(words, "the card")
            case = draft(rel, text)
            if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < len(case.people):
                raise StudioError(400, f"no person number {index!r}")
            return JSONResponse(await run_in_threadpool(read_card, case, index, words))
        except StudioError as exc:
            return shop.refusal(exc)

    async def model(request):
        """The case's shape for the page's tools: size, language, rooms, objects, people."""
        try:
            data = await shop.body(request)
            rel, text = data.get("path"), data.get("text")
            resolve(shop.folder, rel)
            if not isinstance(text, str):
                raise StudioError(400, "path and text are needed")
            return JSONResponse(shape(draft(rel, text)))
        except StudioError as exc:
            return shop.refusal(exc)

    return [
        Route("/api/edit", edit, methods=["POST"]),
        Route("/api/card", card, methods=["POST"]),
        Route("/api/model", model, methods=["POST"]),
    ]
