"""Spanish sentences of clue-language-2.md: every form and its negation, with the facts they give."""

from __future__ import annotations

import pytest
from sentencehelp import check_accepted, check_refused, check_scene

ACCEPTED = [
    # (speaker gender, card, facts)
    # at_wall, windows, doors
    ("f", "Estaba junto a una pared.", ["clue(1,at_wall)"]),
    ("f", "Estaba al lado de una pared.", ["clue(1,at_wall)"]),
    ("f", "Estaba pegada a una pared.", ["clue(1,at_wall)"]),
    ("m", "Bruno estaba pegado a una pared.", ["clue(1,at_wall)"]),
    ("f", "No estaba junto a ninguna pared.", ["clue_not(1,at_wall)"]),
    ("f", "Ana no estaba junto a una pared.", ["clue_not(1,at_wall)"]),
    ("m", "Estaba junto a una ventana.", ["clue(1,next_to_window)"]),
    ("m", "Él estaba al lado de una ventana.", ["clue(1,next_to_window)"]),
    ("m", "No estaba junto a ninguna ventana.", ["clue_not(1,next_to_window)"]),
    ("f", "Estaba junto a una puerta.", ["clue(1,next_to_door)"]),
    ("f", "No estaba al lado de una puerta.", ["clue_not(1,next_to_door)"]),
    ("f", "Estaba junto a la pared.", ["clue(1,at_wall)"]),
    ("f", "Estaba sentada junto a la ventana.", ["clue(1,next_to_window)"]),
    ("f", "Estaba frente a una ventana.", ["clue(1,next_to_window)"]),
    # unique
    ("f", "Era la única persona en una alfombra.", ['clue(1,unique(on("carpet")))']),
    ("m", "Era la única persona sentada en una silla.", ['clue(1,unique(on("chair")))']),
    ("f", "Era la única que estaba sentada en una silla.", ['clue(1,unique(on("chair")))']),
    ("m", "Era el único que estaba junto a una planta.", ['clue(1,unique(next_to("plant")))']),
    ("m", "Era el único junto a una ventana.", ["clue(1,unique(window))"]),
    ("f", "Era la única persona junto a una puerta.", ["clue(1,unique(door))"]),
    ("f", "No era la única persona sobre una cama.", ['clue_not(1,unique(on("bed")))']),
    # not_alone
    ("f", "No estaba sola en la habitación.", ["clue_not(1,alone)"]),
    ("f", "No estaba sola.", ["clue_not(1,alone)"]),
    ("m", "No estaba solo en su habitación.", ["clue_not(1,alone)"]),
    ("f", "Había alguien más en su habitación.", ["clue_not(1,alone)"]),
    ("f", "No había nadie más en su habitación.", ["clue(1,alone)"]),
    # same_room, alone_with
    ("f", "Estaba en la misma habitación que Bruno.", ['clue(1,same_room("Bruno"))']),
    ("f", "Estaba con Bruno.", ['clue(1,same_room("Bruno"))']),
    ("f", "Estaba con Dario.", ['clue(1,same_room("Darío"))']),
    ("f", "No estaba en la misma habitación que Bruno.", ['clue_not(1,same_room("Bruno"))']),
    ("f", "No estaba con Félix.", ['clue_not(1,same_room("Félix"))']),
    ("f", "Compartía habitación con Bruno.", ['clue(1,same_room("Bruno"))']),
    ("f", "No compartía la habitación con Bruno.", ['clue_not(1,same_room("Bruno"))']),
    ("f", "Estaba a solas con Bruno.", ['clue(1,alone_with("Bruno"))']),
    ("f", "Estaba sola con Bruno.", ['clue(1,alone_with("Bruno"))']),
    ("m", "Estaba solo con Carla.", ['clue(1,alone_with("Carla"))']),
    ("f", "Estaba sola en una habitación con Bruno.", ['clue(1,alone_with("Bruno"))']),
    ("f", "Estaba en la misma sala que Bruno.", ['clue(1,same_room("Bruno"))']),
    ("f", "No estaba a solas con Bruno.", ['clue_not(1,alone_with("Bruno"))']),
    # compounds: two clues
    ("f", "Estaba en la Cocina con Bruno.", ['clue(1,room("A"))', 'clue(2,same_room("Bruno"))']),
    ("f", "Estaba con Bruno en el Salón.", ['clue(1,room("B"))', 'clue(2,same_room("Bruno"))']),
    ("m", "Estaba solo en la Sala de Estar.", ['clue(1,room("C"))', "clue(2,alone)"]),
    ("f", "Estaba sola en la Biblioteca.", ['clue(1,room("D"))', "clue(2,alone)"]),
    # dir_person
    ("f", "Estaba al norte de Bruno.", ['clue(1,dir_person(north,"Bruno"))']),
    ("f", "Estaba al sur de Bruno.", ['clue(1,dir_person(south,"Bruno"))']),
    ("f", "Estaba al noreste de Bruno.", ['clue(1,dir_person(northeast,"Bruno"))']),
    ("f", "Estaba al nordeste de Bruno.", ['clue(1,dir_person(northeast,"Bruno"))']),
    ("f", "Estaba al sudoeste de Bruno.", ['clue(1,dir_person(southwest,"Bruno"))']),
    ("f", "Estaba al oeste de Darío.", ['clue(1,dir_person(west,"Darío"))']),
    ("f", "Estaba más al norte que Bruno.", ['clue(1,dir_person(north,"Bruno"))']),
    ("f", "Se encontraba al norte de Bruno.", ['clue(1,dir_person(north,"Bruno"))']),
    ("f", "Ana no se encontraba junto a una ventana.", ["clue_not(1,next_to_window)"]),
    ("f", "No estaba al norte de Bruno.", ['clue_not(1,dir_person(north,"Bruno"))']),
    # offset_person
    ("f", "Estaba exactamente dos filas al norte de Bruno.", ['clue(1,offset_person(north,2,"Bruno"))']),
    ("f", "Estaba a dos filas al sur de Bruno.", ['clue(1,offset_person(south,2,"Bruno"))']),
    ("f", "Estaba una fila al norte de Bruno.", ['clue(1,offset_person(north,1,"Bruno"))']),
    ("f", "Estaba 3 columnas al este de Bruno.", ['clue(1,offset_person(east,3,"Bruno"))']),
    ("f", "Estaba exactamente una columna al oeste de Bruno.", ['clue(1,offset_person(west,1,"Bruno"))']),
    ("f", "No estaba exactamente una columna al oeste de Bruno.", ['clue_not(1,offset_person(west,1,"Bruno"))']),
    # dir_gender
    ("f", "Estaba al norte de un hombre.", ["clue(1,dir_gender(north,m,some))"]),
    ("f", "Estaba al norte de otra mujer.", ["clue(1,dir_gender(north,f,some))"]),
    ("m", "Estaba al oeste de una mujer.", ["clue(1,dir_gender(west,f,some))"]),
    ("m", "Estaba al sur de otro hombre.", ["clue(1,dir_gender(south,m,some))"]),
    ("f", "No estaba al norte de ningún hombre.", ["clue_not(1,dir_gender(north,m,some))"]),
    ("f", "No estaba al norte de un hombre.", ["clue_not(1,dir_gender(north,m,some))"]),
    ("f", "Estaba al sur de cada hombre.", ["clue(1,dir_gender(south,m,every))"]),
    ("f", "Estaba al sur de todos los hombres.", ["clue(1,dir_gender(south,m,every))"]),
    ("f", "Estaba al sur de todas las demás mujeres.", ["clue(1,dir_gender(south,f,every))"]),
    ("m", "Estaba al este de todos los demás hombres.", ["clue(1,dir_gender(east,m,every))"]),
    ("m", "No estaba al este de cada mujer.", ["clue_not(1,dir_gender(east,f,every))"]),
    # same_line_object
    ("f", "Estaba en la misma fila que una planta.", ['clue(1,same_line_object(row,"plant",any))']),
    ("f", "Estaba en la misma columna que una cama.", ['clue(1,same_line_object(column,"bed",any))']),
    (
        "f",
        "Estaba en la misma fila o columna que un sillón.",
        ['clue(1,same_line_object(row_or_column,"armchair",any))'],
    ),
    (
        "f",
        "Estaba en la misma fila que una planta de su habitación.",
        ['clue(1,same_line_object(row,"plant",same_room))'],
    ),
    (
        "f",
        "Estaba en la misma fila que una planta en su habitación.",
        ['clue(1,same_line_object(row,"plant",same_room))'],
    ),
    (
        "f",
        "Estaba en la misma fila que una planta de otra habitación.",
        ['clue(1,same_line_object(row,"plant",other_room))'],
    ),
    (
        "f",
        "Estaba en la misma columna que un árbol en otra habitación.",
        ['clue(1,same_line_object(column,"tree",other_room))'],
    ),
    ("f", "Había una planta en su fila.", ['clue(1,same_line_object(row,"plant",any))']),
    ("f", "No había ninguna planta en su columna.", ['clue_not(1,same_line_object(column,"plant",any))']),
    ("f", "No estaba en la misma fila que ninguna planta.", ['clue_not(1,same_line_object(row,"plant",any))']),
    # dir_object
    ("f", "Estaba al norte de una planta.", ['clue(1,dir_object(north,"plant",some,any))']),
    ("f", "Estaba al sur de una cama de su habitación.", ['clue(1,dir_object(south,"bed",some,same_room))']),
    ("f", "Estaba al norte de cada planta.", ['clue(1,dir_object(north,"plant",every,any))']),
    ("f", "Estaba al norte de cada planta de otra habitación.", ['clue(1,dir_object(north,"plant",every,other_room))']),
    ("f", "No estaba al oeste de ningún árbol.", ['clue_not(1,dir_object(west,"tree",some,any))']),
    ("f", "No estaba al sureste de cada cama.", ['clue_not(1,dir_object(southeast,"bed",every,any))']),
    # dir_object_at
    ("f", "Estaba al norte de la planta de D3.", ['clue(1,dir_object_at(north,"plant",3,4))']),
    ("f", "Estaba al este de la cama en A5.", ['clue(1,dir_object_at(east,"bed",5,1))']),
    ("f", "Estaba al sur de la alfombra de b2.", ['clue(1,dir_object_at(south,"carpet",2,2))']),
    ("f", "No estaba al norte de la planta de D3.", ['clue_not(1,dir_object_at(north,"plant",3,4))']),
    # dir_object_adj
    ("f", "Estaba justo al norte de una planta.", ['clue(1,dir_object_adj(north,"plant"))']),
    ("f", "Estaba justo al oeste de una cama.", ['clue(1,dir_object_adj(west,"bed"))']),
    ("f", "Estaba directamente al sur de una mesa.", ['clue(1,dir_object_adj(south,"table"))']),
    ("f", "No estaba justo al este de una planta.", ['clue_not(1,dir_object_adj(east,"plant"))']),
    # room_has
    ("f", "Había una cama en su habitación.", ['clue(1,room_has("bed"))']),
    ("m", "Había un sillón en su habitación.", ['clue(1,room_has("armchair"))']),
    ("f", "En su habitación había una planta.", ['clue(1,room_has("plant"))']),
    ("f", "Había una cama en la habitación de Ana.", ['clue(1,room_has("bed"))']),
    ("f", "No había ninguna cama en su habitación.", ['clue_not(1,room_has("bed"))']),
    ("f", "No había una cama en su habitación.", ['clue_not(1,room_has("bed"))']),
    ("f", "En su habitación no había ningún sofá.", ['clue_not(1,room_has("sofa"))']),
    # gender_in_room
    ("f", "Había un hombre en su habitación.", ["clue(1,gender_in_room(m,at_least,1))"]),
    ("f", "No había ninguna mujer más en su habitación.", ["clue_not(1,gender_in_room(f,at_least,1))"]),
    ("m", "En su habitación no había ningún hombre más.", ["clue_not(1,gender_in_room(m,at_least,1))"]),
    ("f", "Había una mujer más en su habitación.", ["clue(1,gender_in_room(f,at_least,1))"]),
    ("f", "Había otra mujer en su habitación.", ["clue(1,gender_in_room(f,at_least,1))"]),
    ("m", "Había una mujer en su habitación.", ["clue(1,gender_in_room(f,at_least,1))"]),
    ("m", "En su habitación había otro hombre.", ["clue(1,gender_in_room(m,at_least,1))"]),
    ("f", "No había ningún hombre en su habitación.", ["clue_not(1,gender_in_room(m,at_least,1))"]),
    ("f", "No había ninguna otra mujer en su habitación.", ["clue_not(1,gender_in_room(f,at_least,1))"]),
    ("f", "Un hombre estaba en su habitación.", ["clue(1,gender_in_room(m,at_least,1))"]),
    ("f", "Ningún hombre estaba en su habitación.", ["clue_not(1,gender_in_room(m,at_least,1))"]),
    ("f", "Otra mujer estaba en su habitación.", ["clue(1,gender_in_room(f,at_least,1))"]),
    ("f", "Estaba en la misma habitación que un hombre.", ["clue(1,gender_in_room(m,at_least,1))"]),
    ("f", "Había exactamente dos hombres en su habitación.", ["clue(1,gender_in_room(m,exactly,2))"]),
    ("f", "Había al menos 2 hombres en su habitación.", ["clue(1,gender_in_room(m,at_least,2))"]),
    ("f", "Había exactamente un hombre en su habitación.", ["clue(1,gender_in_room(m,exactly,1))"]),
    ("f", "Había exactamente dos mujeres más en su habitación.", ["clue(1,gender_in_room(f,exactly,2))"]),
    ("f", "Había exactamente una mujer más en su habitación.", ["clue(1,gender_in_room(f,exactly,1))"]),
    ("m", "Había exactamente otro hombre en su habitación.", ["clue(1,gender_in_room(m,exactly,1))"]),
    ("f", "No había exactamente dos hombres en su habitación.", ["clue_not(1,gender_in_room(m,exactly,2))"]),
    # room_size
    ("f", "Había exactamente 3 personas en su habitación, incluida ella.", ["clue(1,room_size(3))"]),
    ("f", "Había tres personas en su habitación.", ["clue(1,room_size(3))"]),
    ("m", "Había exactamente dos personas en su habitación, incluido él.", ["clue(1,room_size(2))"]),
    ("f", "Estaba en una habitación con otras dos personas.", ["clue(1,room_size(3))"]),
    ("f", "Estaba en una habitación con otra persona.", ["clue(1,room_size(2))"]),
    ("f", "No había exactamente tres personas en su habitación.", ["clue_not(1,room_size(3))"]),
    # alone_with_gender
    ("f", "Estaba a solas con un hombre.", ["clue(1,alone_with_gender(m,1))"]),
    ("f", "Estaba sola con otra mujer.", ["clue(1,alone_with_gender(f,1))"]),
    ("m", "Estaba solo con una mujer.", ["clue(1,alone_with_gender(f,1))"]),
    ("m", "Estaba a solas con dos mujeres.", ["clue(1,alone_with_gender(f,2))"]),
    ("f", "Estaba sola con dos mujeres más.", ["clue(1,alone_with_gender(f,2))"]),
    ("f", "No estaba a solas con un hombre.", ["clue_not(1,alone_with_gender(m,1))"]),
    # room_person
    ("f", "Había alguien más en una silla en su habitación.", ['clue(1,room_person(anyone,on("chair")))']),
    ("f", "Había otra persona junto a una planta en su habitación.", ['clue(1,room_person(anyone,next_to("plant")))']),
    ("f", "Había un hombre en una esquina en su habitación.", ["clue(1,room_person(m,corner))"]),
    ("f", "En su habitación había otra mujer junto a una ventana.", ["clue(1,room_person(f,window))"]),
    ("f", "Había un hombre junto a una pared en su habitación.", ["clue(1,room_person(m,at_wall))"]),
    ("m", "Había alguien más junto a una puerta en su habitación.", ["clue(1,room_person(anyone,door))"]),
    (
        "f",
        "No había nadie más junto a una planta en su habitación.",
        ['clue_not(1,room_person(anyone,next_to("plant")))'],
    ),
    (
        "f",
        "No había ninguna otra persona sobre una silla en su habitación.",
        ['clue_not(1,room_person(anyone,on("chair")))'],
    ),
    ("f", "No había ningún hombre en una esquina en su habitación.", ["clue_not(1,room_person(m,corner))"]),
    # either / neither
    ("f", "Estaba en la Cocina o en el Salón.", ['clue(1,either(room("A"),room("B")))']),
    ("f", "Estaba o en la Cocina o en el Salón.", ['clue(1,either(room("A"),room("B")))']),
    ("f", "Estaba en la fila de arriba o en la fila de abajo.", ["clue(1,either(row(1),row(6)))"]),
    ("f", "Estaba en una silla o en un sofá.", ['clue(1,either(on("chair"),on("sofa")))']),
    ("f", "Estaba junto a una planta o a una estatua.", ['clue(1,either(next_to("plant"),next_to("statue")))']),
    ("f", "No estaba ni en la primera ni en la última fila.", ["clue_not(1,either(row(1),row(6)))"]),
    ("f", "No estaba ni en la Cocina ni en el Salón.", ['clue_not(1,either(room("A"),room("B")))']),
    # with other sentences on the card
    (
        "f",
        "La víctima. Estaba a solas con el asesino. Estaba al norte de Bruno.",
        ["clue(1,victim)", 'clue(2,dir_person(north,"Bruno"))'],
    ),
    (
        "f",
        "Estaba en la Cocina. Estaba al norte de Bruno. Estaba en una silla.",
        ['clue(1,room("A"))', 'clue(2,dir_person(north,"Bruno"))', 'clue(3,on("chair"))'],
    ),
    # author-style variants (kinds-sentences probing)
    ("f", "Estaba al nor-este de Bruno.", ['clue(1,dir_person(northeast,"Bruno"))']),
    ("f", "Estaba al sur oeste de una planta.", ['clue(1,dir_object(southwest,"plant",some,any))']),
    ("m", "Estaba al sud-este de Carla.", ['clue(1,dir_person(southeast,"Carla"))']),
    ("f", "Estaba al norte de todas las plantas.", ['clue(1,dir_object(north,"plant",every,any))']),
    (
        "m",
        "Estaba al sur de todos los árboles de otra habitación.",
        ['clue(1,dir_object(south,"tree",every,other_room))'],
    ),
    ("f", "Había dos hombres en su habitación.", ["clue(1,gender_in_room(m,exactly,2))"]),
    ("f", "Había dos mujeres más en su habitación.", ["clue(1,gender_in_room(f,exactly,2))"]),
    # author-style variants (kinds-sentences probing)
    ("f", "Estaba por encima de Bruno.", ['clue(1,dir_person(north,"Bruno"))']),
    ("f", "Estaba a la izquierda de Bruno.", ['clue(1,dir_person(west,"Bruno"))']),
    ("f", "Estaba más arriba que Bruno.", ['clue(1,dir_person(north,"Bruno"))']),
    ("f", "No estaba por debajo de Bruno.", ['clue_not(1,dir_person(south,"Bruno"))']),
    ("f", "Estaba una fila por encima de Bruno.", ['clue(1,offset_person(north,1,"Bruno"))']),
    ("f", "Estaba en la habitación de Bruno.", ['clue(1,same_room("Bruno"))']),
    ("f", "Estaba en la misma habitación con Bruno.", ['clue(1,same_room("Bruno"))']),
    ("f", "Ella y Bruno estaban en la misma habitación.", ['clue(1,same_room("Bruno"))']),
    ("f", "Ella y Bruno no estaban en la misma habitación.", ['clue_not(1,same_room("Bruno"))']),
    ("f", "Su habitación tenía una cama.", ['clue(1,room_has("bed"))']),
    ("f", "Su habitación no tenía ninguna cama.", ['clue_not(1,room_has("bed"))']),
    ("f", "Estaba justo al lado de una ventana.", ["clue(1,next_to_window)"]),
    ("f", "Estaba sentada justo al lado de la puerta.", ["clue(1,next_to_door)"]),
    ("m", "Estaba apoyado contra una pared.", ["clue(1,at_wall)"]),
    # author-style variants (kinds-sentences probing)
    ("f", "Estaba en algún lugar al norte de Bruno.", ['clue(1,dir_person(north,"Bruno"))']),
    ("f", "Estaba una fila más abajo que Bruno.", ['clue(1,offset_person(south,1,"Bruno"))']),
    ("f", "Estaba dos columnas más a la derecha que Bruno.", ['clue(1,offset_person(east,2,"Bruno"))']),
    ("f", "Estaba al norte de al menos un hombre.", ["clue(1,dir_gender(north,m,some))"]),
    ("f", "Estaba en la misma fila que la planta.", ['clue(1,same_line_object(row,"plant",any))']),
    ("f", "Estaba al norte de la planta.", ['clue(1,dir_object(north,"plant",some,any))']),
    ("f", "Estaba al sur del árbol.", ['clue(1,dir_object(south,"tree",some,any))']),
    ("f", "Estaba al sur del árbol de su habitación.", ['clue(1,dir_object(south,"tree",some,same_room))']),
    ("f", "Estaba sola con otras dos mujeres.", ["clue(1,alone_with_gender(f,2))"]),
    ("m", "Había otros dos hombres en su habitación.", ["clue(1,gender_in_room(m,exactly,2))"]),
    ("f", "Había un hombre en una esquina de su habitación.", ["clue(1,room_person(m,corner))"]),
    ("f", "No había nadie más en una esquina de su habitación.", ["clue_not(1,room_person(anyone,corner))"]),
    # author-style variants (kinds-sentences probing)
    ("f", "Estaba a solas con Bruno en la habitación.", ['clue(1,alone_with("Bruno"))']),
    ("f", "Estaba sola con Bruno en su habitación.", ['clue(1,alone_with("Bruno"))']),
]


