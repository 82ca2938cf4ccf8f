"""`pysm generate --kinds`: every kind of clue-language-2.md (cards and scene, windows and doors) can be
drawn, each drawn clue is true by the rules and its sentence parses back to it, generated cases verify,
and a seed gives the same bytes twice."""

from __future__ import annotations

import random

import pytest
from conftest import run_pysm, sweep

from pysm.authoring import gen_data, generate
from pysm.authoring.gen_board import add_openings, build_world
from pysm.authoring.gen_clues import Geometry, holds, person_candidates, scene_candidates, scene_clues, true_clues
from pysm.case.loader import load
from pysm.core.kinds import GENERATOR_KINDS
from pysm.core.model import KINDS
from pysm.language.cards import parse_card, parse_scene, render_clue
from pysm.solving.truth import key
from pysm.verify.gate import verify_path

LANGS = ("es", "nl", "en")


def _world(lang: str, seed: int, size: int = 6):
    rng = random.Random(seed)
    world = None
    while world is None:
        world = build_world(rng, size, gen_data.load(lang))
    return add_openings(rng, world, True, True), rng


def _drawn(lang: str, seed: int):
    """(world, [(person index or None for the scene, clue)]) of every kind, as the generator's pools hold them."""
    world, rng = _world(lang, seed)
    geo = Geometry(world)
    geo.ask(
        {n: person_candidates(geo, i, GENERATOR_KINDS) for i, n in enumerate(geo.names)},
        scene_candidates(geo, GENERATOR_KINDS),
    )
    items = [(i, c) for i in range(world.size) for c in true_clues(geo, i, GENERATOR_KINDS, rng)]
    items += [(None, c) for c in scene_clues(geo, rng)]
    return world, geo, items


@pytest.fixture(scope="module", params=sweep(LANGS, LANGS[:1]))
def drawn(request):
    return request.param, [_drawn(request.param, seed) for seed in (1, 2, 3)]


def test_every_kind_is_drawn_in_both_polarities(drawn):
    lang, worlds = drawn
    kinds = {c.kind for _, _, items in worlds for _, c in items}
    for name, kind in KINDS.items():
        if kind.spec == "clue-language.md":
            continue
        if kind.spec == "clue-language-3.md":
            # rarely true on a board (beside the same object): one polarity; nothing outdoors: neither
            if kind.domain(worlds[0][1].offer(0)):
                assert name in kinds or kind.negation in kinds, name
            continue
        assert name in kinds, name
        assert kind.negation in kinds, kind.negation
    assert "not_alone" in kinds


def test_drawn_clues_are_true_by_the_rules(drawn):
    """Stated or negated, every drawn clue holds in the world (the rules asked again, one clue at a time)."""
    _, worlds = drawn
    for world, geo, items in worlds:
        for who, clue in items:
            assert holds(geo, clue, who, list(world.cells)), clue
        fresh = Geometry(world)
        scene = [c for who, c in items if who is None]
        asked = [(world.people[who][0], c) for who, c in items if who is not None and not c.spec.cell]
        true_now = fresh.truth.holding(dict(zip(fresh.names, world.cells, strict=False)), asked, scene=scene)
        for name, clue in asked:
            assert ((name, key(clue)) in true_now) != clue.negated, (name, clue)
        for clue in scene:
            assert (("", key(clue)) in true_now) != clue.negated, clue


def test_drawn_sentences_parse_back_to_the_same_clue(drawn):
    lang, worlds = drawn
    for world, _, items in worlds:
        n = world.size
        rooms, people = world.room_names(), dict(world.people)
        objects = {(r + 1, c + 1): world.objects[r][c] for r in range(n) for c in range(n) if world.objects[r][c]}
        for who, clue in items:
            gender = "f" if who is None else world.people[who][1]
            text = render_clue(clue, lang=lang, gender=gender, size=n, rooms=rooms)
            if who is None:
                got, errors = parse_scene(text, lang=lang, size=n, rooms=rooms, people=people, objects=objects)
            else:
                got, errors = parse_card(
                    text,
                    person=world.people[who][0],
                    gender=gender,
                    lang=lang,
                    size=n,
                    rooms=rooms,
                    people=people,
                    objects=objects,
                )
            assert not errors, (text, errors)
            assert [(c.kind, c.params) for c in got] == [(clue.kind, clue.params)], text


