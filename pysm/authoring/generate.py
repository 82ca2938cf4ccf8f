"""Make new cases: a world, true clues until one solution can be reached step by step, cards.

The library behind `pysm generate`. For one seed:

1. draw a world (pysm.authoring.gen_board): rooms, floors, objects, people and where they stood;
2. give every person but the victim one true clue, then, while clingo finds a second
   solution, add a true clue that the second solution breaks (counterexample-guided);
3. while the step-by-step prover gets stuck, or needs a step above the level asked for,
   add a true clue that rules out many of the cells a person still had at that point;
4. drop every clue the case can do without (still unique, still provable within the
   level), keeping one clue per card; no card holds more than two, the victim's card the
   victim sentence and at most one more;
5. for levels 2 and 3, swap clues for weaker ones while the proof gets no easier, to make
   its hardest step of the level asked for, and drop what is no longer needed; a seed
   draws a few worlds and keeps the one whose proof comes closest to that level;
6. phrase the cards in the case's language (pysm.language.grammar.render_clue, the parser's own data),
   varying the sentence forms, and write the case file text;
7. load that text back and verify it as `pysm verify` does, and check that every card
   parses back to the clues the generator chose. A seed that fails any of this is
   skipped; the next seed is tried.

Candidate cases live in memory (pysm.core.model.Case) and go to clingo directly; only the
finished case becomes a file. Only random.Random(seed-derived string) draws anything,
so a seed gives the same case (with --spread: given the same cases in the folder).
"""
from __future__ import annotations

import contextlib
import fcntl
import os
import random
import tempfile
import time
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Callable

import clingo

from pysm.solving import facts as facts_module
from pysm.authoring import gen_data
from pysm.language import lexicon as language
from pysm.case.casefile import dump_case
from pysm.authoring.gen_board import Cell, World, add_openings, build_world
from pysm.authoring.gen_clues import (MAX_SCENE, Geometry, forms, holds, identify, natural, person_candidates,
                             scene_candidates, scene_clues, true_clues, variant_keys, weights)
from pysm.language.grammar import variant_count
from pysm.authoring.gen_clues import world_case as gen_clues_world_case
from pysm.case.loader import load, read_text
from pysm.core.kinds import GENERATOR_KINDS, KINDS, base_kind, strength as kind_strength
from pysm.core.model import Case, CaseInvalid, Clue, Person, cell_name, parse_cell
from pysm.core.stopping import shielded
from pysm.proof.prove import prove, step_rules
from pysm.solving.solver import RulesError, SolveTimeout, control as ground_control, select_rules, solve
from pysm.verify.gate import verify_path

MIN_SIZE, MAX_SIZE = 4, 9
LEVELS = (1, 2, 3)
MAX_CLUES = 2            # clues on a card besides the victim sentence (the victim's: 1)
WORLDS_PER_SEED = 8      # worlds drawn for one seed before it counts as failed
TRIES_FOR_LEVEL = 3      # worlds tried (at most) to make the hardest step the requested level
HARDEN_BUDGET = 8        # clue swaps tried, per level asked for, to make the hardest step that level
NAME_SUBJECT = 0.2       # how often a card's first sentence starts with the person's name
class GenerateError(Exception):
    """A request the generator cannot serve (bad size, language or level)."""


# ---- the rules the solver and the prover run -----------------------------------------

@dataclass(frozen=True)
class Engine:
    """The rule files the solver and the step-by-step prover run, and their time limit."""

    rules: tuple[Path, ...]
    steps: tuple[Path, ...]
    timeout: float = 60.0

    @classmethod
    def default(cls, extra: list[str] | None = None, timeout: float = 60.0) -> "Engine":
        return cls(tuple(select_rules(extra)), tuple(step_rules(extra)), timeout)


# ---- one search: from a world to a minimal set of clues ------------------------------

