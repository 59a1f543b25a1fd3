"""``skillctl new`` and ``skillctl prompt`` through the real CLI."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from skillctl.cli import cli
from tests.helpers import skill_md
from tests.helpers import write_skill


def _run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, list(args), catch_exceptions=False)
    return result.exit_code, result.stdout, result.stderr


def test_new_creates_a_skill_that_passes_strict_validation(tmp_path: Path) -> None:
    code, out, _ = _run("new", "pdf-tools", "--dir", str(tmp_path), "--license", "MIT")
    assert code == 0
    assert "pdf-tools/SKILL.md" in out
    text = (tmp_path / "pdf-tools" / "SKILL.md").read_text(encoding="utf-8")
    assert text.startswith("---\nname: pdf-tools\n")
    assert 'license: "MIT"' in text
    code, out, _ = _run("validate", "--strict", "--format", "json", str(tmp_path / "pdf-tools"))
    assert code == 0
    assert json.loads(out)["skills"][0]["problems"] == []


def test_new_quotes_a_description_with_yaml_syntax(tmp_path: Path) -> None:
    description = 'Run "x": a #tag, [list] & more. Use when asked.'
    code, _, _ = _run("new", "quoting", "--dir", str(tmp_path), "--description", description)
    assert code == 0
    code, out, _ = _run("--json", "validate", str(tmp_path / "quoting"))
    assert code == 0
    assert json.loads(out)["skills"][0]["name"] == "quoting"


@pytest.mark.parametrize("name", ["PDF-Tools", "-lead", "a--b", "x" * 65])
def test_new_refuses_an_invalid_name_and_leaves_nothing(tmp_path: Path, name: str) -> None:
    code, _, err = _run("new", "--dir", str(tmp_path), "--", name)
    assert code == 2
    assert "error: cannot create skill" in err
    assert "hint:" in err
    assert list(tmp_path.iterdir()) == []


def test_new_refuses_an_existing_folder(tmp_path: Path) -> None:
    (tmp_path / "taken").mkdir()
    code, out, err = _run("--json", "new", "taken", "--dir", str(tmp_path))
    assert code == 3
    assert json.loads(out)["error"]["code"] == "target-exists"
    assert "already exists" in err


def test_new_json_output(tmp_path: Path) -> None:
    code, out, _ = _run("--json", "new", "json-skill", "--dir", str(tmp_path))
    assert code == 0
    doc = json.loads(out)
    assert doc["name"] == "json-skill"
    assert doc["skill_md"].endswith("json-skill/SKILL.md")


def test_prompt_escapes_every_value(tmp_path: Path) -> None:
    root = tmp_path / "a<b&c"
    write_skill(
        root, "tables", skill_md("tables", description='"Tables <b> & more. Use when asked."')
    )
    code, out, _ = _run("prompt", str(root))
    assert code == 0
    assert "<name>tables</name>" in out
    assert "<description>Tables &lt;b&gt; &amp; more. Use when asked.</description>" in out
    assert "a&lt;b&amp;c/tables/SKILL.md</location>" in out
    assert out.startswith("<available_skills>\n<skill>\n")
    assert out.rstrip().endswith("</available_skills>")


def test_prompt_leaves_out_invalid_skills_with_a_warning(tmp_path: Path) -> None:
    write_skill(tmp_path, "good", skill_md("good"))
    write_skill(tmp_path, "bad", skill_md("not-bad"))
    code, out, err = _run("--json", "prompt", str(tmp_path))
    assert code == 0
    doc = json.loads(out)
    assert [s["name"] for s in doc["skills"]] == ["good"]
    assert doc["skipped"] == [str(tmp_path / "bad")]
    assert "bad does not validate" in err


def test_prompt_without_paths_reads_the_store(tmp_path: Path) -> None:
    store = tmp_path / "store"
    source = write_skill(tmp_path / "src", "kept", skill_md("kept"))
    assert _run("--store", str(store), "install", str(source))[0] == 0
    (store / ".archive" / "old").mkdir(parents=True)
    (store / ".archive" / "old" / "SKILL.md").write_text(skill_md("old"))
    code, out, _ = _run("--store", str(store), "prompt")
    assert code == 0
    assert "<name>kept</name>" in out
    assert "<name>old</name>" not in out
    assert f"<location>{store / 'skills' / 'kept' / 'SKILL.md'}</location>" in out


def test_prompt_without_paths_and_no_store_says_what_to_do(tmp_path: Path) -> None:
    code, _, err = _run("--store", str(tmp_path / "missing"), "prompt")
    assert code == 3
    assert "no installed skills" in err
    assert "hint: pass skill folders" in err
