"""Configured registries: names, priorities, git remotes kept fresh, and who owns a name.

``<store>/.skillctl/config.json`` may list registries::

    {"registries": [{"name": "corp", "url": "https://git.example/skills.git", "priority": 10}]}

The embedded default registry is always there as ``default`` with the lowest
priority (``"default_registry": false`` turns it off). A skill name found in
two registries is an error unless the spec pins one (``corp:pdf-tools``): a
skill must never be swapped silently for a same-named one from elsewhere.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from dataclasses import field
from pathlib import Path

from skillctl.errors import RegistryError
from skillctl.resources import default_registry_dir
from skillctl.store import wellknown
from skillctl.store.git import registry_repo
from skillctl.store.registry import DirectoryRegistry
from skillctl.store.registry import PublishedVersion

DEFAULT_NAME = "default"
FRESH_SECONDS = 600


@dataclass(frozen=True, slots=True)
class RegistryRef:
    """A configured registry: where it is and how it ranks."""

    name: str
    location: str
    priority: int = 0


@dataclass(slots=True)
class RegistrySet:
    """The registries a command may resolve names in, opened on first use."""

    refs: list[RegistryRef]
    cache_dir: Path
    is_offline: bool = False
    _opened: dict[str, DirectoryRegistry] = field(default_factory=dict)

    def open(self, ref: RegistryRef) -> DirectoryRegistry:
        """The registry's index, from its folder or a fresh enough clone."""
        if ref.name not in self._opened:
            self._opened[ref.name] = open_location(
                ref.location, label=ref.name, cache_dir=self.cache_dir, is_offline=self.is_offline
            )
        return self._opened[ref.name]

    def all(self) -> list[DirectoryRegistry]:
        return [self.open(ref) for ref in self.refs]

    def owner(self, name: str, pin: str | None = None) -> DirectoryRegistry:
        """The one registry that provides ``name`` (or the pinned one)."""
        if pin is not None:
            ref = next((r for r in self.refs if r.name == pin), None)
            if ref is None and (registry_repo.is_remote(pin) or Path(pin).expanduser().is_dir()):
                ref = RegistryRef(pin, pin, 0)  # a lockfile's recorded location
            if ref is None:
                known = ", ".join(r.name for r in self.refs) or "none"
                raise RegistryError(
                    f"no registry named {pin!r} (configured: {known})",
                    hint="add it to .skillctl/config.json or fix the prefix",
                )
            return self.open(ref)
        holders = [reg for reg in self.all() if name in reg.skills]
        if not holders:
            import difflib

            searched = ", ".join(r.name for r in self.refs) or "no registries"
            offered = sorted({n for reg in self.all() for n in reg.skills})
            close = difflib.get_close_matches(name, offered, n=1)
            raise RegistryError(
                f"{name} is in none of the registries ({searched})",
                hint=f"did you mean {close[0]}? (check with `skillctl search`)"
                if close
                else "check the name with `skillctl search`",
            )
        if len(holders) > 1:
            names = ", ".join(h.label for h in holders)
            raise RegistryError(
                f"{name} is provided by several registries ({names})",
                hint=f"pin one, e.g. {holders[0].label}:{name}",
            )
        return holders[0]

    def versions(self, name: str, pin: str | None = None) -> list[PublishedVersion]:
        return self.owner(name, pin).versions(name)


def registry_set(
    config: dict[str, object], *, override: str | None, cache_dir: Path, is_offline: bool = False
) -> RegistrySet:
    """The registries for a command: ``--registry`` alone when given, else the configured ones."""
    refs = configured(config)
    if override is not None:
        named = [r for r in refs if r.name == override]
        refs = named or [RegistryRef(override, override, 0)]
    return RegistrySet(refs, cache_dir, is_offline)


def configured(config: dict[str, object]) -> list[RegistryRef]:
    """Refs from the store config, highest priority first, ``default`` last."""
    refs: list[RegistryRef] = []
    raw = config.get("registries", [])
    if not isinstance(raw, list):
        raise RegistryError(
            "config: 'registries' must be a list",
            hint='e.g. [{"name": "corp", "url": "…", "priority": 10}]',
        )
    for item in raw:
        if not (
            isinstance(item, dict)
            and isinstance(item.get("name"), str)
            and isinstance(item.get("url"), str)
        ):
            raise RegistryError(
                f"config: bad registry entry {item!r}",
                hint="each needs a name and a url (folder or git URL)",
            )
        priority = item.get("priority", 0)
        refs.append(
            RegistryRef(item["name"], item["url"], priority if isinstance(priority, int) else 0)
        )
    default = default_registry_dir()
    if (
        config.get("default_registry", True) is not False
        and default is not None
        and all(r.name != DEFAULT_NAME for r in refs)
    ):
        refs.append(RegistryRef(DEFAULT_NAME, str(default), -1000))
    return sorted(refs, key=lambda r: (-r.priority, r.name))


def open_location(
    location: str, *, label: str, cache_dir: Path, is_offline: bool
) -> DirectoryRegistry:
    """A folder registry as is; a git registry through a clone refreshed every few minutes."""
    if wellknown.is_index_url(location):  # a discovery index over HTTPS, not a git remote
        root = wellknown.materialize_url(location, cache_dir, is_offline=is_offline)
        return DirectoryRegistry.load(root, label=label)
    if not registry_repo.is_remote(location):
        folder = Path(location).expanduser()
        discovery = wellknown.find_index(folder)
        if discovery is not None:
            return DirectoryRegistry.load(wellknown.materialize(discovery, cache_dir), label=label)
        return DirectoryRegistry.load(folder, label=label)
    clone = registry_repo.clone_dir(location, cache_dir)
    stamp = clone / ".git" / "skillctl-fetched"
    if is_offline and not (clone / ".git").exists():
        raise RegistryError(
            f"{location} has never been fetched, and --offline forbids it now",
            hint="run once without --offline",
        )
    if not is_offline and (
        not stamp.exists() or time.time() - stamp.stat().st_mtime > FRESH_SECONDS
    ):
        with registry_repo.clone_lock(location, cache_dir):  # a publish may be using it
            clone, _ = registry_repo.sync_clone(location, cache_dir)
            (clone / ".git" / "skillctl-fetched").touch()
    discovery = wellknown.find_index(clone)
    if discovery is not None:
        return DirectoryRegistry.load(wellknown.materialize(discovery, cache_dir), label=label)
    return DirectoryRegistry.load(clone, label=label)
