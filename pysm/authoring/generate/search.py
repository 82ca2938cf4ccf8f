"""One search: from a world to a minimal set of true clues that one solution can be reached
from step by step, at the level asked for."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import cast

import clingo

from pysm.authoring import gen_data
from pysm.authoring.gen_board import Cell, World
from pysm.authoring.gen_clues import (
    MAX_SCENE,
    Geometry,
    forms,
    is_trait_clue,
    natural,
    person_candidates,
    scene_candidates,
    scene_clues,
    true_clues,
    variant_keys,
    weights,
)
from pysm.authoring.gen_clues import world_case as gen_clues_world_case
from pysm.authoring.generate.request import Engine
from pysm.authoring.generate.tally import Tally
from pysm.case import objects as case_objects
from pysm.core import stopping
from pysm.core.kinds import strength as kind_strength
from pysm.core.model import Case, Clue, Person, parse_cell
from pysm.language.cards import variant_count
from pysm.proof.prove import prove
from pysm.solving import facts as facts_module
from pysm.solving import relevant, rulefiles
from pysm.solving.solver import SolveTimeout, build, parsed_statements, solve

MAX_CLUES = 2  # clues on a card besides the victim sentence (the victim's: 1)
HARDEN_BUDGET = 8  # clue swaps tried, per level asked for, to make the hardest step that level
TRAIT_WEIGHT = 0.3  # --traits: the draw weight of a clue about people of a trait, as a share of its kind's
MAX_SWAPS = 6  # clues on full cards given up for ones that break a second solution (make_unique)


class Search:
    """The clue cards of one world while they are being chosen."""

    def __init__(
        self,
        world: World,
        rng: random.Random,
        level: int,
        engine: Engine,
        tally: "Tally | None" = None,
        kinds: tuple[str, ...] = (),
    ):
        self.world, self.rng, self.level, self.engine = world, rng, level, engine
        self.kinds = tuple(kinds)
        self.tally = tally
        self.geo = Geometry(world, engine.rules)
        self.n = world.size
        self.names = [name for name, _ in world.people]
        self.victim = self.names.index(world.victim)
        self.free = [
            (r, c)
            for r in range(1, self.n + 1)
            for c in range(1, self.n + 1)
            if not any(case_objects.solid(o) for o in world.objects_at((r, c)))
        ]
        # --kinds: the rules judge every candidate once on the world; the pools they leave are what
        # each placement is asked about afterwards. Index n is the scene (a card of nobody).
        self.geo.ask(
            {name: person_candidates(self.geo, i, kinds) for i, name in enumerate(self.names)},
            scene_candidates(self.geo, kinds),
        )
        self.truth = [true_clues(self.geo, i, kinds, rng) for i in range(self.n)]
        self.truth.append(scene_clues(self.geo, rng))
        self.geo.ask(
            {
                name: [c for c in self.truth[i] if not c.spec.company and not c.spec.cell]
                for i, name in enumerate(self.names)
            },
            [replace(c, kind=c.base) for c in self.truth[self.n]],
        )
        self.weight = [dict(zip(t, weights(t), strict=False)) for t in self.truth]
        for i, table in enumerate(self.weight):  # a clue that rules out more cells is worth a place more
            for c in table:
                table[c] *= 0.15 + self.strength(i, c)
                if world.traits and is_trait_clue(c):  # --traits: nine kinds of them would crowd out the rest
                    table[c] *= TRAIT_WEIGHT
        self.wanted: list[dict[Clue, set]] = [{} for _ in range(self.n + 1)]
        self.intent: dict[tuple[int, Clue], str] = {}  # --spread: the form a clue is there for
        if tally is not None:
            self._spread(tally)
        self.cards: list[list[Clue]] = [[] for _ in range(self.n + 1)]  # [n]: the scene
        self.solves = self.proofs = self.swaps = 0
        self._proved: dict[str, object] = {}  # the case's facts -> its proof (see proof())
        self._facts: dict[tuple, str] = {}  # the cards -> the case's facts (see proof())
        self._proved_within: list[frozenset] = []  # the clue sets of cards proved within the level (within())
        self._proved_beyond: list[frozenset] = []  # ... and of cards whose proof went beyond it
        self._board: _Switchboard | None = None  # every uniqueness question, on one grounding
        self._unique: dict[tuple, bool] = {}  # the cards -> whether unique (see unique())
        self._unique_sets: list[frozenset] = []  # the clue sets of cards found unique (see implied())
        self._open_sets: list[frozenset] = []  # ... and of cards found to allow a second solution
        self.met: list[list[Cell]] = []  # the second solutions make_unique met (see met_before())

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
                if variant_count(c.kind, w.lang) == 1 and c.base != "on":  # one form, nothing to judge
                    fs, keys = [""], ["0"]
                else:
                    fs = forms(c, lang=w.lang, gender=gender, size=w.size, rooms=rooms)
                    keys = variant_keys(c, lang=w.lang, size=w.size, count=len(fs))
                lacking = {
                    (c.kind, k)
                    for f, k in zip(fs, keys, strict=False)
                    if (not f or natural(c, f, data)) and tally.forms.get((w.lang, c.kind, k), 0) == 0
                }
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
            people.append(
                Person(
                    name, gender, "", tuple(replace(c, index=j + 1) for j, c in enumerate(clues)), traits=w.traits_of(i)
                )
            )
        scene = tuple(replace(c, index=j + 1) for j, c in enumerate(self.cards[self.n]))
        return Case(
            id="draft",
            file="<generated>",
            title="",
            language=w.lang,
            size=w.size,
            rooms=w.rooms,
            grid=w.grid,
            objects=w.objects,
            people=tuple(people),
            scene=scene,
            windows=w.windows,
            doors=w.doors,
        )

    def room(self, i: int) -> int:
        """How many more clues person i's card (i == n: the scene) can take."""
        if i == self.n:
            return MAX_SCENE - len(self.cards[i])
        return (MAX_CLUES - (1 if i == self.victim else 0)) - len(self.cards[i])

    def _who(self, i: int) -> int | None:
        return None if i == self.n else i

    def second_solution(self) -> list[Cell] | None:
        """Cells of a solution other than the world's; None when the cards make it unique. Asked
        of the world's control (_Switchboard); a card clue that is none of its externals (no
        search step puts one there) is asked of a solve of the case instead."""
        if self._board is None:
            self._board = _Switchboard(self)
        self.solves += 1
        other = self._second_solution()
        self._answered(other is None)
        return other

    def _second_solution(self) -> list[Cell] | None:
        assert self._board is not None  # made by second_solution(), the only caller
        if self._board.knows(self.cards):
            return self._board.second(self.cards)
        case = self.case()
        result = solve(case, facts_module.render(case), list(self.engine.rules), limit=2, timeout=self.engine.timeout)
        truth = list(self.world.cells)
        for sol in result.solutions:
            # a solution places everyone on a cell of the board
            cells = cast("list[Cell]", [parse_cell(cast(str, sol.cell_of(name)), self.n) for name in self.names])
            if cells != truth:
                return cells
        return None

    def _clue_set(self) -> frozenset:
        return frozenset((i, c) for i, card in enumerate(self.cards) for c in card)

    def _answered(self, unique: bool) -> None:
        """Note that the cards are unique (or not), for implied() to answer from."""
        (self._unique_sets if unique else self._open_sets).append(self._clue_set())

    def implied(self) -> bool | None:
        """Whether the cards are unique as a set of cards judged before says (None: none does).
        Every clue is true of the world, so more clues allow no more placements: cards that
        hold all the clues of unique cards are unique, and cards whose clues are all on cards
        that allow a second solution allow it too. The search drops one clue at a time from
        unique cards and puts back the ones it cannot do without, so after a clue's drop has
        been judged, later drops often leave all the clues of a unique set on the cards."""
        clues = self._clue_set()
        if any(clues >= u for u in self._unique_sets):
            return True
        if any(clues <= o for o in self._open_sets):
            return False
        return None

    def unique(self) -> bool:
        """Whether the cards leave the world's placement the only one (a set of cards asked
        before is not asked again, nor one that a set asked before answers (implied()): the
        answer depends on the clues alone)."""
        key = tuple(tuple(card) for card in self.cards)
        if key not in self._unique:
            known = self.implied()
            if known is None and self.met_before():
                known = False
                self._answered(False)
            if known is None:
                other = self.second_solution()
                known = other is None
                if other is not None:  # met again by cards that drop more, or swap a clue
                    self.met.append(other)
            self._unique[key] = known
        return self._unique[key]

    def met_before(self) -> bool:
        """Whether the cards still allow a second solution that make_unique met: then they are
        not unique, and no solve need say so. After make_unique, the search asks only whether
        the cards are unique, never for a second solution (which would depend on the solves
        before), so the solves left out change no answer. The rules' truth about those
        placements is known already (make_unique asked it, in holds), so this costs no question
        to the rules; cell clues first, which need none anyway."""
        if not self.met:
            return False
        clues = sorted(
            ((self._who(i), c) for i, card in enumerate(self.cards) for c in card),
            key=lambda wc: wc[0] is None or not wc[1].spec.cell,
        )
        speakers = {who for who, _ in clues}
        for other in self.met:
            true_of = {who: self.geo.judge(who, other) for who in speakers}
            if all(true_of[who](c) for who, c in clues):
                return True
        return False

    def proof(self):
        """The step-by-step proof of the cards, capped at the level asked for: every question
        the search asks of a proof is "solved within the level?" (gaps), or about a proof that
        is; a capped proof that is solved is the full proof, and one that is not has the full
        proof's steps up to its first above the level, all that gaps reads. A set of cards
        proved before (the search comes back to some) is not proved again: the proof depends
        only on the facts."""
        cards = tuple(tuple(card) for card in self.cards)
        facts = self._facts.get(cards)
        if facts is None:  # the facts depend on the cards alone: rendered once per set of cards
            facts = self._facts[cards] = facts_module.render(self.case())
        if facts not in self._proved:
            self.proofs += 1
            self._proved[facts] = prove(
                self.case(), facts, timeout=self.engine.timeout, rules=list(self.engine.steps), max_level=self.level
            )
            sets = self._proved_within if self.gaps(self._proved[facts]) is None else self._proved_beyond
            sets.append(self._clue_set())
        return self._proved[facts]

    def within(self) -> bool:
        """Whether the proof of the cards solves within the level asked for (gaps() is None),
        without a proof when cards proved before answer it: more clues deduce no less (the
        premise of minimise and minimal_at_once), so cards holding all the clues of cards
        proved within the level are too, and cards whose clues are all on cards whose proof
        went beyond it go beyond it too. Most often met while minimise halves the drops after
        make_provable: every prefix of drops that takes away the clue make_provable added
        last leaves cards whose clues were all on the cards of its round before."""
        clues = self._clue_set()
        if any(clues >= s for s in self._proved_within):
            return True
        if any(clues <= s for s in self._proved_beyond):
            return False
        return self.gaps(self.proof()) is None

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
        """Put a clue on card i (the scene: i == n) at a place drawn at random: the order of a
        card is its sentences' order in the case, and the proofs are of that order (a step
        names its sentence), so the proof of the cards is the proof of the written case."""
        self.cards[i].insert(self.rng.randrange(len(self.cards[i]) + 1), clue)

    def seed_cards(self) -> None:
        """One clue for everyone but the victim; with --spread, first the clues that give
        sentence forms the library lacks (each form once), to people picked at random."""
        claimed: set = set()
        people = [i for i in range(self.n) if i != self.victim]
        self.rng.shuffle(people)
        for i in people + ([self.n] if self.wanted[self.n] else []):  # the scene: only for a wanted kind
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
        """Add true clues that a second solution breaks, until clingo finds none. When only
        full cards could break it, one clue on such a card gives way to one that does (a
        world is costly to draw and ground: most dead ends are two people whose cards were
        filled before the second solution that swaps them came up)."""

        def offers():
            other = self.second_solution()
            if other is None:
                return None
            self.met.append(other)
            options, swaps = [], []
            for i in range(self.n + 1):
                boost = 3.0 if not self.cards[i] and i < self.n else 1.0
                # --kinds: many weak clues (negated directions, offsets) would fill the cards first
                sharp = (lambda c, i=i: (0.1 + self.strength(i, c)) ** 2) if self.kinds else (lambda c: 1.0)
                true_of = self.geo.judge(self._who(i), other)
                breaking = [(i, c, self.weight[i][c] * boost * sharp(c)) for c in self._open(i) if not true_of(c)]
                (options if self.room(i) > 0 else swaps).extend(breaking)
            if not [o for o in options if o[2] > 0] and self.swaps < MAX_SWAPS:
                picked = self._pick(swaps)
                if picked is not None:
                    self.swaps += 1
                    i, clue = picked
                    at = self.rng.randrange(len(self.cards[i]))
                    self.cards[i][at] = clue
                    return offers()
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
                    else:  # company and other-people clues: roughly, the cells outside the room
                        probe = Clue("room", self.world.room_at(self.world.cells[i]))
                        gone = self.geo.misses(probe, cand)
                        gone = gone if c.spec.company else 0.5 * gone
                    if gone:
                        options.append((i, c, self.weight[i][c] * gone**1.5))
            return options

        return self._grow(offers)

    def minimise(self) -> None:
        """Drop each clue the case can do without (in random order); keep one per card.

        A clue goes when the case stays unique and its proof stays within the level. The
        proofs cost most, and fewer clues do not make the step program deduce more: so the
        clues are dropped on uniqueness alone, and the proof of what is left decides. Within
        the level: the proofs on the way (of more clues) would have been too, and that is the
        answer, for one proof instead of one a drop. Beyond it: the first drop whose proof
        goes beyond is found by halving, that clue stays, and the clues after it are judged
        the same way. Either way the cards left are unique and proved within the level."""
        order = self._drop_order()
        while order:
            kept = [list(card) for card in self.cards]  # unique, and proved within the level
            dropped = self._drop(order)
            if not dropped or self.within():
                return
            good, bad = 0, len(dropped)  # how many of the drops, in order, stay within the level
            while bad - good > 1:
                mid = (good + bad) // 2
                self._cards_after(kept, order, dropped[:mid])
                if self.within():
                    good = mid
                else:
                    bad = mid
            self._cards_after(kept, order, dropped[:good])
            order = order[dropped[good] + 1 :]  # the clue of the first drop too many stays

    def _drop_order(self) -> list[tuple[int, Clue]]:
        order = [(i, c) for i in range(self.n + 1) for c in self.cards[i]]
        self.rng.shuffle(order)
        order.sort(key=lambda ic: ic[1] in self.wanted[ic[0]])  # --spread: wanted clues go last
        return order

    def minimal_at_once(self) -> bool:
        """make_provable() then minimise(), for one proof fewer when it can: unique cards whose
        clues, dropped on uniqueness alone, still prove within the level were within the level
        before the drops too (more clues deduce no less), so make_provable would have added
        nothing and minimise would have dropped the same clues (the same draws) and stopped
        there. True, with those cards, when so; otherwise False, with the cards and the draws
        as they were (the proof and the uniqueness answers made on the way are kept)."""
        cards, state = [list(card) for card in self.cards], self.rng.getstate()
        self._drop(self._drop_order())
        if self.within():
            return True
        self.cards = cards
        self.rng.setstate(state)
        return False

    def _drop(self, order: list[tuple[int, Clue]]) -> list[int]:
        """Drop each clue of `order` the case stays unique without; their places in `order`."""
        dropped = []
        for k, (i, clue) in enumerate(order):
            if i != self.victim and i != self.n and len(self.cards[i]) <= 1:
                continue
            if clue in self.wanted[i] and (i == self.n or self.lacking_kind(clue)):
                continue  # --spread: a kind the library lacks stays, needed or not (the scene: any wanted)
            at = self.cards[i].index(clue)
            self.cards[i].remove(clue)
            if self.unique():
                dropped.append(k)
                continue
            self.cards[i].insert(at, clue)
        return dropped

    def _cards_after(self, kept: list[list[Clue]], order: list[tuple[int, Clue]], drops: list[int]) -> None:
        """The cards `kept` without the clues at these places of `order`."""
        gone = {order[k] for k in drops}
        self.cards = [[c for c in card if (i, c) not in gone] for i, card in enumerate(kept)]

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
            if self.unique():
                proof = self.proof()
                if self.gaps(proof) is None:
                    now = (proof.difficulty["level"], proof.difficulty["score"])
                    if now >= best:
                        best = now
                        continue
            self.cards[i][at] = old

    def show_a_trait(self) -> None:
        """--traits at level 1: no level-1 step reads a clue about people of a trait, so none is
        ever needed there; when the cards hold none, one that is true goes on a card with room,
        the proof unchanged (the steps of level 2 that read it come after level 1 has solved)."""
        if self.level != 1 or not self.world.traits or any(is_trait_clue(c) for card in self.cards for c in card):
            return
        picked = self._pick(
            [
                (i, c, self.weight[i][c])
                for i in range(self.n + 1)
                if self.room(i) > 0
                for c in self._open(i)
                if is_trait_clue(c) and not c.negated
            ]
        )
        if picked:
            self.add(*picked)

    def run(self) -> bool:
        self.seed_cards()
        if not self.make_unique():
            return False
        if not self.minimal_at_once():
            if not self.make_provable():
                return False
            self.minimise()
        self.show_a_trait()
        if self.level > 1:
            cards = [list(card) for card in self.cards]
            self.harden(HARDEN_BUDGET * self.level)
            if self.cards != cards:  # unchanged cards: minimise kept each clue for a reason that holds
                self.minimise()
        return True


