"""Which skills a batch command works on: named paths, or what changed since a git revision."""

from __future__ import annotations

import os
from pathlib import Path

from skillctl.spec.discover import SkillLocation
from skillctl.spec.discover import discover_skills
from skillctl.store.git.changed import changed_paths


def select_skills(
    paths: tuple[Path, ...], *, changed_since: str | None = None, skip_outside: bool = False
) -> list[SkillLocation]:
    """Skills under ``paths``; with ``changed_since``, only skills holding a changed file.

    Changed files outside any skill (and deleted skills) are skipped: CI asks
    "did the skills touched here get worse", not "is every file a skill".
    """
    if changed_since is None:
        return discover_skills(paths, skip_outside=skip_outside)
    changed = changed_paths(paths[0] if paths else Path(), changed_since)
    if paths:
        roots = [os.path.normpath(p) for p in paths]
        changed = [
            c
            for c in changed
            if any(r == "." or str(c) == r or str(c).startswith(r.rstrip("/") + "/") for r in roots)
        ]
    return discover_skills(changed, skip_outside=True)
