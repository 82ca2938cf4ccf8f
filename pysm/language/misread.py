"""What a text read where a room or an object belongs seems to name instead: "the first row" in a
room's place reads as a row. The grammar's reader asks it of readings it may still refuse, for
their message, so it lives apart from pysm.language.hints, whose search for the closest form
(and what that imports) only a sentence that does not read needs. The words are data: the
[hints] of each language, the [reads_as] of pysm/lang/messages.toml.
"""

from __future__ import annotations

import re

from pysm.core import diskcache
from pysm.language import grammar, lexicon

# What each [hints] feature names, in the order tried.
_READS_AS: dict[str, str] = dict(diskcache.toml(lexicon.LANG_DIR / "messages.toml")["reads_as"])


def reads_as(g: grammar.Grammar, text: str) -> str | None:
    """What a text that is not a room seems to name instead (a row, a column, a corner, ...)."""
    words = set(re.findall(r"[\w'-]+", text))
    for feature, what in _READS_AS.items():
        if any((" " in w and w in text) or w in words for w in g.hints.get(feature, ())):
            return what
    if any(lexicon.object_id(w, g.lang) for w in words):
        return "an object"
    return None
