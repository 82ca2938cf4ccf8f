"""Paraphrases read as their canonical sentence; sentences that mean something else are refused.

Every row of PARAPHRASES is (speaker gender, a sentence an author may write, the canonical sentence pysm
writes for the same clue): both must parse without error to the same clue facts (`pysm.solving.facts` terms
and polarity), and the canonical one must be what the renderer writes (variant 0). REFUSED holds
sentences that mean something else (clue-language.md, clue-language-2.md "Rules of variation"), each
with the message it must get. The property test checks that every hint keeps the kind, axis, number
and polarity of the sentence it is given for.
"""

from __future__ import annotations

import pytest
from conftest import budgets
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pysm.core.model import Clue
from pysm.language.cards import parse_card, render_clue
from pysm.language.read_grammar import parse_first_card
from pysm.solving import facts

SIZE = 6
ROOMS = {
    "es": {"A": "Biblioteca", "B": "Cocina", "C": "Despacho", "D": "Sala de Estar", "E": "Bastidores"},
    "nl": {"A": "Hal", "B": "Keuken", "C": "Terras", "D": "Studeerkamer"},
    "en": {"A": "Library", "B": "Kitchen", "C": "Hall", "D": "Terrace", "E": "Dining Room"},
}
NAME = {"f": "Ana", "m": "Bruno"}


def parse(lang: str, gender: str, text: str):
    return parse_card(
        text,
        person=NAME[gender],
        gender=gender,
        lang=lang,
        size=SIZE,
        rooms=ROOMS[lang],
        people={"Ana": "f", "Bruno": "m", "Carla": "f"},
    )


def fact(clue: Clue) -> tuple[bool, str]:
    return clue.negated, facts.clue_term(clue)


