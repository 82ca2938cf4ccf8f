"""The template syntax of the card grammars: literals, {slots} and (a|b) alternatives.

Both readers of card sentences (pysm.language.grammar for clue-language.md, pysm.language.forms for
clue-language-2.md) write their forms in this syntax, so it is parsed here once; each
reader decides what the text inside a slot's braces means (make_slot).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Generic, TypeVar

S = TypeVar("S")  # the reader's slot node


@dataclass(frozen=True)
class Alt(Generic[S]):
    """(a|b|c): one of several node sequences."""

    options: tuple[Nodes[S], ...]  # each option: a sequence of nodes (str | slot | Alt)


# A parsed template: literals, the reader's slots and alternatives.
Nodes = tuple["str | S | Alt[S]", ...]


def parse(text: str, make_slot: Callable[[str], S], *, top_choice: bool = False) -> Nodes[S]:
    """ "{subj} estaba (en|sobre) {un} {obj}" -> a sequence of literals, slots and alternatives.

    make_slot turns the text between braces into the reader's slot node. With top_choice, "a|b"
    at the top level is one alternative; otherwise a '|' there is an error."""
    pos = 0

    def sequence() -> Nodes[S]:
        nonlocal pos
        nodes: list[str | S | Alt[S]] = []
        buf = ""
        while pos < len(text) and text[pos] not in "|)":
            ch = text[pos]
            if ch == "{":
                end = text.find("}", pos)
                if end < 0:
                    raise ValueError(f"template {text!r}: '{{' without '}}'")
                if buf:
                    nodes.append(buf)
                    buf = ""
                nodes.append(make_slot(text[pos + 1 : end]))
                pos = end + 1
            elif ch == "(":
                pos += 1
                options = [sequence()]
                while pos < len(text) and text[pos] == "|":
                    pos += 1
                    options.append(sequence())
                if pos >= len(text) or text[pos] != ")":
                    raise ValueError(f"template {text!r}: '(' without ')'")
                pos += 1
                if buf:
                    nodes.append(buf)
                    buf = ""
                nodes.append(Alt(tuple(options)))
            else:
                buf += ch
                pos += 1
        if buf:
            nodes.append(buf)
        return tuple(nodes)

    nodes = sequence()
    if top_choice and pos < len(text) and text[pos] == "|":
        options = [nodes]
        while pos < len(text) and text[pos] == "|":
            pos += 1
            options.append(sequence())
        nodes = (Alt(tuple(options)),)
    if pos != len(text):
        raise ValueError(f"template {text!r}: unbalanced '{text[pos]}'")
    return nodes
