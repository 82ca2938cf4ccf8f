"""What the prover's base control leaves out of the step program, and the prover's caches:
each must give the same proof as the whole program, and notice when the files change."""

from __future__ import annotations

import os

import clingo
import pytest
from conftest import ROOT

from pysm.core.caches import Bounded
from pysm.core.model import parse_cell
from pysm.proof import answers
from pysm.proof import program as program_module
from pysm.proof import prove as prove_module
from pysm.solving.rulefiles import Statement

FRESH = ["a :- b.", "#program fresh.", "c :- d.", "#show c/1.", "#program base.", "e."]
FAMILIES = ['family("x",1,1).', 'family("y",2,2).', 'removes("x",k,P,R,C) :- cand(P,R,C).']


@pytest.mark.parametrize(
    "texts, facts, named, expected",
    [
        # the fresh part's rules go, every directive stays in its part
        (FRESH, "", True, ["a :- b.", "#program fresh.", "#show c/1.", "#program base.", "e."]),
        # the fact of a family nothing names goes
        (FAMILIES, "", True, ['family("x",1,1).', FAMILIES[2]]),
        # ... unless the case's facts name it
        (FAMILIES, 'step_family("y").\n', True, FAMILIES),
        # ... or a rule reads family/3
        (FAMILIES + ["lvl(L) :- family(_,L,_)."], "", True, FAMILIES + ["lvl(L) :- family(_,L,_)."]),
        # a predicate ending in "family" is not family/3
        (FAMILIES + ['f :- step_family("z").'], "", True, ['family("x",1,1).', FAMILIES[2], 'f :- step_family("z").']),
        # with --rules step files (named=False) every family fact stays
        (FAMILIES, "", False, FAMILIES),
    ],
)
def test_base_part(texts, facts, named, expected):
    statements = [Statement(text, None, ("x.lp", i)) for i, text in enumerate(texts)]
    assert [st.text for st in program_module._base_part(statements, facts, named)] == expected
    # the second call comes from the cache and still reads the facts
    assert [st.text for st in program_module._base_part(statements, facts, named)] == expected


def test_step_files_listed_again_when_a_folder_changes(tmp_path, monkeypatch):
    steps = tmp_path / "steps"
    steps.mkdir()
    (steps / "a.lp").write_text("a.\n", encoding="utf-8")
    monkeypatch.setattr(program_module, "asp_dir", lambda: tmp_path)
    assert [p.name for p in prove_module.step_rules() if p.parent == steps] == ["a.lp"]
    (steps / "b.lp").write_text("b.\n", encoding="utf-8")
    later = steps.stat().st_mtime_ns + 10**9  # the clock's tick may be coarser than two writes
    os.utime(steps, ns=(later, later))
    assert [p.name for p in prove_module.step_rules() if p.parent == steps] == ["a.lp", "b.lp"]


def test_symbol_keys_follow_equality():
    def atom(name, *args):
        return clingo.Function(name, [clingo.String(a) if isinstance(a, str) else clingo.Number(a) for a in args])

    key = answers.symbol_key
    assert key(atom("removes", "x", 1, 2)) == key(atom("removes", "x", 1, 2))
    assert key(atom("removes", "x", 1, 2)) != key(atom("removes", "x", 2, 1))
    assert key(atom("removes", "x", 1, 2)) != key(atom("removes", "y", 1, 2))


@pytest.mark.parametrize(
    "text, reads",
    [
        ('removes("x",k,P,R,C) :- cand(P,R,C).', False),
        ("lvl(L) :- family(_,L,_).", True),
        ("lvl(L) :- family (_,L,_).", False),  # clingo writes no blank before the bracket
        ('f :- step_family("z").', False),  # a predicate ending in "family"
        ("f :- family'(1).", False),
        ("f :- g, family(F,1,R).", True),
        ("#show family/3.", False),
    ],
)
def test_reads_family(text, reads):
    assert program_module.reads_family(text) is reads


@pytest.mark.parametrize(
    "words, facts, found",
    [
        (["count", "unique"], 'clue_count("Ana",1).\n', {"count"}),
        (["count", "unique"], "", set()),
        ([], "count", set()),
        (["step_family"], 'step_family("rows").\n', {"step_family"}),
    ],
)
def test_found_words(words, facts, found):
    assert program_module.found_words(words, facts) == found


