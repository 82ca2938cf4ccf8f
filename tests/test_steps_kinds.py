"""The deduction families of the clue kinds of clue-language-2.md on small boards: facts and
candidates in, steps out (see test_steps_families.py for the format of a row)."""

from __future__ import annotations

import pytest
from conftest import sweep
from kindcases import holds, kind_case
from randomcases import proved_sound, random_case
from test_steps_families import ROWS, SQUARE, case, steps_of

from pysm.core.model import NEW_KINDS, SCENE_KINDS, parse_cell
from pysm.proof.prove import prove
from pysm.solving.facts import render
from pysm.solving.solver import select_rules, solve

NEW_FAMILIES = {"unique", "other-person", "alone-with", "support", "room-count", "room-person", "count", "rooms"}
DRAWN = set(NEW_KINDS) | set(SCENE_KINDS)

OPEN = "AAAA/AAAA/AAAA/AAAA"  # one room
HALVES = "AABB/AABB/AABB/AABB"  # A left, B right

UNIQUE = [
    # Ana was the only one on a carpet: Bo and Cy leave the carpets (B2, C3); Ana keeps hers
    (
        case(ROWS, "Ana:f Bo:m Cy:f", 'clue("Ana",1,unique(on("carpet"))).', "B2=carpet C3=carpet"),
        {"Ana": "B2 C3", "Bo": "A1 B2 C3", "Cy": "C3 D4"},
        ['u("Ana",1): Bo:B2 Bo:C3 Cy:C3'],
    ),
    # not the only one on a carpet, and nobody else can be on one: neither can Ana
    (
        case(ROWS, "Ana:f Bo:m", 'clue_not("Ana",1,unique(on("carpet"))).', "B2=carpet"),
        {"Ana": "A1 B2", "Bo": "C3 D4"},
        ['lone("Ana",1): Ana:B2'],
    ),
    # Ana is sure to be on a carpet and only Bo can be on one too: he is
    (
        case(ROWS, "Ana:f Bo:m Cy:f", 'clue_not("Ana",1,unique(on("carpet"))).', "B2=carpet C3=carpet"),
        {"Ana": "B2", "Bo": "A1 C3", "Cy": "D4"},
        ['share("Ana",1,"Bo"): Bo:A1'],
    ),
    # two others can still be on a carpet: nothing follows
    (
        case(ROWS, "Ana:f Bo:m Cy:f", 'clue_not("Ana",1,unique(on("carpet"))).', "B2=carpet C3=carpet D4=carpet"),
        {"Ana": "B2", "Bo": "A1 C3", "Cy": "D4 A3"},
        [],
    ),
]

