"""The package's shape: imports only go down the layers, no cycles, no private names taken.

Every import counts, those inside functions too: an import hidden in a function is still a
dependency, and a cycle it closes is still a cycle. The order of the layers is data, here.
"""

from __future__ import annotations

import ast
import functools
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "pysm"
LAYERS = ["core", "language", "case", "solving", "proof", "verify", "authoring", "catalogue", "views", "cli"]
# The package's two entry files sit outside the layers: __init__ at the bottom, __main__ at the top.
OUTSIDE = {"pysm": -1, "pysm.__main__": len(LAYERS)}


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules() -> dict[str, Path]:
    return {module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def rank(module: str) -> int:
    if module in OUTSIDE:
        return OUTSIDE[module]
    layer = module.split(".")[1]
    assert layer in LAYERS, f"{module} is in no layer (LAYERS: {', '.join(LAYERS)})"
    return LAYERS.index(layer)


@functools.cache
def parsed(path: Path) -> ast.Module:
    """A module's syntax tree, read once a run: every test here walks every module."""
    return ast.parse(path.read_text(encoding="utf-8"))


def imports(module: str, path: Path, known: dict[str, Path]):
    """(line, imported module, name taken from it or None) for every pysm import of a module."""
    tree = parsed(path)
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] == "pysm":
                    yield node.lineno, alias.name, None
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(anchor + ([base] if base else []))
            if base.split(".")[0] != "pysm":
                continue
            for alias in node.names:
                sub = f"{base}.{alias.name}"
                if sub in known:  # from pysm.core import model: the module itself
                    yield node.lineno, sub, None
                else:
                    yield node.lineno, base, alias.name


@functools.cache
def edges() -> tuple:
    known = modules()
    return tuple(
        (module, line, target, name)
        for module, path in known.items()
        for line, target, name in imports(module, path, known)
    )


def test_every_module_is_in_a_layer():
    for module in modules():
        rank(module)


def test_imports_only_go_down():
    upward = [
        f"{m}:{line} imports {t} (layer {LAYERS[rank(t)] if 0 <= rank(t) < len(LAYERS) else t}"
        f" is above {LAYERS[rank(m)] if 0 <= rank(m) < len(LAYERS) else m})"
        for m, line, t, _ in edges()
        if rank(t) > rank(m)
    ]
    assert not upward, "\n".join(upward)


def test_no_import_cycles():
    graph: dict[str, set[str]] = {m: set() for m in modules()}
    for m, _, t, _ in edges():
        # A package's __init__ is not a dependency of the modules it holds.
        if t != m and t in graph and not m.startswith(t + "."):
            graph[m].add(t)
    cycles = []
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1:
                cycles.append(" -> ".join(stack[stack.index(nxt) :] + [nxt]))
            elif nxt not in state:
                visit(nxt)
        stack.pop()
        state[node] = 2

    for node in sorted(graph):
        if node not in state:
            visit(node)
    assert not cycles, "\n".join(cycles)


def test_no_private_names_taken():
    taken = [
        f"{m}:{line} takes {t}.{name}"
        for m, line, t, name in edges()
        if name and name.startswith("_") and not name.startswith("__") and t != m
    ]
    known = modules()
    for module, path in known.items():
        tree = parsed(path)
        aliases = {}
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("pysm"):
                for alias in node.names:
                    if f"{node.module}.{alias.name}" in known:
                        aliases[alias.asname or alias.name] = f"{node.module}.{alias.name}"
            elif isinstance(node, ast.Import):
                for alias in node.names:
                    if alias.name.startswith("pysm") and alias.asname:
                        aliases[alias.asname] = alias.name
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Attribute)
                and isinstance(node.value, ast.Name)
                and node.value.id in aliases
                and node.attr.startswith("_")
                and not node.attr.startswith("__")
            ):
                taken.append(f"{module}:{node.lineno} takes {aliases[node.value.id]}.{node.attr}")
    assert not taken, "\n".join(taken)


@pytest.mark.parametrize(
    "source, expected",
    [
        ("from pysm.core import model\n", [("pysm.core.model", None)]),
        ("from pysm.core.model import Case, _secret\n", [("pysm.core.model", "Case"), ("pysm.core.model", "_secret")]),
        ("def f():\n    import pysm.solving.solver\n", [("pysm.solving.solver", None)]),
        ("from . import model\n", [("pysm.core.model", None)]),
        ("import json\n", []),
    ],
)
def test_imports_are_read_inside_functions_too(tmp_path, source, expected):
    path = tmp_path / "probe.py"
    path.write_text(source, encoding="utf-8")
    known = {"pysm.core.model": path, "pysm.solving.solver": path, "pysm.core.probe": path}
    assert [(t, n) for _, t, n in imports("pysm.core.probe", path, known)] == expected
