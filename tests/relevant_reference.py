"""A test helper, not part of pysm: the relevance analysis as pysm/solving/relevant.py had it
before its plans (issue 26), copied unchanged below this paragraph, so that
tests/test_relevant_plan.py can check that the planned analysis keeps exactly the statements
this one keeps. Its own docstring follows.

Which statements of the step program matter for one case: the rest are not grounded.

gringo spends a fixed price on every rule it is given, about as much for a rule that derives
nothing as for one that does (measured: 500 rules whose body can never hold cost 10 ms to
ground), and the board files derive relations (walls, directions, comparisons) that only
some clue kinds read. So before grounding, the prover drops every rule that, for the case's
facts, either can derive nothing or derives only atoms nothing it keeps reads.

Shapes. Every atom is abstracted to its shape: predicate and function names are kept;
numbers, strings and variables become "anything" (None). The case's facts give shapes; so
do the externals the prover declares.

Forward. A rule fires when each positive body atom unifies with a derivable shape, with one
binding of the rule's variables throughout; its head, under each such binding (a variable
not bound stands for anything), is derivable. Repeat to a fixpoint. Negative literals,
comparisons and aggregates never stop a rule (an aggregate may hold over an empty set).

Backward. What is shown (#show), the constraints, the externals' conditions and the atoms
the prover reads through the API (`roots`) are needed; a firing rule is needed when its head
unifies with a needed shape, and then every atom of its body (positive, negative, in
aggregates and conditions), under its bindings, is needed. Repeat to a fixpoint.

A statement is kept when it fires and is needed. Both passes over-approximate what the
grounder derives and what depends on it, so the answer set, restricted to the shown atoms
and the roots, is the same with or without the dropped rules (tests/test_relevant.py proves
every bundled case and random cases both ways). Other statements (#program, #defined,
#show p/n, #external) are always kept; comments are dropped.
"""

from __future__ import annotations

import hashlib
import re
from collections import defaultdict, deque
from functools import lru_cache
from itertools import product
from pathlib import Path

from pysm.core.terms import Fun, read_term

ANY = None  # the shape of any term
LIMIT = 64  # bindings kept per rule; past it, one binding with every variable free

_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
_NUMBER = re.compile(r"(?<![A-Za-z0-9_'])-?\d+")


@lru_cache(maxsize=16)
def fact_shapes(facts: str) -> frozenset:
    """The shapes of the facts in `facts` (ground atoms, each ended by '.', as the facts
    template writes them; % comments ignored). Kept for the last few facts: a verify asks
    for them twice (the uniqueness solve and the proof)."""
    text = _NUMBER.sub("0", _STRING.sub("0", facts))
    shapes = set()
    for line in set(text.splitlines()):
        line = line.split("%", 1)[0]
        for piece in line.split("."):
            piece = piece.strip()
            if piece:
                shapes.add(_parse(piece))
    return frozenset(shapes)


@lru_cache(maxsize=4096)
def _parse(text: str):
    """The shape of a term's text whose numbers and strings the caller wrote as 0 (the same
    few shapes come back in every solve of a case, so they are read once)."""
    return _shape_of(read_term(text))


def _shape_of(value):
    """A read term's shape: names kept, numbers and strings anything."""
    if isinstance(value, Fun):
        return (value.name, tuple(_shape_of(a) for a in value.args))
    return ANY


def shape(text: str):
    """The shape of one atom written as text: 'cand(P,R,C)' -> ('cand', (None, None, None))."""
    return _parse(_NUMBER.sub("0", _STRING.sub("0", re.sub(r"\b[A-Z_][A-Za-z0-9_']*", "0", text))))


# ---- Patterns: shapes that may hold variables, ("$", name) ----------------------------


def _key(pattern):
    return (pattern[0], len(pattern[1]))


