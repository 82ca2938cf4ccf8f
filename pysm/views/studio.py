"""`pysm studio [FOLDER]`: a local web application for case authors.

The list of the folder's cases with their verdicts; a case opens beside its picture; every
edit is verified as the author types (the page waits until typing pauses, the server runs
the verification in a worker thread, off the event loop, with the command line's time
limit) and the verdict, the picture (the solution, the stuck map or where two solutions
differ), the errors at their lines and the step list come back as one JSON answer. Saving
is atomic and refuses to overwrite a file that changed on disk since it was opened.

Starlette on uvicorn (the `[studio]` extra), bound to 127.0.0.1 only. The page, its script
and its style are served from templates/studio/; nothing is fetched from elsewhere.
"""
from __future__ import annotations

import asyncio
import hashlib
import json
import os
import socket
import sys
import threading
from dataclasses import dataclass, field
from pathlib import Path

from pysm.views import render
from pysm.case.loader import MAX_BYTES
from pysm.core.files import write_atomic
from pysm.core.resources import templates_dir

HOST = "127.0.0.1"
FOLDER = "studio"
SUFFIXES = (".toml", ".json")


def version_of(data: bytes) -> str:
    """A file's version as the studio tracks it: the SHA-256 of its bytes."""
    return hashlib.sha256(data).hexdigest()


class StudioError(Exception):
    """A request the studio refuses: (HTTP status, message)."""

    def __init__(self, status: int, message: str):
        super().__init__(message)
        self.status = status


@dataclass
class Settings:
    folder: Path
    rules: list = field(default_factory=list)
    steps: list | None = None
    timeout: float = 60.0
    hosts: tuple[str, ...] = ()     # the Host values served ("127.0.0.1:PORT"); empty: any (tests)


# ---- the work (plain functions, run in worker threads) ----------------------------------

def case_paths(folder: Path) -> list[str]:
    """The folder's case files, relative, with '/' separators, sorted."""
    return sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*")
                  if p.suffix in SUFFIXES and p.is_file() and not p.name.startswith("."))


def resolve(folder: Path, rel: str) -> Path:
    """The case file `rel` names inside `folder`; StudioError for anything else."""
    if not isinstance(rel, str) or not rel or "\x00" in rel:
        raise StudioError(400, "no case path given")
    path = (folder / rel).resolve()
    root = folder.resolve()
    if root not in path.parents or path.suffix not in SUFFIXES:
        raise StudioError(403, f"{rel}: not a case file of this folder")
    return path


def analyse(settings: Settings, rel: str, text: str) -> dict:
    """Verify `text` as the case `rel` and describe everything the page shows."""
    from pysm.proof.explain import explain_lines
    from pysm.verify.gate import differences, verify_path

    if len(text.encode("utf-8")) > MAX_BYTES:
        return {"status": "invalid", "verdict": f"larger than the limit of {MAX_BYTES} bytes",
                "errors": [{"line": None, "message": f"the case is larger than {MAX_BYTES} bytes"}],
                "svg": None, "steps": [], "solutions": [], "differ": [], "stuck": None}
    report = verify_path(rel, rules=settings.rules, steps=settings.steps, timeout=settings.timeout, text=text)
    out = {"status": report.status, "errors": [dict(e.as_dict(), text=str(e)) for e in report.errors],
           "svg": None, "steps": [], "solutions": [], "differ": [], "stuck": None, "title": None,
           "verified": report.verified, "mismatch": list(report.solution_mismatch)}
    case = report.loaded
    words = render.labels(case.language if case is not None else "en")
    out["verdict"] = render.verdict_text(report, words)
    if case is None or report.result is None:
        return out
    out["title"] = case.title or case.id
    result = report.result
    out["solutions"] = [s.as_dict() for s in result.solutions]
    for sol in out["solutions"]:
        sol.pop("atoms", None)
    out["differ"] = [list(d) for d in differences(result)]
    stuck = report.proof is not None and not report.proof.solved
    pic = render.draw(case, report, solution=result.status == "unique", stuck=stuck)
    out["svg"] = render.svg(pic)
    if report.proof is not None:
        out["stuck"] = report.proof.stuck
        lines = explain_lines(case, report.proof, case.language)
        out["steps"] = [{"text": t, "family": s.family, "level": s.level}
                        for s, t in zip(report.proof.steps, lines)]
        out["closing"] = " ".join(lines[len(report.proof.steps):]) or None
    return out


