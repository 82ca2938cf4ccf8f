"""Which statements of the step program matter for one case: the rest are not grounded.

gringo spends a fixed price on every rule it is given, about as much for a rule that derives
nothing as for one that does (docs/performance.md, "What the design rests on"), and the board files derive relations (walls, directions, comparisons) that only
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

Plans and memos. What does not depend on the case is worked out once per statement list
(keyed by its statements' identities; each case builds the list anew) as a _Plan: the
analyses, which statements read which predicate, and the dependency graph (a statement
before those reading a predicate it derives) cut into strongly connected components in
topological order. The forward pass evaluates each component once, after every component
it reads from, so its inputs are complete (a component with a loop, a recursive rule, is
worked to its own fixpoint). The worklist over every statement it replaces could fire a
rule before its inputs were complete and keep the more specific shapes that gave; the keep-
lists are the same (tests/test_relevant_plan.py checks them against that worklist, kept in
tests/relevant_reference.py).
Across cases (module-level tables, capped, keyed by numbers never given twice, so safe to
share between the uniqueness thread and the proof) the forward pass remembers: how a body
atom's pattern unifies with a predicate's shapes; a statement's firing (its bindings, its
heads' shapes and, once needed, its reads' shapes) by those unifiers, which most cases share
even when their facts differ; a predicate's shapes after a firing's heads join them; and
what a run of components from one rule file derives, by the shapes of the predicates it
derives and how its other body atoms unify with theirs.

A statement is kept when it fires and is needed. Both passes over-approximate what the
grounder derives and what depends on it, so the answer set, restricted to the shown atoms
and the roots, is the same with or without the dropped rules (tests/test_relevant.py proves
every bundled case and random cases both ways). Other statements (#program, #defined,
#show p/n, #external) are always kept; comments are dropped.
"""

from __future__ import annotations

import hashlib
import heapq
import re
import threading
from collections import defaultdict, deque
from functools import lru_cache
from itertools import count, product
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
    plan = _plan(statements)
    fired = _forward(plan, shapes)
    return _backward(plan, fired, roots, always)


# ---- Plans: what does not depend on the case, once per statement list ------------------


class _Plan:
    """One statement list's analyses, which statements read which predicate, and the
    statements that can fire in the order of their dependency graph's strongly connected
    components (a component after every component whose heads it reads), so that the
    forward pass evaluates each component once, with every shape it reads already derived."""

    __slots__ = (
        "statements",
        "rules",
        "signatures",
        "body_keys",
        "bodies",
        "head_keys",
        "components",
        "looped",
        "readers",
        "producers",
        "segments",
        "kept",
        "dropped",
        "roots",
        "shows",
    )

    def __init__(self, statements: list):
        self.statements = statements  # held: the ids in the plan's key stay theirs
        rules = self.rules = [_analysed(s) for s in statements]
        live = [i for i, r in enumerate(rules) if r.kind in ("rule", "root")]
        described = [_described(r) for r in rules]
        self.signatures = [d[0] for d in described]
        self.body_keys = [d[1] for d in described]
        self.bodies = [d[2] for d in described]
        self.head_keys = [d[3] for d in described]
        readers: dict = defaultdict(list)  # predicate -> the live statements that read it positively
        for i in live:
            for k in dict.fromkeys(self.body_keys[i]):
                readers[k].append(i)
        self.readers = readers
        successors = {i: sorted({j for k in self.head_keys[i] for j in readers.get(k, ())}) for i in live}
        self.components, self.looped = _components(live, successors)
        self.segments = self._segments([getattr(s, "origin", None) for s in statements])
        self.kept = tuple(r.kind == "keep" for r in rules)  # kept whatever the case
        producers: dict = defaultdict(list)  # predicate -> the live statements with a head of it
        for i in live:
            for k in dict.fromkeys(self.head_keys[i]):
                producers[k].append(i)
        self.producers = dict(producers)
        self.dropped = frozenset(i for i, r in enumerate(rules) if r.kind == "drop")
        self.roots = tuple(i for i, r in enumerate(rules) if r.kind == "root")
        self.shows = tuple(r.shows for r in rules if r.shows is not None)

    def _segments(self, origins: list) -> list[tuple]:
        """The components cut into runs from one rule file each: (a number for the run's
        statements and components, shared by every list that has the run; its components;
        their statements; the predicates they derive; the body atoms of predicates they do not
        derive, as (a number for the pattern, its predicate, the pattern)). The forward pass
        remembers a run's firings by the shapes of the predicates it derives (what joins them
        depends on what is there) and how its other body atoms unify with the shapes (the
        statements fire by nothing else), so a family's file costs a few look-ups in most cases."""
        runs: list = []
        for component in self.components:
            place = origins[component[0]][0] if origins[component[0]] else None
            if runs and runs[-1][0] == place:
                runs[-1][1].append(component)
            else:
                runs.append((place, [component]))
        segments = []
        for _, components in runs:
            members = tuple(i for c in components for i in c)
            derives = tuple(dict.fromkeys(k for i in members for k in self.head_keys[i]))
            outside = {}
            for i in members:
                for (pattern, k), p in zip(self.bodies[i], self.rules[i].positive, strict=False):
                    if k not in derives:
                        outside[pattern] = (pattern, k, p)
            number = _interned(
                _SIGNATURES,
                ("run", tuple(tuple((self.signatures[i], i in self.looped) for i in c) for c in components)),
            )
            segments.append((number, tuple(components), members, derives, tuple(outside.values())))
        return segments