@pytest.mark.parametrize("gender, text, facts", ACCEPTED)
def test_accepted(gender, text, facts):
    check_accepted("es", gender, text, facts)


SCENE = [
    ("Exactamente una persona estaba en una alfombra.", ['scene(1,count(people,exactly,1,on("carpet")))']),
    ("Al menos dos personas estaban junto a una planta.", ['scene(1,count(people,at_least,2,next_to("plant")))']),
    ("Como mucho dos hombres estaban en una esquina.", ["scene(1,count(m,at_most,2,corner))"]),
    ("Como máximo una mujer estaba junto a una ventana.", ["scene(1,count(f,at_most,1,window))"]),
    ("No más de 2 personas estaban en la Cocina.", ['scene(1,count(people,at_most,2,room("A")))']),
    ("Había exactamente dos personas en la Cocina.", ['scene(1,count(people,exactly,2,room("A")))']),
    ("Nadie estaba en el Salón.", ['scene(1,count(people,exactly,0,room("B")))']),
    ("Nadie estaba junto a ninguna planta.", ['scene(1,count(people,exactly,0,next_to("plant")))']),
    ("Ningún hombre estaba junto a una pared.", ["scene(1,count(m,exactly,0,at_wall))"]),
    ("Todos estaban junto a una planta.", ['scene(1,count(people,all,0,next_to("plant")))']),
    ("Todo el mundo estaba en la Cocina.", ['scene(1,count(people,all,0,room("A")))']),
    ("Todas las mujeres estaban en la Biblioteca.", ['scene(1,count(f,all,0,room("D")))']),
    ("Ninguna habitación estaba vacía.", ["scene(1,empty_rooms(exactly,0))"]),
    ("No había ninguna habitación vacía.", ["scene(1,empty_rooms(exactly,0))"]),
    ("Todas las habitaciones estaban ocupadas.", ["scene(1,empty_rooms(exactly,0))"]),
    ("Había alguien en cada habitación.", ["scene(1,empty_rooms(exactly,0))"]),
    ("Exactamente una habitación estaba vacía.", ["scene(1,empty_rooms(exactly,1))"]),
    ("Al menos dos habitaciones estaban vacías.", ["scene(1,empty_rooms(at_least,2))"]),
    ("Cada habitación tenía como máximo 2 personas.", ["scene(1,every_room(at_most,2))"]),
    ("Todas las habitaciones tenían al menos una persona.", ["scene(1,every_room(at_least,1))"]),
    ("Había al menos una persona en cada habitación.", ["scene(1,every_room(at_least,1))"]),
    ("Ninguna habitación tenía exactamente una persona.", ["scene(1,every_room(not_exactly,1))"]),
    ("Ninguna habitación tenía más de 3 personas.", ["scene(1,every_room(at_most,3))"]),
    ("Ninguna habitación tenía menos de 2 personas.", ["scene(1,every_room(at_least,2))"]),
    # author-style variants (kinds-sentences probing)
    ("Dos personas estaban en la Cocina.", ['scene(1,count(people,exactly,2,room("A")))']),
    ("Había dos hombres junto a una planta.", ['scene(1,count(m,exactly,2,next_to("plant")))']),
    # author-style variants (kinds-sentences probing)
    ("Dos habitaciones estaban vacías.", ["scene(1,empty_rooms(exactly,2))"]),
    ("Solo una habitación estaba vacía.", ["scene(1,empty_rooms(exactly,1))"]),
    ("Había dos habitaciones vacías.", ["scene(1,empty_rooms(exactly,2))"]),
]


