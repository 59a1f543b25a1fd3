"""Installing from a lockfile, and a project's own lockfile.

A project lockfile (``install --lockfile PATH``) holds exactly the skills
installed with it, never the rest of the global store, and no machine-local
path: a folder source inside the project is stored relative to the
lockfile's folder, one outside it is refused. ``install --lockfile PATH
--frozen`` on another machine reproduces it.

A lockfile may come from someone else's repository, so every key and source
is checked before any path is built from it: keys must be skill names, and a
folder source in a project lockfile must stay inside the lockfile's folder
(no ``/etc``, no ``..``, no symbolic links on the way).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from dataclasses import replace
from pathlib import Path
from pathlib import PurePosixPath

from skillctl.errors import InstallRefusedError
from skillctl.errors import RecordError
from skillctl.errors import RegistryError
from skillctl.errors import SourceError
from skillctl.errors import SourceRefusedError
from skillctl.resolve.version import parse_name_requirement
from skillctl.services.skill_source import REGISTRY_PREFIX
from skillctl.services.skill_source import Requirement
from skillctl.services.skill_source import parse_requirement
from skillctl.store.atomic import atomic_write
from skillctl.store.jsonfile import read_json_object
from skillctl.store.lockfile import LockEntry
from skillctl.store.lockfile import Lockfile
from skillctl.store.registry import check_skill_name


@dataclass(frozen=True, slots=True)
class Pinned:
    """A lockfile entry and the key it was found under (install checks the skill is that one)."""

    key: str
    entry: LockEntry


LockedJob = tuple[Requirement, Pinned | None]


def read_lockfile(lock_path: Path) -> Lockfile:
    """A lockfile read as hostile input: bounded, never through a link or a pipe, then typed.

    A lockfile that breaks its schema is refused (exit 1), naming the key.
    """
    try:
        document = read_json_object(lock_path, what="the lockfile", error=SourceError)
    except FileNotFoundError as e:
        raise SourceError(
            f"no lockfile at {lock_path}", hint="install SPECs first, or pass --lockfile"
        ) from e
    entries = document.get("skills")
    for key in entries if isinstance(entries, dict) else ():
        try:
            check_skill_name(key, where=f"the lockfile {lock_path}")
        except RegistryError as e:
            raise SourceRefusedError(e.message, hint=e.hint) from e
    try:
        return Lockfile.parse(json.dumps(document).encode(), where=str(lock_path))
    except RecordError as e:
        raise SourceRefusedError(e.message, hint=e.hint) from e


def locked_jobs(lock_path: Path, *, allow_absolute_paths: bool = False) -> list[LockedJob]:
    """One pinned requirement per lockfile entry: exact commit, exact version, same folder.

    ``allow_absolute_paths`` is for the store's own lockfile, which records
    absolute folder sources; a project lockfile may only name folders inside
    its own folder.
    """
    lock = read_lockfile(lock_path)
    jobs: list[LockedJob] = []
    for name, entry in sorted(lock.skills.items()):
        try:
            check_skill_name(name, where=f"the lockfile {lock_path}")
        except RegistryError as e:
            raise SourceRefusedError(e.message, hint=e.hint) from e
        if entry.source.startswith(REGISTRY_PREFIX):
            exact = parse_name_requirement(f"{name}=={entry.version}")
            pin = entry.source[len(REGISTRY_PREFIX) :]
            if pin == "." or pin.startswith("./"):
                pin = str(lock_path.parent / pin)
            requirement = Requirement(entry.requirement, "registry", name=exact, pin=pin)
        elif entry.commit:
            subdir = f"#subdir={entry.subdir}" if entry.subdir else ""
            requirement = parse_requirement(f"git+{entry.source}@{entry.commit}{subdir}")
        else:
            folder = _folder_source(
                lock_path, name, entry.source, allow_absolute=allow_absolute_paths
            )
            requirement = Requirement(entry.source, "path", folder)
        jobs.append((requirement, Pinned(name, entry)))
    return jobs


def _folder_source(lock_path: Path, name: str, source: str, *, allow_absolute: bool) -> Path:
    """The folder a path entry names, refused unless it is plainly inside the lockfile's folder."""
    base = lock_path.parent.resolve()

    def refuse(why: str) -> SourceRefusedError:
        return SourceRefusedError(
            f"the lockfile {lock_path}: {name} has the folder source {source!r}, which {why}",
            hint="a lockfile may only pin folders inside its own folder, as relative paths; "
            "reinstall the skill from a folder in the project to rewrite the entry",
        )

    pure = PurePosixPath(source)
    if not source or "\\" in source or "\0" in source:
        raise refuse("is not a relative folder path")
    if pure.is_absolute():
        if not allow_absolute:
            raise refuse("is an absolute path")
        return Path(source)
    if ".." in pure.parts:
        raise refuse("climbs out with '..'")
    folder = base
    for part in pure.parts:
        folder = folder / part
        if folder.is_symlink():
            raise refuse(f"passes through the symbolic link {folder}")
    if not folder.is_dir():
        raise SourceError(
            f"the lockfile {lock_path}: {name}: no such folder {folder}",
            hint="check out the project completely, or reinstall the skill",
        )
    return folder


def write_project_lock(lock_path: Path, installed: Mapping[str, LockEntry]) -> None:
    """Add the skills just installed to the project lockfile at ``lock_path`` (atomically)."""
    lock = read_lockfile(lock_path) if lock_path.exists() else Lockfile()
    base = lock_path.parent.absolute()
    lock = lock.with_entries(
        {name: _portable(name, entry, base) for name, entry in sorted(installed.items())}
    )
    lock_path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write(lock_path, lock.dump())


def _portable(name: str, entry: LockEntry, base: Path) -> LockEntry:
    """``entry`` without machine-local paths: relative to ``base``, or refused."""
    source = entry.source
    if entry.commit or not Path(source).is_absolute():
        if (
            source.startswith(REGISTRY_PREFIX)
            and Path(source[len(REGISTRY_PREFIX) :]).is_absolute()
        ):
            folder = _relative_inside(Path(source[len(REGISTRY_PREFIX) :]), base)
            if folder is None:
                raise InstallRefusedError(
                    f"{name} comes from the registry folder {source[len(REGISTRY_PREFIX) :]}, "
                    "a path on this machine only; a project lockfile cannot hold it",
                    hint="name the registry in the store config (`skillctl config set "
                    "registries ...`) and install by name, or keep the registry in the project",
                )
            # "./" keeps a registry folder apart from a registry's configured name.
            return replace(entry, source=f"{REGISTRY_PREFIX}./{folder}")
        return entry
    relative = _relative_inside(Path(source), base)
    if relative is None:
        raise InstallRefusedError(
            f"{name} comes from {source}, a folder outside the project of {base}; "
            "a project lockfile cannot hold a path on this machine only",
            hint="move the skill into the project, or install it from a registry or git",
        )
    return replace(entry, source=relative, requirement=relative)


def _relative_inside(path: Path, base: Path) -> str | None:
    try:
        relative = path.absolute().relative_to(base)
    except ValueError:
        return None
    return relative.as_posix()
