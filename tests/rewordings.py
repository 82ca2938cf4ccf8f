"""The same case in other words: transformations of a case file and what each must keep.

Each transformation takes a loaded case and its file text and gives the text of the same puzzle
said otherwise (or None when it has nothing to change on this case), and a `Mapping` that carries the
original's names and cells over to the new case. `compare` then checks the invariant its row names,
each as plain data, so a failing row reads as a sentence:

- "proof": same verdict, same solution, the same steps in the same order, each removing the same
  cells (carried over by the mapping) and citing the same clause (person and clause identity);
- "rounds": same verdict and solution, as many steps, of the same families in the same order (a
  quarter turn or a diagonal mirror swaps rows and columns, and with them the order in which a round
  applies a row's step and a column's, so a cell may be removed by the other step of the round);
- "verdict": same verdict and solution (a reordering of people or sentences changes the order in
  which a round applies its steps, so a step may remove nothing new and drop out);
- "json": `verify --json` of both, byte for byte apart from the file's name.
"""

from __future__ import annotations

import dataclasses
import json
import re
import tomllib
from dataclasses import dataclass, field

from pysm.authoring.translate import card_text, scene_texts, translate
from pysm.case.casefile import dump_case
from pysm.case.loader import load
from pysm.catalogue.symmetry import IDENTITY, SYMMETRIES, turn_case, turn_cell
from pysm.core.model import Case
from pysm.language import lexicon
from pysm.solving.solver import select_rules
from pysm.verify.gate import verify_path

RULES = select_rules()


@dataclass(frozen=True)
class Mapping:
    """How the original's people and cells are named in the transformed case."""

    people: dict = field(default_factory=dict)  # old name -> new name (missing: the same)
    cell: object = None  # old cell name -> new cell name (None: the same)

    def person(self, name: str) -> str:
        return self.people.get(name, name)

    def at(self, cell: str, size: int) -> str:
        return cell if self.cell is None else self.cell(cell, size)


# ---- transformations ------------------------------------------------------------------------------


def _sentences(card: str) -> list[str]:
    """A card's sentences as written, each with its final period (a period after a short word, as in
    "St. James's Hall", is left inside: the join then joins nothing on that card)."""
    return [s.strip() for s in re.findall(r"[^.]+(?:\.|$)", card) if s.strip()]


def join_first_two(case: Case, text: str):
    """The first two sentences of every card of three sentences or more (not the victim's) joined with
    the language's "and", subject and verb kept: "She was in row 2. She was in column 2." -> "She was
    in row 2 and she was in column 2."."""
    joiner = lexicon.join_words(case.language)[0]
    names = {p.name for p in case.people} | {r.name.split()[0] for r in case.rooms}
    changed = False
    data = text
    for p in case.people:
        parts = _sentences(p.card)
        sentences = {c.index for c in p.clues}
        if p.is_victim or len(parts) != len(sentences) or len(parts) < 2:
            continue
        first, second = parts[0].rstrip("."), parts[1]
        head = second.split()[0]
        if head not in names and not head.isupper():
            second = second[0].lower() + second[1:]
        joined = " ".join([f"{first} {joiner} {second}", *parts[2:]])
        new = data.replace(_toml_card(p.card), _toml_card(joined), 1)
        if new != data:
            data, changed = new, True
    return (data, Mapping()) if changed else None


def _toml_card(card: str) -> str:
    return json.dumps(card, ensure_ascii=False)


def _rewritten(case: Case, *, people=None, language: str | None = None) -> str:
    """The case file of `case` with every card and the scene written anew from its clues."""
    lang = language or case.language
    people = people if people is not None else case.people
    moved = dataclasses.replace(case, people=people, language=lang)
    cards = tuple(dataclasses.replace(p, card=card_text(p, moved, lang)) for p in people)
    return dump_case(dataclasses.replace(moved, people=cards, scene_text=scene_texts(moved, lang)))


def split_clauses(case: Case, text: str):
    """Every sentence of several clauses said as that many sentences: "A and B." -> "A. B."."""
    if all(len({c.index for c in p.clues}) == len(p.clues) for p in case.people):
        return None
    people = []
    for p in case.people:
        clues = tuple(dataclasses.replace(c, index=i) for i, c in p.clauses())
        people.append(dataclasses.replace(p, clues=clues))
    return _rewritten(case, people=tuple(people)), Mapping()


