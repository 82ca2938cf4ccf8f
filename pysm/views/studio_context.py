"""What the studio's route modules share: the folder, the limits a verification runs within,
the locks, and the request reading and refusing of pysm.views.studio (handed in, so that a
route module never imports the application that assembles it)."""

from __future__ import annotations

import asyncio
import threading
from collections import OrderedDict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Awaitable, Callable

from pysm.core.errors import StudioError

DATA = ".pysm-studio"  # the studio's own files inside the folder (play records, deleted cases)


@dataclass
class Workshop:
    folder: Path
    within: dict  # rules, steps, timeout for every verification
    body: Callable[..., Awaitable[dict]]  # a POST's JSON object, or StudioError
    refusal: Callable  # StudioError -> its JSON answer
    work: asyncio.Semaphore  # one verification at a time
    making: asyncio.Semaphore = field(default_factory=lambda: asyncio.Semaphore(1))  # one generation at a time
    save_lock: threading.Lock = field(default_factory=threading.Lock)
    reports: "OrderedDict[tuple, object]" = field(default_factory=OrderedDict)
    report_lock: threading.Lock = field(default_factory=threading.Lock)

    def data_folder(self, *parts: str) -> Path:
        """The studio's own folder inside the case folder (made when missing); never a link or a
        file in its place, which could lead the studio's writes out of the folder."""
        path = self.folder
        for part in (DATA,) + parts:
            path = path / part
            if path.is_symlink() or (path.exists() and not path.is_dir()):
                raise StudioError(
                    403, f"{path.relative_to(self.folder)} is not a plain folder; the studio writes nothing there"
                )
            path.mkdir(exist_ok=True)
        return path

    def report(self, rel: str, text: str):
        """The verification of `text` as case `rel` (the last few kept: play asks for the same text often)."""
        from pysm.verify.gate import verify_path

        key = (rel, text)
        with self.report_lock:
            if key in self.reports:
                self.reports.move_to_end(key)
                return self.reports[key]
        found = verify_path(rel, text=text, **self.within)
        with self.report_lock:
            self.reports[key] = found
            while len(self.reports) > 8:
                self.reports.popitem(last=False)
        return found
