"""``usage``: record events, rate tasks, show totals, the agent hook and its installer."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from skillctl.cli._complete import known_names
from skillctl.cli._options import CliState
from skillctl.cli._options import counted
from skillctl.cli._options import hook_command
from skillctl.cli.render.json import dump

EVENTS = ["view", "load", "use", "patch", "create", "feedback"]
AGENTS = ["claude-code"]


@click.group("usage")
def usage_group() -> None:
    """The usage ledger: what agents did with each skill, and how it went."""


@usage_group.command("record")
@click.argument("name", shell_complete=known_names)
@click.option("--event", "kind", type=click.Choice(EVENTS), required=True)
@click.option("--outcome", type=click.Choice(["success", "failure"]))
@click.option("--rating", type=click.IntRange(-1, 1))
@click.option("--session", metavar="ID")
@click.option("--agent", metavar="NAME")
@click.pass_obj
def record_command(
    state: CliState,
    name: str,
    kind: str,
    outcome: str | None,
    rating: int | None,
    session: str | None,
    agent: str | None,
) -> None:
    """Append one event for skill NAME to this host's ledger segment."""
    from skillctl.ledger.event import EventKind
    from skillctl.ledger.event import Outcome
    from skillctl.services.usage import record

    result = record(
        state.store_path(),
        name,
        EventKind(kind),
        state.clock(),
        outcome=Outcome(outcome) if outcome else None,
        rating=rating,
        session=session,
        agent=agent,
    )
    _render_recorded(state, result)


@usage_group.command("rate", context_settings={"ignore_unknown_options": True})
@click.argument("args", nargs=-1, required=True)
@click.option("--session", metavar="ID", help="Rate every skill used in this session.")
@click.pass_obj
def rate_command(state: CliState, args: tuple[str, ...], session: str | None) -> None:
    """Task-level feedback: `rate NAME +1`, or `rate --session ID -1`."""
    from skillctl.errors import UsageError
    from skillctl.services.usage import rate

    name, raw = (None, args[0]) if len(args) == 1 else (args[0], args[-1])
    if len(args) > 2:
        raise UsageError("rate takes NAME and a rating", hint="e.g. skillctl usage rate pdf +1")
    try:
        value = int(raw)
    except ValueError:
        raise UsageError(f"{raw!r} is not a rating", hint="use +1, 0 or -1") from None
    _render_recorded(state, rate(state.store_path(), name, value, state.clock(), session=session))


@usage_group.command("show")
@click.argument("name", required=False, shell_complete=known_names)
@click.pass_obj
def show_command(state: CliState, name: str | None) -> None:
    """Uses, last use, success rate, mean rating, agents and health per skill."""
    from skillctl.cli._progress import progress_for
    from skillctl.services.curation import thresholds_of
    from skillctl.services.usage import show

    progress = progress_for("reading the ledger", quiet=state.quiet, is_json=state.is_json)
    try:
        rows = show(state.store_path(), name, thresholds_of(state.store_path()), progress)
    finally:
        if progress is not None:
            progress.close()
    if state.is_json:
        click.echo(
            dump(
                {
                    "usage": [
                        {
                            "agents": dict(sorted(r.usage.agents.items())),
                            "failures": r.usage.failures,
                            "health": str(r.health.health),
                            "health_reason": r.health.reason,
                            "last_use": r.usage.last_use,
                            "mean_rating": r.usage.mean_rating,
                            "name": r.name,
                            "ratings": r.usage.rating_count,
                            "success_rate": r.usage.success_rate,
                            "successes": r.usage.successes,
                            "uses": r.usage.uses,
                            "views": r.usage.views,
                        }
                        for r in rows
                    ]
                }
            )
        )
        return
    if state.quiet:  # only the skills in trouble: failing or disliked
        for r in rows:
            if str(r.health.health) in {"failing", "disliked"}:
                click.echo(f"{r.name}  {r.health.health} ({r.health.reason})")
        return
    if not rows:
        click.echo("no usage recorded")
        return
    width = max(4, *(len(r.name) for r in rows))
    click.echo(
        f"{'NAME':<{width}}  {'USES':>5}  {'LAST USE':<20}  {'SUCCESS':>7}  {'RATING':>6}  HEALTH"
    )
    for r in rows:
        rate_text = f"{r.usage.success_rate:.0%}" if r.usage.success_rate is not None else "-"
        mean = f"{r.usage.mean_rating:+.2f}" if r.usage.mean_rating is not None else "-"
        agents = ", ".join(f"{a} {c}" for a, c in sorted(r.usage.agents.items()))
        click.echo(
            f"{r.name:<{width}}  {r.usage.uses:>5}  {r.usage.last_use or 'never':<20}  "
            f"{rate_text:>7}  {mean:>6}  {r.health.health} ({r.health.reason})"
            + (f"  [{agents}]" if agents else "")
        )
        state.detail(
            f"{'':<{width}}  {r.usage.views} views, {r.usage.successes} successes, "
            f"{r.usage.failures} failures, {counted(r.usage.rating_count, 'rating')}"
        )


