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

from skillctl import __version__
from skillctl.audit.packs import RuleSet
from skillctl.audit.packs import load_rules
from skillctl.audit.scan import audit_skill
from skillctl.audit.verdict import Trust
from skillctl.audit.verdict import Verdict
from skillctl.audit.verdict import decide
from skillctl.clock import Clock
from skillctl.clock import format_instant
from skillctl.errors import InstallRefusedError
from skillctl.errors import SourceError
from skillctl.errors import UsageError
from skillctl.resolve.dependencies import Published
from skillctl.resolve.dependencies import resolve as resolve_dependencies
from skillctl.resolve.version import NameSpec
from skillctl.services.links import link_targets
from skillctl.services.lockfile import LOCK_KEY
from skillctl.services.lockfile import locked_jobs
from skillctl.services.lockfile import write_project_lock
from skillctl.services.registries import RegistrySet
from skillctl.services.registries import registry_set
from skillctl.services.skill_source import Fetched
from skillctl.services.skill_source import SkillSpec
from skillctl.services.skill_source import fetch_into
from skillctl.services.skill_source import parse_spec
from skillctl.services.skill_source import without_credentials
from skillctl.spec.discover import SkillLocation
from skillctl.spec.problems import Severity
from skillctl.spec.validate import examine_skill
from skillctl.store.dirhash import dirhash
from skillctl.store.repo import CONFIG_FILE
from skillctl.store.repo import LOCKFILE
from skillctl.store.repo import PROVENANCE_DIR
from skillctl.store.repo import STATE_FILE
from skillctl.store.repo import Checkpoint
from skillctl.store.repo import Store
from skillctl.store.repo import StoreAccess
from skillctl.store.repo import Transaction


@dataclass(frozen=True, slots=True)
class InstallOptions:
    """What to install and how far the policy may bend."""

    specs: tuple[str, ...]
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
    access: StoreAccess = field(default_factory=StoreAccess)


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


def install(options: InstallOptions, *, checkpoint: Checkpoint | None = None) -> InstallResult:
    """Install every spec (or, with none, everything the lockfile pins) in one transaction.

    Any refusal leaves the store untouched. With a lockfile, each fetched skill
    must hash to its pinned content hash; ``is_frozen`` also forbids changing
    the lockfile itself.
    """
    if options.is_frozen and options.specs:
        raise UsageError(
            "--frozen installs exactly the lockfile; it takes no SPEC",
            hint="drop the SPECs, or drop --frozen",
        )
    store = options.access.open(options.store)
    cache = options.store / ".skillctl" / "cache"
    registries = registry_set(
        store.read_json(CONFIG_FILE),
        override=options.registry,
        cache_dir=cache,
        is_offline=options.is_offline,
    )
    lock_path = options.lockfile or options.store / LOCKFILE
    jobs = (
        _with_dependencies([parse_spec(t) for t in options.specs], registries)
        if options.specs
        else locked_jobs(lock_path, allow_absolute_paths=options.lockfile is None)
    )
    rules = load_rules()
    hook = checkpoint or (lambda name: None)
    with store.transaction(checkpoint=hook) as txn:
        trusted = _trusted_prefixes(store)
        installed = [
            _install_one(txn, spec, pinned, options, rules, trusted, cache, hook, registries)
            for spec, pinned in jobs
        ]
        if not installed:
            return InstallResult((), None)
        names = ", ".join(f"{s.name} {s.version or ''}".strip() for s in installed)
        sources = ", ".join(sorted({s.source for s in installed}))
        trailers = {
            "Action": "install",
            "Skill": ",".join(s.name for s in installed),
            "Version": ",".join(s.version or "-" for s in installed),
            "Source": sources,
            "Content-Hash": ",".join(s.content_hash for s in installed),
        }
        link_targets(txn, [s.name for s in installed], options.targets)
        txn.commit(f"install {names} from {sources}", trailers)
    if options.lockfile is not None and not options.is_frozen:
        write_project_lock(options.lockfile, store)
    from skillctl.store.git.repo import head

    return InstallResult(tuple(installed), head(options.store))


