"""The ledger summary kept current: read each segment from where the last refresh stopped.

A first read of a large ledger (a new machine, a rebuilt cache) can run in a
forked process while the caller reads the store (:func:`summary_in_background`):
on a machine with two cores the curator's cold run then costs the longer of
the two, not their sum.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
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
# Below this much unread ledger, starting a process costs more than it saves.
BACKGROUND_MIN_BYTES = 16 * 1024 * 1024


def summary_in_background(
    store: Path, *, progress: Progress | None = None
) -> Callable[[], Summary]:
    """Start refreshing the summary; returns the function that waits for it.

    With much to read, on Linux with more than one CPU, the refresh runs in a
    forked process (which saves the cache file itself); otherwise it runs
    here and now (reporting to ``progress``; a forked child reports nothing).
    """
    cached = _cached(store)
    if _unread_bytes(store, cached) < BACKGROUND_MIN_BYTES or not _may_fork():
        summary = current_summary(store, cached=cached, progress=progress)
        return lambda: summary
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    pool = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("fork"))
    future = pool.submit(current_summary, store, cached=cached)

    def wait() -> Summary:
        try:
            return future.result()
        finally:
            pool.shutdown()

    return wait


def _may_fork() -> bool:
    return sys.platform == "linux" and len(os.sched_getaffinity(0)) > 1


def _cached(store: Path) -> Summary:
    try:
        return Summary.load((store / SUMMARY_FILE).read_bytes()) or Summary()
    except OSError:
        return Summary()


def _unread_bytes(store: Path, summary: Summary) -> int:
    return sum(max(0, _size(p) - summary.offsets.get(p.name, 0)) for p in segments(store))


def current_summary(
    store: Path,
    *,
    is_saved: bool = True,
    progress: Progress | None = None,
    cached: Summary | None = None,
) -> Summary:
    """The summary of every ledger event, refreshed incrementally and cached.

    ``cached`` is the cache file as the caller already loaded it.
    """
    cache = store / SUMMARY_FILE
    summary = cached if cached is not None else _cached(store)
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
