"""Every ledger, curator and consolidation command's --json document matches its schema."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from click.testing import CliRunner
from jsonschema import Draft202012Validator

from skillctl.cli import cli
from skillctl.resources import load_schema
from tests.e2e.test_consolidate import _pdf_skill
from tests.helpers import fake_crontab

HOOKS = Path(__file__).resolve().parents[1] / "fixtures" / "claude_hooks"


def _json(store: Path, schema: str, *args: str, stdin: str | None = None) -> dict[str, object]:
    result = CliRunner().invoke(
        cli, ["--store", str(store), "--json", *args], catch_exceptions=False, input=stdin
    )
    assert result.exit_code == 0, (args, result.stderr)
    document = json.loads(result.stdout)
    Draft202012Validator(load_schema(schema)).validate(document)
    assert isinstance(document, dict)
    return document


def test_every_metabolism_command_writes_its_schema(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    home = tmp_path / "home"
    monkeypatch.setenv("HOME", str(home))
    folder, _ = fake_crontab(tmp_path, "")
    monkeypatch.setenv("PATH", f"{folder}{os.pathsep}{os.environ['PATH']}")
    store = tmp_path / "store"
    agent = tmp_path / "agent"
    names = ["pdf-merge", "pdf-split"]
    sources = [_pdf_skill(tmp_path / "src", n, n.split("-")[1]) for n in names]
    assert (
        CliRunner()
        .invoke(cli, ["--store", str(store), "install", "--target", str(agent), *map(str, sources)])
        .exit_code
        == 0
    )
    usage = "usage-result"
    assert _json(store, usage, "usage", "record", "pdf-merge", "--event", "use")["recorded"]
    _json(store, usage, "usage", "rate", "pdf-merge", "+1")
    _json(store, usage, "usage", "rate", "--session", "s1", "-1")
    assert _json(store, usage, "usage", "show")["usage"]
    counters = tmp_path / ".usage.json"
    counters.write_text(json.dumps({"pdf-split": {"use_count": 2}}))
    assert _json(store, usage, "usage", "import", "--from", "hermes", str(counters))["imported"]
    payload = (HOOKS / "skill_load.json").read_text().replace("pdf-tools", "pdf-split")
    assert _json(store, usage, "usage", "hook", "--agent", "claude-code", stdin=payload) == {
        "hook_events": 1
    }
    assert _json(store, usage, "usage", "hook", "install")["changed"] is True
    assert _json(store, usage, "usage", "hook", "remove")["changed"] is True
    curator = "curator-result"
    assert _json(store, curator, "curate", "status")["paused"] is False
    assert _json(store, curator, "curate", "pause")["paused"] is True
    assert _json(store, curator, "curate", "resume")["paused"] is False
    assert _json(store, curator, "pin", "pdf-split")["pinned"] == ["pdf-split"]
    assert _json(store, curator, "unpin", "pdf-split")["unpinned"] == ["pdf-split"]
    assert _json(store, curator, "cron", "install")["status"] == "installed"
    assert _json(store, curator, "cron", "show")["line"]
    assert _json(store, curator, "cron", "remove")["status"] == "removed"
    consolidate = "consolidate-result"
    planned = _json(store, consolidate, "consolidate", *names, "--into", "pdf-kit", "--dry-run")
    assert planned["commit"] is None
    done = _json(store, consolidate, "consolidate", *names, "--into", "pdf-kit")
    assert done["commit"]
    resolved = _json(store, consolidate, "resolve", "pdf-merge", "pdf-kit")["resolved"]
    assert isinstance(resolved, list)
    assert [r["target"] for r in resolved] == ["pdf-kit", "pdf-kit"]
    restored = _json(store, curator, "restore", "pdf-merge")
    assert restored["forward_removed"] == "pdf-kit"
    assert _json(store, "curator-run", "curate", "--force", "--dry-run")["status"] == "planned"
