"""Shared paths and helpers for the tests."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
# A copy of ../shared/spec/examples (cases and expected.json): the tests need nothing outside the repository.
EXAMPLES = ROOT / "tests" / "spec_examples"

# Examples written in the clue kinds of clue-language-2.md / case-format-2.md, not implemented yet.
# Their tests are strict expected failures: they turn into loud XPASS failures once the kinds land,
# and the entry must then be removed from here.
NEW_KINDS = {
    "en-alone-with-a-man.toml": "alone_with_gender cards (clue-language-2) not implemented yet",
    "en-north-of-every-plant.toml": "dir_object cards (clue-language-2) not implemented yet",
    "en-room-size.toml": "room_size cards ('exactly 3 people in her room', clue-language-2) not implemented yet",
    "es-al-norte-de-bruno.toml": "dir_person cards (clue-language-2) not implemented yet",
    "es-en-la-cocina-o-en-el-salon.toml": "either/neither cards (clue-language-2) not implemented yet",
    "nl-geen-kamer-leeg.toml": "scene field and scene sentences (case-format-2) not implemented yet",
    "nl-raam-tussen-kamers.toml": "windows field and window clues (case-format-2) not implemented yet",
    "nl-de-enige-op-een-tapijt.toml": "unique and same_room cards (clue-language-2) not implemented yet",
}
sys.path.insert(0, str(Path(__file__).resolve().parent))


# Of those, the examples whose step-by-step proof already gets expected.json's verdict (the step families
# and the sentences of the new kinds landed before their solving rules): test_prove runs them plainly.
STEPS_READY = {"en-alone-with-a-man.toml", "en-room-size.toml", "es-al-norte-de-bruno.toml",
               "nl-geen-kamer-leeg.toml"}


def example(name: str, ready=()):
    """A parameter for one example file, a strict expected failure while its clue kinds are missing
    (unless the test at hand is ready for it)."""
    if name in NEW_KINDS and name not in ready:
        return pytest.param(name, marks=pytest.mark.xfail(strict=True, reason=NEW_KINDS[name]))
    return name


def examples(names, ready=()) -> list:
    return [example(n, ready) for n in sorted(names)]


def run_pysm(*args: str, stdin: str | None = None, env: dict | None = None) -> subprocess.CompletedProcess:
    """Run the real command-line entry point (python -m pysm) in a subprocess."""
    full_env = dict(os.environ, **(env or {}))
    return subprocess.run([sys.executable, "-m", "pysm", *args], input=stdin, capture_output=True,
                          text=True, cwd=ROOT, env=full_env, timeout=300)


@pytest.fixture(scope="session")
def expected() -> dict:
    return json.loads((EXAMPLES / "expected.json").read_text(encoding="utf-8"))
