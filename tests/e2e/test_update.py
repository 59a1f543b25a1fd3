"""``outdated`` and ``update``: newer registry versions, changed folders, local edits."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from skillctl.cli import cli
from tests.e2e.registry_support import add_version
from tests.helpers import skill_md
from tests.helpers import write_skill


def _run(store: Path, *args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, ["--store", str(store), *args], catch_exceptions=False)
    return result.exit_code, result.stdout, result.stderr


def test_outdated_and_update_from_a_registry(tmp_path: Path) -> None:
    registry = tmp_path / "registry"
    add_version(registry, "notes", "1.0.0")
    store = tmp_path / "store"
    assert _run(store, "install", "--registry", str(registry), "notes<2")[0] == 0
    code, out, _ = _run(store, "--json", "outdated")
    assert json.loads(out)["outdated"] == []
    add_version(registry, "notes", "1.1.0", body="# Notes\n\nBetter.\n")
    add_version(registry, "notes", "2.0.0")
    code, out, _ = _run(store, "--json", "outdated")
    assert [(e["name"], e["installed"], e["available"]) for e in json.loads(out)["outdated"]] == [
        ("notes", "1.0.0", "1.1.0")
    ]
    code, out, err = _run(store, "--json", "update")
    assert code == 0, err
    assert json.loads(out)["updated"][0]["version"] == "1.1.0"
    assert "Better." in (store / "skills" / "notes" / "SKILL.md").read_text()
    lock = json.loads((store / "skills.lock").read_text())
    assert lock["skills"]["notes"]["spec"] == "notes<2"


def test_a_locally_edited_skill_needs_force(tmp_path: Path) -> None:
    source = write_skill(tmp_path / "src", "tables", skill_md("tables"))
    store = tmp_path / "store"
    _run(store, "install", str(source))
    (source / "SKILL.md").write_text(skill_md("tables", body="# New\n\nVersion two.\n"))
    code, out, _ = _run(store, "--json", "outdated")
    assert json.loads(out)["outdated"][0]["reason"] == "the source folder changed"
    (store / "skills" / "tables" / "local.md").write_text("mine\n")
    code, _, err = _run(store, "update", "tables")
    assert code == 1
    assert "tables/local.md (added)" in err
    code, _, err = _run(store, "update", "--force", "tables")
    assert code == 0, err
    assert not (store / "skills" / "tables" / "local.md").exists()
    assert "Version two." in (store / "skills" / "tables" / "SKILL.md").read_text()
    assert _run(store, "verify")[0] == 0
    assert _run(store, "update", "missing")[0] == 3
