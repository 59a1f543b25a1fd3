"""``install --target`` links skills into agents' folders; ``uninstall`` removes only those links."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from skillctl.cli import cli
from tests.helpers import skill_md
from tests.helpers import write_skill


def _run(store: Path, *args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, ["--store", str(store), *args], catch_exceptions=False)
    return result.exit_code, result.stdout, result.stderr


def test_project_and_global_targets(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    project = tmp_path / "project"
    project.mkdir()
    monkeypatch.chdir(project)
    store = tmp_path / "store"
    source = write_skill(tmp_path / "src", "tables", skill_md("tables"))
    custom = tmp_path / "elsewhere"
    code, _, err = _run(
        store,
        "install",
        "--target",
        "claude",
        "--target",
        "agents",
        "--target",
        str(custom),
        str(source),
    )
    assert code == 0, err
    for link in (
        project / ".claude" / "skills" / "tables",
        project / ".agents" / "skills" / "tables",
        custom / "tables",
    ):
        assert link.is_symlink()
        assert link.resolve() == (store / "skills" / "tables").resolve()
        assert (link / "SKILL.md").is_file()
    code, _, err = _run(store, "install", "-g", "--target", "codex", str(source))
    assert code == 0, err
    assert (Path.home() / ".agents" / "skills" / "tables").is_symlink()  # Codex reads .agents
    records = json.loads((store / ".skillctl" / "targets.json").read_text())
    assert len(records["tables"]) == 4
    user_folder = project / ".gemini" / "skills" / "tables"
    user_folder.mkdir(parents=True)
    code, _, err = _run(store, "install", "--target", "gemini", str(source))
    assert code == 3
    assert "does not overwrite" in err
    assert user_folder.is_dir()
    assert not user_folder.is_symlink()
    assert _run(store, "uninstall", "tables")[0] == 0
    for link in (
        project / ".claude" / "skills" / "tables",
        custom / "tables",
        Path.home() / ".agents" / "skills" / "tables",
    ):
        assert not link.exists()
        assert not link.is_symlink()
    assert user_folder.is_dir()
    assert (project / ".claude" / "skills").is_dir()


def test_a_link_the_user_repointed_is_left_alone(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    store = tmp_path / "store"
    source = write_skill(tmp_path / "src", "tables", skill_md("tables"))
    _run(store, "install", "--target", "claude", str(source))
    link = tmp_path / ".claude" / "skills" / "tables"
    link.unlink()
    mine = tmp_path / "mine"
    mine.mkdir()
    link.symlink_to(mine)
    code, _, err = _run(store, "uninstall", "tables")
    assert code == 0
    assert "left in place" in err
    assert link.is_symlink()
