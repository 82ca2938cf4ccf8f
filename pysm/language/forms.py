"""The sentences of clue-language-2.md (cards and `scene`), both ways, from data.

Each language's forms live in pysm/lang/kinds-<code>.toml (format in
pysm/lang/README.md, "Sentences of part 2"). A form is a sentence template
with slots and the ASP term it says; a slot is either one of a few built-in
kinds (the subject, a person, an object with its article, a room, a cell, the
two halves of an either/or) or a *part*: a list of alternatives, each a
template with its own term and flags. The same data parses and renders:
parsing matches the templates as regexes and builds the term from what the
slots resolve to; rendering picks, for a given term and polarity, the first
form and the first alternatives that produce it.

Flags on alternatives carry the reading rules that are not in a regex:
`f`/`m` agree with the speaker's gender, `other` marks "another man" (the
"other" rule), `neg` is a negator (two of them are a double negation),
`negword` ("ningún", "nadie más") needs a negator elsewhere in the sentence.
"""
from __future__ import annotations

import dataclasses
import functools
import itertools
import re
from dataclasses import dataclass
from typing import Sequence

from pysm.core import diskcache

from pysm.language import lexicon as language

from pysm.language import template_syntax
from pysm.language.template_syntax import Alt as _Alt
from pysm.language.grammar import _holds, victim_card_errors
from pysm.language.lexicon import LANG_DIR, normalize, normalize_map

__all__ = ["Term", "Said", "Context", "parse_sentence", "parse_scene", "render", "term_text", "KINDS",
           "SCENE_KINDS"]

_NAME = "\x01"          # the speaker's own name where it starts a sentence
_GENDER_WORD = {"f": "woman", "m": "man"}
_CODE_SLOTS = ("subj", "person", "obj", "room", "cell", "A", "B")

# The kinds of clue-language-2.md, for cards and for the scene.
KINDS = ("at_wall", "next_to_window", "next_to_door", "unique", "alone", "same_room", "alone_with",
         "dir_person", "offset_person", "dir_gender", "same_line_object", "dir_object", "dir_object_at",
         "dir_object_adj", "room_has", "gender_in_room", "room_size", "alone_with_gender", "room_person",
         "either", "room")
SCENE_KINDS = ("count", "empty_rooms", "every_room")


# ---- terms -------------------------------------------------------------------

@dataclass(frozen=True)
class Str:
    """A string from the case (a name, a room key, an object id): quoted when written as ASP."""
    text: str


@dataclass(frozen=True)
class Term:
    """name(args...) or a constant (no args). Args are Term, Str or int."""
    name: str
    args: tuple = ()


@dataclass(frozen=True)
class _Ref:
    slot: str


def term_text(t) -> str:
    """The ASP text of a term: strings through pysm.solving.facts.quote, constants and numbers as they are."""
    from pysm.solving.facts import quote
    if isinstance(t, Str):
        return quote(t.text)
    if isinstance(t, bool) or not isinstance(t, (int, Term)):
        raise ValueError(f"not a term: {t!r}")
    if isinstance(t, int):
        return str(int(t))
    if not re.fullmatch(r"[a-z][a-z0-9_]*", t.name):
        raise ValueError(f"not a constant: {t.name!r}")
    return t.name + ("(" + ",".join(term_text(a) for a in t.args) + ")" if t.args else "")


def _parse_term(text: str):
    """"dir_person({d},{person})" -> Term("dir_person", (_Ref("d"), _Ref("person")))."""
    pos = 0

    def one():
        nonlocal pos
        m = re.compile(r"\s*(\{(\w+)\}|(\d+)|([a-z][a-z0-9_]*))").match(text, pos)
        if not m:
            raise ValueError(f"term {text!r}: bad at {pos}")
        pos = m.end()
        if m.group(2):
            return _Ref(m.group(2))
        if m.group(3):
            return int(m.group(3))
        name, args = m.group(4), []
        if pos < len(text) and text[pos] == "(":
            pos += 1
            args.append(one())
            while text[pos] == ",":
                pos += 1
                args.append(one())
            if text[pos] != ")":
                raise ValueError(f"term {text!r}: ')' expected at {pos}")
            pos += 1
        return Term(name, tuple(args))

    t = one()
    if pos != len(text):
        raise ValueError(f"term {text!r}: trailing text")
    return t


def _refs(t) -> set:
    if isinstance(t, _Ref):
        return {t.slot}
    if isinstance(t, Term):
        return set().union(*(_refs(a) for a in t.args)) if t.args else set()
    return set()


def _fill(t, values: dict):
    if isinstance(t, _Ref):
        return values[t.slot]
    if isinstance(t, Term):
        return Term(t.name, tuple(_fill(a, values) for a in t.args))
    return t


def _unify(pattern, t, binding: dict) -> bool:
    """Does a term template produce term t? Binds its slot references."""
    if isinstance(pattern, _Ref):
        if pattern.slot in binding:
            return binding[pattern.slot] == t
        binding[pattern.slot] = t
        return True
    if isinstance(pattern, Term):
        return (isinstance(t, Term) and t.name == pattern.name and len(t.args) == len(pattern.args)
                and all(_unify(p, a, binding) for p, a in zip(pattern.args, t.args)))
    return pattern == t and type(pattern) is type(t)


# ---- templates ---------------------------------------------------------------

@dataclass(frozen=True)
class _Slot:
    name: str           # "obj", "d", ...: the name its value goes by in the form's term
    arg: str = ""       # "{obj:un}" -> "un"
    part: str = ""      # "{pos@upos_agree}": the value "pos" read by the part "upos_agree"

    @property
    def reads(self) -> str:
        return self.part or self.name


def _slot(text: str) -> _Slot:
    """"obj:un" -> _Slot("obj", "un"); "pos@upos_agree" -> _Slot("pos", part="upos_agree")."""
    name, _, arg = text.partition(":")
    name, _, part = name.partition("@")
    return _Slot(name, arg, part)


def _template(text: str) -> tuple:
    """"{subj}(no |)estaba al {d}" -> literals, _Slot and _Alt nodes. Spaces are kept as written."""
    return template_syntax.parse(text, _slot)


