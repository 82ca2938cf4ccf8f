"""`pysm import theapo`: TheApo-format levels (hand-written fixtures in tests/theapo_levels/) as pysm cases.

The fixtures are this project's own small levels in TheApo's JSON format, not TheApo's levels. The
solution of small-house.json is the one TheApo's engine gives (benchmarks/theapo_answers.mts).
"""

import json
from pathlib import Path

import pytest
from conftest import run_pysm

from pysm.authoring.theapo import board as boards
from pysm.authoring.theapo import level as levels
from pysm.authoring.theapo.clues import Reader, Refused, Speaker
from pysm.case import loader

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "tests" / "theapo_levels"
HOUSE = str(FIXTURES / "small-house.json")
ANYONE = str(FIXTURES / "alone-with.json")
THEAPO_SOLUTION = {"Alma": "A1", "Bert": "B2", "Cora": "C4", "Vic": "D3"}


# ---- the command line --------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["es", "nl", "en"])
def test_a_level_becomes_a_case_with_theapo_s_solution(tmp_path, lang):
    out = run_pysm("import", "theapo", HOUSE, "--lang", lang, "-o", str(tmp_path))
    assert out.returncode == 0, out.stderr
    assert out.stdout.splitlines()[-1] == "1 level: 1 imported, 0 refused"
    case_file = tmp_path / "small-house.toml"
    case = loader.load(str(case_file))
    assert case.language == lang and case.author == "pysm tests"
    assert [r.name for r in case.rooms if r.outdoors] == [{"es": "Jardín", "nl": "Tuin", "en": "Garden"}[lang]]
    assert case.is_void(4, 4) and len(case.rooms) == 4  # the level's unused room is left out
    assert [(w.object, w.cells) for w in case.wholes] == [("bed", ((1, 1), (1, 2))), ("carpet", ((3, 1), (4, 1)))]
    assert dict(next(p for p in case.people if p.name == "Bert").traits) == {"glasses": "yes"}
    assert next(p for p in case.people if p.name == "Vic").is_victim
    verified = run_pysm("verify", "--json", str(case_file))
    report = (
        json.loads(verified.stdout)["cases"][0]
        if "cases" in json.loads(verified.stdout)
        else json.loads(verified.stdout)[0]
    )
    assert verified.returncode == 0, verified.stdout
    assert report["status"] == "unique"
    solution = report["solutions"][0]
    assert solution["people"] == THEAPO_SOLUTION and solution["murderer"] == "Cora"


def test_refused_levels_are_listed_with_the_reason(tmp_path):
    out = run_pysm("import", "theapo", str(FIXTURES / "small-house.json"), ANYONE, "--lang", "en", "-o", str(tmp_path))
    assert out.returncode == 1
    assert (
        f"refused   {ANYONE}: Alma's card: 'alone with' 1 named and 2 more people: pysm says alone with one named person and one more"
        in out.stdout
    )
    assert "2 levels: 1 imported, 1 refused" in out.stdout
    assert (
        "  1 refused: 'alone with' 1 named and 2 more people: pysm says alone with one named person and one more"
        in out.stdout
    )
    assert sorted(p.name for p in tmp_path.iterdir()) == ["small-house.toml"]


def test_a_folder_and_json_output(tmp_path):
    folder = tmp_path / "levels"
    folder.mkdir()
    for name in ("small-house.json", "alone-with.json"):
        (folder / name).write_text((FIXTURES / name).read_text(encoding="utf-8"), encoding="utf-8")
    out = run_pysm("import", "theapo", str(folder), "--lang", "nl", "-o", str(tmp_path / "cases"), "--json")
    assert out.returncode == 1
    result = json.loads(out.stdout)
    assert [Path(x["case"]).name for x in result["imported"]] == ["small-house.toml"]
    assert [Path(x["level"]).name for x in result["refused"]] == ["alone-with.json"]


