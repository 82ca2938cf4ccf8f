"""The deduction families of the clue kinds of clue-language-3.md on small boards: facts and
candidates in, steps out (see test_steps_families.py for the format of a row)."""

from __future__ import annotations

import pytest
from conftest import sweep
from kindcases import holds, kind_case_3
from randomcases import proved_sound
from test_steps_families import SQUARE, case, steps_of

from pysm.core.model import KINDS, parse_cell
from pysm.proof.prove import prove
from pysm.solving.facts import render
from pysm.solving.solver import select_rules, solve

OPEN = "AAAA/AAAA/AAAA/AAAA"  # one room
STRIP = "AAAA/BBCC/BBCC/DDDD"  # A on top, D below, B and C between: A and D do not adjoin

OTHER_PERSON = [
    # Ana and Bo in adjoining rooms; Bo is known to be in A (top left): Ana leaves A and D; Bo's
    # A2 shares a row or a column with each cell Ana keeps (C2, A4)
    (
        case(SQUARE, "Ana:f Bo:m", 'clue("Ana",1,adjoining_rooms("Bo")).'),
        {"Ana": "A1 C2 D3 A4", "Bo": "B1 A2"},
        ['other("Ana",1,"Bo"): Bo:A2', 'speaker("Ana",1,"Bo"): Ana:A1 Ana:D3'],
    ),
    # Ana is known to be in A of the strip: Bo cannot be in A or D
    (
        case(STRIP, "Ana:f Bo:m", 'clue("Ana",1,adjoining_rooms("Bo")).'),
        {"Ana": "A1 B1", "Bo": "C1 A2 C3 B4"},
        ['other("Ana",1,"Bo"): Bo:C1 Bo:B4'],
    ),
    # not in adjoining rooms: Bo known in B of the strip, which adjoins every other room; Ana
    # leaves A, C, D
    (
        case(STRIP, "Ana:f Bo:m", 'clue_not("Ana",1,adjoining_rooms("Bo")).'),
        {"Ana": "A1 C2 D3 B4 A3", "Bo": "B2"},
        ['speaker("Ana",1,"Bo"): Ana:A1 Ana:C2 Ana:D3 Ana:B4'],
    ),
    # beside the same plant as Bo: Bo can be beside the plant on B2 (from A2) but not beside the
    # one on C4, so Ana leaves B4 (beside C4 only) and Bo leaves D3 (beside no plant)
    (
        case(OPEN, "Ana:f Bo:m", 'clue("Ana",1,beside_same("plant","Bo")).', "B2=plant C4=plant"),
        {"Ana": "B1 B4", "Bo": "A2 D3"},
        ['other("Ana",1,"Bo"): Bo:D3', 'speaker("Ana",1,"Bo"): Ana:B4'],
    ),
    # both inside or both outside: Bo is known to be outside (B); Ana leaves A and C
    (
        case(SQUARE, "Ana:f Bo:m", 'clue("Ana",1,same_area("Bo")).' + 'outdoors("B").'),
        {"Ana": "A1 D2 B3", "Bo": "C1"},
        ['speaker("Ana",1,"Bo"): Ana:A1 Ana:B3'],
    ),
    # neither both inside nor both outside: Ana is known inside, so Bo is outside
    (
        case(SQUARE, "Ana:f Bo:m", 'clue_not("Ana",1,same_area("Bo")).' + 'outdoors("B").'),
        {"Ana": "A1", "Bo": "C2 D3 B4"},
        ['other("Ana",1,"Bo"): Bo:D3 Bo:B4'],
    ),
    # not exactly one row north of a man: Bo (a man) is known to be in row 3, so Ana leaves row 2;
    # Cy, a woman, does not count
    (
        case(OPEN, "Ana:f Bo:m Cy:f", 'clue_not("Ana",1,offset_who(north,1,m)).'),
        {"Ana": "A2 B1 D4", "Bo": "C3", "Cy": "A1 D3"},
        ['speaker("Ana",1,"Bo"): Ana:A2'],
    ),
]

SUPPORT = [
    # exactly two rows north of a man (Cy, a woman, does not count): A1 has Bo's D3 two rows
    # below; B2's only man two rows below is in her own column; C3 has no row two below. Bo is
    # then the only man who helps, on D3
    (
        case(OPEN, "Ana:f Bo:m Cy:f", 'clue("Ana",1,offset_who(north,2,m)).'),
        {"Ana": "A1 B2 C3", "Bo": "D3 B4", "Cy": "A4"},
        ['only("Ana",1,"Bo"): Bo:B4', 's("Ana",1): Ana:B2 Ana:C3'],
    ),
    # one column east of someone: Ana in A has nobody to her west; only Bo's B3 helps C2
    (
        case(OPEN, "Ana:f Bo:m Cy:f", 'clue("Ana",1,offset_who(east,1,anyone)).'),
        {"Ana": "A1 C2", "Bo": "B3 D4", "Cy": "A4 D1"},
        ['only("Ana",1,"Bo"): Bo:D4', 's("Ana",1): Ana:A1'],
    ),
]

