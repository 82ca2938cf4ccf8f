"""The kinds table (pysm.core.kinds) and the rules agree, and the lists derived from it hold.

The table says what each kind is (a cell kind, a scene kind, about other people); the rules
say it again where they give the kind's meaning (cell_term/1 beside its cell_has/3 rules,
person_term/1 beside its holds/2 rules). These tests keep the two readings together, and
check that a step file's `% Needs:` line names only step families the table knows (a word
it does not know would stand for itself and leave the file out of every case).
"""

from __future__ import annotations

import re
from pathlib import Path

import clingo
import pytest

from pysm.core import kinds
from pysm.core.kinds import KINDS, Offer
from pysm.core.model import Clue
from pysm.proof.program import NEEDS, needed_words
from pysm.solving.facts import clue_term, quote

ROOT = Path(__file__).resolve().parent.parent
ASP = ROOT / "asp"
BOARD = Offer(
    size=5,
    rooms=("K", "H"),
    objects=("chair", "plant"),
    standable=("chair",),
    placed=((1, 2, "chair"), (3, 3, "plant")),
    windows=True,
    doors=True,
    others=("Bo", "Cy"),
    outdoors=("H",),
)
FACTS = """size(5). person("Ana"). gender("Ana",f). person("Bo"). gender("Bo",m). person("Cy"). gender("Cy",f).
cell_room(R,C,"K") :- R = 1..5, C = 1..2.  cell_room(R,C,"H") :- R = 1..5, C = 3..5.
object_at(1,2,"chair"). object_at(3,3,"plant"). solid("plant"). window(1,1,n). door(5,5,s).
"""


def classes(kind: kinds.Kind) -> set[str]:
    """How the rules read the kind's first term on BOARD: cell_term, person_term (asked of Ana)."""
    term = clue_term(Clue.of(kind.name, *kind.domain(BOARD)[0]))
    ctl = clingo.Control(["--warn=none"])
    for f in sorted(ASP.glob("*.lp")):
        if f.name not in ("placement.lp", "show.lp"):
            ctl.load(str(f))
    ctl.add("base", [], FACTS + f"stated({quote('Ana')},{term}).")
    ctl.ground([("base", [])])
    found = set()
    for name in ("cell_term", "person_term"):
        found |= {name for a in ctl.symbolic_atoms.by_signature(name, 1) if str(a.symbol.arguments[0]) == term}
    return found


@pytest.mark.parametrize("name", list(KINDS))
def test_the_rules_read_each_kind_as_the_table_says(name):
    kind = KINDS[name]
    found = classes(kind)
    if kind.cell:
        assert found == {"cell_term"}
    elif kind.scene:
        assert found == set()
    else:  # about other people: a person term, unless a company kind states its own constraint
        assert found == {"person_term"} or (kind.company and not found)


def test_every_kind_has_a_meaning_class():
    """A kind no rule reads as a cell or person term must be a scene or company kind."""
    for name, kind in KINDS.items():
        assert kind.cell or kind.scene or kind.company or classes(kind) == {"person_term"}, name


STEP_FILES = sorted((ASP / "steps").glob("*.lp"))


@pytest.mark.parametrize("path", STEP_FILES, ids=[p.name for p in STEP_FILES])
def test_needs_lines_name_families_of_the_table(path):
    found = NEEDS.search(path.read_text(encoding="utf-8"))
    if found:
        facts = (ROOT / "templates" / "facts.lp.j2").read_text(encoding="utf-8")
        # a family of the kinds table, or a fact the case itself states (an opt-in such as step_family)
        stated = set(re.findall(r"^\s*(?:\{[^}]*\})?\s*([a-z_]+)\(", facts, re.M))
        unknown = [w for w in found.group(1).split() if w not in kinds.FAMILIES and w not in stated]
        assert not unknown, f"{path.name}: % Needs: {' '.join(unknown)} is no step family nor a case fact"


def test_needs_stand_for_the_kinds_of_their_families():
    assert needed_words("other-person") == kinds.family_kinds("other-person")
    assert set(needed_words("count rooms")) == {"count", "empty_rooms", "every_room"}
    assert needed_words("my_word") == ("my_word",)  # a word of a user's rule file stands for itself


def test_every_family_of_the_table_is_a_step_family():
    families = set(re.findall(r'^family\("([^"]+)"', (ASP / "steps" / "families.lp").read_text(encoding="utf-8"), re.M))
    assert set(kinds.FAMILIES) <= families


@pytest.mark.parametrize("name", list(KINDS))
def test_every_domain_value_is_a_valid_clue(name):
    kind = KINDS[name]
    values = kind.domain(BOARD)
    assert values and len(set(values)) == len(values)
    for params in values:
        Clue.of(name, *params).check()
        if kind.negated_in:
            Clue.of(kind.negation, *params).check()


DERIVED = [
    # (list, what it holds)
    (kinds.CELL_KINDS, {n for n, k in KINDS.items() if k.cell and k.spec == kinds.SPEC_1}),
    (kinds.SCENE_KINDS, {x for n, k in KINDS.items() if k.scene for x in (n, k.negation)}),
    (kinds.COMPANY_KINDS, {n for n, k in KINDS.items() if k.company}),
    (
        kinds.GENERATOR_KINDS,
        {n for n, k in KINDS.items() if k.spec in (kinds.SPEC_2, kinds.SPEC_3)}
        | {k.negation for k in KINDS.values() if k.spec == kinds.SPEC_1 and k.negated_in == kinds.SPEC_2},
    ),
    (kinds.SUGGEST_KINDS, set(kinds.CARD_KINDS) - {n for n, k in KINDS.items() if not k.drawn}),
]


@pytest.mark.parametrize("derived, expected", DERIVED)
def test_derived_lists(derived, expected):
    assert len(derived) == len(set(derived)) and set(derived) == expected


def test_card_kinds_are_every_sentence_a_card_may_say():
    said = {n for n, k in KINDS.items() if not k.scene} | {
        k.negation for k in KINDS.values() if not k.scene and k.negated_in
    }
    assert set(kinds.CARD_KINDS) == said


WEIGHTS = [
    # (sentence kind, draw weight, strength, ease)
    ("row", 1.0, 0.3, 1),
    ("not_next_to", 1.4, 0.3, 4),
    ("not_alone", 1.0, 0.15, 6),
    ("dir_person", 1.0, 0.4, 6),
    ("neither", 1.0, 0.3, 6),
    ("no_such_kind", 1.0, 0.3, 6),
]


@pytest.mark.parametrize("kind, weight, strength, ease", WEIGHTS)
def test_weights_by_polarity(kind, weight, strength, ease):
    assert (kinds.draw_weight(kind), kinds.strength(kind), kinds.ease(kind)) == (weight, strength, ease)


def test_suggest_proposes_a_kind_of_the_second_language_when_asked():
    """`pysm suggest --kinds dir_person not_dir_person` repairs with those kinds alone."""
    from pysm.authoring.suggest import suggest
    from pysm.case.loader import load

    case = load(str(ROOT / "tests" / "fixtures" / "fails-several-solutions.toml"))
    result = suggest(case, kinds=["dir_person", "not_dir_person"])
    assert result.proposals and {p.clue.base for p in result.proposals} == {"dir_person"}
