"""``consolidate`` and ``resolve``: umbrellas with stored forwards, and following them."""

from __future__ import annotations

import click

from skillctl.cli._complete import installed_names
from skillctl.cli._complete import known_names
from skillctl.cli._options import CliState
from skillctl.cli.render.json import dump


@click.command("consolidate")
@click.argument("names", nargs=-1, required=True, shell_complete=installed_names)
@click.option(
    "--into",
    "into",
    required=True,
    metavar="U|PATH",
    help="Umbrella name, or the folder of one written by hand.",
)
@click.option(
    "--description", help="The umbrella's description (default: generated from the absorbed ones)."
)
@click.option(
    "--dry-run", is_flag=True, help="Print the plan and the resulting SKILL.md; change nothing."
)
@click.pass_obj
def consolidate_command(
    state: CliState, names: tuple[str, ...], into: str, description: str | None, dry_run: bool
) -> None:
    """Merge skills NAMES into one umbrella; the old names keep working as forwards."""
    from skillctl.services.consolidate import ConsolidateOptions
    from skillctl.services.consolidate import consolidate

    result = consolidate(
        ConsolidateOptions(
            state.store_path(),
            names,
            into,
            state.clock(),
            description=description,
            is_dry_run=dry_run,
            access=state.store_access(),
        )
    )
    if state.is_json:
        click.echo(
            dump(
                {
                    "absorbed": list(result.absorbed),
                    "commit": result.commit,
                    "dry_run": dry_run,
                    "files": list(result.files),
                    "linked": list(result.relinked),
                    "mode": result.mode,
                    "skill_md": result.skill_md,
                    "umbrella": result.umbrella,
                }
            )
        )
        return
    verb = "would consolidate" if dry_run else "consolidated"
    state.say(
        f"{verb} {', '.join(result.absorbed)} into {result.umbrella} ({result.mode} umbrella)"
    )
    for name in result.absorbed:
        state.say(f"  {name} -> .archive/{name}, forwards to {result.umbrella}")
    if dry_run:
        click.echo(f"files: {', '.join(result.files)}")
        click.echo("--- SKILL.md ---")
        click.echo(result.skill_md, nl=False)
    elif result.commit:
        state.say(f"committed {result.commit[:12]}; undo one with `skillctl restore NAME`")
        state.detail(f"files: {', '.join(result.files)}")
        state.detail(f"relinked: {', '.join(result.relinked) or '-'}")


@click.command("resolve")
@click.argument("names", nargs=-1, required=True, shell_complete=known_names)
@click.pass_context
def resolve_command(ctx: click.Context, names: tuple[str, ...]) -> None:
    """Follow forwards from each NAME to its live skill: absorbed_into, then registry deprecations.

    One NAME that does not resolve is an error (exit 1 for a loop, 3 for a
    dangling forward or an unknown name). With several, each is answered and
    the exit code is the worst of them.
    """
    from skillctl.errors import SkillctlError
    from skillctl.services.forwarding import Forwards
    from skillctl.services.forwarding import Resolved

    state: CliState = ctx.obj
    forwards = Forwards(state.store_path())
    resolved: list[Resolved] = []
    failed: list[tuple[str, SkillctlError]] = []
    for name in names:
        try:
            resolved.append(forwards.resolve(name))
        except SkillctlError as error:
            if len(names) == 1:
                raise
            failed.append((name, error))
    if state.is_json:
        click.echo(
            dump(
                {
                    "resolved": [
                        {
                            "chain": list(r.chain),
                            "name": r.name,
                            "target": r.target,
                            "via": list(r.via),
                        }
                        for r in resolved
                    ],
                    "unresolved": [
                        {"code": e.code, "hint": e.hint, "message": e.message, "name": n}
                        for n, e in failed
                    ],
                }
            )
        )
    else:
        for r in resolved:
            click.echo(r.target if len(r.chain) == 1 or state.quiet else " -> ".join(r.chain))
        for name, problem in failed:
            click.echo(f"error: {name}: {problem.message}", err=True)
    if failed:
        ctx.exit(max(problem.exit_code for _, problem in failed))
