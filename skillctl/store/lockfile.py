"""``skills.lock``: what is installed, pinned by content hash (``schemas/lock.schema.json``).

The store keeps one at its root; a project keeps its own beside its code
(``install --lockfile PATH``), holding only the skills that project asked for.
Key-sorted and timestamp-free so it diffs and merges cleanly.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from dataclasses import field
from dataclasses import replace

from skillctl.store.document import dump_record
from skillctl.store.document import objects
from skillctl.store.document import optional_text
from skillctl.store.document import parse_record
from skillctl.store.document import text

LOCK_SCHEMA = "lock"
LOCKFILE_VERSION = 1


@dataclass(frozen=True, slots=True)
class LockEntry:
    """One pinned skill: what was asked for, what it resolved to, and its content hash."""

    requirement: str
    version: str | None
    source: str
    ref: str | None
    commit: str | None
    subdir: str | None
    content_hash: str

    def to_json(self) -> dict[str, object]:
        return {
            "commit": self.commit,
            "content_hash": self.content_hash,
            "ref": self.ref,
            "source": self.source,
            "spec": self.requirement,
            "subdir": self.subdir,
            "version": self.version,
        }

    @classmethod
    def from_json(cls, item: Mapping[str, object]) -> LockEntry:
        return cls(
            requirement=text(item, "spec"),
            version=optional_text(item, "version"),
            source=text(item, "source"),
            ref=optional_text(item, "ref"),
            commit=optional_text(item, "commit"),
            subdir=optional_text(item, "subdir"),
            content_hash=text(item, "content_hash"),
        )


@dataclass(frozen=True, slots=True)
class Lockfile:
    """Every pinned skill by name."""

    skills: Mapping[str, LockEntry] = field(default_factory=dict)

    def with_entries(self, entries: Mapping[str, LockEntry]) -> Lockfile:
        """This lockfile with ``entries`` added or replaced (one copy, however many)."""
        return replace(self, skills={**self.skills, **entries})

    def to_json(self) -> dict[str, object]:
        return {
            "lockfile_version": LOCKFILE_VERSION,
            "skills": {name: self.skills[name].to_json() for name in sorted(self.skills)},
        }

    def dump(self) -> bytes:
        return dump_record(self.to_json())

    @classmethod
    def parse(cls, data: bytes, *, where: str) -> Lockfile:
        document = parse_record(data, schema=LOCK_SCHEMA, where=where)
        return cls(
            {
                name: LockEntry.from_json(item)
                for name, item in sorted(objects(document, "skills").items())
            }
        )
