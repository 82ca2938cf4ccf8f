"""English sentences of clue-language-2.md: every form and its negation, with the facts they give."""

from __future__ import annotations

import pytest
from sentencehelp import check_accepted, check_refused, check_scene

ACCEPTED = [
    ("f", "She was not north of any man.", ["clue_not(1,dir_gender(north,m,some))"]),
    ("f", "She wasn't south of any other woman.", ["clue_not(1,dir_gender(south,f,some))"]),
    ("f", "There wasn't any man in her room.", ["clue_not(1,gender_in_room(m,at_least,1))"]),
    # (speaker gender, card, facts)
    # at_wall, windows, doors
    ("f", "She was beside a wall.", ["clue(1,at_wall)"]),
    ("f", "She was next to a wall.", ["clue(1,at_wall)"]),
    ("m", "He was against a wall.", ["clue(1,at_wall)"]),
    ("f", "Ana was standing against a wall.", ["clue(1,at_wall)"]),
    ("f", "She was not beside a wall.", ["clue_not(1,at_wall)"]),
    ("f", "She wasn't next to a wall.", ["clue_not(1,at_wall)"]),
    ("f", "She was beside no wall.", ["clue_not(1,at_wall)"]),
    ("m", "He was beside a window.", ["clue(1,next_to_window)"]),
    ("m", "He was next to a window", ["clue(1,next_to_window)"]),
    ("m", "He was not next to a window.", ["clue_not(1,next_to_window)"]),
    ("f", "She was next to a door.", ["clue(1,next_to_door)"]),
    ("f", "She was beside no door.", ["clue_not(1,next_to_door)"]),
    ("f", "She sat next to a window.", ["clue(1,next_to_window)"]),
    ("f", "She stood against the wall.", ["clue(1,at_wall)"]),
    ("m", "He was by a door.", ["clue(1,next_to_door)"]),
    ("f", "She was next to the window.", ["clue(1,next_to_window)"]),
    ("f", "She was in front of a window.", ["clue(1,next_to_window)"]),
    ("f", "She was up against a wall.", ["clue(1,at_wall)"]),
    # unique
    ("f", "She was the only person on a carpet.", ['clue(1,unique(on("carpet")))']),
    ("f", "She was the only one sitting on a chair.", ['clue(1,unique(on("chair")))']),
    ("m", "He was the only person next to a plant.", ['clue(1,unique(next_to("plant")))']),
    ("m", "He was the only person beside a window.", ["clue(1,unique(window))"]),
    ("f", "She was the only one next to a door.", ["clue(1,unique(door))"]),
    ("f", "She was not the only person on a bed.", ['clue_not(1,unique(on("bed")))']),
    ("f", "She wasn't the only one lying in a bed.", ['clue_not(1,unique(on("bed")))']),
    # not_alone (and alone in its new forms)
    ("f", "She was not alone in the room.", ["clue_not(1,alone)"]),
    ("f", "She wasn't alone.", ["clue_not(1,alone)"]),
    ("m", "He was not alone in his room.", ["clue_not(1,alone)"]),
    ("f", "There was someone else in her room.", ["clue_not(1,alone)"]),
    ("f", "There was nobody else in her room.", ["clue(1,alone)"]),
    ("f", "She was alone.", ["clue(1,alone)"]),
    # same_room, alone_with
    ("f", "She was in the same room as Bruno.", ['clue(1,same_room("Bruno"))']),
    ("f", "She was with Bruno.", ['clue(1,same_room("Bruno"))']),
    ("f", "She was with darío.", ['clue(1,same_room("Darío"))']),
    ("f", "She was not in the same room as Bruno.", ['clue_not(1,same_room("Bruno"))']),
    ("f", "She wasn't with Felix.", ['clue_not(1,same_room("Félix"))']),
    ("f", "She was in a different room from Bruno.", ['clue_not(1,same_room("Bruno"))']),
    ("m", "He was in a different room than Carla.", ['clue_not(1,same_room("Carla"))']),
    ("f", "She shared a room with Bruno.", ['clue(1,same_room("Bruno"))']),
    ("f", "She didn't share a room with Bruno.", ['clue_not(1,same_room("Bruno"))']),
    ("f", "Bruno was in her room.", ['clue(1,same_room("Bruno"))']),
    ("m", "Carla was not in his room.", ['clue_not(1,same_room("Carla"))']),
    ("f", "She and Bruno were in different rooms.", ['clue_not(1,same_room("Bruno"))']),
    ("f", "She was alone with Bruno.", ['clue(1,alone_with("Bruno"))']),
    ("f", "She was alone in a room with Bruno.", ['clue(1,alone_with("Bruno"))']),
    ("f", "She was not alone with Bruno.", ['clue_not(1,alone_with("Bruno"))']),
    # compounds: two clues
    ("f", "She was in the Kitchen with Bruno.", ['clue(1,room("A"))', 'clue(2,same_room("Bruno"))']),
    ("f", "She was on the Terrace with Carla.", ['clue(1,room("D"))', 'clue(2,same_room("Carla"))']),
    ("f", "She was with Bruno in the Kitchen.", ['clue(1,room("A"))', 'clue(2,same_room("Bruno"))']),
    ("m", "He was alone in the Dining Room.", ['clue(1,room("C"))', "clue(2,alone)"]),
    ("m", "He was alone in St. James's Hall.", ['clue(1,room("E"))', "clue(2,alone)"]),
    # dir_person
    ("f", "She was north of Bruno.", ['clue(1,dir_person(north,"Bruno"))']),
    ("f", "She was to the south of Bruno.", ['clue(1,dir_person(south,"Bruno"))']),
    ("f", "She was north-east of Bruno.", ['clue(1,dir_person(northeast,"Bruno"))']),
    ("f", "She was north east of Bruno.", ['clue(1,dir_person(northeast,"Bruno"))']),
    ("f", "She was southwest of Bruno.", ['clue(1,dir_person(southwest,"Bruno"))']),
    ("f", "She was to the west of Darío.", ['clue(1,dir_person(west,"Darío"))']),
    ("f", "She was somewhere north of Bruno.", ['clue(1,dir_person(north,"Bruno"))']),
    ("f", "She was further north than Bruno.", ['clue(1,dir_person(north,"Bruno"))']),
    ("f", "She was located north of Bruno.", ['clue(1,dir_person(north,"Bruno"))']),
    ("f", "She was seated next to a window.", ["clue(1,next_to_window)"]),
    ("f", "She was not north of Bruno.", ['clue_not(1,dir_person(north,"Bruno"))']),
    ("f", "She wasn't to the east of Bruno.", ['clue_not(1,dir_person(east,"Bruno"))']),
    # offset_person
    ("f", "She was exactly 2 rows north of Bruno.", ['clue(1,offset_person(north,2,"Bruno"))']),
    ("f", "She was two rows south of Bruno.", ['clue(1,offset_person(south,2,"Bruno"))']),
    ("f", "She was one row above Bruno.", ['clue(1,offset_person(north,1,"Bruno"))']),
    ("f", "She was 3 rows below Bruno.", ['clue(1,offset_person(south,3,"Bruno"))']),
    ("f", "She was one column east of Bruno.", ['clue(1,offset_person(east,1,"Bruno"))']),
    ("f", "She was exactly two columns to the left of Bruno.", ['clue(1,offset_person(west,2,"Bruno"))']),
    ("f", "She was not exactly one column west of Bruno.", ['clue_not(1,offset_person(west,1,"Bruno"))']),
    # dir_gender
    ("f", "She was north of a man.", ["clue(1,dir_gender(north,m,some))"]),
    ("f", "She was north of another woman.", ["clue(1,dir_gender(north,f,some))"]),
    ("m", "He was to the west of a woman.", ["clue(1,dir_gender(west,f,some))"]),
    ("m", "He was south of another man.", ["clue(1,dir_gender(south,m,some))"]),
    ("f", "She was not north of a man.", ["clue_not(1,dir_gender(north,m,some))"]),
    ("f", "She was north of no man.", ["clue_not(1,dir_gender(north,m,some))"]),
    ("f", "She was south of every man.", ["clue(1,dir_gender(south,m,every))"]),
    ("f", "She was south of every other woman.", ["clue(1,dir_gender(south,f,every))"]),
    ("f", "She was south of all the men.", ["clue(1,dir_gender(south,m,every))"]),
    ("m", "He was east of all other men.", ["clue(1,dir_gender(east,m,every))"]),
    ("m", "He was not east of every woman.", ["clue_not(1,dir_gender(east,f,every))"]),
    # same_line_object
    ("f", "She was in the same row as a plant.", ['clue(1,same_line_object(row,"plant",any))']),
    ("f", "She was in the same column as a bed.", ['clue(1,same_line_object(column,"bed",any))']),
    (
        "f",
        "She was in the same row or column as an armchair.",
        ['clue(1,same_line_object(row_or_column,"armchair",any))'],
    ),
    ("f", "She was in the same row as a plant in her room.", ['clue(1,same_line_object(row,"plant",same_room))']),
    ("m", "He was in the same row as a plant in his room.", ['clue(1,same_line_object(row,"plant",same_room))']),
    ("f", "She was in the same row as a plant in another room.", ['clue(1,same_line_object(row,"plant",other_room))']),
    (
        "f",
        "She was in the same column as a tree in a different room.",
        ['clue(1,same_line_object(column,"tree",other_room))'],
    ),
    ("f", "There was a plant in her row.", ['clue(1,same_line_object(row,"plant",any))']),
    (
        "f",
        "There was no plant in her column in another room.",
        ['clue_not(1,same_line_object(column,"plant",other_room))'],
    ),
    ("f", "She was not in the same row as a plant.", ['clue_not(1,same_line_object(row,"plant",any))']),
    ("f", "She was in the same row as no plant.", ['clue_not(1,same_line_object(row,"plant",any))']),
    # dir_object
    ("f", "She was north of a plant.", ['clue(1,dir_object(north,"plant",some,any))']),
    ("f", "She was to the south of a bed in her room.", ['clue(1,dir_object(south,"bed",some,same_room))']),
    ("f", "She was north of every plant.", ['clue(1,dir_object(north,"plant",every,any))']),
    ("f", "She was north of every plant in another room.", ['clue(1,dir_object(north,"plant",every,other_room))']),
    ("f", "She was not west of a tree.", ['clue_not(1,dir_object(west,"tree",some,any))']),
    ("f", "She wasn't south-east of every bed.", ['clue_not(1,dir_object(southeast,"bed",every,any))']),
    # dir_object_at
    ("f", "She was north of the plant in D3.", ['clue(1,dir_object_at(north,"plant",3,4))']),
    ("f", "She was to the east of the bed at A5.", ['clue(1,dir_object_at(east,"bed",5,1))']),
    ("f", "She was south of the carpet on b2.", ['clue(1,dir_object_at(south,"carpet",2,2))']),
    ("f", "She was not north of the plant in D3.", ['clue_not(1,dir_object_at(north,"plant",3,4))']),
    # dir_object_adj
    ("f", "She was directly north of a plant.", ['clue(1,dir_object_adj(north,"plant"))']),
    ("f", "She was directly west of a bed.", ['clue(1,dir_object_adj(west,"bed"))']),
    ("f", "She was right south of a table.", ['clue(1,dir_object_adj(south,"table"))']),
    ("f", "She was not directly east of a plant.", ['clue_not(1,dir_object_adj(east,"plant"))']),
    # room_has
    ("f", "There was a bed in her room.", ['clue(1,room_has("bed"))']),
    ("m", "There was an armchair in his room.", ['clue(1,room_has("armchair"))']),
    ("f", "In her room there was a plant.", ['clue(1,room_has("plant"))']),
    ("f", "In her room, there was a plant.", ['clue(1,room_has("plant"))']),
    ("f", "Her room had a bed.", ['clue(1,room_has("bed"))']),
    ("f", "There was a bed in Ana's room.", ['clue(1,room_has("bed"))']),
    ("m", "Bruno's room had a sofa.", ['clue(1,room_has("sofa"))']),
    ("f", "There was no bed in her room.", ['clue_not(1,room_has("bed"))']),
    ("f", "There wasn't a bed in her room.", ['clue_not(1,room_has("bed"))']),
    ("f", "Her room had no bed.", ['clue_not(1,room_has("bed"))']),
    ("m", "His room didn't have a sofa.", ['clue_not(1,room_has("sofa"))']),
    # gender_in_room
    ("f", "There was a man in her room.", ["clue(1,gender_in_room(m,at_least,1))"]),
    ("f", "There was another woman in her room.", ["clue(1,gender_in_room(f,at_least,1))"]),
    ("m", "There was a woman in his room.", ["clue(1,gender_in_room(f,at_least,1))"]),
    ("m", "In his room there was another man.", ["clue(1,gender_in_room(m,at_least,1))"]),
    ("f", "There was no man in her room.", ["clue_not(1,gender_in_room(m,at_least,1))"]),
    ("f", "There was no other woman in her room.", ["clue_not(1,gender_in_room(f,at_least,1))"]),
    ("f", "There wasn't a man in her room.", ["clue_not(1,gender_in_room(m,at_least,1))"]),
    ("f", "A man was in her room.", ["clue(1,gender_in_room(m,at_least,1))"]),
    ("f", "No man was in her room.", ["clue_not(1,gender_in_room(m,at_least,1))"]),
    ("f", "Another woman was in her room.", ["clue(1,gender_in_room(f,at_least,1))"]),
    ("f", "She was in the same room as a man.", ["clue(1,gender_in_room(m,at_least,1))"]),
    ("f", "She was not in the same room as another woman.", ["clue_not(1,gender_in_room(f,at_least,1))"]),
    ("f", "There were exactly 2 men in her room.", ["clue(1,gender_in_room(m,exactly,2))"]),
    ("f", "There were at least two men in her room.", ["clue(1,gender_in_room(m,at_least,2))"]),
    ("f", "There was exactly one man in her room.", ["clue(1,gender_in_room(m,exactly,1))"]),
    ("f", "There were exactly 2 other women in her room.", ["clue(1,gender_in_room(f,exactly,2))"]),
    ("m", "There was exactly one other man in his room.", ["clue(1,gender_in_room(m,exactly,1))"]),
    ("f", "There were not exactly 2 men in her room.", ["clue_not(1,gender_in_room(m,exactly,2))"]),
    # room_size
    ("f", "There were exactly 3 people in her room, including her.", ["clue(1,room_size(3))"]),
    ("f", "There were 3 people in her room.", ["clue(1,room_size(3))"]),
    ("m", "There were exactly two people in his room, including him.", ["clue(1,room_size(2))"]),
    ("f", "There was exactly one person in her room.", ["clue(1,room_size(1))"]),
    ("f", "Her room held 3 people, including her.", ["clue(1,room_size(3))"]),
    ("f", "She was in a room with two other people.", ["clue(1,room_size(3))"]),
    ("f", "She shared her room with exactly one other person.", ["clue(1,room_size(2))"]),
    ("f", "There were not exactly 3 people in her room.", ["clue_not(1,room_size(3))"]),
    # alone_with_gender
    ("f", "She was alone with a man.", ["clue(1,alone_with_gender(m,1))"]),
    ("f", "She was alone with another woman.", ["clue(1,alone_with_gender(f,1))"]),
    ("m", "He was alone with a woman.", ["clue(1,alone_with_gender(f,1))"]),
    ("m", "He was alone with 2 women.", ["clue(1,alone_with_gender(f,2))"]),
    ("f", "She was alone with two other women.", ["clue(1,alone_with_gender(f,2))"]),
    ("f", "She was alone in the room with a man.", ["clue(1,alone_with_gender(m,1))"]),
    ("f", "She was not alone with a man.", ["clue_not(1,alone_with_gender(m,1))"]),
    # room_person
    ("f", "There was someone else on a chair in her room.", ['clue(1,room_person(anyone,on("chair")))']),
    ("f", "There was another person next to a plant in her room.", ['clue(1,room_person(anyone,next_to("plant")))']),
    ("f", "There was a man in a corner in her room.", ["clue(1,room_person(m,corner))"]),
    ("f", "There was another woman beside a window in her room.", ["clue(1,room_person(f,window))"]),
    ("f", "In her room there was a man against a wall.", ["clue(1,room_person(m,at_wall))"]),
    ("m", "There was somebody else next to a door in his room.", ["clue(1,room_person(anyone,door))"]),
    ("f", "There was nobody else beside a window in her room.", ["clue_not(1,room_person(anyone,window))"]),
    ("f", "There was no one else on a chair in her room.", ['clue_not(1,room_person(anyone,on("chair")))']),
    ("f", "There wasn't anyone else on a chair in her room.", ['clue_not(1,room_person(anyone,on("chair")))']),
    ("f", "There was no man in a corner in her room.", ["clue_not(1,room_person(m,corner))"]),
    # either / neither
    ("f", "She was in the Kitchen or the Hall.", ['clue(1,either(room("A"),room("B")))']),
    ("f", "She was either in the Kitchen or in the Hall.", ['clue(1,either(room("A"),room("B")))']),
    ("f", "She was in the top row or the bottom row.", ["clue(1,either(row(1),row(6)))"]),
    ("f", "She was on a chair or a sofa.", ['clue(1,either(on("chair"),on("sofa")))']),
    ("f", "She was next to a plant or next to a bed.", ['clue(1,either(next_to("plant"),next_to("bed")))']),
    ("f", "She was in either the Kitchen or the Hall.", ['clue(1,either(room("A"),room("B")))']),
    ("f", "She was neither on a chair nor on a sofa.", ['clue_not(1,either(on("chair"),on("sofa")))']),
    ("f", "She was neither in the Kitchen nor in the Hall.", ['clue_not(1,either(room("A"),room("B")))']),
    # with other sentences on the card
    (
        "f",
        "She was in the Kitchen. She was north of Bruno. She was on a chair.",
        ['clue(1,room("A"))', 'clue(2,dir_person(north,"Bruno"))', 'clue(3,on("chair"))'],
    ),
    # author-style variants (kinds-sentences probing)
    ("f", "She was north of all the plants.", ['clue(1,dir_object(north,"plant",every,any))']),
    ("f", "She was north of all plants in her room.", ['clue(1,dir_object(north,"plant",every,same_room))']),
    ("m", "He was east of all of the beds.", ['clue(1,dir_object(east,"bed",every,any))']),
    ("f", "There were two men in her room.", ["clue(1,gender_in_room(m,exactly,2))"]),
    ("f", "There were two other women in her room.", ["clue(1,gender_in_room(f,exactly,2))"]),
    # author-style variants (kinds-sentences probing)
    ("f", "She was above Bruno.", ['clue(1,dir_person(north,"Bruno"))']),
    ("f", "She was not below Bruno.", ['clue_not(1,dir_person(south,"Bruno"))']),
    ("f", "She was to the left of Bruno.", ['clue(1,dir_person(west,"Bruno"))']),
    ("f", "She was higher up than Bruno.", ['clue(1,dir_person(north,"Bruno"))']),
    ("f", "She was further left than Bruno.", ['clue(1,dir_person(west,"Bruno"))']),
    ("f", "She was two rows above Bruno.", ['clue(1,offset_person(north,2,"Bruno"))']),
    ("f", "She was in Bruno's room.", ['clue(1,same_room("Bruno"))']),
    ("f", "She was not in Bruno's room.", ['clue_not(1,same_room("Bruno"))']),
    ("f", "She was in the same room with Bruno.", ['clue(1,same_room("Bruno"))']),
    ("f", "She and Bruno were in the same room.", ['clue(1,same_room("Bruno"))']),
    ("f", "She and Bruno were not in the same room.", ['clue_not(1,same_room("Bruno"))']),
    ("f", "She was right next to a window.", ["clue(1,next_to_window)"]),
    ("f", "She was standing right beside the door.", ["clue(1,next_to_door)"]),
    # author-style variants (kinds-sentences probing)
    ("f", "She was somewhere to the north of Bruno.", ['clue(1,dir_person(north,"Bruno"))']),
    ("f", "She was north of at least one man.", ["clue(1,dir_gender(north,m,some))"]),
    (
        "f",
        "She was in the same row or the same column as a plant.",
        ['clue(1,same_line_object(row_or_column,"plant",any))'],
    ),
    ("f", "She was in the same row as the plant.", ['clue(1,same_line_object(row,"plant",any))']),
    ("f", "She was north of the plant.", ['clue(1,dir_object(north,"plant",some,any))']),
    ("f", "She was somewhere north of a plant.", ['clue(1,dir_object(north,"plant",some,any))']),
    ("f", "Her room had a bed in it.", ['clue(1,room_has("bed"))']),
    ("f", "Her room had three people in it.", ["clue(1,room_size(3))"]),
    ("f", "There was a man in a corner of her room.", ["clue(1,room_person(m,corner))"]),
    ("f", "There was nobody else in a corner of her room.", ["clue_not(1,room_person(anyone,corner))"]),
    ("f", "There was another woman in the corner of her room.", ["clue(1,room_person(f,corner))"]),
    # author-style variants (kinds-sentences probing)
    ("f", "She sat north of Bruno.", ['clue(1,dir_person(north,"Bruno"))']),
    ("m", "He stood in the same row as a plant.", ['clue(1,same_line_object(row,"plant",any))']),
    ("f", "She sat next to a window.", ["clue(1,next_to_window)"]),
    ("f", "She sat alone with Bruno.", ['clue(1,alone_with("Bruno"))']),
    ("m", "He lay in the same column as a bed.", ['clue(1,same_line_object(column,"bed",any))']),
    # author-style variants (kinds-sentences probing)
    ("f", "Someone else in her room was on a chair.", ['clue(1,room_person(anyone,on("chair")))']),
    ("f", "Nobody else in her room was on a chair.", ['clue_not(1,room_person(anyone,on("chair")))']),
    ("f", "A man in her room was next to a plant.", ['clue(1,room_person(m,next_to("plant")))']),
    ("m", "Another man in his room was in a corner.", ["clue(1,room_person(m,corner))"]),
    # author-style variants (kinds-sentences probing)
    ("f", "She was sitting north of Bruno.", ['clue(1,dir_person(north,"Bruno"))']),
    ("f", "She was seated in the same row as a plant.", ['clue(1,same_line_object(row,"plant",any))']),
    ("m", "He was standing alone with Carla.", ['clue(1,alone_with("Carla"))']),
]


