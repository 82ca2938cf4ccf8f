"""A proof, told step by step in words: one sentence per step, in any language pysm speaks.

The words live in pysm/lang/explain-<lang>.toml, a table of message patterns (one per deduction
family and variant, pysm.language.patterns), plus `generic` for a family a rule author added, the
`stuck` sentence of a proof that needs guessing and the `closing` line that names the murderer.
This module is the one explainer: for each step it chooses the pattern and gathers the facts the
sentence may state, and it applies the shared policy (how lost cells are summarised) once:

- the people, with their gender (for pronouns and agreement);
- the clue used: the card sentence as written (quoted, in the case's language) and the
  same clue rendered in the explanation's language with the person's name as subject
  (pysm.language.cards.render_clue, so it reads like a card of that language);
- the cells each person lost, and the cells each person has left after the step
  (replaying the steps from "everyone may stand on every free cell", as the prover does);
- what the step concerns: a room (with the preposition the language data gives its
  name), or one or more rows or columns (rows by number, columns by letter, as cells
  are named);
- for families with several kinds of step, which kind it is (`variant`), read off who
  lost cells and whom the step is about.

Room names stay as the case writes them, whatever the language of the explanation.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from pysm.core import diskcache
from pysm.core.kinds import KINDS, base_kind
from pysm.core.model import Case, Person, cell_name, parse_cell
from pysm.core.resources import lang_dir
from pysm.language import lexicon as language
from pysm.language.cards import render_clue, render_joined
from pysm.language.patterns import Words, render

GENERIC = "generic"
SUMMARISE_PAST = 8  # a person losing more cells than this is told how many, not which
LIST_UP_TO = 3  # the cells left are listed when this many or fewer are left


# ---- what the templates read -------------------------------------------------------


@dataclass(frozen=True)
class Lost:
    """The cells one person lost in a step, and those left to them afterwards (both sorted)."""

    person: Person
    cells: tuple[str, ...]
    left: tuple[str, ...]


@dataclass(frozen=True)
class Line:
    """A row ("row", "3") or a column ("column", "B"), named as cell names name it."""

    axis: str
    label: str


@dataclass(frozen=True)
class Said:
    """A card clue: the sentence as written (final period dropped) and as the language says it."""

    person: Person
    index: int
    kind: str
    gender: str | None  # the companion's gender, for "with another man / woman"
    quote: str
    said: str
    named: tuple[Person, ...] = ()  # the people the clue names ("alone with Bruno": Bruno)


@dataclass(frozen=True)
class Told:
    """Everything one step's sentence may say."""

    family: str
    level: int
    variant: str | None  # which kind of step within its family, see _variant
    people: tuple[Person, ...]  # whom the step is about, in the case's order
    person: Person | None  # the one it is mainly about: the clue's speaker, else the first
    others: tuple[Person, ...]  # people minus person
    clue: Said | None
    lost: tuple[Lost, ...]  # in the case's order of people
    placed: Person | None
    cell: str | None  # the placed cell
    cell_line: tuple[Line, Line] | None  # the placed cell's row and column
    scene: str | None  # the scene sentence the step used, as written
    room: str | None  # the room's name with its preposition: "en el Jardín"
    room_name: str | None
    lines: tuple[Line, ...]  # the rows or columns the step concerns
    fact: str | None  # the prover's fact as given, for the generic sentence


@dataclass(frozen=True)
class Stuck:
    person: Person
    cells: tuple[str, ...]


# ---- the library entry point -------------------------------------------------------


