"""``-q`` prints less and ``-v`` prints more, on every command (issue 14, item 4).

Each command runs three times, plain, ``-q`` and ``-v``, each time in its own
copy of one prepared world (a store with a registry skill and a folder skill,
a registry, skill sources), so the three runs see the same state. The table
must name every command the CLI has: a new command without a case fails here.
"""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Callable
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from skillctl.cli import COMMANDS
from skillctl.cli import SkillctlGroup
from skillctl.cli import cli
from tests.e2e.registry_support import add_version
from tests.helpers import skill_md
from tests.helpers import write_skill

Setup = Callable[[Path], None]


def _no_setup(root: Path) -> None:
    return None


def _handmade(root: Path) -> None:
    write_skill(root / "store" / "skills", "handmade", skill_md("handmade"))


def _stale_charts(root: Path) -> None:
    later = {"SKILLCTL_NOW": "2026-06-01T00:00:00Z"}
    assert _invoke(root, ["curate", "--force"], env=later)[0] == 0


def _hermes_counters(root: Path) -> None:
    (root / "usage.json").write_text(json.dumps({"tables": {"use_count": 3}}), encoding="utf-8")


def _folder_of_skills(root: Path) -> None:
    write_skill(root / "agent-skills", "notes", skill_md("notes"))


def _dangling_hook(root: Path) -> None:
    assert _invoke(root, ["usage", "hook", "install"])[0] == 0


# Every command path, with its arguments ({root}: the world) and what it needs first.
CASES: dict[str, tuple[list[str], Setup]] = {
    "adopt": (["adopt", "handmade"], _handmade),
    "audit": (["audit", "{root}/src/charts"], _no_setup),
    "config get": (["config", "get", "curator.stale_after_days"], _no_setup),
    "config list": (["config", "list"], _no_setup),
    "config set": (["config", "set", "curator.stale_after_days", "45"], _no_setup),
    "config unset": (["config", "unset", "curator.stale_after_days"], _no_setup),
    "consolidate": (["consolidate", "charts", "graphs", "--into", "visuals"], _no_setup),
    "cron install": (["cron", "install"], _no_setup),
    "cron remove": (["cron", "remove"], _no_setup),
    "cron show": (["cron", "show"], _no_setup),
    "curate": (["curate", "--force"], _no_setup),
    "curate pause": (["curate", "pause"], _no_setup),
    "curate resume": (["curate", "resume"], _no_setup),
    "curate status": (["curate", "status"], _no_setup),
    "deprecate": (["deprecate", "tables", "--registry", "{root}/registry"], _no_setup),
    "doctor": (["doctor"], _no_setup),
    "history": (["history"], _no_setup),
    "info": (["info", "tables"], _no_setup),
    "init": (["init", "{root}/agent-skills"], _folder_of_skills),
    "install": (["install", "{root}/src/maps"], _no_setup),
    "list": (["list"], _no_setup),
    "new": (["new", "fresh", "--dir", "{root}/made"], _no_setup),
    "outdated": (["outdated"], _no_setup),
    "pin": (["pin", "charts"], _no_setup),
    "prompt": (["prompt"], _no_setup),
    "publish": (
        ["publish", "{root}/src/maps", "--registry", "{root}/registry", "--version", "1.0.0"],
        _no_setup,
    ),
    "resolve": (["resolve", "charts"], _no_setup),
    "restore": (["restore", "charts"], _stale_charts),
    "rollback": (["rollback", "HEAD~1"], _no_setup),
    "search": (["search", "table", "--registry", "{root}/registry"], _no_setup),
    "uninstall": (["uninstall", "charts"], _no_setup),
    "unpin": (["unpin", "charts"], _no_setup),
    "update": (["update"], _no_setup),
    "usage hook": (["usage", "hook"], _no_setup),
    "usage hook install": (["usage", "hook", "install"], _no_setup),
    "usage hook remove": (["usage", "hook", "remove"], _dangling_hook),
    "usage import": (
        ["usage", "import", "--from", "hermes", "{root}/usage.json"],
        _hermes_counters,
    ),
    "usage rate": (["usage", "rate", "tables", "+1"], _no_setup),
    "usage record": (["usage", "record", "tables", "--event", "use"], _no_setup),
    "usage show": (["usage", "show"], _no_setup),
    "validate": (["validate", "{root}/src/charts"], _no_setup),
    "verify": (["verify"], _no_setup),
    "yank": (
        ["yank", "tables==1.0.0", "--reason", "old", "--registry", "{root}/registry"],
        _no_setup,
    ),
}

