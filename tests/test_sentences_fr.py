"""French sentences of clue-language.md and clue-language-2.md: every kind and its negation, with the
variations (subject, "ne ... pas" and "ne ... aucun", "se trouvait", posture words, digit ordinals,
counting from either end, case and accents, elided articles), the facts they give, and the refusals.
Canonical forms: docs/clue-language-fr.md."""

from __future__ import annotations

import pytest
from sentencehelp import check_accepted, check_refused, check_scene

ACCEPTED = [
    # as another game's renderer words them
    ("m", "Il avait pour seule compagnie une suspecte.", ["clue(1,alone_with_gender(f,1))"]),
    ("m", "Il était à l'ouest de tous les hommes.", ["clue(1,dir_gender(west,m,every))"]),
    ("f", "Personne d'autre dans sa pièce n'était une femme.", ["clue_not(1,gender_in_room(f,at_least,1))"]),
    ("f", "Elle était au nord d'une chaise (L2/C2).", ['clue(1,dir_object_at(north,"chair",2,2))']),
    ("f", "Elle était dans la même pièce qu'une plante.", ['clue(1,room_has("plant"))']),
    ("f", "Dans sa pièce, un autre suspect était sur une chaise.", ['clue(1,room_person(anyone,on("chair")))']),
    (
        "f",
        "Elle était à côté d'un buisson ou elle était à côté d'une plante.",
        ['clue(1,either(next_to("bush"),next_to("plant")))'],
    ),
    # (speaker gender, card, facts); rooms: A Cuisine, B Salon, C Salle à manger, D Atelier, E Terrasse
    # row, column: words, digits, from either end
    ("f", "Elle était sur la ligne du haut.", ["clue(1,row(1))"]),
    ("f", "Elle était sur la première ligne.", ["clue(1,row(1))"]),
    ("f", "Elle était sur la ligne du bas.", ["clue(1,row(6))"]),
    ("f", "Elle était sur la dernière ligne.", ["clue(1,row(6))"]),
    ("f", "Elle était sur la troisième ligne.", ["clue(1,row(3))"]),
    ("f", "Elle était sur la 3e ligne.", ["clue(1,row(3))"]),
    ("f", "Elle se trouvait sur la ligne 3.", ["clue(1,row(3))"]),
    ("f", "Elle était dans la 2ème rangée.", ["clue(1,row(2))"]),
    ("f", "Elle était sur la deuxième ligne à partir du bas.", ["clue(1,row(5))"]),
    ("f", "Elle était sur la deuxième ligne en partant du haut.", ["clue(1,row(2))"]),
    ("f", "Elle était sur la ligne 5 à partir du haut.", ["clue(1,row(5))"]),
    ("f", "Elle n'était pas sur la ligne du haut.", ["clue_not(1,row(1))"]),
    ("m", "Il était dans la colonne de gauche.", ["clue(1,column(1))"]),
    ("m", "Il était dans la colonne de droite.", ["clue(1,column(6))"]),
    ("m", "Il était dans la troisième colonne à partir de la gauche.", ["clue(1,column(3))"]),
    ("m", "Il était dans la troisième colonne.", ["clue(1,column(3))"]),
    ("m", "Il était dans la deuxième colonne en partant de la droite.", ["clue(1,column(5))"]),
    ("m", "Il se trouvait dans la colonne 2.", ["clue(1,column(2))"]),
    ("m", "Il n'était pas dans la colonne de gauche.", ["clue_not(1,column(1))"]),
    # room
    ("f", "Elle était dans la Cuisine.", ['clue(1,room("A"))']),
    ("f", "Elle était dans le Salon.", ['clue(1,room("B"))']),
    ("f", "Elle était dans l'Atelier.", ['clue(1,room("D"))']),
    ("f", "Elle était sur la Terrasse.", ['clue(1,room("E"))']),
    ("f", "Elle se trouvait dans la pièce Cuisine.", ['clue(1,room("A"))']),
    ("f", "Elle n'était pas dans la Salle à manger.", ['clue_not(1,room("C"))']),
    ("f", "Elle ne se trouvait pas dans le Salon.", ['clue_not(1,room("B"))']),
    ("f", "Elle était hors de la Cuisine.", ['clue_not(1,room("A"))']),
    ("f", "Elle était dans la colonne D.", ["clue(1,column(4))"]),
    ("f", "Elle était dans la Cuisine et sur une chaise.", ['clue(1,room("A"))', 'clue(2,on("chair"))']),
    (
        "f",
        "Elle se trouvait à côté d'une plante et elle se trouvait sur un lit.",
        ['clue(1,next_to("plant"))', 'clue(2,on("bed"))'],
    ),
    # on
    ("f", "Elle était sur une chaise.", ['clue(1,on("chair"))']),
    ("f", "Elle était assise dans un fauteuil.", ['clue(1,on("armchair"))']),
    ("m", "Il était couché sur un lit.", ['clue(1,on("bed"))']),
    ("m", "Il était debout sur un banc.", ['clue(1,on("bench"))']),
    ("f", "Elle était sur un tapis.", ['clue(1,on("carpet"))']),
    ("f", "Elle n'était pas sur un tabouret.", ['clue_not(1,on("stool"))']),
    ("f", "Elle n'était sur aucun canapé.", ['clue_not(1,on("sofa"))']),
    ("m", "Il n'était pas assis sur une chaise.", ['clue_not(1,on("chair"))']),
    ("m", "Il n'était couché sur aucune carpette.", ['clue_not(1,on("rug"))']),
    # next_to
    ("f", "Elle était à côté d'une plante.", ['clue(1,next_to("plant"))']),
    ("m", "Il était debout à côté d'un buisson.", ['clue(1,next_to("bush"))']),
    ("m", "Il était près d'une étagère.", ['clue(1,next_to("bookshelf"))']),
    ("f", "Elle n'était pas à côté d'une table.", ['clue_not(1,next_to("table"))']),
    ("f", "Elle n'était à côté d'aucune statue.", ['clue_not(1,next_to("statue"))']),
    # corner
    ("f", "Elle était dans un coin de la pièce.", ["clue(1,corner)"]),
    ("f", "Elle était dans un coin.", ["clue(1,corner)"]),
    ("f", "Elle était dans le coin de sa pièce.", ["clue(1,corner)"]),
    ("f", "Elle n'était dans aucun coin de la pièce.", ["clue_not(1,corner)"]),
    ("f", "Elle n'était pas dans un coin.", ["clue_not(1,corner)"]),
    # with_other: the company before or after the room
    ("f", "Elle était dans la Cuisine avec une autre femme.", ['clue(1,with_other("A",f))']),
    ("f", "Elle était avec une autre femme dans la Cuisine.", ['clue(1,with_other("A",f))']),
    ("m", "Il était dans le Salon avec un autre homme.", ['clue(1,with_other("B",m))']),
    # alone
    ("f", "Elle était seule dans la pièce.", ["clue(1,alone)"]),
    ("f", "Elle était seule dans sa pièce.", ["clue(1,alone)"]),
    ("m", "Il était tout seul.", ["clue(1,alone)"]),
    ("f", "Elle était la seule personne dans sa pièce.", ["clue(1,alone)"]),
    ("f", "Personne d'autre n'était dans sa pièce.", ["clue(1,alone)"]),
    ("f", "Il n'y avait personne d'autre dans sa pièce.", ["clue(1,alone)"]),
    ("f", "Elle n'était pas seule dans la pièce.", ["clue_not(1,alone)"]),
    ("f", "Quelqu'un d'autre était dans sa pièce.", ["clue_not(1,alone)"]),
    ("f", "Elle avait de la compagnie dans sa pièce.", ["clue_not(1,alone)"]),
    # victim
    ("f", "La victime. Elle était seule avec l'assassin.", ["clue(1,victim)"]),
    ("m", "La victime. Il était seul avec son meurtrier.", ["clue(1,victim)"]),
    # names as subject, case and accents
    ("f", "Ana était dans la Cuisine.", ['clue(1,room("A"))']),
    ("m", "Bruno était à côté d'un arbre.", ['clue(1,next_to("tree"))']),
    ("f", "ELLE ETAIT DANS LA CUISINE", ['clue(1,room("A"))']),
    ("f", "elle etait a cote d'une plante", ['clue(1,next_to("plant"))']),
    ("f", "Elle était à côté d’une poubelle.", ['clue(1,next_to("bin"))']),
    # at_wall, windows, doors
    ("f", "Elle était contre un mur.", ["clue(1,at_wall)"]),
    ("f", "Elle se trouvait le long d'un mur.", ["clue(1,at_wall)"]),
    ("f", "Elle n'était contre aucun mur.", ["clue_not(1,at_wall)"]),
    ("m", "Il était près d'une fenêtre.", ["clue(1,next_to_window)"]),
    ("m", "Il était devant la fenêtre.", ["clue(1,next_to_window)"]),
    ("m", "Il n'était pas près d'une fenêtre.", ["clue_not(1,next_to_window)"]),
    ("f", "Elle était à côté d'une porte.", ["clue(1,next_to_door)"]),
    ("f", "Elle n'était près d'aucune porte.", ["clue_not(1,next_to_door)"]),
    # unique
    ("f", "Elle était la seule personne sur une chaise.", ['clue(1,unique(on("chair")))']),
    ("m", "Il était le seul à côté d'une plante.", ['clue(1,unique(next_to("plant")))']),
    ("f", "Elle était la seule personne près d'une fenêtre.", ["clue(1,unique(window))"]),
    ("f", "Elle n'était pas la seule personne près d'une porte.", ["clue_not(1,unique(door))"]),
    # same_room, alone_with
    ("f", "Elle était dans la même pièce que Bruno.", ['clue(1,same_room("Bruno"))']),
    ("f", "Elle se trouvait dans la même pièce que Darío.", ['clue(1,same_room("Darío"))']),
    ("m", "Il était dans la même pièce qu'Eva.", ['clue(1,same_room("Eva"))']),
    ("f", "Elle n'était pas dans la même pièce que Bruno.", ['clue_not(1,same_room("Bruno"))']),
    ("f", "Elle était dans une autre pièce que Bruno.", ['clue_not(1,same_room("Bruno"))']),
    ("f", "Elle était seule avec Bruno.", ['clue(1,alone_with("Bruno"))']),
    ("f", "Elle avait pour seule compagnie Bruno.", ['clue(1,alone_with("Bruno"))']),
    ("f", "Elle n'était pas seule avec Bruno.", ['clue_not(1,alone_with("Bruno"))']),
    ("f", "Elle n'avait pas pour seule compagnie Bruno.", ['clue_not(1,alone_with("Bruno"))']),
    # compounds: two clues
    ("f", "Elle était dans la Cuisine avec Bruno.", ['clue(1,room("A"))', 'clue(2,same_room("Bruno"))']),
    ("f", "Elle était seule dans la Cuisine.", ['clue(1,room("A"))', "clue(2,alone)"]),
    ("f", "Elle était la seule personne dans la pièce Cuisine.", ['clue(1,room("A"))', "clue(2,alone)"]),
    # dir_person
    ("f", "Elle était au nord de Bruno.", ['clue(1,dir_person(north,"Bruno"))']),
    ("f", "Elle était au sud-ouest de Bruno.", ['clue(1,dir_person(southwest,"Bruno"))']),
    ("f", "Elle était à l'est d'Eva.", ['clue(1,dir_person(east,"Eva"))']),
    ("f", "Elle était plus au nord que Bruno.", ['clue(1,dir_person(north,"Bruno"))']),
    ("f", "Elle était à gauche de Bruno.", ['clue(1,dir_person(west,"Bruno"))']),
    ("f", "Elle n'était pas au nord de Bruno.", ['clue_not(1,dir_person(north,"Bruno"))']),
    # offset_person
    ("f", "Elle était exactement deux lignes au nord de Bruno.", ['clue(1,offset_person(north,2,"Bruno"))']),
    ("f", "Elle se trouvait exactement 2 lignes au sud de Bruno.", ['clue(1,offset_person(south,2,"Bruno"))']),
    ("f", "Elle était une colonne à l'ouest de Bruno.", ['clue(1,offset_person(west,1,"Bruno"))']),
    ("f", "Elle n'était pas exactement une ligne au sud de Bruno.", ['clue_not(1,offset_person(south,1,"Bruno"))']),
    # dir_gender
    ("f", "Elle était au nord d'un homme.", ["clue(1,dir_gender(north,m,some))"]),
    ("f", "Elle était au nord d'une autre femme.", ["clue(1,dir_gender(north,f,some))"]),
    ("f", "Elle se trouvait au nord d'au moins un homme.", ["clue(1,dir_gender(north,m,some))"]),
    ("m", "Il était à l'ouest de chaque femme.", ["clue(1,dir_gender(west,f,every))"]),
    ("m", "Il était à l'ouest de toutes les femmes.", ["clue(1,dir_gender(west,f,every))"]),
    ("f", "Elle n'était au nord d'aucun homme.", ["clue_not(1,dir_gender(north,m,some))"]),
    # same_line_object
    ("f", "Elle était dans la même ligne qu'une plante.", ['clue(1,same_line_object(row,"plant",any))']),
    ("f", "Elle se trouvait dans la même colonne qu'un arbre.", ['clue(1,same_line_object(column,"tree",any))']),
    (
        "f",
        "Elle se trouvait dans la même ligne qu'une plante, dans la même pièce.",
        ['clue(1,same_line_object(row,"plant",same_room))'],
    ),
    ("f", "Elle n'était pas dans la même ligne qu'une plante.", ['clue_not(1,same_line_object(row,"plant",any))']),
    # dir_object, dir_object_at, dir_object_adj
    ("f", "Elle était au nord d'une plante.", ['clue(1,dir_object(north,"plant",some,any))']),
    ("f", "Elle était au nord de chaque arbre.", ['clue(1,dir_object(north,"tree",every,any))']),
    ("f", "Elle était au nord de tous les arbres.", ['clue(1,dir_object(north,"tree",every,any))']),
    ("f", "Elle n'était pas au sud d'un lit dans sa pièce.", ['clue_not(1,dir_object(south,"bed",some,same_room))']),
    ("f", "Elle était au nord de la plante en D3.", ['clue(1,dir_object_at(north,"plant",3,4))']),
    ("f", "Elle était à l'est du lit en A5.", ['clue(1,dir_object_at(east,"bed",5,1))']),
    ("f", "Elle était juste au nord d'une plante.", ['clue(1,dir_object_adj(north,"plant"))']),
    ("f", "Elle n'était pas juste à l'ouest d'une chaise.", ['clue_not(1,dir_object_adj(west,"chair"))']),
    # room_has
    ("f", "Il y avait une plante dans sa pièce.", ['clue(1,room_has("plant"))']),
    ("f", "Il n'y avait aucun lit dans sa pièce.", ['clue_not(1,room_has("bed"))']),
    ("f", "Dans sa pièce, il y avait une table.", ['clue(1,room_has("table"))']),
    # gender_in_room
    ("f", "Il y avait un homme dans sa pièce.", ["clue(1,gender_in_room(m,at_least,1))"]),
    ("f", "Il n'y avait aucune autre femme dans sa pièce.", ["clue_not(1,gender_in_room(f,at_least,1))"]),
    ("f", "Il y avait exactement deux hommes dans sa pièce.", ["clue(1,gender_in_room(m,exactly,2))"]),
    ("f", "Il y avait exactement un homme dans sa pièce.", ["clue(1,gender_in_room(m,exactly,1))"]),
    ("f", "Il y avait deux hommes dans sa pièce.", ["clue(1,gender_in_room(m,exactly,2))"]),
    ("f", "Elle était dans la même pièce qu'un homme.", ["clue(1,gender_in_room(m,at_least,1))"]),
    # room_size
    ("f", "Il y avait exactement trois personnes dans sa pièce.", ["clue(1,room_size(3))"]),
    ("f", "Il n'y avait pas exactement trois personnes dans sa pièce.", ["clue_not(1,room_size(3))"]),
    ("f", "Il y avait trois personnes dans sa pièce, elle comprise.", ["clue(1,room_size(3))"]),
    ("f", "Elle était dans une pièce avec deux autres personnes.", ["clue(1,room_size(3))"]),
    # alone_with_gender
    ("f", "Elle était seule avec un homme.", ["clue(1,alone_with_gender(m,1))"]),
    ("f", "Elle était seule avec deux hommes.", ["clue(1,alone_with_gender(m,2))"]),
    ("m", "Il n'était pas seul avec une femme.", ["clue_not(1,alone_with_gender(f,1))"]),
    # room_person
    (
        "f",
        "Il y avait quelqu'un d'autre à côté d'une plante dans sa pièce.",
        ['clue(1,room_person(anyone,next_to("plant")))'],
    ),
    ("f", "Dans sa pièce, un homme se trouvait sur une chaise.", ['clue(1,room_person(m,on("chair")))']),
    ("f", "Il n'y avait personne d'autre dans un coin dans sa pièce.", ["clue_not(1,room_person(anyone,corner))"]),
    # either / neither
    ("f", "Elle était dans la Cuisine ou dans le Salon.", ['clue(1,either(room("A"),room("B")))']),
    ("f", "Elle était soit sur une chaise, soit sur un canapé.", ['clue(1,either(on("chair"),on("sofa")))']),
    ("f", "Elle n'était ni dans la Cuisine ni dans le Salon.", ['clue_not(1,either(room("A"),room("B")))']),
    # several sentences on a card
    (
        "f",
        "La victime. Elle était seule avec l'assassin. Elle était au nord de Bruno.",
        ["clue(1,victim)", 'clue(2,dir_person(north,"Bruno"))'],
    ),
    (
        "f",
        "Elle était dans la Cuisine. Elle était au nord de Bruno. Elle était assise sur une chaise.",
        ['clue(1,room("A"))', 'clue(2,dir_person(north,"Bruno"))', 'clue(3,on("chair"))'],
    ),
]


