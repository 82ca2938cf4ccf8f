"""Sentences of the clue kinds that TheApo's levels need beyond the first ones of clue-language-3.md, in
every language: an exact offset from a suspect (offset_at of `suspect`), from an object in her room or in
another room (offset_object_room), a named person at a place in her room (room_mate_at), alone with a
named person and one more (alone_with_and). Every variant of every sentence and its negation, with the
facts it gives; each clue's canonical sentence reads back as the same clue (sentencehelp.py: Ana speaks
for a woman, Bruno for a man; D3 holds a plant, B2 a chair and a carpet, A5 a bed). English runs in the
fast suite, the other languages under slow."""

from __future__ import annotations

import pytest
from sentencehelp import check_accepted

SUSPECT = 'clue(1,offset_at(south,2,suspect,next_to("plant")))'
SUSPECT_ON = 'clue(1,offset_at(west,1,suspect,on("chair")))'
SUSPECT_NOT = "clue_not(1,offset_at(north,2,suspect,corner))"
SAME = 'clue(1,offset_object_room(west,1,"carpet",same_room))'
OTHER = 'clue(1,offset_object_room(north,2,"plant",other_room))'
OTHER_NOT = 'clue_not(1,offset_object_room(south,1,"bed",other_room))'
SAME_NOT = 'clue_not(1,offset_object_room(east,1,"chair",same_room))'
MATE = 'clue(1,room_mate_at("Carla",on("carpet")))'
MATE_NEXT = 'clue(1,room_mate_at("Darío",next_to("plant")))'
MATE_NOT = 'clue_not(1,room_mate_at("Carla",on("chair")))'
MATE_CORNER = 'clue(1,room_mate_at("Bruno",corner))'
MATE_CORNER_NOT = 'clue_not(1,room_mate_at("Carla",corner))'
ALONE_M = 'clue(1,alone_with_and("Bruno",m,any))'
ALONE_F = 'clue(1,alone_with_and("Bruno",f,any))'
ALONE_CF = 'clue(1,alone_with_and("Carla",f,any))'
ALONE_TRAIT = 'clue(1,alone_with_and("Bruno",with(m,"glasses","yes"),any))'
ALONE_EAST = 'clue(1,alone_with_and("Bruno",f,east))'
ALONE_NORTH = 'clue(1,alone_with_and("Carla",f,north))'
ALONE_NOT = 'clue_not(1,alone_with_and("Bruno",m,southwest))'

