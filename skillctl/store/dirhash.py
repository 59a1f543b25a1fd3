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
    return [f"{digest}  {rel}" for rel, digest in sorted(file_digests(root).items())]


def file_digests(root: Path) -> dict[str, str]:
    """Relative POSIX path → hex sha256 for every regular file under ``root``."""
    digests: dict[str, str] = {}
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
                    digests[rel] = _sha256(Path(entry.path))
                else:
                    raise StoreError(
                        f"{root / rel} is not a regular file (symlink or special file)",
                        hint="skills hold regular files only; remove it",
                    )
    return digests


def dirhash(root: Path) -> str:
    """The ``h1:`` hash of the folder ``root``."""
    summary = "".join(f"{line}\n" for line in file_lines(root))
    digest = hashlib.sha256(summary.encode("utf-8")).digest()
    return "h1:" + base64.b64encode(digest).decode("ascii")


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
    with os.fdopen(fd, "rb") as handle:
        while chunk := handle.read(_CHUNK):
            digest.update(chunk)
    return digest.hexdigest()
