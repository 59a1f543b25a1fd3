"""``--profile claude|hermes|codex``: extra house rules on top of the agentskills.io spec."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.cli.validate_support import DESCRIPTION_LINE
from tests.cli.validate_support import EXTRA_LINE
from tests.cli.validate_support import NAME_LINE
from tests.cli.validate_support import code_lines
from tests.cli.validate_support import codes
from tests.cli.validate_support import error_codes
from tests.cli.validate_support import find
from tests.cli.validate_support import only_skill
from tests.cli.validate_support import run_json
from tests.helpers import skill_md
from tests.helpers import write_skill

USE_WHEN = "Use when the user asks for a table; formats it."
HERMES_TAGS = "metadata:\n  hermes:\n    tags: [tables]\n"


def validate_one(skill_dir: Path, *args: str) -> tuple[int, dict[str, Any]]:
    exit_code, data = run_json(skill_dir, args=args)
    return exit_code, only_skill(data)


def sized(size: int) -> str:
    head = "Use when asked. "
    return head + "a" * (size - len(head))


# --- claude ----------------------------------------------------------------------------------------


def test_claude_long_description_is_skl101_warning(tmp_path: Path) -> None:
    skill_dir = write_skill(tmp_path, "tables", skill_md("tables", description=sized(251)))
    exit_code, skill = validate_one(skill_dir, "--profile", "claude")
    assert exit_code == 0
    assert code_lines(skill) == {("SKL101", DESCRIPTION_LINE)}
    assert find(skill, "SKL101")["severity"] == "warning"

    strict_code, _ = validate_one(skill_dir, "--profile", "claude", "--strict")
    assert strict_code == 1


def test_claude_description_of_250_chars_is_fine(tmp_path: Path) -> None:
    skill_dir = write_skill(tmp_path, "tables", skill_md("tables", description=sized(250)))
    exit_code, skill = validate_one(skill_dir, "--profile", "claude")
    assert exit_code == 0
    assert skill["problems"] == []


def test_long_description_without_profile_has_no_skl101(tmp_path: Path) -> None:
    skill_dir = write_skill(tmp_path, "tables", skill_md("tables", description=sized(600)))
    exit_code, skill = validate_one(skill_dir)
    assert exit_code == 0
    assert skill["problems"] == []


@pytest.mark.parametrize("name", ["claude-helper", "anthropic-tools", "my-claude"])
def test_claude_reserved_word_in_name_is_skl102(tmp_path: Path, name: str) -> None:
    exit_code, skill = validate_one(
        write_skill(tmp_path, name, skill_md(name)), "--profile", "claude"
    )
    assert exit_code == 0
    assert code_lines(skill) == {("SKL102", NAME_LINE)}
    assert find(skill, "SKL102")["severity"] == "warning"


def test_reserved_word_without_profile_is_fine(tmp_path: Path) -> None:
    exit_code, skill = validate_one(
        write_skill(tmp_path, "claude-helper", skill_md("claude-helper"))
    )
    assert exit_code == 0
    assert skill["problems"] == []


def test_claude_xml_tag_in_description_is_skl103(tmp_path: Path) -> None:
    description = '"Formats <b>tables</b>. Use when the user asks for a table."'
    skill_dir = write_skill(tmp_path, "tables", skill_md("tables", description=description))
    exit_code, skill = validate_one(skill_dir, "--profile", "claude")
    assert exit_code == 0
    assert code_lines(skill) == {("SKL103", DESCRIPTION_LINE)}
    assert find(skill, "SKL103")["severity"] == "warning"

    plain_code, plain = validate_one(skill_dir)
    assert plain_code == 0
    assert plain["problems"] == []


def test_claude_comparison_sign_is_not_a_tag(tmp_path: Path) -> None:
    description = '"Formats tables with a < b ordering. Use when the user asks for a table."'
    skill_dir = write_skill(tmp_path, "tables", skill_md("tables", description=description))
    exit_code, skill = validate_one(skill_dir, "--profile", "claude")
    assert exit_code == 0
    assert "SKL103" not in codes(skill)


# --- hermes ----------------------------------------------------------------------------------------


def hermes_skill(tmp_path: Path, *, extra: str = "", description: str = USE_WHEN) -> Path:
    return write_skill(tmp_path, "tables", skill_md("tables", description=description, extra=extra))


def test_hermes_tags_present_means_no_skl113(tmp_path: Path) -> None:
    _, skill = validate_one(hermes_skill(tmp_path, extra=HERMES_TAGS), "--profile", "hermes")
    assert "SKL113" not in codes(skill)
    assert "SKL114" not in codes(skill)


def test_hermes_missing_tags_is_skl113_info(tmp_path: Path) -> None:
    exit_code, skill = validate_one(hermes_skill(tmp_path), "--profile", "hermes", "--strict")
    assert exit_code == 0
    assert skill["valid"] is True
    assert codes(skill) == ["SKL113"]
    assert find(skill, "SKL113")["severity"] == "info"


def test_hermes_description_not_starting_with_use_when_is_skl114_info(tmp_path: Path) -> None:
    skill_dir = hermes_skill(
        tmp_path, description="Formats tables. Use when the user asks for a table."
    )
    exit_code, skill = validate_one(skill_dir, "--profile", "hermes", "--strict")
    assert exit_code == 0
    assert codes(skill) == ["SKL113", "SKL114"]
    assert ("SKL114", DESCRIPTION_LINE) in code_lines(skill)
    assert find(skill, "SKL114")["severity"] == "info"


@pytest.mark.parametrize(
    "field",
    ["version: 1.0.0", "author: Jane Doe", "platforms: [linux, macos]"],
    ids=["version", "author", "platforms"],
)
def test_hermes_fields_are_skl027_warnings_naming_hermes(tmp_path: Path, field: str) -> None:
    skill_dir = hermes_skill(tmp_path, extra=field + "\n")
    exit_code, skill = validate_one(skill_dir, "--profile", "hermes")
    assert exit_code == 0
    assert skill["valid"] is True
    assert codes(skill) == ["SKL027", "SKL113"]
    assert ("SKL027", EXTRA_LINE) in code_lines(skill)
    problem = find(skill, "SKL027")
    assert problem["severity"] == "warning"
    assert "Hermes" in problem["message"]


@pytest.mark.parametrize(
    "field",
    ["version: 1.0.0", "author: Jane Doe", "platforms: [linux, macos]"],
    ids=["version", "author", "platforms"],
)
def test_hermes_fields_without_profile_are_skl026_errors(tmp_path: Path, field: str) -> None:
    skill_dir = write_skill(tmp_path, "tables", skill_md("tables", extra=field + "\n"))
    exit_code, skill = validate_one(skill_dir)
    assert exit_code == 1
    assert code_lines(skill) == {("SKL026", EXTRA_LINE)}


def test_hermes_bom_is_skl112_error(tmp_path: Path) -> None:
    text = skill_md("tables", description=USE_WHEN)
    skill_dir = write_skill(tmp_path, "tables", b"\xef\xbb\xbf" + text.encode("utf-8"))
    exit_code, skill = validate_one(skill_dir, "--profile", "hermes")
    assert exit_code == 1
    assert skill["valid"] is False
    problem = find(skill, "SKL112")
    assert problem["severity"] == "error"
    assert problem["line"] in (1, None)  # the contract names no line; the BOM is on line 1
    assert error_codes(skill) == {"SKL112"}

    plain_code, plain = validate_one(skill_dir)
    assert plain_code == 0
    assert codes(plain) == ["SKL003"]


def test_hermes_file_over_100000_chars_is_skl111(tmp_path: Path) -> None:
    line = "The quick brown fox jumps over the lazy dog while the skill explains each step.\n"
    body = "# Title\n\n" + line * (100_000 // len(line) + 2)
    text = skill_md("tables", description=USE_WHEN, body=body)
    assert len(text) > 100_000
    skill_dir = write_skill(tmp_path, "tables", text)
    exit_code, skill = validate_one(skill_dir, "--profile", "hermes")
    assert exit_code == 1
    assert find(skill, "SKL111")["severity"] == "error"
    assert error_codes(skill) == {"SKL111"}

    plain_code, plain = validate_one(skill_dir)
    assert plain_code == 0
    assert "SKL111" not in codes(plain)


def test_hermes_counts_characters_not_bytes(tmp_path: Path) -> None:
    line = "表" * 79 + "\n"  # 80 characters, 238 bytes
    body = "# Title\n\n" + line * 1200  # 96,000 characters, ~286,000 bytes
    text = skill_md("tables", description=USE_WHEN, body=body)
    assert len(text) < 100_000 < len(text.encode("utf-8"))
    exit_code, skill = validate_one(write_skill(tmp_path, "tables", text), "--profile", "hermes")
    assert "SKL111" not in codes(skill)
    assert exit_code == 0


def test_hermes_rules_are_off_without_the_profile(tmp_path: Path) -> None:
    skill_dir = write_skill(tmp_path, "tables", skill_md("tables"))
    exit_code, skill = validate_one(skill_dir)
    assert exit_code == 0
    assert skill["problems"] == []
    hermes_code, hermes = validate_one(skill_dir, "--profile", "hermes")
    assert hermes_code == 0
    assert codes(hermes) == ["SKL113", "SKL114"]


# --- codex -----------------------------------------------------------------------------------------


def test_codex_claude_only_field_is_skl121_info_and_skl027(tmp_path: Path) -> None:
    skill_dir = write_skill(
        tmp_path, "tables", skill_md("tables", extra="disable-model-invocation: true\n")
    )
    exit_code, skill = validate_one(skill_dir, "--profile", "codex")
    assert exit_code == 0
    assert code_lines(skill) == {("SKL027", EXTRA_LINE), ("SKL121", EXTRA_LINE)}
    assert find(skill, "SKL121")["severity"] == "info"
    assert find(skill, "SKL027")["severity"] == "warning"


def test_codex_multiline_description_is_skl122(tmp_path: Path) -> None:
    text = "---\nname: tables\ndescription: |\n  Formats tables.\n  Use when the user asks for a table.\n---\n# T\n"
    skill_dir = write_skill(tmp_path, "tables", text)
    exit_code, skill = validate_one(skill_dir, "--profile", "codex")
    assert exit_code == 0
    assert code_lines(skill) == {("SKL122", DESCRIPTION_LINE)}
    assert find(skill, "SKL122")["severity"] == "info"

    plain_code, plain = validate_one(skill_dir)
    assert plain_code == 0
    assert plain["problems"] == []


def test_codex_folded_single_line_description_is_fine(tmp_path: Path) -> None:
    text = "---\nname: tables\ndescription: >-\n  Formats tables.\n  Use when the user asks for a table.\n---\n# T\n"
    exit_code, skill = validate_one(write_skill(tmp_path, "tables", text), "--profile", "codex")
    assert exit_code == 0
    assert skill["problems"] == []