@pytest.mark.parametrize("gender, text, facts", ACCEPTED)
def test_accepted(gender, text, facts):
    check_accepted("fr", gender, text, facts)


SCENE = [
    ("Exactement deux personnes étaient dans la Cuisine.", ['scene(1,count(people,exactly,2,room("A")))']),
    ("Deux personnes étaient dans la Cuisine.", ['scene(1,count(people,exactly,2,room("A")))']),
    ("Au moins une femme était sur une chaise.", ['scene(1,count(f,at_least,1,on("chair")))']),
    ("Au plus deux hommes étaient à côté d'une plante.", ['scene(1,count(m,at_most,2,next_to("plant")))']),
    ("Personne n'était dans le Salon.", ['scene(1,count(people,exactly,0,room("B")))']),
    ("Aucun homme n'était dans un coin.", ["scene(1,count(m,exactly,0,corner))"]),
    ("Toutes les femmes étaient sur une chaise.", ['scene(1,count(f,all,0,on("chair")))']),
    ("Les hommes n'étaient pas tous dans le Salon.", ['scene_not(1,count(m,all,0,room("B")))']),
    ("Aucune pièce n'était vide.", ["scene(1,empty_rooms(exactly,0))"]),
    ("Exactement deux pièces étaient vides.", ["scene(1,empty_rooms(exactly,2))"]),
    ("Une pièce était vide.", ["scene_not(1,empty_rooms(exactly,0))"]),
    ("Chaque pièce contenait au plus deux personnes.", ["scene(1,every_room(at_most,2))"]),
    ("Aucune pièce ne contenait exactement une personne.", ["scene(1,every_room(not_exactly,1))"]),
]


