"""Render a loaded case as ASP facts through the Jinja template in templates/.

The template decides the layout; this module only supplies the escaping filters,
so that every string from the case reaches clingo as a quoted string literal.
The template is compiled by pysm.jinja_subset (the part of Jinja it uses, without
importing jinja2: a third of `pysm verify`'s start-up); a template outside that part
is rendered by Jinja itself.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

from pysm import language
from pysm.jinja_subset import Missing, Unsupported, compile_template
from pysm.model import CONSTANTS, POSITION_HEADS, SCENE_KINDS, SIDES, STRINGS, Case, Clue
from pysm.resources import templates_dir

if TYPE_CHECKING:
    import jinja2

_ESCAPES = {"\\": "\\\\", '"': '\\"', "\n": "\\n"}


def quote(text: str) -> str:
    """A clingo string literal for any text: backslash, quote and newline escaped."""
    return '"' + "".join(_ESCAPES.get(ch, ch) for ch in str(text)) + '"'


def _value(ptype: str, value) -> str:
    """One parameter as ASP text: strings quoted, numbers as digits, constants from the whitelists."""
    if ptype == "int":
        return str(int(value))
    if ptype in STRINGS:
        return quote(value)
    if ptype in CONSTANTS:
        return value   # checked against CONSTANTS[ptype] by Clue.check
    head, *args = value   # a position: on("chair"), row(3), window
    if not args:
        return head
    return f"{head}({','.join(_value(t, v) for t, v in zip(POSITION_HEADS[head], args))})"


def clue_term(clue: Clue) -> str:
    """The clue's ASP term, without its negation: row(3), room("A"), with_other("B",m), corner,
    dir_person(north,"Bruno"), either(room("K"),room("H")).

    Built from the kinds table (pysm.model.KINDS) after Clue.check, so a Case built by a program
    (not by the loader) cannot put its own text into the program either: strings are quoted,
    constants come only from the table's whitelists."""
    clue.check()
    kind = clue.spec
    if not kind.params:
        return kind.name
    return f"{kind.name}({','.join(_value(t, v) for (_, t), v in zip(kind.params, clue.params))})"


TEMPLATE = "facts.lp.j2"


def _filters() -> dict:
    return {"q": quote, "term": clue_term}


@lru_cache(maxsize=None)
def _environment(folder: str) -> jinja2.Environment:
    import jinja2

    env = jinja2.Environment(loader=jinja2.FileSystemLoader(folder), autoescape=False,
                             undefined=jinja2.StrictUndefined, keep_trailing_newline=True)
    env.filters.update(_filters())
    return env


@lru_cache(maxsize=None)
def _compiled(path: str):
    """The template as a function of pysm.jinja_subset, or None when it uses more of Jinja."""
    try:
        return compile_template(Path(path).read_text(encoding="utf-8"), _filters())
    except Unsupported:
        return None


def warm() -> None:
    """Compile the facts template now (see pysm.verify.warm)."""
    folder = templates_dir()
    if _compiled(str(folder / TEMPLATE)) is None:
        _environment(str(folder)).get_template(TEMPLATE)


def render(case: Case) -> str:
    """The case as ASP facts (the text `pysm facts` prints)."""
    context = template_context(case)
    folder = templates_dir()
    compiled = _compiled(str(folder / TEMPLATE))
    if compiled is not None:
        try:
            return compiled(context)
        except Missing:     # Jinja says what is missing
            pass
    return _environment(str(folder)).get_template(TEMPLATE).render(**context)


def template_context(case: Case) -> dict:
    """The names the facts template reads, after checking what it cannot escape (a clue's
    kind and parameters, genders, the sides of windows and doors)."""
    for person in case.people:
        if person.gender not in ("f", "m"):
            raise ValueError(f"{person.name}: gender {person.gender!r} is not f or m")
        for clue in person.clues:
            clue.check()
            if clue.spec.scene:
                raise ValueError(f"{person.name}: {clue.kind!r} is a scene sentence, not a card's")
    n = case.size
    cells = [(r, c, case.room_at(r, c)) for r in range(1, n + 1) for c in range(1, n + 1)]
    objects = [(r, c, o) for r in range(1, n + 1) for c in range(1, n + 1) for o in case.objects_at(r, c)]
    for what, items in (("window", case.windows), ("door", case.doors)):
        for r, c, side in items:
            if side not in SIDES or not (1 <= r <= n and 1 <= c <= n):
                raise ValueError(f"{what} ({r},{c},{side!r}) is not a side of a cell of the board")
    for clue in case.scene:
        clue.check()
        if not clue.spec.scene:
            raise ValueError(f"scene sentence of kind {clue.kind!r}: a scene holds only {', '.join(SCENE_KINDS)}")
    solids = sorted({o for _, _, o in objects if language.object_class(o) == "solid"})
    return dict(case=case, size=int(n), cells=cells, objects=objects, solids=solids,
                windows=[(int(r), int(c), s) for r, c, s in case.windows],
                doors=[(int(r), int(c), s) for r, c, s in case.doors])
