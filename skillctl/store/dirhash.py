"""The content hash of a skill folder: Go modules' ``h1:`` dirhash.

For each regular file, in sorted POSIX relative path order, the line
``hex(sha256(file)) + "  " + path + "\\n"``; the hash is ``"h1:"`` plus the
base64 of the sha256 of all lines. ``.git/`` and ``__pycache__/`` are left
out. A symlink or special file is an error: the store never holds one, so
meeting one means the folder is not what was installed.
"""

from __future__ import annotations

import base64
import hashlib
import os
import stat
from pathlib import Path

from skillctl.errors import StoreError

EXCLUDED_DIRS = frozenset({".git", "__pycache__"})
_CHUNK = 1024 * 1024


def file_lines(root: Path) -> list[str]:
    """The summary lines ``"<sha256>  <path>"`` of every file, sorted by path."""
    return _summary_lines(file_digests(root))


def file_digests(root: Path) -> dict[str, str]:
    """Relative POSIX path → hex sha256 for every regular file under ``root``."""
    return {rel: sha for rel, (sha, _) in file_hashes(root).items()}


def file_hashes(root: Path) -> dict[str, tuple[str, str]]:
    """Relative path → (hex sha256, git blob id) for every regular file, each read once.

    ``verify`` needs both: the sha256 for the ``h1:`` hash and the blob id to
    compare with what the store committed, without running git.
    """
    return {rel: hash_file(path) for rel, path in _regular_files(root)}


def dirhash(root: Path) -> str:
    """The ``h1:`` hash of the folder ``root``."""
    return hash_of_digests(file_digests(root))


def hash_of_digests(digests: dict[str, str]) -> str:
    """The ``h1:`` hash from already computed per-file sha256 digests."""
    summary = "".join(f"{line}\n" for line in _summary_lines(digests))
    digest = hashlib.sha256(summary.encode("utf-8")).digest()
    return "h1:" + base64.b64encode(digest).decode("ascii")


def _summary_lines(digests: dict[str, str]) -> list[str]:
    return [f"{digest}  {rel}" for rel, digest in sorted(digests.items())]


def _regular_files(root: Path) -> list[tuple[str, Path]]:
    found: list[tuple[str, Path]] = []
    pending = [""]
    while pending:
        rel_dir = pending.pop()
        with os.scandir(root / rel_dir) if rel_dir else os.scandir(root) as entries:
            for entry in entries:
                rel = f"{rel_dir}/{entry.name}" if rel_dir else entry.name
                mode = entry.stat(follow_symlinks=False).st_mode
                if stat.S_ISDIR(mode):
                    if entry.name not in EXCLUDED_DIRS:
                        pending.append(rel)
                elif stat.S_ISREG(mode):
                    found.append((rel, Path(entry.path)))
                else:
                    raise StoreError(
                        f"{root / rel} is not a regular file (symlink or special file)",
                        hint="skills hold regular files only; remove it",
                    )
    return found


def hash_file(path: Path) -> tuple[str, str]:
    sha256 = hashlib.sha256()
    blob = hashlib.sha1(usedforsecurity=False)
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
    with os.fdopen(fd, "rb") as handle:
        # git's blob id hashes a header with the size, so take it from the open file
        blob.update(b"blob %d\0" % os.fstat(handle.fileno()).st_size)
        while chunk := handle.read(_CHUNK):
            sha256.update(chunk)
            blob.update(chunk)
    return sha256.hexdigest(), blob.hexdigest()
