"""German sentences of clue-language.md, clue-language-2.md and clue-language-3.md (with people of a
trait and the objects of the published world): every kind and its negation, with the
variations (subject, word order, posture verbs, digit ordinals, counting from either end, case and
accents), the facts they give, and the refusals. Canonical forms: docs/clue-language-de.md."""

from __future__ import annotations

import pytest
from sentencehelp import card, check_accepted, check_refused, check_scene, rendered

ACCEPTED = [
    # as another game's renderer words them
    ("f", "Sie war allein mit einem männlichen Verdächtigen.", ["clue(1,alone_with_gender(m,1))"]),
    ("m", "Er war westlich von allen Männern.", ["clue(1,dir_gender(west,m,every))"]),
    ("f", "Niemand anderes in ihrem Raum war eine Frau.", ["clue_not(1,gender_in_room(f,at_least,1))"]),
    ("f", "Sie war nördlich von einem Stuhl (Z2/S2).", ['clue(1,dir_object_at(north,"chair",2,2))']),
    ("f", "Sie war im selben Raum wie eine Pflanze.", ['clue(1,room_has("plant"))']),
    ("f", "In ihrem Raum war ein anderer Verdächtiger auf einem Stuhl.", ['clue(1,room_person(anyone,on("chair")))']),
    (
        "f",
        "Sie war neben einem Strauch oder sie war neben einer Pflanze.",
        ['clue(1,either(next_to("bush"),next_to("plant")))'],
    ),
    ("m", "Er war in einem Raum mit mindestens 2 anderen Männern.", ["clue(1,gender_in_room(m,at_least,2))"]),
    # outside a room, a column by its letter, joined sentences
    ("f", "Sie war außerhalb der Küche.", ['clue_not(1,room("A"))']),
    ("f", "Sie war in Spalte D.", ["clue(1,column(4))"]),
    ("f", "Sie war in der Küche und auf einem Stuhl.", ['clue(1,room("A"))', 'clue(2,on("chair"))']),
    (
        "f",
        "Sie war neben einer Pflanze und sie war nicht auf einem Bett.",
        ['clue(1,next_to("plant"))', 'clue_not(2,on("bed"))'],
    ),
    # (speaker gender, card, facts); rooms: A Küche, B Wohnzimmer, C Keller, D Bibliothek, E Dachboden
    # row, column: words, digits, from either end
    ("f", "Sie war in der obersten Zeile.", ["clue(1,row(1))"]),
    ("f", "Sie war in der ersten Zeile.", ["clue(1,row(1))"]),
    ("f", "Sie war in der untersten Zeile.", ["clue(1,row(6))"]),
    ("f", "Sie war in der letzten Reihe.", ["clue(1,row(6))"]),
    ("f", "Sie war in der dritten Zeile.", ["clue(1,row(3))"]),
    ("f", "Sie war in der 3. Zeile.", ["clue(1,row(3))"]),
    ("f", "Sie war in Zeile 3.", ["clue(1,row(3))"]),
    ("f", "Sie war in der Reihe 4.", ["clue(1,row(4))"]),
    ("f", "Sie war in der zweiten Zeile von unten.", ["clue(1,row(5))"]),
    ("f", "Sie war in der zweiten Zeile von oben.", ["clue(1,row(2))"]),
    ("f", "Sie war in der vorletzten Zeile.", ["clue(1,row(5))"]),
    ("f", "Sie war nicht in der obersten Zeile.", ["clue_not(1,row(1))"]),
    ("m", "Er war in der linken Spalte.", ["clue(1,column(1))"]),
    ("m", "Er war in der rechten Spalte.", ["clue(1,column(6))"]),
    ("m", "Er war in der dritten Spalte von links.", ["clue(1,column(3))"]),
    ("m", "Er war in der dritten Spalte.", ["clue(1,column(3))"]),
    ("m", "Er war in der zweiten Spalte von rechts.", ["clue(1,column(5))"]),
    ("m", "Er war in Spalte 2.", ["clue(1,column(2))"]),
    ("m", "Er war in der 4. Spalte von links.", ["clue(1,column(4))"]),
    ("m", "Er war nicht in der linken Spalte.", ["clue_not(1,column(1))"]),
    ("m", "Er saß in der linken Spalte.", ["clue(1,column(1))"]),
    # room: the preposition by the room's noun, "im Raum ..." too
    ("f", "Sie war in der Küche.", ['clue(1,room("A"))']),
    ("f", "Sie war im Wohnzimmer.", ['clue(1,room("B"))']),
    ("f", "Sie war auf dem Dachboden.", ['clue(1,room("E"))']),
    ("f", "Sie war im Raum Küche.", ['clue(1,room("A"))']),
    ("f", "Sie befand sich im Keller.", ['clue(1,room("C"))']),
    ("f", "Sie war nicht in der Bibliothek.", ['clue_not(1,room("D"))']),
    ("f", "Sie befand sich nicht im Keller.", ['clue_not(1,room("C"))']),
    # on: datives, posture verbs, "kein" or "nicht"
    ("f", "Sie war auf einem Stuhl.", ['clue(1,on("chair"))']),
    ("f", "Sie saß auf einem Sessel.", ['clue(1,on("armchair"))']),
    ("f", "Sie saß in einem Sessel.", ['clue(1,on("armchair"))']),
    ("m", "Er lag auf einem Bett.", ['clue(1,on("bed"))']),
    ("m", "Er stand auf einer Bank.", ['clue(1,on("bench"))']),
    ("f", "Sie war auf einem Teppich.", ['clue(1,on("carpet"))']),
    ("f", "Sie war nicht auf einem Hocker.", ['clue_not(1,on("stool"))']),
    ("f", "Sie war auf keinem Sofa.", ['clue_not(1,on("sofa"))']),
    ("m", "Er saß nicht auf einem Stuhl.", ['clue_not(1,on("chair"))']),
    ("m", "Er lag auf keinem Vorleger.", ['clue_not(1,on("rug"))']),
    # next_to
    ("f", "Sie war neben einer Pflanze.", ['clue(1,next_to("plant"))']),
    ("m", "Er stand neben einem Strauch.", ['clue(1,next_to("bush"))']),
    ("m", "Er war neben einem Bücherregal.", ['clue(1,next_to("bookshelf"))']),
    ("f", "Sie war nicht neben einem Tisch.", ['clue_not(1,next_to("table"))']),
    ("f", "Sie war neben keiner Statue.", ['clue_not(1,next_to("statue"))']),
    ("m", "Er saß nicht neben einem Brunnen.", ['clue_not(1,next_to("fountain"))']),
    # corner
    ("f", "Sie war in einer Ecke des Raums.", ["clue(1,corner)"]),
    ("f", "Sie war in einer Ecke.", ["clue(1,corner)"]),
    ("f", "Sie war in der Ecke ihres Raums.", ["clue(1,corner)"]),
    ("m", "Er war in einer Ecke seines Zimmers.", ["clue(1,corner)"]),
    ("f", "Sie war in keiner Ecke des Raums.", ["clue_not(1,corner)"]),
    ("f", "Sie war nicht in einer Ecke.", ["clue_not(1,corner)"]),
    # with_other: the company before or after the room
    ("f", "Sie war in der Küche mit einer anderen Frau.", ['clue(1,with_other("A",f))']),
    ("f", "Sie war mit einer anderen Frau in der Küche.", ['clue(1,with_other("A",f))']),
    ("m", "Er war mit einem anderen Mann im Keller.", ['clue(1,with_other("C",m))']),
    # alone
    ("f", "Sie war allein im Raum.", ["clue(1,alone)"]),
    ("f", "Sie war allein in ihrem Raum.", ["clue(1,alone)"]),
    ("m", "Er war ganz allein.", ["clue(1,alone)"]),
    ("f", "Niemand sonst war in ihrem Raum.", ["clue(1,alone)"]),
    ("f", "Sie war nicht allein im Raum.", ["clue_not(1,alone)"]),
    ("f", "Jemand anderes war in ihrem Raum.", ["clue_not(1,alone)"]),
    ("f", "In ihrem Raum war noch jemand.", ["clue_not(1,alone)"]),
    # victim
    ("f", "Das Opfer. Sie war allein mit dem Mörder.", ["clue(1,victim)"]),
    ("m", "Das Opfer. Er war allein mit seinem Mörder.", ["clue(1,victim)"]),
    # names as subject, case and accents
    ("f", "Ana war in der Küche.", ['clue(1,room("A"))']),
    ("m", "Bruno war neben einem Baum.", ['clue(1,next_to("tree"))']),
    ("f", "SIE WAR IN DER KUCHE", ['clue(1,room("A"))']),
    ("f", "sie war auf einem stuhl", ['clue(1,on("chair"))']),
    ("f", "Sie war neben einem Mulleimer.", ['clue(1,next_to("bin"))']),
    ("f", "Sie  war   in der Küche.", ['clue(1,room("A"))']),
    # at_wall, windows, doors
    ("f", "Sie war an einer Wand.", ["clue(1,at_wall)"]),
    ("f", "Sie war neben einer Wand.", ["clue(1,at_wall)"]),
    ("f", "Sie war an keiner Wand.", ["clue_not(1,at_wall)"]),
    ("m", "Er war neben einem Fenster.", ["clue(1,next_to_window)"]),
    ("m", "Er war am Fenster.", ["clue(1,next_to_window)"]),
    ("m", "Er war nicht neben einem Fenster.", ["clue_not(1,next_to_window)"]),
    ("f", "Sie war neben einer Tür.", ["clue(1,next_to_door)"]),
    ("f", "Sie war an einer Tür.", ["clue(1,next_to_door)"]),
    ("f", "Sie war neben keiner Tür.", ["clue_not(1,next_to_door)"]),
    # unique
    ("f", "Sie war die einzige Person auf einem Stuhl.", ['clue(1,unique(on("chair")))']),
    ("m", "Er war der einzige neben einer Pflanze.", ['clue(1,unique(next_to("plant")))']),
    ("f", "Sie war die einzige Person neben einem Fenster.", ["clue(1,unique(window))"]),
    ("f", "Sie war nicht die einzige Person an einer Tür.", ["clue_not(1,unique(door))"]),
    # same_room, alone_with
    ("f", "Sie war im selben Raum wie Bruno.", ['clue(1,same_room("Bruno"))']),
    ("f", "Sie war im gleichen Raum wie Darío.", ['clue(1,same_room("Darío"))']),
    ("f", "Sie war nicht im selben Raum wie Bruno.", ['clue_not(1,same_room("Bruno"))']),
    ("f", "Sie war in einem anderen Raum als Bruno.", ['clue_not(1,same_room("Bruno"))']),
    ("f", "Sie war allein mit Bruno.", ['clue(1,alone_with("Bruno"))']),
    ("f", "Sie war allein in einem Raum mit Bruno.", ['clue(1,alone_with("Bruno"))']),
    ("f", "Sie war nicht allein mit Bruno.", ['clue_not(1,alone_with("Bruno"))']),
    # compounds: two clues
    ("f", "Sie war in der Küche mit Bruno.", ['clue(1,room("A"))', 'clue(2,same_room("Bruno"))']),
    ("f", "Sie war allein in der Bibliothek.", ['clue(1,room("D"))', "clue(2,alone)"]),
    # dir_person
    ("f", "Sie war nördlich von Bruno.", ['clue(1,dir_person(north,"Bruno"))']),
    ("f", "Sie war südwestlich von Bruno.", ['clue(1,dir_person(southwest,"Bruno"))']),
    ("f", "Sie war weiter östlich als Bruno.", ['clue(1,dir_person(east,"Bruno"))']),
    ("f", "Sie war links von Bruno.", ['clue(1,dir_person(west,"Bruno"))']),
    ("f", "Sie saß nördlich von Bruno.", ['clue(1,dir_person(north,"Bruno"))']),
    ("f", "Sie war nicht nördlich von Bruno.", ['clue_not(1,dir_person(north,"Bruno"))']),
    # offset_person
    ("f", "Sie war genau zwei Zeilen nördlich von Bruno.", ['clue(1,offset_person(north,2,"Bruno"))']),
    ("f", "Sie war eine Spalte westlich von Bruno.", ['clue(1,offset_person(west,1,"Bruno"))']),
    ("f", "Sie war genau 3 Spalten östlich von Bruno.", ['clue(1,offset_person(east,3,"Bruno"))']),
    ("f", "Sie war nicht genau eine Zeile südlich von Bruno.", ['clue_not(1,offset_person(south,1,"Bruno"))']),
    # dir_gender
    ("f", "Sie war nördlich von einem Mann.", ["clue(1,dir_gender(north,m,some))"]),
    ("f", "Sie war nördlich von einer anderen Frau.", ["clue(1,dir_gender(north,f,some))"]),
    ("f", "Sie war nördlich von mindestens einem Mann.", ["clue(1,dir_gender(north,m,some))"]),
    ("m", "Er war westlich von jeder Frau.", ["clue(1,dir_gender(west,f,every))"]),
    ("m", "Er war westlich von allen Frauen.", ["clue(1,dir_gender(west,f,every))"]),
    ("f", "Sie war nördlich von keinem Mann.", ["clue_not(1,dir_gender(north,m,some))"]),
    # same_line_object
    ("f", "Sie war in derselben Zeile wie eine Pflanze.", ['clue(1,same_line_object(row,"plant",any))']),
    ("f", "Sie war in derselben Spalte wie ein Baum.", ['clue(1,same_line_object(column,"tree",any))']),
    (
        "f",
        "Sie war in derselben Zeile mit einer Pflanze, im selben Raum.",
        ['clue(1,same_line_object(row,"plant",same_room))'],
    ),
    (
        "f",
        "Sie war in derselben Zeile oder Spalte wie ein Sessel in einem anderen Raum.",
        ['clue(1,same_line_object(row_or_column,"armchair",other_room))'],
    ),
    ("f", "Sie war nicht in derselben Zeile wie eine Pflanze.", ['clue_not(1,same_line_object(row,"plant",any))']),
    # dir_object, dir_object_at, dir_object_adj
    ("f", "Sie war nördlich von einer Pflanze.", ['clue(1,dir_object(north,"plant",some,any))']),
    ("f", "Sie war nördlich von jedem Baum.", ['clue(1,dir_object(north,"tree",every,any))']),
    ("f", "Sie war nördlich von allen Bäumen.", ['clue(1,dir_object(north,"tree",every,any))']),
    (
        "f",
        "Sie war nicht südlich von einem Bett in ihrem Raum.",
        ['clue_not(1,dir_object(south,"bed",some,same_room))'],
    ),
    ("f", "Sie war nördlich von der Pflanze auf D3.", ['clue(1,dir_object_at(north,"plant",3,4))']),
    ("f", "Sie war östlich vom Bett auf A5.", ['clue(1,dir_object_at(east,"bed",5,1))']),
    ("f", "Sie war direkt nördlich von einer Pflanze.", ['clue(1,dir_object_adj(north,"plant"))']),
    ("f", "Sie war nicht direkt westlich von einem Stuhl.", ['clue_not(1,dir_object_adj(west,"chair"))']),
    # room_has
    ("f", "In ihrem Raum war eine Pflanze.", ['clue(1,room_has("plant"))']),
    ("f", "In ihrem Raum war kein Bett.", ['clue_not(1,room_has("bed"))']),
    ("f", "Ihr Raum hatte einen Tisch.", ['clue(1,room_has("table"))']),
    ("m", "Es gab keinen Baum in seinem Raum.", ['clue_not(1,room_has("tree"))']),
    # gender_in_room
    ("f", "In ihrem Raum war ein Mann.", ["clue(1,gender_in_room(m,at_least,1))"]),
    ("f", "In ihrem Raum war keine andere Frau.", ["clue_not(1,gender_in_room(f,at_least,1))"]),
    ("f", "In ihrem Raum waren genau zwei Männer.", ["clue(1,gender_in_room(m,exactly,2))"]),
    ("f", "In ihrem Raum war genau ein Mann.", ["clue(1,gender_in_room(m,exactly,1))"]),
    ("f", "In ihrem Raum waren zwei Männer.", ["clue(1,gender_in_room(m,exactly,2))"]),
    ("f", "Sie war im selben Raum wie ein Mann.", ["clue(1,gender_in_room(m,at_least,1))"]),
    # room_size
    ("f", "In ihrem Raum waren genau drei Personen.", ["clue(1,room_size(3))"]),
    ("f", "In ihrem Raum waren nicht genau drei Personen.", ["clue_not(1,room_size(3))"]),
    ("f", "Es waren drei Personen in ihrem Raum, sie selbst mitgezählt.", ["clue(1,room_size(3))"]),
    ("f", "Sie war in einem Raum mit zwei anderen Personen.", ["clue(1,room_size(3))"]),
    # alone_with_gender
    ("f", "Sie war allein mit einem Mann.", ["clue(1,alone_with_gender(m,1))"]),
    ("f", "Sie war allein mit zwei Männern.", ["clue(1,alone_with_gender(m,2))"]),
    ("m", "Er war nicht allein mit einer Frau.", ["clue_not(1,alone_with_gender(f,1))"]),
    # room_person
    ("f", "In ihrem Raum war jemand anderes neben einer Pflanze.", ['clue(1,room_person(anyone,next_to("plant")))']),
    ("f", "In ihrem Raum war ein Mann auf einem Stuhl.", ['clue(1,room_person(m,on("chair")))']),
    ("f", "In ihrem Raum war niemand anderes in einer Ecke.", ["clue_not(1,room_person(anyone,corner))"]),
    # either / neither
    ("f", "Sie war in der Küche oder im Keller.", ['clue(1,either(room("A"),room("C")))']),
    ("f", "Sie war entweder auf einem Stuhl oder auf einem Sofa.", ['clue(1,either(on("chair"),on("sofa")))']),
    ("f", "Sie war weder in der Küche noch im Keller.", ['clue_not(1,either(room("A"),room("C")))']),
    # several sentences on a card
    (
        "f",
        "Das Opfer. Sie war allein mit dem Mörder. Sie war nördlich von Bruno.",
        ["clue(1,victim)", 'clue(2,dir_person(north,"Bruno"))'],
    ),
    (
        "f",
        "Sie war in der Küche. Sie war nördlich von Bruno. Sie saß auf einem Stuhl.",
        ['clue(1,room("A"))', 'clue(2,dir_person(north,"Bruno"))', 'clue(3,on("chair"))'],
    ),
]


