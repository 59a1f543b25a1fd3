"""The ``install`` use case: fetch into quarantine, validate, audit, apply policy, commit.

Every skill of one call lands in one store transaction: all of them or none.
Nothing from a skill is ever run; git sources are exported from a bare
clone, local sources are copied without following links.
"""

from __future__ import annotations

import getpass
import os
from dataclasses import dataclass
from dataclasses import field
from dataclasses import replace
from pathlib import Path

from packaging.specifiers import SpecifierSet
from packaging.version import InvalidVersion
from packaging.version import Version

from skillctl import __version__
from skillctl.audit.packs import RuleSet
from skillctl.audit.packs import load_rules
from skillctl.audit.verdict import Trust
from skillctl.audit.verdict import Verdict
from skillctl.clock import Clock
from skillctl.clock import format_instant
from skillctl.errors import InstallRefusedError
from skillctl.errors import UsageError
from skillctl.resolve.dependencies import Published
from skillctl.resolve.dependencies import resolve as resolve_dependencies
from skillctl.resolve.version import NameRequirement
from skillctl.services.admission import Policy
from skillctl.services.admission import admit
from skillctl.services.lockfile import Pinned
from skillctl.services.lockfile import locked_jobs
from skillctl.services.lockfile import write_project_lock
from skillctl.services.registries import RegistrySet
from skillctl.services.registries import registry_set
from skillctl.services.skill_source import Fetched
from skillctl.services.skill_source import Requirement
from skillctl.services.skill_source import fetch_into
from skillctl.services.skill_source import parse_requirement
from skillctl.services.skill_source import without_credentials
from skillctl.services.source_listing import refuse_unselected
from skillctl.store.agent_folders import Placement
from skillctl.store.dirhash import H1
from skillctl.store.dirhash import H2
from skillctl.store.dirhash import files_match
from skillctl.store.dirhash import hash_of_files
from skillctl.store.dirhash import scheme_of
from skillctl.store.layout import CACHE_DIR
from skillctl.store.layout import LOCKFILE
from skillctl.store.lockfile import LockEntry
from skillctl.store.provenance import Provenance
from skillctl.store.repo import Store
from skillctl.store.repo import StoreAccess
from skillctl.store.snapshot import Snapshot
from skillctl.store.state import Origin
from skillctl.store.state import SkillState
from skillctl.store.transaction import Checkpoint
from skillctl.store.transaction import Transaction


@dataclass(frozen=True, slots=True)
class InstallOptions:
    """What to install and how far the policy may bend."""

    requirements: tuple[str, ...]
    store: Path
    clock: Clock
    trust: Trust | None = None
    allow_caution: bool = False
    force: bool = False
    registry: str | None = None
    is_offline: bool = False
    lockfile: Path | None = None
    is_frozen: bool = False
    targets: tuple[Path, ...] = ()
    # No --target given: link into the config's default targets, resolved here (None: nowhere).
    default_placement: Placement | None = None
    access: StoreAccess = field(default_factory=StoreAccess)
    action: str = "install"
    discard_edits: bool = False


@dataclass(frozen=True, slots=True)
class InstalledSkill:
    """One skill that landed in the store."""

    name: str
    version: str | None
    source: str
    content_hash: str
    verdict: Verdict
    trust: Trust
    warning: str | None


@dataclass(frozen=True, slots=True)
class InstallResult:
    """Skills installed by one call, and the store commit that recorded them."""

    installed: tuple[InstalledSkill, ...]
    commit: str | None
    unchanged: tuple[str, ...] = ()
    linked: tuple[tuple[str, str], ...] = ()
    forwarded: tuple[tuple[str, str], ...] = ()
    kept: tuple[Kept, ...] = ()
    in_place: tuple[str, ...] = ()  # lockfile entries pinning their own folder in this store


@dataclass(frozen=True, slots=True)
class Kept:
    """An installed version left in place because the request would have downgraded it."""

    name: str
    version: str
    newest_allowed: str
    warning: str | None


