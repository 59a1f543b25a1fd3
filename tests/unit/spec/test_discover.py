"""Finding skill folders from the paths a user names."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from skillctl.errors import PathNotFoundError
from skillctl.errors import PathUnreadableError
from skillctl.errors import UsageError
from skillctl.spec.discover import discover_skills
from tests.helpers import skill_md
from tests.helpers import write_skill


def test_a_file_inside_a_skill_maps_to_its_skill(tmp_path: Path) -> None:
    skill = write_skill(tmp_path, "tables", skill_md("tables"))
    script = skill / "scripts" / "run.py"
    script.parent.mkdir()
    script.write_text("print('hi')\n", encoding="utf-8")
    found = discover_skills([script, skill / "SKILL.md", skill])
    assert [(loc.directory, loc.display) for loc in found] == [(skill, str(skill))]


def test_relative_display_paths(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    write_skill(tmp_path / "skills", "tables", skill_md("tables"))
    (tmp_path / "skills" / "tables" / "references").mkdir()
    ref = tmp_path / "skills" / "tables" / "references" / "x.md"
    ref.write_text("x\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    assert [loc.display for loc in discover_skills([Path("skills/tables/references/x.md")])] == [
        "skills/tables"
    ]
    monkeypatch.chdir(tmp_path / "skills" / "tables")
    found = discover_skills([Path("SKILL.md")])
    assert [loc.display for loc in found] == ["."]
    assert found[0].folder_name == "tables"


def test_a_file_outside_any_skill_is_a_usage_error(tmp_path: Path) -> None:
    stray = tmp_path / "notes.txt"
    stray.write_text("x", encoding="utf-8")
    with pytest.raises(UsageError, match="not inside a skill folder"):
        discover_skills([stray])


def test_missing_path(tmp_path: Path) -> None:
    with pytest.raises(PathNotFoundError):
        discover_skills([tmp_path / "nope"])


def test_a_symlinked_path_is_refused(tmp_path: Path) -> None:
    skill = write_skill(tmp_path, "tables", skill_md("tables"))
    link = tmp_path / "link"
    link.symlink_to(skill)
    with pytest.raises(PathUnreadableError, match="symbolic link"):
        discover_skills([link])


def test_a_fifo_is_neither_file_nor_folder(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    with pytest.raises(PathUnreadableError, match="neither a file nor a folder"):
        discover_skills([fifo])


def test_symlinked_folders_and_skipped_folders_are_not_searched(tmp_path: Path) -> None:
    outside = write_skill(tmp_path / "outside", "elsewhere", skill_md("elsewhere"))
    root = tmp_path / "root"
    write_skill(root / "a", "one", skill_md("one"))
    write_skill(root / "node_modules", "two", skill_md("two"))
    write_skill(root / ".git", "three", skill_md("three"))
    write_skill(root / ".claude" / "skills", "four", skill_md("four"))
    (root / "linked").symlink_to(outside.parent)
    found = [loc.display for loc in discover_skills([root])]
    assert found == [str(root / ".claude/skills/four"), str(root / "a/one")]