ES = [
    # rows
    ("f", "Estaba en la primera fila.", "Estaba en la fila de arriba."),
    ("f", "Estaba en la fila superior.", "Estaba en la fila de arriba."),
    ("f", "Estaba en la 1ª fila.", "Estaba en la fila de arriba."),
    ("f", "Estaba en la 1.ª fila.", "Estaba en la fila de arriba."),
    ("f", "Estaba en la fila 1.", "Estaba en la fila de arriba."),
    ("f", "Ana estaba en la fila de arriba.", "Estaba en la fila de arriba."),
    ("f", "Ella estaba en la fila de arriba", "Estaba en la fila de arriba."),
    ("f", "estaba en la FILA DE ARRIBA.", "Estaba en la fila de arriba."),
    ("f", "Estaba en la 2ª fila.", "Estaba en la segunda fila."),
    ("f", "Estaba en la 2.ª fila.", "Estaba en la segunda fila."),
    ("f", "Estaba en la 2a fila.", "Estaba en la segunda fila."),
    ("f", "Estaba en la fila 2.", "Estaba en la segunda fila."),
    ("f", "Estaba en la fila dos.", "Estaba en la segunda fila."),
    ("f", "Estaba en la segunda fila desde arriba.", "Estaba en la segunda fila."),
    ("f", "Estaba en la quinta fila desde abajo.", "Estaba en la segunda fila."),
    ("f", "Estaba en la fila 5 desde abajo.", "Estaba en la segunda fila."),
    ("f", "Estaba en la tercera fila desde abajo.", "Estaba en la cuarta fila."),
    ("f", "Estaba en la penúltima fila.", "Estaba en la quinta fila."),
    ("f", "Estaba en la última fila.", "Estaba en la fila de abajo."),
    ("f", "Estaba en la fila inferior.", "Estaba en la fila de abajo."),
    ("f", "Estaba en la sexta fila.", "Estaba en la fila de abajo."),
    ("f", "Estaba en la primera fila desde abajo.", "Estaba en la fila de abajo."),
    ("m", "No estaba en la primera fila.", "No estaba en la fila de arriba."),
    ("m", "Él no estaba en la 3ª fila.", "No estaba en la tercera fila."),
    ("m", "Bruno no estaba en la fila 3.", "No estaba en la tercera fila."),
    ("m", "No estaba en la última fila.", "No estaba en la fila de abajo."),
    # columns
    ("m", "Estaba en la primera columna.", "Estaba en la columna de la izquierda."),
    ("m", "Estaba en la columna izquierda.", "Estaba en la columna de la izquierda."),
    ("m", "Estaba en la columna 1.", "Estaba en la columna de la izquierda."),
    ("m", "Estaba en la 1ª columna desde la izquierda.", "Estaba en la columna de la izquierda."),
    ("m", "Estaba en la tercera columna.", "Estaba en la tercera columna desde la izquierda."),
    ("m", "Estaba en la 3ª columna.", "Estaba en la tercera columna desde la izquierda."),
    ("m", "Estaba en la columna 3.", "Estaba en la tercera columna desde la izquierda."),
    ("m", "Estaba en la cuarta columna desde la derecha.", "Estaba en la tercera columna desde la izquierda."),
    ("m", "Estaba en la última columna.", "Estaba en la columna de la derecha."),
    ("m", "Estaba en la columna derecha.", "Estaba en la columna de la derecha."),
    ("m", "Estaba en la primera columna desde la derecha.", "Estaba en la columna de la derecha."),
    ("m", "Estaba en la sexta columna.", "Estaba en la columna de la derecha."),
    ("m", "Estaba en la penúltima columna.", "Estaba en la quinta columna desde la izquierda."),
    ("f", "No estaba en la última columna.", "No estaba en la columna de la derecha."),
    ("f", "No estaba en la segunda columna.", "No estaba en la segunda columna desde la izquierda."),
    ("f", "Ana no estaba en la columna 2.", "No estaba en la segunda columna desde la izquierda."),
    # rooms
    ("f", "Ana estaba en la Cocina.", "Estaba en la Cocina."),
    ("f", "Ella estaba en la cocina", "Estaba en la Cocina."),
    ("f", "Estaba en Cocina.", "Estaba en la Cocina."),
    ("f", "Estaba en el Despacho", "Estaba en el Despacho."),
    ("f", "estaba en la SALA DE ESTAR", "Estaba en la Sala de Estar."),
    ("f", "Estaba en los Bastidores.", "Estaba entre Bastidores."),
    ("m", "Él no estaba en la Biblioteca.", "No estaba en la Biblioteca."),
    ("m", "No estaba en la biblioteca", "No estaba en la Biblioteca."),
    # on
    ("f", "Estaba sobre una silla.", "Estaba en una silla."),
    ("f", "Estaba sentada en una silla.", "Estaba en una silla."),
    ("f", "Estaba sentada sobre una silla.", "Estaba en una silla."),
    ("f", "Ana estaba sentada en una silla.", "Estaba en una silla."),
    ("f", "Estaba tumbada en una cama.", "Estaba en una cama."),
    ("f", "Estaba acostada sobre una cama.", "Estaba en una cama."),
    ("f", "Estaba de pie sobre una alfombra.", "Estaba en una alfombra."),
    ("f", "Estaba encima de una alfombra.", "Estaba en una alfombra."),
    ("m", "Estaba sentado en un sillón.", "Estaba en un sillón."),
    ("m", "Estaba tumbado en un sofa.", "Estaba en un sofá."),
    ("m", "Estaba en un sofá", "Estaba en un sofá."),
    # not_on
    ("m", "No estaba en un sofá.", "No estaba en ningún sofá."),
    ("m", "No estaba sobre ningún taburete.", "No estaba en ningún taburete."),
    ("m", "No estaba sobre un taburete.", "No estaba en ningún taburete."),
    ("m", "No estaba sentado en ningún taburete.", "No estaba en ningún taburete."),
    ("m", "No estaba sentado en un taburete.", "No estaba en ningún taburete."),
    ("m", "Bruno no estaba sentado en ninguna silla.", "No estaba en ninguna silla."),
    ("f", "No estaba tumbada en ninguna cama.", "No estaba en ninguna cama."),
    ("f", "No estaba de pie sobre ninguna alfombra.", "No estaba en ninguna alfombra."),
    ("f", "Ella no estaba en una cama.", "No estaba en ninguna cama."),
    # next_to
    ("f", "Estaba al lado de una planta.", "Estaba junto a una planta."),
    ("f", "Estaba de pie junto a una planta.", "Estaba junto a una planta."),
    ("f", "Estaba sentada junto a una mesa.", "Estaba junto a una mesa."),
    ("m", "Estaba junto a un arbol.", "Estaba junto a un árbol."),
    ("m", "Estaba de pie al lado de un arbusto.", "Estaba junto a un arbusto."),
    # not_next_to
    ("m", "No estaba junto a una planta.", "No estaba junto a ninguna planta."),
    ("m", "No estaba al lado de una caja.", "No estaba junto a ninguna caja."),
    ("m", "No estaba al lado de ninguna caja.", "No estaba junto a ninguna caja."),
    ("m", "No estaba junto a ningún árbol.", "No estaba junto a ningún árbol."),
    ("f", "No estaba sentada junto a ninguna estatua.", "No estaba junto a ninguna estatua."),
    ("f", "No estaba junto a una estatua.", "No estaba junto a ninguna estatua."),
    # corner
    ("f", "Estaba en una esquina.", "Estaba en una esquina de la habitación."),
    ("f", "Estaba en la esquina.", "Estaba en una esquina de la habitación."),
    ("f", "Estaba en la esquina de la habitación.", "Estaba en una esquina de la habitación."),
    ("f", "Estaba en una esquina de su habitación.", "Estaba en una esquina de la habitación."),
    ("f", "Estaba en la esquina de su habitación.", "Estaba en una esquina de la habitación."),
    ("f", "Estaba en un rincón de la habitación.", "Estaba en una esquina de la habitación."),
    ("m", "No estaba en una esquina.", "No estaba en ninguna esquina de la habitación."),
    ("m", "No estaba en ninguna esquina.", "No estaba en ninguna esquina de la habitación."),
    ("m", "No estaba en la esquina de su habitación.", "No estaba en ninguna esquina de la habitación."),
    ("m", "No estaba en ningún rincón.", "No estaba en ninguna esquina de la habitación."),
    # alone
    ("f", "Estaba sola.", "Estaba sola en la habitación."),
    ("f", "Estaba a solas en la habitación.", "Estaba sola en la habitación."),
    ("f", "Estaba sola en su habitación.", "Estaba sola en la habitación."),
    ("f", "Estaba a solas en su habitación.", "Estaba sola en la habitación."),
    ("f", "Nadie más estaba en su habitación.", "Estaba sola en la habitación."),
    ("f", "No había nadie más en su habitación.", "Estaba sola en la habitación."),
    ("m", "Estaba solo en su habitación.", "Estaba solo en la habitación."),
    ("m", "Bruno estaba solo en la habitación.", "Estaba solo en la habitación."),
    ("m", "Nadie mas estaba en su habitacion", "Estaba solo en la habitación."),
    # with_other
    ("f", "Estaba con otra mujer en la Cocina.", "Estaba en la Cocina con otra mujer."),
    ("f", "Ana estaba en la Cocina con otra mujer.", "Estaba en la Cocina con otra mujer."),
    ("m", "Estaba con otro hombre en el Despacho.", "Estaba en el Despacho con otro hombre."),
    ("m", "Él estaba en el despacho con otro hombre", "Estaba en el Despacho con otro hombre."),
    # victim
    ("f", "La víctima. Ana estaba a solas con el asesino.", "La víctima. Estaba a solas con el asesino."),
    ("f", "La victima.Estaba a solas con el asesino", "La víctima. Estaba a solas con el asesino."),
    ("m", "La víctima. Él estaba a solas con el asesino.", "La víctima. Estaba a solas con el asesino."),
    ("m", "Se encontraba en el Despacho.", "Estaba en el Despacho."),
    ("m", "No se encontraba en el Despacho.", "No estaba en el Despacho."),
    ("m", "Estaba en la fila número 2.", "Estaba en la segunda fila."),
    ("m", "Estaba en la fila de arriba del tablero.", "Estaba en la fila de arriba."),
    ("m", "Estaba justo al lado de una planta.", "Estaba junto a una planta."),
    ("m", "No había nadie más con él en su habitación.", "Estaba solo en la habitación."),
    ("m", "Estaba en el Despacho, con otro hombre.", "Estaba en el Despacho con otro hombre."),
    ("f", "Estaba sentada en la Cocina.", "Estaba en la Cocina."),
    ("f", "Alguien más estaba en su habitación.", "No estaba sola en la habitación."),
    ("f", "Había otra persona en su habitación.", "No estaba sola en la habitación."),
    # outside a room, a room's name after its noun, a column by its letter
    ("f", "Estaba fuera de la Cocina.", "No estaba en la Cocina."),
    ("m", "Estaba fuera del Despacho.", "No estaba en el Despacho."),
    ("f", "Estaba en la habitación Cocina.", "Estaba en la Cocina."),
    ("f", "Estaba en la sala Biblioteca.", "Estaba en la Biblioteca."),
    ("f", "Estaba en la columna D.", "Estaba en la cuarta columna desde la izquierda."),
    ("f", "Estaba en la columna A.", "Estaba en la columna de la izquierda."),
]

