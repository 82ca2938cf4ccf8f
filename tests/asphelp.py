"""Helpers for table-driven rule tests: tiny boards in, answer sets out as plain strings."""

from __future__ import annotations

from pathlib import Path

import clingo

ASP = Path(__file__).resolve().parent.parent / "asp"
RULES = sorted(ASP.glob("*.lp"))


def board(rows: str, objects: str = "", solid=("plant", "table")) -> str:
    """Facts for a board: rows of room keys ("AAB/AAB/CCB"), objects as "B1=chair C3=plant"."""
    lines = [r.strip() for r in rows.split("/")]
    out = [f"size({len(lines)})."]
    for r, line in enumerate(lines, 1):
        for c, key in enumerate(line, 1):
            out.append(f'cell_room({r},{c},"{key}").')
    for item in objects.split():
        cell, obj = item.split("=")
        c, r = ord(cell[0]) - ord("A") + 1, int(cell[1:])
        out.append(f'object_at({r},{c},"{obj}").')
    out += [f'solid("{s}").' for s in solid]
    return "\n".join(out)


def people(spec: str) -> str:
    """ "Ana:f Bo:m" -> person and gender facts."""
    out = []
    for item in spec.split():
        name, g = item.split(":")
        out.append(f'person("{name}"). gender("{name}",{g}).')
    return "\n".join(out)


def answer_sets(facts: str, files=RULES, show: str | None = None) -> list[list[str]]:
    """Every answer set, each a sorted list of shown atoms; the list sorted too."""
    ctl = clingo.Control(["0"], logger=lambda *_: None)
    for f in files:
        ctl.load(str(f))
    ctl.add("base", [], facts + ("\n#show.\n#show " + show + "." if show else ""))
    ctl.ground([("base", [])])
    models: list[list[str]] = []
    ctl.solve(on_model=lambda m: models.append(sorted(str(s) for s in m.symbols(shown=True))))
    return sorted(models)


def cells_of(facts: str, person: str, files=RULES) -> list[str]:
    """The cells (as "B3") that the person stands on in some answer set."""
    return cells_in(answer_sets(facts, files), person)


def cells_in(models: list[list[str]], person: str) -> list[str]:
    """The cells (as "B3") that the person stands on in some of these answer sets: one solve
    gives both the cells and the number of answer sets."""
    found = set()
    for model in models:
        for atom in model:
            sym = clingo.parse_term(atom)
            if sym.name == "at" and sym.arguments[0].string == person:
                r, c = sym.arguments[1].number, sym.arguments[2].number
                found.add(f"{chr(ord('A') + c - 1)}{r}")
    return sorted(found)


def derived(facts: str, pred: str, files=RULES) -> list[str]:
    """The atoms of predicate pred/arity (e.g. "corner/2") in the single model of a rule-only program."""
    sets = answer_sets(facts, files, show=pred)
    return sets[0] if sets else []
