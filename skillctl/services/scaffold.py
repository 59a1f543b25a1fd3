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
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from skillctl.errors import PathNotFoundError
from skillctl.errors import TargetExistsError
from skillctl.errors import UsageError
from skillctl.spec.discover import SkillLocation
from skillctl.spec.fields import check_fields
from skillctl.spec.frontmatter import parse_skill_md
from skillctl.spec.problems import Problem
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
    """Write ``parent/name/SKILL.md``; refuses an existing folder and an invalid skill.

    The name and description are checked before anything is written; a
    missing ``parent`` is created, and removed again if the skill cannot be.
    """
    text = render_skill_md(options)
    _refuse_invalid(
        options.name, check_fields(parse_skill_md(text.encode()), options.name, hermes=False)
    )
    target = options.parent / options.name
    if os.path.lexists(target):
        raise TargetExistsError(
            f"{target} already exists", hint="choose another name, or validate the existing skill"
        )
    if os.path.lexists(options.parent) and not options.parent.is_dir():
        raise PathNotFoundError(
            f"{options.parent} is not a folder", hint="pass a folder with --dir"
        )
    created = _first_missing(options.parent)
    try:
        options.parent.mkdir(parents=True, exist_ok=True)
        staging = Path(tempfile.mkdtemp(prefix=".skillctl-new-", dir=options.parent))
        try:
            draft = staging / options.name
            draft.mkdir()
            atomic_write(draft / "SKILL.md", text.encode("utf-8"))
            report = validate_skill(SkillLocation(draft, options.name))
            _refuse_invalid(options.name, report.problems)
            draft.rename(target)
        finally:
            shutil.rmtree(staging, ignore_errors=True)
    except BaseException:
        if created is not None:
            shutil.rmtree(created, ignore_errors=True)  # only folders this call made
        raise
    return NewSkillResult(options.name, target, target / "SKILL.md")


def _refuse_invalid(name: str, problems: Iterable[Problem]) -> None:
    errors = [p for p in problems if p.severity is Severity.ERROR]
    if errors:
        first = errors[0]
        raise UsageError(
            f"cannot create skill {name!r}: {first.message} ({first.code})", hint=first.hint
        )


def _first_missing(folder: Path) -> Path | None:
    """The outermost folder of ``folder``'s path that does not exist yet (None: it exists)."""
    missing = None
    for candidate in (folder.absolute(), *folder.absolute().parents):
        if os.path.lexists(candidate):
            break
        missing = candidate
    return missing


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
