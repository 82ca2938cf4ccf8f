"""Render a loaded case as ASP facts through the Jinja template in templates/.

The template decides the layout; this module only supplies the escaping filters,
so that every string from the case reaches clingo as a quoted string literal.

Jinja is imported when a case is first rendered (pysm.proof.prove and pysm.solving.truth import this
module for quote() alone), and the compiled template is kept in pysm's disk cache
(pysm.core.template_cache): a new process loads it instead of compiling the template again,
which shortens its start-up.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from pysm.case import objects as case_objects
from pysm.core.model import CONSTANTS, POSITION_HEADS, SCENE_KINDS, SIDES, STRINGS, VOID, Case, Clue
from pysm.core.quoting import quote
from pysm.core.resources import templates_dir

if TYPE_CHECKING:
    import jinja2


def _value(ptype: str, value) -> str:
    """One parameter as ASP text: strings quoted, numbers as digits, constants from the whitelists."""
    if ptype == "int":
        return str(int(value))
    if ptype in STRINGS:
        return quote(value)
    if ptype in CONSTANTS and isinstance(value, tuple):  # people of a trait: with(m,"glasses","yes")
        return f"with({value[1]},{quote(value[2])},{quote(value[3])})"
    if ptype in CONSTANTS:
        return value  # checked against CONSTANTS[ptype] by Clue.check
    head, *args = value  # a position: on("chair"), row(3), window
    if not args:
        return head
    return f"{head}({','.join(_value(t, v) for t, v in zip(POSITION_HEADS[head], args, strict=False))})"


def clue_term(clue: Clue) -> str:
    """The clue's ASP term, without its negation: row(3), room("A"), alone, and for a kind with
    positions the nested terms: name(room("K"),room("H")).

    Built from the kinds table (pysm.core.kinds.KINDS) after Clue.check, so a Case built by a program
    (not by the loader) cannot put its own text into the program either: strings are quoted,
    constants come only from the table's whitelists."""
    clue.check()
    kind = clue.spec
    if not kind.params:
        return kind.name
    return f"{kind.name}({','.join(_value(t, v) for (_, t), v in zip(kind.params, clue.params, strict=False))})"


@lru_cache(maxsize=None)
def _environment(folder: str) -> jinja2.Environment:
    from pysm.core import template_cache

    env = template_cache.environment(folder, autoescape=False, keep_trailing_newline=True)
    env.filters["q"] = quote
    env.filters["term"] = clue_term
    return env


def warm() -> None:
    """Compile the facts template now (see pysm.verify.gate.warm)."""
    _environment(str(templates_dir())).get_template("facts.lp.j2")


def render(case: Case) -> str:
    """The case as ASP facts (the text `pysm facts` prints)."""
    for person in case.people:
        if person.gender not in ("f", "m"):
            raise ValueError(f"{person.name}: gender {person.gender!r} is not f or m")
        for clue in person.clues:
            clue.check()
            if clue.spec.scene:
                raise ValueError(f"{person.name}: {clue.kind!r} is a scene sentence, not a card's")
    n = case.size
    cells = [(r, c, case.room_at(r, c)) for r in range(1, n + 1) for c in range(1, n + 1) if case.room_at(r, c) != VOID]
    voids = [(r, c) for r in range(1, n + 1) for c in range(1, n + 1) if case.room_at(r, c) == VOID]
    objects = [(r, c, o) for r in range(1, n + 1) for c in range(1, n + 1) for o in case.objects_at(r, c)]
    for what, items in (("window", case.windows), ("door", case.doors)):
        for r, c, side in items:
            if side not in SIDES or not (1 <= r <= n and 1 <= c <= n):
                raise ValueError(f"{what} ({r},{c},{side!r}) is not a side of a cell of the board")
    for clue in case.scene:
        clue.check()
        if not clue.spec.scene:
            raise ValueError(f"scene sentence of kind {clue.kind!r}: a scene holds only {', '.join(SCENE_KINDS)}")
    solids = sorted({o for _, _, o in objects if case_objects.is_solid(case, o)})
    for whole in case.wholes:
        if any(whole.object not in case.objects_at(r, c) for r, c in whole.cells):
            raise ValueError(f"whole object {whole.key!r}: its cells must hold a {whole.object!r}")
    template = _environment(str(templates_dir())).get_template("facts.lp.j2")
    return template.render(
        case=case,
        size=int(n),
        cells=cells,
        objects=objects,
        solids=solids,
        voids=voids,
        outdoors=[room.key for room in case.rooms if room.outdoors],
        wholes=case.wholes,
        blocking=[(int(r), int(c), bool(b)) for r, c, b in case.blocking],
        windows=[(int(r), int(c), s) for r, c, s in case.windows],
        doors=[(int(r), int(c), s) for r, c, s in case.doors],
    )