def explain_lines(case: Case, proof, lang: str) -> list[str]:
    """One sentence per step of `proof`, in `lang`; then, when the proof is not solved,
    one sentence saying who is stuck on which cells."""
    table = sentences(lang)
    people = {p.name: p for p in case.people}
    order = {p.name: i for i, p in enumerate(case.people)}
    start = {_cell_key(cell, case.size) for cell in proof.start}
    left = {p.name: set(start) for p in case.people}
    lines: list[str] = []
    for step in proof.steps:
        for person, cell in step.removed:
            left.setdefault(person, set()).discard(_cell_key(cell, case.size))
        told = _told(case, step, lang, people, order, left)
        lines.append(_tidy(render(_pattern(table, told), _arguments(told, table), table.words)))
    if not proof.solved:
        stuck = tuple(
            Stuck(_person(people, name), tuple(_sorted_cells(cells, case.size)))
            for name, cells in sorted((proof.stuck or {}).items(), key=lambda kv: order.get(kv[0], len(order)))
        )
        lines.append(_tidy(_stuck(stuck, table)))
    return lines


def closing_line(case: Case, solution, lang: str) -> str:
    """Who the murderer is, and why: the one person with the victim in the victim's room."""
    cells = dict(solution.people)
    victim, murderer = solution.victim, solution.murderer
    where = parse_cell(cells.get(victim, ""), case.size) if victim in cells else None
    if where is None or murderer not in cells:
        return _closing(case, solution, lang, "plain")
    key = case.room_at(*where)
    return _closing(
        case,
        solution,
        lang,
        "why",
        room=next((r.name for r in case.rooms if r.key == key), key),
        victim_cell=cells[victim],
        murderer_cell=cells[murderer],
    )


def roles_lines(case: Case, solution, lang: str) -> list[str]:
    """The solution sheet's "The murderer is ..." and "The victim is ...", each word agreeing."""
    return [_closing(case, solution, lang, "murderer_is")] + (
        [_closing(case, solution, lang, "victim_is")] if solution.victim else []
    )


def _closing(case: Case, solution, lang: str, key: str, **more: object) -> str:
    table = sentences(lang)
    people = {p.name: p for p in case.people}
    args = {"murderer": _person(people, solution.murderer), "victim": _person(people, solution.victim or "")} | more
    text = render(table.closing[key], args, table.words)
    return text[:1].upper() + text[1:]


def step_key(family: str) -> str:
    """A family's key in the sentence tables: "last-in-line" -> "last_in_line"."""
    return re.sub(r"[^0-9a-z]+", "_", family.strip().lower()).strip("_")


def has_sentence(lang: str, family: str) -> bool:
    """Whether the language has a sentence of its own for the family (not the generic one)."""
    return step_key(family) in sentences(lang).steps


# ---- the sentence tables -------------------------------------------------------------


@dataclass(frozen=True)
class Sentences:
    """One language's explanation data (pysm/lang/explain-<lang>.toml)."""

    words: Words
    steps: dict  # family -> pattern, or variant -> pattern ("*" for the rest)
    lost: dict
    stuck: dict
    closing: dict
    pronouns: tuple[str, ...]  # sentence openings replaced by the speaker's name
    keep: tuple[str, ...]  # openings that look like one and are not ("Il y avait")
    verbs: tuple[str, ...]  # sentence openings (a verb) the speaker's name goes before


@cache
def sentences(lang: str) -> Sentences:
    """The language's table, read once a process (parsed once a machine: pysm.core.diskcache)."""
    if lang not in language.LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; known: {', '.join(language.LANGUAGES)}")
    data = diskcache.toml(lang_dir() / f"explain-{lang}.toml")
    said = data.get("said", {})
    return Sentences(
        words=Words(lang, data.get("words", {}), data.get("parts", {}), data.get("join", {})),
        steps=data["steps"],
        lost=data["lost"],
        stuck=data["stuck"],
        closing=data["closing"],
        pronouns=tuple(said.get("pronouns", ())),
        keep=tuple(said.get("keep", ())),
        verbs=tuple(said.get("verbs", ())),
    )


def _pattern(table: Sentences, told: Told) -> str:
    """The step's pattern: its family's, for its variant when the family has several."""
    entry = table.steps.get(step_key(told.family)) or table.steps[GENERIC]
    if isinstance(entry, str):
        return entry
    variant = told.variant or ""
    for key, pattern in entry.items():
        if variant in key.split("|"):
            return pattern
    return entry["*"]