@pytest.mark.parametrize("text, facts", SCENE)
def test_scene(text, facts):
    check_scene("es", text, facts)


REFUSED = [
    ("f", "Estaba al norte de Bruno y de Carla.", ["'Bruno y de Carla' names two people or joins two"]),
    ("f", "Estaba al norte de Brunoo.", ["the case has no person named 'Brunoo'"]),
    ("f", "Estaba al norte de Ana.", ["'Ana' is the speaker"]),
    ("f", "Estaba al norte de una mujer.", ["'una mujer' on a woman's card: the speaker is a woman"]),
    ("m", "Estaba al norte de otra mujer.", ["'otra mujer' on a man's card (gender disagreement"]),
    ("m", "Estaba al sur de cada hombre.", ["'cada hombre' on a man's card"]),
    ("f", "Estaba sola con una mujer.", ["'una mujer' on a woman's card"]),
    ("m", "Había un hombre en su habitación.", ["'un hombre' on a man's card"]),
    ("m", "Estaba pegada a una pared.", ["'pegada a' on a man's card (gender disagreement)"]),
    ("f", "Era el único junto a una ventana.", ["'el único' on a woman's card (gender disagreement)"]),
    ("f", "Había exactamente 3 personas en su habitación, incluido él.", ["', incluido él' on a woman's card"]),
    (
        "f",
        "Estaba junto a ninguna pared.",
        ["'ninguna' in a sentence without a negation (add the negation, or drop 'ninguna')"],
    ),
    ("f", "Había ninguna cama en su habitación.", ["'ninguna cama' in a sentence that is not negated"]),
    ("f", "Estaba exactamente siete filas al norte de Bruno.", ["an offset of 7 rows or columns on a 6x6 board"]),
    ("f", "Había exactamente 8 hombres en su habitación.", ["the number 8 is above the 6 people"]),
    ("f", "Estaba al norte de la planta de C4.", ["the cell C4 holds no planta"]),
    ("f", "No estaba en la Cocina o en el Salón.", ["se escribe 'No estaba ni ... ni ...'"]),
    ("f", "Estaba en la Cocina o en una silla.", ["are not clues of one kind"]),
    ("f", "Estaba en la Cocina con Brunoo.", ["the case has no person named 'Brunoo'"]),
    ("f", "Estaba en una esquina del tablero.", ["a corner of the board (tablero) is no clue"]),
    ("f", "Era la única persona en la Cocina.", ["'la única persona' goes only with a place"]),
    ("f", "Estaba con otras dos mujeres en el Salón.", ["'con otras k mujeres / otros k hombres' is no clue"]),
    ("m", "Estaba con dos hombres más.", ["'con otras k mujeres / otros k hombres' is no clue"]),
    ("f", "Estaba debajo de una mesa.", ["'Estaba debajo de una mesa'"]),
    # author-style refusals with a message that says why (kinds-sentences probing)
    ("f", "Estaba junto a una ventana o una puerta.", ["'ventana' is none of these"]),
    ("f", "Estaba justo al norte de Bruno.", ["write 'al norte de Bruno'"]),
    ("f", "Estaba al norte de todas las planta.", ["write the plural noun ('plantas')"]),
    ("f", "Había otros dos hombres en su habitación.", ["'otros dos hombres' on a woman's card (gender disagreement"]),
]


@pytest.mark.parametrize("gender, text, errors", REFUSED)
def test_refused(gender, text, errors):
    check_refused("es", gender, text, errors)


SCENE_REFUSED = [
    ("Siete personas estaban en una silla.", ["the number 7 is above the 6 people"]),  # exact, checked
    ("Exactamente 7 personas estaban en una silla.", ["the number 7 is above the 6 people"]),
    ("Exactamente una persona estaba en el Sótano.", ["the case has no room named 'Sótano'"]),
]


@pytest.mark.parametrize("text, errors", SCENE_REFUSED)
def test_scene_refused(text, errors):
    check_refused("es", "", text, errors, is_scene=True)
