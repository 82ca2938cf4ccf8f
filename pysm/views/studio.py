"""The studio's web application: a local page for case authors (`pysm studio`).

The list of the folder's cases with their verdicts; a case opens beside its picture; every
edit is verified as the author types (the page waits until typing pauses, the server runs
the verification in a worker thread, off the event loop, with the command line's time
limit) and the verdict, the picture (the solution, the stuck map or where two solutions
differ), the errors at their lines and the step list come back as one JSON answer. Saving
is atomic and refuses to overwrite a file that changed on disk since it was opened.

Here: the application, the guard in front of it, and the routes that list, open, check and save
cases. The folder's files are pysm.views.studio_folder's job, the verdicts and repairs
pysm.views.studio_checks'; new, duplicated, deleted and printed cases pysm.views.studio_files',
the board and card editing pysm.views.studio_edits', play mode pysm.views.studio_play' (each
gets what they share as a pysm.views.studio_context.Workshop). Starlette on uvicorn (the `[studio]`
extra), bound to 127.0.0.1 only. The page, its script and its style are served from
templates/studio/; nothing is fetched from elsewhere.
"""

from __future__ import annotations

import asyncio
import json
import threading
from collections import OrderedDict
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any, cast

from pysm.case.loader import MAX_BYTES
from pysm.core.errors import MissingExtra, StudioError
from pysm.core.resources import templates_dir
from pysm.views import render, studio_edits, studio_files, studio_play
from pysm.views.studio_checks import analyse, save_warning, suggestions
from pysm.views.studio_context import Workshop
from pysm.views.studio_folder import case_paths, encoded, read, resolve, save, unchanged, version_of

HOST = "127.0.0.1"
FOLDER = "studio"
ASSETS = {
    "studio.css": "text/css; charset=utf-8",
    "studio.js": "text/javascript; charset=utf-8",
    "board.js": "text/javascript; charset=utf-8",
    "people.js": "text/javascript; charset=utf-8",
    "play.js": "text/javascript; charset=utf-8",
    "util.js": "text/javascript; charset=utf-8",
}
# the languages a new case's cards may be written in, as the page names them
LANGUAGE_NAMES = {
    "de": "German",
    "en": "English",
    "es": "Spanish",
    "fr": "French",
    "it": "Italian",
    "nl": "Dutch",
    "pt": "Portuguese",
    "ru": "Russian",
}
MAX_SEQ = 2**53  # a check's number: what a page's counter can reach (JavaScript's exact integers)
PAGES = 512  # the pages (tabs) whose last check number is remembered


@dataclass
class Settings:
    folder: Path
    rules: list = field(default_factory=list)
    steps: list | None = None
    timeout: float = 60.0
    hosts: tuple[str, ...] = ()  # the Host values served ("127.0.0.1:PORT"); empty: any (tests)


def require_extra() -> None:
    """MissingExtra unless the studio's own dependencies (starlette, uvicorn) are installed."""
    try:
        import starlette  # noqa: F401 - only whether it is there
        import uvicorn  # noqa: F401
    except ImportError:
        raise MissingExtra("the studio needs starlette and uvicorn", "studio") from None


def serve(settings: Settings, sock) -> None:
    """Serve the studio on a listening socket until interrupted."""
    import uvicorn

    config = uvicorn.Config(create_app(settings), log_level="warning", access_log=False, lifespan="off")
    uvicorn.Server(config).run(sockets=[sock])


# ---- the web application -----------------------------------------------------------------

MAX_BODY = 4 * MAX_BYTES  # a case at the size limit, written as a JSON string, with room to spare


