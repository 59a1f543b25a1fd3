"""What ``verify`` compares: skill files, modes and records against their commit; links against the table.

Every file on disk is looked at, including names git ignores (``__pycache__``,
a nested ``.git``), because an attacker who can write the store can write
those too. Nothing is followed: a symlink is reported, never read through.
"""

from __future__ import annotations

import os
import stat
from dataclasses import dataclass
from pathlib import Path

from skillctl.store.dirhash import EXCLUDED_DIRS
from skillctl.store.dirhash import FileDigest
from skillctl.store.dirhash import hash_file
from skillctl.store.dirhash import is_executable
from skillctl.store.snapshot import Snapshot
from skillctl.store.snapshot import TreeFile
from skillctl.store.targets import LinkMode

_OURS_AT_ROOT = frozenset({".git", ".skillctl", ".archive", ".gitignore", ".gitkeep"})


@dataclass(frozen=True, slots=True)
class Change:
    """One difference: which skill (empty for store records), which path, what kind."""

    skill: str
    path: str
    change: str


def check_skill(
    folder: Path, name: str, committed: dict[str, TreeFile]
) -> tuple[list[Change], dict[str, FileDigest] | None]:
    """Differences between ``folder`` and its committed files, and what its content hash
    is taken over (None when the folder is not a folder), to check against each record
    by the rule of that record's scheme."""
    try:
        info = os.lstat(folder)
    except FileNotFoundError:
        return [Change(name, "", "missing")], None
    if stat.S_ISLNK(info.st_mode):
        return [Change(name, "", "replaced by a symbolic link")], None
    if not stat.S_ISDIR(info.st_mode):
        return [Change(name, "", "replaced by a file")], None
    changes: list[Change] = []
    digests: dict[str, FileDigest] = {}
    seen: set[str] = set()
    for rel, path, entry_info in _walk(folder):
        mode = entry_info.st_mode
        if not stat.S_ISREG(mode):
            what = "a symbolic link" if stat.S_ISLNK(mode) else "a special file"
            changes.append(Change(name, rel, f"added ({what})"))
            continue
        seen.add(rel)
        recorded = committed.get(rel)
        if recorded is None:
            changes.append(Change(name, rel, "added"))
        try:
            sha256, blob = hash_file(path)
        except OSError:
            changes.append(Change(name, rel, "unreadable"))
            continue
        is_exec = is_executable(mode)
        if not any(part in EXCLUDED_DIRS for part in rel.split("/")[:-1]):
            digests[rel] = FileDigest(sha256, is_exec)
        if entry_info.st_nlink > 1:
            changes.append(Change(name, rel, "hard link (shares its data with another file)"))
        if mode & (stat.S_ISUID | stat.S_ISGID | stat.S_ISVTX):
            changes.append(Change(name, rel, "mode changed (setuid, setgid or sticky bit)"))
        if not mode & stat.S_IRUSR:
            changes.append(Change(name, rel, "mode changed (not readable)"))
        if recorded is None:
            continue
        if blob != recorded.blob:
            changes.append(Change(name, rel, "modified"))
        if is_exec != (recorded.mode == "100755"):
            changes.append(
                Change(
                    name, rel, "mode changed (executable bit " + ("set)" if is_exec else "cleared)")
                )
            )
    changes.extend(Change(name, rel, "removed") for rel in sorted(set(committed) - seen))
    return changes, digests


def check_records(root: Path, snap: Snapshot) -> list[Change]:
    """skillctl's own records (state, lockfile, targets, provenance) as their commit wrote them."""
    changes: list[Change] = []
    for relative in snap.record_paths():
        if relative.endswith("config.json"):
            continue  # the user's to edit; the next command checks it and commits it
        path = root / relative
        try:
            _, blob = hash_file(path)
        except FileNotFoundError:
            changes.append(Change("", relative, "removed"))
            continue
        except OSError:
            changes.append(Change("", relative, "unreadable"))
            continue
        if blob != snap.files[relative].blob:
            changes.append(Change("", relative, "modified record"))
    provenance_dir = root / ".skillctl" / "provenance"
    if provenance_dir.is_dir():
        for entry in sorted(os.scandir(provenance_dir), key=lambda e: e.name):
            relative = f".skillctl/provenance/{entry.name}"
            if relative not in snap.files:
                changes.append(Change("", relative, "added record"))
    changes.extend(_hidden_folders(root, snap))
    return changes


def check_links(snap: Snapshot, names: set[str]) -> list[Change]:
    """Each recorded agent link: still there, still ours, still pointing at its skill."""
    changes: list[Change] = []
    for name, record in snap.links.records():
        if name not in names:
            continue
        spot = Path(record.path)
        try:
            info = os.lstat(spot)
        except (FileNotFoundError, NotADirectoryError):
            changes.append(Change(name, record.path, "link missing"))
            continue
        if record.mode is LinkMode.SYMLINK:
            if not stat.S_ISLNK(info.st_mode):
                changes.append(Change(name, record.path, "link replaced by a real file or folder"))
            elif os.path.normpath(spot.parent / spot.readlink()) != record.target:
                changes.append(Change(name, record.path, f"link retargeted to {spot.readlink()}"))
            elif not Path(record.target).is_dir():
                changes.append(Change(name, record.path, "link dangling"))
        elif not stat.S_ISDIR(info.st_mode):
            changes.append(Change(name, record.path, "copy replaced"))
        else:
            from skillctl.errors import StoreError
            from skillctl.store.dirhash import matches

            try:
                same = record.content_hash is not None and matches(spot, record.content_hash)
            except (StoreError, OSError):
                same = False
            if not same:
                changes.append(Change(name, record.path, "copy modified"))
    return changes


def _hidden_folders(root: Path, snap: Snapshot) -> list[Change]:
    """Hidden folders in the skills folder: agents may load them, and no install made them."""
    folder = root if snap.skills_prefix == "" else root / snap.skills_prefix.rstrip("/")
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return []
    return [
        Change(e.name, "", "hidden folder in the skills folder")
        for e in sorted(entries, key=lambda e: e.name)
        if e.name.startswith(".")
        and e.name not in _OURS_AT_ROOT
        and e.is_dir(follow_symlinks=False)
    ]


def _walk(folder: Path) -> list[tuple[str, Path, os.stat_result]]:
    found: list[tuple[str, Path, os.stat_result]] = []
    pending = [""]
    while pending:
        rel_dir = pending.pop()
        try:
            entries = list(os.scandir(folder / rel_dir if rel_dir else folder))
        except OSError:
            continue
        for entry in entries:
            rel = f"{rel_dir}/{entry.name}" if rel_dir else entry.name
            info = entry.stat(follow_symlinks=False)
            if stat.S_ISDIR(info.st_mode):
                pending.append(rel)
            else:
                found.append((rel, Path(entry.path), info))
    return sorted(found, key=lambda item: item[0])
