"""Locate the data shipped with skillctl: ``schemas/``, ``guards/``, ``registry/``.

An installed wheel carries them in ``skillctl/_data/`` (hatchling force-include);
an editable checkout has them at the repository root. This module is the only
place that knows either layout.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from skillctl.errors import DataFileError

_PACKAGE_DIR = Path(__file__).resolve().parent


@cache
def data_dir() -> Path:
    """The folder holding ``schemas/`` (and the other data folders)."""
    for candidate in (_PACKAGE_DIR / "_data", _PACKAGE_DIR.parent):
        if (candidate / "schemas").is_dir():
            return candidate
    raise DataFileError(
        f"skillctl's data files are missing (looked in {_PACKAGE_DIR / '_data'})",
        hint="reinstall skillctl: pip install --force-reinstall skillctl",
    )


@cache
def load_schema(name: str) -> dict[str, object]:
    """Read ``schemas/<name>.schema.json``; cached because schemas never change in a run."""
    path = data_dir() / "schemas" / f"{name}.schema.json"
    try:
        loaded = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as e:
        raise DataFileError(f"cannot read schema {path}: {e}", hint="reinstall skillctl") from e
    if not isinstance(loaded, dict):
        raise DataFileError(f"schema {path} is not a JSON object", hint="reinstall skillctl")
    return loaded


def default_registry_dir() -> Path | None:
    """The embedded default registry, when this build ships one."""
    folder = data_dir() / "registry"
    return folder if (folder / "index.json").is_file() else None


def default_store_path() -> Path:
    """``…/skillctl/store`` in the platform's per-user data folder."""
    import os
    import sys

    home = Path.home()
    if sys.platform == "darwin":
        base = home / "Library" / "Application Support"
    elif sys.platform == "win32":
        base = Path(os.environ.get("LOCALAPPDATA") or home / "AppData" / "Local")
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or home / ".local" / "share")
    return base / "skillctl" / "store"
