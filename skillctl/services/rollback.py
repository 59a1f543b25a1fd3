"""``history`` and ``rollback``: the store's git log, and a new commit restoring an old state."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from skillctl.store.recovery import reconcile_links
from skillctl.store.repo import CommitInfo
from skillctl.store.repo import Store
from skillctl.store.repo import StoreAccess


@dataclass(frozen=True, slots=True)
class RollbackResult:
    """The commit that restored REV (None when the store already matched it), and link notes."""

    commit: str | None
    target: str
    warnings: tuple[str, ...]


def store_history(store_path: Path, *, limit: int | None = None) -> list[CommitInfo]:
    """One entry per store transaction, newest first (read without the lock)."""
    store = Store.existing(store_path)
    return [] if store is None else store.history(limit=limit)


def rollback(
    store_path: Path, rev: str, *, discard: bool = False, access: StoreAccess | None = None
) -> RollbackResult:
    """Restore skills, records and agent links as of ``rev`` in a new commit.

    Refuses while the store has changes no skillctl command made, unless
    ``discard`` says to throw them away. The usage ledger is never rolled back.
    """
    store = (access or StoreAccess()).open(store_path)
    with store.transaction(discard=discard) as txn:
        before = txn.links
        sha = txn.restore_from(rev)
        txn.checkpoint("restored")
        for _, record in [*before.records(), *txn.links.records()]:
            txn.note_link(record.path)
        warnings = reconcile_links(store, before, txn.links)
        txn.checkpoint("relinked")
        txn.commit(f"rollback to {sha[:12]}", {"Action": "rollback", "Rollback-To": sha})
    return RollbackResult(txn.commit_sha, sha, tuple(warnings))
