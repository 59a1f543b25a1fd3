"""Run one scanner in a forked child while this process runs the others.

A cold audit of a skill with Python spends most of its time importing libcst
and bandit; on a machine with two cores, importing bandit in a child while
the parent imports libcst halves that wait. The child only runs our own
scanner over the already-read tree and sends its findings back through a pipe.
"""

from __future__ import annotations

import os
import pickle
import sys
from collections.abc import Callable
from collections.abc import Iterable

from skillctl.audit.finding import Finding

Collect = Callable[[], list[Finding]]


class ChildScannerError(Exception):
    """The forked scanner failed; the message says how."""


def can_fork() -> bool:
    """Forking pays only on Linux with more than one core for this process."""
    return sys.platform == "linux" and len(os.sched_getaffinity(0)) > 1


def start(run: Callable[[], Iterable[Finding]]) -> Collect:
    """Start ``run`` in a child; the returned function waits for and returns its findings."""
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child's lines run in another process
        os.close(read_end)
        try:
            payload: tuple[str, object] = ("ok", list(run()))
        except BaseException as crash:  # noqa: BLE001 - everything goes back to the parent
            payload = ("error", f"{type(crash).__name__}: {crash}")
        with os.fdopen(write_end, "wb") as out:
            out.write(pickle.dumps(payload))
        os._exit(0)
    os.close(write_end)

    def collect() -> list[Finding]:
        with os.fdopen(read_end, "rb") as incoming:
            data = incoming.read()
        os.waitpid(pid, 0)
        if not data:
            raise ChildScannerError("the scanner process ended without an answer")
        status, value = pickle.loads(data)  # noqa: S301 - written by our own child just above
        if status != "ok" or not isinstance(value, list):
            raise ChildScannerError(str(value))
        return value

    return collect
