"""The ``new`` use case: scaffold a skill folder that passes ``validate --strict``.

The folder is built beside its destination under a temporary name, validated
with the same rules as ``skillctl validate``, and renamed into place, so an
invalid name or a crash never leaves a half-written skill behind.
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path

from skillctl.errors import PathNotFoundError
from skillctl.errors import TargetExistsError
from skillctl.errors import UsageError
from skillctl.spec.discover import SkillLocation
from skillctl.spec.problems import Severity
from skillctl.spec.validate import validate_skill
from skillctl.store.atomic import atomic_write


@dataclass(frozen=True, slots=True)
class NewSkillOptions:
    """The skill to create and where."""

    name: str
    parent: Path
    description: str | None = None
    license: str | None = None


@dataclass(frozen=True, slots=True)
class NewSkillResult:
    """The created folder and its SKILL.md."""

    name: str
    directory: Path
    skill_md: Path


def create_skill(options: NewSkillOptions) -> NewSkillResult:
    """Write ``parent/name/SKILL.md``; refuses an existing folder and an invalid skill."""
    if not options.parent.is_dir():
        raise PathNotFoundError(
            f"{options.parent}: no such folder", hint="create it first or pass another --dir"
        )
    target = options.parent / options.name
    if os.path.lexists(target):
        raise TargetExistsError(
            f"{target} already exists", hint="choose another name, or validate the existing skill"
        )
    staging = Path(tempfile.mkdtemp(prefix=".skillctl-new-", dir=options.parent))
    try:
        draft = staging / options.name
        draft.mkdir()
        atomic_write(draft / "SKILL.md", render_skill_md(options).encode("utf-8"))
        report = validate_skill(SkillLocation(draft, options.name))
        errors = [p for p in report.problems if p.severity is Severity.ERROR]
        if errors:
            first = errors[0]
            raise UsageError(
                f"cannot create skill {options.name!r}: {first.message} ({first.code})",
                hint=first.hint,
            )
        draft.rename(target)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return NewSkillResult(options.name, target, target / "SKILL.md")


def render_skill_md(options: NewSkillOptions) -> str:
    """The SKILL.md text of a new skill; values are JSON-quoted, which YAML reads as is."""
    title = options.name.replace("-", " ").capitalize()
    description = options.description or (
        f"{title}: replace this with what the skill does. "
        "Use when the user asks for the task this skill covers."
    )
    lines = ["---", f"name: {options.name}", f"description: {_quoted(description)}"]
    if options.license:
        lines.append(f"license: {_quoted(options.license)}")
    lines += [
        "metadata:",
        '  version: "0.1.0"',
        "---",
        "",
        f"# {title}",
        "",
        "## When to use",
        "",
        "- The situations in which an agent should load this skill.",
        "",
        "## Steps",
        "",
        "1. The first thing the agent does.",
        "2. The next step, with the exact command or file to use.",
        "",
        "## Check the result",
        "",
        "- How the agent confirms the task is done.",
        "",
    ]
    return "\n".join(lines)


def _quoted(value: str) -> str:
    return json.dumps(value, ensure_ascii=False)
