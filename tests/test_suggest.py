"""`pysm suggest`: repairs verify, keep the intended solution, are minimal and parse back;
cores of contradicting sentences are minimal unsatisfiable sets; the file's text is kept."""

from __future__ import annotations

import functools
import json
import random
import tomllib
from dataclasses import replace

import pytest
from breakcases import failing_text
from conftest import ROOT, run_pysm, sweep

from pysm.authoring import generate
from pysm.authoring.suggest import Proposal, SuggestError, clue_identity, edit_text, suggest
from pysm.case.loader import load
from pysm.proof.prove import step_rules
from pysm.solving import facts as facts_module
from pysm.solving.solver import select_rules, solve
from pysm.verify.gate import verify_path

FIXTURES = ROOT / "tests" / "fixtures"
RULES = select_rules()
STEPS = step_rules()


def verified(path: str, text: str):
    return verify_path(path, rules=RULES, steps=STEPS, text=text)


def check_repair(path: str, text: str, result, level: int | None = None) -> None:
    """Everything a repair promises, checked from the repaired text alone."""
    assert result.status == "repaired", result.message
    case = load(path, text)
    intended = dict(result.intended.people)
    # the intended solution is an answer set of the failing case
    answers = solve(case, facts_module.render(case), RULES, limit=0).solutions
    assert intended in [dict(s.people) for s in answers]
    # the repaired text verifies, on the intended solution, within the level
    report = verified(path, result.text)
    assert report.verified, (report.status, report.step_solvable)
    assert dict(report.result.solutions[0].people) == intended
    if level is not None:
        assert report.proof.difficulty["level"] <= level
    # every proposed sentence parses back to its clue, at the end of its person's card
    repaired = load(path, result.text)
    for name in {p.person for p in result.proposals}:
        mine = [p for p in result.proposals if p.person == name]
        before = next(p for p in case.people if p.name == name).clues
        after = next(p for p in repaired.people if p.name == name).clues
        assert [clue_identity(c) for c in after[: len(before)]] == [clue_identity(c) for c in before]
        assert [clue_identity(c) for c in after[len(before) :]] == [clue_identity(p.clue) for p in mine]
        assert [c.text for c in after[len(before) :]] == [p.sentence for p in mine]
    # the victim's card holds the victim sentence and at most one more
    for p in repaired.people:
        if p.is_victim:
            assert sum(c.kind != "victim" for c in p.clues) <= 1
    # removing any proposed sentence breaks it again
    for k in range(len(result.proposals)):
        rest = [p for j, p in enumerate(result.proposals) if j != k]
        again = verified(path, edit_text(text, case, rest))
        assert not (again.verified and (level is None or again.proof.difficulty["level"] <= level)), (
            f"{result.proposals[k].sentence!r} is not needed"
        )


# ---- the fixtures ----------------------------------------------------------------------


@pytest.mark.parametrize("name", ["fails-several-solutions.toml", "fails-needs-guessing.toml"])
def test_fixture_repaired(name):
    path = str(FIXTURES / name)
    text = (FIXTURES / name).read_text(encoding="utf-8")
    result = suggest(load(path, text), text=text, rules=RULES, steps=STEPS)
    check_repair(path, text, result)
    assert len(result.proposals) == 1


def test_fixture_contradiction_core():
    path = FIXTURES / "fails-no-solution.toml"
    case = load(str(path))
    result = suggest(case, text=path.read_text(encoding="utf-8"), rules=RULES, steps=STEPS)
    assert result.status == "contradiction" and not result.proposals
    core = [(c.person, c.index) for c in result.core]
    assert core == [("Anna", 2), ("Bram", 1)]
    assert [c.line for c in result.core] == [41, 46]

    def satisfiable(keep) -> bool:
        people = tuple(replace(p, clues=tuple(c for c in p.clues if (p.name, c.index) in keep)) for p in case.people)
        only = replace(case, people=people)
        return solve(only, facts_module.render(only), RULES, limit=1).status != "none"

    assert not satisfiable(set(core))
    for k in range(len(core)):
        assert satisfiable(set(core[:k] + core[k + 1 :]))


