"""Writing chosen sentences into the case file's own text (TOML or JSON): only the card
strings change; comments, order and layout stay."""

from __future__ import annotations

import json
import re
import tomllib

from pysm.case.casefile import toml_string
from pysm.core.errors import SuggestError
from pysm.core.model import Case

_CARD_KEY_TOML = re.compile(r"""(?:^|[{,])[ \t]*(?:card|"card"|'card')[ \t]*=[ \t]*$""")
_CARD_KEY_JSON = re.compile(r'"card"\s*:\s*$')


def _toml_strings(text: str) -> list[tuple[int, int, str]]:
    """Every string token of TOML text outside comments: (start, end, delimiter)."""
    out, i, n = [], 0, len(text)
    while i < n:
        ch = text[i]
        if ch == "#":
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith('"""', i) or text.startswith("'''", i):
            delim = text[i : i + 3]
            j = i + 3
            while j < n:
                if delim == '"""' and text[j] == "\\":
                    j += 2
                    continue
                if text.startswith(delim, j):
                    end = j + 3
                    while end < n and text[end] == delim[0] and end - j < 5:  # up to two quotes before the close
                        end += 1
                    break
                j += 1
            else:
                end = n
            out.append((i, end, delim))
            i = end
        elif ch in "\"'":
            j = i + 1
            while j < n and text[j] != ch and text[j] != "\n":
                j += 2 if (ch == '"' and text[j] == "\\") else 1
            out.append((i, min(j + 1, n), ch))
            i = j + 1
        else:
            i += 1
    return out


def _json_strings(text: str) -> list[tuple[int, int, str]]:
    out, i, n = [], 0, len(text)
    while i < n:
        if text[i] == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            out.append((i, min(j + 1, n), '"'))
            i = j + 1
        else:
            i += 1
    return out


def _card_tokens(text: str, is_json: bool) -> list[tuple[int, int, str]]:
    tokens = _json_strings(text) if is_json else _toml_strings(text)
    found = []
    for k, (s, e, d) in enumerate(tokens):
        if is_json:
            prev_end = tokens[k - 1][1] if k else 0
            if k and text[tokens[k - 1][0] : prev_end] == '"card"' and re.fullmatch(r"\s*:\s*", text[prev_end:s]):
                found.append((s, e, d))
        else:
            line_start = text.rfind("\n", 0, s) + 1
            if _CARD_KEY_TOML.search(text[line_start:s]):
                found.append((s, e, d))
    return found


def _addition(old: str, sentences: list[str]) -> str:
    """What goes after a card's text: the sentences, after a space (or a period the last
    sentence lacks); nothing before them when the text ends with a space or line break."""
    tail = old.rstrip()
    if not tail:
        return " ".join(sentences)
    sep = ". " if not tail.endswith(".") else (" " if old == tail else "")
    return sep + " ".join(sentences)


def edit_text(text: str, case: Case, proposals) -> str:
    """The file's text with each proposal's sentence added at the end of its person's card:
    only the card strings change (comments, order and layout stay). The result decodes to
    the same data but those cards. Raises SuggestError when the file cannot be edited so."""
    is_json = case.file.lower().endswith(".json") or (case.file == "-" and text.lstrip().startswith("{"))
    by_person: dict[int, list[str]] = {}
    index = {p.name: i for i, p in enumerate(case.people)}
    for prop in proposals:
        by_person.setdefault(index[prop.person], []).append(prop.sentence)
    if not by_person:
        return text
    data = json.loads(text) if is_json else tomllib.loads(text)
    people = data.get("person")
    tokens = _card_tokens(text, is_json)
    if not isinstance(people, list) or len(tokens) != len(people) or len(people) != len(case.people):
        raise SuggestError(f"{case.file}: cannot find each person's card in the text to edit it")
    want = json.loads(json.dumps(data))  # a deep copy
    edits = []
    for i, add in sorted(by_person.items()):
        old = people[i]["card"]
        addition = _addition(old, add)
        want["person"][i]["card"] = old + addition
        s, e, delim = tokens[i]
        edits.append((s, e, delim, old + addition, addition))
    out = text
    for s, e, delim, new, addition in sorted(edits, reverse=True):
        close = e - len(delim)
        if delim == '"':
            insert = json.dumps(addition, ensure_ascii=False)[1:-1] if is_json else toml_string(addition)[1:-1]
        elif delim == '"""':
            insert = toml_string(addition)[1:-1]
        elif delim == "'" and not re.search(r"['\x00-\x1f\x7f]", addition):
            insert = addition
        elif delim == "'''" and "'''" not in addition and not addition.endswith("'"):
            insert = addition
        else:
            insert = None
        if delim in ('"""', "'''"):
            close = e - 3  # quotes just before the closing three belong to the text
        if insert is None:
            out = out[:s] + toml_string(new) + out[e:]
        else:
            out = out[:close] + insert + out[close:]
    got = json.loads(out) if is_json else tomllib.loads(out)
    if got != want:
        # a layout the edit in place does not handle: rewrite those card strings whole
        out = text
        for s, e, _delim, new, _ in sorted(edits, reverse=True):
            out = out[:s] + (json.dumps(new, ensure_ascii=False) if is_json else toml_string(new)) + out[e:]
        got = json.loads(out) if is_json else tomllib.loads(out)
        if got != want:
            raise SuggestError(f"{case.file}: cannot add the sentences to the cards in the text")
    return out
