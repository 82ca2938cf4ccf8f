"""English and Spanish as another game's renderer words its cards: suspect words, cells named by row and
column labels, the room of an object, gender phrases that count the speaker out, nouns authors use for
pysm's objects. (de, fr, it, pt, ru have such rows in their own sentence tests.)"""

from __future__ import annotations

import pytest
from sentencehelp import check_accepted

ACCEPTED = [
    # (language, speaker gender, card, facts)
    ("en", "m", "He was alone with a female suspect.", ["clue(1,alone_with_gender(f,1))"]),
    ("en", "f", "She was alone with 2 male suspects.", ["clue(1,alone_with_gender(m,2))"]),
    ("en", "f", "No one else in her room was a woman.", ["clue_not(1,gender_in_room(f,at_least,1))"]),
    ("en", "f", "She was north of a chair (R2/C2).", ['clue(1,dir_object_at(north,"chair",2,2))']),
    (
        "en",
        "f",
        "She was in the same row as a plant, in a different room.",
        ['clue(1,same_line_object(row,"plant",other_room))'],
    ),
    ("en", "f", "In her room there was another suspect on a chair.", ['clue(1,room_person(anyone,on("chair")))']),
    ("en", "f", "She was beside a shelf.", ['clue(1,next_to("shelf"))']),
    ("en", "m", "He was on a park bench.", ['clue(1,on("bench"))']),
    ("en", "f", "She was beside a shrub.", ['clue(1,next_to("bush"))']),
    ("en", "f", "She was not west of a trash can.", ['clue_not(1,dir_object(west,"bin",some,any))']),
    ("es", "m", "Estaba a solas con una sospechosa.", ["clue(1,alone_with_gender(f,1))"]),
    ("es", "f", "Nadie más en su habitación era un hombre.", ["clue_not(1,gender_in_room(m,at_least,1))"]),
    ("es", "m", "Estaba al sur de una silla (F2/C2).", ['clue(1,dir_object_at(south,"chair",2,2))']),
    (
        "es",
        "f",
        "Estaba en la misma fila que una planta, en otra habitación.",
        ['clue(1,same_line_object(row,"plant",other_room))'],
    ),
    ("es", "f", "En su habitación había otro sospechoso en una esquina.", ["clue(1,room_person(anyone,corner))"]),
    ("es", "m", "Estaba al oeste de todos los hombres.", ["clue(1,dir_gender(west,m,every))"]),
    ("es", "m", "No estaba en la misma habitación que una caja.", ['clue_not(1,room_has("box"))']),
    ("es", "m", "Estaba sobre un banco del parque.", ['clue(1,on("bench"))']),
]


@pytest.mark.parametrize("lang, gender, text, facts", ACCEPTED)
def test_accepted(lang, gender, text, facts):
    check_accepted(lang, gender, text, facts)
