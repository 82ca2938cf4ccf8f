"""`verify` and `generate` with --cluster: a Dask LocalCluster on loopback gives the output
of a local run, byte for byte (same order, same files)."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from conftest import ROOT  # a Dask client: a process of its own
from conftest import run_pysm_process as run_pysm

distributed = pytest.importorskip("distributed")  # the test extra pulls it in; CI has it


@pytest.fixture(scope="module")
def address():
    cluster = distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, host="127.0.0.1", dashboard_address=None, processes=True
    )
    try:
        yield cluster.scheduler_address
    finally:
        cluster.close()


def _mixed(tmp_path: Path) -> list[str]:
    """Verified, failing and invalid cases, a folder and a file named twice."""
    files = sorted((ROOT / "cases" / "en").glob("*.toml"))[:4]
    fixtures = sorted((ROOT / "tests" / "fixtures").glob("*.toml"))[:6]
    folder = tmp_path / "batch"
    folder.mkdir()
    for f in files[:2]:
        shutil.copy(f, folder / f.name)
    return [str(folder), *map(str, files[2:]), *map(str, fixtures), str(files[2]), str(tmp_path / "missing.toml")]


# A Dask cluster takes seconds to start: its runs are under the slow marker; the fast suite checks
# the option's wiring (test_spread_and_cluster_do_not_combine).
@pytest.mark.slow
@pytest.mark.parametrize("extra", [[], ["--json"]])
def test_verify_on_the_cluster_prints_what_a_local_run_prints(address, tmp_path, extra):
    paths = _mixed(tmp_path)
    local = run_pysm("verify", *extra, "--jobs", "2", *paths)
    remote = run_pysm("verify", *extra, "--cluster", address, *paths)
    assert local.stdout and remote.stdout == local.stdout
    assert (remote.returncode, remote.stderr) == (local.returncode, local.stderr)


@pytest.mark.slow
def test_generate_on_the_cluster_writes_the_same_files(address, tmp_path):
    args = ["generate", "--size", "4", "--lang", "nl", "--seed", "31", "--count", "3", "--level", "1"]
    local = run_pysm(*args, "-o", str(tmp_path / "local"))
    remote = run_pysm(*args, "-o", str(tmp_path / "remote"), "--cluster", address)
    assert local.returncode == remote.returncode == 0, remote.stderr
    names = sorted(p.name for p in (tmp_path / "local").iterdir())
    assert len(names) == 3 and names == sorted(p.name for p in (tmp_path / "remote").iterdir())
    for name in names:
        assert (tmp_path / "remote" / name).read_bytes() == (tmp_path / "local" / name).read_bytes()

    def lines(out):  # the progress lines, without the folder and the seconds each case took
        return re.sub(
            r"[0-9.]+ s\)",
            "s)",
            out.stderr.replace(str(tmp_path), "DIR").replace("/local/", "/X/").replace("/remote/", "/X/"),
        )

    assert lines(remote) == lines(local)


def test_an_unreachable_scheduler_is_a_clear_error_at_once(tmp_path):
    import time

    start = time.monotonic()
    out = run_pysm("verify", "--cluster", "tcp://127.0.0.1:9", str(ROOT / "cases" / "en"))
    took = time.monotonic() - start
    assert out.returncode == 2 and "cannot reach the Dask scheduler" in out.stderr and "Traceback" not in out.stderr
    # about 1.2 s on a quiet machine; Dask's own connect timeout would wait 30 s, so 5 s still tells the two apart
    # on a loaded one
    assert "refused" in out.stderr and took < 5.0


def test_spread_and_cluster_do_not_combine(tmp_path):
    out = run_pysm(
        "generate",
        "--size",
        "4",
        "--lang",
        "en",
        "--seed",
        "1",
        "--spread",
        "--cluster",
        "tcp://127.0.0.1:9",
        "-o",
        str(tmp_path),
    )
    assert out.returncode == 2 and "--spread" in out.stderr and not list(tmp_path.iterdir())


@pytest.mark.slow
def test_report_on_the_cluster_gives_what_a_local_run_gives(address, tmp_path):
    files = sorted((ROOT / "tests" / "spec_examples").glob("en-*.toml"))[:3]
    local = run_pysm("report", "--json", "--jobs", "2", *map(str, files))
    remote = run_pysm("report", "--json", "--cluster", address, *map(str, files))
    assert local.returncode == remote.returncode == 0, remote.stderr
    assert remote.stdout == local.stdout
