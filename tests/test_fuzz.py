"""Fuzzing the loader, the sentence parser and the command line (bounded for CI).

Every input ends in a Case or a CaseInvalid with messages: never another
exception. Set PYSM_FUZZ_EXAMPLES to run longer (see the README).
"""

from __future__ import annotations

import json
import os
import tomllib

import pytest
from conftest import EXAMPLES, budgets, run_pysm
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pysm.case.loader import load
from pysm.core.model import Case, CaseInvalid
from pysm.language.cards import parse_card

# The fast suite tries QUICK examples of each, the slow marker EXAMPLES_N; PYSM_FUZZ_EXAMPLES sets both.
EXAMPLES_N = int(os.environ.get("PYSM_FUZZ_EXAMPLES", "150"))
QUICK = int(os.environ.get("PYSM_FUZZ_EXAMPLES", "10"))
FUZZ = settings(deadline=None, suppress_health_check=list(HealthCheck))
BASE = tomllib.loads((EXAMPLES / "es-primer-caso.toml").read_text(encoding="utf-8"))

scalars = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False), st.text(max_size=30))
json_values = st.recursive(
    scalars,
    lambda inner: st.one_of(st.lists(inner, max_size=5), st.dictionaries(st.text(max_size=10), inner, max_size=5)),
    max_leaves=30,
)


def check_load(path: str, text: str) -> None:
    try:
        case = load(path, text)
    except CaseInvalid as exc:
        assert exc.errors and all(e.message and e.file == path for e in exc.errors)
        assert not any("internal error" in e.message for e in exc.errors)
    else:
        assert isinstance(case, Case)


@budgets(QUICK, EXAMPLES_N)
def test_random_structures(examples):
    @settings(FUZZ, max_examples=examples)
    @given(st.dictionaries(st.sampled_from(sorted(BASE) + ["extra"]), json_values, max_size=9))
    def loads_or_refuses(data):
        check_load("fuzz.json", json.dumps(data))

    loads_or_refuses()


