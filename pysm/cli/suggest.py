"""`pysm suggest CASE`: the sentences that repair a failing case (pysm.authoring.suggest finds
them), or the sentences that contradict each other; with -o, the repaired case, verified first.

Exit statuses: 0 a repair found (and written), or nothing to add; 1 the case cannot be
repaired by adding sentences (the contradicting sentences are shown); 2 bad input.
"""

from __future__ import annotations

import sys
from pathlib import Path

from pysm.cli.shared import emit_json
from pysm.core.errors import UsageError


def add_parser(sub, common, line: str) -> None:
    p = sub.add_parser("suggest", parents=[common], help=line)
    p.add_argument("case", metavar="CASE", help="the case file ('-' for standard input)")
    p.add_argument("-o", "--output", metavar="FILE", help="write the repaired case here (verified first)")
    p.add_argument("--force", action="store_true", help="overwrite FILE if it exists")
    p.add_argument(
        "--level",
        type=int,
        choices=(1, 2, 3),
        metavar="L",
        help="the hardest step level the repaired case may need (default: any)",
    )
    p.add_argument("--kinds", nargs="+", metavar="KIND", help="propose only these clue kinds (row, not_room, ...)")
    p.add_argument(
        "--pick", type=int, metavar="N", help="the N-th answer set (stable order) is the intended solution (default 1)"
    )


def run(args, rules) -> int:
    from pysm.authoring.suggest import suggest
    from pysm.case.loader import load, read_text
    from pysm.core.errors import CaseInvalid, Exists, RulesError, SolveTimeout, SuggestError, TimeLimit
    from pysm.core.files import write_atomic
    from pysm.core.stopping import answering, time_left
    from pysm.proof.prove import step_rules
    from pysm.verify.gate import verify_path

    try:
        text = read_text(args.case, timeout=time_left(args.timeout))
        case = load(args.case, text)
    except TimeLimit as exc:
        if args.json:
            emit_json({"file": args.case, "status": "stopped", "stopped": True, "message": f"reading: {exc}"})
        raise UsageError(f"{args.case}: reading: {exc}") from None
    except CaseInvalid as exc:
        if args.json:
            emit_json({"file": args.case, "status": "invalid", "errors": [e.as_dict() for e in exc.errors]})
        else:
            for err in exc.errors:
                print(
                    str(err) if not err.person or err.person in err.message else f"{err}: {err.person}", file=sys.stderr
                )
        return 2
    out_path = Path(args.output) if args.output else None
    if out_path is not None:
        in_json = case.file.lower().endswith(".json") or (case.file == "-" and text.lstrip().startswith("{"))
        if (out_path.suffix.lower() == ".json") != in_json:
            raise UsageError(
                f"{out_path}: the repaired case keeps the case's format; name it *{'.json' if in_json else '.toml'}"
            )
        if out_path.exists() and not args.force:
            raise UsageError(f"{out_path}: the file exists; --force replaces it")
        if out_path.exists() and out_path.is_dir():
            raise UsageError(f"{out_path}: a folder, not a file")
    try:
        result = suggest(
            case,
            text=text,
            rules=rules,
            steps=step_rules(args.rules),
            level=args.level,
            kinds=args.kinds,
            pick=args.pick,
            timeout=time_left(args.timeout),
        )
        if result.text is not None and out_path is not None:
            result.report = verify_path(
                str(out_path),
                rules=rules,
                steps=step_rules(args.rules),
                timeout=time_left(args.timeout),
                text=result.text,
            )
    except (SuggestError, SolveTimeout, RulesError) as exc:
        raise UsageError(f"{args.case}: {exc}") from None
    answering()
    written = None
    status = 0 if result.status in ("repaired", "verified") else 2 if result.status == "stopped" else 1
    if result.report is not None and not _repair_holds(result):
        status = 1
    elif out_path is not None and result.text is not None and status == 0:
        try:
            out_path.parent.mkdir(parents=True, exist_ok=True)
            write_atomic(out_path, result.text, force=args.force)
        except Exists:
            raise UsageError(f"{out_path}: the file exists; --force replaces it") from None
        except OSError as exc:
            raise UsageError(f"{out_path}: {exc.strerror or exc}") from None
        written = str(out_path)
    if args.json:
        d = result.as_dict()
        d["output"] = written
        if result.status == "stopped":
            d["stopped"] = True
        emit_json(d)
    else:
        for line in describe(result, written):
            print(line)
    return status


