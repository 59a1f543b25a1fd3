"""Global options and per-run state shared by every command."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING
from typing import TypeVar

from skillctl.errors import StoreError
from skillctl.errors import UsageError

if TYPE_CHECKING:
    from skillctl.clock import Clock
    from skillctl.store.repo import StoreAccess


class OutputFormat(StrEnum):
    """How a command renders its result on stdout."""

    TEXT = "text"
    JSON = "json"
    SARIF = "sarif"


class CliState:
    """What the root group parsed; ``is_json`` may be switched on by a command's --format.

    A plain mutable class, not a dataclass: it is built once per run on the
    start-up path of every command.
    """

    __slots__ = ("debug", "is_json", "quiet", "store_option", "verbose")

    def __init__(
        self,
        store_option: str | None = None,
        *,
        is_json: bool = False,
        quiet: bool = False,
        verbose: int = 0,
        debug: bool = False,
    ) -> None:
        self.store_option = store_option
        self.is_json = is_json
        self.quiet = quiet
        self.verbose = verbose
        self.debug = debug

    def store_path(self) -> Path:
        """--store, else SKILLCTL_STORE (click reads it), else the platform data dir."""
        if self.store_option:
            return Path(self.store_option).expanduser()
        if os.environ.get("SKILLCTL_NO_DEFAULT_STORE"):
            raise StoreError(
                "no store given and SKILLCTL_NO_DEFAULT_STORE forbids the default one",
                hint="pass --store PATH or set SKILLCTL_STORE",
            )
        return default_store_path()

    def store_access(self) -> StoreAccess:
        """Store lock settings: wait messages on stderr, SKILLCTL_LOCK_TIMEOUT seconds (60)."""
        import click

        from skillctl.store.repo import StoreAccess

        raw = os.environ.get("SKILLCTL_LOCK_TIMEOUT", "")
        try:
            timeout = float(raw) if raw else 60.0
        except ValueError:
            raise UsageError(
                f"SKILLCTL_LOCK_TIMEOUT={raw!r} is not a number of seconds",
                hint="e.g. SKILLCTL_LOCK_TIMEOUT=120",
            ) from None
        return StoreAccess(
            on_wait=lambda message: click.echo(message, err=True),
            lock_timeout=timeout,
            clock=self.clock(),
        )

    def clock(self) -> Clock:
        """The run's clock: SKILLCTL_NOW when set, else the system clock."""
        from skillctl.clock import clock_from

        return clock_from(os.environ.get("SKILLCTL_NOW"))

    def output(self, requested: OutputFormat) -> OutputFormat:
        """The format to render: the global --json wins over a command's --format."""
        chosen = OutputFormat.JSON if self.is_json else requested
        if chosen is OutputFormat.JSON:
            self.is_json = True
        return chosen


def default_store_path() -> Path:
    """``…/skillctl/store`` in the platform's per-user data folder."""
    home = Path.home()
    if sys.platform == "darwin":
        base = home / "Library" / "Application Support"
    elif sys.platform == "win32":
        base = Path(os.environ.get("LOCALAPPDATA") or home / "AppData" / "Local")
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or home / ".local" / "share")
    return base / "skillctl" / "store"


def state_dir() -> Path:
    """Where crash logs go: the platform's per-user state folder."""
    home = Path.home()
    if sys.platform == "darwin":
        return home / "Library" / "Logs" / "skillctl"
    if sys.platform == "win32":
        return Path(os.environ.get("LOCALAPPDATA") or home / "AppData" / "Local") / "skillctl"
    return Path(os.environ.get("XDG_STATE_HOME") or home / ".local" / "state") / "skillctl"


_F = TypeVar("_F", bound=Callable[..., object])


def selection_options(command: _F) -> _F:
    """``--changed-since`` and ``--skip-outside-skills``: how batch commands pick skills."""
    import click

    command = click.option(
        "--skip-outside-skills",
        is_flag=True,
        help="Skip files that are in no skill folder (for hooks that pass every changed file).",
    )(command)
    return click.option(
        "--changed-since",
        metavar="REV",
        help="Only skills with a file changed since this git revision (CI).",
    )(command)