def _paths(value, prefix=()):
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _paths(v, prefix + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _paths(v, prefix + (i,))
    yield prefix


ALL_PATHS = [p for p in _paths(BASE) if p]


@budgets(QUICK, EXAMPLES_N)
def test_wrong_type_in_every_field(examples):
    @settings(FUZZ, max_examples=examples)
    @given(st.sampled_from(ALL_PATHS), json_values)
    def loads_or_refuses(path, value):
        data = json.loads(json.dumps(BASE))
        target = data
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
        check_load("fuzz.json", json.dumps(data))

    loads_or_refuses()


@budgets(QUICK, EXAMPLES_N)
def test_random_text_as_toml(examples):
    @settings(FUZZ, max_examples=examples)
    @given(st.text(max_size=400))
    def loads_or_refuses(text):
        check_load("fuzz.toml", text)

    loads_or_refuses()


@budgets(QUICK, EXAMPLES_N)
def test_binary_garbage(tmp_path_factory, examples):
    @settings(FUZZ, max_examples=examples)
    @given(st.binary(max_size=300))
    def loads_or_refuses(blob):
        path = tmp_path_factory.mktemp("bin") / "garbage.toml"
        path.write_bytes(blob)
        try:
            load(str(path))
        except CaseInvalid as exc:
            assert exc.errors

    loads_or_refuses()


def test_deep_nesting():
    check_load("deep.json", "[" * 100_000 + "]" * 100_000)
    check_load("deep.json", '{"a":' * 50_000 + "1" + "}" * 50_000)
    check_load("deep.toml", "a = " + "[" * 50_000 + "]" * 50_000)


def test_huge_file(tmp_path):
    path = tmp_path / "huge.toml"
    path.write_text("title = '" + "x" * 2_000_000 + "'\n")
    out = run_pysm("verify", str(path))
    assert out.returncode == 2 and "larger than the limit" in out.stdout


def test_empty_file(tmp_path):
    path = tmp_path / "empty.toml"
    path.write_text("")
    out = run_pysm("verify", str(path))
    assert out.returncode == 2 and "the file is empty" in out.stdout


def test_invalid_utf8(tmp_path):
    path = tmp_path / "latin1.toml"
    path.write_bytes("title = 'caf\u00e9'\n".encode("latin-1"))
    out = run_pysm("verify", str(path))
    assert out.returncode == 2 and "not valid UTF-8" in out.stdout and "Traceback" not in out.stderr


SENTENCES = [c.strip() + "." for p in BASE["person"] for c in p["card"].split(".") if c.strip()]
ROOMS = {k: v["name"] for k, v in BASE["room"].items()}


@budgets(QUICK, EXAMPLES_N)
def test_mutated_sentences(examples):
    @settings(FUZZ, max_examples=examples)
    @given(
        st.sampled_from(SENTENCES),
        st.lists(st.tuples(st.integers(0, 80), st.text(max_size=3)), max_size=4),
        st.sampled_from(["es", "nl", "en"]),
        st.sampled_from(["f", "m", "x"]),
    )
    def clues_or_errors(sentence, edits, lang, gender):
        for pos, insert in edits:
            sentence = sentence[:pos] + insert + sentence[pos + 1 :]
        clues, errors = parse_card(sentence, person="Ana", gender=gender, lang=lang, size=5, rooms=ROOMS)
        assert all(isinstance(e, str) and e for e in errors)
        assert clues or errors or not sentence.strip(" .")

    clues_or_errors()


@budgets(max(2, QUICK // 15), max(5, EXAMPLES_N // 15))
def test_command_line_never_tracebacks(examples):
    @settings(FUZZ, max_examples=examples)
    @given(st.text(max_size=200))
    def refused(text):
        out = run_pysm("verify", "-", stdin=text)
        assert out.returncode == 2
        assert "Traceback" not in out.stdout + out.stderr

    refused()


def test_pathological_lines_do_not_stall_the_loader():
    # a line the old table pattern needed cubic time for: '[' and thousands of spaces, no ']'
    text = 'title = """\n[' + " " * 20_000 + '\n"""\n' + "[" + " " * 20_000 + "\n"
    check_load("spaces.toml", text)


@pytest.mark.parametrize(
    "bad, needle", [("Ha\u0000ll", "U+0000"), ("Ha\u001bll", "U+001B"), ("x" * 3000, "characters long")]
)
def test_control_characters_and_huge_strings_are_refused(bad, needle):
    data = json.loads(json.dumps(BASE))
    data["room"]["A"]["name"] = bad
    try:
        load("bad.json", json.dumps(data))
    except CaseInvalid as exc:
        assert any(needle in e.message and e.field == "room.A.name" for e in exc.errors)
    else:
        raise AssertionError("accepted")


# ---- lone surrogates, non-ASCII digits, large hostile files --------------------------------------

ODD = st.text(
    alphabet=st.one_of(
        st.characters(min_codepoint=0xD800, max_codepoint=0xDFFF), st.sampled_from("¹²³١٢٣۴０１２３੩߁B Ana\n\t\x00")
    ),
    min_size=1,
    max_size=6,
)


@budgets(QUICK, EXAMPLES_N)
def test_lone_surrogates_and_odd_digits_in_any_field(examples):
    @settings(FUZZ, max_examples=examples)
    @given(st.sampled_from(ALL_PATHS), ODD, st.booleans())
    def refused_cleanly(path, odd, as_key):
        data = json.loads(json.dumps(BASE))
        target = data
        for key in path[:-1]:
            target = target[key]
        if as_key and isinstance(target, dict):
            target[odd] = target.pop(path[-1])
        elif isinstance(target[path[-1]], str):
            target[path[-1]] = target[path[-1]][:1] + odd
        else:
            target[path[-1]] = odd
        text = json.dumps(data, ensure_ascii=True)  # lone surrogates travel as \ud800 escapes
        check_load("odd.json", text)
        try:
            load("odd.json", text)
        except CaseInvalid as exc:
            assert not any("internal error" in e.message for e in exc.errors)

    refused_cleanly()


@pytest.mark.parametrize("cell", ["B¹", "B١", "B۲", "Ｂ2", "B２", "B2\u0301", "b\u00b2", "\ud800", "B\udc00"])
def test_solution_cells_of_odd_digits_are_refused(cell):
    data = json.loads(json.dumps(BASE))
    data["solution"]["Eva"] = cell
    with pytest.raises(CaseInvalid) as info:
        load("cell.json", json.dumps(data, ensure_ascii=True))
    assert any("Eva" in str(e) for e in info.value.errors)


def test_a_batch_of_hostile_files_gets_one_verdict_each(tmp_path):
    import sys

    sys.path.insert(0, str(EXAMPLES.parent.parent / "benchmarks"))
    import hostile

    files = []
    for name, make in hostile.FILES.items():
        path = tmp_path / name
        path.write_text(make(), encoding="utf-8")
        files.append(str(path))
    for i, text in enumerate(
        [
            '{"language": "\\ud800"}',
            '{"title": "\\udfff", "language": "es"}',
            json.dumps(dict(BASE, solution=dict(BASE["solution"], Eva="B¹")), ensure_ascii=False),
            json.dumps(dict(BASE, solution=dict(BASE["solution"], Eva="B١")), ensure_ascii=False),
            '{"a": 1, "a": 2}',
            "\x00\x01",
            '{"title": ' + "1" * 10_000 + "}",
        ]
    ):
        path = tmp_path / f"odd-{i}.json"
        path.write_text(text, encoding="utf-8")
        files.append(str(path))
    out = run_pysm("verify", "--json", *files)
    reports = json.loads(out.stdout)
    assert [r["file"] for r in reports] == files
    assert all(r["status"] in ("invalid", "error") and r["errors"] for r in reports)
    assert out.returncode == 2
    assert "internal error" not in out.stdout + out.stderr and "Traceback" not in out.stderr
