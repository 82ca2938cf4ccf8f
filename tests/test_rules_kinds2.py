"""The meaning of every clue kind of clue-language-2.md and of its negation, on small boards.

Each row is a small world: a board, people (some pinned to a cell), one or two clues, and the
cells the free person takes in the answer sets (one answer set per cell, since everyone else is
pinned). The rows that settle a reading say so: a wall between rooms is a wall, a window on a
wall between two rooms is beside both cells, "north" is a half-plane, "every" needs at least
one, the speaker is never one of the "other" people, room_size counts the speaker, the victim
counts everywhere, a count over "all" is true when there are none.
"""
import pytest

from asphelp import answer_sets, board, cells_in, people

QUAD = "AABB/AABB/CCDD/CCDD"          # four 2x2 rooms: every cell is at a wall and in a corner
BIG_A = "AAAB/AAAB/AAAB/CCCD"         # a 3x3 room A whose centre B2 touches no wall


def pin(cells: str) -> str:
    """ "Bo=B2 Cy=C3" -> constraints keeping each person on that cell."""
    out = []
    for item in cells.split():
        name, cell = item.split("=")
        out.append(f':- not at("{name}",{cell[1:]},{ord(cell[0]) - ord("A") + 1}).')
    return "\n".join(out)


def where(rows, objects, who, pinned, clues, extra=""):
    facts = "\n".join([board(rows, objects), people(who), pin(pinned), clues, extra])
    models = answer_sets(facts)
    cells = cells_in(models, "Ana")
    # everyone else is pinned: one answer set per cell of Ana, nothing more
    assert len(models) == len(cells)
    return cells


