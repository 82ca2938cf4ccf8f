"""The warm cost of reading one card: pysm.language.cards.parse_card on every card of cases/**/*.toml,
the languages' grammars and forms already built (what a long-lived process, the studio or a generator,
pays per card).

    PYTHONPATH=. python benchmarks/cards_warm.py                  # medians, plain and new-kind cards
    PYTHONPATH=. python benchmarks/cards_warm.py --reps 50        # more repetitions per card
    PYTHONPATH=. python benchmarks/cards_warm.py --profile        # cProfile of the new-kind cards
    PYTHONPATH=. python benchmarks/cards_warm.py --dump /tmp/a.json   # every card's clues and errors
    PYTHONPATH=DIR python benchmarks/cards_warm.py  # another tree's pysm (a git archive) on these cases

The cards and the arguments the loader passes come from loading each case once with parse_card
recorded. A card is "plain" when the grammar of clue-language.md reads it whole without an error,
"new-kind" when it holds sentences of clue-language-2.md (read cleanly only sentence by sentence),
"refused" when it keeps an error. Each card's time is the fastest of --reps calls (the machine is
shared: the minimum is the cost, the rest is other people's load); the figures are the medians over
the cards of each group (figures in docs/performance-history.md, "Reading cards"). --dump writes what each card
reads as, to compare two trees byte for byte.
"""

from __future__ import annotations

import argparse
import cProfile
import json
import pstats
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def recorded_cards() -> list[tuple[str, dict]]:
    """(case file, the keyword arguments of parse_card) for every card of cases/, in file order."""
    from pysm.case import loader
    from pysm.language import cards

    calls: list[tuple[str, dict]] = []
    real = cards.parse_card
    current = [""]

    def record(text, **kw):
        calls.append((current[0], dict(kw, text=text)))
        return real(text, **kw)

    cards.parse_card = record
    try:
        for path in sorted((ROOT / "cases").glob("**/*.toml")):
            current[0] = str(path.relative_to(ROOT))
            try:
                loader.load(str(path))
            except Exception:  # a case refused as a whole: its cards read so far count
                pass
    finally:
        cards.parse_card = real
    return calls


def group(kw: dict) -> str:
    from pysm.language import cards
    from pysm.language.read_grammar import parse_first_card

    args = {k: v for k, v in kw.items() if k not in ("text", "objects")}
    _, errors = parse_first_card(kw["text"], hints=False, **args)
    if not errors:
        return "plain"
    _, errors = cards.parse_card(**kw)
    return "refused" if errors else "new-kind"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--reps", type=int, default=20, help="calls per card (the fastest counts)")
    ap.add_argument("--profile", action="store_true", help="cProfile the new-kind cards instead")
    ap.add_argument("--dump", help="write every card's clues and errors to this JSON file")
    args = ap.parse_args()
    from pysm.language import cards

    calls = recorded_cards()
    if args.dump:
        out = []
        for case, kw in calls:
            clues, errors = cards.parse_card(**kw)
            out.append(
                {
                    "case": case,
                    "card": kw["text"],
                    "person": kw["person"],
                    "clues": [repr(c) for c in clues],
                    "errors": errors,
                }
            )
        Path(args.dump).write_text(json.dumps(out, indent=1, ensure_ascii=False))
        print(f"{len(out)} cards written to {args.dump}")
        return
    groups: dict[str, list[dict]] = {}
    for _, kw in calls:
        groups.setdefault(group(kw), []).append(kw)
    if args.profile:
        prof = cProfile.Profile()
        prof.enable()
        for _ in range(args.reps):
            for kw in groups.get("new-kind", []):
                cards.parse_card(**kw)
        prof.disable()
        pstats.Stats(prof, stream=sys.stdout).sort_stats("cumulative").print_stats(40)
        return
    for name in ("plain", "new-kind", "refused"):
        times = []
        for kw in groups.get(name, []):
            best = float("inf")
            for _ in range(args.reps):
                t0 = time.perf_counter()
                cards.parse_card(**kw)
                best = min(best, time.perf_counter() - t0)
            times.append(best * 1000)
        if times:
            print(
                f"{name:9} {len(times):4} cards: median {statistics.median(times):.3f} ms, "
                f"mean {statistics.mean(times):.3f} ms, max {max(times):.3f} ms"
            )


if __name__ == "__main__":
    main()