def test_spec_example_contradiction_core():
    path = ROOT / "tests" / "spec_examples" / "en-impossible.toml"
    case = load(str(path))
    result = suggest(case, rules=RULES, steps=STEPS)
    assert result.status == "contradiction" and len(result.core) >= 2
    core = {(c.person, c.index) for c in result.core}

    def satisfiable(keep) -> bool:
        people = tuple(replace(p, clues=tuple(c for c in p.clues if (p.name, c.index) in keep)) for p in case.people)
        only = replace(case, people=people, scene=())
        return solve(only, facts_module.render(only), RULES, limit=1).status != "none"

    assert not satisfiable(core)
    assert all(satisfiable(core - {x}) for x in core)


def test_fixture_solution_mismatch_cannot_be_repaired():
    r = run_pysm("suggest", "tests/fixtures/fails-solution-mismatch.toml")
    assert r.returncode == 1
    assert "[solution]" in r.stdout and "none of its answer sets" in r.stdout


# ---- generated cases, broken --------------------------------------------------------------

DRAFTS = (("es", 4, 1), ("nl", 5, 2), ("en", 6, 3), ("es", 7, 4), ("nl", 6, 5), ("en", 5, 6))  # language, size, seed


@functools.cache
def drafted(k: int):
    """Generated case k of DRAFTS, made when a test first asks for it (the fast suite asks for few)."""
    lang, size, seed = DRAFTS[k]
    d = None
    for s in range(seed, seed + 5):
        d = generate.draft(s, size, lang, 2, engine=engine())
        if d is not None:
            break
    return d.case


@functools.cache
def engine():
    return generate.Engine.default()


# the fast suite: two languages and sizes, one and two sentences taken away
@pytest.mark.parametrize(
    "broken, k", sweep([(broken, k) for broken in (1, 2) for k in range(len(DRAFTS))], [(1, 0), (2, 1)])
)
def test_generated_failing_cases_repaired(k, broken, tmp_path):
    case = drafted(k)
    got = failing_text(replace(case, file="x.toml"), random.Random(100 * k + broken), broken)
    assert got is not None
    text, touched = got
    path = str(tmp_path / f"{case.language}-{case.size}.toml")
    result = suggest(load(path, text), text=text, rules=RULES, steps=STEPS)
    check_repair(path, text, result)
    # giving back what was taken is a repair (of the original answer set): the intended
    # solution is one that the fewest sentences single out, so never more sentences than that
    assert result.fewest or len(result.choices) == 1
    assert len(result.proposals) <= touched


@pytest.mark.parametrize(
    "source, seed",
    sweep(
        [  # generated cases of the library; the fast suite: one
            ("cases/es/el-ultimo-dia-de-raul.toml", 0),
            ("cases/en/blood-in-the-bathroom.toml", 0),
            ("cases/nl/bloed-op-de-zolder.toml", 1),
        ],
        [("cases/es/el-ultimo-dia-de-raul.toml", 0)],
    ),
)
def test_generated_stuck_cases_repaired(source, seed, tmp_path):
    """One solution left, but the proof stops: the sentences proposed let it through."""
    case = load(str(ROOT / source))
    got = failing_text(replace(case, file="x.toml"), random.Random(seed), 1, status=("unique",))
    assert got is not None
    text, touched = got
    path = str(tmp_path / f"stuck-{case.language}.toml")
    result = suggest(load(path, text), text=text, rules=RULES, steps=STEPS)
    assert len(result.choices) == 1 and dict(result.intended.people) == dict(case.solution)
    check_repair(path, text, result)
    assert len(result.proposals) <= touched


