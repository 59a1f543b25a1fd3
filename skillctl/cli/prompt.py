"""``skillctl prompt``: the ``<available_skills>`` block for an agent's system prompt."""

from __future__ import annotations

from pathlib import Path

import click

from skillctl.cli._options import CliState
from skillctl.cli._options import OutputFormat
from skillctl.cli._options import counted
from skillctl.cli.render import json as render_json
from skillctl.cli.render import text as render_text
from skillctl.services.prompt import PromptOptions
from skillctl.services.prompt import build_prompt


@click.command("prompt")
@click.argument("paths", nargs=-1, type=click.Path(path_type=Path))
@click.option(
    "--skill",
    "names",
    multiple=True,
    metavar="NAME",
    help="Only these store skills (repeatable); an absorbed or deprecated name gives its live skill.",
)
@click.pass_obj
def prompt_command(state: CliState, paths: tuple[Path, ...], names: tuple[str, ...]) -> None:
    """Print the <available_skills> XML for PATH… (default: the store's installed skills).

    Skills that do not validate are left out, with a warning on stderr.
    """
    store = state.store_path() if not paths or names else Path()
    result = build_prompt(PromptOptions(paths=paths, store=store, names=names))
    for old, target in result.forwarded:
        click.echo(f"note: {old} forwards to {target}; listing {target}", err=True)
    for skipped in result.skipped:
        click.echo(
            f"warning: {skipped} does not validate; left out (run skillctl validate)", err=True
        )
    state.note(f"{counted(len(result.entries), 'skill')} in the block")
    if state.output(OutputFormat.TEXT) is OutputFormat.JSON:
        click.echo(render_json.dump(render_json.prompt_document(result)))
    else:
        click.echo(render_text.render_prompt(result))
