"""Run ``skillctl validate`` in-process and check every JSON result against its schema."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from click.testing import CliRunner
from click.testing import Result
from jsonschema import Draft202012Validator

from skillctl.cli import cli
from skillctl.spec.problems import CODES

REPO = Path(__file__).resolve().parents[2]
RESULT_VALIDATOR = Draft202012Validator(
    json.loads((REPO / "schemas" / "validate-result.schema.json").read_text(encoding="utf-8"))
)

# Line numbers in the documents built by ``tests.helpers.skill_md``.
NAME_LINE, DESCRIPTION_LINE, EXTRA_LINE = 2, 3, 4


def invoke(args: Sequence[str | Path]) -> Result:
    """Invoke the CLI with ``args`` (paths turned into strings), letting exceptions through."""
    return CliRunner().invoke(cli, [str(a) for a in args], catch_exceptions=False)


def check_result(data: dict[str, Any], exit_code: int) -> None:
    """Assert ``data`` fits the schema and that its summary and flags agree with its problems."""
    RESULT_VALIDATOR.validate(data)
    skills = data["skills"]
    problems = [p for s in skills for p in s["problems"]]
    for p in problems:
        assert p["code"] in CODES, p
    summary = data["summary"]
    assert summary["skills"] == len(skills)
    assert summary["valid"] == sum(1 for s in skills if s["valid"])
    assert summary["invalid"] == sum(1 for s in skills if not s["valid"])
    assert summary["errors"] == sum(1 for p in problems if p["severity"] == "error")
    assert summary["warnings"] == sum(1 for p in problems if p["severity"] == "warning")
    assert summary["infos"] == sum(1 for p in problems if p["severity"] == "info")
    assert [s["path"] for s in skills] == sorted(s["path"] for s in skills)
    for s in skills:
        if any(p["severity"] == "error" for p in s["problems"]):
            assert s["valid"] is False, s
    assert exit_code == (0 if summary["invalid"] == 0 else 1)


def run_json(*paths: str | Path, args: Sequence[str] = ()) -> tuple[int, dict[str, Any]]:
    """Run ``validate PATHS --format json ARGS``; return the exit code and the checked JSON."""
    result = invoke(["validate", *paths, "--format", "json", *args])
    assert result.exit_code in (0, 1), (result.exit_code, result.stdout, result.stderr)
    data = json.loads(result.stdout)
    check_result(data, result.exit_code)
    return result.exit_code, data


def only_skill(data: dict[str, Any]) -> dict[str, Any]:
    """The single skill entry of a result that must hold exactly one."""
    assert len(data["skills"]) == 1, data["skills"]
    skill: dict[str, Any] = data["skills"][0]
    return skill


def code_lines(skill: dict[str, Any]) -> set[tuple[str, int | None]]:
    """The ``(code, line)`` pairs of a skill's problems."""
    return {(p["code"], p["line"]) for p in skill["problems"]}


def codes(skill: dict[str, Any]) -> list[str]:
    """A skill's problem codes, sorted."""
    return sorted(p["code"] for p in skill["problems"])


def error_codes(skill: dict[str, Any]) -> set[str]:
    """The codes of a skill's error-severity problems."""
    return {p["code"] for p in skill["problems"] if p["severity"] == "error"}


def find(skill: dict[str, Any], code: str) -> dict[str, Any]:
    """The one problem with ``code``; fails when there is none or several."""
    found: list[dict[str, Any]] = [p for p in skill["problems"] if p["code"] == code]
    assert len(found) == 1, (code, skill["problems"])
    return found[0]
