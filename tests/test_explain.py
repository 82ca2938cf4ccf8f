"""The step-by-step explanation: one sentence per step, in every language.

The steps here are built by hand (pysm.proof.prove's Step and Proof records), so these tests
check the sentences, not the prover: every family and every kind of step within a family
renders in every language, names its people and cells, quotes the card sentence it
used, and leaves no template artefacts. The end-to-end tests at the bottom run the real
prover through `python -m pysm explain`.
"""

from __future__ import annotations

import json
import re

import pytest
from conftest import EXAMPLES, ROOT, SLOW, run_pysm, sweep

from pysm.case import loader
from pysm.core.model import cell_name
from pysm.language import lexicon as language
from pysm.proof import explain
from pysm.proof.explain import explain_lines, has_sentence
from pysm.proof.prove import Proof, Step

LANGS = ("es", "en", "nl", "de", "fr", "it", "pt", "ru")
FAMILIES_FILE = ROOT / "asp" / "steps" / "families.lp"
ARTEFACTS = ("{", "}", "None", "[]", "()", "Undefined", "  ", " ,", " .", " :", " ;", "\n")


@pytest.fixture(scope="module")
def alone_case():
    """en-alone: Hugo (alone), Berta (with another woman), Ines, Bruno (with another man),
    Carlos (the victim; sentence 2: the fifth row), Fien (sentence 2: the Chapel)."""
    return loader.load(str(EXAMPLES / "en-alone.toml"))


@pytest.fixture(scope="module")
def first_case():
    """es-primer-caso: Berta, Eva, Gijs, Iker (the victim), Ana."""
    return loader.load(str(EXAMPLES / "es-primer-caso.toml"))


def step(family, people, removed=(), placed=None, clue=None, fact=None, level=1):
    """A step; its clue (person, sentence) names a sentence of one clause (part 0)."""
    return Step(
        family=family,
        level=level,
        people=tuple(people),
        removed=tuple(removed),
        placed=placed,
        clue=None if clue is None else (*clue, 0),
        fact=fact,
    )


def proof(*steps, case, stuck=None):
    """A hand-made proof; everyone starts on every cell without a solid object, as the prover does."""
    n = case.size
    start = tuple(
        cell_name(r, c)
        for r in range(1, n + 1)
        for c in range(1, n + 1)
        if not any(language.object_class(o) == "solid" for o in case.objects_at(r, c))
    )
    return Proof(
        solved=stuck is None,
        steps=tuple(steps),
        stuck=stuck,
        placement=None,
        difficulty={"level": 0, "hardest": None, "score": 0},
        start=start,
    )


def sentence(case, s, lang):
    (line,) = explain_lines(case, proof(s, case=case), lang)
    return line


def card_sentence(case, person, index, part=0):
    """The card sentence as written, without its final period."""
    p = next(p for p in case.people if p.name == person)
    return next(c for c in p.clues if c.index == index).text.rstrip(".")


# ---- every family, and every kind of step within one --------------------------------