def _tidy(text: str) -> str:
    """Runs of spaces made one, no space before punctuation, a capital at the start."""
    text = re.sub(r"\s+", " ", text).strip()
    text = re.sub(r" +([,.;:)»”])", r"\1", text)
    text = re.sub(r"([(«“]) +", r"\1", text)
    return text[:1].upper() + text[1:]


# ---- the shared policy: what each one loses ------------------------------------------


def _arguments(s: Told, table: Sentences) -> dict[str, object]:
    """What a step's pattern may say, by name (docs/explanations.md lists them)."""
    clue = s.clue
    return {
        "family": s.family,
        "variant": s.variant or "",
        "people": s.people,
        "person": s.person,
        "others": s.others,
        "clue": clue is not None,
        "speaker": clue.person if clue else None,
        "said": clue.said if clue else "",
        "quote": clue.quote if clue else "",
        "companion": (clue.gender or "") if clue else "",
        "partners": clue.named if clue else (),
        "pair": (clue.person, *clue.named) if clue and clue.named else (),
        "lost": s.lost,
        "outcome": _outcome(s.lost, s.person, table),
        "outcome_named": _outcome(s.lost, None, table),
        "leave": _leave(s.lost, table),
        "first_cells": s.lost[0].cells if s.lost else (),
        "placed": s.placed,
        "cell": s.cell or "",
        "cell_row": s.cell_line[0:1] if s.cell_line else (),
        "cell_column": s.cell_line[1:2] if s.cell_line else (),
        "scene": s.scene or "",
        "room": s.room or "",
        "room_name": s.room_name or "",
        "lines": s.lines,
    }


def _outcome(groups: tuple[Lost, ...], subject: Person | None, table: Sentences) -> str:
    """What the step takes away: from one person (a pronoun when it is `subject`) or from several."""
    if len(groups) != 1:
        return _leave(groups, table)
    g = groups[0]
    if len(g.cells) > SUMMARISE_PAST and len(g.left) < len(g.cells):
        key = "many" if g.left else "emptied"
    else:
        key = "few"
    args = {
        "person": g.person,
        "named": subject is None or g.person.name != subject.name,
        "cells": g.cells,
        "count": len(g.cells),
        "left": g.left,
        "listed": g.left if len(g.left) <= LIST_UP_TO else (),
    }
    return render(table.lost[key], args, table.words)


def _leave(groups: tuple[Lost, ...], table: Sentences) -> str:
    """Several people give up cells: "Berta loses B3; Eva, D3 and E3"."""
    return "".join(
        render(table.lost["first" if i == 0 else "next"], {"person": g.person, "cells": g.cells}, table.words)
        for i, g in enumerate(groups)
    )


def _stuck(people: tuple[Stuck, ...], table: Sentences) -> str:
    """The closing sentence of a proof that needs guessing: who is left on which cells."""
    empty = tuple(st.person for st in people if not st.cells)
    if empty:
        return render(table.stuck["contradiction"], {"people": empty}, table.words)
    return (
        "".join(
            render(table.stuck["first" if i == 0 else "next"], {"person": st.person, "cells": st.cells}, table.words)
            for i, st in enumerate(people)
        )
        + table.stuck["end"]
    )


# ---- one step ----------------------------------------------------------------------


