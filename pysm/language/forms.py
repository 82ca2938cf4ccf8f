"""The forms of clue-language-2.md, compiled from one language's data (pysm/lang/kinds-<code>.toml).

Each language's forms (format in pysm/lang/README.md, "Sentences of part 2") are sentence
templates with slots and the ASP term each says (pysm.language.terms); a slot is either one of a
few built-in kinds (the subject, a person, an object with its article, a room, a cell, the two
halves of an either/or) or a *part*: a list of alternatives, each a template with its own term and
flags. The same data reads (pysm.language.read_forms: the templates as regexes, the term built
from what the slots resolve to) and writes (pysm.language.writing: for a term and polarity, the
first form and first alternatives that produce it).

Flags on alternatives carry the reading rules that are not in a regex: `f`/`m` agree with the
speaker's gender, `other` marks "another man" (the "other" rule), `neg` is a negator (two of them
are a double negation), `negword` ("ningún", "nadie más") needs a negator elsewhere in the sentence.
"""

from __future__ import annotations

import dataclasses
import functools
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, cast

from pysm.core import diskcache
from pysm.language import lexicon, template_syntax, text, traits
from pysm.language.lexicon import LANG_DIR, normalize
from pysm.language.template_syntax import Alt, Nodes
from pysm.language.terms import Arg, Str, Term, parse_term, refs
from pysm.language.text import NAME, Prefilter, alternation, either_needs, fold_literal, holds, room_regex

# The slots the engine fills itself; every other slot is a part of the language data.
CODE_SLOTS = ("subj", "person", "obj", "room", "cell", "A", "B")
# The two halves of a choice ("either {A} or {B}"): a form with them says two cell clues at once.
HALVES = ("A", "B")


@dataclass(frozen=True)
class Slot:
    name: str  # "obj", "d", ...: the name its value goes by in the form's term
    arg: str = ""  # "{obj:un}" -> "un"
    part: str = ""  # "{pos@upos_agree}": the value "pos" read by the part "upos_agree"

    @property
    def reads(self) -> str:
        return self.part or self.name


def _slot(text: str) -> Slot:
    """ "obj:un" -> Slot("obj", "un"); "pos@upos_agree" -> Slot("pos", part="upos_agree")."""
    name, _, arg = text.partition(":")
    name, _, part = name.partition("@")
    return Slot(name, arg, part)


def _template(text: str) -> Nodes[Slot]:
    """ "{subj}(no |)estaba al {d}" -> literals, Slot and Alt nodes. Spaces are kept as written."""
    return template_syntax.parse(text, _slot)


@dataclass(frozen=True)
class Choice:
    nodes: Nodes[Slot]
    term: Arg | None  # a term template (or None: the slot gives no value)
    flags: frozenset[str]
    text: str


@dataclass(frozen=True)
class Form:
    kind: str
    nodes: Nodes[Slot]
    terms: tuple[Term, ...]  # term templates (two for the compound forms)
    negated: bool | None  # None: by its negators
    render: bool
    text: str
    error: str = ""  # a form that is refused, with this message
    strict: bool = False  # an unknown room or person means the form does not match at all
    read: bool = True  # False: only written here; the grammar (pysm.language.grammar) reads the kind


@dataclass(frozen=True)
class Lang:
    code: str
    data: dict[str, Any]  # kinds-<code>.toml
    forms: tuple[Form, ...]  # card forms, in order
    scene: tuple[Form, ...]  # scene forms
    parts: dict[str, tuple[Choice, ...]]  # name -> its alternatives
    articles: dict[str, dict[str, list[tuple[str, frozenset[str]]]]]  # table -> {class: [(word, flags)]}
    pronouns: dict[str, str]  # normalized pronoun -> gender
    room_preps: tuple[str, ...]
    regexes: dict[object, object]  # id(form) -> (regex, spec); the needs and prefilters, made on first use
    traits: bool = False  # its people are also said with each trait value (load(code, traits=True))


