"""The environment every store and source git command runs with.

Inherited ``GIT_*`` variables are dropped (inside a git hook ``GIT_DIR`` and
``GIT_INDEX_FILE`` describe the user's repository, and writes would land
there); transport and credential settings are kept. GitPython cannot do this
(it overlays ``env`` on ``os.environ``), so store commands run git directly.
"""

from __future__ import annotations

import os
import shutil
import subprocess

KEPT = frozenset(
    {
        "GIT_SSH",
        "GIT_SSH_COMMAND",
        "GIT_ASKPASS",
        "GIT_ALLOW_PROTOCOL",
        "GIT_CONFIG_COUNT",
        "GIT_CONFIG_GLOBAL",
        "GIT_CONFIG_NOSYSTEM",
    }
)
KEPT_PREFIXES = ("GIT_CONFIG_KEY_", "GIT_CONFIG_VALUE_")


def clean_env() -> dict[str, str]:
    """This process's environment without inherited git repository state."""
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith("GIT_") or key in KEPT or key.startswith(KEPT_PREFIXES)
    }
    env["GIT_TERMINAL_PROMPT"] = "0"
    env["LC_ALL"] = "C"
    return env


def git_version() -> str | None:
    """``git --version`` as git prints it, or None when no git runs here."""
    executable = shutil.which("git")
    if executable is None:
        return None
    try:
        done = subprocess.run(
            [executable, "--version"], env=clean_env(), capture_output=True, timeout=10, check=False
        )
    except (OSError, subprocess.SubprocessError):
        return None
    return done.stdout.decode("utf-8", "replace").strip() or None
