"""Card sentences <-> Clue values, both ways from the same language data.

Why one module for both directions: the parser and the renderer read the same
language file (pysm/lang/<code>.toml, format in pysm/lang/README.md), so every
sentence the generator writes is one the verifier accepts (a test renders
every form and reads it back), and adding a language means adding a data file.

Reading is a grammar that composes: per kind a `phrase`, inside clauses built
from [fragments] (subject, verb, posture, negation) and word classes that
carry agreement, polarity and values. The negated kind is never listed: it is
read from the words' polarity ("no", "not", "n't", "niet", "geen", "no" for
"a"; "ningún" and "any" only under a negation). Templates are compiled once
per language into regexes over normalized text, with one combined regex as a
quick first test. A card is cut at its periods; a piece that ends in a short
word or a word before a period of a room name or template (the victim
sentence, "St. James", "2.ª") is also tried joined with the next one or two.
A match becomes a Clue when its slots resolve; otherwise it yields error
messages, quoting the card as written, with a closest accepted form only when
one keeps the sentence's negation, axis, number and kind.

Writing takes the [sentences] forms (variant 0 is canonical) and the
[varied] forms the generator may also write.
"""
from __future__ import annotations

import difflib
import functools
import itertools
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Sequence

from pysm.core import diskcache

from pysm.language import lexicon as language
from pysm.language.lexicon import normalize, normalize_map, room_phrase
from pysm.core import model
from pysm.language import template_syntax
from pysm.language.template_syntax import Alt as _Alt
from pysm.core.model import ALL_KINDS, Clue

__all__ = ["parse_card", "parse_scene", "render_clue", "render_card", "variant_count"]

_NAME = "\x01"          # stands for the person's own name in a normalized sentence
_GENDER_WORD = {"f": "woman", "m": "man"}


# ---- templates ---------------------------------------------------------------

@dataclass(frozen=True)
class _Slot:
    name: str


def _parse_template(text: str) -> tuple:
    """"{subj} estaba (en|sobre) {un} {obj}" -> a sequence of literals, slots and alternatives."""
    return template_syntax.parse(text, _Slot, top_choice=True)


def _slots(nodes) -> list[str]:
    out = []
    for n in nodes:
        if isinstance(n, _Slot):
            out.append(n.name)
        elif isinstance(n, _Alt):
            for o in n.options:
                out.extend(_slots(o))
    return out


# ---- the compiled grammar of one language ------------------------------------

@dataclass(frozen=True)
class _WordClass:
    """A [words] or [values] class: the words a {slot} of that name accepts and what they carry."""

    name: str
    words: dict[str, str | None]        # normalized word -> gender it agrees with (None: any)
    polarity: str = ""                  # "neg": negates the clause; "npi": needs a negation
    flip: bool = False                  # counts a row or column from the other end
    sets_gender: bool = False           # the word's gender is the clue's gender
    values: dict[str, int | str] | None = None      # normalized word -> value ([values] classes)


def _holds(needs: tuple[tuple[str, ...], ...], sent: str) -> bool:
    """Whether a sentence holds one text of each clause (plain loops: this runs for every template)."""
    for clause in needs:
        for text in clause:
            if text in sent:
                break
        else:
            return False
    return True


@dataclass
class _Pattern:
    kind: str
    source: str                                     # the regex, compiled on first use (start-up cost)
    groups: tuple[tuple[str, str, str, int], ...]   # (regex group, role, slot name, frame)
    free: bool                                      # has a free-text slot (room, person)
    needs: tuple[tuple[str, ...], ...]              # clauses: one text of each is in every sentence it matches
    _regex: re.Pattern | None = None

    @property
    def regex(self) -> re.Pattern:
        if self._regex is None:
            self._regex = re.compile(self.source)
        return self._regex

    def may_match(self, sent: str) -> bool:
        """A quick necessary test: the sentence holds every text the template cannot do without."""
        return _holds(self.needs, sent)


@dataclass(frozen=True)
class _Grammar:
    lang: str
    data: dict
    templates: dict[str, tuple[tuple, ...]]         # kind -> parsed [sentences] (what the renderer writes)
    patterns: tuple[_Pattern, ...]                  # the read templates, in matching priority
    classes: dict[str, _WordClass]
    room_preps: tuple[str, ...]                     # normalized, longest first
    negations: tuple[str, ...]                      # normalized words of the "neg" classes, for messages
    hints: dict[str, tuple[str, ...]]               # [hints]: feature -> normalized words
    dotted: frozenset[str]                          # words before a period inside a template ("victima")


def _alternation(words) -> str:
    return "|".join(re.escape(w) for w in sorted(set(words), key=lambda w: (-len(w), w)))


def _literal_regex(text: str) -> str:
    """A literal of a template as a regex over normalized text; '. ' also matches '.', and a comma may
    come before any space."""
    lead, trail = text[:1] == " ", text[-1:] == " "
    core = normalize(text)
    core = (" " if lead else "") + core + (" " if trail and core else "")
    out = []
    for i, ch in enumerate(core):
        if ch == " " and core[i - 1:i] == ".":
            out.append(" ?")
        elif ch == " ":
            out.append(",? ")           # "She was in the Hall, with another woman"
        else:
            out.append(re.escape(ch))
    return "".join(out)


def _word_class(lang: str, name: str, spec, values: dict | None = None) -> _WordClass:
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
        return _WordClass(name, words, values=vals)
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
    return _WordClass(name, words, spec.get("polarity", ""), bool(spec.get("flip")),
                      bool(spec.get("sets_gender")))


