"""Dutch sentences of clue-language-2.md: every form and its negation, with the facts they give."""

from __future__ import annotations

import pytest
from sentencehelp import check_accepted, check_refused, check_scene

ACCEPTED = [
    ("f", "Ze was ten noorden van geen enkele man.", ["clue_not(1,dir_gender(north,m,some))"]),
    ("f", "Er was geen enkele man in haar kamer.", ["clue_not(1,gender_in_room(m,at_least,1))"]),
    # (speaker gender, card, facts)
    # at_wall, windows, doors
    ("f", "Ze was naast een muur.", ["clue(1,at_wall)"]),
    ("f", "Zij stond tegen een muur.", ["clue(1,at_wall)"]),
    ("m", "Hij was bij een muur.", ["clue(1,at_wall)"]),
    ("m", "Bruno was naast een muur.", ["clue(1,at_wall)"]),
    ("f", "Ze was niet naast een muur.", ["clue_not(1,at_wall)"]),
    ("f", "Ze was naast geen muur.", ["clue_not(1,at_wall)"]),
    ("m", "Hij was naast een raam.", ["clue(1,next_to_window)"]),
    ("m", "Hij zat bij een raam.", ["clue(1,next_to_window)"]),
    ("m", "Hij was niet naast een raam.", ["clue_not(1,next_to_window)"]),
    ("f", "Ze was naast een deur.", ["clue(1,next_to_door)"]),
    ("f", "Ze was bij geen deur.", ["clue_not(1,next_to_door)"]),
    ("f", "Ze was naast de muur.", ["clue(1,at_wall)"]),
    ("f", "Ze zat bij het raam.", ["clue(1,next_to_window)"]),
    ("f", "Ze was voor een raam.", ["clue(1,next_to_window)"]),
    # unique
    ("f", "Ze was de enige op een tapijt.", ['clue(1,unique(on("carpet")))']),
    ("f", "Ze was de enige persoon op een stoel.", ['clue(1,unique(on("chair")))']),
    ("f", "Ze zat als enige op een stoel.", ['clue(1,unique(on("chair")))']),
    ("m", "Hij was de enige naast een plant.", ['clue(1,unique(next_to("plant")))']),
    ("m", "Hij was de enige bij een raam.", ["clue(1,unique(window))"]),
    ("f", "Ze was de enige naast een deur.", ["clue(1,unique(door))"]),
    ("f", "Ze was niet de enige op een bed.", ['clue_not(1,unique(on("bed")))']),
    # not_alone
    ("f", "Ze was niet alleen in de kamer.", ["clue_not(1,alone)"]),
    ("f", "Ze was niet alleen.", ["clue_not(1,alone)"]),
    ("m", "Hij was niet alleen in zijn kamer.", ["clue_not(1,alone)"]),
    ("f", "Er was iemand anders in haar kamer.", ["clue_not(1,alone)"]),
    ("f", "Er was niemand anders in haar kamer.", ["clue(1,alone)"]),
    # same_room, alone_with
    ("f", "Ze was in dezelfde kamer als Bruno.", ['clue(1,same_room("Bruno"))']),
    ("f", "Ze was samen met Bruno.", ['clue(1,same_room("Bruno"))']),
    ("f", "Ze was met dario.", ['clue(1,same_room("Darío"))']),
    ("f", "Ze was niet in dezelfde kamer als Bruno.", ['clue_not(1,same_room("Bruno"))']),
    ("f", "Ze was in een andere kamer dan Bruno.", ['clue_not(1,same_room("Bruno"))']),
    ("f", "Ze deelde een kamer met Bruno.", ['clue(1,same_room("Bruno"))']),
    ("f", "Ze deelde geen kamer met Bruno.", ['clue_not(1,same_room("Bruno"))']),
    ("f", "Bruno was in haar kamer.", ['clue(1,same_room("Bruno"))']),
    ("f", "Ze was alleen met Bruno.", ['clue(1,alone_with("Bruno"))']),
    ("f", "Ze was alleen in een kamer met Bruno.", ['clue(1,alone_with("Bruno"))']),
    ("f", "Ze was in dezelfde ruimte als Bruno.", ['clue(1,same_room("Bruno"))']),
    ("f", "Ze was niet alleen met Bruno.", ['clue_not(1,alone_with("Bruno"))']),
    # compounds: two clues
    ("f", "Ze was in de Keuken met Bruno.", ['clue(1,room("A"))', 'clue(2,same_room("Bruno"))']),
    ("f", "Ze was in de Keuken samen met Bruno.", ['clue(1,room("A"))', 'clue(2,same_room("Bruno"))']),
    ("f", "Ze was samen met Bruno op het Terras.", ['clue(1,room("D"))', 'clue(2,same_room("Bruno"))']),
    ("m", "Hij was alleen in de Tuin.", ['clue(1,room("C"))', "clue(2,alone)"]),
    ("m", "Hij was alleen in Opa's Kamer.", ['clue(1,room("E"))', "clue(2,alone)"]),
    # dir_person
    ("f", "Ze was ten noorden van Bruno.", ['clue(1,dir_person(north,"Bruno"))']),
    ("f", "Ze was ten zuiden van Bruno.", ['clue(1,dir_person(south,"Bruno"))']),
    ("f", "Ze was ten noordoosten van Bruno.", ['clue(1,dir_person(northeast,"Bruno"))']),
    ("f", "Ze was ten zuidwesten van Bruno.", ['clue(1,dir_person(southwest,"Bruno"))']),
    ("f", "Ze was ten westen van Darío.", ['clue(1,dir_person(west,"Darío"))']),
    ("f", "Ze was noordelijker dan Bruno.", ['clue(1,dir_person(north,"Bruno"))']),
    ("f", "Ze bevond zich ten noorden van Bruno.", ['clue(1,dir_person(north,"Bruno"))']),
    ("f", "Ze bevond zich niet naast een raam.", ["clue_not(1,next_to_window)"]),
    ("f", "Ze was niet ten noorden van Bruno.", ['clue_not(1,dir_person(north,"Bruno"))']),
    # offset_person
    ("f", "Ze was precies twee rijen ten noorden van Bruno.", ['clue(1,offset_person(north,2,"Bruno"))']),
    ("f", "Ze was 2 rijen ten zuiden van Bruno.", ['clue(1,offset_person(south,2,"Bruno"))']),
    ("f", "Ze was één rij ten noorden van Bruno.", ['clue(1,offset_person(north,1,"Bruno"))']),
    ("f", "Ze was drie kolommen ten oosten van Bruno.", ['clue(1,offset_person(east,3,"Bruno"))']),
    ("f", "Ze was precies 1 kolom ten westen van Bruno.", ['clue(1,offset_person(west,1,"Bruno"))']),
    ("f", "Ze was niet precies één kolom ten westen van Bruno.", ['clue_not(1,offset_person(west,1,"Bruno"))']),
    # dir_gender
    ("f", "Ze was ten noorden van een man.", ["clue(1,dir_gender(north,m,some))"]),
    ("f", "Ze was ten noorden van een andere vrouw.", ["clue(1,dir_gender(north,f,some))"]),
    ("m", "Hij was ten westen van een vrouw.", ["clue(1,dir_gender(west,f,some))"]),
    ("m", "Hij was ten zuiden van een andere man.", ["clue(1,dir_gender(south,m,some))"]),
    ("f", "Ze was niet ten noorden van een man.", ["clue_not(1,dir_gender(north,m,some))"]),
    ("f", "Ze was ten noorden van geen man.", ["clue_not(1,dir_gender(north,m,some))"]),
    ("f", "Ze was ten zuiden van elke man.", ["clue(1,dir_gender(south,m,every))"]),
    ("f", "Ze was ten zuiden van alle mannen.", ["clue(1,dir_gender(south,m,every))"]),
    ("f", "Ze was ten zuiden van elke andere vrouw.", ["clue(1,dir_gender(south,f,every))"]),
    ("m", "Hij was ten oosten van alle andere mannen.", ["clue(1,dir_gender(east,m,every))"]),
    ("m", "Hij was niet ten oosten van iedere vrouw.", ["clue_not(1,dir_gender(east,f,every))"]),
    # same_line_object
    ("f", "Ze was in dezelfde rij als een plant.", ['clue(1,same_line_object(row,"plant",any))']),
    ("f", "Ze was in dezelfde kolom als een bed.", ['clue(1,same_line_object(column,"bed",any))']),
    (
        "f",
        "Ze was in dezelfde rij of kolom als een fauteuil.",
        ['clue(1,same_line_object(row_or_column,"armchair",any))'],
    ),
    ("f", "Ze was in dezelfde rij als een plant in haar kamer.", ['clue(1,same_line_object(row,"plant",same_room))']),
    ("m", "Hij was in dezelfde rij als een plant in zijn kamer.", ['clue(1,same_line_object(row,"plant",same_room))']),
    (
        "f",
        "Ze was in dezelfde rij als een plant in een andere kamer.",
        ['clue(1,same_line_object(row,"plant",other_room))'],
    ),
    ("f", "Er stond een plant in haar rij.", ['clue(1,same_line_object(row,"plant",any))']),
    ("f", "Ze was niet in dezelfde rij als een plant.", ['clue_not(1,same_line_object(row,"plant",any))']),
    # dir_object
    ("f", "Ze was ten noorden van een plant.", ['clue(1,dir_object(north,"plant",some,any))']),
    ("f", "Ze was ten zuiden van een bed in haar kamer.", ['clue(1,dir_object(south,"bed",some,same_room))']),
    ("f", "Ze was ten noorden van elke plant.", ['clue(1,dir_object(north,"plant",every,any))']),
    ("f", "Ze was ten noorden van elk bed.", ['clue(1,dir_object(north,"bed",every,any))']),
    (
        "f",
        "Ze was ten noorden van iedere plant in een andere kamer.",
        ['clue(1,dir_object(north,"plant",every,other_room))'],
    ),
    ("f", "Ze was niet ten westen van een boom.", ['clue_not(1,dir_object(west,"tree",some,any))']),
    # dir_object_at
    ("f", "Ze was ten noorden van de plant op D3.", ['clue(1,dir_object_at(north,"plant",3,4))']),
    ("f", "Ze was ten oosten van het bed in A5.", ['clue(1,dir_object_at(east,"bed",5,1))']),
    ("f", "Ze was niet ten noorden van de plant op D3.", ['clue_not(1,dir_object_at(north,"plant",3,4))']),
    # dir_object_adj
    ("f", "Ze was direct ten noorden van een plant.", ['clue(1,dir_object_adj(north,"plant"))']),
    ("f", "Ze was pal ten westen van een bed.", ['clue(1,dir_object_adj(west,"bed"))']),
    ("f", "Ze was niet direct ten oosten van een plant.", ['clue_not(1,dir_object_adj(east,"plant"))']),
    # room_has
    ("f", "Er was een bed in haar kamer.", ['clue(1,room_has("bed"))']),
    ("f", "Er stond een bed in haar kamer.", ['clue(1,room_has("bed"))']),
    ("m", "Er stond een fauteuil in zijn kamer.", ['clue(1,room_has("armchair"))']),
    ("f", "In haar kamer stond een plant.", ['clue(1,room_has("plant"))']),
    ("f", "In haar kamer was er een plant.", ['clue(1,room_has("plant"))']),
    ("f", "Er stond een bed in Ana's kamer.", ['clue(1,room_has("bed"))']),
    ("m", "Er was een vrouw in de kamer van Bruno.", ["clue(1,gender_in_room(f,at_least,1))"]),
    ("f", "Er was geen bed in haar kamer.", ['clue_not(1,room_has("bed"))']),
    ("f", "Er stond geen bed in haar kamer.", ['clue_not(1,room_has("bed"))']),
    # gender_in_room
    ("f", "Er was een man in haar kamer.", ["clue(1,gender_in_room(m,at_least,1))"]),
    ("f", "Er was een andere vrouw in haar kamer.", ["clue(1,gender_in_room(f,at_least,1))"]),
    ("f", "Er was nog een vrouw in haar kamer.", ["clue(1,gender_in_room(f,at_least,1))"]),
    ("m", "Er was een vrouw in zijn kamer.", ["clue(1,gender_in_room(f,at_least,1))"]),
    ("f", "Er was geen man in haar kamer.", ["clue_not(1,gender_in_room(m,at_least,1))"]),
    ("m", "Er was geen andere man in zijn kamer.", ["clue_not(1,gender_in_room(m,at_least,1))"]),
    ("f", "Geen man was in haar kamer.", ["clue_not(1,gender_in_room(m,at_least,1))"]),
    ("f", "Een andere vrouw was in haar kamer.", ["clue(1,gender_in_room(f,at_least,1))"]),
    ("f", "Ze was in dezelfde kamer als een man.", ["clue(1,gender_in_room(m,at_least,1))"]),
    ("f", "Er waren precies twee mannen in haar kamer.", ["clue(1,gender_in_room(m,exactly,2))"]),
    ("f", "Er waren minstens 2 mannen in haar kamer.", ["clue(1,gender_in_room(m,at_least,2))"]),
    ("f", "Er waren ten minste twee mannen in haar kamer.", ["clue(1,gender_in_room(m,at_least,2))"]),
    ("f", "Er was precies één man in haar kamer.", ["clue(1,gender_in_room(m,exactly,1))"]),
    ("f", "Er waren precies twee andere vrouwen in haar kamer.", ["clue(1,gender_in_room(f,exactly,2))"]),
    ("f", "Er waren niet precies twee mannen in haar kamer.", ["clue_not(1,gender_in_room(m,exactly,2))"]),
    # room_size
    ("f", "Er waren precies 3 personen in haar kamer, zijzelf meegerekend.", ["clue(1,room_size(3))"]),
    ("f", "Er waren drie personen in haar kamer.", ["clue(1,room_size(3))"]),
    ("m", "Er waren precies twee personen in zijn kamer, hijzelf meegerekend.", ["clue(1,room_size(2))"]),
    ("f", "Ze was in een kamer met twee andere personen.", ["clue(1,room_size(3))"]),
    ("f", "Er waren niet precies drie personen in haar kamer.", ["clue_not(1,room_size(3))"]),
    # alone_with_gender
    ("f", "Ze was alleen met een man.", ["clue(1,alone_with_gender(m,1))"]),
    ("f", "Ze was alleen met een andere vrouw.", ["clue(1,alone_with_gender(f,1))"]),
    ("m", "Hij was alleen met een vrouw.", ["clue(1,alone_with_gender(f,1))"]),
    ("m", "Hij was alleen met twee vrouwen.", ["clue(1,alone_with_gender(f,2))"]),
    ("f", "Ze was alleen met 2 andere vrouwen.", ["clue(1,alone_with_gender(f,2))"]),
    ("f", "Ze was niet alleen met een man.", ["clue_not(1,alone_with_gender(m,1))"]),
    # room_person
    ("f", "Er was iemand anders op een stoel in haar kamer.", ['clue(1,room_person(anyone,on("chair")))']),
    ("f", "Er was nog iemand naast een plant in haar kamer.", ['clue(1,room_person(anyone,next_to("plant")))']),
    ("f", "Er was een man in een hoek in haar kamer.", ["clue(1,room_person(m,corner))"]),
    ("f", "Er was een andere vrouw naast een raam in haar kamer.", ["clue(1,room_person(f,window))"]),
    ("f", "In haar kamer was er een man tegen een muur.", ["clue(1,room_person(m,at_wall))"]),
    ("m", "Er was iemand anders bij een deur in zijn kamer.", ["clue(1,room_person(anyone,door))"]),
    ("f", "Er was niemand anders op een stoel in haar kamer.", ['clue_not(1,room_person(anyone,on("chair")))']),
    ("f", "Er was geen man in een hoek in haar kamer.", ["clue_not(1,room_person(m,corner))"]),
    # either / neither
    ("f", "Ze was in de Keuken of in de Hal.", ['clue(1,either(room("A"),room("B")))']),
    ("f", "Ze was in de Keuken of de Hal.", ['clue(1,either(room("A"),room("B")))']),
    ("f", "Ze was ofwel in de Keuken ofwel in de Hal.", ['clue(1,either(room("A"),room("B")))']),
    ("f", "Ze was in de bovenste rij of in de onderste rij.", ["clue(1,either(row(1),row(6)))"]),
    ("f", "Ze zat op een stoel of een bank.", ['clue(1,either(on("chair"),on("bench")))']),
    ("f", "Ze was noch in de Keuken, noch in de Hal.", ['clue_not(1,either(room("A"),room("B")))']),
    ("f", "Ze was noch op een stoel noch op een bank.", ['clue_not(1,either(on("chair"),on("bench")))']),
    # with other sentences on the card
    (
        "f",
        "Ze was in de Keuken. Ze was ten noorden van Bruno. Ze zat op een stoel.",
        ['clue(1,room("A"))', 'clue(2,dir_person(north,"Bruno"))', 'clue(3,on("chair"))'],
    ),
    # author-style variants (kinds-sentences probing)
    ("f", "Ze was ten noord-oosten van Bruno.", ['clue(1,dir_person(northeast,"Bruno"))']),
    ("m", "Hij was ten zuid westen van een vrouw.", ["clue(1,dir_gender(southwest,f,some))"]),
    ("f", "Ze was ten noorden van alle planten.", ['clue(1,dir_object(north,"plant",every,any))']),
    ("f", "Ze was ten westen van alle bedden in haar kamer.", ['clue(1,dir_object(west,"bed",every,same_room))']),
    ("f", "Er waren twee mannen in haar kamer.", ["clue(1,gender_in_room(m,exactly,2))"]),
    ("f", "Er waren twee andere vrouwen in haar kamer.", ["clue(1,gender_in_room(f,exactly,2))"]),
    # author-style variants (kinds-sentences probing)
    ("f", "Ze was boven Bruno.", ['clue(1,dir_person(north,"Bruno"))']),
    ("f", "Ze was links van Bruno.", ['clue(1,dir_person(west,"Bruno"))']),
    ("f", "Ze was hoger dan Bruno.", ['clue(1,dir_person(north,"Bruno"))']),
    ("f", "Ze was één rij boven Bruno.", ['clue(1,offset_person(north,1,"Bruno"))']),
    ("f", "Ze was in de kamer van Bruno.", ['clue(1,same_room("Bruno"))']),
    ("f", "Ze was in Bruno's kamer.", ['clue(1,same_room("Bruno"))']),
    ("f", "Zij en Bruno waren in dezelfde kamer.", ['clue(1,same_room("Bruno"))']),
    ("f", "Zij en Bruno waren niet in dezelfde kamer.", ['clue_not(1,same_room("Bruno"))']),
    ("f", "Ze stond vlak naast een raam.", ["clue(1,next_to_window)"]),
    ("m", "Hij zat vlakbij de deur.", ["clue(1,next_to_door)"]),
    ("f", "Ze stond pal tegen een muur.", ["clue(1,at_wall)"]),
    # author-style variants (kinds-sentences probing)
    ("f", "Ze was samen met Bruno in een kamer.", ['clue(1,same_room("Bruno"))']),
    ("f", "Ze was alleen met Bruno in de kamer.", ['clue(1,alone_with("Bruno"))']),
    ("f", "Ze was ergens ten noorden van Bruno.", ['clue(1,dir_person(north,"Bruno"))']),
    ("f", "Ze was één rij lager dan Bruno.", ['clue(1,offset_person(south,1,"Bruno"))']),
    ("f", "Ze was ten noorden van minstens één man.", ["clue(1,dir_gender(north,m,some))"]),
    ("f", "Ze was in dezelfde rij als de plant.", ['clue(1,same_line_object(row,"plant",any))']),
    ("f", "Ze was ten noorden van de plant.", ['clue(1,dir_object(north,"plant",some,any))']),
    ("f", "Ze zat direct ten noorden van een plant.", ['clue(1,dir_object_adj(north,"plant"))']),
    ("f", "Er stond een man in een hoek van haar kamer.", ["clue(1,room_person(m,corner))"]),
    ("m", "Hij zat ten zuiden van Carla.", ['clue(1,dir_person(south,"Carla"))']),
    ("f", "Ze stond in dezelfde kolom als een boom.", ['clue(1,same_line_object(column,"tree",any))']),
    ("f", "Er stond niemand anders in een hoek van haar kamer.", ["clue_not(1,room_person(anyone,corner))"]),
    # author-style variants (kinds-sentences probing)
    ("f", "Iemand anders in haar kamer zat op een stoel.", ['clue(1,room_person(anyone,on("chair")))']),
    ("f", "Een man in haar kamer stond naast een plant.", ['clue(1,room_person(m,next_to("plant")))']),
    ("f", "Niemand anders in haar kamer zat op een stoel.", ['clue_not(1,room_person(anyone,on("chair")))']),
]


