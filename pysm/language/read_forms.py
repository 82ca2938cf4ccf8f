"""Reading card and scene sentences of clue-language-2.md with the forms of pysm.language.forms.

A sentence is normalized like card text, with the language's contractions, synonyms and the
speaker's possessive read as their plain words; each form whose quick test passes is matched as a
regex, and the first that resolves cleanly gives what the sentence says (terms.Said). A choice
("either ... or") reads its two halves with the grammar of clue-language.md
(pysm.language.read_grammar), since they are cell clues of that language.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass
from typing import cast

from pysm.core.model import KINDS, POSITIONS, Clue
from pysm.language import forms, lexicon
from pysm.language.forms import HALVES, Choice, Form, Lang
from pysm.language.lexicon import normalize, normalize_map
from pysm.language.read_grammar import parse_first_card
from pysm.language.terms import CELL, Context, Said, Str, Term, fill
from pysm.language.text import GENDER_WORD, NAME, after_prep, disagrees

# The kinds a half of a choice may be (pysm.core.model.POSITIONS: the cell terms of `either`).
_HALF_KINDS = POSITIONS["cellterm"]
# Its number counts the rows or columns between two people, so it is at most N - 1, not N.
_OFFSET_KIND = "offset_person"


@dataclass
class _Reading:
    form: Form
    values: dict[str, object]  # slot -> what it resolved to (terms; a cell and the halves as read)
    errors: list[str]
    loose: bool = False  # its errors are about a free slot (an unknown person, room, noun)
    nomatch: bool = False  # a free slot holds text that is no name at all: the form does not match
    negs: int = 0
    negwords: int = 0
    flags: list[tuple[frozenset[str], str, Choice | None]] = dataclasses.field(default_factory=list)


def _joined(lang: Lang, ctx: Context, value: str) -> bool:
    """Whether a {person} text is a name of the case joined to more words by a conjunction ("bruno and
    sara", "bruno and south of sara"): two clues in one sentence, not an unknown person."""
    names = {normalize(p) for p in ctx.people}
    for word in lang.data.get("person", {}).get("joins", []):
        head, sep, _ = value.partition(" " + normalize(word) + " ")
        if sep and head in names:
            return True
    return False


class _Sentence:
    def __init__(self, ctx: Context, text: str, normalized: tuple[str, list[int]] | None = None):
        self.ctx = ctx
        self.text = text
        norm, where = normalized or normalize_map(text)
        norm, where = _expand_contractions(ctx.lang, norm, where)
        norm, where = _own_name_possessive(ctx, norm, where)
        for word, same in forms.load(ctx.lang).data.get("synonyms", []):  # "se encontraba" reads as "estaba"
            if normalize(word) in norm:
                norm, where = _substitute(
                    norm, where, r"(?<![^ ])" + re.escape(normalize(word)) + r"(?![^ ])", normalize(same)
                )
        self.norm, self.where = norm, where
        name = normalize(ctx.speaker) if ctx.speaker else ""
        if name and (norm == name or norm.startswith(name + " ")):
            self.marked = NAME + norm[len(name) :]
            self.pos = [where[0]] + where[len(name) :]
        else:
            self.marked, self.pos = norm, where

    def written(self, span: tuple[int, int]) -> str:
        s, e = span
        if e <= s:
            return ""
        return self.text[self.pos[s] : self.pos[e - 1] + 1]


def _expand_contractions(lang: str, norm: str, where: list[int]) -> tuple[str, list[int]]:
    """en "wasn't" reads as "was not" (and weren't, didn't, hadn't)."""
    if lang != "en" or "n't" not in norm:
        return norm, where
    out, pos, last = [], [], 0
    for m in re.finditer(r"\b(was|were|did|had)n't\b", norm):
        out.append(norm[last : m.start(1) + len(m.group(1))])
        pos.extend(where[last : m.start(1) + len(m.group(1))])
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
        out.append(norm[last : m.start()])
        pos.extend(where[last : m.start()])
        out.append(repl)
        # the replacement stands for the whole match: its last character maps to the match's last one
        pos.extend([where[m.start()]] * (len(repl) - 1) + [where[m.end() - 1]] if repl else [])
        last = m.end()
    out.append(norm[last:])
    pos.extend(where[last:])
    return "".join(out), pos


def _own_name_possessive(ctx: Context, norm: str, where: list[int]) -> tuple[str, list[int]]:
    """ "in Ana's room" on Ana's card reads as "in her room" ([possessive] of the language data)."""
    if not ctx.speaker or ctx.gender not in GENDER_WORD:
        return norm, where
    name = normalize(ctx.speaker)
    if name not in norm:
        return norm, where
    for pattern, repl in forms.load(ctx.lang).data.get("possessive", {}).get(ctx.gender, []):
        rx = r"(?<![^ ])" + re.escape(normalize(pattern)).replace(r"\{name\}", re.escape(name)) + r"(?![^ ])"
        norm, where = _substitute(norm, where, rx, normalize(repl))
    return norm, where


def _resolve(sent: _Sentence, lang: Lang, form: Form, m: re.Match[str], specs: list[forms.GroupSpec]) -> _Reading:
    ctx = sent.ctx
    r = _Reading(form, {}, [])

    def err(msg: str, loose: bool = False) -> None:
        r.errors.append(msg)
        r.loose = r.loose or loose

    found = m.groupdict()  # one call for every group: most are of alternatives not taken

    def walk(specs: list[forms.GroupSpec], values: dict[str, object]) -> None:
        for spec in specs:
            value = found[spec.group]
            if value is None:
                continue
            span = m.span(spec.group)
            written = sent.written(span)
            name = spec.slot.name
            if name == "subj":
                if value != NAME and disagrees(ctx.gender, lang.pronouns[value]):
                    err(f"'{written}' on a {GENDER_WORD[ctx.gender]}'s card (gender disagreement)")
            elif name == "person":
                who = {normalize(p): p for p in ctx.people}.get(value)
                if who is None and value.split(" ", 1)[0] in forms.not_first_words(lang.code):
                    # Not a name of the case and starting with an article or a word of quantity ("a
                    # plant", "otro hombre"): some other sentence, not an unknown person.
                    r.nomatch = True
                elif who is None and _joined(lang, ctx, value):
                    err(
                        f"'{written}' names two people or joins two clues: a sentence says one clue about one "
                        f"person (write two sentences)"
                    )
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
                labelled = re.fullmatch(r"\(\D+([0-9])/\D+([0-9])\)", value)  # "(z4/s3)": row, column
                if labelled:
                    row, col = int(labelled.group(1)), int(labelled.group(2))
                else:
                    col, row = ord(value[0]) - ord("a") + 1, int(value[1])
                if not (1 <= row <= ctx.size and 1 <= col <= ctx.size):
                    err(f"'{written}' is not a cell of a {ctx.size}x{ctx.size} board")
                else:
                    values[name] = (row, col, written)
            elif name == "room":
                rooms: dict[str, str] = {}
                key: str | None
                for key, rname in sorted(ctx.rooms.items()):
                    rooms.setdefault(normalize(rname), key)
                preps = forms.slot_room_preps(lang, spec.slot.arg) if spec.slot.arg else lang.room_preps
                heads = [p for p in preps if p and after_prep(value, p) is not None]
                key = next(
                    (
                        k
                        for p in heads
                        for k in [lexicon.room_key(lang.code, cast(str, after_prep(value, p)), rooms)]
                        if k
                    ),
                    None,
                )
                if key is None and "" in preps:  # a bare name ("adjoining Kitchen")
                    key = lexicon.room_key(lang.code, value, rooms)
                if key is None:  # the name inflected after its preposition ("на кухне")
                    key = lexicon.inflected_rooms(ctx.lang, ctx.rooms).get(value)
                if key is None:
                    listed = ", ".join(ctx.rooms[k] for k in sorted(ctx.rooms))
                    skip = len(value) - len(cast(str, after_prep(value, heads[0]))) if heads else 0
                    shown = sent.written((span[0] + skip, span[1]))
                    err(
                        f"the case has no room named '{shown}' (its rooms: {listed})"
                        + lexicon.did_you_mean(shown, ctx.rooms.values()),
                        loose=True,
                    )
                else:
                    values[name] = Str(key)
            elif name == "obj":
                art = m.group(spec.sub["art"]) if spec.sub.get("art") in m.re.groupindex else None
                noun = m.group(spec.sub["noun"])
                plural_arts, art_flags = forms.article_flags(lang, spec.slot.arg)
                plural = (art or "") in plural_arts
                # After a plural article ("todas las", "alle", "all the") the noun is plural ([plurals]).
                oid = forms.plurals(lang.code).get(normalize(noun)) if plural else lexicon.object_id(noun, lang.code)
                single = lexicon.object_id(noun, lang.code) if plural else None
                # a plural that is also a singular ("tous les tapis") is read as the plural
                if oid is None and single is not None and single in forms.plural_ids(lang.code):
                    err(
                        f"'{sent.written(m.span(spec.sub['noun']))}' after '{sent.written(m.span(spec.sub['art']))}': "
                        f"write the plural noun ('{lang.data['plurals'][single]}')"
                    )
                elif oid is None:
                    err(f"unknown object noun '{sent.written(m.span(spec.sub['noun']))}'", loose=True)
                else:
                    values[name] = Str(oid)
                if (art or "") in art_flags:
                    r.flags.append((art_flags[art or ""], written, None))
            else:
                for ag, choice, inner in spec.alts:
                    if found[ag] is None:
                        continue
                    sub: dict[str, object] = {}
                    walk(inner, sub)
                    if choice.flags:
                        r.flags.append((choice.flags, written, choice))
                    if choice.term is not None:
                        try:
                            values[name] = fill(choice.term, sub)
                        except KeyError:
                            pass  # an inner slot did not resolve: its error is already there
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
            if g in flags and disagrees(ctx.gender, g):
                r.errors.append(f"'{written}' on a {GENDER_WORD[ctx.gender]}'s card (gender disagreement)")
        # "any_other": the phrase counts the speaker out by itself ("all men", "no one else ... a man")
        if "gender" in flags and "any_other" not in flags and ctx.gender in GENDER_WORD and choice is not None:
            said = choice.term.name if isinstance(choice.term, Term) else None
            if said == "with":  # people of a trait: the rule goes by their gender
                said = cast(Term, cast(Term, choice.term).args[0]).name  # with(m,"glasses","yes")
            other = "other" in flags
            if said == ctx.gender and not other:
                r.errors.append(
                    f"'{written}' on a {GENDER_WORD[ctx.gender]}'s card: the speaker is a "
                    f"{GENDER_WORD[ctx.gender]}, so it must say 'other' "
                    f"({_with_other(ctx.lang, choice)})"
                )
            elif said != ctx.gender and other:
                r.errors.append(
                    f"'{written}' on a {GENDER_WORD[ctx.gender]}'s card (gender disagreement: "
                    f"'other' goes only with the speaker's own gender)"
                )


def _with_other(code: str, choice: Choice) -> str:
    """The form of a gender phrase that says "other": "una mujer" -> "otra mujer" (its part's sibling)."""
    flags = choice.flags - {"norender"}
    traited = isinstance(choice.term, Term) and choice.term.name == "with"
    for part in forms.load(code, traits=traited).parts.values():
        if choice in part:
            for sibling in part:
                if (
                    sibling.term == choice.term
                    and "other" in sibling.flags
                    and "norender" not in sibling.flags
                    and sibling.flags - {"other", "norender"} == flags
                ):
                    return sibling.text
    return "another " + ("woman" if isinstance(choice.term, Term) and choice.term.name == "f" else "man")


def _numbers(ctx: Context, r: _Reading) -> None:
    """Numbers above N, offsets of N or more, cells that do not hold the object they name."""
    n = ctx.size
    k = next((v for name, v in r.values.items() if name in ("k", "km") and isinstance(v, int)), None)
    if isinstance(k, int):
        if r.form.kind == _OFFSET_KIND and k >= n:
            r.errors.append(f"an offset of {k} rows or columns on a {n}x{n} board (at most {n - 1})")
        elif k > n:
            r.errors.append(f"the number {k} is above the {n} people of a {n}x{n} board")
    cell = r.values.get("cell")
    if isinstance(cell, tuple):
        row, col, written = cell
        obj = r.values.get("obj")
        if isinstance(obj, Str) and obj.text not in ctx.objects.get((row, col), ()):
            noun = lexicon.object_noun(obj.text, ctx.lang)
            r.errors.append(f"the cell {written.upper()} holds no {noun}")
        r.values["cell"] = Term(CELL, (row, col))


def _polarity(lang: Lang, r: _Reading) -> bool | None:
    if r.form.negated is not None:  # the form says its polarity in its words ("Nadie estaba ...")
        return bool(r.form.negated)
    if r.negs > 1:
        r.errors.append("a double negation: negate once ('not' or 'no', never both)")
    elif r.negwords and not r.negs:
        words = [w for f, w, _ in r.flags if "negword" in f]
        r.errors.append(f"'{words[0]}' in a sentence that is not negated")
    return r.negs == 1


def _read(sent: _Sentence, lang: Lang, candidates: tuple[Form, ...]) -> _Reading | None:
    """The first reading that resolves cleanly, else the first with errors (errors on a free slot last)."""
    first: _Reading | None = None
    loose: _Reading | None = None
    for form in forms.candidates(lang, candidates, sent.marked):
        rx, specs = forms.compiled(lang, form)
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
                    message = message.replace("{name}", cast(Str, r.values["person"]).text)
            first = first or _Reading(form, {}, [f"'{sent.text.strip()}': {message}"])
            continue
        r = _resolve(sent, lang, form, m, specs)
        if r.nomatch:
            continue
        neg = _polarity(lang, r)
        if not r.errors:
            _numbers(sent.ctx, r)
        if not r.errors and all(h in r.values for h in HALVES):
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


def parse_scene(text: str, ctx: Context) -> tuple[list[Said], list[str]]:
    """The sentences of one `scene` string (split at periods), or their errors."""
    out, errors = [], []
    for piece in split_scene(text):
        sent = _Sentence(ctx, piece)
        lang = forms.load(ctx.lang, traits=forms.mentions_trait(ctx.lang, sent.norm))
        r = _read(sent, lang, lang.scene)
        if r is None:
            errors.append(
                f"'{piece}' matches no accepted scene sentence (they count people at a place, "
                f"empty rooms, or people in every room)"
            )
        elif r.errors:
            errors.extend(r.errors)
        else:
            out.append(Said(r.form.kind, bool(r.values["__negated"]), tuple(fill(t, r.values) for t in r.form.terms)))
    if not out and not errors:
        errors.append("the scene string has no sentence")
    return out, errors


def split_scene(text: str) -> list[str]:
    """A scene string's sentences, without their periods."""
    return [p.strip() for p in re.split(r"\.(?=\s|$)", text) if p.strip()]


def _either(sent: _Sentence, lang: Lang, r: _Reading) -> None:
    """Read {A} and {B} as two positive clues of one cell kind, filling the shared words each leaves out."""
    a, a_written = cast("tuple[str, str]", r.values["A"])  # (normalized, as written)
    b, b_written = cast("tuple[str, str]", r.values["B"])
    for word in lang.data["either"].get("drop", []):  # "in either the Kitchen or the Hall"
        a = re.sub(rf"(?<![^ ]){re.escape(normalize(word))} ", "", a)
    ctx = sent.ctx
    head = lang.data["either"]["head"][ctx.gender or "f"]

    def body(words: str) -> tuple[Clue | None, list[str]]:
        clues, errors = parse_first_card(
            head + " " + words,
            person=ctx.speaker or "",
            gender=ctx.gender,
            lang=lang.code,
            size=ctx.size,
            rooms=ctx.rooms,
        )
        if errors or len(clues) != 1:
            return None, errors
        return clues[0], []

    halves = a + " | " + b
    for rname in sorted((normalize(n) for n in ctx.rooms.values()), key=len, reverse=True):
        halves = halves.replace(rname, " ")  # "the Window Room" names a room, not a window
    places = [
        w
        for w in lang.data["either"].get("places", [])
        if re.search(rf"(?<![^ ]){re.escape(normalize(w))}(?![^ ])", halves)
    ]
    if places:
        # "next to a window or a door": windows, doors and walls are no cell clue a choice can take
        r.errors.append(
            f"'{sent.text.strip()}': a choice (either ... or) is between two rooms, rows, columns, objects "
            f"to be on or objects to be next to; '{places[0]}' is none of these (a window, door or wall "
            f"is a clue of its own: write one sentence for it)"
        )
        return
    aw, bw = a.split(), b.split()
    first: list[str] | None = None
    for j in range(0, len(bw)):  # A may leave out trailing words of B
        ca, ea = body(" ".join(aw + bw[len(bw) - j :]) if j else a)
        if ca is None:
            first = first or ea
            continue
        for i in range(0, len(aw)):  # B may leave out leading words of A
            cb, eb = body(" ".join(aw[:i] + bw) if i else b)
            if cb is None:
                first = first or eb
                continue
            if ca.kind not in _HALF_KINDS or cb.kind not in _HALF_KINDS:
                r.errors.append(
                    f"'{a_written}' or '{b_written}': a choice is between two positive clues, of "
                    f"rooms, rows, columns, objects to be on, or objects to be next to"
                )
                return
            if cb.kind != ca.kind:
                r.errors.append(
                    f"'{a_written}' and '{b_written}' are not clues of one kind "
                    f"(a choice is between two rooms, rows, columns, objects to be on, or objects "
                    f"to be next to)"
                )
                return
            if ca.params == cb.params:
                r.errors.append(f"'{a_written}' and '{b_written}' say the same thing")
                return
            r.values["A"] = _half(ca)
            r.values["B"] = _half(cb)
            return
    r.errors.append(
        f"'{sent.text.strip()}' is no choice between two rooms, rows, columns, objects to be on or "
        f"objects to be next to" + (f" ({first[0]})" if first else "")
    )
    r.loose = True


def _half(clue: Clue) -> Term:
    """A half read by the grammar as the cell term it says: row(3), room("K")."""
    ((_, ptype),) = KINDS[clue.kind].params
    return Term(clue.kind, (int(cast(int, clue.arg)),) if ptype == "int" else (Str(str(clue.arg)),))


def parse_one(
    sentence: str, ctx: Context, normalized: tuple[str, list[int]] | None = None
) -> tuple[Said | None, list[str], bool, bool]:
    """One card sentence: (what it says or None, its errors, whether a form matched, whether its errors
    are about a free slot: an unknown person, room or noun). normalized, given, is
    normalize_map(sentence)."""
    text = sentence.strip().rstrip(".")
    sent = _Sentence(ctx, text, normalized if text == sentence else None)
    lang = forms.load(ctx.lang, traits=forms.mentions_trait(ctx.lang, sent.norm))
    r = _read(sent, lang, lang.forms)
    if r is None:
        return None, [], False, False
    if r.errors:
        return None, r.errors, True, r.loose
    terms = tuple(fill(t, r.values) for t in r.form.terms)
    return Said(r.form.kind, bool(r.values["__negated"]), terms), [], True, False