# (id, step on en-alone, what the English sentence says)
STEPS = [
    (
        "clue",
        step("clue", ["Ines"], [("Ines", "A1"), ("Ines", "B1")], clue=("Ines", 1)),
        "Ines was in the third column from the left (her card: “She was in the third column from the left”): "
        "she can no longer be in A1 or B1",
    ),
    (
        "placed",
        step("placed", ["Ines"], [("Hugo", "C1"), ("Berta", "A3")], placed=("Ines", "C3")),
        "Only C3 is left to Ines, so she is placed there, and nobody else can be in row 3 or column C: "
        "Hugo loses C1; Berta, A3.",
    ),
    (
        "placed-alone",
        step("placed", ["Hugo"], placed=("Hugo", "B1")),
        "Only B1 is left to Hugo, so he is placed there.",
    ),
    (
        "last-in-line",
        step("last-in-line", ["Hugo"], [("Hugo", "A2"), ("Hugo", "C2")], fact="row:1"),
        "Only Hugo can still reach row 1, so he must be in it: he can no longer be in A2 or C2",
    ),
    (
        "locked-line",
        step("locked-line", ["Fien"], [("Hugo", "D6"), ("Berta", "A6"), ("Berta", "B6")], fact="row:6"),
        "All the cells left to Fien are in row 6, so that row is hers: Hugo loses D6; Berta, A6 and B6.",
    ),
    (
        "alone-keeps-out",
        step("alone", ["Hugo"], [("Berta", "A1"), ("Ines", "C1")], clue=("Hugo", 1), fact="room:A", level=2),
        "and he is known to be in the Bedroom, so nobody else can be there: Berta loses A1; Ines, C1.",
    ),
    (
        "alone-stays-out",
        step("alone", ["Hugo", "Fien"], [("Hugo", "C4"), ("Hugo", "C5")], clue=("Hugo", 1), fact="room:E", level=2),
        "and Fien is known to be in the Chapel: Hugo can no longer be in C4 or C5",
    ),
    (
        "with-another-others",
        step(
            "with-another",
            ["Bruno", "Carlos"],
            [("Hugo", "D4"), ("Hugo", "E4")],
            clue=("Bruno", 2),
            fact="room:D",
            level=2,
        ),
        "and Carlos is known to be there, so no other man can be in the Study: Hugo loses D4 and E4.",
    ),
    (
        "with-another-only",
        step(
            "with-another",
            ["Bruno", "Carlos"],
            [("Carlos", "A5"), ("Carlos", "B5")],
            clue=("Bruno", 2),
            fact="room:D",
            level=2,
        ),
        "and only Carlos can be that other man: Carlos can no longer be in A5 or B5",
    ),
    (
        "with-another-none",
        step("with-another", ["Berta"], [("Berta", "A3"), ("Berta", "B3")], clue=("Berta", 1), fact="room:B", level=2),
        "but no other woman can be on the Terrace any more: Berta can no longer be in A3 or B3",
    ),
    (
        "victim-room-lonely",
        step("victim-room", ["Carlos"], [("Carlos", "C5")], clue=("Carlos", 1), fact="room:E", level=2),
        "Carlos is the victim (his card: “The victim. He was alone with the murderer”): if he were in C5, "
        "nobody else could be with him in the Chapel without sharing his row or column, so he can no longer be in C5",
    ),
    (
        "victim-room-crowded",
        step(
            "victim-room",
            ["Berta", "Ines", "Carlos"],
            [("Carlos", "A5"), ("Carlos", "B5")],
            clue=("Carlos", 1),
            fact="room:B",
            level=2,
        ),
        "Berta and Ines are known to be on the Terrace, so it cannot be the victim's room (Carlos's card: ",
    ),
    (
        "victim-room-pair",
        step(
            "victim-room",
            ["Bruno", "Carlos"],
            [("Hugo", "D5"), ("Fien", "F5")],
            clue=("Carlos", 1),
            fact="room:D",
            level=2,
        ),
        "Carlos, the victim (his card: “The victim. He was alone with the murderer”), and Bruno are known to be "
        "in the Study, so nobody else can be there: Hugo loses D5; Fien, F5.",
    ),
    (
        "victim-room-joins",
        step(
            "victim-room",
            ["Bruno", "Carlos"],
            [("Bruno", "A4"), ("Bruno", "B4")],
            clue=("Carlos", 1),
            fact="room:D",
            level=2,
        ),
        "is known to be in the Study, and only Bruno can join him there: Bruno can no longer be in A4 or B4",
    ),
    (
        "census",
        step("census", ["Fien"], [("Fien", "C4")], fact="room:E", level=2),
        "only Fien can still be in the Chapel, so she must be there: she can no longer be in C4",
    ),
    (
        "subsets-rows",
        step("subsets", ["Hugo", "Ines"], [("Berta", "A1"), ("Fien", "C3")], fact="rows:1,3", level=3),
        "Hugo and Ines can only be in rows 1 and 3, so those rows are theirs: Berta loses A1; Fien, C3.",
    ),
    (
        "subsets-columns",
        step("subsets", ["Hugo", "Ines"], [("Berta", "A2")], fact="columns:1,3", level=3),
        "Hugo and Ines can only be in columns A and C, so those columns are theirs: Berta loses A2.",
    ),
    # the families of clue-language-2.md; they name the kind of step in their fact ("how:...").
    # The clues cited are en-alone's (any card sentence renders the same way).
    (
        "unique-others",
        step("unique", ["Ines"], [("Hugo", "C1"), ("Berta", "C3")], clue=("Ines", 1), fact="how:others", level=2),
        "nobody else can be at such a place, so Hugo loses C1; Berta, C3.",
    ),
    (
        "unique-lone",
        step("unique", ["Ines"], [("Ines", "C1")], clue=("Ines", 1), fact="how:lone", level=2),
        "but nobody else can still be at such a place: she can no longer be in C1",
    ),
    (
        "unique-share",
        step("unique", ["Berta", "Ines"], [("Berta", "A1")], clue=("Ines", 1), fact="how:share", level=2),
        "she is sure to be at such a place, and only Berta can be there too: Berta can no longer be in A1",
    ),
    (
        "other-person-speaker",
        step("other-person", ["Berta", "Ines"], [("Ines", "C4")], clue=("Ines", 1), fact="how:speaker", level=2),
        "and given the cells left to Berta, she can no longer be in C4",
    ),
    (
        "other-person-other",
        step("other-person", ["Berta", "Ines"], [("Berta", "A1")], clue=("Ines", 1), fact="how:other", level=2),
        "and given the cells left to her, Berta can no longer be in A1",
    ),
    (
        "support-speaker",
        step("support", ["Ines"], [("Ines", "C4"), ("Ines", "C5")], clue=("Ines", 1), fact="how:speaker", level=2),
        "but nobody left could make that true in C4 or C5: she can no longer be in C4 or C5",
    ),
    (
        "support-only",
        step("support", ["Berta", "Ines"], [("Berta", "A1")], clue=("Ines", 1), fact="how:only", level=2),
        "and only Berta can still make that true: Berta can no longer be in A1",
    ),
    (
        "empty-neighbour-speaker",
        step("empty-neighbour", ["Ines"], [("Ines", "C4")], clue=("Ines", 1), fact="how:speaker", level=2),
        "and given who is known to be where, no room beside hers fits that in C4: she can no longer be in C4",
    ),
    (
        "empty-neighbour-empty",
        step("empty-neighbour", ["Ines"], [("Hugo", "A1")], clue=("Ines", 1), fact="how:empty;room:A", level=2),
        "and every other room beside hers is known to hold someone, so nobody can be in the Bedroom: Hugo loses A1.",
    ),
    (
        "empty-neighbour-filled",
        step(
            "empty-neighbour", ["Berta", "Ines"], [("Berta", "C4")], clue=("Ines", 1), fact="how:filled;room:A", level=2
        ),
        "and Berta is the only one left who can be in the Bedroom, a room beside hers: Berta can no longer be in C4",
    ),
    (
        "crossing",
        step("crossing", ["Hugo"], [("Berta", "A1"), ("Ines", "A1")], level=4),
        "Every cell left to Hugo shares a row or a column with each of these cells, so whoever else stood on one would "
        "leave Hugo nowhere to stand: Berta loses A1; Ines, A1.",
    ),
    (
        "lone-cell",
        step("lone-cell", ["Hugo", "Ines"], [("Berta", "B3"), ("Ines", "B4")], fact="row:1", level=4),
        "Someone must stand in row 1, and only one of its cells is still open (to Hugo or Ines), so the line across "
        "that cell is taken too: Berta loses B3; Ines, B4.",
    ),
    (
        "count-lines",
        step("count-lines", ["Hugo", "Ines"], [("Berta", "B3")], fact="rows:3,4;scene:1", level=4),
        "The scene says so, and every cell where that can still come true (for Hugo or Ines) lies in "
        "rows 3 and 4; with one person per row and column, each of those lines holds one of them on such a cell, and nobody "
        "else: Berta loses B3.",
    ),
    (
        "support-line",
        step("support-line", ["Ines"], [("Berta", "A2"), ("Hugo", "A3")], clue=("Ines", 1), fact="column:1", level=4),
        "and whoever makes that true must stand in column A; with one person per row and column, nobody else can be "
        "there, nor on a cell of it where that would not hold: Hugo loses A3; Berta, A2.",
    ),
    (
        "companion-lack",
        step("companion", ["Ines"], [("Ines", "C1")], clue=("Ines", 1), fact="how:lack;room:A", level=4),
        "(nobody a card keeps out of her room counts, nor, for two or more, the victim, whose room holds two people "
        "only), but too few who count can still be in the Bedroom: she can no longer be in C1",
    ),
    (
        "companion-busy",
        step("companion", ["Hugo", "Ines"], [("Ines", "C1")], clue=("Ines", 1), fact="how:busy;room:A", level=4),
        "but Hugo, who does not count, is known to be in the Bedroom: she can no longer be in C1",
    ),
    (
        "companion-force",
        step(
            "companion",
            ["Berta", "Ines"],
            [("Berta", "A1"), ("Ines", "B2")],
            clue=("Ines", 1),
            fact="how:force",
            level=4,
        ),
        "and only Berta can still be with her (nobody else who counts can reach a room left to her), so that one "
        "shares her room: Berta loses A1; Ines, B2.",
    ),
    (
        "companion-seat",
        step("companion", ["Ines"], [("Ines", "C1")], clue=("Ines", 1), fact="how:seat", level=4),
        "but on these cells nobody who counts could stand in her room outside her row and column, each in a row and "
        "column of their own: she can no longer be in C1",
    ),
    (
        "murder-pair-no-room",
        step("murder-pair", ["Hugo", "Carlos"], [("Hugo", "A1")], clue=("Carlos", 1), fact="how:no_room", level=4),
        "alone with exactly one other person: were Hugo in A1, nobody else could stand in his row or column, and every "
        "room left to Carlos would then hold either nobody who could be with him, or two others who could be nowhere "
        "else: Hugo can no longer be in A1",
    ),
    (
        "murder-pair-crowd",
        step(
            "murder-pair",
            ["Carlos", "Berta", "Ines"],
            [("Carlos", "C1")],
            clue=("Carlos", 1),
            fact="room:A;how:crowd",
            level=4,
        ),
        "were he in C1, nobody else could stand in his row or column, and both Berta and Ines could then be nowhere "
        "but in the Bedroom, which would hold three people: he can no longer be in C1",
    ),
    (
        "suspect-rooms-sole",
        step("suspect-rooms", ["Ines"], [("Ines", "C5")], fact="how:sole;room:A;scene:1", level=4),
        "the victim never holds a room alone, so a room is occupied exactly when a suspect is there; the rooms no "
        "suspect can reach are all the empty rooms allowed, so a suspect must be in the Bedroom, and only Ines can "
        "still be there: Ines loses C5.",
    ),
    (
        "suspect-rooms-own",
        step("suspect-rooms", ["Ines"], [("Hugo", "A1")], fact="how:own;room:A;scene:1", level=4),
        "so each of those holds exactly one, and Ines is known to be in the Bedroom: Hugo loses A1.",
    ),
    (
        "suspect-rooms-line",
        step("suspect-rooms", [], [("Hugo", "A1")], fact="how:line;room:A;row:1;scene:1", level=4),
        "a suspect must be in the Bedroom, and every cell there left to the suspects lies in row 1, so nobody can be "
        "in it outside that room: Hugo loses A1.",
    ),
    (
        "suspect-rooms-split",
        step(
            "suspect-rooms",
            ["Berta", "Ines"],
            [("Berta", "A1"), ("Ines", "B2")],
            clue=("Ines", 1),
            fact="how:split;scene:1",
            level=4,
        ),
        "two rooms that must be occupied can be reached only by Berta and Ines, so each holds one of them, and",
    ),
    (
        "whole-line-crowded",
        step("whole-line", ["Hugo"], [("Hugo", "A1")], clue=("Hugo", 1), fact="how:crowded;room:A;rows:1,2", level=4),
        "but rows 1 and 2 lie wholly in the Bedroom, and every row and column holds one person, so at least two "
        "people are there: he can no longer be in A1",
    ),
    (
        "whole-line-claimed",
        step("whole-line", ["Hugo"], [("Hugo", "A1")], clue=("Hugo", 1), fact="how:claimed;room:A;column:2", level=4),
        "but column B lies wholly in the Bedroom, and every row and column holds one person, so someone else is "
        "there: he cannot reach column B: he can no longer be in A1",
    ),
    (
        "whole-line-packed",
        step(
            "whole-line",
            ["Carlos"],
            [("Carlos", "A1")],
            clue=("Carlos", 1),
            fact="how:packed;room:A;rows:1,2,3",
            level=4,
        ),
        "Carlos is the victim (his card: “The victim. He was alone with the murderer”), so his room holds exactly "
        "two people; but rows 1, 2 and 3 lie wholly in the Bedroom, and every row and column holds one person, so "
        "at least three are there: he can no longer be in A1",
    ),
    (
        "room-capacity-full",
        step("room-capacity", ["Ines"], [("Hugo", "A1")], fact="how:full;room:A;rows:1", level=4),
        "The cells left in the Bedroom lie in row 1, each holding one person at most, so the room holds no one but "
        "Ines, who is known to be there: Hugo loses A1.",
    ),
    (
        "room-capacity-needed",
        step("room-capacity", ["Ines"], [("Hugo", "A1"), ("Berta", "B3")], fact="how:needed;room:A", level=4),
        "At least two people are in the Bedroom (the victim, or someone who was not alone, is known to be there), and "
        "every two of its open cells in different rows and columns include one cell (open to Ines), so someone stands "
        "on it and its row and column are taken: Hugo loses A1; Berta, B3.",
    ),
    (
        "room-capacity-pair",
        step(
            "room-capacity",
            ["Berta", "Ines"],
            [("Berta", "A1"), ("Ines", "B2")],
            clue=("Ines", 1),
            fact="how:pair;room:A;columns:1,2",
            level=4,
        ),
        "but the cells left in the Bedroom lie in columns A and B, each holding one person at most, so there is no "
        "space there for both besides those known to be there: Berta loses A1; Ines, B2.",
    ),
    (
        "headcount",
        step(
            "headcount",
            ["Carlos"],
            [("Hugo", "A1"), ("Berta", "C1")],
            clue=("Carlos", 1),
            fact="how:fill;room:A;rows:1,2",
            level=4,
        ),
        "Carlos is the victim (his card: “The victim. He was alone with the murderer”), so his room holds exactly "
        "two people; everyone stands in a room, and a room holds at most one person per row and per column still "
        "open in it; so, whichever room is his, enough people are in the Bedroom to fill rows 1 and 2, where its "
        "cells left lie, one in each: nobody else stands in them outside that room: Hugo loses A1; Berta, C1.",
    ),
    (
        "headcount-no-victim",
        step("headcount", [], [("Hugo", "A1")], fact="how:fill;room:A;column:3", level=4),
        "Everyone stands in a room, and a room holds at most one person per row and per column still open in it; so "
        "enough people are in the Bedroom to fill column C, where its cells left lie, one in each: nobody else "
        "stands in it outside that room: Hugo loses A1.",
    ),
    (
        "pigeonhole",
        step(
            "pigeonhole",
            ["Berta", "Hugo", "Ines"],
            [("Ines", "C1")],
            clue=("Ines", 1),
            fact="how:crowd;room:A;rows:4,5",
            level=4,
        ),
        "but Berta and Hugo, whom it counts, can only be in the Bedroom or in one other room, whose cells left lie in "
        "rows 4 and 5, each holding one person at most; so more of them are in the Bedroom than it allows: she can "
        "no longer be in C1",
    ),
    (
        "alone-with-shut",
        step("alone-with", ["Berta", "Ines"], [("Hugo", "C1")], clue=("Ines", 1), fact="how:shut;room:A", level=2),
        "and one of them is known to be in the Bedroom, so Berta and Ines are both there and nobody else can be: "
        "Hugo loses C1.",
    ),
    (
        "alone-with-barred",
        step("alone-with", ["Hugo", "Ines"], [("Ines", "C1")], clue=("Ines", 1), fact="how:barred;room:A", level=2),
        "and Hugo is known to be in the Bedroom, so neither of them can be there: Ines can no longer be in C1",
    ),
    (
        "alone-with-apart",
        step("alone-with", ["Berta", "Ines"], [("Berta", "A1")], clue=("Ines", 1), fact="how:apart;room:A", level=2),
        "but nobody else can be in the Bedroom, where one of them, Berta or Ines, is known to be: "
        "Berta can no longer be in A1",
    ),
    (
        "alone-with-third",
        step("alone-with", ["Hugo", "Ines"], [("Hugo", "D4")], clue=("Ines", 1), fact="how:third;room:A", level=2),
        "both are known to be in the Bedroom, and only Hugo can still join them: Hugo can no longer be in D4",
    ),
    (
        "room-count-leave",
        step("room-count", ["Ines"], [("Ines", "C1")], clue=("Ines", 1), fact="how:leave;room:A", level=2),
        "which cannot come true in the Bedroom: she can no longer be in C1",
    ),
    (
        "room-count-join",
        step("room-count", ["Hugo", "Ines"], [("Hugo", "D4")], clue=("Ines", 1), fact="how:join;room:A", level=2),
        "she is known to be in the Bedroom, and only Hugo can still be there with her",
    ),
    (
        "room-count-full",
        step("room-count", ["Hugo", "Ines"], [("Berta", "A1")], clue=("Ines", 1), fact="how:full;room:A", level=2),
        "she is known to be in the Bedroom, and so is Hugo, so nobody else who counts can be there: Berta loses A1.",
    ),
    (
        "room-count-more",
        step("room-count", ["Hugo", "Ines"], [("Hugo", "D4")], clue=("Ines", 1), fact="how:more;room:A", level=2),
        "so Hugo must be there too",
    ),
    (
        "room-count-less",
        step("room-count", ["Ines"], [("Hugo", "C2")], clue=("Ines", 1), fact="how:less;room:A", level=2),
        "so nobody else who counts can join her: Hugo loses C2.",
    ),
    (
        "room-person-barred",
        step("room-person", ["Hugo", "Ines"], [("Ines", "C1")], clue=("Ines", 1), fact="how:barred;room:A", level=2),
        "and Hugo is known to be at such a place in the Bedroom: she can no longer be in C1",
    ),
    (
        "room-person-cleared",
        step("room-person", ["Ines"], [("Hugo", "C2")], clue=("Ines", 1), fact="how:cleared;room:A", level=2),
        "she is known to be in the Bedroom, so nobody who counts can be at such a place there: Hugo loses C2.",
    ),
    (
        "count-in",
        step("count", ["Hugo"], [("Hugo", "D4")], fact="how:in;scene:1", level=2),
        "The scene says so, and only Hugo can still fit it, so he must: Hugo loses D4.",
    ),
    (
        "count-out",
        step("count", ["Hugo"], [("Berta", "A1")], fact="how:out;scene:1", level=2),
        "The scene says so, and Hugo is known to fit it already, so nobody else can: Berta loses A1.",
    ),
    (
        "count-none",
        step("count", [], [("Berta", "A1")], fact="how:out;scene:1", level=2),
        "The scene says so: Berta loses A1.",
    ),
    (
        "rooms-occupied",
        step("rooms", ["Hugo", "Ines"], [("Hugo", "D4"), ("Ines", "C5")], fact="how:occupied;room:A;scene:1", level=2),
        "only Hugo and Ines can still be in the Bedroom, so they must be there: Hugo loses D4; Ines, C5.",
    ),
    (
        "rooms-capped",
        step("rooms", ["Ines"], [("Hugo", "A1")], fact="how:capped;room:A;scene:1", level=2),
        "The scene says so: with every room occupied and the victim's room holding two, in the Bedroom there is room "
        "for no one but Ines, who is known to be there: Hugo loses A1.",
    ),
    (
        "rooms-emptied",
        step("rooms", [], [("Hugo", "A1")], fact="how:emptied;room:A;scene:1", level=2),
        "so nobody can be in the Bedroom: Hugo loses A1.",
    ),
    (
        "rooms-full",
        step("rooms", ["Ines"], [("Hugo", "A1")], fact="how:full;room:A;scene:1", level=2),
        "and Ines is known to be in the Bedroom, so nobody else can be there: Hugo loses A1.",
    ),
    (
        "room-line",
        step("room-line", [], [("Hugo", "A1")], fact="room:A;row:1;scene:1", level=2),
        "so whoever is there is in row 1, and nobody can be in it outside that room: Hugo loses A1.",
    ),
    (
        "room-line-census",
        step("room-line", [], [("Hugo", "A1")], fact="column:2;room:A", level=2),
        "The people need as many rooms as they can still reach, so someone must be in the Bedroom",
    ),
    (
        "place-mates-lack",
        step("place-mates", ["Ines"], [("Ines", "C4"), ("Ines", "C5")], clue=("Ines", 1), fact="how:lack", level=4),
        "(only those who fit and whom no card keeps out of that room count: nobody “not in the same room”, alone, or "
        "alone with others), but none of them could make that true in C4 or C5: she can no longer be in C4 or C5",
    ),
    (
        "place-mates-only",
        step("place-mates", ["Berta", "Ines"], [("Berta", "A1")], clue=("Ines", 1), fact="how:only", level=4),
        "and only Berta can still make that true: Berta can no longer be in A1",
    ),
    (
        "place-mates-taken",
        step(
            "place-mates",
            ["Berta", "Ines"],
            [("Hugo", "A1"), ("Berta", "B3")],
            clue=("Ines", 1),
            fact="how:taken;room:A",
            level=4,
        ),
        "she is known to be in the Bedroom, where only one cell is left for them, so someone stands on it and its "
        "row and column are taken: Hugo loses A1; Berta, B3.",
    ),
    (
        "company-rooms-known",
        step("company-rooms", ["Carlos"], [("Hugo", "A1")], fact="how:needed;room:A", level=4),
        "Carlos is known to be in the Bedroom and never alone there (the victim is with the murderer; a card may "
        "need company), so at least two people are there",
    ),
    (
        "company-rooms-line",
        step("company-rooms", ["Ines", "Carlos"], [("Hugo", "A1")], fact="how:needed;room:A;column:2", level=4),
        "Someone must stand in column B, whose open cells all lie in the Bedroom, and whoever can (Ines or Carlos) is "
        "never alone in the room",
    ),
    (
        "company-rooms-own",
        step(
            "company-rooms",
            ["Berta", "Ines"],
            [("Hugo", "A1")],
            clue=("Berta", 1),
            fact="how:own;room:A;scene:1",
            level=4,
        ),
        "so every occupied room holds exactly one suspect besides Berta, and Ines is known to be in the Bedroom: "
        "Hugo loses A1.",
    ),
    (
        "company-rooms-sole",
        step(
            "company-rooms",
            ["Berta", "Ines"],
            [("Hugo", "A1")],
            clue=("Berta", 1),
            fact="how:sole;room:A;scene:1",
            level=4,
        ),
        "the rooms no suspect can reach are all the empty rooms allowed, and only Ines can be that suspect in the "
        "Bedroom: Hugo loses A1.",
    ),
]


