"""Store commands: install, uninstall, list, info, verify, history, rollback."""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from pathlib import Path

import click

from skillctl.cli._options import CliState
from skillctl.cli.render.json import dump

TRUST_LEVELS = ["builtin", "trusted", "community", "local"]


def _checkpoint_from_env() -> Callable[[str], None] | None:
    """A test hook: pause at the named checkpoint so a test can kill the process there."""
    target = os.environ.get("SKILLCTL_PAUSE_AT")
    marker = os.environ.get("SKILLCTL_PAUSE_FILE")
    if not target or not marker:
        return None

    def pause(name: str) -> None:
        if name == target:
            Path(marker).write_text(name, encoding="utf-8")
            while True:
                time.sleep(60)

    return pause


@click.command("install")
@click.argument("specs", nargs=-1)
@click.option(
    "--registry",
    metavar="PATH",
    help="Registry name, folder or git URL (default: the configured registries).",
)
@click.option(
    "--lockfile",
    type=click.Path(path_type=Path),
    metavar="PATH",
    help="A project lockfile to install from (no SPEC) or to update.",
)
@click.option("--frozen", is_flag=True, help="Install exactly the lockfile; refuse any drift.")
@click.option("--offline", is_flag=True, help="Use cached clones of git registries; fetch nothing.")
@click.option(
    "--target",
    "targets",
    multiple=True,
    metavar="AGENT|PATH",
    help="Link into agents|claude|codex|hermes (./.<agent>/skills) or a folder; repeatable.",
)
@click.option(
    "-g",
    "--global",
    "is_global",
    is_flag=True,
    help="Targets in your home folder (~/.<agent>/skills) instead of the project.",
)
@click.option("--trust", type=click.Choice(TRUST_LEVELS), help="Trust tier for these sources.")
@click.option(
    "--allow-caution", is_flag=True, help="Install community skills with verdict caution."
)
@click.option("--force", is_flag=True, help="Override a dangerous verdict (never for community).")
@click.pass_obj
def install_command(
    state: CliState,
    specs: tuple[str, ...],
    registry: str | None,
    lockfile: Path | None,
    frozen: bool,
    offline: bool,
    targets: tuple[str, ...],
    is_global: bool,
    trust: str | None,
    allow_caution: bool,
    force: bool,
) -> None:
    """Install skills: name[specifier], ./path or git+URL[@rev][#subdir=path].

    With no SPEC, installs exactly what the lockfile pins (hash-checked).
    Every skill is validated and audited in quarantine, then committed.
    """
    from skillctl.audit.verdict import Trust
    from skillctl.services.install import InstallOptions
    from skillctl.services.install import install

    hook = _checkpoint_from_env()
    options = InstallOptions(
        specs=specs,
        store=state.store_path(),
        clock=state.clock(),
        trust=Trust(trust) if trust else None,
        allow_caution=allow_caution,
        force=force,
        registry=registry,
        lockfile=lockfile,
        is_frozen=frozen,
        is_offline=offline,
        targets=tuple(_target_dir(t, is_global=is_global) for t in targets),
        access=state.store_access(),
    )
    result = install(options, checkpoint=hook)
    if not result.installed and not state.is_json:
        click.echo("nothing to install: the lockfile pins no skills")
    if state.is_json:
        click.echo(
            dump(
                {
                    "commit": result.commit,
                    "installed": [
                        {
                            "content_hash": s.content_hash,
                            "name": s.name,
                            "source": s.source,
                            "trust": str(s.trust),
                            "verdict": str(s.verdict),
                            "version": s.version,
                            "warning": s.warning,
                        }
                        for s in result.installed
                    ],
                }
            )
        )
        return
    for skill in result.installed:
        click.echo(
            f"installed {skill.name} {skill.version or ''} ({skill.verdict}, {skill.trust}) "
            f"from {skill.source}".replace("  ", " ")
        )
        if skill.warning:
            click.echo(f"warning: {skill.name}: {skill.warning}", err=True)