def _with_dependencies(
    specs: list[SkillSpec], registries: RegistrySet
) -> list[tuple[SkillSpec, dict[str, object] | None]]:
    """Registry specs plus everything they require, dependencies first, each pinned exactly."""
    roots = [s.name for s in specs if s.origin == "registry" and s.name is not None]
    others: list[tuple[SkillSpec, dict[str, object] | None]] = [
        (s, None) for s in specs if s.origin != "registry"
    ]
    if not roots or not registries.refs:
        return [*((s, None) for s in specs if s.origin == "registry"), *others]
    pins = {s.name.name: s.pin for s in specs if s.name is not None}
    notes: dict[str, str] = {}
    roots = [_forwarded(root, registries, pins, notes) for root in roots]

    def versions_of(name: str) -> list[Published]:
        return [
            Published(p.version, p.is_yanked, p.requires)
            for p in registries.versions(name, pins.get(name))
        ]

    asked = {spec.name.name: spec for spec in specs if spec.name is not None}
    jobs: list[tuple[SkillSpec, dict[str, object] | None]] = []
    for item in resolve_dependencies(roots, versions_of):
        original = asked.get(item.name)
        exact = parse_spec(f"{item.name}=={item.version}")
        text = original.text if original else item.name
        spec = SkillSpec(
            text, "registry", name=exact.name, pin=pins.get(item.name), note=notes.get(item.name)
        )
        jobs.append((spec, None))
    return [*jobs, *others]


def _forwarded(
    root: NameSpec, registries: RegistrySet, pins: dict[str, str | None], notes: dict[str, str]
) -> NameSpec:
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
        current = NameSpec(successor, SpecifierSet())


def _install_one(
    txn: Transaction,
    spec: SkillSpec,
    pinned: dict[str, object] | None,
    options: InstallOptions,
    rules: RuleSet,
    trusted: list[str],
    cache: Path,
    hook: Checkpoint,
    registries: RegistrySet,
) -> InstalledSkill:
    incoming = txn.new_quarantine_dir("incoming")
    fetched = fetch_into(spec, incoming, cache_dir=cache, registries=registries)
    if pinned is not None:
        # Fetched by its pinned commit; the lock keeps the ref the user first asked for.
        ref = pinned.get("ref")
        fetched = replace(fetched, ref=ref if isinstance(ref, str) else None)
    hook("fetched")
    report, document = examine_skill(SkillLocation(incoming, spec.text), is_folder_renamed=True)
    name = report.name
    errors = [p for p in report.problems if p.severity is Severity.ERROR]
    if name is None or errors or document is None:
        details = "; ".join(f"{p.code} {p.message}" for p in errors[:5]) or "SKILL.md has no name"
        raise InstallRefusedError(
            f"{spec.text} is not a valid skill: {details}",
            hint=f"run: skillctl validate {spec.text}",
        )
    locked_as = pinned.get(LOCK_KEY) if pinned is not None else None
    if locked_as is not None and locked_as != name:
        raise InstallRefusedError(
            f"the lockfile entry {locked_as} holds the skill {name} ({spec.text})",
            hint="the lockfile was edited by hand; regenerate it by installing the SPECs again",
        )
    built = incoming.parent / name
    incoming.rename(built)
    hook("validated")
    trust = options.trust or _trust_for(fetched, trusted)
    audit = audit_skill(built, spec.text, rules, honor_suppressions=trust is not Trust.COMMUNITY)
    if audit.errors:
        raise InstallRefusedError(
            f"{spec.text} could not be fully audited: {audit.errors[0][0]}: {audit.errors[0][1]}",
            hint="the audit fails closed; fix or remove that file",
        )
    decision = decide(
        audit.verdict, trust, allow_caution=options.allow_caution, force=options.force
    )
    hook("audited")
    if not decision.is_allowed:
        worst = sorted((f for f in audit.findings if f.is_counted), key=lambda f: -f.severity.rank)[
            :5
        ]
        listed = "; ".join(
            f"{f.rule_id} {f.severity} {f.path}:{f.line or '-'} {f.message}" for f in worst
        )
        raise InstallRefusedError(
            f"refused {name}: {decision.reason}. Findings: {listed}",
            hint=f"see: skillctl audit {spec.text}",
        )
    content_hash = dirhash(built)
    if pinned is not None and pinned.get("content_hash") != content_hash:
        raise InstallRefusedError(
            f"{name} from {fetched.source} hashes to {content_hash}, but the lockfile pins "
            f"{pinned.get('content_hash')}",
            hint="the source changed since it was locked; review it, then reinstall the SPEC",
        )
    frontmatter = document.frontmatter or {}
    metadata = frontmatter.get("metadata")
    version = fetched.version or (
        str(metadata["version"])
        if isinstance(metadata, dict) and isinstance(metadata.get("version"), str)
        else None
    )
    txn.put_skill(name, built)
    # A lockfile install keeps the spec the user first asked for, so the lock stays identical.
    spec_text = without_credentials(
        str(pinned["spec"]) if pinned is not None and "spec" in pinned else spec.text
    )
    _record(
        txn,
        name,
        spec_text,
        fetched,
        version,
        content_hash,
        trust,
        audit.verdict,
        rules.versions,
        len([f for f in audit.findings if f.is_counted]),
        options.clock,
    )
    hook("metadata-written")
    warnings = [
        w
        for w in (spec.note, fetched.warning, decision.reason if decision.has_warning else None)
        if w
    ]
    warning = "; ".join(warnings) or None
    return InstalledSkill(
        name, version, fetched.source, content_hash, audit.verdict, trust, warning
    )