def _fold(text: str) -> str:
    """A template literal folded like card text (accents, case) but with its spaces kept."""
    lead = " " if text[:1] == " " else ""
    trail = " " if text[-1:] == " " and text.strip() else ""
    return lead + normalize(text) + trail


@dataclass(frozen=True)
class _Choice:
    nodes: tuple
    term: object            # a term template (or None: the slot gives no value)
    flags: frozenset
    text: str


@dataclass(frozen=True)
class _Form:
    kind: str
    nodes: tuple
    terms: tuple            # term templates (two for the compound forms)
    negated: bool | None    # None: by its negators
    render: bool
    text: str
    error: str = ""         # a form that is refused, with this message
    strict: bool = False    # an unknown room or person means the form does not match at all
    read: bool = True       # False: only written here; the grammar of pysm.language.grammar reads the kind


@dataclass(frozen=True)
class _Lang:
    code: str
    data: dict
    forms: tuple            # card forms, in order
    scene: tuple            # scene forms
    parts: dict             # name -> tuple[_Choice]
    articles: dict          # table -> {class: [(word, flags)]}
    pronouns: dict          # normalized pronoun -> gender
    room_preps: tuple
    regexes: dict           # id(form) -> (regex, spec)


def _choices(raw) -> tuple:
    out = []
    for entry in raw:
        text, term, *flags = entry if isinstance(entry, list) else [entry, ""]
        flagset = frozenset(f for fl in flags for f in fl.split())
        out.append(_Choice(_template(text), _parse_term(term) if term else None, flagset, text))
    return tuple(out)


def _forms(raw) -> tuple:
    out = []
    for entry in raw:
        terms = entry["term"] if isinstance(entry["term"], list) else [entry["term"]]
        negated = entry.get("negated")
        for i, text in enumerate(entry["say"]):
            out.append(_Form(entry["kind"], _template(text), tuple(_parse_term(t) for t in terms),
                             negated, entry.get("render", True) and not entry.get("error"), text,
                             entry.get("error", ""), entry.get("strict", False), entry.get("read", True)))
    return tuple(out)


@functools.cache
def _lang(code: str) -> _Lang:
    path = LANG_DIR / f"kinds-{code}.toml"
    d = diskcache.toml(path)
    parts = {name: _choices(raw) for name, raw in d["parts"].items()}
    articles = {}
    for table, classes in d["articles"].items():
        articles[table] = {}
        for cls, words in classes.items():
            entries = []
            for w in words:
                word, _, flags = w.partition(":")
                entries.append((word, frozenset(flags.split())))
            articles[table][cls] = entries
    pronouns = {normalize(w): g for g in ("f", "m") for w in d["subject"][g]}
    preps = tuple(sorted({normalize(p) for p in d["rooms"]["accept"]}, key=lambda p: (-len(p), p)))
    lang = _Lang(code, d, _forms(d["form"]), _forms(d.get("scene", [])), parts, articles, pronouns, preps, {})
    for form in lang.forms + lang.scene:
        for node in _walk(form.nodes):
            if isinstance(node, _Slot) and node.name not in _CODE_SLOTS and node.reads not in parts:
                raise ValueError(f"{path}: form {form.text!r}: unknown slot {{{node.name}}}")
            if isinstance(node, _Slot) and node.name == "obj" and node.arg not in articles:
                raise ValueError(f"{path}: form {form.text!r}: unknown article table {node.arg!r}")
        said = {n.name for n in _walk(form.nodes) if isinstance(n, _Slot)}
        for t in form.terms:
            missing = _refs(t) - said
            if missing and not form.error:
                raise ValueError(f"{path}: form {form.text!r}: its term reads {sorted(missing)}, which it has no "
                                 f"slot for")
    return lang


def _walk(nodes):
    for n in nodes:
        yield n
        if isinstance(n, _Alt):
            for o in n.options:
                yield from _walk(o)


def _alternation(words) -> str:
    return "|".join(re.escape(w) for w in sorted(set(words), key=lambda w: (-len(w), w)))


# ---- compiling a form into a regex -------------------------------------------

@dataclass
class _Spec:
    """What a regex group stands for: a slot, and for a part, its alternatives' groups."""
    slot: _Slot
    group: str
    alts: list = dataclasses.field(default_factory=list)   # [(group, _Choice, [_Spec])]
    sub: dict = dataclasses.field(default_factory=dict)     # built-in slots: inner group names


class _Compiler:
    def __init__(self, lang: _Lang):
        self.lang = lang
        self.n = 0

    def group(self) -> str:
        self.n += 1
        return f"g{self.n}"

    def compile(self, nodes) -> tuple[str, list]:
        parts, specs = [], []
        for node in nodes:
            if isinstance(node, str):
                parts.append(re.escape(_fold(node)).replace(r"\ ", " "))
            elif isinstance(node, _Alt):
                opts = []
                for o in node.options:
                    rx, sp = self.compile(o)
                    opts.append(rx)
                    specs.extend(sp)
                parts.append("(?:" + "|".join(opts) + ")")
            else:
                rx, spec = self.slot(node)
                parts.append(rx)
                specs.append(spec)
        return "".join(parts), specs

    def slot(self, node: _Slot) -> tuple[str, _Spec]:
        lang, g = self.lang, self.group()
        spec = _Spec(node, g)
        if node.name == "subj":
            words = _alternation(list(lang.pronouns) + [_NAME])
            if lang.data["subject"].get("required", False):
                return f"(?P<{g}>{words}) ", spec
            return f"(?:(?P<{g}>{words}) )?", spec
        if node.name == "person":
            return f"(?P<{g}>[^ ,][^,]*?)", spec
        if node.name in ("A", "B"):
            return f"(?P<{g}>[^ ][^.]*?)", spec
        if node.name == "cell":
            return f"(?P<{g}>[a-z][0-9])", spec
        if node.name == "room":
            return f"(?P<{g}>(?:{_alternation(lang.room_preps)}) [^ ].*?)", spec
        if node.name == "obj":
            table = lang.articles[node.arg]
            arts = [w for entries in table.values() for w, _ in entries]
            art_g, noun_g = self.group(), self.group()
            spec.sub = {"art": art_g, "noun": noun_g}
            nouns = _alternation(n for n in language._noun_index(lang.code) if " " in n)
            noun_rx = (nouns + "|" if nouns else "") + r"[^ .,]+"
            art_rx = f"(?P<{art_g}>{_alternation(normalize(a) for a in arts if a)}) " if any(arts) else ""
            if "" in arts and any(arts):
                art_rx = f"(?:{art_rx})?"
            return f"(?P<{g}>{art_rx}(?P<{noun_g}>{noun_rx}))", spec
        alts = []
        for choice in lang.parts[node.reads]:
            ag = self.group()
            rx, inner = self.compile(choice.nodes)
            alts.append(f"(?P<{ag}>{rx})")
            spec.alts.append((ag, choice, inner))
        return f"(?P<{g}>" + "|".join(alts) + ")", spec


