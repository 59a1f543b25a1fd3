"""Time as a dependency: the only place skillctl asks what time it is.

``cli`` builds a :class:`Clock` from ``SKILLCTL_NOW`` (ISO 8601) so that runs
and tests are reproducible; everything below takes the clock as a parameter.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC
from datetime import datetime
from typing import Protocol

from skillctl.errors import UsageError


class Clock(Protocol):
    """Anything that can say what time it is, in UTC."""

    def now(self) -> datetime: ...


@dataclass(frozen=True, slots=True)
class SystemClock:
    """The real wall clock."""

    def now(self) -> datetime:
        return datetime.now(UTC)


@dataclass(frozen=True, slots=True)
class FixedClock:
    """A clock stopped at one instant (``SKILLCTL_NOW`` and tests)."""

    instant: datetime

    def now(self) -> datetime:
        return self.instant


def parse_instant(text: str) -> datetime:
    """Parse an ISO 8601 instant; a value without an offset is taken as UTC."""
    try:
        value = datetime.fromisoformat(text.strip().replace("Z", "+00:00"))
    except ValueError as e:
        raise UsageError(
            f"SKILLCTL_NOW={text!r} is not an ISO 8601 time",
            hint="use a form like 2026-01-15T12:00:00Z, or unset SKILLCTL_NOW",
        ) from e
    if value.tzinfo is None:
        value = value.replace(tzinfo=UTC)
    return value.astimezone(UTC)


def clock_from(env_value: str | None) -> Clock:
    """The clock for a run: fixed when ``SKILLCTL_NOW`` is set, else the system clock."""
    return FixedClock(parse_instant(env_value)) if env_value else SystemClock()


def format_instant(value: datetime) -> str:
    """UTC, second precision, ``Z`` suffix: the one time format skillctl writes."""
    return value.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