def _step_languages() -> list:
    """Every step in every language; the fast suite keeps every step in English and each step in one
    other language in turn, so every language still renders some steps."""
    return [
        pytest.param(
            name,
            s,
            english,
            lang,
            id=f"{name}-{lang}",
            marks=() if lang == "en" or i % len(LANGS) == LANGS.index(lang) else SLOW,
        )
        for i, (name, s, english) in enumerate(STEPS)
        for lang in LANGS
    ]


@pytest.mark.parametrize("name, s, english, lang", _step_languages())
def test_every_step_renders(alone_case, name, s, english, lang):
    line = sentence(alone_case, s, lang)
    for artefact in ARTEFACTS:
        assert artefact not in line, f"{artefact!r} in {line!r}"
    assert line[0].isupper() and line.endswith("."), line
    for person in s.people:
        assert person in line
    for person, cell in s.removed:
        assert person in line and cell in line
    if s.placed:
        assert s.placed[0] in line and s.placed[1] in line
    if s.clue:
        assert card_sentence(alone_case, *s.clue) in line
    room = next((piece[5:] for piece in (s.fact or "").split(";") if piece.startswith("room:")), None)
    if room:
        assert alone_case.room(room).name in line  # room names stay as the case writes them
    if lang == "en":
        assert english in line