OTHER_PERSON = [
    # Ana north of Bo: Bo's lowest row is 3, so Ana leaves rows 3-4; Ana's highest row is 1,
    # so Bo leaves row 1
    (
        case(OPEN, "Ana:f Bo:m", 'clue("Ana",1,dir_person(north,"Bo")).'),
        {"Ana": "A1 B3 C4", "Bo": "D1 D3"},
        ['other("Ana",1,"Bo"): Bo:D1', 'speaker("Ana",1,"Bo"): Ana:B3 Ana:C4'],
    ),
    # not north of Bo: south of him (rows never shared)
    (
        case(OPEN, "Ana:f Bo:m", 'clue_not("Ana",1,dir_person(north,"Bo")).'),
        {"Ana": "A1 B3", "Bo": "D2"},
        ['speaker("Ana",1,"Bo"): Ana:A1'],
    ),
    # northeast of Bo: row above and column right of one of his cells
    (
        case(OPEN, "Ana:f Bo:m", 'clue("Ana",1,dir_person(northeast,"Bo")).'),
        {"Ana": "A1 D1 C2", "Bo": "B3 D4"},
        ['other("Ana",1,"Bo"): Bo:D4', 'speaker("Ana",1,"Bo"): Ana:A1'],
    ),
    # two rows north of Bo (rows 3-4): Ana leaves row 3
    (
        case(OPEN, "Ana:f Bo:m", 'clue("Ana",1,offset_person(north,2,"Bo")).'),
        {"Ana": "A1 B2 C3", "Bo": "D3 C4"},
        ['speaker("Ana",1,"Bo"): Ana:C3'],
    ),
    # not one column east of Bo, who is in column A: Ana leaves column B
    (
        case(OPEN, "Ana:f Bo:m", 'clue_not("Ana",1,offset_person(east,1,"Bo")).'),
        {"Ana": "B1 C2", "Bo": "A3 A4"},
        ['speaker("Ana",1,"Bo"): Ana:B1'],
    ),
    # in the same room as Bo, who can only be in room D
    (
        case(SQUARE, "Ana:f Bo:m", 'clue("Ana",1,same_room("Bo")).'),
        {"Ana": "A1 D3", "Bo": "C4 A2"},
        ['other("Ana",1,"Bo"): Bo:A2', 'speaker("Ana",1,"Bo"): Ana:A1'],
    ),
    # alone with Bo: the same room too
    (
        case(SQUARE, "Ana:f Bo:m", 'clue("Ana",1,alone_with("Bo")).'),
        {"Ana": "A1 D3", "Bo": "C4"},
        ['speaker("Ana",1,"Bo"): Ana:A1'],
    ),
    # not in the same room as Bo, who is known to be in D
    (
        case(SQUARE, "Ana:f Bo:m", 'clue_not("Ana",1,same_room("Bo")).'),
        {"Ana": "A1 D3", "Bo": "C4 D4"},
        ['speaker("Ana",1,"Bo"): Ana:D3'],
    ),
    # north of every man: of Bo and of Dan (Dan's D2 has nobody above it); Cy, a woman, does
    # not count
    (
        case(OPEN, "Ana:f Bo:m Cy:f Dan:m", 'clue("Ana",1,dir_gender(north,m,every)).'),
        {"Ana": "A2 B3", "Bo": "C3 C4", "Cy": "A1", "Dan": "D4 D2"},
        ['other("Ana",1,"Dan"): Dan:D2'],
    ),
    # not north of a man: south of each
    (
        case(OPEN, "Ana:f Bo:m Cy:f", 'clue_not("Ana",1,dir_gender(north,m,some)).'),
        {"Ana": "A1 B4", "Bo": "C2", "Cy": "D1"},
        ['speaker("Ana",1,"Bo"): Ana:A1'],
    ),
    # Bo can still be anywhere that fits: nothing follows
    (case(OPEN, "Ana:f Bo:m", 'clue("Ana",1,dir_person(north,"Bo")).'), {"Ana": "A1 B2", "Bo": "C3 D4"}, []),
]

