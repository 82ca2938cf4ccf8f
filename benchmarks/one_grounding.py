"""Would one grounding per case pay? The uniqueness program and the step program in one control.

A verify grounds two programs: the uniqueness program (asp/*.lp: board, rooms, clue meanings,
placement's choice) and the step program (the board files and asp/steps/*.lp). One control can
hold both if every rule of the uniqueness part is switched off by an external: `guessing` is
added to the body of every rule of the rule files the step program does not read (an AST
transform of the files as written, so they stay plain clingo), and `#external guessing.` is
declared. The control is grounded once; the uniqueness solve runs with `guessing` true, the
step rounds with it false.

This script measures, per case and in one run (CPU time, time.process_time, median of
--repeat), what pysm grounds today and what the one control would cost:

    separate   the uniqueness program grounded (pruned, as pysm.solving.solver.solve does), plus the
               step program grounded (pruned, as pysm.proof.prove does)
    combined   both in one control, the board files once
    solve      the uniqueness solve (2 models) on its own control / on the combined one

and checks that the combined control gives the same uniqueness verdict.

    python benchmarks/one_grounding.py benchmarks/.cache/size-9/*.toml
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

import clingo  # noqa: E402
from clingo import ast  # noqa: E402

from pysm.case.loader import load  # noqa: E402
from pysm.proof import program as program_module  # noqa: E402
from pysm.proof import prove as prove_module  # noqa: E402
from pysm.solving import facts as facts_module  # noqa: E402
from pysm.solving import relevant, rulefiles  # noqa: E402
from pysm.solving.solver import parsed, select_rules, solve_args  # noqa: E402

SWITCH = "guessing"


def switched(text: str) -> str:
    """Every rule of the program text with `guessing` added to its body (facts and constraints
    included: a constraint of the uniqueness part would otherwise reject the step rounds'
    answer set, where nobody is placed)."""
    out: list[str] = []

    def add(statement) -> None:
        if statement.ast_type == ast.ASTType.Rule:
            loc = statement.location
            literal = ast.Literal(loc, ast.Sign.NoSign, ast.SymbolicAtom(ast.Function(loc, SWITCH, [], 0)))
            statement = statement.update(body=list(statement.body) + [literal])
        if statement.ast_type != ast.ASTType.Program or out:  # the leading `#program base.`
            out.append(str(statement))

    ast.parse_string(text, add)
    return "\n".join(out) + f"\n#external {SWITCH}.\n"


def programs(facts: str) -> tuple[str, str, str]:
    """(uniqueness program, step program, the uniqueness part not shared with the steps),
    each as pysm would ground it for these facts."""
    messages: list[str] = []
    rules = select_rules()
    unique = [st for path in rules for st in parsed(path, messages)]
    unique = rulefiles.kept(unique, relevant.fact_shapes(facts), (), [])
    steps = program_module.Rules(prove_module.step_rules(), facts).statements
    shared = {st.text for st in steps}
    own = "\n".join(st.text for st in unique if st.text not in shared)
    return ("\n".join(st.text for st in unique), "\n".join(st.text for st in steps), own)


def grounded(args: list[str], *texts: str) -> clingo.Control:
    ctl = clingo.Control(args + ["--warn=none"])
    for text in texts:
        ctl.add("base", [], text)
    ctl.ground([("base", [])])
    return ctl


def models(ctl: clingo.Control) -> int:
    found = []
    ctl.solve(on_model=lambda m: found.append(1))
    return len(found)


def measure(path: Path, repeat: int) -> dict[str, float]:
    case = load(str(path))
    facts = facts_module.render(case)
    unique, steps, own = programs(facts)
    guarded = switched(own)
    times: dict[str, list[float]] = {}

    def timed(name, fn):
        start = time.process_time()
        value = fn()
        times.setdefault(name, []).append(1000 * (time.process_time() - start))
        return value

    for _ in range(repeat):
        alone = timed("ground uniqueness", lambda: grounded(solve_args(2), unique, facts))
        timed("ground steps", lambda: grounded(["--models=1"], steps, facts + program_module.EXTERNAL))
        both = timed(
            "ground combined", lambda: grounded(["2", "--project=no"], steps, facts + program_module.EXTERNAL, guarded)
        )
        n_alone = timed("solve uniqueness", lambda alone=alone: models(alone))
        both.assign_external(clingo.Function(SWITCH), True)
        n_both = timed("solve uniqueness, combined", lambda both=both: models(both))
        if n_alone != n_both:
            raise SystemExit(f"{path}: {n_alone} answer sets alone, {n_both} combined")
    return {k: statistics.median(v) for k, v in times.items()}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("cases", nargs="+", type=Path)
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()
    rows = [measure(p, args.repeat) for p in args.cases]
    keys = list(rows[0])
    print(f"{len(rows)} cases, CPU ms, median over cases of each case's median of {args.repeat}\n")
    print("| what | ms |\n|---|---:|")
    med = {k: statistics.median(r[k] for r in rows) for k in keys}
    for k in keys:
        print(f"| {k} | {med[k]:.1f} |")
    separate = [r["ground uniqueness"] + r["ground steps"] for r in rows]
    ratio = [r["ground combined"] / s for r, s in zip(rows, separate, strict=False)]
    with_solve = [
        (r["ground combined"] + r["solve uniqueness, combined"]) / (s + r["solve uniqueness"])
        for r, s in zip(rows, separate, strict=False)
    ]
    print(
        f"\ncombined / separate grounding: median {statistics.median(ratio):.2f} "
        f"(range {min(ratio):.2f}-{max(ratio):.2f}); with the uniqueness solve: {statistics.median(with_solve):.2f}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
