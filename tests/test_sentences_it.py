"""Italian sentences of clue-language.md and clue-language-2.md: every kind and its negation, with the
variations (subject or none, "non" and "non ... nessun", "si trovava", posture words, digit ordinals,
counting from either end, case and accents, articles joined to "in"), the facts they give, and the
refusals. Canonical forms: docs/clue-language-it.md."""

from __future__ import annotations

import pytest
from sentencehelp import check_accepted, check_refused, check_scene

ACCEPTED = [
    # as another game's renderer words them
    ("f", "Lei era non contro un muro.", ["clue_not(1,at_wall)"]),
    ("f", "Lei era sola con un sospettato uomo.", ["clue(1,alone_with_gender(m,1))"]),
    ("f", "Nessun altro nella sua stanza era una donna.", ["clue_not(1,gender_in_room(f,at_least,1))"]),
    ("f", "Lei era a nord di una sedia (Z2/S2).", ['clue(1,dir_object_at(north,"chair",2,2))']),
    ("f", "Lei era nella stessa stanza di una pianta.", ['clue(1,room_has("plant"))']),
    ("m", "Lui era a ovest di tutti gli uomini.", ["clue(1,dir_gender(west,m,every))"]),
    # outside a room, a column by its letter, joined sentences
    ("f", "Era fuori dalla Cucina.", ['clue_not(1,room("A"))']),
    ("f", "Era nella colonna D.", ["clue(1,column(4))"]),
    ("f", "Era nella Cucina e su una sedia.", ['clue(1,room("A"))', 'clue(2,on("chair"))']),
    ("f", "Lei era accanto a una pianta e lei era su un letto.", ['clue(1,next_to("plant"))', 'clue(2,on("bed"))']),
    # (speaker gender, card, facts); rooms: A Cucina, B Salotto, C Sala da pranzo, D Ingresso, E Studio
    ("f", "Era nella riga più in alto.", ["clue(1,row(1))"]),
    ("f", "Era nella prima riga.", ["clue(1,row(1))"]),
    ("f", "Era nella riga più in basso.", ["clue(1,row(6))"]),
    ("f", "Era nell'ultima riga.", ["clue(1,row(6))"]),
    ("f", "Lei era nella terza riga.", ["clue(1,row(3))"]),
    ("f", "Era nella 3a riga.", ["clue(1,row(3))"]),
    ("f", "Si trovava nella riga 3.", ["clue(1,row(3))"]),
    ("f", "Era nella seconda riga dal basso.", ["clue(1,row(5))"]),
    ("f", "Era nella penultima riga.", ["clue(1,row(5))"]),
    ("f", "Non era nella riga più in alto.", ["clue_not(1,row(1))"]),
    ("m", "Era nella colonna più a sinistra.", ["clue(1,column(1))"]),
    ("m", "Era nella colonna più a destra.", ["clue(1,column(6))"]),
    ("m", "Era nella terza colonna da sinistra.", ["clue(1,column(3))"]),
    ("m", "Era nella seconda colonna da destra.", ["clue(1,column(5))"]),
    ("m", "Lui era nella colonna 2.", ["clue(1,column(2))"]),
    ("m", "Non era nella colonna più a sinistra.", ["clue_not(1,column(1))"]),
    # room
    ("f", "Era nella Cucina.", ['clue(1,room("A"))']),
    ("f", "Era nel Salotto.", ['clue(1,room("B"))']),
    ("f", "Era nell'Ingresso.", ['clue(1,room("D"))']),
    ("f", "Era nello Studio.", ['clue(1,room("E"))']),
    ("f", "Era in Cucina.", ['clue(1,room("A"))']),
    ("f", "Lei era nella stanza Cucina.", ['clue(1,room("A"))']),
    ("f", "Non era nella Sala da pranzo.", ['clue_not(1,room("C"))']),
    ("f", "Non si trovava nel Salotto.", ['clue_not(1,room("B"))']),
    # on
    ("f", "Era su una sedia.", ['clue(1,on("chair"))']),
    ("f", "Era seduta su una poltrona.", ['clue(1,on("armchair"))']),
    ("m", "Era sdraiato su un letto.", ['clue(1,on("bed"))']),
    ("m", "Era in piedi su una panca.", ['clue(1,on("bench"))']),
    ("m", "Era su uno sgabello.", ['clue(1,on("stool"))']),
    ("f", "Non era su un tappeto.", ['clue_not(1,on("carpet"))']),
    ("f", "Non era su nessun divano.", ['clue_not(1,on("sofa"))']),
    ("m", "Non era seduto su nessuna sedia.", ['clue_not(1,on("chair"))']),
    # next_to
    ("f", "Era accanto a una pianta.", ['clue(1,next_to("plant"))']),
    ("m", "Era in piedi accanto a un cespuglio.", ['clue(1,next_to("bush"))']),
    ("m", "Era vicino a una libreria.", ['clue(1,next_to("bookshelf"))']),
    ("f", "Non era accanto a un tavolo.", ['clue_not(1,next_to("table"))']),
    ("f", "Non era accanto a nessuna statua.", ['clue_not(1,next_to("statue"))']),
    # corner
    ("f", "Era in un angolo della stanza.", ["clue(1,corner)"]),
    ("f", "Era in un angolo.", ["clue(1,corner)"]),
    ("f", "Era nell'angolo della sua stanza.", ["clue(1,corner)"]),
    ("f", "Non era in nessun angolo della stanza.", ["clue_not(1,corner)"]),
    # with_other
    ("f", "Era nella Cucina con un'altra donna.", ['clue(1,with_other("A",f))']),
    ("f", "Era con un'altra donna nella Cucina.", ['clue(1,with_other("A",f))']),
    ("m", "Era nel Salotto con un altro uomo.", ['clue(1,with_other("B",m))']),
    # alone
    ("f", "Era sola nella stanza.", ["clue(1,alone)"]),
    ("f", "Era da sola nella sua stanza.", ["clue(1,alone)"]),
    ("f", "Lei era solo nella stanza.", ["clue(1,alone)"]),
    ("m", "Era solo.", ["clue(1,alone)"]),
    ("f", "Nessun altro era nella sua stanza.", ["clue(1,alone)"]),
    ("f", "Non c'era nessun altro nella sua stanza.", ["clue(1,alone)"]),
    ("f", "Non era sola nella stanza.", ["clue_not(1,alone)"]),
    ("f", "C'era qualcun altro nella sua stanza.", ["clue_not(1,alone)"]),
    # victim
    ("f", "La vittima. Era sola con l'assassino.", ["clue(1,victim)"]),
    ("m", "La vittima. Era solo con il suo assassino.", ["clue(1,victim)"]),
    # names and pronouns as subject, case and accents
    ("f", "Ana era nella Cucina.", ['clue(1,room("A"))']),
    ("m", "Bruno era accanto a un albero.", ['clue(1,next_to("tree"))']),
    ("f", "ERA NELLA CUCINA", ['clue(1,room("A"))']),
    ("f", "era accanto a un cestino", ['clue(1,next_to("bin"))']),
    # at_wall, windows, doors
    ("f", "Era contro un muro.", ["clue(1,at_wall)"]),
    ("f", "Era contro una parete.", ["clue(1,at_wall)"]),
    ("f", "Non era contro nessun muro.", ["clue_not(1,at_wall)"]),
    ("m", "Era accanto a una finestra.", ["clue(1,next_to_window)"]),
    ("m", "Era vicino alla finestra.", ["clue(1,next_to_window)"]),
    ("m", "Non era accanto a nessuna finestra.", ["clue_not(1,next_to_window)"]),
    ("f", "Era accanto a una porta.", ["clue(1,next_to_door)"]),
    ("f", "Non era accanto a una porta.", ["clue_not(1,next_to_door)"]),
    # unique
    ("f", "Era l'unica persona su una sedia.", ['clue(1,unique(on("chair")))']),
    ("m", "Era l'unico accanto a una pianta.", ['clue(1,unique(next_to("plant")))']),
    ("f", "Non era l'unica persona accanto a una porta.", ["clue_not(1,unique(door))"]),
    # same_room, alone_with
    ("f", "Era nella stessa stanza di Bruno.", ['clue(1,same_room("Bruno"))']),
    ("f", "Era con Darío.", ['clue(1,same_room("Darío"))']),
    ("f", "Non era nella stessa stanza di Bruno.", ['clue_not(1,same_room("Bruno"))']),
    ("f", "Era sola con Bruno.", ['clue(1,alone_with("Bruno"))']),
    ("f", "Era sola in una stanza con Bruno.", ['clue(1,alone_with("Bruno"))']),
    ("f", "Non era sola con Bruno.", ['clue_not(1,alone_with("Bruno"))']),
    # compounds
    ("f", "Era nella Cucina con Bruno.", ['clue(1,room("A"))', 'clue(2,same_room("Bruno"))']),
    ("f", "Era sola nella Cucina.", ['clue(1,room("A"))', "clue(2,alone)"]),
    ("f", "Lei era solo nella stanza Cucina.", ['clue(1,room("A"))', "clue(2,alone)"]),
    # dir_person, offset_person
    ("f", "Era a nord di Bruno.", ['clue(1,dir_person(north,"Bruno"))']),
    ("f", "Era a sud-ovest di Bruno.", ['clue(1,dir_person(southwest,"Bruno"))']),
    ("f", "Era più a est di Bruno.", ['clue(1,dir_person(east,"Bruno"))']),
    ("f", "Non era a nord di Bruno.", ['clue_not(1,dir_person(north,"Bruno"))']),
    ("f", "Era esattamente due righe a nord di Bruno.", ['clue(1,offset_person(north,2,"Bruno"))']),
    ("f", "Era esattamente 1 colonna a ovest di Bruno.", ['clue(1,offset_person(west,1,"Bruno"))']),
    ("f", "Non era esattamente una riga a sud di Bruno.", ['clue_not(1,offset_person(south,1,"Bruno"))']),
    # dir_gender
    ("f", "Era a nord di un uomo.", ["clue(1,dir_gender(north,m,some))"]),
    ("f", "Era a nord di almeno un uomo.", ["clue(1,dir_gender(north,m,some))"]),
    ("f", "Era a nord di un'altra donna.", ["clue(1,dir_gender(north,f,some))"]),
    ("m", "Era a ovest di tutte le donne.", ["clue(1,dir_gender(west,f,every))"]),
    ("f", "Non era a nord di nessun uomo.", ["clue_not(1,dir_gender(north,m,some))"]),
    # same_line_object, dir_object, dir_object_at, dir_object_adj
    ("f", "Era nella stessa riga di una pianta.", ['clue(1,same_line_object(row,"plant",any))']),
    (
        "f",
        "Era sulla stessa colonna di un albero, in un'altra stanza.",
        ['clue(1,same_line_object(column,"tree",other_room))'],
    ),
    ("f", "Non era nella stessa riga di una pianta.", ['clue_not(1,same_line_object(row,"plant",any))']),
    ("f", "Era a nord di una pianta.", ['clue(1,dir_object(north,"plant",some,any))']),
    ("f", "Era a nord di ogni albero.", ['clue(1,dir_object(north,"tree",every,any))']),
    ("f", "Era a nord di tutti gli alberi.", ['clue(1,dir_object(north,"tree",every,any))']),
    ("f", "Era a nord della pianta in D3.", ['clue(1,dir_object_at(north,"plant",3,4))']),
    ("f", "Era subito a nord di una pianta.", ['clue(1,dir_object_adj(north,"plant"))']),
    ("f", "Non era subito a ovest di una sedia.", ['clue_not(1,dir_object_adj(west,"chair"))']),
    # room_has, gender_in_room, room_size, alone_with_gender, room_person
    ("f", "C'era una pianta nella sua stanza.", ['clue(1,room_has("plant"))']),
    ("f", "Non c'era nessun letto nella sua stanza.", ['clue_not(1,room_has("bed"))']),
    ("f", "C'era un uomo nella sua stanza.", ["clue(1,gender_in_room(m,at_least,1))"]),
    ("f", "Nella sua stanza non c'era nessun'altra donna.", ["clue_not(1,gender_in_room(f,at_least,1))"]),
    ("f", "C'erano esattamente due uomini nella sua stanza.", ["clue(1,gender_in_room(m,exactly,2))"]),
    ("f", "C'erano due uomini nella sua stanza.", ["clue(1,gender_in_room(m,exactly,2))"]),
    ("f", "C'erano esattamente tre persone nella sua stanza.", ["clue(1,room_size(3))"]),
    ("f", "Non c'erano esattamente tre persone nella sua stanza.", ["clue_not(1,room_size(3))"]),
    ("f", "Era sola con un uomo.", ["clue(1,alone_with_gender(m,1))"]),
    ("f", "Era sola con due uomini.", ["clue(1,alone_with_gender(m,2))"]),
    (
        "f",
        "C'era qualcun altro accanto a una pianta nella sua stanza.",
        ['clue(1,room_person(anyone,next_to("plant")))'],
    ),
    ("f", "Nella stanza sua c'era un uomo su una sedia.", ['clue(1,room_person(m,on("chair")))']),
    ("f", "Non c'era nessun altro in un angolo nella sua stanza.", ["clue_not(1,room_person(anyone,corner))"]),
    # either / neither
    ("f", "Era nella Cucina o nel Salotto.", ['clue(1,either(room("A"),room("B")))']),
    ("f", "Era o su una sedia o su un divano.", ['clue(1,either(on("chair"),on("sofa")))']),
    ("f", "Non era né nella Cucina né nel Salotto.", ['clue_not(1,either(room("A"),room("B")))']),
    # several sentences
    (
        "f",
        "La vittima. Era sola con l'assassino. Era a nord di Bruno.",
        ["clue(1,victim)", 'clue(2,dir_person(north,"Bruno"))'],
    ),
]


