"""Read-only store queries: ``list``, ``info``, ``verify`` — from the last commit, without the lock.

They never wait for a writer: records come from HEAD (see
:mod:`skillctl.store.snapshot`), which a writer moves in one step. A store
that does not exist yet is empty, and reading never creates one.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from dataclasses import replace
from pathlib import Path

from skillctl.errors import SkillNotFoundError
from skillctl.ledger.health import health_of
from skillctl.resolve.version import NameRequirement
from skillctl.store.dirhash import H1
from skillctl.store.dirhash import files_match
from skillctl.store.dirhash import scheme_of
from skillctl.store.provenance import Provenance
from skillctl.store.repo import Store
from skillctl.store.snapshot import Snapshot
from skillctl.store.tamper import Change
from skillctl.store.tamper import check_links
from skillctl.store.tamper import check_records
from skillctl.store.tamper import check_skill


@dataclass(frozen=True, slots=True)
class SkillEntry:
    """One skill as ``list`` and ``info`` show it."""

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
    is_pinned: bool = False
    absorbed_into: str | None = None
    links: tuple[str, ...] = ()
    health: str | None = None


@dataclass(frozen=True, slots=True)
class VerifyResult:
    """Every skill checked, and every difference found (empty when the store is intact)."""

    checked: tuple[str, ...]
    changes: tuple[Change, ...]
    hash_mismatches: tuple[str, ...]
    unmanaged: tuple[str, ...] = ()
    legacy_hashes: tuple[str, ...] = ()
    """Skills with an ``h1:`` record, checked by h1's rule: their executable bits are
    checked against the commit only, not by the hash."""

    @property
    def is_ok(self) -> bool:
        return not self.changes and not self.hash_mismatches


@dataclass(frozen=True, slots=True)
class Listing:
    """``list``: managed skills, plus the folders nobody adopted yet."""

    skills: tuple[SkillEntry, ...]
    unmanaged: tuple[str, ...]


def list_skills(store_path: Path, *, include_archived: bool = False) -> Listing:
    """Installed skills sorted by name (archived ones too with ``include_archived``)."""
    store = Store.existing(store_path)
    if store is None:
        return Listing((), ())
    snap = store.snapshot()
    names = snap.installed_names()
    if include_archived:
        names = sorted({*names, *(n for n in snap.state.skills if n not in names)})
    snap.load_provenance(names)
    entries = _with_usage(store, snap, names)
    return Listing(tuple(entries), tuple(store.unmanaged_names(snap)))


def unknown_skills(names: list[str], known: Iterable[str], store_path: Path) -> SkillNotFoundError:
    """The error for names the store does not have, suggesting the closest name it has."""
    import difflib

    choices = sorted(known)
    close = [m for n in names for m in difflib.get_close_matches(n, choices, n=1)]
    hint = (
        f"did you mean {', '.join(close)}? (see `skillctl list`)"
        if close
        else "see `skillctl list`"
    )
    return SkillNotFoundError(f"not installed in {store_path}: {', '.join(names)}", hint=hint)


def skill_names(store_path: Path, *, include_archived: bool = False) -> list[str]:
    """Installed skill names, sorted (archived ones too with ``include_archived``); cheap."""
    store = Store.existing(store_path)
    if store is None:
        return []
    snap = store.snapshot()
    names = set(snap.installed_names())
    if include_archived:
        names |= set(snap.state.skills)
    return sorted(names)


def skill_info(
    store_path: Path, name: str
) -> tuple[SkillEntry, Provenance | None, list[str], list[str], Path]:
    """A skill's entry, provenance, committed files, requirements and folder."""
    store = Store.existing(store_path)
    snap = store.snapshot() if store is not None else None
    if store is None or snap is None or name not in snap.state.skills:
        raise unknown_skills([name], snap.state.skills if snap else (), store_path)
    folder = store.skill_dir(name)
    items = declared_requirements(folder)
    return (
        _with_usage(store, snap, [name])[0],
        snap.provenance(name),
        sorted(snap.skill_files(name)),
        [f"{r.name}{r.specifier}" for r in items],
        folder,
    )


