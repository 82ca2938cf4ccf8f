"""`pysm generate --traits`: worlds whose people have traits, clue pools that speak of people of a
trait, cases that verify with at least one such clue, the same bytes for a seed; suggest proposes
trait clues on a case with traits."""

from __future__ import annotations

import json
import random
import time

import pytest
from conftest import run_pysm

from pysm.authoring import gen_data, generate
from pysm.authoring.gen_board import add_traits, build_world
from pysm.authoring.gen_clues import Geometry, holds, is_trait_clue, person_candidates, scene_candidates, true_clues
from pysm.authoring.suggest.answers import first_answer_set
from pysm.authoring.suggest.repair import Repair, world_of
from pysm.case.loader import load
from pysm.core.kinds import TRAIT_KINDS, Offer, trait_domain
from pysm.core.model import Clue
from pysm.language import traits as trait_data
from pysm.language.cards import parse_card, parse_scene, render_clue
from pysm.proof.prove import step_rules
from pysm.solving.solver import select_rules

LANGS = ("es", "nl", "en")
GLASSES = (("glasses", "yes"),)


# ---- the kinds' trait variants ------------------------------------------------------------------


@pytest.mark.parametrize(
    "name, offer, first",
    [
        # a board without traits: none
        ("dir_gender", Offer(size=5), None),
        # a kind that takes no people of a trait: none, whatever the board
        ("row", Offer(size=5, traits=GLASSES), None),
        ("with_other", Offer(size=5, rooms=("A",), traits=GLASSES), None),
        # the gender or who replaced by people of a trait, every base of TRAIT_BASES
        ("dir_gender", Offer(size=5, traits=GLASSES), ("north", ("with", "anyone", "glasses", "yes"), "some")),
        ("gender_in_room", Offer(size=5, traits=GLASSES), (("with", "anyone", "glasses", "yes"), "at_least", 1)),
        (
            "count",
            Offer(size=5, objects=("chair",), standable=("chair",), traits=GLASSES),
            (("with", "people", "glasses", "yes"), "all", 0, ("on", "chair")),
        ),
        ("offset_who", Offer(size=5, traits=(("hair", "red"),)), ("north", 1, ("with", "anyone", "hair", "red"))),
    ],
)
def test_trait_domain(name, offer, first):
    got = trait_domain(name, offer)
    if first is None:
        assert got == []
        return
    assert got[0] == first
    assert len(got) == len(set(got))  # nothing twice
    for params in got:  # every one a clue of the kind
        Clue.of(name, *params).check()


def test_trait_kinds_are_those_whose_people_may_carry_a_trait():
    assert {"dir_gender", "gender_in_room", "alone_with_gender", "room_person", "count", "offset_who"} <= set(
        TRAIT_KINDS
    )
    assert "with_other" not in TRAIT_KINDS


def _render_parse(lang: str, clue: Clue, gender: str) -> list[tuple]:
    rooms = {"A": {"es": "Cocina", "nl": "Keuken"}.get(lang, "Kitchen")}
    text = render_clue(clue, lang=lang, gender=gender, size=6, rooms=rooms, variant=0)
    where = dict(
        lang=lang,
        size=6,
        rooms=rooms,
        people={"Ana": "f", "Bruno": "m"},
        objects={(1, 1): ("chair",), (2, 2): ("table",)},
    )
    if clue.spec.scene:
        got, errors = parse_scene(text, **where)
    else:
        del where["lang"]
        got, errors = parse_card(text, person="Ana", gender=gender, lang=lang, **where)
    assert not errors, (text, errors)
    return [(c.kind, c.params) for c in got]


