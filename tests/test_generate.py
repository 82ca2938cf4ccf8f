"""`pysm generate`: same seed same case, every case verifies, every card parses back, safe writes."""

from __future__ import annotations

import random

import pytest
from conftest import run_pysm, run_pysm_process, sweep

from pysm.authoring import gen_data, generate
from pysm.authoring.gen_board import build_world
from pysm.authoring.gen_clues import Geometry, forms, true_clues
from pysm.case.loader import load
from pysm.core.model import Clue
from pysm.language import lexicon as language
from pysm.language.cards import parse_card
from pysm.verify.gate import verify_path

LANGS = ("es", "nl", "en")


@pytest.fixture(scope="module")
def engine():
    return generate.Engine.default()


# One case per language and size 4..6: the fast suite one per language, the slow marker the other six.
QUICK_LIBRARY = (("es", 4), ("nl", 5), ("en", 6))
REST_OF_LIBRARY = tuple((lang, size) for lang in LANGS for size in (4, 5, 6) if (lang, size) not in QUICK_LIBRARY)


@pytest.fixture(
    scope="module",
    params=[pytest.param(QUICK_LIBRARY, id="quick"), pytest.param(REST_OF_LIBRARY, id="rest", marks=pytest.mark.slow)],
)
def library(engine, tmp_path_factory, request):
    """Cases of these languages and sizes (seeds from 1, the first that gives a case)."""
    made = []
    for lang, size in request.param:
        folder = tmp_path_factory.mktemp(f"{lang}{size}")
        (out,) = [
            o
            for o in generate.run(
                size=size, lang=lang, level=1 + size % 3, seed=1, count=1, folder=folder, engine=engine
            )
            if o.status == "written"
        ]
        made.append(out)
    return made


# ---- same seed, same case ----------------------------------------------------------


def test_same_seed_same_text(engine):
    a = generate.draft(7, 5, "nl", 2, engine=engine)
    b = generate.draft(7, 5, "nl", 2, engine=engine)
    assert a is not None and a.text(a.titles[0]) == b.text(b.titles[0])
    c = generate.draft(8, 5, "nl", 2, engine=engine)
    assert c is None or c.text(c.titles[0]) != a.text(a.titles[0])


def test_same_seed_same_file_whatever_the_hash_seed(tmp_path):
    texts = []
    for hash_seed in ("1", "2"):
        folder = tmp_path / hash_seed
        out = run_pysm_process(
            "generate",
            "--size",
            "4",
            "--lang",
            "es",
            "--seed",
            "5",
            "-o",
            str(folder),
            env={"PYTHONHASHSEED": hash_seed},
        )
        assert out.returncode == 0, out.stderr
        (path,) = folder.glob("*.toml")
        texts.append((path.name, path.read_text(encoding="utf-8")))
    assert texts[0] == texts[1]


# ---- every case verifies, and reads as it was meant ----------------------------------


def test_every_generated_case_verifies(library, engine):
    for out in library:
        report = verify_path(str(out.path), rules=list(engine.rules))
        assert report.verified, (out.path, report.as_dict())
        assert report.proof.difficulty["level"] <= out.draft.level


def test_generated_cards_parse_back_to_the_chosen_clues(library):
    for out in library:
        case = load(str(out.path))
        for want, got in zip(out.draft.case.people, case.people, strict=False):
            assert [(c.kind, c.arg, c.gender) for c in got.clues] == [(c.kind, c.arg, c.gender) for c in want.clues], (
                want.card
            )


def test_card_shapes(library):
    for out in library:
        case = load(str(out.path))
        victims = [p for p in case.people if p.is_victim]
        assert len(victims) == 1
        (victim,) = victims
        assert victim.clues[0].kind == "victim" and len(victim.clues) <= 2
        for p in case.people:
            others = [c for c in p.clues if c.kind != "victim"]
            assert len(others) <= (1 if p.is_victim else 2)
            assert p.is_victim or others, f"{p.name} has an empty card"