def install(options: InstallOptions, *, checkpoint: Checkpoint | None = None) -> InstallResult:
    """Install every requirement (or, with none, everything the lockfile pins) in one transaction.

    Any refusal leaves the store untouched. With a lockfile, each fetched skill
    must hash to its pinned content hash; ``is_frozen`` also forbids changing
    the lockfile itself.
    """
    if options.is_frozen and options.requirements:
        raise UsageError(
            "--frozen installs exactly the lockfile; it takes no SPEC",
            hint="drop the SPECs, or drop --frozen",
        )
    store = options.access.open(options.store)
    cache = options.store / CACHE_DIR
    registries = registry_set(
        dict(store.config_on_disk().document),
        override=options.registry,
        cache_dir=cache,
        is_offline=options.is_offline,
    )
    targets = options.targets or _default_targets(store, options.default_placement)
    lock_path = options.lockfile or options.store / LOCKFILE
    requirements = [parse_requirement(t) for t in options.requirements]
    snapshot = store.snapshot()
    forwarded = _forwarded_names(snapshot, requirements)
    requirements = [s for s in requirements if s.name is None or s.name.name not in dict(forwarded)]
    if options.requirements and not requirements:
        return InstallResult((), None, forwarded=tuple(forwarded))
    kept: list[Kept] = []
    jobs = (
        _with_dependencies(
            requirements, registries, _installed_versions(snapshot, requirements), kept
        )
        if options.requirements
        else locked_jobs(lock_path, allow_absolute_paths=options.lockfile is None)
    )
    in_place: tuple[str, ...] = ()
    if not options.requirements:
        jobs, absorbed = _without_absorbed(snapshot, jobs)
        forwarded.extend(absorbed)
        jobs, in_place = _without_in_place(store, snapshot, jobs)
        if (absorbed or in_place) and not jobs:
            return InstallResult((), None, forwarded=tuple(forwarded), in_place=in_place)
    if options.requirements and not jobs:
        return InstallResult((), None, forwarded=tuple(forwarded), kept=tuple(kept))
    rules = load_rules()
    hook = checkpoint or (lambda name: None)
    with store.transaction(checkpoint=hook, discard=options.discard_edits) as txn:
        before = {name: txn.provenance_of(name) for name in txn.state.skills}
        installed = [
            _install_one(txn, requirement, pinned, options, rules, cache, hook, registries)
            for requirement, pinned in jobs
        ]
        if not installed:
            return InstallResult((), None, kept=tuple(kept), in_place=in_place)
        unchanged = tuple(
            s.name
            for s in installed
            if (old := before.get(s.name)) is not None
            and (old.content_hash, old.source) == (s.content_hash, s.source)
        )
        names = ", ".join(f"{s.name} {s.version or ''}".strip() for s in installed)
        sources = ", ".join(sorted({s.source for s in installed}))
        trailers = {
            "Action": options.action,
            "Skill": ",".join(s.name for s in installed),
            "Version": ",".join(s.version or "-" for s in installed),
            "Source": sources,
            "Content-Hash": ",".join(s.content_hash for s in installed),
        }
        linked = [(s.name, txn.link(s.name, dest).path) for s in installed for dest in targets]
        txn.commit(f"{options.action} {names} from {sources}", trailers)
    if options.lockfile is not None and not options.is_frozen:
        write_project_lock(
            options.lockfile, {s.name: txn.lockfile.skills[s.name] for s in installed}
        )
    return InstallResult(
        tuple(installed),
        txn.commit_sha,
        unchanged,
        tuple(linked),
        tuple(forwarded),
        tuple(kept),
        in_place,
    )


def _default_targets(store: Store, placement: Placement | None) -> tuple[Path, ...]:
    """The folders the store config's ``targets`` name, resolved for this run."""
    if placement is None:
        return ()
    names = store.config_on_disk().targets
    try:
        return placement.folders(names)
    except UsageError as error:
        raise UsageError(
            f"the store config's default targets: {error.message}",
            hint=f"{error.hint or 'fix them'}; change them with "
            "`skillctl config set targets claude,codex`",
        ) from error


