"""``doctor``: where everything is, what each agent sees, and what is wrong with a fix for each.

Read-only and offline: registries are read from their folders or the last
fetched copy, never over the network; the store is read from its last
commit, as ``list`` and ``verify`` read it. Every failure becomes a
:class:`Problem` with a fix instead of an error, so a broken store still
gets a full report.
"""

from __future__ import annotations

import platform
from dataclasses import dataclass
from pathlib import Path

from skillctl import __version__
from skillctl.errors import NotAStoreError
from skillctl.errors import SkillctlError
from skillctl.services.inventory import verify
from skillctl.services.registries import configured
from skillctl.services.registries import open_location
from skillctl.store import wellknown
from skillctl.store.agent_folders import AGENTS
from skillctl.store.agent_folders import Placement
from skillctl.store.agent_folders import project_root
from skillctl.store.config import StoreConfig
from skillctl.store.git import registry_repo
from skillctl.store.git.env import git_version
from skillctl.store.layout import CACHE_DIR
from skillctl.store.layout import CONFIG_FILE
from skillctl.store.repo import Store


@dataclass(frozen=True, slots=True)
class Problem:
    """Something wrong, and the command or step that fixes it."""

    what: str
    fix: str


@dataclass(frozen=True, slots=True)
class RegistryCheck:
    """A configured registry as doctor found it (``kind``: folder, git or https)."""

    name: str
    location: str
    kind: str
    skills: int | None
    status: str


@dataclass(frozen=True, slots=True)
class FolderCheck:
    """One skills folder an agent reads; ``is_target`` when ``--target`` links there."""

    path: str
    exists: bool
    is_target: bool


@dataclass(frozen=True, slots=True)
class AgentCheck:
    """An agent's folders and which of the store's skills it finds in them."""

    name: str
    title: str
    folders: tuple[FolderCheck, ...]
    sees: tuple[str, ...]
    doc: str


@dataclass(frozen=True, slots=True)
class TargetCheck:
    """A default target of the store config, resolved here."""

    name: str
    folder: str | None
    sees: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class DoctorReport:
    """Everything ``doctor`` prints; ``problems`` is empty for a healthy setup."""

    versions: dict[str, str]
    store: str
    store_state: str
    commit: str | None
    skills: tuple[str, ...]
    lock_holder: int | None
    config_file: str
    targets: tuple[TargetCheck, ...]
    trusted_sources: tuple[str, ...]
    registries: tuple[RegistryCheck, ...]
    project: str
    home: str
    agents: tuple[AgentCheck, ...]
    problems: tuple[Problem, ...]


def diagnose(store_path: Path, *, start: Path, home: Path) -> DoctorReport:
    """Look at the store, its config, registries and every agent's folders from ``start``."""
    problems: list[Problem] = []
    git = git_version()
    if git is None:
        problems.append(
            Problem("git is not installed", "install git: the store is a git repository")
        )
    state, store = _open_store(store_path, problems)
    config = _config(store, problems)
    commit, skills = _contents(store, problems) if store is not None else (None, ())
    if store is not None and git is not None:
        _check_files(store_path, problems)
    root = project_root(start)
    placement = Placement(start, home)
    return DoctorReport(
        versions={
            "git": git or "not found",
            "platform": platform.platform(),
            "python": platform.python_version(),
            "skillctl": __version__,
        },
        store=str(store_path),
        store_state=state,
        commit=commit,
        skills=skills,
        lock_holder=store.lock_holder() if store is not None else None,
        config_file=str(store_path / CONFIG_FILE),
        targets=tuple(_target(name, placement, skills, problems) for name in config.targets),
        trusted_sources=config.trusted_sources,
        registries=tuple(_registries(config, store_path, problems)),
        project=str(root),
        home=str(home),
        agents=tuple(_agent_checks(skills, placement, root, home)),
        problems=tuple(problems),
    )


def _open_store(path: Path, problems: list[Problem]) -> tuple[str, Store | None]:
    try:
        store = Store.existing(path)
    except NotAStoreError as error:
        problems.append(Problem(error.message, error.hint or f"skillctl init {path}"))
        return "not-a-store", None
    except SkillctlError as error:
        problems.append(Problem(error.message, error.hint or "check the --store path"))
        return "unreadable", None
    return ("ok", store) if store is not None else ("missing", None)


