"""case-format-3.md: every field read into the Case, and every mistake reported with its field and place."""

import pytest
from conftest import run_pysm

from pysm.case import loader
from pysm.core.model import CaseInvalid, Whole

BASE = """
title = "Boathouse"
language = "en"
rooms = \"\"\"
AAB.
AABB
CCDD
CCDD
\"\"\"
objects = \"\"\"
bb..
....
.k..
..t.
\"\"\"
[room.A]
name = "Bedroom"
floor = "wood"
[room.B]
name = "Garden"
floor = "grass"
outdoors = true
[room.C]
name = "Hall"
floor = "tiles"
[room.D]
name = "Study"
floor = "carpet"
[object]
b = { noun = "bed", one = true }
k = "kayak"
t = "table"
[object_type.kayak]
standable = true
en = { noun = "kayak", plural = "kayaks", class = "a" }
[[person]]
name = "Ana"
gender = "f"
card = "She was in the top row."
traits = { glasses = true, hair = "red" }
[[person]]
name = "Bruno"
gender = "m"
card = "The victim. He was alone with the murderer."
[[person]]
name = "Carla"
gender = "f"
card = "She was in the Garden."
[[person]]
name = "Dan"
gender = "m"
card = "He was in the Study."
"""


def load(text: str = BASE):
    return loader.load("w.toml", text)


def errors(text: str) -> list[tuple[str | None, str]]:
    with pytest.raises(CaseInvalid) as info:
        load(text)
    return [(e.field, e.message) for e in info.value.errors]


def test_every_field_is_read():
    case = load(BASE.replace('title = "Boathouse"', 'title = "Boathouse"\nauthor = "A. Writer"'))
    assert case.author == "A. Writer"
    assert case.is_void(1, 4) and not case.is_void(1, 3)
    assert [r.key for r in case.rooms if r.outdoors] == ["B"]
    assert case.wholes == (Whole("b", "bed", ((1, 1), (1, 2))),)
    assert [(t.id, t.solid, t.words) for t in case.object_types] == [
        ("kayak", False, (("en", "kayak", "kayaks", "a"),))
    ]
    assert case.objects_at(3, 2) == ("kayak",)
    assert {p.name: p.traits for p in case.people} == {
        "Ana": (("glasses", "yes"), ("hair", "red")),
        "Bruno": (("glasses", "no"),),
        "Carla": (("glasses", "no"),),
        "Dan": (("glasses", "no"),),
    }
    assert case.blocking == ()


def test_ground_layer_and_standable():
    text = BASE.replace('t = "table"', 't = { noun = "table", standable = true }\nr = "carpet"').replace(
        'objects = """', 'ground = """\n....\n.r..\n....\n....\n"""\nobjects = """'
    )
    case = load(text)
    assert case.objects_at(2, 2) == ("carpet",)
    assert case.blocking == ((4, 3, False),)