@usage_group.group("hook", invoke_without_command=True)
@click.option("--agent", type=click.Choice(AGENTS), default="claude-code", show_default=True)
@click.pass_context
def hook_group(ctx: click.Context, agent: str) -> None:
    """Read an agent hook payload on stdin and record it (exit 0 whatever it holds)."""
    if ctx.invoked_subcommand is not None:
        return
    from skillctl.clock import format_instant
    from skillctl.services.agent_hook import run_hook

    state: CliState = ctx.obj
    now = state.clock().now()
    count = run_hook(
        str(state.store_path()),
        sys.stdin.buffer.read(),
        agent=agent,
        ts=format_instant(now),
        month=now.strftime("%Y-%m"),
    )
    if state.is_json:
        click.echo(dump({"hook_events": count}))
    else:
        state.note(f"recorded {counted(count, 'event')}")


@hook_group.command("install")
@click.option("--agent", type=click.Choice(AGENTS), default="claude-code", show_default=True)
@click.option(
    "--project", is_flag=True, help="This project's .claude/settings.json, not ~/.claude."
)
@click.pass_obj
def hook_install_command(state: CliState, agent: str, project: bool) -> None:
    """Add skillctl's hook to the agent's settings (backup kept; twice is once)."""
    from skillctl.services.hook_settings import install_hook
    from skillctl.services.hook_settings import settings_path

    path = settings_path(project=Path.cwd() if project else None, home=Path.home())
    store = _quote(str(state.store_path().absolute()))
    command = f"{hook_command()} --store {store} usage hook --agent {agent}"
    change = install_hook(path, command)
    _render_hook(state, change.path, change.is_changed, "installed in", "already in")


@hook_group.command("remove")
@click.option("--agent", type=click.Choice(AGENTS), default="claude-code", show_default=True)
@click.option(
    "--project", is_flag=True, help="This project's .claude/settings.json, not ~/.claude."
)
@click.pass_obj
def hook_remove_command(state: CliState, agent: str, project: bool) -> None:
    """Take skillctl's hook out of the agent's settings (the original bytes when unchanged)."""
    from skillctl.services.hook_settings import remove_hook
    from skillctl.services.hook_settings import settings_path

    path = settings_path(project=Path.cwd() if project else None, home=Path.home())
    change = remove_hook(path)
    _render_hook(state, change.path, change.is_changed, "removed from", "not in")


@usage_group.command("import")
@click.option("--from", "source", type=click.Choice(["hermes"]), required=True)
@click.argument("path", type=click.Path(path_type=Path))
@click.pass_obj
def import_command(state: CliState, source: str, path: Path) -> None:
    """Import another agent's usage counters (Hermes' ~/.hermes/skills/.usage.json)."""
    from skillctl.services.usage import import_hermes

    counts = import_hermes(state.store_path(), path, state.clock())
    if state.is_json:
        click.echo(dump({"imported": counts}))
        return
    total = sum(counts.values())
    state.say(f"imported {counted(total, 'use')} of {counted(len(counts), 'skill')} from {source}")
    for name, uses in sorted(counts.items()):
        state.detail(f"  {name}: {counted(uses, 'use')}")


def _render_recorded(state: CliState, result: object) -> None:
    from skillctl.services.usage import Recorded

    if not isinstance(result, Recorded):
        raise TypeError(f"not a Recorded: {result!r}")
    if result.forwarded_from:
        target = result.events[0].skill
        click.echo(
            f"note: {result.forwarded_from} was absorbed into {target}; recorded for {target}",
            err=True,
        )
    if state.is_json:
        click.echo(
            dump(
                {
                    "recorded": [
                        {"event": str(e.event), "skill": e.skill, "ts": e.ts} for e in result.events
                    ]
                }
            )
        )
    elif not state.quiet:
        for e in result.events:
            click.echo(f"recorded {e.event} of {e.skill or 'session ' + (e.session or '')}")
            state.detail(f"  at {e.ts} on {e.host}")


def _render_hook(state: CliState, path: Path, changed: bool, done: str, already: str) -> None:
    if state.is_json:
        click.echo(dump({"changed": changed, "settings": str(path)}))
    else:
        state.say(f"skillctl's hook {done if changed else already} {path}")
        state.detail(f"store: {state.store_path()}")


def _quote(text: str) -> str:
    import shlex

    return shlex.quote(text)
