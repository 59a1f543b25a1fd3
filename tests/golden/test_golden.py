"""Golden outputs: ``skillctl audit`` text, JSON and SARIF for a few fixed skills.

Run ``pytest --update-golden`` to rewrite the expected files, then review the diff.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from click.testing import CliRunner
from jsonschema import Draft4Validator
from jsonschema import Draft202012Validator

from skillctl.cli import cli
from skillctl.resources import load_schema

HERE = Path(__file__).resolve().parent
CASES = sorted(p.name for p in HERE.iterdir() if (p / "input").is_dir())
FORMATS = {"txt": "text", "json": "json", "sarif": "sarif"}
SARIF_SCHEMA = json.loads(
    (HERE.parent / "fixtures" / "sarif" / "sarif-schema-2.1.0.json").read_text(encoding="utf-8")
)


def _audit(case: str, output_format: str) -> tuple[int, str]:
    old = Path.cwd()
    os.chdir(HERE / case)
    try:
        result = CliRunner().invoke(
            cli, ["audit", "--format", output_format, "input"], catch_exceptions=False
        )
    finally:
        os.chdir(old)
    return result.exit_code, result.stdout


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize("extension", sorted(FORMATS))
def test_golden_output(case: str, extension: str, request: pytest.FixtureRequest) -> None:
    code, out = _audit(case, FORMATS[extension])
    assert code in (0, 1)
    if extension == "json":
        Draft202012Validator(load_schema("audit-result")).validate(json.loads(out))
    if extension == "sarif":
        Draft4Validator(SARIF_SCHEMA).validate(json.loads(out))
    expected = HERE / case / f"expected.{extension}"
    if request.config.getoption("--update-golden"):
        expected.write_text(out, encoding="utf-8")
    assert out == expected.read_text(encoding="utf-8")


def test_every_case_has_every_output() -> None:
    assert len(CASES) >= 3
    for case in CASES:
        assert sorted(p.name for p in (HERE / case).glob("expected.*")) == sorted(
            f"expected.{ext}" for ext in FORMATS
        )
