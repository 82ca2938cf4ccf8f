"""Card sentences <-> Clue values, both ways from the same language data.

Why one module for both directions: the parser and the renderer read the same
templates (pysm/lang/<code>.toml, format in pysm/lang/README.md), so every
sentence the generator writes is one the verifier accepts, and adding a
language means adding a data file.

Parsing: a card is cut at its periods. Each piece, or two or three pieces
joined back (the victim sentence holds a period, and so may a room name), is
matched against the language's templates, compiled once into regexes over
normalized text. A match becomes a Clue when its slots resolve: a room of the
case, a known object noun, an ordinal within the board, words that agree with
the speaker's gender. Otherwise it yields error messages, quoting the card as
written.
"""
from __future__ import annotations

import difflib
import functools
import itertools
import re
from dataclasses import dataclass
from typing import Sequence

from pysm import language
from pysm.language import normalize, normalize_map, room_phrase
from pysm.model import ALL_KINDS, Clue

__all__ = ["parse_card", "parse_scene", "render_clue", "render_card", "variant_count"]

_NAME = "\x01"          # stands for the person's own name in a normalized sentence
_LAST = 0               # a row/column phrase meaning "the last one" (k = N)
_GENDER_WORD = {"f": "woman", "m": "man"}
_TYPO_LIKENESS = 0.85   # an unknown room or noun this like a form of another kind is likely a typo of it


# ---- templates ---------------------------------------------------------------

@dataclass(frozen=True)
class _Slot:
    name: str


@dataclass(frozen=True)
class _Alt:
    options: tuple[tuple, ...]      # each option: a sequence of nodes (str | _Slot | _Alt)


def _parse_template(text: str) -> tuple:
    """"{subj} estaba (en|sobre) {un} {obj}" -> a sequence of literals, slots and alternatives."""
    pos = 0

    def sequence() -> tuple:
        nonlocal pos
        nodes: list = []
        buf = ""
        while pos < len(text) and text[pos] not in "|)":
            ch = text[pos]
            if ch == "{":
                end = text.find("}", pos)
                if end < 0:
                    raise ValueError(f"template {text!r}: '{{' without '}}'")
                if buf:
                    nodes.append(buf)
                    buf = ""
                nodes.append(_Slot(text[pos + 1:end]))
                pos = end + 1
            elif ch == "(":
                pos += 1
                options = [sequence()]
                while pos < len(text) and text[pos] == "|":
                    pos += 1
                    options.append(sequence())
                if pos >= len(text) or text[pos] != ")":
                    raise ValueError(f"template {text!r}: '(' without ')'")
                pos += 1
                if buf:
                    nodes.append(buf)
                    buf = ""
                nodes.append(_Alt(tuple(options)))
            else:
                buf += ch
                pos += 1
        if buf:
            nodes.append(buf)
        return tuple(nodes)

    nodes = sequence()
    if pos != len(text):
        raise ValueError(f"template {text!r}: unbalanced '{text[pos]}'")
    return nodes


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
class _Pattern:
    kind: str
    regex: re.Pattern
    groups: tuple[tuple[str, str], ...]     # (regex group, slot name)


@dataclass(frozen=True)
class _Grammar:
    lang: str
    data: dict
    templates: dict[str, tuple[tuple, ...]]         # kind -> parsed templates, in data order
    patterns: tuple[_Pattern, ...]                  # in matching priority
    pronoun_gender: dict[str, str]                  # normalized pronoun -> f|m
    agree_gender: dict[str, dict[str, str | None]]  # slot -> normalized word -> f|m (None: both)
    positions: dict[str, dict[str, int]]            # "row"/"column" -> normalized phrase -> k (_LAST: N)
    room_preps: tuple[str, ...]                     # normalized, longest first


def _alternation(words) -> str:
    return "|".join(re.escape(w) for w in sorted(set(words), key=lambda w: (-len(w), w)))


def _literal_regex(text: str) -> str:
    """A literal of a template as a regex over normalized text; '. ' also matches '.'."""
    lead, trail = text[:1] == " ", text[-1:] == " "
    core = normalize(text)
    core = (" " if lead else "") + core + (" " if trail and core else "")
    out = []
    for i, ch in enumerate(core):
        if ch == " " and core[i - 1:i] == ".":
            out.append(" ?")
        else:
            out.append(re.escape(ch))
    return "".join(out)


