"""The package names the typosquat check compares against, shipped so it works offline.

``popular/`` holds the most used PyPI names, unscoped npm names and npm scopes (as commonly
known; extend with care: every name there makes its one-edit neighbours suspect), and
legitimate packages that happen to sit one edit from one of them. Read once, when a skill
first names a package.
"""

from __future__ import annotations

from functools import cache

from skillctl.errors import DataFileError
from skillctl.resources import data_dir


def popular_pypi() -> frozenset[str]:
    return _names("pypi")


def popular_npm() -> frozenset[str]:
    return _names("npm")


def popular_npm_scopes() -> frozenset[str]:
    """Scopes without their ``@`` (``types``, ``babel``, ``tanstack``)."""
    return _names("npm-scopes")


def neighbours() -> frozenset[str]:
    """Legitimate packages one edit from a popular one."""
    return _names("neighbours")


@cache
def _names(kind: str) -> frozenset[str]:
    path = data_dir() / "popular" / f"{kind}.txt"
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as e:
        raise DataFileError(f"cannot read {path}: {e}", hint="reinstall skillctl") from e
    return frozenset(n.strip().lower() for n in text.split("\n") if n.strip())
