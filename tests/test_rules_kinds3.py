"""The meaning of every clue kind of clue-language-3.md and of its negation, on small boards.

Each row is a small world (as in test_rules_kinds2.py): a board, people (some pinned to a cell),
the speaker Ana's clues, and the cells Ana takes in the answer sets. The rows that settle a
reading say so: two rooms adjoin when a cell of one is directly beside a cell of the other
(a diagonal touch is not enough), a room never adjoins itself, "empty" counts the victim like
anyone, an offset is exact along one axis and free along the other.
"""
import pytest

from asphelp import answer_sets, board, cells_in, people
from test_rules_kinds2 import pin

QUAD = "AABB/AABB/CCDD/CCDD"          # four 2x2 rooms: A top left, B top right, C, D below
DIAG = "AAAA/BBCC/BBCC/DDDD"          # A on top, D below, B and C between: A and D do not adjoin


def where(rows, objects, who, pinned, clues, extra=""):
    facts = "\n".join([board(rows, objects), people(who), pin(pinned), clues, extra])
    models = answer_sets(facts)
    cells = cells_in(models, "Ana")
    assert len(models) == len(cells)
    return cells


ROWS = [
    # (id, board, objects, people, pinned, Ana's clues, extra facts, Ana's cells)
    # ---- in a room adjoining a named room
    ("adjoining A", QUAD, "", "Ana:f", "", 'clue("Ana",1,room_adjoins("A")).', "",
     ["A3", "A4", "B3", "B4", "C1", "C2", "D1", "D2"]),
    ("not adjoining A: A itself and the room across", QUAD, "", "Ana:f", "", 'clue_not("Ana",1,room_adjoins("A")).',
     "", ["A1", "A2", "B1", "B2", "C3", "C4", "D3", "D4"]),
    ("a diagonal touch is no side", QUAD, "", "Ana:f", "", 'clue("Ana",1,room_adjoins("D")). clue("Ana",2,room("A")).',
     "", []),
    ("adjoining B in a strip", DIAG, "", "Ana:f", "", 'clue("Ana",1,room_adjoins("B")).', "",
     ["A1", "A4", "B1", "B4", "C1", "C2", "C3", "C4", "D1", "D2", "D3", "D4"]),
    ("a room never adjoins itself", DIAG, "", "Ana:f", "", 'clue("Ana",1,room_adjoins("A")). clue("Ana",2,room("A")).',
     "", []),
    # ---- two people in adjoining rooms
    ("adjoining rooms", QUAD, "", "Ana:f Bo:m", "Bo=A1", 'clue("Ana",1,adjoining_rooms("Bo")).', "",
     ["B3", "B4", "C2", "D2"]),
    ("not adjoining: the same room or one apart", QUAD, "", "Ana:f Bo:m", "Bo=A1",
     'clue_not("Ana",1,adjoining_rooms("Bo")).', "", ["B2", "C3", "C4", "D3", "D4"]),
    ("the same room is not adjoining", DIAG, "", "Ana:f Bo:m", "Bo=B2",
     'clue("Ana",1,adjoining_rooms("Bo")). clue("Ana",2,room("B")).', "", []),
    # ---- an empty room adjoining hers (the others pinned: rooms B and C hold nobody)
    ("an empty room adjoined hers", QUAD, "", "Ana:f Bo:m", "Bo=D4", 'clue("Ana",1,empty_adjoining).', "",
     ["A1", "A2", "A3", "B1", "B2", "B3", "C1", "C2", "C3"]),
    ("no empty room adjoined hers", QUAD, "", "Ana:f Bo:m Cy:f", "Bo=A2 Cy=D4",
     'clue_not("Ana",1,empty_adjoining).', "", ["B3", "C1"]),
    ("no empty room: some neighbour always empty", DIAG, "", "Ana:f Bo:m Cy:f", "Bo=B1 Cy=C3",
     'clue_not("Ana",1,empty_adjoining).', "", []),
    ("every neighbour holds someone: no empty room beside hers", DIAG, "", "Ana:f Bo:m Cy:f", "Bo=A2 Cy=D3",
     'clue("Ana",1,empty_adjoining). clue("Ana",2,room("D")).', "", []),
    ("every neighbour holds someone, negated", DIAG, "", "Ana:f Bo:m Cy:f", "Bo=A2 Cy=D3",
     'clue_not("Ana",1,empty_adjoining). clue("Ana",2,room("D")).', "", ["B4", "C4"]),
    # ---- exact offsets from an object (any cell of it; the other coordinate free)
    ("two rows north of a plant", QUAD, "C3=plant", "Ana:f", "", 'clue("Ana",1,offset_object(north,2,"plant")).',
     "", ["A1", "B1", "C1", "D1"]),
    ("one column east of a plant, two plants", QUAD, "A1=plant D4=plant", "Ana:f", "",
     'clue("Ana",1,offset_object(east,1,"plant")).', "", ["B1", "B2", "B3", "B4"]),
    ("not one row south of a chair", QUAD, "B2=chair", "Ana:f", "",
     'clue_not("Ana",1,offset_object(south,1,"chair")). clue("Ana",2,column(1)).', "", ["A1", "A2", "A4"]),
    ("a two-cell bed counts from its facing edge", "AAAA/AAAA/AAAA/AAAA", "B1=bed B2=bed", "Ana:f", "",
     'clue("Ana",1,offset_object(south,2,"bed")).', 'whole("b","bed"). whole_at(1,2,"b"). whole_at(2,2,"b").',
     ["A4", "B4", "C4", "D4"]),
    ("two bed cells without a whole: each its own", "AAAA/AAAA/AAAA/AAAA", "B1=bed B2=bed", "Ana:f", "",
     'clue("Ana",1,offset_object(south,2,"bed")).', "",
     ["A3", "A4", "B3", "B4", "C3", "C4", "D3", "D4"]),
    ("off the board: nowhere", QUAD, "B1=plant", "Ana:f", "", 'clue("Ana",1,offset_object(north,1,"plant")).',
     "", []),
    # ---- exact offsets from a described person
    ("two rows north of a man", QUAD, "", "Ana:f Bo:m Cy:f", "Bo=C3 Cy=D4",
     'clue("Ana",1,offset_who(north,2,m)).', "", ["A1", "B1"]),
    ("one column west of a woman: never the speaker herself", QUAD, "", "Ana:f Bo:m Cy:f", "Bo=A3 Cy=C4",
     'clue("Ana",1,offset_who(west,1,f)).', "", ["B1", "B2"]),
    ("not one row south of anyone", QUAD, "", "Ana:f Bo:m Cy:f", "Bo=A1 Cy=C4",
     'clue_not("Ana",1,offset_who(south,1,anyone)).', "", ["B3", "D3"]),
    ("one row south of someone", QUAD, "", "Ana:f Bo:m Cy:f", "Bo=A1 Cy=C4",
     'clue("Ana",1,offset_who(south,1,anyone)).', "", ["B2", "D2"]),
    ("two rows north of someone on a chair", QUAD, "C3=chair D4=chair", "Ana:f Bo:m Cy:f", "Bo=C3 Cy=A4",
     'clue("Ana",1,offset_at(north,2,anyone,on("chair"))).', "", ["B1", "D1"]),
    ("one column east of a man beside a plant", QUAD, "A1=plant", "Ana:f Bo:m Cy:f", "Bo=A2 Cy=B3",
     'clue("Ana",1,offset_at(east,1,m,next_to("plant"))).', "", []),
    ("not two rows north of someone on a chair", QUAD, "C3=chair", "Ana:f Bo:m Cy:f", "Bo=C3 Cy=A4",
     'clue_not("Ana",1,offset_at(north,2,anyone,on("chair"))).', "", ["B2", "D2"]),
    # ---- beside the same object: one object per cell, unless the case declares a whole
    ("beside the same plant", "AAAA/AAAA/AAAA/AAAA", "B2=plant C4=plant", "Ana:f Bo:m", "Bo=A2",
     'clue("Ana",1,beside_same("plant","Bo")).', "", ["B1", "B3"]),
    ("a bed of two cells is one bed", "AAAA/AAAA/AAAA/AAAA", "B2=bed C2=bed", "Ana:f Bo:m", "Bo=A2",
     'clue("Ana",1,beside_same("bed","Bo")).', 'whole("b","bed"). whole_at(2,2,"b"). whole_at(2,3,"b").',
     ["B1", "B3", "C1", "C3"]),
    ("two bed cells without a whole are two beds", "AAAA/AAAA/AAAA/AAAA", "B2=bed C2=bed", "Ana:f Bo:m", "Bo=A2",
     'clue("Ana",1,beside_same("bed","Bo")).', "", ["B1", "B3"]),
    ("not beside the same plant", "AAAA/AAAA/AAAA/AAAA", "B2=plant", "Ana:f Bo:m", "Bo=A2",
     'clue_not("Ana",1,beside_same("plant","Bo")). clue("Ana",2,column(2)).', "", ["B4"]),
    ("beside: the same room only", "AABB/AABB/AABB/AABB", "B2=plant", "Ana:f Bo:m", "Bo=A2",
     'clue("Ana",1,beside_same("plant","Bo")).', "", ["B1", "B3"]),
    ("beside the same plant as someone else", "AAAA/AAAA/AAAA/AAAA", "B2=plant C4=plant", "Ana:f Bo:m", "Bo=A2",
     'clue("Ana",1,beside_same_who("plant",anyone,any)).', "", ["B1", "B3"]),
    ("beside the same plant as a woman: Bo does not count", "AAAA/AAAA/AAAA/AAAA", "B2=plant", "Ana:f Bo:m", "Bo=A2",
     'clue("Ana",1,beside_same_who("plant",f,any)).', "", []),
    ("not beside the same plant as anyone else", "AAAA/AAAA/AAAA/AAAA", "B2=plant", "Ana:f Bo:m", "Bo=A2",
     'clue_not("Ana",1,beside_same_who("plant",anyone,any)). clue("Ana",2,column(2)).', "", ["B4"]),
    ("beside the same plant as someone else north of her", "AAAA/AAAA/AAAA/AAAA", "B2=plant", "Ana:f Bo:m",
     "Bo=B1", 'clue("Ana",1,beside_same_who("plant",anyone,north)).', "", ["A2", "C2"]),
    ("... west of her", "AAAA/AAAA/AAAA/AAAA", "B2=plant", "Ana:f Bo:m", "Bo=A2",
     'clue("Ana",1,beside_same_who("plant",anyone,west)).', "", ["B1", "B3"]),
    ("... east of her: Bo on A2 is west of both", "AAAA/AAAA/AAAA/AAAA", "B2=plant", "Ana:f Bo:m", "Bo=A2",
     'clue("Ana",1,beside_same_who("plant",anyone,east)).', "", []),
    # ---- inside and outside
    ("outside", QUAD, "", "Ana:f", "", 'clue("Ana",1,outdoors).', 'outdoors("B").', ["C1", "C2", "D1", "D2"]),
    ("inside", QUAD, "", "Ana:f", "", 'clue_not("Ana",1,outdoors). clue("Ana",2,row(1)).', 'outdoors("B").',
     ["A1", "B1"]),
    ("no room outdoors: nobody outside", QUAD, "", "Ana:f", "", 'clue("Ana",1,outdoors).', "", []),
    ("both inside or both outside", QUAD, "", "Ana:f Bo:m", "Bo=C1", 'clue("Ana",1,same_area("Bo")).',
     'outdoors("B"). outdoors("D").', ["D2", "D3", "D4"]),
    ("neither both inside nor both outside", QUAD, "", "Ana:f Bo:m", "Bo=C1", 'clue_not("Ana",1,same_area("Bo")).',
     'outdoors("B"). outdoors("D").', ["A2", "A3", "A4", "B2", "B3", "B4"]),
    # ---- people of a trait: with(W,T,V) wherever a gender or who goes
    ("north of a man with glasses", QUAD, "", "Ana:f Bo:m Dan:m", "Bo=C3 Dan=A1",
     'clue("Ana",1,dir_gender(north,with(m,"glasses","yes"),some)).', "GLASSES", ["B2", "D2"]),
    ("north of every bald person", QUAD, "", "Ana:f Bo:m Cy:f", "Bo=C3 Cy=A4",
     'clue("Ana",1,dir_gender(north,with(anyone,"bald","yes"),every)).', "BALD", ["B1", "B2", "D1", "D2"]),
    ("every bald person: there must be one other", QUAD, "", "Ana:f Bo:m", "Bo=C3",
     'clue("Ana",1,dir_gender(north,with(anyone,"bald","yes"),every)).', 'trait("Ana","bald","yes").', []),
    ("alone with a man with glasses", QUAD, "", "Ana:f Bo:m Dan:m", "Bo=A1 Dan=D4",
     'clue("Ana",1,alone_with_gender(with(m,"glasses","yes"),1)).', "GLASSES", ["B2"]),
    ("a woman with red hair in her room", QUAD, "", "Ana:f Bo:m Cy:f", "Bo=A1 Cy=D4",
     'clue("Ana",1,gender_in_room(with(f,"hair","red"),at_least,1)).', "RED", ["C3"]),
    ("someone with red hair on a chair in her room", QUAD, "B1=chair", "Ana:f Bo:m Cy:f", "Bo=B1 Cy=D4",
     'clue("Ana",1,room_person(with(anyone,"hair","red"),on("chair"))).', 'trait("Bo","hair","red").', ["A2"]),
    ("two rows north of the woman with glasses", QUAD, "", "Ana:f Bo:m Cy:f", "Bo=C4 Cy=A3",
     'clue("Ana",1,offset_who(north,2,with(f,"glasses","yes"))).', 'trait("Cy","glasses","yes").', ["B1", "D1"]),
    # ---- an exact offset from an object in her room, or in another room
    ("one row south of a plant in her room", QUAD, "B1=plant C3=plant", "Ana:f", "",
     'clue("Ana",1,offset_object_room(south,1,"plant",same_room)).', "", ["A2", "B2", "C4", "D4"]),
    ("one row south of a plant in another room", QUAD, "B1=plant C3=plant", "Ana:f", "",
     'clue("Ana",1,offset_object_room(south,1,"plant",other_room)).', "", ["A4", "B4", "C2", "D2"]),
    ("not one row south of a plant in her room", QUAD, "B1=plant C3=plant", "Ana:f", "",
     'clue_not("Ana",1,offset_object_room(south,1,"plant",same_room)). clue("Ana",2,row(2)).', "", ["C2", "D2"]),
    ("a bed of two cells in her room counts from its facing edge", "AAAA/AAAA/AAAA/AAAA", "B1=bed B2=bed", "Ana:f",
     "", 'clue("Ana",1,offset_object_room(south,1,"bed",same_room)).',
     'whole("b","bed"). whole_at(1,2,"b"). whole_at(2,2,"b").', ["A3", "B3", "C3", "D3"]),
    # ---- a named person at a place in her room
    ("Bo on a carpet in her room", QUAD, "A1=carpet", "Ana:f Bo:m", "Bo=A1",
     'clue("Ana",1,room_mate_at("Bo",on("carpet"))).', "", ["B2"]),
    ("Bo in her room, but on no carpet", QUAD, "B2=carpet", "Ana:f Bo:m", "Bo=A1",
     'clue("Ana",1,room_mate_at("Bo",on("carpet"))).', "", []),
    ("not Bo on a carpet in her room", QUAD, "A1=carpet", "Ana:f Bo:m", "Bo=A1",
     'clue_not("Ana",1,room_mate_at("Bo",on("carpet"))).', "", ["B3", "B4", "C2", "C3", "C4", "D2", "D3", "D4"]),
    # ---- alone with a named person and one more
    ("alone with Bo and a woman east of her", "AAAB/AAAB/AAAB/CCCD", "", "Ana:f Bo:m Cy:f Di:m", "Bo=A1 Cy=C3",
     'clue("Ana",1,alone_with_and("Bo",f,east)).', "", ["B2"]),
    ("... west of her: Cy is east", "AAAB/AAAB/AAAB/CCCD", "", "Ana:f Bo:m Cy:f Di:m", "Bo=A1 Cy=C3",
     'clue("Ana",1,alone_with_and("Bo",f,west)).', "", []),
    ("... and a man: Cy is a woman", "AAAB/AAAB/AAAB/CCCD", "", "Ana:f Bo:m Cy:f Di:m", "Bo=A1 Cy=C3",
     'clue("Ana",1,alone_with_and("Bo",m,any)).', "", []),
    ("not alone with Bo and a woman east of her", "AAAB/AAAB/AAAB/CCCD", "", "Ana:f Bo:m Cy:f Di:m", "Bo=A1 Cy=C3",
     'clue_not("Ana",1,alone_with_and("Bo",f,east)).', "", ["B4", "D2", "D4"]),
    # ---- an exact offset from a suspect: never the victim (two rooms of two rows: every pairing allowed)
    ("two rows north of a suspect on a chair", "AAAA/AAAA/BBBB/BBBB", "C3=chair", "Ana:f Bo:m Cy:f Di:m",
     "Bo=C3 Cy=A4", 'clue("Ana",1,offset_at(north,2,suspect,on("chair"))).', 'clue("Cy",1,victim).', ["B1", "D1"]),
    ("... the one on the chair is the victim", "AAAA/AAAA/BBBB/BBBB", "C3=chair", "Ana:f Bo:m Cy:f Di:m",
     "Bo=C3 Cy=A4", 'clue("Ana",1,offset_at(north,2,suspect,on("chair"))).', 'clue("Bo",1,victim).', []),
    ("not two rows north of a suspect on a chair", "AAAA/AAAA/BBBB/BBBB", "C3=chair", "Ana:f Bo:m Cy:f Di:m",
     "Bo=C3 Cy=A4", 'clue_not("Ana",1,offset_at(north,2,suspect,on("chair"))).', 'clue("Bo",1,victim).',
     ["B1", "B2", "D1", "D2"]),
]

