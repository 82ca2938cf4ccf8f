"""`pysm generate --size N --lang L`: new cases that verify, written into a folder."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from pysm.cli.shared import Progress, emit_json
from pysm.core.errors import UsageError
from pysm.core.kinds import GENERATOR_KINDS
from pysm.core.resources import lang_dir


def add_parser(sub, common, line: str) -> None:
    g = sub.add_parser("generate", parents=[common], help=line)
    g.add_argument(
        "--size", type=int, required=True, choices=range(4, 10), metavar="N", help="the board is N×N, N from 4 to 9"
    )
    g.add_argument("--lang", required=True, choices=generator_languages(), help="the language of the cards")
    g.add_argument("--seed", type=int, metavar="S", help="the first seed (default: a random one, reported)")
    g.add_argument(
        "--level",
        type=int,
        default=2,
        choices=(1, 2, 3),
        help="the hardest deduction level allowed, and aimed at: a case needs no step above it, "
        "and the progress line says when it needs none of this level (default 2)",
    )
    g.add_argument("--count", type=int, default=1, metavar="K", help="how many cases (seeds S, S+1, ...)")
    g.add_argument("-o", "--output", default=".", metavar="DIR", help="the folder to write to (default .)")
    g.add_argument("--force", action="store_true", help="overwrite a case file of the same name")
    g.add_argument(
        "--kinds",
        default="",
        metavar="K,K",
        help="also draw clues of these kinds of clue-language-2.md, card and scene kinds "
        f"({', '.join(GENERATOR_KINDS)}; 'all' for every one)",
    )
    g.add_argument(
        "--spread", action="store_true", help="prefer clue kinds and sentence forms the cases in DIR use least"
    )
    g.add_argument("--cluster", metavar="ADDRESS", help="make the drafts on the Dask scheduler at ADDRESS")
    g.add_argument(
        "--traits",
        action="store_true",
        help="give the people traits (glasses, hair colour, beard, ...) and write clues about "
        "people of a trait: 'a man with glasses', 'north of every bald person'",
    )


def generator_languages() -> tuple[str, ...]:
    """pysm.authoring.gen_data.languages() without importing the generator's data: the languages with
    both a card file (es.toml) and generator data (generator-es.toml)."""
    folder = lang_dir()
    names = (p.name.removeprefix("generator-") for p in folder.glob("generator-*.toml"))
    return tuple(sorted(n[:-5] for n in names if (folder / n).is_file()))


def generator_kinds(text: str) -> tuple[str, ...]:
    """The kinds --kinds names ('all': every kind the generator draws), each once, in order."""
    kinds = tuple(k.strip() for k in text.split(",") if k.strip())
    if "all" in kinds:
        kinds = tuple(k for k in kinds if k != "all") + GENERATOR_KINDS
    bad = [k for k in kinds if k not in GENERATOR_KINDS]
    if bad:
        raise UsageError(f"--kinds {','.join(bad)}: the generator draws {', '.join(GENERATOR_KINDS)} (or all)")
    return tuple(dict.fromkeys(kinds))


def cluster_drafts(args, engine):
    """With --cluster, the draft maker that runs on the cluster; else None (drafts made here)."""
    if not args.cluster:
        return None
    from pysm.authoring import cluster

    return cluster.drafts(args.cluster, engine, size=args.size, lang=args.lang, level=args.level, count=args.count)


def run(args, rules) -> int:
    from pysm.authoring import generate
    from pysm.case.loader import shown
    from pysm.proof.prove import step_rules

    if args.count < 1:
        raise UsageError("--count must be at least 1")
    kinds = generator_kinds(args.kinds)  # refused before anything is said or made
    seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(4), "big") % 1_000_000
    if args.seed is None:
        print(f"pysm: seed {seed}", file=sys.stderr)
    folder = Path(args.output)
    if folder.exists() and not folder.is_dir():
        raise UsageError(f"{folder}: not a folder")
    engine = generate.Engine(tuple(rules), tuple(step_rules(args.rules)), args.timeout)

    def progress(done: int, out) -> None:
        d = out.draft
        if out.status == "written":
            what = (
                f"wrote {out.path} ({d.case.size}x{d.case.size}, level {d.difficulty['level']} "
                f"{d.difficulty['hardest']}, {d.clue_count} clues, {d.seconds:.1f} s)"
            )
            if d.difficulty["level"] < args.level:  # aimed at, not reached: say so where it shows
                what += (
                    f"; asked for level {args.level}, the closest of the worlds tried needs "
                    f"level {d.difficulty['level']} at most"
                )
        elif out.status == "unchanged":
            what = f"{out.path} already holds this case"
        else:
            what = f"no case ({'; '.join(out.problems[:2])}); trying the next seed"
        head = (
            f"[{done}/{args.count}]" if out.status in ("written", "unchanged") else " " * len(f"[{done}/{args.count}]")
        )
        bar.write(f"{head} seed {out.seed}: {shown(what)}", sys.stderr)
        if out.status in ("written", "unchanged"):
            bar.step()

    bar = Progress(args.count, "case")
    try:
        outcomes = generate.run(
            size=args.size,
            lang=args.lang,
            level=args.level,
            seed=seed,
            count=args.count,
            folder=folder,
            force=args.force,
            spread=args.spread,
            engine=engine,
            kinds=kinds,
            traits=args.traits,
            progress=progress,
            drafts=cluster_drafts(args, engine),
        )
    except OSError as exc:
        raise UsageError(f"{folder}: {exc.strerror or exc}") from None
    finally:
        bar.close()
    done = sum(o.status in ("written", "unchanged") for o in outcomes)
    if args.json:
        emit_json([o.as_dict() for o in outcomes])
    if done < args.count:
        print(
            f"pysm: made {done} of {args.count} cases; no case from seeds {seed} to {outcomes[-1].seed}",
            file=sys.stderr,
        )
        return 1
    return 0
