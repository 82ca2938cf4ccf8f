"""Hostile case files (huge, deep, strange bytes), written by code so tests and benchmarks share them.

    python benchmarks/hostile.py DIR    writes them into DIR and times `pysm verify` on each
"""
from __future__ import annotations

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

# ---- cases built from a bundled 9x9 case: contradictions, no clues, strange names ------------

NINE = Path(__file__).resolve().parent.parent / "cases" / "en" / "silence-in-the-garage.toml"


def _cards(text: str, card) -> str:
    """The case text with every card but the victim's replaced by card(pronoun, possessive)."""
    import re
    parts = text.split("[[person]]")
    out = [parts[0]]
    for part in parts[1:]:
        she = 'gender = "f"' in part
        if "The victim" not in part:
            part = re.sub(r'card = "[^"]*"', f'card = "{card("She" if she else "He", "her" if she else "his")}"', part)
        out.append(part)
    return "[[person]]".join(out)


def top_and_bottom(text: str | None = None) -> str:
    """A card that says "She was in the top row. She was in the bottom row." (no solution)."""
    text = text or NINE.read_text(encoding="utf-8")
    return text.replace('card = "She was exactly one row north of Edith."',
                        'card = "She was in the top row. She was in the bottom row."')


def everyone_alone(text: str | None = None) -> str:
    """A 9x9 case where everyone but the victim was alone in the room (no solution)."""
    return _cards(text or NINE.read_text(encoding="utf-8"), lambda he, his: f"{he} was alone in {his} room.")


def nearly_clueless(text: str | None = None) -> str:
    """A 9x9 case whose cards say next to nothing (and no [solution]): millions of answer sets."""
    text = _cards(text or NINE.read_text(encoding="utf-8"), lambda he, his: f"{he} was not in the bottom row.")
    text = text.split("\n[solution]")[0]
    return text.replace("She was alone with the murderer. She was either in the third row or in the fifth row.",
                        "She was alone with the murderer.")


def with_comments(target: int = 2_000_000, text: str | None = None) -> str:
    """A valid case followed by comment lines up to `target` bytes (over the size limit)."""
    text = text or NINE.read_text(encoding="utf-8")
    line = "# " + "x" * 76 + "\n"
    return text + line * max(0, (target - len(text)) // len(line) + 1)


def renamed(old: str, new: str, text: str | None = None) -> str:
    """The case (without its [solution]) with one person's name replaced everywhere (a name
    holding bidi or zero-width characters)."""
    return (text or NINE.read_text(encoding="utf-8")).split("\n[solution]")[0].replace(old, new)


def deep_json(depth: int = 100_000) -> str:
    """JSON nested `depth` arrays deep."""
    return '{"title": ' + "[" * depth + "]" * depth + "}"


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