def test_a_file_whose_needs_the_facts_lack_is_left_out(tmp_path, monkeypatch):
    needs = tmp_path / "needs.lp"
    needs.write_text("% Needs:   lonely\nlonely_rule(1).\n", encoding="utf-8")
    plain = tmp_path / "plain.lp"
    plain.write_text("plain_rule(1).\n", encoding="utf-8")

    def texts(facts):
        return [
            line
            for st in program_module.Rules(
                [needs, plain], facts, strategy=prove_module.Strategy(prune=False)
            ).statements
            for line in st.text.splitlines()
            if line.endswith("_rule(1).")
        ]

    assert texts("other(1).") == ["plain_rule(1)."]
    assert texts("lonely(1).") == ["lonely_rule(1).", "plain_rule(1)."]


def test_symbol_texts_are_kept_and_capped(monkeypatch):
    monkeypatch.setattr(answers, "_TEXTS", Bounded(4))
    symbols = [clingo.Function("cand", [clingo.String(f"P{i}"), clingo.Number(i), clingo.Number(1)]) for i in range(10)]
    for symbol in symbols + symbols:
        assert answers.symbol_text(symbol) == str(symbol)
        assert len(answers._TEXTS) <= 4
    assert answers._TEXTS[answers.symbol_key(symbols[-1])] == 'cand("P9",9,1)'


def test_shown_texts_survive_the_cap(monkeypatch):
    from pysm.case.loader import load
    from pysm.proof.prove import prove
    from pysm.solving import facts as facts_module

    case = load(str(ROOT / "cases/en/blood-in-the-kitchen.toml"))
    facts = facts_module.render(case)
    expected = prove(case, facts).as_dict()
    monkeypatch.setattr(answers, "_TEXTS", Bounded(16))
    assert prove(case, facts).as_dict() == expected
    assert len(answers._TEXTS) <= 16


@pytest.mark.parametrize("name", ["cases/en/blood-in-the-kitchen.toml", "cases/nl/wie-vermoordde-lotte.toml"])
def test_the_public_api_reads_the_same_proof(monkeypatch, name):
    """clingo's public API is the reference: keyed by the Symbol itself, not by its handle, and every
    atom read by the general reader (no fast reading), the proof is the same."""
    from pysm.case.loader import load
    from pysm.proof.prove import prove
    from pysm.solving import facts as facts_module

    case = load(str(ROOT / name))
    facts = facts_module.render(case)
    expected = prove(case, facts).as_dict()
    monkeypatch.setattr(answers, "symbol_key", lambda symbol: symbol)
    monkeypatch.setattr(answers, "_TEXTS", Bounded(answers.TEXT_CAP))
    monkeypatch.setattr(answers, "_FAST", {})
    for cached in (answers._read, answers._atom, answers._head, answers.key_order):
        cached.cache_clear()
    try:
        assert prove(case, facts).as_dict() == expected
        assert answers._TEXTS and all(isinstance(k, clingo.Symbol) for k in answers._TEXTS)
    finally:
        for cached in (answers._read, answers._atom, answers._head, answers.key_order):
            cached.cache_clear()


def test_removed_cells_are_released_by_their_literal_in_order():
    from pysm.case.loader import load
    from pysm.solving import facts as facts_module

    case = load(str(ROOT / "cases/en/blood-in-the-kitchen.toml"))
    program = program_module.Program(prove_module.step_rules(), facts_module.render(case), case=case)
    atoms = program.ctl.symbolic_atoms

    def atom(person, cell):
        return atoms[clingo.Function("cand", [clingo.String(person), clingo.Number(cell[0]), clingo.Number(cell[1])])]

    cands = program.initial()
    first, second = sorted(cands)[:2]
    externals = {p: [cell for cell in sorted(cands[p]) if atom(p, cell) is not None] for p in (first, second)}
    gone = {first: externals[first][:3], second: externals[second][-2:]}
    for person, cells in gone.items():
        cands[person] -= set(cells)
    program.derive(cands)
    assert program.off == [atom(p, cell).literal for p in sorted(gone) for cell in gone[p]]
    assert program.true == cands
    program.derive(cands)  # nothing new to release
    assert len(program.off) == 5


