"""`pysm explain CASE`: the step-by-step solution in words, ending with who did it."""

from __future__ import annotations

from pysm.cli.shared import emit_json, read_case, timed_out, within_limit
from pysm.core.resources import languages


def add_parser(sub, common, line: str) -> None:
    e = sub.add_parser(
        "explain",
        parents=[common],
        help=line,
        description="Explain the case's solution as a reader would find it: one numbered line per "
        "deduction, easiest first, then who the murderer is and why. Exit 0 when the "
        "steps place everyone, 1 when they get stuck (the last lines say where).",
    )
    e.add_argument("case", metavar="CASE")
    e.add_argument("--lang", choices=languages(), help="explain in this language (default: the case's)")


def proof_and_solutions(case, facts, rules, steps, timeout):
    """The proof, and when it places everyone the uniqueness solve (for the closing line), both
    within the one `timeout`."""
    import time

    from pysm.core.errors import SolveTimeout
    from pysm.proof.prove import prove
    from pysm.solving.solver import solve

    deadline = time.monotonic() + timeout
    proof = prove(case, facts, timeout=timeout, rules=steps)
    if not proof.solved:
        return proof, None
    if deadline - time.monotonic() <= 0:
        raise SolveTimeout("the time limit was reached")
    return proof, solve(case, facts, rules, limit=2, timeout=deadline - time.monotonic())


def run(args, rules) -> int:
    from pysm.core.errors import SolveTimeout, TimeLimit
    from pysm.core.stopping import answering, time_left
    from pysm.language.ui import say
    from pysm.proof.explain import closing_line, explain_lines
    from pysm.proof.prove import step_rules
    from pysm.solving import facts

    loaded = read_case(args.case, args.json, time_left(args.timeout))
    if loaded is None:
        return 2
    case, _ = loaded
    try:
        proof, result = within_limit(
            args, proof_and_solutions, case, facts.render(case), rules, step_rules(args.rules), time_left(args.timeout)
        )
    except (SolveTimeout, TimeLimit):
        return timed_out(args, case=case.id)
    answering()
    lang = args.lang or case.language
    lines = explain_lines(case, proof, lang)
    step_lines, closing = lines[: len(proof.steps)], lines[len(proof.steps) :]
    if result is not None:  # the proof placed everyone: end with who did it (or that nobody can have)
        if result.status == "unique" and proof.placement == dict(result.solutions[0].people):
            closing.append(closing_line(case, result.solutions[0], lang))
        elif result.status == "none":
            closing.append(say(lang, "no_solution", title=case.title or case.id))
    if args.json:
        emit_json(
            {
                "case": case.id,
                "file": case.file,
                "language": lang,
                "step_solvable": proof.solved,
                "steps": [dict(s.as_dict(), text=t) for s, t in zip(proof.steps, step_lines, strict=False)],
                "stuck": proof.stuck,
                "closing": " ".join(closing) or None,
            }
        )
    else:
        for i, line in enumerate(step_lines, 1):
            print(f"{i:>3}. {line}")
        for line in closing:
            print(line)
    return 0 if proof.solved else 1
