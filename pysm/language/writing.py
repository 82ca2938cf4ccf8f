"""Writing card sentences: a clue's accepted sentences in a language, from the same data the
readers read, so every sentence the generator writes is one the verifier accepts (a test renders
every form and reads it back).

A clue of clue-language.md has its [sentences] forms of pysm/lang/<code>.toml (variant 0 is
canonical) and the [varied] forms the generator may also write; a clue of clue-language-2.md has
one canonical sentence, the first form of pysm/lang/kinds-<code>.toml and the first alternatives
that say its term.
"""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any, Sequence, TypeVar, cast

from pysm.core.model import ALL_KINDS, KINDS, Clue, base_kind
from pysm.language import forms, grammar, lexicon
from pysm.language.grammar import LINE_KINDS
from pysm.language.lexicon import normalize, room_phrase
from pysm.language.template_syntax import Alt, Nodes
from pysm.language.terms import Context, Said, Str, Term, from_clue, term_text, unify
from pysm.language.text import GENDER_WORD, VICTIM, finish

# Values that stand for any room and object when a kind's forms are counted.
_ANY_ROOM, _ANY_OBJECT = "X", "chair"

_T = TypeVar("_T")


# ---- clue-language.md: the [sentences] and [varied] forms --------------------


def _position_options(g: grammar.Grammar, slot: str, k: int, size: int) -> list[str]:
    """The words of line k: the language data's [rows] or [columns] table (its line kind, plural)."""
    table = g.data[slot + "s"]
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


def _expand(nodes: Nodes[grammar.GrammarSlot], fill: Callable[[str], list[str]]) -> list[str]:
    """Every sentence a template sequence expands to, alternatives left to right."""
    out = [""]
    for node in nodes:
        if isinstance(node, str):
            options = [node]
        elif isinstance(node, Alt):
            options = [s for o in node.options for s in _expand(o, fill)]
        else:
            options = fill(node.name)
        out = [a + b for a in out for b in options]
    return out


def grammar_sentences(
    clue: Clue, lang: str, gender: str, size: int, rooms: dict[str, str], subject: str | None
) -> list[str]:
    """Every accepted sentence of a clue of clue-language.md, in variant order."""
    if gender not in GENDER_WORD:
        raise ValueError(f"cannot render for gender {gender!r}: f or m")
    g = grammar.load(lang)
    d = g.data

    def fill(slot: str) -> list[str]:
        if slot == "subj":
            if subject:
                return [subject]
            return [d["subject"][gender][0]] if d["subject"].get("required", False) else [""]
        if slot in LINE_KINDS:
            return _position_options(g, slot, int(cast(int, clue.arg)), size)
        if slot == "room":
            return [room_phrase(lang, rooms[cast(str, clue.arg)])]
        if slot == "obj" or slot.startswith("obj_"):  # "obj_ins": the noun in a case
            return [lexicon.object_noun(cast(str, clue.arg), lang, slot[4:])]
        if slot in d["agree"]:
            who = (clue.gender or gender) if slot == "companion" else gender
            return [d["agree"][slot][who][0]]
        forms = d["articles"][slot]
        if isinstance(forms, str):
            return [forms]
        # an article may be given for one object ("uno" before "sgabello"), else by the noun's class
        return [forms.get(clue.arg) or forms[d["objects"][clue.arg]["class"]]]

    return [
        finish(_join_elided(s, d), each_sentence=True) for nodes in g.templates[clue.kind] for s in _expand(nodes, fill)
    ]


def _join_room_preps(sentence: str, d: Mapping[str, Any]) -> str:
    """An elided preposition of [room_preps] joins the room's name: "contiguë à l' Atelier" -> "à l'Atelier"."""
    for table in d.get("room_preps", {}).values():
        for _, word in table:
            if word.endswith("'"):
                sentence = re.sub(rf"(?<!\S){re.escape(word)} ", word, sentence)
    return sentence