@pytest.mark.parametrize("gender, text, facts", ACCEPTED)
def test_accepted(gender, text, facts):
    check_accepted("de", gender, text, facts)


SCENE = [
    ("Genau zwei Personen waren in der Küche.", ['scene(1,count(people,exactly,2,room("A")))']),
    ("Zwei Personen waren in der Küche.", ['scene(1,count(people,exactly,2,room("A")))']),
    ("Mindestens eine Frau war auf einem Stuhl.", ['scene(1,count(f,at_least,1,on("chair")))']),
    ("Höchstens zwei Männer waren neben einer Pflanze.", ['scene(1,count(m,at_most,2,next_to("plant")))']),
    ("Niemand war im Keller.", ['scene(1,count(people,exactly,0,room("C")))']),
    ("Kein Mann war in einer Ecke.", ["scene(1,count(m,exactly,0,corner))"]),
    ("Alle Frauen waren auf einem Stuhl.", ['scene(1,count(f,all,0,on("chair")))']),
    ("Nicht alle waren im Keller.", ['scene_not(1,count(people,all,0,room("C")))']),
    ("Kein Raum war leer.", ["scene(1,empty_rooms(exactly,0))"]),
    ("Genau zwei Räume waren leer.", ["scene(1,empty_rooms(exactly,2))"]),
    ("Ein Raum war leer.", ["scene_not(1,empty_rooms(exactly,0))"]),
    ("Jeder Raum hatte höchstens zwei Personen.", ["scene(1,every_room(at_most,2))"]),
    ("Kein Raum hatte genau eine Person.", ["scene(1,every_room(not_exactly,1))"]),
]


