"""``outdated`` and ``update``: what newer versions the recorded requirements allow, and moving to them.

An update is an install of the recorded requirement, so it is re-fetched, re-validated
and re-audited before it lands. A skill edited in the store is not overwritten
unless ``force`` is given; the refusal names the files that differ.
"""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import replace
from pathlib import Path

from skillctl.errors import InstallRefusedError
from skillctl.errors import SkillctlError
from skillctl.resolve.version import Candidate
from skillctl.resolve.version import choose_version
from skillctl.resolve.version import parse_name_requirement
from skillctl.services.install import InstallOptions
from skillctl.services.install import InstallResult
from skillctl.services.install import install
from skillctl.services.inventory import unknown_skills
from skillctl.services.inventory import verify
from skillctl.services.registries import registry_set
from skillctl.services.skill_source import REGISTRY_PREFIX
from skillctl.store.dirhash import matches
from skillctl.store.layout import CACHE_DIR
from skillctl.store.lockfile import LockEntry
from skillctl.store.registry import DirectoryRegistry
from skillctl.store.repo import Store


@dataclass(frozen=True, slots=True)
class OutdatedEntry:
    """An installed skill that needs attention: something newer, or its version was withdrawn.

    ``status`` is ``newer`` (the requirement allows a newer version), ``yanked`` (the
    installed version was yanked), ``deprecated`` (the skill was), ``moved``
    (its git ref points elsewhere) or ``changed`` (its source folder changed).
    """

    name: str
    installed: str | None
    available: str | None
    source: str
    reason: str
    status: str = "newer"


def outdated(store_path: Path, registry: str | None) -> list[OutdatedEntry]:
    """Registry skills with a newer allowed version, and path skills whose folder changed."""
    store = Store.existing(store_path)
    if store is None:
        return []
    snap = store.snapshot()
    config = dict(snap.config.document)
    found = []
    for name, entry in sorted(snap.lockfile.skills.items()):
        source = entry.source
        if source.startswith(REGISTRY_PREFIX):
            registries = registry_set(
                config,
                override=registry or source[len(REGISTRY_PREFIX) :],
                cache_dir=store_path / CACHE_DIR,
            )
            requirement = parse_name_requirement(_unpinned(entry.requirement))
            owner = registries.owner(requirement.name, registries.refs[0].name)
            found.extend(_registry_entry(name, entry, owner))
        elif entry.commit and entry.requirement.startswith("git+"):
            from skillctl.store.git.fetch import latest_commit
            from skillctl.store.git.fetch import parse_git_requirement

            now = latest_commit(
                parse_git_requirement(entry.requirement), cache_dir=store_path / CACHE_DIR
            )
            if now != entry.commit:
                ref = entry.ref or "HEAD"
                found.append(
                    OutdatedEntry(
                        name,
                        entry.version,
                        now[:12],
                        source,
                        f"{ref} moved to a new commit",
                        "moved",
                    )
                )
        elif (
            not entry.commit
            and Path(source).is_dir()
            and not matches(Path(source), entry.content_hash)
        ):
            found.append(
                OutdatedEntry(
                    name, entry.version, None, source, "the source folder changed", "changed"
                )
            )
    return found


def _registry_entry(name: str, entry: LockEntry, owner: DirectoryRegistry) -> list[OutdatedEntry]:
    """What ``outdated`` says about one registry skill: yanked, deprecated, or newer.

    A yanked or deprecated skill is listed even when nothing newer exists: the
    user has to act (pin another version, or move to the successor).
    """
    published = owner.versions(name)
    requirement = parse_name_requirement(_unpinned(entry.requirement))
    try:
        latest: str | None = choose_version(
            requirement, [Candidate(p.version, p.is_yanked) for p in published]
        )[0]
    except SkillctlError:
        latest = None  # every version the requirement allows was yanked
    newer = latest if latest is not None and _is_newer(latest, entry.version) else None
    reasons = []
    status = "newer"
    mine = next((p for p in published if p.version == entry.version), None)
    if mine is not None and mine.is_yanked:
        status = "yanked"
        reasons.append(f"{entry.version} was yanked: {mine.yanked_reason or 'no reason given'}")
    notice = owner.deprecation(name)
    if notice is not None:
        status = "deprecated" if status == "newer" else status
        reasons.append(f"deprecated: {notice}")
    if newer is not None:
        reasons.append(f"the newer {newer} is allowed by the requirement")
    if not reasons:
        return []
    return [OutdatedEntry(name, entry.version, newer, entry.source, "; ".join(reasons), status)]


def _is_newer(candidate: str, installed: str | None) -> bool:
    from packaging.version import InvalidVersion
    from packaging.version import Version

    if installed is None:
        return True
    try:
        return Version(candidate) > Version(installed)
    except InvalidVersion:
        return candidate != installed


def update(options: InstallOptions, names: tuple[str, ...], *, force: bool) -> InstallResult:
    """Reinstall each named (default: every) skill from its recorded requirement, in one transaction.

    Nothing new means no commit (``InstallResult.commit`` is None).
    """
    store = options.access.open(options.store)
    locked = store.snapshot().lockfile.skills
    wanted = list(names) or sorted(locked)
    missing = [n for n in wanted if n not in locked]
    if missing:
        raise unknown_skills(missing, locked, options.store)
    if not wanted:
        return InstallResult((), None)
    changed = [c for c in verify(options.store, tuple(wanted)).changes if c.skill in wanted]
    if changed and not force:
        listed = ", ".join(f"{c.skill}/{c.path} ({c.change})" for c in changed[:10])
        raise InstallRefusedError(
            f"these installed files were edited locally: {listed}",
            hint="keep them with `skillctl adopt NAME` (don't update), or pass --force to replace them",
        )
    requirements = tuple(_update_requirement(n, locked[n]) for n in wanted)
    registry = options.registry or _recorded_registry([locked[n] for n in wanted])
    return install(
        replace(
            options,
            requirements=requirements,
            registry=registry,
            action="update",
            discard_edits=bool(changed),
        )
    )


def _unpinned(requirement: str) -> str:
    """``corp:pdf-tools>=1`` → ``pdf-tools>=1``."""
    head, sep, tail = requirement.partition(":")
    return tail if sep and head and "/" not in head and tail[:1].isalnum() else requirement


def _recorded_registry(entries: list[LockEntry]) -> str | None:
    """The registry folder the skills came from, when they all came from one."""
    folders = {
        e.source[len(REGISTRY_PREFIX) :] for e in entries if e.source.startswith(REGISTRY_PREFIX)
    }
    if len(folders) > 1:
        raise InstallRefusedError(
            f"these skills come from several registries ({', '.join(sorted(folders))})",
            hint="update them one registry at a time with --registry PATH",
        )
    return folders.pop() if folders else None


def _update_requirement(name: str, entry: LockEntry) -> str:
    """Registry and git entries re-resolve their requirement; a folder is read again where it is."""
    if entry.source.startswith(REGISTRY_PREFIX) or entry.commit:
        return entry.requirement
    return entry.source
