"""``install SRC --list`` and ``--skill``/``--all``: what a multi-skill source holds, and picking."""

from __future__ import annotations

from pathlib import Path

import click

from skillctl.cli._options import CliState
from skillctl.cli._options import counted
from skillctl.cli.render.json import dump
from skillctl.errors import UsageError


def listing_cache(state: CliState) -> Path:
    """The store's source cache when the store exists (install reuses the clone), else the user's."""
    store = state.store_path()
    if (store / ".skillctl").is_dir():
        return store / ".skillctl" / "cache"
    from skillctl.store.cache import cache_dir

    return cache_dir() / "sources"


def check_selection(
    requirements: tuple[str, ...], *, is_list: bool, names: tuple[str, ...], is_all: bool
) -> None:
    """--list, --skill and --all each take exactly one source, and do not mix."""
    if not (is_list or names or is_all):
        return
    if len(requirements) != 1:
        raise UsageError(
            "--list, --skill and --all take exactly one SPEC (a folder or a git source)",
            hint="e.g. skillctl install owner/repo --list",
        )
    if is_all and names:
        raise UsageError("--all and --skill do not mix", hint="drop one of them")
    if is_list and (is_all or names):
        raise UsageError(
            "--list only lists; it installs nothing",
            hint=f"list first: skillctl install {requirements[0]} --list",
        )


def show_listing(state: CliState, requirement: str) -> None:
    """Print the skills of ``requirement``: name, path, verdict, description (JSON under --json)."""
    from skillctl.services.source_listing import list_source

    listing = list_source(requirement, cache_dir=listing_cache(state))
    if state.is_json:
        click.echo(
            dump(
                {
                    "commit": listing.commit,
                    "notes": list(listing.notes),
                    "skills": [
                        {
                            "description": s.description,
                            "name": s.name,
                            "path": s.path,
                            "plugin": s.plugin,
                            "problem": s.problem,
                            "verdict": None if s.verdict is None else str(s.verdict),
                        }
                        for s in listing.skills
                    ],
                    "source": listing.source,
                }
            )
        )
        return
    for note in listing.notes:
        click.echo(f"note: {note}", err=True)
    count = len(listing.skills)
    click.echo(f"{listing.source} holds {counted(count, 'skill')}")
    if not listing.skills:
        return
    rows = [
        (s.name, s.path, str(s.verdict) if s.verdict else "invalid", s.problem or s.description)
        for s in listing.skills
    ]
    widths = [max(len(r[i]) for r in [("NAME", "PATH", "VERDICT", ""), *rows]) for i in range(3)]
    for row in [("NAME", "PATH", "VERDICT", "DESCRIPTION"), *rows]:
        cells = [cell.ljust(width) for cell, width in zip(row[:3], widths, strict=True)]
        click.echo("  ".join([*cells, row[3]]))
    click.echo(f"install some with: skillctl install {listing.source} --skill NAME (or --all)")


def selected_requirements(
    state: CliState, requirement: str, names: tuple[str, ...], *, is_all: bool
) -> tuple[str, ...]:
    """The per-skill requirements that --skill/--all pick from ``requirement``."""
    from skillctl.services.source_listing import select_requirements

    return select_requirements(requirement, names, is_all=is_all, cache_dir=listing_cache(state))