def _choices(raw: list[str | list[str]]) -> tuple[Choice, ...]:
    out = []
    for entry in raw:
        text, term, *flags = entry if isinstance(entry, list) else [entry, ""]
        flagset = frozenset(f for fl in flags for f in fl.split())
        out.append(Choice(_template(text), parse_term(term) if term else None, flagset, text))
    return tuple(out)


def _forms(raw: list[dict[str, Any]]) -> tuple[Form, ...]:
    out = []
    for entry in raw:
        terms = entry["term"] if isinstance(entry["term"], list) else [entry["term"]]
        negated = entry.get("negated")
        for say in entry["say"]:
            out.append(
                Form(
                    entry["kind"],
                    _template(say),
                    tuple(cast(Term, parse_term(t)) for t in terms),  # a form's term is name(args)
                    negated,
                    entry.get("render", True) and not entry.get("error"),
                    say,
                    entry.get("error", ""),
                    entry.get("strict", False),
                    entry.get("read", True),
                )
            )
    return tuple(out)


# The words for people that a trait may narrow (pysm.core.kinds.TRAIT_BASES).
_TRAIT_BASES = ("anyone", "people", "f", "m")


def _with_traits(code: str, d: dict[str, Any], parts: dict[str, tuple[Choice, ...]]) -> dict[str, tuple[Choice, ...]]:
    """The parts that [traits] names, each alternative for people also said with every trait value
    the language has words for: "a man" -> "a man with glasses", term with(m,"glasses","yes"). An
    alternative flagged `traitonly` is said only so ("every person" -> "every person with glasses")."""
    spec = d.get("traits")
    if not spec:
        return parts
    pairs = [
        (name, value, words)
        for name in traits.known()
        for value in traits.values(name)
        if (words := traits.words(name, value, code))
    ]
    nouns = dict(spec.get("nouns", []))  # noun -> the adjective's form after it (m, f, plural)
    out = dict(parts)
    for part in spec["parts"]:
        extra = []
        for choice in parts[part]:
            if isinstance(choice.term, Term) and not choice.term.args and choice.term.name in _TRAIT_BASES:
                for name, value, words in pairs:
                    term = Term("with", (choice.term, Str(name), Str(value)))
                    for said in _trait_texts(choice.text, words, spec, nouns):
                        extra.append(Choice(_template(said), term, choice.flags - {"traitonly"}, said))
        # "traitonly": people said only with a trait ("every person with glasses", not "every person")
        out[part] = tuple(c for c in parts[part] if "traitonly" not in c.flags) + tuple(extra)
    return out


def _trait_texts(text: str, words: dict[str, Any], spec: dict[str, Any], nouns: dict[str, str]) -> list[str]:
    """A phrase for people said with a trait: "a man" -> "a man with glasses", and where the trait has an
    adjective and the phrase ends with a noun of [traits] nouns, "a bald man" (es "un hombre calvo").
    A key of nouns may hold the words before its noun, where they choose the adjective's ending (de
    "einem Mann" -> "glatzköpfigen", "ein Mann" -> "glatzköpfiger"): the longest key that ends the
    phrase decides, and the adjective stands next to the key's last word, the noun."""
    # an empty "with" ([traits] of ru): each trait's words carry their own preposition ("в очках")
    out = [" ".join(w for w in (text, spec["with"], words["with"]) if w)] if words.get("with") else []
    adjective = words.get("adjective", {})
    keys = [key for key in nouns if text == key or text.endswith(" " + key)]
    if keys:
        key = max(keys, key=len)
        form, noun = nouns[key], key.split(" ")[-1]
        if adjective.get(form):
            head = text[: len(text) - len(noun)]
            after = spec.get("adjective") == "after"
            out.append(f"{head}{noun} {adjective[form]}" if after else f"{head}{adjective[form]} {noun}")
    return out


def slot_room_preps(lang: Lang, arg: str) -> tuple[str, ...]:
    """The words a {room:ARG} slot reads before a room name ("the" in "adjoining the Kitchen"),
    normalized, longest first; "" when the name may stand alone. [room_preps] ARG maps each
    preposition the writer puts before a room ([rooms] rules of <code>.toml) to the one written
    there instead."""
    table = lang.data.get("room_preps", {}).get(arg, [])
    return tuple(sorted({normalize(to) for _, to in table}, key=lambda p: (-len(p), p)))