# Commands whose whole output is the value asked for: -q has nothing to leave out.
QUIET_IS_THE_SAME = {
    "config get": "prints only the value",
    "prompt": "prints only the <available_skills> block",
    "resolve": "prints only the live skill's name",
    "usage hook": "prints nothing (agents call it)",
}
# The hook payload `usage hook` reads on stdin.
_PAYLOAD = json.dumps({"tool_name": "Skill", "tool_input": {"skill": "tables"}, "session_id": "s"})


def _leaf_commands(group: click.Group, ctx: click.Context, prefix: str = "") -> set[str]:
    found: set[str] = set()
    for name in group.list_commands(ctx):
        command = group.get_command(ctx, name)
        assert command is not None
        path = f"{prefix}{name}"
        if isinstance(command, click.Group):
            inner = _leaf_commands(command, ctx, f"{path} ")
            found |= inner
            if command.invoke_without_command:
                found.add(path)  # `curate` and `usage hook` run on their own too
        else:
            found.add(path)
    return found


def test_the_table_names_every_command() -> None:
    assert isinstance(cli, SkillctlGroup)
    with click.Context(cli) as ctx:
        assert _leaf_commands(cli, ctx) == set(CASES)
    assert {path.split()[0] for path in CASES} == set(COMMANDS)


@pytest.fixture(scope="module")
def template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The prepared world every run copies: made once, never changed."""
    root = tmp_path_factory.mktemp("world")
    add_version(root / "registry", "tables", "1.0.0")
    add_version(root / "registry", "tables", "1.1.0", body="# Steps\n\nNewer.\n")
    for name in ("charts", "graphs", "maps"):
        body = f"# {name}\n\nDraw {name} from a table of numbers.\n"
        write_skill(root / "src", name, skill_md(name, f"Draws {name}. Use when asked.", body=body))
    assert _invoke(root, ["install", "--registry", "{root}/registry", "tables==1.0.0"])[0] == 0
    assert _invoke(root, ["install", "{root}/src/charts", "{root}/src/graphs"])[0] == 0
    fake = root / "bin" / "crontab"
    fake.parent.mkdir()
    fake.write_text(
        '#!/bin/sh\ntab="$(dirname "$0")/tab"\n'
        'if [ "$1" = "-l" ]; then cat "$tab" 2>/dev/null; exit 0; fi\ncat > "$tab"\n'
    )
    fake.chmod(0o755)
    return root


def _invoke(
    root: Path, args: list[str], *, env: dict[str, str] | None = None, stdin: str | None = None
) -> tuple[int, str, str]:
    words = [a.replace("{root}", str(root)) for a in args]
    environment = {
        "HOME": str(root),
        "SKILLCTL_STORE": str(root / "store"),
        "PATH": f"{root / 'bin'}{os.pathsep}{os.environ['PATH']}",
        **(env or {}),
    }
    result = CliRunner().invoke(cli, words, env=environment, input=stdin, catch_exceptions=False)
    return result.exit_code, result.stdout, result.stderr


def _run_in_copy(
    template: Path, tmp_path: Path, mode: str, name: str, monkeypatch: pytest.MonkeyPatch
) -> tuple[int, str]:
    root = tmp_path / mode
    # The copy's records still name the template's registry and sources, which stay
    # unchanged: every command that writes a registry is given the copy's.
    shutil.copytree(template, root, symlinks=True)
    monkeypatch.chdir(root)
    args, setup = CASES[name]
    setup(root)
    flags = {"plain": [], "quiet": ["-q"], "verbose": ["-v"]}[mode]
    stdin = _PAYLOAD if name == "usage hook" else None
    code, out, err = _invoke(root, [*args, *flags], stdin=stdin)
    return code, (out + err).replace(str(root), "{root}")


@pytest.mark.parametrize("name", sorted(CASES))
def test_quiet_prints_less_and_verbose_more(
    template: Path, tmp_path: Path, name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    plain_code, plain = _run_in_copy(template, tmp_path, "plain", name, monkeypatch)
    quiet_code, quiet = _run_in_copy(template, tmp_path, "quiet", name, monkeypatch)
    verbose_code, verbose = _run_in_copy(template, tmp_path, "verbose", name, monkeypatch)
    assert plain_code == quiet_code == verbose_code, (plain, quiet, verbose)
    assert plain_code in {0, 1}, plain  # every case does its job (doctor: 1 on a problem)
    if name in QUIET_IS_THE_SAME:
        assert quiet == plain
    else:
        assert len(quiet) < len(plain), (plain, quiet)
    assert len(verbose) > len(plain), (plain, verbose)
    assert f"skillctl: {name.split()[0]} took " in verbose
