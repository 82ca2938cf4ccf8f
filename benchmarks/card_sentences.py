"""How many cards of another game's sentences pysm reads, and how many it misreads.

Usage: python benchmarks/card_sentences.py SENTENCES.jsonl [--show N]

SENTENCES.jsonl holds one card a line, made by running another game's own renderer outside this
project (nothing of it is kept here): {"level", "lang", "size", "rooms": {key: name}, "people": {name:
gender}, "person", "gender", "texts": [sentence, ...], "clues": [the game's clue records]}. A card is
its sentences joined with ". ". Read: pysm parses the card without an error. Misread: pysm reads it, and
the game's clue records, where this script knows their meaning (rooms, rows, columns, objects it names
alike, walls, windows, doors, corners, alone, negation, "and"), say something else. Cards whose clue
records it does not know are counted as read or refused, not checked.
"""

from __future__ import annotations

import argparse
import collections
import json
import sys

from pysm.language.cards import parse_card
from pysm.language.lexicon import object_ids
from pysm.solving.facts import clue_term

_OBJECTS = set(object_ids())


def meaning(clue: dict, people: dict[str, str]) -> list[tuple[bool, str]] | None:
    """The pysm facts a clue record says, (negated, term), or None when not known here."""
    t = clue.get("type")
    if t == "and":
        parts = [meaning(c, people) for c in clue["clues"]]
        return None if any(p is None for p in parts) else [x for p in parts for x in p]
    if t == "not":
        inner = meaning(clue["clue"], people)
        return None if inner is None or len(inner) != 1 else [(not inner[0][0], inner[0][1])]
    obj = clue.get("object")
    simple = {
        "corner": "corner",
        "atWall": "at_wall",
        "nearWindow": "next_to_window",
        "nearDoor": "next_to_door",
        "alone": "alone",
    }
    if t in simple:
        return [(False, simple[t])]
    if t == "notAlone":
        return [(True, "alone")]
    if t == "inRoom":
        occupancy = {"alone": [(False, "alone")], "notAlone": [(True, "alone")]}.get(clue.get("occupancy"), [])
        return (
            None
            if clue.get("occupancy") not in (None, "alone", "notAlone")
            else [(False, f'room("{clue["room"]}")')] + occupancy
        )
    if t == "inRow":
        return [(False, f"row({clue['row'] + 1})")]
    if t == "inCol":
        return [(False, f"column({clue['col'] + 1})")]
    if t in ("onObject", "nearObject") and obj in _OBJECTS:
        return [(False, f'{"on" if t == "onObject" else "next_to"}("{obj}")')]
    return None


def _reason(error: str) -> str:
    """A refusal's message without what it quotes: "unknown object noun", "matches no accepted sentence"."""
    for words in (
        "unknown object noun",
        "matches no accepted sentence",
        "reads as",
        "joins clauses",
        "has no room named",
        "double negation",
        "gender disagreement",
        "names two people",
    ):
        if words in error:
            return words
    return error[:50]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("sentences")
    ap.add_argument("--show", type=int, default=0, help="print this many refused and misread cards per language")
    args = ap.parse_args(argv)
    tally = collections.defaultdict(collections.Counter)
    shown = collections.Counter()
    refusals = collections.defaultdict(collections.Counter)
    for line in open(args.sentences, encoding="utf-8"):
        d = json.loads(line)
        if not d["texts"] or not 4 <= d["size"] <= 9:
            continue
        lang = d["lang"]
        card = " ".join(t.rstrip(".") + "." for t in d["texts"])
        clues, errors = parse_card(
            card,
            person=d["person"],
            gender=d["gender"],
            lang=lang,
            size=d["size"],
            rooms=d["rooms"],
            people=d["people"],
        )
        tally[lang]["cards"] += 1
        if errors:
            tally[lang]["refused"] += 1
            refusals[lang][_reason(errors[0])] += 1
            if shown[lang, "r"] < args.show:
                shown[lang, "r"] += 1
                print(f"REFUSED {lang} {card!r}: {errors[0][:200]}")
            continue
        tally[lang]["read"] += 1
        want = [meaning(c, d["people"]) for c in d["clues"]]
        if any(w is None for w in want):
            continue
        tally[lang]["checked"] += 1
        want = sorted(x for w in want for x in w)
        got = sorted((c.negated, clue_term(c)) for c in clues)
        if got != want:
            tally[lang]["misread"] += 1
            if shown[lang, "m"] < args.show:
                shown[lang, "m"] += 1
                print(f"MISREAD {lang} {card!r}: pysm {got} game {want}")
    for lang, reasons in sorted(refusals.items()):
        print(f"{lang}: most frequent refusals: " + "; ".join(f"{n}x {r}" for r, n in reasons.most_common(8)))
    for lang, t in sorted(tally.items()):
        print(
            f"{lang}: {t['read']}/{t['cards']} cards read ({100 * t['read'] / t['cards']:.1f}%), "
            f"{t['misread']} misread of {t['checked']} checked"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