class _Switchboard:
    """Every uniqueness question of one world, on one grounding: the rules and the world are
    grounded once, each true clue the world offers (every card's pool, and the scene's) an
    external switched on while it is on its card (or in the scene), and each question is one
    solve. A constraint forbids the world's own placement, so an answer set is a second
    solution, and the cards leave the world's placement the only one exactly when there is
    none. (The clues are all true of the world, so the world is always a solution: "none at
    all" cannot occur.) A clue's sentence index in the facts only tells two clues of a card
    apart, so each external has an index of its own."""

    def __init__(self, search: Search):
        self.timeout = search.engine.timeout
        self.search = search
        names = search.names
        lines = [
            facts_module.render(gen_clues_world_case(search.world)),
            f"clue({facts_module.quote(names[search.victim])},1,victim).",
        ]
        self.switch: dict[tuple[int, Clue], clingo.Symbol] = {}
        k = 2
        for i, pool in enumerate(search.truth):  # i == n: the scene's sentences
            for clue in pool:
                head = ("scene" if i == search.n else "clue") + ("_not" if clue.negated else "")
                who = "" if i == search.n else f"{facts_module.quote(names[i])},"
                atom = f"{head}({who}{k},{search.geo.key(clue)})"  # key: clue_term's text, cached
                lines.append(f"#external {atom}.")
                self.switch[(i, clue)] = clingo.parse_term(atom)
                k += 1
        known = "\n".join(lines[:2] + [f"{atom}." for atom in map(str, self.switch.values())]) + "\n"
        lines.append(
            ":- "
            + ", ".join(
                f"at({facts_module.quote(n)},{r},{c})" for n, (r, c) in zip(names, search.world.cells, strict=False)
            )
            + "."
        )
        self.ctl = world_control(list(search.engine.rules), "\n".join(lines) + "\n", known)
        self.on: set = set()

    def knows(self, cards: list[list[Clue]]) -> bool:
        """Whether every clue on the cards is one of this control's externals."""
        return all((i, clue) in self.switch for i, card in enumerate(cards) for clue in card)

    def second(self, cards: list[list[Clue]]) -> list[Cell] | None:
        """The cells of a placement other than the world's that the cards allow, else None."""
        now = {self.switch[(i, clue)] for i, card in enumerate(cards) for clue in card}
        for atom in self.on - now:
            self.ctl.assign_external(atom, False)
        for atom in now - self.on:
            self.ctl.assign_external(atom, True)
        self.on = now
        return self._first_placement()

    def _first_placement(self) -> list[Cell] | None:
        """The people's cells in the control's first answer set (None: it has none). The model
        is read here, its at/3 atoms alone, rather than through the solver's search: the
        same first answer set, without making a Solution of every shown atom in clingo's
        callback (which cost more than the solve itself). Waited for in slices, as the
        solver's search does, so that a signal or the time limit still ends it."""
        with self.ctl.solve(yield_=True, async_=True) as handle:
            handle.resume()
            if self.timeout <= 0 or not stopping.wait(handle, self.timeout):
                handle.cancel()
                raise SolveTimeout(f"the uniqueness solve took longer than {self.timeout:g} s")
            model = handle.model()
            if model is None:
                return None
            at = {
                _text(s.arguments[0]): (s.arguments[1].number, s.arguments[2].number)
                for s in model.symbols(shown=True)
                if s.name == "at" and len(s.arguments) == 3
            }
        return [at[name] for name in self.search.names]


def _text(symbol: clingo.Symbol) -> str:
    return symbol.string if symbol.type == clingo.SymbolType.String else str(symbol)


def world_control(rules: list, program: str, known: str) -> clingo.Control:
    """The world's control, grounded with only the statements that the clues it may switch on
    can need (pysm/solving/relevant.py; `known`: the externals written as facts, so whatever
    any of them may switch on stays). Every rule file is pruned alike, pysm's own or a copy of
    them on a cluster worker or a --rules file, so that a worker grounds what a local run does
    and gives the same cases. Unpruned, clingo spends most of a world's grounding on rules that
    derive nothing: with the placement open, a rule whose body joins two people's cells before
    the clue that asks for it (room_company.lp's alone_with_and) is worked through for every
    pair of cells, though no clue of the pools names it."""
    messages: list[str] = []
    statements, _ = parsed_statements(rules, messages)
    statements = rulefiles.kept(statements, relevant.fact_shapes(known), (), ())
    return build(["--models=1"], statements, program, messages)