class _Compiler:
    """Turns the read templates of one language into regexes with one named group per slot.

    Fragments ({name} of [fragments]) are inlined; {phrase} is the kind's own phrase; {@kind}
    is another kind's phrase read as a nested clause (its slots go to a new frame)."""

    FREE = ("room", "person")

    def __init__(self, g: dict, kind: str):
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
        return "|".join(self.compile(_template(t), frame) for t in texts)

    def needs(self, nodes, kind: str | None = None, stack: tuple = ()) -> frozenset[frozenset[str]]:
        """What every sentence matching the nodes contains, as clauses: each clause a set of texts
        one of which the sentence holds (pieces between spaces of literals and words, normalized).
        A sound prefilter: a template is compiled and tried only on sentences that satisfy them all."""
        kind = kind or self.kind
        out: set[frozenset[str]] = set()
        for node in nodes:
            if isinstance(node, str):
                out.update(frozenset([p]) for p in normalize(node).split(" ") if p)
            elif isinstance(node, _Alt):
                out |= self._either(self.needs(o, kind, stack) for o in node.options)
            else:
                out |= self._slot_needs(node.name, kind, stack)
        return frozenset(out)

    @staticmethod
    def _either(options) -> frozenset[frozenset[str]]:
        """The clauses of a choice: those every option has, and one clause joining each option's
        strongest clause (the sentence went through one option, so it holds that option's clause)."""
        options = list(options)
        common = frozenset.intersection(*options) if options else frozenset()
        if not options or any(not o for o in options):
            return common
        joined = frozenset().union(*(min(o, key=lambda c: (len(c), -min(map(len, c)), sorted(c)))
                                     for o in options))
        return common | {joined}

    def _slot_needs(self, name: str, kind: str, stack: tuple) -> frozenset[frozenset[str]]:
        g = self.g
        if name in stack:
            return frozenset()
        if name == "phrase" or name.startswith("@"):
            inner = kind if name == "phrase" else name[1:]
            texts = g["kinds"].get(inner, {}).get("phrase") or []
            return self._either(self.needs(_template(t), inner, stack + (name,)) for t in texts)
        if name in g["fragments"]:
            return self.needs(_template(g["fragments"][name]), kind, stack + (name,))
        if name == "room":
            words = g["room_preps"]
        elif name in g["classes"] and name != "subj":
            words = g["classes"][name].words
        else:
            return frozenset()
        return self._either(frozenset(frozenset([p]) for p in w.split(" ") if p) for w in words)

    def compile(self, nodes, frame: int = 0) -> str:
        parts: list[str] = []
        for node in nodes:
            if isinstance(node, str):
                parts.append(_literal_regex(node))
            elif isinstance(node, _Alt):
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
            body = self.compile(_template(g["fragments"][name]), frame)
            self.stack.pop()
            return f"(?P<{group}>{body})"
        if name == "subj":
            group = self._group("word", name, frame)
            return f"(?P<{group}>{_alternation(list(g['classes']['subj'].words) + [_NAME])})"
        if name in g["classes"]:
            group = self._group("word", name, frame)
            return f"(?P<{group}>{_alternation(g['classes'][name].words)})"
        if name == "room":
            group = self._group("room", name, frame)
            return f"(?P<{group}>(?:{_alternation(g['room_preps'])}) .+?)"
        if name == "obj":
            group = self._group("obj", name, frame)
            multi = g["multiword"]
            return f"(?P<{group}>{(_alternation(multi) + '|') if multi else ''}[^ .]+)"
        if name == "person":
            group = self._group("person", name, frame)
            return f"(?P<{group}>.+?)"
        raise ValueError(f"{g['lang']}.toml [kinds] {self.kind}: unknown slot {{{name}}}")


@functools.lru_cache(maxsize=None)
def _template(text: str) -> tuple:
    return _parse_template(text)


@functools.cache
def _grammar(lang: str) -> _Grammar:
    """Everything the parser and renderer need for one language, built once."""
    d = language.data(lang)
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
    multiword = [n for n in language._noun_index(lang) if " " in n]
    g = {"lang": lang, "classes": classes, "fragments": d.get("fragments", {}), "kinds": d["kinds"],
         "room_preps": room_preps, "multiword": multiword}

    missing = [k for k in ALL_KINDS if k not in d["sentences"]]
    unknown = [k for k in d["sentences"] if k not in _KNOWN]
    if missing or unknown:
        raise ValueError(f"{lang}.toml [sentences]: missing kinds {missing}, unknown kinds {unknown}")
    templates = {kind: tuple(_parse_template(t) for t in texts) for kind, texts in d["sentences"].items()}
    # [varied]: more forms the generator may write (after those of [sentences]); the library need not
    # hold them all.
    bad = sorted(k for k in d.get("varied", {}) if k not in templates or k.removeprefix("not_") in ("row", "column"))
    if bad:
        raise ValueError(f"{lang}.toml [varied]: kinds {bad} have no [sentences] or are rows / columns")
    for kind, texts in d.get("varied", {}).items():
        templates[kind] += tuple(_parse_template(t) for t in texts)

    bases = {k for k in ALL_KINDS if not k.startswith("not_")}
    missing = sorted(bases - set(d["kinds"]))
    unknown = sorted(k for k in d["kinds"] if k not in model.KINDS)
    if missing or unknown:
        raise ValueError(f"{lang}.toml [kinds]: missing kinds {missing}, unknown kinds {unknown}")
    patterns = tuple(_Pattern(*fields) for fields in _pattern_fields(lang, g))
    negations = tuple(w for c in classes.values() if c.polarity == "neg" for w in c.words)
    hints = {k: tuple(normalize(w) for w in v) for k, v in d.get("hints", {}).items()}
    dotted = frozenset(normalize(m.group(1)) for spec in d["kinds"].values() for t in spec.get("read", [])
                       for m in re.finditer(r"(\w+)\. ", t))
    return _Grammar(lang, d, templates, patterns, classes, room_preps, negations, hints, dotted)


