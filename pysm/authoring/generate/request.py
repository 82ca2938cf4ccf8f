"""What a generator run may be asked for (size, language, level) and the rules it runs."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from pysm.authoring import gen_data
from pysm.core.errors import GenerateError
from pysm.proof.prove import step_rules
from pysm.solving.solver import select_rules

MIN_SIZE, MAX_SIZE = 4, 9
LEVELS = (1, 2, 3)


@dataclass(frozen=True)
class Engine:
    """The rule files the solver and the step-by-step prover run, and their time limit."""

    rules: tuple[Path, ...]
    steps: tuple[Path, ...]
    timeout: float = 60.0

    @classmethod
    def default(cls, extra: list[str] | None = None, timeout: float = 60.0) -> "Engine":
        return cls(tuple(select_rules(extra)), tuple(step_rules(extra)), timeout)


def check_request(size: int, lang: str, level: int) -> None:
    if not MIN_SIZE <= size <= MAX_SIZE:
        raise GenerateError(f"--size {size}: the board must be from {MIN_SIZE} to {MAX_SIZE}")
    if lang not in gen_data.languages():
        raise GenerateError(f"--lang {lang}: the generator knows {', '.join(gen_data.languages())}")
    if level not in LEVELS:
        raise GenerateError(f"--level {level}: one of {', '.join(map(str, LEVELS))}")
