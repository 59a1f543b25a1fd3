"""Reading ledger segments: which there are, and the complete lines after an offset."""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path

from skillctl.store.layout import LEDGER_DIR

_SEGMENT = re.compile(r"^usage-(.+)-(\d{4})-(\d{2})\.jsonl$")


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