@pytest.mark.parametrize("gender, text, facts", ACCEPTED)
def test_accepted(gender, text, facts):
    check_accepted("it", gender, text, facts)


SCENE = [
    ("Esattamente due persone erano nella Cucina.", ['scene(1,count(people,exactly,2,room("A")))']),
    ("Due persone erano nella Cucina.", ['scene(1,count(people,exactly,2,room("A")))']),
    ("Almeno una donna era su una sedia.", ['scene(1,count(f,at_least,1,on("chair")))']),
    ("Nessuno era nel Salotto.", ['scene(1,count(people,exactly,0,room("B")))']),
    ("Tutte le donne erano su una sedia.", ['scene(1,count(f,all,0,on("chair")))']),
    ("Nessuna stanza era vuota.", ["scene(1,empty_rooms(exactly,0))"]),
    ("Esattamente due stanze erano vuote.", ["scene(1,empty_rooms(exactly,2))"]),
    ("Ogni stanza aveva al massimo due persone.", ["scene(1,every_room(at_most,2))"]),
    ("Nessuna stanza aveva esattamente una persona.", ["scene(1,every_room(not_exactly,1))"]),
]


@pytest.mark.parametrize("text, facts", SCENE)
def test_scene(text, facts):
    check_scene("it", text, facts)