@pytest.mark.parametrize("text, facts", SCENE)
def test_scene(text, facts):
    check_scene("de", text, facts)


REFUSED = [
    # something else than a clue: refused, never guessed
    ("f", "Sie war unter einem Tisch.", ["matches no accepted sentence"]),
    ("f", "Sie war in der Ecke des Spielbretts.", ["a corner of the board"]),
    ("f", "Sie war mit zwei anderen Frauen in der Küche.", ["is no clue of the language"]),
    ("f", "Sie war direkt nördlich von Bruno.", ["nobody is directly north"]),
    ("f", "Sie war die einzige Person in der Küche.", ["'die einzige Person' goes only with"]),
    ("f", "Sie war nicht entweder in der Küche oder im Keller.", ["'weder ... noch ...'"]),
    # agreement, numbers, double negation
    ("f", "Er war in der Küche.", ["gender"]),
    ("m", "Sie war auf einem Stuhl.", ["gender"]),
    ("f", "Sie war in der siebten Zeile.", ["row 7 on a 6x6 board"]),
    ("f", "Sie war nicht auf keinem Stuhl.", ["double negation"]),
    ("f", "Sie war auf einem Klavier.", ["unknown object noun"]),
    ("f", "Sie war in der Garage.", ["no room named"]),
]


