"""The content-addressed JSON cache."""

from __future__ import annotations

from pathlib import Path

import pytest

from skillctl.store.cache import cache_dir
from skillctl.store.cache import cached_json


def test_built_once_then_reused_and_keyed_by_content() -> None:
    calls: list[int] = []

    def build() -> object:
        calls.append(1)
        return {"rules": [1, 2]}

    assert cached_json("t", (b"a",), build) == {"rules": [1, 2]}
    assert cached_json("t", (b"a",), build) == {"rules": [1, 2]}
    assert len(calls) == 1
    cached_json("t", (b"b",), build)
    cached_json("t", (b"a", b""), build)
    assert len(calls) == 3
    assert len(list((cache_dir() / "t").glob("*.json"))) == 3


def test_a_corrupt_entry_is_rebuilt() -> None:
    cached_json("t", (b"x",), lambda: [1])
    (entry,) = (cache_dir() / "t").glob("*.json")
    entry.write_text("{not json", encoding="utf-8")
    assert cached_json("t", (b"x",), lambda: [2]) == [2]
    assert cached_json("t", (b"x",), lambda: [3]) == [2]


def test_an_unwritable_cache_is_skipped(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("", encoding="utf-8")
    monkeypatch.setenv("SKILLCTL_CACHE", str(blocker / "sub"))
    assert cached_json("t", (b"k",), lambda: {"ok": True}) == {"ok": True}
    assert not (blocker / "sub").exists()
