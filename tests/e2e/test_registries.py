"""Configured registries: priority, same-name conflicts, pins, git registries and --offline."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from click.testing import CliRunner

from skillctl.cli import cli
from tests.e2e.registry_support import add_version
from tests.helpers import run_git


def _run(store: Path, *args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, ["--store", str(store), *args], catch_exceptions=False)
    return result.exit_code, result.stdout, result.stderr


def _configure(store: Path, registries: list[dict[str, object]]) -> None:
    code, _, err = _run(store, "config", "set", "registries", json.dumps(registries))
    assert code == 0, err


def test_a_name_in_two_registries_needs_a_pin(tmp_path: Path) -> None:
    corp, public = tmp_path / "corp", tmp_path / "public"
    add_version(corp, "notes", "1.0.0", body="# Corp notes\n\nInternal.\n")
    add_version(public, "notes", "2.0.0", body="# Public notes\n\nOpen.\n")
    add_version(public, "charts", "1.0.0")
    store = tmp_path / "store"
    _configure(
        store,
        [
            {"name": "corp", "url": str(corp), "priority": 10},
            {"name": "public", "url": str(public)},
        ],
    )
    code, _, err = _run(store, "install", "notes")
    assert code == 3
    assert "provided by several registries (corp, public)" in err
    assert "corp:notes" in err
    code, _, err = _run(store, "install", "corp:notes", "charts")
    assert code == 0, err
    assert "Internal." in (store / "skills" / "notes" / "SKILL.md").read_text()
    lock = json.loads((store / "skills.lock").read_text())["skills"]
    assert lock["notes"]["source"] == "registry:corp"
    assert lock["charts"]["source"] == "registry:public"
    assert _run(store, "install", "nope:notes")[0] == 3
    second = tmp_path / "second"
    _configure(second, [{"name": "corp", "url": str(corp)}, {"name": "public", "url": str(public)}])
    shutil.copy(store / "skills.lock", tmp_path / "project.lock")
    code, _, err = _run(second, "install", "--lockfile", str(tmp_path / "project.lock"), "--frozen")
    assert code == 0, err
    assert "Internal." in (second / "skills" / "notes" / "SKILL.md").read_text()


def test_a_git_registry_is_cloned_then_used_offline(tmp_path: Path) -> None:
    source = tmp_path / "source"
    add_version(source, "notes", "1.0.0")
    run_git(source, "init", "-q", "-b", "main")
    run_git(source, "add", "-A")
    run_git(source, "commit", "-qm", "registry")
    remote = tmp_path / "remote.git"
    run_git(tmp_path, "clone", "-q", "--bare", str(source), str(remote))
    store = tmp_path / "store"
    _configure(store, [{"name": "team", "url": f"file://{remote}"}])
    code, _, err = _run(store, "install", "notes")
    assert code == 0, err
    shutil.rmtree(remote)
    assert _run(store, "uninstall", "notes")[0] == 0
    code, _, err = _run(store, "install", "--offline", "notes")
    assert code == 0, err
    fresh = tmp_path / "fresh"
    _configure(fresh, [{"name": "team", "url": f"file://{tmp_path / 'gone.git'}"}])
    code, _, err = _run(fresh, "install", "--offline", "notes")
    assert code == 3
    assert "never been fetched" in err
