"""``consolidate A B … --into U``: many narrow skills become one umbrella, with stored forwards.

One transaction: the umbrella is built (or patched, or taken as written by
hand) in quarantine and must pass ``validate --strict`` and the audit through
the admission gate; then A, B … move to ``.archive/`` with ``absorbed_into: U``
in the store state, their agent links are replaced by links to U, and one
commit records a ``Skillctl-Absorbed-Into: A -> U`` trailer per skill. Earlier
forwards onto A or B are compressed onto U (history keeps every step).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from dataclasses import field
from dataclasses import replace
from pathlib import Path

from skillctl import __version__
from skillctl.audit.packs import RuleSet
from skillctl.audit.packs import load_rules
from skillctl.audit.verdict import Trust
from skillctl.clock import Clock
from skillctl.clock import format_instant
from skillctl.curator.umbrella import AbsorbedSkill
from skillctl.curator.umbrella import moved_files
from skillctl.curator.umbrella import references_skill
from skillctl.curator.umbrella import section_lines
from skillctl.curator.umbrella import umbrella_files
from skillctl.errors import ConsolidateRefusedError
from skillctl.services.admission import Policy
from skillctl.services.admission import admit
from skillctl.spec.validate import load_skill
from skillctl.store.copy import copy_skill_tree
from skillctl.store.lockfile import LockEntry
from skillctl.store.provenance import Provenance
from skillctl.store.repo import StoreAccess
from skillctl.store.state import LifeState
from skillctl.store.state import Origin
from skillctl.store.state import SkillState
from skillctl.store.transaction import Transaction


@dataclass(frozen=True, slots=True)
class ConsolidateOptions:
    store: Path
    names: tuple[str, ...]
    into: str
    clock: Clock
    description: str | None = None
    is_dry_run: bool = False
    access: StoreAccess = field(default_factory=StoreAccess)


@dataclass(frozen=True, slots=True)
class ConsolidateResult:
    """The umbrella, what it absorbed, its SKILL.md and files, and the commit (None if dry)."""

    umbrella: str
    absorbed: tuple[str, ...]
    mode: str  # "new" | "patched" | "hand-written"
    skill_md: str
    files: tuple[str, ...]
    relinked: tuple[str, ...]
    commit: str | None


def consolidate(options: ConsolidateOptions) -> ConsolidateResult:
    store = options.access.open(options.store)
    rules = load_rules()
    with store.transaction() as txn:
        result = merge_into(
            txn,
            options.names,
            options.into,
            clock=options.clock,
            rules=rules,
            description=options.description,
            is_dry_run=options.is_dry_run,
        )
        if not options.is_dry_run:
            listed = ", ".join(result.absorbed)
            txn.commit(
                f"consolidate {listed} into {result.umbrella}",
                {
                    "Action": "consolidate",
                    "Skill": result.umbrella,
                    "Absorbed": ",".join(result.absorbed),
                },
            )
    return replace(result, commit=txn.commit_sha)


def merge_into(
    txn: Transaction,
    names: tuple[str, ...],
    into: str,
    *,
    clock: Clock,
    rules: RuleSet,
    description: str | None = None,
    is_dry_run: bool = False,
) -> ConsolidateResult:
    """The whole consolidation inside ``txn`` except its commit (the curator adds several
    to one run's commit); on a dry run nothing in the store changes."""
    hand_written = _hand_written(into)
    name = _umbrella_name(hand_written, into)
    absorbed = _absorbed(txn, names, name)
    building = txn.new_quarantine_dir(name)
    mode = _build(txn, building, name, absorbed, hand_written, description)
    admission = admit(
        building,
        name,
        Policy(Trust.LOCAL),
        rules,
        is_strict=True,
        refusal=ConsolidateRefusedError,
    )
    skill_md = (building / "SKILL.md").read_text(encoding="utf-8")
    files = tuple(sorted(_files_of(building)))
    absorbed_names = tuple(a.name for a in absorbed)
    if is_dry_run:
        return ConsolidateResult(name, absorbed_names, mode, skill_md, files, (), None)
    link_dirs = sorted(
        {str(Path(r.path).parent) for a in absorbed for r in txn.links.of(a.name)}
        | {str(Path(r.path).parent) for r in txn.links.of(name)}
    )
    for a in absorbed:
        txn.unlink(a.name)
    txn.put_skill(name, admission.folder)
    _record_umbrella(
        txn,
        name,
        admission.content_hash,
        admission.version,
        absorbed,
        clock,
        admission.audit_record(rules),
    )
    for a in absorbed:
        txn.archive_skill(a.name)
        entry = txn.state.get(a.name) or SkillState()
        txn.set_state(a.name, replace(entry, state=LifeState.ARCHIVED, absorbed_into=name))
        txn.add_trailer("Absorbed-Into", f"{a.name} -> {name}")
    gone = set(absorbed_names)
    for other, entry in list(txn.state.skills.items()):
        if entry.absorbed_into in gone:
            txn.set_state(other, replace(entry, absorbed_into=name))
    relinked = tuple(txn.link(name, Path(folder)).path for folder in link_dirs)
    return ConsolidateResult(name, absorbed_names, mode, skill_md, files, relinked, None)


def prune_umbrella(
    txn: Transaction, umbrella: str, skill: str, *, clock: Clock, rules: RuleSet
) -> bool:
    """Take ``skill``'s section and files out of ``umbrella`` (``restore --prune-umbrella``).

    The pruned umbrella goes through the admission gate like any other
    change; False when there was nothing of ``skill`` in it.
    """
    import shutil

    from skillctl.curator.umbrella import absorbed_paths
    from skillctl.curator.umbrella import without_section

    entry = txn.state.get(umbrella)
    if entry is None or entry.state is LifeState.ARCHIVED:
        return False
    building = txn.new_quarantine_dir(umbrella)
    copy_skill_tree(txn.store.skill_dir(umbrella), building)
    skill_md = building / "SKILL.md"
    before = skill_md.read_text(encoding="utf-8")
    after = without_section(before, skill)
    removed = False
    for relative in absorbed_paths(skill):
        path = building / relative
        if path.is_dir() and not path.is_symlink():
            shutil.rmtree(path)
            removed = True
        elif path.is_file():
            path.unlink()
            removed = True
    if after == before and not removed:
        return False
    skill_md.write_text(after, encoding="utf-8")
    admission = admit(
        building,
        umbrella,
        Policy(Trust.LOCAL),
        rules,
        is_strict=True,
        refusal=ConsolidateRefusedError,
    )
    txn.put_skill(umbrella, admission.folder)
    # The umbrella keeps its origin and source; its content hash and time are new.
    _record_umbrella(
        txn,
        umbrella,
        admission.content_hash,
        admission.version,
        [],
        clock,
        admission.audit_record(rules),
    )
    return True


def _hand_written(into: str) -> Path | None:
    path = Path(into).expanduser()
    if "/" in into or into.startswith((".", "~")):
        if not (path / "SKILL.md").is_file():
            raise ConsolidateRefusedError(
                f"{into} holds no SKILL.md", hint="pass the umbrella's folder, or a new skill name"
            )
        return path
    return None


def _umbrella_name(hand_written: Path | None, into: str) -> str:
    from skillctl.ledger.event import is_skill_name

    name = hand_written.name if hand_written is not None else into
    if not is_skill_name(name):
        raise ConsolidateRefusedError(
            f"{name!r} is not a valid skill name", hint="lowercase letters, digits and hyphens"
        )
    return name


def _absorbed(txn: Transaction, names: tuple[str, ...], umbrella: str) -> list[AbsorbedSkill]:
    if not names:
        raise ConsolidateRefusedError(
            "name at least one skill to absorb", hint="consolidate A B --into U"
        )
    found: list[AbsorbedSkill] = []
    for name in dict.fromkeys(names):
        entry = txn.state.get(name)
        if name == umbrella:
            raise ConsolidateRefusedError(
                f"{name} cannot absorb itself", hint="pick another --into"
            )
        if entry is None or entry.state is LifeState.ARCHIVED:
            raise ConsolidateRefusedError(
                f"{name} is not an installed skill", hint="see `skillctl list --all`"
            )
        folder = txn.store.skill_dir(name)
        document, _ = load_skill(folder)
        frontmatter = (document.frontmatter or {}) if document else {}
        description = frontmatter.get("description")
        provenance = txn.provenance_of(name)
        files = {rel: (folder / rel).read_bytes() for rel in _files_of(folder) if rel != "SKILL.md"}
        found.append(
            AbsorbedSkill(
                name,
                description if isinstance(description, str) else "",
                document.body if document else "",
                provenance.version if provenance else None,
                provenance.source if provenance else None,
                files,
            )
        )
    return found


def _build(
    txn: Transaction,
    folder: Path,
    name: str,
    absorbed: list[AbsorbedSkill],
    hand_written: Path | None,
    description: str | None,
) -> str:
    if hand_written is not None:
        copy_skill_tree(hand_written, folder)
        text = (folder / "SKILL.md").read_text(encoding="utf-8")
        missing = [a.name for a in absorbed if not references_skill(text, a.name)]
        if missing:
            raise ConsolidateRefusedError(
                f"the umbrella {hand_written} does not mention {', '.join(missing)}",
                hint="add a section for each absorbed skill, then consolidate again",
            )
        return "hand-written"
    existing = txn.state.get(name)
    if existing is not None and existing.state is not LifeState.ARCHIVED:
        copy_skill_tree(txn.store.skill_dir(name), folder)
        skill_md = folder / "SKILL.md"
        text = skill_md.read_text(encoding="utf-8")
        new = [a for a in absorbed if not (folder / "references" / f"{a.name}.md").exists()]
        for skill in new:
            for path, data in moved_files(skill).items():
                _write(folder / path, data)
        if new:
            text = text.rstrip("\n") + "\n\n" + "\n".join(section_lines(new))
        skill_md.write_text(text, encoding="utf-8")
        return "patched"
    for path, data in umbrella_files(name, absorbed, description=description).items():
        _write(folder / path, data)
    return "new"


def _record_umbrella(
    txn: Transaction,
    name: str,
    content_hash: str,
    version: str | None,
    absorbed: list[AbsorbedSkill],
    clock: Clock,
    audit: object,
) -> None:
    from skillctl.store.provenance import AuditRecord

    previous = txn.provenance_of(name)
    source = (
        previous.source if previous else f"consolidated from {', '.join(a.name for a in absorbed)}"
    )
    provenance = Provenance(
        name=name,
        version=version,
        origin=previous.origin if previous else Origin.USER,
        source=source,
        ref=None,
        commit=None,
        subdir=None,
        content_hash=content_hash,
        installed_at=format_instant(clock.now()),
        installed_by=f"skillctl {__version__} (consolidate)",
        trust=str(Trust.LOCAL),
        audit=audit if isinstance(audit, AuditRecord) else AuditRecord("safe", "skillctl", {}, 0),
    )
    # The umbrella exists only in this store (a patched one no longer matches where it came
    # from): the lockfile pins its folder here, as for an adopted skill.
    folder = str(txn.store.skill_dir(name).absolute())
    entry = LockEntry(folder, version, folder, None, None, None, content_hash)
    state = txn.state.get(name) or SkillState(origin=Origin.USER)
    txn.record_install(name, provenance, entry, replace(state, state=LifeState.ACTIVE))


def _files_of(folder: Path) -> list[str]:
    found: list[str] = []
    for directory, subdirs, names in os.walk(folder):
        subdirs[:] = [d for d in subdirs if d not in {".git", "__pycache__"}]
        base = Path(directory).relative_to(folder)
        for file_name in names:
            path = Path(directory) / file_name
            if path.is_file() and not path.is_symlink():
                found.append((base / file_name).as_posix())
    return sorted(found)


def _write(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