@pytest.mark.parametrize("gender, text, errors", REFUSED)
def test_refused(gender, text, errors):
    check_refused("de", gender, text, errors)


# clue-language-3.md and people of a trait: every kind, its negation, the descriptors, the new objects
# (rooms: A Küche, B Wohnzimmer, C Keller, D Bibliothek, E Dachboden; D3 holds a plant, B2 a chair)
ACCEPTED_3 = [
    # room_adjoins: the room in the dative after "neben", in the accusative after "an"
    ("f", "Sie war in einem Raum neben der Küche.", ['clue(1,room_adjoins("A"))']),
    ("m", "Er war in einem Raum neben dem Wohnzimmer.", ['clue(1,room_adjoins("B"))']),
    ("f", "Sie war in einem Raum, der an den Keller grenzte.", ['clue(1,room_adjoins("C"))']),
    ("f", "Ihr Raum grenzte an die Bibliothek.", ['clue(1,room_adjoins("D"))']),
    ("m", "Er war in einem an den Dachboden angrenzenden Raum.", ['clue(1,room_adjoins("E"))']),
    ("f", "Sie war nicht in einem Raum neben der Küche.", ['clue_not(1,room_adjoins("A"))']),
    ("m", "Sein Raum grenzte nicht an das Wohnzimmer.", ['clue_not(1,room_adjoins("B"))']),
    ("f", "Ihr Raum lag neben dem Keller.", ['clue(1,room_adjoins("C"))']),
    # adjoining_rooms
    ("f", "Ihr Raum grenzte an den Raum von Bruno.", ['clue(1,adjoining_rooms("Bruno"))']),
    ("f", "Ihr Raum grenzte an Brunos Raum.", ['clue(1,adjoining_rooms("Bruno"))']),
    ("f", "Sie und Bruno waren in benachbarten Räumen.", ['clue(1,adjoining_rooms("Bruno"))']),
    ("m", "Er war in einem Raum neben dem von Carla.", ['clue(1,adjoining_rooms("Carla"))']),
    ("m", "Er und Carla waren nicht in benachbarten Räumen.", ['clue_not(1,adjoining_rooms("Carla"))']),
    ("f", "Ihr Raum grenzte nicht an den Raum von Darío.", ['clue_not(1,adjoining_rooms("Darío"))']),
    # empty_adjoining
    ("f", "Ein leerer Raum grenzte an ihren Raum.", ["clue(1,empty_adjoining)"]),
    ("m", "Sein Raum grenzte an einen leeren Raum.", ["clue(1,empty_adjoining)"]),
    ("f", "Es gab einen leeren Raum neben ihrem Raum.", ["clue(1,empty_adjoining)"]),
    ("f", "Kein leerer Raum grenzte an ihren Raum.", ["clue_not(1,empty_adjoining)"]),
    ("m", "Es gab keinen leeren Raum neben seinem Raum.", ["clue_not(1,empty_adjoining)"]),
    ("f", "Jeder Raum neben ihrem Raum war besetzt.", ["clue_not(1,empty_adjoining)"]),
    # offset_object: a weak noun keeps its dative ("von einem Bären")
    ("f", "Sie war genau zwei Zeilen nördlich von einer Pflanze.", ['clue(1,offset_object(north,2,"plant"))']),
    ("m", "Er war eine Zeile südlich von einem Stuhl.", ['clue(1,offset_object(south,1,"chair"))']),
    ("f", "Sie war drei Spalten östlich von dem Bett.", ['clue(1,offset_object(east,3,"bed"))']),
    ("f", "Sie war nicht genau eine Spalte westlich von einer Pflanze.", ['clue_not(1,offset_object(west,1,"plant"))']),
    # offset_who, offset_at
    ("f", "Sie war genau zwei Zeilen nördlich von einem Mann.", ["clue(1,offset_who(north,2,m))"]),
    ("f", "Sie war eine Spalte östlich von einer anderen Frau.", ["clue(1,offset_who(east,1,f))"]),
    ("m", "Er war eine Zeile nördlich von jemandem.", ["clue(1,offset_who(north,1,anyone))"]),
    ("f", "Sie war nicht genau eine Zeile südlich von einem Mann.", ["clue_not(1,offset_who(south,1,m))"]),
    (
        "f",
        "Sie war zwei Zeilen nördlich von jemandem auf einem Stuhl.",
        ['clue(1,offset_at(north,2,anyone,on("chair")))'],
    ),
    (
        "m",
        "Er war eine Spalte östlich von einer Frau neben einer Pflanze.",
        ['clue(1,offset_at(east,1,f,next_to("plant")))'],
    ),
    # beside_same, beside_same_who: "demselben" / "derselben" by the noun's gender
    ("f", "Sie war neben demselben Tisch wie Bruno.", ['clue(1,beside_same("table","Bruno"))']),
    ("m", "Er war neben derselben Pflanze wie Carla.", ['clue(1,beside_same("plant","Carla"))']),
    ("m", "Er und Carla waren neben demselben Bett.", ['clue(1,beside_same("bed","Carla"))']),
    ("f", "Sie war nicht neben demselben Tisch wie Bruno.", ['clue_not(1,beside_same("table","Bruno"))']),
    ("f", "Sie war neben demselben Tisch wie jemand anderes.", ['clue(1,beside_same_who("table",anyone,any))']),
    (
        "f",
        "Sie war nicht neben demselben Tisch wie jemand anderes.",
        ['clue_not(1,beside_same_who("table",anyone,any))'],
    ),
    ("f", "Sie war neben demselben Tisch wie ein Mann nördlich von ihr.", ['clue(1,beside_same_who("table",m,north))']),
    (
        "m",
        "Er war neben demselben Bett wie eine Frau, südwestlich von ihm.",
        ['clue(1,beside_same_who("bed",f,southwest))'],
    ),
    # outdoors, same_area
    ("f", "Sie war draußen.", ["clue(1,outdoors)"]),
    ("m", "Er war im Freien.", ["clue(1,outdoors)"]),
    ("f", "Sie war nicht draußen.", ["clue_not(1,outdoors)"]),
    ("f", "Sie war drinnen.", ["clue_not(1,outdoors)"]),
    ("m", "Er war nicht drinnen.", ["clue(1,outdoors)"]),
    ("f", "Sie und Bruno waren beide drinnen oder beide draußen.", ['clue(1,same_area("Bruno"))']),
    ("f", "Ana und Bruno waren beide draußen oder beide drinnen.", ['clue(1,same_area("Bruno"))']),
    ("f", "Sie und Bruno waren weder beide drinnen noch beide draußen.", ['clue_not(1,same_area("Bruno"))']),
    # people of a trait: "mit" and a dative, or the adjective with the ending its article asks for
    ("f", "Sie war nördlich von einem Mann mit Brille.", ['clue(1,dir_gender(north,with(m,"glasses","yes"),some))']),
    ("f", "Sie war nördlich von einem glatzköpfigen Mann.", ['clue(1,dir_gender(north,with(m,"bald","yes"),some))']),
    (
        "f",
        "Sie war südlich von jemandem mit roten Haaren.",
        ['clue(1,dir_gender(south,with(anyone,"hair","red"),some))'],
    ),
    (
        "f",
        "Sie war nördlich von jeder Person mit Glatze.",
        ['clue(1,dir_gender(north,with(anyone,"bald","yes"),every))'],
    ),
    (
        "f",
        "Sie war westlich von jeder anderen Frau mit Brille.",
        ['clue(1,dir_gender(west,with(f,"glasses","yes"),every))'],
    ),
    ("f", "Sie war allein mit einem Mann mit Bart.", ['clue(1,alone_with_gender(with(m,"beard","yes"),1))']),
    ("f", "Sie war allein mit einem bärtigen Mann.", ['clue(1,alone_with_gender(with(m,"beard","yes"),1))']),
    ("m", "Er war allein mit einer blonden Frau.", ['clue(1,alone_with_gender(with(f,"hair","blond"),1))']),
    ("m", "In seinem Raum war eine glatzköpfige Frau.", ['clue(1,gender_in_room(with(f,"bald","yes"),at_least,1))']),
    ("f", "In ihrem Raum war ein rothaariger Mann.", ['clue(1,gender_in_room(with(m,"hair","red"),at_least,1))']),
    (
        "f",
        "In ihrem Raum war kein Mann mit Brille.",
        ['clue_not(1,gender_in_room(with(m,"glasses","yes"),at_least,1))'],
    ),
    (
        "f",
        "In ihrem Raum war jemand anderes mit Bart neben einer Pflanze.",
        ['clue(1,room_person(with(anyone,"beard","yes"),next_to("plant")))'],
    ),
    (
        "f",
        "Sie war genau zwei Zeilen nördlich von einer anderen Frau mit Brille.",
        ['clue(1,offset_who(north,2,with(f,"glasses","yes")))'],
    ),
    (
        "f",
        "Sie war neben demselben Bett wie ein Mann mit Brille.",
        ['clue(1,beside_same_who("bed",with(m,"glasses","yes"),any))'],
    ),
    ("f", "Sie war allein mit zwei glatzköpfigen Männern.", ['clue(1,alone_with_gender(with(m,"bald","yes"),2))']),
    (
        "m",
        "Er war allein mit zwei anderen glatzköpfigen Männern.",
        ['clue(1,alone_with_gender(with(m,"bald","yes"),2))'],
    ),
    (
        "f",
        "In ihrem Raum war keine andere Frau mit Brille.",
        ['clue_not(1,gender_in_room(with(f,"glasses","yes"),at_least,1))'],
    ),
    ("f", "Sie war südlich von allen bärtigen Männern.", ['clue(1,dir_gender(south,with(m,"beard","yes"),every))']),
    (
        "f",
        "Sie war eine Zeile nördlich von jemandem mit weißen Haaren.",
        ['clue(1,offset_who(north,1,with(anyone,"hair","white")))'],
    ),
    (
        "m",
        "Er war nördlich von einer Frau mit runder Brille.",
        ['clue(1,dir_gender(north,with(f,"glasses_shape","round"),some))'],
    ),
    (
        "f",
        "Sie war südlich von einem Mann mit Schnurrbart.",
        ['clue(1,dir_gender(south,with(m,"beard_style","mustache"),some))'],
    ),
    (
        "m",
        "Er war östlich von einer Frau mit langen Haaren und Mittelscheitel.",
        ['clue(1,dir_gender(east,with(f,"hairstyle","long_center"),some))'],
    ),
    # objects of the published world: datives, weak nouns, gender of the article
    ("f", "Sie lag in einer Hängematte.", ['clue(1,on("hammock"))']),
    ("m", "Er war in einem Auto.", ['clue(1,on("car"))']),
    ("f", "Sie war nicht in einem Zelt.", ['clue_not(1,on("tent"))']),
    ("f", "Sie saß auf einem Auto.", ['clue(1,on("car"))']),
    ("f", "Sie war die einzige Person in einem Whirlpool.", ['clue(1,unique(on("hot_tub")))']),
    ("m", "In seinem Raum war jemand anderes in einem Rollstuhl.", ['clue(1,room_person(anyone,on("wheelchair")))']),
    ("f", "Sie war die einzige Person auf einem Stuhl.", ['clue(1,unique(on("chair")))']),
    ("m", "Er war neben einem Fernseher.", ['clue(1,next_to("tv"))']),
    ("f", "Sie war neben einem Bären.", ['clue(1,next_to("bear"))']),
    ("m", "Er stand neben keinem Löwen.", ['clue_not(1,next_to("lion"))']),
    ("f", "Sie saß auf einem Pferd.", ['clue(1,on("horse"))']),
    ("f", "Sie war nördlich von einem Elefanten.", ['clue(1,dir_object(north,"elephant",some,any))']),
    ("m", "Er war neben derselben Zapfsäule wie Carla.", ['clue(1,beside_same("fuel_pump","Carla"))']),
]