class _Search:
    """The clue cards of one world while they are being chosen."""

    def __init__(self, world: World, rng: random.Random, level: int, engine: Engine, tally: "Tally | None" = None,
                 kinds: tuple[str, ...] = ()):
        self.world, self.rng, self.level, self.engine = world, rng, level, engine
        self.kinds = tuple(kinds)
        self.tally = tally
        self.geo = Geometry(world, engine.rules)
        self.n = world.size
        self.names = [name for name, _ in world.people]
        self.victim = self.names.index(world.victim)
        self.free = [(r, c) for r in range(1, self.n + 1) for c in range(1, self.n + 1)
                     if not any(language.object_class(o) == "solid" for o in world.objects_at((r, c)))]
        # --kinds: the rules judge every candidate once on the world; the pools they leave are what
        # each placement is asked about afterwards. Index n is the scene (a card of nobody).
        self.geo.ask({name: person_candidates(self.geo, i, kinds) for i, name in enumerate(self.names)},
                     scene_candidates(self.geo, kinds))
        self.truth = [true_clues(self.geo, i, kinds, rng) for i in range(self.n)]
        self.truth.append(scene_clues(self.geo, rng))
        self.geo.ask({name: [c for c in self.truth[i] if not c.spec.company and not c.spec.cell]
                      for i, name in enumerate(self.names)},
                     [replace(c, kind=c.base) for c in self.truth[self.n]])
        self.weight = [dict(zip(t, weights(t))) for t in self.truth]
        for i, table in enumerate(self.weight):     # a clue that rules out more cells is worth a place more
            for c in table:
                table[c] *= 0.15 + self.strength(i, c)
        self.wanted: list[dict[Clue, set]] = [{} for _ in range(self.n + 1)]
        self.intent: dict[tuple[int, Clue], str] = {}     # --spread: the form a clue is there for
        if tally is not None:
            self._spread(tally)
        self.cards: list[list[Clue]] = [[] for _ in range(self.n + 1)]     # [n]: the scene
        self.solves = self.proofs = 0
        self._proved: dict[str, object] = {}      # the case's facts -> its proof (see proof())
        self._subsets: _Subsets | None = None     # minimise()'s uniqueness questions

    def _spread(self, tally: "Tally") -> None:
        """--spread: clues of a kind, or with a sentence form, that the library lacks are drawn
        more often, and `wanted` notes, per person, the clues that give a missing form."""
        w = self.world
        data = gen_data.load(w.lang)
        rooms = w.room_names()
        for i, table in enumerate(self.weight):
            gender = w.people[i][1] if i < self.n else "f"
            for c in table:
                if tally.kinds.get((w.lang, c.kind), 0) == 0:
                    table[c] *= 4.0
                if variant_count(c.kind, w.lang) == 1 and c.base != "on":    # one form, nothing to judge
                    fs, keys = [""], ["0"]
                else:
                    fs = forms(c, lang=w.lang, gender=gender, size=w.size, rooms=rooms)
                    keys = variant_keys(c, lang=w.lang, size=w.size, count=len(fs))
                lacking = {(c.kind, k) for f, k in zip(fs, keys)
                           if (not f or natural(c, f, data)) and tally.forms.get((w.lang, c.kind, k), 0) == 0}
                if lacking:
                    table[c] *= 12.0
                    self.wanted[i][c] = lacking

    def lacking_kind(self, clue: Clue) -> bool:
        """--spread with --kinds: the library has no clue of this kind (either polarity) in the language."""
        if self.tally is None or not self.kinds:
            return False
        lang = self.world.lang
        return not any(self.tally.kinds.get((lang, k), 0) for k in (clue.base, clue.negation_kind()))

    def strength(self, i: int, clue: Clue) -> float:
        """The share of the free cells a clue rules out for person i: a cell clue's, its room's
        for a company clue that names the room; else the kind's rough share (pysm.core.kinds)."""
        kind = clue.spec
        if i != self.n and kind.company and not clue.negated and "room" in dict(kind.params):
            clue = Clue("room", clue.named("room"))
        elif i == self.n or not kind.cell:
            return kind_strength(clue.kind)
        return self.geo.misses(clue, self.free) / len(self.free)

    # -- the case as the solver sees it

    def case(self) -> Case:
        w = self.world
        people = []
        for i, (name, gender) in enumerate(w.people):
            clues = ([Clue("victim")] if i == self.victim else []) + self.cards[i]
            people.append(Person(name, gender, "", tuple(replace(c, index=j + 1) for j, c in enumerate(clues))))
        scene = tuple(replace(c, index=j + 1) for j, c in enumerate(self.cards[self.n]))
        return Case(id="draft", file="<generated>", title="", language=w.lang, size=w.size, rooms=w.rooms,
                    grid=w.grid, objects=w.objects, people=tuple(people), scene=scene,
                    windows=w.windows, doors=w.doors)

    def room(self, i: int) -> int:
        """How many more clues person i's card (i == n: the scene) can take."""
        if i == self.n:
            return MAX_SCENE - len(self.cards[i])
        return (MAX_CLUES - (1 if i == self.victim else 0)) - len(self.cards[i])

    def _who(self, i: int) -> int | None:
        return None if i == self.n else i

    def second_solution(self) -> list[Cell] | None | bool:
        """Cells of a solution other than the world's; None when unique; False when none at all."""
        case = self.case()
        self.solves += 1
        result = solve(case, facts_module.render(case), list(self.engine.rules), limit=2,
                       timeout=self.engine.timeout)
        if result.status == "none":
            return False
        truth = list(self.world.cells)
        for sol in result.solutions:
            cells = [parse_cell(sol.cell_of(name), self.n) for name in self.names]
            if cells != truth:
                return cells
        return None

    def unique(self) -> bool:
        """Whether the cards leave the world's placement the only one (second_solution() is None),
        asked of minimise()'s control when it holds every clue on the cards, else anew."""
        if self._subsets is not None:
            answer = self._subsets.unique(self.cards)
            if answer is not None:
                self.solves += 1
                return answer
        return self.second_solution() is None

    def proof(self):
        """The step-by-step proof of the cards; a set of cards proved before (the search comes
        back to some) is not proved again: the proof depends only on the facts."""
        case = self.case()
        facts = facts_module.render(case)
        if facts not in self._proved:
            self.proofs += 1
            self._proved[facts] = prove(case, facts, timeout=self.engine.timeout, rules=list(self.engine.steps))
        return self._proved[facts]

    def gaps(self, proof) -> dict[int, list[Cell]] | None:
        """None when the proof solves within the level asked for. Otherwise each unplaced
        person's cells where it first needs more: where it got stuck, or just before its
        first step above the level (the steps' removals replayed from the free cells)."""
        if proof.solved and proof.difficulty["level"] <= self.level:
            return None
        cands = {name: set(self.free) for name in self.names}
        for step in proof.steps:
            if step.level > self.level:
                break
            for person, cell in step.removed:
                cands[person].discard(parse_cell(cell, self.n))
        return {self.names.index(p): sorted(c) for p, c in cands.items() if len(c) != 1}

    # -- choosing clues

    def _pick(self, options: list[tuple[int, Clue, float]]) -> tuple[int, Clue] | None:
        options = [o for o in options if o[2] > 0]
        if not options:
            return None
        i, clue, _ = self.rng.choices(options, [o[2] for o in options])[0]
        return i, clue

    def _open(self, i: int) -> list[Clue]:
        return [c for c in self.truth[i] if c not in self.cards[i]]

    def add(self, i: int, clue: Clue) -> None:
        self.cards[i].append(clue)

    def seed_cards(self) -> None:
        """One clue for everyone but the victim; with --spread, first the clues that give
        sentence forms the library lacks (each form once), to people picked at random."""
        claimed: set = set()
        people = [i for i in range(self.n) if i != self.victim]
        self.rng.shuffle(people)
        for i in people + ([self.n] if self.wanted[self.n] else []):    # the scene: only for a wanted kind
            options = [(i, c, self.weight[i][c]) for c in self._open(i) if self.wanted[i].get(c, set()) - claimed]
            picked = self._pick(options)
            if picked:
                form = self.rng.choice(sorted(self.wanted[i][picked[1]] - claimed))
                claimed.add(form)
                self.intent[(i, picked[1])] = form[1]
                self.add(*picked)
        for i in sorted(people):
            if not self.cards[i]:
                picked = self._pick([(i, c, self.weight[i][c]) for c in self._open(i)])
                if picked:
                    self.add(*picked)

    def _grow(self, offers) -> bool:
        """Add clues until offers() says the case is done (None); each round it lists the
        (person, clue, weight) options that would help, and one of them is added. False when
        nothing helps or the rounds run out."""
        for _ in range(4 * self.n):
            options = offers()
            if options is None:
                return True
            picked = self._pick(options)
            if picked is None:
                return False
            self.add(*picked)
        return False

    def make_unique(self) -> bool:
        """Add true clues that a second solution breaks, until clingo finds none."""
        def offers():
            other = self.second_solution()
            if other is None:
                return None
            if other is False:
                raise RuntimeError("true clues without a solution: the generator and the rules disagree")
            options = []
            for i in range(self.n + 1):
                if self.room(i) <= 0:
                    continue
                boost = 3.0 if not self.cards[i] and i < self.n else 1.0
                # --kinds: many weak clues (negated directions, offsets) would fill the cards first
                sharp = (lambda c: (0.1 + self.strength(i, c)) ** 2) if self.kinds else (lambda c: 1.0)
                options += [(i, c, self.weight[i][c] * boost * sharp(c)) for c in self._open(i)
                            if not holds(self.geo, c, self._who(i), other)]
            return options
        return self._grow(offers)

    def make_provable(self) -> bool:
        """Add true clues that rule out many of the cells where the proof got stuck."""
        def offers():
            gaps = self.gaps(self.proof())
            if gaps is None:
                return None
            options = []
            for i, cand in gaps.items():
                if self.room(i) <= 0 or not cand:
                    continue
                for c in self._open(i):
                    if c.spec.cell:
                        gone = self.geo.misses(c, cand)
                    else:   # company and other-people clues: roughly, the cells outside the room
                        probe = Clue("room", self.world.room_at(self.world.cells[i]))
                        gone = self.geo.misses(probe, cand)
                        gone = gone if c.spec.company else 0.5 * gone
                    if gone:
                        options.append((i, c, self.weight[i][c] * gone ** 1.5))
            return options
        return self._grow(offers)

    def minimise(self) -> None:
        """Drop each clue the case can do without (in random order); keep one per card."""
        order = [(i, c) for i in range(self.n + 1) for c in self.cards[i]]
        self.rng.shuffle(order)
        order.sort(key=lambda ic: ic[1] in self.wanted[ic[0]])     # --spread: wanted clues go last
        self._subsets = _Subsets(self, order)
        try:
            for i, clue in order:
                if i != self.victim and i != self.n and len(self.cards[i]) <= 1:
                    continue
                if clue in self.wanted[i] and (i == self.n or self.lacking_kind(clue)):
                    continue     # --spread: a kind the library lacks stays, needed or not (the scene: any wanted)
                at = self.cards[i].index(clue)
                self.cards[i].remove(clue)
                if self.unique() and self.gaps(self.proof()) is None:
                    continue
                self.cards[i].insert(at, clue)
        finally:
            self._subsets = None

    def harden(self, budget: int) -> None:
        """Aim at the level asked for: swap clues for weaker ones while the case stays unique and
        within the level, keeping each swap that makes the proof no easier (hill climbing on
        its level, then its score), until the hardest step is of that level."""
        proof = self.proof()
        best = (proof.difficulty["level"], proof.difficulty["score"])
        for _ in range(budget):
            if best[0] >= self.level:
                return
            i = self.rng.choice([i for i in range(self.n + 1) if self.cards[i]])
            old = self.rng.choice(self.cards[i])
            options = [(i, c, self.weight[i][c] * (1.05 - self.strength(i, c))) for c in self._open(i)]
            picked = self._pick(options)
            if picked is None:
                continue
            at = self.cards[i].index(old)
            self.cards[i][at] = picked[1]
            if self.second_solution() is None:
                proof = self.proof()
                if self.gaps(proof) is None:
                    now = (proof.difficulty["level"], proof.difficulty["score"])
                    if now >= best:
                        best = now
                        continue
            self.cards[i][at] = old

    def run(self) -> bool:
        self.seed_cards()
        if not self.make_unique() or not self.make_provable():
            return False
        self.minimise()
        if self.level > 1:
            self.harden(HARDEN_BUDGET * self.level)
            self.minimise()
        return True