def _match(pattern, shape, binding: dict):
    """Unify a pattern with a shape under `binding`: the extended binding, or None."""
    if pattern is ANY:
        return binding
    if pattern[0] == "$":
        name = pattern[1]
        if name not in binding or (binding[name] is ANY and shape is not ANY):
            new = dict(binding)
            new[name] = shape
            return new
        return binding if _compatible(binding[name], shape) else None
    if shape is ANY:
        return binding
    if pattern[0] != shape[0] or len(pattern[1]) != len(shape[1]):
        return None
    for p, s in zip(pattern[1], shape[1], strict=False):
        binding = _match(p, s, binding)
        if binding is None:
            return None
    return binding


@lru_cache(maxsize=65536)
def _compatible(a, b) -> bool:
    if a is ANY or b is ANY:
        return True
    return a[0] == b[0] and len(a[1]) == len(b[1]) and all(_compatible(x, y) for x, y in zip(a[1], b[1], strict=False))


@lru_cache(maxsize=65536)
def _general(a, b) -> bool:
    """Whether shape a stands for every term of shape b."""
    if a is ANY:
        return True
    if b is ANY:
        return False
    return a[0] == b[0] and len(a[1]) == len(b[1]) and all(_general(x, y) for x, y in zip(a[1], b[1], strict=False))


def _instance(pattern, binding):
    """The pattern with its variables replaced by their shapes in `binding` (ANY if unbound)."""
    names = _variables(pattern)
    if not names:
        return pattern
    return _substitute(pattern, tuple((n, binding.get(n, ANY)) for n in names))


@lru_cache(maxsize=65536)
def _variables(pattern) -> tuple:
    if pattern is ANY or pattern[0] == "*":
        return ()
    if pattern[0] == "$":
        return (pattern[1],)
    return tuple(dict.fromkeys(n for p in pattern[1] for n in _variables(p)))


@lru_cache(maxsize=65536)
def _substitute(pattern, values: tuple):
    return _replace(pattern, dict(values))


def _replace(pattern, binding):
    if pattern is ANY or pattern[0] == "*":
        return pattern
    if pattern[0] == "$":
        return binding.get(pattern[1], ANY)
    return (pattern[0], tuple(_replace(p, binding) for p in pattern[1]))


# ---- Statements read from their text --------------------------------------------------
# One str() per statement (clingo writes it in a normal form: body literals joined by "; ")
# costs far less than walking the AST through clingo's API, attribute by attribute.

_LEX = re.compile(
    r'\s*(?:("(?:[^"\\]|\\.)*")|(#?_*[a-z][A-Za-z0-9_\']*)|(_*[A-Z][A-Za-z0-9_\']*|_)|(\d+)'
    r"|(:-|\.\.|\*\*|!=|<=|>=|[<>=:;,(){}|.+\-*/\\&?^~@\[\]]))"
)
_RELATIONS = {"=", "!=", "<", "<=", ">", ">="}
_AGGREGATES = {"#count", "#sum", "#sum+", "#min", "#max"}


def _lex(text: str) -> list[tuple[str, str]]:
    """(kind, token): kind s (string), n (name), v (variable), d (number), p (punctuation)."""
    out = []
    for string, name, var, num, punct in _LEX.findall(text):
        if string:
            out.append(("s", string))
        elif name:
            out.append(("n", name))
        elif var:
            out.append(("v", var))
        elif num:
            out.append(("d", num))
        else:
            out.append(("p", punct))
    return out


def _end(tokens, i: int) -> int:
    """The index of the top-level ',', ';', ':', relation or closing bracket that ends the
    term starting at i."""
    depth = 0
    while i < len(tokens):
        kind, tok = tokens[i]
        if kind == "p":
            if tok in ("(", "{"):
                depth += 1
            elif tok in (")", "}"):
                if depth == 0:
                    return i
                depth -= 1
            elif depth == 0 and (tok in (",", ";", ":", ":-") or tok in _RELATIONS):
                return i
        i += 1
    return i