def _pattern_fields(lang: str, g: dict) -> list[tuple]:
    """The read templates of a language as _Pattern fields, in matching priority; kept on disk
    (pysm.core.diskcache), keyed by the language's data and the code that compiles it, since building
    them is most of a fresh process's first card (issue 12)."""
    name = _patterns_entry(lang)
    kept = diskcache.load(name) if name else None
    if isinstance(kept, list):
        return kept
    ranked = []
    for order, (kind, spec) in enumerate(g["kinds"].items()):
        for n, text in enumerate(spec.get("read", [])):
            c = _Compiler(g, kind)
            source = c.compile(_template(text))
            free = any(role in _Compiler.FREE for _, role, _, _ in c.groups)
            needs = tuple(sorted((tuple(sorted(cl)) for cl in c.needs(_template(text))),
                                 key=lambda cl: (len(cl), -len(cl[0]), cl)))
            # Templates without free text first (so "en la fila de arriba" is a row, not a room).
            ranked.append(((free, order, n), (kind, source, tuple(c.groups), free, needs)))
    fields = [f for _, f in sorted(ranked, key=lambda r: r[0])]
    if name:
        diskcache.store(name, fields)
    return fields


def _patterns_entry(lang: str) -> str | None:
    """The cache entry of a language's patterns: its data files and the modules that compile them."""
    files = (language.LANG_DIR / f"{lang}.toml", language.LANG_DIR / "objects.toml", Path(__file__),
             Path(template_syntax.__file__), Path(language.__file__))
    try:
        data = b"\0".join(f.read_bytes() for f in files)
    except OSError:
        return None
    return diskcache.entry_name("patterns", data)


# ---- parsing -----------------------------------------------------------------

_KNOWN = frozenset(model.CARD_KINDS) | frozenset(model.SCENE_KINDS)

@dataclass
class _Frame:
    """What one clause of a sentence said: the values its slots resolved to."""

    kind: str
    room: str | None = None
    obj: str | None = None
    person: str | None = None
    number: int | None = None
    number_span: tuple[int, int] | None = None
    flip: bool = False
    gender: str | None = None
    values: dict = field(default_factory=dict)


@dataclass
class _Match:
    kind: str
    arg: int | str | None
    gender: str | None
    errors: list[str]
    loose: int | None = None    # index of an error about a free slot (unknown room or noun)
    free: int = 0               # characters read as free text (room, person names)
    params: tuple = ()          # the parameters of a kind of clue-language-2.md (model.KINDS order)


@dataclass(frozen=True)
class _Card:
    """One card being parsed: its text, normalized, and what the slots resolve against."""

    g: _Grammar
    text: str
    norm: str
    where: list[int]
    name: str           # the person's name, normalized ("" for none)
    gender: str
    size: int
    rooms: dict[str, str]   # normalized room name -> key
    room_names: dict[str, str]  # key -> room name as the case writes it
    people: dict[str, str]  # normalized name -> name as the case writes it (other people)
    spent: list[int] = field(default_factory=lambda: [0])     # hints given so far
    hints: bool = True      # closest-form hints in messages (off while another reader may still read it)

    def written(self, start: int, end: int) -> str:
        """The card's own text for the normalized span [start, end)."""
        return self.text[self.where[start]:self.where[end - 1] + 1] if end > start else ""


def _pieces(norm: str) -> list[tuple[int, int]]:
    """Spans of the normalized card between periods, spaces trimmed, empty ones dropped."""
    spans = []
    start = 0
    for m in itertools.chain(re.finditer(r"\.", norm), [None]):
        end = m.start() if m else len(norm)
        s, e = start, end
        while s < e and norm[s] == " ":
            s += 1
        while e > s and norm[e - 1] == " ":
            e -= 1
        if e > s:
            spans.append((s, e))
        start = end + 1
    return spans


def _mark_name(card: _Card, start: int, end: int) -> tuple[str, list[int]]:
    """The sentence with the person's name, where it starts a sentence, replaced by _NAME.

    The map goes from the marked sentence back to positions in the normalized card.
    """
    sent = card.norm[start:end]
    pos = list(range(start, end))
    if not card.name or card.name not in sent:
        return sent, pos
    out, out_pos, last = [], [], 0
    for at in _sentence_starts(sent, card.name):
        out.append(sent[last:at] + _NAME)
        out_pos.extend(pos[last:at] + [pos[at]])
        last = at + len(card.name)
    out.append(sent[last:])
    out_pos.extend(pos[last:])
    return "".join(out), out_pos


def _sentence_starts(sent: str, name: str):
    """Where `name` starts a sentence (at the start, or after "." or ". ") followed by a space, left to
    right without overlaps. String search, not a regex: a regex per person's name cost a compile
    per card of a fresh process (issue 12)."""
    at = sent.find(name)
    while at >= 0:
        end = at + len(name)
        if sent[end:end + 1] == " " and (at == 0 or sent[at - 1] == "." or (at >= 2 and sent[at - 2:at] == ". ")):
            yield at
            at = sent.find(name, end)
        else:
            at = sent.find(name, at + 1)


def _room_list(card: _Card) -> str:
    names = [card.room_names[k] for k in sorted(card.room_names)]
    return f" (its rooms: {', '.join(names)})" if names else ""


def _disagrees(card: _Card, word_gender: str | None) -> bool:
    return card.gender in _GENDER_WORD and word_gender is not None and word_gender != card.gender


def _names_other(card: _Card, text: str) -> str | None:
    """What a text that is not a room seems to name instead (a row, a column, a corner, ...)."""
    words = set(re.findall(r"[\w'-]+", text))
    for feature in ("row", "column", "corner", "posture", "alone", "with_other"):
        if any((" " in w and w in text) or w in words for w in card.g.hints.get(feature, ())):
            return {"row": "a row", "column": "a column", "corner": "a corner", "posture": "a posture",
                    "alone": "being alone", "with_other": "company"}[feature]
    if any(language.object_id(w, card.g.lang) for w in words):
        return "an object"
    return None