def test_world_obeys_the_rules():
    for seed in range(30):
        lang = LANGS[seed % 3]
        n = 4 + seed % 6
        w = build_world(random.Random(seed), n, gen_data.load(lang))
        if w is None:
            continue
        assert sorted(r for r, _ in w.cells) == list(range(1, n + 1))
        assert sorted(c for _, c in w.cells) == list(range(1, n + 1))
        assert not any(
            o in ("plant", "table", "tree", "bush", "rock", "box", "bookshelf", "fountain", "statue", "bin")
            for cell in w.cells
            for o in w.objects_at(cell)
        )
        scene = w.room_at(w.cells[[p for p, _ in w.people].index(w.victim)])
        together = [p for (p, _), cell in zip(w.people, w.cells, strict=False) if w.room_at(cell) == scene]
        assert sorted(together) == sorted([w.victim, w.murderer])
        floors = {r.key: r.floor for r in w.rooms}
        for r in range(n):
            for c in range(n - 1):
                a, b = w.grid[r][c], w.grid[r][c + 1]
                assert a == b or floors[a] != floors[b]
                a, b = w.grid[c][r], w.grid[c + 1][r]
                assert a == b or floors[a] != floors[b]


# ---- round trip: every sentence the generator can write parses back ------------------


@pytest.mark.parametrize(
    "lang, seeds",
    [  # the fast suite: three worlds in Spanish
        *(
            pytest.param(lang, range(3), id=f"{lang}-quick", marks=() if lang == "es" else pytest.mark.slow)
            for lang in LANGS
        ),
        *(pytest.param(lang, range(3, 12), id=f"{lang}-rest", marks=pytest.mark.slow) for lang in LANGS),
    ],
)
def test_every_true_clue_in_every_form_parses_back(lang, seeds):
    data = gen_data.load(lang)
    checked = 0
    for seed in seeds:
        n = 4 + seed % 6
        w = build_world(random.Random(f"{lang}{seed}"), n, data)
        if w is None:
            continue
        geo = Geometry(w)
        rooms = w.room_names()
        for i, (name, gender) in enumerate(w.people):
            clues = true_clues(geo, i) + ([Clue("victim")] if name == w.victim else [])
            for clue in clues:
                for subject in (None, name):
                    if clue.kind == "victim" and subject:
                        continue
                    for sentence in forms(clue, lang=lang, gender=gender, size=n, rooms=rooms, subject=subject):
                        parsed, errors = parse_card(
                            sentence, person=name, gender=gender, lang=lang, size=n, rooms=rooms
                        )
                        assert not errors, (sentence, errors)
                        assert [(c.kind, c.arg, c.gender) for c in parsed] == [(clue.kind, clue.arg, clue.gender)], (
                            sentence
                        )
                        checked += 1
    assert checked > 1000


# ---- writing -----------------------------------------------------------------------


def test_cli_again_keeps_the_file_and_a_clash_takes_another_title(tmp_path):
    args = ("generate", "--size", "4", "--lang", "en", "--seed", "3", "--level", "1", "-o", str(tmp_path))
    first = run_pysm(*args)
    assert first.returncode == 0, first.stderr
    (path,) = tmp_path.glob("*.toml")
    text = path.read_text(encoding="utf-8")
    again = run_pysm(*args)
    assert again.returncode == 0 and "already holds" in again.stderr
    assert list(tmp_path.glob("*.toml")) == [path]
    path.write_text(text.replace("[[person]]", "# edited by hand\n[[person]]", 1), encoding="utf-8")
    third = run_pysm(*args)
    assert third.returncode == 0, third.stderr
    assert len(list(tmp_path.glob("*.toml"))) == 2  # the edited file is kept
    assert "# edited by hand" in path.read_text(encoding="utf-8")
    assert run_pysm("verify", str(tmp_path)).returncode == 0