def _compiled(lang: _Lang, form: _Form):
    key = id(form)
    if key not in lang.regexes:
        c = _Compiler(lang)
        rx, specs = c.compile(form.nodes)
        lang.regexes[key] = (re.compile(rx), specs)
    return lang.regexes[key]


def _either_needs(options) -> frozenset:
    """The clauses of a choice: those every option has, and one joining each option's strongest."""
    options = list(options)
    common = frozenset.intersection(*options) if options else frozenset()
    if not options or any(not o for o in options):
        return common
    joined = frozenset().union(*(min(o, key=lambda c: (len(c), -min(map(len, c)), sorted(c))) for o in options))
    return common | {joined}


def _needs(lang: _Lang, nodes, stack: tuple = ()) -> frozenset:
    """What every sentence a template matches contains, as clauses (sets of texts, one of which the
    sentence holds): a sound quick test before a form's regex is compiled and tried (start-up cost)."""
    out: set = set()
    for node in nodes:
        if isinstance(node, str):
            out.update(frozenset([p]) for p in _fold(node).split(" ") if p)
        elif isinstance(node, _Alt):
            out |= _either_needs(_needs(lang, o, stack) for o in node.options)
        elif node.name == "room":
            out |= _either_needs(frozenset(frozenset([p]) for p in w.split(" ") if p) for w in lang.room_preps)
        elif node.name not in _CODE_SLOTS and node.reads not in stack:
            key = ("part", node.reads)
            if key not in lang.regexes:
                lang.regexes[key] = _either_needs(_needs(lang, c.nodes, stack + (node.reads,))
                                                  for c in lang.parts[node.reads])
            out |= lang.regexes[key]
    return frozenset(out)


def _may_match(lang: _Lang, form: _Form, sent: str) -> bool:
    key = ("needs", id(form))
    needs = lang.regexes.get(key)
    if needs is None:
        needs = lang.regexes[key] = tuple(tuple(c) for c in _needs(lang, form.nodes))
    return _holds(needs, sent)


# ---- parsing -----------------------------------------------------------------

@dataclass(frozen=True)
class Context:
    """What a sentence's slots resolve against."""
    lang: str
    size: int
    rooms: dict                     # key -> name as written
    people: dict                    # name as written -> gender
    objects: dict                   # (row, col) -> tuple of object ids
    speaker: str = ""               # "" for the scene
    gender: str = ""                # the speaker's gender ("" for the scene)


@dataclass(frozen=True)
class Said:
    """One sentence read: its kind, polarity and term(s) (two for the compound forms)."""
    kind: str
    negated: bool
    terms: tuple


@dataclass
class _Reading:
    form: _Form
    values: dict
    errors: list
    loose: bool = False          # its errors are about a free slot (an unknown person, room, noun)
    nomatch: bool = False        # a free slot holds text that is no name at all: the form does not match
    negs: int = 0
    negwords: int = 0
    flags: list = dataclasses.field(default_factory=list)


@functools.cache
def _plurals(code: str) -> dict:
    """normalized plural noun -> object id ([plurals] of kinds-<code>.toml: the nouns after "todas las",
    "alle", "all the")."""
    return {normalize(p): oid for oid, p in _lang(code).data.get("plurals", {}).items()}


@functools.cache
def _not_first_words(code: str) -> frozenset:
    return frozenset(normalize(w) for w in _lang(code).data.get("person", {}).get("not_first", []))


def _joined(lang: _Lang, ctx: Context, value: str) -> bool:
    """Whether a {person} text is a name of the case joined to more words by a conjunction ("bruno and
    sara", "bruno and south of sara"): two clues in one sentence, not an unknown person."""
    names = {normalize(p) for p in ctx.people}
    for word in lang.data.get("person", {}).get("joins", []):
        head, sep, _ = value.partition(" " + normalize(word) + " ")
        if sep and head in names:
            return True
    return False


def _not_first(lang: _Lang) -> frozenset:
    return _not_first_words(lang.code)


def _disagree(ctx: Context, g: str | None) -> bool:
    return ctx.gender in _GENDER_WORD and g in _GENDER_WORD and g != ctx.gender


class _Sentence:
    def __init__(self, ctx: Context, text: str):
        self.ctx = ctx
        self.text = text
        norm, where = normalize_map(text)
        norm, where = _expand_contractions(ctx.lang, norm, where)
        norm, where = _own_name_possessive(ctx, norm, where)
        for word, same in _lang(ctx.lang).data.get("synonyms", []):     # "se encontraba" reads as "estaba"
            if normalize(word) in norm:
                norm, where = _substitute(norm, where, r"(?<![^ ])" + re.escape(normalize(word)) + r"(?![^ ])",
                                          normalize(same))
        self.norm, self.where = norm, where
        name = normalize(ctx.speaker) if ctx.speaker else ""
        if name and (norm == name or norm.startswith(name + " ")):
            self.marked = _NAME + norm[len(name):]
            self.pos = [where[0]] + where[len(name):]
        else:
            self.marked, self.pos = norm, where

    def written(self, span: tuple[int, int]) -> str:
        s, e = span
        if e <= s:
            return ""
        return self.text[self.pos[s]:self.pos[e - 1] + 1]


