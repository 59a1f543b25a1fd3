"""Copy a local skill folder into quarantine without following or keeping links.

A symlink, device, socket or pipe anywhere in the source refuses the copy
(skills hold regular files only), as do oversized files and trees: a refusal
(exit 1), like any other skill that fails the checks, as is a name holding a
newline (no content hash can hold it). Modes are normalised as git records
them: 0o755 when the owner may execute the file, else 0o644.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from skillctl.errors import SourceRefusedError
from skillctl.store.dirhash import is_executable

MAX_FILE_BYTES = 5 * 1024 * 1024
MAX_TOTAL_BYTES = 50 * 1024 * 1024
MAX_FILES = 2000
SKIPPED = frozenset({".git", "__pycache__"})


def copy_skill_tree(source: Path, dest: Path) -> None:
    """Copy ``source`` into the existing empty folder ``dest``."""
    total = files = 0
    pending = [""]
    while pending:
        rel_dir = pending.pop()
        with os.scandir(source / rel_dir) as entries:
            for entry in sorted(entries, key=lambda e: e.name):
                rel = f"{rel_dir}/{entry.name}" if rel_dir else entry.name
                if not _is_utf8(entry.name):
                    raise SourceRefusedError(
                        f"{str(source / rel)!r} has a name that is not UTF-8",
                        hint="rename the file; skill files need UTF-8 names on every platform",
                    )
                if "\n" in entry.name or "\r" in entry.name:
                    raise SourceRefusedError(
                        f"{str(source / rel)!r} has a line break in its name",
                        hint="rename the file; skill files need plain names",
                    )
                info = entry.stat(follow_symlinks=False)
                if stat.S_ISDIR(info.st_mode):
                    if entry.name not in SKIPPED:
                        (dest / rel).mkdir()
                        pending.append(rel)
                    continue
                if not stat.S_ISREG(info.st_mode):
                    kind, hint = _special(info.st_mode)
                    raise SourceRefusedError(
                        f"{source / rel} is {kind}; skills hold regular files only", hint=hint
                    )
                files += 1
                total += info.st_size
                if info.st_size > MAX_FILE_BYTES or total > MAX_TOTAL_BYTES or files > MAX_FILES:
                    raise SourceRefusedError(
                        f"{source} is too large to install ({rel}: {info.st_size} bytes; "
                        f"limits {MAX_FILE_BYTES} per file, {MAX_TOTAL_BYTES} total, {MAX_FILES} files)",
                        hint="remove large or generated files from the skill folder",
                    )
                _copy_file(source / rel, dest / rel, executable=is_executable(info.st_mode))


def _is_utf8(name: str) -> bool:
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:  # undecodable bytes, kept by Python as surrogate escapes
        return False
    return True


def _special(mode: int) -> tuple[str, str]:
    """What a non-regular entry is, and the hint that fits it (issue 12: a refusal, exit 1)."""
    if stat.S_ISLNK(mode):
        return "a symbolic link", "replace the link with the file it points to"
    if stat.S_ISFIFO(mode):
        return "a named pipe (FIFO)", "delete the pipe; a skill cannot ship one"
    if stat.S_ISSOCK(mode):
        return "a socket", "delete the socket; a skill cannot ship one"
    return "a device file", "delete the device file; a skill cannot ship one"


def _copy_file(src: Path, dst: Path, *, executable: bool) -> None:
    fd = os.open(src, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
    with os.fdopen(fd, "rb") as reader, open(dst, "xb") as writer:  # noqa: PTH123 - exclusive create
        while chunk := reader.read(1024 * 1024):
            writer.write(chunk)
    dst.chmod(0o755 if executable else 0o644)