@pytest.mark.slow
@pytest.mark.parametrize("lang", LANGS)
def test_every_trait_variant_reads_back(lang):
    """The trait variants the generator may draw are sentences that parse back to them, in both
    polarities (the generator's acceptance checks the cards it writes; this checks many variants)."""
    offer = Offer(
        size=6,
        rooms=("A",),
        objects=("chair", "table"),
        standable=("chair",),
        others=("Bruno",),
        traits=(("glasses", "yes"), ("hair", "red"), ("bald", "yes")),
    )
    for name in TRAIT_KINDS:
        # every fifth: the domain runs through its 3 bases x 3 traits for each of the kind's other
        # parameters, so each base and trait still meets many of them
        for params in trait_domain(name, offer)[::5]:
            for negated in (False, True):
                clue = Clue.of(name, *params)
                if negated:
                    clue = Clue(clue.negation_kind(), params=clue.params)
                for gender in ("f", "m"):
                    assert _render_parse(lang, clue, gender) == [(clue.kind, clue.params)]


# ---- worlds with traits -------------------------------------------------------------------------


def _world(lang: str, seed: int, size: int = 6):
    rng = random.Random(seed)
    world = None
    while world is None:
        world = build_world(rng, size, gen_data.load(lang))
    return add_traits(rng, world), rng


@pytest.mark.parametrize("seed", range(12))
def test_traits_are_varied_and_read_as_the_loader_reads_them(seed):
    world, _ = _world("en", seed)
    assert len(world.traits) == len(world.people)
    used = {t for traits in world.traits for t, _ in traits}
    assert len(used) >= 2  # at least two traits to tell people apart
    for (_, gender), traits in zip(world.people, world.traits, strict=False):
        have = dict(traits)
        assert list(traits) == sorted(traits)
        for name, value in traits:
            assert value in trait_data.values(name)
        if have.get("bald") == "yes":
            assert "hair" not in have  # a bald person has no hair colour
        if gender == "f":
            assert have.get("beard", "no") == "no" and have.get("bald", "no") == "no"
    for name in used:
        if not trait_data.is_flag(name):  # a value shared by all would describe no one
            assert len({dict(t).get(name) for t in world.traits} - {None}) >= 2
        if trait_data.is_flag(name):  # every flag: someone has it, and everyone says
            assert all(name in dict(t) for t in world.traits)
            assert any(dict(t)[name] == "yes" for t in world.traits)
    again, _ = _world("en", seed)
    assert again == world


@pytest.mark.slow
def test_pools_hold_trait_clues_and_no_trait_nobody_of_that_gender_has():
    world, rng = _world("en", 3)
    geo = Geometry(world)
    geo.ask({n: person_candidates(geo, i, ()) for i, n in enumerate(geo.names)}, scene_candidates(geo, ()))
    pools = [true_clues(geo, i, (), rng) for i in range(world.size)]
    drawn = [c for pool in pools for c in pool if is_trait_clue(c)]
    assert drawn and any(not c.negated for c in drawn)
    held = {(g, tv) for (_, g), traits in zip(world.people, world.traits, strict=False) for tv in traits}
    for c in drawn:
        for p in c.params:
            if isinstance(p, tuple) and p[:1] == ("with",) and p[1] in ("f", "m"):
                assert (p[1], p[2:]) in held, c


# ---- generated cases ----------------------------------------------------------------------------


def _trait_clues(case) -> list[Clue]:
    return [c for p in case.people for c in p.clues if is_trait_clue(c)] + [c for c in case.scene if is_trait_clue(c)]


def test_cli_traits_case_verifies_with_a_trait_clue_and_a_seed_gives_the_same_bytes(tmp_path):
    out = run_pysm(
        "generate", "--size", "4", "--lang", "en", "--level", "1", "--seed", "5", "--traits", "-o", str(tmp_path)
    )
    assert out.returncode == 0, out.stderr
    (path,) = tmp_path.glob("*.toml")
    text = path.read_text(encoding="utf-8")
    assert text.startswith("# Generated by pysm generate --lang en --size 4 --level 1 --seed 5 --traits")
    case = load(str(path))
    assert _trait_clues(case)
    assert any(p.traits for p in case.people)
    assert run_pysm("verify", str(path)).returncode == 0
    d = generate.draft(5, 4, "en", 1, traits=True)  # the same seed again: the same text
    assert d.text(case.title) == text


