"""Every JSON document the CLI writes conforms to its schema in schemas/."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from jsonschema import Draft202012Validator

from skillctl.cli import cli
from skillctl.resources import data_dir
from skillctl.resources import load_schema
from tests.helpers import skill_md
from tests.helpers import write_skill


def _check(schema: str, args: list[str]) -> dict[str, object]:
    result = CliRunner().invoke(cli, ["--json", *args], catch_exceptions=False)
    document = json.loads(result.stdout)
    Draft202012Validator(load_schema(schema)).validate(document)
    assert isinstance(document, dict)
    return document


def test_new_and_prompt_documents(tmp_path: Path) -> None:
    _check("new-result", ["new", "fresh", "--dir", str(tmp_path)])
    write_skill(tmp_path, "broken", skill_md("other"))
    document = _check("prompt-result", ["prompt", str(tmp_path)])
    skills = document["skills"]
    assert isinstance(skills, list)
    assert [s["name"] for s in skills] == ["fresh"]


@pytest.mark.parametrize(
    "args",
    [["validate", "/nonexistent/skill"], ["new", "Bad_Name"], ["prompt", "/nonexistent/x"]],
)
def test_error_documents(args: list[str], tmp_path: Path) -> None:
    if args[0] == "new":
        args = [*args, "--dir", str(tmp_path)]
    error = _check("error", args)["error"]
    assert isinstance(error, dict)
    assert error["message"]


@pytest.mark.parametrize("schema", sorted(p.name for p in (data_dir() / "schemas").glob("*.json")))
def test_every_schema_is_a_valid_draft_2020_12_schema(schema: str) -> None:
    Draft202012Validator.check_schema(json.loads((data_dir() / "schemas" / schema).read_text()))