# a 3x3 board, room A the top row and the left cell of the middle row, B the rest; (3,3) not free
BOARD_CELLS = [(r, c) for r in (1, 2, 3) for c in (1, 2, 3) if (r, c) != (3, 3)]
BOARD_ROOMS = {cell: "A" if cell[0] == 1 or cell == (2, 1) else "B" for cell in BOARD_CELLS}


@pytest.mark.parametrize(
    "area, cells",
    [
        ("row(2)", {(2, 1), (2, 2), (2, 3)}),
        ("column(3)", {(1, 3), (2, 3)}),
        ('room("A")', {(1, 1), (1, 2), (1, 3), (2, 1)}),
        ('room("C")', set()),
        ('outside(row(2),"A")', {(2, 2), (2, 3)}),
        ('outside(column(1),"B")', {(1, 1), (2, 1)}),
        ('outside(outside(column(1),"B"),"A")', set()),
    ],
)
def test_board_areas(area, cells):
    board = answers.Board(BOARD_CELLS, BOARD_ROOMS)
    assert board.area(answers.term(area)) == cells
    assert board.area(answers.term(area)) is board.area(answers.term(area))


@pytest.mark.parametrize("area", ["diagonal(1)", "row(1,2)", '"A"', "outside(row(1))", 'outside(corner(1),"A")'])
def test_board_refuses_an_unknown_area(area):
    with pytest.raises(program_module.RulesError, match="unknown area"):
        answers.Board(BOARD_CELLS, BOARD_ROOMS).area(answers.term(area))


def _step_texts(paths) -> set[str]:
    """Every shown atom text of the proofs of the case files."""
    from pysm.case.loader import load
    from pysm.solving import facts as facts_module

    texts: set[str] = set()
    shown = answers.Shown.__init__

    def kept(self, found, *args, **kwargs):
        texts.update(found)
        shown(self, found, *args, **kwargs)

    answers.Shown.__init__ = kept
    try:
        for path in paths:
            case = load(str(path))
            prove_module.prove(case, facts_module.render(case))
    finally:
        answers.Shown.__init__ = shown
    return texts


READ_CASES = [
    "cases/en/blood-in-the-kitchen.toml",
    "benchmarks/weak/weak-08.toml",
    "benchmarks/weak/impossible-all-alone.toml",
    "tests/spec_examples/es-censo.toml",
]


def test_fast_reading_splits_every_step_atom_as_the_walk():
    texts = _step_texts(
        [ROOT / p for p in READ_CASES]
        + sorted((ROOT / "cases/es").glob("*.toml"))[:4]
        + sorted((ROOT / "cases/nl").glob("*.toml"))[:4]
    )
    fast = set()
    for text in texts:
        name = text.split("(", 1)[0]
        if name in answers._FAST:
            assert answers._read.__wrapped__(name, text) == answers._walk(text), text
            if answers._FAST[name].match(text):
                fast.add(name)
    assert fast == set(answers._FAST)  # each fast reading read some atom of these cases


@pytest.mark.parametrize(
    "text",
    [
        'leaves("f",k("a,b",row(1)),"Ana",row(2))',
        'leaves("f",k(1),"Ana,\\"Bo",outside(room("A"),"B"))',
        'keeps("f",k("x","y"),"Bo",outside(column(3),"a,b"))',
        'keeps("f",(1,"Bo",row(1)),"Bo",room("x,row(2)"))',
        'fills("f",k(outside(row(1),"B")),outside(row(1),"B"))',
        'fills("f","a,b",room("C"))',
        'fills("f",k,foo(1,2))',  # no area: the walk reads it
        'concerns("f",k("a",row(1)),room("F"))',
        'concerns("f",k,pair("F","Monika"))',
        'concerns("f",k,3)',
        'concerns("f",speaker("G",1,"W"),how(speaker))',
        'concerns("f",k("a,how(x)"),how(x))',
        'removes("f",k("1,2",3),"Ana",-1,2)',
        'uses("f\\"g",k,"Ana",2)',
    ],
)
def test_fast_reading_of_awkward_atoms(text):
    name = text.split("(", 1)[0]
    assert answers._read.__wrapped__(name, text) == answers._walk(text)