def test_every_bundled_family_has_a_sentence_in_every_language():
    families = re.findall(r'^family\("([^"]+)"', FAMILIES_FILE.read_text(encoding="utf-8"), re.M)
    assert families, f"no family(...) facts in {FAMILIES_FILE}"
    missing = [(lang, f) for lang in LANGS for f in families if not has_sentence(lang, f)]
    assert not missing, f"families without a sentence (add its pattern to pysm/lang/explain-<lang>.toml): {missing}"
    tested = {s.family for _, s, _ in STEPS}
    assert set(families) <= tested, f"families without a row in STEPS: {set(families) - tested}"


def test_family_names_with_underscores_find_the_same_sentence(alone_case):
    hyphen = step("last-in-line", ["Hugo"], [("Hugo", "A2")], fact="row:1")
    underscore = step("last_in_line", ["Hugo"], [("Hugo", "A2")], fact="row:1")
    for lang in LANGS:
        assert sentence(alone_case, hyphen, lang) == sentence(alone_case, underscore, lang)


# ---- agreement, lists, long removals ------------------------------------------------


@pytest.mark.parametrize(
    "lang, s, expected",
    [
        # Spanish "y" becomes "e" before an i sound; "o" stays before a consonant.
        (
            "es",
            step("subsets", ["Eva", "Iker"], [("Berta", "A1")], fact="rows:4,5", level=3),
            "Eva e Iker solo pueden estar en las filas 4 y 5",
        ),
        (
            "es",
            step("victim-room", ["Iker"], [("Iker", "D4"), ("Iker", "C5")], clue=("Iker", 1), fact="room:C"),
            "si estuviera en D4 o C5, nadie más podría estar con él en el Jardín",
        ),
        # Pronouns follow the person's gender.
        ("en", step("clue", ["Gijs"], [("Gijs", "A1")], clue=("Gijs", 1)), "(his card: “Estaba en la cuarta"),
        ("en", step("clue", ["Berta"], [("Berta", "B1")], clue=("Berta", 1)), ": she can no longer be in B1"),
        ("nl", step("clue", ["Gijs"], [("Gijs", "A1")], clue=("Gijs", 1)), ": hij kan niet meer op A1 staan"),
        (
            "nl",
            step("clue", ["Eva"], [("Eva", "A1"), ("Eva", "B1")], clue=("Eva", 1)),
            "Eva was in de tweede rij (haar kaart: “Estaba en la segunda fila”): ze kan niet meer op A1 of B1 staan",
        ),
        ("es", step("placed", ["Eva"], placed=("Eva", "B2")), "A Eva solo le queda B2, así que está allí."),
        # Card clues are said in the explanation's language, with the object noun of that language.
        ("en", step("clue", ["Berta"], [("Berta", "B1")], clue=("Berta", 1)), "Berta was on a bench"),
        ("nl", step("clue", ["Berta"], [("Berta", "B1")], clue=("Berta", 1)), "Berta was op een bank"),
        (
            "es",
            step("clue", ["Ana"], [("Ana", "A1")], clue=("Ana", 2)),
            "Ana estaba en la fila de abajo (su ficha: «Estaba en la fila de abajo»): ya no puede estar en A1.",
        ),
    ],
)
def test_agreement(first_case, lang, s, expected):
    # es-primer-caso lists Berta, Eva, Gijs, Iker, Ana: the step's people come in that order.
    s = Step(**{**s.__dict__, "people": tuple(sorted(s.people, key=[p.name for p in first_case.people].index))})
    assert expected in sentence(first_case, s, lang)