ROWS = [
    # (id, board, objects, people, pinned, Ana's clues, extra facts, Ana's cells)
    # ---- walls: the board's edge, or another room across the side
    ("at_wall one room", "AAAA/AAAA/AAAA/AAAA", "", "Ana:f", "", 'clue("Ana",1,at_wall).', "",
     ["A1", "A2", "A3", "A4", "B1", "B4", "C1", "C4", "D1", "D2", "D3", "D4"]),
    ("not at_wall one room", "AAAA/AAAA/AAAA/AAAA", "", "Ana:f", "", 'clue_not("Ana",1,at_wall).', "",
     ["B2", "B3", "C2", "C3"]),
    ("a room's border is a wall", "AABB/AABB/AABB/AABB", "", "Ana:f", "", 'clue_not("Ana",1,at_wall).', "", []),
    ("objects are never walls", "AAAA/AAAA/AAAA/AAAA", "B3=plant", "Ana:f", "",
     'clue_not("Ana",1,at_wall).', "", ["B2", "C2", "C3"]),
    # ---- windows and doors: beside the cell written and the cell across, whatever the rooms
    ("window between rooms is beside both", QUAD, "", "Ana:f", "", 'clue("Ana",1,next_to_window).',
     "window(2,2,e). window(1,1,n).", ["A1", "B2", "C2"]),
    ("not next_to_window", QUAD, "", "Ana:f", "", 'clue_not("Ana",1,next_to_window). clue("Ana",2,row(2)).',
     "window(2,2,e). window(1,1,n).", ["A2", "D2"]),
    ("window inside one room", "AAAA/AAAA/AAAA/AAAA", "", "Ana:f", "", 'clue("Ana",1,next_to_window).',
     "window(1,1,e).", ["A1", "B1"]),
    ("door", QUAD, "", "Ana:f", "", 'clue("Ana",1,next_to_door).', "door(3,3,s). window(4,4,e).", ["C3", "C4"]),
    ("a window is no door", QUAD, "", "Ana:f", "", 'clue("Ana",1,next_to_door).', "window(3,3,s).", []),
    # ---- unique: at the position, and nobody else is
    ("unique on a chair, someone else on one", QUAD, "A1=chair D4=chair", "Ana:f Bo:m", "Bo=D4",
     'clue("Ana",1,unique(on("chair"))).', "", []),
    ("unique on a chair", QUAD, "A1=chair D4=chair", "Ana:f Bo:m", "Bo=C2",
     'clue("Ana",1,unique(on("chair"))).', "", ["A1", "D4"]),
    ("not unique: shares the chairs", QUAD, "A1=chair D4=chair", "Ana:f Bo:m", "Bo=D4",
     'clue_not("Ana",1,unique(on("chair"))). clue("Ana",2,row(1)).', "", ["A1", "B1", "C1"]),
    ("not unique", QUAD, "A1=chair D4=chair", "Ana:f Bo:m", "Bo=C2",
     'clue_not("Ana",1,unique(on("chair"))). clue("Ana",2,row(1)).', "", ["B1", "D1"]),
    ("unique beside a window", QUAD, "", "Ana:f Bo:m", "Bo=C3", 'clue("Ana",1,unique(window)).',
     "window(1,1,n).", ["A1"]),
    ("unique beside a door, the other beside it too", QUAD, "", "Ana:f Bo:m", "Bo=B2",
     'clue("Ana",1,unique(door)).', "door(1,1,n). door(2,2,n).", []),
    ("unique next to a carpet", QUAD, "B3=carpet", "Ana:f Bo:m", "Bo=D1",
     'clue("Ana",1,unique(next_to("carpet"))).', "", ["A3", "B4"]),
    ("unique next to a carpet, taken", QUAD, "B3=carpet", "Ana:f Bo:m", "Bo=B4",
     'clue("Ana",1,unique(next_to("carpet"))).', "", []),
    # ---- alone / not alone, same room, alone with
    ("alone", QUAD, "", "Ana:f Bo:m", "Bo=B2", 'clue("Ana",1,alone).', "",
     ["A3", "A4", "C1", "C3", "C4", "D1", "D3", "D4"]),
    ("not alone", QUAD, "", "Ana:f Bo:m", "Bo=B2", 'clue_not("Ana",1,alone).', "", ["A1"]),
    ("same room", QUAD, "", "Ana:f Bo:m", "Bo=B2", 'clue("Ana",1,same_room("Bo")).', "", ["A1"]),
    ("not same room", QUAD, "", "Ana:f Bo:m", "Bo=B2", 'clue_not("Ana",1,same_room("Bo")).', "",
     ["A3", "A4", "C1", "C3", "C4", "D1", "D3", "D4"]),
    ("alone with", BIG_A, "", "Ana:f Bo:m Cy:m", "Bo=A1 Cy=D4", 'clue("Ana",1,alone_with("Bo")).', "",
     ["B2", "B3", "C2", "C3"]),
    ("alone with: a third person there", BIG_A, "", "Ana:f Bo:m Cy:m", "Bo=A1 Cy=B2",
     'clue("Ana",1,alone_with("Bo")).', "", []),
    ("not alone with", BIG_A, "", "Ana:f Bo:m Cy:m", "Bo=A1 Cy=B2", 'clue_not("Ana",1,alone_with("Bo")).', "",
     ["C3", "C4", "D3", "D4"]),
    # ---- directions from a person: half-planes
    ("north of: any column", QUAD, "", "Ana:f Bo:m", "Bo=C3", 'clue("Ana",1,dir_person(north,"Bo")).', "",
     ["A1", "A2", "B1", "B2", "D1", "D2"]),
    ("not north of", QUAD, "", "Ana:f Bo:m", "Bo=C3", 'clue_not("Ana",1,dir_person(north,"Bo")).', "",
     ["A4", "B4", "D4"]),
    ("west of: any row", QUAD, "", "Ana:f Bo:m", "Bo=C3", 'clue("Ana",1,dir_person(west,"Bo")).', "",
     ["A1", "A2", "A4", "B1", "B2", "B4"]),
    ("northeast of", QUAD, "", "Ana:f Bo:m", "Bo=C3", 'clue("Ana",1,dir_person(northeast,"Bo")).', "",
     ["D1", "D2"]),
    ("not southwest of", QUAD, "", "Ana:f Bo:m", "Bo=C3", 'clue_not("Ana",1,dir_person(southwest,"Bo")).', "",
     ["A1", "A2", "B1", "B2", "D1", "D2", "D4"]),
    ("two rows north", QUAD, "", "Ana:f Bo:m", "Bo=C3", 'clue("Ana",1,offset_person(north,2,"Bo")).', "",
     ["A1", "B1", "D1"]),
    ("one row south", QUAD, "", "Ana:f Bo:m", "Bo=C3", 'clue("Ana",1,offset_person(south,1,"Bo")).', "",
     ["A4", "B4", "D4"]),
    ("one column east", QUAD, "", "Ana:f Bo:m", "Bo=C3", 'clue("Ana",1,offset_person(east,1,"Bo")).', "",
     ["D1", "D2", "D4"]),
    ("three columns west: off the board", QUAD, "", "Ana:f Bo:m", "Bo=C3",
     'clue("Ana",1,offset_person(west,3,"Bo")).', "", []),
    ("not two rows north", QUAD, "", "Ana:f Bo:m", "Bo=C3", 'clue_not("Ana",1,offset_person(north,2,"Bo")).',
     "", ["A2", "A4", "B2", "B4", "D2", "D4"]),
    # ---- directions from people of a gender
    ("east of some man", QUAD, "", "Ana:f Bo:m Cy:m", "Bo=C3 Cy=A2", 'clue("Ana",1,dir_gender(east,m,some)).',
     "", ["B1", "B4", "D1", "D4"]),
    ("east of every man", QUAD, "", "Ana:f Bo:m Cy:m", "Bo=C3 Cy=A2",
     'clue("Ana",1,dir_gender(east,m,every)).', "", ["D1", "D4"]),
    ("not east of every man", QUAD, "", "Ana:f Bo:m Cy:m", "Bo=C3 Cy=A2",
     'clue_not("Ana",1,dir_gender(east,m,every)).', "", ["B1", "B4"]),
    ("every other woman: there is none", QUAD, "", "Ana:f Bo:m Cy:m", "Bo=C3 Cy=A2",
     'clue("Ana",1,dir_gender(north,f,every)).', "", []),
    ("not north of every other woman: there is none", QUAD, "", "Ana:f Bo:m Cy:m", "Bo=C3 Cy=A2",
     'clue_not("Ana",1,dir_gender(north,f,every)).', "", ["B1", "B4", "D1", "D4"]),
    ("north of some other woman: never herself", QUAD, "", "Ana:f Bo:m", "Bo=C3",
     'clue("Ana",1,dir_gender(north,f,some)).', "", []),
    # ---- objects in lines; the own cell counts; qualifiers
    ("same row as a plant", QUAD, "A1=plant C2=plant", "Ana:f", "",
     'clue("Ana",1,same_line_object(row,"plant",any)).', "", ["A2", "B1", "B2", "C1", "D1", "D2"]),
    ("not in the same row as a plant", QUAD, "A1=plant C2=plant", "Ana:f", "",
     'clue_not("Ana",1,same_line_object(row,"plant",any)).', "",
     ["A3", "A4", "B3", "B4", "C3", "C4", "D3", "D4"]),
    ("same column as a plant of her room", QUAD, "A1=plant C2=plant", "Ana:f", "",
     'clue("Ana",1,same_line_object(column,"plant",same_room)).', "", ["A2", "C1"]),
    ("same column as a plant of another room", QUAD, "A1=plant C2=plant", "Ana:f", "",
     'clue("Ana",1,same_line_object(column,"plant",other_room)).', "", ["A3", "A4", "C3", "C4"]),
    ("row or column of a chair, her own included", QUAD, "D4=chair", "Ana:f", "",
     'clue("Ana",1,same_line_object(row_or_column,"chair",any)).', "",
     ["A4", "B4", "C4", "D1", "D2", "D3", "D4"]),
    # ---- directions from objects
    ("north of a plant", QUAD, "B2=plant D3=plant", "Ana:f", "",
     'clue("Ana",1,dir_object(north,"plant",some,any)).', "", ["A1", "A2", "B1", "C1", "C2", "D1", "D2"]),
    ("north of every plant", QUAD, "B2=plant D3=plant", "Ana:f", "",
     'clue("Ana",1,dir_object(north,"plant",every,any)).', "", ["A1", "B1", "C1", "D1"]),
    ("north of every plant in another room", QUAD, "B2=plant D3=plant", "Ana:f", "",
     'clue("Ana",1,dir_object(north,"plant",every,other_room)).', "", ["A1", "A2", "B1", "C1", "D1"]),
    ("north of a plant in her room", QUAD, "B2=plant D3=plant", "Ana:f", "",
     'clue("Ana",1,dir_object(north,"plant",some,same_room)).', "", ["A1", "B1"]),
    ("southeast of a plant", QUAD, "B2=plant D3=plant", "Ana:f", "",
     'clue("Ana",1,dir_object(southeast,"plant",some,any)).', "", ["C3", "C4", "D4"]),
    ("every needs at least one", QUAD, "B2=plant", "Ana:f", "",
     'clue("Ana",1,dir_object(north,"statue",every,any)).', "", []),
    ("not north of every statue: there is none", QUAD, "B2=plant", "Ana:f", "",
     'clue_not("Ana",1,dir_object(north,"statue",every,any)). clue("Ana",2,row(1)).', "",
     ["A1", "B1", "C1", "D1"]),
    ("not north of a plant", QUAD, "B2=plant D3=plant", "Ana:f", "",
     'clue_not("Ana",1,dir_object(north,"plant",some,any)).', "", ["A3", "A4", "B3", "B4", "C3", "C4", "D4"]),
    ("north of the plant in D3", QUAD, "B2=plant D3=plant", "Ana:f", "",
     'clue("Ana",1,dir_object_at(north,"plant",3,4)).', "", ["A1", "A2", "B1", "C1", "C2", "D1", "D2"]),
    ("not west of the plant in D3", QUAD, "B2=plant D3=plant", "Ana:f", "",
     'clue_not("Ana",1,dir_object_at(west,"plant",3,4)).', "", ["D1", "D2", "D4"]),
    ("directly north of a plant: the cell below, same room", QUAD, "B2=plant C3=chair", "Ana:f", "",
     'clue("Ana",1,dir_object_adj(north,"plant")).', "", ["B1"]),
    ("directly south of a plant: across a wall", QUAD, "B2=plant C3=chair", "Ana:f", "",
     'clue("Ana",1,dir_object_adj(south,"plant")).', "", []),
    ("directly west of a plant", QUAD, "B2=plant C3=chair", "Ana:f", "",
     'clue("Ana",1,dir_object_adj(west,"plant")).', "", ["A2"]),
    ("directly south of a chair", QUAD, "B2=plant C3=chair", "Ana:f", "",
     'clue("Ana",1,dir_object_adj(south,"chair")).', "", ["C4"]),
    ("not directly north of a plant", QUAD, "B2=plant", "Ana:f", "",
     'clue_not("Ana",1,dir_object_adj(north,"plant")). clue("Ana",2,room("A")).', "", ["A1", "A2"]),
    # ---- what the room holds
    ("a plant in her room", QUAD, "B2=plant", "Ana:f", "", 'clue("Ana",1,room_has("plant")).', "",
     ["A1", "A2", "B1"]),
    ("a chair in her room: her own", QUAD, "B2=chair", "Ana:f", "",
     'clue("Ana",1,room_has("chair")). clue("Ana",2,column(2)).', "", ["B1", "B2"]),
    ("no plant in her room", QUAD, "B2=plant", "Ana:f", "",
     'clue_not("Ana",1,room_has("plant")). clue("Ana",2,row(1)).', "", ["C1", "D1"]),
    # ---- who else is in the room
    ("a man in her room", BIG_A, "", "Ana:f Bo:m Cy:m", "Bo=A1 Cy=B2",
     'clue("Ana",1,gender_in_room(m,at_least,1)).', "", ["C3"]),
    ("no man in her room", BIG_A, "", "Ana:f Bo:m Cy:m", "Bo=A1 Cy=B2",
     'clue_not("Ana",1,gender_in_room(m,at_least,1)).', "", ["C4", "D3", "D4"]),
    ("exactly two men in her room", BIG_A, "", "Ana:f Bo:m Cy:m", "Bo=A1 Cy=B2",
     'clue("Ana",1,gender_in_room(m,exactly,2)).', "", ["C3"]),
    ("exactly one man in her room", BIG_A, "", "Ana:f Bo:m Cy:m", "Bo=A1 Cy=B2",
     'clue("Ana",1,gender_in_room(m,exactly,1)).', "", []),
    ("another woman: never herself", BIG_A, "", "Ana:f Bo:m Cy:m", "Bo=A1 Cy=B2",
     'clue("Ana",1,gender_in_room(f,at_least,1)).', "", []),
    ("room size counts the speaker", BIG_A, "", "Ana:f Bo:m Cy:m", "Bo=A1 Cy=B2",
     'clue("Ana",1,room_size(3)).', "", ["C3"]),
    ("room of one", BIG_A, "", "Ana:f Bo:m Cy:m", "Bo=A1 Cy=B2", 'clue("Ana",1,room_size(1)).', "",
     ["C4", "D3", "D4"]),
    ("not a room of one", BIG_A, "", "Ana:f Bo:m Cy:m", "Bo=A1 Cy=B2", 'clue_not("Ana",1,room_size(1)).', "",
     ["C3"]),
    ("alone with two men", BIG_A, "", "Ana:f Bo:m Cy:m", "Bo=A1 Cy=B2",
     'clue("Ana",1,alone_with_gender(m,2)).', "", ["C3"]),
    ("alone with a man: there are two", BIG_A, "", "Ana:f Bo:m Cy:m", "Bo=A1 Cy=B2",
     'clue("Ana",1,alone_with_gender(m,1)).', "", []),
    ("alone with a man: a woman too", BIG_A, "", "Ana:f Bo:m Cy:f", "Bo=A1 Cy=B2",
     'clue("Ana",1,alone_with_gender(m,1)).', "", []),
    ("not alone with a man", BIG_A, "", "Ana:f Bo:m Cy:f", "Bo=A1 Cy=B2",
     'clue_not("Ana",1,alone_with_gender(m,1)).', "", ["C3", "C4", "D3", "D4"]),
    ("the victim counts: alone with a man", QUAD, "", "Ana:f Bo:m", "Bo=B2",
     'clue("Ana",1,alone_with_gender(m,1)). clue("Bo",1,victim).', "", ["A1"]),
    ("someone else on a chair in her room", BIG_A, "B2=chair", "Ana:f Bo:m Cy:m", "Bo=B2 Cy=D1",
     'clue("Ana",1,room_person(anyone,on("chair"))).', "", ["A3", "C3"]),
    ("a woman on a chair in her room", BIG_A, "B2=chair", "Ana:f Bo:m Cy:m", "Bo=B2 Cy=D1",
     'clue("Ana",1,room_person(f,on("chair"))).', "", []),
    ("nobody else on a chair in her room", BIG_A, "B2=chair", "Ana:f Bo:m Cy:m", "Bo=B2 Cy=D1",
     'clue_not("Ana",1,room_person(anyone,on("chair"))).', "", ["A4", "C4"]),
    ("someone else at a wall in her room: B2 is none", BIG_A, "B2=chair", "Ana:f Bo:m Cy:m", "Bo=B2 Cy=D1",
     'clue("Ana",1,room_person(m,at_wall)).', "", []),
    ("someone else in a corner: not herself", BIG_A, "", "Ana:f Bo:m Cy:m", "Bo=B2 Cy=D1",
     'clue("Ana",1,room_person(anyone,corner)). clue("Ana",2,corner).', "", []),
    ("a man beside a window in her room", QUAD, "", "Ana:f Bo:m", "Bo=B2",
     'clue("Ana",1,room_person(m,window)).', "window(2,2,s).", ["A1"]),
    # ---- either / neither
    ("either of two rooms", QUAD, "", "Ana:f", "", 'clue("Ana",1,either(room("A"),room("D"))).', "",
     ["A1", "A2", "B1", "B2", "C3", "C4", "D3", "D4"]),
    ("neither of two rooms", QUAD, "", "Ana:f", "", 'clue_not("Ana",1,either(room("A"),room("D"))).', "",
     ["A3", "A4", "B3", "B4", "C1", "C2", "D1", "D2"]),
    ("either the first or the last row", QUAD, "", "Ana:f", "",
     'clue("Ana",1,either(row(1),row(4))). clue("Ana",2,column(1)).', "", ["A1", "A4"]),
    ("either on a chair or next to a plant", QUAD, "A1=chair D4=plant", "Ana:f", "",
     'clue("Ana",1,either(on("chair"),next_to("plant"))).', "", ["A1", "C4", "D3"]),
    ("neither column 1 nor on a chair", QUAD, "B1=chair", "Ana:f", "",
     'clue_not("Ana",1,either(column(1),on("chair"))). clue("Ana",2,row(1)).', "", ["C1", "D1"]),
]


