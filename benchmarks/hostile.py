"""Hostile case files (huge, deep, strange bytes), written by code so tests and benchmarks share them,
and the attacks of a hostile user on the command line and the studio, each judged held or not.

    python benchmarks/hostile.py DIR              writes the files into DIR and times `pysm verify` on
                                                  each, then runs every attack and prints held/total
    python benchmarks/hostile.py DIR --attacks    the attacks only
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

LIMIT = 1_000_000  # the loader's size limit, bytes


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
    head = 'title = "hostile"\nlanguage = "en"\nrooms = """\nAABBB\nAABBB\nCCCDD\nCCCDD\nEEEEE\n"""\n' + "".join(
        f'[room.{k}]\nname = "Room {k}"\nfloor = "f{k}"\n' for k in "ABCDE"
    )
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


FILES = {
    "unknown-keys.json": unknown_keys,
    "unreadable-cards.toml": unreadable_cards,
    "unknown-room-keys.toml": unknown_room_keys,
}

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
    return text.replace(
        'card = "She was exactly one row north of Edith."',
        'card = "She was in the top row. She was in the bottom row."',
    )


def everyone_alone(text: str | None = None) -> str:
    """A 9x9 case where everyone but the victim was alone in the room (no solution)."""
    return _cards(text or NINE.read_text(encoding="utf-8"), lambda he, his: f"{he} was alone in {his} room.")


def nearly_clueless(text: str | None = None) -> str:
    """A 9x9 case whose cards say next to nothing (and no [solution]): millions of answer sets."""
    text = _cards(text or NINE.read_text(encoding="utf-8"), lambda he, his: f"{he} was not in the bottom row.")
    text = text.split("\n[solution]")[0]
    return text.replace(
        "She was alone with the murderer. She was either in the third row or in the fifth row.",
        "She was alone with the murderer.",
    )


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


# ---- attacks: each returns (held, what happened) ------------------------------------------------------

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "tests" / "fixtures"
HIDDEN = ("\u202e", "\u200b", "\u2066", "\u200f", "\u061c", "\u2060")


def _pysm(*args: str, stdin=None, wait: float = 120.0, signal_after: float | None = None, signum: int = 15):
    """(exit status, seconds, stdout, stderr) of a real `pysm` process; status None if it outlived `wait`."""
    import signal as signals
    import subprocess

    start = time.monotonic()
    run = subprocess.Popen(
        [sys.executable, "-m", "pysm", *args],
        stdin=stdin if stdin is not None else subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=ROOT,
    )
    try:
        if signal_after is not None:
            time.sleep(signal_after)
            run.send_signal(signals.Signals(signum))
            start = time.monotonic()
        out, err = run.communicate(timeout=wait)
        return run.returncode, time.monotonic() - start, out, err
    except subprocess.TimeoutExpired:
        run.kill()
        out, err = run.communicate()
        return None, time.monotonic() - start, out, err


def _file(folder: Path, name: str, text: str) -> str:
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def cli_attacks(folder: Path) -> list[tuple[str, bool, str]]:
    import json
    import os

    out = []

    def judge(name, held, detail):
        out.append((name, bool(held), detail))

    for make in (top_and_bottom, everyone_alone):
        code, took, _, _ = _pysm("suggest", "--timeout", "20", _file(folder, make.__name__ + ".toml", make()), wait=60)
        judge(
            f"suggest on a case without solution ({make.__name__}) ends",
            code == 1 and took < 25,
            f"exit {code}, {took:.1f} s",
        )
    loose = _file(folder, "loose.toml", nearly_clueless())
    for args in (["suggest"], ["solve", "--all"]):
        code, took, text, _ = _pysm(*args, "--json", "--timeout", "3", loose, wait=60)
        try:
            found = json.loads(text)
        except ValueError:
            found = {}
        judge(
            f"{' '.join(args)} --json stopped by --timeout 3 says so with what it found",
            code == 2 and took < 8 and found.get("status") == "stopped",
            f"exit {code}, {took:.1f} s, status {found.get('status')}",
        )
    for signum, name in ((15, "SIGTERM"), (2, "SIGINT")):
        code, took, _, _ = _pysm("suggest", "--timeout", "300", loose, signal_after=3, signum=signum, wait=30)
        judge(f"{name} stops a long suggest at once", code == 128 + signum and took < 3, f"exit {code}, {took:.1f} s")
    for args in (["verify"], ["solve"], ["solve", "--json"], ["explain"], ["suggest"], ["render"], ["facts"]):
        reader, writer = os.pipe()
        try:
            code, took, _, _ = _pysm(*args, "--timeout", "2", "-", stdin=reader, wait=30)
        finally:
            os.close(reader)
            os.close(writer)
        judge(
            f"{' '.join(args)} - with standard input never closed stops at --timeout 2",
            code == 2 and took < 6,
            f"exit {code}, {took:.1f} s",
        )
    for mark in HIDDEN:
        path = _file(folder, "hidden.toml", renamed("Edmund", f"Ed{mark}mund"))
        for command in ("verify", "solve", "explain", "facts"):
            code, _, text, _ = _pysm(command, path)
            judge(
                f"{command} shows U+{ord(mark):04X} in a name escaped",
                mark not in text and code in (0, 1),
                f"exit {code}",
            )
        path = _file(folder, "twice.toml", renamed("Edmund", f"Marg{mark}aret"))
        code, _, text, _ = _pysm("verify", path)
        judge(
            f"two names differing by U+{ord(mark):04X} are one name", code == 2 and "invisible" in text, f"exit {code}"
        )
    target = folder / "mine.svg"
    target.write_text("mine", encoding="utf-8")
    code, _, _, _ = _pysm("render", str(FIXTURES / "fails-no-solution.toml"), "-o", str(target))
    judge("render -o does not overwrite without --force", code == 2 and target.read_text() == "mine", f"exit {code}")
    code, _, _, err = _pysm("render", "--stuck", str(FIXTURES / "fails-no-solution.toml"))
    judge("render --stuck on a case without solution says so", code == 1 and "no solution" in err, f"exit {code}")
    code, _, _, err = _pysm("render", "--solution", str(FIXTURES / "fails-several-solutions.toml"))
    judge("render --solution on several solutions says so", code == 1 and "several" in err, f"exit {code}")
    for pick in ("0", "-1"):
        code, _, _, _ = _pysm("suggest", "--pick", pick, str(FIXTURES / "fails-several-solutions.toml"))
        judge(f"suggest --pick {pick} is refused", code == 2, f"exit {code}")
    code, took, _, err = _pysm("verify", "--cluster", "tcp://127.0.0.1:9", str(FIXTURES / "fails-no-solution.toml"))
    judge(
        "--cluster to a refused address says so at once",
        code == 2 and took < 4 and "reach" in err,
        f"exit {code}, {took:.1f} s",
    )
    return out


def studio_attacks(folder: Path) -> list[tuple[str, bool, str]]:
    """The attacks on a running studio (`pysm studio FOLDER --port 0 --timeout 3 --json`)."""
    import http.client
    import json
    import os
    import shutil
    import signal as signals
    import subprocess
    import tempfile
    import threading
    import urllib.error
    import urllib.request

    room = Path(tempfile.mkdtemp(prefix="pysm-studio-hostile-", dir=folder))
    shutil.copy(ROOT / "tests" / "render_cases" / "en-office.toml", room / "ok.toml")
    os.mkfifo(room / "fifo.toml")
    (room / "huge.json").write_bytes(b'{"title": "' + b"x" * 30_000_000 + b'"}')
    (room / "comments.toml").write_text(with_comments(), encoding="utf-8")
    (room / "loose.toml").write_text(nearly_clueless(), encoding="utf-8")
    (room / "contra.toml").write_text(everyone_alone(), encoding="utf-8")
    outside = Path(tempfile.mkdtemp(prefix="pysm-outside-", dir=folder))
    shutil.copy(room / "ok.toml", outside / "secret.toml")
    os.symlink(outside / "secret.toml", room / "link.toml")
    run = subprocess.Popen(
        [sys.executable, "-m", "pysm", "studio", str(room), "--port", "0", "--timeout", "3", "--json"],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        cwd=ROOT,
    )
    out = []

    def judge(name, held, detail):
        out.append((name, bool(held), detail))

    def ask(path, body=None, raw: bytes | None = None, timeout=30.0):
        data = raw if raw is not None else None if body is None else json.dumps(body).encode("utf-8")
        request = urllib.request.Request(url + path, data=data, headers={"Content-Type": "application/json"})
        start = time.monotonic()
        try:
            with urllib.request.urlopen(request, timeout=timeout) as answer:
                return answer.status, answer.read(), time.monotonic() - start
        except urllib.error.HTTPError as exc:
            return exc.code, exc.read(), time.monotonic() - start
        except OSError as exc:
            return None, str(exc).encode(), time.monotonic() - start

    try:
        url = json.loads(run.stdout.readline())["url"]
        listed = json.loads(ask("api/cases")[1])["cases"]
        judge(
            "a FIFO and a link out of the folder are not listed",
            "fifo.toml" not in listed and "link.toml" not in listed,
            ", ".join(listed),
        )
        status, _, took = ask("api/verdict?path=fifo.toml")
        judge(
            "a FIFO named like a case is refused without waiting", status == 422 and took < 3, f"{status}, {took:.1f} s"
        )
        status, _, took = ask("api/verdict?path=ok.toml", timeout=60)
        judge("the server answers after the FIFO", status == 200, f"{status}, {took:.1f} s")
        for name in ("huge.json", "comments.toml"):
            for route in ("verdict", "case"):
                status, body, _ = ask(f"api/{route}?path={name}")
                judge(
                    f"{route} of {name} ({(room / name).stat().st_size} bytes) is refused, not read whole",
                    status == 413 and len(body) < 1000,
                    f"{status}, {len(body)} bytes sent",
                )
        status, _, _ = ask("api/case?path=link.toml")
        judge("a link out of the folder is not read", status == 403, f"{status}")
        text = (room / "ok.toml").read_text(encoding="utf-8")
        bad = [
            ("check", {"path": "ok.toml", "text": with_comments(), "seq": 1}, (200,)),
            ("check", {"path": "deep.json", "text": deep_json(), "seq": 2}, (200,)),
            ("check", None, range(400, 500), b'{"path": "ok.toml", "text": "a\\ud800", "seq": 3}'),
            ("save", None, range(400, 500), b'{"path": "ok.toml", "text": "a\\udc00", "version": "v"}'),
            ("suggest", None, range(400, 500), b'{"path": "ok.toml", "text": "\\ud800"}'),
            (
                "check",
                None,
                range(400, 500),
                b'{"path": "ok.toml", "seq": 4, "text": ' + b"[" * 100_000 + b"]" * 100_000 + b"}",
            ),
        ]
        for route, body, wanted, *raw in bad:
            status, answer, _ = ask("api/" + route, body, raw=raw[0] if raw else None, timeout=60)
            judge(
                f"{route} of a hostile text gets {'a verdict' if wanted == (200,) else 'a 4xx'}",
                status in wanted,
                f"{status} {answer[:80]!r}",
            )
        version = json.loads(ask("api/case?path=ok.toml")[1])["version"]
        status, answer, _ = ask(
            "api/save", {"path": "ok.toml", "text": text + "\n[[person]]\n", "version": version}, timeout=60
        )
        judge(
            "saving a failing case over a verified one asks first",
            status == 409 and b"needs_confirm" in answer,
            f"{status}",
        )
        host, port = url.split("//")[1].rstrip("/").split(":")
        conn = http.client.HTTPConnection(host, int(port), timeout=30)
        start = time.monotonic()
        try:
            conn.putrequest("POST", "/api/check")
            conn.putheader("Content-Type", "application/json")
            conn.putheader("Transfer-Encoding", "chunked")
            conn.endheaders()
            chunk = b" " * (1 << 20)
            for _ in range(300):  # 300 MB, unless the server stops listening first
                conn.send(b"%x\r\n%s\r\n" % (len(chunk), chunk))
            conn.send(b"0\r\n\r\n")
            status = conn.getresponse().status
        except OSError:
            status = 413  # the server closed the connection: refused unread
        judge(
            "a 300 MB request body is refused before it is read",
            status == 413,
            f"{status}, {time.monotonic() - start:.1f} s",
        )
        conn.close()
        for name in ("contra.toml", "loose.toml", "loose.toml"):
            body = {"path": name, "text": (room / name).read_text(encoding="utf-8")}
            status, _, took = ask("api/suggest", body, timeout=60)
            judge(
                f"Suggest repairs on {name} answers within the limit",
                status == 200 and took < 15,
                f"{status}, {took:.1f} s",
            )
        threading.Thread(
            target=ask,
            args=("api/suggest", {"path": "loose.toml", "text": (room / "loose.toml").read_text()}),
            daemon=True,
        ).start()
        time.sleep(1)
        run.send_signal(signals.SIGTERM)
        start = time.monotonic()
        try:
            run.wait(timeout=30)
        except subprocess.TimeoutExpired:
            pass
        judge(
            "SIGTERM stops the studio during a repair search",
            run.poll() is not None and time.monotonic() - start < 6,
            f"{time.monotonic() - start:.1f} s",
        )
    finally:
        run.kill()
        run.wait()
    return out


def attacks(folder: Path) -> list[tuple[str, bool, str]]:
    return cli_attacks(folder) + studio_attacks(folder)


def _time(*args: str) -> tuple[int, float, int]:
    import subprocess

    start = time.perf_counter()
    run = subprocess.run([sys.executable, "-m", "pysm", *args], capture_output=True, text=True)
    return run.returncode, time.perf_counter() - start, len(run.stdout.splitlines())


def timings(folder: Path) -> None:
    import os

    for path in write(folder):
        for timeout in ("1", "60"):
            code, took, lines = _time("verify", "--timeout", timeout, str(path))
            print(
                f"verify --timeout {timeout:>2} {path.name:24} {path.stat().st_size:>9} bytes  exit {code}  "
                f"{took:6.2f} s  {lines} lines of output"
            )
    fifo = folder / "fifo.toml"
    if not fifo.exists():
        os.mkfifo(fifo)
    code, took, _ = _time("verify", str(fifo))
    print(f"verify of a FIFO named like a case                       exit {code}  {took:6.2f} s")
    slow = folder / "slow.lp"
    slow.write_text("big(X,Y) :- X = 1..20000, Y = 1..20000.\n")
    first = sorted((ROOT / "cases").rglob("*.toml"))[0]
    code, took, _ = _time("verify", "--timeout", "2", "--rules", str(slow), str(first))
    print(f"verify --timeout 2 with a rule file grounding 400 million atoms  exit {code}  {took:6.2f} s")


if __name__ == "__main__":
    import tempfile

    folder = Path(
        sys.argv[1]
        if len(sys.argv) > 1 and not sys.argv[1].startswith("--")
        else tempfile.mkdtemp(prefix="pysm-hostile-")
    )
    folder.mkdir(parents=True, exist_ok=True)
    if "--attacks" not in sys.argv:
        timings(folder)
    results = attacks(folder)
    for name, held, detail in results:
        print(f"{'held  ' if held else 'FAILED'}  {name}  ({detail})")
    print(f"held {sum(h for _, h, _ in results)}/{len(results)}")
