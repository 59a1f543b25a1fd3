"""``config``: read the store config, and change one key in a transaction."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from skillctl.store.config import StoreConfig
from skillctl.store.repo import Store
from skillctl.store.repo import StoreAccess


@dataclass(frozen=True, slots=True)
class ConfigChange:
    """The key's value afterwards, and the commit (None when it already had that value)."""

    value: object
    commit: str | None


def read_config(store_path: Path) -> StoreConfig:
    """The config as the work tree has it (a hand edit included), or the defaults."""
    store = Store.existing(store_path)
    return store.config_on_disk() if store is not None else StoreConfig()


def change_config(
    store_path: Path, key: str, raw: str | None, *, access: StoreAccess | None = None
) -> ConfigChange:
    """Set ``key`` from ``raw`` (None: unset it) and commit the config."""
    store = (access or StoreAccess()).open(store_path)
    with store.transaction() as txn:
        config = txn.config.without(key) if raw is None else txn.config.with_value(key, raw)
        txn.set_config(config)
        verb = f"unset {key}" if raw is None else f"set {key}"
        txn.commit(f"config: {verb}", {"Action": "config", "Config-Key": key})
    return ConfigChange(config.get(key), txn.commit_sha)