def _join_elided(sentence: str, d: Mapping[str, Any]) -> str:
    """An elided article written before its noun joins it: "un' amaca" -> "un'amaca"."""
    for written in d["articles"].values():
        for word in [written] if isinstance(written, str) else written.values():
            if word.endswith("'"):
                sentence = re.sub(rf"(?<!\S){re.escape(word)} ", word, sentence)
    return sentence


def render_first_clue(
    clue: Clue,
    *,
    lang: str,
    gender: str,
    size: int,
    rooms: dict[str, str],
    variant: int = 0,
    subject: str | None = None,
) -> str:
    """The variant-th accepted sentence for a clue of clue-language.md."""
    sentences = grammar_sentences(clue, lang, gender, size, rooms, subject)
    return sentences[variant % len(sentences)]


def sample_clues(
    kind: str,
    *,
    numbers: Iterable[int] = (),
    room: str | None = None,
    obj: str | None = None,
    gender: str | None = None,
) -> list[Clue]:
    """The clues of a kind of clue-language.md with the values given for each parameter type
    (pysm.core.model.KINDS): one per number for an int, none when a room is needed and none is given."""
    values: dict[str, Sequence[object]] = {
        "int": list(numbers),
        "room": [room] if room is not None else [],
        "object": [obj],
        "gender": [gender],
    }
    types = [t for _, t in KINDS[base_kind(kind)].params]
    return [Clue.of(kind, *params) for params in itertools.product(*(values[t] for t in types))]


@functools.cache
def library_count(kind: str, lang: str) -> int:
    """How many of a kind's forms come from [sentences] (the first ones; the rest are [varied])."""
    g = grammar.load(lang)
    extra = len(g.data.get("varied", {}).get(kind, ()))
    return variant_count(kind, lang) - extra if kind in ALL_KINDS else variant_count(kind, lang)


@functools.cache
def variant_count(kind: str, lang: str) -> int:
    """How many accepted forms the renderer knows for a kind (the most over genders and numbers).

    The kinds of clue-language-2.md have one: their canonical sentence."""
    if kind not in ALL_KINDS:
        return 1
    size = 9
    return max(
        len(grammar_sentences(c, lang, g, size, {_ANY_ROOM: _ANY_ROOM}, None))
        for g in GENDER_WORD
        for c in sample_clues(kind, numbers=sorted({1, 2, size}), room=_ANY_ROOM, obj=_ANY_OBJECT, gender=g)
    )


def render_card(
    clues: Sequence[Clue],
    *,
    lang: str,
    gender: str,
    size: int,
    rooms: dict[str, str],
    variant: int | Sequence[int] = 0,
    subject: str | None = None,
) -> str:
    """A card's text: its sentences joined by one space, the victim sentence first.

    variant is one index for every clue, or one per clue (in the order given).
    """
    variants = [variant] * len(clues) if isinstance(variant, int) else list(variant)
    pairs = sorted(zip(clues, variants, strict=False), key=lambda p: p[0].kind != VICTIM)
    return " ".join(
        render_clue(c, lang=lang, gender=gender, size=size, rooms=rooms, variant=v, subject=subject) for c, v in pairs
    )


# ---- clue-language-2.md: the forms of kinds-<code>.toml -----------------------


def _has_trait(term: object) -> bool:
    """Whether a term names people of a trait: with(m,"glasses","yes") somewhere in it."""
    return isinstance(term, Term) and (term.name == "with" or any(_has_trait(a) for a in term.args))


