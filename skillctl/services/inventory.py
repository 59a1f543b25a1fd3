"""Read-only store queries: ``list``, ``info``, ``verify``, ``history``."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from skillctl.errors import SkillNotFoundError
from skillctl.store.dirhash import file_digests
from skillctl.store.dirhash import file_hashes
from skillctl.store.dirhash import hash_of_digests
from skillctl.store.git import repo as gitrepo
from skillctl.store.repo import LOCKFILE
from skillctl.store.repo import PROVENANCE_DIR
from skillctl.store.repo import STATE_FILE
from skillctl.store.repo import Store


@dataclass(frozen=True, slots=True)
class SkillEntry:
    """One installed skill as ``list`` and ``info`` show it."""

    name: str
    state: str
    version: str | None
    source: str | None
    origin: str | None
    content_hash: str | None
    trust: str | None
    verdict: str | None
    installed_at: str | None
    last_used: str | None


@dataclass(frozen=True, slots=True)
class SkillChange:
    """A file of an installed skill that differs from what was installed."""

    skill: str
    path: str
    change: str  # "modified" | "added" | "removed"


@dataclass(frozen=True, slots=True)
class VerifyResult:
    """Every skill checked, and what differs (empty when the store is intact)."""

    checked: tuple[str, ...]
    changes: tuple[SkillChange, ...]
    hash_mismatches: tuple[str, ...]

    @property
    def is_ok(self) -> bool:
        return not self.changes and not self.hash_mismatches


def list_skills(store_path: Path) -> list[SkillEntry]:
    """Installed skills, sorted by name."""
    store = Store.open(store_path)
    return [_entry(store, name) for name in store.installed_names()]


def skill_info(
    store_path: Path, name: str
) -> tuple[SkillEntry, dict[str, object], list[str], list[str]]:
    """A skill's entry, its provenance document, its files and what it requires."""
    store = Store.open(store_path)
    if name not in store.installed_names():
        raise SkillNotFoundError(
            f"{name} is not installed in {store_path}", hint="see `skillctl list`"
        )
    from skillctl.resolve.dependencies import parse_requires
    from skillctl.spec.validate import load_skill

    document, _ = load_skill(store.skill_dir(name))
    metadata = (document.frontmatter or {}).get("metadata") if document else None
    raw = metadata.get("requires") if isinstance(metadata, dict) else None
    items = parse_requires(raw if isinstance(raw, str) else None)
    return (
        _entry(store, name),
        store.read_json(f"{PROVENANCE_DIR}/{name}.json"),
        sorted(file_digests(store.skill_dir(name))),
        [f"{r.name}{r.specifier}" for r in items],
    )


def verify(store_path: Path, names: tuple[str, ...] = ()) -> VerifyResult:
    """Recompute content hashes against provenance and the lockfile; name every changed file."""
    store = Store.open(store_path)
    installed = store.installed_names()
    lock = store.read_json(LOCKFILE).get("skills")
    locked = lock if isinstance(lock, dict) else {}
    wanted = list(names) or sorted(set(installed) | set(locked))
    for name in wanted:
        if name not in installed and name not in locked:
            raise SkillNotFoundError(
                f"{name} is not installed in {store_path}", hint="see `skillctl list`"
            )
    changes: list[SkillChange] = []
    mismatches: list[str] = []
    committed = gitrepo.committed_blobs(store.root, store.skills_subdir)
    for name in wanted:
        folder = store.skill_dir(name)
        hashes = file_hashes(folder) if folder.is_dir() else {}
        current = {rel: blob for rel, (_, blob) in hashes.items()}
        recorded = committed.get(name, {})
        for path in sorted(set(current) | set(recorded)):
            if path not in recorded:
                changes.append(SkillChange(name, path, "added"))
            elif path not in current:
                changes.append(SkillChange(name, path, "removed"))
            elif current[path] != recorded[path]:
                changes.append(SkillChange(name, path, "modified"))
        provenance = store.read_json(f"{PROVENANCE_DIR}/{name}.json")
        entry = locked.get(name)
        locked_hash = entry.get("content_hash") if isinstance(entry, dict) else None
        sha256s = {rel: sha for rel, (sha, _) in hashes.items()}
        actual = hash_of_digests(sha256s) if folder.is_dir() else None
        if actual is None or {provenance.get("content_hash"), locked_hash} != {actual}:
            mismatches.append(name)
    return VerifyResult(tuple(wanted), tuple(changes), tuple(sorted(set(mismatches))))


def _entry(store: Store, name: str) -> SkillEntry:
    provenance = store.read_json(f"{PROVENANCE_DIR}/{name}.json")
    skills = store.read_json(STATE_FILE).get("skills")
    state = skills.get(name, {}) if isinstance(skills, dict) else {}
    audit = provenance.get("audit")

    def text(value: object) -> str | None:
        return value if isinstance(value, str) else None

    return SkillEntry(
        name=name,
        state=text(state.get("state")) or "active" if isinstance(state, dict) else "active",
        version=text(provenance.get("version")),
        source=text(provenance.get("source")),
        origin=text(provenance.get("origin")),
        content_hash=text(provenance.get("content_hash")),
        trust=text(provenance.get("trust")),
        verdict=text(audit.get("verdict")) if isinstance(audit, dict) else None,
        installed_at=text(provenance.get("installed_at")),
        last_used=None,
    )
