"""Hostile case files (huge, deep, strange bytes), written by code so tests and benchmarks share them.

    python benchmarks/hostile.py DIR    writes them into DIR and times `pysm verify` on each
"""
from __future__ import annotations

import json
import sys
import time
from pathlib import Path

LIMIT = 1_000_000   # the loader's size limit, bytes


def unknown_keys(limit: int = LIMIT - 1_000) -> str:
    """A JSON case of (about) 84,000 unknown top-level keys, each on its own line."""
    lines, size, i = [], 2, 0
    while True:
        line = f'"k{i}": {i},'
        if size + len(line) + 1 > limit:
            break
        lines.append(line)
        size += len(line) + 1
        i += 1
    lines[-1] = lines[-1].rstrip(",")
    return "{\n" + "\n".join(lines) + "\n}\n"


def unreadable_cards(limit: int = LIMIT - 16_000) -> str:
    """A TOML case on a 5x5 board with hundreds of people whose cards match no sentence."""
    head = ('title = "hostile"\nlanguage = "en"\nrooms = """\nAABBB\nAABBB\nCCCDD\nCCCDD\nEEEEE\n"""\n'
            + "".join(f'[room.{k}]\nname = "Room {k}"\nfloor = "f{k}"\n' for k in "ABCDE"))
    card = " ".join(f"Zorbly quandered the {w} blibbet near a frumious wabe." for w in range(1, 30))
    parts, size, i = [head], len(head), 0
    while True:
        person = f'\n[[person]]\nname = "P{i}"\ngender = "f"\ncard = "{card[:1900]}"\n'
        if size + len(person) > limit:
            break
        parts.append(person)
        size += len(person)
        i += 1
    return "".join(parts)


def unknown_room_keys(limit: int = LIMIT - 1_000) -> str:
    """A TOML case whose [room] table has tens of thousands of unknown fields."""
    head = 'language = "en"\nrooms = """\nAAAA\nAAAA\nBBBB\nBBBB\n"""\n[room.A]\nname = "A"\nfloor = "a"\n'
    lines, size, i = [head], len(head), 0
    while size < limit - 40:
        line = f"x{i} = {i}\n"
        lines.append(line)
        size += len(line)
        i += 1
    return "".join(lines)


FILES = {"unknown-keys.json": unknown_keys, "unreadable-cards.toml": unreadable_cards,
         "unknown-room-keys.toml": unknown_room_keys}


def write(folder: Path) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    out = []
    for name, make in FILES.items():
        path = folder / name
        path.write_text(make(), encoding="utf-8")
        out.append(path)
    return out


def _time(*args: str) -> tuple[int, float, int]:
    import subprocess
    start = time.perf_counter()
    run = subprocess.run([sys.executable, "-m", "pysm", *args], capture_output=True, text=True)
    return run.returncode, time.perf_counter() - start, len(run.stdout.splitlines())


if __name__ == "__main__":
    import os
    import tempfile
    folder = Path(sys.argv[1] if len(sys.argv) > 1 else tempfile.mkdtemp(prefix="pysm-hostile-"))
    for path in write(folder):
        for timeout in ("1", "60"):
            code, took, lines = _time("verify", "--timeout", timeout, str(path))
            print(f"verify --timeout {timeout:>2} {path.name:24} {path.stat().st_size:>9} bytes  exit {code}  "
                  f"{took:6.2f} s  {lines} lines of output")
    fifo = folder / "fifo.toml"
    if not fifo.exists():
        os.mkfifo(fifo)
    code, took, _ = _time("verify", str(fifo))
    print(f"verify of a FIFO named like a case                       exit {code}  {took:6.2f} s")
    slow = folder / "slow.lp"
    slow.write_text("big(X,Y) :- X = 1..20000, Y = 1..20000.\n")
    case = Path(__file__).resolve().parent.parent / "cases"
    first = sorted(case.rglob("*.toml"))[0]
    code, took, _ = _time("verify", "--timeout", "2", "--rules", str(slow), str(first))
    print(f"verify --timeout 2 with a rule file grounding 400 million atoms  exit {code}  {took:6.2f} s")
