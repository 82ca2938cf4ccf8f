"""Message patterns: sentences a language gives as data, with fields that agree with what they say.

A pattern is text with fields in braces (docs/explanations.md is the translators' guide):

    {name}        an argument: a person's name; people's names, cells or row/column labels joined
                  with the language's "and"; a number or a text
    {name|or}     the same, joined with the language's "or"
    {word:name}   the form of `word` (the language's [words]) that agrees with the argument
    {?name text}  the text only when the argument is not empty ({!name text}: only when it is)
    {part}        one of the language's [parts], rendered with the same arguments

A word agrees by number and form. The number is the argument's count (a person is one; people,
cells and lines are counted) read through the language's CLDR plural rules (Babel), so Russian has
its one, few and many; the form is a person's gender ("f" or "m"; "f" for people who are all women)
or a line's axis ("row", "column"). A word's table is searched for "=N" (the exact count), then
"<form>_<plural>", "<form>", "<plural>", and "other".
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Union, cast

from pysm.core.errors import PysmError
from pysm.language.lexicon import normalize

if TYPE_CHECKING:
    from babel.plural import PluralRule


class PatternError(PysmError, ValueError):
    """A pattern that names what the language or the step does not have (a mistake in pysm's data)."""


@dataclass(frozen=True)
class Words:
    """One language's agreeing words, parts, list words and the sounds that change them."""

    lang: str
    words: Mapping[str, object]
    parts: Mapping[str, str]
    join: Mapping[str, object]


@dataclass(frozen=True)
class _Field:
    kind: str  # "arg", "word", "if", "unless"
    name: str
    extra: str = ""  # the list word of "arg", the word of "word"
    body: Items = ()  # the pattern of "if" and "unless"


# A parsed pattern: its texts and fields, in order.
Items = tuple[Union[str, _Field], ...]

_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


@cache
def parse(pattern: str) -> Items:
    """The pattern as a tuple of texts and fields (parsed once per pattern)."""
    items, end = _parse(pattern, 0, top=True)
    return items


def _parse(text: str, at: int, top: bool) -> tuple[Items, int]:
    items: list[str | _Field] = []
    start = at
    while at < len(text):
        ch = text[at]
        if ch == "}":
            if top:
                raise PatternError(f"unmatched '}}' at {at} in {text!r}")
            break
        if ch != "{":
            at += 1
            continue
        if at > start:
            items.append(text[start:at])
        field, at = _field(text, at + 1)
        items.append(field)
        start = at
    if at > start:
        items.append(text[start:at])
    if not top and at >= len(text):
        raise PatternError(f"unclosed '{{' in {text!r}")
    return tuple(items), at


def _field(text: str, at: int) -> tuple[_Field, int]:
    if text[at : at + 1] in ("?", "!"):
        kind = "if" if text[at] == "?" else "unless"
        name = _NAME.match(text, at + 1)
        if name is None:
            raise PatternError(f"a condition without a name at {at} in {text!r}")
        body, end = _parse(text, name.end() + (text[name.end() : name.end() + 1] == " "), top=False)
        return _Field(kind, name.group(), body=body), end + 1
    close = text.find("}", at)
    if close < 0:
        raise PatternError(f"unclosed '{{' in {text!r}")
    inner = text[at:close].strip()
    if m := re.fullmatch(r"([A-Za-z_]\w*):([A-Za-z_]\w*)", inner):
        return _Field("word", m.group(2), extra=m.group(1)), close + 1
    if m := re.fullmatch(r"([A-Za-z_]\w*)(?:\|([A-Za-z_]\w*))?", inner):
        return _Field("arg", m.group(1), extra=m.group(2) or "and"), close + 1
    raise PatternError(f"cannot read the field {{{inner}}} in {text!r}")


def render(pattern: str, args: Mapping[str, object], words: Words) -> str:
    """The pattern with its fields filled from `args` and the language's words."""
    return _render(parse(pattern), args, words, depth=0)


def _render(items: Items, args: Mapping[str, object], words: Words, depth: int) -> str:
    if depth > 8:
        raise PatternError("parts refer to each other without end")
    out: list[str] = []
    for item in items:
        if isinstance(item, str):
            out.append(item)
        elif item.kind in ("if", "unless"):
            if bool(args.get(item.name)) == (item.kind == "if"):
                out.append(_render(item.body, args, words, depth))
        elif item.kind == "word":
            out.append(agree(words, item.extra, _value(args, item.name)))
        elif item.name in args:
            out.append(text(args[item.name], words, item.extra))
        elif item.name in words.parts:
            out.append(_render(parse(words.parts[item.name]), args, words, depth + 1))
        else:
            raise PatternError(f"no argument or part named {item.name!r}")
    return "".join(out)


def _value(args: Mapping[str, object], name: str) -> object:
    if name not in args:
        raise PatternError(f"no argument named {name!r}")
    return args[name]


# ---- values ------------------------------------------------------------------------


def text(value: object, words: Words, join_word: str = "and") -> str:
    """An argument as text: a name, a label, or a list joined with the language's word."""
    if isinstance(value, str | int):
        return str(value)
    if isinstance(value, Sequence):
        return join(words, [text(v, words) for v in value], join_word)
    if hasattr(value, "name"):
        return str(value.name)
    if hasattr(value, "label"):
        return str(value.label)
    if value is None:
        return ""
    return str(value)


def join(words: Words, items: list[str], word: str = "and") -> str:
    """ "A, B and C", with the language's word, changed by the sound that follows ("y" -> "e").

    A join word may be a table `{ word = "y", each = "a " }`: each item then follows `each`
    (Spanish "a Ana, a Berta y a Carla")."""
    entry = words.join.get(word, word)
    if isinstance(entry, Mapping):
        items = [f"{entry.get('each', '')}{item}" for item in items]
        entry = entry.get("word", word)
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    said = str(entry)
    following = normalize(items[-1])
    sounds = cast("Sequence[tuple[str, str, str]]", words.join.get("sounds", ()))  # [word, sound, becomes]
    for before, sound, becomes in sounds:
        if before == said and re.match(sound, following):
            said = becomes
            break
    return f"{', '.join(items[:-1])} {said} {items[-1]}"


def agree(words: Words, word: str, value: object) -> str:
    """The form of `word` that agrees with `value` (see the module's docstring)."""
    if word not in words.words:
        raise PatternError(f"no word named {word!r}")
    forms = words.words[word]
    if isinstance(forms, str):
        return forms
    assert isinstance(forms, Mapping)
    count, form = _number_and_form(value)
    plural = plural_category(words.lang, count)
    for key in (f"={count}", f"{form}_{plural}", form, plural, "other"):
        if key in forms:
            return str(forms[key])
    raise PatternError(f"the word {word!r} has no form for {form or 'any'} {plural} and no 'other'")


def _number_and_form(value: object) -> tuple[int, str]:
    if isinstance(value, str) and value in ("f", "m"):
        return 1, value
    if isinstance(value, int):
        return value, ""
    if isinstance(value, Sequence) and not isinstance(value, str):
        forms = {_number_and_form(v)[1] for v in value}
        form = "f" if forms == {"f"} else ("m" if forms & {"f", "m"} else next(iter(forms), ""))
        return len(value), form
    if hasattr(value, "gender"):
        return 1, "f" if value.gender == "f" else "m"
    if hasattr(value, "axis"):
        return 1, str(value.axis)
    return 1, ""


@cache
def _plural_rule(lang: str) -> PluralRule:
    from babel import Locale

    return Locale.parse(lang).plural_form


def plural_category(lang: str, count: int) -> str:
    """CLDR's plural category of a count in a language: "one", "few", "many", "other"..."""
    return str(_plural_rule(lang)(count))