_DESCRIBED: dict = {}  # id(analysis) -> (analysis, _described()): once per analysed statement


def _described(rule: _Statement) -> tuple:
    """What a plan takes of one statement's analysis, worked out once for every list that
    holds it: its signature (a number for what the analysis reads of it, shared by equal
    statements: the memo of firings is keyed by it), its body atoms' predicates, its body
    atoms as (a number for the pattern, its predicate), its heads' predicates."""
    entry = _DESCRIBED.get(id(rule))
    if entry is None or entry[0] is not rule:
        if len(_DESCRIBED) > CAP:
            _DESCRIBED.clear()
        entry = _DESCRIBED[id(rule)] = (
            rule,
            (
                _interned(_SIGNATURES, (rule.kind, tuple(rule.heads), tuple(rule.positive), tuple(rule.reads))),
                tuple(_key(p) for p in rule.positive),
                tuple((_interned(_SIGNATURES, ("pattern", p)), _key(p)) for p in rule.positive),
                tuple(_key(h) for h in rule.heads if h is not ANY),
            ),
        )
    return entry[1]


def _components(nodes: list[int], successors: dict) -> tuple[list[tuple[int, ...]], set[int]]:
    """The strongly connected components of the graph (Tarjan's, without recursion), in an
    order where a component comes after those with an edge into it, the earliest statement
    first among those free to go; and the nodes with an edge to their own component."""
    index: dict = {}
    low: dict = {}
    on_stack: set = set()
    stack: list = []
    found: list = []
    counter = 0
    for root in nodes:
        if root in index:
            continue
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        frames = [(root, iter(successors[root]))]
        while frames:
            node, edges = frames[-1]
            for nxt in edges:
                if nxt not in index:
                    index[nxt] = low[nxt] = counter
                    counter += 1
                    stack.append(nxt)
                    on_stack.add(nxt)
                    frames.append((nxt, iter(successors[nxt])))
                    break
                if nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
            else:
                frames.pop()
                if frames:
                    parent = frames[-1][0]
                    low[parent] = min(low[parent], low[node])
                if low[node] == index[node]:
                    members = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        members.append(member)
                        if member == node:
                            break
                    found.append(tuple(sorted(members)))
    component_of = {m: c for c, members in enumerate(found) for m in members}
    looped = {i for i in nodes if any(component_of[j] == component_of[i] for j in successors[i])}
    # Kahn's order over the components, the one with the earliest statement first among those ready
    waiting = [0] * len(found)
    after: list = [set() for _ in found]
    for i in nodes:
        for j in successors[i]:
            a, b = component_of[i], component_of[j]
            if a != b and b not in after[a]:
                after[a].add(b)
                waiting[b] += 1
    ready = [(found[c][0], c) for c in range(len(found)) if waiting[c] == 0]
    heapq.heapify(ready)
    order = []
    while ready:
        _, c = heapq.heappop(ready)
        order.append(found[c])
        for b in after[c]:
            waiting[b] -= 1
            if waiting[b] == 0:
                heapq.heappush(ready, (found[b][0], b))
    return order, looped


_PLANS: dict = {}  # the statements' ids -> their _Plan
_PLANS_LOCK = threading.Lock()


def _plan(statements: list) -> _Plan:
    """The statement list's plan, made at its first analysis (a list of the same statements,
    built anew for each case, finds the same plan)."""
    key = tuple(map(id, statements))
    plan = _PLANS.get(key)
    if plan is None:
        made = _Plan(list(statements))
        with _PLANS_LOCK:
            if len(_PLANS) > 32:
                _PLANS.clear()
            plan = _PLANS.setdefault(key, made)
    return plan