def test_openings_are_sides_of_cells_on_the_board():
    world, _ = _world("en", 4, size=7)
    assert world.windows and world.doors
    for r, c, side in world.windows + world.doors:
        assert 1 <= r <= 7 and 1 <= c <= 7 and side in "nesw"
    for r, c, side in world.windows:  # windows look out of the board
        assert (side, r, c) in {("n", 1, c), ("s", 7, c), ("w", r, 1), ("e", r, 7)}
    for r, c, side in world.doors:  # doors join two rooms
        r2, c2 = (r + 1, c) if side == "s" else (r, c + 1)
        assert world.room_at((r, c)) != world.room_at((r2, c2))


@pytest.fixture(scope="module")
def engine():
    return generate.Engine.default()


@pytest.mark.parametrize("lang,size,seed", sweep([("es", 5, 1), ("nl", 6, 2), ("en", 7, 3)], []))
def test_all_kinds_cases_verify_unique_and_repeat_byte_for_byte(lang, size, seed, engine, tmp_path):
    runs = []
    for folder in (tmp_path / "a", tmp_path / "b"):
        (out,) = [
            o
            for o in generate.run(
                size=size, lang=lang, level=2, seed=seed, count=1, folder=folder, engine=engine, kinds=GENERATOR_KINDS
            )
            if o.status == "written"
        ]
        runs.append(out.path.read_bytes())
        report = verify_path(str(out.path), rules=list(engine.rules))
        assert report.verified and report.status == "unique"
    assert runs[0] == runs[1]
    assert runs[0].decode().splitlines()[0].endswith("--kinds all")
    case = load(str(out.path))
    used = {c.kind for p in case.people for c in p.clues} | {c.kind for c in case.scene}
    new = {k for name, kind in KINDS.items() if kind.spec != "clue-language.md" for k in (name, kind.negation)}
    assert used & (new | {"not_alone"}), used


@pytest.mark.parametrize(
    "kinds", sweep(["all", "dir_person,count", "next_to_window,unique,not_alone"], ["next_to_window,unique,not_alone"])
)
def test_cli_kinds_accepts_names_and_all(kinds, tmp_path):
    out = run_pysm("generate", "--size", "4", "--lang", "en", "--seed", "1", "--kinds", kinds, "-o", str(tmp_path))
    assert out.returncode == 0, out.stderr
    (path,) = tmp_path.glob("*.toml")
    assert f"--kinds {kinds}" in path.read_text(encoding="utf-8").splitlines()[0]


@pytest.mark.parametrize("kinds,bad", [("teleport", "teleport"), ("at_wall,row", "row"), ("alone,x", "alone,x")])
def test_cli_kinds_unknown_names_exit_2(kinds, bad, tmp_path):
    out = run_pysm("generate", "--size", "4", "--lang", "en", "--kinds", kinds, "-o", str(tmp_path))
    assert out.returncode == 2 and f"--kinds {bad}:" in out.stderr and "Traceback" not in out.stderr
    assert not list(tmp_path.iterdir())


@pytest.mark.slow  # a batch of generated cases
def test_spread_with_kinds_prefers_kinds_the_folder_lacks(engine, tmp_path):
    """--spread with --kinds (the library's command): the scene is a card of nobody for the tally too."""
    outs = [
        o
        for o in generate.run(
            size=4,
            lang="en",
            level=2,
            seed=11,
            count=2,
            folder=tmp_path,
            engine=engine,
            kinds=GENERATOR_KINDS,
            spread=True,
        )
        if o.status == "written"
    ]
    assert len(outs) == 2
    tally = generate.Tally.of_folder(tmp_path)
    assert any(
        kind not in ("victim",) and KINDS.get(kind.removeprefix("not_"), KINDS["row"]).spec != "clue-language.md"
        for (_, kind) in tally.kinds
    )
    for out in outs:
        assert verify_path(str(out.path), rules=list(engine.rules)).verified