def _forwarded_names(snapshot: Snapshot, requirements: list[Requirement]) -> list[tuple[str, str]]:
    """Registry names this store absorbed into an umbrella: installing them is a no-op."""
    state = snapshot.state
    found = []
    for requirement in requirements:
        entry = (
            state.get(requirement.name.name)
            if requirement.origin == "registry" and requirement.name
            else None
        )
        if entry is not None and entry.absorbed_into:
            found.append(
                (
                    requirement.name.name if requirement.name else requirement.text,
                    entry.absorbed_into,
                )
            )
    return found


def _without_absorbed(
    snapshot: Snapshot, jobs: list[tuple[Requirement, Pinned | None]]
) -> tuple[list[tuple[Requirement, Pinned | None]], list[tuple[str, str]]]:
    """Lockfile entries for skills this store absorbed into an umbrella act on the umbrella:
    installing them again would bring back what consolidation retired."""
    state = snapshot.state
    kept: list[tuple[Requirement, Pinned | None]] = []
    absorbed: list[tuple[str, str]] = []
    for requirement, pinned in jobs:
        entry = state.get(pinned.key) if pinned is not None else None
        if pinned is not None and entry is not None and entry.absorbed_into:
            absorbed.append((pinned.key, entry.absorbed_into))
        else:
            kept.append((requirement, pinned))
    return kept, absorbed


def _without_in_place(
    store: Store, snapshot: Snapshot, jobs: list[tuple[Requirement, Pinned | None]]
) -> tuple[list[tuple[Requirement, Pinned | None]], tuple[str, ...]]:
    """Lockfile entries that pin a skill's own folder in this store (an adopted skill, a
    consolidation's umbrella) at the hash it has: there is nothing to fetch, and installing
    the folder over itself would only rewrite where it came from."""
    kept: list[tuple[Requirement, Pinned | None]] = []
    in_place: list[str] = []
    for requirement, pinned in jobs:
        provenance = (
            snapshot.provenance(pinned.key)
            if pinned is not None and pinned.key in snapshot.state.skills
            else None
        )
        if (
            pinned is not None
            and provenance is not None
            and requirement.origin == "path"
            and requirement.path is not None
            and requirement.path.absolute() == store.skill_dir(pinned.key).absolute()
            and provenance.content_hash == pinned.entry.content_hash
        ):
            in_place.append(pinned.key)
        else:
            kept.append((requirement, pinned))
    return kept, tuple(in_place)


def _installed_versions(snapshot: Snapshot, requirements: list[Requirement]) -> dict[str, str]:
    """The versions installed from a registry of the skills ``requirements`` name by registry name."""
    found = {}
    for requirement in requirements:
        if requirement.origin != "registry" or requirement.name is None:
            continue
        provenance = (
            snapshot.provenance(requirement.name.name)
            if requirement.name.name in snapshot.state.skills
            else None
        )
        if provenance is not None and provenance.origin is Origin.REGISTRY and provenance.version:
            found[requirement.name.name] = provenance.version
    return found


def _keeps_installed(asked: Requirement | None, installed: str | None, chosen: str) -> bool:
    """Whether a request would downgrade ``installed`` without asking for it.

    A bare name or a range the installed version still meets never goes down
    (a newer version may have been yanked since it was installed); a pin or a
    range that excludes it is an explicit request and is followed.
    """
    if asked is None or asked.name is None or installed is None:
        return False
    try:
        newer = Version(installed) > Version(chosen)
    except InvalidVersion:
        return False
    return (
        newer
        and asked.name.exact is None
        and asked.name.specifier.contains(installed, prereleases=True)
    )


