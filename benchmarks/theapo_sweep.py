"""TheApo's levels through pysm: import each in es, nl and en, verify it, and compare with TheApo's answers.

    python benchmarks/theapo_sweep.py LEVELS_DIR --answers ANSWERS.json [--lang es nl en] [--out DIR] [--jobs N]

LEVELS_DIR holds TheApo's level files (levels/*.json of github giulios123/murdoku). ANSWERS.json is
TheApo's own engine's answer for each level (its solutions, the first one's cells and murderer, and
whether its forward deduction solves the level), made once by benchmarks/theapo_answers.mts run in a
checkout of TheApo with its packages installed:

    cd THEAPO && npm ci --ignore-scripts && npx tsx PYSM/benchmarks/theapo_answers.mts levels /tmp/answers.json

Counts per language: levels imported, refused (with the reasons, most common first), unique with
TheApo's solution and murderer, and step by step (pysm's proof places everyone) where TheApo's deduction
solves the level too. --out keeps the imported cases; --details lists every level's line.
"""

from __future__ import annotations

import argparse
import collections
import json
import sys
import tempfile
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from pysm.authoring.theapo import convert  # noqa: E402
from pysm.authoring.theapo import level as levels  # noqa: E402
from pysm.solving.solver import select_rules  # noqa: E402
from pysm.verify.gate import verify_path  # noqa: E402


def one(job: tuple[str, str, str, dict]) -> dict:
    """Import, verify and compare one level in one language."""
    path, lang, out, answer = job
    stem = Path(path).stem
    row = {"level": stem, "lang": lang, "theapo_deduced": bool(answer and answer.get("deduced"))}
    try:
        text = convert.convert(levels.read(path), lang)
    except (convert.Refused, levels.LevelInvalid) as exc:
        return row | {"imported": False, "reason": str(exc)}
    case_path = Path(out) / lang / f"{stem}.toml"
    case_path.parent.mkdir(parents=True, exist_ok=True)
    case_path.write_text(text, encoding="utf-8")
    report = verify_path(str(case_path), rules=select_rules(None), timeout=300.0)
    row |= {"imported": True, "status": report.status, "step": bool(report.step_solvable)}
    if report.errors:
        row["reason"] = str(report.errors[0])
    if report.status == "unique" and answer and "cells" in answer:
        found = report.result.solutions[0]
        row["same"] = dict(found.people) == answer["cells"] and found.murderer == answer["murderer"]
    else:
        row["same"] = False
    return row


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("levels", help="folder of TheApo level files (*.json)")
    p.add_argument("--answers", required=True, help="TheApo's answers (benchmarks/theapo_answers.mts)")
    p.add_argument("--lang", nargs="+", default=["es", "nl", "en"])
    p.add_argument("--out", help="keep the imported cases here (default: a temporary folder)")
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--details", action="store_true", help="one line per level and language")
    p.add_argument("--save", help="write every level's line to this JSON file")
    args = p.parse_args(argv)
    answers = json.loads(Path(args.answers).read_text(encoding="utf-8"))
    files = sorted(str(f) for f in Path(args.levels).glob("*.json"))
    with tempfile.TemporaryDirectory() as tmp:
        out = args.out or tmp
        jobs = [(f, lang, out, answers.get(Path(f).stem)) for lang in args.lang for f in files]
        with ProcessPoolExecutor(max_workers=args.jobs) as pool:
            rows = list(pool.map(one, jobs, chunksize=4))
    if args.save:
        Path(args.save).write_text(json.dumps(rows, ensure_ascii=False, indent=0) + "\n", encoding="utf-8")
    for lang in args.lang:
        mine = [r for r in rows if r["lang"] == lang]
        imported = [r for r in mine if r["imported"]]
        same = [r for r in imported if r["same"]]
        deduced = [r for r in mine if r["theapo_deduced"]]
        step = [r for r in same if r["step"] and r["theapo_deduced"]]
        print(
            f"{lang}: {len(files)} levels: imported {len(imported)}, unique with TheApo's solution {len(same)}, "
            f"step by step {len(step)} (TheApo's deduction solves {len(deduced)})"
        )
        reasons = collections.Counter(r["reason"].split(": ", 1)[-1][:100] for r in mine if not r["imported"])
        for reason, n in reasons.most_common(12):
            print(f"    refused {n:3}  {reason}")
        differ = collections.Counter(r["status"] for r in imported if not r["same"])
        if differ:
            print("    imported but not TheApo's answer: " + ", ".join(f"{s} {n}" for s, n in differ.most_common()))
    if args.details:
        for r in rows:
            print(json.dumps(r, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
