"""`pysm facts CASE`: the case as the ASP facts the rules read."""

from __future__ import annotations

import sys

from pysm.cli.shared import emit_json, read_case


def add_parser(sub, common, line: str) -> None:
    f = sub.add_parser(
        "facts",
        parents=[common],
        help=line,
        description="Print the case as the ASP facts pysm's rule files read (the board, the rooms, "
        "the objects, the people and each clue), to run the rules by hand with clingo "
        "or to write a rule file of your own (--rules).",
    )
    f.add_argument("case", metavar="CASE")


def run(args, rules) -> int:
    from pysm.solving import facts

    loaded = read_case(args.case, args.json, args.timeout)
    if loaded is None:
        return 2
    case, _ = loaded
    text = facts.render(case)
    if args.json:
        emit_json({"case": case.id, "file": case.file, "facts": text})
    else:
        sys.stdout.write(text)
    return 0