def render_said(said: Said, ctx: Context, subject: str | None = None) -> str:
    """The canonical sentence of what a clue says (first form and first alternatives that say it).

    subject: the person's name in place of the pronoun (or of no subject, in Spanish)."""
    lang = forms.load(ctx.lang, traits=any(_has_trait(t) for t in said.terms))
    for form in lang.scene if KINDS[said.kind].scene else lang.forms:
        if not form.render or form.kind != said.kind or len(form.terms) != len(said.terms):
            continue
        if form.negated is not None and bool(form.negated) != said.negated:
            continue
        binding: dict[str, object] = {}
        if not all(unify(p, t, binding) for p, t in zip(form.terms, said.terms, strict=False)):
            continue
        target = (1 if said.negated else 0) if form.negated is None else 0
        k = next((v for n, v in binding.items() if n.startswith("k") and isinstance(v, int)), None)
        number = "pl" if isinstance(k, int) and k > 1 else "sg"
        rctx = _RCtx(lang, ctx, target, number, subject)
        for text, negs, negwords in _expand_form(form.nodes, binding, rctx, 0):
            if negs == target and (negwords == 0 or negs > 0):
                return finish(_join_room_preps(text, lang.data))
    raise ValueError(
        f"no {ctx.lang} sentence says {'not ' if said.negated else ''}{', '.join(term_text(t) for t in said.terms)}"
    )


@dataclass(frozen=True)
class _RCtx:
    lang: forms.Lang
    ctx: Context
    target: int  # negators the sentence must hold (0 or 1)
    number: str  # "sg" or "pl": the number {k} says, for was/were, row/rows
    subject: str | None = None


def _expand_form(
    nodes: Nodes[forms.Slot], binding: dict[str, object], rc: _RCtx, negs: int
) -> Iterator[tuple[str, int, int]]:
    """Every sentence a template says with its slot values bound, in preference order, as
    (text, negators, negwords); sentences with more negators than the target are cut early."""
    if not nodes:
        yield "", 0, 0
        return
    node, rest = nodes[0], nodes[1:]
    for head, n1, w1 in _expand_node(node, binding, rc, negs):
        if negs + n1 > rc.target:
            continue
        for tail, n2, w2 in _expand_form(rest, binding, rc, negs + n1):
            yield head + tail, n1 + n2, w1 + w2


def _expand_node(
    node: str | forms.Slot | Alt[forms.Slot], binding: dict[str, object], rc: _RCtx, negs: int
) -> Iterator[tuple[str, int, int]]:
    if isinstance(node, str):
        yield node, 0, 0
    elif isinstance(node, Alt):
        for option in node.options:
            yield from _expand_form(option, binding, rc, negs)
    else:
        yield from _render_slot(node, binding, rc, negs)


def _render_slot(node: forms.Slot, binding: dict[str, object], rc: _RCtx, negs: int) -> Iterator[tuple[str, int, int]]:
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
            phrase, rname = room_phrase(ctx.lang, ctx.rooms[value.text]), ctx.rooms[value.text]
            if node.arg:  # {room:ARG}: another word before the name ("adjoining the Kitchen")
                # a name inflected after its preposition ("во дворе") has the preposition as first word
                head = phrase[: -len(rname)] if phrase.endswith(rname) else phrase.split(" ", 1)[0]
                prep = forms.slot_room_prep(lang, node.arg, head.strip())
                phrase = f"{prep} {rname}" if prep else rname
            yield phrase, 0, 0
        return
    if name == "cell":
        if isinstance(value, Term):
            row, col = cast("tuple[int, int]", value.args)  # at(row, column)
            yield f"{chr(ord('A') + col - 1)}{row}", 0, 0
        return
    if name == "obj":
        if not isinstance(value, Str):
            return
        entry = lexicon.data(ctx.lang)["objects"][value.text]
        table = lang.articles[node.arg]
        # an article of the object itself ("de l'" before "arbre"), else of its class, else of all
        words = table.get(value.text) or table.get(entry["class"]) or table.get("all") or [("", frozenset())]
        for word, flags in _preferred(words, target, lambda w: w[1]):
            if "plural" in flags:
                continue
            gap = " " if word and not word.endswith("'") else ""  # "de l'arbre": the elided article joins
            # [noun_case]: the table puts its noun in a case ("рядом со стулом")
            noun = lexicon.object_noun(value.text, ctx.lang, lang.data.get("noun_case", {}).get(node.arg, ""))
            yield word + gap + noun, int("neg" in flags), int("negword" in flags)
        return
    if name in ("A", "B"):
        if value is not None:
            yield _render_body(cast(Term, value), ctx), 0, 0  # a half: a cell term
        return
    for choice in _preferred(lang.parts[node.reads], target, lambda c: c.flags):
        flags = choice.flags
        if "norender" in flags or ({"sg", "pl"} & flags and rc.number not in flags):
            continue
        if any(g in flags for g in ("f", "m")) and ctx.gender not in flags:
            continue
        if "gender" in flags and isinstance(choice.term, Term):
            said = (
                cast(Term, choice.term.args[0]).name if choice.term.name == "with" else choice.term.name
            )  # a trait's people
            if ("other" in flags) != (said == ctx.gender):
                continue
        sub: dict[str, object] = {}
        if choice.term is not None:
            if value is None or not unify(choice.term, value, sub):
                continue
        else:
            sub = binding
        n0, w0 = int("neg" in flags), int("negword" in flags)
        if negs + n0 > target:
            continue
        for text, n, w in _expand_form(choice.nodes, sub, rc, negs + n0):
            yield text, n + n0, w + w0


