"""``skillctl audit``: threat patterns, Python AST, bandit, Unicode and structure checks."""

from __future__ import annotations

from pathlib import Path

import click

from skillctl import __version__
from skillctl.cli._options import CliState
from skillctl.cli._options import OutputFormat
from skillctl.cli._options import selection_options
from skillctl.cli._progress import progress_for
from skillctl.cli._progress import wants_color

LEVELS = ["low", "medium", "high", "critical"]


@click.command("audit")
@click.argument("paths", nargs=-1, type=click.Path(path_type=Path))
@click.option(
    "--format",
    "output_format",
    type=click.Choice(["text", "json", "sarif", "markdown"]),
    default="text",
    show_default=True,
    help="Output format (markdown only with --list-rules).",
)
@click.option(
    "--fail-on",
    type=click.Choice(LEVELS),
    default="high",
    show_default=True,
    help="Exit 1 when a finding is at or above this severity.",
)
@click.option(
    "--baseline",
    type=click.Path(path_type=Path),
    metavar="FILE",
    help="A previous `audit --format json` output; its findings no longer count.",
)
@click.option(
    "--rules",
    "rule_dirs",
    multiple=True,
    type=click.Path(path_type=Path),
    metavar="DIR",
    help="Extra rule packs (*.yaml, schemas/guard-pack.schema.json); repeatable.",
)
@click.option("--list-rules", is_flag=True, help="List every rule and exit.")
@selection_options
@click.pass_obj
def audit_command(
    state: CliState,
    paths: tuple[Path, ...],
    output_format: str,
    fail_on: str,
    baseline: Path | None,
    rule_dirs: tuple[Path, ...],
    list_rules: bool,
    changed_since: str | None,
    skip_outside_skills: bool,
) -> None:
    """Audit skill folders for threats (a skill dir, or any dir searched recursively).

    Exit 0 when nothing reaches --fail-on, 1 when something does, 3 when a
    file could not be read or a rule crashed (the audit fails closed).
    """
    if list_rules:
        _list_rules(state, output_format, rule_dirs)
        return
    if not paths and changed_since is None:
        raise click.UsageError("give at least one PATH (or --changed-since REV, or --list-rules)")
    if output_format == "markdown":
        raise click.UsageError("--format markdown is only for --list-rules")
    from skillctl.audit.finding import Level
    from skillctl.cli.render import json as render_json
    from skillctl.cli.render import text as render_text
    from skillctl.services.audit import AuditOptions
    from skillctl.services.audit import audit_paths

    chosen = state.output(OutputFormat(output_format))
    options = AuditOptions(
        paths=paths,
        fail_on=Level(fail_on),
        baseline=baseline,
        rule_dirs=rule_dirs,
        changed_since=changed_since,
        skip_outside=skip_outside_skills,
    )
    progress = progress_for("auditing", quiet=state.quiet, is_json=chosen is not OutputFormat.TEXT)
    try:
        result = audit_paths(options, progress)
    finally:
        if progress is not None:
            progress.close()
    match chosen:
        case OutputFormat.JSON:
            click.echo(render_json.dump(render_json.audit_document(result, __version__)))
        case OutputFormat.SARIF:
            from skillctl.cli.render.sarif import sarif_document
            from skillctl.services.rules import list_rules as all_rules

            catalog = {row.id: row for row in all_rules(rule_dirs)}
            document = sarif_document(
                result, catalog, __version__, has_baseline=baseline is not None
            )
            click.echo(render_json.dump(document))
        case OutputFormat.TEXT:
            click.echo(render_text.render_audit(result, quiet=state.quiet, color=wants_color()))
    for audit in result.audits:
        for path, message in audit.errors:
            click.echo(f"error: {audit.path}/{path}: {message}", err=True)
    if result.has_errors:
        click.echo("hint: the audit fails closed: fix the permissions or remove the file", err=True)
    click.get_current_context().exit(3 if result.has_errors else 1 if result.is_failed else 0)


def _list_rules(state: CliState, output_format: str, rule_dirs: tuple[Path, ...]) -> None:
    from skillctl.cli.render import json as render_json
    from skillctl.cli.render import text as render_text
    from skillctl.services.rules import list_rules

    rows = list_rules(rule_dirs)
    if state.is_json or output_format == "json":
        state.is_json = True
        click.echo(render_json.dump(render_json.rules_document(rows)))
    elif output_format == "sarif":
        raise click.UsageError("--list-rules supports --format text, json or markdown")
    else:
        click.echo(render_text.render_rules(rows, markdown=output_format == "markdown"))
