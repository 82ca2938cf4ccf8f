"""The step program's base part cut by level: a family is grounded only once a proof needs it.

Each round the prover applies the families of the lowest level that fires (pysm.proof.prove),
so a harder family's steps are read only in a round where every easier family is stuck. Most
proofs spend most rounds at level 1, and gringo charges for every statement it grounds, so the
base part is grounded in tiers, one per level (families.lp's family/3 facts): the first tier at
once, each further tier on the same control the first time a round finds nothing in the tiers
grounded so far. A grounding step adds rules and never retracts one, and the program is
stratified, so the answer set of the tiers grounded is the whole program's, cut to the atoms
those tiers define: the rounds read the same steps as on the whole program.

Which statement goes where. A step rule (a head of STEP_HEADS whose first argument is a family
name) goes to its family's level; every other rule to the lowest tier of a statement that reads
its predicate (by name: any arity, negated or not, in an aggregate or a condition), so that no
statement is grounded before what it reads. A statement whose every read of a step head names
its family by a constant (`about("victim-room",K,P)`) pulls only that family's rules of the head
(and those whose family the analysis cannot tell): another family's step atoms cannot match it,
so a level-2 rule reading victim-room's `about/3` leaves the level-4 families' `about/3` rules,
and the helpers only they read, to level 4. The first tier holds everything else: directives,
#show with a condition, externals, constraints, the rules of the families stated once (their
steps are read in the first round, whatever their level: see prove's `apply_static`), and every
rule of a family whose level is unknown or 1, or whose head names no family; then every rule of
a predicate that such a head, a choice or a head the analysis cannot read may derive (clingo
refuses an atom that two grounding steps define). A statement the analysis cannot read (a head
or a body atom it gives no name) puts everything in the first tier.
"""

from __future__ import annotations

import re

INF = 1 << 30
STEP_HEADS = frozenset(
    {
        "excludes",
        "confined",
        "confines",
        "removes",
        "leaves",
        "keeps",
        "fills",
        "places",
        "about",
        "uses",
        "rests_on",
        "concerns",
    }
)
STATIC_HEADS = frozenset({"excludes", "confined", "confines"})  # steps stated once, read in the first round

STEP = re.compile(r'(\w+)\(("(?:[^"\\]|\\.)*"),')
FAMILY = re.compile(r'family\(("(?:[^"\\]|\\.)*"),(-?\d+),(-?\d+)\)\.$')
READ = re.compile(r"\b(" + "|".join(sorted(STEP_HEADS)) + r')\s*\(\s*(("(?:[^"\\]|\\.)*")\s*,)?')
_SPLIT: dict[tuple, tuple[list, list]] = {}  # ids of the statements -> (statements, split(statements))


def split(statements: list) -> list[tuple[int, list]]:
    """The statements as [(level, statements)], the first tier first and levels rising; the
    first tier's level is 1 (it may hold harder families: see the module docstring). Each
    tier keeps the statements' order. Remembered per list of statements (pysm.proof.prove
    keeps the statements of each pruned program)."""
    key = tuple(map(id, statements))
    entry = _SPLIT.get(key)
    if entry is None:
        if len(_SPLIT) > 256:
            _SPLIT.clear()
        # the entry holds the statements themselves, so the ids in the key stay theirs
        entry = _SPLIT[key] = (list(statements), _split(statements))
    return entry[1]


def _split(statements: list) -> list[tuple[int, list]]:
    levels: dict[str, int] = {}
    for st in statements:
        match = FAMILY.match(st.text)
        if match:
            levels[match.group(1)] = int(match.group(2))
    family: list[str | None] = [None] * len(statements)
    static: set[str] = set()
    for i, st in enumerate(statements):
        analysis = st.analysis
        if analysis.kind == "rule" and analysis.heads[0][0] in STEP_HEADS:
            match = STEP.match(st.text)
            if match and match.group(1) == analysis.heads[0][0]:
                family[i] = match.group(2)
                if match.group(1) in STATIC_HEADS:
                    static.add(match.group(2))
    tier = [1] * len(statements)
    definers: dict[str, list[int]] = {}
    for i, st in enumerate(statements):
        analysis = st.analysis
        if analysis.kind != "rule" or st.text.startswith("#"):
            continue  # directives, roots, statements kept whole: first
        head = analysis.heads[0]
        if head is None or head[0] in ("$", "*", ""):
            return [(1, list(statements))]
        definers.setdefault(head[0].lstrip("-"), []).append(i)
        name = family[i]
        if name is None:
            tier[i] = 1 if head[0] in STEP_HEADS else INF  # a helper: placed by its readers
        elif name not in static and levels.get(name, 1) > 1:
            tier[i] = levels[name]
    # a predicate that a statement of the first tier may derive whatever its family (a head
    # with a variable family, a choice, a head the analysis reads as a pattern) has all its
    # rules there: clingo refuses an atom that two grounding steps define
    first = set()
    for i, st in enumerate(statements):
        analysis = st.analysis
        if analysis.kind == "rule" and family[i] is None and analysis.heads[0][0] in STEP_HEADS:
            first.add(analysis.heads[0][0])
        elif analysis.kind != "rule":
            for head in analysis.heads:
                if head is None or head[0] in ("$", "*"):
                    return [(1, list(statements))]  # it may derive anything
                first.add(head[0].lstrip("-"))
    for name in first:
        for j in definers.get(name, ()):
            tier[j] = 1
    # each statement's reads pull the rules of what they read down to its tier
    todo = [i for i, t in enumerate(tier) if t < INF]
    named_reads: dict[int, dict[str, set[str]]] = {}  # _families_read, once a statement
    while todo:
        i = todo.pop()
        for pattern in statements[i].analysis.reads:
            if pattern is None or pattern[0] == "$":
                return [(1, list(statements))]
            name = (pattern[1] if pattern[0] == "*" else pattern[0]).lstrip("-")
            named = None
            if name in STEP_HEADS:
                only = named_reads.get(i)
                if only is None:
                    only = named_reads[i] = _families_read(statements[i])
                named = only.get(name)
            for j in definers.get(name, ()):
                if named is not None and family[j] is not None and family[j] not in named:
                    continue  # another family's step atom: it cannot match
                if tier[j] > tier[i]:
                    tier[j] = tier[i]
                    todo.append(j)
        if not todo:
            # helpers nothing reads (a fact only #show p/n shows): first, and what they read too
            todo = [j for j, t in enumerate(tier) if t == INF]
            for j in todo:
                tier[j] = 1
    order = sorted(set(tier))
    return [(level, [st for st, t in zip(statements, tier, strict=False) if t == level]) for level in order]


def _families_read(statement) -> dict[str, set[str]]:
    """The step heads the statement's body reads only with a constant family, each with those
    families. A read with any other first argument (a variable, no string) leaves its head out,
    so every rule of it is pulled; so does a string that merely looks like a read (it can only
    add reads). A rule's head is not a read: only what follows its first ':-' is scanned."""
    text = statement.text
    if statement.analysis.kind == "rule":
        text = text.partition(":-")[2]
    named: dict[str, set[str]] = {}
    unnamed: set[str] = set()
    for match in READ.finditer(text):
        if match.group(3) is None:
            unnamed.add(match.group(1))
        else:
            named.setdefault(match.group(1), set()).add(match.group(3))
    return {name: families for name, families in named.items() if name not in unnamed}