def _told(
    case: Case, step, lang: str, people: dict[str, Person], order: dict[str, int], left: dict[str, set[tuple[int, int]]]
) -> Told:
    about = tuple(_person(people, n) for n in step.people)
    clue = _said(case, step.clue, lang, people)
    main = clue.person if clue is not None else (about[0] if about else None)
    if step.placed is not None and main is None:
        main = _person(people, step.placed[0])
    lost: dict[str, list[str]] = {}
    for name, cell in step.removed:
        lost.setdefault(name, []).append(cell)
    groups = tuple(
        Lost(
            _person(people, name),
            tuple(_sorted_cells(cells, case.size)),
            tuple(_sorted_cells(left.get(name, set()), case.size)),
        )
        for name, cells in sorted(lost.items(), key=lambda kv: order.get(kv[0], len(order)))
    )
    room_key, lines = _concerns(case, step.fact)
    room_name = case.room(room_key).name if room_key is not None else None
    placed = cell = cell_line = None
    if step.placed is not None:
        placed, cell = _person(people, step.placed[0]), step.placed[1]
        rc = parse_cell(cell, case.size)
        if rc is not None:
            cell_line = (Line("row", str(rc[0])), Line("column", cell_name(1, rc[1])[0]))
    return Told(
        family=step.family,
        level=step.level,
        variant=_variant(step, case, main, {g.person.name for g in groups}),
        people=about,
        person=main,
        others=tuple(p for p in about if p != main),
        clue=clue,
        lost=groups,
        placed=placed,
        cell=cell,
        cell_line=cell_line,
        scene=_scene(case, step.fact),
        room=None if room_name is None else language.room_phrase(lang, room_name),
        room_name=room_name,
        lines=lines,
        fact=step.fact,
    )


def _variant(step, case: Case, main: Person | None, losers: set[str]) -> str | None:
    """Which kind of step of its family this is (see the asp/steps/ file of the family).

    alone:        "keeps_out" (the others leave the speaker's room) or "stays_out" (the
                  speaker leaves a room someone else is in);
    with-another: "others" (the companion is known, the rest of that gender leave),
                  "only" (one person can be the companion) or "none" (nobody can);
    victim-room:  "lonely" (no companion possible for some victim cells), "crowded" (two
                  others are in the room), "pair" (victim and companion known, the rest
                  leave) or "joins" (one person can join the victim).
    A family may name the kind itself in its fact ("how:full", from concerns(F,K,how(full)));
    the families of the new clue kinds all do (see their asp/steps/ files).
    """
    family = step_key(step.family)
    how = _how(step.fact)
    if how is not None:
        return how
    if main is None:
        return None
    others = {n for n in step.people if n != main.name}
    if family == "alone":
        return "stays_out" if losers == {main.name} else "keeps_out"
    if family == "with_another":
        if not others:
            return "none"
        return "only" if losers and losers <= others else "others"
    if family == "victim_room":
        victim = next((p.name for p in case.people if p.is_victim), None)
        rest = {n for n in step.people if n != victim}
        if losers == {victim}:
            return "crowded" if rest else "lonely"
        return "joins" if losers and losers <= rest else "pair"
    return None


def _said(case: Case, clue_ref, lang: str, people: dict[str, Person]) -> Said | None:
    if clue_ref is None:
        return None
    name, index, part = clue_ref
    person = _person(people, name)
    # The step's own clause: a sentence that joins clauses is quoted whole, and the step says
    # the clause it used (part k), or the whole sentence when the sentence is one clause.
    same = [c for c in person.clues if c.index == index]
    if part:
        same = same[part - 1 : part]
    if not same:
        return None
    clue = same[0]
    quote = clue.text.strip().rstrip(".").strip()
    try:
        rooms = {r.key: r.name for r in case.rooms}
        parts = [
            render_clue(
                c, lang=lang, gender=person.gender, size=case.size, rooms=rooms, subject=person.name if n == 0 else None
            )
            for n, c in enumerate(same)
        ]
        said = (
            parts[0]
            if len(parts) == 1
            else render_joined(parts, lang=lang, names=[p.name for p in case.people] + list(rooms.values()))
        )
        said = _with_name(said.strip().rstrip(".").strip(), person.name, lang)
    except (ValueError, KeyError):
        said = _with_name(quote, person.name, case.language)
    kind = KINDS.get(base_kind(clue.kind))
    named = tuple(
        _person(people, str(value))
        for (_, ptype), value in zip(kind.params if kind else (), clue.params, strict=False)
        if ptype == "person"
    )
    return Said(person, index, clue.kind, clue.gender, quote, said, named)