def test_cells_left_singular_and_plural(first_case):
    """After removals, the cells left are counted from every free cell, as the prover starts."""
    free = [
        cell_name(r, c)
        for r in range(1, 6)
        for c in range(1, 6)
        if not any(language.object_class(o) == "solid" for o in first_case.objects_at(r, c))
    ]
    # Leave Eva three cells, then one: "solo le quedan ..." then "solo le queda ...".
    keep3 = free[:3]
    first = step("clue", ["Eva"], [("Eva", c) for c in free[3:]], clue=("Eva", 1))
    second = step("clue", ["Eva"], [("Eva", c) for c in keep3[1:]], clue=("Eva", 2))
    lines = explain_lines(first_case, proof(first, second, case=first_case), "es")
    assert f"pierde {len(free) - 3} casillas y solo le quedan {keep3[0]}, {keep3[1]} y {keep3[2]}." in lines[0]
    assert f"ya no puede estar en {keep3[1]} ni {keep3[2]} y solo le queda {keep3[0]}." in lines[1]
    en = explain_lines(first_case, proof(first, second, case=first_case), "en")
    assert f"loses {len(free) - 3} cells, leaving only {keep3[0]}, {keep3[1]} and {keep3[2]}." in en[0]
    nl = explain_lines(first_case, proof(first, second, case=first_case), "nl")
    assert f"houdt alleen {keep3[0]} over." in nl[1]


