"""``pin``/``unpin`` and ``restore``: keeping a skill out of the curator's hands, and undoing it.

``restore`` brings an archived or stale skill back to active at its original
path with its agent links. For a skill absorbed into an umbrella it also
drops the forward (``absorbed_into``); the umbrella keeps the skill's section
unless ``prune_umbrella`` asks to take it out (through the admission gate,
like any change to a skill).
"""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import replace
from pathlib import Path

from skillctl.clock import Clock
from skillctl.errors import SkillNotFoundError
from skillctl.errors import StoreError
from skillctl.errors import UsageError
from skillctl.store.layout import ARCHIVE_DIR
from skillctl.store.repo import StoreAccess
from skillctl.store.state import LifeState
from skillctl.store.transaction import Transaction


@dataclass(frozen=True, slots=True)
class RestoreResult:
    """What ``restore`` did: the commit, the forward it removed, and the links it placed."""

    name: str
    commit: str | None
    was_absorbed_into: str | None
    is_umbrella_pruned: bool
    linked: tuple[str, ...]


def set_pinned(
    store_path: Path, names: tuple[str, ...], *, pinned: bool, access: StoreAccess
) -> tuple[tuple[str, ...], str | None]:
    """Pin or unpin ``names`` (absorbed names act on their umbrella); the names acted on
    and the commit (None when nothing changed)."""
    store = access.open(store_path)
    with store.transaction() as txn:
        names = tuple(dict.fromkeys(_forwarded(txn, n) for n in names))
        for name in names:
            entry = txn.state.get(name)
            if entry is None:
                raise SkillNotFoundError(
                    f"{name} is not in the store", hint="see `skillctl list --all`"
                )
            txn.set_state(name, replace(entry, pinned=pinned))
        verb = "pin" if pinned else "unpin"
        txn.commit(f"{verb} {', '.join(names)}", {"Action": verb, "Skill": ",".join(names)})
    return names, txn.commit_sha


def restore(
    store_path: Path,
    name: str,
    *,
    access: StoreAccess,
    clock: Clock,
    prune_umbrella: bool = False,
) -> RestoreResult:
    """An archived, absorbed or stale skill back to active at its original path, links included."""
    store = access.open(store_path)
    with store.transaction() as txn:
        entry = txn.state.get(name)
        if entry is None:
            raise SkillNotFoundError(
                f"{name} is not in the store", hint="see `skillctl list --all`"
            )
        umbrella = entry.absorbed_into
        if prune_umbrella and umbrella is None:
            raise UsageError(
                f"{name} was not absorbed into an umbrella", hint="drop --prune-umbrella"
            )
        linked: list[str] = []
        if entry.state is LifeState.ARCHIVED or umbrella is not None:
            if not (store.root / ARCHIVE_DIR / name).is_dir():
                raise StoreError(f"{ARCHIVE_DIR}/{name} is missing", hint="see `skillctl history`")
            txn.unarchive_skill(name)
            txn.relink(name)
            if umbrella is not None:
                linked = _link_beside(txn, name, umbrella)
        elif entry.state is LifeState.ACTIVE:
            raise UsageError(f"{name} is already active", hint="nothing to restore")
        txn.set_state(name, replace(entry, state=LifeState.ACTIVE, absorbed_into=None))
        is_pruned = False
        if prune_umbrella and umbrella is not None:
            from skillctl.audit.packs import load_rules
            from skillctl.services.consolidate import prune_umbrella as prune

            is_pruned = prune(txn, umbrella, name, clock=clock, rules=load_rules())
        trailers = {
            "Action": "restore",
            "Skill": name,
            "Transition": f"{name} {entry.state.value}->active",
        }
        if umbrella is not None:
            trailers["Forward-Removed"] = f"{name} -> {umbrella}"
        subject = f"restore {name}" + (f" out of {umbrella}" if umbrella else "")
        txn.commit(subject + (" (umbrella pruned)" if is_pruned else ""), trailers)
    return RestoreResult(name, txn.commit_sha, umbrella, is_pruned, tuple(linked))


def _link_beside(txn: Transaction, name: str, umbrella: str) -> list[str]:
    """A restored absorbed skill is linked wherever its umbrella is (its own links went
    to the umbrella when it was absorbed)."""
    if txn.links.of(name):
        return []
    folders = sorted({str(Path(r.path).parent) for r in txn.links.of(umbrella)})
    return [txn.link(name, Path(folder)).path for folder in folders]


def _forwarded(txn: Transaction, name: str) -> str:
    """An absorbed name stands for its umbrella (chains are compressed on write)."""
    entry = txn.state.get(name)
    return entry.absorbed_into if entry is not None and entry.absorbed_into else name