class _Subsets:
    """Uniqueness of many subsets of one set of clues (minimise() drops them one by one): the
    rules and the world are grounded once, each clue an external switched on while it is on
    its card (or in the scene), and every question is one solve. A constraint forbids the world's own placement,
    so the cards leave it the only one exactly when no answer set is left. (The clues are all
    true of the world, so the world is always a solution: "none at all" cannot occur.)
    make_unique() does not use this: it needs the second solution itself, and a control
    grounded otherwise may find another one first, which would change the seeded output."""

    def __init__(self, search: _Search, clues: list[tuple[int, Clue]]):
        self.timeout = search.engine.timeout
        names = search.names
        lines = [facts_module.render(gen_clues_world_case(search.world)),
                 f"clue({facts_module.quote(names[search.victim])},1,victim)."]
        self.switch: dict[tuple[int, Clue], object] = {}
        for k, (i, clue) in enumerate(clues):     # i == n: a scene sentence
            head = ("scene" if i == search.n else "clue") + ("_not" if clue.negated else "")
            who = "" if i == search.n else f"{facts_module.quote(names[i])},"
            atom = f"{head}({who}{k + 2},{facts_module.clue_term(clue)})"
            lines.append(f"#external {atom}.")
            self.switch[(i, clue)] = clingo.parse_term(atom)
        lines.append(":- " + ", ".join(f"at({facts_module.quote(n)},{r},{c})"
                                        for n, (r, c) in zip(names, search.world.cells)) + ".")
        self.ctl = ground_control(["--models=1"], list(search.engine.rules), "\n".join(lines) + "\n")
        self.on: set = set()

    def unique(self, cards: list[list[Clue]]) -> bool | None:
        """None when a clue on the cards is not one of this control's."""
        try:
            now = {self.switch[(i, clue)] for i, card in enumerate(cards) for clue in card}
        except KeyError:
            return None
        for atom in self.on - now:
            self.ctl.assign_external(atom, False)
        for atom in now - self.on:
            self.ctl.assign_external(atom, True)
        self.on = now
        with self.ctl.solve(async_=True) as handle:
            if not handle.wait(self.timeout):
                handle.cancel()
                raise SolveTimeout(f"the uniqueness solve took longer than {self.timeout:g} s")
            return handle.get().unsatisfiable


