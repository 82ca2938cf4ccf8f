"""The one way case text becomes a clingo string literal.

Every string from a case (a name, a room key, an object id) reaches clingo through `quote`, whether
the facts writer renders a case or the sentence engine writes the term a sentence says; it lives
in core so that both layers share it.
"""

from __future__ import annotations

_ESCAPES = {"\\": "\\\\", '"': '\\"', "\n": "\\n"}


def quote(text: str) -> str:
    """A clingo string literal for any text: backslash, quote and newline escaped."""
    return '"' + "".join(_ESCAPES.get(ch, ch) for ch in str(text)) + '"'
