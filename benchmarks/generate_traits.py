"""What `pysm generate --traits` costs beside the plain generator: drafts of the same seeds with and
without traits, per language, with the seeds that gave a case, the worlds drawn, the proofs' levels,
the clues about people of a trait and the CPU time of the drafts (the publishing check and the file
left out: they are the same work either way).

    python benchmarks/generate_traits.py --size 6 --level 2 --seeds 1-6 --lang en,es,nl
"""

from __future__ import annotations

import argparse
import resource
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pysm.authoring.gen_clues import is_trait_clue  # noqa: E402
from pysm.authoring.generate import draft  # noqa: E402


def cpu() -> float:
    use = resource.getrusage(resource.RUSAGE_SELF)
    return use.ru_utime + use.ru_stime


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--size", type=int, default=6)
    ap.add_argument("--level", type=int, default=2)
    ap.add_argument("--seeds", default="1-6", help="first-last")
    ap.add_argument("--lang", default="en,es,nl")
    args = ap.parse_args()
    first, last = (int(x) for x in args.seeds.split("-"))
    seeds = range(first, last + 1)
    for lang in args.lang.split(","):
        for traits in (False, True):
            made = worlds = clues = 0
            spent = 0.0
            levels = []
            for seed in seeds:
                start = cpu()
                d = draft(seed, args.size, lang, args.level, traits=traits)
                spent += cpu() - start
                if d is None:
                    continue
                made += 1
                worlds += d.worlds
                levels.append(d.difficulty["level"])
                clues += sum(is_trait_clue(c) for p in d.case.people for c in p.clues)
                clues += sum(is_trait_clue(c) for c in d.case.scene)
            print(
                f"{lang} {args.size}x{args.size} level {args.level} {'--traits' if traits else 'plain   '}: "
                f"{made}/{len(seeds)} seeds gave a case, {worlds} worlds, levels {levels}, "
                f"{clues} trait clues, {spent:.1f} s CPU",
                flush=True,
            )


if __name__ == "__main__":
    main()
