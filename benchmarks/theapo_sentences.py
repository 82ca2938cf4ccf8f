"""How many card sentences written by someone else pysm reads, and reads right.

Input: a file of JSON lines, one sentence each, with what it means:

    {"lang": "de", "card": "level-3:A", "person": "Axel", "gender": "m",
     "people": {"Axel": "m", "Bella": "f"}, "rooms": {"1": "Küche"}, "size": 6,
     "objects": [[2, 3, "chair"]], "sentence": "Er war neben einem Fenster",
     "expected": ["next_to_window"]}

`expected` lists the clue terms the sentence says, in the form of pysm.solving.facts.clue_term, a
negated one prefixed "not:" ("not:at_wall", 'room("1")', 'dir_person(north,"Bella")'). Such a file can
be made from another game's renderer (TheApo's Murdoku writes de, en, es, fr, it, pt, ru); pysm ships
none, since the sentences are not pysm's to ship.

Each sentence is read as a card of its own; a sentence is *read* when pysm gives exactly the expected
clues, *misread* when it gives other clues without an error (the number that must stay 0), *refused*
otherwise. A card (the lines sharing `card`) is read when all its sentences are.

    python benchmarks/theapo_sentences.py LINES.jsonl [--lang de,fr] [--show refused|misread] [--limit N]
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter, defaultdict

from pysm.language.cards import parse_card
from pysm.solving.facts import clue_term


def said(clues) -> list[str]:
    """The clues as the lines write their meaning: 'room("1")', "not:at_wall"."""
    return sorted(("not:" if c.negated else "") + clue_term(c) for c in clues)


def judge(line: dict) -> tuple[str, list[str], list[str]]:
    """("read" | "misread" | "refused", the clues pysm gave, its errors)."""
    objects: dict[tuple[int, int], tuple[str, ...]] = {}
    for r, c, oid in line.get("objects", []):
        objects[(r, c)] = objects.get((r, c), ()) + (oid,)
    text = line["sentence"].strip()
    if not text.endswith("."):
        text += "."
    try:
        clues, errors = parse_card(
            text,
            person=line["person"],
            gender=line["gender"],
            lang=line["lang"],
            size=line["size"],
            rooms=line["rooms"],
            people=line["people"],
            objects=objects,
        )
    except ValueError as exc:  # a language pysm does not know
        return "refused", [], [str(exc)]
    got = said(clues)
    if errors:
        return "refused", got, errors
    return ("read" if got == sorted(line["expected"]) else "misread"), got, errors


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("lines", help="JSON lines: lang, sentence, expected meaning and the case around it")
    ap.add_argument("--lang", help="only these languages (comma-separated)")
    ap.add_argument("--show", choices=["refused", "misread"], help="list the sentences of this outcome")
    ap.add_argument("--limit", type=int, default=40, help="how many to list (default 40)")
    args = ap.parse_args(argv)
    langs = set(args.lang.split(",")) if args.lang else None

    outcome: Counter = Counter()
    cards: dict[tuple[str, str], bool] = defaultdict(lambda: True)
    shown = []
    with open(args.lines, encoding="utf-8") as f:
        for raw in f:
            line = json.loads(raw)
            lang = line["lang"]
            if langs and lang not in langs:
                continue
            verdict, got, errors = judge(line)
            outcome[lang, verdict] += 1
            key = (lang, line.get("card", raw))
            cards[key] = cards[key] and verdict == "read"
            if args.show == verdict and len(shown) < args.limit:
                shown.append(
                    f"[{lang}] {line['sentence']!r}\n    expected {line['expected']}\n    got {got} "
                    f"{errors[0][:160] if errors else ''}"
                )

    print(f"{'lang':5} {'sentences':>9} {'read':>7} {'misread':>8} {'refused':>8} {'cards':>6} {'cards read':>11}")
    for lang in sorted({lang for lang, _ in outcome}):
        n = sum(outcome[lang, v] for v in ("read", "misread", "refused"))
        c = [ok for (lg, _), ok in cards.items() if lg == lang]
        print(
            f"{lang:5} {n:9} {100 * outcome[lang, 'read'] / n:6.1f}% {outcome[lang, 'misread']:8} "
            f"{outcome[lang, 'refused']:8} {len(c):6} {100 * sum(c) / len(c):10.1f}%"
        )
    if shown:
        print("\n" + "\n".join(shown))
    return 1 if any(v == "misread" for _, v in outcome if outcome[_, v]) else 0


if __name__ == "__main__":
    sys.exit(main())
