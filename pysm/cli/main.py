"""The command line: a thin shell over pysm's library (spec/cli.md).

Exit statuses: 0 done/verified, 1 a valid case fails verification, 2 an input
or usage error. No traceback ever reaches the user.
"""
from __future__ import annotations

import argparse
import io
import os
import signal
import sys
from pathlib import Path

from pysm import __version__
def _import_commands() -> None:
    """The modules the commands use, imported once the command line is read: `pysm --help`
    and a usage error load neither clingo nor jinja2 nor the parsers (see tests/test_startup.py)."""
    global json, board, facts_module, TimeLimit, bounded, load, shown, CaseError, CaseInvalid
    global parse_cell, prove, step_rules, RulesError, SolveTimeout, select_rules, solve
    global Report, case_files, differences, verify_many
    import json

    from pysm.views import board

    from pysm.solving import facts as facts_module
    from pysm.solving.limits import TimeLimit, bounded
    from pysm.case.loader import load, shown
    from pysm.core.model import CaseError, CaseInvalid, parse_cell
    from pysm.proof.prove import prove, step_rules
    from pysm.solving.solver import RulesError, SolveTimeout, select_rules, solve
    from pysm.verify.gate import Report, case_files, differences, verify_many

DEFAULT_TIMEOUT = 60.0


EXIT_STATUSES = """exit statuses:
  0  every case verified (or the command did what was asked)
  1  a case is valid but fails: no solution, several solutions, not solvable step by step,
     or not the [solution] it states
  2  an input or usage error: a file that cannot be read, an invalid case, an unknown option,
     a case that ran past --timeout"""


class UsageError(Exception):
    """A problem with the command line itself (exit 2)."""


def _positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{text}' is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{value}: must be at least 1")
    return value