# ---- phrasing the cards ----------------------------------------------------------------

@dataclass
class Tally:
    """How often a library uses each clue kind and sentence form (for --spread)."""

    kinds: dict = field(default_factory=dict)     # (lang, kind) -> count
    forms: dict = field(default_factory=dict)     # (lang, kind, variant key) -> count

    def note(self, lang: str, kind: str, key: str | None) -> None:
        self.kinds[(lang, kind)] = self.kinds.get((lang, kind), 0) + 1
        if key is not None:
            self.forms[(lang, kind, key)] = self.forms.get((lang, kind, key), 0) + 1

    def add_case(self, case: Case) -> None:
        rooms = {r.key: r.name for r in case.rooms}
        for p in case.people:
            for clue in p.clues:
                key = identify(clue, clue.text, lang=case.language, gender=p.gender, size=case.size,
                               rooms=rooms, name=p.name)
                self.note(case.language, clue.kind, key)
        for clue in case.scene:
            self.note(case.language, clue.kind, "0")

    @classmethod
    def of_folder(cls, folder: Path) -> "Tally":
        tally = cls()
        for path in sorted(folder.glob("*.toml")) if folder.is_dir() else []:
            try:
                tally.add_case(load(str(path)))
            except CaseInvalid:
                continue
        return tally


