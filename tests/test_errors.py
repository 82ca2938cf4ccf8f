"""Errors: one base that carries the exit status, caught once by the command line; a missing
extra names itself and how to install it; every hint names the distribution, not `pysm`."""

from __future__ import annotations

import importlib
import inspect
import re
import sys
import tomllib

import pytest
from conftest import EXAMPLES, ROOT, run_pysm

from pysm.core import errors
from pysm.core.errors import DISTRIBUTION, MissingExtra, PysmError

OFFICE = str(ROOT / "tests" / "render_cases" / "en-office.toml")
FIRST = str(EXAMPLES / "en-first-case.toml")


def pysm_modules() -> list[str]:
    package = ROOT / "pysm"
    return sorted(
        ".".join(p.relative_to(ROOT).with_suffix("").parts)
        for p in package.rglob("*.py")
        if p.name not in ("__init__.py", "__main__.py")
    )


def exception_classes() -> list[tuple[str, type]]:
    """Every public exception class defined in pysm, as (where it is defined, the class)."""
    found = {}
    for name in pysm_modules():
        module = importlib.import_module(name)
        for _, cls in inspect.getmembers(module, inspect.isclass):
            if issubclass(cls, BaseException) and cls.__module__ == name and not cls.__name__.startswith("_"):
                found[f"{name}.{cls.__name__}"] = cls
    return sorted(found.items())


def test_every_error_derives_from_the_base():
    classes = exception_classes()
    assert len(classes) >= 10, classes  # the walk found them
    stray = [
        where for where, cls in classes if not issubclass(cls, PysmError) and not issubclass(cls, KeyboardInterrupt)
    ]  # a stopping signal (core.stopping.Stopped) is no error
    assert not stray, stray


@pytest.mark.parametrize(
    "module, name",
    [
        ("pysm.core.model", "CaseInvalid"),
        ("pysm.solving.solver", "RulesError"),
        ("pysm.solving.rulefiles", "RulesError"),
        ("pysm.solving.solver", "SolveTimeout"),
        ("pysm.solving.limits", "TimeLimit"),
        ("pysm.authoring.generate", "GenerateError"),
        ("pysm.core.files", "Exists"),
        ("pysm.authoring.suggest", "SuggestError"),
        ("pysm.authoring.cluster", "ClusterError"),
        ("pysm.views.studio", "StudioError"),
        ("pysm.core.terms", "TermError"),
    ],
)
def test_errors_are_importable_where_they_were(module, name):
    assert getattr(importlib.import_module(module), name) is getattr(errors, name)


@pytest.mark.parametrize(
    "error",
    [
        errors.UsageError("--count must be at least 1"),
        errors.RulesError("x.lp:1: syntax error"),
        errors.GenerateError("size 3: not from 4 to 9"),
        errors.SolveTimeout("took too long"),
        errors.TimeLimit(2),
        errors.ClusterError("cannot reach"),
        MissingExtra("PNG needs cairosvg", "render"),
    ],
)
def test_the_command_line_reports_any_error_by_its_base(monkeypatch, error):
    def fails(args, rules):
        raise error

    monkeypatch.setattr("pysm.cli.facts.run", fails)
    out = run_pysm("facts", FIRST)
    assert (out.returncode, out.stdout, out.stderr) == (error.exit_status, "", f"pysm: {error}\n")


@pytest.mark.parametrize(
    "error",
    [
        errors.CaseInvalid(["a.toml: bad"]),
        errors.TimeLimit(1.5),
        MissingExtra("PDF needs WeasyPrint", "render"),
        errors.StudioError(409, "changed"),
    ],
)
def test_errors_cross_process_boundaries(error):
    import pickle

    again = pickle.loads(pickle.dumps(error))
    assert (type(again), str(again), again.__dict__) == (type(error), str(error), error.__dict__)


# ---- missing extras -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "module, argv, extra",
    [
        ("cairosvg", ["render", OFFICE, "-o", "{tmp}/board.png"], "render"),
        ("weasyprint", ["render", OFFICE, "-o", "{tmp}/board.pdf"], "render"),
        ("uvicorn", ["studio", "{tmp}", "--port", "0"], "studio"),
        ("distributed", ["verify", "--cluster", "tcp://127.0.0.1:9", FIRST], "cluster"),
    ],
)
def test_a_missing_extra_says_which_and_how_to_install_it(monkeypatch, tmp_path, module, argv, extra):
    monkeypatch.setitem(sys.modules, module, None)  # its import fails, as when it is not installed
    out = run_pysm(*(a.replace("{tmp}", str(tmp_path)) for a in argv))
    assert out.returncode == 2, out.stderr
    assert f"'{extra}' extra: pip install '{DISTRIBUTION}[{extra}]'" in out.stderr
    assert "unexpected failure" not in out.stderr and "Traceback" not in out.stderr
    assert not list(tmp_path.iterdir())


# ---- the distribution's name ----------------------------------------------------------------------


def test_the_distribution_is_named_as_the_hints_name_it():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["name"] == DISTRIBUTION != "pysm"
    assert project["scripts"] == {"pysm": "pysm.cli.main:run"}
    assert any(dep.startswith(f"{DISTRIBUTION}[") for dep in project["optional-dependencies"]["test"])


def test_no_hint_installs_another_project():
    wrong = re.compile(r"pip install '?pysm\b")
    places = [
        p for p in [*(ROOT / "pysm").rglob("*.py"), ROOT / "README.md"] if wrong.search(p.read_text(encoding="utf-8"))
    ]
    assert not places, places
