"""Forwarded names: absorbed skills point at their umbrella (``absorbed_into``).

The hook and ``usage record`` need this on a fast path, so it reads the
state record without the schema library (the committed state is
schema-checked by every transaction that writes it) and without ``json`` or
``pathlib`` (see :mod:`skillctl.store.lean_json`).
"""

from __future__ import annotations

import os

from skillctl.store.layout import STATE_FILE

TYPE_CHECKING = False  # mypy treats this name as True; importing typing costs the hook
if TYPE_CHECKING:
    from pathlib import Path

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


def resolve_name(store_path: Path, name: str) -> tuple[str, tuple[str, ...]]:
    """The live skill ``name`` means and the chain of forwards to it (committed state).

    A name that is a live skill resolves to itself. A cycle is refused (exit 1);
    a forward to a skill the store does not have is an operational error.
    """
    from skillctl.errors import ForwardCycleError
    from skillctl.errors import ForwardDanglingError
    from skillctl.errors import SkillNotFoundError
    from skillctl.store.repo import Store

    store = Store.existing(store_path)
    state = store.snapshot().state if store is not None else None
    if state is None or name not in state.skills:
        raise SkillNotFoundError(
            f"{name} is not in the store {store_path}", hint="see `skillctl list --all`"
        )
    chain = [name]
    current = name
    while True:
        entry = state.skills.get(current)
        if entry is None:
            raise ForwardDanglingError(
                f"{' -> '.join(chain)}: {current} is not in the store",
                hint=f"restore {chain[-2]} (`skillctl restore {chain[-2]}`) or install {current}",
            )
        target = entry.absorbed_into
        if target is None:
            if entry.state.value == "archived":
                raise ForwardDanglingError(
                    f"{' -> '.join(chain)}: {current} is archived",
                    hint=f"bring it back with `skillctl restore {current}`",
                )
            return current, tuple(chain)
        if target in chain:
            raise ForwardCycleError(
                f"forwards loop: {' -> '.join([*chain, target])}",
                hint=f"break the loop with `skillctl restore {target}`",
            )
        chain.append(target)
        current = target


def live_target(store_path: Path, name: str) -> str:
    """``name``, or the live skill it forwards to; unknown names come back as they are."""
    from skillctl.errors import SkillNotFoundError

    try:
        return resolve_name(store_path, name)[0]
    except SkillNotFoundError:
        return name
