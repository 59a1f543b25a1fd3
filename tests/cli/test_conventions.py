"""Conventions people expect from a command line: option placement, aliases, errors, pipes."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner
from jsonschema import Draft202012Validator

from skillctl.cli import ALIASES
from skillctl.cli import COMMANDS
from skillctl.cli import EXIT_CLOSED_PIPE
from skillctl.cli import cli
from skillctl.cli._options import counted
from skillctl.resources import load_schema
from tests.helpers import skill_md
from tests.helpers import write_skill


def _invoke(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, list(args), catch_exceptions=False)
    return result.exit_code, result.stdout, result.stderr


@pytest.mark.parametrize(
    ("before", "after"),
    [
        (["--json", "list"], ["list", "--json"]),
        (["-q", "validate", "{skills}"], ["validate", "{skills}", "-q"]),
        (["--json", "validate", "{skills}"], ["validate", "--json", "{skills}"]),
        (["--store", "{other}", "--json", "list"], ["list", "--store", "{other}", "--json"]),
        (["-v", "validate", "{skills}"], ["validate", "-v", "{skills}"]),
        (["--json", "config", "get", "targets"], ["config", "get", "targets", "--json"]),
        (["-q", "usage", "show"], ["usage", "show", "-q"]),
    ],
)
def test_global_options_work_after_the_command(
    tmp_path: Path, before: list[str], after: list[str]
) -> None:
    write_skill(tmp_path / "skills", "tables", skill_md("tables"))
    write_skill(tmp_path / "skills", "broken", skill_md("other"))
    places = {"{skills}": str(tmp_path / "skills"), "{other}": str(tmp_path / "other")}
    first = _untimed(_invoke(*[places.get(a, a) for a in before]))
    second = _untimed(_invoke(*[places.get(a, a) for a in after]))
    assert first == second
    assert first[1] or "-q" in before  # each printed something, so the comparison means something


def _untimed(run: tuple[int, str, str]) -> tuple[int, str, str]:
    """``run`` without -v's ``skillctl: … took 0.01 s`` line, which differs run to run."""
    code, out, err = run
    return code, out, re.sub(r"(?m)^skillctl: \S+ took [0-9.]+ s\n", "", err)


def test_quiet_after_the_command_prints_less() -> None:
    registry = str(Path(__file__).resolve().parents[2] / "registry")
    loud = _invoke("validate", registry)
    quiet = _invoke("validate", registry, "-q")
    assert loud[0] == quiet[0] == 0
    assert len(quiet[1].splitlines()) < len(loud[1].splitlines())


def test_a_command_keeps_its_own_meaning_of_an_option_name() -> None:
    import click

    from skillctl.cli._options import accept_global_options

    @click.command()
    @click.option("-q", "query")
    def search(query: str) -> None:
        click.echo(query)

    accept_global_options(search)
    accept_global_options(search)  # twice changes nothing
    opts = [opt for param in search.params for opt in getattr(param, "opts", [])]
    assert opts.count("-q") == 1
    assert opts.count("--json") == 1
    assert CliRunner().invoke(search, ["-q", "pdf"]).stdout == "pdf\n"


@pytest.mark.parametrize(("alias", "command"), sorted(ALIASES.items()))
def test_aliases_run_the_command_they_stand_for(alias: str, command: str) -> None:
    assert command in COMMANDS
    aliased = _invoke(alias, "--help")
    real = _invoke(command, "--help")
    assert aliased[0] == real[0] == 0
    assert aliased[1].splitlines()[2:] == real[1].splitlines()[2:]  # the same help text


def test_ls_lists_the_store() -> None:
    assert _invoke("ls", "--json") == _invoke("list", "--json")


def test_an_unknown_command_suggests_one_that_runs(tmp_path: Path) -> None:
    code, out, err = _invoke("lst")
    assert code == 2
    assert out == ""
    assert err == "error: no such command 'lst'\nhint: did you mean: skillctl list\n"
    suggested = err.split("did you mean: skillctl ", 1)[1].split()
    assert _invoke(*suggested)[0] == 0
    assert "did you mean: skillctl update" in _invoke("upgrad")[2]  # an alias names its command
    code, _, err = _invoke("zzzz")
    assert code == 2
    assert "hint: see the commands with: skillctl --help" in err


@pytest.mark.parametrize(
    "args",
    [
        ["--json", "frobnicate"],
        ["--json", "validate", "--bogus", "."],
        ["validate", "--bogus", "--json", "."],
        ["--json", "validate", "--profile", "vim", "."],
        ["--json", "--bogus", "list"],
        ["--json", "install", "a/b", "--all", "--skill", "x"],
        ["--json", "uninstall"],
    ],
)
def test_usage_errors_follow_the_error_contract(args: list[str]) -> None:
    code, out, err = _invoke(*args)
    assert code == 2
    document = json.loads(out)
    Draft202012Validator(load_schema("error")).validate(document)
    assert document["error"]["code"] == "usage"
    lines = err.splitlines()
    assert lines[0] == f"error: {document['error']['message']}"
    assert lines[1] == f"hint: {document['error']['hint']}"
    assert "Usage:" not in err
    hint = document["error"]["hint"]
    if hint.startswith("see: skillctl ") and hint.endswith(" --help"):
        shown = hint.removeprefix("see: skillctl ").split()
        assert _invoke(*shown)[0] == 0  # the hint works as shown


def test_no_arguments_still_shows_the_help() -> None:
    code, out, err = _invoke()
    assert code == 2
    assert "Usage: " in out + err
    assert "Aliases: ls" in out + err


def test_a_closed_pipe_ends_quietly(tmp_path: Path) -> None:
    """`skillctl validate … | true`: the reader is gone before the first write."""
    for index in range(40):
        write_skill(tmp_path / "skills", f"skill-{index:02d}", skill_md(f"skill-{index:02d}"))
    for args in (["validate", str(tmp_path / "skills")], ["--json", "list"]):
        read_end, write_end = os.pipe()
        os.close(read_end)
        try:
            done = subprocess.run(
                [sys.executable, "-m", "skillctl", *args],
                stdout=write_end,
                stderr=subprocess.PIPE,
                text=True,
                check=False,
                timeout=120,
            )
        finally:
            os.close(write_end)
        assert done.stderr == "", args
        assert done.returncode == EXIT_CLOSED_PIPE, args


def test_counts_agree_with_their_noun(tmp_path: Path) -> None:
    assert counted(1, "skill") == "1 skill"
    assert counted(0, "skill") == "0 skills"
    assert counted(2, "finding") == "2 findings"
    write_skill(tmp_path / "one", "solo", skill_md("solo"))
    code, out, _ = _invoke("install", str(tmp_path / "one" / "solo"), "--list")
    assert code == 0
    assert out.splitlines()[0].endswith("holds 1 skill")


@pytest.mark.parametrize(
    "args",
    [
        ["info", "tabels"],
        ["uninstall", "tabels"],
        ["pin", "tabels"],
        ["restore", "tabels"],
        ["update", "tabels"],
        ["verify", "tabels"],
        ["usage", "record", "tabels", "--event", "use"],
    ],
)
def test_a_misspelt_skill_name_suggests_the_installed_one(tmp_path: Path, args: list[str]) -> None:
    assert _invoke("install", str(write_skill(tmp_path, "tables", skill_md("tables"))))[0] == 0
    code, _, err = _invoke(*args)
    assert code == 3
    assert "did you mean tables?" in err


def test_a_misspelt_registry_name_suggests_the_published_one() -> None:
    code, _, err = _invoke("install", "skill-autoring")
    assert code == 3
    assert "hint: did you mean skill-authoring?" in err
