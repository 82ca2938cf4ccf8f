"""Case text is data: hostile names, floors, titles and cards never change the program.

A case is rewritten with hostile strings in every name; its answer sets must be
exactly those of the plain case, person for person, and its facts must still be
only facts (every string a quoted literal).
"""

from __future__ import annotations

import json
import tomllib

import clingo
import clingo.ast
import pytest
from conftest import EXAMPLES, run_pysm

HOSTILE = [
    'Ana"). person("X',
    "back\\slash\\",
    "new\nline",
    "100% pure",
    "dot. dot.",
    "a :- b",
    "#show at/3.",
    "#script (python)\nimport os\nos.system('touch /tmp/pwned')\n#end.",
    '#include "/etc/passwd".',
    "#const n=1.",
    "%* open comment",
    "\u00e1rbol \u201cquoted\u201d",
]


def hostile_copy(name: str, tmp_path, pick) -> tuple:
    """The example as JSON with hostile names; returns (path, person renames). Names, rooms,
    floors and titles are one line each (a line break in them is refused: test_cli), so the
    hostile strings are kept with their line breaks made spaces."""
    data = tomllib.loads((EXAMPLES / name).read_text(encoding="utf-8"))
    pick = (lambda inner: lambda i: inner(i).replace("\n", " "))(pick)
    data["title"] = pick(99)
    renames = {}
    for i, person in enumerate(data["person"]):
        new = pick(i) + f" {i}"
        renames[person["name"]] = new
        person["name"] = new
    for j, (_key, room) in enumerate(sorted(data["room"].items())):
        new = pick(j + 10) + f" r{j}"
        for person in data["person"]:
            person["card"] = person["card"].replace(room["name"], new)
        room["name"] = new
        room["floor"] = pick(j + 20) + f" f{j}"
    data.pop("solution", None)
    path = tmp_path / (name.replace(".toml", ".json"))
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path, renames


@pytest.mark.parametrize(
    "name", ["es-primer-caso.toml", "en-alone.toml", "nl-met-een-andere-man.toml", "es-dos-soluciones.toml"]
)
@pytest.mark.parametrize("shift", [0, 5])
def test_hostile_names_give_the_same_answer_sets(name, shift, tmp_path):
    path, renames = hostile_copy(name, tmp_path, lambda i: HOSTILE[(i + shift) % len(HOSTILE)])
    plain = json.loads(run_pysm("solve", "--all", "--json", str(EXAMPLES / name)).stdout)
    out = run_pysm("solve", "--all", "--json", str(path))
    assert out.returncode in (0, 1), out.stderr
    hostile = json.loads(out.stdout)
    assert hostile["status"] == plain["status"]
    want = sorted(sorted((renames[p], c) for p, c in s["people"].items()) for s in plain["solutions"])
    got = sorted(sorted(s["people"].items()) for s in hostile["solutions"])
    assert got == want


def statement_kinds(program: str) -> list[str]:
    """The kind of every statement; rules must be facts (no body)."""
    kinds = []

    def visit(stm):
        assert stm.ast_type != clingo.ast.ASTType.Rule or len(stm.body) == 0, str(stm)
        kinds.append(stm.ast_type.name)

    clingo.ast.parse_string(program, visit)
    return kinds


def test_facts_of_hostile_case_are_only_facts(tmp_path):
    path, renames = hostile_copy("en-alone.toml", tmp_path, lambda i: HOSTILE[i % len(HOSTILE)])
    out = run_pysm("facts", str(path))
    assert out.returncode == 0, out.stderr
    plain = run_pysm("facts", str(EXAMPLES / "en-alone.toml")).stdout
    assert statement_kinds(out.stdout) == statement_kinds(plain)
    assert set(statement_kinds(out.stdout)) == {"Program", "Comment", "Rule"}
    # grounded alone, the facts name exactly the hostile people, each as one string
    ctl = clingo.Control()
    ctl.add("base", [], out.stdout)
    ctl.ground([("base", [])])
    names = {a.symbol.arguments[0].string for a in ctl.symbolic_atoms.by_signature("person", 1)}
    assert names == set(renames.values())


def test_facts_refuse_what_the_loader_would_have_refused():
    """A program that builds a Case itself cannot smuggle text in through gender or clue kind."""
    import dataclasses

    import pytest

    from pysm.case.loader import load
    from pysm.core.model import Clue
    from pysm.solving.facts import render

    case = load(str(EXAMPLES / "es-primer-caso.toml"))
    first = case.people[0]
    bad_gender = dataclasses.replace(case, people=(dataclasses.replace(first, gender="f). #show x"),) + case.people[1:])
    bad_kind = dataclasses.replace(
        case, people=(dataclasses.replace(first, clues=(Clue("row). p(1"),)),) + case.people[1:]
    )
    for broken in (bad_gender, bad_kind):
        with pytest.raises(ValueError):
            render(broken)
