"""The ledger summary kept current: read each segment from where the last refresh stopped."""

from __future__ import annotations

from pathlib import Path

from skillctl.ledger.summary import Summary
from skillctl.store.atomic import atomic_write
from skillctl.store.layout import CACHE_DIR
from skillctl.store.ledger_read import read_from
from skillctl.store.ledger_read import segments

SUMMARY_FILE = f"{CACHE_DIR}/usage-summary.json"


def current_summary(store: Path, *, is_saved: bool = True) -> Summary:
    """The summary of every ledger event, refreshed incrementally and cached."""
    cache = store / SUMMARY_FILE
    try:
        summary = Summary.load(cache.read_bytes()) or Summary()
    except OSError:
        summary = Summary()
    changed = False
    found = segments(store)
    names = {p.name for p in found}
    if any(name not in names for name in summary.offsets):
        summary, changed = Summary(), True  # a segment vanished (sync, hand edit): start over
    for path in found:
        offset = summary.offsets.get(path.name, 0)
        try:
            size = path.stat().st_size
        except OSError:
            continue
        if size < offset:
            return _rebuild(store, found, is_saved=is_saved)
        if size == offset:
            continue
        lines, end = read_from(path, offset)
        summary.add_lines(lines)
        summary.offsets[path.name] = end
        changed = True
    if changed and is_saved:
        _save(cache, summary)
    return summary


def _rebuild(store: Path, found: list[Path], *, is_saved: bool) -> Summary:
    summary = Summary()
    for path in found:
        lines, end = read_from(path, 0)
        summary.add_lines(lines)
        summary.offsets[path.name] = end
    if is_saved:
        _save(store / SUMMARY_FILE, summary)
    return summary


def _save(cache: Path, summary: Summary) -> None:
    try:
        cache.parent.mkdir(parents=True, exist_ok=True)
        atomic_write(cache, summary.dump())
    except OSError:
        pass  # a cache: the next reader rebuilds what it could not save