def _sentence(clue: Clue, *, world: World, gender: str, data, rng: random.Random, tally: Tally | None,
              subject: str | None, intent: str | None = None) -> str:
    rooms = world.room_names()
    fs = forms(clue, lang=world.lang, gender=gender, size=world.size, rooms=rooms, subject=subject)
    keys = variant_keys(clue, lang=world.lang, size=world.size, count=len(fs))
    ok = [j for j, f in enumerate(fs) if natural(clue, f, data)] or list(range(len(fs)))
    if tally is not None and intent in keys and keys.index(intent) in ok:
        ok = [keys.index(intent)]
    if tally is not None:
        least = min(tally.forms.get((world.lang, clue.kind, keys[j]), 0) for j in ok)
        ok = [j for j in ok if tally.forms.get((world.lang, clue.kind, keys[j]), 0) == least]
        j = rng.choice(ok)
        tally.note(world.lang, clue.kind, keys[j])
    else:
        j = rng.choices(ok, [2.0 if j == 0 else 1.0 for j in ok])[0]
    return fs[j]


def _cards(search: _Search, rng: random.Random, data, tally: Tally | None) -> list[Person]:
    w = search.world
    people = []
    for i, (name, gender) in enumerate(w.people):
        clues = list(search.cards[i])
        rng.shuffle(clues)
        if i == search.victim:
            clues.insert(0, Clue("victim"))
        sentences = []
        for j, clue in enumerate(clues):
            subject = name if (j == 0 and clue.kind != "victim" and rng.random() < NAME_SUBJECT) else None
            sentences.append(_sentence(clue, world=w, gender=gender, data=data, rng=rng, tally=tally,
                                       subject=subject, intent=search.intent.get((i, clue))))
        card = " ".join(sentences)
        people.append(Person(name, gender, card, tuple(replace(c, text=s, index=j + 1)
                                                       for j, (c, s) in enumerate(zip(clues, sentences)))))
    return people