def _shape(part):
    """The pattern of a term's tokens: a variable, a name, a function or a tuple of such;
    anything else (arithmetic, pools, intervals, numbers, strings) is ANY."""
    if not part:
        return ANY
    kind, tok = part[0]
    if len(part) == 1:
        if kind == "v":
            return ANY if tok == "_" else ("$", tok)
        if kind == "n" and not tok.startswith("#"):
            return (tok, ())
        return ANY
    if (
        kind == "n"
        and not tok.startswith("#")
        and part[1] == ("p", "(")
        and part[-1] == ("p", ")")
        and _closes(part, 1) == len(part) - 1
    ):
        args = _args(part, 2, len(part) - 1)
        return ANY if args is None else (tok, args)
    if part[0] == ("p", "(") and part[-1] == ("p", ")") and _closes(part, 0) == len(part) - 1:
        args = _args(part, 1, len(part) - 1)
        return ANY if args is None or len(args) == 1 else ("", args)
    return ANY


def _closes(part, i: int) -> int:
    """The index of the bracket that closes the one at part[i]."""
    depth = 0
    for j in range(i, len(part)):
        kind, tok = part[j]
        if kind == "p" and tok in ("(", "{"):
            depth += 1
        elif kind == "p" and tok in (")", "}"):
            depth -= 1
            if depth == 0:
                return j
    return -1


def _args(part, i: int, stop: int):
    """The patterns of the comma-separated terms part[i:stop], or None when it is not such a
    list (a pool, an interval, arithmetic)."""
    args = []
    while i < stop:
        j = min(_end(part, i), stop)
        args.append(_shape(part[i:j]))
        if j < stop:
            if part[j] != ("p", ","):
                return None
            j += 1
        i = j
    return tuple(args)


def _split(tokens, separators: set) -> list[list]:
    """The tokens split at the top-level separators (outside brackets)."""
    parts, depth, start = [], 0, 0
    for i, (kind, tok) in enumerate(tokens):
        if kind != "p":
            continue
        if tok in ("(", "{"):
            depth += 1
        elif tok in (")", "}"):
            depth -= 1
        elif depth == 0 and tok in separators:
            parts.append(tokens[start:i])
            start = i + 1
    parts.append(tokens[start:])
    return parts


def _mentions(tokens) -> list:
    """Every name or function in the tokens, at any depth, as a pattern: whatever atom they
    can read (a term taken for an atom only keeps more)."""
    out = []
    for i, (kind, tok) in enumerate(tokens):
        if kind == "n" and not tok.startswith("#") and tok != "not":
            pattern = _shape(tokens[i : _end(tokens, i)])
            if pattern is ANY or pattern[0] != tok:
                pattern = (tok, ())
                if i + 1 < len(tokens) and tokens[i + 1] == ("p", "("):
                    out.append(("*", tok))  # a function of any arity
                    continue
            out.append(pattern)
            if i > 0 and tokens[i - 1] == ("p", "-"):
                out.append(("-" + pattern[0], pattern[1]))
    return out


def _literal(tokens):
    """The pattern of a body literal (or head) that is a plain positive atom, else None."""
    if not tokens:
        return None
    kind, tok = tokens[0]
    if tokens[0] == ("p", "-") and len(tokens) > 1 and tokens[1][0] == "n":
        pattern = _literal(tokens[1:])
        return None if pattern is None else ("-" + pattern[0], pattern[1])
    if kind != "n" or tok.startswith("#") or tok == "not":
        return None
    depth = 0
    for k, t in tokens:
        if k == "p" and t in ("(", "{"):
            depth += 1
        elif k == "p" and t in (")", "}"):
            depth -= 1
        elif depth == 0 and k == "p" and t not in (",",):
            return None  # a condition (':'), a comparison, a pool at the top
    pattern = _shape(tokens)
    return None if pattern is ANY else pattern