# people of a trait: only those with it count
SUPPORT += [
    # north of a man with glasses: Dan (no glasses) does not count, so only Bo's D3 backs her up
    (
        case(
            OPEN,
            "Ana:f Bo:m Dan:m",
            'clue("Ana",1,dir_gender(north,with(m,"glasses","yes"),some)).trait("Bo","glasses","yes").',
        ),
        {"Ana": "A1 B4 C2", "Bo": "D3", "Dan": "A4 C1"},
        ['s("Ana",1): Ana:B4'],
    ),
]
OTHER_PERSON += [
    # north of every bald person: Bo and Cy, not Dan; Cy's A4 leaves Ana rows 1-3
    (
        case(
            OPEN,
            "Ana:f Bo:m Cy:f Dan:m",
            'clue("Ana",1,dir_gender(north,with(anyone,"bald","yes"),every)).'
            'trait("Bo","bald","yes"). trait("Cy","bald","yes").',
        ),
        {"Ana": "B1 D4", "Bo": "C3", "Cy": "A4", "Dan": "A2"},
        ['speaker("Ana",1,"Bo"): Ana:D4', 'speaker("Ana",1,"Cy"): Ana:D4'],
    ),
]

SUPPORT += [
    # beside the same plant as someone else: only Bo can be beside B2's plant with her (from A2),
    # and nobody can be beside C4's: Ana leaves B4; Bo, the only helper, leaves D3
    (
        case(OPEN, "Ana:f Bo:m Cy:f", 'clue("Ana",1,beside_same_who("plant",anyone,any)).', "B2=plant C4=plant"),
        {"Ana": "B1 B4", "Bo": "A2 D3", "Cy": "A1 D1"},
        ['only("Ana",1,"Bo"): Bo:D3', 's("Ana",1): Ana:B4'],
    ),
]
SUPPORT += [
    # beside the same plant as someone else west of her: Bo's A2 is west of B1 and B3, not of C2
    (
        case(OPEN, "Ana:f Bo:m", 'clue("Ana",1,beside_same_who("plant",anyone,west)).', "B2=plant"),
        {"Ana": "B1 C2", "Bo": "A2"},
        ['s("Ana",1): Ana:C2'],
    ),
]
SUPPORT += [
    # two rows north of someone on a chair (B3, D4): Ana's A1 has B3 two rows below; her C2 has D4,
    # which only Bo can reach; B1's row 3 chair is in her own column
    (
        case(OPEN, "Ana:f Bo:m Cy:f", 'clue("Ana",1,offset_at(north,2,anyone,on("chair"))).', "B3=chair D4=chair"),
        {"Ana": "A1 B1 C2", "Bo": "B3 D4", "Cy": "A3 C4"},
        ['s("Ana",1): Ana:B1'],
    ),
]
OTHER_PERSON += [
    # not two rows north of someone on a chair: Bo is known on the chair B3, so Ana leaves row 1
    (
        case(OPEN, "Ana:f Bo:m", 'clue_not("Ana",1,offset_at(north,2,anyone,on("chair"))).', "B3=chair"),
        {"Ana": "A1 C2", "Bo": "B3"},
        ['speaker("Ana",1,"Bo"): Ana:A1'],
    ),
    # not beside the same plant as anyone else: Bo is known on A2, beside B2's plant; Ana leaves B1
    (
        case(OPEN, "Ana:f Bo:m", 'clue_not("Ana",1,beside_same_who("plant",anyone,any)).', "B2=plant"),
        {"Ana": "B1 D4", "Bo": "A2"},
        ['speaker("Ana",1,"Bo"): Ana:B1'],
    ),
]

OTHER_PERSON += [
    # Bo on a carpet in her room: the carpets are on A1 (room A) and D4 (room D). Ana in B (C1) or C
    # (A3) has no carpet for Bo in her room; Bo off a carpet (C2), or in D where Ana cannot be, goes
    (
        case(SQUARE, "Ana:f Bo:m", 'clue("Ana",1,room_mate_at("Bo",on("carpet"))).', "A1=carpet D4=carpet"),
        {"Ana": "B2 C1 A3", "Bo": "A1 C2 D4"},
        ['other("Ana",1,"Bo"): Bo:C2 Bo:D4', 'speaker("Ana",1,"Bo"): Ana:C1 Ana:A3'],
    ),
    # not Bo on a carpet in her room: Bo is known on the carpet A1, so Ana leaves room A
    (
        case(SQUARE, "Ana:f Bo:m", 'clue_not("Ana",1,room_mate_at("Bo",on("carpet"))).', "A1=carpet"),
        {"Ana": "B2 C2 D4", "Bo": "A1"},
        ['speaker("Ana",1,"Bo"): Ana:B2'],
    ),
    # alone with Bo and a woman: Bo is in her room; he is known in A, so she leaves B
    (
        case(SQUARE, "Ana:f Bo:m", 'clue("Ana",1,alone_with_and("Bo",f,any)).'),
        {"Ana": "B2 C1", "Bo": "A1"},
        ['speaker("Ana",1,"Bo"): Ana:C1'],
    ),
]
SUPPORT += [
    # two rows north of a suspect on a chair (B3, D4): Bo on B3 is the victim, so A1 has no suspect
    # two rows below; Cy on D4 is the only suspect who helps (C2)
    (
        case(
            OPEN,
            "Ana:f Bo:m Cy:f",
            'clue("Ana",1,offset_at(north,2,suspect,on("chair"))). clue("Bo",1,victim).',
            "B3=chair D4=chair",
        ),
        {"Ana": "A1 C2", "Bo": "B3", "Cy": "D4 A3"},
        ['only("Ana",1,"Cy"): Cy:A3', 's("Ana",1): Ana:A1'],
    ),
]

