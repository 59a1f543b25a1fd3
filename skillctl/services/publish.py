"""``publish``, ``yank`` and ``deprecate``: changing a registry, one commit per change.

A registry is a folder (optionally a git work tree) or a git remote. For a
remote, the change is made in a clone reset to the remote branch and pushed;
a rejected push (someone published meanwhile) resets to the new state,
re-applies the change — re-checking that the version is still free — and
retries, so concurrent publishes all land and none is lost. A publish
reports success only once its commit is seen on the remote branch.
"""

from __future__ import annotations

import getpass
import shutil
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from packaging.version import InvalidVersion
from packaging.version import Version

from skillctl import __version__
from skillctl.audit.packs import load_rules
from skillctl.audit.scan import audit_skill
from skillctl.audit.verdict import Verdict
from skillctl.clock import Clock
from skillctl.clock import format_instant
from skillctl.errors import InstallRefusedError
from skillctl.errors import RegistryError
from skillctl.spec.discover import SkillLocation
from skillctl.spec.problems import Severity
from skillctl.spec.validate import examine_skill
from skillctl.store.atomic import atomic_write
from skillctl.store.copy import copy_skill_tree
from skillctl.store.dirhash import dirhash
from skillctl.store.document import dump_record as dump_json
from skillctl.store.git import registry_repo
from skillctl.store.jsonfile import read_json_object
from skillctl.store.registry import INDEX
from skillctl.store.registry import PACKAGES
from skillctl.store.registry import registry_lock

PUSH_ATTEMPTS = 8

Change = Callable[[Path, dict[str, object]], tuple[str, dict[str, str]] | None]


@dataclass(frozen=True, slots=True)
class PublishOptions:
    """What to publish where."""

    path: Path
    registry: str
    clock: Clock
    cache_dir: Path
    version: str | None = None
    allow_caution: bool = False


@dataclass(frozen=True, slots=True)
class RegistryChange:
    """The outcome of one registry change."""

    name: str
    version: str | None
    content_hash: str | None
    commit: str | None
    is_noop: bool
    message: str


def publish(options: PublishOptions) -> RegistryChange:
    """Validate, audit, then add an immutable version to the registry."""
    name, version, description, requires = _checked_skill(options.path, options.version)
    rules = load_rules()
    audit = audit_skill(options.path, str(options.path), rules, honor_suppressions=False)
    if audit.errors:
        raise InstallRefusedError(
            f"{options.path} could not be fully audited: {audit.errors[0][1]}",
            hint="the audit fails closed; fix or remove that file",
        )
    if audit.verdict is Verdict.DANGEROUS or (
        audit.verdict is Verdict.CAUTION and not options.allow_caution
    ):
        worst = sorted((f for f in audit.findings if f.is_counted), key=lambda f: -f.severity.rank)[
            :5
        ]
        listed = "; ".join(f"{f.rule_id} {f.severity} {f.path}:{f.line or '-'}" for f in worst)
        need = (
            "cannot be published" if audit.verdict is Verdict.DANGEROUS else "needs --allow-caution"
        )
        raise InstallRefusedError(
            f"{name} {version}: verdict {audit.verdict} {need}. Findings: {listed}",
            hint=f"see: skillctl audit {options.path}",
        )
    with tempfile.TemporaryDirectory(prefix="skillctl-publish-") as tmp:
        staged = Path(tmp) / name
        staged.mkdir()
        copy_skill_tree(options.path, staged)
        _write_version(staged, version)
        content_hash = dirhash(staged)
        entry = {
            "audit": {
                "rule_packs": dict(sorted(rules.versions.items())),
                "scanner": f"skillctl {__version__}",
                "verdict": str(audit.verdict),
            },
            "content_hash": content_hash,
            "description": description,
            "published_at": format_instant(options.clock.now()),
            "publisher": _publisher(),
            "requires": requires,
            "yanked": False,
            "yanked_reason": None,
        }

        def change(root: Path, index: dict[str, object]) -> tuple[str, dict[str, str]] | None:
            skills = _skills(index)
            skill = skills.setdefault(name, {"description": description, "versions": {}})
            assert isinstance(skill, dict)  # noqa: S101 - _skills guarantees dicts
            versions = skill.setdefault("versions", {})
            assert isinstance(versions, dict)  # noqa: S101 - written by publish as a dict
            existing = versions.get(version)
            if isinstance(existing, dict):
                if existing.get("content_hash") == content_hash:
                    return None
                raise InstallRefusedError(
                    f"{name} {version} is already published with different content "
                    f"({existing.get('content_hash')}); published versions are immutable",
                    hint="bump the version (metadata.version or --version) and publish again",
                )
            target = root / PACKAGES / name / version
            if target.exists():
                shutil.rmtree(target)  # files without an index entry: an interrupted publish
            target.mkdir(parents=True)
            copy_skill_tree(staged, target)
            versions[version] = entry
            skill["description"] = _latest_description(versions, description, version)
            return (
                f"publish {name} {version}",
                {
                    "Action": "publish",
                    "Skill": name,
                    "Version": version,
                    "Content-Hash": content_hash,
                },
            )

        commit, is_noop = apply_change(options.registry, options.cache_dir, change)
    message = (
        f"{name} {version} is already published with this content"
        if is_noop
        else f"published {name} {version} to {options.registry}"
    )
    return RegistryChange(name, version, content_hash, commit, is_noop, message)


