"""Shared fixtures: every test runs against a throwaway store, a fixed clock and a sealed git."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

FIXED_NOW = "2026-01-15T12:00:00Z"

# Sample skills, hostile ones among them: data for the audit tests, never imported.
collect_ignore_glob = ["corpus/*"]


def _sealed_git_env(home: Path) -> dict[str, str]:
    """The variables that keep git, pre-commit and skillctl away from the user's own state.

    With an empty HOME there is no git identity: a test that commits must bring its own.
    """
    env = {
        "HOME": str(home),
        "SKILLCTL_STORE": str(home / "store"),
        "SKILLCTL_NOW": FIXED_NOW,
        "SKILLCTL_NO_DEFAULT_STORE": "1",
        "XDG_STATE_HOME": str(home / "state"),
        "XDG_CACHE_HOME": str(home / "cache"),
        "XDG_CONFIG_HOME": str(home / "config"),
        "SKILLCTL_CACHE": str(home / "cache" / "skillctl"),
        "PRE_COMMIT_HOME": str(home / "pre-commit"),
        "GIT_CONFIG_GLOBAL": "/dev/null",
        "GIT_CONFIG_NOSYSTEM": "1",
        "GIT_ALLOW_PROTOCOL": "file",
        "GIT_TERMINAL_PROMPT": "0",
    }
    for role in ("AUTHOR", "COMMITTER"):
        env[f"GIT_{role}_NAME"] = "skillctl tests"
        env[f"GIT_{role}_EMAIL"] = "tests@skillctl.invalid"
    return env


@pytest.fixture(autouse=True, scope="session")
def _sealed_session(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """Seal the environment for module- and session-scoped fixtures too.

    Those are set up before any function-scoped fixture, so the per-test seal
    below comes too late for them (issue 14: a module fixture's `git commit`
    failed on a machine without a global git identity).
    """
    with pytest.MonkeyPatch.context() as patch:
        for key, value in _sealed_git_env(tmp_path_factory.mktemp("session-home")).items():
            patch.setenv(key, value)
        yield


@pytest.fixture(autouse=True)
def _isolated_env(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Point skillctl and git at throwaway state so no test reads or writes the user's."""
    for key, value in _sealed_git_env(tmp_path_factory.mktemp("home")).items():
        monkeypatch.setenv(key, value)
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
