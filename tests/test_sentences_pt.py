"""Portuguese sentences of clue-language.md and clue-language-2.md: every kind and its negation, with the
variations (subject or none, "não" and "não ... nenhum", "encontrava-se", posture words, digit
ordinals, counting from either end, case and accents, "em" joined to the article), the facts they give,
and the refusals. Canonical forms: docs/clue-language-pt.md."""

from __future__ import annotations

import pytest
from sentencehelp import check_accepted, check_refused, check_scene

ACCEPTED = [
    # as another game's renderer words them
    ("f", "Ela estava a sós com um suspeito.", ["clue(1,alone_with_gender(m,1))"]),
    ("f", "Ninguém mais na sua divisão era uma mulher.", ["clue_not(1,gender_in_room(f,at_least,1))"]),
    ("f", "Ela estava a norte de uma cadeira (L2/C2).", ['clue(1,dir_object_at(north,"chair",2,2))']),
    ("f", "Ela estava na mesma divisão que uma planta.", ['clue(1,room_has("plant"))']),
    ("f", "Na sua divisão estava outro suspeito num canto.", ["clue(1,room_person(anyone,corner))"]),
    ("m", "Ele estava a oeste de todos os homens.", ["clue(1,dir_gender(west,m,every))"]),
    # outside a room, a column by its letter, joined sentences
    ("f", "Estava fora da Cozinha.", ['clue_not(1,room("A"))']),
    ("f", "Estava na coluna D.", ["clue(1,column(4))"]),
    ("f", "Estava na Cozinha e sobre uma cadeira.", ['clue(1,room("A"))', 'clue(2,on("chair"))']),
    (
        "f",
        "Ela estava ao lado de uma planta e ela estava sobre uma cama.",
        ['clue(1,next_to("plant"))', 'clue(2,on("bed"))'],
    ),
    # (speaker gender, card, facts); rooms: A Cozinha, B Sala de estar, C Escritório, D Biblioteca, E Sótão
    ("f", "Estava na linha de cima.", ["clue(1,row(1))"]),
    ("f", "Estava na primeira linha.", ["clue(1,row(1))"]),
    ("f", "Estava na linha de baixo.", ["clue(1,row(6))"]),
    ("f", "Estava na última linha.", ["clue(1,row(6))"]),
    ("f", "Ela estava na terceira linha.", ["clue(1,row(3))"]),
    ("f", "Estava na 3.ª linha.", ["clue(1,row(3))"]),
    ("f", "Encontrava-se na linha 3.", ["clue(1,row(3))"]),
    ("f", "Estava na segunda linha a contar de baixo.", ["clue(1,row(5))"]),
    ("f", "Estava na penúltima linha.", ["clue(1,row(5))"]),
    ("f", "Não estava na linha de cima.", ["clue_not(1,row(1))"]),
    ("m", "Estava na coluna da esquerda.", ["clue(1,column(1))"]),
    ("m", "Estava na coluna da direita.", ["clue(1,column(6))"]),
    ("m", "Estava na terceira coluna a contar da esquerda.", ["clue(1,column(3))"]),
    ("m", "Estava na segunda coluna a contar da direita.", ["clue(1,column(5))"]),
    ("m", "Ele estava na coluna 2.", ["clue(1,column(2))"]),
    ("m", "Não estava na coluna da esquerda.", ["clue_not(1,column(1))"]),
    # room
    ("f", "Estava na Cozinha.", ['clue(1,room("A"))']),
    ("f", "Estava na Sala de estar.", ['clue(1,room("B"))']),
    ("f", "Estava no Escritório.", ['clue(1,room("C"))']),
    ("f", "Estava no Sótão.", ['clue(1,room("E"))']),
    ("f", "Ela estava na divisão Cozinha.", ['clue(1,room("A"))']),
    ("f", "Não estava na Biblioteca.", ['clue_not(1,room("D"))']),
    ("f", "Não se encontrava no Escritório.", ['clue_not(1,room("C"))']),
    # on
    ("f", "Estava sobre uma cadeira.", ['clue(1,on("chair"))']),
    ("f", "Estava sentada numa poltrona.", ['clue(1,on("armchair"))']),
    ("m", "Estava deitado numa cama.", ['clue(1,on("bed"))']),
    ("m", "Estava de pé sobre um banco.", ['clue(1,on("bench"))']),
    ("m", "Estava em cima de um banquinho.", ['clue(1,on("stool"))']),
    ("f", "Não estava sobre um tapete.", ['clue_not(1,on("carpet"))']),
    ("f", "Não estava em nenhum sofá.", ['clue_not(1,on("sofa"))']),
    ("m", "Não estava sentado em nenhuma cadeira.", ['clue_not(1,on("chair"))']),
    # next_to
    ("f", "Estava ao lado de uma planta.", ['clue(1,next_to("plant"))']),
    ("m", "Estava de pé junto a um arbusto.", ['clue(1,next_to("bush"))']),
    ("m", "Estava perto de uma estante.", ['clue(1,next_to("bookshelf"))']),
    ("f", "Estava ao lado de um caixote do lixo.", ['clue(1,next_to("bin"))']),
    ("f", "Não estava ao lado de uma mesa.", ['clue_not(1,next_to("table"))']),
    ("f", "Não estava ao lado de nenhuma estátua.", ['clue_not(1,next_to("statue"))']),
    # corner
    ("f", "Estava num canto da divisão.", ["clue(1,corner)"]),
    ("f", "Estava num canto.", ["clue(1,corner)"]),
    ("f", "Estava no canto da sua divisão.", ["clue(1,corner)"]),
    ("f", "Não estava em nenhum canto da divisão.", ["clue_not(1,corner)"]),
    # with_other
    ("f", "Estava na Cozinha com outra mulher.", ['clue(1,with_other("A",f))']),
    ("f", "Estava com outra mulher na Cozinha.", ['clue(1,with_other("A",f))']),
    ("m", "Estava no Escritório com outro homem.", ['clue(1,with_other("C",m))']),
    # alone
    ("f", "Estava sozinha na divisão.", ["clue(1,alone)"]),
    ("f", "Ela estava a sós na divisão.", ["clue(1,alone)"]),
    ("m", "Estava sozinho na sua divisão.", ["clue(1,alone)"]),
    ("f", "Mais ninguém estava na sua divisão.", ["clue(1,alone)"]),
    ("f", "Não havia mais ninguém na sua divisão.", ["clue(1,alone)"]),
    ("f", "Não estava sozinha na divisão.", ["clue_not(1,alone)"]),
    ("f", "Havia mais alguém na sua divisão.", ["clue_not(1,alone)"]),
    # victim
    ("f", "A vítima. Estava a sós com o assassino.", ["clue(1,victim)"]),
    ("m", "A vítima. Estava sozinho com o seu assassino.", ["clue(1,victim)"]),
    # names and pronouns, case and accents
    ("f", "Ana estava na Cozinha.", ['clue(1,room("A"))']),
    ("m", "Bruno estava ao lado de uma árvore.", ['clue(1,next_to("tree"))']),
    ("f", "ESTAVA NA COZINHA", ['clue(1,room("A"))']),
    ("f", "nao estava ao lado de uma arvore", ['clue_not(1,next_to("tree"))']),
    # at_wall, windows, doors
    ("f", "Estava junto a uma parede.", ["clue(1,at_wall)"]),
    ("f", "Estava encostada à parede.", ["clue(1,at_wall)"]),
    ("f", "Não estava junto a nenhuma parede.", ["clue_not(1,at_wall)"]),
    ("m", "Estava junto a uma janela.", ["clue(1,next_to_window)"]),
    ("m", "Estava ao pé da janela.", ["clue(1,next_to_window)"]),
    ("m", "Não estava junto a uma janela.", ["clue_not(1,next_to_window)"]),
    ("f", "Estava ao lado de uma porta.", ["clue(1,next_to_door)"]),
    ("f", "Não estava junto a nenhuma porta.", ["clue_not(1,next_to_door)"]),
    # unique
    ("f", "Era a única pessoa sobre uma cadeira.", ['clue(1,unique(on("chair")))']),
    ("m", "Era o único ao lado de uma planta.", ['clue(1,unique(next_to("plant")))']),
    ("f", "Não era a única pessoa junto a uma porta.", ["clue_not(1,unique(door))"]),
    # same_room, alone_with
    ("f", "Estava na mesma divisão que Bruno.", ['clue(1,same_room("Bruno"))']),
    ("f", "Estava com Darío.", ['clue(1,same_room("Darío"))']),
    ("f", "Não estava na mesma divisão que Bruno.", ['clue_not(1,same_room("Bruno"))']),
    ("f", "Estava a sós com Bruno.", ['clue(1,alone_with("Bruno"))']),
    ("f", "Estava a sós numa divisão com Bruno.", ['clue(1,alone_with("Bruno"))']),
    ("f", "Não estava a sós com Bruno.", ['clue_not(1,alone_with("Bruno"))']),
    # compounds
    ("f", "Estava na Cozinha com Bruno.", ['clue(1,room("A"))', 'clue(2,same_room("Bruno"))']),
    ("f", "Estava sozinha na Cozinha.", ['clue(1,room("A"))', "clue(2,alone)"]),
    ("f", "Ela estava a sós na divisão Cozinha.", ['clue(1,room("A"))', "clue(2,alone)"]),
    # dir_person, offset_person
    ("f", "Estava a norte de Bruno.", ['clue(1,dir_person(north,"Bruno"))']),
    ("f", "Estava ao norte do Bruno.", ['clue(1,dir_person(north,"Bruno"))']),
    ("f", "Estava a sudoeste de Bruno.", ['clue(1,dir_person(southwest,"Bruno"))']),
    ("f", "Estava mais a leste que Bruno.", ['clue(1,dir_person(east,"Bruno"))']),
    ("f", "Não estava a norte de Bruno.", ['clue_not(1,dir_person(north,"Bruno"))']),
    ("f", "Estava exatamente duas linhas a norte de Bruno.", ['clue(1,offset_person(north,2,"Bruno"))']),
    ("f", "Estava exatamente 1 coluna a oeste de Bruno.", ['clue(1,offset_person(west,1,"Bruno"))']),
    ("f", "Não estava exatamente uma linha a sul de Bruno.", ['clue_not(1,offset_person(south,1,"Bruno"))']),
    # dir_gender
    ("f", "Estava a norte de um homem.", ["clue(1,dir_gender(north,m,some))"]),
    ("f", "Estava a norte de pelo menos um homem.", ["clue(1,dir_gender(north,m,some))"]),
    ("f", "Estava a norte de outra mulher.", ["clue(1,dir_gender(north,f,some))"]),
    ("m", "Estava a oeste de todas as mulheres.", ["clue(1,dir_gender(west,f,every))"]),
    ("f", "Não estava a norte de nenhum homem.", ["clue_not(1,dir_gender(north,m,some))"]),
    # same_line_object, dir_object, dir_object_at, dir_object_adj
    ("f", "Estava na mesma linha que uma planta.", ['clue(1,same_line_object(row,"plant",any))']),
    (
        "f",
        "Estava na mesma coluna que uma árvore, noutra divisão.",
        ['clue(1,same_line_object(column,"tree",other_room))'],
    ),
    ("f", "Não estava na mesma linha que uma planta.", ['clue_not(1,same_line_object(row,"plant",any))']),
    ("f", "Estava a norte de uma planta.", ['clue(1,dir_object(north,"plant",some,any))']),
    ("f", "Estava a norte de cada árvore.", ['clue(1,dir_object(north,"tree",every,any))']),
    ("f", "Estava a norte de todas as árvores.", ['clue(1,dir_object(north,"tree",every,any))']),
    ("f", "Estava a norte da planta em D3.", ['clue(1,dir_object_at(north,"plant",3,4))']),
    ("f", "Estava imediatamente a norte de uma planta.", ['clue(1,dir_object_adj(north,"plant"))']),
    ("f", "Não estava imediatamente a oeste de uma cadeira.", ['clue_not(1,dir_object_adj(west,"chair"))']),
    # room_has, gender_in_room, room_size, alone_with_gender, room_person
    ("f", "Havia uma planta na sua divisão.", ['clue(1,room_has("plant"))']),
    ("f", "Não havia nenhuma cama na sua divisão.", ['clue_not(1,room_has("bed"))']),
    ("f", "Havia um homem na sua divisão.", ["clue(1,gender_in_room(m,at_least,1))"]),
    ("f", "Na sua divisão estava um homem.", ["clue(1,gender_in_room(m,at_least,1))"]),
    ("f", "Na sua divisão não havia nenhuma outra mulher.", ["clue_not(1,gender_in_room(f,at_least,1))"]),
    ("f", "Havia exatamente dois homens na sua divisão.", ["clue(1,gender_in_room(m,exactly,2))"]),
    ("m", "Havia duas mulheres na sua divisão.", ["clue(1,gender_in_room(f,exactly,2))"]),
    ("f", "Havia exatamente três pessoas na sua divisão.", ["clue(1,room_size(3))"]),
    ("f", "Não havia exatamente três pessoas na sua divisão.", ["clue_not(1,room_size(3))"]),
    ("f", "Estava a sós com um homem.", ["clue(1,alone_with_gender(m,1))"]),
    ("f", "Estava a sós com dois homens.", ["clue(1,alone_with_gender(m,2))"]),
    ("m", "Estava a sós com duas mulheres.", ["clue(1,alone_with_gender(f,2))"]),
    ("f", "Havia mais alguém ao lado de uma planta na sua divisão.", ['clue(1,room_person(anyone,next_to("plant")))']),
    ("f", "Não havia mais ninguém num canto na sua divisão.", ["clue_not(1,room_person(anyone,corner))"]),
    # either / neither
    ("f", "Estava na Cozinha ou no Escritório.", ['clue(1,either(room("A"),room("C")))']),
    ("f", "Estava ou sobre uma cadeira ou sobre um sofá.", ['clue(1,either(on("chair"),on("sofa")))']),
    ("f", "Não estava nem na Cozinha nem no Escritório.", ['clue_not(1,either(room("A"),room("C")))']),
    # several sentences
    (
        "f",
        "A vítima. Estava a sós com o assassino. Estava a norte de Bruno.",
        ["clue(1,victim)", 'clue(2,dir_person(north,"Bruno"))'],
    ),
]


