"""``curate``, ``pin``/``unpin``, ``restore``: the curator and its undo."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import click

from skillctl.cli._complete import installed_names
from skillctl.cli._complete import known_names
from skillctl.cli._options import CliState
from skillctl.cli.render.json import dump


@click.group("curate", invoke_without_command=True)
@click.option("--dry-run", is_flag=True, help="Print what would change; write nothing.")
@click.option("--force", is_flag=True, help="Skip the interval and idle gates.")
@click.pass_context
def curate_group(ctx: click.Context, dry_run: bool, force: bool) -> None:
    """Mark idle skills stale, archive long-idle ones, revive used ones; one commit a run."""
    if ctx.invoked_subcommand is not None:
        return
    from skillctl.cli._options import checkpoint_from_env
    from skillctl.services.curation import CurateOptions
    from skillctl.services.curation import curate
    from skillctl.services.curation import render_report

    state: CliState = ctx.obj
    result = curate(
        CurateOptions(
            state.store_path(),
            state.clock(),
            is_dry_run=dry_run,
            is_forced=force,
            access=state.store_access(),
            checkpoint=checkpoint_from_env(),
        )
    )
    if state.is_json:
        click.echo(dump(result.document()))
        return
    if result.status in {"skipped", "baseline"}:
        state.say(f"curator: {result.reason}")
        return
    if not state.quiet:
        click.echo(render_report(result) if dry_run else result.report_text, nl=False)
    if result.commit:
        state.say(f"committed {result.commit[:12]}; report in {result.report_path}")
        state.detail(f"commit {result.commit}")


@curate_group.command("status")
@click.pass_obj
def status_command(state: CliState) -> None:
    """Last run, next due run, skills by state and by health."""
    from skillctl.services.curation import curator_status

    status = curator_status(state.store_path(), state.clock())
    if state.is_json:
        click.echo(
            dump(
                {
                    "counts": status.counts,
                    "health": status.health,
                    "last_run_at": status.last_run_at,
                    "next_due_at": status.next_due_at,
                    "paused": status.is_paused,
                }
            )
        )
        return
    if state.quiet:  # only what needs attention
        if status.is_paused:
            click.echo("curator paused (`skillctl curate resume` lets it run)")
        return
    click.echo(f"last run:  {status.last_run_at or 'never'}")
    click.echo(f"next due:  {status.next_due_at or 'after the first run records a baseline'}")
    click.echo(f"paused:    {'yes' if status.is_paused else 'no'}")
    click.echo(
        "states:    " + (", ".join(f"{n} {k}" for k, n in status.counts.items()) or "no skills")
    )
    click.echo("health:    " + (", ".join(f"{n} {k}" for k, n in status.health.items()) or "-"))
    state.detail(f"store:     {state.store_path()}")


@curate_group.command("pause")
@click.pass_obj
def pause_command(state: CliState) -> None:
    """Stop the curator from changing anything until `curate resume`."""
    from skillctl.services.curation import set_paused

    commit = set_paused(state.store_path(), paused=True, access=state.store_access())
    _changed(state, {"commit": commit, "paused": True}, "curator paused", commit)


@curate_group.command("resume")
@click.pass_obj
def resume_command(state: CliState) -> None:
    """Let the curator run again."""
    from skillctl.services.curation import set_paused

    commit = set_paused(state.store_path(), paused=False, access=state.store_access())
    _changed(state, {"commit": commit, "paused": False}, "curator resumed", commit)


@click.command("pin")
@click.argument("names", nargs=-1, required=True, shell_complete=installed_names)
@click.pass_obj
def pin_command(state: CliState, names: tuple[str, ...]) -> None:
    """Exempt skills from curation."""
    _pin(state, names, pinned=True)


@click.command("unpin")
@click.argument("names", nargs=-1, required=True, shell_complete=installed_names)
@click.pass_obj
def unpin_command(state: CliState, names: tuple[str, ...]) -> None:
    """Let the curator manage skills again."""
    _pin(state, names, pinned=False)


def _pin(state: CliState, names: tuple[str, ...], *, pinned: bool) -> None:
    from skillctl.services.curation import set_pinned

    with _suggesting(state, names):
        commit = set_pinned(state.store_path(), names, pinned=pinned, access=state.store_access())
    verb = "pinned" if pinned else "unpinned"
    message = f"{verb} {', '.join(names)}" + ("" if commit else " (no change)")
    _changed(state, {"commit": commit, verb: list(names)}, message, commit)


@click.command("restore")
@click.argument("name", shell_complete=known_names)
@click.pass_obj
def restore_command(state: CliState, name: str) -> None:
    """Bring an archived or stale skill back to active, at its original path and links."""
    from skillctl.services.curation import restore

    with _suggesting(state, (name,)):
        commit = restore(state.store_path(), name, access=state.store_access())
    _changed(state, {"commit": commit, "restored": name}, f"restored {name}", commit)


@contextmanager
def _suggesting(state: CliState, names: tuple[str, ...]) -> Iterator[None]:
    """A name the store does not have gets the closest one it has as the hint."""
    from skillctl.errors import SkillNotFoundError
    from skillctl.services.inventory import skill_names
    from skillctl.services.inventory import unknown_skills

    try:
        yield
    except SkillNotFoundError as error:
        known = skill_names(state.store_path(), include_archived=True)
        missing = [n for n in names if n not in known]
        if not missing:
            raise
        raise unknown_skills(missing, known, state.store_path()) from error


def _changed(
    state: CliState, document: dict[str, object], message: str, commit: str | None
) -> None:
    """A one-line confirmation (none with -q; the commit with -v), or its JSON document."""
    if state.is_json:
        click.echo(dump(document))
        return
    state.say(message)
    state.detail(f"commit {commit or '-'}")
