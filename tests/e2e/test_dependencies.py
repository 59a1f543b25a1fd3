"""``metadata.requires``: chains install together in order; conflicts are explained."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest
from click.testing import CliRunner

from skillctl.cli import cli
from skillctl.resolve.dependencies import parse_requires
from tests.e2e.registry_support import add_version


def _run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, list(args), catch_exceptions=False)
    return result.exit_code, result.stdout, result.stderr


def test_parse_requires_keeps_commas_inside_specifiers() -> None:
    items = parse_requires("alpha>=1,<2, beta , gamma~=1.2")
    assert [(i.name, str(i.specifier)) for i in items] == [
        ("alpha", "<2,>=1"),
        ("beta", ""),
        ("gamma", "~=1.2"),
    ]
    assert parse_requires("") == []
    with pytest.raises(Exception, match="not a skill name"):
        parse_requires("alpha>=1, !!")


def test_a_chain_of_three_installs_in_order(tmp_path: Path) -> None:
    registry = tmp_path / "registry"
    add_version(registry, "base", "1.0.0")
    add_version(registry, "base", "2.0.0")
    add_version(registry, "middle", "1.0.0", requires="base<2")
    add_version(registry, "top", "1.0.0", requires="middle>=1")
    store = tmp_path / "store"
    code, out, err = _run(
        "--store", str(store), "--json", "install", "--registry", str(registry), "top"
    )
    assert code == 0, err
    installed = [(s["name"], s["version"]) for s in json.loads(out)["installed"]]
    assert installed == [("base", "1.0.0"), ("middle", "1.0.0"), ("top", "1.0.0")]
    subject = subprocess.run(
        ["git", "-C", str(store), "log", "-1", "--format=%s"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert subject.startswith("install base 1.0.0, middle 1.0.0, top 1.0.0 from ")
    lock = json.loads((store / "skills.lock").read_text())["skills"]
    assert lock["top"]["spec"] == "top"


def test_a_conflict_is_explained_in_one_message(tmp_path: Path) -> None:
    registry = tmp_path / "registry"
    add_version(registry, "base", "1.0.0")
    add_version(registry, "base", "2.0.0")
    add_version(registry, "old-user", "1.0.0", requires="base<2")
    add_version(registry, "new-user", "1.0.0", requires="base>=2")
    store = tmp_path / "store"
    code, _, err = _run(
        "--store", str(store), "install", "--registry", str(registry), "old-user", "new-user"
    )
    assert code == 3
    assert "cannot satisfy base" in err
    assert "old-user 1.0.0 needs base<2" in err
    assert "new-user 1.0.0 needs base>=2" in err
    assert "available: 1.0.0, 2.0.0" in err
    assert not (store / "skills" / "old-user").exists()


def test_info_shows_requirements(tmp_path: Path) -> None:
    registry = tmp_path / "registry"
    add_version(registry, "base", "1.0.0")
    add_version(registry, "top", "1.0.0", requires="base>=1,<2")
    store = tmp_path / "store"
    assert _run("--store", str(store), "install", "--registry", str(registry), "top")[0] == 0
    code, out, _ = _run("--store", str(store), "--json", "info", "top")
    assert code == 0
    assert json.loads(out)["requires"] == ["base<2,>=1"]
