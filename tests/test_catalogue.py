"""The season's checks: the board's symmetries move every kind of clue with the board, the
keys find one puzzle however it is reissued and only then, and redundant sentences are those
a case can lose on its own."""

from __future__ import annotations

from dataclasses import replace

import pytest
from conftest import ROOT, SLOW, sweep
from kindcases import kind_case, kind_case_3
from seasoncases import rewrite

from pysm.case.loader import load
from pysm.catalogue.canonical import board_key, exact_key
from pysm.catalogue.redundant import Sentence, redundant, sentences, without
from pysm.catalogue.symmetry import (
    COORDINATES,
    FIXED,
    LINES,
    MEASURES,
    SYMMETRIES,
    TURNING,
    Symmetry,
    turn_case,
    turn_cell,
    turn_placement,
)
from pysm.core.errors import NotComparable
from pysm.core.kinds import KINDS, POSITIONS
from pysm.core.model import Clue
from pysm.solving import facts
from pysm.solving.solver import select_rules, solve
from pysm.verify.gate import verify_case, verify_path

RULES = select_rules()
EXAMPLES = ROOT / "tests" / "spec_examples"


# ---- the symmetries ------------------------------------------------------------------------


@pytest.mark.parametrize("name", sorted(KINDS))
def test_every_parameter_of_every_kind_has_a_known_way_to_turn(name):
    for pname, ptype in KINDS[name].params:
        if ptype == "int":
            assert (name, pname) in COORDINATES or (name, pname) in MEASURES, (
                f"{name}.{pname}: say in pysm/catalogue/symmetry.py whether it is a row/column or a count"
            )
        else:
            assert ptype in FIXED | TURNING | LINES | set(POSITIONS), f"{name}.{pname}: type {ptype}"


@pytest.mark.parametrize(
    "g, cell, turned",
    [
        (Symmetry(), "B1", "B1"),
        (Symmetry(True, False, True), "A1", "E1"),  # a quarter turn clockwise on 5×5: top left -> top right
        (Symmetry(False, True, True), "A1", "E5"),
        (Symmetry(True, True, False), "A1", "A5"),
        (Symmetry(False, True, False), "B1", "B5"),
        (Symmetry(False, False, True), "B1", "D1"),
        (Symmetry(True, False, False), "B1", "A2"),
        (Symmetry(True, True, True), "B1", "E4"),
    ],
)
def test_cells_turn_as_their_names_say(g, cell, turned):
    assert turn_cell(cell, g, 5) == turned


@pytest.mark.parametrize("g", SYMMETRIES, ids=lambda g: g.name)
@pytest.mark.parametrize(
    "clue, expected",
    [
        (
            Clue("row", 1),
            {
                "turned a quarter clockwise": Clue("column", 5),
                "mirrored top to bottom": Clue("row", 5),
                "mirrored left to right": Clue("row", 1),
            },
        ),
        (
            Clue("not_column", 2),
            {"turned a quarter clockwise": Clue("not_row", 2), "mirrored left to right": Clue("not_column", 4)},
        ),
        (
            Clue.of("dir_person", "north", "Ana"),
            {
                "turned a quarter clockwise": Clue.of("dir_person", "east", "Ana"),
                "mirrored on the main diagonal": Clue.of("dir_person", "west", "Ana"),
            },
        ),
        (
            Clue.of("dir_object_at", "southwest", "plant", 1, 2),
            {"turned half round": Clue.of("dir_object_at", "northeast", "plant", 5, 4)},
        ),
        (
            Clue.of("same_line_object", "row", "plant", "any"),
            {
                "turned a quarter clockwise": Clue.of("same_line_object", "column", "plant", "any"),
                "turned half round": Clue.of("same_line_object", "row", "plant", "any"),
            },
        ),
        (
            Clue.of("either", ("row", 1), ("room", "K")),
            {"mirrored top to bottom": Clue.of("either", ("row", 5), ("room", "K"))},
        ),
    ],
)
def test_clues_turn_with_the_board(g, clue, expected):
    from pysm.catalogue.symmetry import turn_clue

    if g.name in expected:
        assert turn_clue(clue, g, 5).params == expected[g.name].params
        assert turn_clue(clue, g, 5).kind == expected[g.name].kind