class _Compiler:
    """Turns the templates of one language into regexes with one named group per slot."""

    def __init__(self, slot_regex: dict[str, str], subject_required: bool):
        self.slot_regex = slot_regex
        self.subject_required = subject_required
        self.groups: list[tuple[str, str]] = []

    def compile(self, nodes) -> str:
        parts: list[str] = []
        nodes = list(nodes)
        i = 0
        while i < len(nodes):
            node = nodes[i]
            if isinstance(node, str):
                parts.append(_literal_regex(node))
            elif isinstance(node, _Alt):
                parts.append("(?:" + "|".join(self.compile(o) for o in node.options) + ")")
            else:
                group = f"g{len(self.groups)}"
                self.groups.append((group, node.name))
                body = f"(?P<{group}>{self.slot_regex[node.name]})"
                nxt = nodes[i + 1] if i + 1 < len(nodes) else None
                if node.name == "subj" and not self.subject_required and isinstance(nxt, str) and nxt[:1] == " ":
                    # An optional subject takes its space with it: "(ella )?estaba".
                    parts.append(f"(?:{body} )?")
                    nodes[i + 1] = nxt[1:]
                else:
                    parts.append(body)
            i += 1
        return "".join(parts)


def _position_phrases(table: dict, ordinals: list[str]) -> dict[str, int]:
    phrases: dict[str, int] = {}
    for k, word in enumerate(ordinals, start=1):
        for p in table.get("nth", []):
            phrases.setdefault(normalize(p.replace("{ord}", word)), k)
    for p in table.get("first", []):
        phrases[normalize(p)] = 1
    for p in table.get("last", []):
        phrases[normalize(p)] = _LAST
    return phrases


@functools.cache
def _grammar(lang: str) -> _Grammar:
    """Everything the parser and renderer need for one language, built once."""
    d = language.data(lang)
    subject = d["subject"]
    pronoun_gender = {normalize(w): g for g in ("f", "m") for w in subject.get(g, [])}
    agree_gender: dict[str, dict[str, str | None]] = {}
    for slot, forms in d["agree"].items():
        words: dict[str, str | None] = {}
        for g in ("f", "m"):
            for w in forms.get(g, []):
                w = normalize(w)
                words[w] = g if words.get(w, g) == g else None
        agree_gender[slot] = words
    positions = {"row": _position_phrases(d["rows"], d["ordinals"]),
                 "column": _position_phrases(d["columns"], d["ordinals"])}
    room_preps = tuple(sorted({normalize(p) for p in d["rooms"]["accept"]}, key=lambda p: (-len(p), p)))
    multiword = [n for n in language._noun_index(lang) if " " in n]
    slot_regex = {
        "subj": _alternation(list(pronoun_gender) + [_NAME]),
        "row": _alternation(positions["row"]),
        "column": _alternation(positions["column"]),
        "room": f"(?:{_alternation(room_preps)}) .+?",
        "obj": (_alternation(multiword) + "|" if multiword else "") + r"[^ .]+",
    }
    for slot, words in agree_gender.items():
        slot_regex[slot] = _alternation(words)
    for slot, forms in d["articles"].items():
        slot_regex[slot] = _alternation(normalize(w) for w in ([forms] if isinstance(forms, str) else forms.values()))

    templates: dict[str, tuple[tuple, ...]] = {}
    ranked = []
    missing = [k for k in ALL_KINDS if k not in d["sentences"]]
    unknown = [k for k in d["sentences"] if k not in ALL_KINDS]
    if missing or unknown:
        raise ValueError(f"{lang}.toml [sentences]: missing kinds {missing}, unknown kinds {unknown}")
    for order, (kind, texts) in enumerate(d["sentences"].items()):
        parsed = tuple(_parse_template(t) for t in texts)
        templates[kind] = parsed
        for n, (text, nodes) in enumerate(zip(texts, parsed)):
            bad = [s for s in _slots(nodes) if s not in slot_regex]
            if bad:
                raise ValueError(f"{lang}.toml [sentences] {kind}: unknown slot(s) {bad} in {text!r}")
            c = _Compiler(slot_regex, subject.get("required", False))
            regex = re.compile(c.compile(nodes))
            has_room = "room" in _slots(nodes)
            # Templates without a free room name first; among those with one, the more specific first.
            specificity = len(text.replace("{room}", "").replace("{subj}", ""))
            ranked.append(((has_room, -specificity if has_room else 0, order, n),
                           _Pattern(kind, regex, tuple(c.groups))))
    patterns = tuple(p for _, p in sorted(ranked, key=lambda r: r[0]))
    return _Grammar(lang, d, templates, patterns, pronoun_gender, agree_gender, positions, room_preps)


# ---- parsing -----------------------------------------------------------------