def suggestions(settings: Settings, rel: str, text: str) -> dict:
    """Repairs for a case that fails (issue 15), from `pysm.authoring.suggest` when pysm has it: each
    proposed sentence with the case text that adds it (`apply`), all of them at once, or the
    sentences that contradict each other with their lines. {"available": False} without it."""
    try:
        from pysm.authoring import suggest as suggester
    except ImportError:
        return {"available": False, "suggestions": []}
    if not (hasattr(suggester, "suggest") and hasattr(suggester, "edit_text")):
        return {"available": False, "suggestions": []}
    from pysm.case.loader import load
    from pysm.core.model import CaseInvalid
    from pysm.solving.solver import SolveTimeout
    try:
        case = load(rel, text)
    except CaseInvalid:
        return {"available": True, "suggestions": [], "message": "fix the errors first"}
    try:
        found = suggester.suggest(case, text=text, rules=settings.rules, steps=settings.steps,
                                  timeout=settings.timeout)
        items = []
        if found.status == "repaired":
            for prop in found.proposals:
                items.append({"text": f"{prop.person}: + {prop.sentence}",
                              "apply": suggester.edit_text(text, case, [prop])})
            if len(found.proposals) > 1:
                items.append({"text": "all of them", "apply": found.text or suggester.edit_text(text, case, found.proposals)})
        elif found.status == "contradiction":
            for core in found.core:
                items.append({"text": f"{core.person}: {core.sentence}", "line": core.line})
        message = {"verified": "nothing to repair", "contradiction": "these sentences contradict each other"}.get(
            found.status, found.message or "")
        return {"available": True, "status": found.status, "message": message, "suggestions": items}
    except (getattr(suggester, "SuggestError", ValueError), SolveTimeout, ValueError) as exc:
        return {"available": True, "suggestions": [], "message": str(exc)}


def save(folder: Path, rel: str, text: str, version: str) -> str:
    """Write `text` over the case `rel` if its bytes on disk are still those of `version`;
    atomically (a temporary file renamed over it). Returns the new version."""
    path = resolve(folder, rel)
    data = text.encode("utf-8")
    if len(data) > MAX_BYTES:
        raise StudioError(413, f"the case is larger than {MAX_BYTES} bytes")
    try:
        current = path.read_bytes()
    except FileNotFoundError:
        raise StudioError(409, f"{rel} no longer exists on disk; not saved") from None
    if version_of(current) != version:
        raise StudioError(409, f"{rel} changed on disk since it was opened; not saved "
                               "(reopen it to see the other change)")
    write_atomic(path, data, force=True, keep_mode=True)
    return version_of(data)


# ---- the web application -----------------------------------------------------------------

