"""Global options and per-run state shared by every command."""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

from skillctl.clock import Clock
from skillctl.clock import clock_from
from skillctl.errors import StoreError


class OutputFormat(StrEnum):
    """How a command renders its result on stdout."""

    TEXT = "text"
    JSON = "json"
    SARIF = "sarif"


@dataclass(slots=True)
class CliState:
    """What the root group parsed; ``is_json`` may be switched on by a command's --format."""

    store_option: str | None = None
    is_json: bool = False
    quiet: bool = False
    verbose: int = 0
    debug: bool = False

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

    def clock(self) -> Clock:
        """The run's clock: SKILLCTL_NOW when set, else the system clock."""
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
