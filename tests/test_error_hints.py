"""Messages that tell a user what to write instead: the room meant, the nouns known, the line of a
JSON case's field."""

from __future__ import annotations

import json

import pytest
from conftest import ROOT, run_pysm

from pysm.case import loader
from pysm.core.errors import CaseInvalid

JSON_CASE = ROOT / "tests" / "fixtures" / "invalid-rooms-null.json"


def _json_case(tmp_path, card: str | None = None, noun: str | None = None):
    data = json.loads(JSON_CASE.read_text(encoding="utf-8"))
    data["rooms"] = ["A A B B", "A A B B", "C C D D", "C C D D"]
    if card is not None:
        data["person"][0]["card"] = card
    if noun is not None:
        data["object"]["p"] = noun
    path = tmp_path / "case.json"
    path.write_text(json.dumps(data, indent=2, ensure_ascii=False), encoding="utf-8")
    return path


def _errors(path):
    with pytest.raises(CaseInvalid) as exc:
        loader.load(str(path))
    return exc.value.errors


@pytest.mark.parametrize(
    "card, message",
    [
        (
            "She was in the Gardn.",
            "the case has no room named 'Gardn' (its rooms: Library, Kitchen, Cellar, Garden); did you mean 'Garden'?",
        ),
        ("She was next to a north of Ana.", None),
    ],
)
def test_json_errors_carry_the_line_of_the_person_s_card(tmp_path, card, message):
    path = _json_case(tmp_path, card=card)
    (err, *_) = _errors(path)
    lines = path.read_text(encoding="utf-8").splitlines()
    assert err.line is not None and card in lines[err.line - 1], (err, err.line)
    if message:
        assert message in err.message
    done = run_pysm("verify", str(path))
    assert done.returncode == 2 and f"case.json:{err.line}:" in done.stdout + done.stderr


def test_json_errors_carry_the_line_of_a_room_field(tmp_path):
    data = json.loads(_json_case(tmp_path).read_text(encoding="utf-8"))
    data["room"]["C"]["floor"] = 7
    path = tmp_path / "floor.json"
    path.write_text(json.dumps(data, indent=2), encoding="utf-8")
    (err, *_) = _errors(path)
    assert '"floor": 7' in path.read_text(encoding="utf-8").splitlines()[err.line - 1], err


def test_unknown_noun_lists_the_nouns_and_a_file_of_the_repository(tmp_path):
    (err, *_) = _errors(_json_case(tmp_path, noun="plnt"))
    assert "object noun 'plnt' is not in the object table" in err.message
    assert "the nouns: armchair, barrel, bear, bed, bench" in err.message and "did you mean 'plant'?" in err.message
    assert "clue-language.md" not in err.message
    assert (ROOT / "pysm" / "lang" / "en.toml").is_file() and "pysm/lang/en.toml [objects]" in err.message
    assert err.line is not None


@pytest.mark.parametrize(
    "lang, rooms, sentence, message",
    [
        ("en", {"A": "Garden", "B": "Hall"}, "She was in the Gardn.", "did you mean 'Garden'?"),
        ("es", {"A": "Capilla", "B": "Salón"}, "Estaba en la Capila.", "did you mean 'Capilla'?"),
        ("nl", {"A": "Keuken", "B": "Hal"}, "Ze was in de Keukn.", "did you mean 'Keuken'?"),
        ("en", {"A": "Garden", "B": "Hall"}, "She was on a chiar.", "did you mean 'chair'?"),
        ("es", {"A": "Capilla", "B": "Salón"}, "Estaba junto a una mesaa.", "(the nouns: alfombra, alfombrilla, árbol"),
    ],
)
def test_closest_name_of_a_room_or_noun(lang, rooms, sentence, message):
    from pysm.language.cards import parse_card

    clues, errors = parse_card(sentence, person="Ana", gender="f", lang=lang, size=4, rooms=rooms)
    assert clues == [] and len(errors) == 1 and message in errors[0], errors


def test_no_guess_when_nothing_is_close():
    from pysm.language.cards import parse_card

    _, errors = parse_card(
        "She was in the Zoo.", person="Ana", gender="f", lang="en", size=4, rooms={"A": "Garden", "B": "Hall"}
    )
    assert "did you mean" not in errors[0]
