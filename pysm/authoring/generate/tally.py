"""--spread: how often the cases in a folder use each clue kind and sentence form."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from pysm.authoring.gen_clues import identify
from pysm.case.loader import load
from pysm.core.model import Case, CaseInvalid


@dataclass
class Tally:
    """How often a library uses each clue kind and sentence form (for --spread)."""

    kinds: dict = field(default_factory=dict)  # (lang, kind) -> count
    forms: dict = field(default_factory=dict)  # (lang, kind, variant key) -> count

    def note(self, lang: str, kind: str, key: str | None) -> None:
        self.kinds[(lang, kind)] = self.kinds.get((lang, kind), 0) + 1
        if key is not None:
            self.forms[(lang, kind, key)] = self.forms.get((lang, kind, key), 0) + 1

    def add_case(self, case: Case) -> None:
        rooms = {r.key: r.name for r in case.rooms}
        for p in case.people:
            for clue in p.clues:
                key = identify(
                    clue, clue.text, lang=case.language, gender=p.gender, size=case.size, rooms=rooms, name=p.name
                )
                self.note(case.language, clue.kind, key)
        for clue in case.scene:
            self.note(case.language, clue.kind, "0")

    @classmethod
    def of_folder(cls, folder: Path) -> "Tally":
        tally = cls()
        for path in sorted(folder.glob("*.toml")) if folder.is_dir() else []:
            try:
                tally.add_case(load(str(path)))
            except CaseInvalid:
                continue
        return tally