class _Statement:
    """A statement as the analysis sees it, read from its text."""

    __slots__ = ("heads", "positive", "reads", "kind", "shows")

    def __init__(self, text: str):
        self.heads: list = []  # head patterns (derived when the rule fires)
        self.positive: list = []  # positive body atoms (decide whether it fires)
        self.reads: list = []  # every body atom (needed when it is needed)
        self.shows = None  # #show p/n: the shape p(_,...,_)
        if text.startswith("%"):
            self.kind = "drop"  # a comment
            return
        show = re.fullmatch(r"#show (-?_*[a-z][A-Za-z0-9_']*)/(\d+)\.", text)
        if show:
            self.kind = "keep"
            self.shows = (show.group(1), (ANY,) * int(show.group(2)))
            return
        text = text.rstrip()
        for tail in ("[true]", "[false]", "[free]", "[release]"):
            text = text.removesuffix(tail).rstrip()
        tokens = _lex(text)
        if tokens and tokens[-1] == ("p", "."):
            tokens = tokens[:-1]
        first = tokens[0][1] if tokens else ""
        if first in ("#show", "#external"):
            parts = _split(tokens[1:], {":"})
            head, body = parts[0], [t for part in parts[1:] for t in part + [("p", ";")]]
            self.kind = "root"
            if first == "#external":
                self.heads.append(_literal(head) or ANY)
            else:
                self.reads += _mentions(head)
        elif first.startswith("#") and first not in ("#false", "#true"):
            self.kind = "keep"  # #program, #defined, #const, #minimize, ...
            return
        else:
            parts = _split(tokens, {":-"})
            head, body = parts[0], parts[1] if len(parts) > 1 else []
            pattern = _literal(head) if head else None
            if not head or first == "#false":
                self.kind = "root"  # a constraint
            elif pattern is not None:
                self.kind = "rule"
                self.heads.append(pattern)
            else:
                self.kind = "root"  # choice, disjunction, head aggregate: kept, heads free
                found = _mentions(head)
                self.heads += [ANY if p[0] == "*" else _instance(p, {}) for p in found]
                self.reads += found
        for literal in _split(body, {";"}):
            pattern = _literal(literal)
            if pattern is not None:
                self.positive.append(pattern)
            self.reads += _mentions(literal)
        if ANY in self.heads:
            self.kind = "keep"


def analyse(text: str) -> _Statement:
    """The analysis of one statement, from its text."""
    return _Statement(text)


def fields(analysis: _Statement) -> tuple:
    """An analysis as plain tuples, strings and None (pysm.solving.rulefiles keeps it on disk)."""
    return (analysis.kind, tuple(analysis.heads), tuple(analysis.positive), tuple(analysis.reads), analysis.shows)


def restore(values: tuple) -> _Statement:
    """The analysis that fields() gave (its patterns are tuples again, as the analysis makes them)."""
    kind, heads, positive, reads, shows = values
    analysis = _Statement.__new__(_Statement)
    analysis.kind, analysis.heads, analysis.positive, analysis.reads, analysis.shows = (
        kind,
        list(heads),
        list(positive),
        list(reads),
        shows,
    )
    return analysis


# The analyses kept on disk (pysm.solving.rulefiles) are made anew whenever this file changes.
VERSION = hashlib.sha256(Path(__file__).read_bytes()).hexdigest()[:16]

_ANALYSED: dict[int, tuple] = {}  # id(statement) -> (statement, _Statement): once per parsed statement


def _analysed(statement) -> _Statement:
    known = getattr(statement, "analysis", None)  # a pysm.solving.rulefiles.Statement brings its own
    if known is not None:
        return known
    entry = _ANALYSED.get(id(statement))
    if entry is None or entry[0] is not statement:
        entry = _ANALYSED[id(statement)] = (statement, _Statement(str(statement)))
    return entry[1]


