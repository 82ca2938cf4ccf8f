"""pysm.core.terms: clingo's text of a term read as Python, checked against clingo's own reading."""

from __future__ import annotations

import clingo
import pytest

from pysm.core.quoting import quote
from pysm.core.terms import Fun, TermError, facts_of, read_term, split_atom, term_order

READ = [
    # (clingo's text,                      the value read)
    ("3", 3),
    ("-12", -12),
    ('"Ana"', "Ana"),
    ('"say \\"hi\\""', 'say "hi"'),
    ('"back\\\\slash"', "back\\slash"),
    ('"two\\nlines"', "two\nlines"),
    ('"Zoë, ¿qué?"', "Zoë, ¿qué?"),
    ("north", Fun("north")),
    ("row(3)", Fun("row", (3,))),
    ('at("Ana",2,-1)', Fun("at", ("Ana", 2, -1))),
    ('either(room("K"),room("H"))', Fun("either", (Fun("room", ("K",)), Fun("room", ("H",))))),
    ('outside(row(2),"A")', Fun("outside", (Fun("row", (2,)), "A"))),
    ("(1,2)", Fun("", (1, 2))),
    ("(a,)", Fun("", (Fun("a"),))),
    ("()", Fun("", ())),
    ('f("a,b(c)",g)', Fun("f", ("a,b(c)", Fun("g")))),
]


def from_symbol(sym: clingo.Symbol):
    """The same value, read through clingo's API."""
    if sym.type == clingo.SymbolType.Number:
        return sym.number
    if sym.type == clingo.SymbolType.String:
        return sym.string
    return Fun(sym.name, tuple(from_symbol(a) for a in sym.arguments))


@pytest.mark.parametrize("text, value", READ)
def test_read_term(text, value):
    assert read_term(text) == value


@pytest.mark.parametrize("text", [t for t, _ in READ])
def test_the_reading_agrees_with_clingo(text):
    sym = clingo.parse_term(text)
    assert read_term(str(sym)) == from_symbol(sym)


@pytest.mark.parametrize(
    "text", ["3", '"Ana"', "north", 'at("Ana",2,-1)', 'either(room("K"),room("H"))', "(1,2)", '"two\\nlines"']
)
def test_a_read_term_is_written_back_as_clingo_writes_it(text):
    value = read_term(text)
    written = quote(value) if isinstance(value, str) else str(value)
    assert written == str(clingo.parse_term(text))


@pytest.mark.parametrize("text", ["plain", 'quote " inside', "back\\slash", "new\nline", "tab\there", "%.:-", ""])
def test_quote_then_read_gives_the_text_back(text):
    assert read_term(quote(text)) == text
    assert clingo.parse_term(quote(text)).string == text


@pytest.mark.parametrize("text", [")", ",", "f(,)"])
def test_text_that_is_no_term_is_an_error(text):
    with pytest.raises(TermError, match="cannot read the term"):
        read_term(text)


@pytest.mark.parametrize(
    "text, expected",
    [
        ("opening", ("opening", [])),
        ("row(3)", ("row", ["3"])),
        ('f(a,g(1,"x,y"))', ("f", ["a", 'g(1,"x,y")'])),
        ('removes("fam",key(1,2),"Ana",3,4)', ("removes", ['"fam"', "key(1,2)", '"Ana"', "3", "4"])),
        ('p("a\\"),(b",c)', ("p", ['"a\\"),(b"', "c"])),
    ],
)
def test_split_atom(text, expected):
    assert split_atom(text) == expected


@pytest.mark.parametrize(
    "line, expected",
    [
        ("size(9).", ["size(9)"]),
        ('room("A"). room_name("A","Kapel").', ['room("A")', 'room_name("A","Kapel")']),
        ('name("Dr. Who"). x(1).', ['name("Dr. Who")', "x(1)"]),
        ("a(1). % b(2).", ["a(1)"]),
        ('t("100% sure").', ['t("100% sure")']),
        ('q("a\\". b"). r.', ['q("a\\". b")', "r"]),
        ("% a comment only", []),
        ("x(1..3).", ["x(1..3)"]),
        ("no_period(1)", []),
    ],
)
def test_facts_of(line, expected):
    assert facts_of(line) == expected


def test_term_order_puts_numbers_then_strings_then_functions():
    values = [Fun("b"), "z", 10, Fun("a", (1,)), -2, "a", Fun("a")]
    assert sorted(values, key=term_order) == [-2, 10, "a", "z", Fun("a"), Fun("a", (1,)), Fun("b")]
