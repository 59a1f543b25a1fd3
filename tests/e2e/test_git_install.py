"""Install from git sources: revisions, subfolders, pinning, and hostile repositories."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from click.testing import CliRunner

from skillctl.cli import cli
from tests.helpers import make_skill_repo
from tests.helpers import run_git
from tests.helpers import skill_md
from tests.helpers import write_skill


def _run(store: Path, *args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, ["--store", str(store), *args], catch_exceptions=False)
    return result.exit_code, result.stdout, result.stderr


def _head(repo: Path) -> str:
    return run_git(repo, "rev-parse", "HEAD").strip()


def test_install_from_git_with_a_tag_then_a_branch(tmp_path: Path) -> None:
    repo = make_skill_repo(tmp_path, "hello-skill")
    tagged = _head(repo)
    (repo / "references" / "usage.md").write_text("# Usage\n\nSay hello twice.\n")
    run_git(repo, "commit", "-qam", "more usage")
    store = tmp_path / "store"
    code, _, err = _run(store, "--json", "install", f"git+{repo}@v1.0.0")
    assert code == 0, err
    lock = json.loads((store / "skills.lock").read_text())["skills"]["hello-skill"]
    assert lock["commit"] == tagged
    assert lock["ref"] == "v1.0.0"
    provenance = json.loads((store / ".skillctl" / "provenance" / "hello-skill.json").read_text())
    assert provenance["origin"] == "git"
    assert provenance["trust"] == "community"
    assert "twice" not in (store / "skills" / "hello-skill" / "references" / "usage.md").read_text()
    code, _, err = _run(store, "install", f"git+{repo}@main")
    assert code == 0, err
    assert "twice" in (store / "skills" / "hello-skill" / "references" / "usage.md").read_text()
    assert json.loads((store / "skills.lock").read_text())["skills"]["hello-skill"][
        "commit"
    ] == _head(repo)


def test_install_a_subdir_of_a_multi_skill_repo(tmp_path: Path) -> None:
    repo = tmp_path / "collection"
    write_skill(repo / "skills", "alpha", skill_md("alpha"))
    write_skill(repo / "skills", "beta", skill_md("beta"))
    run_git(repo, "init", "-q", "-b", "main")
    run_git(repo, "add", "-A")
    run_git(repo, "commit", "-qm", "two skills")
    store = tmp_path / "store"
    code, _, err = _run(store, "install", f"git+file://{repo}#subdir=skills/beta")
    assert code == 0, err
    assert sorted(p.name for p in (store / "skills").iterdir() if not p.name.startswith(".")) == [
        "beta"
    ]
    lock = json.loads((store / "skills.lock").read_text())["skills"]["beta"]
    assert lock["subdir"] == "skills/beta"
    second = tmp_path / "second"
    copy = tmp_path / "skills.lock"
    shutil.copy(store / "skills.lock", copy)
    code, _, err = _run(second, "install", "--lockfile", str(copy), "--frozen")
    assert code == 0, err
    assert (second / "skills.lock").read_bytes() == (store / "skills.lock").read_bytes()


def test_trusted_sources_come_from_the_store_config(tmp_path: Path) -> None:
    repo = make_skill_repo(tmp_path, "hello-skill")
    store = tmp_path / "store"
    assert _run(store, "config", "set", "trusted_sources", json.dumps([str(repo)]))[0] == 0
    code, _, err = _run(store, "install", f"git+{repo}")
    assert code == 0, err
    provenance = json.loads((store / ".skillctl" / "provenance" / "hello-skill.json").read_text())
    assert provenance["trust"] == "trusted"


def test_hostile_repositories_do_not_land(tmp_path: Path) -> None:
    marker = tmp_path / "hook-ran"
    repo = make_skill_repo(tmp_path, "hello-skill")
    hook = repo / ".git" / "hooks" / "post-checkout"
    hook.write_text(f"#!/bin/sh\ntouch {marker}\n")
    hook.chmod(0o755)
    (repo / "keys").symlink_to(Path.home() / ".ssh")
    run_git(repo, "add", "keys")
    run_git(repo, "commit", "-qm", "add keys link")
    store = tmp_path / "store"
    code, _, err = _run(store, "install", f"git+{repo}")
    assert code == 1  # unsafe content is a refusal (issue 12)
    assert "keys" in err
    subjects = [c["subject"] for c in json.loads(_run(store, "--json", "history")[1])["history"]]
    assert not any(s.startswith("install") for s in subjects)
    assert not marker.exists()
    assert not (store / "skills" / "hello-skill").exists()


def test_outdated_and_update_follow_a_moving_branch(tmp_path: Path) -> None:
    repo = make_skill_repo(tmp_path, "hello-skill")
    store = tmp_path / "store"
    assert _run(store, "install", f"git+{repo}@main")[0] == 0
    assert json.loads(_run(store, "--json", "outdated")[1])["outdated"] == []
    (repo / "references" / "usage.md").write_text("# Usage\n\nNew words.\n")
    run_git(repo, "commit", "-qam", "newer")
    outdated = json.loads(_run(store, "--json", "outdated")[1])["outdated"]
    assert [(o["name"], o["available"], o["reason"]) for o in outdated] == [
        ("hello-skill", _head(repo)[:12], "main moved to a new commit")
    ]
    code, _, err = _run(store, "update")
    assert code == 0, err
    assert (
        "New words." in (store / "skills" / "hello-skill" / "references" / "usage.md").read_text()
    )
    assert json.loads(_run(store, "--json", "outdated")[1])["outdated"] == []