def _with_name(text: str, name: str, lang: str) -> str:
    """A sentence about its speaker that starts with a pronoun (en, nl) or with the verb (es) gets the
    speaker's name as subject, so that it reads on its own: "She was alone with a man" -> "Alice
    was alone with a man"; sentences without a subject ("There was a man in her room") stay."""
    table = sentences(lang)
    if name in text or text.startswith(table.keep):
        return text
    for pronoun in table.pronouns:
        if text.startswith(pronoun):
            return f"{name} {text[len(pronoun) :]}"
    if text.startswith(table.verbs):
        return f"{name} {text[:1].lower()}{text[1:]}"
    return text


def _pieces(fact: str | None) -> dict[str, str]:
    """The prover's fact split into its kinds: "room:A;how:full;scene:2" ->
    {"room": "room:A", "how": "how:full", "scene": "scene:2"} (plural kinds under their
    singular: "rows:1,3" under "row")."""
    pieces: dict[str, str] = {}
    for piece in (fact or "").split(";"):
        kind = piece.partition(":")[0].strip().lower()
        if kind:
            pieces[kind[:-1] if kind in ("rooms", "rows", "columns") else kind] = piece
    return pieces


def _how(fact: str | None) -> str | None:
    """The kind of step a family names in its fact ("how:full" -> "full"), if any."""
    piece = _pieces(fact).get("how")
    return piece.partition(":")[2].strip() or None if piece else None


def _scene(case: Case, fact: str | None) -> str | None:
    """The scene sentence a step used ("scene:2": the case's second scene sentence), as
    written, without its final period."""
    piece = _pieces(fact).get("scene")
    number = piece.partition(":")[2].strip() if piece else ""
    if not number.isdigit():
        return None
    for i, item in enumerate(getattr(case, "scene", None) or (), 1):
        index = getattr(item, "index", i)
        if index == int(number):
            text = getattr(item, "text", item)
            return str(text).strip().rstrip(".").strip()
    return None


def _concerns(case: Case, fact: str | None) -> tuple[str | None, tuple[Line, ...]]:
    """The prover's fact ("room:A", "row:3", "columns:1,4", maybe with other kinds after
    a ";") as a room key and lines."""
    pieces = _pieces(fact)
    if "room" in pieces and ("row" in pieces or "column" in pieces):  # a room and its line (room-line)
        room, _ = _concerns(case, pieces["room"])
        _, lines = _concerns(case, pieces.get("row") or pieces["column"])
        return room, lines
    fact = pieces.get("room") or pieces.get("row") or pieces.get("column")
    if not fact or ":" not in fact:
        return None, ()
    kind, _, values = fact.partition(":")
    kind = kind.strip().lower()
    items = [v.strip() for v in values.split(",") if v.strip()]
    if kind in ("room", "rooms"):
        keys = {r.key for r in case.rooms}
        return (items[0] if len(items) == 1 and items[0] in keys else None), ()
    axis = {"row": "row", "rows": "row", "column": "column", "columns": "column"}.get(kind)
    if axis is None or not all(v.isdigit() for v in items):
        return None, ()
    lines = tuple(Line(axis, v if axis == "row" else cell_name(1, int(v))[0]) for v in sorted(items, key=int))
    return None, lines


# ---- candidates --------------------------------------------------------------------


def _cell_key(cell: str, size: int) -> tuple[int, int]:
    rc = parse_cell(cell, size)
    return rc if rc is not None else (0, 0)


def _sorted_cells(cells, size: int) -> list[str]:
    """Cell names in reading order (row, then column), from names or (row, col) pairs."""
    named = {
        (c if isinstance(c, tuple) else _cell_key(c, size)): (cell_name(*c) if isinstance(c, tuple) else c)
        for c in cells
    }
    return [named[k] for k in sorted(named)]


def _person(people: dict[str, Person], name: str) -> Person:
    """The case's person; a stand-in for a name the case lacks (a rule author's step)."""
    return people.get(name) or Person(name=name, gender="m", card="")
