"""The facts template (templates/facts.lp.j2) rendered without importing Jinja.

`pysm verify` renders one template, the case's facts, and importing jinja2 and building its
Environment cost about a third of the start-up of the work itself (issue 12). The template
stays the source of truth: this module compiles the small part of Jinja's syntax that it uses
into one Python function, with Jinja's own meaning:

- text, `{{ expression }}`, `{% for a, b in expression %}` ... `{% endfor %}`,
  `{% if expression %}` ... `{% elif expression %}` ... `{% else %}` ... `{% endif %}`, `{# comments #}`;
- whitespace control with `-` on either side of a tag (no trim_blocks, no lstrip_blocks), the
  template's last newline kept (keep_trailing_newline);
- expressions: names, `a.b` (attribute, else item, as Jinja looks them up), string literals
  without backslashes, whole numbers, true/false/none, `x|filter` for the filters given,
  `a if b else c`, `or`, `and`, `not`, parentheses.

Anything else (another tag, a filter with arguments, a comparison, `loop`, ...) raises
Unsupported when the template is compiled, and pysm.facts renders with Jinja instead; a name
or attribute that is not there raises Missing when it is rendered (Jinja's StrictUndefined
would fail there too), and pysm.facts then renders with Jinja, which reports it. The tests
render every bundled case, fixture and example both ways and compare the bytes
(tests/test_jinja_subset.py).
"""
from __future__ import annotations

import re
from typing import Callable


class Unsupported(Exception):
    """The template uses Jinja syntax outside this module's part."""


class Missing(Exception):
    """A name or attribute the template reads is not there."""


_OPEN = re.compile(r"\{([{%#])")
_CLOSE = {"{": "}}", "%": "%}", "#": "#}"}
_TOKEN = re.compile(r"""\s*(?:(?P<str>"[^"\\]*"|'[^'\\]*')|(?P<num>\d+)|(?P<name>[A-Za-z_][A-Za-z0-9_]*)|(?P<op>[.|(),]))""")
_KEYWORDS = {"if", "else", "or", "and", "not", "in"}
_CONSTANTS = {"true": "True", "false": "False", "none": "None", "True": "True", "False": "False", "None": "None"}


def _tags(source: str) -> list[tuple[str, str, bool, bool]]:
    """The template as (kind, content, strip before, strip after): kind "text", "{", "%" or "#"."""
    out: list[tuple[str, str, bool, bool]] = []
    pos = 0
    while True:
        m = _OPEN.search(source, pos)
        if m is None:
            out.append(("text", source[pos:], False, False))
            return out
        out.append(("text", source[pos:m.start()], False, False))
        kind = m.group(1)
        start = m.end()
        end = _close(source, start, kind)
        inner = source[start:end]
        before = inner.startswith("-")
        after = inner.endswith("-") and len(inner) > (1 if before else 0)
        if inner.startswith("+") or inner.endswith("+"):
            raise Unsupported("'+' in a tag")
        inner = inner[1 if before else 0:len(inner) - (1 if after else 0)]
        out.append((kind, inner, before, after))
        pos = end + 2


def _close(source: str, start: int, kind: str) -> int:
    """Where the tag opened before `start` closes (string literals may hold the closing text)."""
    closing = _CLOSE[kind]
    if kind == "#":
        end = source.find(closing, start)
    else:
        end, i = -1, start
        while i < len(source):
            ch = source[i]
            if ch in "\"'":
                j = source.find(ch, i + 1)
                if j < 0:
                    break
                i = j + 1
                continue
            if source.startswith(closing, i):
                end = i
                break
            i += 1
    if end < 0:
        raise Unsupported("a tag that does not close")
    return end