def _expand_contractions(lang: str, norm: str, where: list[int]) -> tuple[str, list[int]]:
    """en "wasn't" reads as "was not" (and weren't, didn't, hadn't)."""
    if lang != "en" or "n't" not in norm:
        return norm, where
    out, pos, last = [], [], 0
    for m in re.finditer(r"\b(was|were|did|had)n't\b", norm):
        out.append(norm[last:m.start(1) + len(m.group(1))])
        pos.extend(where[last:m.start(1) + len(m.group(1))])
        out.append(" not")
        pos.extend([where[m.start(1) + len(m.group(1))]] * 4)
        last = m.end()
    out.append(norm[last:])
    pos.extend(where[last:])
    return "".join(out), pos


def _substitute(norm: str, where: list[int], rx: str, repl: str) -> tuple[str, list[int]]:
    """norm with every match of rx replaced by repl; the replacement maps to where its match began."""
    out, pos, last = [], [], 0
    for m in re.finditer(rx, norm):
        out.append(norm[last:m.start()])
        pos.extend(where[last:m.start()])
        out.append(repl)
        # the replacement stands for the whole match: its last character maps to the match's last one
        pos.extend([where[m.start()]] * (len(repl) - 1) + [where[m.end() - 1]] if repl else [])
        last = m.end()
    out.append(norm[last:])
    pos.extend(where[last:])
    return "".join(out), pos


def _own_name_possessive(ctx: Context, norm: str, where: list[int]) -> tuple[str, list[int]]:
    """"in Ana's room" on Ana's card reads as "in her room" ([possessive] of the language data)."""
    if not ctx.speaker or ctx.gender not in _GENDER_WORD:
        return norm, where
    name = normalize(ctx.speaker)
    if name not in norm:
        return norm, where
    for pattern, repl in _lang(ctx.lang).data.get("possessive", {}).get(ctx.gender, []):
        rx = r"(?<![^ ])" + re.escape(normalize(pattern)).replace(r"\{name\}", re.escape(name)) + r"(?![^ ])"
        norm, where = _substitute(norm, where, rx, normalize(repl))
    return norm, where


def _resolve(sent: _Sentence, lang: _Lang, form: _Form, m: re.Match, specs: list) -> _Reading:
    ctx = sent.ctx
    r = _Reading(form, {}, [])

    def err(msg: str, loose: bool = False):
        r.errors.append(msg)
        r.loose = r.loose or loose

    def walk(specs, values):
        for spec in specs:
            if m.group(spec.group) is None:
                continue
            span = m.span(spec.group)
            written = sent.written(span)
            value = m.group(spec.group)
            name = spec.slot.name
            if name == "subj":
                if value != _NAME and _disagree(ctx, lang.pronouns[value]):
                    err(f"'{written}' on a {_GENDER_WORD[ctx.gender]}'s card (gender disagreement)")
            elif name == "person":
                who = {normalize(p): p for p in ctx.people}.get(value)
                if who is None and value.split(" ", 1)[0] in _not_first(lang):
                    # Not a name of the case and starting with an article or a word of quantity ("a
                    # plant", "otro hombre"): some other sentence, not an unknown person.
                    r.nomatch = True
                elif who is None and _joined(lang, ctx, value):
                    err(f"'{written}' names two people or joins two clues: a sentence says one clue about one "
                        f"person (write two sentences)")
                elif who is None:
                    names = ", ".join(ctx.people)
                    err(f"the case has no person named '{written}' (its people: {names})", loose=True)
                elif ctx.speaker and normalize(who) == normalize(ctx.speaker):
                    err(f"'{written}' is the speaker: a card cannot name its own person")
                else:
                    values[name] = Str(who)
            elif name in ("A", "B"):
                values[name] = (value, written)
            elif name == "cell":
                col, row = ord(value[0]) - ord("a") + 1, int(value[1])
                if not (1 <= row <= ctx.size and 1 <= col <= ctx.size):
                    err(f"'{written}' is not a cell of a {ctx.size}x{ctx.size} board")
                else:
                    values[name] = (row, col, written)
            elif name == "room":
                rooms = {}
                for key, rname in sorted(ctx.rooms.items()):
                    rooms.setdefault(normalize(rname), key)
                heads = [p for p in lang.room_preps if value.startswith(p + " ")]
                key = next((rooms[value[len(p) + 1:]] for p in heads if value[len(p) + 1:] in rooms), None)
                if key is None:
                    listed = ", ".join(ctx.rooms[k] for k in sorted(ctx.rooms))
                    err(f"the case has no room named '{sent.written((span[0] + len(heads[0]) + 1, span[1]))}'"
                        f" (its rooms: {listed})", loose=True)
                else:
                    values[name] = Str(key)
            elif name == "obj":
                art = m.group(spec.sub["art"]) if spec.sub.get("art") in m.re.groupindex else None
                noun = m.group(spec.sub["noun"])
                plural = any(normalize(word) == (art or "") and "plural" in flags
                             for entries in lang.articles[spec.slot.arg].values() for word, flags in entries)
                # After a plural article ("todas las", "alle", "all the") the noun is plural ([plurals]).
                oid = _plurals(lang.code).get(normalize(noun)) if plural else language.object_id(noun, lang.code)
                single = language.object_id(noun, lang.code) if plural else None
                plurals = {v: k for k, v in _plurals(lang.code).items()}
                if single is not None and single in plurals:
                    err(f"'{sent.written(m.span(spec.sub['noun']))}' after '{sent.written(m.span(spec.sub['art']))}': "
                        f"write the plural noun ('{lang.data['plurals'][single]}')")
                elif oid is None:
                    err(f"unknown object noun '{sent.written(m.span(spec.sub['noun']))}'", loose=True)
                else:
                    values[name] = Str(oid)
                for cls, entries in lang.articles[spec.slot.arg].items():
                    for word, flags in entries:
                        if normalize(word) == (art or "") and flags:
                            r.flags.append((flags, written, None))
                            break
                    else:
                        continue
                    break
            else:
                for ag, choice, inner in spec.alts:
                    if m.group(ag) is None:
                        continue
                    sub: dict = {}
                    walk(inner, sub)
                    if choice.flags:
                        r.flags.append((choice.flags, written, choice))
                    if choice.term is not None:
                        try:
                            values[name] = _fill(choice.term, sub)
                        except KeyError:
                            pass        # an inner slot did not resolve: its error is already there
                    else:
                        for k, v in sub.items():
                            values.setdefault(k, v)
                    break

    walk(specs, r.values)
    _check_flags(ctx, r)
    return r


