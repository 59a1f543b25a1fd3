"""Ledger segments on disk: atomic appends from many processes (the hook's path).

Each host appends to its own segment per month, so stores synced through a
remote merge without conflicts. An append is one ``write(2)`` of one line
opened with ``O_APPEND``, which POSIX keeps whole against concurrent
appenders on a local filesystem; no lock is taken. Nothing heavier than
``os`` is imported here — not ``re``, ``json`` or ``typing`` — because the
agent hook calls this on every tool use. Reading segments is in ``ledger_read``.
"""

from __future__ import annotations

import os

from skillctl.store.layout import LEDGER_DIR

_SAFE = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._-")


def _safe(text: str) -> str:
    """``text`` with each run of characters unsafe in a file name replaced by one ``-``."""
    out: list[str] = []
    for char in text:
        if char in _SAFE:
            out.append(char)
        elif not out or out[-1] != "-":
            out.append("-")
    return "".join(out)


def host_name() -> str:
    """This machine's name, safe in a file name (``os.uname``: no socket module to load)."""
    return _safe(os.uname().nodename).strip("-")[:64] or "host"


def segment_path(store: str | os.PathLike[str], host: str, month: str) -> str:
    """``.skillctl/ledger/usage-<host>-<YYYY-MM>.jsonl`` of ``store``."""
    return os.path.join(store, LEDGER_DIR, f"usage-{_safe(host)}-{month}.jsonl")


def append_lines(path: str, lines: list[bytes]) -> None:
    """Append each line with its own single write (so each stays whole)."""
    flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0)
    try:
        try:
            fd = os.open(path, flags, 0o644)
        except FileNotFoundError:
            os.makedirs(os.path.dirname(path), exist_ok=True)
            fd = os.open(path, flags, 0o644)
        try:
            for line in lines:
                os.write(fd, line)
        finally:
            os.close(fd)
    except OSError as e:
        from skillctl.errors import StoreError

        raise StoreError(
            f"cannot append to {path}: {e.strerror}", hint="check the store and free space"
        ) from e


def skills_root_of(store: str | os.PathLike[str]) -> str:
    """The store's skills folder, read without the schema library (the hook's fast path).

    The config is schema-checked whenever a transaction runs; here only its
    one ``skills_dir`` key is needed.
    """
    from skillctl.store.lean_json import loads

    try:
        with open(os.path.join(store, ".skillctl", "config.json"), "rb") as handle:
            config = loads(handle.read(1024 * 1024))
    except (OSError, ValueError):
        return os.path.join(store, "skills")
    value = config.get("skills_dir") if isinstance(config, dict) else None
    return os.fspath(store) if value == "." else os.path.join(store, "skills")