# ---- stuck, unknown families, determinism --------------------------------------------


@pytest.mark.parametrize(
    "lang, words",
    [
        ("es", ["Sin adivinar no se puede seguir", "Eva aún puede estar en A2 o B2", "Ana, en D5 o E5"]),
        ("en", ["Without guessing", "Eva can still be in A2 or B2", "Ana, in D5 or E5"]),
        ("nl", ["Zonder te gokken", "Eva kan nog op A2 of B2 staan", "Ana, op D5 of E5"]),
    ],
)
def test_stuck_sentence_comes_last(first_case, lang, words):
    s = step("clue", ["Eva"], [("Eva", "C2")], clue=("Eva", 1))
    lines = explain_lines(first_case, proof(s, case=first_case, stuck={"Ana": ["E5", "D5"], "Eva": ["A2", "B2"]}), lang)
    assert len(lines) == 2
    for w in words:
        assert w in lines[1]
    assert lines[1].index("Eva") < lines[1].index("Ana")  # in the case's order of people


@pytest.mark.parametrize(
    "lang, words",
    [
        ("es", ["contradicción", "a Iker y a Ana no les queda ninguna casilla"]),
        ("en", ["contradiction", "no cell is left to Iker and Ana"]),
        ("nl", ["tegenspraak", "voor Iker en Ana blijft geen vakje over"]),
    ],
)
def test_contradiction_sentence(first_case, lang, words):
    (line,) = explain_lines(first_case, proof(case=first_case, stuck={"Ana": [], "Iker": []}), lang)
    for w in words:
        assert w in line