@pytest.mark.parametrize("k", sweep([2, 0], [0]))  # the fast suite: the 4x4 case
def test_level_asked_for(k, tmp_path):
    case = drafted(k)
    text, _ = failing_text(replace(case, file="x.toml"), random.Random(7), 2)
    path = str(tmp_path / "lvl.toml")
    result = suggest(load(path, text), text=text, rules=RULES, steps=STEPS, level=1)
    check_repair(path, text, result, level=1)


def test_kinds_asked_for(tmp_path):
    path = str(FIXTURES / "fails-several-solutions.toml")
    text = (FIXTURES / "fails-several-solutions.toml").read_text(encoding="utf-8")
    result = suggest(load(path, text), text=text, rules=RULES, steps=STEPS, kinds=["not_room", "not_column"])
    check_repair(path, text, result)
    assert {p.clue.kind for p in result.proposals} <= {"not_room", "not_column"}
    with pytest.raises(SuggestError):
        suggest(load(path, text), rules=RULES, steps=STEPS, kinds=["rooom"])


# ---- the file's text ----------------------------------------------------------------------

TOML_TEXT = '''# a comment that stays
title = "Caso"   # and this one
language = "es"

rooms = """
A A B B
A A B B
C C D D
C C D D
"""

objects = """
s . . p
. . . .
. . . .
. . . .
"""

[room.A]
name = "Biblioteca"
floor = "parqué"
[room.B]
name = "Cocina"
floor = "piedra"
[room.C]
name = "Bodega"
floor = "piedra"
[room.D]
name = "Jardín"
floor = "parqué"

[object]
s = "silla"
p = "planta"

[[person]]
name = "Ana"
gender = "f"
card = 'Estaba en la fila de arriba. Estaba en una silla.'   # literal string

[[person]]
name = "Bruno"
gender = "m"
card = """Estaba en la segunda fila.
Estaba en la segunda columna desde la izquierda."""

[[person]]
name = "Carla"
gender = "f"
card   =   "Estaba en la tercera fila"

[[person]]
name = "Dario"
gender = "m"
card = "La víctima. Estaba a solas con el asesino."
'''


def _json_of(toml_text: str) -> str:
    data = tomllib.loads(toml_text)
    return json.dumps(data, ensure_ascii=False, indent=1)


@pytest.mark.parametrize("fmt", ["toml", "json"])
def test_edit_keeps_the_text(fmt, tmp_path):
    text = TOML_TEXT if fmt == "toml" else _json_of(TOML_TEXT)
    path = str(tmp_path / f"case.{fmt}")
    case = load(path, text)
    props = [
        Proposal("Carla", case.people[2].clues[0], "Estaba en la tercera columna desde la izquierda."),
        Proposal("Bruno", case.people[1].clues[0], "No estaba en la bodega."),
        Proposal("Ana", case.people[0].clues[0], "Estaba en la primera columna desde la izquierda."),
    ]
    out = edit_text(text, case, props)
    before, after = text.splitlines(), out.splitlines()
    assert len(before) == len(after)
    changed = [i for i, (a, b) in enumerate(zip(before, after, strict=False)) if a != b]
    assert all(("card" in before[i] or "columna desde la izquierda." in before[i]) for i in changed)
    for i in changed:  # each changed line is the old one with text inserted at one place
        a, b = before[i], after[i]
        head = next((k for k in range(len(a)) if a[k] != b[k]), len(a))
        assert a[head:] == b[len(b) - (len(a) - head) :], (a, b)
    if fmt == "toml":
        assert "# a comment that stays" in out and "# literal string" in out
    again = load(path, out)
    assert again.people[2].card == "Estaba en la tercera fila. Estaba en la tercera columna desde la izquierda."
    assert again.people[0].card.endswith("silla. Estaba en la primera columna desde la izquierda.")
    assert again.people[1].card.endswith("izquierda. No estaba en la bodega.")
    assert [len(p.clues) for p in again.people] == [3, 3, 2, 1]


