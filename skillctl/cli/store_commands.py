"""Store commands: uninstall, list, info, verify, history, rollback, init."""

from __future__ import annotations

import json
from pathlib import Path

import click

from skillctl.cli._complete import installed_names
from skillctl.cli._complete import known_names
from skillctl.cli._options import CliState
from skillctl.cli._options import counted
from skillctl.cli.render.json import dump


@click.command("uninstall")
@click.argument("names", nargs=-1, required=True, shell_complete=installed_names)
@click.option("--force", is_flag=True, help="Remove skills that other installed skills require.")
@click.pass_obj
def uninstall_command(state: CliState, names: tuple[str, ...], force: bool) -> None:
    """Remove installed skills and their agent links (the store history keeps them).

    A skill that another installed skill requires stays unless --force is given.
    """
    from skillctl.services.uninstall import uninstall

    result = uninstall(state.store_path(), names, access=state.store_access(), is_forced=force)
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
        state.say(f"uninstalled {', '.join(names)}")
        state.detail(f"commit {result.commit or '-'}")


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
    if state.quiet:  # names only, for scripts: `skillctl list -q | xargs …`
        for e in listing.skills:
            click.echo(e.name)
        return
    if not listing.skills and not listing.unmanaged:
        click.echo("no skills installed")
        return
    if listing.skills:
        width = max(4, *(len(e.name) for e in listing.skills))
        extra = f"  {'ORIGIN':<9}  {'TRUST':<9}  LINKS" if state.verbose else ""
        click.echo(
            f"{'NAME':<{width}}  {'STATE':<8}  {'HEALTH':<8}  {'VERDICT':<9}  {'VERSION':<10}  "
            f"{'LAST USE':<20}  {'SOURCE':<20}{extra}".rstrip()
        )
        for e in listing.skills:
            shown_state = "pinned" if e.is_pinned and e.state == "active" else e.state
            if e.absorbed_into:
                shown_state = f"-> {e.absorbed_into}"
            more = (
                f"  {e.origin or '-':<9}  {e.trust or '-':<9}  {', '.join(e.links) or '-'}"
                if state.verbose
                else ""
            )
            click.echo(
                f"{e.name:<{width}}  {shown_state:<8}  {e.health or '-':<8}  {e.verdict or '-':<9}  "
                f"{e.version or '-':<10}  {e.last_used or 'never used':<20}  "
                f"{e.source or '-':<20}{more}".rstrip()
            )
    for name in listing.unmanaged:
        click.echo(f"unmanaged: {name} (made by hand; take it in with `skillctl adopt {name}`)")


@click.command("info")
@click.argument("name", shell_complete=known_names)
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
                    "store": str(state.store_path()),
                }
            )
        )
        return
    if state.quiet:  # the folder, for scripts: `cd "$(skillctl info -q NAME)"`
        click.echo(str(folder))
        return
    doc = _entry_doc(entry)
    rows: list[tuple[str, object]] = [("path", str(folder)), ("store", str(state.store_path()))]
    rows += [(key, doc[key]) for key in _INFO_ORDER]
    rows += [
        ("linked into", ", ".join(entry.links) or "no agent folder"),
        ("requires", ", ".join(requires) or "-"),
        ("files", len(files)),
    ]
    if state.verbose and provenance is not None:
        record = provenance.to_json()
        rows += [(f"provenance.{k}", record[k]) for k in sorted(record) if k not in _SHOWN]
    for key, value in rows:
        shown = json.dumps(value, sort_keys=True) if isinstance(value, dict | list) else value
        click.echo(f"{key + ':':<14} {shown if shown is not None else '-'}")
    for path in files:
        click.echo(f"  {path}")


# `info`: what a person looks for first, then the rest of the entry.
_INFO_ORDER = (
    "name",
    "version",
    "state",
    "pinned",
    "health",
    "verdict",
    "trust",
    "origin",
    "source",
    "installed_at",
    "last_used",
    "content_hash",
    "absorbed_into",
)
_SHOWN = frozenset({"name", "version", "origin", "source", "trust", "installed_at"})


@click.command("verify")
@click.argument("names", nargs=-1, shell_complete=known_names)
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
        if state.verbose:
            troubled = {c.skill for c in result.changes} | set(result.hash_mismatches)
            for name in result.checked:
                click.echo(f"{'changed' if name in troubled else 'ok'}: {name}")
        status = "intact" if result.is_ok else "TAMPERED"
        summary = f"{counted(len(result.checked), 'skill')} checked: {status}"
        if result.is_ok:
            state.say(summary)
        else:
            click.echo(summary)
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
        if state.quiet:
            click.echo(c.sha)
            continue
        click.echo(f"{c.sha[:12]}  {c.date}  {c.subject}")
        for key, value in sorted(c.trailers.items()) if state.verbose else ():
            click.echo(f"{'':<14}{key}: {value}")


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
        state.say(f"the store already matches {rev}; nothing to do")
    else:
        state.say(f"restored the store as of {rev} (new commit {result.commit[:12]})")
        state.detail(f"commit {result.commit}; it restored {result.target}")


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
        state.say(f"adopted {skill.name} (verdict {skill.verdict})")
    summary = f"{counted(len(result.adopted), 'skill')} adopted"
    state.say(f"{summary}; {done}" if done else summary)
    state.detail(f"commit {result.commit or '-'}")
