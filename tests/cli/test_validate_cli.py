"""``skillctl validate`` as a command: exit codes, output formats, discovery and the real corpus."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from tests.cli.validate_support import NAME_LINE
from tests.cli.validate_support import check_result
from tests.cli.validate_support import code_lines
from tests.cli.validate_support import codes
from tests.cli.validate_support import error_codes
from tests.cli.validate_support import invoke
from tests.cli.validate_support import only_skill
from tests.cli.validate_support import run_json
from tests.helpers import skill_md
from tests.helpers import write_skill

# --- exit codes ------------------------------------------------------------------------------------


def test_valid_skill_exits_0_with_one_valid_entry(tmp_path: Path) -> None:
    skill_dir = write_skill(tmp_path, "tables", skill_md("tables"))
    exit_code, data = run_json(skill_dir)
    assert exit_code == 0
    assert data["schema_version"] == 1
    assert data["summary"] == {
        "skills": 1,
        "valid": 1,
        "invalid": 0,
        "errors": 0,
        "warnings": 0,
        "infos": 0,
    }
    skill = only_skill(data)
    assert skill["path"] == str(skill_dir)
    assert skill["name"] == "tables"
    assert skill["valid"] is True


def test_invalid_skill_exits_1(tmp_path: Path) -> None:
    skill_dir = write_skill(tmp_path, "tables", skill_md("other"))
    exit_code, data = run_json(skill_dir)
    assert exit_code == 1
    assert data["summary"]["invalid"] == 1
    assert data["summary"]["errors"] == 1
    skill = only_skill(data)
    assert skill["name"] == "other"
    assert code_lines(skill) == {("SKL017", NAME_LINE)}


def test_skill_md_file_as_path_is_validated_against_its_folder(tmp_path: Path) -> None:
    skill_dir = write_skill(tmp_path, "tables", skill_md("tables"))
    exit_code, data = run_json(skill_dir / "SKILL.md")
    assert exit_code == 0
    skill = only_skill(data)
    assert skill["name"] == "tables"
    assert skill["problems"] == []


def test_skill_md_file_as_path_reports_folder_mismatch(tmp_path: Path) -> None:
    skill_dir = write_skill(tmp_path, "tables", skill_md("other"))
    exit_code, data = run_json(skill_dir / "SKILL.md")
    assert exit_code == 1
    assert code_lines(only_skill(data)) == {("SKL017", NAME_LINE)}


def test_warning_passes_but_fails_with_strict(tmp_path: Path) -> None:
    skill_dir = write_skill(tmp_path, "tables", skill_md("tables", extra="allowed-tools: [Read]\n"))
    exit_code, data = run_json(skill_dir)
    assert exit_code == 0
    assert only_skill(data)["valid"] is True
    assert data["summary"]["warnings"] == 1

    strict_code, strict = run_json(skill_dir, args=["--strict"])
    assert strict_code == 1
    skill = only_skill(strict)
    assert skill["valid"] is False
    assert code_lines(skill) == {("SKL028", 4)}
    assert strict["summary"]["invalid"] == 1


def test_info_never_fails_even_with_strict(tmp_path: Path) -> None:
    skill_dir = write_skill(tmp_path, "tables", skill_md("tables", description="Formats tables."))
    exit_code, data = run_json(skill_dir, args=["--strict"])
    assert exit_code == 0
    assert data["summary"]["infos"] == 1
    assert code_lines(only_skill(data)) == {("SKL034", 3)}


def test_one_invalid_skill_among_several_exits_1(tmp_path: Path) -> None:
    good = write_skill(tmp_path, "good", skill_md("good"))
    bad = write_skill(tmp_path, "bad", skill_md("bad", extra="foo: bar\n"))
    exit_code, data = run_json(good, bad)
    assert exit_code == 1
    assert data["summary"]["skills"] == 2
    assert data["summary"]["valid"] == 1
    assert data["summary"]["invalid"] == 1
    by_name = {s["name"]: s for s in data["skills"]}
    assert by_name["good"]["valid"] is True
    assert code_lines(by_name["bad"]) == {("SKL026", 4)}


@pytest.mark.parametrize(
    "args",
    [
        ["validate", "{path}", "--bogus"],
        ["validate", "{path}", "--format", "xml"],
        ["validate", "{path}", "--profile", "cursor"],
        ["validate", "{path}", "--profile"],
    ],
    ids=["unknown-option", "bad-format", "bad-profile", "profile-without-value"],
)
def test_usage_errors_exit_2(tmp_path: Path, args: list[str]) -> None:
    skill_dir = write_skill(tmp_path, "tables", skill_md("tables"))
    result = invoke([a.format(path=skill_dir) for a in args])
    assert result.exit_code == 2
    assert result.stderr.strip() != ""


@pytest.mark.parametrize("profile", ["claude", "hermes", "codex"])
def test_each_known_profile_is_accepted(tmp_path: Path, profile: str) -> None:
    skill_dir = write_skill(tmp_path, "tables", skill_md("tables"))
    exit_code, data = run_json(skill_dir, args=["--profile", profile])
    assert exit_code == 0
    assert error_codes(only_skill(data)) == set()


def test_missing_path_exits_3_with_error_on_stderr(tmp_path: Path) -> None:
    missing = tmp_path / "no-such-skill"
    result = invoke(["validate", missing])
    assert result.exit_code == 3
    assert result.stderr.startswith("error:")
    assert str(missing) in result.stderr or "no-such-skill" in result.stderr


@pytest.mark.parametrize(
    "args",
    [["--json", "validate", "{path}"], ["validate", "{path}", "--format", "json"]],
    ids=["global-json", "format-json"],
)
def test_missing_path_with_json_prints_an_error_object(tmp_path: Path, args: list[str]) -> None:
    missing = tmp_path / "no-such-skill"
    result = invoke([a.format(path=missing) for a in args])
    assert result.exit_code == 3
    data = json.loads(result.stdout)
    assert set(data) == {"error"}
    error = data["error"]
    assert set(error) == {"code", "message", "hint"}
    assert error["code"] == "path-not-found"
    assert "no-such-skill" in error["message"]
    assert error["hint"] is None or isinstance(error["hint"], str)


def test_missing_path_among_good_ones_still_exits_3(tmp_path: Path) -> None:
    good = write_skill(tmp_path, "tables", skill_md("tables"))
    result = invoke(["validate", good, tmp_path / "gone"])
    assert result.exit_code == 3
    assert result.stderr.startswith("error:")
    assert "gone" in result.stderr


@pytest.mark.skipif(os.geteuid() == 0, reason="root can read a chmod 000 folder")
def test_unreadable_path_exits_3(tmp_path: Path) -> None:
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0)
    try:
        result = invoke(["validate", locked])
    finally:
        locked.chmod(0o755)
    assert result.exit_code == 3
    assert result.stderr.startswith("error:")
    assert "locked" in result.stderr


# --- formats ---------------------------------------------------------------------------------------


def test_global_json_flag_equals_format_json(tmp_path: Path) -> None:
    write_skill(tmp_path, "good", skill_md("good"))
    write_skill(tmp_path, "bad", skill_md("other", description="Formats tables.", extra="foo: 1\n"))
    by_flag = invoke(["--json", "validate", tmp_path])
    by_option = invoke(["validate", tmp_path, "--format", "json"])
    assert by_flag.exit_code == by_option.exit_code == 1
    assert by_flag.stdout == by_option.stdout
    data = json.loads(by_flag.stdout)
    check_result(data, by_flag.exit_code)
    assert sorted(s["name"] for s in data["skills"]) == ["good", "other"]


def test_json_stdout_is_a_single_document(tmp_path: Path) -> None:
    skill_dir = write_skill(tmp_path, "tables", skill_md("tables", extra="foo: bar\n"))
    result = invoke(["validate", skill_dir, "--format", "json"])
    assert result.exit_code == 1
    data = json.loads(result.stdout)  # raises if anything else is mixed into stdout
    check_result(data, result.exit_code)
    assert [p["code"] for p in only_skill(data)["problems"]] == ["SKL026"]


def test_json_problems_carry_message_and_path(tmp_path: Path) -> None:
    skill_dir = write_skill(tmp_path, "tables", skill_md("tables", extra="version: 1.0.0\n"))
    _, data = run_json(skill_dir)
    (problem,) = only_skill(data)["problems"]
    assert problem["code"] == "SKL026"
    assert problem["severity"] == "error"
    assert problem["path"] == "SKILL.md"
    assert problem["line"] == 4
    assert "version" in problem["message"]


def test_text_format_shows_file_line_severity_code_and_summary(tmp_path: Path) -> None:
    text = skill_md(
        "Bad_Name",
        description="Formats tables.",
        extra="foo: bar\nmodel: sonnet\n",
        body="# T\n\n[x](missing.md)\n",
    )
    skill_dir = write_skill(tmp_path, "tables", text)
    result = invoke(["validate", skill_dir])
    assert result.exit_code == 1
    out = result.stdout
    for fragment in (
        "SKL014",
        "SKL017",
        "SKILL.md:2",
        "SKL026",
        "SKILL.md:4",
        "SKL027",
        "SKILL.md:5",
        "SKL034",
        "SKILL.md:3",
        "SKL030",
        "SKILL.md:9",
        "error",
        "warning",
        "info",
    ):
        assert fragment in out, fragment
    _, data = run_json(skill_dir)
    summary = data["summary"]
    assert (summary["errors"], summary["warnings"], summary["infos"]) == (3, 2, 1)
    last = [line for line in out.splitlines() if line.strip()][-1]
    assert "3" in last
    assert "2" in last
    assert "1" in last


def test_text_format_for_a_valid_skill_exits_0(tmp_path: Path) -> None:
    skill_dir = write_skill(tmp_path, "tables", skill_md("tables"))
    result = invoke(["validate", skill_dir, "--format", "text"])
    assert result.exit_code == 0
    assert "SKL" not in result.stdout
    assert result.stdout.strip() != ""


def test_text_is_the_default_format(tmp_path: Path) -> None:
    skill_dir = write_skill(tmp_path, "tables", skill_md("other"))
    default = invoke(["validate", skill_dir])
    explicit = invoke(["validate", skill_dir, "--format", "text"])
    assert default.exit_code == explicit.exit_code == 1
    assert default.stdout == explicit.stdout
    assert "SKL017" in default.stdout
    assert "SKILL.md:2" in default.stdout
    with pytest.raises(json.JSONDecodeError):
        json.loads(default.stdout)


# --- discovery -------------------------------------------------------------------------------------


def test_folder_without_any_skill_md_is_one_skl001_entry(tmp_path: Path) -> None:
    folder = tmp_path / "docs"
    (folder / "sub").mkdir(parents=True)
    (folder / "sub" / "README.md").write_text("# nothing here\n", encoding="utf-8")
    exit_code, data = run_json(folder)
    assert exit_code == 1
    skill = only_skill(data)
    assert skill["path"] == str(folder)
    assert skill["valid"] is False
    assert code_lines(skill) == {("SKL001", None)}


def test_empty_folder_is_one_skl001_entry(tmp_path: Path) -> None:
    exit_code, data = run_json(tmp_path)
    assert exit_code == 1
    assert code_lines(only_skill(data)) == {("SKL001", None)}


def test_discovery_finds_nested_and_hidden_skills_and_skips_vendored_dirs(tmp_path: Path) -> None:
    write_skill(tmp_path, "alpha", skill_md("alpha"))
    write_skill(tmp_path / "nested" / "deeper", "beta", skill_md("beta"))
    write_skill(tmp_path / ".claude" / "skills", "gamma", skill_md("gamma"))
    write_skill(tmp_path / ".agents" / "skills", "delta", skill_md("delta"))
    # inside a skill: not descended into
    write_skill(tmp_path / "alpha" / "examples", "inner", skill_md("inner", extra="foo: bar\n"))
    # skipped folders: broken skills that must never be reported
    for skipped in (".git", "node_modules", "__pycache__", "nested/node_modules"):
        write_skill(tmp_path / skipped, "hidden", "no frontmatter\n")
    exit_code, data = run_json(tmp_path)
    assert exit_code == 0
    names = sorted(s["name"] for s in data["skills"])
    assert names == ["alpha", "beta", "delta", "gamma"]
    paths = {Path(s["path"]).resolve() for s in data["skills"]}
    assert paths == {
        (tmp_path / "alpha").resolve(),
        (tmp_path / "nested" / "deeper" / "beta").resolve(),
        (tmp_path / ".claude" / "skills" / "gamma").resolve(),
        (tmp_path / ".agents" / "skills" / "delta").resolve(),
    }
    assert all(s["problems"] == [] for s in data["skills"])


def test_discovered_skills_are_checked_against_their_own_folder(tmp_path: Path) -> None:
    write_skill(tmp_path / "skills", "alpha", skill_md("alpha"))
    write_skill(tmp_path / "skills", "beta", skill_md("gamma"))
    exit_code, data = run_json(tmp_path)
    assert exit_code == 1
    by_name = {s["name"]: s for s in data["skills"]}
    assert by_name["alpha"]["problems"] == []
    assert code_lines(by_name["gamma"]) == {("SKL017", NAME_LINE)}
    assert Path(by_name["gamma"]["path"]).name == "beta"


def test_discovery_reports_lowercase_skill_md(tmp_path: Path) -> None:
    write_skill(tmp_path, "alpha", skill_md("alpha"))
    lower = tmp_path / "beta"
    lower.mkdir()
    (lower / "skill.md").write_text(skill_md("beta"), encoding="utf-8")
    exit_code, data = run_json(tmp_path)
    assert exit_code == 0
    by_name = {s["name"]: s for s in data["skills"]}
    assert by_name["alpha"]["problems"] == []
    assert codes(by_name["beta"]) == ["SKL039"]


def test_dot_uses_the_real_folder_name(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    skill_dir = write_skill(tmp_path, "tables", skill_md("tables"))
    monkeypatch.chdir(skill_dir)
    exit_code, data = run_json(".")
    assert exit_code == 0
    skill = only_skill(data)
    assert skill["name"] == "tables"
    assert skill["problems"] == []


def test_dot_still_catches_a_name_mismatch(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    skill_dir = write_skill(tmp_path, "tables", skill_md("other"))
    monkeypatch.chdir(skill_dir)
    exit_code, data = run_json(".")
    assert exit_code == 1
    assert code_lines(only_skill(data)) == {("SKL017", NAME_LINE)}


def test_dot_in_a_parent_folder_discovers_skills(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    write_skill(tmp_path, "alpha", skill_md("alpha"))
    write_skill(tmp_path, "beta", skill_md("beta"))
    monkeypatch.chdir(tmp_path)
    exit_code, data = run_json(".")
    assert exit_code == 0
    assert sorted(s["name"] for s in data["skills"]) == ["alpha", "beta"]


def test_relative_skill_path_is_accepted(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    write_skill(tmp_path, "tables", skill_md("tables"))
    monkeypatch.chdir(tmp_path)
    exit_code, data = run_json("tables")
    assert exit_code == 0
    assert only_skill(data)["name"] == "tables"


# --- real-world corpus -----------------------------------------------------------------------------


def test_anthropic_skills_corpus(shared_corpus: Path) -> None:
    exit_code, data = run_json(shared_corpus / "anthropics-skills")
    assert exit_code == 1
    assert data["summary"]["skills"] == 12
    assert data["summary"]["invalid"] == 1
    invalid = [s for s in data["skills"] if not s["valid"]]
    assert [s["name"] for s in invalid] == ["claude-api"]
    (claude_api,) = invalid
    assert Path(claude_api["path"]).name == "claude-api"
    errors = [p for p in claude_api["problems"] if p["severity"] == "error"]
    assert [(p["code"], p["line"]) for p in errors] == [("SKL020", 3)]
    others = [s for s in data["skills"] if s["valid"]]
    assert len(others) == 11
    for skill in others:
        assert error_codes(skill) == set(), skill
        assert skill["name"] == Path(skill["path"]).name