NL = [
    # rows
    ("f", "Ze was in de eerste rij.", "Ze was in de bovenste rij."),
    ("f", "Zij was in de bovenste rij.", "Ze was in de bovenste rij."),
    ("f", "Ze was in de 1e rij.", "Ze was in de bovenste rij."),
    ("f", "Ze was in de 1ste rij.", "Ze was in de bovenste rij."),
    ("f", "Ze was in rij 1.", "Ze was in de bovenste rij."),
    ("f", "Ana was in de bovenste rij", "Ze was in de bovenste rij."),
    ("f", "Ze was in de 2e rij.", "Ze was in de tweede rij."),
    ("f", "Ze was in de 2de rij.", "Ze was in de tweede rij."),
    ("f", "Ze was in de 2ste rij.", "Ze was in de tweede rij."),
    ("f", "Ze was in rij 2.", "Ze was in de tweede rij."),
    ("f", "Ze was in rij twee.", "Ze was in de tweede rij."),
    ("f", "Ze was in de tweede rij van boven.", "Ze was in de tweede rij."),
    ("f", "Ze was in de vijfde rij van onderen.", "Ze was in de tweede rij."),
    ("f", "Ze was in de 5e rij van onder.", "Ze was in de tweede rij."),
    ("f", "Ze was in de voorlaatste rij.", "Ze was in de vijfde rij."),
    ("f", "Ze was in de laatste rij.", "Ze was in de onderste rij."),
    ("f", "Ze was in de zesde rij.", "Ze was in de onderste rij."),
    ("f", "Ze was in de eerste rij van onderen.", "Ze was in de onderste rij."),
    ("m", "Hij was niet in de eerste rij.", "Hij was niet in de bovenste rij."),
    ("m", "Hij was niet in de 3e rij.", "Hij was niet in de derde rij."),
    ("m", "Bruno was niet in rij 3.", "Hij was niet in de derde rij."),
    ("m", "Hij was niet in de laatste rij.", "Hij was niet in de onderste rij."),
    # columns
    ("m", "Hij was in de eerste kolom.", "Hij was in de linkerkolom."),
    ("m", "Hij was in de linker kolom.", "Hij was in de linkerkolom."),
    ("m", "Hij was in kolom 1.", "Hij was in de linkerkolom."),
    ("m", "Hij was in de 1e kolom van links.", "Hij was in de linkerkolom."),
    ("m", "Hij was in de derde kolom.", "Hij was in de derde kolom van links."),
    ("m", "Hij was in de 3de kolom.", "Hij was in de derde kolom van links."),
    ("m", "Hij was in kolom 3.", "Hij was in de derde kolom van links."),
    ("m", "Hij was in de vierde kolom van rechts.", "Hij was in de derde kolom van links."),
    ("m", "Hij was in de laatste kolom.", "Hij was in de rechterkolom."),
    ("m", "Hij was in de rechter kolom.", "Hij was in de rechterkolom."),
    ("m", "Hij was in de eerste kolom van rechts.", "Hij was in de rechterkolom."),
    ("m", "Hij was in de voorlaatste kolom.", "Hij was in de vijfde kolom van links."),
    ("f", "Ze was niet in de laatste kolom.", "Ze was niet in de rechterkolom."),
    ("f", "Ze was niet in de tweede kolom.", "Ze was niet in de tweede kolom van links."),
    ("f", "Ana was niet in kolom 2.", "Ze was niet in de tweede kolom van links."),
    # rooms
    ("f", "Ana was in de Keuken.", "Ze was in de Keuken."),
    ("f", "Zij was in de keuken", "Ze was in de Keuken."),
    ("f", "Ze was in Keuken.", "Ze was in de Keuken."),
    ("f", "Ze was op het terras", "Ze was op het Terras."),
    ("f", "Ze was in het Terras.", "Ze was op het Terras."),
    ("m", "Hij was niet in de Hal.", "Hij was niet in de Hal."),
    ("m", "Bruno was niet in de hal", "Hij was niet in de Hal."),
    # on
    ("f", "Ze zat op een stoel.", "Ze was op een stoel."),
    ("f", "Zij zat op een stoel.", "Ze was op een stoel."),
    ("f", "Ana zat op een stoel.", "Ze was op een stoel."),
    ("f", "Ze lag op een bed.", "Ze was op een bed."),
    ("f", "Ze stond op een tapijt.", "Ze was op een tapijt."),
    ("f", "Ze zat in een fauteuil.", "Ze was op een fauteuil."),
    ("m", "Hij was op een bank.", "Hij was op een bank."),
    ("m", "Hij lag op een sofa.", "Hij was op een sofa."),
    # not_on
    ("m", "Hij zat niet op een stoel.", "Hij was niet op een stoel."),
    ("m", "Hij zat op geen stoel.", "Hij was niet op een stoel."),
    ("m", "Hij was op geen stoel.", "Hij was niet op een stoel."),
    ("m", "Hij lag niet op een bed.", "Hij was niet op een bed."),
    ("m", "Hij stond op geen tapijt.", "Hij was niet op een tapijt."),
    ("f", "Ze zat in geen fauteuil.", "Ze was niet op een fauteuil."),
    ("f", "Ze was niet in een fauteuil.", "Ze was niet op een fauteuil."),
    # next_to
    ("f", "Ze stond naast een struik.", "Ze was naast een struik."),
    ("f", "Ze zat naast een plant.", "Ze was naast een plant."),
    ("f", "Ana was naast een tafel.", "Ze was naast een tafel."),
    ("m", "Hij lag naast een boom.", "Hij was naast een boom."),
    # not_next_to
    ("f", "Ze was naast geen plant.", "Ze was niet naast een plant."),
    ("f", "Ze stond niet naast een plant.", "Ze was niet naast een plant."),
    ("f", "Ze stond naast geen struik.", "Ze was niet naast een struik."),
    ("m", "Hij was niet naast een beeld.", "Hij was niet naast een beeld."),
    ("m", "Hij zat niet naast een boekenkast.", "Hij was niet naast een boekenkast."),
    # corner
    ("f", "Ze was in een hoek.", "Ze was in een hoek van de kamer."),
    ("f", "Ze was in de hoek.", "Ze was in een hoek van de kamer."),
    ("f", "Ze was in de hoek van de kamer.", "Ze was in een hoek van de kamer."),
    ("f", "Ze was in een hoek van haar kamer.", "Ze was in een hoek van de kamer."),
    ("f", "Ze stond in een hoek.", "Ze was in een hoek van de kamer."),
    ("m", "Hij was in de hoek van zijn kamer.", "Hij was in een hoek van de kamer."),
    ("m", "Hij was niet in een hoek.", "Hij was niet in een hoek van de kamer."),
    ("m", "Hij was in geen hoek.", "Hij was niet in een hoek van de kamer."),
    ("m", "Hij was in geen hoek van de kamer.", "Hij was niet in een hoek van de kamer."),
    ("m", "Hij was niet in de hoek van zijn kamer.", "Hij was niet in een hoek van de kamer."),
    # alone
    ("f", "Ze was alleen.", "Ze was alleen in de kamer."),
    ("f", "Ze was alleen in haar kamer.", "Ze was alleen in de kamer."),
    ("f", "Niemand anders was in haar kamer.", "Ze was alleen in de kamer."),
    ("f", "Er was niemand anders in haar kamer.", "Ze was alleen in de kamer."),
    ("f", "Zij was alleen in de kamer", "Ze was alleen in de kamer."),
    ("m", "Hij was alleen in zijn kamer.", "Hij was alleen in de kamer."),
    ("m", "Niemand anders was in zijn kamer.", "Hij was alleen in de kamer."),
    ("m", "Bruno was alleen.", "Hij was alleen in de kamer."),
    # with_other
    ("f", "Ze was in de Keuken met een andere vrouw.", "Ze was met een andere vrouw in de Keuken."),
    ("f", "Ze was samen met een andere vrouw in de Keuken.", "Ze was met een andere vrouw in de Keuken."),
    ("f", "Ze was met een andere vrouw op het Terras.", "Ze was met een andere vrouw op het Terras."),
    ("f", "Ana was op het terras met een andere vrouw", "Ze was met een andere vrouw op het Terras."),
    ("m", "Hij was in de Hal met een andere man.", "Hij was met een andere man in de Hal."),
    ("m", "Hij was met nog een man in de Hal.", "Hij was met een andere man in de Hal."),
    # victim
    ("f", "Het slachtoffer. Zij was alleen met de moordenaar.", "Het slachtoffer. Ze was alleen met de moordenaar."),
    ("f", "Het slachtoffer. Ana was alleen met de moordenaar", "Het slachtoffer. Ze was alleen met de moordenaar."),
    ("m", "het slachtoffer.hij was alleen met de moordenaar", "Het slachtoffer. Hij was alleen met de moordenaar."),
    # case, spaces, quotes
    ("f", "ZE  WAS  IN  DE  BOVENSTE  RIJ", "Ze was in de bovenste rij."),
    ("m", "Hij was naast één plant.", "Hij was naast een plant."),
    ("m", "Hij bevond zich in de Hal.", "Hij was in de Hal."),
    ("m", "Hij bevond zich niet in de Hal.", "Hij was niet in de Hal."),
    ("f", "Ze was in de 3e rij van boven.", "Ze was in de derde rij."),
    ("f", "Ze zat helemaal alleen in haar kamer.", "Ze was alleen in de kamer."),
    ("m", "Hij stond niet op een stoel.", "Hij was niet op een stoel."),
    ("f", "Ze zat in een hoek van de kamer.", "Ze was in een hoek van de kamer."),
    ("f", "Ze was op geen enkele stoel.", "Ze was niet op een stoel."),
    ("f", "Ze was in rij nummer 2.", "Ze was in de tweede rij."),
    ("f", "Er was verder niemand in haar kamer.", "Ze was alleen in de kamer."),
    ("f", "Het slachtoffer. Ze was alleen met haar moordenaar.", "Het slachtoffer. Ze was alleen met de moordenaar."),
    ("f", "Ze was in de bovenste rij van het bord.", "Ze was in de bovenste rij."),
    ("f", "Ze zat in de Keuken.", "Ze was in de Keuken."),
    ("f", "Iemand anders was in haar kamer.", "Ze was niet alleen in de kamer."),
    ("f", "Er was nog iemand in haar kamer.", "Ze was niet alleen in de kamer."),
    # outside a room, a room's name after its noun, a column by its letter
    ("f", "Ze was buiten de Keuken.", "Ze was niet in de Keuken."),
    ("m", "Hij was buiten het Terras.", "Hij was niet op het Terras."),
    ("f", "Ze was in de kamer Keuken.", "Ze was in de Keuken."),
    ("f", "Ze was in kolom D.", "Ze was in de vierde kolom van links."),
]

