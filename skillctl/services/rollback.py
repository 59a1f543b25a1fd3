"""``history`` and ``rollback``: the store's git log, and a new commit restoring an old state."""

from __future__ import annotations

from pathlib import Path

from skillctl.store.git import repo as gitrepo
from skillctl.store.git.repo import CommitInfo
from skillctl.store.repo import Store
from skillctl.store.repo import StoreAccess


def store_history(store_path: Path, *, limit: int | None = None) -> list[CommitInfo]:
    """One entry per store transaction, newest first."""
    Store.open(store_path)
    return gitrepo.history(store_path, limit=limit)


def rollback(store_path: Path, rev: str, *, access: StoreAccess | None = None) -> str | None:
    """Restore skills, state, provenance and lockfile as of ``rev`` in a new commit."""
    store = (access or StoreAccess()).open(store_path)
    with store.transaction(allow_dirty=True) as txn:
        sha = gitrepo.resolve_rev(store_path, rev)
        gitrepo.restore_tree(store_path, sha)
        txn.commit(f"rollback to {sha[:12]}", {"Action": "rollback", "Rollback-To": sha})
    return gitrepo.head(store_path)
