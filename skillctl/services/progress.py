"""How services report progress without printing: ``cli`` supplies an implementation."""

from __future__ import annotations

from typing import Protocol


class Progress(Protocol):
    """Receives progress of a long run; implementations must be cheap to call."""

    def advance(self, done: int, total: int, label: str) -> None: ...


class NoProgress:
    """The default: report nothing."""

    def advance(self, done: int, total: int, label: str) -> None:
        return None
