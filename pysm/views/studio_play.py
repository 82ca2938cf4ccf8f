"""Play mode: the author solves their own case on the board as a player would.

A placement is judged against pysm's proof, never against the stored [solution] alone: a person
put on a cell the proof rules out is a mistake, shown with the clue (or board fact) of the
first step that rules it out. Hints come from the first step the player has not made yet, at
three levels: 1 whom it is about and its family, 2 the clue it uses, 3 the cell. A solved play
is kept as a playtest record (seconds, hints, mistakes) in the folder's .pysm-studio/playtests.json,
written atomically.
"""

from __future__ import annotations

import datetime
import json
import threading
from typing import Any

from pysm.core.errors import StudioError
from pysm.core.files import write_atomic
from pysm.core.model import parse_cell
from pysm.views.studio_context import DATA, Workshop
from pysm.views.studio_folder import resolve
from pysm.views.studio_model import sound_text

RECORDS = "playtests.json"
KEEP = 50  # records kept per case, the newest
_records_lock = threading.Lock()


def _sentence(case, clue) -> str | None:
    if clue is None:
        return None
    person, index = clue[0], clue[1]
    for p in case.people:
        if p.name == person:
            for c in p.clues:
                if c.index == index:
                    return c.text
    return None


def judge(report, placed: dict[str, str], level: int) -> dict:
    """Mistakes among the placements, whether they are the solution, and a hint at `level` (0: none)."""
    from pysm.proof.explain import explain_lines

    case, proof = report.loaded, report.proof
    if case is None or report.result is None or report.status != "unique" or proof is None:
        raise StudioError(422, "play needs a case with one solution; fix the case first")
    answer = dict(report.result.solutions[0].people)
    names = [p.name for p in case.people]
    mistakes = []
    for name, cell in placed.items():
        if name not in answer or cell == answer[name]:
            continue
        step = next((i for i, s in enumerate(proof.steps) if (name, cell) in s.removed), None)
        found: dict[str, Any] = {"person": name, "cell": cell}
        at = parse_cell(cell, case.size) if isinstance(cell, str) else None
        if at is not None and case.is_void(*at):  # no step rules it out: nobody ever stands there
            found["void"] = True
        if step is not None:
            s = proof.steps[step]
            found.update(
                step=step + 1,
                family=s.family,
                fact=s.fact,
                clue=None if s.clue is None else dict(s.clue_dict(), text=_sentence(case, s.clue)),
            )
        mistakes.append(found)
    solved = not mistakes and all(placed.get(n) == answer[n] for n in names)
    out: dict[str, Any] = {"mistakes": mistakes, "solved": solved, "people": names}
    if level and not solved:
        lines = explain_lines(case, proof, case.language)
        done = {n for n in names if placed.get(n) == answer[n]}
        nxt = next((i for i, s in enumerate(proof.steps) if s.placed is not None and s.placed[0] not in done), None)
        if nxt is None:  # every step's person is placed; someone is missing by elimination
            who = next(n for n in names if n not in done)
            out["hint"] = {"level": level, "people": [who], "text": f"Where can {who} still be?"}
            if level >= 3:
                out["hint"].update(cell=answer[who], text=f"{who} is in {answer[who]}.")
            return out
        # the steps up to the next placement: the first one that still removes a cell is the one to think of
        s = proof.steps[nxt]
        hint = {
            "level": level,
            "step": nxt + 1,
            "people": list(s.people),
            "family": s.family,
            "text": f"Think about {', '.join(s.people)} ({s.family.replace('_', ' ')}).",
        }
        if level >= 2:
            hint["clue"] = None if s.clue is None else dict(s.clue_dict(), text=_sentence(case, s.clue))
            hint["text"] = lines[nxt]
        if level >= 3:
            hint["cell"] = s.placed[1]
            hint["person"] = s.placed[0]
            hint["text"] = f"{lines[nxt]} {s.placed[0]} is in {s.placed[1]}."
        out["hint"] = hint
    return out


MAX_RECORDS_BYTES = 1 << 20


def read_records(shop: Workshop) -> dict:
    """Every case's records; {} when there are none yet, or when the file is not the studio's own
    (not a plain file, too large, not a JSON object)."""
    path = shop.folder / DATA / RECORDS
    try:
        if (
            path.is_symlink()
            or path.parent.is_symlink()
            or not path.is_file()
            or path.stat().st_size > MAX_RECORDS_BYTES
        ):
            return {}
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def add_record(shop: Workshop, rel: str, record: dict) -> list:
    with _records_lock:
        data = read_records(shop)
        mine = [r for r in data.get(rel, []) if isinstance(r, dict)] + [record]
        data[rel] = mine[-KEEP:]
        path = shop.data_folder() / RECORDS
        write_atomic(path, json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True) + "\n", force=True)
        return data[rel]


def routes(shop: Workshop) -> list:
    from starlette.concurrency import run_in_threadpool
    from starlette.responses import JSONResponse
    from starlette.routing import Route

    async def play(request):
        try:
            data = await shop.body(request)
            rel, text, placed, level = data.get("path"), data.get("text"), data.get("placed", {}), data.get("hint", 0)
            resolve(shop.folder, rel)
            if (
                not isinstance(text, str)
                or not isinstance(placed, dict)
                or level not in (0, 1, 2, 3)
                or not all(isinstance(k, str) and isinstance(v, str) for k, v in placed.items())
            ):
                raise StudioError(400, "path, text, placed (name -> cell) and hint 0-3 are needed")
            sound_text(text)
            if len(placed) > 100:
                raise StudioError(413, "more placements than people")
            async with shop.work:
                report = await run_in_threadpool(shop.report, rel, text)
            out = await run_in_threadpool(judge, report, placed, level)
            if data.get("board"):  # the bare board to play on (no solution drawn)
                from pysm.views import render

                out["svg"] = render.svg(render.picture(report.loaded, interactive=True))
            return JSONResponse(out)
        except StudioError as exc:
            return shop.refusal(exc)

    async def record(request):
        try:
            if request.method == "GET":
                rel = request.query_params.get("path", "")
                resolve(shop.folder, rel)
                kept = await run_in_threadpool(read_records, shop)
                return JSONResponse({"path": rel, "records": kept.get(rel, [])})
            data = await shop.body(request)
            rel = data.get("path")
            resolve(shop.folder, rel)
            numbers = {k: data.get(k) for k in ("seconds", "hints", "mistakes")}
            if not all(
                isinstance(v, (int, float)) and not isinstance(v, bool) and 0 <= v < 10**7 for v in numbers.values()
            ):
                raise StudioError(400, "seconds, hints and mistakes are needed, as numbers")
            entry = dict(
                numbers,
                seconds=round(float(numbers["seconds"]), 1),
                when=datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
            )
            return JSONResponse({"path": rel, "records": await run_in_threadpool(add_record, shop, rel, entry)})
        except StudioError as exc:
            return shop.refusal(exc)

    return [Route("/api/play", play, methods=["POST"]), Route("/api/play/record", record, methods=["GET", "POST"])]
