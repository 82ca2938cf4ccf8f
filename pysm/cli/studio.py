"""`pysm studio [FOLDER] [--port N]`: serve the studio (pysm.views.studio) on this machine until
interrupted; the first line printed is its address (with --json, a JSON object with the address,
the folder and how many cases it holds)."""

from __future__ import annotations

import sys
from pathlib import Path

from pysm.core.errors import UsageError


def add_parser(sub, common, line: str) -> None:
    st = sub.add_parser("studio", parents=[common], help=line)
    st.add_argument("folder", nargs="?", default=".", metavar="FOLDER", help="the folder of cases (default .)")
    st.add_argument("--port", type=int, default=8765, metavar="N", help="the port on 127.0.0.1 (0: any free one)")


def run(args, rules) -> int:
    import socket

    from pysm.proof.prove import step_rules
    from pysm.views import studio
    from pysm.views.studio_folder import case_paths

    studio.require_extra()
    folder = Path(args.folder)
    if not folder.is_dir():
        raise UsageError(f"{folder}: not a folder")
    if not 0 <= args.port <= 65535:
        raise UsageError("--port must be from 0 to 65535")
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((studio.HOST, args.port))
    except OSError as exc:
        sock.close()
        raise UsageError(f"cannot listen on {studio.HOST}:{args.port}: {exc.strerror or exc}") from None
    try:
        sock.listen(64)
        port = sock.getsockname()[1]
        settings = studio.Settings(
            folder=folder.resolve(),
            rules=rules,
            steps=step_rules(args.rules),
            timeout=args.timeout,
            hosts=(f"{studio.HOST}:{port}", f"localhost:{port}"),
        )
        url = f"http://{studio.HOST}:{port}/"
        if args.json:  # one line of JSON, so that a program can read it before the server runs
            import json

            print(
                json.dumps({"url": url, "folder": str(settings.folder), "cases": len(case_paths(folder))}), flush=True
            )
        else:
            print(url, flush=True)
        print(f"pysm studio: {len(case_paths(folder))} cases in {folder}; Ctrl+C stops it", file=sys.stderr, flush=True)
        studio.serve(settings, sock)
    finally:
        sock.close()
    return 0