# ---- Memos across cases ---------------------------------------------------------------
# Every table below is keyed by numbers that are never given twice (itertools.count), so
# clearing a table that grew past its cap, in any thread, only costs a recomputation.

_NUMBERS = count(1)
_SIGNATURES: dict = {}  # what the analysis reads of a statement -> its number
_BUCKETS: dict = {}  # a frozenset of one predicate's derived shapes -> its number
_GROWN: dict = {}  # (a bucket's number, a _Fired's heads of its predicate) -> the bucket after them
_MATCHED: dict = {}  # (a body pattern's number, a bucket's number) -> _matches() and its number
_FIRED: dict = {}  # (signature, the numbers of its body atoms' matches) -> _Fired
_RUNS: dict = {}  # (a plan's run, its inputs' numbers: see _Plan._segments) -> its firings, buckets after
_START: dict = {}  # shapes of facts -> their buckets: {predicate: (number, frozenset)}
CAP = 20000  # entries a table keeps before it starts anew (some tens of MB in all)


def _interned(table: dict, value) -> int:
    number = table.get(value)
    if number is None:
        if len(table) > CAP:
            table.clear()
        number = table.setdefault(value, next(_NUMBERS))
    return number


def _remember(table: dict, key, value, cap: int | None = None):
    if len(table) > (CAP if cap is None else cap):
        table.clear()
    table[key] = value
    return value


class _Fired:
    """A statement's firing for given shapes of the predicates its body reads: its
    bindings, the shapes of its heads under them (and for each predicate, in order, with a
    number of their own), and (at the first need) the shapes of its reads."""

    __slots__ = ("bindings", "heads", "parts", "_reads")

    def __init__(self, rule: _Statement, bindings: list):
        self.bindings = bindings
        self.heads = [s for head in rule.heads for b in bindings if (s := _instance(head, b)) is not ANY]
        parts: dict = {}
        for s in self.heads:
            parts.setdefault(_key(s), []).append(s)
        self.parts = [(k, next(_NUMBERS), tuple(shapes)) for k, shapes in parts.items()]
        self._reads: tuple | None = None

    def reads(self, rule: _Statement) -> tuple:
        if self._reads is None:
            self._reads = _reads(rule, self.bindings)
        return self._reads


def _reads(rule: _Statement, bindings: list) -> tuple:
    """The shapes of what a statement reads under its bindings, each once, in order, with
    their predicates: ((predicate, shape), ...)."""
    shapes = dict.fromkeys(s for b in bindings for p in rule.reads if (s := _instance(p, b)) is not ANY)
    return tuple((_key(s), s) for s in shapes)


def _grown(bucket: frozenset, shapes: tuple) -> frozenset:
    """The bucket with the shapes added in turn, each unless it or a more general shape is there."""
    new = set(bucket)
    for s in shapes:
        if s in new or any(_general(o, s) for o in new):
            continue
        new.add(s)
    return frozenset(new) if len(new) != len(bucket) else bucket


def _start(shapes) -> dict:
    """The facts' shapes by predicate, each bucket with its number."""
    start = _START.get(shapes)
    if start is None:
        grouped: dict = defaultdict(set)
        for s in shapes:
            grouped[_key(s)].add(s)
        start = {}
        for k, bucket in grouped.items():
            frozen = frozenset(bucket)
            start[k] = (_interned(_BUCKETS, frozen), frozen)
        _remember(_START, shapes, start, 64)
    return start


# ---- The two passes ----------------------------------------------------------------------


