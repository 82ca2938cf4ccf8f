"""A book of cases for print: a title page, the contents, the rules, then the cases from the
easiest to the hardest (by level, then title), one to a page with its page number and level,
and the solutions at the back, each naming its case's page. Every page is laid out by
pysm.views.sheet, so a case page in the book is its case sheet without the rules (the book
prints them once, at the front) and a solution page its solution sheet.

Page numbers (in the contents and on the solutions) are WeasyPrint's target-counter: the
numbers are those of the laid-out document, never counted by hand.
"""

from __future__ import annotations

from collections import Counter

from pysm.language import printed
from pysm.views import sheet as sheets

UNKNOWN_LEVEL = 99  # a case the proof does not solve (--allow-failing) goes last


def level_of(report) -> int:
    proof = report.proof
    if proof is None or not proof.solved:
        return UNKNOWN_LEVEL
    return int(proof.difficulty["level"])


def book_language(reports) -> str:
    """The language most of the cases are in (the first in code order among equals)."""
    counts = Counter(r.loaded.language for r in reports)
    return min(counts, key=lambda lang: (-counts[lang], lang))


def ordered(reports) -> list:
    """The reports by difficulty, then title, then file: the order of the book."""
    return sorted(reports, key=lambda r: (level_of(r), (r.loaded.title or r.loaded.id).casefold(), r.file))


def pages_of(reports) -> list[sheets.Page]:
    """The case pages, then the solution pages, in book order, each referring to the other."""
    cases, solutions = [], []
    for i, report in enumerate(ordered(reports), 1):
        case, level = report.loaded, level_of(report)
        words = printed.words(case.language)
        number = str(level) if level != UNKNOWN_LEVEL else "?"
        text = words["level"].format(level=number)
        cases.append(sheets.case_page(case, anchor=f"case-{i}", level=text, ref=f"solution-{i}", with_rules=False))
        cases[-1].level_number = number
        solutions.append(sheets.solution_page(case, report, anchor=f"solution-{i}", level=text, ref=f"case-{i}"))
    return cases + solutions


def front_matter(pages: list[sheets.Page], *, title: str | None, lang: str) -> dict:
    words = printed.words(lang)
    cases = [p for p in pages if p.kind == "case"]
    levels = {p.anchor: p.level_number for p in cases}
    first_solution = next((p.anchor for p in pages if p.kind == "solution"), "")
    return {
        "title": title or words["book_title"],
        "words": words,
        "subtitle": words["book_subtitle"].format(count=len(cases)),
        "entries": [
            {"anchor": p.anchor, "title": p.title, "level": words["level"].format(level=levels[p.anchor])}
            for p in cases
        ],
        "first_solution": first_solution,
    }


def book(reports, *, size: str = "a4", bleed: bool = False, title: str | None = None, lang: str | None = None):
    """The laid-out book (a WeasyPrint document) of verified cases' reports
    (pysm.verify.gate.Report, each with its loaded case)."""
    lang = lang or book_language(reports)
    pages = pages_of(reports)
    return sheets.layout(pages, sheets.paper(size, bleed), lang=lang, front=front_matter(pages, title=title, lang=lang))
