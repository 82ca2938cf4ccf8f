"""`pysm solve CASE`: the solution, drawn on the board, in the case's language or --lang."""

from __future__ import annotations

from pysm.cli.shared import emit_json, read_case, timed_out, within_limit
from pysm.core.resources import languages
from pysm.core.stopping import answering, time_left


def add_parser(sub, common, line: str) -> None:
    s = sub.add_parser(
        "solve",
        parents=[common],
        help=line,
        description="Solve the case and print its solution: the board with everyone on it, where "
        "each person stands, the victim and the murderer. With several solutions, where "
        "two of them differ; with --all, every answer set. Exit 0 for one solution, 1 for "
        "none or several, 2 for an invalid case or one stopped by --timeout (what was "
        "found by then is printed).",
    )
    s.add_argument("case", metavar="CASE")
    s.add_argument("--all", action="store_true", help="list every answer set")
    s.add_argument("--lang", choices=languages(), help="print in this language (default: the case's)")


def run(args, rules) -> int:
    from pysm.core.errors import SolveTimeout, TimeLimit
    from pysm.solving import facts
    from pysm.solving.solver import solve

    loaded = read_case(args.case, args.json, time_left(args.timeout))
    if loaded is None:
        return 2
    case, _ = loaded
    try:  # in a child process stopped at the time limit, grounding included
        result = within_limit(
            args, solve, case, facts.render(case), rules, limit=0 if args.all else 2, timeout=time_left(args.timeout)
        )
    except (SolveTimeout, TimeLimit) as exc:
        answering()
        found = tuple(getattr(exc, "found", ()))
        if not args.json:
            print_found(case, found, args.lang or case.language)
        return timed_out(args, case=case.id, solutions=[s.as_dict() for s in found])
    answering()
    if args.json:
        emit_json(
            {
                "case": case.id,
                "file": case.file,
                "status": result.status,
                "solutions": [s.as_dict() for s in result.solutions],
            }
        )
    else:
        print_solutions(case, result, args.all, args.lang or case.language)
    # as verify: 0 for one solution, 1 for none or several, with --all or without
    return 0 if result.status == "unique" else 1


SHOWN_WHEN_STOPPED = 10  # boards printed of the answer sets found before the time limit


def print_found(case, found, lang: str) -> None:
    """What a solve stopped by the time limit had found: how many answer sets, the first boards."""
    from pysm.views import board

    n = len(found)
    print(
        f"{case.title or case.id}: stopped at the time limit; {n} answer set{'s' if n != 1 else ''} found so far"
        + (" (the solve had not finished, so there may be more)" if n else "")
    )
    for i, sol in enumerate(found[:SHOWN_WHEN_STOPPED], 1):
        print(f"\n{i}.")
        print(board.draw(case, people=dict(sol.people)))
        print(board.legend(case, lang=lang))
    if n > SHOWN_WHEN_STOPPED:
        print(f"\n... {n - SHOWN_WHEN_STOPPED} more (--json lists them all)")


def print_solutions(case, result, show_all: bool, lang: str) -> None:
    """Each solution (or, without --all, where two of them differ) in `lang`."""
    from pysm.language.ui import role, say, words
    from pysm.verify.gate import differences
    from pysm.views import board

    title = case.title or case.id
    if result.status == "none":
        print(say(lang, "no_solution", title=title))
        return
    if result.status == "multiple" and not show_all:
        print(say(lang, "several", title=title))
        for name, a, b in differences(result):
            print("  " + say(lang, "differs", name=name, a=a, b=b))
    elif show_all:
        n = len(result.solutions)
        print(say(lang, "count_one", title=title) if n == 1 else say(lang, "count_many", title=title, n=n))
    for i, sol in enumerate(result.solutions, 1):
        if len(result.solutions) > 1:
            print("\n" + say(lang, "solution", i=i))
        print(board.draw(case, people=dict(sol.people)))
        print(board.legend(case, lang=lang))
        for name, cell in sol.people:
            print("  " + board.where(case, name, cell, lang))
        gender = next((p.gender for p in case.people if p.name == sol.murderer), None)
        print(f"{say(lang, 'victim')}: {sol.victim}   {role(words(lang), 'murderer', gender)}: {sol.murderer}")
