"""Shell completion of skill names: installed ones, archived ones, and registry ones.

Completion runs without the root group's callback, so the store comes from
``--store`` as typed, else ``SKILLCTL_STORE``, else the default. Whatever goes
wrong completes nothing: a completer must never print an error into a shell.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import click
from click.shell_completion import CompletionItem

from skillctl.cli._options import CliState

Completer = Callable[[click.Context, click.Parameter, str], list[CompletionItem]]


def _store(ctx: click.Context) -> Path:
    typed = ctx.find_root().params.get("store")
    return CliState(store_option=typed if isinstance(typed, str) else None).store_path()


def _names(lookup: Callable[[Path], list[str]]) -> Completer:
    def complete(
        ctx: click.Context, param: click.Parameter, incomplete: str
    ) -> list[CompletionItem]:
        try:
            names = lookup(_store(ctx))
        except Exception:  # noqa: BLE001 - a broken store completes nothing, silently
            return []
        return [CompletionItem(name) for name in names if name.startswith(incomplete)]

    return complete


def _installed(store: Path) -> list[str]:
    from skillctl.services.inventory import skill_names

    return skill_names(store)


def _known(store: Path) -> list[str]:
    from skillctl.services.inventory import skill_names

    return skill_names(store, include_archived=True)


def _published(store: Path) -> list[str]:
    from skillctl.services.search import published_names
    from skillctl.store.layout import CACHE_DIR

    return published_names(store, cache_dir=store / CACHE_DIR)  # where install keeps clones


# `info NAME`, `uninstall NAME…`: what is installed now.
installed_names = _names(_installed)
# `restore NAME`, `resolve NAME`: archived and forwarded names too.
known_names = _names(_known)
# `install NAME`: what the configured registries offer (read offline).
published_names = _names(_published)