def slot_room_prep(lang: Lang, arg: str, prep: str) -> str:
    """The word a {room:ARG} slot writes for a room the writer puts after `prep` ("in the" -> "the")."""
    written: str = dict(lang.data.get("room_preps", {}).get(arg, [])).get(prep, prep)
    return written


@functools.cache
def trait_words(code: str) -> tuple[str, ...]:
    """Every word of a trait value in the language (its "with" words and adjectives), normalized."""
    out: set[str] = set()
    for name in traits.known():
        for value in traits.values(name):
            words = traits.words(name, value, code) or {}
            out |= {normalize(w) for w in [words.get("with", ""), *words.get("adjective", {}).values()] if w}
    return tuple(sorted(out))


def mentions_trait(code: str, norm: str) -> bool:
    """Whether a normalized sentence holds a trait's words: only then is it read with the forms of
    people of a trait (load(code, traits=True)), whose many alternatives cost seconds to compile."""
    padded = f" {norm} "
    return any(f" {w} " in padded or f" {w}." in padded or f" {w}," in padded for w in trait_words(code))


def load(code: str, traits: bool = False) -> Lang:
    """The forms of a language; with traits, its people are also said with each trait value ([traits])."""
    return _load(code, bool(traits))


@functools.cache
def _load(code: str, traits: bool) -> Lang:
    path = LANG_DIR / f"kinds-{code}.toml"
    d = diskcache.toml(path)
    parts = {name: _choices(raw) for name, raw in d["parts"].items()}
    if traits:
        parts = _with_traits(code, d, parts)
    else:  # "traitonly": said only with a trait
        parts = {name: tuple(c for c in choices if "traitonly" not in c.flags) for name, choices in parts.items()}
    articles: dict[str, dict[str, list[tuple[str, frozenset[str]]]]] = {}
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
    lang = Lang(code, d, _forms(d["form"]), _forms(d.get("scene", [])), parts, articles, pronouns, preps, {}, traits)
    for form in lang.forms + lang.scene:
        for node in _walk(form.nodes):
            if isinstance(node, Slot) and node.name not in CODE_SLOTS and node.reads not in parts:
                raise ValueError(f"{path}: form {form.text!r}: unknown slot {{{node.name}}}")
            if isinstance(node, Slot) and node.name == "obj" and node.arg not in articles:
                raise ValueError(f"{path}: form {form.text!r}: unknown article table {node.arg!r}")
        said = {n.name for n in _walk(form.nodes) if isinstance(n, Slot)}
        for t in form.terms:
            missing = refs(t) - said
            if missing and not form.error:
                raise ValueError(
                    f"{path}: form {form.text!r}: its term reads {sorted(missing)}, which it has no slot for"
                )
    return lang


def _walk(nodes: Nodes[Slot]) -> Iterator[str | Slot | Alt[Slot]]:
    for n in nodes:
        yield n
        if isinstance(n, Alt):
            for o in n.options:
                yield from _walk(o)


# ---- compiling a form into a regex -------------------------------------------


@dataclass
class GroupSpec:
    """What a regex group stands for: a slot, and for a part, its alternatives' groups."""

    slot: Slot
    group: str
    alts: list[tuple[str, Choice, list[GroupSpec]]] = dataclasses.field(
        default_factory=list
    )  # [(group, Choice, [GroupSpec])]
    sub: dict[str, str] = dataclasses.field(default_factory=dict)  # built-in slots: inner group names


