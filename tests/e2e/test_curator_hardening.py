"""The curator under stress and the hook's cost (issue 10): kill -9 at every checkpoint,
curate --consolidate, and what the installed hook line loads — through the CLI, real git."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from skillctl.resources import load_schema
from tests.e2e.test_ledger_and_curator import _events
from tests.e2e.test_ledger_and_curator import _payload
from tests.e2e.test_ledger_and_curator import _run
from tests.e2e.test_ledger_and_curator import _skill
from tests.e2e.test_ledger_and_curator import _states
from tests.helpers import kill_at
from tests.helpers import run_git
from tests.helpers import skill_md
from tests.helpers import write_skill

CURATOR_CHECKPOINTS = [
    "moved-in",
    "transitions-applied",
    "consolidations-applied",
    "report-written",
    "before-commit",
    "committed",
]


@pytest.mark.parametrize("checkpoint", CURATOR_CHECKPOINTS)
def test_a_curator_killed_at_each_checkpoint_leaves_store_and_ledger_consistent(
    tmp_path: Path, checkpoint: str
) -> None:
    """kill -9 anywhere in a run that archives one skill and consolidates two: the store is as
    before the run or as after it, never between; the ledger is untouched; git is sound."""
    store = tmp_path / "store"
    day0 = "2026-01-01T00:00:00Z"
    sources = [_csv_skill(tmp_path / "src", n) for n in ("csv-clean", "csv-trim")]
    sources.append(_skill(tmp_path / "src", "old-notes"))
    assert _run(store, "install", *map(str, sources), now=day0)[0] == 0
    assert _run(store, "config", "set", "curator.consolidate_origins", '["path"]')[0] == 0
    for name in ("csv-clean", "csv-trim"):
        assert (
            _run(store, "usage", "record", name, "--event", "use", now="2026-03-30T00:00:00Z")[0]
            == 0
        )
    before = {"csv-clean": "active", "csv-trim": "active", "old-notes": "active"}
    after = {
        "csv-clean": "archived",
        "csv-trim": "archived",
        "old-notes": "archived",
        "csv-toolkit": "active",
    }
    ledger_before = _events(store)
    head = run_git(store, "rev-parse", "HEAD")
    args = ["curate", "--force", "--consolidate"]
    now = {"SKILLCTL_NOW": "2026-04-02T00:00:00Z"}
    kill_at(checkpoint, tmp_path / "reached", "--store", str(store), *args, env=now)
    assert _run(store, "verify")[0] == 0
    states = _states(store)
    if checkpoint == "committed":
        assert states == after
        assert run_git(store, "rev-parse", "HEAD~1") == head
    else:
        assert states == before
        assert run_git(store, "rev-parse", "HEAD") == head
        for name in before:
            assert (store / "skills" / name / "SKILL.md").is_file(), name
        assert not (store / "skills" / "csv-toolkit").exists()
        archive = store / ".archive"
        assert not archive.exists() or not any(archive.iterdir())  # git keeps no empty folder
    assert _events(store) == ledger_before
    run_git(store, "fsck", "--no-progress")
    assert run_git(store, "status", "--porcelain") == ""
    # and the next run does the work in full
    code, _, err = _run(
        store, "--json", "curate", "--force", "--consolidate", now="2026-04-02T00:00:00Z"
    )
    assert code == 0, err
    assert _states(store) == after


def _csv_skill(root: Path, name: str) -> Path:
    body = "# CSV\n\nClean CSV files: trim whitespace, drop empty rows, normalise headers with csvkit.\n"
    description = "Cleans CSV files. Use when a CSV file needs cleaning."
    return write_skill(root, name, skill_md(name, description=description, body=body))


def test_curate_consolidate_merges_only_what_the_config_allows(tmp_path: Path) -> None:
    from tests.e2e.test_consolidate import _pdf_skill

    store = tmp_path / "store"
    day0, day31 = "2026-01-01T09:00:00Z", "2026-02-01T12:00:00Z"
    sources = [_csv_skill(tmp_path / "src", n) for n in ("csv-clean", "csv-trim", "csv-strip")]
    sources += [
        _pdf_skill(tmp_path / "src", n, v)
        for n, v in (("pdf-merge", "merge"), ("pdf-split", "split"), ("pdf-rotate", "rotate"))
    ]
    sources.append(_skill(tmp_path / "src", "old-notes"))
    assert _run(store, "install", *map(str, sources), now=day0)[0] == 0
    assert _run(store, "pin", "csv-strip", "pdf-split", "pdf-rotate", now=day0)[0] == 0
    assert _run(store, "config", "set", "curator.consolidate_origins", '["path"]')[0] == 0
    assert _run(store, "config", "set", "curator.consolidate_min_score", "0.4")[0] == 0
    for name in ("csv-clean", "csv-trim", "pdf-merge"):
        assert (
            _run(store, "usage", "record", name, "--event", "use", now="2026-01-30T00:00:00Z")[0]
            == 0
        )
    # off by default: candidates are reported, nothing is merged
    code, out, _ = _run(store, "--json", "curate", "--dry-run", "--force", now=day31)
    assert json.loads(out)["consolidations"] == []
    head = run_git(store, "rev-parse", "HEAD")
    code, out, _ = _run(
        store, "--json", "curate", "--dry-run", "--force", "--consolidate", now=day31
    )
    planned = {tuple(m["members"]): m for m in json.loads(out)["consolidations"]}
    assert planned[("csv-clean", "csv-trim")]["reason"] == ""
    assert run_git(store, "rev-parse", "HEAD") == head
    code, out, err = _run(store, "--json", "curate", "--force", "--consolidate", now=day31)
    assert code == 0, err
    run = json.loads(out)
    Draft202012Validator(load_schema("curator-run")).validate(run)
    merges = {m["into"]: m for m in run["consolidations"]}
    assert merges["csv-toolkit"]["applied"] is True
    assert merges["csv-toolkit"]["members"] == ["csv-clean", "csv-trim"]  # csv-strip is pinned
    assert merges["pdf-toolkit"]["applied"] is False
    assert "2 of 3 members are pinned, protected or archived" in merges["pdf-toolkit"]["reason"]
    assert {(t["name"], t["to"]) for t in run["transitions"]} == {("old-notes", "stale")}
    assert run_git(store, "rev-parse", "HEAD~1").strip() == head.strip()  # one commit a run
    message = run_git(store, "log", "-1", "--format=%B")
    assert "Skillctl-Absorbed-Into: csv-clean -> csv-toolkit" in message
    assert "Skillctl-Absorbed-Into: csv-trim -> csv-toolkit" in message
    assert "Skillctl-Transition: old-notes active->stale" in message
    report = (store / run["report"]).read_text()
    assert "consolidated into **csv-toolkit**" in report
    assert "skillctl restore csv-clean; skillctl restore csv-trim" in report
    assert "skillctl consolidate pdf-merge pdf-rotate pdf-split --into pdf-toolkit" in report
    assert _run(store, "validate", "--strict", str(store / "skills" / "csv-toolkit"))[0] == 0
    assert _run(store, "resolve", "csv-trim")[1].strip() == "csv-trim -> csv-toolkit"
    assert _states(store)["csv-strip"] == "active"
    assert _run(store, "verify")[0] == 0
    assert run_git(store, "status", "--porcelain") == ""


def _imported(command: list[str], stdin: str, env: dict[str, str]) -> tuple[int, set[str]]:
    """Exit code and the modules a command imports (Python's own import-time report)."""
    done = subprocess.run(
        command,
        input=stdin,
        capture_output=True,
        text=True,
        check=False,
        env={**env, "PYTHONPROFILEIMPORTTIME": "1"},
    )
    modules = {
        line.rsplit("|", 1)[1].strip()
        for line in done.stderr.splitlines()
        if line.startswith("import time:") and "|" in line
    }
    return done.returncode, modules - {"package"}


def test_the_installed_hook_command_imports_only_skillctl_beyond_a_bare_python(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The line `usage hook install` writes runs the hook with nothing a bare `python -c pass`
    does not load, except skillctl's own light modules and json's C scanner."""
    import shlex

    home = tmp_path / "home"
    monkeypatch.setenv("HOME", str(home))
    store = tmp_path / "store"
    agent = tmp_path / "agent"
    skill = _skill(tmp_path / "src", "pdf-tools")
    assert _run(store, "install", "--target", str(agent), str(skill))[0] == 0
    assert _run(store, "usage", "hook", "install", "--agent", "claude-code")[0] == 0
    settings = json.loads((home / ".claude" / "settings.json").read_text())
    line = settings["hooks"]["PostToolUse"][0]["hooks"][0]["command"]
    assert " -P -c " in line
    env = {k: v for k, v in os.environ.items() if not k.startswith("COVERAGE_")}
    env.pop("SKILLCTL_NOW", None)  # the clock module is only for fixed test times
    payload = _payload("read_skill_md.json", agent)
    code, hook = _imported(shlex.split(line), payload, env)
    assert code == 0
    _, bare = _imported([sys.executable, "-c", "pass"], "", env)
    extra = {m for m in hook - bare if not m.startswith("skillctl")}
    assert extra <= {"_json", "__future__"}, sorted(extra)
    assert [e["event"] for e in _events(store)] == ["view"]
    loaded = {m for m in hook if m.startswith("skillctl")}
    assert "skillctl.cli" not in loaded
    assert not {m for m in hook if m.split(".")[0] in {"re", "json", "enum", "typing", "pathlib"}}
