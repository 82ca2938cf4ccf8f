"""Sentences of clue-language-3.md in es, nl and en: every form and its negation, with the facts they
give (sentencehelp.py: Ana speaks for a woman, Bruno for a man; D3 holds a plant, B2 a chair)."""

from __future__ import annotations

import pytest
from sentencehelp import check_accepted, check_refused, check_scene

ACCEPTED = {
    "en": [
        ("f", "She was beside the same table as someone else.", ['clue(1,beside_same_who("table",anyone,any))']),
        (
            "f",
            "She was next to the same bed as a man with glasses.",
            ['clue(1,beside_same_who("bed",with(m,"glasses","yes"),any))'],
        ),
        ("f", "She was not beside the same table as anyone else.", ['clue_not(1,beside_same_who("table",anyone,any))']),
        ("m", "He was beside the same table as nobody else.", ['clue_not(1,beside_same_who("table",anyone,any))']),
        (
            "f",
            "She was beside the same table as someone else, north of her.",
            ['clue(1,beside_same_who("table",anyone,north))'],
        ),
        (
            "m",
            "He was next to the same bed as a woman to the southwest of him.",
            ['clue(1,beside_same_who("bed",f,southwest))'],
        ),
        ("f", "She was north of every bald person.", ['clue(1,dir_gender(north,with(anyone,"bald","yes"),every))']),
        ("f", "She was alone with a blond man.", ['clue(1,alone_with_gender(with(m,"hair","blond"),1))']),
        ("m", "He was alone with a blonde woman.", ['clue(1,alone_with_gender(with(f,"hair","blond"),1))']),
        ("f", "There was a red-haired man in her room.", ['clue(1,gender_in_room(with(m,"hair","red"),at_least,1))']),
        # people of a trait, in every kind that takes a gender or who
        ("f", "She was north of a man with glasses.", ['clue(1,dir_gender(north,with(m,"glasses","yes"),some))']),
        (
            "f",
            "She was north of every person with a bald head.",
            ['clue(1,dir_gender(north,with(anyone,"bald","yes"),every))'],
        ),
        ("f", "She was south of someone with red hair.", ['clue(1,dir_gender(south,with(anyone,"hair","red"),some))']),
        (
            "f",
            "She was west of every other woman with glasses.",
            ['clue(1,dir_gender(west,with(f,"glasses","yes"),every))'],
        ),
        ("f", "She was alone with a man with a beard.", ['clue(1,alone_with_gender(with(m,"beard","yes"),1))']),
        (
            "m",
            "There was a woman with blond hair in his room.",
            ['clue(1,gender_in_room(with(f,"hair","blond"),at_least,1))'],
        ),
        (
            "f",
            "There was no man with glasses in her room.",
            ['clue_not(1,gender_in_room(with(m,"glasses","yes"),at_least,1))'],
        ),
        (
            "f",
            "There was someone else with a beard next to a plant in her room.",
            ['clue(1,room_person(with(anyone,"beard","yes"),next_to("plant")))'],
        ),
        (
            "f",
            "She was exactly two rows north of another woman with glasses.",
            ['clue(1,offset_who(north,2,with(f,"glasses","yes")))'],
        ),
        # beside_same, outdoors, same_area
        ("f", "She was beside the same table as Bruno.", ['clue(1,beside_same("table","Bruno"))']),
        ("f", "She was next to the same bed as Carla.", ['clue(1,beside_same("bed","Carla"))']),
        ("m", "He and Carla were beside the same plant.", ['clue(1,beside_same("plant","Carla"))']),
        ("f", "She was not beside the same table as Bruno.", ['clue_not(1,beside_same("table","Bruno"))']),
        ("f", "She was outside.", ["clue(1,outdoors)"]),
        ("m", "He was outdoors.", ["clue(1,outdoors)"]),
        ("f", "She was not outside.", ["clue_not(1,outdoors)"]),
        ("f", "She was inside.", ["clue_not(1,outdoors)"]),
        ("m", "He was indoors.", ["clue_not(1,outdoors)"]),
        ("f", "She was not inside.", ["clue(1,outdoors)"]),
        ("f", "She and Bruno were both inside or both outside.", ['clue(1,same_area("Bruno"))']),
        ("f", "She and Bruno were neither both inside nor both outside.", ['clue_not(1,same_area("Bruno"))']),
        ("m", "He and Carla were one inside and one outside.", ['clue_not(1,same_area("Carla"))']),
        # room_adjoins
        ("f", "She was in a room adjoining the Kitchen.", ['clue(1,room_adjoins("A"))']),
        ("f", "She was in a room next to the Hall.", ['clue(1,room_adjoins("B"))']),
        ("m", "He was in a room bordering the Dining Room.", ['clue(1,room_adjoins("C"))']),
        ("f", "She was in a room adjacent to Terrace.", ['clue(1,room_adjoins("D"))']),
        ("f", "Her room adjoined the Kitchen.", ['clue(1,room_adjoins("A"))']),
        ("f", "She was not in a room adjoining the Kitchen.", ['clue_not(1,room_adjoins("A"))']),
        ("m", "He wasn't in a room beside the Hall.", ['clue_not(1,room_adjoins("B"))']),
        ("m", "His room did not adjoin the Hall.", ['clue_not(1,room_adjoins("B"))']),
        # adjoining_rooms
        ("f", "She was in a room adjoining Bruno's room.", ['clue(1,adjoining_rooms("Bruno"))']),
        ("f", "She was in a room next to Bruno's.", ['clue(1,adjoining_rooms("Bruno"))']),
        ("f", "She and Bruno were in adjoining rooms.", ['clue(1,adjoining_rooms("Bruno"))']),
        ("m", "Bruno and Carla were not in adjoining rooms.", ['clue_not(1,adjoining_rooms("Carla"))']),
        ("f", "Her room adjoined Darío's room.", ['clue(1,adjoining_rooms("Darío"))']),
        ("f", "Bruno's room adjoined hers.", ['clue(1,adjoining_rooms("Bruno"))']),
        ("f", "She was not in a room adjoining Bruno's room.", ['clue_not(1,adjoining_rooms("Bruno"))']),
        # empty_adjoining
        ("f", "An empty room adjoined her room.", ["clue(1,empty_adjoining)"]),
        ("m", "An empty room adjoined his.", ["clue(1,empty_adjoining)"]),
        ("f", "There was an empty room next to hers.", ["clue(1,empty_adjoining)"]),
        ("f", "A room adjoining hers was empty.", ["clue(1,empty_adjoining)"]),
        ("f", "No empty room adjoined her room.", ["clue_not(1,empty_adjoining)"]),
        ("m", "There was no empty room adjoining his.", ["clue_not(1,empty_adjoining)"]),
        ("f", "Every room adjoining hers was occupied.", ["clue_not(1,empty_adjoining)"]),
        ("f", "No room adjoining her room was empty.", ["clue_not(1,empty_adjoining)"]),
        # offset_object
        ("f", "She was exactly two rows north of a plant.", ['clue(1,offset_object(north,2,"plant"))']),
        ("f", "She was one row below a chair.", ['clue(1,offset_object(south,1,"chair"))']),
        ("m", "He was 3 columns east of the bed.", ['clue(1,offset_object(east,3,"bed"))']),
        ("f", "She was not exactly one column to the left of a plant.", ['clue_not(1,offset_object(west,1,"plant"))']),
        # offset_who
        ("f", "She was exactly two rows north of a man.", ["clue(1,offset_who(north,2,m))"]),
        ("f", "She was two rows north of someone on a chair.", ['clue(1,offset_at(north,2,anyone,on("chair")))']),
        ("m", "He was one column east of a woman next to a plant.", ['clue(1,offset_at(east,1,f,next_to("plant")))']),
        (
            "f",
            "She was not exactly one row below someone beside a window.",
            ["clue_not(1,offset_at(south,1,anyone,window))"],
        ),
        ("f", "She was one column east of another woman.", ["clue(1,offset_who(east,1,f))"]),
        ("m", "He was two rows below a woman.", ["clue(1,offset_who(south,2,f))"]),
        ("m", "He was one row north of someone.", ["clue(1,offset_who(north,1,anyone))"]),
        ("f", "She was not exactly one row south of any man.", ["clue_not(1,offset_who(south,1,m))"]),
        ("f", "She wasn't one column west of anyone.", ["clue_not(1,offset_who(west,1,anyone))"]),
    ],
    "es": [
        ("f", "Estaba junto a la misma mesa que alguien más.", ['clue(1,beside_same_who("table",anyone,any))']),
        ("f", "No estaba junto a la misma mesa que nadie más.", ['clue_not(1,beside_same_who("table",anyone,any))']),
        (
            "f",
            "Estaba junto a la misma mesa que alguien más, al norte de ella.",
            ['clue(1,beside_same_who("table",anyone,north))'],
        ),
        ("f", "Estaba al norte de cada persona calva.", ['clue(1,dir_gender(north,with(anyone,"bald","yes"),every))']),
        ("m", "Estaba a solas con una mujer rubia.", ['clue(1,alone_with_gender(with(f,"hair","blond"),1))']),
        (
            "f",
            "Había un hombre pelirrojo en su habitación.",
            ['clue(1,gender_in_room(with(m,"hair","red"),at_least,1))'],
        ),
        ("f", "Estaba al norte de un hombre con gafas.", ['clue(1,dir_gender(north,with(m,"glasses","yes"),some))']),
        (
            "f",
            "Estaba al sur de cada persona con la cabeza calva.",
            ['clue(1,dir_gender(south,with(anyone,"bald","yes"),every))'],
        ),
        ("f", "Estaba a solas con un hombre con barba.", ['clue(1,alone_with_gender(with(m,"beard","yes"),1))']),
        (
            "m",
            "Había una mujer con el pelo rubio en su habitación.",
            ['clue(1,gender_in_room(with(f,"hair","blond"),at_least,1))'],
        ),
        (
            "f",
            "Estaba exactamente dos filas al norte de otra mujer con gafas.",
            ['clue(1,offset_who(north,2,with(f,"glasses","yes")))'],
        ),
        ("f", "Estaba junto a la misma mesa que Bruno.", ['clue(1,beside_same("table","Bruno"))']),
        ("m", "Estaba al lado del mismo árbol que Carla.", ['clue(1,beside_same("tree","Carla"))']),
        ("f", "No estaba junto a la misma cama que Bruno.", ['clue_not(1,beside_same("bed","Bruno"))']),
        ("f", "Estaba fuera.", ["clue(1,outdoors)"]),
        ("m", "Estaba al aire libre.", ["clue(1,outdoors)"]),
        ("f", "No estaba fuera.", ["clue_not(1,outdoors)"]),
        ("f", "Estaba dentro.", ["clue_not(1,outdoors)"]),
        ("f", "Ella y Bruno estaban los dos dentro o los dos fuera.", ['clue(1,same_area("Bruno"))']),
        ("f", "Ana y Bruno estaban ambos dentro o ambos fuera.", ['clue(1,same_area("Bruno"))']),
        ("f", "Ella y Bruno no estaban ni los dos dentro ni los dos fuera.", ['clue_not(1,same_area("Bruno"))']),
        ("m", "Él y Carla estaban uno dentro y otro fuera.", ['clue_not(1,same_area("Carla"))']),
        ("f", "Estaba en una habitación contigua a la Cocina.", ['clue(1,room_adjoins("A"))']),
        ("m", "Estaba en una habitación adyacente al Salón.", ['clue(1,room_adjoins("B"))']),
        ("f", "Ana estaba en una habitación colindante a la Sala de Estar.", ['clue(1,room_adjoins("C"))']),
        ("f", "No estaba en una habitación contigua a la Biblioteca.", ['clue_not(1,room_adjoins("D"))']),
        ("f", "Estaba en una habitación contigua a la de Bruno.", ['clue(1,adjoining_rooms("Bruno"))']),
        ("f", "Ella y Bruno estaban en habitaciones contiguas.", ['clue(1,adjoining_rooms("Bruno"))']),
        ("m", "Él y Carla no estaban en habitaciones adyacentes.", ['clue_not(1,adjoining_rooms("Carla"))']),
        ("f", "Su habitación era contigua a la de Darío.", ['clue(1,adjoining_rooms("Darío"))']),
        ("f", "No estaba en una habitación contigua a la de Bruno.", ['clue_not(1,adjoining_rooms("Bruno"))']),
        ("f", "Había una habitación vacía contigua a la suya.", ["clue(1,empty_adjoining)"]),
        ("m", "Una habitación contigua a la suya estaba vacía.", ["clue(1,empty_adjoining)"]),
        ("f", "No había ninguna habitación vacía contigua a la suya.", ["clue_not(1,empty_adjoining)"]),
        ("f", "Ninguna habitación contigua a la suya estaba vacía.", ["clue_not(1,empty_adjoining)"]),
        ("f", "Todas las habitaciones contiguas a la suya estaban ocupadas.", ["clue_not(1,empty_adjoining)"]),
        ("f", "Estaba exactamente dos filas al norte de una planta.", ['clue(1,offset_object(north,2,"plant"))']),
        ("m", "Estaba a una fila al sur de una silla.", ['clue(1,offset_object(south,1,"chair"))']),
        ("f", "Estaba tres columnas al este de la cama.", ['clue(1,offset_object(east,3,"bed"))']),
        (
            "f",
            "No estaba exactamente una columna al oeste de ninguna planta.",
            ['clue_not(1,offset_object(west,1,"plant"))'],
        ),
        ("f", "Estaba exactamente dos filas al norte de un hombre.", ["clue(1,offset_who(north,2,m))"]),
        ("f", "Estaba dos filas al norte de alguien en una silla.", ['clue(1,offset_at(north,2,anyone,on("chair")))']),
        ("f", "Estaba una columna al este de otra mujer.", ["clue(1,offset_who(east,1,f))"]),
        ("m", "Estaba dos filas al sur de una mujer.", ["clue(1,offset_who(south,2,f))"]),
        ("m", "Estaba una fila al norte de alguien.", ["clue(1,offset_who(north,1,anyone))"]),
        ("f", "No estaba una fila al sur de ningún hombre.", ["clue_not(1,offset_who(south,1,m))"]),
        ("f", "No estaba una columna al oeste de nadie.", ["clue_not(1,offset_who(west,1,anyone))"]),
    ],
    "nl": [
        ("f", "Ze was naast dezelfde tafel als iemand anders.", ['clue(1,beside_same_who("table",anyone,any))']),
        ("f", "Ze was naast dezelfde tafel als niemand anders.", ['clue_not(1,beside_same_who("table",anyone,any))']),
        (
            "f",
            "Ze was naast dezelfde tafel als iemand anders, ten noorden van haar.",
            ['clue(1,beside_same_who("table",anyone,north))'],
        ),
        (
            "f",
            "Ze was ten noorden van elke kale persoon.",
            ['clue(1,dir_gender(north,with(anyone,"bald","yes"),every))'],
        ),
        ("m", "Hij was alleen met een blonde vrouw.", ['clue(1,alone_with_gender(with(f,"hair","blond"),1))']),
        (
            "f",
            "Ze was ten noorden van een man met een bril.",
            ['clue(1,dir_gender(north,with(m,"glasses","yes"),some))'],
        ),
        (
            "f",
            "Ze was ten zuiden van elke persoon met een kaal hoofd.",
            ['clue(1,dir_gender(south,with(anyone,"bald","yes"),every))'],
        ),
        ("f", "Ze was alleen met een man met een baard.", ['clue(1,alone_with_gender(with(m,"beard","yes"),1))']),
        (
            "m",
            "Er was een vrouw met blond haar in zijn kamer.",
            ['clue(1,gender_in_room(with(f,"hair","blond"),at_least,1))'],
        ),
        (
            "f",
            "Ze was precies twee rijen ten noorden van een andere vrouw met een bril.",
            ['clue(1,offset_who(north,2,with(f,"glasses","yes")))'],
        ),
        ("f", "Ze was naast dezelfde tafel als Bruno.", ['clue(1,beside_same("table","Bruno"))']),
        ("m", "Hij was naast hetzelfde bed als Carla.", ['clue(1,beside_same("bed","Carla"))']),
        ("f", "Ze was niet naast dezelfde plant als Bruno.", ['clue_not(1,beside_same("plant","Bruno"))']),
        ("f", "Ze was buiten.", ["clue(1,outdoors)"]),
        ("f", "Ze was niet buiten.", ["clue_not(1,outdoors)"]),
        ("m", "Hij was binnen.", ["clue_not(1,outdoors)"]),
        ("f", "Zij en Bruno waren allebei binnen of allebei buiten.", ['clue(1,same_area("Bruno"))']),
        ("f", "Ze en Bruno waren noch allebei binnen noch allebei buiten.", ['clue_not(1,same_area("Bruno"))']),
        ("m", "Hij en Carla waren de een binnen en de ander buiten.", ['clue_not(1,same_area("Carla"))']),
        ("f", "Ze was in een kamer grenzend aan de Keuken.", ['clue(1,room_adjoins("A"))']),
        ("m", "Hij was in een kamer naast de Hal.", ['clue(1,room_adjoins("B"))']),
        ("f", "Ze was in een kamer grenzend aan het Terras.", ['clue(1,room_adjoins("D"))']),
        ("f", "Haar kamer grensde aan de Tuin.", ['clue(1,room_adjoins("C"))']),
        ("f", "Ze was niet in een kamer grenzend aan de Keuken.", ['clue_not(1,room_adjoins("A"))']),
        ("m", "Zijn kamer grensde niet aan de Hal.", ['clue_not(1,room_adjoins("B"))']),
        ("f", "Ze was in een kamer grenzend aan die van Bruno.", ['clue(1,adjoining_rooms("Bruno"))']),
        ("f", "Zij en Bruno waren in aangrenzende kamers.", ['clue(1,adjoining_rooms("Bruno"))']),
        ("m", "Hij en Carla waren niet in aangrenzende kamers.", ['clue_not(1,adjoining_rooms("Carla"))']),
        ("f", "Haar kamer grensde aan de kamer van Darío.", ['clue(1,adjoining_rooms("Darío"))']),
        ("f", "Ze was niet in een kamer naast die van Bruno.", ['clue_not(1,adjoining_rooms("Bruno"))']),
        ("f", "Er grensde een lege kamer aan haar kamer.", ["clue(1,empty_adjoining)"]),
        ("m", "Een lege kamer grensde aan zijn kamer.", ["clue(1,empty_adjoining)"]),
        ("f", "Er grensde geen lege kamer aan haar kamer.", ["clue_not(1,empty_adjoining)"]),
        ("f", "Elke kamer grenzend aan haar kamer was bezet.", ["clue_not(1,empty_adjoining)"]),
        ("f", "Ze was precies twee rijen ten noorden van een plant.", ['clue(1,offset_object(north,2,"plant"))']),
        ("m", "Hij was één rij ten zuiden van een stoel.", ['clue(1,offset_object(south,1,"chair"))']),
        ("f", "Ze was niet precies één kolom ten westen van een plant.", ['clue_not(1,offset_object(west,1,"plant"))']),
        ("f", "Ze was precies twee rijen ten noorden van een man.", ["clue(1,offset_who(north,2,m))"]),
        (
            "f",
            "Ze was twee rijen ten noorden van iemand op een stoel.",
            ['clue(1,offset_at(north,2,anyone,on("chair")))'],
        ),
        ("f", "Ze was één kolom ten oosten van een andere vrouw.", ["clue(1,offset_who(east,1,f))"]),
        ("m", "Hij was één rij ten noorden van iemand.", ["clue(1,offset_who(north,1,anyone))"]),
        ("f", "Ze was niet precies één rij ten zuiden van een man.", ["clue_not(1,offset_who(south,1,m))"]),
    ],
}