def _placements(case) -> set[frozenset]:
    result = solve(case, facts.render(case), RULES, limit=0)
    return {frozenset(s.people) for s in result.solutions}


def _turned_solutions_agree(seed: int, make=kind_case) -> None:
    """Every kind's clues, drawn at random and true: the turned case's answer sets are the
    original's turned, for each of the eight symmetries (the meaning moved with the board)."""
    case = make(seed, 4 + seed % 2).case
    found = _placements(case)
    assert found
    for g in SYMMETRIES[1:]:
        turned = {frozenset(turn_placement(dict(p), g, case.size).items()) for p in found}
        assert _placements(turn_case(case, g)) == turned, g.name


@pytest.mark.parametrize("seed", sweep([0, 2, 3, 4, 5], [0, 3]))
def test_a_turned_case_has_exactly_the_turned_solutions(seed):
    _turned_solutions_agree(seed)


@pytest.mark.parametrize("seed", [2, 3])
def test_a_turned_case_of_clue_language_3_has_exactly_the_turned_solutions(seed):
    _turned_solutions_agree(seed, kind_case_3)


@pytest.mark.slow
@pytest.mark.parametrize("seed", [1, *range(4, 40)])
def test_a_turned_case_of_clue_language_3_has_exactly_the_turned_solutions_sweep(seed):
    _turned_solutions_agree(seed, kind_case_3)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(6, 60))
def test_a_turned_case_has_exactly_the_turned_solutions_sweep(seed):
    _turned_solutions_agree(seed)


@pytest.mark.slow
def test_every_bundled_case_keeps_its_key_under_every_symmetry():
    files = sorted((ROOT / "cases").rglob("*.toml")) + sorted(EXAMPLES.glob("*.toml"))
    checked = 0
    for f in files:
        report = verify_path(str(f), rules=RULES)
        if report.status != "unique":
            continue
        case, where = report.loaded, dict(report.result.solutions[0].people)
        key = exact_key(case, where)
        for g in SYMMETRIES[1:]:
            assert exact_key(turn_case(case, g), turn_placement(where, g, case.size)) == key, (f.name, g.name)
        checked += 1
    assert checked > 50


# ---- the keys ------------------------------------------------------------------------------


def _key(text: str, tmp_path, name="c.toml") -> tuple[str, str]:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    report = verify_path(str(path), rules=RULES)
    assert report.verified, report.errors
    case, placement = report.loaded, dict(report.result.solutions[0].people)
    return exact_key(case, placement), board_key(case, placement)


REISSUES = [
    {"g": Symmetry(True, False, True)},
    {"g": Symmetry(True, True, True), "lang": "es"},
    {"lang": "nl", "people": "renamed"},
    {"g": Symmetry(False, True, False), "rooms": "renamed", "people": "renamed", "lang": "en"},
]
REISSUED = ["en-first-case.toml", "es-primer-caso.toml", "nl-eerste-zaak.toml"]


@pytest.mark.parametrize(
    "how, file",
    [  # the fast suite: each way of reissuing once, the files in turn
        pytest.param(how, file, id=f"how{i}-{file}", marks=() if i % len(REISSUED) == j else SLOW)
        for i, how in enumerate(REISSUES)
        for j, file in enumerate(REISSUED)
    ],
)
def test_a_reissued_case_has_the_same_keys(file, how, tmp_path):
    case = load(str(EXAMPLES / file))
    kw = {"g": how.get("g", SYMMETRIES[0]), "lang": how.get("lang")}
    if how.get("people"):
        kw["people"] = {p.name: f"{p.name[::-1].capitalize()}x" for p in case.people}
    if how.get("rooms"):
        kw["room_keys"] = {r.key: chr(ord("Z") - i) for i, r in enumerate(case.rooms)}
        kw["room_names"] = {r.name: f"{r.name} Hall" for r in case.rooms}
    original = _key(EXAMPLES.joinpath(file).read_text(encoding="utf-8"), tmp_path, "a.toml")
    assert _key(rewrite(case, **kw), tmp_path, "b.toml") == original