def _preferred(items: Iterable[_T], target: int, flags_of: Callable[[_T], frozenset[str]]) -> list[_T]:
    """In a negated sentence "ningún" before "un"; in a positive one, no negative words at all."""
    if target:
        return sorted(items, key=lambda it: "negword" not in flags_of(it))
    return [it for it in items if not ({"neg", "negword"} & flags_of(it))]


def _render_body(t: Term, ctx: Context) -> str:
    """The body of a cell clue for a choice: "in the Kitchen", "on a chair"."""
    arg = t.args[0]
    clue = Clue(t.name, arg if isinstance(arg, int) else cast(Str, arg).text)
    sentence = render_first_clue(clue, lang=ctx.lang, gender=ctx.gender or "f", size=ctx.size, rooms=ctx.rooms)
    head = forms.load(ctx.lang).data["either"]["render_head"][ctx.gender or "f"]
    body = sentence[:-1]
    if not normalize(body).startswith(normalize(head) + " "):
        raise ValueError(f"cannot take the body of {sentence!r}")
    return body[len(head) + 1 :]


def render_clue(
    clue: Clue,
    *,
    lang: str,
    gender: str,
    size: int,
    rooms: dict[str, str],
    variant: int = 0,
    subject: str | None = None,
) -> str:
    """The variant-th accepted sentence for a clue (modulo their number), ending with a period.

    Clues of the kinds of clue-language-2.md (card or scene) have one, canonical, sentence;
    subject: the person's name in place of the pronoun."""
    if clue.kind not in ALL_KINDS:
        return render_said(from_clue(clue), Context(lang, size, dict(rooms), {}, {}, "", gender), subject)
    return render_first_clue(clue, lang=lang, gender=gender, size=size, rooms=rooms, variant=variant, subject=subject)


def render_joined(sentences: Sequence[str], *, lang: str, names: Sequence[str] = ()) -> str:
    """Sentences of one card joined into one with the language's joining word ([join] and): "Estaba en
    el Salón y no estaba junto a una mesa." A later sentence loses its capital unless it starts with
    a name (names: the case's people and rooms)."""
    word = lexicon.join_word(lang)
    if len(sentences) > 1 and word is None:
        raise ValueError(f"{lang}.toml has no [join] word to join clauses with")
    parts = []
    for n, s in enumerate(sentences):
        s = s.strip().rstrip(".")
        if n and not any(s.startswith(name + " ") for name in names):
            s = s[:1].lower() + s[1:]
        parts.append(s)
    return f" {word} ".join(parts) + "."
