"""Turn exceptions into exit codes and messages: the only place that does."""

from __future__ import annotations

import json

import click

from skillctl import __version__
from skillctl.cli._options import state_dir
from skillctl.errors import FileSystemError
from skillctl.errors import SkillctlError

EXIT_OK, EXIT_FAILED, EXIT_USAGE, EXIT_OPERATIONAL, EXIT_INTERRUPTED = 0, 1, 2, 3, 130


def report_error(error: SkillctlError, *, is_json: bool) -> int:
    """Write ``error:``/``hint:`` to stderr (and the JSON error document); return the exit code."""
    click.echo(f"error: {error.message}", err=True)
    if error.hint:
        click.echo(f"hint: {error.hint}", err=True)
    if is_json:
        document = {"error": {"code": error.code, "hint": error.hint, "message": error.message}}
        click.echo(json.dumps(document, sort_keys=True, indent=2, ensure_ascii=False))
    return error.exit_code


def io_error(failure: OSError) -> SkillctlError:
    """An OSError as the operational error it is, naming the file."""
    where = failure.filename or "a file"
    reason = failure.strerror or str(failure)
    return FileSystemError(
        f"cannot use {where}: {reason}",
        hint="check that the path exists, is writable and that the disk has room",
    )


def report_crash(exc: BaseException) -> int:
    """Log an unexpected exception with enough context to debug it; say where the log is."""
    import platform
    import sys
    import traceback

    from skillctl.clock import SystemClock

    stamp = SystemClock().now().strftime("%Y%m%d-%H%M%S")
    log_dir = state_dir()
    details = "".join(traceback.format_exception(exc))
    lines = [
        f"skillctl {__version__}",
        f"python {platform.python_version()} on {platform.platform()}",
        f"git: {_git_version()}",
        f"argv: {sys.argv!r}",
        "",
        details,
    ]
    try:
        log_dir.mkdir(parents=True, exist_ok=True)
        log = log_dir / f"crash-{stamp}.log"
        log.write_text("\n".join(lines), encoding="utf-8")
        where = f"details are in {log}"
    except OSError:
        where = "the crash log could not be written; run again with --debug to see the traceback"
    click.echo(f"error: skillctl hit a bug ({type(exc).__name__}: {exc}); {where}", err=True)
    click.echo("hint: please report it with that file; --debug shows the traceback", err=True)
    return EXIT_OPERATIONAL


def _git_version() -> str:
    import subprocess

    try:
        done = subprocess.run(
            ["git", "--version"],  # noqa: S607 - any git on PATH is the one to report
            capture_output=True,
            text=True,
            timeout=5,
            check=False,
        )
    except (OSError, subprocess.SubprocessError):
        return "not found"
    return done.stdout.strip() or "unknown"