def _target_dir(text: str, *, is_global: bool) -> Path:
    from skillctl.store.targets import TargetKind
    from skillctl.store.targets import target_dir

    named = {k.value for k in TargetKind} - {TargetKind.PATH.value}
    if text in named:
        return target_dir(
            TargetKind(text), is_global=is_global, project_root=Path.cwd(), home=Path.home()
        )
    return target_dir(
        TargetKind.PATH,
        is_global=is_global,
        project_root=Path.cwd(),
        home=Path.home(),
        custom=Path(text).expanduser(),
    )


@click.command("uninstall")
@click.argument("names", nargs=-1, required=True)
@click.pass_obj
def uninstall_command(state: CliState, names: tuple[str, ...]) -> None:
    """Remove installed skills (the store history keeps them)."""
    from skillctl.services.uninstall import uninstall

    commit, warnings = uninstall(state.store_path(), names, access=state.store_access())
    for warning in warnings:
        click.echo(f"warning: {warning}", err=True)
    if state.is_json:
        click.echo(dump({"commit": commit, "uninstalled": list(names), "warnings": warnings}))
    else:
        click.echo(f"uninstalled {', '.join(names)}")


@click.command("list")
@click.pass_obj
def list_command(state: CliState) -> None:
    """Installed skills: state, version, source, last use."""
    from skillctl.services.inventory import list_skills

    entries = list_skills(state.store_path())
    if state.is_json:
        click.echo(dump({"skills": [_entry_doc(e) for e in entries]}))
        return
    if not entries:
        click.echo("no skills installed")
        return
    width = max(len(e.name) for e in entries)
    for e in entries:
        click.echo(
            f"{e.name:<{width}}  {e.state:<8}  {e.version or '-':<10}  "
            f"{e.last_used or 'never used':<19}  {e.source or '-'}"
        )


@click.command("info")
@click.argument("name")
@click.pass_obj
def info_command(state: CliState, name: str) -> None:
    """Everything known about one installed skill: provenance, audit, requirements, files."""
    from skillctl.services.inventory import skill_info

    entry, provenance, files, requires = skill_info(state.store_path(), name)
    if state.is_json:
        click.echo(
            dump(
                {
                    "files": files,
                    "provenance": provenance,
                    "requires": requires,
                    "skill": _entry_doc(entry),
                }
            )
        )
        return
    for key, value in sorted(_entry_doc(entry).items()):
        click.echo(f"{key + ':':<14} {value if value is not None else '-'}")
    click.echo(f"{'requires:':<14} {', '.join(requires) or '-'}")
    click.echo(f"{'files:':<14} {len(files)}")
    for path in files:
        click.echo(f"  {path}")


@click.command("verify")
@click.argument("names", nargs=-1)
@click.pass_obj
def verify_command(state: CliState, names: tuple[str, ...]) -> None:
    """Recompute content hashes; exit 1 naming every changed, added or removed file."""
    from skillctl.services.inventory import verify

    result = verify(state.store_path(), names)
    if state.is_json:
        click.echo(
            dump(
                {
                    "changes": [
                        {"change": c.change, "path": c.path, "skill": c.skill}
                        for c in result.changes
                    ],
                    "checked": list(result.checked),
                    "hash_mismatches": list(result.hash_mismatches),
                    "ok": result.is_ok,
                }
            )
        )
    else:
        for change in result.changes:
            click.echo(f"{change.change:<9} {change.skill}/{change.path}")
        for name in result.hash_mismatches:
            click.echo(f"hash mismatch: {name} (provenance or lockfile disagrees with the files)")
        status = "intact" if result.is_ok else "TAMPERED"
        click.echo(f"{len(result.checked)} skills checked: {status}")
    click.get_current_context().exit(0 if result.is_ok else 1)


@click.command("history")
@click.option("-n", "--limit", type=int, help="Show only the newest N transactions.")
@click.pass_obj
def history_command(state: CliState, limit: int | None) -> None:
    """The store's git log, one line per transaction."""
    from skillctl.services.rollback import store_history

    commits = store_history(state.store_path(), limit=limit)
    if state.is_json:
        click.echo(
            dump(
                {
                    "history": [
                        {"date": c.date, "sha": c.sha, "subject": c.subject, "trailers": c.trailers}
                        for c in commits
                    ]
                }
            )
        )
        return
    for c in commits:
        click.echo(f"{c.sha[:12]}  {c.date}  {c.subject}")