def yank(registry: str, cache_dir: Path, name: str, version: str, reason: str) -> RegistryChange:
    """Mark a version yanked: ranges skip it, an exact ``==`` pin still installs it."""

    def change(root: Path, index: dict[str, object]) -> tuple[str, dict[str, str]] | None:
        entry = _version_entry(index, name, version, registry)
        if entry.get("yanked") and entry.get("yanked_reason") == reason:
            return None
        entry["yanked"], entry["yanked_reason"] = True, reason
        return f"yank {name} {version}: {reason}", {
            "Action": "yank",
            "Skill": name,
            "Version": version,
        }

    commit, is_noop = apply_change(registry, cache_dir, change)
    return RegistryChange(name, version, None, commit, is_noop, f"yanked {name} {version}")


def deprecate(
    registry: str, cache_dir: Path, name: str, successor: str | None, message: str | None
) -> RegistryChange:
    """Mark a skill deprecated, forwarding to ``successor`` like an absorbed skill."""

    def change(root: Path, index: dict[str, object]) -> tuple[str, dict[str, str]] | None:
        skills = _skills(index)
        skill = skills.get(name)
        if not isinstance(skill, dict):
            raise RegistryError(f"{name} is not in the registry {registry}", hint="check the name")
        if successor is not None and successor not in skills:
            raise RegistryError(
                f"successor {successor} is not in the registry {registry}",
                hint="publish the successor first",
            )
        default = f"use {successor} instead" if successor else "deprecated"
        skill["deprecated"] = {"message": message or default, "successor": successor}
        return f"deprecate {name}", {
            "Action": "deprecate",
            "Skill": name,
            "Successor": successor or "-",
        }

    commit, is_noop = apply_change(registry, cache_dir, change)
    return RegistryChange(name, None, None, commit, is_noop, f"deprecated {name}")


def apply_change(registry: str, cache_dir: Path, change: Change) -> tuple[str | None, bool]:
    """Run ``change`` on the registry's index and files, then commit (and push, for a remote).

    A folder registry is changed under its folder lock, a remote one under the
    lock of its cache clone, so concurrent publishes from one machine queue up
    instead of losing each other's index entries (issue 12).
    """
    if not registry_repo.is_remote(registry):
        root = Path(registry).expanduser()
        root.mkdir(parents=True, exist_ok=True)
        with registry_lock(root):
            index = _read_index(root)
            outcome = change(root, index)
            if outcome is None:
                return None, True
            atomic_write(root / INDEX, dump_json(index))
            return registry_repo.commit_local(root, *outcome), False
    for _ in range(PUSH_ATTEMPTS):
        with registry_repo.clone_lock(registry, cache_dir):
            work, branch = registry_repo.sync_clone(registry, cache_dir)
            index = _read_index(work)
            outcome = change(work, index)
            if outcome is None:
                return None, True
            atomic_write(work / INDEX, dump_json(index))
            sha, pushed = registry_repo.commit_and_push(work, registry, branch, *outcome)
        if pushed:
            return sha, False
    raise RegistryError(
        f"{registry} kept moving: {PUSH_ATTEMPTS} pushes were rejected",
        hint="retry in a moment; nothing was lost",
    )


