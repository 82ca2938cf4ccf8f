"""Verification benchmark: where the time goes, per board size, against a plain Python baseline.

Run from a checkout with pysm installed:  python benchmarks/bench.py [--per-size 20] [--catalogue 1000]

For each size 4..9 (generated cases, cached in benchmarks/.cache/) and for cases/, it
reports the median and worst in-process time of: loading and parsing, rendering facts,
grounding, the uniqueness solve, the step-by-step proof, and the whole verify; the
baseline backtracking solver (benchmarks/baseline.py) on the same cases and its ratio to
ASP grounding+solving; peak memory; the whole-process time of `pysm verify` on one case;
and, with --catalogue, the wall time of `pysm verify --jobs` on that many 9x9 cases.
"""

from __future__ import annotations

import argparse
import os
import platform
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
sys.path.insert(1, str(ROOT))  # a checkout without pysm installed

import baseline  # noqa: E402

from pysm.case.loader import load  # noqa: E402
from pysm.proof.prove import prove  # noqa: E402
from pysm.solving import facts as facts_module  # noqa: E402
from pysm.solving.solver import control, search, select_rules, solve_args  # noqa: E402
from pysm.verify.gate import verify_path  # noqa: E402

CACHE = HERE / ".cache"
LANGS = ("es", "nl", "en")


def generated(size: int, count: int) -> list[Path]:
    """`count` generated cases of a size, made once and cached (the generator is deterministic)."""
    folder = CACHE / f"size-{size}"
    folder.mkdir(parents=True, exist_ok=True)
    have = sorted(folder.glob("*.toml"))
    seed = 1000 + len(have) * 7
    while len(have) < count:
        from pysm.authoring.generate import draft

        lang = LANGS[len(have) % 3]
        d = draft(seed, size, lang, 2)
        seed += 1
        if d is None:
            continue
        path = folder / f"g{size}-{lang}-{d.seed}.toml"
        path.write_text(d.text(f"bench {size} {d.seed}"), encoding="utf-8")
        have.append(path)
        print(f"  generated {len(have)}/{count} cases of size {size}", file=sys.stderr, flush=True)
    return have[:count]


def timed(fn):
    start = time.perf_counter()
    value = fn()
    return value, (time.perf_counter() - start) * 1000


def measure(path: Path, rules) -> dict:
    text = path.read_text(encoding="utf-8")
    case, t_load = timed(lambda: load(str(path), text))
    facts, t_facts = timed(lambda: facts_module.render(case))
    ctl, t_ground = timed(lambda: control(solve_args(2), rules, facts))
    result, t_solve = timed(lambda: search(ctl, case, limit=2, timeout=60))
    proof, t_prove = timed(lambda: prove(case, facts))
    report, t_verify = timed(lambda: verify_path(str(path), rules=rules, text=text))
    found, t_base = timed(lambda: baseline.solve(case, limit=2))
    assert len(found) == len(result.solutions), f"baseline disagrees on {path}"
    return {
        "load": t_load,
        "facts": t_facts,
        "ground": t_ground,
        "solve": t_solve,
        "prove": t_prove,
        "verify": t_verify,
        "baseline": t_base,
        "verified": report.verified,
    }


COLUMNS = ("load", "facts", "ground", "solve", "prove", "verify", "baseline")


def row(label: str, results: list[dict]) -> str:
    cells = []
    for key in COLUMNS:
        values = [r[key] for r in results]
        cells.append(f"{statistics.median(values):.1f} / {max(values):.1f}")
    asp = statistics.median([r["ground"] + r["solve"] for r in results])
    ratio = statistics.median([r["baseline"] for r in results]) / asp if asp else float("nan")
    ok = sum(r["verified"] for r in results)
    return f"| {label} | {len(results)} ({ok} ok) | " + " | ".join(cells) + f" | {ratio:.2f} |"


def process_time(path: Path, repeats: int = 5) -> float:
    pysm = shutil.which("pysm")
    cmd = [pysm] if pysm else [sys.executable, "-m", "pysm"]
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        subprocess.run(cmd + ["verify", str(path)], capture_output=True, check=False)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def catalogue(sources: list[Path], count: int, jobs: int) -> tuple[float, str]:
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(count):
            shutil.copyfile(sources[i % len(sources)], Path(tmp) / f"case-{i:05d}.toml")
        pysm = shutil.which("pysm")
        cmd = ([pysm] if pysm else [sys.executable, "-m", "pysm"]) + ["verify", "--jobs", str(jobs), tmp]
        start = time.perf_counter()
        out = subprocess.run(cmd, capture_output=True, text=True)
        elapsed = time.perf_counter() - start
        return elapsed, out.stdout.strip().splitlines()[-1] if out.stdout.strip() else out.stderr[-200:]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--per-size", type=int, default=20, help="generated cases per size (default 20)")
    ap.add_argument("--sizes", default="4,5,6,7,8,9")
    ap.add_argument("--catalogue", type=int, default=0, help="also verify this many 9x9 cases with --jobs")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = ap.parse_args()
    rules = select_rules()
    print(
        f"machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}, "
        f"{platform.system()} {platform.release()}"
    )
    print("\nin-process milliseconds, median / worst; ratio = baseline time / ASP ground+solve time\n")
    print("| cases | n | load+parse | facts | ground | unique solve | step proof | whole verify | baseline | ratio |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    sizes = [int(s) for s in args.sizes.split(",")]
    nine = []
    for size in sizes:
        paths = generated(size, args.per_size)
        if size == 9:
            nine = paths
        print(row(f"{size}x{size} generated", [measure(p, rules) for p in paths]), flush=True)
    library = sorted((ROOT / "cases").rglob("*.toml"))
    if library:
        print(row("cases/", [measure(p, rules) for p in library]), flush=True)
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"\npeak memory of this process: {peak:.0f} MiB")
    sample = nine[0] if nine else (library[0] if library else None)
    if sample:
        print(
            f"whole process `pysm verify` on one {sample.parent.name} case: {process_time(sample):.0f} ms (median of 5)"
        )
    if args.catalogue and nine:
        elapsed, summary = catalogue(nine, args.catalogue, args.jobs)
        print(f"catalogue: {args.catalogue} 9x9 cases, `pysm verify --jobs {args.jobs}`: {elapsed:.1f} s ({summary})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