def _room_error(card: _Card, value: str, shown: str) -> str:
    other = _names_other(card, value)
    if other is not None:
        return f"'{shown}' reads as {other}, but not in a form the sentences take"
    for name in sorted(card.rooms, key=len, reverse=True):
        if value.startswith(name + " "):
            rest = shown[len(shown) - (len(value) - len(name) - 1):] if len(shown) >= len(value) else shown
            return (f"after the room '{card.room_names[card.rooms[name]]}', '{rest}' is not a form "
                    f"the sentences take")
    return f"the case has no room named '{shown}'" + _room_list(card)


def _resolve(card: _Card, pattern: _Pattern, m: re.Match, pos: list[int]) -> _Match:
    g = card.g
    frames: dict[int, _Frame] = {0: _Frame(pattern.kind)}
    errors: list[str] = []
    loose = None
    negs: list[str] = []
    npis: list[str] = []
    frags: list[tuple[int, int, int]] = []      # matched fragment spans (frame, start, end), outer first

    def written(span: tuple[int, int], skip: int = 0) -> str:
        s, e = span
        return card.written(pos[s + skip], pos[e - 1] + 1)

    for group, role, name, frame in pattern.groups:
        span = m.span(group)
        if span[0] < 0:
            continue
        value = m.group(group)
        if role == "frame":
            frames[frame] = _Frame(name)
            continue
        f = frames.setdefault(frame, _Frame(pattern.kind))
        if role == "frag":
            frags.append((frame, *span))
        elif role == "word":
            if value == _NAME:
                continue
            cls = g.classes[name]
            if _disagrees(card, cls.words.get(value)):
                errors.append(f"'{written(span)}' on a {_GENDER_WORD[card.gender]}'s card (gender disagreement)")
            if cls.sets_gender:
                f.gender = cls.words.get(value)
            if cls.polarity == "neg":
                negs.append(written(span))
            elif cls.polarity == "npi":
                npis.append(written(span))
            if cls.flip:
                f.flip = True
            if cls.values is not None:
                v = cls.values[value]
                f.values[name] = v
                if isinstance(v, int) and f.number is None:
                    f.number = v
                    outer = [(s, e) for fr, s, e in frags if fr == frame and s <= span[0] and span[1] <= e]
                    s, e = outer[0] if outer else span
                    f.number_span = (pos[s], pos[e - 1] + 1)
        elif role == "room":
            heads = [p for p in g.room_preps if value.startswith(p + " ")]
            key = next((card.rooms[value[len(p) + 1:]] for p in heads if value[len(p) + 1:] in card.rooms), None)
            if key is None:
                loose = len(errors)
                errors.append(_room_error(card, value[len(heads[0]) + 1:], written(span, len(heads[0]) + 1)))
            else:
                f.room = key
        elif role == "obj":
            oid = language.object_id(value, g.lang)
            if oid is None:
                loose = len(errors)
                other = _names_other(card, value)
                errors.append(f"'{written(span)}' reads as {other}, but not in a form the sentences take"
                              if other not in (None, "an object") else f"unknown object noun '{written(span)}'")
            else:
                f.obj = oid
        elif role == "person":
            if value in card.people:
                f.person = card.people[value]
            else:
                loose = len(errors)
                errors.append(f"the case has no other person named '{written(span)}'")

    sentence = written((0, len(m.string)))
    kind = pattern.kind
    if len(negs) > 1:
        errors.append(f"'{sentence}' is a double negation ({' and '.join(negs)}); write one negation")
    elif npis and not negs:
        errors.append(f"'{npis[0]}' in a sentence without a negation (add the negation, or drop '{npis[0]}')")
    elif negs:
        negated = model.KINDS[kind].negation
        if negated not in _KNOWN:
            errors.append(f"'{sentence}': {_describe(kind)} has no negated form")
        kind = negated
    return _build(card, kind, frames, errors, loose)


def _line(card: _Card, axis: str, f: _Frame, errors: list[str]) -> int | None:
    """The row or column a frame's phrase names: counted from the end for a negative value or a
    flipping word ("from the bottom"); an error above N."""
    k = f.number
    if k is None:
        raise ValueError(f"{card.g.lang}.toml: a {axis} phrase without a number")
    if k < 0:
        k = card.size + 1 + k
    elif k > card.size:
        s, e = f.number_span
        errors.append(f"'{card.written(s, e)}' is {axis} {k} on a {card.size}x{card.size} board")
    if f.flip:
        k = card.size + 1 - k
    return k if 1 <= k <= card.size else None


def _position(card: _Card, f: _Frame, errors: list[str]) -> tuple:
    """A nested clause as a position term: ("on", "chair"), ("row", 3), ("corner",)."""
    head = f.kind
    out: list = [head]
    for ptype in model.POSITION_HEADS.get(head, ()):
        out.append(f.obj if ptype == "object" else f.room if ptype == "room" else _line(card, head, f, errors))
    return tuple(out)


def _param(card: _Card, name: str, ptype: str, f: _Frame, subs: list[_Frame], errors: list[str]):
    """One parameter of a kind of model.KINDS from a frame: by its type (room, object, person, int),
    else from the [values] class named like the parameter or its type; positions from nested clauses."""
    if ptype == "room":
        return f.room
    if ptype == "object":
        return f.obj
    if ptype == "person":
        return f.person
    if ptype == "int":
        return f.values.get(name, f.number)
    if ptype in model.POSITIONS:
        return _position(card, subs.pop(0), errors) if subs else None
    if ptype == "gender" and f.gender is not None:
        return f.values.get(name, f.gender)
    return f.values.get(name, f.values.get(ptype))