@pytest.mark.parametrize("gender, text, facts", ACCEPTED)
def test_accepted(gender, text, facts):
    check_accepted("pt", gender, text, facts)


SCENE = [
    ("Exatamente duas pessoas estavam na Cozinha.", ['scene(1,count(people,exactly,2,room("A")))']),
    ("Duas pessoas estavam na Cozinha.", ['scene(1,count(people,exactly,2,room("A")))']),
    ("Exatamente dois homens estavam na Cozinha.", ['scene(1,count(m,exactly,2,room("A")))']),
    ("Pelo menos uma mulher estava sobre uma cadeira.", ['scene(1,count(f,at_least,1,on("chair")))']),
    ("Ninguém estava no Escritório.", ['scene(1,count(people,exactly,0,room("C")))']),
    ("Todas as mulheres estavam sobre uma cadeira.", ['scene(1,count(f,all,0,on("chair")))']),
    ("Nenhuma divisão estava vazia.", ["scene(1,empty_rooms(exactly,0))"]),
    ("Exatamente duas divisões estavam vazias.", ["scene(1,empty_rooms(exactly,2))"]),
    ("Cada divisão tinha no máximo duas pessoas.", ["scene(1,every_room(at_most,2))"]),
    ("Nenhuma divisão tinha exatamente uma pessoa.", ["scene(1,every_room(not_exactly,1))"]),
]