def create_app(settings: Settings):
    from starlette.applications import Starlette
    from starlette.concurrency import run_in_threadpool
    from starlette.requests import Request
    from starlette.responses import HTMLResponse, JSONResponse, Response
    from starlette.routing import Route

    folder = settings.folder
    latest: dict[str, int] = {}
    work = asyncio.Semaphore(1)          # one verification at a time; stale ones are dropped
    repairs = asyncio.Semaphore(1)       # one repair search at a time
    save_lock = threading.Lock()
    verdicts: dict[tuple, dict] = {}

    def asset(name: str) -> str:
        return (templates_dir() / FOLDER / name).read_text(encoding="utf-8")

    def error(exc: StudioError) -> JSONResponse:
        return JSONResponse({"error": str(exc)}, status_code=exc.status)

    async def body(request: Request) -> dict:
        raw = await request.body()
        if len(raw) > 4 * MAX_BYTES:
            raise StudioError(413, "request too large")
        try:
            data = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError):
            raise StudioError(400, "the request is not JSON") from None
        if not isinstance(data, dict):
            raise StudioError(400, "the request is not a JSON object")
        return data

    async def index(request: Request):
        page = render.environment().overlay(loader=_loader()).get_template("index.html.j2").render(
            folder=str(folder))
        return HTMLResponse(page)

    async def static(request: Request):
        name = request.path_params["name"]
        kinds = {"studio.js": "text/javascript; charset=utf-8", "studio.css": "text/css; charset=utf-8"}
        if name not in kinds:
            return Response("not found", status_code=404)
        return Response(asset(name), media_type=kinds[name])

    async def cases(request: Request):
        return JSONResponse({"folder": str(folder), "cases": await run_in_threadpool(case_paths, folder)})

    def read_case(request: Request) -> tuple[str, bytes] | JSONResponse:
        """The case the query names, as (its path as asked, its bytes), or the error response."""
        rel = request.query_params.get("path", "")
        try:
            return rel, resolve(folder, rel).read_bytes()
        except StudioError as exc:
            return error(exc)
        except OSError as exc:
            return JSONResponse({"error": f"cannot read: {exc.strerror or exc}"}, status_code=404)

    async def verdict(request: Request):
        found = read_case(request)
        if isinstance(found, JSONResponse):
            return found
        rel, data = found
        key = (rel, data)           # the same text gives the same verdict
        if key not in verdicts:
            try:
                text = data.decode("utf-8")
            except UnicodeDecodeError:
                return JSONResponse({"status": "invalid", "verdict": "not UTF-8 text", "title": None,
                                     "verified": False})
            async with work:
                found = await run_in_threadpool(analyse, settings, rel, text)
            verdicts[key] = {"status": found["status"], "verdict": found["verdict"], "title": found["title"],
                             "verified": found["verified"]}
        return JSONResponse(verdicts[key])

    async def open_case(request: Request):
        found = read_case(request)
        if isinstance(found, JSONResponse):
            return found
        rel, data = found
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as exc:   # editing would silently change its bytes
            return JSONResponse({"error": f"{rel}: not UTF-8 text (byte {exc.start}); "
                                          "the studio does not open it"}, status_code=422)
        return JSONResponse({"path": rel, "version": version_of(data), "text": text})

    async def check(request: Request):
        try:
            data = await body(request)
            rel, text, seq = data.get("path"), data.get("text"), data.get("seq", 0)
            resolve(folder, rel)
            if not isinstance(text, str) or not isinstance(seq, int):
                raise StudioError(400, "path, text and seq are needed")
        except StudioError as exc:
            return error(exc)
        latest[rel] = max(latest.get(rel, 0), seq)
        async with work:
            if seq < latest[rel]:          # the author typed on: a newer check replaces this one
                return JSONResponse({"seq": seq, "stale": True})
            found = await run_in_threadpool(analyse, settings, rel, text)
        return JSONResponse(dict(found, seq=seq))

    async def suggest(request: Request):
        try:
            data = await body(request)
            resolve(folder, data.get("path"))
        except StudioError as exc:
            return error(exc)
        async with repairs:   # apart from the checks: a repair search must not hold up typing
            found = await run_in_threadpool(suggestions, settings, data.get("path"), str(data.get("text", "")))
        return JSONResponse(found)

    async def save_case(request: Request):
        try:
            data = await body(request)
            rel, text, version = data.get("path"), data.get("text"), data.get("version")
            if not isinstance(text, str) or not isinstance(version, str):
                raise StudioError(400, "path, text and version are needed")

            def locked():
                with save_lock:
                    return save(folder, rel, text, version)
            new = await run_in_threadpool(locked)
        except StudioError as exc:
            return error(exc)
        except OSError as exc:
            return JSONResponse({"error": f"not saved: {exc.strerror or exc}"}, status_code=500)
        return JSONResponse({"saved": True, "version": new})

    routes = [
        Route("/", index), Route("/static/{name}", static), Route("/api/cases", cases),
        Route("/api/verdict", verdict), Route("/api/case", open_case),
        Route("/api/check", check, methods=["POST"]), Route("/api/save", save_case, methods=["POST"]),
        Route("/api/suggest", suggest, methods=["POST"]),
    ]
    return guard(Starlette(routes=routes), settings.hosts)


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


def _loader():
    import jinja2
    return jinja2.FileSystemLoader(str(templates_dir() / FOLDER))


# ---- the command ---------------------------------------------------------------------------

def command(args, rules) -> int:
    """`pysm studio [FOLDER] [--port N]`: serve until interrupted; the first line printed is the address."""
    from pysm.cli.main import UsageError
    from pysm.proof.prove import step_rules

    try:
        import uvicorn
        import starlette  # noqa: F401
    except ImportError:
        raise UsageError("the studio needs its extra: pip install 'pysm[studio]'") from None
    folder = Path(args.folder)
    if not folder.is_dir():
        raise UsageError(f"{folder}: not a folder")
    if not 0 <= args.port <= 65535:
        raise UsageError("--port must be from 0 to 65535")
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((HOST, args.port))
    except OSError as exc:
        sock.close()
        raise UsageError(f"cannot listen on {HOST}:{args.port}: {exc.strerror or exc}") from None
    sock.listen(64)
    port = sock.getsockname()[1]
    settings = Settings(folder=folder.resolve(), rules=rules, steps=step_rules(args.rules), timeout=args.timeout,
                        hosts=(f"{HOST}:{port}", f"localhost:{port}"))
    print(f"http://{HOST}:{port}/", flush=True)
    print(f"pysm studio: {len(case_paths(folder))} cases in {folder}; Ctrl+C stops it", file=sys.stderr, flush=True)
    config = uvicorn.Config(create_app(settings), log_level="warning", access_log=False, lifespan="off")
    server = uvicorn.Server(config)
    try:
        server.run(sockets=[sock])
    finally:
        sock.close()
    return 0
