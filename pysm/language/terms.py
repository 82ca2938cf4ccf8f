"""Terms: what a sentence of clue-language-2.md says, as the ASP term its form gives, and the
clues (pysm.core.model.Clue) those terms are.

A form of the language data (pysm/lang/kinds-<code>.toml) says a term template such as
"dir_person({d},{person})"; reading fills its slot references from what the sentence's slots
resolved to, writing unifies a clue's term with it to find the slot values. Both directions use
the helpers here, so a form reads exactly the terms it writes.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Union, cast, overload

from pysm.core.model import KINDS, POSITIONS, STRINGS, Clue
from pysm.core.quoting import quote

# The parameter names (pysm.core.model.KINDS) of a named cell, which a form's term writes as at(row, column).
_CELL_PARAMS = ("row", "column")
CELL = "at"  # the term of a named cell


@dataclass(frozen=True)
class Str:
    """A string from the case (a name, a room key, an object id): quoted when written as ASP."""

    text: str


@dataclass(frozen=True)
class Term:
    """name(args...) or a constant (no args). Args are Term, Str or int."""

    name: str
    args: tuple[Arg, ...] = ()


@dataclass(frozen=True)
class Ref:
    """A slot reference inside a term template: {person}."""

    slot: str


# What a term's arguments are: terms, strings, numbers, and in a term template slot references.
Arg = Union[Term, Str, int, Ref]


def term_text(t: object) -> str:
    """The ASP text of a term: strings quoted (pysm.core.quoting), constants and numbers as they are."""
    if isinstance(t, Str):
        return quote(t.text)
    if isinstance(t, bool) or not isinstance(t, (int, Term)):
        raise ValueError(f"not a term: {t!r}")
    if isinstance(t, int):
        return str(int(t))
    if not re.fullmatch(r"[a-z][a-z0-9_]*", t.name):
        raise ValueError(f"not a constant: {t.name!r}")
    return t.name + ("(" + ",".join(term_text(a) for a in t.args) + ")" if t.args else "")


def parse_term(text: str) -> Arg:
    """ "dir_person({d},{person})" -> Term("dir_person", (Ref("d"), Ref("person")))."""
    pos = 0

    def one() -> Arg:
        nonlocal pos
        m = re.compile(r"\s*(\{(\w+)\}|(\d+)|([a-z][a-z0-9_]*))").match(text, pos)
        if not m:
            raise ValueError(f"term {text!r}: bad at {pos}")
        pos = m.end()
        if m.group(2):
            return Ref(m.group(2))
        if m.group(3):
            return int(m.group(3))
        name = m.group(4)
        args: list[Arg] = []
        if pos < len(text) and text[pos] == "(":
            pos += 1
            args.append(one())
            while text[pos] == ",":
                pos += 1
                args.append(one())
            if text[pos] != ")":
                raise ValueError(f"term {text!r}: ')' expected at {pos}")
            pos += 1
        return Term(name, tuple(args))

    t = one()
    if pos != len(text):
        raise ValueError(f"term {text!r}: trailing text")
    return t


def refs(t: object) -> set[str]:
    if isinstance(t, Ref):
        return {t.slot}
    if isinstance(t, Term):
        return set[str]().union(*(refs(a) for a in t.args)) if t.args else set()
    return set()


@overload
def fill(t: Term, values: Mapping[str, object]) -> Term: ...
@overload
def fill(t: Arg, values: Mapping[str, object]) -> Arg: ...
def fill(t: Arg, values: Mapping[str, object]) -> Arg:
    """The term a template says with its slot references filled from `values` (KeyError for one missing)."""
    if isinstance(t, Ref):
        return cast(Arg, values[t.slot])  # a slot resolves to a term, a string or a number
    if isinstance(t, Term):
        return Term(t.name, tuple(fill(a, values) for a in t.args))
    return t


def unify(pattern: Arg, t: object, binding: dict[str, object]) -> bool:
    """Does a term template produce term t? Binds its slot references."""
    if isinstance(pattern, Ref):
        if pattern.slot in binding:
            return binding[pattern.slot] == t
        binding[pattern.slot] = t
        return True
    if isinstance(pattern, Term):
        return (
            isinstance(t, Term)
            and t.name == pattern.name
            and len(t.args) == len(pattern.args)
            and all(unify(p, a, binding) for p, a in zip(pattern.args, t.args, strict=False))
        )
    return pattern == t and type(pattern) is type(t)


@dataclass(frozen=True)
class Context:
    """What a sentence's slots resolve against."""

    lang: str
    size: int
    rooms: dict[str, str]  # key -> name as written
    people: dict[str, str]  # name as written -> gender
    objects: dict[tuple[int, int], tuple[str, ...]]  # (row, col) -> tuple of object ids
    speaker: str = ""  # "" for the scene
    gender: str = ""  # the speaker's gender ("" for the scene)


@dataclass(frozen=True)
class Said:
    """One sentence read: its kind, polarity and term(s) (two for the compound forms)."""

    kind: str
    negated: bool
    terms: tuple[Term, ...]


def _param(t: Arg) -> object:
    if isinstance(t, Str):
        return t.text
    if isinstance(t, int):
        return t
    t = cast(Term, t)  # a term said holds no slot reference
    if not t.args:
        return t.name
    return (t.name,) + tuple(_param(a) for a in t.args)


def to_clues(said: Said, *, text: str = "", index: int = 1) -> list[Clue]:
    """The clues a sentence says (two for the compound forms), each numbered as the sentence (index):
    the clauses of one sentence share its number (pysm.core.model.Person.clauses tells them apart)."""
    out = []
    for t in said.terms:
        params: list[object] = []
        types = [ptype for _, ptype in KINDS[t.name].params]
        for a, ptype in zip(t.args, types, strict=False):
            if isinstance(a, Term) and a.name == CELL:  # a named cell: its row and column
                params.extend(a.args)
            elif ptype in POSITIONS and isinstance(a, Term) and not a.args:
                params.append((a.name,))  # a position without parameters: ("window",)
            else:
                params.append(_param(a))
        kind = KINDS[t.name].negation if said.negated else t.name
        clue = Clue.of(kind, *params, text=text, index=index)
        clue.check()
        out.append(clue)
    return out


def from_clue(clue: Clue) -> Said:
    """The Said of a clue of a kind of part 2 (for rendering)."""
    spec = KINDS[clue.base]
    args: list[Arg] = []
    params = list(clue.params)
    for (_name, ptype), value in zip(spec.params, params, strict=False):
        if ptype in STRINGS:
            args.append(Str(value))
        elif ptype == "int":
            args.append(int(value))
        elif isinstance(value, tuple) and value[0] == "with":  # people of a trait: with(m,"glasses","yes")
            args.append(Term("with", (Term(value[1]), Str(value[2]), Str(value[3]))))
        elif isinstance(value, tuple):
            args.append(Term(value[0], tuple(Str(v) if isinstance(v, str) else v for v in value[1:])))
        else:
            args.append(Term(value))
    names = [name for name, _ in spec.params]
    for i in range(len(names) - 1):
        if tuple(names[i : i + 2]) == _CELL_PARAMS:  # row, column -> at(row, column)
            args[i : i + 2] = [Term(CELL, (args[i], args[i + 1]))]
            break
    kind = clue.base
    return Said(kind, clue.negated, (Term(kind, tuple(args)),))