def _parser(argv: list[str] | None = None) -> argparse.ArgumentParser:
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--json", action="store_true", help="machine output (JSON) on standard output")
    common.add_argument("--rules", action="append", metavar="DIR_OR_FILE", default=[],
                        help="extra rule files; one named like a bundled asp/ file replaces it (repeatable)")
    common.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT, metavar="SECONDS",
                        help="give up on a case after this long: reading, grounding, solving and proving "
                             f"count (default {DEFAULT_TIMEOUT:g})")
    p = argparse.ArgumentParser(prog="pysm", description="Verify Sudoku Murder (Murdoku) cases before publication.",
                                epilog=EXIT_STATUSES, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--version", action="version", version=f"pysm {__version__}")
    sub = p.add_subparsers(dest="command", required=True, metavar="COMMAND")
    v = sub.add_parser("verify", parents=[common], help="check cases: valid, unique, solvable step by step",
                       description="The publishing gate: each case file (or every case file under a folder) is "
                                   "checked for validity, a unique solution, step-by-step solvability and its "
                                   "[solution]. One line per case, then a summary; in a folder, files that are "
                                   "not cases (an expected.json) are skipped and named in the summary.",
                       epilog=EXIT_STATUSES, formatter_class=argparse.RawDescriptionHelpFormatter)
    v.add_argument("paths", nargs="+", metavar="PATH", help="case files or folders ('-' for standard input)")
    v.add_argument("--jobs", "-j", type=_positive_int, default=0, metavar="N",
                   help="verify N cases at once (default: one per core)")
    v.add_argument("--cluster", metavar="ADDRESS", help="verify on the Dask scheduler at ADDRESS (tcp://host:8786)")
    s = sub.add_parser("solve", parents=[common], help="print the solution (board and murderer)")
    s.add_argument("case", metavar="CASE")
    s.add_argument("--all", action="store_true", help="list every answer set")
    s.add_argument("--lang", choices=["es", "nl", "en"], help="print in this language (default: the case's)")
    e = sub.add_parser("explain", parents=[common], help="print the step-by-step solution")
    e.add_argument("case", metavar="CASE")
    e.add_argument("--lang", choices=["es", "nl", "en"], help="explain in this language (default: the case's)")
    f = sub.add_parser("facts", parents=[common], help="print the case as ASP facts")
    f.add_argument("case", metavar="CASE")
    _add_generate(sub, common)
    suggest = sub.add_parser("suggest", parents=[common], help="propose the sentences that repair a failing case")
    if "suggest" in (sys.argv[1:] if argv is None else argv):   # its module is heavy: only when asked
        from pysm.authoring.suggest import add_arguments
        add_arguments(suggest)
    r = sub.add_parser("render", parents=[common], help="draw the board: SVG, HTML, PNG, PDF, or the proof replay")
    r.add_argument("case", metavar="CASE")
    r.add_argument("-o", "--output", metavar="FILE", help="x.svg, x.html, x.png or x.pdf (default: SVG on standard output)")
    r.add_argument("--solution", action="store_true", help="draw the solution: initials, names, victim, murderer")
    r.add_argument("--stuck", action="store_true", help="shade where people can still stand when the proof stops")
    r.add_argument("--steps", action="store_true", help="an HTML page replaying the proof step by step")
    st = sub.add_parser("studio", parents=[common], help="edit cases in the browser, verified as you type")
    st.add_argument("folder", nargs="?", default=".", metavar="FOLDER", help="the folder of cases (default .)")
    st.add_argument("--port", type=int, default=8765, metavar="N", help="the port on 127.0.0.1 (0: any free one)")
    return p


def main(argv: list[str] | None = None) -> int:
    args = _parser(argv).parse_args(argv)
    if not 0 < args.timeout < float("inf"):
        print("pysm: --timeout must be a positive, finite number of seconds", file=sys.stderr)
        return 2
    _import_commands()
    try:
        rules = select_rules(args.rules)
        return COMMANDS[args.command](args, rules)
    except (RulesError, UsageError) as exc:
        print(f"pysm: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt as exc:
        signum = getattr(exc, "signum", signal.SIGINT)
        print(f"pysm: interrupted ({signal.Signals(signum).name})", file=sys.stderr)
        return 128 + signum
    except BrokenPipeError:     # the reader went away (`pysm verify ... | head -1`): not a failure
        return 0
    except Exception as exc:
        if type(exc).__name__ != "ClusterError":     # pysm.authoring.cluster loads only with --cluster
            raise
        print(f"pysm: {exc}", file=sys.stderr)
        return 2


def _emit_json(value) -> None:
    sys.stdout.write(json.dumps(value, ensure_ascii=False, indent=2) + "\n")


def _print_errors(errors: list[CaseError], stream=None, indent: str = "") -> None:
    stream = stream or sys.stderr
    for err in errors:
        line = str(err) if not err.person or err.person in err.message else f"{_where(err)}{err.person}: {err.message}"
        print(indent + shown(line), file=stream)     # case text never starts a line of its own


def _where(err: CaseError) -> str:
    where = err.file + (f":{err.line}" if err.line is not None else "")
    return where + ": " + "".join(f"{x}: " for x in (err.field, err.cell) if x)


def _load_or_report(path: str, as_json: bool):
    try:
        return load(path), None
    except CaseInvalid as exc:
        if as_json:
            _emit_json({"file": path, "status": "invalid", "errors": [e.as_dict() for e in exc.errors]})
        else:
            _print_errors(exc.errors)
        return None, 2


# ---- verify ------------------------------------------------------------------

def cmd_verify(args, rules) -> int:
    skipped: list[tuple[str, str]] = []
    files = case_files(args.paths, skipped)
    if not files:
        raise UsageError("no case files (*.toml, *.json) under " + ", ".join(map(shown, args.paths)))
    reports: list[Report] = []
    progress = Progress(len(files), "case") if len(files) > 1 else None
    if args.cluster:
        from pysm.authoring import cluster
        made = cluster.verify_many(files, address=args.cluster, rules=rules, steps=step_rules(args.rules),
                                   timeout=args.timeout)
    else:
        made = verify_many(files, rules=rules, steps=step_rules(args.rules), timeout=args.timeout,
                           jobs=args.jobs or os.cpu_count() or 1)
    try:
        for report in made:
            reports.append(report)
            if not args.json:
                _print_report(report, progress)
            if progress:
                progress.step()
    finally:
        if progress:
            progress.close()
    if args.json:
        _emit_json([r.as_dict() for r in reports])
        for path, why in skipped:
            print(f"pysm: skipped {shown(path)}: {why}", file=sys.stderr)
    else:
        print(_summary(reports, skipped))
    return max((r.exit_status for r in reports), default=0)


def _print_report(r: Report, progress: "Progress | None" = None) -> None:
    out = io.StringIO()
    print(_verify_line(r), file=out)
    _print_errors(r.errors, out, indent="    ")
    _print_detail(r, out)
    text = out.getvalue().rstrip("\n")
    if progress:
        progress.write(text, sys.stdout)
    else:
        print(text, flush=True)


class Progress:
    """A progress bar on standard error, drawn by tqdm and only when standard error is a terminal.

    tqdm owns the terminal line: text written through write() clears the bar first and redraws
    it after, and close() removes it, so no report line ever starts after a bar.
    """

    def __init__(self, total: int, unit: str):
        import tqdm
        tqdm.tqdm.monitor_interval = 0          # no monitor thread (pysm forks workers)
        self._tqdm = tqdm.tqdm
        self.bar = tqdm.tqdm(total=total, unit=unit, file=sys.stderr, leave=False, dynamic_ncols=True,
                             disable=not sys.stderr.isatty())

    def step(self) -> None:
        self.bar.update(1)

    def write(self, text: str, stream) -> None:
        if self.bar.disable:
            print(text, file=stream, flush=True)
        else:
            self._tqdm.write(text, file=stream)
            stream.flush()

    def close(self) -> None:
        self.bar.close()


def _verify_line(r: Report) -> str:
    if r.status in ("invalid", "error"):
        n = len(r.errors)
        return f"INVALID  {shown(r.file)}: {n} error{'s' if n != 1 else ''}" if r.status == "invalid" \
            else f"ERROR    {shown(r.file)}"
    label = "ok      " if r.verified else "FAILED  "
    if r.status == "none":   # no placement exists, so no step-by-step story either
        return f"{label} {shown(r.file)}: no solution: the clues contradict each other"
    parts = [{"unique": "unique solution", "multiple": "several solutions", "none": "no solution"}[r.status]]
    if r.status == "unique":
        parts.append(f"murderer {r.result.solutions[0].murderer}")
    if r.proof.solved:
        d = r.proof.difficulty
        parts.append(f"solved step by step in {len(r.proof.steps)} steps (level {d['level']}, score {d['score']})")
    else:
        parts.append("not solvable step by step without guessing")
    if r.solution_mismatch:
        parts.append("differs from its [solution]")
    return f"{label} {shown(r.file)}: " + ", ".join(parts)


def _print_detail(r: Report, out=None) -> None:
    out = out or sys.stdout
    for line in r.solution_mismatch:
        print("    " + line, file=out)
    if r.status == "multiple":
        print("    two solutions differ in:", file=out)
        for name, a, b in differences(r.result):
            print(f"      {name}: {a} in one, {b} in the other", file=out)
    if r.proof is not None and not r.proof.solved and r.loaded is not None:
        print("    stuck: cells each unplaced person can still be on (add a clue here):", file=out)
        counts: dict = {}
        for name, cells in r.proof.stuck.items():
            print(f"      {name}: {' '.join(cells) if cells else '(none left: the clues contradict)'}", file=out)
            for cell in cells:
                pos = parse_cell(cell, r.loaded.size)
                counts[pos] = counts.get(pos, 0) + 1
        print("    how many of them can still be on each cell:", file=out)
        print(_indent(board.draw(r.loaded, counts=counts), "      "), file=out)
        print(_indent(board.legend(r.loaded, counts=True, lang="en"), "      "), file=out)   # as the report
    if r.status == "none" or (r.status in ("unique", "multiple") and not r.verified and not r.solution_mismatch):
        what = "names the sentences that contradict" if r.status == "none" else "proposes the sentences that repair it"
        print(f"    hint: pysm suggest {shown(r.file)} {what}", file=out)


def _indent(text: str, pad: str) -> str:
    return "\n".join(pad + line for line in text.splitlines())


def _summary(reports: list[Report], skipped: list[tuple[str, str]] = ()) -> str:
    counts = {"verified": 0, "failed": 0, "invalid": 0, "error": 0}
    for r in reports:
        kind = ("verified" if r.verified else "error" if r.status == "error"
                else "invalid" if r.exit_status == 2 else "failed")
        counts[kind] += 1
    if not counts["error"]:
        del counts["error"]   # a time-out or a broken rule file: shown only when there is one
    n = len(reports)
    line = f"{n} case{'s' if n != 1 else ''}: " + ", ".join(
        f"{v} {k}{'s' if k == 'error' and v != 1 else ''}" for k, v in counts.items())
    if skipped:
        line += f"; {len(skipped)} file{'s' if len(skipped) != 1 else ''} skipped, not cases: " + ", ".join(
            shown(path) for path, _ in skipped)
    return line


# ---- solve -------------------------------------------------------------------

def cmd_solve(args, rules) -> int:
    case, status = _load_or_report(args.case, args.json)
    if case is None:
        return status
    try:   # in a child process stopped at the time limit, grounding included
        result = _run(args, solve, case, facts_module.render(case), rules, limit=0 if args.all else 2,
                         timeout=args.timeout)
    except (SolveTimeout, TimeLimit):
        print(f"pysm: {shown(args.case)}: {TimeLimit(args.timeout)}", file=sys.stderr)
        return 2
    if args.json:
        _emit_json({"case": case.id, "file": case.file, "status": result.status,
                    "solutions": [s.as_dict() for s in result.solutions]})
    else:
        _print_solutions(case, result, args.all, args.lang or case.language)
    # as verify: 0 for one solution, 1 for none or several, with --all or without
    return 0 if result.status == "unique" else 1


def _print_solutions(case, result, show_all: bool, lang: str) -> None:
    from pysm.language.ui import say
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
        print(f"{say(lang, 'victim')}: {sol.victim}   {say(lang, 'murderer')}: {sol.murderer}")


# ---- explain -----------------------------------------------------------------

def _run(args, fn, *a, **kw):
    """fn(*a, **kw) within the time limit: in a child process when --rules may ground without end."""
    from pysm.solving.limits import custom
    if custom(select_rules(args.rules), step_rules(args.rules)):
        return bounded(args.timeout, fn, *a, **kw)
    return fn(*a, **kw)


def _explain_work(case, facts, rules, steps, timeout):
    """The proof, and when it places everyone the uniqueness solve (for the closing line)."""
    proof = prove(case, facts, timeout=timeout, rules=steps)
    return proof, (solve(case, facts, rules, limit=2, timeout=timeout) if proof.solved else None)


def cmd_explain(args, rules) -> int:
    case, status = _load_or_report(args.case, args.json)
    if case is None:
        return status
    try:
        proof, result = _run(args, _explain_work, case, facts_module.render(case), rules,
                                step_rules(args.rules), args.timeout)
    except (SolveTimeout, TimeLimit):
        print(f"pysm: {shown(args.case)}: {TimeLimit(args.timeout)}", file=sys.stderr)
        return 2
    lang = args.lang or case.language
    from pysm.proof.explain import explain_lines   # the explanations load only for this command

    lines = explain_lines(case, proof, lang)
    step_lines, closing = lines[:len(proof.steps)], lines[len(proof.steps):]
    if result is not None:   # the proof placed everyone: end with who did it (or that nobody can have)
        from pysm.language.ui import say
        if result.status == "unique" and proof.placement == dict(result.solutions[0].people):
            closing.append(say(lang, "closing", murderer=result.solutions[0].murderer))
        elif result.status == "none":
            closing.append(say(lang, "no_solution", title=case.title or case.id))
    if args.json:
        _emit_json({"case": case.id, "file": case.file, "language": lang, "step_solvable": proof.solved,
                    "steps": [dict(s.as_dict(), text=t) for s, t in zip(proof.steps, step_lines)],
                    "stuck": proof.stuck, "closing": " ".join(closing) or None})
    else:
        for i, line in enumerate(step_lines, 1):
            print(f"{i:>3}. {line}")
        for line in closing:
            print(line)
    return 0 if proof.solved else 1


# ---- facts -------------------------------------------------------------------

def cmd_facts(args, rules) -> int:
    case, status = _load_or_report(args.case, args.json)
    if case is None:
        return status
    text = facts_module.render(case)
    if args.json:
        _emit_json({"case": case.id, "file": case.file, "facts": text})
    else:
        sys.stdout.write(text)
    return 0


# ---- generate ----------------------------------------------------------------

def _add_generate(sub, common) -> None:
    g = sub.add_parser("generate", parents=[common], help="make new cases that verify")
    g.add_argument("--size", type=int, required=True, choices=range(4, 10), metavar="N",
                   help="the board is N×N, N from 4 to 9")
    g.add_argument("--lang", required=True, choices=_generator_languages(), help="the language of the cards")
    g.add_argument("--seed", type=int, metavar="S", help="the first seed (default: a random one, reported)")
    g.add_argument("--level", type=int, default=2, choices=(1, 2, 3),
                   help="the hardest deduction level allowed, and aimed at (default 2)")
    g.add_argument("--count", type=int, default=1, metavar="K", help="how many cases (seeds S, S+1, ...)")
    g.add_argument("-o", "--output", default=".", metavar="DIR", help="the folder to write to (default .)")
    g.add_argument("--force", action="store_true", help="overwrite a case file of the same name")
    from pysm.core.kinds import GENERATOR_KINDS
    g.add_argument("--kinds", default="", metavar="K,K",
                   help="also draw clues of these kinds of clue-language-2.md, card and scene kinds "
                        f"({', '.join(GENERATOR_KINDS)}; 'all' for every one)")
    g.add_argument("--spread", action="store_true",
                   help="prefer clue kinds and sentence forms the cases in DIR use least")
    g.add_argument("--cluster", metavar="ADDRESS", help="make the drafts on the Dask scheduler at ADDRESS")


def _generator_languages() -> tuple[str, ...]:
    """pysm.authoring.gen_data.languages() without importing the generator's data: the languages with
    both a card file (es.toml) and generator data (generator-es.toml)."""
    folder = Path(__file__).resolve().parent.parent / "lang"
    names = (p.name.removeprefix("generator-") for p in folder.glob("generator-*.toml"))
    return tuple(sorted(n[:-5] for n in names if (folder / n).is_file()))


def _generator_kinds(text: str) -> tuple[str, ...]:
    from pysm.core.kinds import GENERATOR_KINDS
    kinds = tuple(k.strip() for k in text.split(",") if k.strip())
    if "all" in kinds:
        kinds = tuple(k for k in kinds if k != "all") + GENERATOR_KINDS
    bad = [k for k in kinds if k not in GENERATOR_KINDS]
    if bad:
        raise UsageError(f"--kinds {','.join(bad)}: the generator draws {', '.join(GENERATOR_KINDS)} (or all)")
    return tuple(dict.fromkeys(kinds))


def _cluster_drafts(args, engine):
    if not args.cluster:
        return None
    from pysm.authoring import cluster
    return cluster.drafts(args.cluster, engine, size=args.size, lang=args.lang, level=args.level, count=args.count)


def cmd_generate(args, rules) -> int:
    from pysm.authoring import generate  # the generator's search loads only for this command
    if args.count < 1:
        raise UsageError("--count must be at least 1")
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
            what = (f"wrote {out.path} ({d.case.size}x{d.case.size}, level {d.difficulty['level']} "
                    f"{d.difficulty['hardest']}, {d.clue_count} clues, {d.seconds:.1f} s)")
        elif out.status == "unchanged":
            what = f"{out.path} already holds this case"
        else:
            what = f"no case ({'; '.join(out.problems[:2])}); trying the next seed"
        head = f"[{done}/{args.count}]" if out.status in ("written", "unchanged") else " " * len(f"[{done}/{args.count}]")
        bar.write(f"{head} seed {out.seed}: {shown(what)}", sys.stderr)
        if out.status in ("written", "unchanged"):
            bar.step()

    bar = Progress(args.count, "case")

    try:
        outcomes = generate.run(size=args.size, lang=args.lang, level=args.level, seed=seed, count=args.count,
                                folder=folder, force=args.force, spread=args.spread, engine=engine,
                                kinds=_generator_kinds(args.kinds),
                                progress=progress, drafts=_cluster_drafts(args, engine))
    except generate.GenerateError as exc:
        raise UsageError(str(exc)) from None
    except OSError as exc:
        raise UsageError(f"{folder}: {exc.strerror or exc}") from None
    finally:
        bar.close()
    done = sum(o.status in ("written", "unchanged") for o in outcomes)
    if args.json:
        _emit_json([o.as_dict() for o in outcomes])
    if done < args.count:
        print(f"pysm: made {done} of {args.count} cases; no case from seeds {seed} to {outcomes[-1].seed}",
              file=sys.stderr)
        return 1
    return 0


def cmd_suggest(args, rules) -> int:
    from pysm.authoring.suggest import command  # the repair search loads only for this command
    return command(args, rules)


def cmd_render(args, rules) -> int:
    from pysm.views import render  # pictures load only for this command
    return render.command(args, rules)


def cmd_studio(args, rules) -> int:
    from pysm.views import studio  # the web application loads only for this command
    return studio.command(args, rules)


COMMANDS = {"verify": cmd_verify, "solve": cmd_solve, "explain": cmd_explain, "facts": cmd_facts,
            "generate": cmd_generate, "suggest": cmd_suggest, "render": cmd_render, "studio": cmd_studio}


def run() -> None:
    """Console-script entry point."""
    from pysm.core import stopping
    stopping.install()
    try:
        code = main()
    except Exception as exc:  # last line of defence: a message, never a traceback
        print(f"pysm: unexpected failure (a defect of pysm; please report it): {type(exc).__name__}: "
              f"{shown(str(exc))}", file=sys.stderr)
        code = 2
    sys.exit(code)
