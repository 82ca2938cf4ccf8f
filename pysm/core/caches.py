"""Caches kept for the whole process that never outgrow their cap: emptied when full.

The prover reads clingo's symbols back as text, and makes the cand/3 symbols it releases, once
per process; a generator proves thousands of cases, so what is kept must stay bounded. A dict's
get, set and clear each hold the interpreter lock, so threads sharing one at worst compute a
value again.
"""

from __future__ import annotations

from typing import Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")


class Bounded(dict[K, V], Generic[K, V]):
    """A dict that `keep` empties before it would hold more than `cap` entries."""

    def __init__(self, cap: int) -> None:
        super().__init__()
        self.cap = cap

    def keep(self, key: K, value: V) -> V:
        """Store and return `value`, emptying the cache first when it is full."""
        if len(self) >= self.cap:
            self.clear()
        self[key] = value
        return value
