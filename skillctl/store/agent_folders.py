"""The agents that read skills, and the folders each one reads (from each agent's documentation).

``install --target NAME`` links into the agent's own folder: in the project
(found from the repository root, so running in a subfolder lands in the same
place) or, with ``-g``, in the home folder. ``doctor`` uses the full list of
folders each agent reads to say which of the store's skills it sees.

Each entry cites the page its folders come from; README.md shows the same
table. Folders are relative: to the project root, or to the home folder for
the ``~/`` ones.
"""

from __future__ import annotations

import difflib
import os
from dataclasses import dataclass
from pathlib import Path

from skillctl.errors import UsageError


@dataclass(frozen=True, slots=True)
class Agent:
    """An agent that reads skills: its ``--target`` name, its folders, and where that is written.

    ``project`` is None for an agent that reads no project folder (Hermes):
    its target is always the home folder. ``reads`` lists every folder the
    agent reads, project-relative or ``~/``-prefixed for the home folder.
    """

    name: str
    title: str
    project: str | None
    home: str
    reads: tuple[str, ...]
    doc: str

    def folder(self, *, is_global: bool, project_root: Path, home: Path) -> Path:
        """Where ``--target NAME`` (``-g``: the home folder) links skills for this agent."""
        if is_global or self.project is None:
            return home / self.home
        return project_root / self.project

    def read_folders(self, *, project_root: Path, home: Path) -> tuple[Path, ...]:
        """Every folder this agent reads skills from, for this project and home."""
        return tuple(
            home / entry[2:] if entry.startswith("~/") else project_root / entry
            for entry in self.reads
        )


_SHARED = (".agents/skills", "~/.agents/skills")

AGENTS: tuple[Agent, ...] = (
    Agent(
        "agents",
        "shared .agents",
        ".agents/skills",
        ".agents/skills",
        _SHARED,
        "https://agentskills.io/client-implementation/adding-skills-support",
    ),
    Agent(
        "claude",
        "Claude Code",
        ".claude/skills",
        ".claude/skills",
        (".claude/skills", "~/.claude/skills"),
        "https://code.claude.com/docs/en/skills",
    ),
    Agent(
        "codex",
        "OpenAI Codex",
        ".agents/skills",
        ".agents/skills",
        _SHARED,
        "https://developers.openai.com/codex/skills",
    ),
    Agent(
        "copilot",
        "GitHub Copilot",
        ".github/skills",
        ".copilot/skills",
        (
            ".github/skills",
            ".claude/skills",
            ".agents/skills",
            "~/.copilot/skills",
            "~/.claude/skills",
            "~/.agents/skills",
        ),
        "https://docs.github.com/en/copilot/concepts/agents/about-agent-skills",
    ),
    Agent(
        "cursor",
        "Cursor",
        ".cursor/skills",
        ".cursor/skills",
        (
            ".cursor/skills",
            ".agents/skills",
            ".claude/skills",
            ".codex/skills",
            "~/.cursor/skills",
            "~/.agents/skills",
            "~/.claude/skills",
            "~/.codex/skills",
        ),
        "https://cursor.com/docs/skills",
    ),
    Agent(
        "gemini",
        "Gemini CLI",
        ".gemini/skills",
        ".gemini/skills",
        (".gemini/skills", ".agents/skills", "~/.gemini/skills", "~/.agents/skills"),
        "https://geminicli.com/docs/cli/using-agent-skills/",
    ),
    Agent(
        "goose",
        "goose",
        ".goose/skills",
        ".config/goose/skills",
        (
            ".goose/skills",
            ".agents/skills",
            ".claude/skills",
            "~/.config/goose/skills",
            "~/.config/agents/skills",
            "~/.claude/skills",
        ),
        "https://block.github.io/goose/docs/guides/context-engineering/using-skills",
    ),
    Agent(
        "hermes",
        "Hermes Agent",
        None,
        ".hermes/skills",
        ("~/.hermes/skills",),
        "https://hermes-agent.nousresearch.com/docs/user-guide/features/skills",
    ),
    Agent(
        "opencode",
        "OpenCode",
        ".opencode/skills",
        ".config/opencode/skills",
        (
            ".opencode/skills",
            ".claude/skills",
            ".agents/skills",
            "~/.config/opencode/skills",
            "~/.claude/skills",
            "~/.agents/skills",
        ),
        "https://opencode.ai/docs/skills/",
    ),
)

