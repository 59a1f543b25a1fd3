"""The embedded default registry: real, consistent, and every skill in it valid and safe."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner
from jsonschema import Draft202012Validator

from skillctl.cli import cli
from skillctl.resources import data_dir
from skillctl.resources import default_registry_dir
from skillctl.resources import load_schema
from skillctl.store.dirhash import dirhash

REGISTRY = data_dir() / "registry"
PACKAGES = sorted(p for p in (REGISTRY / "packages").glob("*/*") if p.is_dir())


def test_the_index_follows_the_schema_and_matches_the_packages() -> None:
    assert default_registry_dir() == REGISTRY
    index = json.loads((REGISTRY / "index.json").read_text(encoding="utf-8"))
    Draft202012Validator(load_schema("registry-index")).validate(index)
    listed = {
        (name, version) for name, entry in index["skills"].items() for version in entry["versions"]
    }
    assert listed == {(p.parent.name, p.name) for p in PACKAGES}
    assert len(index["skills"]) >= 6
    for package in PACKAGES:
        entry = index["skills"][package.parent.name]["versions"][package.name]
        assert entry["content_hash"] == dirhash(package), package
        assert entry["audit"]["verdict"] == "safe"


@pytest.mark.parametrize("package", PACKAGES, ids=lambda p: f"{p.parent.name}-{p.name}")
def test_every_skill_validates_strictly_and_audits_safe(package: object) -> None:
    runner = CliRunner()
    validated = runner.invoke(cli, ["validate", "--strict", "--profile", "claude", str(package)])
    assert validated.exit_code == 0, validated.stdout
    audited = runner.invoke(cli, ["--json", "audit", "--fail-on", "low", str(package)])
    document = json.loads(audited.stdout)
    assert document["skills"][0]["verdict"] == "safe"
    assert audited.exit_code == 0, audited.stdout


def test_a_fresh_store_installs_from_the_default_registry_by_name(tmp_path: object) -> None:
    from pathlib import Path

    assert isinstance(tmp_path, Path)
    store = tmp_path / "store"
    result = CliRunner().invoke(
        cli, ["--store", str(store), "--json", "install", "skill-authoring"], catch_exceptions=False
    )
    assert result.exit_code == 0, result.stderr
    installed = json.loads(result.stdout)["installed"][0]
    assert installed["source"] == "registry:default"
    assert installed["verdict"] == "safe"
    assert installed["trust"] == "builtin"
    found = CliRunner().invoke(cli, ["--store", str(store), "--json", "search", "changelog"])
    assert next(r["name"] for r in json.loads(found.stdout)["results"]) == "changelog-from-git"
