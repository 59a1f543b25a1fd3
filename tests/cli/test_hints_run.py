"""Every ``skillctl …`` command a hint names runs as shown (issue 14, item 4).

The hints are read from the source (every ``hint=`` argument), so a new hint
is tested the day it is written. Each command is run in a copy of a world
where the situation it answers exists (a stale skill to restore, a folder
made by hand to adopt, a repository for ``owner/repo``), with its
placeholders (``{name}``, ``NAME``, ``PATH`` …) filled in, and must succeed.
"""

from __future__ import annotations

import ast
import re
import shlex
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from skillctl.cli import ALIASES
from skillctl.cli import COMMANDS
from skillctl.cli import cli
from tests.e2e.registry_support import add_version
from tests.helpers import run_git
from tests.helpers import skill_md
from tests.helpers import write_skill

SOURCE = Path(__file__).resolve().parents[2] / "skillctl"
_WORD = "|".join(sorted({*COMMANDS, *ALIASES, "--store"}, key=len, reverse=True))
# `skillctl <command> …` up to the end of the command: a backtick, `;`, `)`, `, ` or ` or `.
_COMMAND = re.compile(rf"skillctl (?:{_WORD})(?:\{{[^{{}}]*\}}|[^`;){{])*?(?=`|;|\)|, | or |$)")
# A placeholder left unfilled: `{name}`-like, not JSON (which has double quotes).
_UNFILLED = re.compile(r"\{(?!root\})[^\"{}]*\}")
# Commands that check something: exit 1 means they ran and found it.
CHECKS = {"audit", "doctor", "outdated", "validate", "verify"}

# What each placeholder stands for in the prepared world ({root} is the world).
FILLED = {
    "{display}": "{root}/src/charts",
    "{options.path}": "{root}/src/charts",
    "{path}": "{root}/src/charts",
    "{requirements[0]}": "{root}/multi",
    "{text}": "{root}/multi",
    "{chain[-2]}": "charts",
    "{current}": "charts",
    "{target}": "charts",
    "{old.name}": "charts",
    "{' '.join([*names, *dependents])}": "charts",
    "{name}": "handmade",
    "owner/repo": "acme/skills",
    "...": """'[{"name": "team", "url": "{root}/registry"}]'""",
}
# Words in capitals are placeholders too; what they mean depends on the command.
CAPITALS = {
    ("adopt", "NAME"): "handmade",
    ("init", "PATH"): "{root}/agent-skills",
    ("prompt", "PATH…"): "{root}/src",
    ("restore", "NAME"): "charts",
    ("usage", "NAME"): "tables",
    ("usage", "pdf"): "tables",
}


def _hint_texts() -> list[tuple[str, str]]:
    """Every ``hint=`` string in the source, f-string fields kept as ``{expression}``."""

    def text(node: ast.expr) -> str:
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            return node.value
        if isinstance(node, ast.JoinedStr):
            return "".join(
                "{" + ast.unparse(part.value) + "}"
                if isinstance(part, ast.FormattedValue)
                else text(part)
                for part in node.values
            )
        if isinstance(node, ast.BinOp):
            return text(node.left) + text(node.right)
        if isinstance(node, ast.IfExp):
            return text(node.body) + " ; " + text(node.orelse)
        return ""

    found = []
    for path in sorted(SOURCE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.keyword) and node.arg == "hint":
                where = f"{path.relative_to(SOURCE.parent)}:{node.value.lineno}"
                found.append((where, text(node.value)))
    return found


def hint_commands() -> list[tuple[str, str]]:
    """(where, command) for every command a hint names, placeholders still in."""
    commands: dict[str, str] = {}
    for where, hint in _hint_texts():
        for match in _COMMAND.finditer(hint):
            commands.setdefault(match.group(0).strip(), where)
    return sorted((where, command) for command, where in commands.items())


def _filled(command: str, root: Path) -> list[str]:
    for placeholder, value in FILLED.items():
        command = command.replace(placeholder, value)
    if command.startswith("skillctl init {root}"):
        command = command.replace("{root}", "{root}/agent-skills", 1)
    elif command.startswith("skillctl --store {root}"):
        command = command.replace("{root}", "{root}/store", 1)
    words = shlex.split(command)[1:]
    words = [CAPITALS.get((words[0], w), w) for w in words]
    assert not any(_UNFILLED.search(w) for w in words), f"unfilled: {command}"
    return [w.replace("{root}", str(root)) for w in words]


def test_hints_name_commands_and_the_extraction_finds_them() -> None:
    commands = [command for _, command in hint_commands()]
    assert len(commands) >= 20
    assert "skillctl doctor" in commands
    assert "skillctl install {requirements[0]} --list" in commands
    assert "skillctl uninstall {old.name}" in commands
    assert "skillctl uninstall {' '.join([*names, *dependents])}" in commands  # a field with ", "


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A store where every hinted command has something to act on; copied per command."""
    root = tmp_path_factory.mktemp("hints")
    add_version(root / "registry", "tables", "1.0.0")
    write_skill(root / "src", "charts", skill_md("charts", body="# Charts\n\nDraw them.\n"))
    write_skill(root / "multi", "alpha", skill_md("alpha"))
    write_skill(root / "multi", "beta", skill_md("beta"))
    write_skill(root / "agent-skills", "notes", skill_md("notes"))
    work = root / "work"
    write_skill(work / "skills", "alpha", skill_md("alpha"))
    write_skill(work / "skills", "beta", skill_md("beta"))
    run_git(work, "init", "-q", "-b", "main")
    run_git(work, "add", "-A")
    run_git(work, "commit", "-q", "-m", "two skills")
    (root / "github" / "acme").mkdir(parents=True)
    run_git(root, "clone", "-q", "--bare", str(work), str(root / "github" / "acme" / "skills.git"))
    assert _run(root, ["install", "--registry", str(root / "registry"), "tables"])[0] == 0
    assert _run(root, ["install", str(root / "src" / "charts")])[0] == 0
    later = {"SKILLCTL_NOW": "2026-06-01T00:00:00Z"}
    assert _run(root, ["curate", "--force"], env=later)[0] == 0  # charts is now stale
    write_skill(root / "store" / "skills", "handmade", skill_md("handmade"))
    return root


def _run(root: Path, args: list[str], *, env: dict[str, str] | None = None) -> tuple[int, str]:
    environment = {
        "HOME": str(root),
        "SKILLCTL_STORE": str(root / "store"),
        "GIT_CONFIG_COUNT": "1",
        "GIT_CONFIG_KEY_0": f"url.file://{root / 'github'}/.insteadOf",
        "GIT_CONFIG_VALUE_0": "https://github.com/",
        **(env or {}),
    }
    result = CliRunner().invoke(cli, args, env=environment, catch_exceptions=False)
    return result.exit_code, result.output


@pytest.mark.parametrize(("where", "command"), hint_commands())
def test_each_hinted_command_runs_as_shown(
    world: Path, tmp_path: Path, where: str, command: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    root = tmp_path / "world"
    shutil.copytree(world, root, symlinks=True)
    monkeypatch.chdir(root)
    # The copy's records name the template's folders, which stay as they are.
    args = _filled(command, root)
    code, output = _run(root, args)
    allowed = {0, 1} if args[0] in CHECKS else {0}
    assert code in allowed, f"{where}: `{command}` as `skillctl {shlex.join(args)}`:\n{output}"
    assert "Usage:" not in output
