"""Installing from a lockfile: one exactly pinned spec per entry, and writing a project's lock."""

from __future__ import annotations

from pathlib import Path

from skillctl.errors import SourceError
from skillctl.resolve.version import parse_name_spec
from skillctl.services.skill_source import REGISTRY_PREFIX
from skillctl.services.skill_source import SkillSpec
from skillctl.services.skill_source import parse_spec
from skillctl.store.atomic import atomic_write
from skillctl.store.jsonfile import read_json_object
from skillctl.store.repo import LOCKFILE
from skillctl.store.repo import Store
from skillctl.store.repo import dump_json

LockedJob = tuple[SkillSpec, dict[str, object] | None]


def locked_jobs(lock_path: Path) -> list[LockedJob]:
    """One pinned spec per lockfile entry: exact commit, exact version, same folder."""
    try:
        document = read_json_object(lock_path, what="the lockfile", error=SourceError)
    except FileNotFoundError as e:
        raise SourceError(
            f"no lockfile at {lock_path}", hint="install SPECs first, or pass --lockfile"
        ) from e
    entries = document.get("skills")
    if not isinstance(entries, dict):
        raise SourceError(
            f"{lock_path} is not a skillctl lockfile", hint="see schemas/lock.schema.json"
        )
    jobs: list[LockedJob] = []
    for name, entry in sorted(entries.items()):
        if not isinstance(entry, dict):
            raise SourceError(
                f"{lock_path}: entry {name!r} is not an object", hint="regenerate the lockfile"
            )
        source = str(entry.get("source", ""))
        if source.startswith(REGISTRY_PREFIX):
            exact = parse_name_spec(f"{name}=={entry.get('version')}")
            spec = SkillSpec(
                str(entry.get("spec", name)),
                "registry",
                name=exact,
                pin=source[len(REGISTRY_PREFIX) :],
            )
        else:
            spec = parse_spec(_pinned_text(name, entry))
        jobs.append((spec, entry))
    return jobs


def _pinned_text(name: str, entry: dict[str, object]) -> str:
    """A git entry at its exact commit, or a folder entry at its recorded path."""
    source = str(entry.get("source", ""))
    if entry.get("commit"):
        subdir = f"#subdir={entry['subdir']}" if entry.get("subdir") else ""
        return f"git+{source}@{entry['commit']}{subdir}"
    return source


def write_project_lock(lock_path: Path, store: Store) -> None:
    """Copy the store's lockfile to a project's ``--lockfile`` (atomically)."""
    atomic_write(lock_path, dump_json(store.read_json(LOCKFILE)))