class _Compiler:
    def __init__(self, lang: Lang):
        self.lang = lang
        self.n = 0

    def group(self) -> str:
        self.n += 1
        return f"g{self.n}"

    def compile(self, nodes: Nodes[Slot]) -> tuple[str, list[GroupSpec]]:
        parts: list[str] = []
        specs: list[GroupSpec] = []
        for node in nodes:
            if isinstance(node, str):
                parts.append(re.escape(fold_literal(node)).replace(r"\ ", " "))
            elif isinstance(node, Alt):
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

    def slot(self, node: Slot) -> tuple[str, GroupSpec]:
        lang, g = self.lang, self.group()
        spec = GroupSpec(node, g)
        if node.name == "subj":
            words = alternation(list(lang.pronouns) + [NAME])
            if lang.data["subject"].get("required", False):
                return f"(?P<{g}>{words}) ", spec
            return f"(?:(?P<{g}>{words}) )?", spec
        if node.name == "person":
            return f"(?P<{g}>[^ ,][^,]*?)", spec
        if node.name in ("A", "B"):
            return f"(?P<{g}>[^ ][^.]*?)", spec
        if node.name == "cell":
            # "C4", or "(Z4/S3)": a row and a column by the labels of the language's [cell] labels
            labels = [
                rf"\({re.escape(normalize(r))}[0-9]/{re.escape(normalize(c))}[0-9]\)"
                for r, c in lang.data.get("cell", {}).get("labels", [])
            ]
            return f"(?P<{g}>{'|'.join(['[a-z][0-9]'] + labels)})", spec
        if node.name == "room" and node.arg:
            preps = [p for p in slot_room_preps(lang, node.arg) if p]
            return f"(?P<{g}>{'(?:' + room_regex(preps) + ')?' if preps else ''}[^ ].*?)", spec
        if node.name == "room":
            return f"(?P<{g}>{room_regex(lang.room_preps)}[^ ].*?)", spec
        if node.name == "obj":
            table = lang.articles[node.arg]
            arts = [w for entries in table.values() for w, _ in entries]
            art_g, noun_g = self.group(), self.group()
            spec.sub = {"art": art_g, "noun": noun_g}
            # plural nouns of more than one word too ("todas las sillas de ruedas", "tous les feux de camp")
            nouns = alternation(
                lexicon.multiword_nouns(lang.code)
                + tuple(normalize(p) for p in lang.data.get("plurals", {}).values() if " " in p)
            )
            noun_rx = (nouns + "|" if nouns else "") + r"[^ .,]+"
            # a space after the article, none after an elided one ("de l'arbre")
            art_rx = f"(?P<{art_g}>{alternation(normalize(a) for a in arts if a)})(?: |(?<='))" if any(arts) else ""
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


def compiled(lang: Lang, form: Form) -> tuple[re.Pattern[str], list[GroupSpec]]:
    """A form's regex and what its groups stand for, compiled on first use (start-up cost)."""
    key = id(form)
    if key not in lang.regexes:
        c = _Compiler(lang)
        rx, specs = c.compile(form.nodes)
        lang.regexes[key] = (re.compile(rx), specs)
    return cast("tuple[re.Pattern[str], list[GroupSpec]]", lang.regexes[key])


def _needs(lang: Lang, nodes: Nodes[Slot], stack: tuple[str, ...] = ()) -> frozenset[frozenset[str]]:
    """What every sentence a template matches contains, as clauses (sets of texts, one of which the
    sentence holds): a sound quick test before a form's regex is compiled and tried (start-up cost)."""
    out: set[frozenset[str]] = set()
    for node in nodes:
        if isinstance(node, str):
            out.update(frozenset([p]) for p in fold_literal(node).split(" ") if p)
        elif isinstance(node, Alt):
            out |= either_needs(_needs(lang, o, stack) for o in node.options)
        elif node.name == "room" and not node.arg:
            out |= either_needs(frozenset(frozenset([p]) for p in w.split(" ") if p) for w in lang.room_preps)
        elif node.name not in CODE_SLOTS and node.reads not in stack:
            key = ("part", node.reads)
            if key not in lang.regexes:
                lang.regexes[key] = either_needs(
                    _needs(lang, c.nodes, stack + (node.reads,)) for c in lang.parts[node.reads]
                )
            out |= cast("frozenset[frozenset[str]]", lang.regexes[key])
    return frozenset(out)