def test_a_name_starting_like_an_article_is_still_a_name():
    from pysm.language.cards import parse_card

    clues, errors = parse_card(
        "Ze was ten noorden van de Jong.",
        person="Ana",
        gender="f",
        lang="nl",
        size=6,
        rooms={"A": "Hal"},
        people={"Ana": "f", "De Jong": "m"},
    )
    assert errors == [] and [(c.kind, c.params) for c in clues] == [("dir_person", ("north", "De Jong"))]


@pytest.mark.parametrize("gender, text, facts", ACCEPTED)
def test_accepted(gender, text, facts):
    check_accepted("nl", gender, text, facts)


SCENE = [
    ("Precies één persoon zat op een stoel.", ['scene(1,count(people,exactly,1,on("chair")))']),
    ("Minstens twee personen waren naast een plant.", ['scene(1,count(people,at_least,2,next_to("plant")))']),
    ("Hoogstens twee mannen waren in een hoek.", ["scene(1,count(m,at_most,2,corner))"]),
    ("Ten hoogste één vrouw was naast een raam.", ["scene(1,count(f,at_most,1,window))"]),
    ("Er waren precies twee personen in de Keuken.", ['scene(1,count(people,exactly,2,room("A")))']),
    ("Niemand was in de Hal.", ['scene(1,count(people,exactly,0,room("B")))']),
    ("Er was niemand op een stoel.", ['scene(1,count(people,exactly,0,on("chair")))']),
    ("Geen man was naast een muur.", ["scene(1,count(m,exactly,0,at_wall))"]),
    ("Iedereen was naast een plant.", ['scene(1,count(people,all,0,next_to("plant")))']),
    ("Elke vrouw was op het Terras.", ['scene(1,count(f,all,0,room("D")))']),
    ("Alle mannen waren in de Tuin.", ['scene(1,count(m,all,0,room("C")))']),
    ("Geen kamer was leeg.", ["scene(1,empty_rooms(exactly,0))"]),
    ("Geen enkele kamer was leeg.", ["scene(1,empty_rooms(exactly,0))"]),
    ("Elke kamer was bezet.", ["scene(1,empty_rooms(exactly,0))"]),
    ("In elke kamer was iemand.", ["scene(1,empty_rooms(exactly,0))"]),
    ("Precies één kamer was leeg.", ["scene(1,empty_rooms(exactly,1))"]),
    ("Minstens twee kamers waren leeg.", ["scene(1,empty_rooms(at_least,2))"]),
    ("Elke kamer had hoogstens 2 personen.", ["scene(1,every_room(at_most,2))"]),
    ("Geen kamer had precies één persoon.", ["scene(1,every_room(not_exactly,1))"]),
    ("Geen kamer had meer dan 3 personen.", ["scene(1,every_room(at_most,3))"]),
    ("Geen kamer had minder dan 2 personen.", ["scene(1,every_room(at_least,2))"]),
    # author-style variants (kinds-sentences probing)
    ("Twee personen waren in de Keuken.", ['scene(1,count(people,exactly,2,room("A")))']),
    ("Er zaten twee vrouwen op een stoel.", ['scene(1,count(f,exactly,2,on("chair")))']),
    ("Er waren geen lege kamers.", ["scene(1,empty_rooms(exactly,0))"]),
    # author-style variants (kinds-sentences probing)
    ("Twee kamers waren leeg.", ["scene(1,empty_rooms(exactly,2))"]),
    ("Er waren twee lege kamers.", ["scene(1,empty_rooms(exactly,2))"]),
    ("Slechts één kamer was leeg.", ["scene(1,empty_rooms(exactly,1))"]),
]


