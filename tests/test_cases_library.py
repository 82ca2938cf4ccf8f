"""The case library in cases/: it verifies, it covers every board size in every language, and
together its cards use every clue kind and every sentence form of clue-language.md."""

from __future__ import annotations

from collections import Counter

import pytest
from conftest import ROOT, run_pysm, spread

from pysm.authoring.gen_clues import identify, required_keys
from pysm.case.loader import load
from pysm.core.model import ALL_KINDS, KINDS

CASES = ROOT / "cases"
LANGS = ("es", "nl", "en")
SIZES = range(4, 10)


@pytest.fixture(scope="module")
def library():
    return {lang: [load(str(p)) for p in sorted((CASES / lang).glob("*.toml"))] for lang in LANGS}


# The fast suite verifies a spread of the library (each language, sizes 4 to 9), the slow marker all of it.
@pytest.mark.parametrize(
    "whole", [pytest.param(False, id="spread"), pytest.param(True, id="all", marks=pytest.mark.slow)]
)
def test_the_library_verifies(whole):
    paths = [CASES] if whole else spread(sorted(CASES.rglob("*.toml")))
    out = run_pysm("verify", *map(str, paths))
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr


@pytest.mark.parametrize("lang", LANGS)
def test_every_size_three_times(library, lang):
    sizes = Counter(case.size for case in library[lang])
    assert all(sizes[n] >= 3 for n in SIZES), dict(sizes)
    assert all(case.language == lang for case in library[lang])


@pytest.mark.parametrize("lang", LANGS)
def test_every_kind_and_sentence_form(library, lang):
    used: set[tuple[str, str | None]] = set()
    for case in library[lang]:
        rooms = {r.key: r.name for r in case.rooms}
        for p in case.people:
            for clue in p.clues:
                used.add(
                    (
                        clue.kind,
                        identify(clue, clue.text, lang=lang, gender=p.gender, size=case.size, rooms=rooms, name=p.name),
                    )
                )
    assert (None in {key for _, key in used}) is False, "a card sentence the renderer does not write"
    missing_kinds = set(ALL_KINDS) - {kind for kind, _ in used}
    assert not missing_kinds
    missing_forms = sorted(
        (kind, key) for kind in ALL_KINDS for key in required_keys(kind, lang) if (kind, key) not in used
    )
    assert not missing_forms


def test_titles_and_file_names_are_unique(library):
    for lang, cases in library.items():
        titles = [c.title for c in cases]
        assert len(set(titles)) == len(titles), lang


# ---- the kinds of clue-language-2.md and case-format-2.md ------------------------------------


def _uses(case) -> set[str]:
    """The positive kinds a case's cards and scene use, and "windows" / "doors" when it has them."""
    used = {c.base for p in case.people for c in p.clues} | {c.base for c in case.scene}
    used |= {name for name, there in (("windows", case.windows), ("doors", case.doors)) if there}
    return used


def _new(case) -> bool:
    """Whether the case needs the part-2 readings: a kind of clue-language-2.md, a scene, or not_alone."""
    return any(KINDS[k].spec != "clue-language.md" for k in _uses(case) if k in KINDS) or any(
        c.kind == "not_alone" for p in case.people for c in p.clues
    )


@pytest.mark.parametrize("lang", LANGS)
def test_every_kind_of_part_2_in_each_language(library, lang):
    used = set().union(*(_uses(case) for case in library[lang]))
    wanted = {n for n, k in KINDS.items() if k.spec != "clue-language-3.md"} | {"windows", "doors"}
    assert not wanted - used, sorted(wanted - used)


@pytest.mark.parametrize("lang", LANGS)
def test_new_kinds_at_every_size(library, lang):
    sizes = Counter(case.size for case in library[lang] if _new(case))
    assert all(sizes[n] >= 1 for n in SIZES), dict(sizes)