def _with_dependencies(
    requirements: list[Requirement],
    registries: RegistrySet,
    installed: dict[str, str],
    kept: list[Kept],
) -> list[tuple[Requirement, Pinned | None]]:
    """Registry requirements plus everything they require, dependencies first, each pinned exactly.

    A skill the user named that is installed at a newer version than the one
    resolved stays as it is (see :func:`_keeps_installed`) and is added to ``kept``.
    """
    roots = [s.name for s in requirements if s.origin == "registry" and s.name is not None]
    others: list[tuple[Requirement, Pinned | None]] = [
        (s, None) for s in requirements if s.origin != "registry"
    ]
    if not roots or not registries.refs:
        return [*((s, None) for s in requirements if s.origin == "registry"), *others]
    pins = {s.name.name: s.pin for s in requirements if s.name is not None}
    notes: dict[str, str] = {}
    roots = [_forwarded(root, registries, pins, notes) for root in roots]

    def versions_of(name: str) -> list[Published]:
        return [
            Published(p.version, p.is_yanked, p.requires)
            for p in registries.versions(name, pins.get(name))
        ]

    asked = {
        requirement.name.name: requirement
        for requirement in requirements
        if requirement.name is not None
    }
    jobs: list[tuple[Requirement, Pinned | None]] = []
    for item in resolve_dependencies(roots, versions_of):
        original = asked.get(item.name)
        if _keeps_installed(original, installed.get(item.name), item.version):
            kept.append(_kept(item.name, installed[item.name], item.version, registries, pins))
            continue
        exact = parse_requirement(f"{item.name}=={item.version}")
        text = original.text if original else item.name
        requirement = Requirement(
            text, "registry", name=exact.name, pin=pins.get(item.name), note=notes.get(item.name)
        )
        jobs.append((requirement, None))
    return [*jobs, *others]


def _kept(
    name: str, version: str, chosen: str, registries: RegistrySet, pins: dict[str, str | None]
) -> Kept:
    mine = next(
        (p for p in registries.versions(name, pins.get(name)) if p.version == version), None
    )
    warning = None
    if mine is not None and mine.is_yanked:
        warning = (
            f"{name} {version} was yanked ({mine.yanked_reason or 'no reason given'}); to go "
            f"back to {chosen}, the newest version that was not, pin it: "
            f"`skillctl install {name}=={chosen}`"
        )
    return Kept(name, version, chosen, warning)


def _forwarded(
    root: NameRequirement,
    registries: RegistrySet,
    pins: dict[str, str | None],
    notes: dict[str, str],
) -> NameRequirement:
    """A deprecated skill with a successor forwards to it, as an absorbed skill does."""
    seen = {root.name}
    current = root
    while True:
        owner = registries.owner(current.name, pins.get(current.name))
        successor = owner.successor(current.name)  # a name in the same registry, or refused
        if successor is None or successor in seen:
            return current
        seen.add(successor)
        pins.setdefault(successor, owner.label)
        notes[successor] = f"{root.name} is deprecated; installed its successor {successor}"
        current = NameRequirement(successor, SpecifierSet())


