"""The ``prompt`` use case: the ``<available_skills>`` entries for an agent's system prompt."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from skillctl.errors import StoreError
from skillctl.spec.discover import discover_skills
from skillctl.spec.validate import examine_skill
from skillctl.store.repo import Store


@dataclass(frozen=True, slots=True)
class PromptOptions:
    """Skill folders to list; empty means the store's installed skills."""

    paths: tuple[Path, ...]
    store: Path
    names: tuple[str, ...] = ()  # store skills by name; forwards are followed


@dataclass(frozen=True, slots=True)
class PromptEntry:
    """One skill as an agent sees it before loading it."""

    name: str
    description: str
    location: str


@dataclass(frozen=True, slots=True)
class PromptResult:
    """Entries sorted by name, and skills left out because they do not validate."""

    entries: tuple[PromptEntry, ...]
    skipped: tuple[str, ...]
    forwarded: tuple[tuple[str, str], ...] = ()  # (name asked for, the live skill listed)


def build_prompt(options: PromptOptions) -> PromptResult:
    """List valid skills; an invalid one is skipped (an agent must never get a broken entry)."""
    paths = options.paths
    forwarded: list[tuple[str, str]] = []
    if options.names:
        from skillctl.services.forwarding import Forwards

        forwards = Forwards(options.store)
        chosen: dict[str, None] = {}
        for name in options.names:
            target = forwards.resolve(name).target
            if target != name:
                forwarded.append((name, target))
            chosen[target] = None
        store = Store.existing(options.store)
        if store is not None:
            paths = (*paths, *(store.skill_dir(name) for name in chosen))
    elif not paths:
        store = Store.existing(options.store)
        if store is None:
            raise StoreError(
                f"no installed skills in {options.store}",
                hint="pass skill folders: skillctl prompt PATH…, or install skills first",
            )
        # The store's active skills only: never its archive or its own metadata.
        snap = store.snapshot()
        paths = tuple(
            store.skill_dir(name)
            for name in snap.installed_names()
            if (entry := snap.state.get(name)) is None or entry.state.value != "archived"
        )
    entries: list[PromptEntry] = []
    skipped: list[str] = []
    for location in discover_skills(paths):
        report, document = examine_skill(location)
        if not report.is_valid(strict=False) or report.name is None or document is None:
            skipped.append(location.display)
            continue
        description = (document.frontmatter or {}).get("description")
        entries.append(
            PromptEntry(
                name=report.name,
                description=str(description).strip(),
                location=str(Path.cwd() / location.directory / "SKILL.md"),
            )
        )
    return PromptResult(
        tuple(sorted(entries, key=lambda e: e.name)), tuple(skipped), tuple(forwarded)
    )
