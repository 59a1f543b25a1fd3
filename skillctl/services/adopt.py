"""``init PATH`` and ``adopt [NAME…]``: take skill folders skillctl did not make under management.

``init`` makes an existing skills folder (``~/.claude/skills``) a store in
place: skills stay where the agent reads them, and later installs land there
too. ``adopt`` takes in skill folders that appeared in a store by hand (an
agent's skill-creator, the user) and local edits to managed skills. Each goes
through the admission gate with trust ``local`` and origin ``user``; all of one
call land in one commit.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from skillctl import __version__
from skillctl.audit.packs import RuleSet
from skillctl.audit.packs import load_rules
from skillctl.audit.verdict import Trust
from skillctl.clock import Clock
from skillctl.clock import format_instant
from skillctl.errors import InstallRefusedError
from skillctl.errors import SkillctlError
from skillctl.errors import SkillNotFoundError
from skillctl.services.admission import Policy
from skillctl.services.admission import admit
from skillctl.store.lockfile import LockEntry
from skillctl.store.provenance import Provenance
from skillctl.store.repo import StoreAccess
from skillctl.store.repo import create_in_place
from skillctl.store.state import Origin
from skillctl.store.state import SkillState
from skillctl.store.transaction import Transaction
from skillctl.store.worktree import unmanaged_skills

_NAME = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")


@dataclass(frozen=True, slots=True)
class AdoptedSkill:
    name: str
    verdict: str


@dataclass(frozen=True, slots=True)
class AdoptResult:
    """What was taken in (with its verdict), what was left alone and why, and the commit."""

    adopted: tuple[AdoptedSkill, ...]
    skipped: tuple[tuple[str, str], ...]
    commit: str | None


def init_store(path: Path, clock: Clock, *, access: StoreAccess | None = None) -> AdoptResult:
    """Make ``path`` a store in place, adopting the skill folders already in it."""
    create_in_place(path)
    return adopt(path, (), clock, access=access, is_lenient=True)


def adopt(
    store_path: Path,
    names: tuple[str, ...],
    clock: Clock,
    *,
    access: StoreAccess | None = None,
    is_lenient: bool = False,
) -> AdoptResult:
    """Take in the named (default: every unmanaged) skill folder, in one commit.

    Named skills that fail the admission gate refuse the whole call;
    ``is_lenient`` (``init``, or no names given) skips them with the reason.
    """
    store = (access or StoreAccess(clock=clock)).open(store_path)
    managed = set(store.installed_names())
    unmanaged = unmanaged_skills(store.skills_root, managed)
    wanted = list(names) or unmanaged
    lenient = is_lenient or not names
    for name in wanted:
        if name not in managed and name not in unmanaged:
            raise SkillNotFoundError(
                f"{store.skill_dir(name)} is not a skill folder in the store",
                hint="see `skillctl list` (unmanaged skills are listed at the end)",
            )
    rules = load_rules()
    adopted: list[AdoptedSkill] = []
    skipped: list[tuple[str, str]] = []
    if not names:
        skipped.extend(
            (link.name, "a symbolic link; the store holds real folders")
            for link in sorted(store.skills_root.iterdir())
            if link.is_symlink() and (link / "SKILL.md").exists()
        )
    with store.transaction(adopting=frozenset(wanted)) as txn:
        for name in sorted(wanted):
            reason = _unfit(store.skill_dir(name), name)
            if reason is None:
                try:
                    adopted.append(_adopt_one(txn, name, rules, clock))
                    continue
                except SkillctlError as e:
                    reason = e.message
            if not lenient:
                raise InstallRefusedError(
                    f"cannot adopt {name}: {reason}", hint="fix it, then adopt"
                )
            skipped.append((name, reason))
        if adopted:
            listed = ", ".join(a.name for a in adopted)
            txn.commit(
                f"adopt {listed}", {"Action": "adopt", "Skill": ",".join(a.name for a in adopted)}
            )
    return AdoptResult(tuple(adopted), tuple(skipped), txn.commit_sha)


def _unfit(folder: Path, name: str) -> str | None:
    if not _NAME.match(name) or len(name) > 64:
        return "the folder name is not a valid skill name (lowercase letters, digits, hyphens)"
    if folder.is_symlink():
        return "a symbolic link; the store holds real folders"
    return None


def _adopt_one(txn: Transaction, name: str, rules: RuleSet, clock: Clock) -> AdoptedSkill:
    folder = txn.store.skill_dir(name)
    admission = admit(folder, name, Policy(Trust.LOCAL, allow_caution=True), rules)
    if admission.name != name:
        raise InstallRefusedError(
            f"{folder}/SKILL.md names {admission.name!r}, not {name!r}",
            hint="rename the folder or fix the name",
        )
    source = str(folder.absolute())
    previous = txn.provenance_of(name)
    provenance = Provenance(
        name=name,
        version=admission.version,
        origin=previous.origin if previous else Origin.USER,
        source=previous.source if previous else source,
        ref=None,
        commit=None,
        subdir=None,
        content_hash=admission.content_hash,
        installed_at=format_instant(clock.now()),
        installed_by=f"skillctl {__version__} (adopt)",
        trust=str(Trust.LOCAL),
        audit=admission.audit_record(rules),
    )
    entry = LockEntry(
        requirement=source,
        version=admission.version,
        source=source,
        ref=None,
        commit=None,
        subdir=None,
        content_hash=admission.content_hash,
    )
    state = txn.state.get(name) or SkillState(origin=Origin.USER)
    txn.include(folder.relative_to(txn.store.root).as_posix())
    txn.record_install(name, provenance, entry, state)
    return AdoptedSkill(name, str(admission.audit.verdict))