def _scene(search: _Search, rng: random.Random, data, tally: Tally | None) -> tuple[tuple[Clue, ...], tuple[str, ...]]:
    """The scene's clues and sentences (one sentence per string of the `scene` field)."""
    clues = list(search.cards[search.n])
    rng.shuffle(clues)
    texts = tuple(_sentence(c, world=search.world, gender="f", data=data, rng=rng, tally=tally, subject=None)
                  for c in clues)
    return tuple(replace(c, text=t, index=j + 1) for j, (c, t) in enumerate(zip(clues, texts))), texts


# ---- one case --------------------------------------------------------------------------

@dataclass(frozen=True)
class Draft:
    """A case whose cards are written, before it has its title (which depends on the folder)."""

    seed: int
    case: Case                      # its title is "" until text(title)
    titles: tuple[str, ...]         # the title options, best first
    level: int                      # the level asked for
    difficulty: dict                # of the full step-by-step proof
    worlds: int                     # worlds drawn
    solves: int
    proofs: int
    seconds: float
    spread: bool = False            # phrased with --spread (so it depends on the folder's cases)
    kinds: tuple[str, ...] = ()     # --kinds: the kinds of clue-language-2.md it could draw

    @property
    def clue_count(self) -> int:
        return sum(1 for p in self.case.people for c in p.clues if c.kind != "victim")

    def text(self, title: str, comment: bool = True) -> str:
        c = self.case
        note = (f"Generated by pysm generate --lang {c.language} --size {c.size} --level {self.level} "
                f"--seed {self.seed}{' --spread' if self.spread else ''}"
                + (f" --kinds {_kinds_text(self.kinds)}" if self.kinds else "")) if comment else None
        return dump_case(replace(c, title=title), comment=note)


def _kinds_text(kinds: tuple[str, ...]) -> str:
    """--kinds as the command would say it: "all" for every kind the generator draws."""
    return "all" if set(kinds) == set(GENERATOR_KINDS) else ",".join(kinds)


def _random(seed: int, size: int, lang: str, level: int) -> random.Random:
    return random.Random(f"pysm-generate:{seed}:{size}:{lang}:{level}")


def _check_request(size: int, lang: str, level: int) -> None:
    if not MIN_SIZE <= size <= MAX_SIZE:
        raise GenerateError(f"--size {size}: the board must be from {MIN_SIZE} to {MAX_SIZE}")
    if lang not in gen_data.languages():
        raise GenerateError(f"--lang {lang}: the generator knows {', '.join(gen_data.languages())}")
    if level not in LEVELS:
        raise GenerateError(f"--level {level}: one of {', '.join(map(str, LEVELS))}")


def draft(seed: int, size: int, lang: str, level: int = 2, *, engine: Engine | None = None,
          tally: Tally | None = None, kinds: tuple[str, ...] = ()) -> Draft | None:
    """The case of one seed, or None when this seed gives none (the caller tries the next).

    With a tally (--spread), kinds and sentence forms it lacks are preferred, and the forms
    the draft's cards use are added to it.
    """
    _check_request(size, lang, level)
    engine = engine or Engine.default()
    data = gen_data.load(lang)
    rng = _random(seed, size, lang, level)
    start = time.monotonic()
    best = None
    worlds = solves = proofs = tries = 0
    while worlds < WORLDS_PER_SEED and tries < TRIES_FOR_LEVEL:
        worlds += 1
        world = build_world(rng, size, data)
        if world is None:
            continue
        openings = {KINDS[base_kind(k)].opening for k in kinds}
        if "window" in openings or "door" in openings:
            world = add_openings(rng, world, "window" in openings, "door" in openings)
        search = _Search(world, rng, level, engine, tally, kinds)
        try:
            ok = search.run()
            full = search.proof() if ok else None
        except SolveTimeout:
            ok = False
        solves += search.solves
        proofs += search.proofs
        if not ok or not full.solved or full.difficulty["level"] > level:
            continue
        tries += 1
        if best is None or full.difficulty["level"] > best[1].difficulty["level"]:
            best = (search, full)
        if full.difficulty["level"] == level:
            break
    if best is None:
        return None
    search, full = best
    people = _cards(search, rng, data, tally)
    scene, scene_text = _scene(search, rng, data, tally)
    w = search.world
    case = replace(search.case(), people=tuple(people), scene=scene, scene_text=scene_text,
                   solution=tuple(sorted((name, cell_name(*cell)) for (name, _), cell in zip(w.people, w.cells))),
                   murderer=w.murderer)
    return Draft(seed, case, _titles(rng, w, data), level, full.difficulty, worlds, solves, proofs,
                 time.monotonic() - start, tally is not None, tuple(kinds))


