"""Staging and checking out exact store paths, in time linear in the number of paths.

A transaction knows which paths it wrote: skill folders, records, reports.
Given to git as pathspecs, N paths cost N times the files — git matches every file
against every pathspec — which took minutes at 10,000 skills (issue 12). So
the paths become file lists here and git gets them through the index's own
plumbing (``update-index``, ``checkout-index``), on stdin, never in argv.

Ignore rules do not apply: a file a transaction wrote into a skill folder is
committed even if a ``.gitignore`` — the skill's own, or the user's global
excludes — names it; otherwise the commit would miss files the content hash
covers, and ``verify`` would call a fresh install tampered.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Iterable
from pathlib import Path

from skillctl.store.git.repo import head
from skillctl.store.git.repo import run_git
from skillctl.store.git.repo import run_git_bytes
from skillctl.store.git.repo import tree_entries


def stage(root: Path, paths: Iterable[str]) -> None:
    """Make the index hold exactly what is on disk under ``paths`` (files or folders).

    Files there are added or updated, indexed files that are gone are removed.
    A nested ``.git`` folder is never staged (git refuses such paths).
    """
    wanted = {p.rstrip("/") for p in paths if p.strip("/")}
    if not wanted:
        return
    files = set(_files_on_disk(root, wanted))
    files.update(p for p in _indexed(root) if _is_under(p, wanted))
    if files:
        run_git(root, "update-index", "--add", "--remove", "-z", "--stdin", stdin=_nul_list(files))


def tracked(root: Path, paths: Iterable[str], *, rev: str = "HEAD") -> set[str]:
    """Those of ``paths`` that name a file or folder in ``rev``."""
    wanted = list(paths)
    if not wanted or head(root) is None:
        return set()
    listed = run_git_bytes(root, "ls-tree", "-r", "-z", "--name-only", "--full-tree", rev)
    # every file and every folder above one: a set lookup per path, not a scan
    present: set[str] = set()
    for raw in listed.split(b"\0"):
        path = os.fsdecode(raw)
        while path and path not in present:
            present.add(path)
            path = path.rpartition("/")[0]
    return {path for path in wanted if path.rstrip("/") in present}


def checkout_paths(root: Path, paths: Iterable[str], *, rev: str = "HEAD") -> None:
    """Write the files under ``paths`` as ``rev`` has them into the index and the work tree.

    Files under ``paths`` that ``rev`` lacks are left alone (the caller removes them).
    """
    wanted = {p.rstrip("/") for p in paths if p.strip("/")}
    if not wanted or head(root) is None:
        return
    entries = [(m, b, p) for m, b, p in tree_entries(root, rev) if _is_under(p, wanted)]
    if not entries:
        return
    info = b"".join(
        b"%s %s\t%s\0" % (m.encode(), b.encode(), os.fsencode(p)) for m, b, p in entries
    )
    run_git(root, "update-index", "-z", "--index-info", stdin=info)
    run_git(
        root,
        "checkout-index",
        "-f",
        "-z",
        "--stdin",
        stdin=_nul_list(p for _, _, p in entries),
    )


def checkout_tree(root: Path, rev: str, paths: list[str]) -> None:
    """Make ``paths`` (files) as ``rev`` has them: checked out, or removed where ``rev`` lacks them."""
    present = tracked(root, paths, rev=rev)
    for path in paths:
        if path not in present:
            target = root / path
            target.unlink(missing_ok=True)
            parent = target.parent
            while parent != root and parent.is_dir() and not any(parent.iterdir()):
                parent.rmdir()
                parent = parent.parent
    checkout_paths(root, sorted(present), rev=rev)


def _files_on_disk(root: Path, wanted: set[str]) -> list[str]:
    """Regular files and links at or under ``wanted``, never inside a nested ``.git``."""
    found: list[str] = []
    pending = sorted(wanted)
    while pending:
        rel = pending.pop()
        try:
            mode = os.lstat(root / rel).st_mode
        except (FileNotFoundError, NotADirectoryError):
            continue
        if stat.S_ISDIR(mode):
            with os.scandir(root / rel) as entries:
                pending.extend(f"{rel}/{e.name}" for e in entries if e.name != ".git")
        elif stat.S_ISREG(mode) or stat.S_ISLNK(mode):
            found.append(rel)
    return found


def _indexed(root: Path) -> list[str]:
    listed = run_git_bytes(root, "ls-files", "-z", "--full-name")
    return [os.fsdecode(p) for p in listed.split(b"\0") if p]


def _is_under(path: str, wanted: set[str]) -> bool:
    """Whether ``path`` is one of ``wanted`` or inside one (a lookup per folder level)."""
    while path:
        if path in wanted:
            return True
        path = path.rpartition("/")[0]
    return False


def _nul_list(paths: Iterable[str]) -> bytes:
    return b"".join(os.fsencode(p) + b"\0" for p in sorted(paths))
