"""pysm's data files parsed once per machine (pysm.core.diskcache): a kept, a cut-short, a
garbled or an unusable cache gives the same data as tomllib; an unsafe folder is not used."""

from __future__ import annotations

import os
import tomllib

import pytest

from pysm.core import diskcache
from pysm.language.lexicon import LANG_DIR

FILES = sorted(LANG_DIR.glob("*.toml"))


def _parse(path):
    with path.open("rb") as f:
        return tomllib.load(f)


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_every_data_file_reads_the_same_twice(tmp_path, monkeypatch, path):
    monkeypatch.setenv("PYSM_CACHE_DIR", str(tmp_path))
    first = diskcache.toml(path)  # parsed, then kept
    assert list(tmp_path.glob("toml-*.marshal"))
    second = diskcache.toml(path)  # read back
    assert first == second == _parse(path)
    assert repr(second) == repr(_parse(path))  # same types and order (ints stay ints, lists lists)


@pytest.mark.parametrize("damage", ["cut short", "garbage", "not a dict", "a folder"])
def test_a_damaged_entry_is_made_anew(tmp_path, monkeypatch, damage):
    monkeypatch.setenv("PYSM_CACHE_DIR", str(tmp_path))
    path = LANG_DIR / "en.toml"
    diskcache.toml(path)
    (entry,) = tmp_path.glob("toml-*.marshal")
    if damage == "cut short":
        entry.write_bytes(entry.read_bytes()[:40])
    elif damage == "garbage":
        entry.write_bytes(b"\xff" * 200)
    elif damage == "not a dict":
        entry.write_bytes(__import__("marshal").dumps([1, 2]))
    else:
        entry.unlink()
        entry.mkdir()
    assert diskcache.toml(path) == _parse(path)


def test_the_entry_follows_the_bytes(tmp_path, monkeypatch):
    monkeypatch.setenv("PYSM_CACHE_DIR", str(tmp_path / "cache"))
    data = tmp_path / "d.toml"
    data.write_text("a = 1\n")
    assert diskcache.toml(data) == {"a": 1}
    data.write_text("a = 2\n")
    assert diskcache.toml(data) == {"a": 2}


def test_values_marshal_cannot_hold_are_read_not_kept(tmp_path, monkeypatch):
    monkeypatch.setenv("PYSM_CACHE_DIR", str(tmp_path / "cache"))
    data = tmp_path / "d.toml"
    data.write_text("when = 2024-05-01\n")
    assert diskcache.toml(data) == _parse(data)
    assert not list((tmp_path / "cache").glob("*"))


def test_a_toml_error_is_tomllibs(tmp_path, monkeypatch):
    monkeypatch.setenv("PYSM_CACHE_DIR", str(tmp_path / "cache"))
    data = tmp_path / "d.toml"
    data.write_text("a = \n")
    with pytest.raises(tomllib.TOMLDecodeError):
        diskcache.toml(data)


@pytest.mark.parametrize("setting", ["off", "writable by others", "a file", "a link"])
def test_an_unsafe_or_disabled_folder_is_not_used(tmp_path, monkeypatch, setting):
    folder = tmp_path / "cache"
    if setting == "off":
        monkeypatch.setenv("PYSM_CACHE_DIR", "")
    elif setting == "writable by others":
        folder.mkdir()
        os.chmod(folder, 0o777)
        monkeypatch.setenv("PYSM_CACHE_DIR", str(folder))
    elif setting == "a link":  # to a folder of the user's own: still not used
        (tmp_path / "elsewhere").mkdir(mode=0o700)
        folder.symlink_to(tmp_path / "elsewhere")
        monkeypatch.setenv("PYSM_CACHE_DIR", str(folder))
    else:
        folder.write_text("")
        monkeypatch.setenv("PYSM_CACHE_DIR", str(folder))
    assert diskcache.cache_dir() is None
    assert diskcache.toml(LANG_DIR / "en.toml") == _parse(LANG_DIR / "en.toml")
    if setting == "writable by others":
        assert not list(folder.iterdir())


def test_the_folder_is_made_once_then_only_looked_at(tmp_path, monkeypatch):
    folder = tmp_path / "cache"
    monkeypatch.setenv("PYSM_CACHE_DIR", str(folder))
    assert diskcache.cache_dir() == folder  # made, private to the user
    assert folder.is_dir() and folder.stat().st_mode & 0o777 == 0o700
    made = []
    monkeypatch.setattr(type(folder), "mkdir", lambda self, *a, **k: made.append(self))
    assert diskcache.cache_dir() == folder  # there: not made again
    assert made == []
