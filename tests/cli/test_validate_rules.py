"""One test per validation rule: each bad SKILL.md gives its exact SKL code at its exact line."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest

from skillctl.spec.problems import CODES
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

GOOD_DESCRIPTION = "Formats tables. Use when the user asks for a table."
BODY_LINE = 5  # skill_md with no extra lines: fences on lines 1 and 4, the body starts on line 5
PROSE = "The quick brown fox jumps over the lazy dog while the skill explains each step. "


def validate_one(skill_dir: Path, *args: str) -> tuple[int, dict[str, Any]]:
    exit_code, data = run_json(skill_dir, args=args)
    return exit_code, only_skill(data)


# --- a valid skill is the baseline -----------------------------------------------------------


def test_minimal_skill_has_no_problems(tmp_path: Path) -> None:
    exit_code, skill = validate_one(write_skill(tmp_path, "tables", skill_md("tables")))
    assert exit_code == 0
    assert skill["valid"] is True
    assert skill["name"] == "tables"
    assert skill["problems"] == []


# --- file and encoding -------------------------------------------------------------------------


def test_folder_without_skill_md_is_skl001_with_no_line(tmp_path: Path) -> None:
    skill_dir = tmp_path / "tables"
    skill_dir.mkdir()
    (skill_dir / "README.md").write_text("# not a skill\n", encoding="utf-8")
    exit_code, skill = validate_one(skill_dir)
    assert exit_code == 1
    assert skill["valid"] is False
    assert code_lines(skill) == {("SKL001", None)}
    assert find(skill, "SKL001")["severity"] == "error"


@pytest.mark.parametrize(
    ("data", "line"),
    [
        (
            b"---\nname: tables\ndescription: Formats tables. Use when asked.\n---\nok\n\xff\xfe bad\n",
            6,
        ),
        (b"---\nname: tables\ndescription: caf\xe9 tables. Use when asked.\n---\nok\n", 3),
        (b"---\nname: tables\ndescription: Use when asked.\n---\n# T\n\nok \xc3\x28\n", 7),
    ],
    ids=["body", "frontmatter", "truncated-sequence"],
)
def test_invalid_utf8_is_skl002_at_the_first_bad_byte(
    tmp_path: Path, data: bytes, line: int
) -> None:
    exit_code, skill = validate_one(write_skill(tmp_path, "tables", data))
    assert exit_code == 1
    assert ("SKL002", line) in code_lines(skill)
    assert find(skill, "SKL002")["path"] == "SKILL.md"


def test_bom_is_tolerated_with_skl003_warning_on_line_1(tmp_path: Path) -> None:
    data = b"\xef\xbb\xbf" + skill_md("tables").encode("utf-8")
    exit_code, skill = validate_one(write_skill(tmp_path, "tables", data))
    assert exit_code == 0
    assert skill["valid"] is True
    assert skill["name"] == "tables"
    assert code_lines(skill) == {("SKL003", 1)}
    assert find(skill, "SKL003")["severity"] == "warning"


def test_crlf_line_endings_are_tolerated_silently(tmp_path: Path) -> None:
    text = skill_md("tables", body="# Title\n\nSee [guide](guide.md).\n").replace("\n", "\r\n")
    skill_dir = write_skill(tmp_path, "tables", text)
    (skill_dir / "guide.md").write_text("guide\n", encoding="utf-8")
    exit_code, skill = validate_one(skill_dir)
    assert exit_code == 0
    assert skill["name"] == "tables"
    assert skill["problems"] == []


def test_crlf_keeps_line_numbers(tmp_path: Path) -> None:
    text = skill_md("tables", extra="foo: bar\n").replace("\n", "\r\n")
    exit_code, skill = validate_one(write_skill(tmp_path, "tables", text))
    assert exit_code == 1
    assert code_lines(skill) == {("SKL026", EXTRA_LINE)}


@pytest.mark.parametrize(
    "text",
    [
        "\n" + skill_md("tables"),
        "# Tables\n\nJust a body, no frontmatter.\n",
        " ---\nname: tables\ndescription: Formats tables. Use when asked.\n---\nbody\n",
        "",
    ],
    ids=["blank-first-line", "body-only", "indented-fence", "empty-file"],
)
def test_no_opening_fence_is_skl004_on_line_1(tmp_path: Path, text: str) -> None:
    exit_code, skill = validate_one(write_skill(tmp_path, "tables", text))
    assert exit_code == 1
    assert skill["valid"] is False
    assert ("SKL004", 1) in code_lines(skill)


def test_unclosed_fence_is_skl005_on_line_1(tmp_path: Path) -> None:
    text = "---\nname: tables\ndescription: Formats tables. Use when asked.\n# Title\n\nSteps.\n"
    exit_code, skill = validate_one(write_skill(tmp_path, "tables", text))
    assert exit_code == 1
    assert ("SKL005", 1) in code_lines(skill)
    assert "SKL004" not in codes(skill)


@pytest.mark.parametrize(
    "frontmatter",
    [
        'description: "Formats tables.\n  ---\n  Use when the user asks for a table."\nname: tables\n',
        "description: |\n  Formats tables.\n  ---\n  Use when the user asks for a table.\nname: tables\n",
        "description: >\n  Formats tables.\n  ---\n  Use when the user asks for a table.\nname: tables\n",
        'description: "--- Formats tables. Use when the user asks for a table. ---"\nname: tables\n',
    ],
    ids=["double-quoted", "literal-block", "folded-block", "inline"],
)
def test_dashes_inside_a_value_are_not_a_fence(tmp_path: Path, frontmatter: str) -> None:
    # name comes after the description: if the inner --- closed the frontmatter, name would be lost
    text = f"---\n{frontmatter}---\n# Title\n\nSteps.\n"
    exit_code, skill = validate_one(write_skill(tmp_path, "tables", text))
    assert exit_code == 0
    assert skill["valid"] is True
    assert skill["name"] == "tables"
    assert error_codes(skill) == set()


def test_horizontal_rule_in_body_is_fine(tmp_path: Path) -> None:
    body = "# Title\n\nPart one.\n\n---\n\nPart two.\n\n---\n"
    exit_code, skill = validate_one(write_skill(tmp_path, "tables", skill_md("tables", body=body)))
    assert exit_code == 0
    assert skill["problems"] == []


@pytest.mark.parametrize(
    ("frontmatter", "closing_line"),
    [
        ("name: tables\ndescription: Formats: tables: badly\n", 4),
        ("name: tables\ndescription: [Formats tables, Use when asked\n", 4),
        ("name: tables\n\tdescription: tab indented\n", 4),
        ('name: "tables\ndescription: Use when asked.\n', 4),
        ("name: tables\ndescription: Use when asked.\nlicense: a: b\n", 5),
    ],
    ids=["nested-colons", "unclosed-flow", "tab", "unclosed-quote", "late-error"],
)
def test_yaml_syntax_error_is_skl006_inside_the_frontmatter(
    tmp_path: Path, frontmatter: str, closing_line: int
) -> None:
    text = f"---\n{frontmatter}---\n# Title\n"
    exit_code, skill = validate_one(write_skill(tmp_path, "tables", text))
    assert exit_code == 1
    problem = find(skill, "SKL006")
    assert problem["severity"] == "error"
    assert problem["line"] is not None
    assert 1 <= problem["line"] <= closing_line


@pytest.mark.parametrize(
    "frontmatter",
    ["- name: tables\n- description: Formats tables.\n", "just a sentence\n", "42\n"],
    ids=["list", "string", "number"],
)
def test_frontmatter_not_a_mapping_is_skl007(tmp_path: Path, frontmatter: str) -> None:
    text = f"---\n{frontmatter}---\n# Title\n"
    exit_code, skill = validate_one(write_skill(tmp_path, "tables", text))
    assert exit_code == 1
    problem = find(skill, "SKL007")
    assert problem["severity"] == "error"
    assert problem["line"] in (1, 2)  # the contract names no line; the fence or the first YAML line


def test_duplicate_key_is_skl008_at_the_second_occurrence(tmp_path: Path) -> None:
    text = skill_md("tables", extra="license: MIT\nname: tables\n")
    exit_code, skill = validate_one(write_skill(tmp_path, "tables", text))
    assert exit_code == 1
    assert code_lines(skill) == {("SKL008", 5)}


def test_duplicate_nested_key_is_skl008(tmp_path: Path) -> None:
    text = skill_md("tables", extra="metadata:\n  owner: a\n  owner: b\n")
    exit_code, skill = validate_one(write_skill(tmp_path, "tables", text))
    assert exit_code == 1
    assert ("SKL008", 6) in code_lines(skill)


@pytest.mark.parametrize(
    "value",
    [
        "!!python/object:os.system {}",
        "!foo bar",
        "!!python/name:os.system ''",
        "!<tag:example.com,2000:x> y",
    ],
    ids=["python-object", "local-tag", "python-name", "verbatim-tag"],
)
def test_custom_tag_is_skl009_at_the_field(tmp_path: Path, value: str) -> None:
    text = skill_md("tables", extra=f"license: {value}\n")
    exit_code, skill = validate_one(write_skill(tmp_path, "tables", text))
    assert exit_code == 1
    assert ("SKL009", EXTRA_LINE) in code_lines(skill)
    assert find(skill, "SKL009")["severity"] == "error"


def test_python_apply_tag_is_never_executed(tmp_path: Path) -> None:
    marker = tmp_path / "pwned"
    text = skill_md(
        "tables", extra=f'license: !!python/object/apply:os.system ["touch {marker}"]\n'
    )
    exit_code, skill = validate_one(write_skill(tmp_path, "tables", text))
    assert exit_code == 1
    assert ("SKL009", EXTRA_LINE) in code_lines(skill)
    assert not marker.exists()


def billion_laughs() -> str:
    lines = ['a0: &a0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]']
    for level in range(1, 9):
        refs = ", ".join([f"*a{level - 1}"] * 10)
        lines.append(f"a{level}: &a{level} [{refs}]")
    return "\n".join(lines) + "\n"


def test_alias_bomb_is_skl010_and_fast(tmp_path: Path) -> None:
    text = skill_md("tables", extra=billion_laughs())
    closing_line = text.splitlines().index("---", 1) + 1
    skill_dir = write_skill(tmp_path, "tables", text)
    start = time.perf_counter()
    exit_code, skill = validate_one(skill_dir)
    elapsed = time.perf_counter() - start
    assert elapsed < 2.0
    assert exit_code == 1
    problem = find(skill, "SKL010")
    assert problem["severity"] == "error"
    assert problem["line"] is None or 1 <= problem["line"] <= closing_line


def test_alias_bomb_inside_metadata_is_skl010(tmp_path: Path) -> None:
    nested = "".join(f"  {line}\n" for line in billion_laughs().splitlines())
    text = skill_md("tables", extra="metadata:\n" + nested)
    skill_dir = write_skill(tmp_path, "tables", text)
    start = time.perf_counter()
    exit_code, skill = validate_one(skill_dir)
    assert time.perf_counter() - start < 2.0
    assert exit_code == 1
    assert "SKL010" in codes(skill)


# --- name ----------------------------------------------------------------------------------------


def test_missing_name_is_skl011_on_line_1(tmp_path: Path) -> None:
    text = "---\ndescription: Formats tables. Use when asked.\n---\n# Title\n"
    exit_code, skill = validate_one(write_skill(tmp_path, "tables", text))
    assert exit_code == 1
    assert skill["name"] is None
    assert code_lines(skill) == {("SKL011", 1)}


@pytest.mark.parametrize(
    ("folder", "name_yaml", "code", "only"),
    [
        ("123", "123", "SKL012", False),
        ("empty-name", '""', "SKL012", False),
        ("list-name", "[a, b]", "SKL012", False),
        ("a" * 65, "a" * 65, "SKL013", True),
        ("My-Skill", "My-Skill", "SKL014", True),
        ("my_skill", "my_skill", "SKL014", True),
        ("my.skill", "my.skill", "SKL014", True),
        ("foo", "\uff46\uff4f\uff4f", "SKL014", False),  # fullwidth "foo"
        ("-skill", "-skill", "SKL015", True),
        ("skill-", "skill-", "SKL015", True),
        ("a--b", "a--b", "SKL016", True),
        ("tables", "other", "SKL017", True),
    ],
    ids=[
        "int",
        "empty",
        "list",
        "65-chars",
        "uppercase",
        "underscore",
        "dot",
        "fullwidth",
        "leading-hyphen",
        "trailing-hyphen",
        "double-hyphen",
        "folder-mismatch",
    ],
)
def test_bad_name_is_reported_at_the_name_line(
    tmp_path: Path, folder: str, name_yaml: str, code: str, only: bool
) -> None:
    text = f"---\nname: {name_yaml}\ndescription: {GOOD_DESCRIPTION}\n---\n# Title\n"
    exit_code, skill = validate_one(write_skill(tmp_path, folder, text))
    assert exit_code == 1
    assert skill["valid"] is False
    assert (code, NAME_LINE) in code_lines(skill)
    assert find(skill, code)["severity"] == "error"
    if only:
        assert error_codes(skill) == {code}


def test_name_of_64_chars_is_valid(tmp_path: Path) -> None:
    name = "a" * 64
    exit_code, skill = validate_one(write_skill(tmp_path, name, skill_md(name)))
    assert exit_code == 0
    assert skill["name"] == name
    assert skill["problems"] == []


def test_name_with_digits_and_single_hyphens_is_valid(tmp_path: Path) -> None:
    name = "pdf-2-docx-v3"
    exit_code, skill = validate_one(write_skill(tmp_path, name, skill_md(name)))
    assert exit_code == 0
    assert skill["problems"] == []


# --- description ---------------------------------------------------------------------------------


def test_missing_description_is_skl018_on_line_1(tmp_path: Path) -> None:
    text = "---\nname: tables\n---\n# Title\n"
    exit_code, skill = validate_one(write_skill(tmp_path, "tables", text))
    assert exit_code == 1
    assert skill["name"] == "tables"
    assert code_lines(skill) == {("SKL018", 1)}


@pytest.mark.parametrize(
    "value",
    ['""', '"   "', "42", "[a, b]", '"\\t\\n"'],
    ids=["empty", "spaces", "int", "list", "tab-newline"],
)
def test_bad_description_is_skl019(tmp_path: Path, value: str) -> None:
    text = f"---\nname: tables\ndescription: {value}\n---\n# Title\n"
    exit_code, skill = validate_one(write_skill(tmp_path, "tables", text))
    assert exit_code == 1
    assert ("SKL019", DESCRIPTION_LINE) in code_lines(skill)
    assert error_codes(skill) == {"SKL019"}


def sized_description(size: int, filler: str = "a") -> str:
    head = "Use when asked. "
    return head + filler * (size - len(head))


def test_description_of_1025_chars_is_skl020(tmp_path: Path) -> None:
    text = skill_md("tables", description=sized_description(1025))
    exit_code, skill = validate_one(write_skill(tmp_path, "tables", text))
    assert exit_code == 1
    assert code_lines(skill) == {("SKL020", DESCRIPTION_LINE)}


@pytest.mark.parametrize("filler", ["a", "é", "表"], ids=["ascii", "latin", "cjk"])
def test_description_of_exactly_1024_chars_is_valid(tmp_path: Path, filler: str) -> None:
    description = sized_description(1024, filler)
    assert len(description) == 1024
    exit_code, skill = validate_one(
        write_skill(tmp_path, "tables", skill_md("tables", description))
    )
    assert exit_code == 0
    assert "SKL020" not in codes(skill)


# --- optional fields -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("extra", "code", "line"),
    [
        ("compatibility: " + "a" * 501 + "\n", "SKL022", EXTRA_LINE),
        ("compatibility: 5\n", "SKL021", EXTRA_LINE),
        ('compatibility: ""\n', "SKL021", EXTRA_LINE),
        ("compatibility: [linux]\n", "SKL021", EXTRA_LINE),
        ("license: 3\n", "SKL023", EXTRA_LINE),
        ("license: [MIT]\n", "SKL023", EXTRA_LINE),
        ("metadata: [a, b]\n", "SKL024", EXTRA_LINE),
        ("metadata: just text\n", "SKL024", EXTRA_LINE),
        ("metadata: {version: 1.0}\n", "SKL025", EXTRA_LINE),
        ("metadata: {tags: [a, b]}\n", "SKL025", EXTRA_LINE),
        ("metadata: {1: one}\n", "SKL025", EXTRA_LINE),
        ("license: MIT\nmetadata:\n  owner: me\n  version: 1.0\n", "SKL025", 7),
        ("version: 1.0.0\n", "SKL026", EXTRA_LINE),
        ("foo: bar\n", "SKL026", EXTRA_LINE),
        ("license: MIT\nfoo: bar\n", "SKL026", 5),
        ("allowed-tools: 3\n", "SKL029", EXTRA_LINE),
        ("allowed-tools: {Read: yes}\n", "SKL029", EXTRA_LINE),
    ],
    ids=[
        "compatibility-501",
        "compatibility-int",
        "compatibility-empty",
        "compatibility-list",
        "license-int",
        "license-list",
        "metadata-list",
        "metadata-string",
        "metadata-float-value",
        "metadata-list-value",
        "metadata-int-key",
        "metadata-block-value",
        "unknown-version",
        "unknown-foo",
        "unknown-after-license",
        "allowed-tools-int",
        "allowed-tools-mapping",
    ],
)
def test_bad_optional_field_is_an_error_at_its_key(
    tmp_path: Path, extra: str, code: str, line: int
) -> None:
    exit_code, skill = validate_one(
        write_skill(tmp_path, "tables", skill_md("tables", extra=extra))
    )
    assert exit_code == 1
    assert skill["valid"] is False
    assert code_lines(skill) == {(code, line)}
    problem = find(skill, code)
    assert problem["severity"] == "error"
    assert problem["path"] == "SKILL.md"


def test_top_level_version_hint_points_at_metadata_version(tmp_path: Path) -> None:
    text = skill_md("tables", extra="version: 1.0.0\n")
    exit_code, skill = validate_one(write_skill(tmp_path, "tables", text))
    assert exit_code == 1
    problem = find(skill, "SKL026")
    assert problem["line"] == EXTRA_LINE
    assert problem["hint"] is not None
    assert "metadata.version" in problem["hint"]


@pytest.mark.parametrize(
    "extra",
    [
        "compatibility: " + "a" * 500 + "\n",
        "compatibility: Requires git and network access.\n",
        "license: Apache-2.0\n",
        "metadata:\n  version: '1.0'\n  owner: me\n",
        "metadata: {}\n",
        "allowed-tools: Read Bash(git:*)\n",
    ],
    ids=[
        "compatibility-500",
        "compatibility",
        "license",
        "metadata",
        "metadata-empty",
        "allowed-tools",
    ],
)
def test_good_optional_fields_are_valid(tmp_path: Path, extra: str) -> None:
    exit_code, skill = validate_one(
        write_skill(tmp_path, "tables", skill_md("tables", extra=extra))
    )
    assert exit_code == 0
    assert skill["problems"] == []


CLAUDE_CODE_FIELDS = [
    "disable-model-invocation: true",
    "argument-hint: x",
    "when_to_use: When the user pastes a CSV.",
    "user-invocable: false",
    "model: sonnet",
    "context: fork",
    "agent: Explore",
    "hooks: {}",
    'paths: "src/**/*.py"',
]


@pytest.mark.parametrize(
    "field", CLAUDE_CODE_FIELDS, ids=[f.split(":")[0] for f in CLAUDE_CODE_FIELDS]
)
def test_claude_code_field_is_skl027_warning(tmp_path: Path, field: str) -> None:
    skill_dir = write_skill(tmp_path, "tables", skill_md("tables", extra=field + "\n"))
    exit_code, skill = validate_one(skill_dir)
    assert exit_code == 0
    assert skill["valid"] is True
    assert code_lines(skill) == {("SKL027", EXTRA_LINE)}
    problem = find(skill, "SKL027")
    assert problem["severity"] == "warning"
    assert "Claude Code" in problem["message"]

    strict_exit, strict_skill = validate_one(skill_dir, "--strict")
    assert strict_exit == 1
    assert strict_skill["valid"] is False
    assert code_lines(strict_skill) == {("SKL027", EXTRA_LINE)}


def test_allowed_tools_list_is_skl028_warning(tmp_path: Path) -> None:
    text = skill_md("tables", extra="allowed-tools: [Read, Bash]\n")
    exit_code, skill = validate_one(write_skill(tmp_path, "tables", text))
    assert exit_code == 0
    assert code_lines(skill) == {("SKL028", EXTRA_LINE)}
    assert find(skill, "SKL028")["severity"] == "warning"


def test_allowed_tools_block_list_is_skl028_at_the_key(tmp_path: Path) -> None:
    text = skill_md("tables", extra="allowed-tools:\n  - Read\n  - Bash\n")
    exit_code, skill = validate_one(write_skill(tmp_path, "tables", text))
    assert exit_code == 0
    assert code_lines(skill) == {("SKL028", EXTRA_LINE)}


# --- body ------------------------------------------------------------------------------------------


def test_missing_relative_link_is_skl030_at_the_link_line(tmp_path: Path) -> None:
    body = "# Title\n\nSee [ref](references/missing.md).\n"
    exit_code, skill = validate_one(write_skill(tmp_path, "tables", skill_md("tables", body=body)))
    assert exit_code == 0
    assert code_lines(skill) == {("SKL030", BODY_LINE + 2)}
    problem = find(skill, "SKL030")
    assert problem["severity"] == "warning"
    assert problem["path"] == "SKILL.md"


def test_two_missing_links_are_reported_on_their_own_lines(tmp_path: Path) -> None:
    body = "# Title\n\n[a](a.md)\n\nText [b](scripts/b.py) here.\n"
    exit_code, skill = validate_one(write_skill(tmp_path, "tables", skill_md("tables", body=body)))
    assert exit_code == 0
    assert code_lines(skill) == {("SKL030", BODY_LINE + 2), ("SKL030", BODY_LINE + 4)}


def test_links_that_resolve_or_are_not_files_give_nothing(tmp_path: Path) -> None:
    body = (
        "# Title\n"
        "\n"
        "See [guide](references/guide.md) and [script](./scripts/run.py).\n"
        "Docs at [site](https://example.com/docs) and [plain](http://example.com).\n"
        "Jump to [steps](#steps).\n"
        "\n"
        "## Steps\n"
        "\n"
        "```markdown\n"
        "[example](references/missing.md)\n"
        "[escape](../../etc/passwd)\n"
        "```\n"
    )
    skill_dir = write_skill(tmp_path, "tables", skill_md("tables", body=body))
    (skill_dir / "references").mkdir()
    (skill_dir / "references" / "guide.md").write_text("# Guide\n", encoding="utf-8")
    (skill_dir / "scripts").mkdir()
    (skill_dir / "scripts" / "run.py").write_text("print('hi')\n", encoding="utf-8")
    exit_code, skill = validate_one(skill_dir)
    assert exit_code == 0
    assert skill["problems"] == []


def test_link_leaving_the_skill_folder_is_skl031_at_the_link_line(tmp_path: Path) -> None:
    body = "# Title\n\nRead [x](../../etc/passwd) first.\n"
    exit_code, skill = validate_one(write_skill(tmp_path, "tables", skill_md("tables", body=body)))
    assert exit_code == 0
    assert ("SKL031", BODY_LINE + 2) in code_lines(skill)
    assert find(skill, "SKL031")["severity"] == "warning"


def test_link_to_an_existing_file_outside_the_folder_is_still_skl031(tmp_path: Path) -> None:
    (tmp_path / "shared.md").write_text("shared\n", encoding="utf-8")
    body = "# Title\n\nRead [shared](../shared.md).\n"
    exit_code, skill = validate_one(write_skill(tmp_path, "tables", skill_md("tables", body=body)))
    assert exit_code == 0
    assert code_lines(skill) == {("SKL031", BODY_LINE + 2)}


def test_body_over_500_lines_is_skl033_at_the_body_start(tmp_path: Path) -> None:
    body = "".join(f"Step {i}.\n" for i in range(501))
    exit_code, skill = validate_one(write_skill(tmp_path, "tables", skill_md("tables", body=body)))
    assert exit_code == 0
    assert code_lines(skill) == {("SKL033", BODY_LINE)}
    assert find(skill, "SKL033")["severity"] == "warning"


def test_body_of_500_lines_is_fine(tmp_path: Path) -> None:
    body = "".join(f"Step {i}.\n" for i in range(500))
    exit_code, skill = validate_one(write_skill(tmp_path, "tables", skill_md("tables", body=body)))
    assert exit_code == 0
    assert skill["problems"] == []


def test_body_start_follows_a_longer_frontmatter(tmp_path: Path) -> None:
    body = "".join(f"Step {i}.\n" for i in range(600))
    text = skill_md("tables", extra="license: MIT\ncompatibility: Needs git.\n", body=body)
    exit_code, skill = validate_one(write_skill(tmp_path, "tables", text))
    assert exit_code == 0
    assert code_lines(skill) == {("SKL033", 7)}


def test_body_over_token_budget_is_skl032_at_the_body_start(tmp_path: Path) -> None:
    line = PROSE * 4  # about 320 characters
    body = "# Title\n\n" + "".join(line + "\n\n" for _ in range(100))  # ~32,000 chars, 202 lines
    assert len(body) >= 30_000
    assert body.count("\n") < 500
    exit_code, skill = validate_one(write_skill(tmp_path, "tables", skill_md("tables", body=body)))
    assert exit_code == 0
    assert code_lines(skill) == {("SKL032", BODY_LINE)}
    assert find(skill, "SKL032")["severity"] == "warning"


def test_description_without_when_is_skl034_info_even_when_strict(tmp_path: Path) -> None:
    skill_dir = write_skill(tmp_path, "tables", skill_md("tables", description="Formats tables."))
    for args in ((), ("--strict",)):
        exit_code, skill = validate_one(skill_dir, *args)
        assert exit_code == 0
        assert skill["valid"] is True
        assert code_lines(skill) == {("SKL034", DESCRIPTION_LINE)}
        assert find(skill, "SKL034")["severity"] == "info"


@pytest.mark.parametrize("body", ["", "\n\n   \n"], ids=["empty", "whitespace"])
def test_empty_body_is_skl035_warning(tmp_path: Path, body: str) -> None:
    exit_code, skill = validate_one(write_skill(tmp_path, "tables", skill_md("tables", body=body)))
    assert exit_code == 0
    assert codes(skill) == ["SKL035"]
    problem = find(skill, "SKL035")
    assert problem["severity"] == "warning"
    assert problem["line"] in (None, 4, BODY_LINE)  # the contract names no line for SKL035


def test_skill_md_over_1_mib_is_skl037(tmp_path: Path) -> None:
    head = skill_md("tables", body="")
    line = PROSE.strip() + "\n"
    body = line * ((1024 * 1024) // len(line) + 2)
    data = (head + body).encode("utf-8")
    assert len(data) > 1024 * 1024
    skill_dir = write_skill(tmp_path, "tables", data)
    start = time.perf_counter()
    exit_code, skill = validate_one(skill_dir)
    assert time.perf_counter() - start < 5.0
    assert exit_code == 1
    assert "SKL037" in codes(skill)
    assert find(skill, "SKL037")["severity"] == "error"


def test_skill_md_symlink_is_skl038(tmp_path: Path) -> None:
    skill_dir = tmp_path / "tables"
    skill_dir.mkdir()
    (skill_dir / "SKILL.md").symlink_to("/etc/hostname")
    exit_code, skill = validate_one(skill_dir)
    assert exit_code == 1
    assert "SKL038" in codes(skill)
    assert find(skill, "SKL038")["severity"] == "error"


def test_skill_md_symlink_to_a_valid_skill_is_still_skl038(tmp_path: Path) -> None:
    real = tmp_path / "elsewhere.md"
    real.write_text(skill_md("tables"), encoding="utf-8")
    skill_dir = tmp_path / "tables"
    skill_dir.mkdir()
    (skill_dir / "SKILL.md").symlink_to(real)
    exit_code, skill = validate_one(skill_dir)
    assert exit_code == 1
    assert error_codes(skill) == {"SKL038"}


def test_lowercase_skill_md_is_skl039_and_validated(tmp_path: Path) -> None:
    skill_dir = tmp_path / "tables"
    skill_dir.mkdir()
    (skill_dir / "skill.md").write_text(skill_md("tables"), encoding="utf-8")
    exit_code, skill = validate_one(skill_dir)
    assert exit_code == 0
    assert skill["name"] == "tables"
    assert codes(skill) == ["SKL039"]
    assert find(skill, "SKL039")["severity"] == "warning"


def test_lowercase_skill_md_content_is_checked(tmp_path: Path) -> None:
    skill_dir = tmp_path / "tables"
    skill_dir.mkdir()
    (skill_dir / "skill.md").write_text(skill_md("other"), encoding="utf-8")
    exit_code, skill = validate_one(skill_dir)
    assert exit_code == 1
    assert "SKL039" in codes(skill)
    assert ("SKL017", NAME_LINE) in code_lines(skill)
    assert "SKL001" not in codes(skill)


def test_every_code_here_has_its_default_severity(tmp_path: Path) -> None:
    text = skill_md(
        "Bad_Name", description="Formats tables.", extra="foo: bar\nmodel: sonnet\n", body=""
    )
    exit_code, skill = validate_one(write_skill(tmp_path, "tables", text))
    assert exit_code == 1
    assert {"SKL014", "SKL017", "SKL026", "SKL027", "SKL034", "SKL035"} <= set(codes(skill))
    for p in skill["problems"]:
        assert p["severity"] == CODES[p["code"]].severity.value, p
