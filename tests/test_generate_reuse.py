"""The generator's shortcuts keep what it publishes: the publishing check stands on the draft's
own proof only for the facts that proof was made of, and the world's pruned control grounds
the same wherever the rule files lie (a cluster worker's copies, pysm's own)."""

from __future__ import annotations

import shutil
from dataclasses import replace

import pytest

from pysm.authoring import generate
from pysm.verify.gate import verify_path


@pytest.fixture(scope="module")
def engine():
    return generate.Engine.default()


@pytest.fixture(scope="module")
def drafted(engine):
    d = generate.draft(5, 4, "es", 2, engine=engine)
    assert d is not None and d.proof is not None
    return d


def test_the_drafts_proof_is_the_proof_of_its_written_text(drafted, engine, tmp_path):
    """The card order the search proved is the order written, so verify proves the text to
    the very proof the draft carries."""
    text = drafted.text(drafted.titles[0])
    report = verify_path(str(tmp_path / "a.toml"), rules=list(engine.rules), steps=list(engine.steps), text=text)
    assert report.verified
    assert report.proof.as_dict() == drafted.proof.as_dict()


@pytest.mark.parametrize(
    "proved,problem",
    [
        ("same", "does not verify"),  # the draft's (here unsolved) proof is what the check judges
        ("other", None),  # other facts: the text is verified in full, and passes
    ],
)
def test_the_check_uses_the_drafts_proof_only_for_its_own_facts(drafted, engine, tmp_path, proved, problem):
    stuck = replace(drafted.proof, solved=False, placement=None, stuck={})
    d = replace(drafted, proof=stuck, proved=drafted.proved if proved == "same" else drafted.proved + "% other\n")
    problems = generate.check(d, d.text(d.titles[0]), str(tmp_path / "a.toml"), engine)
    if problem is None:
        assert problems == []
    else:
        assert any(problem in p for p in problems), problems


def test_rule_files_elsewhere_ground_the_same_world_control(drafted, engine, tmp_path):
    """The world's control is pruned whatever folder its rule files are in (a cluster worker
    runs copies), so the copies ground what pysm's own do, atom for atom, in the same order."""
    from pysm.authoring.generate.search import world_control
    from pysm.solving import facts as facts_module

    for path in engine.rules:
        shutil.copy(path, tmp_path / path.name)
    facts = facts_module.render(drafted.case)
    controls = [
        world_control(rules, facts, facts)  # kept: its atoms are read from it
        for rules in (list(engine.rules), [tmp_path / path.name for path in engine.rules])
    ]
    grounded = [[str(a.symbol) for a in ctl.symbolic_atoms] for ctl in controls]
    assert grounded[0] == grounded[1]


@pytest.mark.parametrize("kinds", [(), ("dir_person", "same_room", "alone_with", "count", "every_room", "at_wall")])
def test_judge_says_what_holds_says(engine, kinds):
    """Geometry.judge (many clues on one placement, what each asks looked up once) answers as
    asking each clue alone does (its cells, or the placement's company answers), on the
    world's placement and on others (people swapped)."""
    import random as random_module

    from pysm.authoring import gen_data
    from pysm.authoring.gen_board import build_world
    from pysm.authoring.generate.search import Search

    rng = random_module.Random(7)
    world = None
    while world is None:
        world = build_world(rng, 6, gen_data.load("en"))
    search = Search(world, rng, 2, engine, kinds=kinds)
    geo = search.geo
    placements = [list(world.cells)]
    for _ in range(4):
        cells = list(world.cells)
        a, b = rng.sample(range(len(cells)), 2)
        cells[a], cells[b] = cells[b], cells[a]
        placements.append(cells)
    compared = {True: 0, False: 0}
    for cells in placements:
        for i, pool in enumerate(search.truth):
            who = None if i == search.n else i
            true_of = geo.judge(who, cells)
            for clue in pool:
                if who is not None and clue.spec.cell:
                    answer = geo.cell_fits(clue, cells[who])
                else:
                    name = "" if who is None else geo.names[who]
                    answer = ((name, geo.key(clue)) in geo.company(cells)) != clue.negated
                assert true_of(clue) == answer, (clue, who, cells)
                compared[answer] += 1
    assert compared[True] and compared[False]