def _form_needs(lang: Lang, form: Form) -> tuple[tuple[str, ...], ...]:
    key = ("needs", id(form))
    needs = cast("tuple[tuple[str, ...], ...] | None", lang.regexes.get(key))
    if needs is None:
        needs = lang.regexes[key] = tuple(tuple(c) for c in _needs(lang, form.nodes))
    return needs


def may_match(lang: Lang, form: Form, sent: str) -> bool:
    """A quick necessary test: the sentence holds every text the form cannot do without."""
    return holds(_form_needs(lang, form), sent)


def candidates(lang: Lang, forms: tuple[Form, ...], sent: str) -> list[Form]:
    """The forms of `forms` (lang.forms or lang.scene) that read sentences and pass may_match, in
    order: the prefilter (text.Prefilter) looks at the sentence once for all of them."""
    key = ("prefilter", id(forms))
    found = cast(
        "tuple[tuple[Form, ...], tuple[tuple[tuple[str, ...], ...], ...], Prefilter] | None", lang.regexes.get(key)
    )
    if found is None:
        read = tuple(f for f in forms if f.read)
        name = _needs_entry(lang, "scene" if forms is lang.scene else "forms")
        needs = diskcache.load(name) if name else None
        if not (isinstance(needs, tuple) and len(needs) == len(read)):
            needs = tuple(_form_needs(lang, f) for f in read)
            if name:
                diskcache.store(name, needs)
        found = lang.regexes[key] = (read, needs, Prefilter(list(needs)))
    read, needs, prefilter = found
    return [read[i] for i in prefilter.keep(sent) if holds(needs[i], sent)]


def _needs_entry(lang: Lang, which: str) -> str | None:
    """The cache entry of the needs of a language's card or scene forms (pysm.core.diskcache): working
    them out for every form is most of the first sentence a fresh process reads with the forms. Keyed
    by the language's forms data and the code that reads it into needs."""
    files = (
        LANG_DIR / f"kinds-{lang.code}.toml",
        Path(__file__),
        Path(template_syntax.__file__),
        Path(lexicon.__file__),
        Path(text.__file__),
    ) + ((LANG_DIR / "traits.toml",) if lang.traits else ())
    try:
        data = b"\0".join(f.read_bytes() for f in files)
    except OSError:
        return None
    return diskcache.entry_name(f"needs-{which}" + ("-traits" if lang.traits else ""), data)


@functools.cache
def plurals(code: str) -> dict[str, str]:
    """normalized plural noun -> object id ([plurals] of kinds-<code>.toml: the nouns after "todas las",
    "alle", "all the")."""
    return {normalize(p): oid for oid, p in load(code).data.get("plurals", {}).items()}


@functools.cache
def plural_ids(code: str) -> frozenset[str]:
    """The object ids that have a plural noun ([plurals])."""
    return frozenset(plurals(code).values())


def article_flags(lang: Lang, table: str) -> tuple[frozenset[str], dict[str, frozenset[str]]]:
    """An article table's plural articles (normalized) and the flags of each article that has some (the
    first entry that says it, in the table's order)."""
    key = ("articles", table)
    found = cast("tuple[frozenset[str], dict[str, frozenset[str]]] | None", lang.regexes.get(key))
    if found is None:
        plural: set[str] = set()
        flags: dict[str, frozenset[str]] = {}
        for entries in lang.articles[table].values():
            for word, fl in entries:
                if "plural" in fl:
                    plural.add(normalize(word))
                if fl:
                    flags.setdefault(normalize(word), fl)
        found = lang.regexes[key] = (frozenset(plural), flags)
    return found


@functools.cache
def not_first_words(code: str) -> frozenset[str]:
    return frozenset(normalize(w) for w in load(code).data.get("person", {}).get("not_first", []))


def summary(lang: str) -> str:
    """What the kinds of part 2 say, for the message of a sentence nothing reads ([messages] kinds)."""
    said: str = load(lang).data.get("messages", {}).get("kinds", "")
    return said
