"""Read a registry folder: ``index.json`` plus immutable ``packages/<name>/<version>/``.

The index is read once per run (10,000 skills x 10 versions is a few MB of
JSON). A package's files must hash to what the index says, so a registry
edited behind the index's back is caught at install time.
"""

from __future__ import annotations

import fcntl
import os
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from skillctl.errors import RegistryError
from skillctl.store.jsonfile import read_json_object

INDEX = "index.json"
PACKAGES = "packages"
LOCK_TIMEOUT_SECONDS = 300.0
_POLL_SECONDS = 0.05


@contextmanager
def registry_lock(root: Path, *, timeout: float = LOCK_TIMEOUT_SECONDS) -> Iterator[None]:
    """Hold an exclusive ``flock`` on the registry folder itself for the ``with`` block.

    Publishing is a read-modify-write of ``index.json``; without this, six
    concurrent publishes kept only 2 to 5 of their entries (issue 12). The
    folder is locked rather than a file beside the index, so nothing extra
    lands in a registry that is a git work tree; the kernel drops the lock
    when a process dies.
    """
    fd = os.open(root, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    try:
        deadline = time.monotonic() + timeout
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() >= deadline:
                    raise RegistryError(
                        f"timed out after {timeout:.0f} s waiting for the registry lock on {root}",
                        hint="another publish into this registry is still running; retry later",
                    ) from None
                time.sleep(_POLL_SECONDS)
        try:
            yield
        finally:
            fcntl.flock(fd, fcntl.LOCK_UN)
    finally:
        os.close(fd)


@dataclass(frozen=True, slots=True)
class PublishedVersion:
    """One version as the index lists it."""

    name: str
    version: str
    content_hash: str
    description: str
    is_yanked: bool
    yanked_reason: str | None
    requires: str | None


@dataclass(frozen=True, slots=True)
class DirectoryRegistry:
    """A registry in a local folder (a git registry is a clone of one)."""

    root: Path
    label: str
    skills: dict[str, dict[str, object]]

    @classmethod
    def load(cls, root: Path, *, label: str | None = None) -> DirectoryRegistry:
        """Read ``root/index.json``; a missing or malformed index is a RegistryError."""
        path = root / INDEX
        try:
            document = read_json_object(path, what="the registry index", error=RegistryError)
        except FileNotFoundError as e:
            raise RegistryError(
                f"{root} is not a registry: no {INDEX}",
                hint="pass a registry folder, or publish into it first",
            ) from e
        skills = document.get("skills")
        if not isinstance(skills, dict):
            raise RegistryError(
                f"{path} has no 'skills' object", hint="see schemas/registry-index.schema.json"
            )
        return cls(root, label or str(root), skills)

    def versions(self, name: str) -> list[PublishedVersion]:
        """Every published version of ``name`` (yanked included), unsorted."""
        entry = self.skills.get(name)
        if not isinstance(entry, dict):
            raise RegistryError(
                f"{name} is not in the registry {self.label}",
                hint="check the name with `skillctl search`",
            )
        versions = entry.get("versions")
        if not isinstance(versions, dict):
            raise RegistryError(
                f"{self.label}: {name} has no versions", hint="check the registry index"
            )
        found = []
        for version, info in versions.items():
            if not isinstance(info, dict):
                continue
            reason = info.get("yanked_reason")
            requires = info.get("requires")
            found.append(
                PublishedVersion(
                    name=name,
                    version=str(version),
                    content_hash=str(info.get("content_hash", "")),
                    description=str(info.get("description", "")),
                    is_yanked=bool(info.get("yanked")),
                    yanked_reason=reason if isinstance(reason, str) else None,
                    requires=requires if isinstance(requires, str) else None,
                )
            )
        return found

    def package_dir(self, name: str, version: str) -> Path:
        """Where a version's files are; it must exist and be a real folder."""
        folder = self.root / PACKAGES / name / version
        if folder.is_symlink() or not folder.is_dir():
            raise RegistryError(
                f"{self.label}: {folder} is missing", hint="the registry is incomplete"
            )
        return folder
