"""The ``uninstall`` use case: remove skills, their records and their links in one commit."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from skillctl.errors import SkillNotFoundError
from skillctl.store.repo import StoreAccess


@dataclass(frozen=True, slots=True)
class UninstallResult:
    """The commit that removed the skills, and links left in place because someone changed them."""

    commit: str | None
    warnings: tuple[str, ...]


def uninstall(
    store_path: Path, names: tuple[str, ...], *, access: StoreAccess | None = None
) -> UninstallResult:
    """Remove each named skill and the agent links made for it; all or nothing."""
    store = (access or StoreAccess()).open(store_path)
    warnings: list[str] = []
    with store.transaction() as txn:
        missing = [n for n in names if n not in txn.state.skills]
        if missing:
            raise SkillNotFoundError(
                f"not installed in {store_path}: {', '.join(missing)}", hint="see `skillctl list`"
            )
        for name in names:
            warnings.extend(txn.unlink(name))
            txn.remove_skill(name)
            txn.forget(name)
        txn.commit(
            f"uninstall {', '.join(names)}", {"Action": "uninstall", "Skill": ",".join(names)}
        )
    return UninstallResult(txn.commit_sha, tuple(warnings))
