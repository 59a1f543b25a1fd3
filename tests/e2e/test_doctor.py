"""``skillctl doctor`` on a healthy store and on broken ones: what it finds, and fixes that work."""

from __future__ import annotations

import json
import os
import platform
import shlex
from pathlib import Path

import pytest
from click.testing import CliRunner
from jsonschema import Draft202012Validator

from skillctl.cli import cli
from skillctl.resources import load_schema
from skillctl.store.lock import store_lock
from tests.helpers import skill_md
from tests.helpers import write_skill


def _run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, list(args), catch_exceptions=False)
    return result.exit_code, result.stdout, result.stderr


def _doctor(*args: str) -> tuple[int, dict[str, object]]:
    code, out, _ = _run("--json", *args, "doctor")
    document = json.loads(out)
    Draft202012Validator(load_schema("doctor-result")).validate(document)
    assert document["ok"] is (code == 0)
    return code, document


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    repo = tmp_path / "repo"
    (repo / ".git").mkdir(parents=True)
    (repo / "docs").mkdir()
    monkeypatch.chdir(repo / "docs")
    return repo


def _agent(document: dict[str, object], name: str) -> dict[str, object]:
    agents = document["agents"]
    assert isinstance(agents, list)
    return next(a for a in agents if a["name"] == name)


def test_a_healthy_store(tmp_path: Path, project: Path) -> None:
    source = write_skill(tmp_path / "src", "tables", skill_md("tables"))
    assert _run("install", "--target", "claude", str(source))[0] == 0
    assert _run("config", "set", "targets", "claude")[0] == 0
    code, document = _doctor()
    assert code == 0
    assert document["problems"] == []
    store = document["store"]
    assert isinstance(store, dict)
    assert store["state"] == "ok"
    assert store["skills"] == ["tables"]
    assert store["lock_holder"] is None
    assert document["project"] == str(project)
    versions = document["versions"]
    assert isinstance(versions, dict)
    assert versions["python"] == platform.python_version()
    assert str(versions["git"]).startswith("git version")
    assert _agent(document, "claude")["sees"] == ["tables"]
    assert _agent(document, "copilot")["sees"] == ["tables"]  # Copilot reads .claude/skills too
    assert _agent(document, "gemini")["sees"] == []
    registries = document["registries"]
    assert isinstance(registries, list)
    assert [(r["name"], r["kind"], r["status"]) for r in registries] == [
        ("default", "folder", "ok")
    ]
    config = document["config"]
    assert isinstance(config, dict)
    assert config["targets"] == [
        {"folder": str(project / ".claude" / "skills"), "name": "claude", "sees": ["tables"]}
    ]
    code, out, _ = _run("doctor")
    assert code == 0
    assert out.endswith("no problems found\n")
    assert f"Python {platform.python_version()}" in out
    assert f"in {project / '.claude' / 'skills'}" in out


def test_no_store_yet_is_not_a_problem(project: Path) -> None:
    code, document = _doctor()
    assert code == 0
    store = document["store"]
    assert isinstance(store, dict)
    assert store["state"] == "missing"
    assert not (Path.home() / "store").exists()  # doctor never creates the store


def _problems(document: dict[str, object]) -> list[dict[str, str]]:
    problems = document["problems"]
    assert isinstance(problems, list)
    return problems


def _run_fix(fix: str) -> int:
    """Run the `skillctl …` command a fix names (the last one in backticks, or the whole)."""
    command = fix.split("`")[-2] if "`" in fix else fix
    words = shlex.split(command)
    assert words[0] == "skillctl", fix
    return _run(*words[1:])[0]


def test_a_folder_that_is_not_a_store(tmp_path: Path, project: Path) -> None:
    (tmp_path / "notes").mkdir()
    (tmp_path / "notes" / "todo.txt").write_text("x")
    code, document = _doctor("--store", str(tmp_path / "notes"))
    assert code == 1
    store = document["store"]
    assert isinstance(store, dict)
    assert store["state"] == "not-a-store"
    [problem] = _problems(document)
    assert "is not a skillctl store" in problem["what"]
    assert "skillctl init" in problem["fix"]


def test_edited_and_hand_made_skills_with_fixes_that_work(tmp_path: Path, project: Path) -> None:
    source = write_skill(tmp_path / "src", "tables", skill_md("tables"))
    assert _run("install", str(source))[0] == 0
    skills = Path.home() / "store" / "skills"
    with (skills / "tables" / "SKILL.md").open("a") as handle:
        handle.write("one more line\n")
    write_skill(skills, "handmade", skill_md("handmade"))
    code, document = _doctor()
    assert code == 1
    problems = {p["what"]: p["fix"] for p in _problems(document)}
    assert problems == {
        "changed since skillctl wrote them: tables": (
            "see the files with `skillctl verify`; keep edits with `skillctl adopt NAME`, or "
            "undo them with `skillctl rollback HEAD --discard`"
        ),
        "the skill folder handmade was made by hand and is not managed": "skillctl adopt handmade",
    }
    fixes = list(problems.values())
    assert _run_fix(fixes[0]) == 0  # rollback HEAD --discard
    assert _run_fix(fixes[1]) == 0
    code, document = _doctor()
    assert code == 0, _problems(document)


def test_a_broken_config_registry_and_target(tmp_path: Path, project: Path) -> None:
    source = write_skill(tmp_path / "src", "tables", skill_md("tables"))
    assert _run("install", str(source))[0] == 0
    config = Path.home() / "store" / ".skillctl" / "config.json"
    config.write_text(
        json.dumps(
            {
                "registries": [{"name": "team", "url": str(tmp_path / "gone")}],
                "targets": ["claud"],
            }
        ),
        encoding="utf-8",
    )
    code, document = _doctor()
    assert code == 1
    whats = [p["what"] for p in _problems(document)]
    assert any(w.startswith("registry team:") for w in whats), whats
    assert any("the default target 'claud' is not valid" in w for w in whats), whats
    code, out, _ = _run("doctor", "-q")
    assert code == 1
    assert out.startswith("2 problems:\n")  # -q: only what is wrong
    config.write_text("{not json", encoding="utf-8")
    code, document = _doctor()
    assert code == 1
    assert any("config.json" in p["what"] for p in _problems(document))


def test_the_lock_holder_is_named(tmp_path: Path, project: Path) -> None:
    source = write_skill(tmp_path / "src", "tables", skill_md("tables"))
    assert _run("install", str(source))[0] == 0
    with store_lock(Path.home() / "store" / ".skillctl" / "lock", timeout=1):
        code, document = _doctor()
        _, out, _ = _run("doctor")
    store = document["store"]
    assert isinstance(store, dict)
    assert store["lock_holder"] == os.getpid()
    assert f"held by process {os.getpid()}" in out
    assert code == 0  # a writer at work is not a problem


def test_verbose_shows_every_folder_and_where_it_is_documented(project: Path) -> None:
    _, plain, _ = _run("doctor")
    _, verbose, _ = _run("doctor", "-v")
    assert len(verbose.splitlines()) > len(plain.splitlines())
    assert "folders documented at https://code.claude.com/docs/en/skills" in verbose
    assert f"{project / '.github' / 'skills'} (missing, --target links here)" in verbose
