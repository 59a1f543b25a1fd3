"""The ``uninstall`` use case: remove skills, their records and their links in one commit."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from skillctl.errors import UninstallRefusedError
from skillctl.services.inventory import declared_requirements
from skillctl.services.inventory import unknown_skills
from skillctl.store.repo import Store
from skillctl.store.repo import StoreAccess
from skillctl.store.state import LifeState
from skillctl.store.state import StoreState


@dataclass(frozen=True, slots=True)
class UninstallResult:
    """The commit that removed the skills, and links left in place because someone changed them."""

    commit: str | None
    warnings: tuple[str, ...]


def uninstall(
    store_path: Path,
    names: tuple[str, ...],
    *,
    access: StoreAccess | None = None,
    is_forced: bool = False,
) -> UninstallResult:
    """Remove each named skill and the agent links made for it; all or nothing.

    A skill that another kept skill requires (``metadata.requires``) is only
    removed with ``is_forced``.
    """
    store = (access or StoreAccess()).open(store_path)
    warnings: list[str] = []
    with store.transaction() as txn:
        missing = [n for n in names if n not in txn.state.skills]
        if missing:
            raise unknown_skills(missing, txn.state.skills, store_path)
        if not is_forced:
            _refuse_required(store, txn.state, names)
        for name in names:
            warnings.extend(txn.unlink(name))
            txn.remove_skill(name)
            txn.forget(name)
        txn.commit(
            f"uninstall {', '.join(names)}", {"Action": "uninstall", "Skill": ",".join(names)}
        )
    return UninstallResult(txn.commit_sha, tuple(warnings))


def _refuse_required(store: Store, state: StoreState, names: tuple[str, ...]) -> None:
    """Refuse to remove what a skill that stays (active or stale) requires."""
    leaving = set(names)
    needed: list[str] = []
    for name, entry in sorted(state.skills.items()):
        if name in leaving or entry.state is LifeState.ARCHIVED:
            continue
        needed.extend(
            f"{name} requires {item.name}{item.specifier}"
            for item in declared_requirements(store.skill_dir(name))
            if item.name in leaving
        )
    if needed:
        dependents = sorted({line.split(" ", 1)[0] for line in needed})
        raise UninstallRefusedError(
            f"other installed skills need what you are removing: {'; '.join(needed)}",
            hint=f"remove them too (skillctl uninstall {' '.join([*names, *dependents])}), "
            "or pass --force to break them",
        )
