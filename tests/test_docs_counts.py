"""What the documentation shows is what pysm does: the README's sample sessions are run and
compared with their real output, and cases/README.md's counts are computed from the files."""

from __future__ import annotations

import re
import shlex

import pytest
from conftest import ROOT, run_pysm

README = ROOT / "README.md"


def samples(text: str) -> list[tuple[list[str], list[str]]]:
    """Each ```text block that starts with `$ pysm ...`: (the arguments, the lines shown)."""
    out = []
    for block in re.findall(r"```text\n(.*?)```", text, flags=re.S):
        lines = block.rstrip("\n").split("\n")
        if lines and lines[0].startswith("$ pysm "):
            out.append((shlex.split(lines[0][len("$ pysm ") :]), lines[1:]))
    return out


def shown_in(sample: list[str], real: list[str]) -> str | None:
    """None when the sample is the real output, where a line `...` (or one starting so) stands
    for any lines and a line with a parenthesised `(the ...)` placeholder for its start and any
    lines after it; else the first sample line that does not match."""
    i, free = 0, False
    for line in sample:
        if line.strip().startswith("..."):
            free = True
            continue
        placeholder = re.search(r" \(the [^)]*\)$", line)
        want = line[: placeholder.start()] if placeholder else line
        while i < len(real) and real[i] != want and free:
            i += 1
        if i >= len(real) or real[i] != want:
            return line
        i += 1
        free = bool(placeholder)
    return None


SAMPLES = samples(README.read_text(encoding="utf-8"))


def test_the_readme_has_sample_sessions():
    assert len(SAMPLES) >= 2


@pytest.mark.parametrize("args, lines", SAMPLES, ids=[" ".join(a[:2]) for a, _ in SAMPLES])
def test_a_readme_sample_is_the_real_output(args, lines):
    out = run_pysm(*args)
    assert shown_in(lines, out.stdout.rstrip("\n").split("\n")) is None, out.stdout


def test_the_matcher_can_fail():
    assert shown_in(["a", "b"], ["a", "c"]) == "b"
    assert shown_in(["a", "...", "c"], ["a", "b", "x", "c"]) is None
    assert shown_in(["a (the rest)", "c"], ["a", "b", "c"]) is None


# ---- cases/README.md -------------------------------------------------------------------------------


def _first_lines(lang: str) -> list[str]:
    return [p.read_text(encoding="utf-8").split("\n", 1)[0] for p in sorted((ROOT / "cases" / lang).glob("*.toml"))]


def test_the_case_library_counts_are_right():
    text = (ROOT / "cases" / "README.md").read_text(encoding="utf-8")
    langs = sorted(p.name for p in (ROOT / "cases").iterdir() if p.is_dir())
    firsts = {lang: _first_lines(lang) for lang in langs}
    total = sum(len(v) for v in firsts.values())
    assert re.search(rf"^{total} cases made by", text, flags=re.M), f"the total is {total}"
    for lang, lines in firsts.items():
        assert f"`{lang}/` ({len(lines)})" in text, f"{lang}/ holds {len(lines)} cases"
    plain = {len([f for f in lines if "--kinds" not in f]) for lines in firsts.values()}
    assert len(plain) == 1 and f"clue-language.md ({plain.pop()} per language)" in text
    kinds = sum(len([f for f in lines if "--kinds" in f]) for lines in firsts.values())
    assert f"clue-language-2.md ({kinds} in all)" in text
