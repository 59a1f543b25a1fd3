"""Agent target links, recorded in the store so ``uninstall`` removes exactly what it made."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from skillctl.errors import TargetModifiedError
from skillctl.store.repo import Transaction
from skillctl.store.targets import LinkRecord
from skillctl.store.targets import link_skill
from skillctl.store.targets import unlink_skill

TARGETS_FILE = ".skillctl/targets.json"


def link_targets(txn: Transaction, names: Iterable[str], dest_dirs: Iterable[Path]) -> None:
    """Link each skill into each agent skills folder and record the links in the transaction."""
    dests = list(dest_dirs)
    if not dests:
        return
    records = _read(txn)
    for name in names:
        existing = {r.path for r in records.get(name, [])}
        for dest in dests:
            record = link_skill(txn.store.skill_dir(name), dest, name)
            if record.path not in existing:
                records.setdefault(name, []).append(record)
    _write(txn, records)


def unlink_targets(txn: Transaction, names: Iterable[str]) -> list[str]:
    """Remove the recorded links of ``names``; links someone changed are left, with a warning."""
    records = _read(txn)
    warnings: list[str] = []
    for name in names:
        for record in records.pop(name, []):
            try:
                if not unlink_skill(record):
                    warnings.append(
                        f"{record.path} was not skillctl's link any more; left in place"
                    )
            except TargetModifiedError as e:
                warnings.append(e.message)
    _write(txn, records)
    return warnings


def _read(txn: Transaction) -> dict[str, list[LinkRecord]]:
    document = txn.store.read_json(TARGETS_FILE)
    return {
        name: [LinkRecord.from_json(item) for item in items if isinstance(item, dict)]
        for name, items in document.items()
        if isinstance(items, list)
    }


def _write(txn: Transaction, records: dict[str, list[LinkRecord]]) -> None:
    txn.write_json(
        TARGETS_FILE,
        {
            name: [r.to_json() for r in sorted(items, key=lambda r: r.path)]
            for name, items in sorted(records.items())
            if items
        },
    )
