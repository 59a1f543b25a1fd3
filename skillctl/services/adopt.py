"""``init PATH``: make an existing skills folder (``~/.claude/skills``) a store, in place.

Skills stay where the agent reads them (``PATH/<name>/``); skillctl adds its
git history and ``.skillctl/`` beside them. Each adopted skill is audited
and recorded with origin ``user``; folders that are links, or hold links,
are left out and reported, because the store never holds links.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from skillctl import __version__
from skillctl.audit.packs import load_rules
from skillctl.audit.scan import audit_skill
from skillctl.clock import Clock
from skillctl.clock import format_instant
from skillctl.errors import SkillctlError
from skillctl.errors import StoreError
from skillctl.spec.discover import has_skill_file
from skillctl.store.atomic import atomic_write
from skillctl.store.dirhash import dirhash
from skillctl.store.git import repo as gitrepo
from skillctl.store.lock import store_lock
from skillctl.store.repo import CONFIG_FILE
from skillctl.store.repo import GITIGNORE
from skillctl.store.repo import LOCK_FILE
from skillctl.store.repo import LOCKFILE
from skillctl.store.repo import PROVENANCE_DIR
from skillctl.store.repo import STATE_FILE
from skillctl.store.repo import dump_json


@dataclass(frozen=True, slots=True)
class AdoptResult:
    """What ``init`` took in, and what it left alone and why."""

    adopted: tuple[str, ...]
    skipped: tuple[tuple[str, str], ...]
    commit: str | None


def adopt(path: Path, clock: Clock) -> AdoptResult:
    """Turn ``path`` into a store holding the skill folders already in it."""
    path.mkdir(parents=True, exist_ok=True)
    if (path / ".git").exists():
        raise StoreError(
            f"{path} is already a git repository",
            hint="skillctl keeps its own history there; adopt a folder that is not under git",
        )
    rules = load_rules()
    adopted: list[str] = []
    skipped: list[tuple[str, str]] = []
    provenance: dict[str, dict[str, object]] = {}
    lock: dict[str, dict[str, object]] = {}
    with store_lock(path / LOCK_FILE, timeout=60.0):
        for entry in sorted(os.scandir(path), key=lambda e: e.name):
            if entry.name.startswith(".") or not entry.is_dir(follow_symlinks=False):
                if entry.is_symlink():
                    skipped.append((entry.name, "a symbolic link; the store holds real folders"))
                continue
            folder = Path(entry.path)
            if not has_skill_file(folder):
                continue
            try:
                content_hash = dirhash(folder)
            except SkillctlError as e:
                skipped.append((entry.name, e.message))
                continue
            audit = audit_skill(folder, entry.name, rules)
            adopted.append(entry.name)
            provenance[entry.name] = {
                "audit": {
                    "findings": sum(1 for f in audit.findings if f.is_counted),
                    "rule_packs": dict(sorted(rules.versions.items())),
                    "scanner": f"skillctl {__version__}",
                    "verdict": str(audit.verdict),
                },
                "commit": None,
                "content_hash": content_hash,
                "installed_at": format_instant(clock.now()),
                "installed_by": f"skillctl {__version__} (init)",
                "name": entry.name,
                "origin": "user",
                "ref": None,
                "source": str(folder.resolve()),
                "subdir": None,
                "trust": "local",
                "version": None,
            }
            lock[entry.name] = {
                "commit": None,
                "content_hash": content_hash,
                "ref": None,
                "source": str(folder.resolve()),
                "spec": str(folder.resolve()),
                "subdir": None,
                "version": None,
            }
        gitrepo.init_repo(path)
        atomic_write(path / ".gitignore", GITIGNORE.encode())
        (path / CONFIG_FILE).parent.mkdir(parents=True, exist_ok=True)
        atomic_write(path / CONFIG_FILE, dump_json({"skills_dir": ".", "trusted_sources": []}))
        for name, document in provenance.items():
            target = path / PROVENANCE_DIR / f"{name}.json"
            target.parent.mkdir(parents=True, exist_ok=True)
            atomic_write(target, dump_json(document))
        state = {
            name: {"absorbed_into": None, "origin": "user", "pinned": False, "state": "active"}
            for name in adopted
        }
        atomic_write(path / STATE_FILE, dump_json({"skills": state}))
        atomic_write(path / LOCKFILE, dump_json({"lockfile_version": 1, "skills": lock}))
        commit = gitrepo.commit_all(
            path,
            f"adopt {len(adopted)} skills in {path}",
            {"Action": "init", "Skill": ",".join(adopted)},
        )
    return AdoptResult(tuple(adopted), tuple(skipped), commit)
