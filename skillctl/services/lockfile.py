"""Installing from a lockfile: one exactly pinned spec per entry, and writing a project's lock.

A lockfile may come from someone else's repository, so every key and source
is checked before any path is built from it (issue 12): keys must be skill
names, and a folder source in a project lockfile is relative to the
lockfile's own folder and must stay inside it (no ``/etc``, no ``..``, no
symlinks on the way).
"""

from __future__ import annotations

from pathlib import Path
from pathlib import PurePosixPath

from skillctl.errors import RegistryError
from skillctl.errors import SourceError
from skillctl.errors import SourceRefusedError
from skillctl.errors import UsageError
from skillctl.resolve.version import parse_name_spec
from skillctl.services.skill_source import REGISTRY_PREFIX
from skillctl.services.skill_source import SkillSpec
from skillctl.services.skill_source import parse_spec
from skillctl.store.atomic import atomic_write
from skillctl.store.jsonfile import read_json_object
from skillctl.store.registry import check_skill_name
from skillctl.store.repo import LOCKFILE
from skillctl.store.repo import Store
from skillctl.store.repo import dump_json

LockedJob = tuple[SkillSpec, dict[str, object] | None]
# The key an entry was found under, handed to install so it can check the fetched
# skill really is that one (a key ``zz`` whose source holds skill ``lk`` is refused).
LOCK_KEY = "name"


def locked_jobs(lock_path: Path, *, allow_absolute_paths: bool = False) -> list[LockedJob]:
    """One pinned spec per lockfile entry: exact commit, exact version, same folder.

    ``allow_absolute_paths`` is for the store's own lockfile, which install
    writes with absolute folder sources; a project lockfile (``--lockfile``)
    may only name folders inside its own folder.
    """
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
        try:
            check_skill_name(name, where=f"the lockfile {lock_path}")
        except RegistryError as e:
            raise SourceRefusedError(e.message, hint=e.hint) from e
        source = str(entry.get("source", ""))
        if source.startswith(REGISTRY_PREFIX):
            try:
                exact = parse_name_spec(f"{name}=={entry.get('version')}")
            except UsageError as e:
                raise SourceError(f"{lock_path}: entry {name}: {e.message}", hint=e.hint) from e
            spec = SkillSpec(
                str(entry.get("spec", name)),
                "registry",
                name=exact,
                pin=source[len(REGISTRY_PREFIX) :],
            )
        elif entry.get("commit"):
            spec = parse_spec(_pinned_git(entry))
        else:
            folder = _folder_source(lock_path, name, source, allow_absolute=allow_absolute_paths)
            spec = SkillSpec(source, "path", folder)
        jobs.append((spec, {**entry, LOCK_KEY: name}))
    return jobs


def _pinned_git(entry: dict[str, object]) -> str:
    """A git entry at its exact commit."""
    subdir = f"#subdir={entry['subdir']}" if entry.get("subdir") else ""
    return f"git+{entry.get('source', '')}@{entry['commit']}{subdir}"


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


def write_project_lock(lock_path: Path, store: Store) -> None:
    """Copy the store's lockfile to a project's ``--lockfile`` (atomically).

    Folder sources inside the lockfile's folder are written relative to it, so
    the lockfile works on any checkout of the project.
    """
    document = store.read_json(LOCKFILE)
    entries = document.get("skills")
    if isinstance(entries, dict):
        base = lock_path.parent.resolve()
        document = {
            **document,
            "skills": {
                name: _relative_source(entry, base) if isinstance(entry, dict) else entry
                for name, entry in entries.items()
            },
        }
    atomic_write(lock_path, dump_json(document))


def _relative_source(entry: dict[str, object], base: Path) -> dict[str, object]:
    source = entry.get("source")
    if entry.get("commit") or not isinstance(source, str) or not Path(source).is_absolute():
        return entry
    try:
        relative = Path(source).relative_to(base)
    except ValueError:
        return entry  # outside the project: a later --frozen install refuses it, saying so
    return {**entry, "source": relative.as_posix() or "."}
