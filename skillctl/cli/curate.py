"""``curate``, ``pin``/``unpin``, ``restore``: the curator and its undo."""

from __future__ import annotations

import click

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
    from skillctl.cli._progress import progress_for
    from skillctl.cli.install import _checkpoint_from_env
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
                checkpoint=_checkpoint_from_env(),
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
        click.echo(f"curator: {result.reason}")
        return
    click.echo(render_report(result) if dry_run else result.report_text, nl=False)
    if result.commit:
        click.echo(f"committed {result.commit[:12]}; report in {result.report_path}")


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
    click.echo(f"last run:  {status.last_run_at or 'never'}")
    click.echo(f"next due:  {status.next_due_at or 'after the first run records a baseline'}")
    click.echo(f"paused:    {'yes' if status.is_paused else 'no'}")
    click.echo(
        "states:    " + (", ".join(f"{n} {k}" for k, n in status.counts.items()) or "no skills")
    )
    click.echo("health:    " + (", ".join(f"{n} {k}" for k, n in status.health.items()) or "-"))


@curate_group.command("pause")
@click.pass_obj
def pause_command(state: CliState) -> None:
    """Stop the curator from changing anything until `curate resume`."""
    from skillctl.services.curation import set_paused

    commit = set_paused(state.store_path(), paused=True, access=state.store_access())
    click.echo(dump({"commit": commit, "paused": True}) if state.is_json else "curator paused")


@curate_group.command("resume")
@click.pass_obj
def resume_command(state: CliState) -> None:
    """Let the curator run again."""
    from skillctl.services.curation import set_paused

    commit = set_paused(state.store_path(), paused=False, access=state.store_access())
    click.echo(dump({"commit": commit, "paused": False}) if state.is_json else "curator resumed")


@click.command("pin")
@click.argument("names", nargs=-1, required=True)
@click.pass_obj
def pin_command(state: CliState, names: tuple[str, ...]) -> None:
    """Exempt skills from curation."""
    _pin(state, names, pinned=True)


@click.command("unpin")
@click.argument("names", nargs=-1, required=True)
@click.pass_obj
def unpin_command(state: CliState, names: tuple[str, ...]) -> None:
    """Let the curator manage skills again."""
    _pin(state, names, pinned=False)


def _pin(state: CliState, names: tuple[str, ...], *, pinned: bool) -> None:
    from skillctl.services.lifecycle import set_pinned

    acted, commit = set_pinned(
        state.store_path(), names, pinned=pinned, access=state.store_access()
    )
    for asked in names:
        if asked not in acted:
            from skillctl.services.forwarding import live_target

            target = live_target(state.store_path(), asked)
            click.echo(f"note: {asked} was absorbed into {target}; acting on {target}", err=True)
    verb = "pinned" if pinned else "unpinned"
    if state.is_json:
        click.echo(dump({"commit": commit, verb: list(acted)}))
    else:
        click.echo(f"{verb} {', '.join(acted)}" + ("" if commit else " (no change)"))


@click.command("restore")
@click.argument("name")
@click.option(
    "--prune-umbrella",
    is_flag=True,
    help="Also take the skill's section and files out of the umbrella it was absorbed into.",
)
@click.pass_obj
def restore_command(state: CliState, name: str, prune_umbrella: bool) -> None:
    """Bring an archived, absorbed or stale skill back to active, at its path and links."""
    from skillctl.services.lifecycle import restore

    result = restore(
        state.store_path(),
        name,
        access=state.store_access(),
        clock=state.clock(),
        prune_umbrella=prune_umbrella,
    )
    if state.is_json:
        click.echo(
            dump(
                {
                    "commit": result.commit,
                    "forward_removed": result.was_absorbed_into,
                    "linked": list(result.linked),
                    "restored": name,
                    "umbrella_pruned": result.is_umbrella_pruned,
                }
            )
        )
        return
    line = f"restored {name}"
    if result.was_absorbed_into:
        line += f" (no longer forwards to {result.was_absorbed_into}"
        line += "; its section was taken out of the umbrella)" if result.is_umbrella_pruned else ")"
    click.echo(line)
