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
    """Remove installed skills and their agent links (the store history keeps them)."""
    from skillctl.services.uninstall import uninstall

    result = uninstall(state.store_path(), names, access=state.store_access())
    for warning in result.warnings:
        click.echo(f"warning: {warning}", err=True)
    if state.is_json:
        click.echo(
            dump(
                {
                    "commit": result.commit,
                    "uninstalled": list(names),
                    "warnings": list(result.warnings),
                }
            )
        )
    else:
        click.echo(f"uninstalled {', '.join(names)}")


@click.command("list")
@click.option("--all", "show_all", is_flag=True, help="Archived and forwarded skills too.")
@click.pass_obj
def list_command(state: CliState, show_all: bool) -> None:
    """Skills in the store: state, verdict, version, last use, source; unmanaged folders last."""
    from skillctl.services.inventory import list_skills

    listing = list_skills(state.store_path(), include_archived=show_all)
    if state.is_json:
        click.echo(
            dump(
                {
                    "skills": [_entry_doc(e) for e in listing.skills],
                    "unmanaged": list(listing.unmanaged),
                }
            )
        )
        return
    if not listing.skills and not listing.unmanaged:
        click.echo("no skills installed")
        return
    if listing.skills:
        width = max(4, *(len(e.name) for e in listing.skills))
        click.echo(
            f"{'NAME':<{width}}  {'STATE':<8}  {'HEALTH':<8}  {'VERDICT':<9}  {'VERSION':<10}  "
            f"{'LAST USE':<20}  SOURCE"
        )
        for e in listing.skills:
            shown_state = "pinned" if e.is_pinned and e.state == "active" else e.state
            if e.absorbed_into:
                shown_state = f"-> {e.absorbed_into}"
            click.echo(
                f"{e.name:<{width}}  {shown_state:<8}  {e.health or '-':<8}  {e.verdict or '-':<9}  "
                f"{e.version or '-':<10}  {e.last_used or 'never used':<20}  {e.source or '-'}"
            )
    for name in listing.unmanaged:
        click.echo(f"unmanaged: {name} (made by hand; take it in with `skillctl adopt {name}`)")


@click.command("info")
@click.argument("name")
@click.pass_obj
def info_command(state: CliState, name: str) -> None:
    """Everything known about one skill: where it is, links, provenance, audit, files."""
    from skillctl.services.forwarding import live_target
    from skillctl.services.inventory import skill_info

    target = live_target(state.store_path(), name)
    if target != name:
        click.echo(f"note: {name} was absorbed into {target}; showing {target}", err=True)
    entry, provenance, files, requires, folder = skill_info(state.store_path(), target)
    if state.is_json:
        click.echo(
            dump(
                {
                    "files": files,
                    "path": str(folder),
                    "provenance": provenance.to_json() if provenance else None,
                    "requires": requires,
                    "skill": _entry_doc(entry),
                }
            )
        )
        return
    click.echo(f"{'path:':<14} {folder}")
    for key, value in sorted(_entry_doc(entry).items()):
        if key == "links":
            continue
        click.echo(f"{key + ':':<14} {value if value is not None else '-'}")
    click.echo(f"{'linked into:':<14} {', '.join(entry.links) or 'no agent folder'}")
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
                    "legacy_hashes": list(result.legacy_hashes),
                    "ok": result.is_ok,
                    "unmanaged": list(result.unmanaged),
                }
            )
        )
    else:
        for change in result.changes:
            where = (
                "/".join(p for p in (change.skill, change.path) if p)
                if not change.path.startswith("/")
                else change.path
            )
            click.echo(f"{change.change}: {where}")
        for name in result.hash_mismatches:
            click.echo(f"hash mismatch: {name} (provenance or lockfile disagrees with the files)")
        for name in result.unmanaged:
            click.echo(f"unmanaged: {name} (not installed by skillctl; `skillctl adopt {name}`)")
        for name in result.legacy_hashes:
            click.echo(
                f"h1 hash: {name} (recorded before hashes covered the executable bit, which "
                "is checked against the commit instead; install it again to record an h2 hash)"
            )
        status = "intact" if result.is_ok else "TAMPERED"
        count = len(result.checked)
        click.echo(f"{count} skill{'s' if count != 1 else ''} checked: {status}")
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
@click.option(
    "--discard",
    is_flag=True,
    help="Throw away changes to the store that no skillctl command made (they are lost).",
)
@click.pass_obj
def rollback_command(state: CliState, rev: str, discard: bool) -> None:
    """Restore the store and its agent links as at REV, in a new commit (history is kept)."""
    from skillctl.services.rollback import rollback

    result = rollback(state.store_path(), rev, discard=discard, access=state.store_access())
    for warning in result.warnings:
        click.echo(f"warning: {warning}", err=True)
    if state.is_json:
        click.echo(
            dump(
                {
                    "commit": result.commit,
                    "restored": rev,
                    "target": result.target,
                    "warnings": list(result.warnings),
                }
            )
        )
    elif result.commit is None:
        click.echo(f"the store already matches {rev}; nothing to do")
    else:
        click.echo(f"restored the store as of {rev} (new commit {result.commit[:12]})")


def _entry_doc(e: object) -> dict[str, object]:
    from skillctl.services.inventory import SkillEntry

    if not isinstance(e, SkillEntry):
        raise TypeError(f"not a SkillEntry: {e!r}")
    return {
        "absorbed_into": e.absorbed_into,
        "content_hash": e.content_hash,
        "health": e.health,
        "links": list(e.links),
        "pinned": e.is_pinned,
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
    from skillctl.services.adopt import init_store

    result = init_store(path, state.clock(), access=state.store_access())
    _render_adoption(state, result, done=f"use it with --store {path}")


@click.command("adopt")
@click.argument("names", nargs=-1)
@click.pass_obj
def adopt_command(state: CliState, names: tuple[str, ...]) -> None:
    """Take skill folders made by hand (or local edits to installed skills) under management."""
    from skillctl.services.adopt import adopt

    result = adopt(state.store_path(), names, state.clock(), access=state.store_access())
    _render_adoption(state, result, done="")


def _render_adoption(state: CliState, result: object, *, done: str) -> None:
    from skillctl.services.adopt import AdoptResult

    if not isinstance(result, AdoptResult):
        raise TypeError(f"not an AdoptResult: {result!r}")
    for name, why in result.skipped:
        click.echo(f"warning: left out {name}: {why}", err=True)
    if state.is_json:
        click.echo(
            dump(
                {
                    "adopted": [{"name": a.name, "verdict": a.verdict} for a in result.adopted],
                    "commit": result.commit,
                    "skipped": [{"name": n, "reason": r} for n, r in result.skipped],
                }
            )
        )
        return
    for skill in result.adopted:
        click.echo(f"adopted {skill.name} (verdict {skill.verdict})")
    count = len(result.adopted)
    summary = f"{count} skill{'s' if count != 1 else ''} adopted"
    click.echo(f"{summary}; {done}" if done else summary)