@pytest.mark.parametrize("lang", LANGS)
def test_a_family_of_a_rule_author_gets_the_generic_sentence(first_case, lang):
    s = step("my-own-family", ["Eva"], [("Eva", "C2"), ("Berta", "A1")], clue=("Eva", 2))
    line = sentence(first_case, s, lang)
    assert "my-own-family" in line and "C2" in line and "A1" in line
    assert card_sentence(first_case, "Eva", 2) in line
    for artefact in ARTEFACTS:
        assert artefact not in line


def test_unknown_language_is_refused(first_case):
    with pytest.raises(ValueError, match="unknown language"):
        explain_lines(first_case, proof(case=first_case), "xx")


# ---- with the real prover ----------------------------------------------------------

LOADABLE = sorted(p.name for p in EXAMPLES.glob("*.toml") if p.name != "es-invalido.toml")  # every example loads


@pytest.mark.parametrize("name", sweep(LOADABLE, LOADABLE[::4]))
def test_real_proofs_render_and_cells_left_match_the_prover(name):
    """Every example's proof renders in every language, one line per step (plus the stuck
    line), and the cells left that the sentences mention, replayed from every free cell,
    end where the prover ends."""
    from pysm.proof.prove import prove
    from pysm.solving import facts

    case = loader.load(str(EXAMPLES / name))
    p = prove(case, facts.render(case))
    for lang in LANGS:
        lines = explain_lines(case, p, lang)
        assert len(lines) == len(p.steps) + (0 if p.solved else 1)
        assert lines == explain_lines(case, p, lang)  # deterministic
        for line in lines:
            for artefact in ARTEFACTS:
                assert artefact not in line, f"{artefact!r} in {line!r}"
    left = {person.name: {explain._cell_key(c, case.size) for c in p.start} for person in case.people}
    for s in p.steps:
        for person, cell in s.removed:
            left[person].discard(explain._cell_key(cell, case.size))
    final = {n: sorted(explain._sorted_cells(c, case.size)) for n, c in left.items()}
    if p.solved:
        assert final == {n: [c] for n, c in p.placement.items()}
    else:
        assert {n: final[n] for n in p.stuck} == {n: sorted(c) for n, c in p.stuck.items()}


