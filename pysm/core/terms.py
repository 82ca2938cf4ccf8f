"""Clingo's text form of terms, read into Python values, and strings written into it.

pysm reads what clingo shows as text (str(symbol), the facts it renders, shown atoms):
reading a symbol's parts through the clingo API costs a call per part, and one str() per
shown atom and this small reader are several times faster for the atoms a proof round
shows. Every part of pysm that reads that text goes through here, so there is one reading
of numbers, strings (their escapes), constants, functions and tuples. The way back for a
string is pysm.core.quoting.quote.

Values: a number is an int, a string a str (unescaped), a constant or function a Fun, a
tuple a Fun named "".
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from pysm.core.errors import TermError
from pysm.core.quoting import quote


class Fun:
    """A function term (a tuple when name is ""). A plain class: a dataclass costs a fresh
    process about a millisecond to create (its methods are compiled with exec)."""

    __slots__ = ("name", "args")

    def __init__(self, name: str, args: tuple[Value, ...] = ()) -> None:
        self.name, self.args = name, args

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Fun) and (self.name, self.args) == (other.name, other.args)

    def __hash__(self) -> int:
        return hash((self.name, self.args))

    def __repr__(self) -> str:
        return f"Fun({self.name!r}, {self.args!r})"

    def __str__(self) -> str:
        inner = ",".join(quote(a) if isinstance(a, str) else str(a) for a in self.args)
        return f"{self.name}({inner})" if self.args or not self.name else self.name


# A read term: a number, a string (unescaped), or a constant, function or tuple (Fun).
Value = int | str | Fun

_TOKEN = re.compile(r'\s*(?:("(?:[^"\\]|\\.)*")|(-?\d+)|([A-Za-z_\'][A-Za-z0-9_\']*)|([(),]))')
_ESCAPED = re.compile(r"\\(.)")


def read_term(text: str) -> Value:
    """A term's text as Python: 3 -> 3, "A" -> "A", f(1,"x") -> Fun("f", (1, "x")).
    The first term of the text is read; what follows it is not looked at."""
    tokens = _TOKEN.findall(text)
    pos = 0

    def value() -> Value:
        nonlocal pos
        string, number, name, punct = tokens[pos]
        pos += 1
        if string:
            return _ESCAPED.sub(lambda m: "\n" if m.group(1) == "n" else m.group(1), string[1:-1])
        if number:
            return int(number)
        if punct and punct != "(":
            raise TermError(f"cannot read the term {text!r}")
        if punct != "(":
            if pos >= len(tokens) or tokens[pos][3] != "(":
                return Fun(name)
            pos += 1
        args: list[Value] = []
        while tokens[pos][3] != ")":
            args.append(value())
            if tokens[pos][3] == ",":
                pos += 1
        pos += 1
        return Fun(name or "", tuple(args))

    return value()


def term_order(value: Value) -> tuple[object, ...]:
    """A sort key for read terms: numbers, then strings, then functions."""
    if isinstance(value, int):
        return (0, value)
    if isinstance(value, str):
        return (1, value)
    return (2, value.name, len(value.args), tuple(term_order(a) for a in value.args))


def _unquoted(text: str, start: int, stop: int) -> Iterator[tuple[int, str]]:
    """(index, character) of text[start:stop] outside clingo's quoted strings, the quotes included:
    the structure of a term or a line of facts lies only there."""
    quoted = escaped = False
    for i in range(start, stop):
        ch = text[i]
        if quoted:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                quoted = False
            continue
        if ch == '"':
            quoted = True
        yield i, ch


def split_atom(text: str) -> tuple[str, list[str]]:
    """An atom's name and the text of each top-level argument: 'f(a,g(1,"x,y"))' ->
    ("f", ["a", 'g(1,"x,y")']). Argument texts are clingo's own, so equal terms give equal text."""
    paren = text.find("(")
    if paren < 0:
        return text, []
    args, depth, start = [], 0, paren + 1
    for i, ch in _unquoted(text, paren + 1, len(text) - 1):
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        elif ch == "," and depth == 0:
            args.append(text[start:i])
            start = i + 1
    args.append(text[start : len(text) - 1])
    return text[:paren], args


def facts_of(line: str) -> list[str]:
    """The facts of one line of facts text ("a(1). b(2)." -> ["a(1)", "b(2)"]), strings kept
    whole: a period ends a fact when a blank or the line's end follows it; % starts a comment."""
    out, start = [], 0
    for i, ch in _unquoted(line, 0, len(line)):
        if ch == "%":
            break
        if ch == "." and (i + 1 == len(line) or line[i + 1] in " \t"):
            fact = line[start:i].strip()
            if fact:
                out.append(fact)
            start = i + 1
    return out
