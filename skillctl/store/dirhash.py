"""The content hash of a skill folder, in two schemes named by their prefix.

``h1:`` is Go modules' dirhash: for each regular file, in sorted POSIX
relative path order, the line ``hex(sha256(file)) + "  " + path + "\\n"``;
the hash is ``"h1:"`` plus the base64 of the sha256 of all lines. It does
not see file modes, so a ``chmod +x`` leaves it unchanged.

``h2:`` is skillctl's own and what every new record holds (issue 12): the
same, with git's mode of the file between digest and path, ``100755`` when
its owner may execute it and ``100644`` otherwise:
``hex(sha256(file)) + "  " + mode + " " + path + "\\n"``. Paths are hashed
as the bytes of their name; a name holding a newline is refused, since it
could forge a line.

A hash recorded earlier keeps its prefix and is checked by its own rule
(:func:`matches`), so nothing a user has stops verifying. ``.git/`` and
``__pycache__/`` are left out. A symlink or special file is an error: the
store never holds one, so meeting one means the folder is not what was
installed.
"""

from __future__ import annotations

import base64
import hashlib
import os
import stat
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from skillctl.errors import StoreError

H1 = "h1"
H2 = "h2"
CURRENT_SCHEME = H2
SCHEMES = (H1, H2)
EXCLUDED_DIRS = frozenset({".git", "__pycache__"})
_CHUNK = 1024 * 1024


@dataclass(frozen=True, slots=True)
class FileDigest:
    """What a content hash knows of one file: its sha256 and whether it is executable."""

    sha256: str
    is_executable: bool


def is_executable(mode: int) -> bool:
    """Git's rule (``100755``): the owner may execute the file."""
    return bool(mode & stat.S_IXUSR)


def scheme_of(content_hash: str) -> str | None:
    """``h1`` or ``h2`` for a recorded hash; None for a prefix this skillctl does not know."""
    prefix, colon, _ = content_hash.partition(":")
    return prefix if colon and prefix in SCHEMES else None


def dirhash(root: Path) -> str:
    """The hash of the folder ``root`` in the current scheme (``h2:``)."""
    return hash_of_files(file_digests(root))


def hash_as(root: Path, recorded: str) -> str:
    """The hash of ``root`` in the scheme of the ``recorded`` hash (the current one if unknown)."""
    return hash_of_files(file_digests(root), scheme_of(recorded) or CURRENT_SCHEME)


def matches(root: Path, recorded: str) -> bool:
    """True when ``root`` hashes to ``recorded`` by the rule of ``recorded``'s own scheme."""
    return files_match(file_digests(root), recorded)


def files_match(files: Mapping[str, FileDigest], recorded: str) -> bool:
    """True when these files hash to ``recorded`` by the rule of its scheme.

    An unknown scheme, or a name the scheme cannot hold, is a mismatch.
    """
    scheme = scheme_of(recorded)
    if scheme is None:
        return False
    try:
        return hash_of_files(files, scheme) == recorded
    except StoreError:
        return False


def file_digests(root: Path) -> dict[str, FileDigest]:
    """Relative POSIX path → digest and executable bit for every regular file under ``root``."""
    return {
        rel: FileDigest(hash_file(path)[0], is_executable(mode))
        for rel, path, mode in _regular_files(root)
    }


def hash_of_files(files: Mapping[str, FileDigest], scheme: str = CURRENT_SCHEME) -> str:
    """The hash, in ``scheme``, of files whose digests are already known."""
    summary = b"".join(_line(rel, files[rel], scheme) for rel in _sorted(files))
    digest = hashlib.sha256(summary).digest()
    return f"{scheme}:" + base64.b64encode(digest).decode("ascii")


def file_lines(root: Path, scheme: str = CURRENT_SCHEME) -> list[str]:
    """The summary lines of every file, sorted by path (what the hash is taken over)."""
    files = file_digests(root)
    return [
        os.fsdecode(_line(rel, files[rel], scheme)).removesuffix("\n") for rel in _sorted(files)
    ]


def _sorted(paths: Mapping[str, FileDigest]) -> list[str]:
    # by the bytes of the name, as Go sorts; the same as str order for UTF-8 names
    return sorted(paths, key=os.fsencode)


def _line(rel: str, file: FileDigest, scheme: str) -> bytes:
    # The name's own bytes: a name that is not UTF-8 still hashes (h1 as Go writes it).
    path = os.fsencode(rel)
    if scheme == H1:
        return b"%s  %s\n" % (file.sha256.encode("ascii"), path)
    if b"\n" in path:
        raise StoreError(
            f"{rel!r} has a newline in its name, which a content hash cannot hold",
            hint="rename the file; skill files need plain names",
        )
    mode = b"100755" if file.is_executable else b"100644"
    return b"%s  %s %s\n" % (file.sha256.encode("ascii"), mode, path)


def _regular_files(root: Path) -> list[tuple[str, Path, int]]:
    found: list[tuple[str, Path, int]] = []
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
                    found.append((rel, Path(entry.path), mode))
                else:
                    raise StoreError(
                        f"{root / rel} is not a regular file (symlink or special file)",
                        hint="skills hold regular files only; remove it",
                    )
    return found


def hash_file(path: Path) -> tuple[str, str]:
    """(hex sha256, git blob id) of one file, read once and never through a link.

    ``verify`` needs both: the sha256 for the content hash and the blob id to
    compare with what the store committed, without running git.
    """
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
