"""How fast `pysm generate` makes cases on this machine, per board size and level.

Runs the generator's whole pipeline for consecutive seeds (draw a world, choose clues,
minimise, phrase the cards, write the TOML text and verify it as `pysm verify` does),
writing nothing, and prints a markdown table: cases per minute, the seeds it took, the
seconds per case, how many cases reached the level asked for, and clues per case.

    python benchmarks/generate_bench.py                      # sizes 4..9, levels 1..3
    python benchmarks/generate_bench.py --sizes 6 --levels 2 --cases 5
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pysm.authoring import gen_data, generate  # noqa: E402

LANGS = ("es", "nl", "en")


def bench(size: int, level: int, cases: int, budget: float, engine: generate.Engine) -> dict:
    start = time.monotonic()
    made = seeds = on_level = clues = 0
    seed = 1
    while made < cases and time.monotonic() - start < budget:
        lang = LANGS[seed % len(LANGS)]
        seeds += 1
        d = generate.draft(seed, size, lang, level, engine=engine)
        seed += 1
        if d is None:
            continue
        title = d.titles[0]
        if generate.check(d, d.text(title), f"{gen_data.slug(title)}.toml", engine):
            continue
        made += 1
        clues += d.clue_count
        on_level += d.difficulty["level"] == level
    seconds = time.monotonic() - start
    return {
        "size": size,
        "level": level,
        "cases": made,
        "seeds": seeds,
        "seconds": seconds,
        "per_minute": 60.0 * made / seconds if seconds else 0.0,
        "on_level": on_level,
        "clues": clues / made if made else 0.0,
    }


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", type=int, nargs="+", default=[4, 5, 6, 7, 8, 9])
    ap.add_argument("--levels", type=int, nargs="+", default=[1, 2, 3])
    ap.add_argument("--cases", type=int, default=4, help="cases to make per size and level")
    ap.add_argument("--budget", type=float, default=120.0, help="seconds at most per size and level")
    args = ap.parse_args()
    engine = generate.Engine.default()
    print("| size | level | cases | seeds | s/case | cases/min | at that level | clues/case |")
    print("|---:|---:|---:|---:|---:|---:|---:|---:|")
    for size in args.sizes:
        for level in args.levels:
            r = bench(size, level, args.cases, args.budget, engine)
            per_case = r["seconds"] / r["cases"] if r["cases"] else float("inf")
            print(
                f"| {size}x{size} | {level} | {r['cases']} | {r['seeds']} | {per_case:.1f} | "
                f"{r['per_minute']:.1f} | {r['on_level']}/{r['cases']} | {r['clues']:.1f} |",
                flush=True,
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