def declared_requirements(folder: Path) -> list[NameRequirement]:
    """What the skill in ``folder`` declares in ``metadata.requires`` (nothing if unreadable)."""
    from skillctl.resolve.dependencies import parse_requires
    from skillctl.spec.validate import load_skill

    document, _ = load_skill(folder) if folder.is_dir() else (None, ())
    metadata = (document.frontmatter or {}).get("metadata") if document else None
    raw = metadata.get("requires") if isinstance(metadata, dict) else None
    return parse_requires(raw if isinstance(raw, str) else None)


def verify(store_path: Path, names: tuple[str, ...] = ()) -> VerifyResult:
    """Check files, modes, records and agent links against the commit that wrote them."""
    store = Store.existing(store_path)
    if store is None:
        if names:
            raise SkillNotFoundError(f"there is no store at {store_path}", hint="install first")
        return VerifyResult((), (), ())
    snap = store.snapshot()
    installed = snap.installed_names()
    wanted = list(names) or sorted(set(installed) | set(snap.lockfile.skills))
    missing = [n for n in wanted if n not in snap.state.skills and n not in snap.lockfile.skills]
    if missing:
        raise unknown_skills(missing, snap.state.skills, store_path)
    snap.load_provenance(wanted)
    changes: list[Change] = []
    mismatches: list[str] = []
    legacy: list[str] = []
    archived = {
        n for n in wanted if (e := snap.state.get(n)) is not None and e.state.value == "archived"
    }
    for name in wanted:
        if name in archived:
            folder = store.root / ".archive" / name
            found, files = check_skill(folder, name, snap.skill_files(name, archived=True))
        else:
            found, files = check_skill(store.skill_dir(name), name, snap.skill_files(name))
        changes.extend(found)
        provenance = snap.provenance(name)
        entry = snap.lockfile.skills.get(name)
        recorded = [
            provenance.content_hash if provenance else None,
            entry.content_hash if entry else None,
        ]
        # each record is checked by the rule of its own scheme, so an old h1 keeps verifying
        if files is None or not all(h is not None and files_match(files, h) for h in recorded):
            mismatches.append(name)
        if any(h is not None and scheme_of(h) == H1 for h in recorded):
            legacy.append(name)
    if not names:
        changes.extend(check_records(store.root, snap))
    changes.extend(check_links(snap, set(wanted) - archived))
    unmanaged = tuple(store.unmanaged_names(snap)) if not names else ()
    return VerifyResult(
        tuple(wanted),
        tuple(sorted(changes, key=lambda c: (c.skill, c.path, c.change))),
        tuple(sorted(set(mismatches))),
        unmanaged,
        tuple(sorted(legacy)),
    )


def _with_usage(store: Store, snap: Snapshot, names: list[str]) -> list[SkillEntry]:
    """Each skill's entry with its last use and health from the usage summary."""
    from skillctl.services.curation import thresholds_of
    from skillctl.services.usage_summary import current_summary

    summary = current_summary(store.root)
    thresholds = thresholds_of(store.root)
    entries = []
    for name in names:
        usage = summary.usage_of(name)
        entries.append(
            replace(
                _entry(snap, name),
                last_used=usage.last_use,
                health=health_of(usage, thresholds).health.value,
            )
        )
    return entries


def _entry(snap: Snapshot, name: str) -> SkillEntry:
    provenance = snap.provenance(name)
    state = snap.state.get(name)
    return SkillEntry(
        name=name,
        state=state.state.value if state else "active",
        version=provenance.version if provenance else None,
        source=provenance.source if provenance else None,
        origin=provenance.origin.value if provenance else None,
        content_hash=provenance.content_hash if provenance else None,
        trust=provenance.trust if provenance else None,
        verdict=provenance.audit.verdict if provenance else None,
        installed_at=provenance.installed_at if provenance else None,
        last_used=None,
        is_pinned=state.pinned if state else False,
        absorbed_into=state.absorbed_into if state else None,
        links=tuple(r.path for r in snap.links.of(name)),
    )