@pytest.mark.parametrize("gender, text, facts", ACCEPTED)
def test_accepted(gender, text, facts):
    check_accepted("en", gender, text, facts)


SCENE = [
    ("Exactly one person was on a carpet.", ['scene(1,count(people,exactly,1,on("carpet")))']),
    ("At least 2 people were next to a plant.", ['scene(1,count(people,at_least,2,next_to("plant")))']),
    ("At most two men were in a corner.", ["scene(1,count(m,at_most,2,corner))"]),
    ("No more than 1 woman was beside a window.", ["scene(1,count(f,at_most,1,window))"]),
    ("There were exactly 2 people in the Kitchen.", ['scene(1,count(people,exactly,2,room("A")))']),
    ("There were not exactly 2 people in the Kitchen.", ['scene_not(1,count(people,exactly,2,room("A")))']),
    ("Nobody was in the Hall.", ['scene(1,count(people,exactly,0,room("B")))']),
    ("No one was beside a door.", ["scene(1,count(people,exactly,0,door))"]),
    ("There was nobody on a chair.", ['scene(1,count(people,exactly,0,on("chair")))']),
    ("No man was against a wall.", ["scene(1,count(m,exactly,0,at_wall))"]),
    ("Everyone was next to a plant.", ['scene(1,count(people,all,0,next_to("plant")))']),
    ("Every woman was on the Terrace.", ['scene(1,count(f,all,0,room("D")))']),
    ("Nobody sat on a chair.", ['scene(1,count(people,exactly,0,on("chair")))']),
    ("Exactly one person sat on a carpet.", ['scene(1,count(people,exactly,1,on("carpet")))']),
    ("All the people were in the Kitchen.", ['scene(1,count(people,all,0,room("A")))']),
    ("Every room had at least one person.", ["scene(1,every_room(at_least,1))"]),
    ("No room was empty.", ["scene(1,empty_rooms(exactly,0))"]),
    ("Every room was occupied.", ["scene(1,empty_rooms(exactly,0))"]),
    ("Every room had someone in it.", ["scene(1,empty_rooms(exactly,0))"]),
    ("Exactly one room was empty.", ["scene(1,empty_rooms(exactly,1))"]),
    ("At least 2 rooms were empty.", ["scene(1,empty_rooms(at_least,2))"]),
    ("Every room held at most 2 people.", ["scene(1,every_room(at_most,2))"]),
    ("Every room held exactly one person.", ["scene(1,every_room(exactly,1))"]),
    ("There was at least one person in every room.", ["scene(1,every_room(at_least,1))"]),
    ("Each room had at most 2 people in it.", ["scene(1,every_room(at_most,2))"]),
    ("No room held exactly 1 person.", ["scene(1,every_room(not_exactly,1))"]),
    ("No room held more than 3 people.", ["scene(1,every_room(at_most,3))"]),
    ("No room held fewer than 2 people.", ["scene(1,every_room(at_least,2))"]),
    (
        "No room was empty. Exactly one person was on a carpet.",
        ["scene(1,empty_rooms(exactly,0))", 'scene(2,count(people,exactly,1,on("carpet")))'],
    ),
    # author-style variants (kinds-sentences probing)
    ("Two people were in the Kitchen.", ['scene(1,count(people,exactly,2,room("A")))']),
    ("One person was on a chair.", ['scene(1,count(people,exactly,1,on("chair")))']),
    ("Two women were next to a plant.", ['scene(1,count(f,exactly,2,next_to("plant")))']),
    ("There were two people in the Hall.", ['scene(1,count(people,exactly,2,room("B")))']),
    ("There were not two people in the Hall.", ['scene_not(1,count(people,exactly,2,room("B")))']),
    ("There were no empty rooms.", ["scene(1,empty_rooms(exactly,0))"]),
    # author-style variants (kinds-sentences probing)
    ("Two rooms were empty.", ["scene(1,empty_rooms(exactly,2))"]),
    ("One room was empty.", ["scene(1,empty_rooms(exactly,1))"]),
    ("There were two empty rooms.", ["scene(1,empty_rooms(exactly,2))"]),
    ("Only one room was empty.", ["scene(1,empty_rooms(exactly,1))"]),
]