def test_edit_escapes(tmp_path):
    text = TOML_TEXT.replace("'Estaba en la fila de arriba. Estaba en una silla.'", "'Estaba en la fila de arriba.'")
    path = str(tmp_path / "case.toml")
    case = load(path, text)
    out = edit_text(text, case, [Proposal("Ana", case.people[0].clues[0], 'Say "it\'s" \\ here.')])
    assert tomllib.loads(out)["person"][0]["card"] == 'Estaba en la fila de arriba. Say "it\'s" \\ here.'


# ---- the command line ---------------------------------------------------------------------


def test_cli_writes_verified_file_and_refuses_to_overwrite(tmp_path):
    out = tmp_path / "fixed.toml"
    r = run_pysm("suggest", "tests/fixtures/fails-several-solutions.toml", "-o", str(out))
    assert r.returncode == 0, r.stderr
    assert "add 1 sentence" in r.stdout and f"wrote {out}" in r.stdout
    assert run_pysm("verify", str(out)).returncode == 0
    original = (FIXTURES / "fails-several-solutions.toml").read_text(encoding="utf-8").splitlines()
    fixed = out.read_text(encoding="utf-8").splitlines()
    assert [a for a, b in zip(original, fixed, strict=False) if a != b] == ['card = "Estaba en la tercera fila."']
    before = out.read_bytes()
    r = run_pysm("suggest", "tests/fixtures/fails-several-solutions.toml", "-o", str(out))
    assert r.returncode == 2 and "exists" in r.stderr and out.read_bytes() == before
    r = run_pysm("suggest", "tests/fixtures/fails-several-solutions.toml", "-o", str(out), "--force", "--pick", "2")
    assert r.returncode == 0, r.stderr
    assert run_pysm("verify", str(out)).returncode == 0
    solved = json.loads(run_pysm("solve", "--json", str(out)).stdout)["solutions"][0]["people"]
    assert solved["Carla"] == "D3"  # the second answer set


def test_cli_json_and_contradiction(tmp_path):
    out = tmp_path / "never.toml"
    r = run_pysm("suggest", "--json", "tests/fixtures/fails-no-solution.toml", "-o", str(out))
    assert r.returncode == 1 and not out.exists()
    d = json.loads(r.stdout)
    assert d["status"] == "contradiction" and d["proposals"] == [] and d["output"] is None
    assert [(c["person"], c["index"]) for c in d["core"]] == [("Anna", 2), ("Bram", 1)]
    r = run_pysm("suggest", "--json", "tests/fixtures/fails-needs-guessing.toml")
    d = json.loads(r.stdout)
    assert r.returncode == 0 and d["status"] == "repaired"
    assert d["report"]["verified"] is True and len(d["proposals"]) == 1


@pytest.mark.parametrize(
    "args, message",
    [
        (["--pick", "3"], "--pick 3"),
        (["--kinds", "nonsense"], "unknown clue kind"),
        (["-o", "x.json"], "keeps the case's format"),
    ],
)
def test_cli_bad_requests(args, message):
    r = run_pysm("suggest", "tests/fixtures/fails-several-solutions.toml", *args)
    assert r.returncode == 2 and message in r.stderr and "Traceback" not in r.stderr


def test_cli_invalid_case():
    r = run_pysm("suggest", "tests/fixtures/invalid-gender.toml")
    assert r.returncode == 2 and "gender" in r.stderr


def test_verify_hints_at_suggest():
    for name, hint in (
        ("fails-several-solutions.toml", "proposes"),
        ("fails-needs-guessing.toml", "proposes"),
        ("fails-no-solution.toml", "names the sentences"),
    ):
        r = run_pysm("verify", f"tests/fixtures/{name}")
        lines = r.stdout.splitlines()
        assert lines[-2].strip().startswith(f"hint: pysm suggest tests/fixtures/{name} {hint}"), lines[-2]
