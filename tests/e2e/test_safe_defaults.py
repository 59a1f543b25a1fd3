"""Safe defaults, said aloud (issue 14, item 5): each one through the command line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from skillctl.cli import cli
from skillctl.spec.frontmatter import parse_skill_md
from tests.e2e.registry_support import add_version
from tests.helpers import skill_md
from tests.helpers import write_skill


def _run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, list(args), catch_exceptions=False)
    return result.exit_code, result.stdout, result.stderr


def _installed_version(name: str) -> str | None:
    skills = json.loads(_run("--json", "list")[1])["skills"]
    return next((s["version"] for s in skills if s["name"] == name), None)


def _yank(registry: Path, name: str, version: str, reason: str) -> None:
    index = json.loads((registry / "index.json").read_text())
    entry = index["skills"][name]["versions"][version]
    entry["yanked"], entry["yanked_reason"] = True, reason
    (registry / "index.json").write_text(json.dumps(index))


def test_a_bare_install_never_downgrades(tmp_path: Path) -> None:
    registry = tmp_path / "registry"
    add_version(registry, "tables", "1.0.0")
    add_version(registry, "tables", "1.1.0", body="# Steps\n\nDo it better.\n")
    assert _run("install", "--registry", str(registry), "tables")[0] == 0
    assert _installed_version("tables") == "1.1.0"
    _yank(registry, "tables", "1.1.0", "breaks merging")
    code, out, err = _run("install", "--registry", str(registry), "tables")
    assert code == 0, err
    assert _installed_version("tables") == "1.1.0"  # kept, not silently downgraded
    assert "kept tables 1.1.0: newer than 1.0.0" in out
    assert "warning: tables 1.1.0 was yanked (breaks merging)" in err
    assert "`skillctl install tables==1.0.0`" in err
    code, out, _ = _run("--json", "install", "--registry", str(registry), "tables>=1")
    assert json.loads(out)["kept"] == [
        {
            "name": "tables",
            "newest_allowed": "1.0.0",
            "version": "1.1.0",
            "warning": "tables 1.1.0 was yanked (breaks merging); to go back to 1.0.0, the "
            "newest version that was not, pin it: `skillctl install tables==1.0.0`",
        }
    ]
    assert _run("update")[0] == 0  # update does not go down either
    assert _installed_version("tables") == "1.1.0"
    assert _run("install", "--registry", str(registry), "tables==1.0.0")[0] == 0  # asked for
    assert _installed_version("tables") == "1.0.0"


def test_outdated_names_yanked_and_deprecated_skills_and_fails(tmp_path: Path) -> None:
    registry = tmp_path / "registry"
    add_version(registry, "tables", "1.0.0")
    add_version(registry, "charts", "1.0.0")
    add_version(registry, "plots", "1.0.0")
    assert _run("install", "--registry", str(registry), "tables", "charts")[0] == 0
    code, out, _ = _run("outdated")
    assert (code, out) == (0, "everything is up to date\n")
    _yank(registry, "tables", "1.0.0", "wrong column order")
    index = json.loads((registry / "index.json").read_text())
    index["skills"]["charts"]["deprecated"] = {"message": "use plots", "successor": "plots"}
    (registry / "index.json").write_text(json.dumps(index))
    code, out, _ = _run("--json", "outdated")
    assert code == 1
    entries = {e["name"]: e for e in json.loads(out)["outdated"]}
    assert entries["tables"]["status"] == "yanked"
    assert entries["tables"]["reason"] == "1.0.0 was yanked: wrong column order"
    assert entries["charts"]["status"] == "deprecated"
    assert entries["charts"]["reason"] == "deprecated: use plots"
    code, out, _ = _run("outdated")
    assert code == 1
    assert "charts  deprecated  1.0.0  (deprecated: use plots)" in out
    assert _run("outdated", "-q") == (1, "charts\ntables\n", "")


def test_a_folder_does_not_replace_a_registry_skill_without_force(tmp_path: Path) -> None:
    registry = tmp_path / "registry"
    add_version(registry, "tables", "1.0.0")
    assert _run("install", "--registry", str(registry), "tables")[0] == 0
    mine = write_skill(tmp_path / "mine", "tables", skill_md("tables", body="# Mine\n\nSteps.\n"))
    code, _, err = _run("install", str(mine))
    assert code == 1
    assert "tables is installed from a registry" in err
    assert "pass --force to replace it" in err
    assert json.loads(_run("--json", "list")[1])["skills"][0]["source"].startswith("registry:")
    code, _, err = _run("install", "--force", str(mine))
    assert code == 0, err
    assert json.loads(_run("--json", "list")[1])["skills"][0]["source"] == str(mine)
    code, _, err = _run("install", "--registry", str(registry), "tables")  # and back
    assert code == 1
    assert "installed from a local folder" in err


def test_uninstall_keeps_what_another_skill_requires(tmp_path: Path) -> None:
    registry = tmp_path / "registry"
    add_version(registry, "base", "1.0.0")
    add_version(registry, "report", "1.0.0", requires="base>=1")
    assert _run("install", "--registry", str(registry), "report")[0] == 0
    code, _, err = _run("uninstall", "base")
    assert code == 1
    assert "report requires base>=1" in err
    assert "hint: remove them too (skillctl uninstall base report), or pass --force" in err
    assert _installed_version("base") == "1.0.0"
    assert _run("uninstall", "base", "report")[0] == 0  # the hint, as shown
    assert _run("install", "--registry", str(registry), "report")[0] == 0
    assert _run("uninstall", "--force", "base")[0] == 0
    assert _installed_version("base") is None


def test_init_prints_each_adopted_skills_verdict(tmp_path: Path) -> None:
    folder = tmp_path / "agent-skills"
    write_skill(folder, "tables", skill_md("tables"))
    write_skill(folder, "charts", skill_md("charts"))
    code, out, err = _run("init", str(folder))
    assert code == 0, err
    assert "adopted charts (verdict safe)\nadopted tables (verdict safe)\n" in out
    assert "2 skills adopted" in out


def test_list_has_a_header_and_a_verdict_column(tmp_path: Path) -> None:
    assert _run("install", str(write_skill(tmp_path, "tables", skill_md("tables"))))[0] == 0
    header, row = _run("list")[1].splitlines()
    assert header.startswith("NAME  ")
    assert row[header.index("VERDICT") :].split()[0] == "safe"  # under its own header


def test_search_keeps_whole_descriptions_when_piped(tmp_path: Path) -> None:
    registry = tmp_path / "registry"
    add_version(registry, "tables", "1.0.0")
    index = json.loads((registry / "index.json").read_text())
    long = "Formats tables " + "with many careful words " * 8 + "and ends here."
    index["skills"]["tables"]["description"] = long
    index["skills"]["tables"]["versions"]["1.0.0"]["description"] = long
    (registry / "index.json").write_text(json.dumps(index))
    code, out, _ = _run("search", "tables", "--registry", str(registry))
    assert code == 0
    assert long in out  # CliRunner's stdout is not a terminal, like a pipe


def test_publish_version_is_written_into_the_published_skill(tmp_path: Path) -> None:
    source = write_skill(
        tmp_path, "tables", skill_md("tables", extra='metadata:\n  version: "0.1.0"\n')
    )
    before = (source / "SKILL.md").read_bytes()
    code, _, err = _run(
        "publish", str(source), "--registry", str(tmp_path / "reg"), "--version", "2.0.0"
    )
    assert code == 0, err
    published = tmp_path / "reg" / "packages" / "tables" / "2.0.0" / "SKILL.md"
    metadata = (parse_skill_md(published.read_bytes()).frontmatter or {})["metadata"]
    assert isinstance(metadata, dict)
    assert metadata["version"] == "2.0.0"
    assert (source / "SKILL.md").read_bytes() == before  # the author's file is untouched
    assert _run("install", "--registry", str(tmp_path / "reg"), "tables")[0] == 0
    assert _installed_version("tables") == "2.0.0"
    assert _run("verify")[0] == 0  # the index hash is the stamped copy's


@pytest.mark.parametrize("name", ["../escape", "Bad_Name", "x-", "a--b", "a" * 70])
def test_new_refuses_a_bad_name_before_writing_anything(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str
) -> None:
    monkeypatch.chdir(tmp_path)
    code, _, err = _run("new", name, "--dir", "made/for/it")
    assert code == 2
    assert "cannot create skill" in err
    assert list(tmp_path.iterdir()) == []  # no folder, no staging, nothing


def test_new_creates_a_missing_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    code, out, err = _run("new", "tables", "--dir", "skills/team")
    assert code == 0, err
    assert (tmp_path / "skills" / "team" / "tables" / "SKILL.md").is_file()
    assert _run("validate", "--strict", "skills/team/tables")[0] == 0
    assert "created skills/team/tables/SKILL.md" in out


def test_new_removes_the_folders_it_made_when_it_fails(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    long = "x" * 1100  # over the description limit: valid name, invalid skill
    code, _, err = _run("new", "tables", "--dir", "skills/team", "--description", long)
    assert code == 2
    assert "description" in err
    assert list(tmp_path.iterdir()) == []


def test_an_archived_skill_can_be_uninstalled(tmp_path: Path) -> None:
    """It used to fail in git: the transaction staged skills/NAME, which an archived one lacks."""
    assert _run("install", str(write_skill(tmp_path, "charts", skill_md("charts"))))[0] == 0
    later = CliRunner().invoke(
        cli, ["curate", "--force"], env={"SKILLCTL_NOW": "2026-09-01T00:00:00Z"}
    )
    assert later.exit_code == 0, later.output
    archived = json.loads(_run("--json", "list", "--all")[1])["skills"]
    assert [(s["name"], s["state"]) for s in archived] == [("charts", "archived")]
    code, _, err = _run("uninstall", "charts")
    assert code == 0, err
    assert json.loads(_run("--json", "list", "--all")[1])["skills"] == []
    assert not (Path.home() / "store" / ".archive" / "charts").exists()
    assert _run("verify")[0] == 0