@pytest.mark.parametrize("text, facts", SCENE)
def test_scene(text, facts):
    check_scene("en", text, facts)


REFUSED = [
    ("f", "She was north of Bruno and Carla.", ["'Bruno and Carla' names two people or joins two"]),
    ("f", "She was north of any man.", ["'any man' in a sentence that is not negated"]),
    ("f", "She was in a corner of the board.", ["a corner of the board is no clue of the language"]),
    ("f", "She was the only person in the Kitchen.", ["'the only person' goes only with a place"]),
    ("f", "She was with two other women in the Hall.", ["'with k other men / women' is no clue"]),
    ("m", "He was in the Hall with 2 other men.", ["'with k other men / women' is no clue"]),
    # (speaker gender, card, error substrings in order)
    ("f", "She was north of Brunoo.", ["the case has no person named 'Brunoo'"]),
    ("f", "She was north of Ana.", ["'Ana' is the speaker"]),
    ("f", "She was with ANA.", ["'ANA' is the speaker"]),
    ("f", "She was north of a woman.", ["'a woman' on a woman's card: the speaker is a woman"]),
    ("m", "He was north of another woman.", ["'another woman' on a man's card (gender disagreement"]),
    ("f", "She was alone with a woman.", ["'a woman' on a woman's card"]),
    ("m", "There was a man in his room.", ["'a man' on a man's card"]),
    ("f", "There was a man in his room.", ["'his' on a woman's card (gender disagreement)"]),
    ("m", "He was south of every man.", ["'every man' on a man's card"]),
    ("f", "There were exactly 3 people in her room, including him.", ["', including him' on a woman's card"]),
    ("f", "She was not beside no wall.", ["a double negation"]),
    ("f", "She was exactly 7 rows north of Bruno.", ["an offset of 7 rows or columns on a 6x6 board"]),
    ("f", "She was exactly 6 rows north of Bruno.", ["an offset of 6 rows or columns on a 6x6 board"]),
    ("f", "There were exactly 8 men in her room.", ["the number 8 is above the 6 people"]),
    ("f", "She was north of the plant in C4.", ["the cell C4 holds no plant"]),
    ("f", "She was north of the plant in H2.", ["'H2' is not a cell of a 6x6 board"]),
    ("f", "She was not in the Kitchen or the Hall.", ["a negated choice is written 'neither ... nor ...'"]),
    ("f", "She was in the Kitchen or on a chair.", ["are not clues of one kind"]),
    ("f", "She was on a chair or not on a sofa.", ["a choice is between two positive clues"]),
    ("f", "She was in a corner or alone.", ["a choice is between two positive clues"]),
    ("f", "She was north of a plnt.", ["unknown object noun 'plnt'"]),
    ("f", "She was in the Kitchen with Brunoo.", ["the case has no person named 'Brunoo'"]),
    # no form: the first language's "matches nothing" message, quoting the sentence
    ("f", "She was the only person on no chair.", ["'She was the only person on no chair'"]),
    ("f", "She was two rows east of Bruno.", ["'She was two rows east of Bruno'"]),
    ("f", "She was directly northeast of a plant.", ["'She was directly northeast of a plant'"]),
    ("f", "There was a bed in Bruno's room.", ["'There was a bed in Bruno's room'"]),
    ("f", "She was with a man.", ["'She was with a man'"]),  # with_other's "exactly one"? refused
    ("f", "She was under a table.", ["'She was under a table'"]),
    # author-style refusals with a message that says why (kinds-sentences probing)
    ("f", "She was next to a window or a door.", ["'window' is none of these"]),
    (
        "f",
        "She was directly north of Bruno.",
        ["nobody is directly north, south, east or west of another person; write 'north of Bruno'"],
    ),
    ("m", "He was right above Carla.", ["write 'north of Carla'"]),
    ("f", "She was north of all the plant.", ["write the plural noun ('plants')"]),
]


@pytest.mark.parametrize("gender, text, errors", REFUSED)
def test_refused(gender, text, errors):
    check_refused("en", gender, text, errors)


SCENE_REFUSED = [
    ("Seven people were on a chair.", ["the number 7 is above the 6 people"]),  # exact, checked
    ("Exactly 7 people were on a chair.", ["the number 7 is above the 6 people"]),
    ("She was on a chair.", ["matches no accepted scene sentence"]),
    ("Exactly one person was in the Cellar.", ["the case has no room named 'Cellar'"]),
    # "not one" is none: never read as "not exactly one"
    ("There was not one person on a chair.", ["matches no accepted scene sentence"]),
    ("There was not one empty room.", ["matches no accepted scene sentence"]),
]


@pytest.mark.parametrize("text, errors", SCENE_REFUSED)
def test_scene_refused(text, errors):
    check_refused("en", "", text, errors, is_scene=True)
