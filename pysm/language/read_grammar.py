"""Reading card sentences of clue-language.md with the composing grammar (pysm.language.grammar).

A card is cut at its periods; a piece that ends in a short word or a word before a period of a
room name or template (the victim sentence, "St. James", "2.ª") is also tried joined with the next
one or two. A match becomes a Clue when its slots resolve; otherwise it yields error messages,
quoting the card as written, with a closest accepted form (pysm.language.hints) only when one keeps
the sentence's negation, axis, number and kind.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import cast

from pysm.core import model
from pysm.core.model import Clue
from pysm.language import grammar, lexicon
from pysm.language.grammar import FREE_ROLES, KNOWN_KINDS, LINE_KINDS, Grammar, Pattern
from pysm.language.lexicon import normalize, normalize_map
from pysm.language.misread import reads_as
from pysm.language.text import GENDER_WORD, NAME, VICTIM, after_prep, disagrees, holds
from pysm.language.text import pieces as split_pieces

_HINTS_PER_CARD = 6  # a card of unreadable sentences gets hints for the first few only (cost)


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
    values: dict[str, int | str] = field(default_factory=dict)


@dataclass
class _Match:
    """One reading of a sentence: its kind and parameters (model.KINDS order), or its errors."""

    kind: str
    errors: list[str]
    loose: int | None = None  # index of an error about a free slot (unknown room or noun)
    free: int = 0  # characters read as free text (room, person names)
    params: tuple[object, ...] = ()


# (sentence, as written) -> its best reading (None: it matches no template)
_Readings = dict[tuple[str, str], "_Match | None"]


@dataclass(frozen=True)
class _Card:
    """One card being parsed: its text, normalized, and what the slots resolve against."""

    g: Grammar
    text: str
    norm: str
    where: list[int]
    name: str  # the person's name, normalized ("" for none)
    gender: str
    size: int
    rooms: dict[str, str]  # normalized room name -> key
    room_names: dict[str, str]  # key -> room name as the case writes it
    people: dict[str, str]  # normalized name -> name as the case writes it (other people)
    spent: list[int] = field(default_factory=lambda: [0])  # hints given so far
    hints: bool = True  # closest-form hints in messages (off while another reader may still read it)
    readings: _Readings | None = None  # (sentence, as written) -> its reading, shared by calls on one card

    def written(self, start: int, end: int) -> str:
        """The card's own text for the normalized span [start, end)."""
        return self.text[self.where[start] : self.where[end - 1] + 1] if end > start else ""


def _mark_name(card: _Card, start: int, end: int) -> tuple[str, list[int]]:
    """The sentence with the person's name, where it starts a sentence, replaced by NAME.

    The map goes from the marked sentence back to positions in the normalized card.
    """
    sent = card.norm[start:end]
    pos = list(range(start, end))
    if not card.name or card.name not in sent:
        return sent, pos
    out, out_pos, last = [], [], 0
    for at in _sentence_starts(sent, card.name):
        out.append(sent[last:at] + NAME)
        out_pos.extend(pos[last:at] + [pos[at]])
        last = at + len(card.name)
    out.append(sent[last:])
    out_pos.extend(pos[last:])
    return "".join(out), out_pos


def _sentence_starts(sent: str, name: str) -> Iterator[int]:
    """Where `name` starts a sentence (at the start, or after "." or ". ") followed by a space, left to
    right without overlaps. String search, not a regex: a regex per person's name cost a compile
    per card of a fresh process."""
    at = sent.find(name)
    while at >= 0:
        end = at + len(name)
        if sent[end : end + 1] == " " and (at == 0 or sent[at - 1] == "." or (at >= 2 and sent[at - 2 : at] == ". ")):
            yield at
            at = sent.find(name, end)
        else:
            at = sent.find(name, at + 1)


def _room_list(card: _Card) -> str:
    names = [card.room_names[k] for k in sorted(card.room_names)]
    return f" (its rooms: {', '.join(names)})" if names else ""