@pytest.mark.slow
@pytest.mark.parametrize(
    "lang, size, level, seed",
    [
        ("es", 5, 1, 11),
        ("es", 6, 2, 12),
        ("nl", 5, 1, 13),
        ("nl", 6, 2, 14),
        ("en", 6, 2, 15),
    ],
)
def test_traits_cases_verify_in_each_language(lang, size, level, seed, tmp_path):
    out = run_pysm(
        "generate",
        "--size",
        str(size),
        "--lang",
        lang,
        "--level",
        str(level),
        "--seed",
        str(seed),
        "--traits",
        "--count",
        "2",
        "-o",
        str(tmp_path / "a"),
    )
    assert out.returncode == 0, out.stderr
    again = run_pysm(
        "generate",
        "--size",
        str(size),
        "--lang",
        lang,
        "--level",
        str(level),
        "--seed",
        str(seed),
        "--traits",
        "--count",
        "2",
        "-o",
        str(tmp_path / "b"),
    )
    assert again.returncode == 0, again.stderr
    files = sorted((tmp_path / "a").glob("*.toml"))
    assert len(files) == 2
    for path in files:
        assert path.read_bytes() == (tmp_path / "b" / path.name).read_bytes()
        case = load(str(path))
        assert _trait_clues(case), path.read_text(encoding="utf-8")
    verdict = run_pysm("verify", str(tmp_path / "a"))
    assert verdict.returncode == 0, verdict.stdout


def test_traits_are_not_passed_to_the_cluster(tmp_path):
    from pysm.core.errors import GenerateError

    with pytest.raises(GenerateError, match="--traits"):
        generate.run(size=4, lang="en", folder=tmp_path, traits=True, drafts=lambda seeds: iter(()))


# ---- suggest ------------------------------------------------------------------------------------


def test_suggest_reads_a_cases_traits_into_its_world():
    case = load("x.toml", CASE)
    world = world_of(case, [(1, 1)] * len(case.people))
    assert world.traits_of(0) == (("glasses", "yes"), ("hair", "red"))
    assert world.traits_of(1) == (("glasses", "no"),)  # the loader's "no" for a flag
    assert Geometry(world).offer(0).traits == (("glasses", "yes"), ("hair", "red"))


def test_suggest_proposes_clues_about_people_of_a_trait():
    """The case has four answer sets; the candidates of the trait-taking kinds asked for include
    clues about people of a trait, each true in the intended solution."""
    case = load("x.toml", CASE)
    rules, steps = select_rules(), step_rules()
    target = first_answer_set(case, rules)
    repair = Repair(
        case,
        target,
        rules=rules,
        steps=steps,
        level=None,
        kinds={"dir_gender", "offset_who"},
        named=set(),
        timeout=30,
        deadline=time.monotonic() + 30,
    )
    trait = [c for c in repair.cands if is_trait_clue(c.clue)]
    assert {c.clue.base for c in trait} == {"dir_gender", "offset_who"}
    assert ("with", "f", "glasses", "yes") in {p for c in trait for p in c.clue.params}
    for c in trait:
        assert holds(repair.geo, c.clue, c.person, repair.cells)


CASE = '''title = "Traits"
language = "en"
rooms = """
AABB
AABB
CCDD
CCDD
"""
[room.A]
name = "Kitchen"
floor = "tiles"
[room.B]
name = "Study"
floor = "carpet"
[room.C]
name = "Hall"
floor = "stone"
[room.D]
name = "Garden"
floor = "grass"

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
card = "She was in the Hall."
traits = { hair = "red" }

[[person]]
name = "Dario"
gender = "m"
card = "He was in the bottom row."
'''


@pytest.mark.slow
def test_suggest_repairs_with_a_trait_clue(tmp_path):
    """Asked for offsets from someone at a place, suggest's repair of the case speaks of someone with
    glasses (Ana, the only one, in a corner)."""
    path = tmp_path / "traits.toml"
    path.write_text(CASE, encoding="utf-8")
    out = run_pysm("suggest", str(path), "--kinds", "offset_at", "not_offset_at", "--json")
    assert out.returncode == 0, out.stderr
    proposals = json.loads(out.stdout)["proposals"]
    assert any("with glasses" in p["sentence"] for p in proposals), proposals
