"""Helpers every benchmark shares: finding skillctl, compiling it as an install would, versions."""

from __future__ import annotations

import compileall
import importlib.util
import sys
from importlib import metadata
from pathlib import Path


def skillctl_command(override: str | None = None) -> list[str]:
    """The argv prefix that runs skillctl: ``override``, the console script, or ``-m skillctl``."""
    if override:
        return [override]
    script = Path(sys.executable).parent / "skillctl"
    if script.is_file():
        return [str(script)]
    return [sys.executable, "-m", "skillctl"]


def ensure_bytecode(packages: tuple[str, ...] = ("skillctl",)) -> list[str]:
    """Byte-compile packages as a regular ``pip install`` does.

    An editable checkout, or a shell with PYTHONDONTWRITEBYTECODE set, would
    otherwise recompile every module on every cold start and time the compiler
    instead of the tool.
    """
    compiled = []
    for package in packages:
        spec = importlib.util.find_spec(package)
        if spec is None or not spec.submodule_search_locations:
            continue
        for location in spec.submodule_search_locations:
            compileall.compile_dir(location, quiet=1)
            compiled.append(location)
    return compiled


def installed_version(dist: str) -> str | None:
    """The version of distribution ``dist`` installed for this interpreter, or None."""
    try:
        return metadata.version(dist)
    except metadata.PackageNotFoundError:
        return None