def _forward(plan: _Plan, shapes) -> list:
    """Which statements fire: for each, its _Fired, else None. Each component is evaluated
    once its inputs are complete; a component with a loop is worked to its fixpoint."""
    rules, signatures, bodies = plan.rules, plan.signatures, plan.bodies
    derived = dict(_start(shapes))  # predicate -> (its bucket's number, the bucket)
    fired: list = [None] * len(rules)
    nothing: tuple[int, frozenset] = (0, frozenset())

    def evaluate(i: int) -> list:
        """Fire statement i; the predicates it derived a new shape of."""
        matches = []
        for (pattern, k), p in zip(bodies[i], rules[i].positive, strict=False):
            number, bucket = derived.get(k, nothing)
            found = _MATCHED.get((pattern, number))
            if found is None:
                found = _remember(_MATCHED, (pattern, number), _matches(p, bucket))
            matches.append(found)
        memo = (signatures[i], *[m[0] for m in matches])
        entry = _FIRED.get(memo)
        if entry is None:
            entry = _remember(_FIRED, memo, _Fired(rules[i], _joined([m[1] for m in matches])))
        if not entry.bindings:
            return []
        fired[i] = entry
        grown = []
        for k, part, heads in entry.parts:
            number, bucket = derived.get(k, nothing)
            after = _GROWN.get((number, part))
            if after is None:
                new = _grown(bucket, heads)
                after = new is bucket and (number, bucket) or (_interned(_BUCKETS, new), new)
                _remember(_GROWN, (number, part), after)
            if after[0] != number:
                derived[k] = after
                grown.append(k)
        return grown

    looped = plan.looped
    for number, components, members, derives, outside in plan.segments:
        numbers = [number, *[derived.get(k, nothing)[0] for k in derives]]
        for pattern, k, p in outside:
            at = derived.get(k, nothing)[0]
            found = _MATCHED.get((pattern, at))
            if found is None:
                found = _remember(_MATCHED, (pattern, at), _matches(p, derived[k][1] if at else None))
            numbers.append(found[0])
        memo = tuple(numbers)
        done = _RUNS.get(memo)
        if done is not None:
            for i, entry in zip(members, done[0], strict=False):
                fired[i] = entry
            derived.update(done[1])
            continue
        changed: dict = {}
        for component in components:
            if len(component) == 1 and component[0] not in looped:
                changed.update(dict.fromkeys(evaluate(component[0])))
                continue
            inside = set(component)
            todo = deque(component)
            queued = set(component)
            while todo:
                i = todo.popleft()
                queued.discard(i)
                for k in evaluate(i):
                    changed[k] = None
                    for j in plan.readers.get(k, ()):
                        if j in inside and j not in queued:
                            queued.add(j)
                            todo.append(j)
        _remember(_RUNS, memo, ([fired[i] for i in members], [(k, derived[k]) for k in changed]))
    return fired


def _backward(plan: _Plan, fired: list, roots, always) -> list[bool]:
    """Which statements are kept: those that fire and that something needs (and `always`)."""
    rules, producers = plan.rules, plan.producers
    heads: dict = {}  # predicate -> (statement, head shape) of firing statements, made at its first need

    def heads_of(k) -> list:
        found = heads.get(k)
        if found is None:
            found = heads[k] = [
                (i, s)
                for i in producers.get(k, ())
                if fired[i] is not None
                for key, _, shapes in fired[i].parts
                if key == k
                for s in shapes
            ]
        return found

    keep = list(plan.kept)
    dropped = plan.dropped
    needed: dict = defaultdict(set)
    work = []  # (predicate, shape) needed, not yet followed
    forced: dict = {}  # an `always` statement that does not fire: what it reads with no binding

    def need(i: int) -> None:
        if keep[i] or i in dropped:
            return
        entry = fired[i]
        if entry is not None:
            reads = entry.reads(rules[i])
        elif i in forced:
            reads = forced[i]
        else:
            return
        keep[i] = True
        for k, s in reads:
            bucket = needed[k]
            if s not in bucket:
                bucket.add(s)
                work.append((k, s))

    for s in roots:
        needed[_key(s)].add(s)
        work.append((_key(s), s))
    for i in always:
        if fired[i] is None:
            forced[i] = _reads(rules[i], [{}])
        need(i)
        keep[i] = True
    for i in plan.roots:
        need(i)
    for s in plan.shows:
        needed[_key(s)].add(s)
        work.append((_key(s), s))
    while work:
        k, s = work.pop()
        if s[0] == "*":  # a function of any arity (a term clingo wrote oddly)
            for key in [key for key in producers if key[0] == s[1]]:
                for i, _ in heads_of(key):
                    need(i)
            continue
        for i, h in heads_of(k):
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


def _matches(pattern, bucket) -> tuple:
    """How a body pattern unifies with a predicate's derived shapes: (a number for the
    unifiers, shared by every bucket that gives the same; the unifiers), or (0, None) when
    the bucket is empty. A statement's bindings depend on nothing else."""
    if not bucket:
        return 0, None
    raws = tuple(r for r in (_raw(pattern, s) for s in bucket) if r is not None)
    return _interned(_BUCKETS, ("raws", frozenset(raws))), raws


def _joined(matches: list) -> list[dict]:
    """Every binding that joins one unifier of each body atom (its _matches(); None: its
    predicate has no shape, and nothing fires)."""
    found: list[dict] = [{}]
    for n, raws in enumerate(matches):
        if raws is None:
            return []
        new, seen = [], set()
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
            return [{}] if all(raws is not None for raws in matches[n + 1 :]) else []
        found = new
    return found