def _install_one(
    txn: Transaction,
    requirement: Requirement,
    locked: Pinned | None,
    options: InstallOptions,
    rules: RuleSet,
    cache: Path,
    hook: Checkpoint,
    registries: RegistrySet,
) -> InstalledSkill:
    incoming = txn.new_quarantine_dir("incoming")
    fetched = fetch_into(requirement, incoming, cache_dir=cache, registries=registries)
    pinned = locked.entry if locked is not None else None
    refuse_unselected(incoming, requirement.text)  # a multi-skill source says what it holds
    if pinned is not None:
        # Fetched by its pinned commit; the lock keeps the ref the user first asked for.
        fetched = replace(fetched, ref=pinned.ref)
    hook("fetched")
    trust = options.trust or _trust_for(fetched, txn.config.trusted_sources)
    policy = Policy(trust, allow_caution=options.allow_caution, force=options.force)
    hook("validated")
    admission = admit(incoming, requirement.text, policy, rules, rename_to_name=True)
    hook("audited")
    name = admission.name
    if locked is not None and locked.key != name:
        raise InstallRefusedError(
            f"the lockfile entry {locked.key} holds the skill {name} ({requirement.text})",
            hint="the lockfile was edited by hand; regenerate it by installing the SPECs again",
        )
    # A pin keeps its scheme: an h1 pin (written before hashes covered the executable
    # bit) is checked by h1's rule and kept as it is, so the lockfile does not change.
    locked_hash = admission.content_hash
    if pinned is not None and pinned.content_hash != admission.content_hash:
        if not files_match(admission.files, pinned.content_hash):
            raise InstallRefusedError(
                f"{name} from {fetched.source} hashes to "
                f"{hash_of_files(admission.files, scheme_of(pinned.content_hash) or H2)}, "
                f"but the lockfile pins {pinned.content_hash}",
                hint="the source changed since it was locked; review it, then reinstall the SPEC",
            )
        locked_hash = pinned.content_hash
    _refuse_other_origin(txn.provenance_of(name), fetched, requirement, is_forced=options.force)
    version = fetched.version or admission.version
    txn.put_skill(name, admission.folder)
    previous = txn.state.get(name) or SkillState()
    provenance = Provenance(
        name=name,
        version=version,
        origin=Origin(fetched.origin),
        source=fetched.source,
        ref=fetched.ref,
        commit=fetched.commit,
        subdir=fetched.subdir,
        content_hash=admission.content_hash,
        installed_at=format_instant(options.clock.now()),
        installed_by=f"skillctl {__version__} ({_user()})",
        trust=str(trust),
        audit=admission.audit_record(rules),
    )
    old = txn.provenance_of(name)
    if (
        old is not None
        and old.content_hash == admission.content_hash
        and old.source == fetched.source
    ):
        # The same content again: keep the record as it was, so nothing changes and no commit lands.
        provenance = replace(old, audit=provenance.audit, trust=provenance.trust)
    # A lockfile install keeps the requirement the user first asked for, so the lock stays identical.
    entry = LockEntry(
        requirement=without_credentials(
            pinned.requirement if pinned is not None else requirement.text
        ),
        version=version,
        source=fetched.source,
        ref=fetched.ref,
        commit=fetched.commit,
        subdir=fetched.subdir,
        content_hash=locked_hash,
    )
    txn.record_install(name, provenance, entry, replace(previous, origin=Origin(fetched.origin)))
    hook("metadata-written")
    decision = admission.decision
    legacy = (
        f"the lockfile pins {name} with an h1 hash, which does not cover the executable bit; "
        f"install {name} by its requirement again to pin it with h2"
        if scheme_of(locked_hash) == H1
        else None
    )
    warnings = [
        w
        for w in (
            requirement.note,
            fetched.warning,
            decision.reason if decision.has_warning else None,
            legacy,
        )
        if w
    ]
    return InstalledSkill(
        name,
        version,
        fetched.source,
        admission.content_hash,
        admission.audit.verdict,
        trust,
        "; ".join(warnings) or None,
    )


_ORIGIN_WORDS = {
    Origin.REGISTRY: "a registry",
    Origin.GIT: "a git repository",
    Origin.PATH: "a local folder",
    Origin.AGENT: "an agent",
    Origin.USER: "your own folder (adopted)",
    Origin.BUNDLED: "skillctl's bundle",
}


def _refuse_other_origin(
    old: Provenance | None, fetched: Fetched, requirement: Requirement, *, is_forced: bool
) -> None:
    """Replacing a skill with one from another kind of source needs ``--force``.

    ``install ./pdf`` over ``pdf`` from a registry (or the reverse) swaps what
    the name means: the user's own copy and a published one are different
    skills, and one silently taking the other's place is how edits get lost.
    """
    new = Origin(fetched.origin)
    if old is None or old.origin is new or is_forced:
        return
    raise InstallRefusedError(
        f"{old.name} is installed from {_ORIGIN_WORDS[old.origin]} ({old.source}); "
        f"{requirement.text} would replace it with one from {_ORIGIN_WORDS[new]} ({fetched.source})",
        hint=f"pass --force to replace it, or remove it first: skillctl uninstall {old.name}",
    )


def _trust_for(fetched: Fetched, trusted: tuple[str, ...]) -> Trust:
    """Trust from where the skill came from: config and this build, never the skill's claims."""
    if fetched.origin == "path":
        return Trust.LOCAL
    if fetched.is_builtin:
        return Trust.BUILTIN
    if any(fetched.source.startswith(prefix) for prefix in trusted):
        return Trust.TRUSTED
    return Trust.COMMUNITY


def _user() -> str:
    try:
        return getpass.getuser()
    except (KeyError, OSError):
        return str(os.getuid())
