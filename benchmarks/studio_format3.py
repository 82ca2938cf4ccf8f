"""The studio's board on every TheApo level pysm imports: the case as the board reads it, written
back by the case writer, says exactly what the imported text says (the same ASP facts), and so does
the text after an edit and its inverse (a room cell painted into no room, then back into its room).

    python benchmarks/studio_format3.py /work/theapo/levels [--lang en]

Prints one line per level that breaks and a summary; exit status 1 when any does.
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from pysm.authoring.theapo import convert, level  # noqa: E402
from pysm.case.loader import load  # noqa: E402
from pysm.core.model import VOID, cell_name  # noqa: E402
from pysm.solving.facts import render  # noqa: E402
from pysm.views.studio_model import apply, draft, write  # noqa: E402


def facts(text: str, name: str) -> set[str]:
    """The case's ASP facts, each object over several cells named by its first cell rather than by
    its key (the writer numbers the keys afresh)."""
    out = "\n".join(line for line in render(load(name, text)).splitlines() if not line.startswith("%"))
    first: dict[str, tuple[int, int]] = {}
    for r, c, key in re.findall(r'whole_at\((\d+),(\d+),("(?:[^"\\]|\\.)*")\)', out):
        first[key] = min(first.get(key, (99, 99)), (int(r), int(c)))
    out = re.sub(
        r'(whole(?:_at)?\((?:\d+,\d+,)?)("(?:[^"\\]|\\.)*")',
        lambda m: m.group(1) + '"%d-%d"' % first.get(m.group(2), (0, 0)),
        out,
    )
    return {atom.strip() for atom in re.split(r"\.\s", out + " ") if atom.strip()}


def check(text: str, name: str) -> str | None:
    """Why the board's round trip changes the case, or None."""
    want = facts(text, name)
    board = draft(name, text)
    if facts(write(board, text), name) != want:
        return "read and written back, the facts differ"
    r, c = next(
        (r, c)
        for r in range(board.size, 0, -1)
        for c in range(board.size, 0, -1)
        if board.room_at(r, c) != VOID
        and not board.objects_at(r, c)
        and cell_name(r, c) not in dict(board.solution or ()).values()
    )
    key = board.room_at(r, c)
    there = apply(
        apply(board, {"op": "paint", "cell": cell_name(r, c), "room": VOID}),
        {"op": "paint", "cell": cell_name(r, c), "room": key},
    )
    if facts(write(there, text), name) != want:
        return f"{cell_name(r, c)} painted into no room and back, the facts differ"
    return None


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("levels", type=Path, help="TheApo's levels folder (levels/*.json)")
    ap.add_argument("--lang", default="en")
    args = ap.parse_args()
    counts = {"ok": 0, "refused by the importer": 0, "broken": 0}
    start = time.monotonic()
    for path in sorted(args.levels.glob("*.json")):
        try:
            text = convert.convert(level.read(path), args.lang)
        except Exception:  # a level pysm does not import is the importer's business
            counts["refused by the importer"] += 1
            continue
        why = check(text, path.stem + ".toml")
        if why:
            counts["broken"] += 1
            print(f"{path.name}: {why}")
        else:
            counts["ok"] += 1
    print(", ".join(f"{n} {what}" for what, n in counts.items()) + f" ({time.monotonic() - start:.0f} s)")
    return 1 if counts["broken"] else 0


if __name__ == "__main__":
    sys.exit(main())
