"""How fast `pysm suggest` repairs failing cases, and how many sentences it adds, per board size.

For each size: generate verified cases (pysm generate's draft, level 2, languages in turn),
break each one (tests/breakcases.py: `--broken` people lose a sentence or get a weaker true
one instead, until the case no longer verifies), then time suggest() on the broken text
(answer sets, the hitting-set search, the drop-each check, the edit and the verification of
the repaired text) in-process. Every repair is checked: the repaired text verifies and is
solved on the intended solution. Prints a markdown table.

    python benchmarks/suggest_bench.py                          # sizes 4..9, 6 cases each, 2 broken
    python benchmarks/suggest_bench.py --sizes 7 --cases 3 --broken 3
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from breakcases import failing_text  # noqa: E402

from pysm.authoring import generate  # noqa: E402
from pysm.authoring.suggest import suggest  # noqa: E402
from pysm.case.loader import load  # noqa: E402

LANGS = ("es", "nl", "en")


def bench(size: int, cases: int, broken: int, engine: generate.Engine, stuck: bool = False) -> dict:
    rows = []
    seed = 1
    while len(rows) < cases and seed < 20 * cases + 10:
        lang = LANGS[seed % len(LANGS)]
        d = generate.draft(seed, size, lang, 2, engine=engine)
        seed += 1
        if d is None:
            continue
        got = failing_text(
            replace(d.case, file="x.toml"),
            random.Random(seed),
            broken,
            status=("unique",) if stuck else ("unique", "multiple"),
        )
        if got is None:
            continue
        text, touched = got
        case = load(f"{lang}-{size}.toml", text)
        start = time.monotonic()
        s = suggest(case, text=text, rules=list(engine.rules), steps=list(engine.steps))
        seconds = time.monotonic() - start
        ok = (
            s.status == "repaired"
            and s.report is not None
            and s.report.verified
            and s.report.proof.placement == dict(s.intended.people)
        )
        rows.append(
            {
                "seconds": seconds,
                "added": len(s.proposals),
                "touched": touched,
                "ok": ok,
                "rounds": s.rounds,
                "answers": len(s.choices),
                "stuck": len(s.choices) == 1,
            }
        )
    return {"size": size, "rows": rows}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", type=int, nargs="+", default=[4, 5, 6, 7, 8, 9])
    ap.add_argument("--cases", type=int, default=6, help="broken cases per size")
    ap.add_argument("--broken", type=int, default=2, help="people whose sentence is taken or weakened")
    ap.add_argument("--stuck", action="store_true", help="only broken cases that keep one solution (stuck)")
    args = ap.parse_args()
    engine = generate.Engine.default()
    print(
        "| size | cases (stuck) | repaired and verified | s median / worst | sentences added: mean / max "
        "| sentences taken | answer sets (median) | rounds (median) |"
    )
    print("|---:|---:|---:|---:|---:|---:|---:|---:|")
    for size in args.sizes:
        rows = bench(size, args.cases, args.broken, engine, args.stuck)["rows"]
        if not rows:
            print(f"| {size}x{size} | 0 | | | | | | |")
            continue
        secs = [r["seconds"] for r in rows]
        added = [r["added"] for r in rows]
        print(
            f"| {size}x{size} | {len(rows)} ({sum(r['stuck'] for r in rows)}) | {sum(r['ok'] for r in rows)} "
            f"| {statistics.median(secs):.2f} / {max(secs):.2f} "
            f"| {statistics.mean(added):.1f} / {max(added)} | {statistics.mean(r['touched'] for r in rows):.1f} "
            f"| {statistics.median(r['answers'] for r in rows):g} "
            f"| {statistics.median(r['rounds'] for r in rows):g} |",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
