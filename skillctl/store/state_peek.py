"""The store's forwards read on the agent hook's path: no schema library, ``json`` or ``pathlib``.

The committed state is schema-checked by every transaction that writes it;
here only ``absorbed_into`` is followed, with the hook's light JSON reader
(:mod:`skillctl.store.lean_json`).
"""

from __future__ import annotations

import os

from skillctl.store.layout import STATE_FILE

MAX_HOPS = 64


def live_name_fast(store: str | os.PathLike[str], name: str) -> str | None:
    """Where ``name`` forwards to (following chains, refusing cycles), or None."""
    from skillctl.store.lean_json import loads

    try:
        with open(os.path.join(store, STATE_FILE), "rb") as handle:
            document = loads(handle.read())
        skills = document.get("skills", {}) if isinstance(document, dict) else {}
    except (OSError, ValueError):
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