def _check_flags(ctx: Context, r: _Reading) -> None:
    for flags, written, choice in r.flags:
        if "neg" in flags:
            r.negs += 1
        if "negword" in flags:
            r.negwords += 1
        for g in ("f", "m"):
            if g in flags and _disagree(ctx, g):
                r.errors.append(f"'{written}' on a {_GENDER_WORD[ctx.gender]}'s card (gender disagreement)")
        if "gender" in flags and ctx.gender in _GENDER_WORD and choice is not None:
            said = choice.term.name if isinstance(choice.term, Term) else None
            other = "other" in flags
            if said == ctx.gender and not other:
                r.errors.append(f"'{written}' on a {_GENDER_WORD[ctx.gender]}'s card: the speaker is a "
                                f"{_GENDER_WORD[ctx.gender]}, so it must say 'other' "
                                f"({_with_other(ctx.lang, choice)})")
            elif said != ctx.gender and other:
                r.errors.append(f"'{written}' on a {_GENDER_WORD[ctx.gender]}'s card (gender disagreement: "
                                f"'other' goes only with the speaker's own gender)")


def _with_other(code: str, choice: _Choice) -> str:
    """The form of a gender phrase that says "other": "una mujer" -> "otra mujer" (its part's sibling)."""
    flags = choice.flags - {"norender"}
    for part in _lang(code).parts.values():
        if choice in part:
            for sibling in part:
                if (sibling.term == choice.term and "other" in sibling.flags and "norender" not in sibling.flags
                        and sibling.flags - {"other", "norender"} == flags):
                    return sibling.text
    return "another " + ("woman" if isinstance(choice.term, Term) and choice.term.name == "f" else "man")


def _numbers(ctx: Context, r: _Reading) -> None:
    """Numbers above N, offsets of N or more, cells that do not hold the object they name."""
    n = ctx.size
    k = next((v for name, v in r.values.items() if name in ("k", "km") and isinstance(v, int)), None)
    if isinstance(k, int):
        if r.form.kind == "offset_person" and k >= n:
            r.errors.append(f"an offset of {k} rows or columns on a {n}x{n} board (at most {n - 1})")
        elif k > n:
            r.errors.append(f"the number {k} is above the {n} people of a {n}x{n} board")
    cell = r.values.get("cell")
    if isinstance(cell, tuple):
        row, col, written = cell
        obj = r.values.get("obj")
        if isinstance(obj, Str) and obj.text not in ctx.objects.get((row, col), ()):
            noun = language.object_noun(obj.text, ctx.lang)
            r.errors.append(f"the cell {written.upper()} holds no {noun}")
        r.values["cell"] = Term("at", (row, col))


def _polarity(lang: _Lang, r: _Reading) -> bool | None:
    if r.form.negated is not None:      # the form says its polarity in its words ("Nadie estaba ...")
        return bool(r.form.negated)
    if r.negs > 1:
        r.errors.append("a double negation: negate once ('not' or 'no', never both)")
    elif r.negwords and not r.negs:
        words = [w for f, w, _ in r.flags if "negword" in f]
        r.errors.append(f"'{words[0]}' in a sentence that is not negated")
    return r.negs == 1


def _read(sent: _Sentence, lang: _Lang, forms, text_for_either=None) -> _Reading | None:
    """The first reading that resolves cleanly, else the first with errors (errors on a free slot last)."""
    first = loose = None
    for form in forms:
        if not form.read or not _may_match(lang, form, sent.marked):
            continue
        rx, specs = _compiled(lang, form)
        m = rx.fullmatch(sent.marked)
        if m is None:
            continue
        if form.error:
            message = form.error
            if form.strict:
                # a refused form that names a person: only when the text there is a person of the case
                r = _resolve(sent, lang, form, m, specs)
                if r.nomatch or r.errors:
                    continue
                if isinstance(r.values.get("person"), Str):
                    message = message.replace("{name}", r.values["person"].text)
            first = first or _Reading(form, {}, [f"'{sent.text.strip()}': {message}"])
            continue
        r = _resolve(sent, lang, form, m, specs)
        if r.nomatch:
            continue
        neg = _polarity(lang, r)
        if not r.errors:
            _numbers(sent.ctx, r)
        if not r.errors and form.kind == "either":
            _either(sent, lang, r)
        if not r.errors:
            r.values["__negated"] = neg
            return r
        if r.loose and form.strict:
            continue
        if r.loose:
            loose = loose or r
        else:
            first = first or r
    return first or loose


def parse_sentence(text: str, ctx: Context) -> tuple[Said | None, list[str], bool]:
    """One card sentence (without its period): what it says, or its errors.

    The third value says whether any form matched at all (False: no form of part 2 reads it).
    """
    said, errors, matched, _ = _parse_one(text, ctx)
    return said, errors, matched


def parse_scene(text: str, ctx: Context) -> tuple[list[Said], list[str]]:
    """The sentences of one `scene` string (split at periods), or their errors."""
    lang = _lang(ctx.lang)
    out, errors = [], []
    for piece in _split(text):
        sent = _Sentence(ctx, piece)
        r = _read(sent, lang, lang.scene)
        if r is None:
            errors.append(f"'{piece}' matches no accepted scene sentence (they count people at a place, "
                          f"empty rooms, or people in every room)")
        elif r.errors:
            errors.extend(r.errors)
        else:
            out.append(Said(r.form.kind, bool(r.values["__negated"]),
                            tuple(_fill(t, r.values) for t in r.form.terms)))
    if not out and not errors:
        errors.append("the scene string has no sentence")
    return out, errors


