"""Install by name from a directory registry, and reproduce a store from its lockfile."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from skillctl.cli import cli
from skillctl.store.dirhash import dirhash
from tests.e2e.registry_support import add_version


def _run(store: Path, *args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, ["--store", str(store), *args], catch_exceptions=False)
    return result.exit_code, result.stdout, result.stderr


def _registry(root: Path) -> Path:
    registry = root / "registry"
    for version in ("1.0.0", "1.2.0", "1.3.0", "2.0.0", "2.1.0rc1"):
        add_version(
            registry,
            "pdf-tools",
            version,
            body=f"# PDF tools {version}\n\nMerge.\n",
            yanked="broken merge" if version == "1.3.0" else None,
        )
    add_version(registry, "notes", "0.1.0")
    return registry


def _installed_version(store: Path, name: str) -> str:
    _, out, _ = _run(store, "--json", "info", name)
    return str(json.loads(out)["skill"]["version"])


def test_specifiers_choose_the_newest_allowed_version(tmp_path: Path) -> None:
    registry = _registry(tmp_path)
    cases = {
        "pdf-tools": "2.0.0",
        "pdf-tools>=1.2,<2": "1.2.0",
        "pdf-tools~=1.0": "1.2.0",
        "pdf-tools==1.0.0": "1.0.0",
    }
    for i, (spec, expected) in enumerate(cases.items()):
        store = tmp_path / f"store{i}"
        code, _, err = _run(store, "install", "--registry", str(registry), spec)
        assert code == 0, err
        assert _installed_version(store, "pdf-tools") == expected, spec


def test_yanked_only_by_exact_pin_with_a_warning(tmp_path: Path) -> None:
    registry = _registry(tmp_path)
    store = tmp_path / "store"
    code, _, err = _run(store, "install", "--registry", str(registry), "pdf-tools==1.3.0")
    assert code == 0
    assert "yanked: broken merge" in err
    code, _, err = _run(
        tmp_path / "s2", "install", "--registry", str(registry), "pdf-tools>=1.3,<2"
    )
    assert code == 3
    assert "cannot satisfy pdf-tools: you asked for pdf-tools<2,>=1.3" in err


def test_a_registry_package_changed_behind_the_index_is_refused(tmp_path: Path) -> None:
    registry = _registry(tmp_path)
    (registry / "packages" / "notes" / "0.1.0" / "SKILL.md").write_text(
        "---\nname: notes\n---\nx\n"
    )
    code, _, err = _run(tmp_path / "store", "install", "--registry", str(registry), "notes")
    assert code == 3
    assert "does not match its index entry" in err


def test_unknown_names_and_bad_specs(tmp_path: Path) -> None:
    registry = _registry(tmp_path)
    assert _run(tmp_path / "s", "install", "--registry", str(registry), "nothere")[0] == 3
    # a typo in a requirement is a usage error (issue 12)
    assert _run(tmp_path / "s", "install", "--registry", str(registry), "pdf tools!!")[0] == 2


def test_lockfile_round_trip_is_byte_identical(tmp_path: Path) -> None:
    registry = _registry(tmp_path)
    first = tmp_path / "first"
    code, _, err = _run(first, "install", "--registry", str(registry), "pdf-tools>=1,<2", "notes")
    assert code == 0, err
    project_lock = tmp_path / "project" / "skills.lock"
    project_lock.parent.mkdir()
    project_lock.write_bytes((first / "skills.lock").read_bytes())
    second = tmp_path / "second"
    code, _, err = _run(
        second, "install", "--registry", str(registry), "--lockfile", str(project_lock), "--frozen"
    )
    assert code == 0, err
    assert (second / "skills.lock").read_bytes() == (first / "skills.lock").read_bytes()
    for name in ("pdf-tools", "notes"):
        assert dirhash(second / "skills" / name) == dirhash(first / "skills" / name)
        first_files = sorted(p.relative_to(first) for p in (first / "skills" / name).rglob("*"))
        second_files = sorted(p.relative_to(second) for p in (second / "skills" / name).rglob("*"))
        assert first_files == second_files
        for rel in first_files:
            if (first / rel).is_file():
                assert (first / rel).read_bytes() == (second / rel).read_bytes()


def test_lockfile_install_refuses_drift(tmp_path: Path) -> None:
    registry = _registry(tmp_path)
    first = tmp_path / "first"
    _run(first, "install", "--registry", str(registry), "notes")
    lock = json.loads((first / "skills.lock").read_text())
    lock["skills"]["notes"]["content_hash"] = "h1:" + "A" * 43 + "="
    tampered = tmp_path / "tampered.lock"
    tampered.write_text(json.dumps(lock))
    code, _, err = _run(
        tmp_path / "second",
        "install",
        "--registry",
        str(registry),
        "--lockfile",
        str(tampered),
        "--frozen",
    )
    assert code == 1
    assert "but the lockfile pins" in err
    assert _run(tmp_path / "x", "install", "--frozen", "notes")[0] == 2
