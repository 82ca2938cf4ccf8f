"""The answer sets of a case in pysm's stable order, and the first of them found by optimisation."""

from __future__ import annotations

import time
from pathlib import Path

from pysm.core import stopping
from pysm.core.model import Case, cell_name, parse_cell
from pysm.solving import facts as facts_module
from pysm.solving.solver import Solution, control, pruned_control, search, solution_of, solve, solve_args

ENUMERATE_CAP = 5000  # answer sets listed at most (the first one is exact beyond that)


def answer_sets(
    case: Case, rules: list[Path], *, cap: int = ENUMERATE_CAP, timeout: float = 60.0
) -> tuple[list[Solution], bool]:
    """The answer sets in pysm's stable order (as `pysm solve --all` lists them) and whether
    that is all of them: at most `cap`."""
    deadline = time.monotonic() + timeout
    facts = facts_module.render(case)
    # All of them, sorted, are the same on any grounding: the pruned one (solve() would ground the
    # whole program again to list the same ones). Past the cap, which are listed depends on it.
    result = search(
        pruned_control(solve_args(cap + 1), rules, facts), case, limit=cap + 1, timeout=deadline - time.monotonic()
    )
    if len(result.solutions) > cap:
        result = solve(case, facts, rules, limit=cap + 1, timeout=deadline - time.monotonic())
    found = sorted(result.solutions, key=lambda s: s.people)
    return found[:cap], len(found) <= cap


def first_answer_set(
    case: Case,
    rules: list[Path],
    *,
    cells: dict[str, str] | None = None,
    murderer: str | None = None,
    timeout: float = 60.0,
) -> Solution | None:
    """The first answer set in stable order (optionally among those with the given cells
    and murderer), found by clingo's lexicographic optimisation: the first person's cell
    name first, then the second's, ..."""
    names = [p.name for p in case.people]
    q = facts_module.quote
    n = case.size
    order = sorted((cell_name(r, c), r, c) for r in range(1, n + 1) for c in range(1, n + 1))
    extra = [f"suggest_rank({r},{c},{k})." for k, (_, r, c) in enumerate(order)]
    extra += [f"suggest_prio({q(name)},{len(names) - i})." for i, name in enumerate(names)]
    extra.append("#minimize { W@L,P : at(P,R,C), suggest_rank(R,C,W), suggest_prio(P,L) }.")
    for name, cell in (cells or {}).items():
        pos = parse_cell(cell, n)
        if pos is None:
            return None
        extra.append(f":- not at({q(name)},{pos[0]},{pos[1]}).")
    if murderer is not None:
        extra.append(f":- not murderer({q(murderer)}).")
    deadline = time.monotonic() + timeout
    ctl = control(["0", "--opt-mode=opt"], rules, facts_module.render(case) + "\n".join(extra) + "\n")
    best: list = []
    with ctl.solve(on_model=lambda m: best.__setitem__(slice(None), [m.symbols(shown=True)]), async_=True) as handle:
        if not stopping.wait(handle, deadline - time.monotonic()):
            handle.cancel()
            from pysm.solving.solver import SolveTimeout

            raise SolveTimeout("finding the first answer set took longer than the time allowed")
        handle.get()
    if not best:
        return None
    return solution_of(case, best[0])
