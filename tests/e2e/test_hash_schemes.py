"""Content hashes cover the executable bit (``h2:``); ``h1:`` records made before keep verifying.

Issue 12: a ``chmod +x`` must be caught by the hash itself. The hash is
recorded in provenance, lockfiles and registry indexes, so a store, a
project lockfile or a registry written before the change is checked by the
rule of the hash it holds, and ``verify`` says which records are still h1.
"""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from skillctl.cli import cli
from skillctl.store.dirhash import H1
from skillctl.store.dirhash import file_digests
from skillctl.store.dirhash import hash_of_files
from tests.helpers import run_git
from tests.helpers import skill_md
from tests.helpers import write_skill


def _run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, list(args), catch_exceptions=False)
    return result.exit_code, result.stdout, result.stderr


def _skill(root: Path, name: str = "tables") -> Path:
    skill = write_skill(root, name, skill_md(name, extra='metadata:\n  version: "1.0.0"\n'))
    (skill / "scripts").mkdir()
    (skill / "scripts" / "fmt.py").write_text("print('x')\n")
    (skill / "scripts" / "fmt.py").chmod(0o644)
    return skill


def _h1(folder: Path) -> str:
    return hash_of_files(file_digests(folder), H1)


def _rewrite(path: Path, edit: dict[str, str]) -> None:
    text = path.read_text()
    for old, new in edit.items():
        text = text.replace(old, new)
    path.write_text(text)


def test_chmod_x_is_caught_by_the_content_hash(tmp_path: Path) -> None:
    store = tmp_path / "store"
    assert _run("--store", str(store), "install", str(_skill(tmp_path / "src")))[0] == 0
    recorded = json.loads((store / ".skillctl" / "provenance" / "tables.json").read_text())
    assert recorded["content_hash"].startswith("h2:")
    (store / "skills" / "tables" / "scripts" / "fmt.py").chmod(0o755)
    code, out, _ = _run("--store", str(store), "--json", "verify")
    assert code == 1
    document = json.loads(out)
    assert document["hash_mismatches"] == ["tables"]
    assert document["legacy_hashes"] == []


def test_a_store_written_with_h1_hashes_keeps_verifying(tmp_path: Path) -> None:
    store = tmp_path / "store"
    assert _run("--store", str(store), "install", str(_skill(tmp_path / "src")))[0] == 0
    folder = store / "skills" / "tables"
    new = json.loads((store / "skills.lock").read_text())["skills"]["tables"]["content_hash"]
    old = _h1(folder)
    # the records as a skillctl from before h2 wrote and committed them
    _rewrite(store / "skills.lock", {new: old})
    _rewrite(store / ".skillctl" / "provenance" / "tables.json", {new: old})
    run_git(store, "commit", "-qam", "install tables 1.0.0 (before h2)")
    code, out, _ = _run("--store", str(store), "verify")
    assert code == 0, out
    assert "h1 hash: tables" in out
    code, out, _ = _run("--store", str(store), "--json", "verify")
    assert (code, json.loads(out)["legacy_hashes"]) == (0, ["tables"])
    script = folder / "scripts" / "fmt.py"
    script.chmod(0o755)  # h1 cannot see it; the commit's mode can
    code, out, _ = _run("--store", str(store), "verify")
    assert code == 1
    assert "mode changed (executable bit set): tables/scripts/fmt.py" in out
    assert "hash mismatch" not in out
    script.chmod(0o644)
    script.write_text("print('y')\n")
    code, out, _ = _run("--store", str(store), "verify")
    assert code == 1
    assert "hash mismatch: tables" in out
    script.write_text("print('x')\n")
    # installing it again records an h2 hash, and that is a change worth a commit
    head = run_git(store, "rev-parse", "HEAD")
    assert _run("--store", str(store), "install", str(tmp_path / "src" / "tables"))[0] == 0
    assert run_git(store, "rev-parse", "HEAD") != head
    code, out, _ = _run("--store", str(store), "--json", "verify")
    assert (code, json.loads(out)["legacy_hashes"]) == (0, [])


def test_a_registry_indexed_with_h1_still_installs_and_is_still_checked(tmp_path: Path) -> None:
    registry = tmp_path / "registry"
    assert _run("publish", str(_skill(tmp_path / "src")), "--registry", str(registry))[0] == 0
    index_path = registry / "index.json"
    index = json.loads(index_path.read_text())
    entry = index["skills"]["tables"]["versions"]["1.0.0"]
    assert entry["content_hash"].startswith("h2:")
    package = registry / "packages" / "tables" / "1.0.0"
    entry["content_hash"] = _h1(package)
    index_path.write_text(json.dumps(index))
    store = tmp_path / "store"
    code, _, err = _run("--store", str(store), "install", "--registry", str(registry), "tables")
    assert code == 0, err
    provenance = json.loads((store / ".skillctl" / "provenance" / "tables.json").read_text())
    assert provenance["content_hash"].startswith("h2:")  # the store records the new scheme
    (package / "SKILL.md").write_text((package / "SKILL.md").read_text() + "\nInjected.\n")
    code, _, err = _run(
        "--store", str(tmp_path / "other"), "install", "--registry", str(registry), "tables"
    )
    assert code == 3
    assert "does not match its index entry" in err


def test_an_h2_registry_entry_catches_a_chmod_x_in_the_package(tmp_path: Path) -> None:
    registry = tmp_path / "registry"
    assert _run("publish", str(_skill(tmp_path / "src")), "--registry", str(registry))[0] == 0
    (registry / "packages" / "tables" / "1.0.0" / "scripts" / "fmt.py").chmod(0o755)
    store = tmp_path / "store"
    code, _, err = _run("--store", str(store), "install", "--registry", str(registry), "tables")
    assert code == 3
    assert "does not match its index entry" in err
    assert not (store / "skills" / "tables").exists()


def test_a_project_lockfile_pinned_with_h1_reproduces_unchanged(tmp_path: Path) -> None:
    project = tmp_path / "project"
    source = _skill(project / "skills")
    lock = project / "skills.lock"
    code, _, err = _run(
        "--store", str(tmp_path / "s1"), "install", "--lockfile", str(lock), str(source)
    )
    assert code == 0, err
    pinned = json.loads(lock.read_text())["skills"]["tables"]["content_hash"]
    _rewrite(lock, {pinned: _h1(source)})
    before = lock.read_bytes()
    fresh = tmp_path / "s2"
    code, _, err = _run("--store", str(fresh), "install", "--lockfile", str(lock), "--frozen")
    assert code == 0, err
    assert "pins tables with an h1 hash" in err
    assert lock.read_bytes() == before
    assert _run("--store", str(fresh), "verify")[0] == 0
    (source / "SKILL.md").write_text((source / "SKILL.md").read_text() + "\nChanged.\n")
    code, _, err = _run(
        "--store", str(tmp_path / "s3"), "install", "--lockfile", str(lock), "--frozen"
    )
    assert code == 1
    assert f"hashes to {_h1(source)}, but the lockfile pins h1:" in err  # compared as h1
