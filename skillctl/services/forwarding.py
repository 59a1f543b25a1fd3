"""Forwarded names: absorbed skills point at their umbrella (``absorbed_into``), and a
registry's deprecated skills at their successor.

``resolve``, ``info``, ``pin``, ``install``, ``prompt`` and the lockfile follow
them here. The agent hook and ``usage record`` use the lighter
:func:`skillctl.store.state_peek.live_name_fast` (store forwards only).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from skillctl.store.state_peek import MAX_HOPS

if TYPE_CHECKING:
    from skillctl.store.registry import DirectoryRegistry


@dataclass(frozen=True, slots=True)
class Resolved:
    """Where a name leads: the live skill, every name on the way, and why each hop."""

    name: str
    target: str
    chain: tuple[str, ...]
    via: tuple[str, ...]  # per hop: "absorbed" (the store's forward) or "deprecated" (a registry's)


class Forwards:
    """Follows forwards for many names against one reading of the store and its registries.

    The store's ``absorbed_into`` comes first; a name the store does not have
    at all is looked up in the configured registries, whose ``deprecate
    --successor`` forwards it the same way. Registries are read as cached (a
    remote registry never fetched is skipped), so resolving never waits on
    the network.
    """

    def __init__(self, store_path: Path) -> None:
        from skillctl.store.repo import Store

        self.store_path = store_path
        store = Store.existing(store_path)
        self._state = store.snapshot().state if store is not None else None
        self._config = dict(store.config_on_disk().document) if store is not None else {}
        self._registries: list[DirectoryRegistry] | None = None

    def resolve(self, name: str) -> Resolved:
        """The live skill ``name`` means. A cycle is refused (exit 1); a forward to a skill
        the store does not have, or has archived, is an operational error (exit 3)."""
        from skillctl.errors import ForwardCycleError
        from skillctl.errors import ForwardDanglingError
        from skillctl.errors import SkillNotFoundError

        skills = self._state.skills if self._state is not None else {}
        chain: list[str] = [name]
        via: list[str] = []
        current = name
        for _ in range(MAX_HOPS):
            entry = skills.get(current)
            if entry is not None and entry.absorbed_into is None:
                if entry.state.value == "archived":
                    raise ForwardDanglingError(
                        f"{' -> '.join(chain)}: {current} is archived",
                        hint=f"bring it back with `skillctl restore {current}`",
                    )
                return Resolved(name, current, tuple(chain), tuple(via))
            if entry is not None:
                target, kind = entry.absorbed_into, "absorbed"
            else:
                target, kind = self._successor(current), "deprecated"
            if target is None:
                if len(chain) == 1:
                    raise SkillNotFoundError(
                        f"{name} is not in the store {self.store_path}",
                        hint="see `skillctl list --all`",
                    )
                raise ForwardDanglingError(
                    f"{' -> '.join(chain)}: {current} is not in the store",
                    hint=f"install {current}"
                    + (
                        f", or bring {chain[-2]} back (`skillctl restore {chain[-2]}`)"
                        if via[-1] == "absorbed"
                        else ""
                    ),
                )
            if target in chain:
                raise ForwardCycleError(
                    f"forwards loop: {' -> '.join([*chain, target])}",
                    hint=f"break the loop with `skillctl restore {target}`",
                )
            chain.append(target)
            via.append(kind)
            current = target
        raise ForwardCycleError(
            f"{name}: more than {MAX_HOPS} forwards", hint="see `skillctl list --all`"
        )

    def _successor(self, name: str) -> str | None:
        """The successor a registry names for a deprecated ``name`` (None if none does)."""
        from skillctl.errors import RegistryError

        for registry in self._opened():
            if name in registry.skills:
                try:
                    return registry.successor(name)
                except RegistryError:
                    return None  # a successor the registry does not hold: no forward
        return None

    def _opened(self) -> list[DirectoryRegistry]:
        if self._registries is None:
            from skillctl.errors import SkillctlError
            from skillctl.services.registries import open_location
            from skillctl.services.registries import registry_set
            from skillctl.store.layout import CACHE_DIR

            self._registries = []
            try:
                refs = registry_set(
                    self._config, override=None, cache_dir=self.store_path / CACHE_DIR
                ).refs
            except SkillctlError:
                refs = []
            for ref in refs:
                try:
                    self._registries.append(
                        open_location(
                            ref.location,
                            label=ref.name,
                            cache_dir=self.store_path / CACHE_DIR,
                            is_offline=True,
                        )
                    )
                except SkillctlError:
                    continue  # never fetched, or unreadable: it forwards nothing here
        return self._registries


def resolve_name(store_path: Path, name: str) -> tuple[str, tuple[str, ...]]:
    """The live skill ``name`` means and the chain of forwards to it (see :class:`Forwards`)."""
    resolved = Forwards(store_path).resolve(name)
    return resolved.target, resolved.chain


def live_target(store_path: Path, name: str) -> str:
    """``name``, or the live skill it forwards to; unknown names come back as they are."""
    from skillctl.errors import SkillNotFoundError

    try:
        return resolve_name(store_path, name)[0]
    except SkillNotFoundError:
        return name