def _build(card: _Card, kind: str, frames: dict[int, _Frame], errors: list[str], loose: int | None) -> _Match:
    """The clue a sentence's frames say (kinds with parameters of their own add a case here)."""
    f = frames[0]
    base = model.base_kind(kind)
    arg: int | str | None = None
    if base not in model.ALL_KINDS:
        subs = [frames[i] for i in sorted(frames) if i > 0]
        params = tuple(_param(card, n, t, f, subs, errors) for n, t in model.KINDS[base].params)
        clue = Clue.of(kind, *params)
        if not errors:
            try:
                clue.check()
            except ValueError as exc:
                raise ValueError(f"{card.g.lang}.toml [kinds] {base}: the grammar gives {exc}") from None
        return _Match(kind, None, None, errors, loose, params=params)
    if base in ("row", "column"):
        arg = _line(card, base, f, errors)
    elif base in ("room", "with_other"):
        arg = f.room
    elif base in ("on", "next_to"):
        arg = f.obj
    return _Match(kind, arg, f.gender if base == "with_other" else None, errors, loose)


def _match(card: _Card, start: int, end: int) -> _Match | None:
    """The best reading of one sentence: the first that resolves cleanly, else the first with errors
    (one whose free text resolved before one that names no room)."""
    sent, pos = _mark_name(card, start, end)
    first = None
    for pattern in card.g.patterns:
        if not pattern.may_match(sent):
            continue
        m = pattern.regex.fullmatch(sent)
        if m is None:
            continue
        found = _resolve(card, pattern, m, pos)
        if not found.errors:
            return found
        # Of the readings with errors, one whose free text resolved says more than "no such room",
        # and one that leaves less to free text reads more of the sentence.
        found.free = sum(e - s for g, role, _, _ in pattern.groups if role in _Compiler.FREE
                         for s, e in [m.span(g)] if s >= 0)
        if first is None or (found.loose is None, -found.free) > (first.loose is None, -first.free):
            first = found
    return first


def parse_card(text: str, *, person: str, gender: str, lang: str, size: int,
               rooms: dict[str, str], people: dict[str, str] | None = None,
               objects: dict[tuple[int, int], tuple[str, ...]] | None = None) -> tuple[list[Clue], list[str]]:
    """The clues of one card, of both clue languages, and every error in it (messages without the
    person's name).

    people (name as written -> gender, everyone of the case) and objects ((row, column) -> object ids)
    are what the kinds of clue-language-2.md resolve names and cells against (pysm.language.forms)."""
    from pysm.language import forms as sentences
    return sentences.parse_card(text, person=person, gender=gender, lang=lang, size=size, rooms=rooms,
                                people=people, objects=objects, first=parse_first_card)


def parse_scene(text: str, *, lang: str, size: int, rooms: dict[str, str], people: dict[str, str],
                objects: dict[tuple[int, int], tuple[str, ...]]) -> tuple[list[Clue], list[str]]:
    """The clues of one `scene` string (case-format-2.md), and every error in it (pysm.language.forms)."""
    from pysm.language import forms as sentences
    return sentences.parse_scene_clues(text, lang=lang, size=size, rooms=rooms, people=people, objects=objects)


def parse_first_card(text: str, *, person: str, gender: str, lang: str, size: int,
                     rooms: dict[str, str], people: dict[str, str] | None = None,
                     hints: bool = True) -> tuple[list[Clue], list[str]]:
    """The clues of one card in the sentences of the composing grammar (the kinds of clue-language.md
    and not_alone), and every error in it. hints=False leaves the closest-form hints out of the
    messages (their search is most of the cost of a refused sentence; pysm.language.forms asks for them
    only for the messages it keeps)."""
    g = _grammar(lang)
    norm, where = normalize_map(text)
    room_index: dict[str, str] = {}
    for key, name in sorted(rooms.items()):
        room_index.setdefault(normalize(name), key)
    me = normalize(person)
    others = {normalize(p): p for p in (people or {}) if normalize(p) != me}
    card = _Card(g, text, norm, where, me, gender, size, room_index, dict(rooms), others, hints=hints)
    pieces = _pieces(norm)
    if not pieces:
        return [], ["the card has no sentence"]

    # Words before a period inside a room name ("st" of "St. James's Hall"): a piece ending so may
    # go on past its period.
    dotted = {m.group(1) for n in room_index for m in re.finditer(r"([^ .]+) ?\.", n)} | g.dotted
    clues: list[Clue] = []
    errors: list[str] = []
    victims = others_n = 0
    i = 0
    while i < len(pieces):
        start = pieces[i][0]
        best, used = _match(card, start, pieces[i][1]), 1
        piece = norm[pieces[i][0]:pieces[i][1]].split(" ")
        if (best is None or best.errors) and (len(piece) <= 2 or len(piece[-1]) <= 3
                                              or piece[-1] in dotted):
            # Maybe the sentence holds a period: the victim sentence ("La víctima. Estaba ..."), or
            # one after a short word: a room name like "St. James's Hall", an ordinal "2.ª".
            for j in range(i + 1, min(i + 3, len(pieces))):
                joined = _match(card, start, pieces[j][1])
                if joined is not None and (not joined.errors or best is None):
                    best, used = joined, j - i + 1
                    if not joined.errors:
                        break
        end = pieces[i + used - 1][1]
        i += used
        index = victims + others_n + 1
        if best is not None and best.kind == "victim":
            victims += 1
        else:
            others_n += 1
        if best is None:
            errors.append(_unmatched(card, start, end))
            continue
        if best.errors:
            if best.loose is not None and _spend(card):
                hint = _hint(card, start, end)
                if hint is not None and hint[1] != best.kind:
                    best.errors[best.loose] += f"; closest accepted form: '{hint[0]}'"
            errors.extend(best.errors)
            continue
        # The sentence as written, with its period when it has one.
        stop = where[end] + 1 if end < len(norm) and norm[end] == "." else where[end - 1] + 1
        clues.append(Clue(kind=best.kind, arg=best.arg, gender=best.gender,
                          text=text[where[start]:stop].strip(), index=index, params=best.params))
    errors.extend(victim_card_errors(victims, others_n))
    return clues, errors


