"""What the proof check (`verify --check-proof`, pysm.verify.proof_check) costs beside the verify.

Each case is verified, then its proof checked, in one process, in turns over several rounds (the
first round fills the caches and is not counted). It prints the median CPU ms a case of each, their
ratio, and the cases whose check costs most; a step that does not follow is printed too.

    python benchmarks/check_proof.py cases/ tests/spec_examples benchmarks/weak
    python benchmarks/check_proof.py --rounds 5 cases/en
"""

from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path

from pysm.solving import facts
from pysm.solving.solver import select_rules
from pysm.verify.gate import case_files, verify_path
from pysm.verify.proof_check import check_proof


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="+")
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    rules = select_rules()
    files = case_files(args.paths)
    verify_ms: dict[str, list[float]] = {f: [] for f in files}
    check_ms: dict[str, list[float]] = {f: [] for f in files}
    for round_ in range(args.rounds + 1):
        for f in files:
            start = time.process_time()
            report = verify_path(f, rules=rules, check=False)
            middle = time.process_time()
            problems = (
                []
                if report.proof is None
                else check_proof(report.loaded, facts.render(report.loaded), report.proof, rules)
            )
            end = time.process_time()
            if round_ == 0:
                for p in problems:
                    print(f"{f}: {p}")
                continue
            verify_ms[f].append(1000 * (middle - start))
            check_ms[f].append(1000 * (end - middle))
    v = {f: statistics.median(x) for f, x in verify_ms.items()}
    c = {f: statistics.median(x) for f, x in check_ms.items()}
    print(
        f"{len(files)} cases, {args.rounds} rounds: verify {statistics.median(v.values()):.1f} ms a case "
        f"(median), check {statistics.median(c.values()):.1f} ms; sums {sum(v.values()):.0f} and "
        f"{sum(c.values()):.0f} ms, check/verify {sum(c.values()) / sum(v.values()):.2f}"
    )
    for f in sorted(files, key=lambda f: -c[f])[:5]:
        print(f"  {Path(f).name}: verify {v[f]:.1f} ms, check {c[f]:.1f} ms")


if __name__ == "__main__":
    main()