@pytest.mark.parametrize("text, facts", SCENE)
def test_scene(text, facts):
    check_scene("fr", text, facts)


REFUSED = [
    # something else than a clue: refused, never guessed
    ("f", "Elle était sous une table.", ["matches no accepted sentence"]),
    ("f", "Elle était dans un coin du plateau.", ["a corner of the board"]),
    ("f", "Elle était avec deux autres femmes dans la Cuisine.", ["is no clue of the language"]),
    ("f", "Elle était juste au nord de Bruno.", ["nobody is directly north"]),
    ("f", "Elle n'était pas soit dans la Cuisine, soit dans le Salon.", ["'ni ... ni ...'"]),
    # "ne" without "pas" or "aucun", agreement, numbers, double negation
    ("f", "Elle n'était sur une chaise.", ["without a negation"]),
    ("f", "Il était dans la Cuisine.", ["gender"]),
    ("f", "Elle était assis sur une chaise.", ["gender"]),
    ("f", "Elle était sur la septième ligne.", ["row 7 on a 6x6 board"]),
    ("f", "Elle n'était pas sur aucune chaise.", ["double negation"]),
    ("f", "Elle était sur un tracteur.", ["unknown object noun"]),
    ("f", "Elle était dans la Chapelle.", ["no room named"]),
]


