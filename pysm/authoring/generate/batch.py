"""A generator run: cases from consecutive seeds until `count` are placed."""

from __future__ import annotations

from pathlib import Path
from typing import Callable

from pysm.authoring.generate.drafting import draft
from pysm.authoring.generate.placing import Outcome, place
from pysm.authoring.generate.request import Engine, GenerateError, check_request
from pysm.authoring.generate.tally import Tally
from pysm.solving.solver import RulesError, SolveTimeout


def _draft_or_error(seed: int, size: int, lang: str, level: int, engine: Engine, tally, kinds=(), traits=False):
    try:
        return draft(seed, size, lang, level, engine=engine, tally=tally, kinds=kinds, traits=traits)
    except (SolveTimeout, RulesError) as exc:
        return exc


def run(
    *,
    size: int,
    lang: str,
    level: int = 2,
    seed: int = 1,
    count: int = 1,
    folder: Path,
    force: bool = False,
    spread: bool = False,
    engine: Engine | None = None,
    kinds: tuple[str, ...] = (),
    max_seeds: int | None = None,
    progress: Callable[[int, Outcome], None] | None = None,
    drafts: Callable | None = None,
    traits: bool = False,
) -> list[Outcome]:
    """Make `count` cases from seed, seed+1, ...: a seed that gives none is skipped.

    drafts: makes the drafts elsewhere (pysm.authoring.cluster.drafts): given the seeds, it yields
    (seed, the Draft, None or the exception draft() raised) in their order; the cases are
    placed and written here, one after another, as without it. traits: the people have traits and
    every case speaks of them (pysm.authoring.gen_board.add_traits)."""
    check_request(size, lang, level)
    engine = engine or Engine.default()
    tally = Tally.of_folder(folder) if spread else None
    if drafts is not None and spread:
        raise GenerateError("--spread chooses each case from the ones before it: it cannot be combined with --cluster")
    if drafts is not None and kinds:
        raise GenerateError("--kinds is not passed to the cluster's workers: run it without --cluster")
    if drafts is not None and traits:
        raise GenerateError("--traits is not passed to the cluster's workers: run it without --cluster")
    outcomes: list[Outcome] = []
    done = 0
    limit = max_seeds if max_seeds is not None else 10 * count + 10
    seeds = range(seed, seed + limit)
    made = (
        drafts(seeds)
        if drafts is not None
        else ((s, _draft_or_error(s, size, lang, level, engine, tally, kinds, traits)) for s in seeds)
    )
    for s, d in made:
        if isinstance(d, (SolveTimeout, RulesError)):
            out = Outcome(s, "failed", problems=(str(d),))
        elif isinstance(d, BaseException):
            raise d
        else:
            out = (
                Outcome(s, "failed", problems=("no case for this seed",))
                if d is None
                else place(d, folder, engine, force=force)
            )
        if out.status in ("written", "unchanged"):
            done += 1
        outcomes.append(out)
        if progress:
            progress(done, out)
        if done >= count:
            break
    return outcomes
