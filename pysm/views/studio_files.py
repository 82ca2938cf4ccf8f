"""The studio's routes that make, remove and print whole case files: a new case (empty at a
size and language, or drawn by pysm's generator), a duplicate, a deletion (the file moves to
the folder's .pysm-studio/deleted/, never destroyed), and the printable PDF sheet.

A new name is a plain file name in the folder's top level ending in .toml; nothing is ever
written over an existing file (write_atomic without force).
"""

from __future__ import annotations

import os
import re
import time

from pysm.core.errors import Exists, GenerateError, MissingExtra, SolveTimeout, StudioError
from pysm.core.files import write_atomic
from pysm.views.studio_context import Workshop
from pysm.views.studio_folder import resolve, version_of
from pysm.views.studio_model import empty, write

_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,80}\.toml")
GENERATE_SECONDS = 30.0  # seeds are tried until one gives a case or this time is spent
GENERATE_SEEDS = 40


def new_name(name) -> str:
    if not isinstance(name, str) or not _NAME.fullmatch(name) or ".." in name:
        raise StudioError(
            400, "a new case's name is letters, digits, '-', '_' or '.', ending in .toml (like my-case.toml)"
        )
    return name


def create(shop: Workshop, name: str, text: str) -> dict:
    path = shop.folder / new_name(name)
    data = text.encode("utf-8")
    try:
        write_atomic(path, data)
    except Exists:
        raise StudioError(409, f"{name} already exists; choose another name") from None
    return {"path": name, "version": version_of(data), "text": text}


def generated(size: int, lang: str, level: int, seed: int, traits: bool = False) -> str:
    """A generated case's text, from the first seed from `seed` on that gives one (traits: its
    people have traits and its cards speak of them, as `pysm generate --traits`)."""
    from pysm.authoring.generate.drafting import draft
    from pysm.authoring.generate.request import check_request

    try:
        check_request(size, lang, level)
    except GenerateError as exc:
        raise StudioError(400, str(exc)) from None
    start = time.monotonic()
    for s in range(seed, seed + GENERATE_SEEDS):
        try:
            d = draft(s, size, lang, level, traits=traits)
        except SolveTimeout:
            continue
        if d is not None:
            return d.text(d.titles[0])
        if time.monotonic() - start > GENERATE_SECONDS:
            break
    raise StudioError(422, f"the generator found no {size}x{size} case in {lang} for these seeds; try another size")


def copy_name(shop: Workshop, rel: str) -> str:
    stem = rel.rsplit("/", 1)[-1].rsplit(".", 1)[0]
    for n in range(1, 1000):
        name = f"{stem}-copy{'' if n == 1 else '-' + str(n)}.toml"
        if not (shop.folder / name).exists():
            return name
    raise StudioError(409, "no free name for the copy")


def pdf_sheet(shop: Workshop, rel: str, text: str) -> bytes:
    """The printable sheet (board and cards) as pysm render writes it."""
    from pysm.views import render

    report = shop.report(rel, text)
    if report.loaded is None:
        raise StudioError(422, f"{rel}: the case does not load, so it has no sheet; fix its errors first")
    pic = render.draw(report.loaded, report)
    return render.to_pdf(render.page(report.loaded, pic, report, printable=True))


def routes(shop: Workshop) -> list:
    from starlette.concurrency import run_in_threadpool
    from starlette.responses import JSONResponse, Response
    from starlette.routing import Route

    async def new_case(request):
        try:
            data = await shop.body(request)
            name, size, lang = data.get("name"), data.get("size", 4), data.get("language", "en")
            new_name(name)
            if data.get("generate"):
                level, seed, traits = data.get("level", 2), data.get("seed", 1), data.get("traits", False)
                if not all(isinstance(x, int) and not isinstance(x, bool) for x in (size, level, seed)):
                    raise StudioError(400, "size, level and seed are whole numbers")
                if not isinstance(traits, bool):
                    raise StudioError(400, "traits is true or false")
                async with shop.making:
                    text = await run_in_threadpool(generated, size, lang, level, seed, traits)
            else:
                title = data.get("title", "")
                text = write(empty(size, lang, title if isinstance(title, str) else ""))
            return JSONResponse(await run_in_threadpool(create, shop, name, text))
        except StudioError as exc:
            return shop.refusal(exc)

    async def duplicate(request):
        try:
            data = await shop.body(request)
            rel = data.get("path")
            text = (await run_in_threadpool(resolve(shop.folder, rel).read_bytes)).decode("utf-8")
            return JSONResponse(await run_in_threadpool(create, shop, copy_name(shop, rel), text))
        except StudioError as exc:
            return shop.refusal(exc)
        except (OSError, UnicodeDecodeError):
            return JSONResponse({"error": f"{data.get('path')}: cannot be read"}, status_code=404)

    async def delete(request):
        try:
            data = await shop.body(request)
            rel, version = data.get("path"), data.get("version")
            path = resolve(shop.folder, rel)

            def move():
                with shop.save_lock:
                    if not isinstance(version, str) or version_of(path.read_bytes()) != version:
                        raise StudioError(409, f"{rel} changed on disk since it was opened; not deleted")
                    bin_ = shop.data_folder("deleted")
                    os.replace(path, bin_ / f"{time.strftime('%Y%m%d-%H%M%S')}-{path.name}")

            await run_in_threadpool(move)
            return JSONResponse({"deleted": rel})
        except StudioError as exc:
            return shop.refusal(exc)
        except FileNotFoundError:
            return JSONResponse({"error": f"{data.get('path')} no longer exists"}, status_code=404)

    async def export(request):
        rel = request.query_params.get("path", "")
        try:
            text = (await run_in_threadpool(resolve(shop.folder, rel).read_bytes)).decode("utf-8")
            async with shop.work:
                pdf = await run_in_threadpool(pdf_sheet, shop, rel, text)
        except StudioError as exc:
            return shop.refusal(exc)
        except MissingExtra as exc:
            return JSONResponse({"error": str(exc)}, status_code=501)
        except (OSError, UnicodeDecodeError):
            return JSONResponse({"error": f"{rel}: cannot be read"}, status_code=404)
        name = re.sub(r"[^A-Za-z0-9_.-]", "_", rel.rsplit("/", 1)[-1].rsplit(".", 1)[0]) + ".pdf"
        return Response(
            pdf, media_type="application/pdf", headers={"Content-Disposition": f'attachment; filename="{name}"'}
        )

    return [
        Route("/api/new", new_case, methods=["POST"]),
        Route("/api/duplicate", duplicate, methods=["POST"]),
        Route("/api/delete", delete, methods=["POST"]),
        Route("/api/export", export),
    ]