def _repair_holds(result) -> bool:
    """The repaired text verifies, at the level asked for, on the intended solution."""
    r = result.report
    return bool(
        r is not None
        and r.verified
        and result.intended is not None
        and r.proof.placement == dict(result.intended.people)
    )


def describe(result, written: str | None = None) -> list[str]:
    """The text `pysm suggest` prints (result: pysm.authoring.suggest.Suggestion)."""
    from pysm.authoring.suggest.results import SHOWN_CHOICES

    case = result.case
    lines = []
    where = case.file
    if result.status == "stopped":
        lines.append(f"{where}: {result.message}")
        if result.core:
            lines.append("  so far, these sentences cannot all be true together (perhaps not the fewest):")
            lines += [f"    {c.person or 'the scene'}: {c.sentence}" for c in result.core]
        elif result.choices:
            n = len(result.choices)
            lines.append(
                f"  {n} answer set{'s' if n != 1 else ''} found before it stopped"
                + (f"; intended: answer set {result.pick}" if result.pick else "")
            )
        return lines
    if result.status == "contradiction":
        n = len(result.core)
        lines.append(
            f"{where}: no solution: these {n} sentence{'s' if n != 1 else ''} cannot all be true "
            "together (remove or change one; without any one of them the rest can be true):"
        )
        for c in result.core:
            at = f"line {c.line}, " if c.line is not None else ""
            lines.append(f"  {c.person or 'the scene'} ({at}sentence {c.index}): {c.sentence}")
        return lines
    if result.status == "verified":
        lines.append(f"{where}: the case verifies; nothing to add")
        if written:
            lines.append(f"wrote {written} (unchanged)")
        return lines
    count = f"{len(result.choices)}" if result.complete else f"more than {len(result.choices)}"
    if len(result.choices) > 1 or not result.complete:
        lines.append(f"{where}: several solutions ({count} answer sets)")
        if case.solution is not None or case.murderer is not None:
            lines.append("  intended: the one that agrees with its [solution]")
        else:
            why = ", one that the fewest sentences make the only one" if result.fewest else ""
            lines.append(f"  intended: answer set {result.pick or 1}{why} (choose another with --pick N):")
            shown = [i for i in range(1, len(result.choices) + 1) if i <= SHOWN_CHOICES]
            if result.pick is not None and result.pick > SHOWN_CHOICES:  # the one aimed at, always
                shown.append(result.pick)
            for k, i in enumerate(shown):
                if k and i != shown[k - 1] + 1:
                    lines.append(f"       ... {i - shown[k - 1] - 1} more")
                s = result.choices[i - 1]
                mark = "*" if i == result.pick else " "
                cells = ", ".join(f"{n} {c}" for n, c in s.people)
                lines.append(f"   {mark}{i:>3}. {cells}; murderer {s.murderer}")
            if len(result.choices) > shown[-1]:
                lines.append(f"       ... {len(result.choices) - shown[-1]} more (pysm solve --all)")
    elif case.solution is not None and result.intended is None:
        lines.append(f"{where}: one solution, not the one its [solution] states")
    else:
        lines.append(
            f"{where}: one solution, not reached step by step without guessing"
            + (f" at level {result.level} or below" if result.level is not None else "")
        )
    if result.status == "unrepairable":
        lines.append(f"  {result.message}")
        return lines
    n = len(result.proposals)
    lines.append(f"add {n} sentence{'s' if n != 1 else ''} (each one needed):")
    for p in result.proposals:
        lines.append(f"  {p.person}: {p.sentence}")
    proof = result.proof
    if proof is not None and proof.solved:
        d = proof.difficulty
        murderer = result.intended.murderer if result.intended else None
        lines.append(
            f"then: unique solution (murderer {murderer}), solved step by step in {len(proof.steps)} steps "
            f"(level {d['level']}, score {d['score']})"
        )
    r = result.report
    if r is not None and not _repair_holds(result):
        lines.append(
            "  the repaired text does not verify (nothing written): "
            + "; ".join([str(e) for e in r.errors] + r.solution_mismatch + [f"status {r.status}"])
        )
    elif written:
        lines.append(f"wrote {written}")
    return lines