def _titles(rng: random.Random, world: World, data) -> tuple[str, ...]:
    scene = world.room_at(world.cells[[n for n, _ in world.people].index(world.victim)])
    phrase = language.room_phrase(world.lang, world.room_names()[scene])
    patterns = list(data.titles)
    rng.shuffle(patterns)
    return tuple(p.replace("{room}", phrase).replace("{victim}", world.victim) for p in patterns)


def check(draft_: Draft, text: str, path: str, engine: Engine) -> list[str]:
    """Why the text cannot be published (empty when it can): it must verify as `pysm verify`
    does, at the level asked for, and every card must parse back to the generator's clues."""
    report = verify_path(path, rules=list(engine.rules), steps=list(engine.steps), timeout=engine.timeout,
                         text=text)
    problems = [str(e) for e in report.errors]
    if not report.verified:
        problems.append(f"does not verify: status {report.status}, step_solvable {report.step_solvable}, "
                        f"{'; '.join(report.solution_mismatch)}")
        return problems
    level = report.proof.difficulty["level"]
    if level > draft_.level:
        problems.append(f"needs level {level}, more than {draft_.level}")
    loaded = report.loaded
    for want, got in zip(draft_.case.people, loaded.people):
        if [(c.kind, c.params) for c in want.clues] != [(c.kind, c.params) for c in got.clues]:
            problems.append(f"{want.name}: the card {want.card!r} does not parse back to the clues chosen")
    if [(c.kind, c.params) for c in draft_.case.scene] != [(c.kind, c.params) for c in loaded.scene]:
        problems.append(f"the scene {list(draft_.case.scene_text)!r} does not parse back to the clues chosen")
    victims = [p for p in loaded.people if p.is_victim]
    for p in loaded.people:
        others = sum(c.kind != "victim" for c in p.clues)
        if others > (1 if p.is_victim else MAX_CLUES) or (not p.is_victim and others < 1):
            problems.append(f"{p.name}: the card holds {others} clue(s) besides the victim sentence")
    if len(victims) != 1:
        problems.append("exactly one card must carry the victim sentence")
    return problems


# ---- writing ---------------------------------------------------------------------------

class Exists(Exception):
    """The file is there already and --force was not given."""


def _file_mode() -> int:
    """The mode a new file gets from the umask (mkstemp's files are 0600 whatever the umask)."""
    mask = os.umask(0o022)
    os.umask(mask)
    return 0o666 & ~mask


@contextlib.contextmanager
def folder_lock(folder: Path):
    """An exclusive lock on the folder while a case is placed in it: two runs at once never
    choose names (or write one puzzle twice) at the same time."""
    folder.mkdir(parents=True, exist_ok=True)
    fd = os.open(folder, os.O_RDONLY)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)                      # closing releases the lock


