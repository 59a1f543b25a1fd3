"""Find skill folders under the paths a user names.

A folder holding SKILL.md is a skill and is not searched further (its
``assets/`` may hold template skills). Symlinked folders are never followed,
and ``.git``, ``node_modules`` and caches are skipped; other hidden folders
such as ``.claude/skills`` are searched.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable
from pathlib import Path
from typing import NamedTuple

from skillctl.errors import PathNotFoundError
from skillctl.errors import PathUnreadableError
from skillctl.errors import UsageError

SKILL_FILENAMES = ("SKILL.md", "skill.md")
_VERSION_FOLDER = re.compile(
    r"^v?\d+(\.\d+)*([._-]?(a|b|rc|alpha|beta|dev|post)\d*)*$", re.IGNORECASE
)
SKIPPED_DIRS = frozenset(
    {
        ".git",
        ".hg",
        ".svn",
        "node_modules",
        "__pycache__",
        ".venv",
        ".tox",
        ".mypy_cache",
        ".pytest_cache",
        ".ruff_cache",
    }
)


# A NamedTuple, not a dataclass: it is built on every start-up of the pre-commit hook,
# and a frozen slots dataclass costs seven times as much to define.
class SkillLocation(NamedTuple):
    """A folder to validate as one skill; ``display`` is how output names it."""

    directory: Path
    display: str

    @property
    def folder_name(self) -> str:
        """The name the skill's ``name`` must equal: the folder's own (also for ``.``), or
        for a registry package ``packages/<name>/<version>/`` the ``<name>``."""
        path = Path(os.path.normpath(Path.cwd() / self.directory))
        if _VERSION_FOLDER.match(path.name) and path.parent.parent.name == "packages":
            return path.parent.name
        return path.name


def discover_skills(paths: Iterable[Path], *, skip_outside: bool = False) -> list[SkillLocation]:
    """Skill folders for each path, sorted by display path and without duplicates.

    A folder with no skill anywhere below is returned as itself, so that the
    validator reports the missing SKILL.md instead of silently passing. With
    ``skip_outside`` (hooks and ``--changed-since`` pass every changed file),
    a file outside any skill, or one that no longer exists, is skipped; a
    deleted file still selects the skill it was in.
    """
    found: dict[str, SkillLocation] = {}
    for path in paths:
        located = _locate_changed(path) if skip_outside else _locate(path)
        for location in located:
            found.setdefault(os.path.normpath(Path.cwd() / location.directory), location)
    return sorted(found.values(), key=lambda loc: loc.display)


def has_skill_file(directory: Path) -> bool:
    """Whether ``directory`` holds SKILL.md (or the lower-case spelling)."""
    return any(os.path.lexists(directory / name) for name in SKILL_FILENAMES)


def _locate(path: Path) -> list[SkillLocation]:
    display = os.path.normpath(str(path))
    if not os.path.lexists(path):
        raise PathNotFoundError(f"{display}: no such file or folder", hint="check the path")
    if path.is_symlink():
        raise PathUnreadableError(
            f"{display} is a symbolic link; skillctl does not follow links in skill content",
            hint="pass the real folder instead",
        )
    if path.is_file():
        return [_enclosing_skill(path, display)]
    if not path.is_dir():
        raise PathUnreadableError(
            f"{display} is neither a file nor a folder", hint="pass a skill folder"
        )
    if has_skill_file(path):
        return [SkillLocation(path, display)]
    below = [SkillLocation(path / rel, os.path.normpath(f"{display}/{rel}")) for rel in _walk(path)]
    return below or [SkillLocation(path, display)]


def _locate_changed(path: Path) -> list[SkillLocation]:
    if path.is_dir() and not path.is_symlink():
        return _locate(path)
    display = os.path.normpath(str(path))
    try:
        return [_enclosing_skill(path, display)]
    except UsageError:
        return []


def _enclosing_skill(file: Path, display: str) -> SkillLocation:
    if file.name in SKILL_FILENAMES and has_skill_file(file.parent):
        return SkillLocation(file.parent, _parent_display(display))
    parent_display = display
    for parent in file.parents:
        parent_display = _parent_display(parent_display)
        if has_skill_file(parent):
            return SkillLocation(parent, parent_display)
        if parent_display == ".":
            break
    raise UsageError(
        f"{display} is not a SKILL.md and not inside a skill folder",
        hint="pass a skill folder, its SKILL.md, or a folder that contains skills",
    )


def _parent_display(display: str) -> str:
    head = display.rstrip("/").rpartition("/")[0]
    return head or ("/" if display.startswith("/") else ".")


def _walk(root: Path) -> list[str]:
    """Relative paths of skill folders below ``root``; errors on unreadable folders."""
    skills: list[str] = []
    pending = [""]
    while pending:
        rel = pending.pop()
        try:
            with os.scandir(root / rel) as entries:
                subdirs = [
                    e.name
                    for e in entries
                    if e.is_dir(follow_symlinks=False) and e.name not in SKIPPED_DIRS
                ]
        except OSError as e:
            raise PathUnreadableError(
                f"cannot read folder {root / rel}: {e.strerror}", hint="check its permissions"
            ) from e
        for name in subdirs:
            child = f"{rel}/{name}" if rel else name
            if has_skill_file(root / child):
                skills.append(child)
            else:
                pending.append(child)
    return sorted(skills)
