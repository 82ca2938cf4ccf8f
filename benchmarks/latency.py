"""CPU time of what people wait for, and of a verify against the reference solver, in one run.

For the case files given (9x9 ones for the targets of docs/performance.md), in-process:

    verify    pysm.verify.gate.verify_path (load, facts, uniqueness solve, proof), beside the
              plain Python reference solver (benchmarks/baseline.py) on the same case: the ratio
    studio    the studio's check of a case (pysm.views.studio_checks.analyse: verify, picture,
              explanation), server side
    suggest   `pysm suggest` on a copy with two sentences taken (tests/breakcases.py, seeded by
              the file's place in the list; a case it cannot break is left out)

Times are CPU seconds of the process (time.process_time, every thread counted), so a loaded
machine inflates them less than wall time; the wall time is printed beside. --root DIR runs
another tree's pysm (a `git archive` of it) on the same files, for a before/after.

    python benchmarks/latency.py benchmarks/.cache/size-9/*.toml
    python benchmarks/latency.py --root /tmp/base --only verify,reference,studio CASES
    python benchmarks/latency.py --only verify benchmarks/weak/*.toml
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path

HERE = Path(__file__).resolve().parent


def timed(fn, repeat: int) -> tuple[float, float]:
    """Median CPU and wall milliseconds of fn() over `repeat` calls."""
    cpu, wall = [], []
    for _ in range(repeat):
        c, w = time.process_time(), time.perf_counter()
        fn()
        cpu.append(1000 * (time.process_time() - c))
        wall.append(1000 * (time.perf_counter() - w))
    return statistics.median(cpu), statistics.median(wall)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("cases", nargs="+", type=Path)
    ap.add_argument("--root", type=Path, default=HERE.parent, help="the tree whose pysm runs")
    ap.add_argument("--repeat", type=int, default=5, help="calls per case for verify and studio (suggest: 1)")
    ap.add_argument(
        "--only",
        default="verify,reference,studio,suggest",
        help="what to time (reference: the reference solver beside verify; leave it out for weak "
        "boards, where it may search for minutes)",
    )
    args = ap.parse_args()
    root = args.root.resolve()
    sys.path[:0] = [str(HERE), str(root), str(HERE.parent / "tests")]
    import baseline

    import pysm
    from pysm.case.loader import load
    from pysm.solving.solver import select_rules
    from pysm.verify.gate import verify_path

    if not Path(pysm.__file__).resolve().is_relative_to(root):
        raise SystemExit(f"pysm comes from {pysm.__file__}, not from {root}")
    rules = select_rules()
    only = set(args.only.split(","))
    texts = [(str(p), p.read_text(encoding="utf-8")) for p in args.cases]
    verify_path(*texts[0][:1], rules=rules, text=texts[0][1])  # caches warm
    rows: dict[str, list[tuple[float, float]]] = {}
    ratios = []
    for k, (path, text) in enumerate(texts):
        if "verify" in only:
            case = load(path, text)
            v = timed(lambda path=path, text=text: verify_path(path, rules=rules, text=text), args.repeat)
            rows.setdefault("verify", []).append(v)
            if "reference" in only:
                b = timed(lambda case=case: baseline.solve(case, limit=2), args.repeat)
                rows.setdefault("reference solver", []).append(b)
                ratios.append(v[0] / b[0] if b[0] else float("inf"))
        if "studio" in only:
            from pysm.views.studio_checks import analyse

            rows.setdefault("studio check", []).append(
                timed(
                    lambda path=path, text=text: analyse(path, text, rules=rules, steps=None, timeout=60), args.repeat
                )
            )
        if "suggest" in only:
            from breakcases import failing_text

            from pysm.authoring.suggest import suggest

            got = failing_text(replace(load(path, text), file="x.toml"), random.Random(k), 2)
            if got is not None:
                broken = load("broken.toml", got[0])
                rows.setdefault("suggest, two sentences taken", []).append(
                    timed(lambda broken=broken, got=got: suggest(broken, text=got[0]), 1)
                )
    print(f"pysm of {root}, {len(texts)} cases, CPU / wall ms (median over the cases of each case's median)\n")
    print("| what | cases | CPU ms | wall ms |\n|---|---:|---:|---:|")
    for name, values in rows.items():
        print(
            f"| {name} | {len(values)} | {statistics.median(v[0] for v in values):.1f} | "
            f"{statistics.median(v[1] for v in values):.1f} |"
        )
    if ratios:
        print(f"\nverify / reference solver, CPU: median of the cases' ratios {statistics.median(ratios):.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
