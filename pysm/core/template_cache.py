"""Jinja's compiled templates kept in pysm's disk cache (pysm.core.diskcache).

Compiling the facts template costs a fresh process several milliseconds before its first case;
Jinja's bytecode cache API hands the compiled code to a cache and asks for it back, so a later
process loads it instead. Kept with pysm's other entries, it obeys the same folder and the same
switch: PYSM_CACHE_DIR="" keeps nothing anywhere. An entry is named by the template (its name
and file) and its source's checksum, so a changed template has an entry of its own; one that
cannot be read is compiled anew.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from typing import Any

import jinja2

from pysm.core import diskcache


def environment(
    folders: str | os.PathLike[str] | Sequence[str | os.PathLike[str]], **options: Any
) -> jinja2.Environment:
    """A Jinja environment over the templates in `folders` (a path or a list of them), strict about
    undefined names, its compiled templates kept in the disk cache: every environment of pysm's is
    made here, so that each keeps its compiled code the same way. `options` go to Jinja."""
    return jinja2.Environment(
        loader=jinja2.FileSystemLoader(folders),
        undefined=jinja2.StrictUndefined,
        bytecode_cache=DiskBytecodeCache(),
        **options,
    )


class DiskBytecodeCache(jinja2.BytecodeCache):
    """A jinja2.BytecodeCache over pysm.core.diskcache."""

    def load_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        kept = diskcache.load(entry_name(bucket))
        if not isinstance(kept, bytes):
            return
        try:
            bucket.bytecode_from_string(kept)  # Jinja checks its header and the source's checksum
        except Exception:  # noqa: BLE001 - cut short, garbled: compiled anew
            bucket.reset()

    def dump_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        if diskcache.cache_dir() is not None:
            diskcache.store(entry_name(bucket), bucket.bytecode_to_string())


def entry_name(bucket: jinja2.bccache.Bucket) -> str:
    return diskcache.entry_name("jinja", f"{bucket.key}\0{bucket.checksum}".encode())