@pytest.mark.parametrize("text, facts", SCENE)
def test_scene(text, facts):
    check_scene("pt", text, facts)


REFUSED = [
    ("f", "Estava debaixo de uma mesa.", ["matches no accepted sentence"]),
    ("f", "Estava num canto do tabuleiro.", ["a corner of the board"]),
    ("f", "Estava com outras duas mulheres na Cozinha.", ["is no clue of the language"]),
    ("f", "Estava imediatamente a norte de Bruno.", ["nobody is directly north"]),
    ("f", "Não estava ou na Cozinha ou no Escritório.", ["'nem ... nem ...'"]),
    ("f", "Estava em nenhuma cadeira.", ["without a negation"]),
    ("f", "Ele estava na Cozinha.", ["gender"]),
    ("f", "Estava sentado numa cadeira.", ["gender"]),
    ("f", "Estava na sétima linha.", ["row 7 on a 6x6 board"]),
    ("f", "Estava sobre um trator.", ["unknown object noun"]),
]


@pytest.mark.parametrize("gender, text, errors", REFUSED)
def test_refused(gender, text, errors):
    check_refused("pt", gender, text, errors)


# clue-language-3.md: every kind and its negation, people of a trait, the words of objects.toml
ACCEPTED_3 = [
    # room_adjoins
    ("f", "Estava numa divisão contígua à Cozinha.", ['clue(1,room_adjoins("A"))']),
    ("m", "Estava numa divisão adjacente ao Escritório.", ['clue(1,room_adjoins("C"))']),
    ("f", "Ela estava numa divisão contígua à Sala de estar.", ['clue(1,room_adjoins("B"))']),
    ("f", "A sua divisão era adjacente à Biblioteca.", ['clue(1,room_adjoins("D"))']),
    ("f", "Não estava numa divisão contígua à Cozinha.", ['clue_not(1,room_adjoins("A"))']),
    ("m", "A sua divisão não era contígua ao Sótão.", ['clue_not(1,room_adjoins("E"))']),
    # adjoining_rooms
    ("f", "Estava numa divisão contígua à de Bruno.", ['clue(1,adjoining_rooms("Bruno"))']),
    ("f", "Estava numa divisão contígua à do Bruno.", ['clue(1,adjoining_rooms("Bruno"))']),
    ("f", "Ela e Bruno estavam em divisões contíguas.", ['clue(1,adjoining_rooms("Bruno"))']),
    ("m", "Ele e Carla não estavam em divisões adjacentes.", ['clue_not(1,adjoining_rooms("Carla"))']),
    ("f", "A sua divisão era contígua à de Darío.", ['clue(1,adjoining_rooms("Darío"))']),
    ("f", "Não estava numa divisão contígua à de Bruno.", ['clue_not(1,adjoining_rooms("Bruno"))']),
    # empty_adjoining
    ("f", "Havia uma divisão vazia contígua à sua.", ["clue(1,empty_adjoining)"]),
    ("m", "Uma divisão contígua à sua estava vazia.", ["clue(1,empty_adjoining)"]),
    ("f", "Não havia nenhuma divisão vazia contígua à sua.", ["clue_not(1,empty_adjoining)"]),
    ("f", "Nenhuma divisão contígua à sua estava vazia.", ["clue_not(1,empty_adjoining)"]),
    ("f", "Todas as divisões contíguas à sua estavam ocupadas.", ["clue_not(1,empty_adjoining)"]),
    # offset_object
    ("f", "Estava exatamente duas linhas a norte de uma planta.", ['clue(1,offset_object(north,2,"plant"))']),
    ("m", "Estava uma linha a sul de uma cadeira.", ['clue(1,offset_object(south,1,"chair"))']),
    ("f", "Estava três colunas a leste da cama.", ['clue(1,offset_object(east,3,"bed"))']),
    ("f", "Não estava exatamente uma coluna a oeste de nenhuma planta.", ['clue_not(1,offset_object(west,1,"plant"))']),
    ("m", "Estava duas colunas a oeste do elefante.", ['clue(1,offset_object(west,2,"elephant"))']),
    # offset_who, offset_at
    ("f", "Estava exatamente duas linhas a norte de um homem.", ["clue(1,offset_who(north,2,m))"]),
    ("f", "Estava uma coluna a leste de outra mulher.", ["clue(1,offset_who(east,1,f))"]),
    ("m", "Estava uma linha a norte de alguém.", ["clue(1,offset_who(north,1,anyone))"]),
    ("f", "Não estava uma linha a sul de nenhum homem.", ["clue_not(1,offset_who(south,1,m))"]),
    ("f", "Não estava uma coluna a oeste de ninguém.", ["clue_not(1,offset_who(west,1,anyone))"]),
    ("f", "Estava duas linhas a norte de alguém sobre uma cadeira.", ['clue(1,offset_at(north,2,anyone,on("chair")))']),
    (
        "m",
        "Estava uma coluna a leste de uma mulher ao lado de uma planta.",
        ['clue(1,offset_at(east,1,f,next_to("plant")))'],
    ),
    # beside_same, beside_same_who
    ("f", "Estava ao lado da mesma mesa que Bruno.", ['clue(1,beside_same("table","Bruno"))']),
    ("m", "Estava junto à mesma planta que a Carla.", ['clue(1,beside_same("plant","Carla"))']),
    ("f", "Não estava ao lado do mesmo sofá que o Bruno.", ['clue_not(1,beside_same("sofa","Bruno"))']),
    ("f", "Estava ao lado da mesma mesa que outra pessoa.", ['clue(1,beside_same_who("table",anyone,any))']),
    ("f", "Não estava ao lado da mesma mesa que mais ninguém.", ['clue_not(1,beside_same_who("table",anyone,any))']),
    (
        "f",
        "Estava ao lado da mesma mesa que mais alguém, a norte dela.",
        ['clue(1,beside_same_who("table",anyone,north))'],
    ),
    (
        "m",
        "Estava ao lado da mesma cama que uma mulher a sudoeste dele.",
        ['clue(1,beside_same_who("bed",f,southwest))'],
    ),
    # outdoors, same_area
    ("f", "Estava lá fora.", ["clue(1,outdoors)"]),
    ("m", "Estava ao ar livre.", ["clue(1,outdoors)"]),
    ("f", "Não estava lá fora.", ["clue_not(1,outdoors)"]),
    ("f", "Estava dentro.", ["clue_not(1,outdoors)"]),
    ("m", "Não estava lá dentro.", ["clue(1,outdoors)"]),
    ("f", "Ela e Bruno estavam ambos dentro ou ambos fora.", ['clue(1,same_area("Bruno"))']),
    ("f", "Ana e Carla estavam ambas dentro ou ambas fora.", ['clue(1,same_area("Carla"))']),
    ("f", "Ela e Bruno não estavam nem ambos dentro nem ambos fora.", ['clue_not(1,same_area("Bruno"))']),
    ("m", "Ele e Carla estavam um dentro e a outra fora.", ['clue_not(1,same_area("Carla"))']),
    # people of a trait: "com" and the adjective after the noun
    ("f", "Estava a norte de um homem com óculos.", ['clue(1,dir_gender(north,with(m,"glasses","yes"),some))']),
    ("f", "Estava a norte de cada pessoa careca.", ['clue(1,dir_gender(north,with(anyone,"bald","yes"),every))']),
    ("f", "Estava a norte de um homem careca.", ['clue(1,dir_gender(north,with(m,"bald","yes"),some))']),
    (
        "f",
        "Estava a sul de cada pessoa com a cabeça calva.",
        ['clue(1,dir_gender(south,with(anyone,"bald","yes"),every))'],
    ),
    ("m", "Estava a sós com uma mulher loira.", ['clue(1,alone_with_gender(with(f,"hair","blond"),1))']),
    ("f", "Estava a sós com um homem com barba.", ['clue(1,alone_with_gender(with(m,"beard","yes"),1))']),
    ("f", "Havia um homem ruivo na sua divisão.", ['clue(1,gender_in_room(with(m,"hair","red"),at_least,1))']),
    (
        "f",
        "Estava exatamente duas linhas a norte de outra mulher com óculos.",
        ['clue(1,offset_who(north,2,with(f,"glasses","yes")))'],
    ),
    # words of objects.toml: gender and article
    ("f", "Estava ao lado de uma prateleira.", ['clue(1,next_to("shelf"))']),
    ("m", "Estava sobre uma espreguiçadeira.", ['clue(1,on("deckchair"))']),
    ("f", "Não estava ao lado de nenhuma armadura.", ['clue_not(1,next_to("armour"))']),
    ("f", "Estava ao lado de um televisor.", ['clue(1,next_to("tv"))']),
    ("m", "Estava a oeste de todos os ursos.", ['clue(1,dir_object(west,"bear",every,any))']),
    ("f", "Estava a sul de todos os bonecos de neve.", ['clue(1,dir_object(south,"snowman",every,any))']),
]

REFUSED_3 = [
    ("f", "Estava numa divisão contígua à Capela.", ["no room named"]),
    ("f", "Estava duas linhas a norte de uma mulher.", ["outra mulher"]),
    ("m", "Estava numa divisão contígua à de Zoe.", ["Zoe"]),
    ("f", "Estava a norte de cada pessoa com cabelo verde.", ["cabelo verde"]),
]

SCENE_3 = [
    (
        "Exatamente duas pessoas com óculos estavam dentro.",
        ['scene(1,count(with(people,"glasses","yes"),exactly,2,inside))'],
    ),
    ("Ninguém estava lá fora.", ["scene(1,count(people,exactly,0,outdoors))"]),
]


@pytest.mark.parametrize("gender, text, facts", ACCEPTED_3)
def test_accepted_3(gender, text, facts):
    check_accepted("pt", gender, text, facts)


@pytest.mark.parametrize("gender, text, errors", REFUSED_3)
def test_refused_3(gender, text, errors):
    check_refused("pt", gender, text, errors)


@pytest.mark.parametrize("text, facts", SCENE_3)
def test_scene_3(text, facts):
    check_scene("pt", text, facts)