def _write_version(staged: Path, version: str) -> None:
    """The published copy's ``metadata.version`` says ``version`` (``--version`` may differ)."""
    from skillctl.spec.version_stamp import stamp_version

    skill_md = staged / "SKILL.md"
    original = skill_md.read_bytes()
    stamped = stamp_version(original, version)
    if stamped is None:
        raise InstallRefusedError(
            f"cannot write version {version} into the metadata of {skill_md.name}",
            hint=f'set `metadata:` / `  version: "{version}"` in SKILL.md yourself, then publish',
        )
    if stamped != original:
        atomic_write(skill_md, stamped)


def _checked_skill(path: Path, version: str | None) -> tuple[str, str, str, str | None]:
    report, document = examine_skill(SkillLocation(path, str(path)))
    errors = [p for p in report.problems if p.severity is Severity.ERROR]
    if errors or document is None or report.name is None:
        listed = "; ".join(f"{p.code} {p.message}" for p in errors[:5]) or "no SKILL.md"
        raise InstallRefusedError(
            f"{path} is not a valid skill: {listed}", hint=f"run: skillctl validate {path}"
        )
    fm = document.frontmatter or {}
    metadata = fm.get("metadata") if isinstance(fm.get("metadata"), dict) else {}
    assert isinstance(metadata, dict)  # noqa: S101 - narrowed above
    raw = version or metadata.get("version")
    if not isinstance(raw, str) or not raw:
        raise InstallRefusedError(
            f"{path} has no version", hint="pass --version 1.0.0 or set metadata.version"
        )
    try:
        normalized = str(Version(raw))
    except InvalidVersion as e:
        raise InstallRefusedError(
            f"{raw!r} is not a PEP 440 version", hint="use a version like 1.2.0 or 2.0.0rc1"
        ) from e
    requires = metadata.get("requires")
    return (
        report.name,
        normalized,
        str(fm.get("description", "")).strip(),
        (requires if isinstance(requires, str) else None),
    )


def _read_index(root: Path) -> dict[str, object]:
    path = root / INDEX
    try:
        return read_json_object(path, what="the registry index", error=RegistryError)
    except FileNotFoundError:
        return {"name": root.name, "registry_version": 1, "skills": {}}


def _skills(index: dict[str, object]) -> dict[str, object]:
    skills = index.setdefault("skills", {})
    if not isinstance(skills, dict):
        raise RegistryError("the registry index has no skills object", hint="fix the index")
    return skills


def _version_entry(
    index: dict[str, object], name: str, version: str, registry: str
) -> dict[str, object]:
    skill = _skills(index).get(name)
    versions = skill.get("versions") if isinstance(skill, dict) else None
    entry = versions.get(version) if isinstance(versions, dict) else None
    if not isinstance(entry, dict):
        raise RegistryError(
            f"{name} {version} is not in the registry {registry}", hint="check the name and version"
        )
    return entry


def _latest_description(versions: dict[str, object], fallback: str, newest: str) -> str:
    def key(v: str) -> Version:
        try:
            return Version(v)
        except InvalidVersion:
            return Version("0")

    latest = max([*versions, newest], key=key)
    entry = versions.get(latest)
    return str(entry.get("description", fallback)) if isinstance(entry, dict) else fallback


def _publisher() -> str:
    try:
        return getpass.getuser()
    except (KeyError, OSError):
        return "unknown"