@pytest.mark.parametrize("text, facts", SCENE)
def test_scene(text, facts):
    check_scene("nl", text, facts)


REFUSED = [
    ("f", "Ze was ten noorden van Darío en Carla.", ["'Darío en Carla' names two people or joins two"]),
    ("f", "Ze was in een hoek van het bord.", ["a corner of the board (bord) is no clue"]),
    ("f", "Ze was de enige persoon in de Keuken.", ["'de enige (persoon)' goes only with a place"]),
    ("f", "Ze was met twee andere vrouwen op het Terras.", ["'met k andere vrouwen / mannen' is no clue"]),
    ("f", "Ze was ten noorden van Brunoo.", ["the case has no person named 'Brunoo'"]),
    ("f", "Ze was ten noorden van Ana.", ["'Ana' is the speaker"]),
    ("f", "Ze was ten noorden van een vrouw.", ["'een vrouw' on a woman's card: the speaker is a woman"]),
    ("m", "Hij was ten noorden van een andere vrouw.", ["'een andere vrouw' on a man's card (gender disagreement"]),
    ("m", "Hij was ten zuiden van elke man.", ["'elke man' on a man's card"]),
    ("f", "Ze was alleen met een vrouw.", ["'een vrouw' on a woman's card"]),
    ("m", "Er was een man in zijn kamer.", ["'een man' on a man's card"]),
    ("f", "Er was een man in zijn kamer.", ["'zijn' on a woman's card (gender disagreement)"]),
    ("m", "Hij was niet naast geen muur.", ["a double negation"]),
    ("f", "Ze was precies zeven rijen ten noorden van Bruno.", ["an offset of 7 rows or columns on a 6x6 board"]),
    ("f", "Er waren precies 8 mannen in haar kamer.", ["the number 8 is above the 6 people"]),
    ("f", "Ze was ten noorden van de plant op C4.", ["the cell C4 holds no plant"]),
    ("f", "Ze was niet in de Keuken of de Hal.", ["'noch ... noch ...'"]),
    ("f", "Ze was in de Keuken of op een stoel.", ["are not clues of one kind"]),
    ("f", "Ze was onder een tafel.", ["'Ze was onder een tafel'"]),
    # author-style refusals with a message that says why (kinds-sentences probing)
    ("f", "Ze was naast een raam of een deur.", ["'raam' is none of these"]),
    ("f", "Ze was direct ten noorden van Bruno.", ["write 'ten noorden van Bruno'"]),
    ("m", "Hij zat pal boven Carla.", ["write 'ten noorden van Carla'"]),
]


@pytest.mark.parametrize("gender, text, errors", REFUSED)
def test_refused(gender, text, errors):
    check_refused("nl", gender, text, errors)


SCENE_REFUSED = [
    ("Zeven personen zaten op een stoel.", ["the number 7 is above the 6 people"]),  # exact, checked
    ("Precies 7 personen zaten op een stoel.", ["the number 7 is above the 6 people"]),
]


@pytest.mark.parametrize("text, errors", SCENE_REFUSED)
def test_scene_refused(text, errors):
    check_refused("nl", "", text, errors, is_scene=True)