def test_no_case_is_replaced_without_force(tmp_path):
    assert run_pysm("import", "theapo", HOUSE, "--lang", "en", "-o", str(tmp_path)).returncode == 0
    target = tmp_path / "small-house.toml"
    target.write_text("# mine\n", encoding="utf-8")
    again = run_pysm("import", "theapo", HOUSE, "--lang", "es", "-o", str(tmp_path))
    assert again.returncode == 2
    assert f"{target} exists; use --force to replace" in again.stderr
    assert target.read_text(encoding="utf-8") == "# mine\n"
    forced = run_pysm("import", "theapo", HOUSE, "--lang", "es", "-o", str(tmp_path), "--force")
    assert forced.returncode == 0 and 'language = "es"' in target.read_text(encoding="utf-8")


@pytest.mark.parametrize(
    "name, message",
    [
        ("broken.json", "broken.json: line 4, column 24: not valid JSON: Expecting ',' delimiter"),
        ("no-room-map.json", "no-room-map.json: roomMap: missing"),
    ],
)
def test_a_file_that_is_no_level_stops_the_run(tmp_path, name, message):
    out = run_pysm("import", "theapo", HOUSE, str(FIXTURES / name), "--lang", "en", "-o", str(tmp_path / "out"))
    assert out.returncode == 2
    assert message in out.stderr
    assert "nothing written" in out.stderr and not (tmp_path / "out").exists()


@pytest.mark.parametrize(
    "args, message",
    [
        (["missing.json"], "missing.json: no such file or folder"),
        ([HOUSE, HOUSE], "two level files would become the same case: small-house"),
    ],
)
def test_usage_errors(tmp_path, args, message):
    out = run_pysm("import", "theapo", *args, "--lang", "en", "-o", str(tmp_path))
    assert out.returncode == 2 and message in out.stderr


def test_the_language_must_be_one_of_pysm_s():
    out = run_pysm("import", "theapo", HOUSE, "--lang", "xx", "-o", "x")
    assert out.returncode == 2 and "invalid choice: 'xx'" in out.stderr


# ---- the board as TheApo counts its objects ----------------------------------------------------


def level_with(room_map, top, ground=None, objects=None) -> levels.Level:
    data = json.loads(Path(HOUSE).read_text(encoding="utf-8"))
    data.update(roomMap=room_map, topMap=top, groundMap=ground or ["." * len(room_map)] * len(room_map))
    if objects:
        data["objects"].update(objects)
    return levels._Reader("x.json", data).level()


INSTANCES = [
    # (topMap, ground, expected (type, cells) of the objects over several cells)
    # beds pair row by row, the right neighbour first: three in a row are one pair and a single bed
    (["bbb.", "....", "....", "...."], None, [("bed", [(0, 0), (0, 1)])]),
    # else the one below
    (["b...", "b...", "....", "...."], None, [("bed", [(0, 0), (1, 0)])]),
    # never across rooms (the room map has rooms 1|2 between columns B and C)
    (["..bb", "....", "....", "...."], None, [("bed", [(0, 2), (0, 3)])]),
    ([".bb.", "....", "....", "...."], None, []),
    # carpets and tables are one object per connected run within a room, on either layer
    (["tt..", ".t..", "....", "...."], None, [("table", [(0, 0), (0, 1), (1, 1)])]),
    (
        ["....", "....", "....", "...."],
        ["rr..", "....", "r...", "r..."],
        [("carpet", [(0, 0), (0, 1)]), ("carpet", [(2, 0), (3, 0)])],
    ),
    # chairs are counted one by one
    (["ss..", "....", "....", "...."], None, []),
]


@pytest.mark.parametrize("top, ground, expected", INSTANCES)
def test_objects_as_theapo_counts_them(top, ground, expected):
    board = boards.Board(level_with(["1122", "1122", "3344", "334."], top, ground), "en")
    assert [(t.type, t.cells) for t in board.things if len(t.cells) > 1] == expected


