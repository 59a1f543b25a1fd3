"""``skillctl validate``: exact agentskills.io checks and house rules, with line numbers."""

from __future__ import annotations

from pathlib import Path

import click

from skillctl.cli._options import CliState
from skillctl.cli._options import OutputFormat
from skillctl.cli._options import selection_options
from skillctl.cli._progress import progress_for
from skillctl.cli._progress import wants_color
from skillctl.cli.render import json as render_json
from skillctl.cli.render import text as render_text
from skillctl.services.validate import ValidateOptions
from skillctl.services.validate import validate_paths
from skillctl.spec.profiles import Profile


@click.command("validate")
@click.argument("paths", nargs=-1, type=click.Path(path_type=Path))
@click.option(
    "--format",
    "output_format",
    type=click.Choice(["text", "json"]),
    default="text",
    show_default=True,
    help="Output format.",
)
@click.option("--strict", is_flag=True, help="Warnings fail too (infos never do).")
@click.option(
    "--profile",
    "profiles",
    multiple=True,
    type=click.Choice([p.value for p in Profile]),
    help="Add a client's house rules (repeatable).",
)
@selection_options
@click.pass_obj
def validate_command(
    state: CliState,
    paths: tuple[Path, ...],
    output_format: str,
    strict: bool,
    profiles: tuple[str, ...],
    changed_since: str | None,
    skip_outside_skills: bool,
) -> None:
    """Validate skill folders: a skill dir, a SKILL.md, or any dir (searched recursively).

    Exit 0 when every skill is valid, 1 when one is not, 3 when a path is missing.
    """
    if not paths and changed_since is None:
        raise click.UsageError("give at least one PATH (or --changed-since REV)")
    chosen = state.output(OutputFormat(output_format))
    options = ValidateOptions(
        paths=paths,
        profiles=tuple(Profile(p) for p in profiles),
        is_strict=strict,
        changed_since=changed_since,
        skip_outside=skip_outside_skills,
    )
    progress = progress_for("validating", quiet=state.quiet, is_json=state.is_json)
    try:
        result = validate_paths(options, progress)
    finally:
        if progress is not None:
            progress.close()
    match chosen:
        case OutputFormat.JSON:
            click.echo(render_json.dump(render_json.validate_document(result)))
        case OutputFormat.TEXT | OutputFormat.SARIF:
            click.echo(render_text.render_validate(result, quiet=state.quiet, color=wants_color()))
    click.get_current_context().exit(0 if result.is_ok else 1)
