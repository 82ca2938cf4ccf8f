"""The composing grammar of clue-lexicon.md, compiled from one language's data.

Reading is a grammar that composes: per kind a `phrase`, inside clauses built from [fragments]
(subject, verb, posture, negation) and word classes that carry agreement, polarity and values,
all from pysm/lang/<code>.toml (format in pysm/lang/README.md). The negated kind is never listed:
it is read from the words' polarity ("no", "not", "n't", "niet", "geen", "no" for "a"; "ningún" and
"any" only under a negation). Templates are compiled once per language into regexes over
normalized text, each with the texts every sentence it matches must hold (a quick first test).

This module builds that grammar (`load`); pysm.language.read_grammar reads sentences with it and
pysm.language.writing writes the [sentences] forms (variant 0 is canonical) and the [varied]
forms the generator may also write.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pysm.core import diskcache, model
from pysm.core.model import ALL_KINDS
from pysm.language import lexicon, template_syntax, text
from pysm.language.lexicon import normalize
from pysm.language.template_syntax import Alt, Nodes

# Every kind a sentence may say, positive or negated (the kinds table).
KNOWN_KINDS = frozenset(model.CARD_KINDS) | frozenset(model.SCENE_KINDS)
# The kinds that are a line of the board (row, column): their number counts from an edge, and the
# language data writes them from its [rows] and [columns] tables.
LINE_KINDS = tuple(k for k, heads in model.POSITION_HEADS.items() if heads == ("int",) and k in ALL_KINDS)
# The slots whose text is free (a room name, a person's name): templates without them are tried first.
FREE_ROLES = ("room", "person")


# ---- templates ---------------------------------------------------------------


@dataclass(frozen=True)
class GrammarSlot:
    """A slot of a written template ("{room}"), as the grammar parses it (writing fills it)."""

    name: str


@functools.lru_cache(maxsize=None)
def template(text: str) -> Nodes[GrammarSlot]:
    """ "{subj} estaba (en|sobre) {un} {obj}" -> a sequence of literals, slots and alternatives."""
    return template_syntax.parse(text, GrammarSlot, top_choice=True)


# ---- the compiled grammar of one language ------------------------------------


@dataclass(frozen=True)
class WordClass:
    """A [words] or [values] class: the words a {slot} of that name accepts and what they carry."""

    name: str
    words: dict[str, str | None]  # normalized word -> gender it agrees with (None: any)
    polarity: str = ""  # "neg": negates the clause; "npi": needs a negation
    flip: bool = False  # counts a row or column from the other end
    sets_gender: bool = False  # the word's gender is the clue's gender
    values: dict[str, int | str] | None = None  # normalized word -> value ([values] classes)


@dataclass
class Pattern:
    """One read template of a kind: its regex and what its groups stand for."""

    kind: str
    source: str  # the regex, compiled on first use (start-up cost)
    groups: tuple[tuple[str, str, str, int], ...]  # (regex group, role, slot name, frame)
    free: bool  # has a free-text slot (room, person)
    needs: tuple[tuple[str, ...], ...]  # clauses: one text of each is in every sentence it matches
    _regex: re.Pattern[str] | None = None

    @property
    def regex(self) -> re.Pattern[str]:
        if self._regex is None:
            self._regex = re.compile(self.source)
        return self._regex

    def may_match(self, sent: str) -> bool:
        """A quick necessary test: the sentence holds every text the template cannot do without."""
        return text.holds(self.needs, sent)


@dataclass(frozen=True)
class Grammar:
    lang: str
    data: dict[str, Any]  # the language's data (lexicon.data)
    templates: dict[str, tuple[Nodes[GrammarSlot], ...]]  # kind -> parsed [sentences] (what the renderer writes)
    patterns: tuple[Pattern, ...]  # the read templates, in matching priority
    classes: dict[str, WordClass]
    room_preps: tuple[str, ...]  # normalized, longest first
    negations: tuple[str, ...]  # normalized words of the "neg" classes, for messages
    hints: dict[str, tuple[str, ...]]  # [hints]: feature -> normalized words
    dotted: frozenset[str]  # words before a period inside a template ("victima")
    prefilter: text.Prefilter  # which patterns a sentence may match, at one look


def _literal_regex(literal: str) -> str:
    """A literal of a template as a regex over normalized text; '. ' also matches '.', and a comma may
    come before any space."""
    core = text.fold_literal(literal)
    out = []
    for i, ch in enumerate(core):
        if ch == " " and core[i - 1 : i] == ".":
            out.append(" ?")
        elif ch == " ":
            out.append(",? ")  # "She was in the Hall, with another woman"
        else:
            out.append(re.escape(ch))
    return "".join(out)


def _word_class(lang: str, name: str, spec: Any, values: dict[str, list[str]] | None = None) -> WordClass:
    """One class of [words] (a list, or a table with any / f / m and flags) or of [values]."""
    where = f"{lang}.toml [{'values' if values is not None else 'words'}] {name}"
    if values is not None:
        words: dict[str, str | None] = {}
        vals: dict[str, int | str] = {}
        for key, forms in spec.items():
            value: int | str = int(key) if re.fullmatch(r"-?\d+", key) else key
            for w in forms:
                words[normalize(w)] = None
                vals[normalize(w)] = value
        return WordClass(name, words, values=vals)
    if isinstance(spec, list):
        spec = {"any": spec}
    unknown = set(spec) - {"any", "f", "m", "polarity", "flip", "sets_gender"}
    if unknown or spec.get("polarity", "") not in ("", "neg", "npi"):
        raise ValueError(f"{where}: unknown keys {sorted(unknown)} or polarity")
    words = {}
    for w in spec.get("any", []):
        words[normalize(w)] = None
    for g in ("f", "m"):
        for w in spec.get(g, []):
            w = normalize(w)
            words[w] = g if words.get(w, g) == g else None
    if not words:
        raise ValueError(f"{where}: no words")
    return WordClass(name, words, spec.get("polarity", ""), bool(spec.get("flip")), bool(spec.get("sets_gender")))


class _Compiler:
    """Turns the read templates of one language into regexes with one named group per slot.

    Fragments ({name} of [fragments]) are inlined; {phrase} is the kind's own phrase; {@kind}
    is another kind's phrase read as a nested clause (its slots go to a new frame)."""

    def __init__(self, g: dict[str, Any], kind: str):
        self.g = g
        self.kind = kind
        self.groups: list[tuple[str, str, str, int]] = []
        self.frames = 1
        self.stack: list[str] = []

    def _group(self, role: str, name: str, frame: int) -> str:
        group = f"g{len(self.groups)}"
        self.groups.append((group, role, name, frame))
        return group

    def _phrases(self, kind: str, frame: int) -> str:
        texts = self.g["kinds"].get(kind, {}).get("phrase")
        if not texts:
            raise ValueError(f"{self.g['lang']}.toml: kind {kind} has no phrase")
        return "|".join(self.compile(template(t), frame) for t in texts)

    def needs(
        self, nodes: Nodes[GrammarSlot], kind: str | None = None, stack: tuple[str, ...] = ()
    ) -> frozenset[frozenset[str]]:
        """What every sentence matching the nodes contains, as clauses: each clause a set of texts
        one of which the sentence holds (pieces between spaces of literals and words, normalized).
        A sound prefilter: a template is compiled and tried only on sentences that satisfy them all."""
        kind = kind or self.kind
        out: set[frozenset[str]] = set()
        for node in nodes:
            if isinstance(node, str):
                out.update(frozenset([p]) for p in normalize(node).split(" ") if p)
            elif isinstance(node, Alt):
                out |= text.either_needs(self.needs(o, kind, stack) for o in node.options)
            else:
                out |= self._slot_needs(node.name, kind, stack)
        return frozenset(out)

    def _slot_needs(self, name: str, kind: str, stack: tuple[str, ...]) -> frozenset[frozenset[str]]:
        g = self.g
        if name in stack:
            return frozenset()
        if name == "phrase" or name.startswith("@"):
            inner = kind if name == "phrase" else name[1:]
            texts = g["kinds"].get(inner, {}).get("phrase") or []
            return text.either_needs(self.needs(template(t), inner, stack + (name,)) for t in texts)
        if name in g["fragments"]:
            return self.needs(template(g["fragments"][name]), kind, stack + (name,))
        if name == "room":
            words = g["room_preps"]
        elif name in g["classes"] and name != "subj":
            words = g["classes"][name].words
        else:
            return frozenset()
        return text.either_needs(frozenset(frozenset([p]) for p in w.split(" ") if p) for w in words)

    def compile(self, nodes: Nodes[GrammarSlot], frame: int = 0) -> str:
        parts: list[str] = []
        for i, node in enumerate(nodes):
            if isinstance(node, str):
                nxt = nodes[i + 1] if i + 1 < len(nodes) else None
                if self.g["elided"] and node.endswith(" ") and getattr(nxt, "name", "").startswith("obj"):
                    # an elided article joins its noun: "accanto a un'amaca"
                    parts.append(_literal_regex(node[:-1]) + "(?:,? |(?<='))")
                    continue
                parts.append(_literal_regex(node))
            elif isinstance(node, Alt):
                parts.append("(?:" + "|".join(self.compile(o, frame) for o in node.options) + ")")
            else:
                parts.append(self._slot(node.name, frame))
        return "".join(parts)

    def _slot(self, name: str, frame: int) -> str:
        g = self.g
        if name in self.stack:
            raise ValueError(f"{g['lang']}.toml: template slot {{{name}}} refers to itself")
        if name == "phrase":
            group = self._group("phrase", self.kind, frame)
            self.stack.append(name)
            body = self._phrases(self.kind, frame)
            self.stack.pop()
            return f"(?P<{group}>{body})"
        if name.startswith("@"):
            kind = name[1:]
            inner = self.frames
            self.frames += 1
            group = self._group("frame", kind, inner)
            self.stack.append(name)
            body = self._phrases(kind, inner)
            self.stack.pop()
            return f"(?P<{group}>{body})"
        if name in g["fragments"]:
            group = self._group("frag", name, frame)
            self.stack.append(name)
            body = self.compile(template(g["fragments"][name]), frame)
            self.stack.pop()
            return f"(?P<{group}>{body})"
        if name == "subj":
            group = self._group("word", name, frame)
            return f"(?P<{group}>{text.alternation(list(g['classes']['subj'].words) + [text.NAME])})"
        if name in g["classes"]:
            group = self._group("word", name, frame)
            return f"(?P<{group}>{text.alternation(g['classes'][name].words)})"
        if name == "room":
            group = self._group("room", name, frame)
            return f"(?P<{group}>{text.room_regex(g['room_preps'])}.+?)"
        if name == "roomname":
            # A room's name without a preposition (after a word that places it: "outside the {roomname}").
            group = self._group("room", name, frame)
            return f"(?P<{group}>.+?)"
        if name == "obj" or name.startswith("obj_"):  # "obj_ins": the noun in a case ("стулом")
            group = self._group("obj", name, frame)
            multi = g["multiword"]
            return f"(?P<{group}>{(text.alternation(multi) + '|') if multi else ''}[^ .]+)"
        if name == "person":
            group = self._group("person", name, frame)
            return f"(?P<{group}>.+?)"
        raise ValueError(f"{g['lang']}.toml [kinds] {self.kind}: unknown slot {{{name}}}")