def relevant(statements: list, shapes, roots=(), always=()) -> list[bool]:
    """For each statement, whether to keep it: see the module docstring. `shapes`: the
    shapes of the facts and externals; `roots`: shapes the caller reads besides #show;
    `always`: the indices of statements kept whatever they are (a user's rule files: they
    are grounded as written), and what they read is needed."""
    rules = [_analysed(s) for s in statements]
    derived: dict = defaultdict(set)
    for s in shapes:
        derived[_key(s)].add(s)
    by_key: dict = defaultdict(list)  # predicate -> rules that read it positively
    for i, rule in enumerate(rules):
        for p in rule.positive:
            by_key[_key(p)].append(i)
    # forward: which rules fire, and with which bindings
    bindings: list = [None] * len(rules)
    todo = deque(i for i, r in enumerate(rules) if r.kind in ("rule", "root"))
    queued = set(todo)
    while todo:
        i = todo.popleft()
        queued.discard(i)
        rule = rules[i]
        found = _bindings(rule.positive, derived)
        if not found:
            continue
        bindings[i] = found
        for head in rule.heads:
            for binding in found:
                s = _instance(head, binding)
                if s is ANY:
                    continue
                bucket = derived[_key(s)]
                if s in bucket or any(_general(o, s) for o in bucket):
                    continue
                bucket.add(s)
                for j in by_key.get(_key(s), ()):
                    if j not in queued:
                        queued.add(j)
                        todo.append(j)
    # backward: which firing rules something needs
    needed: dict = defaultdict(set)
    heads: dict = defaultdict(list)  # predicate -> (rule, head shape) of firing rules
    for i, rule in enumerate(rules):
        for head in rule.heads:
            for binding in bindings[i] or ():
                s = _instance(head, binding)
                if s is not ANY:
                    heads[_key(s)].append((i, s))
    keep = [r.kind == "keep" for r in rules]
    work = []

    def need(i: int) -> None:
        if keep[i] or bindings[i] is None or rules[i].kind == "drop":
            return
        keep[i] = True
        rule = rules[i]
        for binding in bindings[i]:
            for p in rule.reads:
                s = _instance(p, binding)
                if s is not ANY and s not in needed[_key(s)]:
                    needed[_key(s)].add(s)
                    work.append(s)

    for s in roots:
        needed[_key(s)].add(s)
        work.append(s)
    for i in always:
        if bindings[i] is None:
            bindings[i] = [{}]
        need(i)
        keep[i] = True
    for i, rule in enumerate(rules):
        if rule.kind == "root":
            need(i)
        elif rule.shows is not None:
            needed[_key(rule.shows)].add(rule.shows)
            work.append(rule.shows)
    while work:
        s = work.pop()
        if s[0] == "*":  # a function of any arity (a term clingo wrote oddly)
            for key in [k for k in heads if k[0] == s[1]]:
                for i, _ in heads[key]:
                    need(i)
            continue
        for i, h in heads.get(_key(s), ()):
            if not keep[i] and _compatible(h, s):
                need(i)
    return keep


_RAW: dict = {}  # (pattern, shape) -> the variables' shapes when they unify, else None


def _raw(pattern, shape):
    """How a pattern unifies with a shape on its own: ((variable, shape), ...) or None;
    remembered across cases (the patterns and most shapes recur)."""
    key = (pattern, shape)
    if key not in _RAW:
        if len(_RAW) > 100000:
            _RAW.clear()
        binding = _match(pattern, shape, {})
        _RAW[key] = None if binding is None else tuple(binding.items())
    return _RAW[key]


def _merge(binding: dict, raw):
    """A binding extended by a raw unifier, or None when they disagree."""
    new = binding
    for name, shape in raw:
        if name not in binding:
            pass
        elif binding[name] is ANY:
            if shape is ANY:
                continue
        elif shape is ANY or _compatible(binding[name], shape):
            continue
        else:
            return None
        if new is binding:
            new = dict(binding)
        new[name] = shape
    return new


def _bindings(body: list, derived: dict) -> list[dict]:
    """Every binding under which each body pattern unifies with a derived shape."""
    found = [{}]
    for n, pattern in enumerate(body):
        bucket = derived.get(_key(pattern))
        if not bucket:
            return []
        new, seen = [], set()
        raws = [r for r in (_raw(pattern, s) for s in bucket) if r is not None]
        for binding, raw in product(found, raws):
            b = _merge(binding, raw)
            if b is not None:
                key = tuple(sorted(b.items()))
                if key not in seen:
                    seen.add(key)
                    new.append(b)
        if not new:
            return []
        if len(new) > LIMIT:
            # too many to follow: from here on every variable is free (this keeps more, never less)
            rest = body[n + 1 :]
            return [{}] if all(derived.get(_key(p)) for p in rest) else []
        found = new
    return found
