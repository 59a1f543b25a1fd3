"""``outdated`` and ``update``: what newer versions the recorded specs allow, and moving to them.

An update is an install of the recorded spec, so it is re-fetched, re-validated
and re-audited before it lands. A skill edited in the store is not overwritten
unless ``force`` is given; the refusal names the files that differ.
"""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import replace
from pathlib import Path

from skillctl.errors import InstallRefusedError
from skillctl.errors import SkillNotFoundError
from skillctl.resolve.version import Candidate
from skillctl.resolve.version import choose_version
from skillctl.resolve.version import parse_name_spec
from skillctl.services.install import InstallOptions
from skillctl.services.install import InstallResult
from skillctl.services.install import install
from skillctl.services.inventory import verify
from skillctl.services.registries import registry_set
from skillctl.services.skill_source import REGISTRY_PREFIX
from skillctl.store.dirhash import dirhash
from skillctl.store.git import repo as gitrepo
from skillctl.store.repo import CONFIG_FILE
from skillctl.store.repo import LOCKFILE
from skillctl.store.repo import Store
from skillctl.store.repo import store_lock_path


@dataclass(frozen=True, slots=True)
class OutdatedEntry:
    """An installed skill whose spec now resolves to something else."""

    name: str
    installed: str | None
    available: str | None
    source: str
    reason: str


def outdated(store_path: Path, registry: str | None) -> list[OutdatedEntry]:
    """Registry skills with a newer allowed version, and path skills whose folder changed."""
    store = Store.open(store_path)
    found = []
    for name, entry in sorted(_locked(store).items()):
        source = str(entry.get("source", ""))
        if source.startswith(REGISTRY_PREFIX):
            registries = registry_set(
                store.read_json(CONFIG_FILE),
                override=registry or source[len(REGISTRY_PREFIX) :],
                cache_dir=store_path / ".skillctl" / "cache",
            )
            spec = parse_name_spec(_unpinned(str(entry.get("spec", name))))
            published = registries.versions(spec.name, registries.refs[0].name)
            latest, _ = choose_version(spec, [Candidate(p.version, p.is_yanked) for p in published])
            if latest != entry.get("version"):
                found.append(
                    OutdatedEntry(
                        name,
                        _text(entry.get("version")),
                        latest,
                        source,
                        "a newer version is allowed by the spec",
                    )
                )
        elif entry.get("commit") and str(entry.get("spec", "")).startswith("git+"):
            from skillctl.store.git.fetch import latest_commit
            from skillctl.store.git.fetch import parse_git_spec

            now = latest_commit(
                parse_git_spec(str(entry["spec"])), cache_dir=store_path / ".skillctl" / "cache"
            )
            if now != entry.get("commit"):
                ref = entry.get("ref") or "HEAD"
                found.append(
                    OutdatedEntry(
                        name,
                        _text(entry.get("version")),
                        now[:12],
                        source,
                        f"{ref} moved to a new commit",
                    )
                )
        elif (
            not entry.get("commit")
            and Path(source).is_dir()
            and dirhash(Path(source)) != entry.get("content_hash")
        ):
            found.append(
                OutdatedEntry(
                    name, _text(entry.get("version")), None, source, "the source folder changed"
                )
            )
    return found


def update(options: InstallOptions, names: tuple[str, ...], *, force: bool) -> InstallResult:
    """Reinstall each named (default: every) skill from its recorded spec."""
    store = options.access.open(options.store)
    locked = _locked(store)
    wanted = list(names) or sorted(locked)
    missing = [n for n in wanted if n not in locked]
    if missing:
        raise SkillNotFoundError(f"not installed: {', '.join(missing)}", hint="see `skillctl list`")
    if not wanted:
        return InstallResult((), None)
    changed = list(verify(options.store, tuple(wanted)).changes)
    if changed and not force:
        listed = ", ".join(f"{c.skill}/{c.path} ({c.change})" for c in changed[:10])
        raise InstallRefusedError(
            f"these installed files were edited locally: {listed}",
            hint="keep them (don't update), or pass --force to replace them",
        )
    if changed:
        from skillctl.store.lock import store_lock

        with store_lock(store_lock_path(store.root), timeout=store.lock_timeout):
            folders = {str(store.skill_dir(c.skill).relative_to(store.root)) for c in changed}
            gitrepo.restore_paths(store.root, sorted(folders))
    specs = tuple(_update_spec(n, locked[n]) for n in wanted)
    registry = options.registry or _recorded_registry([locked[n] for n in wanted])
    return install(replace(options, specs=specs, registry=registry))


def _unpinned(spec: str) -> str:
    """``corp:pdf-tools>=1`` → ``pdf-tools>=1``."""
    head, sep, tail = spec.partition(":")
    return tail if sep and head and "/" not in head and tail[:1].isalnum() else spec


def _recorded_registry(entries: list[dict[str, object]]) -> str | None:
    """The registry folder the skills came from, when they all came from one."""
    folders = {
        str(e.get("source"))[len(REGISTRY_PREFIX) :]
        for e in entries
        if str(e.get("source", "")).startswith(REGISTRY_PREFIX)
    }
    if len(folders) > 1:
        raise InstallRefusedError(
            f"these skills come from several registries ({', '.join(sorted(folders))})",
            hint="update them one registry at a time with --registry PATH",
        )
    return folders.pop() if folders else None


def _update_spec(name: str, entry: dict[str, object]) -> str:
    """Registry and git entries re-resolve their spec; a folder is read again where it is."""
    source = str(entry.get("source", ""))
    if source.startswith(REGISTRY_PREFIX) or entry.get("commit"):
        return str(entry.get("spec", name))
    return source


def _locked(store: Store) -> dict[str, dict[str, object]]:
    entries = store.read_json(LOCKFILE).get("skills")
    if not isinstance(entries, dict):
        return {}
    return {k: v for k, v in entries.items() if isinstance(v, dict)}


def _text(value: object) -> str | None:
    return value if isinstance(value, str) else None
