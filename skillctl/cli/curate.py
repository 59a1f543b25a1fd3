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
@click.option(
    "--consolidate",
    is_flag=True,
    help="Also merge candidates above curator.consolidate_min_score (allowed origins only).",
)
@click.pass_context
def curate_group(ctx: click.Context, dry_run: bool, force: bool, consolidate: bool) -> None:
    """Mark idle skills stale, archive long-idle ones, revive used ones; one commit a run."""
    if ctx.invoked_subcommand is not None:
        return
    from skillctl.cli._options import checkpoint_from_env
    from skillctl.cli._progress import progress_for
    from skillctl.services.curation import CurateOptions
    from skillctl.services.curation import curate
    from skillctl.services.curation_report import render_report

    state: CliState = ctx.obj
    progress = progress_for("curating", quiet=state.quiet, is_json=state.is_json)
    try:
        result = curate(
            CurateOptions(
                state.store_path(),
                state.clock(),
                is_dry_run=dry_run,
                is_forced=force,
                is_consolidating=consolidate,
                access=state.store_access(),
                checkpoint=checkpoint_from_env(),
                progress=progress,
            )
        )
    finally:
        if progress is not None:
            progress.close()
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
    from skillctl.services.lifecycle import set_pinned

    with _suggesting(state, names):
        acted, commit = set_pinned(
            state.store_path(), names, pinned=pinned, access=state.store_access()
        )
    for asked in names:
        if asked not in acted:
            from skillctl.services.forwarding import live_target

            target = live_target(state.store_path(), asked)
            click.echo(f"note: {asked} was absorbed into {target}; acting on {target}", err=True)
    verb = "pinned" if pinned else "unpinned"
    message = f"{verb} {', '.join(acted)}" + ("" if commit else " (no change)")
    _changed(state, {"commit": commit, verb: list(acted)}, message, commit)


@click.command("restore")
@click.argument("name", shell_complete=known_names)
@click.option(
    "--prune-umbrella",
    is_flag=True,
    help="Also take the skill's section and files out of the umbrella it was absorbed into.",
)
@click.pass_obj
def restore_command(state: CliState, name: str, prune_umbrella: bool) -> None:
    """Bring an archived, absorbed or stale skill back to active, at its path and links."""
    from skillctl.services.lifecycle import restore

    with _suggesting(state, (name,)):
        result = restore(
            state.store_path(),
            name,
            access=state.store_access(),
            clock=state.clock(),
            prune_umbrella=prune_umbrella,
        )
    document: dict[str, object] = {
        "commit": result.commit,
        "forward_removed": result.was_absorbed_into,
        "linked": list(result.linked),
        "restored": name,
        "umbrella_pruned": result.is_umbrella_pruned,
    }
    line = f"restored {name}"
    if result.was_absorbed_into:
        line += f" (no longer forwards to {result.was_absorbed_into}"
        line += "; its section was taken out of the umbrella)" if result.is_umbrella_pruned else ")"
    _changed(state, document, line, result.commit)


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