def _room_error(card: _Card, value: str, shown: str) -> str:
    other = reads_as(card.g, value)
    if other is not None:
        return f"'{shown}' reads as {other}, but not in a form the sentences take"
    for name in sorted(card.rooms, key=len, reverse=True):
        if value.startswith(name + " "):
            rest = shown[len(shown) - (len(value) - len(name) - 1) :] if len(shown) >= len(value) else shown
            return f"after the room '{card.room_names[card.rooms[name]]}', '{rest}' is not a form the sentences take"
    return (
        f"the case has no room named '{shown}'"
        + _room_list(card)
        + lexicon.did_you_mean(shown, card.room_names.values())
    )


def _resolve(card: _Card, pattern: Pattern, m: re.Match[str], pos: list[int]) -> _Match:
    g = card.g
    frames: dict[int, _Frame] = {0: _Frame(pattern.kind)}
    errors: list[str] = []
    loose = None
    negs: list[str] = []
    npis: list[str] = []
    frags: list[tuple[int, int, int]] = []  # matched fragment spans (frame, start, end), outer first

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
            if value == NAME:
                continue
            cls = g.classes[name]
            if disagrees(card.gender, cls.words.get(value)):
                errors.append(f"'{written(span)}' on a {GENDER_WORD[card.gender]}'s card (gender disagreement)")
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
            # After its preposition ({room}) or bare ({roomname}); the name may follow a room noun.
            cuts = (
                [0]
                if name == "roomname"
                else [
                    len(value) - len(cast(str, after_prep(value, p)))
                    for p in g.room_preps
                    if after_prep(value, p) is not None
                ]
            )
            key = next((k for c in cuts for k in [lexicon.room_key(g.lang, value[c:], card.rooms)] if k), None)
            if key is None and name != "roomname":  # the name inflected after its preposition ("на кухне")
                key = lexicon.inflected_rooms(g.lang, card.room_names).get(value)
            if key is None:
                loose = len(errors)
                errors.append(_room_error(card, value[cuts[0] :], written(span, cuts[0])))
            else:
                f.room = key
        elif role == "obj":
            oid = lexicon.object_id(value, g.lang)
            if oid is None:
                loose = len(errors)
                other = reads_as(card.g, value)
                errors.append(
                    f"'{written(span)}' reads as {other}, but not in a form the sentences take"
                    if other not in (None, "an object")
                    else f"unknown object noun '{written(span)}'"
                    + lexicon.did_you_mean(value, [lexicon.object_noun(i, g.lang) for i in lexicon.object_ids()])
                    + f" (the nouns: {lexicon.known_nouns(g.lang)})"
                )
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
        if negated not in KNOWN_KINDS:
            from pysm.language.hints import describe

            errors.append(f"'{sentence}': {describe(kind)} has no negated form")
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
        assert f.number_span is not None  # set with the number
        s, e = f.number_span
        errors.append(f"'{card.written(s, e)}' is {axis} {k} on a {card.size}x{card.size} board")
    if f.flip:
        k = card.size + 1 - k
    return k if 1 <= k <= card.size else None


def _position(card: _Card, f: _Frame, errors: list[str]) -> tuple[object, ...]:
    """A nested clause as a position term: ("on", "chair"), ("row", 3), ("corner",)."""
    head = f.kind
    out: list[object] = [head]
    for ptype in model.POSITION_HEADS.get(head, ()):
        out.append(f.obj if ptype == "object" else f.room if ptype == "room" else _line(card, head, f, errors))
    return tuple(out)


def _param(card: _Card, kind: str, name: str, ptype: str, f: _Frame, subs: list[_Frame], errors: list[str]) -> object:
    """One parameter of a kind of model.KINDS from a frame: by its type (room, object, person, int; the
    number of a line kind counts from an edge), else from the [values] class named like the parameter
    or its type; positions from nested clauses."""
    if ptype == "room":
        return f.room
    if ptype == "object":
        return f.obj
    if ptype == "person":
        return f.person
    if ptype == "int":
        return _line(card, kind, f, errors) if kind in LINE_KINDS else f.values.get(name, f.number)
    if ptype in model.POSITIONS:
        return _position(card, subs.pop(0), errors) if subs else None
    if ptype == "gender" and f.gender is not None:
        return f.values.get(name, f.gender)
    return f.values.get(name, f.values.get(ptype))