def _split(text: str) -> list[str]:
    return [p.strip() for p in re.split(r"\.(?=\s|$)", text) if p.strip()]


# ---- either / neither ---------------------------------------------------------

def _either(sent: _Sentence, lang: _Lang, r: _Reading) -> None:
    """Read {A} and {B} as two positive clues of one cell kind, filling the shared words each leaves out."""
    from pysm.solving.facts import clue_term
    a, a_written = r.values["A"]
    b, b_written = r.values["B"]
    for word in lang.data["either"].get("drop", []):      # "in either the Kitchen or the Hall"
        a = re.sub(rf"(?<![^ ]){re.escape(normalize(word))} ", "", a)
    ctx = sent.ctx
    head = lang.data["either"]["head"][ctx.gender or "f"]

    def body(words: str):
        clues, errors = _first_parser()(head + " " + words, person=ctx.speaker or "", gender=ctx.gender,
                                        lang=lang.code, size=ctx.size, rooms=ctx.rooms)
        if errors or len(clues) != 1:
            return None, errors
        return clues[0], []

    halves = a + " | " + b
    for rname in sorted((normalize(n) for n in ctx.rooms.values()), key=len, reverse=True):
        halves = halves.replace(rname, " ")          # "the Window Room" names a room, not a window
    places = [w for w in lang.data["either"].get("places", [])
              if re.search(rf"(?<![^ ]){re.escape(normalize(w))}(?![^ ])", halves)]
    if places:
        # "next to a window or a door": windows, doors and walls are no cell clue a choice can take
        r.errors.append(f"'{sent.text.strip()}': a choice (either ... or) is between two rooms, rows, columns, objects "
                        f"to be on or objects to be next to; '{places[0]}' is none of these (a window, door or wall "
                        f"is a clue of its own: write one sentence for it)")
        return
    aw, bw = a.split(), b.split()
    first = None
    for j in range(0, len(bw)):          # A may leave out trailing words of B
        ca, ea = body(" ".join(aw + bw[len(bw) - j:]) if j else a)
        if ca is None:
            first = first or ea
            continue
        for i in range(0, len(aw)):      # B may leave out leading words of A
            cb, eb = body(" ".join(aw[:i] + bw) if i else b)
            if cb is None:
                first = first or eb
                continue
            if ca.kind not in _EITHER_KINDS or cb.kind not in _EITHER_KINDS:
                r.errors.append(f"'{a_written}' or '{b_written}': a choice is between two positive clues, of "
                                f"rooms, rows, columns, objects to be on, or objects to be next to")
                return
            if cb.kind != ca.kind:
                r.errors.append(f"'{a_written}' and '{b_written}' are not clues of one kind "
                                f"(a choice is between two rooms, rows, columns, objects to be on, or objects "
                                f"to be next to)")
                return
            if clue_term(ca) == clue_term(cb):
                r.errors.append(f"'{a_written}' and '{b_written}' say the same thing")
                return
            r.values["A"] = _from_old(ca)
            r.values["B"] = _from_old(cb)
            return
    r.errors.append(f"'{sent.text.strip()}' is no choice between two rooms, rows, columns, objects to be on or "
                    f"objects to be next to" + (f" ({first[0]})" if first else ""))
    r.loose = True


_EITHER_KINDS = ("room", "row", "column", "on", "next_to")


def _first_parser():
    """The parser of clue-language.md's sentences (pysm.language.grammar), which reads the halves of a choice."""
    from pysm.language import grammar as clues
    return clues.parse_first_card


def _from_old(clue) -> Term:
    if clue.kind in ("row", "column"):
        return Term(clue.kind, (int(clue.arg),))
    return Term(clue.kind, (Str(str(clue.arg)),))


# ---- rendering ---------------------------------------------------------------

def render(said: Said, ctx: Context, subject: str | None = None) -> str:
    """The canonical sentence of what a clue says (first form and first alternatives that say it).

    subject: the person's name in place of the pronoun (or of no subject, in Spanish)."""
    lang = _lang(ctx.lang)
    forms = lang.scene if said.kind in SCENE_KINDS else lang.forms
    for form in forms:
        if not form.render or form.kind != said.kind or len(form.terms) != len(said.terms):
            continue
        if form.negated is not None and bool(form.negated) != said.negated:
            continue
        binding: dict = {}
        if not all(_unify(p, t, binding) for p, t in zip(form.terms, said.terms)):
            continue
        target = (1 if said.negated else 0) if form.negated is None else 0
        k = next((v for n, v in binding.items() if n.startswith("k") and isinstance(v, int)), None)
        number = "pl" if isinstance(k, int) and k > 1 else "sg"
        rctx = _RCtx(lang, ctx, target, number, subject)
        for text, negs, negwords in _expand(form.nodes, binding, rctx, 0):
            if negs == target and (negwords == 0 or negs > 0):
                return _finish(text)
    raise ValueError(f"no {ctx.lang} sentence says {'not ' if said.negated else ''}"
                     f"{', '.join(term_text(t) for t in said.terms)}")


def _finish(s: str) -> str:
    s = re.sub(r"\s+", " ", s).strip()
    s = re.sub(r" ,", ",", s)
    return s[:1].upper() + s[1:] + "."


@dataclass(frozen=True)
class _RCtx:
    lang: _Lang
    ctx: Context
    target: int         # negators the sentence must hold (0 or 1)
    number: str         # "sg" or "pl": the number {k} says, for was/were, row/rows
    subject: str | None = None


def _expand(nodes, binding: dict, rc: _RCtx, negs: int):
    """Every sentence a template says with its slot values bound, in preference order, as
    (text, negators, negwords); sentences with more negators than the target are cut early."""
    if not nodes:
        yield "", 0, 0
        return
    node, rest = nodes[0], nodes[1:]
    for head, n1, w1 in _expand_node(node, binding, rc, negs):
        if negs + n1 > rc.target:
            continue
        for tail, n2, w2 in _expand(rest, binding, rc, negs + n1):
            yield head + tail, n1 + n2, w1 + w2


