"""``cron install|remove|show``: one tagged crontab line that runs the curator hourly.

The line runs ``skillctl --store <store> curate`` every hour; the curator's
own gates decide whether a run acts, and the store lock keeps overlapping
runs apart. Each store has its own tag, so two stores get two lines.
"""

from __future__ import annotations

import shlex
from dataclasses import dataclass
from datetime import datetime
from datetime import timedelta
from pathlib import Path

from skillctl.store.crontab import read_crontab
from skillctl.store.crontab import write_crontab

MINUTE = 17  # off the hour, where everyone else's jobs pile up
TAG = "# skillctl-curator:"


@dataclass(frozen=True, slots=True)
class CronEntry:
    """The crontab line for a store (None when absent), and when it next fires."""

    line: str | None
    is_changed: bool
    next_run: datetime | None


def cron_line(command: str, store: Path, log: Path) -> str:
    store_text = shlex.quote(str(store.absolute()))
    return (
        f"{MINUTE} * * * * {command} --store {store_text} curate "
        f">> {shlex.quote(str(log))} 2>&1 {TAG}{store.absolute()}"
    )


def install(command: str, store: Path, log: Path, now: datetime) -> CronEntry:
    line = cron_line(command, store, log)
    current = read_crontab()
    lines = [row for row in current.splitlines() if not _is_ours(row, store)]
    changed = line not in current.splitlines()
    if changed:
        write_crontab("\n".join([*lines, line]) + "\n")
    return CronEntry(line, is_changed=changed, next_run=next_run(now))


def remove(store: Path) -> CronEntry:
    current = read_crontab()
    kept = [row for row in current.splitlines() if not _is_ours(row, store)]
    changed = len(kept) != len(current.splitlines())
    if changed:
        write_crontab("\n".join(kept) + ("\n" if kept else ""))
    return CronEntry(None, is_changed=changed, next_run=None)


def show(store: Path, now: datetime) -> CronEntry:
    found = [row for row in read_crontab().splitlines() if _is_ours(row, store)]
    return CronEntry(
        found[0] if found else None, is_changed=False, next_run=next_run(now) if found else None
    )


def next_run(now: datetime) -> datetime:
    candidate = now.replace(minute=MINUTE, second=0, microsecond=0)
    return candidate if candidate > now else candidate + timedelta(hours=1)


def _is_ours(line: str, store: Path) -> bool:
    return line.rstrip().endswith(f"{TAG}{store.absolute()}")
