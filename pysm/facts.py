"""Render a loaded case as ASP facts through the Jinja template in templates/.

The template decides the layout; this module only supplies the escaping filters,
so that every string from the case reaches clingo as a quoted string literal.
"""
from __future__ import annotations

from functools import lru_cache

import jinja2

from pysm import language
from pysm.model import ALL_KINDS, Case, Clue
from pysm.resources import templates_dir

_ESCAPES = {"\\": "\\\\", '"': '\\"', "\n": "\\n"}


def quote(text: str) -> str:
    """A clingo string literal for any text: backslash, quote and newline escaped."""
    return '"' + "".join(_ESCAPES.get(ch, ch) for ch in str(text)) + '"'


def clue_term(clue: Clue) -> str:
    """The clue's ASP term, without its negation: row(3), room("A"), with_other("B",m), corner.

    Only the kinds of pysm.model.ALL_KINDS are written, so a Case built by a program (not
    by the loader) cannot put its own text into the program either."""
    if clue.kind not in ALL_KINDS:
        raise ValueError(f"unknown clue kind {clue.kind!r}")
    base = clue.base
    if base in ("row", "column"):
        return f"{base}({int(clue.arg)})"
    if base in ("room", "on", "next_to"):
        return f"{base}({quote(clue.arg)})"
    if base == "with_other":
        return f"with_other({quote(clue.arg)},{'m' if clue.gender == 'm' else 'f'})"
    return base  # corner, alone, victim


@lru_cache(maxsize=None)
def _environment(folder: str) -> jinja2.Environment:
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(folder), autoescape=False,
                             undefined=jinja2.StrictUndefined, keep_trailing_newline=True)
    env.filters["q"] = quote
    env.filters["term"] = clue_term
    return env


def render(case: Case) -> str:
    """The case as ASP facts (the text `pysm facts` prints)."""
    for person in case.people:
        if person.gender not in ("f", "m"):
            raise ValueError(f"{person.name}: gender {person.gender!r} is not f or m")
    n = case.size
    cells = [(r, c, case.room_at(r, c)) for r in range(1, n + 1) for c in range(1, n + 1)]
    objects = [(r, c, o) for r in range(1, n + 1) for c in range(1, n + 1) for o in case.objects_at(r, c)]
    solids = sorted({o for _, _, o in objects if language.object_class(o) == "solid"})
    template = _environment(str(templates_dir())).get_template("facts.lp.j2")
    return template.render(case=case, size=int(n), cells=cells, objects=objects, solids=solids)
