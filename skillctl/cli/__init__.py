"""The ``skillctl`` command line: the root group, its global options and ``main``."""

from __future__ import annotations

import importlib
import io
import sys
from typing import Any

import click

from skillctl import __version__
from skillctl.cli._errors import EXIT_INTERRUPTED
from skillctl.cli._errors import io_error
from skillctl.cli._errors import redact
from skillctl.cli._errors import report_crash
from skillctl.cli._errors import report_error
from skillctl.cli._options import CliState
from skillctl.errors import SkillctlError

# Command modules are imported only when their command runs: a pre-commit hook
# pays for `validate` and nothing else.
COMMANDS = {
    "audit": "skillctl.cli.audit:audit_command",
    "deprecate": "skillctl.cli.registry_commands:deprecate_command",
    "publish": "skillctl.cli.registry_commands:publish_command",
    "search": "skillctl.cli.registry_commands:search_command",
    "yank": "skillctl.cli.registry_commands:yank_command",
    "history": "skillctl.cli.store_commands:history_command",
    "info": "skillctl.cli.store_commands:info_command",
    "init": "skillctl.cli.store_commands:init_command",
    "install": "skillctl.cli.install:install_command",
    "list": "skillctl.cli.store_commands:list_command",
    "outdated": "skillctl.cli.install:outdated_command",
    "rollback": "skillctl.cli.store_commands:rollback_command",
    "uninstall": "skillctl.cli.store_commands:uninstall_command",
    "update": "skillctl.cli.install:update_command",
    "verify": "skillctl.cli.store_commands:verify_command",
    "new": "skillctl.cli.new:new_command",
    "prompt": "skillctl.cli.prompt:prompt_command",
    "validate": "skillctl.cli.validate:validate_command",
}


class SkillctlGroup(click.Group):
    """The root group: lazy subcommands, and :class:`SkillctlError` mapped to exit codes."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(COMMANDS)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        target = COMMANDS.get(cmd_name)
        if target is None:
            return None
        module_name, attribute = target.split(":")
        command = getattr(importlib.import_module(module_name), attribute)
        if not isinstance(command, click.Command):
            raise TypeError(f"{target} is not a click command")
        return command

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except SkillctlError as error:
            state = ctx.find_object(CliState)
            ctx.exit(report_error(error, is_json=bool(state and state.is_json)))
        except OSError as failure:
            # The filesystem said no (permissions, a full disk, a read-only or special
            # folder): an operational error about that file, not a bug in skillctl.
            state = ctx.find_object(CliState)
            ctx.exit(report_error(io_error(failure), is_json=bool(state and state.is_json)))


@click.group(cls=SkillctlGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.option(
    "--store",
    "store",
    envvar="SKILLCTL_STORE",
    metavar="PATH",
    help="The skill store (default: the platform user data dir …/skillctl/store).",
)
@click.option(
    "--json", "is_json", is_flag=True, help="Machine output: one JSON document on stdout."
)
@click.option("-q", "--quiet", is_flag=True, help="Print only what failed.")
@click.option("-v", "--verbose", count=True, help="Print more detail.")
@click.option("--debug", is_flag=True, help="Show tracebacks instead of writing a crash log.")
@click.version_option(
    __version__, "--version", prog_name="skillctl", message="%(prog)s %(version)s"
)
@click.pass_context
def cli(
    ctx: click.Context, store: str | None, is_json: bool, quiet: bool, verbose: int, debug: bool
) -> None:
    """Validate, audit, install and curate agent skills (agentskills.io format).

    Exit codes: 0 ok, 1 check failed, 2 usage error, 3 operational error.
    """
    _escape_undecodable_output()
    ctx.obj = CliState(
        store_option=store, is_json=is_json, quiet=quiet, verbose=verbose, debug=debug
    )


def _escape_undecodable_output() -> None:
    """Print names that are not valid UTF-8 as ``\\xff`` escapes instead of crashing.

    A skill's file names are hostile bytes; Python decodes them with surrogate
    escapes, which a strict UTF-8 stream refuses to write (issue 12's fuzzing).
    """
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper):
            stream.reconfigure(errors="backslashreplace")


def _usage_text(usage: click.ClickException) -> str:
    """What ``usage.show()`` would print, as text, so credentials can be cut out of it."""
    buffer = io.StringIO()
    usage.show(file=buffer)
    return buffer.getvalue().rstrip("\n")


def main() -> None:
    """Console-script entry point: exit codes for interrupts and bugs, never a bare traceback."""
    try:
        code = cli.main(standalone_mode=False)
    except click.exceptions.Exit as done:
        code = done.exit_code
    except click.ClickException as usage:
        click.echo(redact(_usage_text(usage)), err=True)
        code = usage.exit_code
    except (KeyboardInterrupt, click.exceptions.Abort):
        click.echo("interrupted", err=True)
        code = EXIT_INTERRUPTED
    except Exception as bug:
        if "--debug" in sys.argv:
            raise
        code = report_crash(bug)
    sys.exit(code if isinstance(code, int) else 0)