def test_cand_symbols_are_kept_and_capped(monkeypatch):
    from pysm.case.loader import load
    from pysm.solving import facts as facts_module

    case = load(str(ROOT / "cases/en/blood-in-the-kitchen.toml"))
    facts = facts_module.render(case)
    expected = prove_module.prove(case, facts).as_dict()
    monkeypatch.setattr(program_module, "_CANDS", Bounded(8))
    assert prove_module.prove(case, facts).as_dict() == expected
    assert 0 < len(program_module._CANDS) <= 8
    for (person, r, c), symbol in program_module._CANDS.items():
        assert str(symbol) == f'cand("{person}",{r},{c})'


def test_draft_keeps_removed_cells_per_person():
    draft = answers.Draft()
    draft.remove("Bo", {(1, 2)})
    draft.remove("Ana", set())  # nothing: no entry
    draft.remove("Bo", {(1, 1), (1, 2)})
    draft.remove("Ana", frozenset({(3, 1)}))  # kept as a set of its own
    draft.remove("Ana", {(2, 2)})
    assert draft.removes == {"Bo": {(1, 1), (1, 2)}, "Ana": {(3, 1), (2, 2)}}
    assert draft.pairs() == [("Ana", (2, 2)), ("Ana", (3, 1)), ("Bo", (1, 1)), ("Bo", (1, 2))]


def _bare_prover(cands: dict, order: list[str]):
    prover = prove_module._Prover.__new__(prove_module._Prover)
    prover.cands, prover.order = cands, {p: i for i, p in enumerate(order)}
    prover.announced, prover.emptied = set(), False
    return prover


@pytest.mark.parametrize(
    "removes, removed, emptied",
    [
        # by the case's order (Cy, Ana, Bo), then by cell; cells already gone are left out
        ({"Ana": {(2, 1), (1, 3), (9, 9)}, "Cy": {(1, 1)}}, [("Cy", "A1"), ("Ana", "C1"), ("Ana", "A2")], False),
        # someone the case does not name comes last, by cell then name
        (
            {"Zed": {(1, 1)}, "Xan": {(1, 1), (1, 2)}, "Bo": {(1, 2)}},
            [("Bo", "B1"), ("Xan", "A1"), ("Zed", "A1"), ("Xan", "B1")],
            False,
        ),
        # Bo's last cell: emptied
        ({"Bo": {(1, 2), (3, 3)}}, [("Bo", "B1"), ("Bo", "C3")], True),
        # a stranger's last cell does not count
        ({"Zed": {(1, 1)}}, [("Zed", "A1")], False),
    ],
)
def test_step_orders_what_it_removes(removes, removed, emptied):
    cands = {
        "Ana": {(1, 3), (2, 1), (2, 2)},
        "Bo": {(1, 2), (3, 3)},
        "Cy": {(1, 1), (1, 2)},
        "Xan": {(1, 1), (1, 2)},
        "Zed": {(1, 1)},
    }
    prover = _bare_prover(cands, ["Cy", "Ana", "Bo"])
    draft = answers.Draft()
    for person, cells in removes.items():
        draft.remove(person, set(cells))
    step = prover.step("f", 1, draft)
    assert list(step.removed) == removed
    assert prover.emptied is emptied
    assert all(parse_cell(cell, 9) not in cands[p] for p, cell in step.removed)
    assert prover.step("f", 1, draft) is None  # nothing new the second time


def test_board_cells_without_a_room():
    rooms = {cell: room for cell, room in BOARD_ROOMS.items() if cell != (2, 2)}
    board = answers.Board(BOARD_CELLS, rooms)
    assert board.area(answers.term('outside(row(2),"A")')) == {(2, 2), (2, 3)}
    assert board.area(answers.term('room("B")')) == {(2, 3), (3, 1), (3, 2)}
    assert board.area(answers.term("row(7)")) == set()
