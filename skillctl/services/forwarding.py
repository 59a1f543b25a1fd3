"""Forwarded names: absorbed skills point at their umbrella (``absorbed_into``).

The hook and ``usage record`` need this on a fast path, so it reads the
state record without the schema library: the committed state is
schema-checked by every transaction that writes it.
"""

from __future__ import annotations

import json
from pathlib import Path

from skillctl.store.layout import STATE_FILE

MAX_HOPS = 64


def live_name_fast(store: Path, name: str) -> str | None:
    """Where ``name`` forwards to (following chains, refusing cycles), or None."""
    try:
        skills = json.loads((store / STATE_FILE).read_bytes()).get("skills", {})
    except (OSError, ValueError, AttributeError):
        return None
    seen = {name}
    current = name
    for _ in range(MAX_HOPS):
        entry = skills.get(current) if isinstance(skills, dict) else None
        target = entry.get("absorbed_into") if isinstance(entry, dict) else None
        if not isinstance(target, str):
            return current if current != name else None
        if target in seen:
            return None
        seen.add(target)
        current = target
    return None