def test_blocking_follows_the_top_object():
    level = level_with(
        ["1122", "1122", "3344", "334."], ["t...", "s...", "....", "...."], ["rr..", "r...", "....", "...."]
    )
    board = boards.Board(level, "en")
    assert [board.blocked(r, 0) for r in range(4)] == [True, False, False, False]
    assert board.blocked(3, 3)  # in no room


# ---- what each clue type becomes --------------------------------------------------------------


def reader() -> Reader:
    return Reader(boards.Board(levels.read(HOUSE), "en"))


BERT = Speaker("B", "Bert", "m")
CLUES = [
    # (TheApo clue, pysm clues as (kind, params))
    ({"type": "onObject", "object": "shrub"}, [("on", ("bush",))]),
    ({"type": "nearObject", "object": "tv"}, [("next_to", ("tv",))]),
    ({"type": "nearObjectAny", "objects": ["bed", "chair"]}, [("either", (("next_to", "bed"), ("next_to", "chair")))]),
    ({"type": "nearWindow"}, [("next_to_window", ())]),
    ({"type": "nearDoor"}, [("next_to_door", ())]),
    ({"type": "inRoom", "room": "4"}, [("room", ("D",))]),
    ({"type": "inRoom", "room": "4", "occupancy": "alone"}, [("room", ("D",)), ("alone", ())]),
    ({"type": "inRoom", "room": "1", "occupancy": "notAlone"}, [("room", ("A",)), ("not_alone", ())]),
    ({"type": "inRow", "row": 0}, [("row", (1,))]),
    ({"type": "inCol", "col": 3}, [("column", (4,))]),
    ({"type": "corner"}, [("corner", ())]),
    ({"type": "not", "clue": {"type": "atWall"}}, [("not_at_wall", ())]),
    ({"type": "uniqueOnObject", "object": "carpet"}, [("unique", (("on", "carpet"),))]),
    ({"type": "uniqueNearWindow"}, [("unique", (("window",),))]),
    ({"type": "alone"}, [("alone", ())]),
    ({"type": "notAlone"}, [("not_alone", ())]),
    ({"type": "direction", "of": "victim", "dir": "north"}, [("dir_person", ("north", "Vic"))]),
    ({"type": "offset", "of": "A", "dir": "west", "distance": 2}, [("offset_person", ("west", 2, "Alma"))]),
    ({"type": "sameRoom", "as": "C", "alone": True}, [("alone_with", ("Cora",))]),
    ({"type": "not", "clue": {"type": "sameRoom", "as": "C"}}, [("not_same_room", ("Cora",))]),
    (
        {"type": "sameLineAsObject", "object": "plant", "line": "either", "room": "other"},
        [("same_line_object", ("row_or_column", "plant", "other_room"))],
    ),
    ({"type": "sameRoomAsObject", "object": "table", "alone": True}, [("room_has", ("table",)), ("alone", ())]),
    (
        {"type": "directionFromObject", "object": "plant", "dir": "south", "room": "any"},
        [("dir_object", ("south", "plant", "some", "any"))],
    ),
    (
        {"type": "directionFromObject", "object": "plant", "dir": "south", "room": "other", "all": True},
        [("dir_object", ("south", "plant", "every", "other_room")), ("not_room_has", ("plant",))],
    ),
    (
        {"type": "directionFromObject", "object": "plant", "dir": "south", "room": "same", "all": True},
        [("dir_object", ("south", "plant", "every", "any")), ("room", ("C",))],
    ),
    (
        {"type": "directionFromObject", "object": "table", "dir": "west", "room": "same", "at": 3},
        [("dir_object_at", ("west", "table", 1, 4)), ("room", ("B",))],
    ),
    # "alone with a woman" counts suspects only in TheApo: never with the victim
    (
        {"type": "roomCompanion", "count": 1, "attribute": "gender", "value": "f"},
        [("alone_with_gender", ("f", 1)), ("not_same_room", ("Vic",))],
    ),
    (
        {"type": "roomExists", "relation": "near", "object": "bed"},
        [("room_person", ("anyone", ("next_to", "bed"))), ("not_same_room", ("Vic",))],
    ),
    (
        {"type": "roomAttribute", "quantifier": "none", "attribute": "gender", "value": "f", "excludeSelf": True},
        [("not_gender_in_room", ("f", "at_least", 1))],
    ),
    # his own gender counted with him: "at least two men, he included" is at least one other
    (
        {"type": "roomAttribute", "quantifier": "some", "attribute": "gender", "value": "m", "count": 2},
        [("gender_in_room", ("m", "at_least", 1))],
    ),
    (
        {"type": "roomAttribute", "quantifier": "all", "attribute": "gender", "value": "f", "excludeSelf": True},
        [("gender_in_room", ("f", "at_least", 1)), ("not_gender_in_room", ("m", "at_least", 1))],
    ),
    (
        {"type": "directionFromAttr", "attribute": "gender", "value": "f", "dir": "east", "quantifier": "all"},
        [("dir_gender", ("east", "f", "every"))],
    ),
    (
        {"type": "directionFromAttr", "attribute": "hair", "value": "red", "dir": "east"},
        [("dir_gender", ("east", ("with", "anyone", "hair", "red"), "some"))],
    ),
    # nobody else with glasses: "east of every such person" says nothing
    ({"type": "directionFromAttr", "attribute": "glasses", "value": True, "dir": "east", "quantifier": "all"}, []),
    # TheApo's mate is a suspect, never the victim
    (
        {"type": "besideSameObject", "object": "table", "mate": {"kind": "any"}},
        [("beside_same_who", ("table", "anyone", "any")), ("not_same_room", ("Vic",))],
    ),
    (
        {
            "type": "besideSameObject",
            "object": "bed",
            "mate": {"kind": "attr", "attribute": "hair", "value": "red"},
            "dir": "north",
        },
        [("beside_same_who", ("bed", ("with", "anyone", "hair", "red"), "north")), ("not_same_room", ("Vic",))],
    ),
    # the mate lies north of her: she lies south of the mate
    (
        {"type": "besideSameObject", "object": "bed", "mate": {"kind": "person", "of": "A"}, "dir": "north"},
        [("beside_same", ("bed", "Alma")), ("dir_person", ("south", "Alma"))],
    ),
    (
        {"type": "offsetFrom", "who": {"kind": "on", "object": "chair"}, "dir": "south", "distance": 2},
        [("offset_at", ("south", 2, "anyone", ("on", "chair")))],
    ),
    (
        {
            "type": "offsetFrom",
            "who": {"kind": "attr", "attribute": "gender", "value": "f"},
            "dir": "west",
            "distance": 1,
        },
        [("offset_who", ("west", 1, "f"))],
    ),
    (
        {"type": "offsetFromObject", "object": "plant", "dir": "north", "distance": 1, "room": "other"},
        [("offset_object", ("north", 1, "plant")), ("not_room", ("C",))],
    ),
    ({"type": "inRoomAdjacentTo", "room": "1"}, [("room_adjoins", ("A",))]),
    ({"type": "adjacentRooms", "as": "A"}, [("adjoining_rooms", ("Alma",))]),
    ({"type": "neighborRoomEmpty"}, [("empty_adjoining", ())]),
    ({"type": "outside"}, [("outdoors", ())]),
    ({"type": "inside"}, [("not_outdoors", ())]),
    ({"type": "insideXor", "with": "C"}, [("not_same_area", ("Cora",))]),
    # a board without TVs: beside one of a bed, a chair and a TV is beside one of a bed and a chair
    (
        {"type": "nearObjectAny", "objects": ["bed", "chair", "tv"]},
        [("either", (("next_to", "bed"), ("next_to", "chair")))],
    ),
    (
        {"type": "or", "clues": [{"type": "inRoom", "room": "1"}, {"type": "inRoom", "room": "2"}]},
        [("either", (("room", "A"), ("room", "B")))],
    ),
    # beside none of a bed, a chair and a TV (the board has none): not beside each one it has
    (
        {"type": "not", "clue": {"type": "nearObjectAny", "objects": ["bed", "chair", "tv"]}},
        [("not_next_to", ("bed",)), ("not_next_to", ("chair",))],
    ),
    ({"type": "not", "clue": {"type": "nearObjectAny", "objects": ["tv", "fridge"]}}, []),
    (
        {"type": "aloneWith", "people": ["A"], "attribute": "gender", "value": "f", "extraCount": 1, "dir": "east"},
        [("alone_with_and", ("Alma", "f", "east"))],
    ),
    (
        {"type": "aloneWith", "people": ["C"], "attribute": "glasses", "value": True, "extraCount": 1},
        [("alone_with_and", ("Cora", ("with", "anyone", "glasses", "yes"), "any"))],
    ),
    # the anchor is a suspect, never the victim
    (
        {
            "type": "offsetFrom",
            "who": {"kind": "near", "object": "bed"},
            "dir": "east",
            "distance": 1,
            "scope": "suspects",
        },
        [("offset_at", ("east", 1, "suspect", ("next_to", "bed")))],
    ),
    (
        {"type": "roomExists", "person": "A", "relation": "near", "object": "bed"},
        [("room_mate_at", ("Alma", ("next_to", "bed")))],
    ),
    ({"type": "roomExists", "person": "C", "relation": "corner"}, [("room_mate_at", ("Cora", ("corner",)))]),
    (
        {
            "type": "not",
            "clue": {
                "type": "or",
                "clues": [{"type": "onObject", "object": "bed"}, {"type": "onObject", "object": "chair"}],
            },
        },
        [("neither", (("on", "bed"), ("on", "chair")))],
    ),
    (
        {"type": "and", "clues": [{"type": "corner"}, {"type": "not", "clue": {"type": "inRow", "row": 3}}]},
        [("corner", ()), ("not_row", (4,))],
    ),
]