def test_another_clue_changes_the_exact_key_but_not_the_board_key(tmp_path):
    case = load(str(EXAMPLES / "en-first-case.toml"))
    a = _key(rewrite(case), tmp_path, "a.toml")
    report = verify_path(str(EXAMPLES / "en-first-case.toml"), rules=RULES)
    where = dict(report.result.solutions[0].people)
    p = next(p for p in case.people if not p.is_victim)
    row = int(where[p.name][1:])
    extra = replace(
        case,
        people=tuple(
            replace(q, clues=q.clues + (Clue("row", row, index=len(q.clues) + 1),)) if q.name == p.name else q
            for q in case.people
        ),
    )
    b = _key(rewrite(extra), tmp_path, "b.toml")
    assert a[0] != b[0] and a[1] == b[1]


def test_another_board_changes_both_keys(tmp_path):
    a = _key(EXAMPLES.joinpath("en-first-case.toml").read_text(encoding="utf-8"), tmp_path, "a.toml")
    b = _key(EXAMPLES.joinpath("en-alone.toml").read_text(encoding="utf-8"), tmp_path, "b.toml")
    assert a[0] != b[0] and a[1] != b[1]


def test_people_no_card_tells_apart_make_a_case_not_comparable_without_its_solution():
    case = load(str(EXAMPLES / "en-first-case.toml"))
    blank = replace(case, people=tuple(replace(p, clues=()) for p in case.people))
    same = [p for p in blank.people if p.gender == blank.people[0].gender]
    if len(same) > 6:
        with pytest.raises(NotComparable):
            exact_key(blank)
    else:  # few enough to try every order: still a key, the same for any renaming
        assert exact_key(blank) == exact_key(replace(blank, people=blank.people[::-1]))


# ---- redundant sentences -------------------------------------------------------------------


@pytest.mark.slow  # every sentence of a 7x7 case struck out in turn (test_report.py covers one season fast)
def test_a_true_sentence_added_to_a_verified_case_is_redundant():
    path = str(EXAMPLES / "en-first-case.toml")
    report = verify_path(path, rules=RULES)
    case, where = report.loaded, dict(report.result.solutions[0].people)
    p = next(p for p in case.people if not p.is_victim)
    number = max(c.index for c in p.clues) + 1
    extra = replace(
        case,
        people=tuple(
            replace(q, clues=q.clues + (Clue("row", int(where[q.name][1:]), index=number),)) if q is p else q
            for q in case.people
        ),
    )
    found = redundant(extra, rules=RULES)
    assert Sentence(p.name, number) in found
    for s in found:  # each one can go on its own; the others cannot
        assert verify_case(without(extra, s), rules=RULES).verified
    for s in sorted(set(sentences(extra)) - set(found), key=lambda s: (s.person or "", s.number))[:3]:
        assert not verify_case(without(extra, s), rules=RULES).verified


def test_the_victims_sentence_is_never_a_candidate():
    case = load(str(EXAMPLES / "en-first-case.toml"))
    victim = next(p for p in case.people if p.is_victim)
    numbers = {c.index for c in victim.clues if c.kind == "victim"}
    assert not [s for s in sentences(case) if s.person == victim.name and s.number in numbers]


def test_a_case_of_format_3_keeps_its_key_and_its_solution_when_turned(tmp_path):
    """Cells in no room, rooms outdoors, an object over two cells and traits turn with the board."""
    from conftest import run_pysm

    made = run_pysm(
        "import",
        "theapo",
        str(ROOT / "tests" / "theapo_levels" / "small-house.json"),
        "--lang",
        "en",
        "-o",
        str(tmp_path),
    )
    assert made.returncode == 0, made.stderr
    report = verify_path(str(tmp_path / "small-house.toml"), rules=RULES)
    assert report.status == "unique", report.errors
    case, where = report.loaded, dict(report.result.solutions[0].people)
    key = exact_key(case, where)
    for g in SYMMETRIES[1:]:
        turned = turn_case(case, g)
        assert exact_key(turned, turn_placement(where, g, case.size)) == key, g.name
    g = SYMMETRIES[1]
    assert _placements(turn_case(case, g)) == {frozenset(turn_placement(where, g, case.size).items())}