SUPPORT = [
    # north of a man: only Bo (rows 2-3) and Dan (row 2) are men; Ana's row-3 and row-4 cells
    # have no man below them
    (
        case(OPEN, "Ana:f Bo:m Cy:f Dan:m", 'clue("Ana",1,dir_gender(north,m,some)).'),
        {"Ana": "A1 B3 C4", "Bo": "D2 C3", "Cy": "A4", "Dan": "B2"},
        ['s("Ana",1): Ana:B3 Ana:C4'],
    ),
    # not alone: in room B nobody else can be; in A, Bo can (in another row and column), and
    # as the only one who can keep Ana company, he leaves room C
    (
        case(SQUARE, "Ana:f Bo:m", 'clue_not("Ana",1,alone).'),
        {"Ana": "A1 C1", "Bo": "B2 B3"},
        ['only("Ana",1,"Bo"): Bo:B3', 's("Ana",1): Ana:C1'],
    ),
    # a man on a chair in her room: Bo can sit on the chair in A; Ana's cell in D has none;
    # and Bo, the only man who can help, keeps the chair
    (
        case(SQUARE, "Ana:f Bo:m Cy:f", 'clue("Ana",1,room_person(m,on("chair"))).', "B2=chair"),
        {"Ana": "A1 C3", "Bo": "B2 D4", "Cy": "C1"},
        ['only("Ana",1,"Bo"): Bo:D4', 's("Ana",1): Ana:C3'],
    ),
    # not east of every man: Bo is placed in column C; at D4 Ana would be east of him, and
    # Dan's cells leave her east of him too (B2) or share her column (D2): D4 goes
    (
        case(OPEN, "Ana:f Bo:m Cy:f Dan:m", 'clue_not("Ana",1,dir_gender(east,m,every)).'),
        {"Ana": "A4 D4", "Bo": "C1", "Cy": "A3", "Dan": "B2 D2"},
        ['s("Ana",1): Ana:D4'],
    ),
    # ... but with no other man at all "not east of every man" holds anywhere: nothing goes
    (case(OPEN, "Ana:f Cy:f", 'clue_not("Ana",1,dir_gender(east,m,every)).'), {"Ana": "A4 D4", "Cy": "B2 D2"}, []),
    # there was another woman in her room: Cy is the only woman who can be with Ana
    (
        case(SQUARE, "Ana:f Bo:m Cy:f", 'clue("Ana",1,gender_in_room(f,at_least,1)).'),
        {"Ana": "A1", "Bo": "B2", "Cy": "B2 C3"},
        ['only("Ana",1,"Cy"): Cy:C3'],
    ),
]

ALONE_WITH = [
    # Ana alone with Bo, and Ana is known to be in A: Cy leaves A
    (
        case(SQUARE, "Ana:f Bo:m Cy:f", 'clue("Ana",1,alone_with("Bo")).'),
        {"Ana": "A1", "Bo": "B2 D3", "Cy": "A2 C3"},
        ['shut("Ana",1,"A"): Cy:A2'],
    ),
    # Cy is known to be in A: neither Ana nor Bo is there
    (
        case(SQUARE, "Ana:f Bo:m Cy:f", 'clue("Ana",1,alone_with("Bo")).'),
        {"Ana": "A1 C3", "Bo": "B2 D4", "Cy": "A2"},
        ['barred("Ana",1,"A"): Ana:A1 Bo:B2'],
    ),
    # not alone with Bo: Ana is in A and nobody else can be there, so Bo is not
    (
        case(SQUARE, "Ana:f Bo:m Cy:f", 'clue_not("Ana",1,alone_with("Bo")).'),
        {"Ana": "A1", "Bo": "B2 D3", "Cy": "C3"},
        ['apart("Ana",1,"A"): Bo:B2'],
    ),
    # both are in A and only Cy can join them: she does
    (
        case("AAAB/AAAB/AAAB/BBBB", "Ana:f Bo:m Cy:f", 'clue_not("Ana",1,alone_with("Bo")).'),
        {"Ana": "A1", "Bo": "B2", "Cy": "C3 D4"},
        ['third("Ana",1,"Cy"): Cy:D4'],
    ),
]

