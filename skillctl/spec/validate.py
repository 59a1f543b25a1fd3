"""Validate one skill folder: read SKILL.md safely, parse it, run every rule.

Reading never follows a symlink (the file is opened with ``O_NOFOLLOW``) and
never reads more than :data:`MAX_SKILL_MD_BYTES`; skill content is hostile.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Sequence
from pathlib import Path
from typing import NamedTuple

from skillctl.errors import PathUnreadableError
from skillctl.spec.body import check_body
from skillctl.spec.body import check_description_when
from skillctl.spec.discover import SkillLocation
from skillctl.spec.fields import check_fields
from skillctl.spec.frontmatter import SKILL_MD
from skillctl.spec.frontmatter import SkillDocument
from skillctl.spec.frontmatter import parse_skill_md
from skillctl.spec.problems import Problem
from skillctl.spec.problems import Severity
from skillctl.spec.problems import problem
from skillctl.spec.profiles import Profile
from skillctl.spec.profiles import check_profile

MAX_SKILL_MD_BYTES = 1 << 20


# A NamedTuple, not a dataclass: it is built on every start-up of the pre-commit hook,
# and a frozen slots dataclass costs seven times as much to define.
class SkillReport(NamedTuple):
    """Everything the validator found in one skill folder, problems sorted by path and line."""

    path: str
    name: str | None
    problems: tuple[Problem, ...]

    def is_valid(self, *, strict: bool) -> bool:
        """Errors fail a skill; under ``strict`` warnings do too. Infos never do."""
        failing = {Severity.ERROR, Severity.WARNING} if strict else {Severity.ERROR}
        return not any(p.severity in failing for p in self.problems)


# (document or None when unreadable, problems found while reading)
LoadedSkill = tuple[SkillDocument | None, tuple[Problem, ...]]


def load_skill(directory: Path) -> LoadedSkill:
    """Read and parse SKILL.md from ``directory`` without following links."""
    path = directory / SKILL_MD
    filename = SKILL_MD
    pre: list[Problem] = []
    if not os.path.lexists(path) and os.path.lexists(directory / "skill.md"):
        filename = "skill.md"
        path = directory / filename
        pre.append(
            problem(
                "SKL039",
                filename,
                None,
                "the skill file is named skill.md",
                "rename it to SKILL.md; some agents look only for that spelling",
            )
        )
    if not os.path.lexists(path):
        missing = problem(
            "SKL001",
            SKILL_MD,
            None,
            f"no SKILL.md in {directory}",
            "create one with: skillctl new NAME (or pass the folder that holds the skill)",
        )
        return (None, (missing,))
    if path.is_symlink():
        linked = problem(
            "SKL038",
            filename,
            None,
            "SKILL.md is a symbolic link; skillctl does not follow it",
            "replace the link with the file itself",
        )
        return (None, (linked,))
    data = _read_capped(path)
    if isinstance(data, str):
        special = problem(
            "SKL040",
            filename,
            None,
            f"{filename} is {data}, not a regular file",
            f"replace it with a regular {filename} file holding the frontmatter and body",
        )
        return (None, (*pre, special))
    if data is None:
        big = problem(
            "SKL037",
            filename,
            None,
            f"{filename} is larger than {MAX_SKILL_MD_BYTES // 1024} KiB",
            "keep SKILL.md short and move detail into references/*.md",
        )
        return (None, (*pre, big))
    document = parse_skill_md(data, path=filename)
    return (document, (*pre, *document.problems))


def validate_skill(location: SkillLocation, profiles: Sequence[Profile] = ()) -> SkillReport:
    """Run every spec, beyond-spec and profile rule on one skill folder."""
    return examine_skill(location, profiles)[0]


def examine_skill(
    location: SkillLocation, profiles: Sequence[Profile] = (), *, is_folder_renamed: bool = False
) -> tuple[SkillReport, SkillDocument | None]:
    """Like :func:`validate_skill`, also handing back the parsed SKILL.md for reuse.

    ``is_folder_renamed``: the caller moves the folder to the skill's ``name``
    afterwards, so the folder-name check does not apply.
    """
    doc, read_problems = load_skill(location.directory)
    problems = list(read_problems)
    name: str | None = None
    if doc is not None:
        folder_name = None if is_folder_renamed else location.folder_name
        problems.extend(check_fields(doc, folder_name, hermes=Profile.HERMES in profiles))
        problems.extend(check_description_when(doc))
        problems.extend(check_body(doc, location.directory))
        for profile in sorted(set(profiles)):
            problems.extend(check_profile(profile, doc))
        raw_name = (doc.frontmatter or {}).get("name")
        name = raw_name if isinstance(raw_name, str) else None
    report = SkillReport(location.display, name, tuple(sorted(problems, key=Problem.sort_key)))
    return report, doc


def _read_capped(path: Path) -> bytes | str | None:
    """The file's bytes; ``None`` when it is over the cap; a string naming what it is
    when it is not a regular file. Unreadable is an error.

    ``O_NONBLOCK`` makes opening a FIFO return at once instead of waiting for a
    writer forever (issue 12); the type is then read from the open descriptor,
    so nothing can be swapped in between the check and the read.
    """
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    try:
        fd = os.open(path, flags)
        kind = _special_kind(os.fstat(fd).st_mode)
        if kind is not None:
            os.close(fd)
            return kind
        with os.fdopen(fd, "rb") as handle:
            data = handle.read(MAX_SKILL_MD_BYTES + 1)
    except OSError as e:
        raise PathUnreadableError(
            f"cannot read {path}: {e.strerror}",
            hint="check that it is a regular file you may read (links are not followed)",
        ) from e
    return None if len(data) > MAX_SKILL_MD_BYTES else data


def _special_kind(mode: int) -> str | None:
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe (FIFO)"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "a device"