REFUSED = [
    ("f", "Era sotto un tavolo.", ["matches no accepted sentence"]),
    ("f", "Era in un angolo del tabellone.", ["a corner of the board"]),
    ("f", "Era con altre due donne nella Cucina.", ["is no clue of the language"]),
    ("f", "Era subito a nord di Bruno.", ["nobody is directly north"]),
    ("f", "Non era o nella Cucina o nel Salotto.", ["'né ... né ...'"]),
    ("f", "Era su nessuna sedia.", ["without a negation"]),
    ("f", "Lui era nella Cucina.", ["gender"]),
    ("f", "Era seduto su una sedia.", ["gender"]),
    ("f", "Era nella settima riga.", ["row 7 on a 6x6 board"]),
    ("f", "Era su un trattore.", ["unknown object noun"]),
]


@pytest.mark.parametrize("gender, text, errors", REFUSED)
def test_refused(gender, text, errors):
    check_refused("it", gender, text, errors)


# clue-language-3.md: every kind and its negation, people of a trait, the words of objects.toml
ACCEPTED_3 = [
    # room_adjoins
    ("f", "Era in una stanza adiacente alla Cucina.", ['clue(1,room_adjoins("A"))']),
    ("m", "Era in una stanza attigua al Salotto.", ['clue(1,room_adjoins("B"))']),
    ("f", "Era in una stanza contigua all'Ingresso.", ['clue(1,room_adjoins("D"))']),
    ("f", "Lei era in una stanza adiacente allo Studio.", ['clue(1,room_adjoins("E"))']),
    ("f", "La sua stanza era adiacente alla Sala da pranzo.", ['clue(1,room_adjoins("C"))']),
    ("f", "Non era in una stanza adiacente alla Cucina.", ['clue_not(1,room_adjoins("A"))']),
    ("m", "La sua stanza non era attigua al Salotto.", ['clue_not(1,room_adjoins("B"))']),
    # adjoining_rooms
    ("f", "Era in una stanza adiacente a quella di Bruno.", ['clue(1,adjoining_rooms("Bruno"))']),
    ("f", "Lei e Bruno erano in stanze adiacenti.", ['clue(1,adjoining_rooms("Bruno"))']),
    ("m", "Lui e Carla non erano in stanze contigue.", ['clue_not(1,adjoining_rooms("Carla"))']),
    ("f", "La sua stanza era attigua a quella di Darío.", ['clue(1,adjoining_rooms("Darío"))']),
    ("f", "Non era in una stanza adiacente a quella di Bruno.", ['clue_not(1,adjoining_rooms("Bruno"))']),
    # empty_adjoining
    ("f", "C'era una stanza vuota adiacente alla sua.", ["clue(1,empty_adjoining)"]),
    ("m", "Una stanza adiacente alla sua era vuota.", ["clue(1,empty_adjoining)"]),
    ("f", "Non c'era nessuna stanza vuota adiacente alla sua.", ["clue_not(1,empty_adjoining)"]),
    ("f", "Nessuna stanza adiacente alla sua era vuota.", ["clue_not(1,empty_adjoining)"]),
    ("f", "Tutte le stanze adiacenti alla sua erano occupate.", ["clue_not(1,empty_adjoining)"]),
    # offset_object
    ("f", "Era esattamente due righe a nord di una pianta.", ['clue(1,offset_object(north,2,"plant"))']),
    ("m", "Era a una riga a sud di una sedia.", ['clue(1,offset_object(south,1,"chair"))']),
    ("f", "Era tre colonne a est del letto.", ['clue(1,offset_object(east,3,"bed"))']),
    ("f", "Non era esattamente una colonna a ovest di nessuna pianta.", ['clue_not(1,offset_object(west,1,"plant"))']),
    ("m", "Era due colonne a ovest dell'elefante.", ['clue(1,offset_object(west,2,"elephant"))']),
    ("m", "Era una riga a nord di uno scheletro.", ['clue(1,offset_object(north,1,"skeleton"))']),
    # offset_who, offset_at
    ("f", "Era esattamente due righe a nord di un uomo.", ["clue(1,offset_who(north,2,m))"]),
    ("f", "Era una colonna a est di un'altra donna.", ["clue(1,offset_who(east,1,f))"]),
    ("m", "Era una riga a nord di qualcuno.", ["clue(1,offset_who(north,1,anyone))"]),
    ("f", "Non era una riga a sud di nessun uomo.", ["clue_not(1,offset_who(south,1,m))"]),
    ("f", "Non era una colonna a ovest di nessuno.", ["clue_not(1,offset_who(west,1,anyone))"]),
    ("f", "Era due righe a nord di qualcuno su una sedia.", ['clue(1,offset_at(north,2,anyone,on("chair")))']),
    ("m", "Era una colonna a est di una donna accanto a una pianta.", ['clue(1,offset_at(east,1,f,next_to("plant")))']),
    # beside_same, beside_same_who
    ("f", "Era accanto allo stesso tavolo di Bruno.", ['clue(1,beside_same("table","Bruno"))']),
    ("m", "Era vicino alla stessa pianta di Carla.", ['clue(1,beside_same("plant","Carla"))']),
    ("f", "Non era accanto allo stesso letto di Bruno.", ['clue_not(1,beside_same("bed","Bruno"))']),
    ("f", "Era accanto allo stesso tavolo di qualcun altro.", ['clue(1,beside_same_who("table",anyone,any))']),
    ("f", "Non era accanto allo stesso tavolo di nessun altro.", ['clue_not(1,beside_same_who("table",anyone,any))']),
    (
        "f",
        "Era accanto allo stesso tavolo di qualcun altro, a nord di lei.",
        ['clue(1,beside_same_who("table",anyone,north))'],
    ),
    (
        "m",
        "Era accanto allo stesso letto di una donna a sud-ovest di lui.",
        ['clue(1,beside_same_who("bed",f,southwest))'],
    ),
    # outdoors, same_area
    ("f", "Era fuori.", ["clue(1,outdoors)"]),
    ("m", "Era all'aperto.", ["clue(1,outdoors)"]),
    ("f", "Non era fuori.", ["clue_not(1,outdoors)"]),
    ("f", "Era dentro.", ["clue_not(1,outdoors)"]),
    ("m", "Non era al chiuso.", ["clue(1,outdoors)"]),
    ("f", "Lei e Bruno erano entrambi dentro o entrambi fuori.", ['clue(1,same_area("Bruno"))']),
    ("f", "Ana e Carla erano entrambe dentro o entrambe fuori.", ['clue(1,same_area("Carla"))']),
    ("f", "Lei e Bruno non erano né entrambi dentro né entrambi fuori.", ['clue_not(1,same_area("Bruno"))']),
    ("m", "Lui e Carla erano uno dentro e l'altra fuori.", ['clue_not(1,same_area("Carla"))']),
    # people of a trait: "con" and the adjective after the noun
    ("f", "Era a nord di un uomo con gli occhiali.", ['clue(1,dir_gender(north,with(m,"glasses","yes"),some))']),
    ("f", "Era a nord di ogni persona calva.", ['clue(1,dir_gender(north,with(anyone,"bald","yes"),every))']),
    (
        "f",
        "Era a sud di ogni persona con la testa calva.",
        ['clue(1,dir_gender(south,with(anyone,"bald","yes"),every))'],
    ),
    ("f", "Era a nord di un uomo calvo.", ['clue(1,dir_gender(north,with(m,"bald","yes"),some))']),
    ("m", "Era solo con una donna bionda.", ['clue(1,alone_with_gender(with(f,"hair","blond"),1))']),
    ("f", "Era sola con un uomo con la barba.", ['clue(1,alone_with_gender(with(m,"beard","yes"),1))']),
    (
        "m",
        "C'era una donna con gli occhiali nella sua stanza.",
        ['clue(1,gender_in_room(with(f,"glasses","yes"),at_least,1))'],
    ),
    (
        "f",
        "Era esattamente due righe a nord di un'altra donna con gli occhiali.",
        ['clue(1,offset_who(north,2,with(f,"glasses","yes")))'],
    ),
    # words of objects.toml: gender, elision, "uno"
    ("f", "Era accanto a un'amaca.", ['clue(1,next_to("hammock"))']),
    ("m", "Era su uno scivolo.", ['clue(1,on("slide"))']),
    ("f", "Non era accanto a nessun'armatura.", ['clue_not(1,next_to("armour"))']),
    ("f", "Era accanto a un televisore.", ['clue(1,next_to("tv"))']),
    ("m", "Era a ovest di tutti gli orsi.", ['clue(1,dir_object(west,"bear",every,any))']),
    ("f", "Era a sud di tutti i pupazzi di neve.", ['clue(1,dir_object(south,"snowman",every,any))']),
    ("f", "Era a nord di tutti i falò.", ['clue(1,dir_object(north,"campfire",every,any))']),
]

REFUSED_3 = [
    ("f", "Era in una stanza adiacente alla Cappella.", ["no room named"]),
    ("f", "Era due righe a nord di una donna.", ["altra donna"]),
    ("m", "Era in una stanza adiacente a quella di Zoe.", ["Zoe"]),
    ("f", "Era a nord di ogni persona con i capelli verdi.", ["capelli verdi"]),
]

SCENE_3 = [
    (
        "Esattamente due persone con gli occhiali erano dentro.",
        ['scene(1,count(with(people,"glasses","yes"),exactly,2,inside))'],
    ),
    ("Nessuno era fuori.", ["scene(1,count(people,exactly,0,outdoors))"]),
]


@pytest.mark.parametrize("gender, text, facts", ACCEPTED_3)
def test_accepted_3(gender, text, facts):
    check_accepted("it", gender, text, facts)


@pytest.mark.parametrize("gender, text, errors", REFUSED_3)
def test_refused_3(gender, text, errors):
    check_refused("it", gender, text, errors)


@pytest.mark.parametrize("text, facts", SCENE_3)
def test_scene_3(text, facts):
    check_scene("it", text, facts)
