"""The ``skillctl`` command line: the root group, its global options and ``main``."""

from __future__ import annotations

import importlib
import io
import os
import sys
import time
from typing import Any

import click

from skillctl import __version__
from skillctl.cli._errors import EXIT_INTERRUPTED
from skillctl.cli._errors import io_error
from skillctl.cli._errors import redact
from skillctl.cli._errors import report_crash
from skillctl.cli._errors import report_error
from skillctl.cli._options import CliState
from skillctl.cli._options import accept_global_options
from skillctl.errors import SkillctlError
from skillctl.errors import UsageError

# Command modules are imported only when their command runs: a pre-commit hook
# pays for `validate` and nothing else.
COMMANDS = {
    "adopt": "skillctl.cli.store_commands:adopt_command",
    "audit": "skillctl.cli.audit:audit_command",
    "config": "skillctl.cli.config:config_group",
    "consolidate": "skillctl.cli.consolidate:consolidate_command",
    "resolve": "skillctl.cli.consolidate:resolve_command",
    "cron": "skillctl.cli.cron:cron_group",
    "curate": "skillctl.cli.curate:curate_group",
    "pin": "skillctl.cli.curate:pin_command",
    "restore": "skillctl.cli.curate:restore_command",
    "unpin": "skillctl.cli.curate:unpin_command",
    "usage": "skillctl.cli.usage:usage_group",
    "deprecate": "skillctl.cli.registry_commands:deprecate_command",
    "doctor": "skillctl.cli.doctor:doctor_command",
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
# Names people type from other package managers; `--help` lists the real ones.
ALIASES = {
    "ls": "list",
    "remove": "uninstall",
    "rm": "uninstall",
    "show": "info",
    "upgrade": "update",
}
# What a shell reports for a process killed by SIGPIPE (128 + 13), as `yes | head` gives.
EXIT_CLOSED_PIPE = 141


class SkillctlGroup(click.Group):
    """The root group: lazy subcommands, aliases, and every error mapped to an exit code.

    Usage errors (an unknown command or option, a bad value) follow the same
    ``error:``/``hint:`` contract and ``--json`` document as any other error.
    """

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(COMMANDS)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        target = COMMANDS.get(ALIASES.get(cmd_name, cmd_name))
        if target is None:
            return None
        module_name, attribute = target.split(":")
        command = getattr(importlib.import_module(module_name), attribute)
        if not isinstance(command, click.Command):
            raise TypeError(f"{target} is not a click command")
        accept_global_options(command)
        return command

    def resolve_command(
        self, ctx: click.Context, args: list[str]
    ) -> tuple[str | None, click.Command | None, list[str]]:
        name = args[0] if args else ""
        if name and not name.startswith("-") and self.get_command(ctx, name) is None:
            import difflib

            close = difflib.get_close_matches(name, [*COMMANDS, *ALIASES], n=1, cutoff=0.6)
            hint = (
                f"did you mean: skillctl {ALIASES.get(close[0], close[0])}"
                if close
                else "see the commands with: skillctl --help"
            )
            raise UsageError(f"no such command {name!r}", hint=hint)
        return super().resolve_command(ctx, args)

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        # Read before parsing, which consumes ``args``; a usage error in the subcommand's
        # options also comes before that subcommand's own --json is parsed.
        options = args[: args.index("--")] if "--" in args else args
        ctx.meta[_JSON_ASKED] = "--json" in options
        try:
            return super().parse_args(ctx, args)
        except click.exceptions.NoArgsIsHelpError:
            raise
        except click.UsageError as usage:
            ctx.exit(_report_usage(usage, is_json=bool(ctx.meta[_JSON_ASKED])))

    def invoke(self, ctx: click.Context) -> Any:
        started = time.monotonic()
        try:
            return super().invoke(ctx)
        except SkillctlError as error:
            ctx.exit(report_error(error, is_json=_is_json(ctx)))
        except click.exceptions.NoArgsIsHelpError:
            raise
        except click.UsageError as usage:
            ctx.exit(_report_usage(usage, is_json=_is_json(ctx)))
        except BrokenPipeError:
            # The reader went away (`skillctl list | head`): stop quietly, as any Unix
            # tool does, and keep the interpreter's final flush from complaining.
            _silence_stdout()
            ctx.exit(EXIT_CLOSED_PIPE)
        except OSError as failure:
            # The filesystem said no (permissions, a full disk, a read-only or special
            # folder): an operational error about that file, not a bug in skillctl.
            ctx.exit(report_error(io_error(failure), is_json=_is_json(ctx)))
        finally:
            state = ctx.find_object(CliState)
            if state is not None:
                state.note(
                    f"{ctx.invoked_subcommand or 'skillctl'} took {time.monotonic() - started:.2f} s"
                )


_JSON_ASKED = "skillctl.json-asked"


def _is_json(ctx: click.Context) -> bool:
    state = ctx.find_object(CliState)
    return bool(state and state.is_json) or bool(ctx.meta.get(_JSON_ASKED))


def _report_usage(usage: click.UsageError, *, is_json: bool) -> int:
    """A click usage error in the ``error:``/``hint:`` form, pointing at the command's help."""
    names = []
    context = usage.ctx
    while context is not None and context.parent is not None:
        names.append(context.info_name or "")
        context = context.parent
    command = " ".join(["skillctl", *reversed(names)])
    message = usage.format_message().rstrip(".")
    return report_error(UsageError(message, hint=f"see: {command} --help"), is_json=is_json)


def _silence_stdout() -> None:
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass  # not a real file (a test runner's buffer): nothing will flush into a pipe


@click.group(
    cls=SkillctlGroup,
    context_settings={"help_option_names": ["-h", "--help"]},
    epilog="Global options may also follow the command (skillctl list --json). "
    "Aliases: ls (list), rm and remove (uninstall), show (info), upgrade (update).",
)
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