def test_large_board(tmp_path):
    size = 10
    rows = "\n".join("A" * 5 + "B" * 5 for _ in range(size))
    people = "".join(
        f'[[person]]\nname = "P{i}"\ngender = "f"\ncard = "She was in the {o} row."\n'
        for i, o in enumerate(["top", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth"])
    )
    text = (
        f'language = "en"\nlarge_board = true\nrooms = """\n{rows}\n"""\n[room.A]\nname = "Hall"\nfloor = "wood"\n'
        f'[room.B]\nname = "Den"\nfloor = "tiles"\n{people}[[person]]\nname = "V"\ngender = "m"\n'
        'card = "The victim. He was alone with the murderer."\n[solution]\nP0 = "A10"\n'
    )
    case = load(text)
    assert case.size == 10 and case.outside_published_sizes
    assert dict(case.solution)["P0"] == "A10"
    path = tmp_path / "large.toml"
    path.write_text(text, encoding="utf-8")
    line = run_pysm("verify", str(path)).stdout.splitlines()[0]
    assert line.endswith(", 10x10: outside the publisher's sizes (4x4 to 9x9)"), line
    assert errors(text.replace("large_board = true\n", "")) == [
        (
            "rooms",
            "the board has 10 rows; N must be from 4 to 9 (a larger case, up to 12, says so with large_board = true)",
        )
    ]


ERRORS = [
    # (replace this, with this, expected (field, message) among the errors)
    ("outdoors = true", 'outdoors = "yes"', ("room.B.outdoors", "must be true or false, not a string")),
    (
        "[room.A]",
        '[room."."]\nname = "X"\nfloor = "x"\n[room.A]',
        ("room..", "'.' marks a cell in no room; it has no [room] table"),
    ),
    (
        "bb..\n....",
        "b...\n..b.",
        ("object.b", "the cells of object 'b' (one = true) must form one piece, side by side; C2 is apart from A1"),
    ),
    (
        'b = { noun = "bed", one = true }',
        'b = { noun = ["bed", "chair"], one = true }',
        ("object.b", "one = true declares one object: give it one noun"),
    ),
    (
        'b = { noun = "bed", one = true }',
        'b = { noun = "bed", one = "yes" }',
        ("object.b.one", "must be true or false, not a string"),
    ),
    (
        'b = { noun = "bed", one = true }',
        'b = { noun = "bed", colour = "red" }',
        ("object.b", "unknown field 'colour' (an object entry has noun, one and standable)"),
    ),
    (
        'b = { noun = "bed", one = true }',
        'b = { noun = "bed", standable = 1 }',
        ("object.b.standable", "must be true or false, not a number"),
    ),
    (
        'k = "kayak"',
        'k = "canoe"',
        (
            "object.k",
            "object noun 'canoe' is not in the object table nor a type of [object_type]; the nouns: armchair, barrel, ",
        ),
    ),
    (
        "standable = true\nen =",
        "en =",
        ("object_type.kayak.standable", "needs 'standable' = true (one stands on it) or false (it blocks its cell)"),
    ),
    (
        "[object_type.kayak]",
        "[object_type.Kayak]",
        ("object_type.Kayak", "an object type id is a lower-case word (a-z, digits, _), at most 40 long"),
    ),
    (
        "[object_type.kayak]",
        "[object_type.chair]",
        (
            "object_type.chair",
            "'chair' is an object of the lexicon already; declare a type of another id, or set "
            "'standable' on the objects of this type in [object]",
        ),
    ),
    (
        'en = { noun = "kayak", plural = "kayaks", class = "a" }',
        'en = { noun = "kayak" }',
        (
            "object_type.kayak.en",
            'must be { noun = "...", plural = "...", class = "..." } (class: the article class '
            "of the language's [articles], e.g. m/f, de/het, a/an)",
        ),
    ),
    (
        'en = { noun = "kayak", plural = "kayaks", class = "a" }',
        'es = { noun = "kayak", plural = "kayaks", class = "m" }',
        ("object_type.kayak", "needs its words in the case's language (en = { noun, plural, class })"),
    ),
    (
        'traits = { glasses = true, hair = "red" }',
        'traits = { glasses = "yes" }',
        ("person[1].traits.glasses", "'glasses' is had or not: write true or false, not a string"),
    ),
    (
        'traits = { glasses = true, hair = "red" }',
        'traits = { hair = "green" }',
        ("person[1].traits.hair", "'green' is not a value of 'hair' (one of blond, brown, black, red, grey, white)"),
    ),
    (
        'traits = { glasses = true, hair = "red" }',
        "traits = { tattoo = true }",
        (
            "person[1].traits.tattoo",
            "unknown trait 'tattoo' (known traits: bald, beard, beard_style, glasses, "
            "glasses_colour, glasses_shape, hair, hairstyle)",
        ),
    ),
    (
        'traits = { glasses = true, hair = "red" }',
        'traits = { gender = "f" }',
        ("person[1].traits.gender", "gender is a field of the person, not a trait"),
    ),
    (
        'traits = { glasses = true, hair = "red" }',
        'traits = "glasses"',
        ("person[1].traits", "must be a table of trait = value, not a string"),
    ),
    ('language = "en"', 'language = "en"\nlarge_board = "no"', ("large_board", "must be true or false, not a string")),
    (
        "AAB.\nAABB\nCCDD\nCCDD",
        "....\n....\n....\n....",
        ("rooms", "every cell is in no room ('.'): a board needs rooms"),
    ),
    (
        'card = "He was in the Study."',
        'card = "He was in the Study."\n[solution]\nAna = "D1"',
        ("solution.Ana", "cell 'D1' is in no room: nobody stands there"),
    ),
    ('title = "Boathouse"', 'title = "Boathouse"\nauthor = 3', ("author", "must be a string, not a number")),
]


@pytest.mark.parametrize("old, new, expected", ERRORS)
def test_errors(old, new, expected):
    assert old in BASE
    field, message = expected  # a message given in part is its start (a list of nouns follows)
    assert any(f == field and m.startswith(message) for f, m in errors(BASE.replace(old, new, 1)))


def test_an_object_on_a_void_cell():
    text = BASE.replace("bb..\n....\n.k..", "bb.k\n....\n....")
    assert ("objects", "object key 'k' on a cell in no room: nothing stands outside the rooms") in errors(text)


def test_cells_past_nine_only_on_a_large_board():
    from pysm.core.model import parse_cell

    assert parse_cell("A10", 9) is None and parse_cell("A10", 10) == (10, 1) and parse_cell("L12", 12) == (12, 12)
    assert parse_cell("A01", 12) is None and parse_cell("A13", 12) is None and parse_cell("B3", 9) == (3, 2)
