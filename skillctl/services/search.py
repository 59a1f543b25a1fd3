"""``search QUERY``: skills in the configured registries, best matches first."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from packaging.version import InvalidVersion
from packaging.version import Version

from skillctl.store.registry import DirectoryRegistry


@dataclass(frozen=True, slots=True)
class SearchHit:
    """One skill that matches, with why it ranks where it does."""

    name: str
    version: str | None
    description: str
    registry: str
    score: int
    deprecated: str | None


def search(query: str, registries: list[DirectoryRegistry], *, limit: int = 50) -> list[SearchHit]:
    """Rank by match quality: exact name, name prefix, name words, then description words."""
    words = [w for w in re.split(r"[\s\-_]+", query.lower()) if w]
    hits = []
    for registry in registries:
        for name, entry in registry.skills.items():
            description = str(entry.get("description", ""))
            score = _score(query.lower().strip(), words, name, description.lower())
            if score <= 0:
                continue
            deprecated = entry.get("deprecated")
            successor = deprecated.get("successor") if isinstance(deprecated, dict) else None
            hits.append(
                SearchHit(
                    name,
                    _latest(entry),
                    description,
                    registry.label,
                    score,
                    f"deprecated, use {successor}"
                    if successor
                    else ("deprecated" if deprecated else None),
                )
            )
    hits.sort(key=lambda h: (-h.score, h.name, h.registry))
    return hits[:limit]


def _score(query: str, words: list[str], name: str, description: str) -> int:
    if not words:
        return 1
    score = 0
    if name == query.replace(" ", "-"):
        score += 100
    elif name.startswith(query.replace(" ", "-")):
        score += 60
    name_words = set(name.split("-"))
    for word in words:
        if word in name_words:
            score += 25
        elif word in name:
            score += 15
        if re.search(rf"\b{re.escape(word)}", description):
            score += 5
    matched = sum(1 for w in words if w in name or w in description)
    return score if matched == len(words) else 0


def _latest(entry: dict[str, object]) -> str | None:
    versions = entry.get("versions")
    if not isinstance(versions, dict):
        return None
    usable = []
    for version, info in versions.items():
        try:
            parsed = Version(str(version))
        except InvalidVersion:
            continue
        if isinstance(info, dict) and not info.get("yanked") and not parsed.is_prerelease:
            usable.append((parsed, str(version)))
    return max(usable)[1] if usable else None


def search_registries(
    query: str, store_path: Path, overrides: list[str], *, cache_dir: Path, is_offline: bool = False
) -> list[SearchHit]:
    """Search the ``overrides`` or, without them, the store's configured registries."""
    from skillctl.services.registries import registry_set
    from skillctl.store.repo import Store

    store = Store.existing(store_path)
    config = dict(store.config_on_disk().document) if store is not None else {}
    sets = [
        registry_set(
            config,
            override=o,
            cache_dir=cache_dir,
            is_offline=is_offline,
        )
        for o in overrides
    ] or [
        registry_set(
            config,
            override=None,
            cache_dir=cache_dir,
            is_offline=is_offline,
        )
    ]
    return search(query, [registry for s in sets for registry in s.all()])


def published_names(store_path: Path, *, cache_dir: Path) -> list[str]:
    """Every skill name the configured registries hold, read from disk (nothing is fetched).

    For shell completion: a registry that cannot be read offline is skipped.
    """
    from skillctl.errors import SkillctlError
    from skillctl.services.registries import configured
    from skillctl.services.registries import open_location
    from skillctl.store.repo import Store

    store = Store.existing(store_path)
    config = dict(store.config_on_disk().document) if store is not None else {}
    names: set[str] = set()
    for ref in configured(config):
        try:
            opened = open_location(
                ref.location, label=ref.name, cache_dir=cache_dir, is_offline=True
            )
        except SkillctlError:
            continue
        names.update(opened.skills)
    return sorted(names)