EN = [
    # rows
    ("f", "She was in the first row.", "She was in the top row."),
    ("f", "She was in the 1st row.", "She was in the top row."),
    ("f", "She was in row 1.", "She was in the top row."),
    ("f", "She was on the top row.", "She was in the top row."),
    ("f", "Ana was in the top row", "She was in the top row."),
    ("f", "She was in the topmost row.", "She was in the top row."),
    ("f", "She was in the 2nd row.", "She was in the second row."),
    ("f", "She was in row 2.", "She was in the second row."),
    ("f", "She was in row two.", "She was in the second row."),
    ("f", "She was in the second row from the top.", "She was in the second row."),
    ("f", "She was in the fifth row from the bottom.", "She was in the second row."),
    ("f", "She was in the 5th row from the bottom.", "She was in the second row."),
    ("f", "She was in the 3rd row.", "She was in the third row."),
    ("f", "She was in the 4th row.", "She was in the fourth row."),
    ("f", "She was in the penultimate row.", "She was in the fifth row."),
    ("f", "She was in the second to last row.", "She was in the fifth row."),
    ("f", "She was in the last row.", "She was in the bottom row."),
    ("f", "She was in the sixth row.", "She was in the bottom row."),
    ("f", "She was in the first row from the bottom.", "She was in the bottom row."),
    ("m", "He wasn't in the bottom row.", "He was not in the bottom row."),
    ("m", "He was not in the first row.", "He was not in the top row."),
    ("m", "He wasn't in row 3.", "He was not in the third row."),
    ("m", "Bruno was not in the 3rd row.", "He was not in the third row."),
    ("m", "He was not in the last row.", "He was not in the bottom row."),
    # columns
    ("m", "He was in the first column.", "He was in the left column."),
    ("m", "He was in the leftmost column.", "He was in the left column."),
    ("m", "He was in the left-hand column.", "He was in the left column."),
    ("m", "He was in column 1.", "He was in the left column."),
    ("m", "He was in the 1st column from the left.", "He was in the left column."),
    ("m", "He was in the third column.", "He was in the third column from the left."),
    ("m", "He was in the 3rd column.", "He was in the third column from the left."),
    ("m", "He was in column 3.", "He was in the third column from the left."),
    ("m", "He was in the fourth column from the right.", "He was in the third column from the left."),
    ("m", "He was in the last column.", "He was in the right column."),
    ("m", "He was in the rightmost column.", "He was in the right column."),
    ("m", "He was in the first column from the right.", "He was in the right column."),
    ("m", "He was in the penultimate column.", "He was in the fifth column from the left."),
    ("f", "She wasn't in the last column.", "She was not in the right column."),
    ("f", "She was not in the second column.", "She was not in the second column from the left."),
    ("f", "Ana wasn't in column 2.", "She was not in the second column from the left."),
    # rooms
    ("f", "Ana was in the Kitchen.", "She was in the Kitchen."),
    ("f", "she was in the kitchen", "She was in the Kitchen."),
    ("f", "She was in Kitchen.", "She was in the Kitchen."),
    ("f", "She was at the Kitchen.", "She was in the Kitchen."),
    ("f", "She was on the terrace", "She was on the Terrace."),
    ("m", "He wasn't in the Library.", "He was not in the Library."),
    ("m", "Bruno was not in the Dining Room.", "He was not in the Dining Room."),
    # on
    ("f", "She was sitting on a chair.", "She was on a chair."),
    ("f", "She sat on a chair.", "She was on a chair."),
    ("f", "Ana was sitting on a chair.", "She was on a chair."),
    ("f", "She was lying on a bed.", "She was on a bed."),
    ("f", "She lay on a bed.", "She was on a bed."),
    ("f", "She was standing on a rug.", "She was on a rug."),
    ("f", "She stood on a rug.", "She was on a rug."),
    ("f", "She was sitting in an armchair.", "She was on an armchair."),
    ("f", "She was in an armchair.", "She was on an armchair."),
    ("m", "He was seated on a bench.", "He was on a bench."),
    # not_on
    ("m", "He wasn't on a chair.", "He was not on a chair."),
    ("m", "He was on no chair.", "He was not on a chair."),
    ("m", "He wasn't on any chair.", "He was not on a chair."),
    ("m", "He was not sitting on a chair.", "He was not on a chair."),
    ("m", "He wasn't sitting on a chair.", "He was not on a chair."),
    ("m", "He didn't sit on a chair.", "He was not on a chair."),
    ("m", "He was not sitting on any chair.", "He was not on a chair."),
    ("f", "She was not lying on a bed.", "She was not on a bed."),
    ("f", "She wasn't in an armchair.", "She was not on an armchair."),
    ("f", "She was in no armchair.", "She was not on an armchair."),
    # next_to
    ("f", "She was beside a plant.", "She was next to a plant."),
    ("f", "She was standing next to a tree.", "She was next to a tree."),
    ("f", "She stood beside a bush.", "She was next to a bush."),
    ("f", "She was sitting next to a table.", "She was next to a table."),
    ("m", "Bruno was next to a bookshelf.", "He was next to a bookshelf."),
    # not_next_to
    ("f", "She wasn't next to a plant.", "She was not next to a plant."),
    ("f", "She was not beside a plant.", "She was not next to a plant."),
    ("m", "He was next to no plant.", "He was not next to a plant."),
    ("m", "He was beside no statue.", "He was not next to a statue."),
    ("m", "He wasn't next to any statue.", "He was not next to a statue."),
    ("m", "He wasn't standing next to a statue.", "He was not next to a statue."),
    # corner
    ("f", "She was in a corner.", "She was in a corner of the room."),
    ("f", "She was in the corner.", "She was in a corner of the room."),
    ("f", "She was in the corner of the room.", "She was in a corner of the room."),
    ("f", "She was in a corner of her room.", "She was in a corner of the room."),
    ("f", "She was in the corner of her room.", "She was in a corner of the room."),
    ("m", "He was in a corner of his room.", "He was in a corner of the room."),
    ("m", "He wasn't in a corner.", "He was not in a corner of the room."),
    ("m", "He was in no corner.", "He was not in a corner of the room."),
    ("m", "He was in no corner of the room.", "He was not in a corner of the room."),
    ("m", "He was not in any corner of his room.", "He was not in a corner of the room."),
    # alone
    ("f", "She was alone.", "She was alone in the room."),
    ("f", "She was alone in her room.", "She was alone in the room."),
    ("f", "Nobody else was in her room.", "She was alone in the room."),
    ("f", "No one else was in her room.", "She was alone in the room."),
    ("f", "There was nobody else in her room.", "She was alone in the room."),
    ("f", "Ana was alone in the room", "She was alone in the room."),
    ("m", "He was alone in his room.", "He was alone in the room."),
    ("m", "Nobody else was in his room.", "He was alone in the room."),
    # with_other
    ("f", "She was with another woman in the Hall.", "She was in the Hall with another woman."),
    ("f", "Ana was in the Hall with another woman.", "She was in the Hall with another woman."),
    ("f", "She was on the Terrace with another woman.", "She was on the Terrace with another woman."),
    ("m", "He was with another man in the Library.", "He was in the Library with another man."),
    ("m", "He was in the library with another man", "He was in the Library with another man."),
    # victim
    ("f", "The victim. Ana was alone with the murderer.", "The victim. She was alone with the murderer."),
    ("f", "the victim.she was alone with the murderer", "The victim. She was alone with the murderer."),
    ("m", "The victim. He was alone with the murderer", "The victim. He was alone with the murderer."),
    # case, spaces, quotes
    ("f", "She wasn’t next to a plant.", "She was not next to a plant."),
    ("f", "SHE  WAS  IN  THE  TOP  ROW", "She was in the top row."),
    ("f", "She was in the Hall, with another woman.", "She was in the Hall with another woman."),
    ("f", "She was sat on a chair.", "She was on a chair."),
    ("f", "She was right next to a plant.", "She was next to a plant."),
    ("f", "She was in the top row of the board.", "She was in the top row."),
    ("f", "She was in row number 2.", "She was in the second row."),
    ("f", "Nobody else was in the room with her.", "She was alone in the room."),
    ("f", "She was the only person in her room.", "She was alone in the room."),
    ("f", "She was the victim. She was alone with the murderer.", "The victim. She was alone with the murderer."),
    ("f", "She was sitting in the Kitchen.", "She was in the Kitchen."),
    ("f", "Someone else was in her room.", "She was not alone in the room."),
    ("f", "There was somebody else in her room.", "She was not alone in the room."),
    # outside a room, a room's name after its noun, a column by its letter
    ("f", "She was outside the Kitchen.", "She was not in the Kitchen."),
    ("m", "He was outside of the Library.", "He was not in the Library."),
    ("f", "She was in the room Kitchen.", "She was in the Kitchen."),
    ("f", "She was in column D.", "She was in the fourth column from the left."),
    ("f", "She was in column F.", "She was in the right column."),
]