@shielded
def write_atomic(path: Path, text: str, *, force: bool = False) -> None:
    """Write through a temporary file in the same folder; never replace a file unless `force`.
    A stopping signal waits until it has returned (pysm.core.stopping)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = None
    try:
        fd, tmp = tempfile.mkstemp(prefix="." + path.stem + ".", suffix=".tmp", dir=path.parent)
        os.fchmod(fd, _file_mode())
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        if force:
            os.replace(tmp, path)
        else:
            try:
                os.link(tmp, path)          # fails if the name exists: no race with another writer
            except FileExistsError:
                raise Exists(str(path)) from None
            except OSError:                 # a file system without hard links
                if path.exists():
                    raise Exists(str(path)) from None
                os.replace(tmp, path)
    finally:
        if tmp is not None and os.path.lexists(tmp):
            os.unlink(tmp)


@dataclass(frozen=True)
class Outcome:
    """What happened to one seed."""

    seed: int
    status: str                  # written | unchanged | failed | exists
    path: Path | None = None
    title: str | None = None
    draft: Draft | None = None
    problems: tuple[str, ...] = ()

    def as_dict(self) -> dict:
        d = self.draft
        return {"seed": self.seed, "status": self.status, "file": None if self.path is None else str(self.path),
                "title": self.title, "problems": list(self.problems),
                "size": None if d is None else d.case.size, "language": None if d is None else d.case.language,
                "level": None if d is None else d.level,
                "difficulty": None if d is None else d.difficulty,
                "clues": None if d is None else d.clue_count,
                "seconds": None if d is None else round(d.seconds, 2)}


def place(d: Draft, folder: Path, engine: Engine, *, force: bool = False) -> Outcome:
    """Choose the draft's title (the first whose file name is free), verify the text, write it.
    The folder is locked meanwhile, so that runs at once never write one puzzle twice."""
    with folder_lock(folder):
        return _place(d, folder, engine, force=force)


def _place(d: Draft, folder: Path, engine: Engine, *, force: bool = False) -> Outcome:
    options = list(d.titles) + [f"{d.titles[0]} {k}" for k in range(2, 100)]
    for title in options:
        path = folder / (gen_data.slug(title) + ".toml")
        text = d.text(title)
        if os.path.lexists(path) and not force:
            try:   # a regular file, read within the size limit (never a FIFO or /dev/zero)
                same = read_text(str(path)) == text
            except CaseInvalid:
                same = False
            if same:
                return Outcome(d.seed, "unchanged", path, title, d)
            continue
        problems = check(d, text, str(path), engine)
        if problems:
            return Outcome(d.seed, "failed", None, title, d, tuple(problems))
        try:
            write_atomic(path, text, force=force)
        except Exists:
            continue
        return Outcome(d.seed, "written", path, title, d)
    return Outcome(d.seed, "exists", None, None, d, ("every title option is taken",))


def _draft_or_error(seed: int, size: int, lang: str, level: int, engine: Engine, tally, kinds=()):
    try:
        return draft(seed, size, lang, level, engine=engine, tally=tally, kinds=kinds)
    except (SolveTimeout, RulesError) as exc:
        return exc


def run(*, size: int, lang: str, level: int = 2, seed: int = 1, count: int = 1, folder: Path,
        force: bool = False, spread: bool = False, engine: Engine | None = None, kinds: tuple[str, ...] = (),
        max_seeds: int | None = None, progress: Callable[[int, Outcome], None] | None = None,
        drafts: Callable | None = None) -> list[Outcome]:
    """Make `count` cases from seed, seed+1, ...: a seed that gives none is skipped.

    drafts: makes the drafts elsewhere (pysm.authoring.cluster.drafts): given the seeds, it yields
    (seed, the Draft, None or the exception draft() raised) in their order; the cases are
    placed and written here, one after another, as without it."""
    _check_request(size, lang, level)
    engine = engine or Engine.default()
    tally = Tally.of_folder(folder) if spread else None
    if drafts is not None and spread:
        raise GenerateError("--spread chooses each case from the ones before it: it cannot be combined with --cluster")
    if drafts is not None and kinds:
        raise GenerateError("--kinds is not passed to the cluster's workers: run it without --cluster")
    outcomes: list[Outcome] = []
    done = 0
    limit = max_seeds if max_seeds is not None else 10 * count + 10
    seeds = range(seed, seed + limit)
    made = drafts(seeds) if drafts is not None else \
        ((s, _draft_or_error(s, size, lang, level, engine, tally, kinds)) for s in seeds)
    for s, d in made:
        if isinstance(d, (SolveTimeout, RulesError)):
            out = Outcome(s, "failed", problems=(str(d),))
        elif isinstance(d, BaseException):
            raise d
        else:
            out = Outcome(s, "failed", problems=("no case for this seed",)) if d is None \
                else place(d, folder, engine, force=force)
        if out.status in ("written", "unchanged"):
            done += 1
        outcomes.append(out)
        if progress:
            progress(done, out)
        if done >= count:
            break
    return outcomes
