"""Boards of case format 3 reach 12 rows and columns: in every language, every line of a 12x12 board
is written and read back as itself (an imported 12x12 level once failed on "row 10" in Russian), and
people named by a trait alone are counted in a room ("exactly one person with glasses")."""

from __future__ import annotations

import pytest
from sentencehelp import ROOMS, card, rendered

LANGS = sorted(ROOMS)


def _clue(kind: str, k: int):
    """The clue row(k) or column(k), read from its English sentence."""
    _, errors, clues = card("en", "f", f"She was in {kind} {k}.", size=12)
    assert errors == [] and len(clues) == 1, errors
    return clues[0]


@pytest.mark.parametrize("lang", LANGS)
def test_every_line_of_a_twelve_board_reads_back(lang):
    for kind in ("row", "column"):
        for k in range(1, 13):
            clue = _clue(kind, k)
            text = rendered(lang, "f", clue, size=12)
            facts, errors, _ = card(lang, "f", text, size=12)
            assert errors == [] and facts == [f"clue(1,{kind}({k}))"], (text, facts, errors)


@pytest.mark.parametrize("lang", LANGS)
def test_a_count_of_people_known_by_a_trait_alone_reads_back(lang):
    _, errors, clues = card("en", "f", "There was exactly one person with glasses in her room.")
    assert errors == [] and len(clues) == 1, errors
    text = rendered(lang, "f", clues[0])
    facts, errors, _ = card(lang, "f", text)
    assert errors == [] and facts == ['clue(1,gender_in_room(with(anyone,"glasses","yes"),exactly,1))'], (
        text,
        facts,
        errors,
    )
