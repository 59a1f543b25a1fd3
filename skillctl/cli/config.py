"""``config get|set|unset|list``: the store config, each change one commit."""

from __future__ import annotations

import json

import click

from skillctl.cli._options import CliState
from skillctl.cli.render.json import dump


@click.group("config")
def config_group() -> None:
    """Read and change the store config (.skillctl/config.json); each change is a commit."""


@config_group.command("get")
@click.argument("key")
@click.pass_obj
def get_command(state: CliState, key: str) -> None:
    """Print KEY's value (its default when it is not set)."""
    from skillctl.services.config import read_config

    config = read_config(state.store_path())
    value = config.get(key)
    click.echo(dump({"key": key, "value": value}) if state.is_json else _text(value))
    if not state.is_json:
        state.note(
            f"{key} is {'set in' if config.is_set(key) else 'the default; not set in'} the config"
        )


@config_group.command("list")
@click.pass_obj
def list_command(state: CliState) -> None:
    """Every key with its value (set or default)."""
    from skillctl.services.config import read_config

    config = read_config(state.store_path())
    values = config.flat()
    if state.is_json:
        click.echo(dump({"config": values}))
        return
    for key, value in values.items():
        is_set = config.is_set(key)
        if state.quiet and not is_set:
            continue  # -q: only what this store sets
        mark = "" if is_set or not state.verbose else "  (default)"
        click.echo(f"{key} = {_text(value)}{mark}")


@config_group.command("set")
@click.argument("key")
@click.argument("value")
@click.pass_obj
def set_command(state: CliState, key: str, value: str) -> None:
    """Set KEY to VALUE (lists: comma-separated or JSON; booleans: true/false)."""
    from skillctl.services.config import change_config

    result = change_config(state.store_path(), key, value, access=state.store_access())
    _render(state, key, result.value, result.commit)


@config_group.command("unset")
@click.argument("key")
@click.pass_obj
def unset_command(state: CliState, key: str) -> None:
    """Remove KEY, so its default applies again."""
    from skillctl.services.config import change_config

    result = change_config(state.store_path(), key, None, access=state.store_access())
    _render(state, key, result.value, result.commit)


def _render(state: CliState, key: str, value: object, commit: str | None) -> None:
    if state.is_json:
        click.echo(dump({"commit": commit, "key": key, "value": value}))
    elif commit is None:
        state.say(f"{key} is already {_text(value)}; nothing changed")
    else:
        state.say(f"{key} = {_text(value)} (commit {commit[:12]})")
        state.detail(f"commit {commit}")


def _text(value: object) -> str:
    return value if isinstance(value, str) else json.dumps(value)