def _record(
    txn: Transaction,
    name: str,
    spec: str,
    fetched: Fetched,
    version: str | None,
    content_hash: str,
    trust: Trust,
    verdict: Verdict,
    packs: dict[str, str],
    findings: int,
    clock: Clock,
) -> None:
    store = txn.store
    provenance = {
        "audit": {
            "findings": findings,
            "rule_packs": dict(sorted(packs.items())),
            "scanner": f"skillctl {__version__}",
            "verdict": str(verdict),
        },
        "commit": fetched.commit,
        "content_hash": content_hash,
        "installed_at": format_instant(clock.now()),
        "installed_by": f"skillctl {__version__} ({_user()})",
        "name": name,
        "origin": fetched.origin,
        "ref": fetched.ref,
        "source": fetched.source,
        "subdir": fetched.subdir,
        "trust": str(trust),
        "version": version,
    }
    txn.write_json(f"{PROVENANCE_DIR}/{name}.json", provenance)
    state = store.read_json(STATE_FILE)
    skills = state.get("skills") if isinstance(state.get("skills"), dict) else {}
    assert isinstance(skills, dict)  # noqa: S101 - narrowed above
    previous = skills.get(name) if isinstance(skills.get(name), dict) else {}
    assert isinstance(previous, dict)  # noqa: S101 - narrowed above
    skills[name] = {
        **previous,
        "state": "active",
        "pinned": bool(previous.get("pinned", False)),
        "origin": fetched.origin,
        "absorbed_into": previous.get("absorbed_into"),
    }
    txn.write_json(STATE_FILE, {**state, "skills": dict(sorted(skills.items()))})
    lock = store.read_json(LOCKFILE)
    entries = lock.get("skills") if isinstance(lock.get("skills"), dict) else {}
    assert isinstance(entries, dict)  # noqa: S101 - narrowed above
    entries[name] = {
        "commit": fetched.commit,
        "content_hash": content_hash,
        "ref": fetched.ref,
        "source": fetched.source,
        "spec": spec,
        "subdir": fetched.subdir,
        "version": version,
    }
    txn.write_json(LOCKFILE, {"lockfile_version": 1, "skills": dict(sorted(entries.items()))})


def _trust_for(fetched: Fetched, trusted: list[str]) -> Trust:
    """Trust from where the skill came from: config and this build, never the skill's claims."""
    if fetched.origin == "path":
        return Trust.LOCAL
    if fetched.is_builtin:
        return Trust.BUILTIN
    if any(fetched.source.startswith(prefix) for prefix in trusted):
        return Trust.TRUSTED
    return Trust.COMMUNITY


def _trusted_prefixes(store: Store) -> list[str]:
    config = store.read_json(CONFIG_FILE)
    values = config.get("trusted_sources", [])
    if not isinstance(values, list) or not all(isinstance(v, str) for v in values):
        raise SourceError(
            f"{store.root / CONFIG_FILE}: trusted_sources must be a list of strings",
            hint='e.g. {"trusted_sources": ["https://github.com/my-org/"]}',
        )
    return list(values)


def _user() -> str:
    try:
        return getpass.getuser()
    except (KeyError, OSError):
        return str(os.getuid())
