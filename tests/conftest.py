"""Shared fixtures: every test runs against a throwaway store, a fixed clock and a sealed git."""

from __future__ import annotations

from pathlib import Path

import pytest

FIXED_NOW = "2026-01-15T12:00:00Z"

# Sample skills, hostile ones among them: data for the audit tests, never imported.
collect_ignore_glob = ["corpus/*"]


@pytest.fixture(autouse=True)
def _isolated_env(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Point skillctl and git at throwaway state so no test reads or writes the user's."""
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("SKILLCTL_STORE", str(home / "store"))
    monkeypatch.setenv("SKILLCTL_NOW", FIXED_NOW)
    monkeypatch.setenv("SKILLCTL_NO_DEFAULT_STORE", "1")
    monkeypatch.setenv("XDG_STATE_HOME", str(home / "state"))
    monkeypatch.setenv("SKILLCTL_CACHE", str(home / "cache"))
    monkeypatch.setenv("GIT_CONFIG_GLOBAL", "/dev/null")
    monkeypatch.setenv("GIT_CONFIG_NOSYSTEM", "1")
    monkeypatch.setenv("GIT_ALLOW_PROTOCOL", "file")
    for role in ("AUTHOR", "COMMITTER"):
        monkeypatch.setenv(f"GIT_{role}_NAME", "skillctl tests")
        monkeypatch.setenv(f"GIT_{role}_EMAIL", "tests@skillctl.invalid")
    monkeypatch.delenv("NO_COLOR", raising=False)


@pytest.fixture
def shared_corpus() -> Path:
    """The real-world corpus in ../shared, or skip when this checkout has none beside it."""
    here = Path(__file__).resolve().parent.parent
    for candidate in (here.parent / "shared" / "corpus", here.parent.parent / "shared" / "corpus"):
        if candidate.is_dir():
            return candidate
    pytest.skip("../shared/corpus is not present beside this checkout")


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--update-golden", action="store_true", help="rewrite tests/golden/*/expected.* for review"
    )
