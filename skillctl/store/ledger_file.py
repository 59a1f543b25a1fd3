"""Ledger segments on disk: atomic appends from many processes, and incremental reads.

Each host appends to its own segment per month, so stores synced through a
remote merge without conflicts. An append is one ``write(2)`` of one line
opened with ``O_APPEND``, which POSIX keeps whole against concurrent
appenders on a local filesystem; no lock is taken. No git and no schema
library is imported here: the agent hook calls this on every tool use.
"""

from __future__ import annotations

import os
import re
import socket
from collections.abc import Iterator
from pathlib import Path

from skillctl.errors import StoreError
from skillctl.store.layout import LEDGER_DIR

_UNSAFE = re.compile(r"[^A-Za-z0-9._-]+")
_SEGMENT = re.compile(r"^usage-(.+)-(\d{4})-(\d{2})\.jsonl$")
READ_CHUNK = 8 * 1024 * 1024


def host_name() -> str:
    """This machine's name, safe in a file name."""
    return _UNSAFE.sub("-", socket.gethostname()).strip("-")[:64] or "host"


def segment_path(store: Path, host: str, month: str) -> Path:
    """``.skillctl/ledger/usage-<host>-<YYYY-MM>.jsonl`` of ``store``."""
    return store / LEDGER_DIR / f"usage-{_UNSAFE.sub('-', host)}-{month}.jsonl"


def append_lines(path: Path, lines: list[bytes]) -> None:
    """Append each line with its own single write (so each stays whole)."""
    try:
        fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    except FileNotFoundError:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    except OSError as e:
        raise StoreError(f"cannot append to {path}: {e.strerror}", hint="check the store") from e
    try:
        for line in lines:
            os.write(fd, line)
    except OSError as e:
        raise StoreError(f"cannot append to {path}: {e.strerror}", hint="check free space") from e
    finally:
        os.close(fd)


def segments(store: Path) -> list[Path]:
    """Every ledger segment of the store, sorted by name."""
    folder = store / LEDGER_DIR
    try:
        with os.scandir(folder) as entries:
            return sorted(
                Path(e.path)
                for e in entries
                if _SEGMENT.match(e.name) and e.is_file(follow_symlinks=False)
            )
    except FileNotFoundError:
        return []


def read_from(path: Path, offset: int) -> tuple[list[bytes], int]:
    """Complete lines after ``offset`` and the offset after the last one (a torn tail waits)."""
    with path.open("rb") as handle:
        handle.seek(offset)
        data = handle.read()
    end = data.rfind(b"\n")
    if end < 0:
        return [], offset
    return data[: end + 1].splitlines(), offset + end + 1


def iter_lines(path: Path) -> Iterator[bytes]:
    lines, _ = read_from(path, 0)
    yield from lines


def skills_root_of(store: Path) -> Path:
    """The store's skills folder, read without the schema library (the hook's fast path).

    The config is schema-checked whenever a transaction runs; here only its
    one ``skills_dir`` key is needed.
    """
    import json

    try:
        config = json.loads((store / ".skillctl" / "config.json").read_bytes())
    except (OSError, ValueError):
        return store / "skills"
    value = config.get("skills_dir") if isinstance(config, dict) else None
    return store if value == "." else store / "skills"
