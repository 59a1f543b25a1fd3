"""``--changed-since REV`` and ``--skip-outside-skills`` on a real git repository."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest
from click.testing import CliRunner

from skillctl.cli import cli
from tests.helpers import skill_md
from tests.helpers import write_skill


def _git(repo: Path, *args: str) -> str:
    return subprocess.run(
        ["git", *args], cwd=repo, check=True, capture_output=True, text=True
    ).stdout


def _run(repo: Path, monkeypatch: pytest.MonkeyPatch, *args: str) -> tuple[int, dict[str, object]]:
    monkeypatch.chdir(repo)
    result = CliRunner().invoke(cli, ["--json", *args], catch_exceptions=False)
    return result.exit_code, json.loads(result.stdout)


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    repo = tmp_path / "repo"
    repo.mkdir()
    _git(repo, "init", "-q", "-b", "main")
    for name in ("alpha", "beta", "gamma"):
        write_skill(repo / "skills", name, skill_md(name))
    (repo / "README.md").write_text("# skills\n", encoding="utf-8")
    _git(repo, "add", "-A")
    _git(repo, "commit", "-q", "-m", "base")
    return repo


def _paths(document: dict[str, object]) -> list[str]:
    skills = document["skills"]
    assert isinstance(skills, list)
    return [s["path"] for s in skills]


def test_only_changed_skills_are_checked(repo: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (repo / "skills" / "beta" / "SKILL.md").write_text(skill_md("wrong"), encoding="utf-8")
    _git(repo, "commit", "-qam", "break beta")
    write_skill(repo / "skills", "delta", skill_md("delta"))  # untracked
    (repo / "README.md").write_text("# changed\n", encoding="utf-8")  # outside any skill
    code, document = _run(repo, monkeypatch, "validate", "--changed-since", "HEAD~1")
    assert code == 1
    assert _paths(document) == ["skills/beta", "skills/delta"]
    code, document = _run(repo, monkeypatch, "audit", "--changed-since", "HEAD~1")
    assert code == 0
    assert _paths(document) == ["skills/beta", "skills/delta"]


def test_paths_narrow_the_changed_set(repo: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (repo / "skills" / "alpha" / "notes.md").write_text("x\n", encoding="utf-8")
    (repo / "skills" / "gamma" / "notes.md").write_text("x\n", encoding="utf-8")
    code, document = _run(repo, monkeypatch, "validate", "--changed-since", "HEAD", "skills/gamma")
    assert code == 0
    assert _paths(document) == ["skills/gamma"]


def test_nothing_changed_is_a_clean_pass(repo: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    code, document = _run(repo, monkeypatch, "validate", "--changed-since", "HEAD")
    assert code == 0
    summary = document["summary"]
    assert isinstance(summary, dict)
    assert summary["skills"] == 0


def test_unknown_revision_and_no_repository(
    repo: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    code, document = _run(repo, monkeypatch, "validate", "--changed-since", "no-such-rev")
    assert code == 3
    assert document["error"]["code"] == "ref-not-found"  # type: ignore[index]
    outside = tmp_path / "plain"
    outside.mkdir()
    code, document = _run(outside, monkeypatch, "audit", "--changed-since", "HEAD")
    assert code == 3
    assert document["error"]["code"] == "not-a-repository"  # type: ignore[index]


def test_hook_mode_skips_files_outside_skills(repo: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    args = ["validate", "--skip-outside-skills", "README.md", "skills/alpha/SKILL.md", "gone.txt"]
    code, document = _run(repo, monkeypatch, *args)
    assert code == 0
    assert _paths(document) == ["skills/alpha"]
    monkeypatch.chdir(repo)
    strict = CliRunner().invoke(cli, ["validate", "README.md"])
    assert strict.exit_code == 2
    assert "not inside a skill folder" in strict.stderr


def test_inside_a_git_hook_environment_the_index_is_untouched(
    repo: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (repo / "skills" / "alpha" / "SKILL.md").write_text(skill_md("alpha", body="# New\n\nStep.\n"))
    _git(repo, "add", "-A")
    index_before = (repo / ".git" / "index").read_bytes()
    monkeypatch.setenv("GIT_DIR", str(repo / ".git"))
    monkeypatch.setenv("GIT_INDEX_FILE", str(repo / ".git" / "index"))
    code, document = _run(
        repo, monkeypatch, "audit", "--skip-outside-skills", "--changed-since", "HEAD"
    )
    assert code == 0
    assert _paths(document) == ["skills/alpha"]
    assert (repo / ".git" / "index").read_bytes() == index_before