ROOM_COUNT = [
    # two men in her room: room B can hold only one man other than Ana (A and D two)
    (
        case(SQUARE, "Ana:f Bo:m Cy:m Dan:m", 'clue("Ana",1,gender_in_room(m,at_least,2)).'),
        {"Ana": "A1 C1 D3", "Bo": "A2 C3", "Cy": "B1", "Dan": "D2 D4"},
        ['leave("Ana",1,"B"): Ana:C1'],
    ),
    # three people in her room (her included), she is in A, and only Bo and Cy can join her
    (
        case(SQUARE, "Ana:f Bo:m Cy:m Dan:m", 'clue("Ana",1,room_size(3)).'),
        {"Ana": "A1", "Bo": "B2 C3", "Cy": "A2 D3", "Dan": "D2 D4"},
        ['join("Ana",1,"A"): Bo:C3 Cy:D3'],
    ),
    # alone with a woman: Ana is in A with Cy known there; Bo (a man) and Eva leave A
    (
        case(SQUARE, "Ana:f Bo:m Cy:f Eva:f", 'clue("Ana",1,alone_with_gender(f,1)).'),
        {"Ana": "A1", "Bo": "B2 C3", "Cy": "B2", "Eva": "A2 D4"},
        ['full("Ana",1,"A"): Bo:B2 Eva:A2'],
    ),
    # alone with two women: two others can be in B, but only one of them (Cy) is a woman
    # (a gap the minimum-deduction cross-check found: benchmarks/min_steps.py)
    (
        case(SQUARE, "Ana:f Bo:m Cy:f Dee:f Eva:f", 'clue("Ana",1,alone_with_gender(f,2)).'),
        {"Ana": "A1 C1", "Bo": "D2 C3", "Cy": "D1", "Dee": "B2", "Eva": "A2"},
        ['leave("Ana",1,"B"): Ana:C1'],
    ),
    # not exactly one woman in her room: in A Cy is known, and nobody else can be there
    (
        case(SQUARE, "Ana:f Bo:m Cy:f", 'clue_not("Ana",1,gender_in_room(f,exactly,1)).'),
        {"Ana": "A1 C3", "Bo": "D4", "Cy": "B2"},
        ['leave("Ana",1,"A"): Ana:A1'],
    ),
    # not alone: room D has nobody else to offer
    (
        case(SQUARE, "Ana:f Bo:m", 'clue_not("Ana",1,alone).'),
        {"Ana": "A1 D3", "Bo": "B2"},
        ['leave("Ana",1,"D"): Ana:D3'],
    ),
]

ROOM_PERSON = [
    # nobody else on a chair in her room: Bo is sure to be on the chair in A
    (
        case(SQUARE, "Ana:f Bo:m", 'clue_not("Ana",1,room_person(anyone,on("chair"))).', "B2=chair"),
        {"Ana": "A1 C3", "Bo": "B2"},
        ['barred("Ana",1,"A"): Ana:A1'],
    ),
    # Ana is known to be in A: Bo leaves the chair there
    (
        case(SQUARE, "Ana:f Bo:m", 'clue_not("Ana",1,room_person(anyone,on("chair"))).', "B2=chair"),
        {"Ana": "A1", "Bo": "B2 C3"},
        ['cleared("Ana",1,"A"): Bo:B2'],
    ),
]

COUNT = [
    # exactly one person on a carpet, and only Bo can be on one: he is
    (
        case(ROWS, "Ana:f Bo:m", 'scene(1,count(people,exactly,1,on("carpet"))).', "B2=carpet"),
        {"Ana": "A1 C3", "Bo": "B2 D4"},
        ["in(1): Bo:D4"],
    ),
    # at most one man in room B, and Bo is sure to be there: Dan leaves it
    (
        case(ROWS, "Ana:f Bo:m Dan:m", 'scene(1,count(m,at_most,1,room("B"))).'),
        {"Ana": "A3", "Bo": "B3 C4", "Dan": "D4 A1"},
        ["out(1): Dan:D4"],
    ),
    # nobody beside a plant
    (
        case(ROWS, "Ana:f Bo:m", 'scene(1,count(people,exactly,0,next_to("plant"))).', "B1=plant"),
        {"Ana": "A1 C2", "Bo": "B2 D4"},
        ["out(1): Ana:A1 Bo:B2"],
    ),
    # every woman in a corner (all)
    (case(OPEN, "Ana:f Bo:m", "scene(1,count(f,all,0,corner))."), {"Ana": "A1 B2", "Bo": "B2 C3"}, ["in(1): Ana:B2"]),
    # not exactly one person in room B: Bo is sure, only Ana can be there too: she is
    (
        case(ROWS, "Ana:f Bo:m Cy:f", 'scene_not(1,count(people,exactly,1,room("B"))).'),
        {"Ana": "A1 C3", "Bo": "B4", "Cy": "D1"},
        ["more(1): Ana:A1"],
    ),
]