@dataclass
class _Match:
    kind: str
    arg: int | str | None
    gender: str | None
    errors: list[str]
    loose: int | None = None    # index of an error about a free slot (unknown room or noun)


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
    for m in re.finditer(r"(?:^|(?<=\.)|(?<=\. ))" + re.escape(card.name) + "(?= )", sent):
        out.append(sent[last:m.start()] + _NAME)
        out_pos.extend(pos[last:m.start()] + [pos[m.start()]])
        last = m.end()
    out.append(sent[last:])
    out_pos.extend(pos[last:])
    return "".join(out), out_pos


def _room_list(card: _Card) -> str:
    names = [card.room_names[k] for k in sorted(card.room_names)]
    return f" (its rooms: {', '.join(names)})" if names else ""


def _disagrees(card: _Card, word_gender: str | None) -> bool:
    return card.gender in _GENDER_WORD and word_gender is not None and word_gender != card.gender


def _resolve(card: _Card, pattern: _Pattern, m: re.Match, pos: list[int]) -> _Match:
    g = card.g
    found = _Match(pattern.kind, None, None, [])

    def written(group: str, skip: int = 0) -> str:
        s, e = m.span(group)
        return card.written(pos[s + skip], pos[e - 1] + 1)

    for group, slot in pattern.groups:
        value = m.group(group)
        if value is None:
            continue
        if slot == "subj":
            if value != _NAME and _disagrees(card, g.pronoun_gender[value]):
                found.errors.append(f"'{written(group)}' on a {_GENDER_WORD[card.gender]}'s card "
                                    f"(gender disagreement)")
        elif slot in ("row", "column"):
            k = g.positions[slot][value] or card.size
            if k > card.size:
                found.errors.append(f"'{written(group)}' is {slot} {k} on a {card.size}x{card.size} board")
            else:
                found.arg = k
        elif slot == "room":
            heads = [p for p in g.room_preps if value.startswith(p + " ")]
            key = next((card.rooms[value[len(p) + 1:]] for p in heads if value[len(p) + 1:] in card.rooms), None)
            if key is None:
                found.loose = len(found.errors)
                found.errors.append(f"the case has no room named '{written(group, len(heads[0]) + 1)}'"
                                    + _room_list(card))
            else:
                found.arg = key
        elif slot == "obj":
            oid = language.object_id(value, g.lang)
            if oid is None:
                found.loose = len(found.errors)
                found.errors.append(f"unknown object noun '{written(group)}'")
            else:
                found.arg = oid
        elif slot in g.agree_gender:
            word_gender = g.agree_gender[slot][value]
            if slot == "companion":
                found.gender = word_gender
            if _disagrees(card, word_gender):
                found.errors.append(f"'{written(group)}' on a {_GENDER_WORD[card.gender]}'s card "
                                    f"(gender disagreement)")
        # article slots: any form is accepted; they agree with the noun, not the speaker
    return found


def _match(card: _Card, start: int, end: int) -> _Match | None:
    """The best reading of one sentence: the first that resolves cleanly, else the first at all."""
    sent, pos = _mark_name(card, start, end)
    first = None
    for pattern in card.g.patterns:
        m = pattern.regex.fullmatch(sent)
        if m is None:
            continue
        found = _resolve(card, pattern, m, pos)
        if not found.errors:
            return found
        first = first or found
    return first