def _expand_node(node, binding, rc: _RCtx, negs: int):
    if isinstance(node, str):
        yield node, 0, 0
    elif isinstance(node, _Alt):
        for option in node.options:
            yield from _expand(option, binding, rc, negs)
    else:
        yield from _render_slot(node, binding, rc, negs)


def _render_slot(node: _Slot, binding: dict, rc: _RCtx, negs: int):
    lang, ctx, target = rc.lang, rc.ctx, rc.target
    name = node.name
    if name == "subj":
        if rc.subject:
            yield rc.subject + " ", 0, 0
        elif lang.data["subject"].get("required", False):
            yield lang.data["subject"][ctx.gender][0] + " ", 0, 0
        else:
            yield "", 0, 0
        return
    value = binding.get(name)
    if name == "person":
        if isinstance(value, Str):
            yield value.text, 0, 0
        return
    if name == "room":
        if isinstance(value, Str):
            yield language.room_phrase(ctx.lang, ctx.rooms[value.text]), 0, 0
        return
    if name == "cell":
        if isinstance(value, Term):
            row, col = value.args
            yield f"{chr(ord('A') + col - 1)}{row}", 0, 0
        return
    if name == "obj":
        if not isinstance(value, Str):
            return
        entry = language.data(ctx.lang)["objects"][value.text]
        table = lang.articles[node.arg]
        words = table.get(entry["class"]) or table.get("all") or [("", frozenset())]
        for word, flags in _preferred(words, target, lambda w: w[1]):
            if "plural" in flags:
                continue
            yield (word + " " if word else "") + entry["noun"], int("neg" in flags), int("negword" in flags)
        return
    if name in ("A", "B"):
        if value is not None:
            yield _render_body(value, ctx), 0, 0
        return
    for choice in _preferred(lang.parts[node.reads], target, lambda c: c.flags):
        flags = choice.flags
        if "norender" in flags or ({"sg", "pl"} & flags and rc.number not in flags):
            continue
        if any(g in flags for g in ("f", "m")) and ctx.gender not in flags:
            continue
        if "gender" in flags and isinstance(choice.term, Term):
            if ("other" in flags) != (choice.term.name == ctx.gender):
                continue
        sub: dict = {}
        if choice.term is not None:
            if value is None or not _unify(choice.term, value, sub):
                continue
        else:
            sub = binding
        n0, w0 = int("neg" in flags), int("negword" in flags)
        if negs + n0 > target:
            continue
        for text, n, w in _expand(choice.nodes, sub, rc, negs + n0):
            yield text, n + n0, w + w0


def _preferred(items, target: int, flags_of):
    """In a negated sentence "ningún" before "un"; in a positive one, no negative words at all."""
    if target:
        return sorted(items, key=lambda it: "negword" not in flags_of(it))
    return [it for it in items if not ({"neg", "negword"} & flags_of(it))]


def _render_body(t: Term, ctx: Context) -> str:
    """The body of a cell clue for a choice: "in the Kitchen", "on a chair"."""
    from pysm.language import grammar as old
    from pysm.core.model import Clue
    arg = t.args[0]
    clue = Clue(t.name, arg if isinstance(arg, int) else arg.text)
    sentence = old.render_first_clue(clue, lang=ctx.lang, gender=ctx.gender or "f", size=ctx.size, rooms=ctx.rooms)
    head = _lang(ctx.lang).data["either"]["render_head"][ctx.gender or "f"]
    body = sentence[:-1]
    if not normalize(body).startswith(normalize(head) + " "):
        raise ValueError(f"cannot take the body of {sentence!r}")
    return body[len(head) + 1:]


# ---- clues: the Said of a sentence as pysm.core.model.Clue values ------------------

def _param(t):
    if isinstance(t, Str):
        return t.text
    if isinstance(t, int):
        return t
    if not t.args:
        return t.name
    return (t.name,) + tuple(_param(a) for a in t.args)


def to_clues(said: Said, *, text: str = "", index: int = 1) -> list:
    """The clues a sentence says (two for the compound forms), numbered from index."""
    from pysm.core.model import KINDS, POSITIONS, Clue
    out = []
    for i, t in enumerate(said.terms):
        params = []
        types = [ptype for _, ptype in KINDS[t.name].params]
        for a, ptype in zip(t.args, types):
            if isinstance(a, Term) and a.name == "at":       # a named cell: its row and column
                params.extend(a.args)
            elif ptype in POSITIONS and isinstance(a, Term) and not a.args:
                params.append((a.name,))                     # a position without parameters: ("window",)
            else:
                params.append(_param(a))
        kind = KINDS[t.name].negation if said.negated else t.name
        clue = Clue.of(kind, *params, text=text, index=index + i)
        clue.check()
        out.append(clue)
    return out


def from_clue(clue) -> Said:
    """The Said of a clue of a kind of part 2 (for rendering)."""
    from pysm.core.model import KINDS

    def term(p):
        if isinstance(p, tuple):
            return Term(p[0], tuple(term(a) for a in p[1:]))
        if isinstance(p, int):
            return p
        return p

    spec = KINDS[clue.base]
    args = []
    params = list(clue.params)
    for (name, ptype), value in zip(spec.params, params):
        if ptype in ("room", "object", "person"):
            args.append(Str(value))
        elif ptype == "int":
            args.append(int(value))
        elif isinstance(value, tuple):
            args.append(Term(value[0], tuple(Str(v) if isinstance(v, str) else v for v in value[1:])))
        else:
            args.append(Term(value))
    if clue.base == "dir_object_at":                       # row, column -> at(row, column)
        args = args[:2] + [Term("at", (args[2], args[3]))]
    kind = clue.base
    return Said(kind, clue.negated, (Term(kind, tuple(args)),))


