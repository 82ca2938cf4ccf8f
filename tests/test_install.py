"""A plain (non-editable) install ships asp/ and templates/ and finds them at run time.

The wheel is built from this checkout (pip fetches setuptools for the build,
as `pip install .` does) and installed into a fresh virtual environment; clingo
and jinja2 come from the running environment through a .pth file. Then the
installed `pysm` script runs from a folder that holds no source. Building and installing take
seconds, so those tests are slow; the fast suite checks what the wheel is made from, pyproject.toml's
packages and package data, against the files of the checkout.
"""

from __future__ import annotations

import json
import subprocess
import sys
import sysconfig
import tomllib
import venv
from pathlib import Path

import pytest
from conftest import EXAMPLES, ROOT


@pytest.fixture(scope="module")
def fresh_env(tmp_path_factory):
    base = tmp_path_factory.mktemp("install")
    wheels = base / "wheels"
    build = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(wheels), str(ROOT)],
        capture_output=True,
        text=True,
    )
    assert build.returncode == 0, build.stderr
    env_dir = base / "venv"
    venv.EnvBuilder().create(env_dir)  # without pip: this environment's pip installs into it
    py = env_dir / "bin" / "python"
    site = subprocess.run(
        [str(py), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"], capture_output=True, text=True
    ).stdout.strip()
    (wheel,) = wheels.glob("sudoku_murder_pysm-*.whl")
    inst = subprocess.run(
        [sys.executable, "-m", "pip", "--python", str(py), "install", "-q", "--no-deps", "--no-index", str(wheel)],
        capture_output=True,
        text=True,
    )
    assert inst.returncode == 0, inst.stderr
    # only now expose the running environment's packages (clingo, jinja2), after pysm's own
    # site-packages, so that a pysm installed there cannot stand in for the wheel
    (Path(site) / "zz_outer.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    return env_dir, base


@pytest.mark.slow
def test_wheel_carries_rules_and_templates(fresh_env):
    env_dir, base = fresh_env
    code = (
        "import pysm, pysm.authoring.theapo, pysm.core.resources as r; print(pysm.__file__); print(r.asp_dir()); "
        "print(r.templates_dir()); print(len(r.rule_files()))"
    )
    out = subprocess.run([str(env_dir / "bin" / "python"), "-c", code], capture_output=True, text=True, cwd=base)
    pkg, asp, templates, count = out.stdout.split("\n")[:4]
    assert str(env_dir) in pkg and str(env_dir) in asp and str(env_dir) in templates
    assert int(count) >= 6


@pytest.mark.slow
def test_installed_script_verifies_a_case(fresh_env):
    env_dir, base = fresh_env
    out = subprocess.run(
        [str(env_dir / "bin" / "pysm"), "solve", "--json", str(EXAMPLES / "es-primer-caso.toml")],
        capture_output=True,
        text=True,
        cwd=base,
    )
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["solutions"][0]["murderer"] == "Ana"


def _folder(package: str, package_dir: dict[str, str]) -> Path:
    """Where setuptools takes a package from: its own package-dir entry, else its parent's and its name."""
    if package in package_dir:
        return ROOT / package_dir[package]
    parent, _, name = package.rpartition(".")
    return _folder(parent, package_dir) / name


def test_pyproject_ships_every_module_rule_file_and_template():
    setup = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    packages, package_dir, data = setup["packages"], setup["package-dir"], setup["package-data"]
    code = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "pysm").rglob("__init__.py")}
    assert code <= set(packages), f"not packaged: {sorted(code - set(packages))}"
    assert set(data) >= {"pysm.asp", "pysm.templates", "pysm.lang"}
    for package, patterns in data.items():
        folder = _folder(package, package_dir)
        files = {
            p
            for p in folder.rglob("*")
            if p.is_file() and p.suffix not in (".py", ".pyc") and "__pycache__" not in p.parts
        }
        shipped = {p for pattern in patterns for p in folder.glob(pattern) if p.is_file()}
        assert files <= shipped, f"{package}: not shipped: {sorted(str(p.relative_to(ROOT)) for p in files - shipped)}"
    assert (ROOT / "asp" / "steps").is_dir() and any((ROOT / "templates").glob("*.j2"))