REFUSED = {
    "en": [
        ("f", "She was in a room adjoining the Cellar.", ["no room named 'Cellar'"]),
        ("f", "She was exactly two rows north of a woman.", ["another woman"]),
        ("m", "He was in a room adjoining Zoe's room.", ["Zoe"]),
        ("f", "She was north of a woman with glasses.", ["another woman with glasses"]),
        ("f", "She was north of every person with green hair.", ["matches no accepted sentence"]),
    ],
    "es": [
        ("f", "Estaba en una habitación contigua a la Bodega.", ["no room named"]),
        ("f", "Estaba dos filas al norte de una mujer.", ["otra mujer"]),
    ],
    "nl": [
        ("f", "Ze was in een kamer grenzend aan de Kelder.", ["no room named"]),
        ("f", "Ze was twee rijen ten noorden van een vrouw.", ["andere vrouw"]),
    ],
}


@pytest.mark.parametrize(
    "lang, gender, text, expected", [(lang, *row) for lang, rows in ACCEPTED.items() for row in rows]
)
def test_accepted(lang, gender, text, expected):
    check_accepted(lang, gender, text, expected)


@pytest.mark.parametrize("lang, gender, text, wanted", [(lang, *row) for lang, rows in REFUSED.items() for row in rows])
def test_refused(lang, gender, text, wanted):
    check_refused(lang, gender, text, wanted)


SCENE = [
    (
        "en",
        "Exactly two people with glasses were inside.",
        ['scene(1,count(with(people,"glasses","yes"),exactly,2,inside))'],
    ),
    ("en", "Nobody was outside.", ["scene(1,count(people,exactly,0,outdoors))"]),
    (
        "en",
        "At least one woman with red hair was outdoors.",
        ['scene(1,count(with(f,"hair","red"),at_least,1,outdoors))'],
    ),
    (
        "es",
        "Exactamente dos personas con gafas estaban dentro.",
        ['scene(1,count(with(people,"glasses","yes"),exactly,2,inside))'],
    ),
    ("es", "Nadie estaba fuera.", ["scene(1,count(people,exactly,0,outdoors))"]),
    (
        "nl",
        "Precies twee personen met een bril waren binnen.",
        ['scene(1,count(with(people,"glasses","yes"),exactly,2,inside))'],
    ),
    ("nl", "Niemand was buiten.", ["scene(1,count(people,exactly,0,outdoors))"]),
]


@pytest.mark.parametrize("lang, text, expected", SCENE)
def test_scene(lang, text, expected):
    check_scene(lang, text, expected)
