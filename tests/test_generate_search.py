"""The generator's search (pysm.authoring.generate.search): minimise proves what is left once
and halves back to the first drop too many, minimal_at_once saves make_provable's proof when it
can; a dead end of make_unique swaps a clue."""

from __future__ import annotations

import random

from pysm.authoring.generate.search import Search
from pysm.core.model import Clue


class _Rigged(Search):
    """A search without a world: uniqueness and the proof are up-closed tests on the clues
    left (every group keeps a clue), so fewer clues never pass where more failed."""

    def __init__(self, cards, unique_groups, proof_groups, seed):
        self.n, self.victim, self.kinds, self.tally = len(cards) - 1, 0, (), None
        self.cards = [list(card) for card in cards]
        self.wanted = [{} for _ in cards]
        self.rng = random.Random(seed)
        self.unique_groups, self.proof_groups = unique_groups, proof_groups
        self.proofs = 0
        self._proved_within, self._proved_beyond = [], []
        self._unique_sets, self._open_sets = [], []

    def _left(self):
        return {c for card in self.cards for c in card}

    def unique(self):
        return all(self._left() & g for g in self.unique_groups)

    def proof(self):
        self.proofs += 1
        return all(self._left() & g for g in self.proof_groups)

    def gaps(self, proof):
        return None if proof else {0: []}

    def one_by_one(self):
        """The drops judged one at a time, on uniqueness and the proof (the reference)."""
        order = [(i, c) for i in range(self.n + 1) for c in self.cards[i]]
        self.rng.shuffle(order)
        for i, clue in order:
            if i != self.victim and i != self.n and len(self.cards[i]) <= 1:
                continue
            at = self.cards[i].index(clue)
            self.cards[i].remove(clue)
            if self.unique() and self.gaps(self.proof()) is None:
                continue
            self.cards[i].insert(at, clue)


def _instance(seed):
    rng = random.Random(seed)
    clues = [Clue("row", k) for k in range(1, 10)] + [Clue("column", k) for k in range(1, 10)]
    rng.shuffle(clues)
    cards = [clues[2 * i : 2 * i + 2] for i in range(8)] + [clues[16:]]
    groups = [set(rng.sample(clues, rng.randint(2, 6))) for _ in range(rng.randint(1, 4))]
    proof_groups = [set(rng.sample(clues, rng.randint(1, 5))) for _ in range(rng.randint(0, 4))]
    return cards, groups, proof_groups


def test_minimise_keeps_what_dropping_one_clue_at_a_time_keeps():
    for seed in range(60):
        cards, groups, proof_groups = _instance(seed)
        fast, slow = _Rigged(cards, groups, proof_groups, seed), _Rigged(cards, groups, proof_groups, seed)
        fast.minimise()
        slow.one_by_one()
        assert fast.cards == slow.cards, seed
        assert fast.proofs <= max(1, slow.proofs + 1), seed


def test_minimal_at_once_keeps_what_make_provable_then_minimise_keep():
    """The same cards and the same draws after, with one proof fewer when the drops on
    uniqueness alone prove within the level; both ways occur in the table."""
    ways = set()
    for seed in range(60):
        cards, groups, proof_groups = _instance(seed)
        fast, slow = _Rigged(cards, groups, proof_groups, seed), _Rigged(cards, groups, proof_groups, seed)
        at_once = fast.minimal_at_once()
        if not at_once:
            assert fast.cards == slow.cards and fast.rng.getstate() == slow.rng.getstate(), seed
            assert fast.make_provable()
            fast.minimise()
        assert slow.make_provable()
        slow.minimise()
        assert fast.cards == slow.cards and fast.rng.getstate() == slow.rng.getstate(), seed
        if at_once:
            assert fast.proofs < slow.proofs, seed
        ways.add(at_once)
    assert ways == {True, False}


class _BreakerOnly:
    """The rig's truth: on any other placement, every clue holds but `breaker`."""

    def judge(self, who, cells):
        return lambda clue: clue != _DeadEnd.breaker