def victim_card_errors(victims: int, others: int) -> list[str]:
    """The card-format rule on the victim's card (case-format.md), for both sentence readers: the
    victim sentence once, and at most one clue besides it."""
    errors = []
    if victims > 1:
        errors.append(f"the victim sentence appears {victims} times on the card; once is enough")
    if victims and others > 1:
        errors.append(f"a victim's card carries at most one clue besides the victim sentence; "
                      f"this one carries {others}")
    return errors


# ---- rendering ---------------------------------------------------------------

def _position_options(g: _Grammar, slot: str, k: int, size: int) -> list[str]:
    table = g.data["rows" if slot == "row" else "columns"]
    options = []
    if k == 1:
        options += table.get("first", [])
    if k == size:
        options += table.get("last", [])
    if 1 <= k <= len(g.data["ordinals"]):
        options += [p.replace("{ord}", g.data["ordinals"][k - 1]) for p in table.get("nth", [])]
    if not options or k > size:
        raise ValueError(f"no {slot} {k} on a {size}x{size} board")
    return options


def _expand(nodes, fill) -> list[str]:
    """Every sentence a template sequence expands to, alternatives left to right."""
    out = [""]
    for node in nodes:
        if isinstance(node, str):
            options = [node]
        elif isinstance(node, _Alt):
            options = [s for o in node.options for s in _expand(o, fill)]
        else:
            options = fill(node.name)
        out = [a + b for a in out for b in options]
    return out


def _finish(sentence: str) -> str:
    """Spaces tidied, a capital at the start of each sentence, a final period."""
    s = re.sub(r"\s+", " ", sentence).strip()
    s = re.sub(r"(^|\. )(\S)", lambda m: m.group(1) + m.group(2).upper(), s)
    return s + "."


def _forms(clue: Clue, lang: str, gender: str, size: int, rooms: dict[str, str],
           subject: str | None) -> list[str]:
    if gender not in _GENDER_WORD:
        raise ValueError(f"cannot render for gender {gender!r}: f or m")
    g = _grammar(lang)
    d = g.data

    def fill(slot: str) -> list[str]:
        if slot == "subj":
            if subject:
                return [subject]
            return [d["subject"][gender][0]] if d["subject"].get("required", False) else [""]
        if slot in ("row", "column"):
            return _position_options(g, slot, int(clue.arg), size)
        if slot == "room":
            return [room_phrase(lang, rooms[clue.arg])]
        if slot == "obj":
            return [d["objects"][clue.arg]["noun"]]
        if slot in d["agree"]:
            who = (clue.gender or gender) if slot == "companion" else gender
            return [d["agree"][slot][who][0]]
        forms = d["articles"][slot]
        return [forms if isinstance(forms, str) else forms[d["objects"][clue.arg]["class"]]]

    return [_finish(s) for nodes in g.templates[clue.kind] for s in _expand(nodes, fill)]


def render_clue(clue: Clue, *, lang: str, gender: str, size: int, rooms: dict[str, str],
                variant: int = 0, subject: str | None = None) -> str:
    """The variant-th accepted sentence for a clue (modulo their number), ending with a period.

    Clues of the kinds of clue-language-2.md have one (canonical) sentence (pysm.language.forms)."""
    if clue.kind not in ALL_KINDS:
        from pysm.language import forms as sentences
        return sentences.render_clue(clue, lang=lang, gender=gender, size=size, rooms=rooms, subject=subject)
    return render_first_clue(clue, lang=lang, gender=gender, size=size, rooms=rooms, variant=variant,
                             subject=subject)


def render_first_clue(clue: Clue, *, lang: str, gender: str, size: int, rooms: dict[str, str],
                      variant: int = 0, subject: str | None = None) -> str:
    """The variant-th accepted sentence for a clue of clue-language.md."""
    forms = _forms(clue, lang, gender, size, rooms, subject)
    return forms[variant % len(forms)]


def _samples(kind: str, gender: str, size: int, room: str | None, obj: str, number: int = 1) -> list[Clue]:
    base = kind[4:] if kind.startswith("not_") else kind
    if base in ("row", "column"):
        return [Clue(kind, k) for k in sorted({1, min(2, size), size, number})]
    if base in ("room", "with_other"):
        return [Clue(kind, room, gender if kind == "with_other" else None)] if room is not None else []
    if base in ("on", "next_to"):
        return [Clue(kind, obj)]
    return [Clue(kind)]


@functools.cache
def library_count(kind: str, lang: str) -> int:
    """How many of a kind's forms come from [sentences] (the first ones; the rest are [varied])."""
    g = _grammar(lang)
    extra = len(g.data.get("varied", {}).get(kind, ()))
    return variant_count(kind, lang) - extra if kind in ALL_KINDS else variant_count(kind, lang)


@functools.cache
def variant_count(kind: str, lang: str) -> int:
    """How many accepted forms the renderer knows for a kind (the most over genders and numbers).

    The kinds of clue-language-2.md have one: their canonical sentence (pysm.language.forms)."""
    if kind not in ALL_KINDS:
        return 1
    return max(len(_forms(c, lang, g, 9, {"X": "X"}, None))
               for g in _GENDER_WORD for c in _samples(kind, g, 9, "X", "chair"))