@pytest.mark.parametrize("rows, objects, who, pinned, clues, extra, expected",
                         [r[1:] for r in ROWS], ids=[r[0] for r in ROWS])
def test_kind(rows, objects, who, pinned, clues, extra, expected):
    assert where(rows, objects, who, pinned, clues, extra) == expected


# ---- scene sentences: true or false of one placement ---------------------------------------

# Ana and Di (women) on the chairs A1 and D4; Bo in room A, Cy in room D; rooms B and C empty.
SCENE_PEOPLE = "Ana:f Bo:m Cy:m Di:f"
SCENE_PINNED = "Ana=A1 Bo=B2 Cy=C3 Di=D4"

SCENE = [
    # (scene facts, holds?)
    ("count(people,exactly,2,on(\"chair\"))", True),
    ("count(people,exactly,1,on(\"chair\"))", False),
    ("count(f,exactly,2,on(\"chair\"))", True),
    ("count(m,exactly,0,on(\"chair\"))", True),
    ("count(people,at_least,3,on(\"chair\"))", False),
    ("count(people,at_most,2,on(\"chair\"))", True),
    ("count(f,all,0,on(\"chair\"))", True),
    ("count(people,all,0,on(\"chair\"))", False),
    ("count(m,all,0,room(\"A\"))", False),
    ("count(people,exactly,2,room(\"A\"))", True),
    ("count(people,exactly,0,next_to(\"chair\"))", True),      # Bo on B2 touches the chair C2 across a wall
    ("count(people,exactly,4,corner)", True),
    ("count(people,exactly,4,at_wall)", True),
    ("count(people,exactly,1,window)", True),                  # window(1,1,n): Ana
    ("count(people,exactly,0,door)", True),
    ("empty_rooms(exactly,2)", True),
    ("empty_rooms(at_most,1)", False),
    ("empty_rooms(exactly,0)", False),
    ("every_room(at_most,2)", True),
    ("every_room(at_least,1)", False),
    ("every_room(not_exactly,1)", True),
    ("every_room(not_exactly,0)", False),
    ("every_room(exactly,2)", False),
]


@pytest.mark.parametrize("term, holds", SCENE)
@pytest.mark.parametrize("negated", [False, True])
def test_scene(term, holds, negated):
    facts = "\n".join([board(QUAD, "A1=chair D4=chair C2=chair"), people(SCENE_PEOPLE), pin(SCENE_PINNED),
                       "window(1,1,n).", f"{'scene_not' if negated else 'scene'}(1,{term})."])
    assert len(answer_sets(facts)) == (1 if holds != negated else 0)


def test_count_all_when_there_are_none():
    # two women: "every man was on a chair" holds, there being no man
    facts = "\n".join([board(QUAD, "A1=chair"), people("Ana:f Di:f"), pin("Ana=A1 Di=D4"),
                       'scene(1,count(m,all,0,on("chair"))).'])
    assert len(answer_sets(facts)) == 1
