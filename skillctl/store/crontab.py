"""The user's crontab, read and written through the ``crontab`` command (never its files)."""

from __future__ import annotations

import shutil
import subprocess

from skillctl.errors import StoreError


def read_crontab() -> str:
    """The current crontab text ('' when the user has none)."""
    done = subprocess.run([_crontab(), "-l"], capture_output=True, check=False, timeout=30)
    if done.returncode != 0:
        detail = done.stderr.decode("utf-8", "replace")
        if "no crontab" in detail.lower():
            return ""
        raise StoreError(
            f"crontab -l failed: {detail.strip()[-300:]}", hint="check that cron is installed"
        )
    return done.stdout.decode("utf-8", "replace")


def write_crontab(text: str) -> None:
    done = subprocess.run(
        [_crontab(), "-"], input=text.encode(), capture_output=True, check=False, timeout=30
    )
    if done.returncode != 0:
        detail = done.stderr.decode("utf-8", "replace").strip()[-300:]
        raise StoreError(f"crontab - failed: {detail}", hint="check that cron is installed")


def _crontab() -> str:
    found = shutil.which("crontab")
    if found is None:
        raise StoreError(
            "the crontab command is not installed",
            hint="install cron, or use the systemd timer or launchd agent from the README",
        )
    return found