def test_cli_usage_errors(tmp_path):
    assert run_pysm("generate", "--size", "10", "--lang", "es").returncode == 2
    assert run_pysm("generate", "--size", "5", "--lang", "xx").returncode == 2
    out = run_pysm("generate", "--size", "5", "--lang", "es", "--count", "0", "-o", str(tmp_path))
    assert out.returncode == 2 and "Traceback" not in out.stderr


def test_slugs():
    assert gen_data.slug("¿Quién mató a Óscar?") == "quien-mato-a-oscar"
    assert gen_data.slug("De zaak-Daan") == "de-zaak-daan"
    assert language.room_phrase("es", "Terraza") == "en la Terraza"
    assert language.room_phrase("en", "Terrace") == "on the Terrace"


# ---- --kinds: clue kinds of clue-language-2.md ----------------------------------------


@pytest.mark.parametrize("lang", sweep(LANGS, ["es"]))  # each language's cases: the library fixture
def test_kinds_option_draws_new_kinds_that_verify_and_parse_back(lang, engine, tmp_path):
    kinds = ("at_wall", "room_has", "same_line_object", "dir_object")
    (out,) = [
        o
        for o in generate.run(size=5, lang=lang, level=2, seed=3, count=1, folder=tmp_path, engine=engine, kinds=kinds)
        if o.status == "written"
    ]
    case = load(str(out.path))
    assert case.people
    assert f"--kinds {','.join(kinds)}" in out.path.read_text(encoding="utf-8").splitlines()[0]
    assert verify_path(str(out.path), rules=list(engine.rules)).verified


def test_true_clues_of_new_kinds_hold_on_the_persons_cell():
    data = gen_data.load("en")
    world = None
    rng = random.Random(5)
    while world is None:
        world = build_world(rng, 6, data)
    geo = Geometry(world)
    for i in range(world.size):
        for clue in true_clues(geo, i, ("at_wall", "room_has", "same_line_object", "dir_object")):
            if clue.spec.cell:
                assert geo.cell_fits(clue, world.cells[i]), clue  # stated or negated, it is true


def test_cli_kinds_errors(tmp_path):
    out = run_pysm("generate", "--size", "5", "--lang", "es", "--kinds", "at_wall,teleport", "-o", str(tmp_path))
    assert out.returncode == 2 and "--kinds teleport" in out.stderr and "Traceback" not in out.stderr


# ---- the search's uniqueness questions, on one grounding per world ---------------------


@pytest.mark.parametrize("seed,size,lang", sweep([(3, 4, "es"), (8, 4, "nl"), (5, 4, "en")], [(3, 4, "es")]))
def test_one_grounding_answers_as_a_solve_of_the_case(seed, size, lang, engine):
    """The world's control (every true clue an external) finds a second solution exactly when
    solving the case on its own does, and what it finds is one of the case's solutions."""
    from pysm.authoring.generate.search import Search
    from pysm.core.model import cell_name
    from pysm.solving import facts as facts_module
    from pysm.solving.solver import solve

    rng = random.Random(seed)
    world = None
    while world is None:
        world = build_world(rng, size, gen_data.load(lang))
    search = Search(world, rng, 2, engine)
    pools = [list(pool) for pool in search.truth]
    asked = 0
    for trial in range(12):
        search.cards = [
            rng.sample(pool, min(len(pool), trial % 3)) if i != search.n else [] for i, pool in enumerate(pools)
        ]
        search.cards[search.victim] = search.cards[search.victim][:1]
        other = search.second_solution()
        case = search.case()
        everyone = solve(case, facts_module.render(case), list(engine.rules), limit=0)
        truth = tuple((name, cell_name(*cell)) for name, cell in zip(search.names, world.cells, strict=False))
        assert truth in [s.people for s in everyone.solutions]
        if other is None:
            assert everyone.status == "unique", (seed, trial)
        else:
            asked += 1
            assert tuple(other) != tuple(world.cells)
            found = tuple((name, cell_name(*cell)) for name, cell in zip(search.names, other, strict=False))
            assert found in [s.people for s in everyone.solutions]
    assert asked  # some cards left a second solution: both answers were tested