def parse_card(text: str, *, person: str, gender: str, lang: str, size: int,
               rooms: dict[str, str], people: dict[str, str] | None = None,
               objects: dict[tuple[int, int], tuple[str, ...]] | None = None) -> tuple[list[Clue], list[str]]:
    """The clues of one card, and every error in it (messages without the person's name).

    people (name as written -> gender, everyone of the case) and objects ((row, column) -> object ids)
    are what the kinds of clue-language-2.md resolve names and cells against."""
    g = _grammar(lang)
    norm, where = normalize_map(text)
    room_index: dict[str, str] = {}
    for key, name in sorted(rooms.items()):
        room_index.setdefault(normalize(name), key)
    card = _Card(g, text, norm, where, normalize(person), gender, size, room_index, dict(rooms))
    pieces = _pieces(norm)
    if not pieces:
        return [], ["the card has no sentence"]

    clues: list[Clue] = []
    errors: list[str] = []
    victims = others = 0
    i = 0
    while i < len(pieces):
        start = pieces[i][0]
        best, used = _match(card, start, pieces[i][1]), 1
        if best is None or best.errors:
            # Maybe the sentence holds a period: the victim sentence, a room name like "St. James".
            for j in range(i + 1, min(i + 3, len(pieces))):
                joined = _match(card, start, pieces[j][1])
                if joined is not None and (not joined.errors or best is None):
                    best, used = joined, j - i + 1
                    if not joined.errors:
                        break
        end = pieces[i + used - 1][1]
        i += used
        index = victims + others + 1
        if best is not None and best.kind == "victim":
            victims += 1
        else:
            others += 1
        if best is None:
            errors.append(f"'{card.written(start, end)}' matches no accepted sentence; closest accepted form: "
                          f"'{_closest(card, start, end)[0]}'")
            continue
        if best.errors:
            if best.loose is not None:
                # "en la fila de arribaa" reads as a room; if another kind is closer, say so.
                form, kind, likeness = _closest(card, start, end)
                if kind != best.kind and likeness >= _TYPO_LIKENESS:
                    best.errors[best.loose] += f"; closest accepted form: '{form}'"
            errors.extend(best.errors)
            continue
        # The sentence as written, with its period when it has one.
        stop = where[end] + 1 if end < len(norm) and norm[end] == "." else where[end - 1] + 1
        clues.append(Clue(kind=best.kind, arg=best.arg, gender=best.gender,
                          text=text[where[start]:stop].strip(), index=index))
    if victims > 1:
        errors.append(f"the victim sentence appears {victims} times on the card; once is enough")
    if victims and others > 1:
        errors.append(f"a victim's card carries at most one clue besides the victim sentence; "
                      f"this one carries {others}")
    return clues, errors


def parse_scene(text: str, *, lang: str, size: int, rooms: dict[str, str], people: dict[str, str],
                objects: dict[tuple[int, int], tuple[str, ...]]) -> tuple[list[Clue], list[str]]:
    """The clues of one `scene` string (case-format-2.md), and every error in it.

    The scene forms of clue-language-2.md are not read yet: every sentence is an error."""
    pieces = [p.strip() for p in re.split(r"\.(?=\s|$)", text) if p.strip()]
    if not pieces:
        return [], ["the scene string has no sentence"]
    return [], [f"'{p}' matches no accepted scene sentence (they count people at a place, empty rooms, "
                 f"or people in every room)" for p in pieces]


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
    """The variant-th accepted sentence for a clue (modulo their number), ending with a period."""
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
def variant_count(kind: str, lang: str) -> int:
    """How many accepted forms the renderer knows for a kind (the most over genders and numbers)."""
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


# ---- the closest accepted form -----------------------------------------------

@functools.lru_cache(maxsize=512)
def _candidates(lang: str, gender: str, size: int, room: str | None,
                obj: str, number: int = 1) -> tuple[tuple[str, str, str, list[str]], ...]:
    """(normalized, rendered, kind, words) for every form of every kind, with one room, one object
    and one row/column number plugged in."""
    rooms = {"X": room} if room is not None else {}
    out = []
    for kind in ALL_KINDS:
        for clue in _samples(kind, gender, size, "X" if room is not None else None, obj, number):
            for form in _forms(clue, lang, gender, size, rooms, None):
                norm = normalize(form[:-1])
                out.append((norm, form, kind, re.findall(r"\w+", norm)))
    return tuple(out)


def _closest(card: _Card, start: int, end: int) -> tuple[str, str, float]:
    """The accepted form most like a sentence, its kind, and how alike their letters are (0..1).

    The forms use the room and noun the sentence names, if it names one.
    """
    sent = card.norm[start:end]
    named = [n for n in card.rooms if n and n in sent]
    key = card.rooms[max(named, key=len)] if named else min(card.room_names, default=None)
    room = card.room_names[key] if key is not None else None
    obj = next((language.object_id(w, card.g.lang) for w in re.findall(r"[^ .]+", sent)
                if language.object_id(w, card.g.lang)), "chair")
    gender = card.gender if card.gender in _GENDER_WORD else "f"
    words = re.findall(r"\w+", sent)
    ordinals = [normalize(o) for o in card.g.data["ordinals"][:card.size]]
    number = next((ordinals.index(w) + 1 for w in words if w in ordinals), 1)
    cands = _candidates(card.g.lang, gender, card.size, room, obj, number)

    def score(candidate) -> float:
        # Letters catch typos ("arribaa"); words catch missing or extra ones ("The victim.").
        return (difflib.SequenceMatcher(None, sent, candidate[0], autojunk=False).ratio()
                + difflib.SequenceMatcher(None, words, candidate[3], autojunk=False).ratio())
    best = max(cands, key=score)
    return best[1], best[2], difflib.SequenceMatcher(None, sent, best[0], autojunk=False).ratio()

