"""Weakly clued and impossible 9x9 boards: pysm against the backtracking baseline.

    python benchmarks/weak.py --make     # (re)write the boards into benchmarks/weak/
    python benchmarks/weak.py            # time them: pysm's whole verify, and the baseline

The boards come from one bundled 9x9 case (SOURCE): `weak-KK` has its first KK card
sentences removed (round robin over the people, last sentence first; a sentence whose
removal makes the file invalid, the victim's, stays), down to none left (a card must hold a
sentence: an emptied card says its person was not next to an object the board lacks); `impossible-*`
add cards that contradict each other. pysm verifies each in-process (median of --repeat
runs); the baseline (benchmarks/baseline.py) searches for two solutions in a forked child
stopped after --cap seconds, so its time is shown as "> cap" when it did not finish.
"""

from __future__ import annotations

import argparse
import re
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
sys.path.insert(1, str(ROOT))

import baseline  # noqa: E402

from pysm.case.casefile import dump_case  # noqa: E402
from pysm.case.loader import load  # noqa: E402
from pysm.core.model import CaseInvalid  # noqa: E402
from pysm.language import lexicon as language  # noqa: E402
from pysm.proof.prove import step_rules  # noqa: E402
from pysm.solving.limits import TimeLimit, bounded  # noqa: E402
from pysm.solving.solver import select_rules  # noqa: E402
from pysm.verify.gate import verify_path  # noqa: E402

SOURCE = ROOT / "cases" / "en" / "who-killed-charles.toml"
FOLDER = HERE / "weak"
SENTENCE = re.compile(r"(?<=[.!?])\s+")


def _valid(case, name: str) -> bool:
    try:
        load(name, dump_case(case))
        return True
    except CaseInvalid:
        return False


def make() -> list[Path]:
    base = load(str(SOURCE))
    FOLDER.mkdir(exist_ok=True)
    for old in FOLDER.glob("*.toml"):
        old.unlink()
    cards = [SENTENCE.split(p.card.strip()) for p in base.people]
    order = []  # (person, sentence) in removal order: round robin, last sentence first
    for depth in range(max(map(len, cards))):
        for i, sentences in enumerate(cards):
            if depth < len(sentences):
                order.append((i, len(sentences) - 1 - depth))
    written, removed = [], set()

    # A card needs a sentence: one left without any says "not next to" an object the board
    # does not hold, which rules nothing out.
    present = {o for r in range(1, base.size + 1) for c in range(1, base.size + 1) for o in base.objects_at(r, c)}
    absent = next(o for o in language.object_ids() if o not in present)

    def card(i, gone) -> str:
        kept = " ".join(s for j, s in enumerate(cards[i]) if (i, j) not in gone)
        pronoun = "She" if base.people[i].gender == "f" else "He"
        return kept or f"{pronoun} was not next to a {language.object_noun(absent, 'en')}."

    def case_without(gone):
        people = tuple(replace(p, card=card(i, gone)) for i, p in enumerate(base.people))
        return replace(base, people=people, solution=None, murderer=None)

    def write(name: str, case) -> None:
        path = FOLDER / f"{name}.toml"
        path.write_text(
            dump_case(case, comment=f"benchmarks/weak.py from {SOURCE.relative_to(ROOT)}"), encoding="utf-8"
        )
        written.append(path)

    write("weak-00", case_without(removed))
    for item in order:
        trial = case_without(removed | {item})
        if _valid(trial, "trial"):
            removed.add(item)
            write(f"weak-{len(removed):02d}", trial)
    full = case_without(set())
    names = [p.name for p in base.people]
    extra = {  # contradicting cards, in English like the source
        "impossible-same-row": {
            names[0]: f"{names[0]} was in the first row.",
            names[1]: f"{names[1]} was in the first row.",
        },
        "impossible-all-alone": {
            n: f"{n} was alone in the room."
            for n in names
            if not any(c.kind == "victim" for c in next(p for p in base.people if p.name == n).clues)
        },
        "impossible-self": {names[2]: f"{names[2]} was in the seventh row. {names[2]} was not in the seventh row."},
    }
    for name, added in extra.items():
        for start in (full, case_without(removed)):
            people = tuple(
                replace(p, card=(p.card + " " + added[p.name]).strip()) if p.name in added else p for p in start.people
            )
            case = replace(start, people=people)
            if _valid(case, name):
                write(name + ("" if start is full else "-bare"), case)
    return written


def timed(fn, repeat: int) -> tuple[object, float]:
    times, value = [], None
    for _ in range(repeat):
        start = time.perf_counter()
        value = fn()
        times.append((time.perf_counter() - start) * 1000)
    return value, statistics.median(times)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--make", action="store_true", help="write the boards anew from the source case")
    ap.add_argument("--cap", type=float, default=10.0, help="seconds the baseline gets per board (default 10)")
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    if args.make:
        print(f"wrote {len(make())} boards into {FOLDER.relative_to(ROOT)}/")
        return 0
    rules, steps = select_rules(), step_rules()
    print("| board | sentences | status | step by step | pysm verify ms | baseline ms |")
    print("|---|---|---|---|---|---|")
    worst = 0.0
    for path in sorted(FOLDER.glob("*.toml")):
        case = load(str(path))
        report, ms = timed(lambda path=path: verify_path(str(path), rules=rules, steps=steps), args.repeat)
        worst = max(worst, ms)
        try:
            start = time.perf_counter()
            found = bounded(args.cap, baseline.solve, case, 2)
            base = f"{(time.perf_counter() - start) * 1000:.1f} ({len(found)} found)"
        except TimeLimit:
            base = f"> {args.cap * 1000:.0f} (stopped)"
        sentences = sum(len([s for s in SENTENCE.split(p.card.strip()) if s]) for p in case.people)
        print(
            f"| {path.stem} | {sentences} | {report.status} | {report.step_solvable} | {ms:.1f} | {base} |", flush=True
        )
    print(f"\nslowest pysm verify: {worst:.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
