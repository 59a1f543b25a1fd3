"""Read a registry folder: ``index.json`` plus immutable ``packages/<name>/<version>/``.

The index is read once per run (10,000 skills x 10 versions is a few MB of
JSON). A package's files must hash to what the index says, so a registry
edited behind the index's back is caught at install time.
"""

from __future__ import annotations

import fcntl
import os
import re
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from skillctl.errors import RegistryError
from skillctl.store.jsonfile import read_json_object

# The agentskills.io name rule; a name is also a folder name, so this is what keeps it one.
SKILL_NAME = re.compile(r"[a-z0-9]{1,64}(?:-[a-z0-9]+)*")
_VERSION = re.compile(r"[A-Za-z0-9][A-Za-z0-9.+!_-]{0,63}")
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
        """Where a version's files are: a real folder reached without any symlink.

        ``name`` and ``version`` come from the index, which is data from elsewhere, so
        both are checked before a path is built, and every step below the registry
        root must be a folder, not a link (issue 12: ``packages/<name>`` as a symlink
        was followed out of the registry).
        """
        check_skill_name(name, where=f"{self.label}: the index")
        if not _VERSION.fullmatch(version):
            raise RegistryError(
                f"{self.label}: the index lists version {version!r} of {name}, "
                "which is not a version",
                hint="the registry index is damaged; tell its maintainers",
            )
        folder = self.root
        for part in (PACKAGES, name, version):
            folder = folder / part
            if folder.is_symlink():
                raise RegistryError(
                    f"{self.label}: {folder} is a symbolic link; registries hold real folders",
                    hint="the registry was changed by hand instead of by publishing; tell its "
                    "maintainers",
                )
        if not folder.is_dir():
            raise RegistryError(
                f"{self.label}: {folder} is missing", hint="the registry is incomplete"
            )
        return folder

    def deprecation(self, name: str) -> str | None:
        """What the registry says about ``name`` being deprecated, or None when it is not.

        The message is the maintainers' text (it is shown, never followed).
        """
        entry = self.skills.get(name)
        deprecated = entry.get("deprecated") if isinstance(entry, dict) else None
        if not deprecated:
            return None
        message = deprecated.get("message") if isinstance(deprecated, dict) else None
        successor = deprecated.get("successor") if isinstance(deprecated, dict) else None
        text = message if isinstance(message, str) and message.strip() else "deprecated"
        if isinstance(successor, str) and successor not in text:
            text = f"{text} (successor: {successor})"
        return text

    def successor(self, name: str) -> str | None:
        """The skill a deprecated ``name`` forwards to: a skill of this same registry.

        A successor is only ever a name here, never a URL or a path, so a registry
        cannot redirect an install around its own content hashes (issue 12).
        """
        entry = self.skills.get(name)
        deprecated = entry.get("deprecated") if isinstance(entry, dict) else None
        successor = deprecated.get("successor") if isinstance(deprecated, dict) else None
        if successor is None:
            return None
        if not isinstance(successor, str) or not SKILL_NAME.fullmatch(successor):
            raise RegistryError(
                f"{self.label}: {name} is deprecated in favour of {successor!r}, "
                "which is not a skill name",
                hint="a successor must be a skill of the same registry; tell its maintainers",
            )
        if successor not in self.skills:
            raise RegistryError(
                f"{self.label}: {name} is deprecated in favour of {successor}, "
                "which this registry does not have",
                hint="a successor must be a skill of the same registry; install another "
                "version with name==VERSION",
            )
        return successor


def check_skill_name(name: str, *, where: str) -> str:
    """``name`` when it is a skill name (so safe as one path part); RegistryError if not."""
    if not SKILL_NAME.fullmatch(name):
        raise RegistryError(
            f"{where} names a skill {name!r}, which is not a skill name "
            "(lower-case letters, digits and single hyphens)",
            hint="the file was not written by skillctl, or was edited; fix or regenerate it",
        )
    return name