ACCEPTED = {
    "en": [
        ("f", "She was exactly two rows south of a suspect next to a plant.", [SUSPECT]),
        ("m", "He was one column west of another suspect on a chair.", [SUSPECT_ON]),
        ("f", "She was not two rows north of any suspect in a corner.", [SUSPECT_NOT]),
        ("f", "She was exactly one column west of a carpet in her room.", [SAME]),
        ("m", "He was two rows north of a plant in another room.", [OTHER]),
        ("m", "He was two rows north of a plant in a different room.", [OTHER]),
        ("f", "She was two rows north of the plant, in another room.", [OTHER]),
        ("f", "She was not one row south of a bed, in a different room.", [OTHER_NOT]),
        ("m", "He was not exactly one column east of a chair in his own room.", [SAME_NOT]),
        ("f", "She was one column west of a carpet in the same room.", [SAME]),
        ("f", "She was one column west of a carpet, in the same room.", [SAME]),
        ("f", "Carla was on a carpet in her room.", [MATE]),
        ("f", "Darío was next to a plant in her room.", [MATE_NEXT]),
        ("m", "In his room, Carla was not on a chair.", [MATE_NOT]),
        ("m", "In his room Carla was not on a chair.", [MATE_NOT]),
        ("f", "Bruno was in a corner of her room.", [MATE_CORNER]),
        ("m", "Carla was not in the corner of his room.", [MATE_CORNER_NOT]),
        ("f", "She was alone with Bruno and a man.", [ALONE_M]),
        ("f", "She was alone with Bruno and another woman.", [ALONE_F]),
        ("m", "He was alone in the room with Carla and a woman.", [ALONE_CF]),
        ("m", "He was alone in a room with Carla and a woman.", [ALONE_CF]),
        ("f", "She was alone in her room with Bruno and a man with glasses.", [ALONE_TRAIT]),
        ("f", "She was alone with Bruno and another woman, to the east of her.", [ALONE_EAST]),
        ("m", "He was alone with Carla and a woman north of him.", [ALONE_NORTH]),
        ("f", "She was not alone with Bruno and a man to the southwest of her.", [ALONE_NOT]),
    ],
    "es": [
        ("f", "Estaba exactamente a dos filas al sur de un sospechoso junto a una planta.", [SUSPECT]),
        ("m", "Estaba una columna al oeste de otro sospechoso en una silla.", [SUSPECT_ON]),
        ("f", "Estaba dos filas al sur de una sospechosa al lado de una planta.", [SUSPECT]),
        ("f", "No estaba dos filas al norte de ningún sospechoso en una esquina.", [SUSPECT_NOT]),
        ("f", "Estaba exactamente una columna al oeste de una alfombra de su habitación.", [SAME]),
        ("f", "Estaba una columna al oeste de una alfombra en su habitación.", [SAME]),
        ("f", "Estaba una columna al oeste de una alfombra de su misma habitación.", [SAME]),
        ("f", "Estaba una columna al oeste de una alfombra, en la misma habitación.", [SAME]),
        ("m", "Estaba dos filas al norte de una planta de otra habitación.", [OTHER]),
        ("m", "Estaba dos filas al norte de una planta en otra habitación.", [OTHER]),
        ("m", "Estaba dos filas al norte de una planta de una habitación distinta.", [OTHER]),
        ("m", "Estaba dos filas al norte de la planta, en otra habitación.", [OTHER]),
        ("f", "No estaba una fila al sur de ninguna cama en una habitación distinta.", [OTHER_NOT]),
        ("m", "No estaba exactamente a una columna al este de una silla en la misma habitación.", [SAME_NOT]),
        ("f", "Carla estaba en una alfombra en su habitación.", [MATE]),
        ("f", "Darío estaba junto a una planta en la habitación.", [MATE_NEXT]),
        ("m", "En su habitación, Carla no estaba en una silla.", [MATE_NOT]),
        ("m", "En su habitación Carla no estaba en ninguna silla.", [MATE_NOT]),
        ("f", "Bruno estaba en una esquina de su habitación.", [MATE_CORNER]),
        ("m", "Carla no estaba en la esquina de su habitación.", [MATE_CORNER_NOT]),
        ("f", "Estaba a solas con Bruno y un hombre.", [ALONE_M]),
        ("f", "Estaba sola con Bruno y otra mujer.", [ALONE_F]),
        ("m", "Estaba solo en la habitación con Carla y una mujer.", [ALONE_CF]),
        ("m", "Estaba a solas en una habitación con Carla y una mujer.", [ALONE_CF]),
        ("f", "Estaba a solas en su habitación con Bruno y un hombre con gafas.", [ALONE_TRAIT]),
        ("f", "Estaba a solas con Bruno y otra mujer, al este de ella.", [ALONE_EAST]),
        ("m", "Estaba solo con Carla y una mujer al norte de él.", [ALONE_NORTH]),
        ("f", "No estaba a solas con Bruno y un hombre al suroeste de ella.", [ALONE_NOT]),
    ],
    "nl": [
        ("f", "Ze was precies twee rijen ten zuiden van een verdachte naast een plant.", [SUSPECT]),
        ("m", "Hij was één kolom ten westen van een andere verdachte op een stoel.", [SUSPECT_ON]),
        ("f", "Ze was niet twee rijen ten noorden van een verdachte in een hoek.", [SUSPECT_NOT]),
        ("f", "Ze was twee rijen ten noorden van geen verdachte in een hoek.", [SUSPECT_NOT]),
        ("f", "Ze was precies één kolom ten westen van een tapijt in haar kamer.", [SAME]),
        ("m", "Hij was twee rijen ten noorden van een plant in een andere kamer.", [OTHER]),
        ("f", "Ze was niet één rij ten zuiden van een bed in een andere kamer.", [OTHER_NOT]),
        ("m", "Hij was niet precies één kolom ten oosten van een stoel in zijn kamer.", [SAME_NOT]),
        ("f", "Carla was op een tapijt in haar kamer.", [MATE]),
        ("f", "Darío was naast een plant in haar kamer.", [MATE_NEXT]),
        ("m", "In zijn kamer was Carla niet op een stoel.", [MATE_NOT]),
        ("f", "Bruno was in een hoek van haar kamer.", [MATE_CORNER]),
        ("m", "Carla was niet in de hoek van zijn kamer.", [MATE_CORNER_NOT]),
        ("f", "Ze was alleen met Bruno en een man.", [ALONE_M]),
        ("f", "Ze was alleen met Bruno en een andere vrouw.", [ALONE_F]),
        ("m", "Hij was alleen in de kamer met Carla en een vrouw.", [ALONE_CF]),
        ("m", "Hij was alleen in een kamer met Carla en een vrouw.", [ALONE_CF]),
        ("f", "Ze was alleen in haar kamer met Bruno en een man met een bril.", [ALONE_TRAIT]),
        ("f", "Ze was alleen met Bruno en een andere vrouw, ten oosten van haar.", [ALONE_EAST]),
        ("m", "Hij was alleen met Carla en een vrouw ten noorden van hem.", [ALONE_NORTH]),
        ("f", "Ze was niet alleen met Bruno en een man ten zuidwesten van haar.", [ALONE_NOT]),
    ],
    "de": [
        ("f", "Sie war genau zwei Zeilen südlich von einem Verdächtigen neben einer Pflanze.", [SUSPECT]),
        ("m", "Er war eine Spalte westlich von einem anderen Verdächtigen auf einem Stuhl.", [SUSPECT_ON]),
        ("f", "Sie war zwei Zeilen südlich von einer Verdächtigen neben einer Pflanze.", [SUSPECT]),
        ("f", "Sie war nicht zwei Zeilen nördlich von einem Verdächtigen in einer Ecke.", [SUSPECT_NOT]),
        ("f", "Sie war zwei Zeilen nördlich von keinem Verdächtigen in einer Ecke.", [SUSPECT_NOT]),
        ("f", "Sie war genau eine Spalte westlich von einem Teppich in ihrem Raum.", [SAME]),
        ("f", "Sie war eine Spalte westlich von einem Teppich im selben Raum.", [SAME]),
        ("f", "Sie war eine Spalte westlich von einem Teppich, im selben Raum.", [SAME]),
        ("m", "Er war zwei Zeilen nördlich von einer Pflanze in einem anderen Raum.", [OTHER]),
        ("m", "Er war zwei Zeilen nördlich von einer Pflanze, in einem anderen Raum.", [OTHER]),
        ("f", "Sie war nicht eine Zeile südlich von einem Bett in einem anderen Raum.", [OTHER_NOT]),
        ("m", "Er war nicht genau eine Spalte östlich von einem Stuhl in seinem Raum.", [SAME_NOT]),
        ("f", "Carla war auf einem Teppich in ihrem Raum.", [MATE]),
        ("f", "Darío war neben einer Pflanze in ihrem Raum.", [MATE_NEXT]),
        ("m", "In seinem Raum war Carla nicht auf einem Stuhl.", [MATE_NOT]),
        ("f", "Bruno war in einer Ecke ihres Raums.", [MATE_CORNER]),
        ("m", "Carla war nicht in der Ecke seines Raums.", [MATE_CORNER_NOT]),
        ("f", "Sie war allein mit Bruno und einem Mann.", [ALONE_M]),
        ("f", "Sie war allein mit Bruno und einer anderen Frau.", [ALONE_F]),
        ("m", "Er war allein in dem Raum mit Carla und einer Frau.", [ALONE_CF]),
        ("m", "Er war allein in einem Raum mit Carla und einer Frau.", [ALONE_CF]),
        ("f", "Sie war allein in ihrem Raum mit Bruno und einem Mann mit Brille.", [ALONE_TRAIT]),
        ("f", "Sie war allein mit Bruno und einer anderen Frau östlich von ihr.", [ALONE_EAST]),
        ("m", "Er war allein mit Carla und einer Frau, nördlich von ihm.", [ALONE_NORTH]),
        ("f", "Sie war nicht allein mit Bruno und einem Mann südwestlich von ihr.", [ALONE_NOT]),
    ],
    "fr": [
        ("f", "Elle était exactement deux lignes au sud d'un suspect à côté d'une plante.", [SUSPECT]),
        ("m", "Il était une colonne à l'ouest d'un autre suspect sur une chaise.", [SUSPECT_ON]),
        ("f", "Elle était deux lignes au sud d'une suspecte près d'une plante.", [SUSPECT]),
        ("f", "Elle n'était deux lignes au nord d'aucun suspect dans un coin.", [SUSPECT_NOT]),
        ("f", "Elle était exactement une colonne à l'ouest d'un tapis dans sa pièce.", [SAME]),
        ("f", "Elle était une colonne à l'ouest d'un tapis dans la même pièce.", [SAME]),
        ("f", "Elle était une colonne à l'ouest du tapis, dans la même pièce.", [SAME]),
        ("m", "Il était deux lignes au nord d'une plante dans une autre pièce.", [OTHER]),
        ("m", "Il était deux lignes au nord d'une plante, dans une autre pièce.", [OTHER]),
        ("f", "Elle n'était une ligne au sud d'aucun lit dans une autre pièce.", [OTHER_NOT]),
        ("m", "Il n'était pas exactement une colonne à l'est de la chaise dans sa pièce.", [SAME_NOT]),
        ("f", "Carla était sur un tapis dans sa pièce.", [MATE]),
        ("f", "Darío était à côté d'une plante dans la pièce.", [MATE_NEXT]),
        ("m", "Dans sa pièce, Carla n'était pas sur une chaise.", [MATE_NOT]),
        ("f", "Bruno était dans un coin de sa pièce.", [MATE_CORNER]),
        ("m", "Carla n'était pas dans le coin de sa pièce.", [MATE_CORNER_NOT]),
        ("f", "Elle était seule avec Bruno et un homme.", [ALONE_M]),
        ("f", "Elle était toute seule avec Bruno et une autre femme.", [ALONE_F]),
        ("m", "Il était seul dans la pièce avec Carla et une femme.", [ALONE_CF]),
        ("m", "Il était seul dans une pièce avec Carla et une femme.", [ALONE_CF]),
        ("f", "Elle était seule dans sa pièce avec Bruno et un homme avec des lunettes.", [ALONE_TRAIT]),
        ("f", "Elle était seule avec Bruno et une autre femme, à l'est d'elle.", [ALONE_EAST]),
        ("m", "Il était seul avec Carla et une femme au nord de lui.", [ALONE_NORTH]),
        ("f", "Elle n'était pas seule avec Bruno et un homme au sud-ouest d'elle.", [ALONE_NOT]),
    ],
    "it": [
        ("f", "Era esattamente due righe a sud di un sospettato accanto a una pianta.", [SUSPECT]),
        ("m", "Era una colonna a ovest di un altro sospettato su una sedia.", [SUSPECT_ON]),
        ("f", "Era due righe a sud di una sospettata vicino a una pianta.", [SUSPECT]),
        ("f", "Non era due righe a nord di nessun sospettato in un angolo.", [SUSPECT_NOT]),
        ("f", "Era esattamente una colonna a ovest di un tappeto nella sua stanza.", [SAME]),
        ("f", "Era una colonna a ovest di un tappeto nella stessa stanza.", [SAME]),
        ("f", "Era una colonna a ovest del tappeto, nella stessa stanza.", [SAME]),
        ("m", "Era due righe a nord di una pianta in un'altra stanza.", [OTHER]),
        ("m", "Era due righe a nord della pianta, in un'altra stanza.", [OTHER]),
        ("f", "Non era una riga a sud di nessun letto in un'altra stanza.", [OTHER_NOT]),
        ("m", "Non era esattamente una colonna a est di una sedia nella sua stanza.", [SAME_NOT]),
        ("f", "Carla era su un tappeto nella sua stanza.", [MATE]),
        ("f", "Darío era accanto a una pianta nella stanza.", [MATE_NEXT]),
        ("m", "Nella sua stanza, Carla non era su una sedia.", [MATE_NOT]),
        ("m", "Nella sua stanza Carla non era su nessuna sedia.", [MATE_NOT]),
        ("f", "Bruno era in un angolo della sua stanza.", [MATE_CORNER]),
        ("m", "Carla non era in un angolo della sua stanza.", [MATE_CORNER_NOT]),
        ("f", "Era sola con Bruno e un uomo.", [ALONE_M]),
        ("f", "Era da sola con Bruno e un'altra donna.", [ALONE_F]),
        ("m", "Era solo in una stanza con Carla e una donna.", [ALONE_CF]),
        ("m", "Era solo nella stanza con Carla e una donna.", [ALONE_CF]),
        ("f", "Era sola nella sua stanza con Bruno e un uomo con gli occhiali.", [ALONE_TRAIT]),
        ("f", "Era sola con Bruno e un'altra donna, a est di lei.", [ALONE_EAST]),
        ("m", "Era solo con Carla e una donna a nord di lui.", [ALONE_NORTH]),
        ("f", "Non era sola con Bruno e un uomo a sud-ovest di lei.", [ALONE_NOT]),
    ],
    "pt": [
        ("f", "Estava exatamente duas linhas a sul de um suspeito ao lado de uma planta.", [SUSPECT]),
        ("m", "Estava uma coluna a oeste de outro suspeito sobre uma cadeira.", [SUSPECT_ON]),
        ("f", "Estava duas linhas a sul de uma suspeita ao lado de uma planta.", [SUSPECT]),
        ("f", "Não estava duas linhas a norte de nenhum suspeito num canto.", [SUSPECT_NOT]),
        ("f", "Estava exatamente uma coluna a oeste de um tapete na sua divisão.", [SAME]),
        ("f", "Estava uma coluna a oeste de um tapete na mesma divisão.", [SAME]),
        ("f", "Estava uma coluna a oeste do tapete, na mesma divisão.", [SAME]),
        ("m", "Estava duas linhas a norte de uma planta noutra divisão.", [OTHER]),
        ("m", "Estava duas linhas a norte de uma planta em outra divisão.", [OTHER]),
        ("m", "Estava duas linhas a norte da planta, noutra divisão.", [OTHER]),
        ("f", "Não estava uma linha a sul de nenhuma cama noutra divisão.", [OTHER_NOT]),
        ("m", "Não estava exatamente uma coluna a leste de uma cadeira na sua divisão.", [SAME_NOT]),
        ("f", "Carla estava sobre um tapete na sua divisão.", [MATE]),
        ("f", "Darío estava ao lado de uma planta na divisão.", [MATE_NEXT]),
        ("m", "Na sua divisão, Carla não estava sobre uma cadeira.", [MATE_NOT]),
        ("m", "Na sua divisão Carla não estava sobre nenhuma cadeira.", [MATE_NOT]),
        ("f", "Bruno estava num canto da sua divisão.", [MATE_CORNER]),
        ("m", "Carla não estava num canto da sua divisão.", [MATE_CORNER_NOT]),
        ("f", "Estava a sós com Bruno e um homem.", [ALONE_M]),
        ("f", "Estava sozinha com Bruno e outra mulher.", [ALONE_F]),
        ("m", "Estava sozinho na divisão com Carla e uma mulher.", [ALONE_CF]),
        ("m", "Estava a sós numa divisão com Carla e uma mulher.", [ALONE_CF]),
        ("f", "Estava a sós na sua divisão com Bruno e um homem com óculos.", [ALONE_TRAIT]),
        ("f", "Estava a sós com Bruno e outra mulher, a leste dela.", [ALONE_EAST]),
        ("m", "Estava sozinho com Carla e uma mulher a norte dele.", [ALONE_NORTH]),
        ("f", "Não estava a sós com Bruno e um homem a sudoeste dela.", [ALONE_NOT]),
    ],
    "ru": [
        ("f", "Она была ровно на два ряда южнее подозреваемого рядом с растением.", [SUSPECT]),
        ("m", "Он был на один столбец западнее другого подозреваемого на стуле.", [SUSPECT_ON]),
        ("f", "Она не была на два ряда севернее кого-либо из подозреваемых в углу.", [SUSPECT_NOT]),
        ("f", "Она не была на два ряда севернее ни одного подозреваемого в углу.", [SUSPECT_NOT]),
        ("f", "Она была ровно на один столбец западнее ковра в её комнате.", [SAME]),
        ("f", "Она была на один столбец западнее ковра в той же комнате.", [SAME]),
        ("f", "Она была на один столбец западнее ковра, в той же комнате.", [SAME]),
        ("m", "Он был на два ряда севернее растения в другой комнате.", [OTHER]),
        ("m", "Он был на два ряда севернее растения, в другой комнате.", [OTHER]),
        ("f", "Она не была на один ряд южнее кровати в другой комнате.", [OTHER_NOT]),
        ("m", "Он не был ровно на один столбец восточнее стула в его комнате.", [SAME_NOT]),
        ("f", "Carla — на ковре в её комнате.", [MATE]),
        ("f", "Darío — рядом с растением в её комнате.", [MATE_NEXT]),
        ("m", "В его комнате на стуле не была Carla.", [MATE_NOT]),
        ("m", "Carla не находилась в его комнате на стуле.", [MATE_NOT]),
        ("f", "В её комнате на ковре находилась Carla.", [MATE]),
        ("f", "Bruno — в углу её комнаты.", [MATE_CORNER]),
        ("m", "Carla — не в углу его комнаты.", [MATE_CORNER_NOT]),
        ("f", "Она была в комнате только с Bruno и мужчиной.", [ALONE_M]),
        ("f", "Она была наедине с Bruno и другой женщиной.", [ALONE_F]),
        ("m", "Он был в комнате только с Carla и женщиной.", [ALONE_CF]),
        ("f", "Она была в комнате только с Bruno и мужчиной в очках.", [ALONE_TRAIT]),
        ("f", "Она была в комнате только с Bruno и другой женщиной, к востоку от неё.", [ALONE_EAST]),
        ("m", "Он был в комнате только с Carla и женщиной к северу от него.", [ALONE_NORTH]),
        ("f", "Она не была в комнате только с Bruno и мужчиной к юго-западу от неё.", [ALONE_NOT]),
    ],
}

CASES = [
    pytest.param(lang, g, text, facts, id=f"{lang}: {text}", marks=() if lang == "en" else pytest.mark.slow)
    for lang, rows in ACCEPTED.items()
    for g, text, facts in rows
]


@pytest.mark.parametrize("lang, gender, text, expected", CASES)
def test_accepted(lang, gender, text, expected):
    check_accepted(lang, gender, text, expected)


def test_every_language_is_covered():
    from pysm.language import lexicon

    assert set(ACCEPTED) == set(lexicon.LANGUAGES)