def render_card(clues: Sequence[Clue], *, lang: str, gender: str, size: int, rooms: dict[str, str],
                variant: int | Sequence[int] = 0, subject: str | None = None) -> str:
    """A card's text: its sentences joined by one space, the victim sentence first.

    variant is one index for every clue, or one per clue (in the order given).
    """
    variants = [variant] * len(clues) if isinstance(variant, int) else list(variant)
    pairs = sorted(zip(clues, variants), key=lambda p: p[0].kind != "victim")
    return " ".join(render_clue(c, lang=lang, gender=gender, size=size, rooms=rooms, variant=v, subject=subject)
                    for c, v in pairs)


# ---- messages: the closest accepted form, or the kinds of sentence -----------

# What each kind says, for the message that lists them (kinds-sentences adds the new kinds).
KIND_TEXT = {
    "row": "in a row", "column": "in a column", "room": "in a room", "on": "on an object",
    "next_to": "next to an object", "corner": "in a corner of the room", "alone": "alone in the room",
    "with_other": "in a room with another man / woman", "victim": "the victim (the victim sentence)",
}
_HINT_MAX = 300         # longer sentences get no hint (the similarity search is quadratic)
_HINTS_PER_CARD = 6     # a card of unreadable sentences gets hints for the first few only (cost)
_LIKE = 0.84            # a word this like a data word counts as that word ("arribaa", "topp")


def _spend(card: _Card) -> bool:
    """Whether the card may still get a hint (each call spends one)."""
    if not card.hints:
        return False
    card.spent[0] += 1
    return card.spent[0] <= _HINTS_PER_CARD


def _describe(kind: str) -> str:
    base = kind.removeprefix("not_")
    return f"a sentence '{KIND_TEXT.get(base, base)}'"


def _kinds_list(g: _Grammar) -> str:
    # the kinds of clue-language.md; those of part 2 are listed by pysm.language.forms.lang_summary
    kinds = [k for k in g.data["kinds"] if k in KIND_TEXT and k in model.KINDS and not model.KINDS[k].scene]
    negated = [KIND_TEXT.get(k, k) for k in kinds if model.KINDS[k].negation in _KNOWN]
    plain = [KIND_TEXT.get(k, k) for k in kinds if model.KINDS[k].negation not in _KNOWN]
    return (f"the sentences of {g.data['name']} say that the person was " + ", ".join(negated)
            + " (each also negated), " + ", ".join(plain[:-1]) + (" or " if len(plain) > 1 else "")
            + plain[-1])


def _unmatched(card: _Card, start: int, end: int) -> str:
    shown = card.written(start, end)
    hint = _hint(card, start, end) if _spend(card) else None
    if hint is not None:
        return f"'{shown}' matches no accepted sentence; closest accepted form: '{hint[0]}'"
    return f"'{shown}' matches no accepted sentence; {_kinds_list(card.g)}"


@functools.cache
def _vocab(lang: str) -> dict[tuple[str, int], tuple[str, ...]]:
    """The words of a language's hints and word classes, by first letter and length (what misspelt
    words are near: a typo keeps the first letter)."""
    g = _grammar(lang)
    words = {t for ws in g.hints.values() for p in ws for t in p.split()}
    words |= {t for c in g.classes.values() for p in c.words for t in p.split()}
    out: dict[tuple[str, int], list[str]] = {}
    for w in sorted(words):
        if len(w) >= 3:
            out.setdefault((w[0], len(w)), []).append(w)
    return {k: tuple(ws) for k, ws in out.items()}


@functools.lru_cache(maxsize=1 << 15)
def _near(lang: str, word: str) -> frozenset[str]:
    """The data words a sentence's word may stand for: itself, and for words of 4 letters or more the
    data words as long within two that are at least _LIKE alike ("arribaa" -> "arriba", "topp" -> "top")."""
    out = {word}
    if len(word) >= 4:
        vocab = _vocab(lang)
        sm = difflib.SequenceMatcher(None, autojunk=False)
        sm.set_seq2(word)
        for n in range(max(3, len(word) - 2), len(word) + 3):
            for w in vocab.get((word[0], n), ()):
                sm.set_seq1(w)
                if sm.real_quick_ratio() >= _LIKE and sm.quick_ratio() >= _LIKE and sm.ratio() >= _LIKE:
                    out.add(w)
    return frozenset(out)


class _Words:
    """A sentence's words, each with the data words it may stand for, indexed by those."""

    def __init__(self, lang: str, sent: str):
        self.near = [_near(lang, t) for t in sent.split(" ")]
        self.at: dict[str, list[int]] = {}
        for i, ws in enumerate(self.near):
            for w in ws:
                self.at.setdefault(w, []).append(i)


def _has(sent: str, words: _Words, phrase: str) -> bool:
    """Whether a (possibly multi-word) phrase is in the sentence, exactly or nearly (word by word)."""
    p = phrase.split(" ")
    near = words.near
    return any(i + len(p) <= len(near) and all(p[j] in near[i + j] for j in range(1, len(p)))
               for i in words.at.get(p[0], ()))


@dataclass(frozen=True)
class _Seems:
    """What a refused sentence seems to say: its negation, axis, number, and the kinds it has signs of."""

    negated: bool
    axis: str | None
    number: int | None
    kinds: frozenset[str]
    room: str | None
    obj: str | None
    gender: str | None