@pytest.mark.parametrize("theapo, expected", CLUES)
def test_clue_types(theapo, expected):
    assert [(c.kind, c.params) for c in reader().tree(theapo, BERT, False)] == expected


REFUSED = [
    (
        {"type": "not", "clue": {"type": "and", "clues": [{"type": "corner"}, {"type": "alone"}]}},
        "'not (A and B)' has no pysm sentence",
    ),
    (
        {"type": "or", "clues": [{"type": "inCol", "col": 1}, {"type": "inRow", "row": 1}]},
        "'or' of column and row: pysm's either joins two clues of one kind",
    ),
    ({"type": "nearObjectAny", "objects": ["bed", "chair", "plant"]}, "beside one of 3 objects"),
    (
        {"type": "not", "clue": {"type": "roomCompanion", "count": 1, "attribute": "gender", "value": "f"}},
        "the negation of 'roomCompanion' has no pysm sentence",
    ),
    (
        {"type": "aloneWith", "people": ["A", "C"], "attribute": "gender", "value": "f", "extraCount": 1},
        "'alone with' 2 named and 1 more people",
    ),
    (
        {
            "type": "aloneWith",
            "people": ["A"],
            "attribute": "gender",
            "value": "f",
            "extraCount": 1,
            "dir": "northeast",
        },
        "an exact offset needs north, south, east or west",
    ),
    ({"type": "roomExists", "person": "victim", "relation": "corner"}, "who is the speaker or the victim: never holds"),
    ({"type": "roomExists", "person": "B", "relation": "corner"}, "who is the speaker or the victim: never holds"),
    ({"type": "roomOccupancy"}, "clue type 'roomOccupancy' has no pysm meaning"),
    ({"type": "inRoom", "room": "9"}, "names room '9', which is on no cell of the board"),
    ({"type": "direction", "of": "Z", "dir": "north"}, "names person 'Z', whom the level does not have"),
    (
        {"type": "roomAttribute", "quantifier": "none", "attribute": "gender", "value": "m"},
        "nobody like her in her room, herself included: the clue never holds",
    ),
    (
        {"type": "directionFromAttr", "attribute": "tattoo", "value": True, "dir": "east"},
        "the trait 'tattoo' = True is not one of pysm's traits",
    ),
]


