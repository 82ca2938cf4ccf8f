"""Cases a minute of `pysm generate`, and whether another tree writes the same cases.

Runs pysm.authoring.generate.run (what `pysm generate --size N --level L --lang X --seed S --count K`
runs: drafts, the publishing check, the file written) in a child process per tree, into a
temporary folder, and prints the cases a minute (wall and CPU time of the work, the
interpreter's start excluded), the solver and prover calls a case took, and a digest of the
files written. With --before DIR (a `git archive` of another commit) the trees take turns,
--repeat times each, so that their figures come from the same stretch of the machine's load;
"same cases" says whether both wrote byte-identical files.

    python benchmarks/generate_speed.py --size 9 --level 2 --count 10
    python benchmarks/generate_speed.py --count 10 --before /tmp/base --repeat 2
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

CHILD = r"""
import hashlib, json, sys, tempfile, time
sys.path.insert(0, {root!r})
from pathlib import Path
from pysm.authoring import generate
args = json.loads({args!r})
engine = generate.Engine.default()
with tempfile.TemporaryDirectory() as folder:
    wall, cpu = time.perf_counter(), time.process_time()
    out = generate.run(size=args["size"], lang=args["lang"], level=args["level"], seed=args["seed"],
                       count=args["count"], folder=Path(folder), engine=engine, kinds=tuple(args["kinds"]))
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    written = [o for o in out if o.status == "written"]
    digest = hashlib.sha256()
    for o in written:
        digest.update(o.path.name.encode() + b"\0" + o.path.read_bytes())
print(json.dumps({{"cases": len(written), "seeds": len(out), "wall": wall, "cpu": cpu,
                  "solves": sum(o.draft.solves for o in written), "proofs": sum(o.draft.proofs for o in written),
                  "levels": [o.draft.difficulty["level"] for o in written], "digest": digest.hexdigest()[:16]}}))
"""


def run_tree(root: Path, args) -> dict:
    spec = json.dumps(
        {
            "size": args.size,
            "lang": args.lang,
            "level": args.level,
            "seed": args.seed,
            "count": args.count,
            "kinds": args.kinds.split(",") if args.kinds else [],
        }
    )
    done = subprocess.run(
        [sys.executable, "-c", CHILD.format(root=str(root), args=spec)], capture_output=True, text=True, cwd=root
    )
    if done.returncode != 0:
        raise SystemExit(f"{root}: {done.stderr.strip()[-2000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--size", type=int, default=9)
    ap.add_argument("--level", type=int, default=2)
    ap.add_argument("--lang", default="en")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=10)
    ap.add_argument("--kinds", default="", help="as pysm generate --kinds (the same for both trees)")
    ap.add_argument("--before", type=Path, help="another tree of pysm, run in turns with this one")
    ap.add_argument("--repeat", type=int, default=1, help="turns per tree")
    args = ap.parse_args()
    trees = [("now", ROOT)] + ([("before", args.before.resolve())] if args.before else [])
    results: dict[str, list[dict]] = {name: [] for name, _ in trees}
    for _ in range(args.repeat):
        for name, root in trees:
            results[name].append(run_tree(root, args))
    print(
        f"pysm generate --size {args.size} --level {args.level} --lang {args.lang} --seed {args.seed} "
        f"--count {args.count}{' --kinds ' + args.kinds if args.kinds else ''}, {args.repeat} turn(s) per tree\n"
    )
    print("| tree | cases | seeds | cases/min (wall) | cases/min (CPU) | solves/case | proofs/case | digest |")
    print("|---|---:|---:|---:|---:|---:|---:|---|")
    for name, _ in trees:
        rs = results[name]
        r = rs[0]
        wall = statistics.median(x["wall"] for x in rs)
        cpu = statistics.median(x["cpu"] for x in rs)
        print(
            f"| {name} | {r['cases']} | {r['seeds']} | {60 * r['cases'] / wall:.1f} | {60 * r['cases'] / cpu:.1f} | "
            f"{r['solves'] / max(1, r['cases']):.1f} | {r['proofs'] / max(1, r['cases']):.1f} | {r['digest']} |"
        )
    if args.before:
        same = {x["digest"] for rs in results.values() for x in rs}
        print(f"\nsame cases: {'yes' if len(same) == 1 else 'NO'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
