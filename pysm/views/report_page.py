"""The season report as one HTML page: charts drawn as SVG in the page, a sortable table with
each case's board as a thumbnail, and links to the case files. Nothing is fetched from
elsewhere: the page is one file a publisher can mail or archive."""

from __future__ import annotations

import base64
import os
from collections import Counter
from urllib.parse import quote as url_quote

from pysm.core import template_cache
from pysm.core.kinds import base_kind
from pysm.core.resources import templates_dir

FOLDER = "report"
BAR = 18  # px per bar of a chart
LABEL = 150  # px kept for a bar's label
WIDTH = 420  # px of the whole chart


def chart(title: str, counts: list[tuple[str, int]]) -> dict:
    """A horizontal bar chart's geometry: one bar per (label, count), longest bar = full width."""
    top = max((n for _, n in counts), default=0) or 1
    span = WIDTH - LABEL - 40
    bars = [
        {"label": label, "count": n, "y": i * BAR, "width": round(span * n / top, 1)}
        for i, (label, n) in enumerate(counts)
    ]
    return {"title": title, "bars": bars, "height": max(1, len(bars)) * BAR, "width": WIDTH, "label": LABEL}


def charts(cases: list[dict]) -> list[dict]:
    """Difficulty spread, kinds used, sizes and languages of a season (cases: the JSON's list)."""
    levels = Counter(f"level {c['difficulty']['level']}" if c.get("verified") else "not verified" for c in cases)
    level_order = sorted(levels, key=lambda k: (k == "not verified", k))
    kinds = Counter(k for c in cases for k in {base_kind(x) for x in c["kinds"]})
    sizes = Counter(c["size"] for c in cases if c.get("size"))
    langs = Counter(c["language"] for c in cases if c.get("language"))
    return [
        chart("Difficulty", [(k, levels[k]) for k in level_order]),
        chart("Clue kinds (cases using each)", sorted(kinds.items(), key=lambda kv: (-kv[1], kv[0]))),
        chart("Board sizes", [(f"{n}×{n}", sizes[n]) for n in sorted(sizes)]),
        chart("Languages", sorted(langs.items())),
    ]


def thumbnail(svg_text: str | None) -> str | None:
    """The board's SVG as a data: address for an <img>: its ids can't clash with another board's."""
    if not svg_text:
        return None
    return "data:image/svg+xml;base64," + base64.b64encode(svg_text.encode("utf-8")).decode("ascii")


def link(case_file: str, page_file: str) -> str:
    """The case file's address relative to where the page is written."""
    if case_file == "-":
        return ""
    rel = os.path.relpath(os.path.abspath(case_file), os.path.dirname(os.path.abspath(page_file)))
    return url_quote(rel.replace(os.sep, "/"))


def groups_of(files: list[list[str]]) -> dict[str, int]:
    """File -> the number (from 1) of the group it belongs to."""
    return {f: i for i, group in enumerate(files, 1) for f in group}


def page(season: dict, *, out: str, boards: dict[str, str], title: str = "Season report") -> str:
    """The whole page. season: pysm.catalogue.season.season(); boards: file -> board SVG."""
    env = template_cache.environment(
        str(templates_dir() / FOLDER), autoescape=True, trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True
    )
    cases = season["cases"]
    rows = []
    dup, near = groups_of(season["duplicates"]), groups_of(season["near_duplicates"])
    for c in cases:
        rows.append(
            {
                **c,
                "href": link(c["file"], out),
                "thumb": thumbnail(boards.get(c["file"])),
                "duplicate": dup.get(c["file"]),
                "near": near.get(c["file"]),
            }
        )
    verified = sum(1 for c in cases if c.get("verified"))
    return env.get_template("report.html.j2").render(
        title=title,
        rows=rows,
        charts=charts(cases),
        season=season,
        verified=verified,
        redundant=sum(len(c["redundant"] or ()) for c in cases),
    )