# What people coming from other tools type (`npx skills -a claude-code`).
_ALIASES = {
    "claude-code": "claude",
    "gemini-cli": "gemini",
    "github-copilot": "copilot",
    "openai-codex": "codex",
}
_BY_NAME = {agent.name: agent for agent in AGENTS}


def agent_named(name: str) -> Agent | None:
    """The agent a ``--target`` name (or a common alias of it) stands for, if any."""
    return _BY_NAME.get(_ALIASES.get(name, name))


def target_names() -> list[str]:
    """The ``--target`` names, sorted."""
    return sorted(_BY_NAME)


def looks_like_path(text: str) -> bool:
    """``./x``, ``../x``, ``/x``, ``~/x`` (and ``.``, ``..``, ``~``): a folder, not a name."""
    return (
        text in {".", "..", "~"}
        or text.startswith(("./", "../", "~/", "/"))
        or (os.sep != "/" and text.startswith((".\\", "..\\", "~\\")))
        or Path(text).is_absolute()
    )


def project_root(start: Path) -> Path:
    """The repository ``start`` is in (the nearest folder holding ``.git``), else ``start``.

    Agents read project skills from the repository root, so a skill installed
    from a subfolder must land there too.
    """
    current = start.absolute()
    for folder in (current, *current.parents):
        if (folder / ".git").exists():
            return folder
    return current


def target_folder(text: str, *, is_global: bool, start: Path, home: Path) -> Path:
    """The folder ``--target TEXT`` means: an agent's skills folder, or a path as written.

    An unknown name is a :class:`UsageError` that suggests the closest agent
    name, or the path spelling if a folder of that name was meant.
    """
    agent = agent_named(text)
    if agent is not None:
        return agent.folder(is_global=is_global, project_root=project_root(start), home=home)
    if looks_like_path(text):
        return Path(text).expanduser()
    close = difflib.get_close_matches(text, [*_BY_NAME, *_ALIASES], n=1, cutoff=0.6)
    suggestion = f"did you mean --target {_ALIASES.get(close[0], close[0])}? " if close else ""
    raise UsageError(
        f"unknown target {text!r}",
        hint=f"{suggestion}targets are {', '.join(target_names())}, or a folder written as a "
        f"path (./{text}, /abs/path, ~/{text})",
    )


def check_default_target(text: str) -> None:
    """A ``targets`` entry of the store config: an agent name, or an absolute or ``~/`` path.

    A relative path would mean a different folder in every directory skillctl
    runs in, so the config refuses it.
    """
    if agent_named(text) is not None:
        return
    if looks_like_path(text) and (text.startswith("~") or Path(text).is_absolute()):
        return
    if looks_like_path(text):
        raise UsageError(
            f"config targets: {text!r} is a relative path",
            hint="write it from the root (/path/to/skills) or the home folder (~/path), "
            "or pass it as --target for one install",
        )
    target_folder(text, is_global=False, start=Path(), home=Path())  # raises, with a suggestion


@dataclass(frozen=True, slots=True)
class Placement:
    """What agent names are resolved against: the working folder, the home folder and ``-g``."""

    start: Path
    home: Path
    is_global: bool = False

    def folder(self, text: str) -> Path:
        """The folder ``--target TEXT`` means here (see :func:`target_folder`)."""
        return target_folder(text, is_global=self.is_global, start=self.start, home=self.home)

    def folders(self, texts: tuple[str, ...]) -> tuple[Path, ...]:
        """Each target's folder, once each (``codex`` and ``agents`` share one), in order."""
        seen: dict[str, Path] = {}
        for text in texts:
            folder = self.folder(text)
            seen.setdefault(os.path.normpath(folder.absolute()), folder)
        return tuple(seen.values())
