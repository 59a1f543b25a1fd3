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
from skillctl.resources import default_store_path

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

    __slots__ = ("debug", "is_json", "quiet", "store_announced", "store_option", "verbose")

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
        self.store_announced = False

    def store_path(self) -> Path:
        """--store, else SKILLCTL_STORE (click reads it), else the platform data dir.

        With -v, which store a command uses is said once on stderr.
        """
        if self.store_option:
            path = Path(self.store_option).expanduser()
        elif os.environ.get("SKILLCTL_NO_DEFAULT_STORE"):
            raise StoreError(
                "no store given and SKILLCTL_NO_DEFAULT_STORE forbids the default one",
                hint="pass --store PATH or set SKILLCTL_STORE",
            )
        else:
            path = default_store_path()
        if self.verbose and not self.store_announced:
            self.store_announced = True
            self.note(f"store: {path}")
        return path

    def say(self, text: str) -> None:
        """A line of the human result that -q leaves out (a confirmation, a summary)."""
        if not self.quiet:
            import click

            click.echo(text)

    def detail(self, text: str) -> None:
        """A line of the human result only -v prints."""
        if self.verbose:
            import click

            click.echo(text)

    def note(self, text: str) -> None:
        """With -v, a line about the run itself on stderr (``skillctl: …``)."""
        if self.verbose:
            import click

            click.echo(f"skillctl: {text}", err=True)

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
            checkpoint=checkpoint_from_env(),
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


def checkpoint_from_env() -> Callable[[str], None] | None:
    """A test hook: with ``SKILLCTL_PAUSE_AT=<step>`` and ``SKILLCTL_PAUSE_FILE``, a writer
    stops at that transaction step, writes the file and waits, so a test can kill it there."""
    target = os.environ.get("SKILLCTL_PAUSE_AT")
    marker = os.environ.get("SKILLCTL_PAUSE_FILE")
    if not target or not marker:
        return None

    def pause(name: str) -> None:
        import time

        if name == target:
            Path(marker).write_text(name, encoding="utf-8")
            while True:
                time.sleep(60)

    return pause


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


def counted(n: int, noun: str, plural: str | None = None) -> str:
    """``1 skill``, ``2 skills``: counts people read, with the noun agreeing."""
    return f"{n} {noun}" if n == 1 else f"{n} {plural or noun + 's'}"


def _set_state(attribute: str) -> Callable[..., None]:
    """A click callback that records a global option given after the subcommand."""

    def apply(ctx: object, _param: object, value: object) -> None:
        if value is None or value is False or value == 0:
            return
        import click

        assert isinstance(ctx, click.Context)  # noqa: S101 - click passes its context
        state = ctx.find_object(CliState)
        if state is None:
            return
        if attribute == "verbose":
            assert isinstance(value, int)  # noqa: S101 - a count option
            state.verbose += value
        elif attribute == "store_option":
            state.store_option = str(value)
        else:
            setattr(state, attribute, True)

    return apply


# The root group's options, as (declarations, click keyword arguments, CliState attribute).
_GLOBALS: tuple[tuple[tuple[str, ...], dict[str, object], str], ...] = (
    (("--store",), {"metavar": "PATH"}, "store_option"),
    (("--json",), {"is_flag": True}, "is_json"),
    (("-q", "--quiet"), {"is_flag": True}, "quiet"),
    (("-v", "--verbose"), {"count": True}, "verbose"),
    (("--debug",), {"is_flag": True}, "debug"),
)


def accept_global_options(command: object) -> None:
    """Let ``command`` take the root group's options after its name too (``list --json``).

    Each becomes a hidden option of the subcommand that sets the shared
    :class:`CliState`, unless the subcommand already has an option of that
    name (its own meaning wins). Safe to call more than once.
    """
    import click

    assert isinstance(command, click.Command)  # noqa: S101 - called on loaded commands
    taken = {
        declared
        for param in command.params
        for declared in (*param.opts, *param.secondary_opts)
        if isinstance(param, click.Option)
    }
    if isinstance(command, click.Group):  # `config get --json`, `usage hook install -q`
        for sub in command.commands.values():
            accept_global_options(sub)
    for declarations, settings, attribute in _GLOBALS:
        if taken.intersection(declarations):
            continue
        command.params.append(
            click.Option(
                list(declarations),
                hidden=True,
                expose_value=False,
                callback=_set_state(attribute),
                **settings,  # type: ignore[arg-type]  # click's Option takes these keywords
            )
        )


def hook_command() -> str:
    """This skillctl's agent-hook entry as a shell command, for agents' settings files.

    Not the console script: its generated wrapper imports ``re``, which alone
    costs more than the hook's own work, and agents run the hook on every
    tool use. The interpreter that runs this skillctl calls the entry
    directly; ``-P`` keeps the agent's working directory (a repository that
    may hold a ``skillctl/`` folder) off ``sys.path``.
    """
    import shlex

    entry = "from skillctl.fastpath import main; main()"
    return f"{shlex.quote(sys.executable)} -P -c {shlex.quote(entry)}"


def self_command() -> str:
    """This skillctl as a shell command (absolute path), for hooks and cron lines."""
    import shlex
    import shutil

    found = shutil.which("skillctl")
    if found:
        return shlex.quote(str(Path(found).absolute()))
    return f"{shlex.quote(sys.executable)} -m skillctl"
