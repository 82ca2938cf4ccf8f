"""`verify` and `generate` on a Dask cluster (`--cluster ADDRESS`), output as a local run's.

The machine that runs `pysm` (the client) keeps everything that decides the output: it
reads the case files, lists the seeds, places the generated cases and writes every file,
in the order a local run would. The workers only compute: a case's Report from its text, a
seed's Draft. Each task carries the rule files' texts (bundled or --rules), which a worker
writes once into a folder of its own, named by their hash, so every machine runs the same
rules whatever pysm's install path there. Results come back in submission order, so the
output is byte for byte that of a local run.

Needs the `cluster` extra (`pip install 'sudoku-murder-pysm[cluster]'`, which brings
dask.distributed); without --cluster nothing here is imported.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
from collections.abc import Iterable, Iterator
from pathlib import Path

from pysm.core.errors import ClusterError, MissingExtra

WINDOW = 64  # tasks in flight at once; results are read in order


def client(address: str):
    """A Dask client connected to the scheduler at `address` (tcp://host:8786)."""
    import importlib.util
    import logging

    if importlib.util.find_spec("distributed") is not None:
        _probe(address)  # before importing Dask, which alone takes seconds
    # Dask's own notes ("event loop was unresponsive", ...) would make the output differ from
    # a local run's; only its errors are shown.
    logging.getLogger("distributed").setLevel(logging.ERROR)
    try:
        from distributed import Client
    except ImportError:
        raise MissingExtra("--cluster needs dask.distributed", "cluster") from None
    try:
        return Client(address, timeout="20s", set_as_default=False)
    except (OSError, TimeoutError) as exc:
        raise ClusterError(f"--cluster {address}: cannot reach the Dask scheduler ({exc})") from None


PROBE_SECONDS = 2.0  # a scheduler that is up answers a TCP connection at once


def _probe(address: str) -> None:
    """ClusterError at once when nothing listens at a tcp:// address (Dask's own client would
    keep retrying a refused connection for its whole 20 s timeout)."""
    import socket
    from urllib.parse import urlsplit

    if "://" in address and not address.startswith("tcp://"):
        return  # tls://, inproc://, ucx://: Dask's client knows how to reach them
    try:
        parts = urlsplit(address if "://" in address else "tcp://" + address)
        host, port = parts.hostname, parts.port
    except ValueError:
        raise ClusterError(f"--cluster {address}: not an address like tcp://host:8786") from None
    if not host or port is None:
        raise ClusterError(f"--cluster {address}: not an address like tcp://host:8786")
    try:
        socket.create_connection((host, port), timeout=PROBE_SECONDS).close()
    except OSError as exc:
        why = "connection refused" if isinstance(exc, ConnectionRefusedError) else (exc.strerror or str(exc))
        raise ClusterError(f"--cluster {address}: cannot reach the Dask scheduler ({why})") from None


# ---- the rule files travel as text ---------------------------------------------------

Bundle = tuple[tuple[str, str], ...]  # (file name, text), in the order given


def bundle(paths: Iterable[Path]) -> Bundle:
    return tuple((Path(p).name, Path(p).read_text(encoding="utf-8")) for p in paths)


_PLACED: dict[tuple[str, Bundle], list[Path]] = {}


def unpack(kind: str, files: Bundle) -> list[Path]:
    """The bundle's files on this worker, written once per worker process (same names, same order)."""
    key = (kind, files)
    if key not in _PLACED:
        digest = hashlib.sha256(repr(files).encode("utf-8")).hexdigest()[:16]
        folder = (
            Path(tempfile.gettempdir()) / f"pysm-rules-{os.getuid() if hasattr(os, 'getuid') else 0}" / digest / kind
        )
        folder.mkdir(parents=True, exist_ok=True)
        paths = []
        for name, text in files:
            path = folder / name
            if not path.is_file() or path.read_text(encoding="utf-8") != text:
                tmp = path.with_suffix(f".{os.getpid()}.tmp")
                tmp.write_text(text, encoding="utf-8")
                tmp.replace(path)
            paths.append(path)
        _PLACED[key] = paths
    return _PLACED[key]


def _ordered(client_, fn, items: list, *args, window: int = WINDOW) -> Iterator:
    """fn(item, *args) for each item on the cluster, yielded in the items' order, with at
    most `window` tasks in flight. An exception raised by fn is yielded (not raised)."""
    futures: list = []
    position = 0
    while position < len(items) or futures:
        while position < len(items) and len(futures) < window:
            futures.append(client_.submit(_capture, fn, items[position], *args, pure=False))
            position += 1
        yield futures.pop(0).result()


def _capture(fn, item, *args):
    try:
        return fn(item, *args)
    except Exception as exc:  # noqa: BLE001 - handed back to the client, which decides
        return _Failed(exc)


class _Failed:
    def __init__(self, exc: Exception):
        self.exc = exc


# ---- verify --------------------------------------------------------------------------


def verify_many(
    paths: list[str], *, address: str, rules: list[Path], steps: list[Path] | None, timeout: float
) -> Iterator:
    """pysm.verify.gate.verify_many on a cluster: the same Reports, in the same order."""
    from pysm.verify.gate import verify_one

    return per_file(paths, verify_one, address=address, rules=rules, steps=steps, timeout=timeout)


def per_file(
    paths: list[str], fn, *, address: str, rules: list[Path], steps: list[Path] | None, timeout: float
) -> Iterator:
    """fn(path, rules=, steps=, timeout=, stdin=, text=) for each path, on the cluster, in order.

    The files are read here, where they are; fn runs on a worker with the file's text and the
    rule files unpacked there. A file that cannot be read here gets fn's local answer (its
    report says why). fn must be a module-level function, so that a worker can import it."""
    from pysm.case.loader import read_text
    from pysm.core.errors import TimeLimit
    from pysm.core.model import CaseInvalid
    from pysm.proof.prove import step_rules

    rule_bundle = bundle(rules)
    step_bundle = bundle(steps if steps is not None else step_rules())
    stdin: str | CaseInvalid | TimeLimit | None = None
    items: list[tuple[str, str | CaseInvalid | TimeLimit | None]] = []
    for path in paths:
        try:
            if path == "-":
                if stdin is None:
                    try:
                        stdin = read_text("-", timeout=timeout)
                    except (CaseInvalid, TimeLimit) as exc:
                        stdin = exc
                text = stdin
            else:
                text = read_text(path)
        except CaseInvalid:
            text = None
        items.append((path, text))
    with client(address) as cl:
        remote = [(p, t) for p, t in items if isinstance(t, str)]
        results = _ordered(cl, _run_remote, remote, fn, rule_bundle, step_bundle, timeout)
        for path, text in items:
            if isinstance(text, str):
                result = next(results)
                if isinstance(result, _Failed):
                    raise result.exc
            else:  # unreadable here: the local run's own answer
                result = fn(path, rules=rules, steps=steps, timeout=timeout, stdin=text if path == "-" else None)
            yield result


def _run_remote(item: tuple[str, str], fn, rule_bundle: Bundle, step_bundle: Bundle, timeout: float):
    path, text = item
    return fn(
        path,
        rules=unpack("asp", rule_bundle),
        steps=unpack("steps", step_bundle),
        timeout=timeout,
        stdin=text,
        text=text,
    )


# ---- generate ------------------------------------------------------------------------


def drafts(address: str, engine, *, size: int, lang: str, level: int, count: int):
    """A draft maker for pysm.authoring.generate.run: seeds -> (seed, Draft or None or exception), in order."""
    from pysm.authoring.generate import Engine

    if not isinstance(engine, Engine):
        raise TypeError("engine must be a pysm.authoring.generate.Engine")
    rule_bundle, step_bundle = bundle(engine.rules), bundle(engine.steps)

    def make(seeds: Iterable[int]) -> Iterator:
        with client(address) as cl:
            seeds = list(seeds)
            for seed, result in zip(
                seeds,
                _ordered(
                    cl,
                    _draft_remote,
                    seeds,
                    rule_bundle,
                    step_bundle,
                    engine.timeout,
                    size,
                    lang,
                    level,
                    window=min(WINDOW, count + 2),
                ),
                strict=False,
            ):
                yield seed, (result.exc if isinstance(result, _Failed) else result)

    return make


def _draft_remote(
    seed: int, rule_bundle: Bundle, step_bundle: Bundle, timeout: float, size: int, lang: str, level: int
):
    from pysm.authoring.generate import Engine, draft

    engine = Engine(tuple(unpack("asp", rule_bundle)), tuple(unpack("steps", step_bundle)), timeout)
    return draft(seed, size, lang, level, engine=engine)
