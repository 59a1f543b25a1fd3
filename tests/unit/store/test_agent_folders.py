"""The agents' skills folders: each agent's own folder, project and home, and what each reads."""

from __future__ import annotations

from pathlib import Path

import pytest

from skillctl.errors import UsageError
from skillctl.store.agent_folders import AGENTS
from skillctl.store.agent_folders import Placement
from skillctl.store.agent_folders import agent_named
from skillctl.store.agent_folders import check_default_target
from skillctl.store.agent_folders import looks_like_path
from skillctl.store.agent_folders import project_root
from skillctl.store.agent_folders import target_folder
from tests.helpers import AGENT_FOLDERS


def test_the_table_covers_the_agents_the_readme_names() -> None:
    assert {a.name for a in AGENTS} == set(AGENT_FOLDERS)
    for agent in AGENTS:
        assert agent.doc.startswith("https://")
        assert (agent.project, agent.home) == AGENT_FOLDERS[agent.name]
        own = [f"~/{agent.home}"] + ([agent.project] if agent.project else [])
        assert set(own) <= set(agent.reads), agent.name  # it reads where we link


@pytest.mark.parametrize("name", sorted(AGENT_FOLDERS))
@pytest.mark.parametrize("is_global", [False, True])
def test_each_target_folder_in_the_project_and_at_home(
    tmp_path: Path, name: str, is_global: bool
) -> None:
    repo, home = tmp_path / "repo", tmp_path / "home"
    (repo / ".git").mkdir(parents=True)
    deep = repo / "src" / "pkg"
    deep.mkdir(parents=True)
    project, at_home = AGENT_FOLDERS[name]
    got = target_folder(name, is_global=is_global, start=deep, home=home)
    expected = home / at_home if is_global or project is None else repo / project
    assert got == expected
    assert not got.exists()  # resolving creates nothing


def test_the_project_is_the_repository_root(tmp_path: Path) -> None:
    (tmp_path / "repo" / ".git").mkdir(parents=True)
    (tmp_path / "repo" / "a" / "b").mkdir(parents=True)
    assert project_root(tmp_path / "repo" / "a" / "b") == tmp_path / "repo"
    (tmp_path / "worktree").mkdir()
    (tmp_path / "worktree" / ".git").write_text("gitdir: /elsewhere\n")  # a linked worktree
    assert project_root(tmp_path / "worktree") == tmp_path / "worktree"
    (tmp_path / "plain").mkdir()
    if not any((folder / ".git").exists() for folder in tmp_path.parents):
        assert project_root(tmp_path / "plain") == tmp_path / "plain"  # no repository: cwd


@pytest.mark.parametrize("text", ["./skills", "../x", "/abs/skills", "~/skills", ".", "~"])
def test_paths_are_folders_as_written(tmp_path: Path, text: str) -> None:
    assert looks_like_path(text)
    got = target_folder(text, is_global=True, start=tmp_path, home=tmp_path)
    assert got == Path(text).expanduser()


@pytest.mark.parametrize(
    ("text", "suggestion"),
    [("cluade", "--target claude"), ("coursor", "--target cursor"), ("claude-cod", "claude")],
)
def test_an_unknown_name_suggests_the_closest_agent(
    tmp_path: Path, text: str, suggestion: str
) -> None:
    with pytest.raises(UsageError, match="unknown target") as raised:
        target_folder(text, is_global=False, start=tmp_path, home=tmp_path)
    assert suggestion in (raised.value.hint or "")
    assert f"./{text}" in (raised.value.hint or "")  # and how to write it as a folder


def test_a_bare_word_is_never_a_folder(tmp_path: Path) -> None:
    assert not looks_like_path("skills")
    with pytest.raises(UsageError, match="unknown target 'skills'"):
        target_folder("skills", is_global=False, start=tmp_path, home=tmp_path)


def test_aliases_people_type_from_other_tools() -> None:
    assert agent_named("claude-code") is agent_named("claude")
    assert agent_named("gemini-cli") is agent_named("gemini")
    assert agent_named("github-copilot") is agent_named("copilot")
    assert agent_named("vim") is None


def test_codex_and_agents_share_one_folder(tmp_path: Path) -> None:
    placement = Placement(tmp_path, tmp_path / "home")
    assert placement.folders(("codex", "agents", "claude")) == (
        tmp_path / ".agents" / "skills",
        tmp_path / ".claude" / "skills",
    )


def test_config_targets_are_names_or_rooted_paths() -> None:
    check_default_target("claude")
    check_default_target("~/my-agent/skills")
    check_default_target("/srv/skills")
    with pytest.raises(UsageError, match="relative path"):
        check_default_target("./skills")
    with pytest.raises(UsageError, match="unknown target"):
        check_default_target("cluade")


def test_what_each_agent_reads(tmp_path: Path) -> None:
    project, home = tmp_path / "p", tmp_path / "h"
    goose = agent_named("goose")
    assert goose is not None
    folders = goose.read_folders(project_root=project, home=home)
    assert home / ".config" / "agents" / "skills" in folders
    assert project / ".agents" / "skills" in folders
    hermes = agent_named("hermes")
    assert hermes is not None
    assert hermes.read_folders(project_root=project, home=home) == (home / ".hermes" / "skills",)


def test_the_readme_table_cites_each_agents_folders() -> None:
    readme = (Path(__file__).resolve().parents[3] / "README.md").read_text(encoding="utf-8")
    rows = {
        cells[0].strip("` "): cells
        for line in readme.splitlines()
        if line.startswith("| `") and (cells := [c.strip() for c in line.strip("|").split("|")])
    }
    for agent in AGENTS:
        _, title, project, home, doc = rows[agent.name][:5]
        assert agent.title in title or agent.name == "agents", agent.name
        assert (f"`{agent.project}`" if agent.project else "(none") in project
        assert f"`~/{agent.home}`" == home
        assert f"({agent.doc})" in doc
