"""Undoing: a failed transaction's paths and links, an interrupted one's from its marker,
and agents' folders made to match a restored link table (rollback).

Only what the transaction noted is touched, never anything else, so the
ledger, unmanaged skills and the user's own files survive any undo.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING
from typing import TypeVar

from skillctl.errors import StoreError
from skillctl.store.git import index as gitindex
from skillctl.store.git import repo as gitrepo
from skillctl.store.layout import TARGETS_FILE
from skillctl.store.link_table import LinkTable
from skillctl.store.targets import LinkRecord
from skillctl.store.targets import link_skill
from skillctl.store.targets import unlink_skill

if TYPE_CHECKING:
    from skillctl.store.repo import Store

_R = TypeVar("_R")


def load_record(path: Path, parse: Callable[..., _R], empty: _R) -> _R:
    """The record at ``path`` parsed, or ``empty`` when there is none."""
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return empty
    except OSError as e:
        raise StoreError(f"cannot read {path}: {e.strerror}", hint="check its permissions") from e
    return parse(data, where=str(path))


def restore_paths(root: Path, paths: list[str]) -> None:
    """Put ``paths`` back as HEAD has them: remove what is there, check out what was."""
    if not paths:
        return
    gitrepo.unstage_all(root)
    for relative in paths:
        target = root / relative
        if target.is_dir() and not target.is_symlink():
            shutil.rmtree(target, ignore_errors=True)
        else:
            target.unlink(missing_ok=True)
    gitindex.checkout_paths(root, paths)


def recover_marker(store: Store, marker: Path) -> None:
    """Undo an interrupted transaction from its marker; links end as HEAD's table says."""
    paths: list[str] = []
    links: list[str] = []
    for line in marker.read_text(encoding="utf-8", errors="replace").splitlines():
        kind, _, value = line.partition(" ")
        if kind == "path" and value and ".." not in Path(value).parts:
            paths.append(value)
        elif kind == "link" and value.startswith("/"):
            links.append(value)
    root = store.root
    restore_paths(root, sorted(set(paths)))
    if gitrepo.head(root) is not None:
        gitrepo.unstage_all(root)
    table = load_record(root / TARGETS_FILE, LinkTable.parse, LinkTable())
    recorded = {record.path: record for _, record in table.records()}
    for spot in sorted(set(links)):
        record = recorded.get(spot)
        if record is not None:
            relink(record)
        else:
            _remove_our_link(Path(spot), store)
    marker.unlink(missing_ok=True)


def reconcile_links(store: Store, before: LinkTable, after: LinkTable) -> list[str]:
    """Make agents' folders match ``after`` where they matched ``before`` (rollback)."""
    warnings: list[str] = []
    wanted = {record.path: record for _, record in after.records()}
    for _, record in before.records():
        if record.path not in wanted:
            try:
                unlink_skill(record)
            except StoreError as e:
                warnings.append(e.message)
    for record in wanted.values():
        problem = relink(record)
        if problem:
            warnings.append(problem)
    return warnings


def relink(record: LinkRecord) -> str | None:
    """Put a recorded link back if its spot is free; a message if something else is there."""
    spot = Path(record.path)
    if os.path.lexists(spot):
        return None if _points_at(spot, record.target) else f"{spot} is occupied; left it alone"
    target = Path(record.target)
    if not target.is_dir():
        return f"{target} is gone; cannot link {spot}"
    try:
        link_skill(target, spot.parent, spot.name, prefer_copy=record.content_hash is not None)
    except StoreError as e:
        return e.message
    return None


def _points_at(spot: Path, target: str) -> bool:
    return spot.is_symlink() and os.path.normpath(spot.parent / spot.readlink()) == target


def _remove_our_link(spot: Path, store: Store) -> None:
    """Remove ``spot`` only if it is a symlink into this store's skills (ours for sure)."""
    if not spot.is_symlink():
        return
    pointed = os.path.normpath(spot.parent / spot.readlink())
    if pointed.startswith(os.path.normpath(store.skills_root.absolute()) + os.sep):
        spot.unlink(missing_ok=True)