def _config(store: Store | None, problems: list[Problem]) -> StoreConfig:
    if store is None:
        return StoreConfig()
    try:
        return store.config_on_disk()
    except SkillctlError as error:
        problems.append(Problem(error.message, error.hint or "skillctl config list"))
        return StoreConfig()


def _contents(store: Store, problems: list[Problem]) -> tuple[str | None, tuple[str, ...]]:
    try:
        snapshot = store.snapshot()
        names = tuple(snapshot.installed_names())
        commit = store.history(limit=1)[0].sha
    except (SkillctlError, IndexError) as error:
        message = error.message if isinstance(error, SkillctlError) else "the store has no commit"
        problems.append(Problem(f"cannot read the store's last commit: {message}", _REPAIR))
        return None, ()
    return commit, names


_REPAIR = "see `skillctl history`; `skillctl rollback REV` restores a good state"


def _check_files(store_path: Path, problems: list[Problem]) -> None:
    """What ``verify`` finds: files, records or links changed since skillctl wrote them."""
    try:
        result = verify(store_path)
    except SkillctlError as error:
        problems.append(Problem(error.message, error.hint or "skillctl verify"))
        return
    changed = sorted({c.skill or c.path for c in result.changes} | set(result.hash_mismatches))
    if changed:
        problems.append(
            Problem(
                f"changed since skillctl wrote them: {', '.join(changed)}",
                "see the files with `skillctl verify`; keep edits with `skillctl adopt NAME`, or "
                "undo them with `skillctl rollback HEAD --discard`",
            )
        )
    problems.extend(
        Problem(
            f"the skill folder {name} was made by hand and is not managed", f"skillctl adopt {name}"
        )
        for name in result.unmanaged
    )


def _target(
    name: str, placement: Placement, skills: tuple[str, ...], problems: list[Problem]
) -> TargetCheck:
    try:
        folder = placement.folder(name)
    except SkillctlError as error:
        problems.append(
            Problem(
                f"the default target {name!r} is not valid: {error.message}",
                "skillctl config set targets claude,codex",
            )
        )
        return TargetCheck(name, None, ())
    return TargetCheck(name, str(folder), _seen_in((folder,), skills))


def _registries(
    config: StoreConfig, store_path: Path, problems: list[Problem]
) -> list[RegistryCheck]:
    try:
        refs = configured(dict(config.document))
    except SkillctlError as error:
        problems.append(Problem(error.message, error.hint or "skillctl config list"))
        return []
    checks = []
    for ref in refs:
        kind = (
            "https"
            if wellknown.is_index_url(ref.location)
            else "git"
            if registry_repo.is_remote(ref.location)
            else "folder"
        )
        try:
            opened = open_location(
                ref.location, label=ref.name, cache_dir=store_path / CACHE_DIR, is_offline=True
            )
        except SkillctlError as error:
            if kind == "folder":
                problems.append(
                    Problem(f"registry {ref.name}: {error.message}", error.hint or _FIX_REGISTRY)
                )
                checks.append(RegistryCheck(ref.name, ref.location, kind, None, "broken"))
            else:  # never fetched: the next install or search fetches it
                checks.append(RegistryCheck(ref.name, ref.location, kind, None, "not fetched yet"))
            continue
        status = "ok" if kind == "folder" else "last fetched copy"
        checks.append(RegistryCheck(ref.name, ref.location, kind, len(opened.skills), status))
    return checks


_FIX_REGISTRY = "fix its url with `skillctl config set registries …`, or remove it"


def _agent_checks(
    skills: tuple[str, ...], placement: Placement, root: Path, home: Path
) -> list[AgentCheck]:
    checks = []
    for agent in AGENTS:
        reads = agent.read_folders(project_root=root, home=home)
        own = {
            agent.folder(is_global=False, project_root=root, home=home),
            agent.folder(is_global=True, project_root=root, home=home),
        }
        folders = tuple(FolderCheck(str(f), f.is_dir(), f in own) for f in reads)
        checks.append(
            AgentCheck(agent.name, agent.title, folders, _seen_in(reads, skills), agent.doc)
        )
    return checks


def _seen_in(folders: tuple[Path, ...], skills: tuple[str, ...]) -> tuple[str, ...]:
    """The skills some folder holds a loadable copy of (a link to the store or a copy)."""
    return tuple(
        name for name in skills if any((folder / name / "SKILL.md").is_file() for folder in folders)
    )