# boards of format 3 reach 12 rows and columns
LARGE = [
    ("f", "Sie war in der zwölften Zeile.", ["clue(1,row(12))"]),
    ("m", "Er war in der 11. Spalte von links.", ["clue(1,column(11))"]),
    ("f", "Sie war in der zehnten Spalte.", ["clue(1,column(10))"]),
]


@pytest.mark.parametrize("gender, text, facts", LARGE)
def test_large_board(gender, text, facts):
    got, errors, clues = card("de", gender, text, size=12)
    assert errors == [] and got == facts, (got, errors)
    for clue in clues:  # the canonical sentence reads back
        back, problems, _ = card("de", gender, rendered("de", gender, clue, size=12), size=12)
        assert problems == [] and back == facts, (back, problems)


@pytest.mark.parametrize("gender, text, facts", ACCEPTED_3)
def test_accepted_language_3(gender, text, facts):
    check_accepted("de", gender, text, facts)


SCENE_3 = [
    (
        "Genau zwei Personen mit Brille waren drinnen.",
        ['scene(1,count(with(people,"glasses","yes"),exactly,2,inside))'],
    ),
    ("Niemand war draußen.", ["scene(1,count(people,exactly,0,outdoors))"]),
    (
        "Mindestens eine Frau mit roten Haaren war im Freien.",
        ['scene(1,count(with(f,"hair","red"),at_least,1,outdoors))'],
    ),
    ("Alle glatzköpfigen Männer waren drinnen.", ['scene(1,count(with(m,"bald","yes"),all,0,inside))']),
    ("Genau zwei grauhaarige Männer waren im Keller.", ['scene(1,count(with(m,"hair","grey"),exactly,2,room("C")))']),
    ("Keine blonde Frau war draußen.", ['scene(1,count(with(f,"hair","blond"),exactly,0,outdoors))']),
    ("Genau eine Person war in einer Schlammpfütze.", ['scene(1,count(people,exactly,1,on("mud")))']),
    ("Jemand mit Bart war drinnen.", ['scene_not(1,count(with(people,"beard","yes"),exactly,0,inside))']),
    (
        "Höchstens eine Person mit Brille war neben einem Fernseher.",
        ['scene(1,count(with(people,"glasses","yes"),at_most,1,next_to("tv")))'],
    ),
]


@pytest.mark.parametrize("text, facts", SCENE_3)
def test_scene_language_3(text, facts):
    check_scene("de", text, facts)


REFUSED_3 = [
    ("f", "Sie war in einem Raum neben der Garage.", ["no room named"]),
    ("f", "Sie war genau zwei Zeilen nördlich von einer Frau.", ["anderen Frau"]),
    ("f", "Sie war nördlich von einer Frau mit Brille.", ["anderen Frau mit Brille"]),
    ("f", "Sie war nördlich von jeder Person mit grünen Haaren.", ["matches no accepted sentence"]),
]


@pytest.mark.parametrize("gender, text, errors", REFUSED_3)
def test_refused_language_3(gender, text, errors):
    check_refused("de", gender, text, errors)