@click.command("rollback")
@click.argument("rev")
@click.pass_obj
def rollback_command(state: CliState, rev: str) -> None:
    """Restore the store as it was at REV, in a new commit (history is never rewritten)."""
    from skillctl.services.rollback import rollback

    commit = rollback(state.store_path(), rev, access=state.store_access())
    if state.is_json:
        click.echo(dump({"commit": commit, "restored": rev}))
    else:
        click.echo(f"restored the store as of {rev} (new commit {commit[:12] if commit else '-'})")


def _entry_doc(e: object) -> dict[str, object]:
    from skillctl.services.inventory import SkillEntry

    assert isinstance(e, SkillEntry)  # noqa: S101 - the only caller passes entries
    return {
        "content_hash": e.content_hash,
        "installed_at": e.installed_at,
        "last_used": e.last_used,
        "name": e.name,
        "origin": e.origin,
        "source": e.source,
        "state": e.state,
        "trust": e.trust,
        "verdict": e.verdict,
        "version": e.version,
    }


@click.command("outdated")
@click.option(
    "--registry",
    metavar="PATH",
    help="Registry name, folder or git URL (default: where each skill came from).",
)
@click.pass_obj
def outdated_command(state: CliState, registry: str | None) -> None:
    """Skills whose recorded spec now resolves to something newer."""
    from skillctl.services.update import outdated

    entries = outdated(state.store_path(), registry)
    if state.is_json:
        click.echo(
            dump(
                {
                    "outdated": [
                        {
                            "available": e.available,
                            "installed": e.installed,
                            "name": e.name,
                            "reason": e.reason,
                            "source": e.source,
                        }
                        for e in entries
                    ]
                }
            )
        )
        return
    if not entries:
        click.echo("everything is up to date")
    for e in entries:
        click.echo(f"{e.name}  {e.installed or '-'} -> {e.available or 'changed'}  ({e.reason})")


@click.command("update")
@click.argument("names", nargs=-1)
@click.option(
    "--registry",
    metavar="PATH",
    help="Registry folder for name specs.",
)
@click.option(
    "--allow-caution", is_flag=True, help="Accept community updates with verdict caution."
)
@click.option("--force", is_flag=True, help="Replace locally edited skills.")
@click.pass_obj
def update_command(
    state: CliState, names: tuple[str, ...], registry: str | None, allow_caution: bool, force: bool
) -> None:
    """Move skills to the newest version their spec allows; re-audited before landing."""
    from skillctl.services.install import InstallOptions
    from skillctl.services.update import update

    options = InstallOptions(
        specs=(),
        store=state.store_path(),
        clock=state.clock(),
        registry=registry,
        allow_caution=allow_caution,
        access=state.store_access(),
    )
    result = update(options, names, force=force)
    if state.is_json:
        click.echo(
            dump(
                {
                    "commit": result.commit,
                    "updated": [
                        {"name": s.name, "verdict": str(s.verdict), "version": s.version}
                        for s in result.installed
                    ],
                }
            )
        )
        return
    for skill in result.installed:
        click.echo(
            f"updated {skill.name} to {skill.version or skill.content_hash} ({skill.verdict})"
        )


@click.command("init")
@click.argument("path", type=click.Path(path_type=Path))
@click.pass_obj
def init_command(state: CliState, path: Path) -> None:
    """Make PATH a store in place, adopting the skill folders already there (origin user)."""
    from skillctl.services.adopt import adopt

    result = adopt(path, state.clock())
    for name, why in result.skipped:
        click.echo(f"warning: left out {name}: {why}", err=True)
    if state.is_json:
        click.echo(
            dump(
                {
                    "adopted": list(result.adopted),
                    "commit": result.commit,
                    "skipped": [{"name": n, "reason": r} for n, r in result.skipped],
                }
            )
        )
        return
    click.echo(f"adopted {len(result.adopted)} skills in {path}; use it with --store {path}")