@functools.cache
def load(lang: str) -> Grammar:
    """Everything the parser and renderer need for one language, built once."""
    d = lexicon.data(lang)
    classes = {n: _word_class(lang, n, spec) for n, spec in d["words"].items()}
    for n, spec in d.get("values", {}).items():
        if n in classes:
            raise ValueError(f"{lang}.toml: {n} is both in [words] and [values]")
        classes[n] = _word_class(lang, n, spec, values=spec)
    clash = sorted(set(classes) & set(d.get("fragments", {})))
    if clash:
        raise ValueError(f"{lang}.toml: {clash} named both in [fragments] and [words]/[values]")
    if "subj" not in classes:
        raise ValueError(f"{lang}.toml [words]: no subj")
    room_preps = tuple(sorted({normalize(p) for p in d["rooms"]["accept"]}, key=lambda p: (-len(p), p)))
    multiword = list(lexicon.multiword_nouns(lang))
    g = {
        "lang": lang,
        "classes": classes,
        "fragments": d.get("fragments", {}),
        "kinds": d["kinds"],
        "room_preps": room_preps,
        "multiword": multiword,
        "elided": any(w.endswith("'") for c in classes.values() for w in c.words),
    }  # "un'", "l'"

    missing = [k for k in ALL_KINDS if k not in d["sentences"]]
    unknown = [k for k in d["sentences"] if k not in KNOWN_KINDS]
    if missing or unknown:
        raise ValueError(f"{lang}.toml [sentences]: missing kinds {missing}, unknown kinds {unknown}")
    templates = {kind: tuple(template(t) for t in texts) for kind, texts in d["sentences"].items()}
    # [varied]: more forms the generator may write (after those of [sentences]); the library need not
    # hold them all.
    bad = sorted(k for k in d.get("varied", {}) if k not in templates or model.base_kind(k) in LINE_KINDS)
    if bad:
        raise ValueError(f"{lang}.toml [varied]: kinds {bad} have no [sentences] or are rows / columns")
    for kind, texts in d.get("varied", {}).items():
        templates[kind] += tuple(template(t) for t in texts)

    bases = {k for k in ALL_KINDS if not model.is_negated(k)}
    missing = sorted(bases - set(d["kinds"]))
    unknown = sorted(k for k in d["kinds"] if k not in model.KINDS)
    if missing or unknown:
        raise ValueError(f"{lang}.toml [kinds]: missing kinds {missing}, unknown kinds {unknown}")
    patterns = tuple(Pattern(*fields) for fields in _pattern_fields(lang, g))
    negations = tuple(w for c in classes.values() if c.polarity == "neg" for w in c.words)
    hints = {k: tuple(normalize(w) for w in v) for k, v in d.get("hints", {}).items()}
    dotted = frozenset(
        normalize(m.group(1))
        for spec in d["kinds"].values()
        for t in spec.get("read", [])
        for m in re.finditer(r"(\w+)\. ", t)
    )
    return Grammar(
        lang,
        d,
        templates,
        patterns,
        classes,
        room_preps,
        negations,
        hints,
        dotted,
        text.Prefilter([p.needs for p in patterns]),
    )