PARAPHRASES = {"es": ES, "nl": NL, "en": EN}


@pytest.mark.parametrize("lang", sorted(PARAPHRASES))
def test_at_least_100_paraphrases(lang):
    assert len(PARAPHRASES[lang]) >= 100


@pytest.mark.parametrize(
    "lang, gender, said, canonical", [(lang, *row) for lang, rows in sorted(PARAPHRASES.items()) for row in rows]
)
def test_paraphrase_reads_as_its_canonical_form(lang, gender, said, canonical):
    got, errors = parse(lang, gender, said)
    assert errors == []
    want, errors = parse(lang, gender, canonical)
    assert errors == []
    assert [fact(c) for c in got] == [fact(c) for c in want]
    assert len(want) == 1
    assert render_clue(want[0], lang=lang, gender=gender, size=SIZE, rooms=ROOMS[lang]) == canonical


# ---- sentences that mean something else -------------------------------------------------------------

KINDS_LIST = "matches no accepted sentence; the sentences of"
REFUSED = [
    # (lang, gender, sentence, the message it must get (a part of it))
    ("en", "f", "She was under a table.", KINDS_LIST),
    ("en", "f", "She was behind a chair.", KINDS_LIST),
    ("en", "f", "She was near a plant.", KINDS_LIST),
    ("en", "f", "She was next to the plant.", KINDS_LIST),
    ("en", "f", "She was in a corner of the board.", "'a corner of the board' reads as a corner, but not in a form"),
    ("en", "f", "She was in the corner of the Kitchen.", "reads as a corner, but not in a form"),
    ("en", "f", "She was with two other women in the Hall.", KINDS_LIST),
    ("en", "f", "She was in the Hall with two other women.", "'Hall with two other women' reads as company, but"),
    ("en", "f", "She was in the zeroth row.", "'zeroth row' reads as a row, but not in a form"),
    ("en", "f", "She was in row 0.", "'row 0' reads as a row"),
    (
        "en",
        "f",
        "She was in the 3th row.",
        "'3th row' reads as a row, but not in a form the sentences take; "
        "closest accepted form: 'She was in the third row.'",
    ),
    ("en", "f", "She was in the 2rd row.", "'2rd row' reads as a row"),
    ("en", "f", "She was in the second row from the left.", "reads as a row, but not in a form"),
    ("en", "f", "She was in the third column from the top.", "reads as a column, but not in a form"),
    ("en", "f", "She was in the seventh row.", "'the seventh row' is row 7 on a 6x6 board"),
    ("en", "f", "She was in the 8th column from the left.", "'the 8th column from the left' is column 8 on a 6x6"),
    ("en", "f", "She was not in the Kitchen or the Hall.", "after the room 'Kitchen', 'or the Hall' is not a form"),
    ("en", "f", "She wasn't on no chair.", "is a double negation (wasn't and no)"),
    ("en", "m", "He was not next to no plant.", "is a double negation (was not and no)"),
    ("en", "f", "She was on any chair.", "'any' in a sentence without a negation"),
    ("en", "f", "He was in the Kitchen.", "'He' on a woman's card (gender disagreement)"),
    ("en", "f", "She was in the corner of his room.", "'his' on a woman's card (gender disagreement)"),
    ("en", "m", "He was in the Hall with another woman.", "'with another woman' on a man's card"),
    ("en", "f", "She was not in the Hall with another woman.", "has no negated form"),
    ("en", "f", "She wasn't sitting in the Kitchen.", "closest accepted form: 'She wasn't in the Kitchen.'"),
    ("en", "f", "She was next to a piano.", "unknown object noun 'piano'"),
    ("en", "f", "She was in the Garden.", "the case has no room named 'Garden'"),
    ("es", "f", "Estaba debajo de una mesa.", KINDS_LIST),
    ("es", "f", "Estaba en una esquina del tablero.", "'una esquina del tablero' reads as a corner"),
    ("es", "f", "Estaba en la Cocina con dos mujeres más.", "after the room 'Cocina', 'con dos mujeres más' is not"),
    ("es", "f", "Estaba con dos otras mujeres en la Cocina.", KINDS_LIST),
    ("es", "f", "Estaba en la fila cero.", "'fila cero' reads as a row"),
    ("es", "f", "Estaba en ningún taburete.", "'ningún' in a sentence without a negation"),
    ("es", "f", "Estaba junto a ninguna planta.", "'ninguna' in a sentence without a negation"),
    ("es", "f", "Estaba en la séptima fila.", "'la séptima fila' is row 7 on a 6x6 board"),
    ("es", "f", "Estaba en la 7ª fila.", "'la 7ª fila' is row 7 on a 6x6 board"),
    ("es", "f", "No estaba en la Cocina o en la Biblioteca.", "after the room 'Cocina', 'o en la Biblioteca' is"),
    ("es", "m", "Estaba sentada en una silla.", "'sentada' on a man's card (gender disagreement)"),
    ("es", "f", "Estaba en la segunda fila desde la izquierda.", "reads as a row, but not in a form"),
    ("es", "f", "No estaba en la Cocina con otra mujer.", "has no negated form"),
    ("es", "f", "No había nadie en su habitación.", KINDS_LIST),
    ("es", "m", "No había nadie más con ella en su habitación.", "'con ella' on a man's card (gender disagreement)"),
    ("nl", "f", "Ze was onder een tafel.", KINDS_LIST),
    ("nl", "f", "Ze was in een hoek van het bord.", "'een hoek van het bord' reads as a corner"),
    ("nl", "f", "Ze was met twee andere vrouwen in de Hal.", KINDS_LIST),
    ("nl", "f", "Ze was in de nulde rij.", "'nulde rij' reads as a row"),
    ("nl", "f", "Ze was niet op geen stoel.", "is a double negation (niet and geen)"),
    ("nl", "f", "Ze was in de zevende rij.", "'de zevende rij' is row 7 on a 6x6 board"),
    ("nl", "f", "Ze was in de 7e rij.", "'de 7e rij' is row 7 on a 6x6 board"),
    ("nl", "f", "Ze was niet in de Keuken of de Hal.", "after the room 'Keuken', 'of de Hal' is not a form"),
    ("nl", "f", "Hij was in de Hal.", "'Hij' on a woman's card (gender disagreement)"),
    ("nl", "f", "Ze was alleen in zijn kamer.", "'zijn' on a woman's card (gender disagreement)"),
    ("nl", "f", "Ze zat niet in een hoek.", "'hoek' reads as a corner, but not in a form"),
    ("nl", "f", "Ze was in de tweede rij van links.", "reads as a row, but not in a form"),
]