async def json_body(request) -> dict:
    """A POST's JSON object; StudioError when it is too large (refused from its Content-Length,
    or as soon as more arrives, never read whole), not JSON (or nested too deep to read) or
    not an object."""
    declared = request.headers.get("content-length", "")
    if declared.strip().isdigit() and int(declared) > MAX_BODY:
        raise StudioError(413, f"request too large (over {MAX_BODY} bytes)")
    chunks, size = [], 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > MAX_BODY:
            raise StudioError(413, f"request too large (over {MAX_BODY} bytes)")
        chunks.append(chunk)
    try:
        data = json.loads(b"".join(chunks).decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise StudioError(400, "the request is not JSON") from None
    except RecursionError:
        raise StudioError(400, "the request is JSON nested too deep to read") from None
    if not isinstance(data, dict):
        raise StudioError(400, "the request is not a JSON object")
    return data


def unreadable(rel, text: str) -> None:
    """StudioError(422) when the text is not even TOML (JSON for a .json case): saving it needs
    the author's word (the page asks, then sends "anyway")."""
    from pysm.case.loader import decode
    from pysm.core.errors import CaseInvalid

    try:
        decode(str(rel), text, str(rel).lower().endswith(".json"))
    except CaseInvalid as exc:
        first = exc.errors[0] if getattr(exc, "errors", None) else exc
        line = getattr(first, "line", None)
        raise StudioError(
            422, f"not saved: {getattr(first, 'message', first)}" + (f" (line {line})" if line else "")
        ) from None


def _same_version(folder: Path, rel, version: str) -> bool:
    try:
        return version_of(resolve(folder, rel).read_bytes()) == version
    except OSError:
        return False


def refusal(exc: StudioError):
    """The JSON answer to a refused request: its message, with its HTTP status."""
    from starlette.responses import JSONResponse

    return JSONResponse({"error": str(exc)}, status_code=exc.status)


def create_app(settings: Settings):
    from starlette.applications import Starlette
    from starlette.concurrency import run_in_threadpool
    from starlette.requests import Request
    from starlette.responses import HTMLResponse, JSONResponse, Response
    from starlette.routing import Route

    folder = settings.folder
    latest: OrderedDict[tuple, int] = OrderedDict()  # (page, case) -> the page's last check number
    work = asyncio.Semaphore(1)  # one verification at a time; stale ones are dropped
    repairs = asyncio.Semaphore(1)  # one repair search at a time
    save_lock = threading.Lock()
    verdicts: dict[tuple, dict] = {}
    within: dict[str, Any] = {"rules": settings.rules, "steps": settings.steps, "timeout": settings.timeout}
    analysed = partial(analyse, **within)
    suggested = partial(suggestions, **within)
    shop = Workshop(folder=folder, within=within, body=json_body, refusal=refusal, work=work, save_lock=save_lock)
    warned = partial(save_warning, **within)

    async def index(request: Request):
        from pysm.language.lexicon import LANGUAGES

        page = (
            render.environment()
            .overlay(loader=_loader())
            .get_template("index.html.j2")
            .render(folder=str(folder), languages=[(code, LANGUAGE_NAMES.get(code, code)) for code in LANGUAGES])
        )
        return HTMLResponse(page)

    async def static(request: Request):
        name = request.path_params["name"]
        if name not in ASSETS:
            return Response("not found", status_code=404)
        return Response(_asset(name), media_type=ASSETS[name])

    async def cases(request: Request):
        return JSONResponse({"folder": str(folder), "cases": await run_in_threadpool(case_paths, folder)})

    def read_case(request: Request) -> tuple[str, bytes] | JSONResponse:
        """The case the query names, as (its path as asked, its bytes), or the error response."""
        rel = request.query_params.get("path", "")
        try:
            return rel, read(folder, rel)
        except StudioError as exc:
            return refusal(exc)
        except OSError as exc:
            return JSONResponse({"error": f"cannot read: {exc.strerror or exc}"}, status_code=404)

    async def verdict(request: Request):
        found = read_case(request)
        if isinstance(found, JSONResponse):
            return found
        rel, data = found
        key = (rel, data)  # the same text gives the same verdict
        if key not in verdicts:
            try:
                text = data.decode("utf-8")
            except UnicodeDecodeError:
                return JSONResponse(
                    {
                        "status": "invalid",
                        "verdict": "not UTF-8 text",
                        "title": None,
                        "verified": False,
                        "key": "invalid",
                    }
                )
            async with work:
                analysis = await run_in_threadpool(analysed, rel, text)
            verdicts[key] = {
                "status": analysis["status"],
                "verdict": analysis["verdict"],
                "title": analysis["title"],
                "verified": analysis["verified"],
                "key": analysis["key"],
            }
        return JSONResponse(verdicts[key])

    async def open_case(request: Request):
        found = read_case(request)
        if isinstance(found, JSONResponse):
            return found
        rel, data = found
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as exc:  # editing would silently change its bytes
            return JSONResponse(
                {"error": f"{rel}: not UTF-8 text (byte {exc.start}); the studio does not open it"}, status_code=422
            )
        return JSONResponse({"path": rel, "version": version_of(data), "text": text})

    async def check(request: Request):
        try:
            data = await json_body(request)
            rel, text, seq, page = data.get("path"), data.get("text"), data.get("seq", 0), data.get("page", "")
            resolve(folder, rel)
            if not isinstance(text, str) or not isinstance(seq, int) or isinstance(seq, bool):
                raise StudioError(400, "path, text and seq are needed")
            if not 0 <= seq <= MAX_SEQ or not isinstance(page, str) or len(page) > 64:
                raise StudioError(400, f"seq must be from 0 to {MAX_SEQ}, page a string of at most 64 characters")
            encoded(text)
        except StudioError as exc:
            return refusal(exc)
        # Each page (tab) counts its own checks from 1: a newer check of the same page replaces an
        # older one; another page's, or an earlier page load's, numbers never hide this one.
        mine = (page, rel)
        latest[mine] = max(latest.get(mine, 0), seq)
        latest.move_to_end(mine)
        while len(latest) > PAGES:
            latest.popitem(last=False)
        async with work:
            if seq < latest.get(mine, 0):  # the author typed on: a newer check replaces this one
                return JSONResponse({"seq": seq, "stale": True})
            found = await run_in_threadpool(analysed, rel, text)
        return JSONResponse(dict(found, seq=seq))

    async def suggest(request: Request):
        try:
            data = await json_body(request)
            resolve(folder, data.get("path"))
            encoded(str(data.get("text", "")))
        except StudioError as exc:
            return refusal(exc)
        async with repairs:  # apart from the checks: a repair search must not hold up typing
            found = await run_in_threadpool(suggested, data.get("path"), str(data.get("text", "")))
        return JSONResponse(found)

    async def save_case(request: Request):
        try:
            data = await json_body(request)
            rel, text, version = data.get("path"), data.get("text"), data.get("version")
            if not isinstance(text, str) or not isinstance(version, str):
                raise StudioError(400, "path, text and version are needed")
            encoded(text)
            # The author's word ("anyway" or "confirm") answers both questions: text that is not
            # even TOML (422), and a case that fails replacing one that verified (409).
            insisted = data.get("anyway") is True or data.get("confirm") is True
            if not insisted:
                if await run_in_threadpool(_same_version, folder, rel, version):
                    unreadable(rel, text)  # (a file changed on disk is refused first, by save)
                # (rel is a str here: _same_version resolved it, refusing anything else)
                old = await run_in_threadpool(_text_or_none, folder, cast(str, rel), version)
                async with work:
                    warning = await run_in_threadpool(warned, rel, old, text)
                if warning:
                    return JSONResponse({"needs_confirm": warning, "error": warning}, status_code=409)

            def locked():
                with save_lock:
                    return save(folder, rel, text, version)

            new = await run_in_threadpool(locked)
        except StudioError as exc:
            return refusal(exc)
        except OSError as exc:
            return JSONResponse({"error": f"not saved: {exc.strerror or exc}"}, status_code=500)
        return JSONResponse({"saved": True, "version": new})

    routes = (
        [
            Route("/", index),
            Route("/static/{name}", static),
            Route("/api/cases", cases),
            Route("/api/verdict", verdict),
            Route("/api/case", open_case),
            Route("/api/check", check, methods=["POST"]),
            Route("/api/save", save_case, methods=["POST"]),
            Route("/api/suggest", suggest, methods=["POST"]),
        ]
        + studio_files.routes(shop)
        + studio_edits.routes(shop)
        + studio_play.routes(shop)
    )
    return guard(
        Starlette(routes=routes, exception_handlers=dict.fromkeys((RecursionError, UnicodeError), unreadable_request)),
        settings.hosts,
    )


async def unreadable_request(request, exc):
    """A request whose content pysm cannot take apart (nested too deep, not Unicode): a 400 that
    says so, never a 500."""
    from starlette.responses import JSONResponse

    what = "nested too deep" if isinstance(exc, RecursionError) else "not Unicode text"
    return JSONResponse({"error": f"the request cannot be read: {what}"}, status_code=400)


def guard(app, hosts: tuple[str, ...]):
    """Only this machine's pages may use the studio: a Host other than the studio's own (a
    DNS-rebinding page), a POST that is not JSON (a form on another site) or one from another
    origin gets 403 before it reaches the application."""
    from starlette.responses import PlainTextResponse

    origins = {f"http://{h}" for h in hosts}

    async def asgi(scope, receive, send):
        if scope["type"] == "http":
            headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope["headers"]}
            refused = None
            if hosts and headers.get("host") not in hosts:
                refused = "unknown host"
            elif scope["method"] == "POST":
                if not headers.get("content-type", "").startswith("application/json"):
                    refused = "POST needs application/json"
                elif hosts and "origin" in headers and headers["origin"] not in origins:
                    refused = "request from another origin"
            if refused:
                await PlainTextResponse(f"forbidden: {refused}", status_code=403)(scope, receive, send)
                return
        await app(scope, receive, send)

    return asgi


def _text_or_none(folder: Path, rel: str, version: str) -> str | None:
    """The case's text on disk, or None when it is not UTF-8 text (nothing to warn about);
    StudioError when it changed since `version`."""
    try:
        return unchanged(folder, rel, version).decode("utf-8")
    except UnicodeDecodeError:
        return None


def _loader():
    import jinja2

    return jinja2.FileSystemLoader(str(templates_dir() / FOLDER))


def _asset(name: str) -> str:
    return (templates_dir() / FOLDER / name).read_text(encoding="utf-8")