ROOMS = [
    # no room was empty: only Cy can reach B; four people in four rooms hold one each, so
    # Dan leaves A, where Ana is
    (
        case(SQUARE, "Ana:f Bo:m Cy:f Dan:m", "scene(1,empty_rooms(exactly,0))."),
        {"Ana": "A1", "Bo": "B3", "Cy": "C1 D3", "Dan": "A2 C4"},
        ['capped(1,"A"): Dan:A2', 'occupied(1,"B"): Cy:D3'],
    ),
    # at least two rooms were empty: A and B are occupied for sure, so C and D are empty
    (
        case(SQUARE, "Ana:f Bo:m Cy:f", "scene(1,empty_rooms(at_least,2))."),
        {"Ana": "A1", "Bo": "A3", "Cy": "B2 D4"},
        ['emptied(1,"D"): Cy:D4'],
    ),
    # every room held at most one person: Ana is in A, Bo leaves it
    (
        case(SQUARE, "Ana:f Bo:m", "scene(1,every_room(at_most,1))."),
        {"Ana": "A1", "Bo": "B2 C3"},
        ['full(1,"A"): Bo:B2'],
    ),
    # every room held exactly two: only Ana and Bo can reach A; Cy and Dan fill B
    (
        case(HALVES, "Ana:f Bo:m Cy:f Dan:m", "scene(1,every_room(exactly,2))."),
        {"Ana": "A1 C2", "Bo": "B2 D3", "Cy": "D1", "Dan": "C4"},
        ['full(1,"B"): Ana:C2 Bo:D3', 'occupied(1,"A"): Ana:C2 Bo:D3'],
    ),
    # no room was empty: five people in four rooms, so a room the victim cannot be in holds one
    # person; Bo is known to be in B, and Ana leaves it
    (
        case(SQUARE, "Vic:m Ana:f Bo:m Cy:f Dan:m", 'clue("Vic",1,victim). scene(1,empty_rooms(exactly,0)).'),
        {"Vic": "A1 B2", "Ana": "C1 A3", "Bo": "D2", "Cy": "C3 A4", "Dan": "D4 B3"},
        ['capped(1,"B"): Ana:C1'],
    ),
    # no room held exactly one: Ana is known in A, only Bo can join
    (
        case(SQUARE, "Ana:f Bo:m Cy:f Dan:m", "scene(1,every_room(not_exactly,1))."),
        {"Ana": "A1", "Bo": "B2 C3", "Cy": "D3", "Dan": "C4"},
        ['more(1,"A"): Bo:C3'],
    ),
]

ROOM_LINE = [
    # no room was empty: room B's cells left to anyone all lie in row 1, so whoever is in B is
    # in row 1, and nobody else can be in row 1 (A1, B1)
    (
        case(SQUARE, "Ana:f Bo:m Cy:f Dan:m", "scene(1,empty_rooms(exactly,0))."),
        {"Ana": "C1 A3", "Bo": "D1 A1 B4", "Cy": "B1 C3", "Dan": "A2 D4"},
        ['row("B",1): Bo:A1 Cy:B1'],
    ),
    # every room held at least one person: room B only in column D, so D4 (room D) goes
    (
        case(SQUARE, "Ana:f Bo:m Cy:f Dan:m", "scene(1,every_room(at_least,1))."),
        {"Ana": "D1 A3", "Bo": "D2 B1", "Cy": "C4 A2", "Dan": "B3 D4"},
        ['column("B",4): Dan:D4'],
    ),
    # without a sentence that every room is occupied, nothing follows
    (case(SQUARE, "Ana:f Bo:m Cy:f Dan:m"), {"Ana": "C1 A3", "Bo": "D1 A1 B4", "Cy": "B1 C3", "Dan": "A2 D4"}, []),
]

