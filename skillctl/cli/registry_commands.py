"""Registry commands: publish, yank, deprecate, search."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from skillctl.cli._options import CliState
from skillctl.cli.render.json import dump


def _cache(state: CliState) -> Path:
    from skillctl.store.cache import cache_dir

    return cache_dir()


def _show(state: CliState, change: object) -> None:
    from skillctl.services.publish import RegistryChange

    assert isinstance(change, RegistryChange)  # noqa: S101 - the services return it
    if state.is_json:
        click.echo(
            dump(
                {
                    "commit": change.commit,
                    "content_hash": change.content_hash,
                    "message": change.message,
                    "name": change.name,
                    "noop": change.is_noop,
                    "version": change.version,
                }
            )
        )
    else:
        state.say(change.message)
        state.detail(f"commit {change.commit or '-'}")
        if change.content_hash:
            state.detail(f"content hash {change.content_hash}")


@click.command("publish")
@click.argument("path", type=click.Path(path_type=Path))
@click.option("--registry", required=True, metavar="R", help="Registry folder or git URL.")
@click.option(
    "--version", "version", metavar="V", help="PEP 440 version (default: metadata.version)."
)
@click.option("--allow-caution", is_flag=True, help="Publish a skill whose verdict is caution.")
@click.pass_obj
def publish_command(
    state: CliState, path: Path, registry: str, version: str | None, allow_caution: bool
) -> None:
    """Validate and audit PATH, then add it as an immutable version to a registry."""
    from skillctl.services.publish import PublishOptions
    from skillctl.services.publish import publish

    change = publish(
        PublishOptions(
            path=path,
            registry=registry,
            clock=state.clock(),
            cache_dir=_cache(state),
            version=version,
            allow_caution=allow_caution,
        )
    )
    _show(state, change)


@click.command("yank")
@click.argument("pinned", metavar="NAME==V")
@click.option("--reason", required=True, help="Why (shown to anyone who pins it).")
@click.option("--registry", required=True, metavar="R", help="Registry folder or git URL.")
@click.pass_obj
def yank_command(state: CliState, pinned: str, reason: str, registry: str) -> None:
    """Yank a version: ranges skip it; an exact == pin still installs it, with a warning."""
    from skillctl.services.publish import yank

    name, sep, version = pinned.partition("==")
    if not sep or not name or not version:
        raise click.UsageError(f"{pinned!r}: write NAME==VERSION, e.g. pdf-tools==1.2.0")
    _show(state, yank(registry, _cache(state), name.strip(), version.strip(), reason))


@click.command("deprecate")
@click.argument("name")
@click.option("--successor", metavar="X", help="The skill that replaces it.")
@click.option("--message", help="What users should know.")
@click.option("--registry", required=True, metavar="R", help="Registry folder or git URL.")
@click.pass_obj
def deprecate_command(
    state: CliState, name: str, successor: str | None, message: str | None, registry: str
) -> None:
    """Deprecate a skill; installs of it are told to use its successor."""
    from skillctl.services.publish import deprecate

    _show(state, deprecate(registry, _cache(state), name, successor, message))


@click.command("search")
@click.argument("query", nargs=-1)
@click.option(
    "--registry",
    "registries",
    multiple=True,
    metavar="R",
    help="Registry names, folders or git URLs to search (default: the configured ones).",
)
@click.option("--offline", is_flag=True, help="Use cached clones of git registries.")
@click.pass_obj
def search_command(
    state: CliState, query: tuple[str, ...], registries: tuple[str, ...], offline: bool
) -> None:
    """Search skills by name and description in the configured registries, best match first."""
    from skillctl.services.search import search_registries

    hits = search_registries(
        " ".join(query),
        state.store_path(),
        list(registries),
        cache_dir=_cache(state),
        is_offline=offline,
    )
    if state.is_json:
        click.echo(
            dump(
                {
                    "results": [
                        {
                            "deprecated": h.deprecated,
                            "description": h.description,
                            "name": h.name,
                            "registry": h.registry,
                            "score": h.score,
                            "version": h.version,
                        }
                        for h in hits
                    ]
                }
            )
        )
        return
    if not hits:
        if not state.quiet:
            click.echo("no skills match")
        return
    if state.quiet:
        for h in hits:
            click.echo(h.name)
        return
    width = max(len(h.name) for h in hits)
    # Cut descriptions to the terminal's width only on a terminal: piped into grep or a
    # file, every word stays (issue 14).
    room = _terminal_room(width + 25) if sys.stdout.isatty() else None
    for h in hits:
        note = f"  [{h.deprecated}]" if h.deprecated else ""
        description = h.description
        if room is not None and len(description) > room:
            description = description[: max(room - 1, 10)].rstrip() + "…"
        click.echo(
            f"{h.name:<{width}}  {h.version or '-':<9}  {h.registry:<10}  {description}{note}"
        )
        if state.verbose:
            click.echo(f"{'':<{width}}  score {h.score}")


def _terminal_room(used: int) -> int:
    import shutil

    return max(shutil.get_terminal_size().columns - used, 20)
