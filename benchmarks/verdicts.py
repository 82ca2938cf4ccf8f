"""Verdicts of every bundled case, example and fixture, to compare across a change.

    python benchmarks/verdicts.py -o before.json          # on the old tree
    python benchmarks/verdicts.py --compare before.json   # on the new tree: lists every difference
    python benchmarks/verdicts.py --traces -o before.json # also every step of every proof
    python benchmarks/verdicts.py --traces --compare before.json
    python benchmarks/verdicts.py --traces --explain --theapo LEVELS -o before.json

--theapo LEVELS adds TheApo's level files (levels/*.json of github giulios123/murdoku), each imported in
every language pysm speaks. --explain records what `pysm explain` says of each proof in every language
(each step's sentence and the closing line), so a change to the explanations can be compared word for word.


A verdict is what the publishing gate decides: status, the solutions (people and murderer),
step_solvable, level and hardest family (and, for information, the number of steps and the
score, which may change when a round applies several families). Files present in only one
of the two runs are listed, not counted as differences. Exit status 1 when a verdict differs.

With --traces (on both runs) the whole proof counts too: every step with its family, level,
people, removed cells, placement, clue and fact, and the stuck cells, both as `verify` proves
it and one family a round (prove(one_family=True)); for a change to the step rules that must
not change any proof (a cheaper grounding of the same deductions).
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT))

from pysm.case.loader import load  # noqa: E402
from pysm.proof.prove import prove  # noqa: E402
from pysm.solving.facts import render  # noqa: E402
from pysm.solving.solver import select_rules  # noqa: E402
from pysm.verify.gate import verify_path  # noqa: E402

FOLDERS = (
    ROOT / "cases",
    ROOT / "tests" / "fixtures",
    ROOT / "tests" / "examples",
    ROOT / "tests" / "spec_examples",
    ROOT.parent / "shared" / "spec" / "examples",
    HERE / "weak",
)
VERDICT = ("status", "solutions", "step_solvable", "level", "hardest")


def files() -> list[Path]:
    seen, out = set(), []
    for folder in FOLDERS:
        for path in sorted(folder.rglob("*")) if folder.is_dir() else ():
            if path.suffix in (".toml", ".json") and path.name != "expected.json" and path.is_file():
                key = path.resolve()
                if key not in seen:
                    seen.add(key)
                    out.append(path)
    return out


def theapo_files(levels: str, out: Path) -> list[Path]:
    """TheApo's levels imported into `out`/<lang>/ in every language (those refused are left out)."""
    from pysm.authoring.theapo import convert, level
    from pysm.core.resources import languages

    made = []
    for source in sorted(Path(levels).glob("*.json")):
        for lang in languages():
            try:
                text = convert.convert(level.read(str(source)), lang)
            except (convert.Refused, level.LevelInvalid):
                continue
            path = out / "theapo" / lang / f"{source.stem}.toml"
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
            made.append(path)
    return made


def explanations(path: Path, report) -> dict:
    """What `pysm explain` says of the proof, in every language: the step lines and the closing line."""
    from pysm.core.resources import languages
    from pysm.proof.explain import closing_line, explain_lines

    case, proof, result = load(str(path)), report.proof, report.result
    said = {}
    for lang in languages():
        lines = explain_lines(case, proof, lang)
        if proof.solved and result is not None and result.status == "unique":
            lines.append(closing_line(case, result.solutions[0], lang))
        said[lang] = lines
    return said


def verdict(path: Path, rules, traces: bool = False, explain: bool = False) -> dict:
    report = verify_path(str(path), rules=rules)
    proof = report.proof
    solved = proof is not None and proof.solved
    extra = {}
    if explain:
        extra["explanation"] = None if proof is None else explanations(path, report)
    if traces:
        extra["trace"] = None if proof is None else proof.as_dict()
        extra["trace_one_family"] = None
        if proof is not None:
            case = load(str(path))
            extra["trace_one_family"] = prove(case, render(case), one_family=True).as_dict()
    return extra | {
        "status": report.status,
        "solutions": None if report.result is None else [[list(s.people), s.murderer] for s in report.result.solutions],
        "step_solvable": report.step_solvable,
        "level": proof.difficulty["level"] if solved else None,
        "hardest": proof.difficulty["hardest"] if solved else None,
        "stuck": None if proof is None or solved else proof.stuck,
        "steps": None if proof is None else len(proof.steps),
        "score": proof.difficulty["score"] if solved else None,
    }


def key(path: Path) -> str:
    """A file's name in the verdicts: relative to the checkout, or beside it for ../shared, so that two
    checkouts in folders of any names compare; an imported level as theapo/<lang>/<level>."""
    if "theapo" in path.parts[:-2]:
        return "/".join(path.parts[-3:])
    for base in (ROOT, ROOT.parent):
        if path.is_relative_to(base):
            return path.relative_to(base).as_posix()
    return str(path)


def same_key(name: str) -> str:
    """A name as key() gives it, also from verdicts that named files under the checkout's own folder."""
    first, _, rest = name.partition("/")
    return rest if rest and first not in ("shared", "theapo") and not (ROOT / first).exists() else name


def _short(value) -> str:
    text = repr(value)
    return text if len(text) <= 300 else text[:300] + "..."


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-o", "--output", help="write the verdicts to this JSON file")
    ap.add_argument("--compare", help="compare with verdicts written earlier")
    ap.add_argument("--traces", action="store_true", help="record and compare whole proofs (every step)")
    ap.add_argument("--explain", action="store_true", help="record and compare the explanations, every language")
    ap.add_argument("--theapo", metavar="LEVELS", help="also TheApo's level files in this folder, in every language")
    args = ap.parse_args()
    rules = select_rules()
    with tempfile.TemporaryDirectory() as scratch:
        paths = files() + (theapo_files(args.theapo, Path(scratch)) if args.theapo else [])
        now = {key(p): verdict(p, rules, args.traces, args.explain) for p in paths}
    now = json.loads(json.dumps(now))  # tuples as lists, as read back from a file
    if args.output:
        Path(args.output).write_text(json.dumps(now, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    if not args.compare:
        print(f"{len(now)} files")
        return 0
    before = {same_key(k): v for k, v in json.loads(Path(args.compare).read_text(encoding="utf-8")).items()}
    differ = informative = 0
    for name in sorted(set(before) | set(now)):
        if name not in before or name not in now:
            print(f"only in {'the new run' if name in now else 'the old run'}: {name}")
            continue
        a, b = before[name], now[name]
        keys = (
            VERDICT
            + ("stuck",)
            + (("trace", "trace_one_family") if args.traces else ())
            + (("explanation",) if args.explain else ())
        )
        bad = [k for k in keys if a.get(k) != b.get(k)]
        if bad:
            differ += 1
            if "explanation" in bad and a.get("explanation") and b.get("explanation"):
                for lang in sorted(set(a["explanation"]) | set(b["explanation"])):
                    for old, new in zip(a["explanation"].get(lang, []), b["explanation"].get(lang, []), strict=False):
                        if old != new:
                            print(f"  {lang}: {old!r}\n  {' ' * len(lang)}  -> {new!r}")
            print(f"DIFFERS {name}: " + "; ".join(f"{k} {_short(a.get(k))} -> {_short(b.get(k))}" for k in bad))
        elif (a["steps"], a["score"]) != (b["steps"], b["score"]):
            informative += 1
    print(
        f"{len(set(before) & set(now))} files compared: {differ} verdicts differ; "
        f"{informative} proofs changed only in step count or score"
    )
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