FIRST = str(EXAMPLES / "es-primer-caso.toml")


@pytest.mark.parametrize(
    "lang, words",
    [
        (
            None,
            [
                "Berta estaba en un banco (su ficha: «Estaba en un banco»)",
                "solo le quedan A1 y C3",
                "A Ana solo le queda E5, así que está allí.",
            ],
        ),
        (
            "en",
            [
                "Berta was on a bench (her card: “Estaba en un banco”)",
                "leaving only A1 and C3",
                "Ana was in the Jardín",
                "Only E5 is left to Ana, so she is placed there.",
            ],
        ),
        (
            "nl",
            [
                "Berta was op een bank (haar kaart: “Estaba en un banco”)",
                "houdt alleen A1 en C3 over",
                "Voor Ana blijft alleen E5 over, dus daar staat ze.",
            ],
        ),
    ],
)
def test_explain_command(lang, words):
    out = run_pysm("explain", FIRST, *(["--lang", lang] if lang else []))
    assert out.returncode == 0, out.stdout + out.stderr
    *lines, closing = out.stdout.splitlines()  # the steps, then who the murderer is
    assert lines and all(re.match(r"^ *\d+\. \S", line) for line in lines)
    assert "Ana" in closing and not re.match(r"^ *\d+\.", closing)
    for w in words:
        assert w in out.stdout
    js = run_pysm("explain", "--json", FIRST, *(["--lang", lang] if lang else []))
    data = json.loads(js.stdout)
    assert data["language"] == (lang or "es")
    assert [f"{i:>3}. {s['text']}" for i, s in enumerate(data["steps"], 1)] == lines
    assert data["closing"] == closing


def test_explain_command_on_a_case_that_needs_guessing():
    out = run_pysm("explain", "--lang", "en", str(EXAMPLES / "nl-gokken.toml"))
    assert out.returncode == 1
    assert "Without guessing, no further step is possible:" in out.stdout
    assert "Traceback" not in out.stderr


# ---- the murderer's gender, and openings that are no pronoun ------------------------


@pytest.mark.parametrize(
    "lang, murderer, expected",
    [
        ("es", "Berta", "La asesina es Berta."),
        ("es", "Gijs", "El asesino es Gijs."),
        ("de", "Berta", "Die Mörderin ist Berta."),
        ("de", "Gijs", "Der Mörder ist Gijs."),
        ("fr", "Berta", "L'assassine est Berta."),
        ("it", "Berta", "L'assassina è Berta."),
        ("nl", "Berta", "De moordenares is Berta."),
        ("pt", "Berta", "A assassina é Berta."),
        ("pt", "Gijs", "O assassino é Gijs."),
        ("en", "Berta", "The murderer is Berta."),
        ("ru", "Berta", "Убийца — Berta."),
    ],
)
def test_the_murderer_is_named_in_her_or_his_gender(first_case, lang, murderer, expected):
    from types import SimpleNamespace

    solution = SimpleNamespace(murderer=murderer, victim="Iker", people=())
    assert explain.roles_lines(first_case, solution, lang)[0] == expected
    assert murderer in explain.closing_line(first_case, solution, lang)
    if lang not in ("en", "ru"):  # the closing line's noun agrees too: only the name and the noun differ
        other = SimpleNamespace(murderer="Gijs" if murderer == "Berta" else "Berta", victim="Iker", people=())
        said = [explain.closing_line(first_case, s, lang).replace(s.murderer, "X") for s in (solution, other)]
        assert said[0] != said[1]


def test_an_impersonal_opening_is_not_taken_for_the_speakers_pronoun():
    assert explain._with_name("Il y avait un homme dans sa pièce", "Carol", "fr") == "Il y avait un homme dans sa pièce"
    assert explain._with_name("Il était dans la cuisine", "Bruno", "fr") == "Bruno était dans la cuisine"


def test_the_pair_a_card_names_agrees_in_gender():
    """ "Alone with Edith": the clue names Edith, so a sentence about the pair agrees with both."""
    from pysm.core.model import Person

    case = loader.load(str(ROOT / "cases/en/blood-on-the-stage.toml"))
    percy = next(p for p in case.people if p.name == "Percy")
    clue = next(c for c in percy.clues if c.kind == "alone_with")
    said = explain._said(case, (percy.name, clue.index, 0), "es", {p.name: p for p in case.people})
    assert [p.name for p in said.named] == ["Edith"]
    table = explain.sentences("es")
    args = {"said": "", "speaker": percy, "quote": "", "room": "", "outcome_named": "", "others": ()}
    ana, eva = Person("Ana", "f", ""), Person("Eva", "f", "")
    barred = table.steps["alone_with"]["barred"]
    assert "ninguna de las dos" in explain.render(barred, args | {"pair": (ana, eva)}, table.words)
    assert "ninguno de los dos" in explain.render(barred, args | {"pair": (percy, ana)}, table.words)
