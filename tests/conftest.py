"""Shared paths and helpers for the tests."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT.parent / "shared" / "spec"
EXAMPLES = SPEC / "examples"
sys.path.insert(0, str(Path(__file__).resolve().parent))


def run_pysm(*args: str, stdin: str | None = None, env: dict | None = None) -> subprocess.CompletedProcess:
    """Run the real command-line entry point (python -m pysm) in a subprocess."""
    full_env = dict(os.environ, **(env or {}))
    return subprocess.run([sys.executable, "-m", "pysm", *args], input=stdin, capture_output=True,
                          text=True, cwd=ROOT, env=full_env, timeout=300)


@pytest.fixture(scope="session")
def expected() -> dict:
    return json.loads((EXAMPLES / "expected.json").read_text(encoding="utf-8"))
