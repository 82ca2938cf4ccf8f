"""Which entries under a folder are taken as cases: one rule for `pysm verify FOLDER` and the studio.

A folder scan looks at every entry named like a case (*.toml, *.json), except in folders a
user never means as cases: hidden ones (.git, .venv, .cache, ...), the tools' own (build,
dist, node_modules, __pycache__, *.egg-info, site-packages), a virtual environment under any
name (it holds pyvenv.cfg) and a Python package (it holds __init__.py: code and its data,
such as pysm's own language files). Hidden files (.name.toml) are skipped too. The folder
named on the command line is always scanned, whatever its name; the rule prunes the folders
below it. Symbolic links to folders are not followed (no loop, nothing outside).
"""

from __future__ import annotations

import os

CASE_SUFFIXES = (".toml", ".json")
SKIPPED_FOLDERS = frozenset({"build", "dist", "node_modules", "__pycache__", "site-packages", "venv"})
CODE_MARKERS = ("__init__.py", "pyvenv.cfg")  # a Python package, a virtual environment


def skipped_folder(path: str) -> bool:
    """Whether a folder met in a scan is one a user never means as a folder of cases."""
    name = os.path.basename(os.path.normpath(path))
    if name.startswith(".") or name in SKIPPED_FOLDERS or name.endswith(".egg-info"):
        return True
    return any(os.path.isfile(os.path.join(path, marker)) for marker in CODE_MARKERS)


def skipped_file(name: str) -> bool:
    return name.startswith(".")


def entries(folder: str) -> list[str]:
    """Every entry under `folder` named like a case, sorted, outside the skipped folders; a
    link or special file named like a case is an entry like any other (its reader decides)."""
    found = []
    for root, dirs, names in os.walk(folder, onerror=None, followlinks=False):
        dirs[:] = sorted(d for d in dirs if not skipped_folder(os.path.join(root, d)))
        for name in dirs + names:
            if name.endswith(CASE_SUFFIXES) and not skipped_file(name):
                found.append(os.path.join(root, name))
    return sorted(found)