def _seems(card: _Card, sent: str) -> _Seems:
    g = card.g
    words = _Words(g.lang, sent)
    exact = set(sent.split(" "))
    hints = g.hints
    negated = any(w in exact for w in hints.get("negation", ())) or \
        any(n in exact or (" " in n and n in sent) for n in g.negations) or \
        any(c.polarity == "neg" and any(w in exact for w in c.words) for c in g.classes.values())
    axis = next((a for a in ("row", "column") if any(_has(sent, words, w) for w in hints.get(a, ()))), None)
    number = None
    flip = False
    if axis is not None:
        # The number words of the axis ("penúltima fila", "tercera", "2e"), exact before near, the
        # longest first ("penúltima fila" before "última fila").
        phrases = sorted(((w, v) for c in g.classes.values() if c.values is not None
                          for w, v in c.values.items() if isinstance(v, int)
                          and (" " not in w or any(a in w.split() for a in hints.get(axis, ())))),
                         key=lambda p: (-len(p[0]), p[0]))
        number = next((v for w, v in phrases if f" {w} " in f" {sent} "), None)
        if number is None:
            number = next((v for w, v in phrases if (" " in w or len(w) >= 5) and _has(sent, words, w)), None)
        flip = any(c.flip and any(_has(sent, words, w) for w in c.words) for c in g.classes.values())
        if number is None:
            digit = re.search(r"(?:^| )([1-9])(?:[a-z.]{0,4})(?: |$)", sent)
            number = int(digit.group(1)) if digit else None
        if number is not None:
            if number < 0:
                number = card.size + 1 + number
            elif flip:
                number = card.size + 1 - number
            if not 1 <= number <= card.size:
                number = None
    named = [n for n in card.rooms if n and (" " + n + " " in " " + sent + " ")]
    room = card.rooms[max(named, key=len)] if named else None
    obj = next((language.object_id(w, g.lang) for w in sent.split(" ") if language.object_id(w, g.lang)), None)
    kinds = set()
    if axis:
        kinds.add(axis)
    for k in ("corner", "alone", "victim"):
        if any(_has(sent, words, w) for w in hints.get(k, ())):
            kinds.add(k)
    if obj is not None:
        # "on a plant", "naast een plant": the kind's word right before the noun or its article.
        noun = next(w for w in sent.split(" ") if language.object_id(w, g.lang))
        for k in ("on", "next_to"):
            for w in hints.get(k, ()):
                if re.search(r"(?:^| )" + re.escape(w) + r" (?:[^ ]+ )?" + re.escape(noun) + r"(?: |$)", sent):
                    kinds.add(k)
    gender = None
    if room is not None:
        kinds.add("room")
        comp = g.classes.get("companion")
        for w in hints.get("with_other", ()):
            if _has(sent, words, w):
                kinds.add("with_other")
        if comp is not None:
            for w, wg in comp.words.items():
                if w in sent:
                    kinds.add("with_other")
                    gender = wg
    if axis is not None:
        kinds.discard("room")      # "la fila 7" names no room even when the case has one called so
    if any(_has(sent, words, w) for w in hints.get("posture", ())):
        kinds.add("posture")
    return _Seems(negated, axis, number, frozenset(kinds), room, obj, gender)


@functools.lru_cache(maxsize=512)
def _candidates(lang: str, gender: str, size: int, seems: _Seems,
                room_name: str | None) -> tuple[tuple[str, str, str, list[str]], ...]:
    """(normalized, rendered, kind, words) for every form of every kind the sentence shows signs of,
    with its polarity, number, room and object."""
    rooms = {"X": room_name} if room_name is not None else {}
    out = []
    for base in sorted(seems.kinds):
        if base not in model.KINDS:
            continue
        kind = model.KINDS[base].negation if seems.negated else base
        if kind not in ALL_KINDS:
            continue
        if base in ("row", "column"):
            if seems.number is None:
                continue
            clue = Clue(kind, seems.number)
        elif base in ("room", "with_other"):
            if room_name is None:
                continue
            clue = Clue(kind, "X", (seems.gender or gender) if base == "with_other" else None)
        elif base in ("on", "next_to"):
            clue = Clue(kind, seems.obj)
        else:
            clue = Clue(kind)
        for form in _forms(clue, lang, gender, size, rooms, None):
            norm = normalize(form[:-1])
            out.append((norm, form, kind, re.findall(r"\w+", norm)))
    return tuple(out)


def _hint(card: _Card, start: int, end: int) -> tuple[str, str] | None:
    """The accepted form most like a sentence and its kind, among those that keep what the sentence
    seems to say (negation, axis, number, kind); None when there is none."""
    sent = card.norm[start:end]
    if len(sent) > _HINT_MAX:
        return None
    seems = _seems(card, sent)
    gender = card.gender if card.gender in _GENDER_WORD else "f"
    room_name = card.room_names[seems.room] if seems.room is not None else None
    # A form of one kind must account for every sign in the sentence: "alone in the Kitchen" shows a
    # room and being alone, which no one kind says, so it gets no hint.
    signs = seems.kinds - {"posture"}
    if len(signs - {"room"}) > 1 or (signs - {"room", "with_other"} and "room" in signs):
        return None
    cands = _candidates(card.g.lang, gender, card.size, seems, room_name)
    if not cands:
        return None
    words = re.findall(r"\w+", sent)

    def score(candidate) -> float:
        # Letters catch typos ("arribaa"); words catch missing or extra ones ("The victim.").
        return (difflib.SequenceMatcher(None, sent, candidate[0], autojunk=False).ratio()
                + difflib.SequenceMatcher(None, words, candidate[3], autojunk=False).ratio())
    numbers = {w for c in card.g.classes.values() if c.values is not None
               for w, v in c.values.items() if isinstance(v, int) and " " not in w}

    def extra(candidate) -> int:
        # Words of the sentence that the form does not have, even misspelt ("with a man" in "alone
        # with a man"): more than two, and the sentence says something the form does not. A number
        # the form does not have ("met twee andere vrouwen") is never dropped.
        have = set(candidate[3])
        if any(w in numbers and w not in have for w in words):
            return 99
        return sum(w not in have and not any(len(w) >= 4 and difflib.SequenceMatcher(
            None, w, h, autojunk=False).ratio() >= _LIKE for h in have) for w in words)
    close = [c for c in cands if extra(c) <= 2]
    if not close:
        return None
    best = max(close, key=score)
    return best[1], best[2]