@pytest.mark.parametrize("theapo, message", REFUSED)
def test_refused_clue_types(theapo, message):
    with pytest.raises(Refused) as info:
        reader().tree(theapo, BERT, False)
    assert message in str(info.value)


def test_an_offset_from_an_object_in_her_room_with_such_objects_in_several_rooms():
    """Plants in rooms 1 and 4: "one row south of a plant in her room" is offset_object_room; with every plant in
    one room it stays the offset plus "in (not in) that room"."""
    level = level_with(["1122", "1122", "3344", "334."], ["p...", "....", "...p", "...."])
    r = Reader(boards.Board(level, "en"))
    for room, qual in (("same", "same_room"), ("other", "other_room")):
        said = r.tree(
            {"type": "offsetFromObject", "object": "plant", "dir": "south", "distance": 1, "room": room}, BERT, False
        )
        assert [(c.kind, c.params) for c in said] == [("offset_object_room", ("south", 1, "plant", qual))]


def test_board_clues():
    r = reader()
    assert [(c.kind, c.params) for c in r.scene({"type": "countOnObject", "object": "chair", "count": 1})] == [
        ("count", ("people", "exactly", 1, ("on", "chair")))
    ]
    assert [(c.kind, c.params) for c in r.scene({"type": "roomOccupancy", "op": "notExactly", "count": 1})] == [
        ("every_room", ("not_exactly", 1))
    ]
    with pytest.raises(Refused, match="a count of suspects per room"):
        r.scene({"type": "roomOccupancy", "op": "at_least", "count": 1, "scope": "suspects"})
    # one suspect in every room: 4 people in 4 rooms can never; with a room fewer it is one or two people each
    with pytest.raises(Refused, match="a count of suspects per room"):
        r.scene({"type": "roomOccupancy", "op": "exactly", "count": 1, "scope": "suspects"})
    assert [
        (c.kind, c.params)
        for c in r.scene(
            {"type": "countWithAttr", "attribute": "glasses", "value": True, "area": "outside", "count": 1}
        )
    ] == [("count", (("with", "people", "glasses", "yes"), "exactly", 1, ("outdoors",)))]


def test_the_same_level_gives_the_same_bytes():
    from pysm.authoring.theapo import convert

    level = levels.read(HOUSE)
    assert convert.convert(level, "nl") == convert.convert(levels.read(HOUSE), "nl")


def test_every_room_name_is_in_every_language():
    import tomllib

    from pysm.core import resources
    from pysm.language import lexicon

    rooms = tomllib.loads((resources.lang_dir() / "theapo-rooms.toml").read_text(encoding="utf-8"))["room"]
    lacking = {
        key: sorted(set(lexicon.LANGUAGES) - set(names))
        for key, names in rooms.items()
        if set(lexicon.LANGUAGES) - set(names)
    }
    assert lacking == {}


@pytest.mark.parametrize(
    "lang, kitchen",
    [("de", "Küche"), ("fr", "Cuisine"), ("it", "Cucina"), ("pt", "Cozinha"), ("ru", "Кухня"), ("nl", "Keuken")],
)
def test_room_names_in_the_case_s_language(lang, kitchen):
    assert boards.room_name("room.kitchen", lang) == kitchen