EMPTY_NEIGHBOUR = [
    # an empty room adjoined hers: Bo is known in B and Cy in C, so in A (whose neighbours are B
    # and C) no neighbour can be empty; in D the same (its neighbours are B and C too)
    (
        case(SQUARE, "Ana:f Bo:m Cy:f", 'clue("Ana",1,empty_adjoining).'),
        {"Ana": "A1 D3 B4", "Bo": "C1", "Cy": "A3"},
        ['s("Ana",1): Ana:A1 Ana:D3'],
    ),
    # an empty room adjoined hers, and she is known in B of the strip: A, C, D adjoin B; with A and
    # C known occupied, D is the empty one: everyone leaves it
    (
        case(STRIP, "Ana:f Bo:m Cy:f Dan:m", 'clue("Ana",1,empty_adjoining).'),
        {"Ana": "A2", "Bo": "B1", "Cy": "C3", "Dan": "A4 D2"},
        ['empty("Ana",1,"D"): Dan:A4'],
    ),
    # no empty room adjoined hers: in B of the square (C2), room A can be reached by nobody else
    (
        case(SQUARE, "Ana:f Bo:m", 'clue_not("Ana",1,empty_adjoining).'),
        {"Ana": "A1 C2 D4", "Bo": "C1 D2 D3 A3"},
        ['s("Ana",1): Ana:C2'],
    ),
    # no empty room adjoined hers, she is known in A of the strip: only Bo can reach B
    (
        case(STRIP, "Ana:f Bo:m Cy:f", 'clue_not("Ana",1,empty_adjoining).'),
        {"Ana": "A1", "Bo": "B2 D4", "Cy": "C3 D3"},
        ['filled("Ana",1,"B","Bo"): Bo:D4'],
    ),
]

COUNT = [
    # exactly one person with glasses was outside (room B): only Bo has glasses and can be there,
    # so he is; Cy (no glasses) does not count
    (
        case(
            SQUARE,
            "Ana:f Bo:m Cy:f",
            'scene(1,count(with(people,"glasses","yes"),exactly,1,outdoors)).'
            'outdoors("B"). trait("Bo","glasses","yes"). trait("Ana","glasses","no"). trait("Cy","glasses","no").',
        ),
        {"Ana": "A1 D1", "Bo": "C2 A3", "Cy": "C1 B3"},
        ["in(1): Bo:A3"],
    ),
]

FAMILIES = (
    [("other-person", *row) for row in OTHER_PERSON]
    + [("support", *row) for row in SUPPORT]
    + [("empty-neighbour", *row) for row in EMPTY_NEIGHBOUR]
    + [("count", *row) for row in COUNT]
)


@pytest.mark.parametrize("family, facts, cands, expected", FAMILIES)
def test_family(family, facts, cands, expected):
    assert steps_of(family, facts, cands) == expected


# ---- soundness on random cases with the kinds of clue-language-3.md ----------------------------


@pytest.mark.parametrize("seed", sweep(range(60), range(3)))
def test_random_case_3_sound(seed):
    """A random case with true clues of clue-language-3.md and people of two traits
    (kindcases.kind_case_3): the step program makes no choice, and no step removes a cell of the
    placement the clues were drawn from."""
    rc = kind_case_3(seed, None if seed % 3 else 7, clues=(1, 3) if seed % 2 else (2, 4))
    proved_sound(rc)


@pytest.mark.parametrize("seed", sweep(range(2000, 2040), (2000, 2001)))
def test_random_case_3_keeps_every_solution(seed):
    """On small boards the rules' answer sets are the placements where kindcases.holds (the meaning
    written apart from asp/) finds every drawn sentence true, and no step removes a cell that any of
    them uses."""
    rc = kind_case_3(seed, 4 + seed % 2, clues=(1, 2))
    facts = render(rc.case)
    result = solve(rc.case, facts, select_rules(), limit=0)
    drawn = {n for n, k in KINDS.items() if k.spec == "clue-language-3.md"} | {
        "dir_gender",
        "gender_in_room",
        "alone_with_gender",
    }
    used = set()
    for sol in result.solutions:
        where = {p: parse_cell(cell, rc.case.size) for p, cell in sol.people}
        for p in rc.case.people:
            for c in p.clues:
                if c.base in drawn:
                    assert holds(rc.case, where, c, p.name), (c, sol.people)
        used.update(sol.people)
    assert tuple(rc.truth.items())[0] in used
    removed = {pc for step in prove(rc.case, facts).steps for pc in step.removed}
    assert not removed & used
