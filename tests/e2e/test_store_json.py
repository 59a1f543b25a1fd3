"""Every store command's --json document follows schemas/store-result.schema.json."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from jsonschema import Draft202012Validator

from skillctl.cli import cli
from skillctl.resources import load_schema
from tests.helpers import skill_md
from tests.helpers import write_skill


def test_store_documents_follow_the_schema(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    validator = Draft202012Validator(load_schema("store-result"))
    store = tmp_path / "store"
    source = write_skill(tmp_path / "src", "tables", skill_md("tables"))
    adopt = tmp_path / "adopt"
    write_skill(adopt, "alpha", skill_md("alpha"))
    runs = [
        ["install", "--target", "claude", str(source)],
        ["list"],
        ["info", "tables"],
        ["verify"],
        ["outdated"],
        ["update"],
        ["history"],
        ["uninstall", "tables"],
        ["rollback", "HEAD~1"],
        ["init", str(adopt)],
        ["config", "set", "curator.stale_after_days", "45"],
        ["config", "get", "curator.stale_after_days"],
        ["config", "list"],
        ["config", "unset", "curator.stale_after_days"],
    ]
    for args in runs:
        result = CliRunner().invoke(
            cli, ["--store", str(store), "--json", *args], catch_exceptions=False
        )
        assert result.exit_code == 0, (args, result.stderr)
        validator.validate(json.loads(result.stdout))
