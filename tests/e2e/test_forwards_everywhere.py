"""Forwards honoured everywhere (issue 11): restore --prune-umbrella, registry deprecations in
resolve, prompt, pin and lockfile installs, many names in one resolve — through the CLI."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from skillctl.cli import cli
from tests.e2e.registry_support import add_version
from tests.e2e.test_consolidate import _links_resolve
from tests.e2e.test_consolidate import _pdf_skill
from tests.helpers import run_git


def _run(store: Path, *args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, ["--store", str(store), *args], catch_exceptions=False)
    return result.exit_code, result.stdout, result.stderr


def _consolidated(tmp_path: Path, *, agent: Path | None = None) -> Path:
    store = tmp_path / "store"
    sources = [
        _pdf_skill(tmp_path / "src", "pdf-merge", "merge"),
        _pdf_skill(tmp_path / "src", "pdf-split", "split"),
        _pdf_skill(tmp_path / "src", "pdf-rotate", "rotate"),
    ]
    targets = ["--target", str(agent)] if agent else []
    assert _run(store, "install", *targets, *map(str, sources))[0] == 0
    code, _, err = _run(
        store, "consolidate", "pdf-merge", "pdf-split", "pdf-rotate", "--into", "pdf-toolkit"
    )
    assert code == 0, err
    return store


def test_restore_prune_umbrella_takes_the_section_and_files_out(tmp_path: Path) -> None:
    agent = tmp_path / "agent"
    store = _consolidated(tmp_path, agent=agent)
    umbrella = store / "skills" / "pdf-toolkit"
    code, out, err = _run(store, "--json", "restore", "pdf-split", "--prune-umbrella")
    assert code == 0, err
    result = json.loads(out)
    assert result["forward_removed"] == "pdf-toolkit"
    assert result["umbrella_pruned"] is True
    text = (umbrella / "SKILL.md").read_text()
    assert "## pdf-split" not in text
    assert "## pdf-merge" in text
    assert "pdf-split" not in text.split("---")[1].split("consolidated-from:")[1].splitlines()[0]
    for gone in ("references/pdf-split.md", "references/pdf-split", "scripts/pdf-split"):
        assert not (umbrella / gone).exists(), gone
    assert (umbrella / "scripts" / "pdf-merge" / "merge.py").is_file()
    assert _links_resolve(umbrella) == []
    assert _run(store, "validate", "--strict", str(umbrella))[0] == 0
    assert (store / "skills" / "pdf-split" / "SKILL.md").is_file()
    assert (agent / "pdf-split").resolve() == (store / "skills" / "pdf-split").resolve()
    assert _run(store, "resolve", "pdf-split")[1].strip() == "pdf-split"
    assert _run(store, "verify")[0] == 0
    message = run_git(store, "log", "-1", "--format=%B")
    assert "Skillctl-Forward-Removed: pdf-split -> pdf-toolkit" in message
    assert run_git(store, "status", "--porcelain") == ""
    # a skill that was never absorbed has no umbrella to prune
    code, _, err = _run(store, "restore", "pdf-split", "--prune-umbrella")
    assert code == 2
    assert "not absorbed" in err


def test_restore_without_prune_keeps_the_umbrella_byte_for_byte(tmp_path: Path) -> None:
    store = _consolidated(tmp_path)
    before = (store / "skills" / "pdf-toolkit" / "SKILL.md").read_bytes()
    assert _run(store, "restore", "pdf-merge")[0] == 0
    assert (store / "skills" / "pdf-toolkit" / "SKILL.md").read_bytes() == before
    assert (store / "skills" / "pdf-toolkit" / "references" / "pdf-merge.md").is_file()


def test_resolve_follows_registry_deprecations_then_store_forwards(tmp_path: Path) -> None:
    registry = tmp_path / "registry"
    for name in ("pdf-old", "pdf-merge", "loop-a", "loop-b", "orphan"):
        add_version(registry, name, "1.0.0")
    index_path = registry / "index.json"
    index = json.loads(index_path.read_text())
    index["skills"]["pdf-old"]["deprecated"] = {"successor": "pdf-merge"}
    index["skills"]["loop-a"]["deprecated"] = {"successor": "loop-b"}
    index["skills"]["loop-b"]["deprecated"] = {"successor": "loop-a"}
    index["skills"]["orphan"]["deprecated"] = {"successor": "loop-b"}
    index_path.write_text(json.dumps(index))
    store = _consolidated(tmp_path)
    code, _, err = _run(
        store, "config", "set", "registries", json.dumps([{"name": "team", "url": str(registry)}])
    )
    assert code == 0, err
    code, out, err = _run(store, "resolve", "pdf-old")
    assert code == 0, err
    assert out.strip() == "pdf-old -> pdf-merge -> pdf-toolkit"
    code, out, _ = _run(
        store, "--json", "resolve", "pdf-old", "pdf-split", "loop-a", "nothing-here"
    )
    assert code == 3  # the worst: an unknown name beats a loop (1)
    document = json.loads(out)
    assert [(r["name"], r["target"], r["via"]) for r in document["resolved"]] == [
        ("pdf-old", "pdf-toolkit", ["deprecated", "absorbed"]),
        ("pdf-split", "pdf-toolkit", ["absorbed"]),
    ]
    assert {u["name"]: u["code"] for u in document["unresolved"]} == {
        "loop-a": "forward-cycle",
        "nothing-here": "skill-not-found",
    }
    code, _, err = _run(store, "resolve", "loop-a")
    assert code == 1
    assert "forwards loop: loop-a -> loop-b -> loop-a" in err
    code, _, err = _run(store, "resolve", "orphan")
    assert code == 1  # orphan -> loop-b -> loop-a -> loop-b: a loop, never an endless walk
    # prompt and pin act on the live skill and say so
    code, out, err = _run(store, "prompt", "--skill", "pdf-old", "--skill", "pdf-rotate")
    assert code == 0, err
    assert out.count("<name>pdf-toolkit</name>") == 1
    assert "pdf-old forwards to pdf-toolkit" in err
    code, out, err = _run(store, "pin", "pdf-merge")
    assert code == 0, err
    assert "pdf-merge was absorbed into pdf-toolkit" in err
    assert "pinned pdf-toolkit" in out
    state = json.loads((store / ".skillctl" / "state.json").read_text())["skills"]
    assert state["pdf-toolkit"]["pinned"] is True
    assert state["pdf-merge"]["pinned"] is False


def test_a_lockfile_install_acts_on_the_umbrella_of_an_absorbed_entry(tmp_path: Path) -> None:
    store = _consolidated(tmp_path)
    lock = json.loads((store / "skills.lock").read_text())["skills"]
    assert {"pdf-merge", "pdf-toolkit"} <= set(lock)  # history of what was pinned stays
    umbrella = lock["pdf-toolkit"]
    assert umbrella["source"] == str(store / "skills" / "pdf-toolkit")  # only this store has it
    head = run_git(store, "rev-parse", "HEAD")
    code, out, err = _run(store, "install")
    assert code == 0, err
    for name in ("pdf-merge", "pdf-split", "pdf-rotate"):
        assert f"note: {name} was absorbed into pdf-toolkit" in err
    assert "already installed pdf-toolkit" in out
    assert not (store / "skills" / "pdf-merge").exists()
    assert run_git(store, "rev-parse", "HEAD") == head  # nothing to do is no commit
    assert _run(store, "resolve", "pdf-merge")[1].strip() == "pdf-merge -> pdf-toolkit"


def test_a_lockfile_install_leaves_an_adopted_skill_as_it_is(tmp_path: Path) -> None:
    """An adopted skill's lock entry pins its own folder in the store: `install` has nothing
    to fetch (it used to refuse, taking the folder for a different kind of source)."""
    from tests.helpers import skill_md
    from tests.helpers import write_skill

    store = tmp_path / "store"
    assert _run(store, "install", str(_pdf_skill(tmp_path / "src", "pdf-merge", "merge")))[0] == 0
    write_skill(store / "skills", "handmade", skill_md("handmade"))
    assert _run(store, "adopt", "handmade")[0] == 0
    head = run_git(store, "rev-parse", "HEAD")
    code, out, err = _run(store, "install")
    assert code == 0, err
    assert "already installed handmade" in out
    provenance = json.loads((store / ".skillctl" / "provenance" / "handmade.json").read_text())
    assert provenance["origin"] == "user"
    assert run_git(store, "rev-parse", "HEAD") == head


def test_rollback_of_a_consolidation_brings_everything_back_links_included(
    tmp_path: Path,
) -> None:
    agent = tmp_path / "agent"
    store = tmp_path / "store"
    sources = [
        _pdf_skill(tmp_path / "src", "pdf-merge", "merge"),
        _pdf_skill(tmp_path / "src", "pdf-split", "split"),
    ]
    assert _run(store, "install", "--target", str(agent), *map(str, sources))[0] == 0
    before = run_git(store, "rev-parse", "HEAD").strip()
    assert _run(store, "consolidate", "pdf-merge", "pdf-split", "--into", "pdf-toolkit")[0] == 0
    assert (agent / "pdf-toolkit").is_symlink()
    code, _, err = _run(store, "rollback", before)
    assert code == 0, err
    for name in ("pdf-merge", "pdf-split"):
        assert (store / "skills" / name / "SKILL.md").is_file()
        assert (agent / name).resolve() == (store / "skills" / name).resolve()
        assert _run(store, "resolve", name)[1].strip() == name
    assert not (store / "skills" / "pdf-toolkit").exists()
    assert not (agent / "pdf-toolkit").exists()
    assert not (store / ".archive" / "pdf-merge").exists()
    assert _run(store, "verify")[0] == 0


def test_installing_an_absorbed_registry_name_is_a_no_op_pointing_at_the_umbrella(
    tmp_path: Path,
) -> None:
    registry = tmp_path / "registry"
    add_version(registry, "pdf-merge", "1.0.0")
    store = _consolidated(tmp_path)
    code, _, err = _run(
        store, "config", "set", "registries", json.dumps([{"name": "team", "url": str(registry)}])
    )
    assert code == 0, err
    head = run_git(store, "rev-parse", "HEAD")
    code, _, err = _run(store, "install", "pdf-merge")
    assert code == 0, err
    assert "pdf-merge was absorbed into pdf-toolkit" in err
    assert run_git(store, "rev-parse", "HEAD") == head
    assert not (store / "skills" / "pdf-merge").exists()
