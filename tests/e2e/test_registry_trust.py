"""Nothing from a registry index or a lockfile is trusted by accident (issue 12).

A successor is a skill of the same registry, never a URL; names and sources
read from files are checked before any path is built; symlinks in folder
registries are refused; a project lockfile pins only folders inside itself;
and a lockfile entry must hold the skill it is keyed by.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from skillctl.cli import cli
from skillctl.store.dirhash import dirhash
from tests.e2e.registry_support import add_version
from tests.helpers import make_skill_repo
from tests.helpers import skill_md
from tests.helpers import write_skill


def _run(store: Path, *args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, ["--store", str(store), *args], catch_exceptions=False)
    return result.exit_code, result.stdout, result.stderr


def _installed(store: Path) -> list[str]:
    skills = store / "skills"
    return sorted(p.name for p in skills.iterdir() if p.is_dir()) if skills.is_dir() else []


def _deprecate(registry: Path, name: str, successor: str) -> None:
    index_path = registry / "index.json"
    index = json.loads(index_path.read_text())
    index["skills"][name]["deprecated"] = {"message": "moved", "successor": successor}
    index_path.write_text(json.dumps(index))


def test_a_successor_that_is_a_url_is_refused(tmp_path: Path) -> None:
    registry = tmp_path / "registry"
    add_version(registry, "old-notes", "1.0.0")
    evil = make_skill_repo(tmp_path / "evil", "hello-skill")
    _deprecate(registry, "old-notes", f"git+{evil}")
    store = tmp_path / "store"
    code, _, err = _run(store, "install", "--registry", str(registry), "old-notes")
    assert code == 3
    assert "which is not a skill name" in err
    assert _installed(store) == []


def test_a_successor_must_be_in_the_same_registry(tmp_path: Path) -> None:
    first, second = tmp_path / "first", tmp_path / "second"
    add_version(first, "old-notes", "1.0.0")
    add_version(second, "elsewhere", "1.0.0")
    _deprecate(first, "old-notes", "elsewhere")
    store = tmp_path / "store"
    config = store / ".skillctl" / "config.json"
    assert _run(store, "config", "set", "default_registry", "false")[0] == 0  # creates the store
    config.write_text(
        json.dumps(
            {
                "default_registry": False,
                "registries": [
                    {"name": "first", "url": str(first)},
                    {"name": "second", "url": str(second)},
                ],
            }
        )
    )
    code, _, err = _run(store, "install", "old-notes")
    assert code == 3
    assert "which this registry does not have" in err
    assert _installed(store) == []


def test_a_symlinked_package_folder_in_a_registry_is_refused(tmp_path: Path) -> None:
    registry = tmp_path / "registry"
    add_version(registry, "notes", "1.0.0")
    outside = tmp_path / "outside" / "notes"
    shutil.move(registry / "packages" / "notes", outside)
    (registry / "packages" / "notes").symlink_to(outside)  # same files, same hash
    store = tmp_path / "store"
    code, _, err = _run(store, "install", "--registry", str(registry), "notes")
    assert code == 3
    assert "is a symbolic link; registries hold real folders" in err
    assert _installed(store) == []


def _lock(path: Path, skills: dict[str, dict[str, object]]) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"lockfile_version": 1, "skills": skills}))
    return path


def _path_entry(source: str, content_hash: str = "h1:" + "A" * 43 + "=") -> dict[str, object]:
    return {
        "commit": None,
        "content_hash": content_hash,
        "ref": None,
        "source": source,
        "spec": source,
        "subdir": None,
        "version": None,
    }


def test_a_lockfile_key_that_is_a_path_is_refused(tmp_path: Path) -> None:
    registry = tmp_path / "registry"
    add_version(registry, "notes", "1.0.0")
    entry = {**_path_entry(f"registry:{registry}"), "version": "1.0.0"}
    lock = _lock(tmp_path / "project" / "skills.lock", {"../../secret/dir": entry})
    store = tmp_path / "store"
    code, _, err = _run(store, "install", "--lockfile", str(lock), "--frozen")
    assert code == 1
    assert "'../../secret/dir', which is not a skill name" in err


def test_a_frozen_lockfile_cannot_copy_from_etc(tmp_path: Path) -> None:
    store = tmp_path / "store"
    for source, why in (
        ("/etc", "is an absolute path"),
        ("../../../../../../etc", "climbs out with '..'"),
    ):
        lock = _lock(tmp_path / "project" / "skills.lock", {"etc": _path_entry(source)})
        code, _, err = _run(store, "install", "--lockfile", str(lock), "--frozen")
        assert code == 1, err
        assert why in err
    (tmp_path / "project" / "etc").symlink_to("/etc")
    lock = _lock(tmp_path / "project" / "skills.lock", {"etc": _path_entry("etc")})
    code, _, err = _run(store, "install", "--lockfile", str(lock), "--frozen")
    assert code == 1
    assert "passes through the symbolic link" in err
    assert not any(p.name in ("passwd", "hostname") for p in store.rglob("*"))


def test_frozen_notices_an_entry_keyed_by_another_skills_name(tmp_path: Path) -> None:
    project = tmp_path / "project"
    skill = write_skill(project / "skills", "lk", skill_md("lk"))
    lock = _lock(project / "skills.lock", {"zz": _path_entry("skills/lk", dirhash(skill))})
    store = tmp_path / "store"
    code, _, err = _run(store, "install", "--lockfile", str(lock), "--frozen")
    assert code == 1
    assert "the lockfile entry zz holds the skill lk" in err
    assert _installed(store) == []


def test_a_project_lockfile_pins_folders_relative_to_itself(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    project = tmp_path / "project"
    skill = write_skill(project / "skills", "lk", skill_md("lk"))
    lock = project / "skills.lock"
    first = tmp_path / "first"
    code, _, err = _run(first, "install", "--lockfile", str(lock), str(skill))
    assert code == 0, err
    entry = json.loads(lock.read_text())["skills"]["lk"]
    assert entry["source"] == "skills/lk"
    before = lock.read_bytes()
    monkeypatch.chdir(tmp_path)  # the relative source is read against the lockfile, not cwd
    moved = tmp_path / "elsewhere"
    shutil.copytree(project, moved)
    second = tmp_path / "second"
    code, _, err = _run(second, "install", "--lockfile", str(moved / "skills.lock"), "--frozen")
    assert code == 0, err
    assert _installed(second) == ["lk"]
    assert (moved / "skills.lock").read_bytes() == before