def join_all(case: Case, text: str):
    """Every card's clues after the victim sentence written as few sentences as pysm writes: each two
    consecutive clauses in one sentence ("A and B. C and D.")."""
    people, changed = [], False
    for p in case.people:
        if p.is_victim or len(p.clues) < 2:
            people.append(p)
            continue
        clues = tuple(dataclasses.replace(c, index=(i + 1) // 2) for i, c in p.clauses())
        changed = changed or len({c.index for c in clues}) < len({c.index for c in p.clues})
        people.append(dataclasses.replace(p, clues=clues))
    return (_rewritten(case, people=tuple(people)), Mapping()) if changed else None


def rename(case: Case, text: str):
    """People and rooms renamed (the rooms' names, not their keys); every card written anew."""
    new_names = {p.name: f"{p.name[0].upper()}{p.name[1:].lower()}x{i}" for i, p in enumerate(case.people)}
    renamed_rooms = tuple(dataclasses.replace(r, name=f"{r.name} {_ROMAN[i]}") for i, r in enumerate(case.rooms))

    def person_param(value, ptype):
        return new_names.get(value, value) if ptype == "person" else value

    people = []
    for p in case.people:
        clues = tuple(
            dataclasses.replace(
                c, params=tuple(person_param(v, t) for (_, t), v in zip(c.spec.params, c.params, strict=False))
            )
            for c in p.clues
        )
        people.append(dataclasses.replace(p, name=new_names[p.name], clues=clues))
    scene = tuple(
        dataclasses.replace(
            c, params=tuple(person_param(v, t) for (_, t), v in zip(c.spec.params, c.params, strict=False))
        )
        for c in case.scene
    )
    solution = None if case.solution is None else tuple((new_names[n], cell) for n, cell in case.solution)
    moved = dataclasses.replace(
        case, rooms=renamed_rooms, scene=scene, solution=solution, murderer=new_names.get(case.murderer, case.murderer)
    )
    return _rewritten(moved, people=tuple(people)), Mapping(people=new_names)


_ROMAN = (
    "Uno",
    "Dos",
    "Tres",
    "Cuatro",
    "Cinco",
    "Seis",
    "Siete",
    "Ocho",
    "Nueve",
    "Diez",
    "Once",
    "Doce",
    "Trece",
    "Catorce",
    "Quince",
    "Dieciseis",
    "Diecisiete",
    "Dieciocho",
    "Diecinueve",
    "Veinte",
)


def reverse_people(case: Case, text: str):
    """The people in the opposite order (cards unchanged)."""
    if len(case.people) < 2:
        return None
    return _rewritten(case, people=tuple(reversed(case.people))), Mapping()


def reverse_sentences(case: Case, text: str):
    """Every card's sentences after the victim sentence in the opposite order."""
    people, changed = [], False
    for p in case.people:
        indices = sorted({c.index for c in p.clues if c.kind != "victim"})
        if len(indices) < 2:
            people.append(p)
            continue
        mirror = dict(zip(indices, reversed(indices), strict=False))
        clues = sorted(
            (c if c.kind == "victim" else dataclasses.replace(c, index=mirror[c.index]) for c in p.clues),
            key=lambda c: c.index,
        )
        people.append(dataclasses.replace(p, clues=tuple(clues)))
        changed = True
    return (_rewritten(case, people=tuple(people)), Mapping()) if changed else None


def turned(g):
    """The board turned or mirrored by the symmetry g, every clue's directions turned with it."""

    def transform(case: Case, text: str):
        moved = turn_case(case, g)
        return _rewritten(moved), Mapping(cell=lambda cell, size: turn_cell(cell, g, size))

    transform.__name__ = f"turn_{g.name}"
    transform.__doc__ = f"The board under {g.name}, each clue turned with it."
    return transform


def translated(lang: str):
    """Translated into lang (`pysm translate`) and back into the case's language."""

    def transform(case: Case, text: str):
        if lang == case.language:
            return None
        there = load(f"{case.id}.toml", translate(case, lang))
        return translate(there, case.language), Mapping()

    transform.__name__ = f"translate_{lang}"
    return transform


def as_json(case: Case, text: str):
    """The same case file as JSON (case-format.md: TOML or JSON alike)."""
    return json.dumps(tomllib.loads(text), ensure_ascii=False, indent=1), Mapping()


# (name, transformation, invariant): the table the battery runs
TRANSFORMS = [
    ("join the first two sentences of each card with 'and'", join_first_two, "proof"),
    ("split every sentence of several clauses", split_clauses, "proof"),
    ("join each two clauses of every card", join_all, "proof"),
    ("rename people and rooms", rename, "proof"),
    ("reverse the order of the people", reverse_people, "verdict"),
    ("reverse the sentences of each card", reverse_sentences, "verdict"),
    *[
        (f"turn the board: {g.name}", turned(g), "rounds" if g.transpose else "proof")
        for g in SYMMETRIES
        if g != IDENTITY
    ],
    *[(f"translate into {lang} and back", translated(lang), "proof") for lang in lexicon.LANGUAGES],
    ("the same case as JSON", as_json, "json"),
]


# ---- invariants -----------------------------------------------------------------------------------


def _clause(case: Case, clue) -> tuple | None:
    """A step's clue as (person, clause identity on the card)."""
    if clue is None:
        return None
    person, sentence, part = clue
    return person, next(q for q in case.people if q.name == person).clause_ident(sentence, part)


def proof_steps(report, mapping: Mapping | None = None) -> list[tuple]:
    """The proof as plain data: each step's family, level, people, cells removed, placement, clause."""
    m = mapping or Mapping()
    case, n = report.loaded, report.loaded.size
    out = []
    for s in report.proof.steps:
        clause = _clause(case, s.clue)
        out.append(
            (
                s.family,
                s.level,
                tuple(sorted(m.person(p) for p in s.people)),
                tuple(sorted((m.person(p), m.at(c, n)) for p, c in s.removed)),
                None if s.placed is None else (m.person(s.placed[0]), m.at(s.placed[1], n)),
                None if clause is None else (m.person(clause[0]), clause[1]),
            )
        )
    return out


def verdict(report, mapping: Mapping | None = None) -> tuple:
    m = mapping or Mapping()
    n = report.size
    # several solutions: which two the solver finds first is its own affair
    solutions = (
        None
        if report.result is None or report.status == "multiple"
        else sorted(
            sorted((m.person(p), m.at(c, n)) for p, c in dict(s.people).items()) for s in report.result.solutions
        )
    )
    return report.status, [e.message for e in report.errors], solutions, report.step_solvable


def json_form(report) -> str:
    """verify --json without the file's name, and without the lines of errors and warnings: a
    line is a place in the file, and the JSON file has its own."""
    data = report.as_dict()
    for key in ("case", "file"):
        data.pop(key)
    for key in ("errors", "warnings"):
        data[key] = [{k: v for k, v in e.items() if k != "line"} for e in data[key]]
    return json.dumps(data, ensure_ascii=False, sort_keys=True)


def sources() -> list:
    """The cases the battery transforms, as (label, path, text): the spec's examples, the bundled
    library (every size, language and kind), the fixtures and weak boards, and TheApo's test levels
    imported in every language."""
    from conftest import ROOT

    from pysm.authoring.theapo.convert import convert
    from pysm.authoring.theapo.level import read
    from pysm.core.errors import PysmError

    out = []
    for folder in ("tests/spec_examples", "cases/en", "cases/es", "cases/nl", "tests/fixtures", "benchmarks/weak"):
        for path in sorted((ROOT / folder).glob("*.toml")):
            try:
                out.append((f"{folder}/{path.name}", str(path), path.read_text(encoding="utf-8")))
            except UnicodeDecodeError:
                continue  # a fixture of a file that is no UTF-8 (test_errors reads it)
    for level in sorted((ROOT / "tests" / "theapo_levels").glob("*.json")):
        for lang in lexicon.LANGUAGES:
            try:
                text = convert(read(str(level)), lang)
            except (PysmError, ValueError, KeyError):
                continue  # a level pysm refuses to import (test_import_theapo says which)
            out.append((f"theapo/{level.stem}-{lang}", f"{level.stem}-{lang}.toml", text))
    return out


def check(path: str, original_text: str, transform, invariant: str) -> str | None:
    """None when the transformation keeps its invariant (or has nothing to change), else what differs."""
    before = verify_path(path, rules=RULES, text=original_text)
    if before.loaded is None:
        return None
    made = transform(before.loaded, original_text)
    if made is None:
        return None
    text, mapping = made
    suffix = ".json" if invariant == "json" else ".toml"
    after = verify_path(path.rsplit(".", 1)[0] + "-t" + suffix, rules=RULES, text=text)
    if invariant == "json":
        return None if json_form(before) == json_form(after) else "verify --json differs"
    if verdict(before, mapping) != verdict(after):
        names = ("status", "errors", "solutions", "step_solvable")
        return "; ".join(
            f"{n} {a!r} became {b!r}"
            for n, a, b in zip(names, verdict(before, mapping), verdict(after), strict=False)
            if a != b
        )
    if invariant == "rounds" and before.proof is not None:
        a, b = [s.family for s in before.proof.steps], [s.family for s in after.proof.steps]
        if a != b:
            return f"the families of the steps differ: {a} became {b}"
    if invariant == "proof" and before.proof is not None and proof_steps(before, mapping) != proof_steps(after):
        a, b = proof_steps(before, mapping), proof_steps(after)
        first = next((i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), min(len(a), len(b)))
        return (
            f"the proof differs from step {first + 1} ({len(a)} steps before, {len(b)} after): "
            f"{a[first] if first < len(a) else None} became {b[first] if first < len(b) else None}"
        )
    return None
