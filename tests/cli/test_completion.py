"""Shell completion: commands from click, and skill names from the store and the registries."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from skillctl.cli import cli
from tests.helpers import skill_md
from tests.helpers import write_skill


def _complete(line: str, *, env: dict[str, str] | None = None) -> list[str]:
    """What bash would offer for ``line`` (the word being typed is its last one)."""
    words = line.split(" ")
    result = CliRunner().invoke(
        cli,
        [],
        prog_name="skillctl",
        env={
            "_SKILLCTL_COMPLETE": "bash_complete",
            "COMP_WORDS": line,
            "COMP_CWORD": str(len(words) - 1),
            **(env or {}),
        },
    )
    assert result.exit_code == 0, result.output
    return [row.split(",", 1)[1] for row in result.stdout.splitlines() if row]


@pytest.fixture
def store(tmp_path: Path) -> Path:
    for name in ("tables", "table-kit", "charts"):
        write_skill(tmp_path / "src", name, skill_md(name))
    runner = CliRunner()
    for name in ("tables", "table-kit", "charts"):
        done = runner.invoke(cli, ["install", str(tmp_path / "src" / name)])
        assert done.exit_code == 0, done.stderr
    return Path.home() / "store"


@pytest.mark.parametrize(
    "line",
    [
        "skillctl info tab",
        "skillctl uninstall charts tab",
        "skillctl pin tab",
        "skillctl update tab",
    ],
)
def test_installed_skill_names_complete(store: Path, line: str) -> None:
    assert _complete(line) == ["table-kit", "tables"]


def test_the_store_typed_on_the_line_is_used(store: Path, tmp_path: Path) -> None:
    other = tmp_path / "other"
    assert _complete(f"skillctl --store {other} info tab") == []  # no store there
    assert _complete(f"skillctl --store {store} info ch") == ["charts"]


def test_install_completes_registry_names_offline(tmp_path: Path) -> None:
    offered = _complete("skillctl install skill-")
    assert "skill-authoring" in offered  # the embedded default registry
    assert all(name.startswith("skill-") for name in offered)


def test_commands_and_aliases_complete() -> None:
    assert _complete("skillctl doc") == ["doctor"]
    assert "uninstall" in _complete("skillctl un")


def test_a_broken_store_completes_nothing_quietly(tmp_path: Path) -> None:
    (tmp_path / "junk").mkdir()
    (tmp_path / "junk" / "file.txt").write_text("x")
    assert _complete(f"skillctl --store {tmp_path / 'junk'} info t") == []
