"""``cron install|remove|show``: the crontab line that runs ``skillctl curate`` hourly."""

from __future__ import annotations

import click

from skillctl.cli._options import CliState
from skillctl.cli._options import self_command
from skillctl.cli._options import state_dir
from skillctl.cli.render.json import dump


@click.group("cron")
def cron_group() -> None:
    """Run the curator from cron: one tagged line in your crontab."""


@cron_group.command("install")
@click.pass_obj
def install_command(state: CliState) -> None:
    """Add (or refresh) the hourly curator line for this store."""
    from skillctl.services.cron import install

    log = state_dir() / "curator.log"
    log.parent.mkdir(parents=True, exist_ok=True)
    entry = install(self_command(), state.store_path(), log, state.clock().now())
    _render(state, entry, "installed" if entry.is_changed else "already installed")


@cron_group.command("remove")
@click.pass_obj
def remove_command(state: CliState) -> None:
    """Take this store's curator line out of your crontab."""
    from skillctl.services.cron import remove

    entry = remove(state.store_path())
    _render(state, entry, "removed" if entry.is_changed else "not installed")


@cron_group.command("show")
@click.pass_obj
def show_command(state: CliState) -> None:
    """Print this store's curator line and when it next fires."""
    from skillctl.services.cron import show

    entry = show(state.store_path(), state.clock().now())
    _render(state, entry, "installed" if entry.line else "not installed")


def _render(state: CliState, entry: object, status: str) -> None:
    from skillctl.clock import format_instant
    from skillctl.services.cron import CronEntry

    if not isinstance(entry, CronEntry):
        raise TypeError(f"not a CronEntry: {entry!r}")
    next_run = format_instant(entry.next_run) if entry.next_run else None
    if state.is_json:
        click.echo(
            dump(
                {
                    "changed": entry.is_changed,
                    "line": entry.line,
                    "next_run": next_run,
                    "status": status,
                }
            )
        )
        return
    state.say(f"curator cron line: {status}")
    if entry.line and not (state.quiet and entry.is_changed):
        click.echo(entry.line)  # -q on `show`: just the line, for scripts
    if next_run:
        state.say(f"next run: {next_run}")
    state.detail(f"store: {state.store_path()}")