GLASSES = 'trait("Bo","glasses","yes"). trait("Dan","glasses","no").'
BALD = 'trait("Bo","bald","yes"). trait("Cy","bald","yes").'
RED = 'trait("Cy","hair","red").'
ROWS = [(r[0], r[1], r[2], r[3], r[4], r[5], {"GLASSES": GLASSES, "BALD": BALD, "RED": RED}.get(r[6], r[6]), r[7])
        for r in ROWS]


@pytest.mark.parametrize("rows, objects, who, pinned, clues, extra, expected", [r[1:] for r in ROWS],
                         ids=[r[0] for r in ROWS])
def test_kind(rows, objects, who, pinned, clues, extra, expected):
    assert where(rows, objects, who, pinned, clues, extra) == expected


# ---- scene counts inside and outside, of people of a trait -------------------------------------

# Ana (glasses) and Bo (glasses) outside in B; Cy (no glasses) and Di (glasses) inside
AREA_PEOPLE = "Ana:f Bo:m Cy:f Di:f"
AREA_PINNED = "Ana=C1 Bo=D2 Cy=A3 Di=B4"
AREA_TRAITS = ('trait("Ana","glasses","yes"). trait("Bo","glasses","yes"). trait("Cy","glasses","no"). '
               'trait("Di","glasses","yes"). outdoors("B").')
AREA = [
    ('count(with(people,"glasses","yes"),exactly,2,outdoors)', True),
    ('count(with(people,"glasses","yes"),exactly,1,inside)', True),
    ('count(people,exactly,2,inside)', True),
    ('count(f,at_least,2,outdoors)', False),
    ('count(with(f,"glasses","yes"),exactly,1,inside)', True),
    ('count(with(people,"glasses","yes"),all,0,outdoors)', False),
]


@pytest.mark.parametrize("term, holds", AREA)
@pytest.mark.parametrize("negated", [False, True])
def test_scene_counts_inside_and_outside(term, holds, negated):
    facts = "\n".join([board(QUAD), people(AREA_PEOPLE), pin(AREA_PINNED), AREA_TRAITS,
                       f"{'scene_not' if negated else 'scene'}(1,{term})."])
    assert len(answer_sets(facts)) == (1 if holds != negated else 0)