@pytest.mark.parametrize("gender, text, errors", REFUSED)
def test_refused(gender, text, errors):
    check_refused("fr", gender, text, errors)


# clue-language-3.md: every kind and its negation, people of a trait, the words of objects.toml
ACCEPTED_3 = [
    # room_adjoins
    ("f", "Elle était dans une pièce contiguë à la Cuisine.", ['clue(1,room_adjoins("A"))']),
    ("m", "Il était dans une pièce attenante au Salon.", ['clue(1,room_adjoins("B"))']),
    ("f", "Elle était dans une pièce adjacente à la Salle à manger.", ['clue(1,room_adjoins("C"))']),
    ("f", "Elle était dans une pièce voisine de l'Atelier.", ['clue(1,room_adjoins("D"))']),
    ("f", "Sa pièce était contiguë à la Cuisine.", ['clue(1,room_adjoins("A"))']),
    ("f", "Elle n'était pas dans une pièce contiguë à la Cuisine.", ['clue_not(1,room_adjoins("A"))']),
    ("m", "Sa pièce n'était pas voisine du Salon.", ['clue_not(1,room_adjoins("B"))']),
    # adjoining_rooms
    ("f", "Elle était dans une pièce contiguë à celle de Bruno.", ['clue(1,adjoining_rooms("Bruno"))']),
    ("f", "Elle et Bruno étaient dans des pièces contiguës.", ['clue(1,adjoining_rooms("Bruno"))']),
    ("m", "Lui et Carla n'étaient pas dans des pièces voisines.", ['clue_not(1,adjoining_rooms("Carla"))']),
    ("f", "Sa pièce était attenante à celle de Darío.", ['clue(1,adjoining_rooms("Darío"))']),
    ("m", "Il était dans une pièce voisine de celle d'Eva.", ['clue(1,adjoining_rooms("Eva"))']),
    ("f", "Elle n'était pas dans une pièce contiguë à celle de Bruno.", ['clue_not(1,adjoining_rooms("Bruno"))']),
    # empty_adjoining
    ("f", "Il y avait une pièce vide contiguë à la sienne.", ["clue(1,empty_adjoining)"]),
    ("m", "Une pièce contiguë à la sienne était vide.", ["clue(1,empty_adjoining)"]),
    ("f", "Il n'y avait aucune pièce vide contiguë à la sienne.", ["clue_not(1,empty_adjoining)"]),
    ("f", "Aucune pièce contiguë à la sienne n'était vide.", ["clue_not(1,empty_adjoining)"]),
    ("f", "Toutes les pièces contiguës à la sienne étaient occupées.", ["clue_not(1,empty_adjoining)"]),
    # offset_object
    ("f", "Elle était exactement deux lignes au nord d'une plante.", ['clue(1,offset_object(north,2,"plant"))']),
    ("m", "Il était une ligne au sud d'une chaise.", ['clue(1,offset_object(south,1,"chair"))']),
    ("f", "Elle était trois colonnes à l'est du lit.", ['clue(1,offset_object(east,3,"bed"))']),
    (
        "f",
        "Elle n'était pas exactement une colonne à l'ouest d'une plante.",
        ['clue_not(1,offset_object(west,1,"plant"))'],
    ),
    ("m", "Il était deux colonnes à l'ouest de l'éléphant.", ['clue(1,offset_object(west,2,"elephant"))']),
    # offset_who, offset_at
    ("f", "Elle était exactement deux lignes au nord d'un homme.", ["clue(1,offset_who(north,2,m))"]),
    ("f", "Elle était une colonne à l'est d'une autre femme.", ["clue(1,offset_who(east,1,f))"]),
    ("m", "Il était une ligne au nord de quelqu'un.", ["clue(1,offset_who(north,1,anyone))"]),
    ("f", "Elle n'était pas une ligne au sud d'un homme.", ["clue_not(1,offset_who(south,1,m))"]),
    ("f", "Elle n'était une colonne à l'ouest de personne.", ["clue_not(1,offset_who(west,1,anyone))"]),
    (
        "f",
        "Elle était deux lignes au nord de quelqu'un sur une chaise.",
        ['clue(1,offset_at(north,2,anyone,on("chair")))'],
    ),
    (
        "m",
        "Il était une colonne à l'est d'une femme à côté d'une plante.",
        ['clue(1,offset_at(east,1,f,next_to("plant")))'],
    ),
    # beside_same, beside_same_who
    ("f", "Elle était à côté de la même table que Bruno.", ['clue(1,beside_same("table","Bruno"))']),
    ("m", "Il était à côté du même arbre que Carla.", ['clue(1,beside_same("tree","Carla"))']),
    ("f", "Elle n'était pas à côté du même lit qu'Eva.", ['clue_not(1,beside_same("bed","Eva"))']),
    ("f", "Elle était à côté de la même table que quelqu'un d'autre.", ['clue(1,beside_same_who("table",anyone,any))']),
    (
        "f",
        "Elle n'était à côté de la même table que personne d'autre.",
        ['clue_not(1,beside_same_who("table",anyone,any))'],
    ),
    (
        "f",
        "Elle était à côté de la même table que quelqu'un d'autre, au nord d'elle.",
        ['clue(1,beside_same_who("table",anyone,north))'],
    ),
    (
        "m",
        "Il était à côté du même lit qu'une femme au sud-ouest de lui.",
        ['clue(1,beside_same_who("bed",f,southwest))'],
    ),
    # outdoors, same_area
    ("f", "Elle était dehors.", ["clue(1,outdoors)"]),
    ("m", "Il était en plein air.", ["clue(1,outdoors)"]),
    ("f", "Elle n'était pas dehors.", ["clue_not(1,outdoors)"]),
    ("f", "Elle était à l'intérieur.", ["clue_not(1,outdoors)"]),
    ("m", "Il n'était pas à l'intérieur.", ["clue(1,outdoors)"]),
    ("f", "Elle et Bruno étaient tous deux dedans ou tous deux dehors.", ['clue(1,same_area("Bruno"))']),
    (
        "f",
        "Ana et Bruno étaient tous les deux à l'intérieur ou tous les deux à l'extérieur.",
        ['clue(1,same_area("Bruno"))'],
    ),
    ("f", "Elle et Bruno n'étaient ni tous deux dedans ni tous deux dehors.", ['clue_not(1,same_area("Bruno"))']),
    ("m", "Lui et Carla étaient l'un dedans, l'autre dehors.", ['clue_not(1,same_area("Carla"))']),
    # people of a trait: "avec" and the adjective after the noun
    (
        "f",
        "Elle était au nord d'un homme avec des lunettes.",
        ['clue(1,dir_gender(north,with(m,"glasses","yes"),some))'],
    ),
    (
        "f",
        "Elle était au nord de chaque personne chauve.",
        ['clue(1,dir_gender(north,with(anyone,"bald","yes"),every))'],
    ),
    (
        "f",
        "Elle était au sud de chaque personne au crâne chauve.",
        ['clue(1,dir_gender(south,with(anyone,"bald","yes"),every))'],
    ),
    ("f", "Elle était au nord d'un homme chauve.", ['clue(1,dir_gender(north,with(m,"bald","yes"),some))']),
    ("m", "Il était seul avec une femme aux cheveux roux.", ['clue(1,alone_with_gender(with(f,"hair","red"),1))']),
    (
        "m",
        "Il était à l'ouest de quelqu'un avec une moustache.",
        ['clue(1,dir_gender(west,with(anyone,"beard_style","mustache"),some))'],
    ),
    (
        "f",
        "Elle était à côté du même lit qu'un homme avec des lunettes rondes.",
        ['clue(1,beside_same_who("bed",with(m,"glasses_shape","round"),any))'],
    ),
    ("m", "Il était seul avec une femme blonde.", ['clue(1,alone_with_gender(with(f,"hair","blond"),1))']),
    ("f", "Elle était seule avec un homme barbu.", ['clue(1,alone_with_gender(with(m,"beard","yes"),1))']),
    ("f", "Il y avait un homme roux dans sa pièce.", ['clue(1,gender_in_room(with(m,"hair","red"),at_least,1))']),
    (
        "m",
        "Il y avait une femme aux cheveux blonds dans sa pièce.",
        ['clue(1,gender_in_room(with(f,"hair","blond"),at_least,1))'],
    ),
    (
        "f",
        "Elle était exactement deux lignes au nord d'une autre femme avec des lunettes.",
        ['clue(1,offset_who(north,2,with(f,"glasses","yes")))'],
    ),
    # words of objects.toml: gender, elision
    ("f", "Elle était à côté d'une télévision.", ['clue(1,next_to("tv"))']),
    ("m", "Il était sur un transat.", ['clue(1,on("deckchair"))']),
    ("f", "Elle n'était à côté d'aucune armure.", ['clue_not(1,next_to("armour"))']),
    ("f", "Elle était à côté d'un ordinateur.", ['clue(1,next_to("computer"))']),
    ("m", "Il était à l'ouest de tous les bonshommes de neige.", ['clue(1,dir_object(west,"snowman",every,any))']),
    ("f", "Elle était au nord de tous les tapis.", ['clue(1,dir_object(north,"carpet",every,any))']),
    ("f", "Elle était au sud de tous les feux de camp.", ['clue(1,dir_object(south,"campfire",every,any))']),
]

REFUSED_3 = [
    ("f", "Elle était dans une pièce contiguë à la Chapelle.", ["no room named"]),
    ("f", "Elle était deux lignes au nord d'une femme.", ["autre femme"]),
    ("m", "Il était dans une pièce contiguë à celle de Zoé.", ["Zoé"]),
    ("f", "Elle était au nord de chaque personne aux cheveux verts.", ["cheveux verts"]),
]

SCENE_3 = [
    (
        "Exactement deux personnes avec des lunettes étaient à l'intérieur.",
        ['scene(1,count(with(people,"glasses","yes"),exactly,2,inside))'],
    ),
    ("Personne n'était dehors.", ["scene(1,count(people,exactly,0,outdoors))"]),
]


@pytest.mark.parametrize("gender, text, facts", ACCEPTED_3)
def test_accepted_3(gender, text, facts):
    check_accepted("fr", gender, text, facts)


@pytest.mark.parametrize("gender, text, errors", REFUSED_3)
def test_refused_3(gender, text, errors):
    check_refused("fr", gender, text, errors)


@pytest.mark.parametrize("text, facts", SCENE_3)
def test_scene_3(text, facts):
    check_scene("fr", text, facts)
