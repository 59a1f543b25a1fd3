"""The store lock: one writer at a time (install, uninstall, curator), across processes.

An ``fcntl.flock`` on ``.skillctl/lock``; the kernel drops it when a process
dies, so a killed install never leaves the store locked. Waiting is
announced once through ``on_wait`` and ends in :class:`LockTimeoutError`.
"""

from __future__ import annotations

import fcntl
import os
import time
from collections.abc import Callable
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from skillctl.errors import LockTimeoutError

POLL_SECONDS = 0.05
_held: list[int] = []


def held_lock_fds() -> tuple[int, ...]:
    """Descriptors of the store locks this process holds (handed to git children)."""
    return tuple(_held)


def lock_holder(path: Path) -> int | None:
    """The process id holding the lock at ``path`` now, or None when it is free (or missing).

    Asks without waiting and without creating the file; a holder that wrote no
    pid (it is starting) is reported as ``0``.
    """
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return None
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
        except BlockingIOError:
            text = os.read(fd, 32).decode("ascii", "replace").strip()
            return int(text) if text.isdigit() else 0
        fcntl.flock(fd, fcntl.LOCK_UN)
        return None
    finally:
        os.close(fd)


@contextmanager
def store_lock(
    path: Path, *, timeout: float, on_wait: Callable[[str], None] | None = None
) -> Iterator[None]:
    """Hold an exclusive lock on ``path`` for the ``with`` block."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        deadline = time.monotonic() + timeout
        announced = False
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if not announced and on_wait is not None:
                    on_wait(f"waiting for another skillctl to release {path} …")
                    announced = True
                if time.monotonic() >= deadline:
                    raise LockTimeoutError(
                        f"timed out after {timeout:.0f} s waiting for the store lock {path}",
                        hint="another skillctl is still running; retry when it is done",
                    ) from None
                time.sleep(POLL_SECONDS)
        os.ftruncate(fd, 0)
        os.write(fd, f"{os.getpid()}\n".encode())
        _held.append(fd)
        try:
            yield
        finally:
            _held.remove(fd)
            fcntl.flock(fd, fcntl.LOCK_UN)
    finally:
        os.close(fd)
