"""pysm.solving.truth asks the rules in asp/ which clues hold: the generator's and the random cases' one
reading of every kind. Table rows on a board of four 2x2 rooms (A B / C D)."""

import pytest

from pysm.core.model import Case, Clue, Person, Room
from pysm.solving.truth import _TRUE as TRUE
from pysm.solving.truth import Truth, key

QUAD = ("AABB", "AABB", "CCDD", "CCDD")
PEOPLE = (("Ana", "f"), ("Bo", "m"), ("Cy", "m"), ("Di", "f"))


def case(windows=()) -> Case:
    objects = [[() for _ in range(4)] for _ in range(4)]
    objects[0][0] = ("chair",)
    objects[1][1] = ("plant",)
    return Case(
        id="t",
        file="t",
        title="",
        language="en",
        size=4,
        rooms=tuple(Room(k, k, k) for k in "ABCD"),
        grid=tuple(tuple(r) for r in QUAD),
        objects=tuple(tuple(r) for r in objects),
        people=tuple(Person(n, g, "") for n, g in PEOPLE),
        windows=windows,
    )


CELLS = [
    (Clue("next_to", "plant"), {(1, 2), (2, 1)}),
    (Clue("not_next_to", "plant"), {(1, 2), (2, 1)}),  # a negation asks of its positive term
    (Clue.of("at_wall"), {(r, c) for r in range(1, 5) for c in range(1, 5)}),
    (Clue.of("next_to_window"), {(1, 2), (1, 3)}),
    (Clue.of("dir_object", "south", "plant", "every", "any"), {(r, c) for r in (3, 4) for c in range(1, 5)}),
    (Clue.of("either", ("on", "chair"), ("row", 4)), {(1, 1), (4, 1), (4, 2), (4, 3), (4, 4)}),
]


@pytest.mark.parametrize("clue, cells", CELLS)
def test_cells(clue, cells):
    assert Truth(case(windows=((1, 2, "e"),))).cells([clue]) == {key(clue): frozenset(cells)}


# Ana A1 and Bo B2 in room A, Cy C3 and Di D4 in room D.
PLACED = {"Ana": (1, 1), "Bo": (2, 2), "Cy": (3, 3), "Di": (4, 4)}
HOLDING = [
    (("Ana", Clue("alone")), False),
    (("Ana", Clue("victim")), True),
    (("Ana", Clue("with_other", "A", "m")), True),  # Bo: the one other man in room A
    (("Ana", Clue("with_other", "A", "f")), False),  # no other woman there
    (("Bo", Clue("with_other", "A", "f")), True),
    (("Ana", Clue.of("dir_person", "northwest", "Cy")), True),
    (("Cy", Clue.of("room_size", 2)), True),
    (("Di", Clue.of("alone_with_gender", "m", 1)), True),
    (("Ana", Clue.of("unique", ("on", "chair"))), True),
    (("Ana", Clue("corner")), True),
]


@pytest.mark.parametrize("ask, holds", HOLDING)
def test_holding(ask, holds):
    name, clue = ask
    got = Truth(case()).holding(PLACED, [ask])
    assert ((name, key(clue)) in got) is holds


@pytest.mark.parametrize(
    "term, holds",
    [
        (Clue.of("empty_rooms", "exactly", 2), True),
        (Clue.of("count", "people", "exactly", 1, ("on", "chair")), True),
        (Clue.of("every_room", "at_least", 1), False),
    ],
)
def test_scene(term, holds):
    assert (("", key(term)) in Truth(case()).holding(PLACED, [], scene=[term])) is holds


COMPANY_ASKS = [
    (n, c)
    for n, _ in PEOPLE
    for c in [Clue("alone"), Clue("victim")] + [Clue("with_other", r, g) for r in "ABCD" for g in "fm"]
]
PLACEMENTS = [
    PLACED,
    {"Ana": (1, 1), "Bo": (1, 2), "Cy": (2, 1), "Di": (2, 2)},  # all in room A
    {"Ana": (1, 3), "Bo": (3, 1), "Cy": (3, 4), "Di": (4, 3)},  # B, C, D, D
    {"Ana": (4, 4), "Bo": (1, 1)},  # two people only
    {"Ana": (1, 1), "Bo": (2, 2), "Cy": (3, 3), "Di": (4, 4)},  # back to the first
    {"Ana": (5, 1), "Bo": (1, 1), "Cy": (1, 2)},  # a cell off the board: asked anew
]


def test_company_questions_reused_as_if_asked_anew():
    """Company questions reuse one control with the places as externals (Truth.holding); in
    turn, each placement gets the answer of a program with its places as facts."""
    truth = Truth(case())
    for placement in PLACEMENTS:
        places = "".join(f'at("{p}",{r},{c}).\n' for p, (r, c) in sorted(placement.items()))
        lines = sorted({f'stated("{p}",{key(c)}).' for p, c in COMPANY_ASKS})
        anew = {
            (s.arguments[0].string, str(s.arguments[1]))
            for s in truth._model(places + "\n".join(lines) + "\n" + TRUE, [("true", 2)])
        }
        assert truth.holding(placement, COMPANY_ASKS) == anew, placement
    assert len(truth._asked) == 1  # one control served every placement
