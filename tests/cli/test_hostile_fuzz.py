"""Fuzz the command line with hostile trees: deep nesting, FIFOs, non-UTF-8 names, deep JSON.

Issue 12: whatever the files hold, ``validate``, ``audit`` and ``install``
exit 0, 1, 2 or 3, never crash or hang, and each run finishes within 10 s.
Commands run in-process (CliRunner) for speed; FIFOs are never opened for
reading by skillctl, so none of these runs can block.
"""

from __future__ import annotations

import os
import shutil
import tempfile
import time
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck
from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st

from skillctl.cli import cli
from tests.helpers import run_git

CONTRACT = {0, 1, 2, 3}
LIMIT_SECONDS = 10.0
FUZZ = settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


def _nested(style: str, depth: int) -> str:
    match style:
        case "flow-list":
            return "[" * depth + "]" * depth
        case "flow-map":
            return "{a: " * depth + "b" + "}" * depth
        case "block-list":
            return "\n" + "".join("  " * i + "-\n" for i in range(min(depth, 2000))) + "  x"
        case _:
            return "\n" + "".join("  " * i + f"k{i}:\n" for i in range(min(depth, 2000))) + "  v"


_SKILL_MD = st.one_of(
    st.builds(
        lambda style, depth: (
            f"---\nname: fuzz\ndescription: Fuzz. Use when fuzzing.\nmetadata:\n  deep: "
            f"{_nested(style, depth)}\n---\nbody\n"
        ).encode(),
        st.sampled_from(["flow-list", "flow-map", "block-list", "block-map"]),
        st.integers(min_value=1, max_value=40_000),
    ),
    st.binary(max_size=600),
    st.just(b"---\nname: fuzz\ndescription: Fuzz. Use when fuzzing.\n---\nbody\n"),
)
_KIND = st.sampled_from(["file", "fifo", "folder", "link"])
# Names as raw bytes: invalid UTF-8, control characters, a leading dash or dot.
_NAME = st.one_of(
    st.binary(min_size=1, max_size=12).filter(lambda b: b"/" not in b and b"\0" not in b),
    st.sampled_from([b"\xff\xfe.md", b"caf\xe9.py", b"-rf", b".hidden", b"a\nb.sh", b"\x1b[31m"]),
).filter(lambda b: b not in (b".", b"..", b"SKILL.md", b"skill.md"))
_EXTRA = st.tuples(_NAME, _KIND, st.binary(max_size=200))


def _place(path: Path, kind: str, data: bytes) -> None:
    match kind:
        case "fifo":
            os.mkfifo(path)
        case "folder":
            path.mkdir()
            (path / "inner.txt").write_bytes(data)
        case "link":
            path.symlink_to("/etc/passwd")
        case _:
            path.write_bytes(data)


def _timed(*args: str) -> int:
    started = time.monotonic()
    result = CliRunner().invoke(cli, list(args), catch_exceptions=False)
    elapsed = time.monotonic() - started
    assert elapsed < LIMIT_SECONDS, (args, elapsed)
    assert result.exit_code in CONTRACT, (args, result.exit_code, result.stderr)
    assert "hit a bug" not in result.stderr, result.stderr
    return result.exit_code


@FUZZ
@given(_SKILL_MD, _KIND, st.lists(_EXTRA, max_size=3, unique_by=lambda e: e[0]))
def test_hostile_trees_keep_the_exit_code_contract(
    skill_md: bytes, skill_kind: str, extras: list[tuple[bytes, str, bytes]]
) -> None:
    root = Path(tempfile.mkdtemp(prefix="skillctl-clifuzz-"))
    try:
        skill = root / "fuzz"
        skill.mkdir()
        _place(skill / "SKILL.md", skill_kind, skill_md)
        for name, kind, data in extras:
            _place(skill / os.fsdecode(name), kind, data)
        _timed("validate", str(skill))
        _timed("audit", str(skill))
        _timed("--store", str(root / "store"), "install", str(skill))
    finally:
        shutil.rmtree(root, ignore_errors=True)


_DEEP_JSON = st.builds(
    lambda opener, depth, tail: (opener * depth).encode() + tail,
    st.sampled_from(['{"skills": ', "[", '{"a":', '{"skills": {"x": ']),
    st.integers(min_value=1, max_value=150_000),
    st.binary(max_size=40),
)


@FUZZ
@given(_DEEP_JSON, st.booleans())
def test_deep_json_in_registries_and_lockfiles_keeps_the_contract(
    document: bytes, is_closed: bool
) -> None:
    root = Path(tempfile.mkdtemp(prefix="skillctl-jsonfuzz-"))
    try:
        if is_closed:  # balance the brackets, so only the depth is wrong
            document += b"".join(
                b"]" if c == ord("[") else b"}" for c in reversed(document) if c in b"[{"
            )
        registry = root / "registry"
        registry.mkdir()
        (registry / "index.json").write_bytes(document)
        lock = root / "project" / "skills.lock"
        lock.parent.mkdir()
        lock.write_bytes(document)
        store = str(root / "store")
        assert _timed("--store", store, "install", "--registry", str(registry), "notes") != 0
        assert _timed("--store", store, "search", "--registry", str(registry), "notes") != 0
        assert _timed("--store", store, "install", "--lockfile", str(lock), "--frozen") != 0
    finally:
        shutil.rmtree(root, ignore_errors=True)


_RECORDS = st.sampled_from(
    [
        ".skillctl/state.json",
        ".skillctl/config.json",
        ".skillctl/targets.json",
        ".skillctl/provenance/fuzz.json",
        "skills.lock",
    ]
)


@pytest.fixture(scope="module")
def installed_store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A store with one skill, copied for each example (installing per example is slow)."""
    root = tmp_path_factory.mktemp("fuzz-store")
    skill = root / "src" / "fuzz"
    skill.mkdir(parents=True)
    (skill / "SKILL.md").write_text(
        "---\nname: fuzz\ndescription: Fuzz. Use when fuzzing.\n---\nbody\n", encoding="utf-8"
    )
    assert _timed("--store", str(root / "store"), "install", str(skill)) == 0
    return root / "store"


@FUZZ
@given(_RECORDS, _DEEP_JSON, st.booleans())
def test_deep_json_in_committed_store_records_keeps_the_contract(
    installed_store: Path, record: str, document: bytes, is_committed: bool
) -> None:
    """Issue 12: state.json, config.json, targets.json, provenance and skills.lock nested
    100,000 deep, in the commit that readers read or only on disk where writers read."""
    root = Path(tempfile.mkdtemp(prefix="skillctl-recordfuzz-"))
    try:
        store = root / "store"
        shutil.copytree(installed_store, store, symlinks=True)
        (store / record).write_bytes(document)
        if is_committed:
            run_git(store, "add", "--", record)
            run_git(store, "commit", "-qm", "hand-made record")
        for args in (["list"], ["verify"], ["info", "fuzz"], ["uninstall", "fuzz"]):
            _timed("--store", str(store), *args)
    finally:
        shutil.rmtree(root, ignore_errors=True)