@pytest.mark.parametrize("lang, gender, sentence, message", REFUSED)
def test_refused_with_its_message(lang, gender, sentence, message):
    clues, errors = parse(lang, gender, sentence)
    assert clues == [] and errors  # refused by pysm as a whole (both clue languages)
    # ... and the grammar of clue-language.md says why
    clues, errors = parse_first_card(
        sentence,
        person=NAME[gender],
        gender=gender,
        lang=lang,
        size=SIZE,
        rooms=ROOMS[lang],
        people={"Ana": "f", "Bruno": "m", "Carla": "f"},
    )
    assert clues == []
    assert len(errors) == 1 and message in errors[0], errors


# ---- hints keep what the sentence says ---------------------------------------------------------------


def _feature_words(lang: str) -> set[str]:
    """Words whose change may change what a sentence says: hints, values, negations, nouns, rooms."""
    from pysm.language import lexicon as language
    from pysm.language.grammar import load as _grammar

    g = _grammar(lang)
    words = {w for ws in g.hints.values() for p in ws for w in p.split()}
    for c in g.classes.values():
        if c.values is not None or c.polarity or c.flip or c.sets_gender:
            words |= {w for p in c.words for w in p.split()}
    words |= set(language._noun_index(lang))
    words |= {w for n in ROOMS[lang].values() for w in language.normalize(n).split()}
    return words