FAMILIES = (
    [("unique", *row) for row in UNIQUE]
    + [("room-line", *row) for row in ROOM_LINE]
    + [("other-person", *row) for row in OTHER_PERSON]
    + [("support", *row) for row in SUPPORT]
    + [("alone-with", *row) for row in ALONE_WITH]
    + [("room-count", *row) for row in ROOM_COUNT]
    + [("room-person", *row) for row in ROOM_PERSON]
    + [("count", *row) for row in COUNT]
    + [("rooms", *row) for row in ROOMS]
)


@pytest.mark.parametrize("family, facts, cands, expected", FAMILIES)
def test_family(family, facts, cands, expected):
    assert steps_of(family, facts, cands) == expected


# ---- soundness on random cases with the new kinds --------------------------------------


# the fast suite: a board of size 9 and of random sizes, with few and with more clues (seed % 4, seed % 2)
@pytest.mark.parametrize("seed", sweep(range(120), range(2)))
def test_random_kind_case_sound(seed):
    """A random case with true clues of the new kinds (kindcases.py): the step program makes
    no choice, and no step removes a cell of the placement the clues were drawn from."""
    rc = kind_case(seed, None if seed % 4 else 9, clues=(1, 3) if seed % 2 else (2, 4))
    proof = proved_sound(rc)
    if proof.solved:
        assert proof.placement == rc.truth
    else:
        assert all(rc.truth[p] in cells for p, cells in proof.stuck.items())


@pytest.mark.parametrize("seed", sweep(range(1000, 1060), (1000, 1001)))  # 4x4 and 5x5 in the fast suite
def test_random_kind_case_keeps_every_solution(seed):
    """On small boards no step removes a cell that any solution uses: the solutions are
    clingo's answer sets of the rules, kept when every sentence of the new kinds holds in
    them by kindcases.holds (a reading of the spec written apart from asp/)."""
    rc = kind_case(seed, 4 + seed % 2, clues=(1, 2))
    facts = render(rc.case)
    result = solve(rc.case, facts, select_rules(), limit=0)
    used = set()
    for sol in result.solutions:
        where = {p: parse_cell(cell, rc.case.size) for p, cell in sol.people}
        if all(holds(rc.case, where, c, p.name) for p in rc.case.people for c in p.clues if c.kind in DRAWN) and all(
            holds(rc.case, where, c, None) for c in rc.case.scene
        ):
            used.update(sol.people)
    assert (tuple(rc.truth.items())[0]) in used
    proof = prove(rc.case, facts)
    removed = {pc for step in proof.steps for pc in step.removed}
    assert not removed & used


@pytest.mark.slow
def test_random_kind_cases_use_the_new_families():
    """The soundness tests above would prove little if the new families never fired."""
    fired = set()
    for seed in range(80):
        rc = kind_case(seed)
        fired |= {s.family for s in prove(rc.case, render(rc.case)).steps}
    assert NEW_FAMILIES <= fired, NEW_FAMILIES - fired


@pytest.mark.parametrize("seed", sweep([0, 5, 12], [0]))
def test_files_left_out_by_needs_change_nothing(monkeypatch, seed):
    """A step file whose `% Needs:` words are absent from the facts is left out; loading every
    file gives the same proof (on cases with and without the new kinds)."""
    import re

    from pysm.proof import program as program_module

    for rc in (kind_case(seed), random_case(seed)):
        facts = render(rc.case)
        gated = prove(rc.case, facts)
        monkeypatch.setattr(program_module, "NEEDS", re.compile(r"(?!)"))
        program_module._PARSED.clear()
        assert prove(rc.case, facts) == gated
        monkeypatch.undo()
        program_module._PARSED.clear()
