"""``install --target AGENT``: every agent's folder, found from the repository root; defaults."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from skillctl.cli import cli
from tests.helpers import AGENT_FOLDERS
from tests.helpers import skill_md
from tests.helpers import write_skill


def _run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, list(args), catch_exceptions=False)
    return result.exit_code, result.stdout, result.stderr


@pytest.fixture
def repo_subfolder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A repository with the working folder two levels below its root."""
    repo = tmp_path / "repo"
    (repo / ".git").mkdir(parents=True)
    inside = repo / "src" / "app"
    inside.mkdir(parents=True)
    monkeypatch.chdir(inside)
    return repo


@pytest.mark.parametrize("name", sorted(AGENT_FOLDERS))
@pytest.mark.parametrize("is_global", [False, True])
def test_each_target_links_into_its_agents_folder(
    tmp_path: Path, repo_subfolder: Path, name: str, is_global: bool
) -> None:
    source = write_skill(tmp_path / "src", "tables", skill_md("tables"))
    flags = ["-g"] if is_global else []
    code, out, err = _run("install", *flags, "--target", name, str(source))
    assert code == 0, err
    project, home = AGENT_FOLDERS[name]
    folder = Path.home() / home if is_global or project is None else repo_subfolder / project
    link = folder / "tables"
    assert link.is_symlink()
    assert (link / "SKILL.md").is_file()
    assert f"linked into {link}" in out
    assert not (Path.cwd() / (project or home)).exists()  # never below the repository root


def test_an_unknown_target_is_refused_before_anything_happens(
    tmp_path: Path, repo_subfolder: Path
) -> None:
    source = write_skill(tmp_path / "src", "tables", skill_md("tables"))
    code, out, err = _run("--json", "install", "--target", "cluade", str(source))
    assert code == 2
    assert json.loads(out)["error"]["code"] == "usage"
    assert "unknown target 'cluade'" in err
    assert "did you mean --target claude?" in err
    assert "./cluade" in err  # how to write it when a folder was meant
    assert not (Path.cwd() / "cluade").exists()
    assert _run("--json", "list")[1].count('"name"') == 0  # nothing was installed


def test_a_folder_target_must_look_like_a_path(tmp_path: Path, repo_subfolder: Path) -> None:
    source = write_skill(tmp_path / "src", "tables", skill_md("tables"))
    assert _run("install", "--target", "my-skills", str(source))[0] == 2
    code, _, err = _run("install", "--target", "./my-skills", str(source))
    assert code == 0, err
    assert (Path.cwd() / "my-skills" / "tables").is_symlink()  # a path is taken as written


def test_codex_and_agents_share_a_folder_and_link_once(
    tmp_path: Path, repo_subfolder: Path
) -> None:
    source = write_skill(tmp_path / "src", "tables", skill_md("tables"))
    code, out, err = _run(
        "--json", "install", "--target", "codex", "--target", "agents", str(source)
    )
    assert code == 0, err
    assert [entry["path"] for entry in json.loads(out)["linked"]] == [
        str(repo_subfolder / ".agents" / "skills" / "tables")
    ]


def test_default_targets_come_from_the_store_config(tmp_path: Path, repo_subfolder: Path) -> None:
    source = write_skill(tmp_path / "src", "tables", skill_md("tables"))
    other = write_skill(tmp_path / "src", "charts", skill_md("charts"))
    code, out, err = _run("config", "set", "targets", "claude,codex")
    assert code == 0, err
    code, out, err = _run("install", str(source))
    assert code == 0, err
    for folder in (".claude/skills", ".agents/skills"):
        assert (repo_subfolder / folder / "tables").is_symlink()
        assert f"{repo_subfolder / folder / 'tables'}" in out
    code, out, err = _run("install", "--no-link", str(other))
    assert code == 0, err
    assert "linked into no agent folder" in out
    assert not (repo_subfolder / ".claude" / "skills" / "charts").exists()
    code, out, err = _run("install", "--target", "cursor", str(other))  # --target replaces them
    assert code == 0, err
    assert (repo_subfolder / ".cursor" / "skills" / "charts").is_symlink()
    assert not (repo_subfolder / ".claude" / "skills" / "charts").exists()


@pytest.mark.parametrize(
    ("value", "message"),
    [("cluade", "did you mean --target claude?"), ("./skills", "relative path")],
)
def test_bad_default_targets_are_refused_when_set(value: str, message: str) -> None:
    code, _, err = _run("config", "set", "targets", f"claude,{value}")
    assert code == 2
    assert message in err
    assert _run("config", "get", "targets")[1] == "[]\n"  # nothing was written


def test_a_bad_hand_edited_default_target_names_the_config(
    tmp_path: Path, repo_subfolder: Path
) -> None:
    source = write_skill(tmp_path / "src", "tables", skill_md("tables"))
    assert _run("install", "--no-link", str(source))[0] == 0  # makes the store
    config = Path.home() / "store" / ".skillctl" / "config.json"
    config.write_text(json.dumps({"targets": ["claud"]}), encoding="utf-8")
    code, _, err = _run("install", str(source))
    assert code == 2
    assert "the store config's default targets: unknown target 'claud'" in err
    assert "skillctl config set targets" in err


def test_install_says_where_nothing_was_linked(tmp_path: Path, repo_subfolder: Path) -> None:
    source = write_skill(tmp_path / "src", "tables", skill_md("tables"))
    code, out, _ = _run("install", str(source))
    assert code == 0
    assert "linked into no agent folder (pass --target claude" in out
    assert _run("install", "--no-link", "--target", "claude", str(source))[0] == 2


def test_info_shows_the_store_links_verdict_trust_and_source(
    tmp_path: Path, repo_subfolder: Path
) -> None:
    source = write_skill(tmp_path / "src", "tables", skill_md("tables"))
    assert _run("install", "--target", "claude", "--target", "gemini", str(source))[0] == 0
    code, out, _ = _run("info", "tables")
    assert code == 0
    fields = dict(line.split(":", 1) for line in out.splitlines() if not line.startswith(" "))
    fields = {key: value.strip() for key, value in fields.items()}
    assert fields["store"] == str(Path.home() / "store")
    assert fields["path"] == str(Path.home() / "store" / "skills" / "tables")
    assert fields["linked into"] == (
        f"{repo_subfolder / '.claude' / 'skills' / 'tables'}, "
        f"{repo_subfolder / '.gemini' / 'skills' / 'tables'}"
    )
    assert (fields["verdict"], fields["trust"], fields["source"]) == ("safe", "local", str(source))
    document = json.loads(_run("--json", "info", "tables")[1])
    assert document["store"] == str(Path.home() / "store")
    assert document["skill"]["links"] == fields["linked into"].split(", ")
