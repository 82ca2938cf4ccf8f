"""`pysm import theapo LEVEL.json|DIR... --lang L -o DIR`: TheApo's Murdoku levels as pysm cases.

One case per level, `<level file stem>.toml` in DIR, its cards written by pysm in L. A level pysm
cannot say is refused with the reason; the run ends with a summary. Exit status 0 when every level
was imported, 1 when some were refused, 2 for a file that is no level or a usage error (nothing is
written then: no case is replaced without --force).
"""

from __future__ import annotations

import collections
import sys
from pathlib import Path

from pysm.cli.shared import emit_json
from pysm.core.errors import UsageError
from pysm.core.resources import languages


def add_parser(sub, common, line: str) -> None:
    p = sub.add_parser("import", parents=[common], help=line)
    which = p.add_subparsers(dest="source", required=True, metavar="SOURCE")
    t = which.add_parser("theapo", parents=[common], help="TheApo's Murdoku levels (level JSON files)")
    t.add_argument("levels", nargs="+", metavar="LEVEL.json|DIR", help="level files, or folders of them")
    t.add_argument("--lang", required=True, choices=languages(), help="the language of the cards")
    t.add_argument("-o", "--output", required=True, metavar="DIR", help="the folder the cases are written to")
    t.add_argument("--force", action="store_true", help="replace cases already in DIR")


def level_files(args: list[str]) -> list[Path]:
    """The level files named or held by the folders named, in order; UsageError for a missing one."""
    out: list[Path] = []
    for arg in args:
        path = Path(arg)
        if path.is_dir():
            found = sorted(p for p in path.glob("*.json") if p.is_file())
            if not found:
                raise UsageError(f"{arg}: the folder holds no level files (*.json)")
            out += found
        elif path.is_file():
            out.append(path)
        else:
            raise UsageError(f"{arg}: no such file or folder")
    stems = collections.Counter(p.stem for p in out)
    twice = sorted(s for s, n in stems.items() if n > 1)
    if twice:
        raise UsageError(f"two level files would become the same case: {', '.join(twice)}")
    return out


def run(args, rules) -> int:
    from pysm.authoring.theapo import convert
    from pysm.authoring.theapo import level as levels
    from pysm.core.files import write_atomic

    files = level_files(args.levels)
    out = Path(args.output)
    if out.exists() and not out.is_dir():
        raise UsageError(f"-o {args.output}: not a folder")
    if not args.force:
        there = [str(out / f"{p.stem}.toml") for p in files if (out / f"{p.stem}.toml").exists()]
        if there:
            raise UsageError(
                f"{there[0]} exists{f' (and {len(there) - 1} more)' if len(there) > 1 else ''}; use --force to replace"
            )
    texts: dict[Path, str] = {}
    refused: list[tuple[str, str]] = []
    invalid: list[str] = []
    for path in files:
        try:
            texts[path] = convert.convert(levels.read(str(path)), args.lang)
        except levels.LevelInvalid as exc:
            invalid.append(str(exc))
        except convert.Refused as exc:
            refused.append((str(path), str(exc)))
    if invalid:
        for message in invalid:
            print(f"pysm: {message}", file=sys.stderr)
        print(f"pysm: {len(invalid)} of {len(files)} files are no level; nothing written", file=sys.stderr)
        return 2
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for path, text in texts.items():
        target = out / f"{path.stem}.toml"
        write_atomic(target, text, force=args.force)
        written.append((str(path), str(target)))
    if args.json:
        emit_json(
            {
                "imported": [{"level": src, "case": dst} for src, dst in written],
                "refused": [{"level": src, "reason": why} for src, why in refused],
            }
        )
    else:
        for src, dst in written:
            print(f"imported  {src} -> {dst}")
        for src, why in refused:
            print(f"refused   {src}: {why}")
        print(summary(len(files), len(written), refused))
    return 1 if refused else 0


def summary(total: int, imported: int, refused: list[tuple[str, str]]) -> str:
    """'N levels: X imported, Y refused', then each reason with how many levels it refused."""
    lines = [f"{total} level{'s' if total != 1 else ''}: {imported} imported, {len(refused)} refused"]
    reasons = collections.Counter(why.split(": ", 1)[-1] for _, why in refused)
    lines += [f"  {n} refused: {reason}" for reason, n in reasons.most_common()]
    return "\n".join(lines)
