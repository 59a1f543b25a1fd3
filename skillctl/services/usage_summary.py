"""The ledger summary kept current: read each segment from where the last refresh stopped."""

from __future__ import annotations

from pathlib import Path

from skillctl.ledger.rows import SESSION
from skillctl.ledger.rows import Row
from skillctl.ledger.rows import rows_of
from skillctl.ledger.rows import session_rows
from skillctl.ledger.summary import Pending
from skillctl.ledger.summary import Summary
from skillctl.services.progress import Progress
from skillctl.store.atomic import atomic_write
from skillctl.store.layout import CACHE_DIR
from skillctl.store.ledger_read import read_chunks
from skillctl.store.ledger_read import segments

SUMMARY_FILE = f"{CACHE_DIR}/usage-summary.json"


def current_summary(
    store: Path, *, is_saved: bool = True, progress: Progress | None = None
) -> Summary:
    """The summary of every ledger event, refreshed incrementally and cached."""
    cache = store / SUMMARY_FILE
    try:
        summary = Summary.load(cache.read_bytes()) or Summary()
    except OSError:
        summary = Summary()
    found = segments(store)
    sizes = {p.name: _size(p) for p in found}
    if any(name not in sizes or sizes[name] < offset for name, offset in summary.offsets.items()):
        summary = Summary()  # a segment vanished or shrank (sync, hand edit): start over
    todo = sum(max(0, sizes[p.name] - summary.offsets.get(p.name, 0)) for p in found)
    if todo == 0:
        return summary
    folding = summary.refresh()
    done = 0
    for path in found:
        offset = summary.offsets.get(path.name, 0)
        for chunk, end in read_chunks(path, offset):
            folding.add(rows_of(chunk))
            done += end - offset
            if progress is not None:
                progress.advance(done, todo, "ledger bytes")
            summary.offsets[path.name], offset = end, end
    pending = folding.finish()
    if pending:
        summary.settle(pending, _rows_of_sessions(found, summary, pending))
    if is_saved:
        _save(cache, summary)
    return summary


def _rows_of_sessions(found: list[Path], summary: Summary, pending: Pending) -> list[Row]:
    """Every row, in every segment up to what was read, of the newly rated sessions."""
    wanted = frozenset(s.encode() for s in pending)
    rows: list[Row] = []
    for path in found:
        for chunk, _ in read_chunks(path, 0, until=summary.offsets.get(path.name, 0)):
            rows.extend(r for r in session_rows(chunk, wanted) if r[SESSION] in wanted)
    return rows


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return 0


def _save(cache: Path, summary: Summary) -> None:
    try:
        cache.parent.mkdir(parents=True, exist_ok=True)
        atomic_write(cache, summary.dump())
    except OSError:
        pass  # a cache: the next reader rebuilds what it could not save