FEATURE_WORDS = {lang: _feature_words(lang) for lang in PARAPHRASES}
SAMPLES = [(lang, g, s) for lang, rows in sorted(PARAPHRASES.items()) for g, a, b in rows for s in (a, b)]


@budgets(60, 400)
def test_every_hint_keeps_kind_axis_number_and_polarity(examples):
    settings(max_examples=examples, deadline=None, suppress_health_check=list(HealthCheck))(
        given(
            st.sampled_from(SAMPLES),
            st.integers(0, 50),
            st.integers(0, 50),
            st.sampled_from("aeioxzqkn"),
            st.sampled_from(["swap", "insert"]),
        )(_hint_keeps_the_meaning)
    )()


def _hint_keeps_the_meaning(sample, at_word, at_char, letter, how):
    """A misspelt word that carries no meaning, or one word more: a hint names the same kind (and
    for rows and columns the same number)."""
    from pysm.language.lexicon import normalize

    lang, gender, sentence = sample
    (clue,), _ = parse(lang, gender, sentence)
    words = sentence.rstrip(".").split()
    plain = [
        i
        for i, w in enumerate(words)
        if normalize(w) not in FEATURE_WORDS[lang] and not any(normalize(w) in p.split() for p in FEATURE_WORDS[lang])
    ]
    if not plain:
        return
    i = plain[at_word % len(plain)]
    w = words[i]
    if how == "swap":
        j = at_char % len(w)
        words[i] = w[:j] + letter + w[j + 1 :]
    else:
        words.insert(i, "zq" + letter)
    mutated = " ".join(words) + "."
    got, errors = parse(lang, gender, mutated)
    for error in errors:
        if "closest accepted form: '" not in error:
            continue
        hint = error.split("closest accepted form: '", 1)[1][:-1]
        (back,), problems = parse(lang, gender, hint)
        assert problems == []
        assert back.kind == clue.kind, (mutated, hint)
        if clue.base in ("row", "column"):
            assert back.arg == clue.arg, (mutated, hint)


# ---- cost --------------------------------------------------------------------------------------------


def test_unreadable_cards_stay_cheap(monkeypatch):
    """A card of unreadable sentences: each is tried once against one combined regex first, and only
    the first few get the (costly) closest-form search."""
    from pysm.language import read_grammar as clues

    calls = {"hint": 0, "match": 0}
    hint, match = clues._hint, clues._match

    def counting_hint(*a):
        calls["hint"] += 1
        return hint(*a)

    def counting_match(*a):
        calls["match"] += 1
        return match(*a)

    monkeypatch.setattr(clues, "_hint", counting_hint)
    monkeypatch.setattr(clues, "_match", counting_match)
    card = " ".join(f"Estaba en la fila de arribaa. Bailaba un tango con la mesa {i}." for i in range(200))
    found, errors = parse_first_card(card, person="Ana", gender="f", lang="es", size=SIZE, rooms=ROOMS["es"])
    assert found == [] and len(errors) == 400
    assert calls["hint"] <= clues._HINTS_PER_CARD
    # A sentence is tried joined with the next one only after a short word ("St. James", "2.ª"):
    # here after the numbers, so at most two more tries for half of them.
    assert calls["match"] <= 200 + 200 * 3