# The fields of a Pattern but its regex: kind, source, groups, free, needs.
_Fields = tuple[str, str, tuple[tuple[str, str, str, int], ...], bool, tuple[tuple[str, ...], ...]]


def _pattern_fields(lang: str, g: dict[str, Any]) -> list[_Fields]:
    """The read templates of a language as Pattern fields, in matching priority; kept on disk
    (pysm.core.diskcache), keyed by the language's data and the code that compiles it, since building
    them is most of a fresh process's first card."""
    name = _patterns_entry(lang)
    kept = diskcache.load(name) if name else None
    if isinstance(kept, list):
        return kept
    ranked: list[tuple[tuple[bool, int, int], _Fields]] = []
    for order, (kind, spec) in enumerate(g["kinds"].items()):
        for n, read in enumerate(spec.get("read", [])):
            c = _Compiler(g, kind)
            source = c.compile(template(read))
            free = any(role in FREE_ROLES for _, role, _, _ in c.groups)
            needs = tuple(
                sorted((tuple(sorted(cl)) for cl in c.needs(template(read))), key=lambda cl: (len(cl), -len(cl[0]), cl))
            )
            # Templates without free text first (so "en la fila de arriba" is a row, not a room).
            ranked.append(((free, order, n), (kind, source, tuple(c.groups), free, needs)))
    fields = [f for _, f in sorted(ranked, key=lambda r: r[0])]
    if name:
        diskcache.store(name, fields)
    return fields


def _patterns_entry(lang: str) -> str | None:
    """The cache entry of a language's patterns: its data files and the modules that compile them."""
    files = (
        lexicon.LANG_DIR / f"{lang}.toml",
        lexicon.LANG_DIR / "objects.toml",
        Path(__file__),
        Path(template_syntax.__file__),
        Path(lexicon.__file__),
        Path(text.__file__),
    )
    try:
        data = b"\0".join(f.read_bytes() for f in files)
    except OSError:
        return None
    return diskcache.entry_name("patterns", data)
