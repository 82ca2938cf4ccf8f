"""pysm.core.files.write_atomic: files end whole, are replaced only when asked, get the right mode."""

from __future__ import annotations

import os

import pytest

from pysm.core.files import Exists, write_atomic


def test_write_is_atomic_and_never_overwrites(tmp_path):
    path = tmp_path / "case.toml"
    write_atomic(path, "one\n")
    with pytest.raises(Exists):
        write_atomic(path, "two\n")
    assert path.read_text() == "one\n"
    write_atomic(path, "three\n", force=True)
    assert path.read_text() == "three\n"
    assert [p.name for p in tmp_path.iterdir()] == ["case.toml"]  # no temporary file left


@pytest.mark.parametrize(
    "data, stored",
    [
        ("añadir\n", "añadir\n".encode("utf-8")),  # text goes as UTF-8, line ends untouched
        ("a\r\nb", b"a\r\nb"),
        (b"\x89PNG\r\n", b"\x89PNG\r\n"),  # bytes go as they are
    ],
)
def test_text_and_bytes_are_written_as_given(tmp_path, data, stored):
    path = tmp_path / "out"
    write_atomic(path, data)
    assert path.read_bytes() == stored


@pytest.mark.parametrize(
    "keep_mode, expected",
    [
        (False, 0o644),  # the umask's mode (0o022 here), whatever the file had
        (True, 0o600),  # the replaced file's own mode
    ],
)
def test_a_replaced_file_keeps_its_mode_only_when_asked(tmp_path, keep_mode, expected):
    path = tmp_path / "picture.svg"
    path.write_text("old")
    path.chmod(0o600)
    old = os.umask(0o022)
    try:
        write_atomic(path, "new", force=True, keep_mode=keep_mode)
    finally:
        os.umask(old)
    assert (path.read_text(), path.stat().st_mode & 0o777) == ("new", expected)


def test_a_new_file_gets_the_umask_mode_with_keep_mode_too(tmp_path):
    old = os.umask(0o027)
    try:
        write_atomic(tmp_path / "new.svg", b"x", keep_mode=True)
    finally:
        os.umask(old)
    assert (tmp_path / "new.svg").stat().st_mode & 0o777 == 0o640


def test_a_missing_folder_is_an_error_not_made(tmp_path):
    with pytest.raises(FileNotFoundError):
        write_atomic(tmp_path / "nowhere" / "case.toml", "x")
    assert list(tmp_path.iterdir()) == []
