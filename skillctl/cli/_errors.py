"""Turn exceptions into exit codes and messages: the only place that does."""

from __future__ import annotations

import errno
import json
import re

import click

from skillctl import __version__
from skillctl.cli._options import state_dir
from skillctl.errors import FileSystemError
from skillctl.errors import SkillctlError

EXIT_OK, EXIT_FAILED, EXIT_USAGE, EXIT_OPERATIONAL, EXIT_INTERRUPTED = 0, 1, 2, 3, 130

# The user-info part of any URL (``https://user:TOKEN@host``, ``git+ssh://tok@host``).
_CREDENTIALS = re.compile(r"(?i)\b([a-z][a-z0-9+.-]*://)[^\s/@'\"]+@")


def redact(text: str) -> str:
    """``text`` with the credentials of every URL in it replaced by ``***`` (issue 12).

    Applied to every message, hint, JSON error and crash log this module writes,
    so a token typed into a requirement never lands on screen or on disk.
    """
    return _CREDENTIALS.sub(r"\1***@", text)


def report_error(error: SkillctlError, *, is_json: bool) -> int:
    """Write ``error:``/``hint:`` to stderr (and the JSON error document); return the exit code."""
    message = redact(error.message)
    hint = redact(error.hint) if error.hint else None
    click.echo(f"error: {message}", err=True)
    if hint:
        click.echo(f"hint: {hint}", err=True)
    if is_json:
        document = {"error": {"code": error.code, "hint": hint, "message": message}}
        click.echo(json.dumps(document, sort_keys=True, indent=2, ensure_ascii=False))
    return error.exit_code


def io_error(failure: OSError) -> SkillctlError:
    """An OSError as the operational error it is, naming the file."""
    where = failure.filename or "a file"
    if failure.errno in (errno.ENOSPC, errno.EDQUOT):
        return FileSystemError(
            f"no space left on the device while writing {where}",
            hint="free some disk space (or raise the quota), then run the command again",
        )
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
    lines = [redact(line) for line in lines]
    try:
        log_dir.mkdir(parents=True, exist_ok=True)
        log = log_dir / f"crash-{stamp}.log"
        log.write_text("\n".join(lines), encoding="utf-8")
        where = f"details are in {log}"
    except OSError:
        where = "the crash log could not be written; run again with --debug to see the traceback"
    summary = redact(f"{type(exc).__name__}: {exc}")
    click.echo(f"error: skillctl hit a bug ({summary}); {where}", err=True)
    click.echo("hint: please report it with that file; --debug shows the traceback", err=True)
    return EXIT_OPERATIONAL


def _git_version() -> str:
    from skillctl.store.git.env import git_version

    return git_version() or "not found"