def _build(card: _Card, kind: str, frames: dict[int, _Frame], errors: list[str], loose: int | None) -> _Match:
    """The clue a sentence's frames say: each parameter of its kind (pysm.core.model.KINDS) by its type."""
    f = frames[0]
    base = model.base_kind(kind)
    subs = [frames[i] for i in sorted(frames) if i > 0]
    params = tuple(_param(card, base, n, t, f, subs, errors) for n, t in model.KINDS[base].params)
    if base not in model.ALL_KINDS and not errors:
        try:
            Clue.of(kind, *params).check()
        except ValueError as exc:
            raise ValueError(f"{card.g.lang}.toml [kinds] {base}: the grammar gives {exc}") from None
    return _Match(kind, errors, loose, params=params)


def _match(card: _Card, start: int, end: int) -> _Match | None:
    """The best reading of one sentence: the first that resolves cleanly, else the first with errors
    (one whose free text resolved before one that names no room)."""
    sent, pos = _mark_name(card, start, end)
    key = (sent, card.written(start, end))
    if card.readings is not None and key in card.readings:
        return card.readings[key]
    first = _best_reading(card, sent, pos)
    if card.readings is not None:
        card.readings[key] = first
    return first


def _best_reading(card: _Card, sent: str, pos: list[int]) -> _Match | None:
    first = None
    patterns = card.g.patterns
    for i in card.g.prefilter.keep(sent):
        pattern = patterns[i]
        if not holds(pattern.needs, sent):  # Pattern.may_match, without its call
            continue
        m = pattern.regex.fullmatch(sent)
        if m is None:
            continue
        found = _resolve(card, pattern, m, pos)
        if not found.errors:
            return found
        # Of the readings with errors, one whose free text resolved says more than "no such room",
        # and one that leaves less to free text reads more of the sentence.
        found.free = sum(
            e - s for g, role, _, _ in pattern.groups if role in FREE_ROLES for s, e in [m.span(g)] if s >= 0
        )
        if first is None or (found.loose is None, -found.free) > (first.loose is None, -first.free):
            first = found
    return first


@functools.lru_cache(maxsize=64)
def _room_index(rooms: tuple[tuple[str, str], ...]) -> tuple[dict[str, str], frozenset[str]]:
    """Normalized room name -> key (the first key of a name), and the words before a period inside a
    room name ("st" of "St. James's Hall": a piece ending so may go on past its period)."""
    index: dict[str, str] = {}
    for key, name in rooms:
        index.setdefault(normalize(name), key)
    dots = frozenset(m.group(1) for n in index for m in re.finditer(r"([^ .]+) ?\.", n))
    return index, dots


def _spend(card: _Card) -> bool:
    """Whether the card may still get a hint (each call spends one)."""
    if not card.hints:
        return False
    card.spent[0] += 1
    return card.spent[0] <= _HINTS_PER_CARD


def _hint(card: _Card, start: int, end: int) -> tuple[str, str] | None:
    """The closest accepted form of a refused sentence and its kind (pysm.language.hints), or None."""
    from pysm.language.hints import closest

    return closest(card, start, end)


def _unmatched(card: _Card, start: int, end: int) -> str:
    shown = card.written(start, end)
    hint = _hint(card, start, end) if _spend(card) else None
    if hint is not None:
        return f"'{shown}' matches no accepted sentence; closest accepted form: '{hint[0]}'"
    from pysm.language.hints import kinds_list

    return f"'{shown}' matches no accepted sentence; {kinds_list(card.g.lang)}"


