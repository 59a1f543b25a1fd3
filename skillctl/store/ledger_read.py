"""Reading ledger segments: which there are, and the complete lines after an offset."""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import BinaryIO

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


CHUNK_BYTES = 8 * 1024 * 1024


def read_chunks(
    path: Path, offset: int, *, until: int | None = None
) -> Iterator[tuple[bytes, int]]:
    """Complete lines after ``offset`` (up to ``until``) in chunks of about
    :data:`CHUNK_BYTES`, each with the offset after its last line.

    A torn tail waits for its newline. A "line" longer than a chunk is no
    ledger line (each is under 4 KiB): it is passed over, with the offset
    moving past it, so it cannot stop the summary for good.
    """
    with path.open("rb") as handle:
        handle.seek(offset)
        carry = b""
        while until is None or offset + len(carry) < until:
            limit = CHUNK_BYTES if until is None else until - offset - len(carry)
            block = handle.read(min(CHUNK_BYTES, limit))
            if not block:
                return
            data = carry + block
            end = data.rfind(b"\n")
            if end < 0:
                carry = data
                if len(carry) > CHUNK_BYTES:
                    carry = b""
                    offset = _past_next_newline(handle, offset + len(data))
                    if offset < 0:
                        return
                    yield b"", offset
                continue
            offset += end + 1
            carry = data[end + 1 :]
            yield data[: end + 1], offset


def _past_next_newline(handle: BinaryIO, position: int) -> int:
    """The offset after the next newline from ``position``; -1 when there is none yet."""
    handle.seek(position)
    while block := handle.read(CHUNK_BYTES):
        newline = block.find(b"\n")
        if newline >= 0:
            handle.seek(position + newline + 1)
            return position + newline + 1
        position += len(block)
    return -1


def iter_lines(path: Path) -> Iterator[bytes]:
    lines, _ = read_from(path, 0)
    yield from lines
