"""Every clue kind is whole: for each kind of the table (pysm.core.kinds), what it still lacks.

A kind is one row of the table plus its meaning in asp/, its step family in asp/steps/, its
words in every language and its explanation in pysm/lang/explain-<lang>.toml. This test lists, kind by
kind, what is missing, so a half-added kind fails with a to-do list rather than somewhere deep
in the generator:

- forms / negation <lang>: the language writes a sentence for a clue of the kind (and for its
  negation, where a clue language defines one);
- meaning: a rule of asp/*.lp speaks of the kind's term;
- step family: the kind names its families, each one of asp/steps/families.lp;
- explanation <lang>: pysm/lang/explain-<lang>.toml has a sentence for each of its families;
- generator domain: the board below offers the kind's parameters at least one value, each a
  valid clue;
- suggest candidate: suggest accepts the kind (in each polarity a card can say) and draws its
  clues (those of clue-language.md always, the others when asked for).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from pysm.authoring import suggest
from pysm.core.kinds import KINDS, SPEC_1, SUGGEST_KINDS, Kind, Offer
from pysm.core.model import Clue
from pysm.language import lexicon
from pysm.language.cards import render_clue
from pysm.proof import explain

ROOT = Path(__file__).resolve().parent.parent
ASP = ROOT / "asp"
LANGUAGES = ("es", "nl", "en", "de", "fr", "it", "pt", "ru")
# A board with everything a parameter may ask for: two rooms, an object to stand on and a solid
# one, a window, a door, and two people besides the speaker.
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
ROOM_NAMES = {"K": "Kitchen", "H": "Hall"}
# What a kind is known to lack, and why: stated here so that the test fails both when a kind
# lacks more and when a gap is closed (then remove its row).
KNOWN_GAPS = {
    # suggest adds sentences to cards; a scene sentence is on nobody's card
    "count": ["suggest candidate"],
    "empty_rooms": ["suggest candidate"],
    "every_room": ["suggest candidate"],
}


def _rules_text(files) -> str:
    """The rules of the files without their comments."""
    out = []
    for path in files:
        text = path.read_text(encoding="utf-8")
        text = re.sub(r"%\*.*?\*%", "", text, flags=re.S)
        out.append(re.sub(r"%[^\n]*", "", text))
    return "\n".join(out)


MEANINGS = _rules_text(sorted(ASP.glob("*.lp")))
FAMILIES = set(re.findall(r'^family\("([^"]+)"', (ASP / "steps" / "families.lp").read_text(encoding="utf-8"), re.M))


def _sample(kind: Kind) -> Clue | None:
    values = kind.domain(BOARD) if kind.domain else []
    return Clue.of(kind.name, *values[0]) if values else None


def _suggests(kind: Kind, said: list[str]) -> bool:
    try:
        suggest.check_kinds(said)
    except suggest.SuggestError:
        return False
    return kind.spec == SPEC_1 or bool(suggest.drawn_kinds([kind.name]))


def _writes(clue: Clue, lang: str) -> bool:
    try:
        text = render_clue(clue, lang=lang, gender="f", size=BOARD.size, rooms=ROOM_NAMES)
    except (ValueError, KeyError, IndexError):
        return False
    return bool(text.strip(" ."))


def missing(kind: Kind) -> list[str]:
    """What the kind lacks, in words (empty when it is whole)."""
    out = []
    sample = _sample(kind)
    said = [kind.name] + ([kind.negation] if kind.negated_in else [])
    for lang in LANGUAGES:
        if sample is None:
            break
        if not _writes(sample, lang):
            out.append(f"forms {lang}")
        if kind.negated_in and not _writes(Clue(kind.negation, params=sample.params), lang):
            out.append(f"negation {lang}")
    if not re.search(r"[(,]\s*" + re.escape(kind.name) + r"\b", MEANINGS):
        out.append("meaning in asp/*.lp")
    if not kind.families or not set(kind.families) <= FAMILIES:
        out.append("step family (" + ", ".join(sorted(set(kind.families) - FAMILIES) or ["none named"]) + ")")
    for lang in LANGUAGES:
        lacking = [f for f in kind.families if not explain.has_sentence(lang, f)]
        if lacking:
            out.append(f"explanation {lang} ({', '.join(lacking)})")
    if sample is None:
        out.append("generator domain")
    else:
        try:
            for values in kind.domain(BOARD):
                Clue.of(kind.name, *values).check()
        except ValueError as exc:
            out.append(f"generator domain ({exc})")
    if kind.drawn and not _suggests(kind, said):
        out.append("suggest candidate")
    return out


def test_languages_are_those_checked():
    assert set(lexicon.LANGUAGES) == set(LANGUAGES)


@pytest.mark.parametrize("name", list(KINDS))
def test_kind_is_complete(name):
    lacking = missing(KINDS[name])
    assert lacking == KNOWN_GAPS.get(name, []), (
        f"{name} lacks: {'; '.join(lacking) or 'nothing (a known gap is closed)'}"
    )


def test_known_gaps_are_kinds():
    assert set(KNOWN_GAPS) <= set(KINDS)


def test_the_check_can_fail():
    """A kind with nothing but its row lacks everything the test looks for."""
    bare = Kind("humming", (("k", "int"),), families=("humming",), domain=lambda b: [])
    lacking = missing(bare)
    assert {"meaning in asp/*.lp", "step family (humming)", "generator domain", "suggest candidate"} <= set(lacking)
    assert all(f"explanation {lang} (humming)" in lacking for lang in LANGUAGES)


def test_suggest_refuses_what_it_cannot_propose():
    for name in ("victim", "count", "not_with_other", "humming"):
        assert name not in SUGGEST_KINDS
        with pytest.raises(suggest.SuggestError):
            suggest.check_kinds([name])