def parse_first_card(
    text: str,
    *,
    person: str,
    gender: str,
    lang: str,
    size: int,
    rooms: dict[str, str],
    people: dict[str, str] | None = None,
    hints: bool = True,
) -> tuple[list[Clue], list[str]]:
    """The clues of one card in the sentences of the composing grammar (the kinds of clue-language.md
    and not_alone), and every error in it. hints=False leaves the closest-form hints out of the
    messages (their search is most of the cost of a refused sentence; pysm.language.cards asks for them
    only for the messages it keeps)."""
    return CardReader(
        person=person, gender=gender, lang=lang, size=size, rooms=rooms, people=people, hints=hints, remember=False
    ).read(text)


class CardReader:
    """Reads texts of one person's card with the grammar, as parse_first_card does: what the slots
    resolve against is worked out once, and with remember each sentence is matched once over all the
    reader's calls (pysm.language.cards reads a card whole, then sentence by sentence). A reader with
    hints does not remember: a hint is added to the reading's own message."""

    def __init__(
        self,
        *,
        person: str,
        gender: str,
        lang: str,
        size: int,
        rooms: dict[str, str],
        people: dict[str, str] | None = None,
        hints: bool = True,
        remember: bool = True,
    ):
        self.g = grammar.load(lang)
        self.room_index, self.room_dots = _room_index(tuple(sorted(rooms.items())))
        if any(name.startswith(".") for name in self.room_index):
            # a name that starts with a period (".A"): a piece ending in a room preposition may go on past it
            self.room_dots |= {p.split(" ")[-1] for p in self.g.room_preps}
        self.me = normalize(person)
        self.others = {normalize(p): p for p in (people or {}) if normalize(p) != self.me}
        self.rooms = dict(rooms)
        self.gender, self.size, self.hints = gender, size, hints
        self.readings: _Readings | None = {} if remember and not hints else None  # (sentence, as written) -> reading

    def read(self, text: str, normalized: tuple[str, list[int]] | None = None) -> tuple[list[Clue], list[str]]:
        """The clues and errors of a text; normalized, given, is normalize_map(text)."""
        return _read_card(self, text, normalized or normalize_map(text))


def _read_card(reader: CardReader, text: str, normalized: tuple[str, list[int]]) -> tuple[list[Clue], list[str]]:
    g = reader.g
    norm, where = normalized
    card = _Card(
        g,
        text,
        norm,
        where,
        reader.me,
        reader.gender,
        reader.size,
        reader.room_index,
        reader.rooms,
        reader.others,
        hints=reader.hints,
        readings=reader.readings,
    )
    pieces = split_pieces(norm)
    if not pieces:
        return [], ["the card has no sentence"]
    dotted = reader.room_dots | g.dotted
    clues: list[Clue] = []
    errors: list[str] = []
    victims = others_n = 0
    i = 0
    while i < len(pieces):
        start = pieces[i][0]
        best, used = _match(card, start, pieces[i][1]), 1
        piece = norm[pieces[i][0] : pieces[i][1]].split(" ")
        last = piece[-1].rpartition("'")[2]  # after an elided article: "l'a0" -> "a0"
        elided = piece[-1].partition("'")[2]  # a name with its own apostrophe: "l'a'0000" -> "a'0000"
        if (best is None or best.errors) and (
            len(piece) <= 2 or len(last) <= 3 or last in dotted or piece[-1] in dotted or elided in dotted
        ):
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
        if best is not None and best.kind == VICTIM:
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
        clues.append(Clue(kind=best.kind, text=text[where[start] : stop].strip(), index=index, params=best.params))
    errors.extend(victim_card_errors(victims, others_n))
    return clues, errors


def victim_card_errors(victims: int, others: int) -> list[str]:
    """The card-format rule on the victim's card (case-format.md), for both sentence readers: the
    victim sentence once, and at most one clue besides it."""
    errors = []
    if victims > 1:
        errors.append(f"the victim sentence appears {victims} times on the card; once is enough")
    if victims and others > 1:
        errors.append(
            f"a victim's card carries at most one clue besides the victim sentence; this one carries {others}"
        )
    return errors
