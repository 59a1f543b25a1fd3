"""``skillctl new``: scaffold a skill folder that already validates."""

from __future__ import annotations

from pathlib import Path

import click

from skillctl.cli._options import CliState
from skillctl.cli._options import OutputFormat
from skillctl.cli.render import json as render_json
from skillctl.services.scaffold import NewSkillOptions
from skillctl.services.scaffold import create_skill


@click.command("new")
@click.argument("name")
@click.option(
    "--dir",
    "parent",
    type=click.Path(path_type=Path),
    default=Path(),
    help="Folder to create the skill in (default: the current folder).",
)
@click.option("--description", help="What the skill does and when to use it.")
@click.option("--license", "license_", metavar="LICENSE", help="License name, e.g. Apache-2.0.")
@click.pass_obj
def new_command(
    state: CliState, name: str, parent: Path, description: str | None, license_: str | None
) -> None:
    """Create NAME/SKILL.md with a valid frontmatter and a body outline to fill in."""
    result = create_skill(
        NewSkillOptions(name=name, parent=parent, description=description, license=license_)
    )
    if state.output(OutputFormat.TEXT) is OutputFormat.JSON:
        click.echo(render_json.dump(render_json.new_document(result)))
    elif not state.quiet:
        click.echo(f"created {result.skill_md}")
        click.echo(f"next: edit it, then run: skillctl validate {result.directory}")
        if state.verbose:
            click.echo(result.skill_md.read_text(encoding="utf-8"), nl=False)
