"""Store commands: uninstall, list, info, verify, history, rollback, init."""

from __future__ import annotations

from pathlib import Path

import click

from skillctl.cli._options import CliState
from skillctl.cli.render.json import dump


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