class _DeadEnd(_Rigged):
    """Two people, both cards full (the victim's holds one clue), an empty scene pool: the second
    solution stays until `breaker`, a clue of person 1's pool not on the card, is on it."""

    breaker = Clue("row", 9)

    def __init__(self):
        super().__init__([[Clue("row", 1)], [Clue("row", 2), Clue("row", 3)], []], [], [], 0)
        self.truth = [[Clue("row", 1)], [Clue("row", 2), Clue("row", 3), self.breaker], []]
        self.weight = [{c: 1.0 for c in pool} for pool in self.truth]
        self.geo, self.swaps, self.solves, self.met = _BreakerOnly(), 0, 0, []

    def second_solution(self):
        self.solves += 1
        other = None if self.breaker in self.cards[1] else [(1, 1), (1, 2)]
        self._answered(other is None)
        return other


def test_a_dead_end_of_make_unique_swaps_a_clue_on_a_full_card(monkeypatch):
    from pysm.authoring.generate import search

    rigged = _DeadEnd()
    assert rigged.make_unique()
    assert rigged.breaker in rigged.cards[1] and len(rigged.cards[1]) == 2 and rigged.swaps == 1
    monkeypatch.setattr(search, "MAX_SWAPS", 0)
    assert not _DeadEnd().make_unique()  # without the swap: the world is given up


def test_cards_that_allow_a_second_solution_met_before_are_not_unique_without_a_solve():
    """Search.unique: a placement make_unique met that every clue on the cards still holds on
    answers "not unique" with no solve; once a clue rules it out, the solve answers."""
    for met, cards_1, unique, solves in [
        ([], [Clue("row", 2)], False, 1),  # nothing met: solved
        ([[(1, 1), (1, 2)]], [Clue("row", 2)], False, 0),  # still allowed: no solve
        ([[(1, 1), (1, 2)]], [Clue("row", 2), _DeadEnd.breaker], True, 1),
    ]:
        rigged = _DeadEnd()
        rigged.met, rigged.cards[1], rigged._unique = met, cards_1, {}
        assert Search.unique(rigged) == unique and rigged.solves == solves


def test_uniqueness_implied_by_cards_judged_before_needs_no_solve():
    """Search.unique: cards holding every clue of unique cards are unique, cards whose clues all
    sat on cards with a second solution have one, with no solve; other cards are solved (and
    what the solve says is noted for the next)."""
    rigged = _DeadEnd()
    rigged._unique = {}
    rigged.cards = [[Clue("row", 1)], [Clue("row", 2), _DeadEnd.breaker], []]
    assert Search.unique(rigged) and rigged.solves == 1  # solved, and noted unique
    rigged.cards[0].append(Clue("row", 4))  # more clues: unique, no solve
    assert Search.unique(rigged) and rigged.solves == 1
    rigged.cards = [[Clue("row", 1)], [Clue("row", 2), Clue("row", 3)], []]
    assert not Search.unique(rigged) and rigged.solves == 2  # solved: a second solution
    rigged.cards = [[Clue("row", 1)], [Clue("row", 3)], []]  # fewer clues: not unique, no solve
    assert not Search.unique(rigged) and rigged.solves == 2
    rigged.cards = [[Clue("row", 1)], [Clue("row", 3), _DeadEnd.breaker], []]
    assert Search.unique(rigged) and rigged.solves == 3  # neither: solved


def test_within_the_level_implied_by_cards_proved_before_needs_no_proof():
    """Search.within: cards holding every clue of cards proved within the level are within it,
    cards whose clues all sat on cards proved beyond it are beyond it, with no proof."""
    a, b, c = Clue("row", 1), Clue("row", 2), Clue("row", 3)
    rigged = _Rigged([[a, b], [c], []], [], [{c}], 0)
    rigged._proved_within.append(frozenset({(0, a), (1, c)}))
    rigged._proved_beyond.append(frozenset({(0, a), (0, b)}))
    assert Search.within(rigged) and rigged.proofs == 0  # holds a, c
    rigged.cards = [[b], [], []]
    assert not Search.within(rigged) and rigged.proofs == 0  # only clues of the cards beyond
    rigged.cards = [[b], [c], []]
    assert Search.within(rigged) and rigged.proofs == 1  # neither: proved
