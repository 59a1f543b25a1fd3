"""The using-skillctl skill teaches commands that work: each one in its SKILL.md runs as written.

``acme/skills`` is served from a local bare repository through git's own
``insteadOf`` (tests never reach github.com); everything else comes from the
embedded default registry.
"""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest
from click.testing import CliRunner

from skillctl.cli import cli
from skillctl.resources import data_dir
from tests.helpers import run_git
from tests.helpers import skill_md
from tests.helpers import write_skill

_SKILL = data_dir() / "registry" / "packages" / "using-skillctl" / "1.0.0"
_BLOCK = re.compile(r"```bash\n(.*?)```", re.DOTALL)
# Commands that report what they find: exit 1 means they ran and found something.
_CHECKS = {"outdated", "verify", "doctor"}


def taught_commands() -> list[str]:
    """Every `skillctl …` line of a bash block in the skill's SKILL.md, in order."""
    text = (_SKILL / "SKILL.md").read_text(encoding="utf-8")
    return [
        line.strip()
        for block in _BLOCK.findall(text)
        for line in block.splitlines()
        if line.strip().startswith("skillctl ")
    ]


def test_the_skill_teaches_search_install_usage_and_the_curator() -> None:
    commands = taught_commands()
    words = {shlex.split(c, comments=True)[1] for c in commands}
    assert {"search", "install", "usage", "curate", "list", "info", "doctor"} <= words
    assert any("usage record" in c for c in commands)
    assert any("usage rate" in c for c in commands)


@pytest.fixture
def github(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """https://github.com/acme/skills as a local repository holding pdf and xlsx."""
    work = tmp_path / "work"
    for name in ("pdf", "xlsx"):
        write_skill(work / "skills", name, skill_md(name, f"Handles {name} files. Use for {name}."))
    run_git(work, "init", "-q", "-b", "main")
    run_git(work, "add", "-A")
    run_git(work, "commit", "-q", "-m", "two skills")
    base = tmp_path / "github"
    (base / "acme").mkdir(parents=True)
    run_git(tmp_path, "clone", "-q", "--bare", str(work), str(base / "acme" / "skills.git"))
    monkeypatch.setenv("GIT_CONFIG_COUNT", "1")
    monkeypatch.setenv("GIT_CONFIG_KEY_0", f"url.file://{base}/.insteadOf")
    monkeypatch.setenv("GIT_CONFIG_VALUE_0", "https://github.com/")


def test_every_taught_command_runs_as_written(
    github: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    for command in taught_commands():
        args = shlex.split(command, comments=True)[1:]
        result = CliRunner().invoke(cli, args, catch_exceptions=False)
        allowed = {0, 1} if args[0] in _CHECKS else {0}
        assert result.exit_code in allowed, f"`{command}`:\n{result.output}"