def render_clue(clue, *, lang: str, gender: str, size: int, rooms: dict, people: dict | None = None,
                objects: dict | None = None, subject: str | None = None) -> str:
    """The canonical sentence of a clue of part 2 (card or scene); subject: the name in place of the pronoun."""
    ctx = Context(lang, size, dict(rooms), dict(people or {}), dict(objects or {}), "", gender)
    return render(from_clue(clue), ctx, subject)


# ---- cards: sentences of both parts ------------------------------------------

def _pieces(text: str) -> list[tuple[int, int]]:
    """Spans of the card between periods, spaces trimmed, empty ones dropped."""
    spans, start = [], 0
    for m in itertools.chain(re.finditer(r"\.", text), [None]):
        end = m.start() if m else len(text)
        s, e = start, end
        while s < e and text[s].isspace():
            s += 1
        while e > s and text[e - 1].isspace():
            e -= 1
        if e > s:
            spans.append((s, e))
        start = end + 1
    return spans


def _no_match(errors: list[str]) -> bool:
    """Errors of the first-language parser that say no form matched at all (not a form with a bad slot)."""
    return all("matches no accepted sentence" in e or "has no sentence" in e for e in errors)


def parse_card(text: str, *, person: str, gender: str, lang: str, size: int, rooms: dict,
               people: dict | None = None, objects: dict | None = None, first) -> tuple[list, list[str]]:
    """A card's clues of both clue languages, and its errors (messages without the person's name).

    `first(text, person=, gender=, lang=, size=, rooms=)` is the parser of clue-language.md. A card it
    reads whole is its answer; otherwise each sentence (or two or three pieces joined back, for the
    victim sentence and names holding a period) is read by it and by the forms of part 2.
    """
    # Hints are left out while the other reader may still read a sentence, and asked for only for the
    # messages kept (the hint search is most of the cost of a sentence the grammar refuses).
    clues, errors = first(text, person=person, gender=gender, lang=lang, size=size, rooms=rooms, people=people,
                          hints=False)
    if not errors:
        return clues, errors
    ctx = Context(lang, size, dict(rooms), dict(people or {person: gender}), dict(objects or {}), person, gender)
    pieces = _pieces(text)
    if not pieces:
        return [], ["the card has no sentence"]
    out: list = []
    errors = []
    victims = others = 0
    i = 0
    while i < len(pieces):
        start = pieces[i][0]
        chosen = None            # (used pieces, clues from first or Said)
        attempts = []
        for j in range(i, min(i + 3, len(pieces))):
            sentence = text[start:pieces[j][1]]
            old, old_errors = first(sentence, person=person, gender=gender, lang=lang, size=size, rooms=rooms,
                                    people=people, hints=False)
            if not old_errors and old:
                chosen = (j - i + 1, "first", old, sentence)
                break
            said, new_errors, matched, loose = _parse_one(sentence, ctx)
            if said is not None:
                chosen = (j - i + 1, "second", said, sentence)
                break
            attempts.append((old_errors, new_errors, matched, loose, sentence))
        if chosen is None:
            # The most telling errors: a form of part 2 with a bad word, a form of part 1 with a bad
            # slot, a form of part 2 naming an unknown person or room, then "matches nothing".
            ranked = []
            for n, (old_errors, new_errors, matched, loose, _) in enumerate(attempts):
                if matched and (not loose or new_errors[0].startswith("the case has no person named")):
                    ranked.append((0, n, new_errors))
                elif not _no_match(old_errors) and not old_errors[0].startswith("the case has no room named"):
                    ranked.append((1, n, old_errors))
                elif not _no_match(old_errors) and not matched:
                    ranked.append((1, n, old_errors))
                elif matched:
                    ranked.append((2, n, new_errors))
                else:
                    ranked.append((3, n, old_errors))
            rank, n, chosen_errors = min(ranked, key=lambda r: (r[0], r[1]))
            if rank in (1, 3):          # the grammar's errors are kept: now with their hints
                _, chosen_errors = first(attempts[n][4], person=person, gender=gender, lang=lang, size=size,
                                         rooms=rooms, people=people)
            if rank == 3 and lang_summary(lang):
                # The first language's list of kinds: the kinds of part 2 are sentences too.
                chosen_errors = [e + "; " + lang_summary(lang) if "the sentences of" in e else e
                                 for e in chosen_errors]
            i += n + 1
            others += 1
            errors.extend(chosen_errors)
            continue
        used, source, what, sentence = chosen
        i += used
        end = pieces[i - 1][1]
        stop = end + 1 if end < len(text) and text[end] == "." else end
        written = text[start:stop].strip()
        index = victims + others + 1
        if source == "first":
            for c in what:
                if c.kind == "victim":
                    victims += 1
                else:
                    others += 1
                out.append(dataclasses.replace(c, index=index, text=written))
        else:
            new = to_clues(what, text=written, index=index)
            others += len(new)
            out.extend(new)
    errors.extend(victim_card_errors(victims, others))
    return out, errors


def lang_summary(lang: str) -> str:
    """What the kinds of part 2 say, for the message of a sentence nothing reads ([messages] kinds)."""
    return _lang(lang).data.get("messages", {}).get("kinds", "")


def _parse_one(sentence: str, ctx: Context):
    lang = _lang(ctx.lang)
    sent = _Sentence(ctx, sentence.strip().rstrip("."))
    r = _read(sent, lang, lang.forms)
    if r is None:
        return None, [], False, False
    if r.errors:
        return None, r.errors, True, r.loose
    terms = tuple(_fill(t, r.values) for t in r.form.terms)
    return Said(r.form.kind, bool(r.values["__negated"]), terms), [], True, False


def parse_scene_clues(text: str, *, lang: str, size: int, rooms: dict, people: dict,
                      objects: dict) -> tuple[list, list[str]]:
    """The clues of one `scene` string, numbered 1, 2, ... (the loader renumbers over the field)."""
    ctx = Context(lang, size, dict(rooms), dict(people), dict(objects))
    said, errors = parse_scene(text, ctx)
    if errors:
        return [], errors
    out = []
    pieces = _split(text)
    for n, (s, piece) in enumerate(zip(said, pieces)):
        out.extend(to_clues(s, text=piece + ".", index=len(out) + 1))
    return out, []