class _Expr:
    """A recursive-descent reader of one expression, written out as Python source."""

    def __init__(self, text: str, bound: Callable[[str], str | None], filters):
        self.tokens: list[tuple[str, str]] = []
        pos = 0
        text = text.strip()
        while pos < len(text):
            m = _TOKEN.match(text, pos)
            if m is None or m.end() == pos:
                raise Unsupported(f"cannot read {text[pos:]!r}")
            kind = m.lastgroup
            self.tokens.append((kind, m.group(kind)))
            pos = m.end()
            while pos < len(text) and text[pos].isspace():
                pos += 1
        self.at = 0
        self.bound = bound
        self.filters = filters

    def peek(self) -> tuple[str, str] | None:
        return self.tokens[self.at] if self.at < len(self.tokens) else None

    def take(self, value: str | None = None) -> tuple[str, str]:
        token = self.peek()
        if token is None or (value is not None and token[1] != value):
            raise Unsupported(f"expected {value or 'more'}")
        self.at += 1
        return token

    def is_word(self, word: str) -> bool:
        token = self.peek()
        return token is not None and token == ("name", word)

    def whole(self) -> str:
        code = self.ternary()
        if self.peek() is not None:
            raise Unsupported(f"unexpected {self.peek()[1]!r}")
        return code

    def ternary(self) -> str:
        value = self.or_()
        if self.is_word("if"):
            self.take()
            test = self.or_()
            if not self.is_word("else"):
                raise Unsupported("'if' without 'else' in an expression")
            self.take()
            return f"({value} if {test} else {self.ternary()})"
        return value

    def or_(self) -> str:
        code = self.and_()
        while self.is_word("or"):
            self.take()
            code = f"({code} or {self.and_()})"
        return code

    def and_(self) -> str:
        code = self.not_()
        while self.is_word("and"):
            self.take()
            code = f"({code} and {self.not_()})"
        return code

    def not_(self) -> str:
        if self.is_word("not"):
            self.take()
            return f"(not {self.not_()})"
        return self.filtered()

    def filtered(self) -> str:
        code = self.primary()
        while self.peek() == ("op", "|"):
            self.take()
            kind, name = self.take()
            if kind != "name" or name not in self.filters or self.peek() == ("op", "("):
                raise Unsupported(f"filter {name!r}")
            code = f"_filters[{name!r}]({code})"
        return code

    def primary(self) -> str:
        kind, value = self.take()
        if kind == "str":
            code = repr(value[1:-1])
        elif kind == "num":
            code = value
        elif kind == "op" and value == "(":
            code = self.ternary()
            self.take(")")
        elif kind == "name" and value in _CONSTANTS:
            code = _CONSTANTS[value]
        elif kind == "name" and value not in _KEYWORDS and value != "loop":
            local = self.bound(value)
            code = local if local is not None else f"_name(context, {value!r})"
        else:
            raise Unsupported(f"{value!r}")
        while self.peek() == ("op", "."):
            self.take()
            kind, attr = self.take()
            if kind != "name":
                raise Unsupported(f".{attr}")
            code = f"_attr({code}, {attr!r})"
        if self.peek() == ("op", "("):
            raise Unsupported("a call")
        return code


def _name(context: dict, name: str):
    try:
        return context[name]
    except KeyError:
        raise Missing(name) from None


def _attr(value, name: str):
    """Jinja's lookup of value.name: the attribute, else the item."""
    try:
        return getattr(value, name)
    except AttributeError:
        try:
            return value[name]
        except (TypeError, LookupError):
            raise Missing(name) from None


_FOR = re.compile(r"for\s+([A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*)\s+in\s+(.*)$", re.S)


def compile_template(source: str, filters: dict[str, Callable]) -> Callable[[dict], str]:
    """A function rendering the template from a dict of names (see the module's docstring)."""
    source = source.replace("\r\n", "\n").replace("\r", "\n")
    parts = _tags(source)
    for k, (kind, text, before, after) in enumerate(parts):
        if kind == "text":
            continue
        if before and k > 0 and parts[k - 1][0] == "text":
            p = parts[k - 1]
            parts[k - 1] = (p[0], p[1].rstrip(), False, False)
        if after and k + 1 < len(parts) and parts[k + 1][0] == "text":
            p = parts[k + 1]
            parts[k + 1] = (p[0], p[1].lstrip(), False, False)
    lines = ["def render(context):", " out = []", " emit = out.append"]
    scopes: list[dict[str, str]] = []
    stack: list[str] = []
    counter = 0

    def bound(name: str) -> str | None:
        for scope in reversed(scopes):
            if name in scope:
                return scope[name]
        return None

    def expr(text: str) -> str:
        return _Expr(text, bound, filters).whole()

    def put(code: str) -> None:
        lines.append(" " * (1 + len(stack)) + code)

    for kind, text, _, _ in parts:
        if kind == "text":
            if text:
                put(f"emit({text!r})")
        elif kind == "#":
            continue
        elif kind == "{":
            put(f"emit(str({expr(text)}))")
        else:
            words = text.strip()
            head = words.split(None, 1)[0] if words else ""
            if head == "for":
                m = _FOR.match(words)
                if m is None:
                    raise Unsupported(words)
                names = [n.strip() for n in m.group(1).split(",")]
                if any(n in _KEYWORDS or n == "loop" for n in names):
                    raise Unsupported(words)
                source_code = expr(m.group(2))
                counter += 1
                scope = {n: f"v{counter}_{n}" for n in names}
                targets = ", ".join(scope[n] for n in names)
                put(f"for {targets} in {source_code}:")
                scopes.append(scope)
                stack.append("for")
                put("pass")
            elif head == "endfor" and words == "endfor" and stack and stack[-1] == "for":
                stack.pop()
                scopes.pop()
            elif head == "if":
                code = expr(words[2:])
                put(f"if {code}:")
                stack.append("if")
                put("pass")
            elif head == "elif" and stack and stack[-1] in ("if", "elif"):
                code = expr(words[4:])
                stack[-1] = "elif"
                lines.append(" " * len(stack) + f"elif {code}:")
                put("pass")
            elif words == "else" and stack and stack[-1] in ("if", "elif"):
                stack[-1] = "else"
                lines.append(" " * len(stack) + "else:")
                put("pass")
            elif words == "endif" and stack and stack[-1] in ("if", "elif", "else"):
                stack.pop()
            else:
                raise Unsupported(words or "an empty tag")
    if stack:
        raise Unsupported(f"an unclosed {stack[-1]}")
    lines.append(" return ''.join(out)")
    namespace = {"_filters": dict(filters), "_name": _name, "_attr": _attr}
    exec(compile("\n".join(lines) + "\n", "<facts template>", "exec"), namespace)   # noqa: S102 - our own template
    return namespace["render"]
