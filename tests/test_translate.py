"""`pysm translate`: the same case in another language, with the same clue facts, or nothing written."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import ROOT, run_pysm

from pysm.authoring import translate as translating
from pysm.authoring.translate import TranslationError, languages, translate
from pysm.case import loader
from pysm.solving import facts

CASES = sorted((ROOT / "cases").glob("*/*.toml"))
FEW = (
    [ROOT / "cases" / "en" / "a-body-in-the-conservatory.toml"]
    + [p for p in CASES if "/es/" in str(p)][:1]
    + [p for p in CASES if "/nl/" in str(p)][:1]
)
CONSERVATORY = FEW[0]
JOINED = {
    # a card of each language's joined sentences, with what its sentences say
    "en": ("He was beside a plant and he was not in the Stage. He was outside the Lounge.",),
    "es": ("Estaba junto a una planta y no estaba en el Stage. Estaba fuera del Lounge.",),
    "nl": ("Hij was naast een plant en niet in de Stage. Hij was buiten de Lounge.",),
}


def _other_languages(case) -> list[str]:
    return [lang for lang in languages() if lang != case.language]


def _same_facts(path: Path) -> None:
    case = loader.load(str(path))
    for lang in _other_languages(case):
        text = translate(case, lang)
        back = loader.load(f"{path.stem}.{lang}.toml", text)
        assert back.language == lang
        assert facts.render(back) == facts.render(case), (path.name, lang)


@pytest.mark.parametrize("path", FEW, ids=lambda p: p.stem)
def test_a_few_cases_keep_their_facts_in_every_language(path):
    _same_facts(path)


@pytest.mark.slow
@pytest.mark.parametrize("path", CASES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_every_bundled_case_keeps_its_facts_in_every_language(path):
    _same_facts(path)


@pytest.mark.parametrize("lang", sorted(JOINED))
def test_joined_and_outside_sentences_keep_their_facts(tmp_path, lang):
    """Sentences that join clauses are joined again in the other language, so every clue keeps its
    sentence's number; "outside" is written as the negated room."""
    original = loader.load(str(CONSERVATORY))
    text = CONSERVATORY.read_text(encoding="utf-8") if lang == "en" else translate(original, lang)
    basil = next(p for p in loader.load("x.toml", text).people if p.name == "Basil")
    case_file = tmp_path / f"joined-{lang}.toml"
    case_file.write_text(text.replace(f'card = "{basil.card}"', f'card = "{JOINED[lang][0]}"'), encoding="utf-8")
    case = loader.load(str(case_file))
    basil = next(p for p in case.people if p.name == "Basil")
    assert [c.index for c in basil.clues] == [1, 1, 2]
    _same_facts(case_file)


def test_stdout_and_file(tmp_path):
    done = run_pysm("translate", str(CONSERVATORY), "--to", "es")
    assert done.returncode == 0 and 'language = "es"' in done.stdout and "Estaba junto a una planta." in done.stdout
    out = tmp_path / "es.toml"
    assert run_pysm("translate", str(CONSERVATORY), "--to", "nl", "-o", str(out)).returncode == 0
    assert 'language = "nl"' in out.read_text(encoding="utf-8")


def test_never_overwrites_without_force(tmp_path):
    out = tmp_path / "kept.toml"
    out.write_text("mine", encoding="utf-8")
    done = run_pysm("translate", str(CONSERVATORY), "--to", "es", "-o", str(out))
    assert done.returncode == 2 and "--force" in done.stderr and out.read_text(encoding="utf-8") == "mine"
    assert run_pysm("translate", str(CONSERVATORY), "--to", "es", "-o", str(out), "--force").returncode == 0
    assert 'language = "es"' in out.read_text(encoding="utf-8")


def test_refused_when_the_facts_would_change(tmp_path, monkeypatch):
    """A translation that says something else is refused: exit 2, nothing written."""
    real = translating.render_clue

    def wrong(clue, **kw):
        said = real(clue, **kw)
        return said.replace("una planta", "una mesa")

    monkeypatch.setattr(translating, "render_clue", wrong)
    out = tmp_path / "wrong.toml"
    done = run_pysm("translate", str(CONSERVATORY), "--to", "es", "-o", str(out))
    assert done.returncode == 2 and "would change the case's facts" in done.stderr, done.stderr
    assert 'next_to("plant")' in done.stderr and not out.exists()
    with pytest.raises(TranslationError):
        translate(loader.load(str(CONSERVATORY)), "es")


def test_languages_come_from_the_language_data():
    assert set(languages()) >= {"en", "es", "nl"}
    done = run_pysm("translate", str(CONSERVATORY), "--to", "xx")
    assert done.returncode == 2 and "invalid choice" in done.stderr


def test_invalid_case_is_refused(tmp_path):
    bad = tmp_path / "bad.toml"
    bad.write_text("language = 3\n", encoding="utf-8")
    out = tmp_path / "out.toml"
    done = run_pysm("translate", str(bad), "--to", "es", "-o", str(out))
    assert done.returncode == 2 and not out.exists()
