"""A small content-addressed cache of derived JSON (parsed rule packs) in the user cache dir.

Entries are keyed by a hash of their inputs, so they never go stale; a cache
that cannot be read or written is simply not used.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from collections.abc import Callable
from pathlib import Path

from skillctl.store.atomic import atomic_write

CACHE_FORMAT = "1"


def cache_dir() -> Path:
    """``…/skillctl`` in the platform's per-user cache folder (``SKILLCTL_CACHE`` overrides)."""
    override = os.environ.get("SKILLCTL_CACHE")
    if override:
        return Path(override)
    home = Path.home()
    if sys.platform == "darwin":
        return home / "Library" / "Caches" / "skillctl"
    if sys.platform == "win32":
        return (
            Path(os.environ.get("LOCALAPPDATA") or home / "AppData" / "Local")
            / "skillctl"
            / "cache"
        )
    return Path(os.environ.get("XDG_CACHE_HOME") or home / ".cache") / "skillctl"


def cached_json(
    namespace: str, key_parts: tuple[bytes, ...], build: Callable[[], object]
) -> object:
    """``build()``'s JSON value, reused across runs while ``key_parts`` are unchanged."""
    digest = hashlib.sha256(CACHE_FORMAT.encode())
    for part in key_parts:
        digest.update(len(part).to_bytes(8, "big"))
        digest.update(part)
    path = cache_dir() / namespace / f"{digest.hexdigest()}.json"
    try:
        return json.loads(path.read_bytes())
    except (OSError, ValueError):
        pass
    value = build()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write(path, json.dumps(value, sort_keys=True).encode())
    except OSError:
        pass  # a read-only home still audits, only slower
    return value
