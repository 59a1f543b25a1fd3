"""Exit codes, error documents and global options shared by every command."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from skillctl import __version__
from skillctl.cli import cli
from skillctl.cli._errors import report_crash
from skillctl.cli._options import CliState
from skillctl.errors import StoreError
from skillctl.resources import default_store_path


def test_version() -> None:
    result = CliRunner().invoke(cli, ["--version"], catch_exceptions=False)
    assert result.exit_code == 0
    assert result.stdout.strip() == f"skillctl {__version__}"


def test_unknown_option_is_a_usage_error() -> None:
    result = CliRunner().invoke(cli, ["validate", "--nope", "."], catch_exceptions=False)
    assert result.exit_code == 2
    assert "No such option" in result.stderr


def test_bad_profile_is_a_usage_error(tmp_path: Path) -> None:
    result = CliRunner().invoke(cli, ["validate", "--profile", "vim", str(tmp_path)])
    assert result.exit_code == 2


def test_unknown_command_is_a_usage_error() -> None:
    result = CliRunner().invoke(cli, ["frobnicate"])
    assert result.exit_code == 2


def test_missing_path_under_json_writes_one_error_document(tmp_path: Path) -> None:
    missing = tmp_path / "nope"
    result = CliRunner().invoke(cli, ["--json", "validate", str(missing)], catch_exceptions=False)
    assert result.exit_code == 3
    assert json.loads(result.stdout) == {
        "error": {
            "code": "path-not-found",
            "hint": "check the path",
            "message": f"{missing}: no such file or folder",
        }
    }
    assert result.stderr.startswith(f"error: {missing}: no such file or folder\nhint: ")


def test_default_store_is_refused_under_tests() -> None:
    with pytest.raises(StoreError, match="SKILLCTL_NO_DEFAULT_STORE"):
        CliState().store_path()
    assert default_store_path().parts[-2:] == ("skillctl", "store")


def test_crash_report_writes_a_log(tmp_path: Path, capsys: object) -> None:
    try:
        raise ValueError("boom")
    except ValueError as bug:
        code = report_crash(bug)
    assert code == 3
    logs = list((Path(os.environ["XDG_STATE_HOME"]) / "skillctl").glob("crash-*.log"))
    assert len(logs) == 1
    text = logs[0].read_text(encoding="utf-8")
    assert "ValueError: boom" in text
    assert f"skillctl {__version__}" in text
    assert "git:" in text


def test_console_entry_point_exit_codes(tmp_path: Path) -> None:
    def run(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "skillctl", *args], capture_output=True, text=True, check=False
        )

    assert run("validate", str(tmp_path / "nope")).returncode == 3
    assert run("validate", "--bogus").returncode == 2
    assert run("--help").returncode == 0
    bad_now = subprocess.run(
        [sys.executable, "-m", "skillctl", "validate", str(tmp_path)],
        capture_output=True,
        text=True,
        check=False,
        env={**os.environ, "SKILLCTL_NOW": "x"},
    )
    assert bad_now.returncode == 1  # validate never reads the clock; an empty dir has no SKILL.md


@pytest.mark.skipif(not Path("/proc/self").is_dir(), reason="needs /proc")
def test_a_filesystem_refusal_is_an_operational_error_not_a_crash() -> None:
    result = CliRunner().invoke(cli, ["--json", "init", "/proc/self"], catch_exceptions=False)
    assert result.exit_code == 3
    assert json.loads(result.stdout)["error"]["code"] == "filesystem"
    assert result.stderr.startswith("error: cannot use /proc/self/")


def test_every_listed_command_loads_and_has_help() -> None:
    from skillctl.cli import COMMANDS

    for name in COMMANDS:
        result = CliRunner().invoke(cli, [name, "--help"], catch_exceptions=False)
        assert result.exit_code == 0, name
        assert "Usage: " in result.stdout
