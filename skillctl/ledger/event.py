"""One usage event: a JSON line in a ledger segment (``schemas/usage-event.schema.json``).

Kept free of heavy imports — no dataclasses, no typing, no pathlib: the agent
hook builds and writes events on every tool use, and its whole run must cost
little more than starting Python.
"""

from __future__ import annotations

import json
from enum import StrEnum

MAX_LINE_BYTES = 4000  # one write(2) of under 4 KiB stays atomic against other appenders
_FIELD_CAP = 512
_NAME_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789-")


class EventKind(StrEnum):
    """What happened to a skill."""

    VIEW = "view"
    LOAD = "load"
    USE = "use"
    PATCH = "patch"
    CREATE = "create"
    FEEDBACK = "feedback"


class Outcome(StrEnum):
    SUCCESS = "success"
    FAILURE = "failure"


class UsageEvent:
    """A skill event. ``skill`` is empty for a session-level rating.

    A plain slotted class rather than a frozen dataclass: importing
    ``dataclasses`` would double the hook's start-up time.
    """

    __slots__ = ("agent", "event", "host", "outcome", "rating", "session", "skill", "ts")

    def __init__(
        self,
        ts: str,
        skill: str,
        event: EventKind,
        host: str,
        *,
        outcome: Outcome | None = None,
        rating: int | None = None,
        session: str | None = None,
        agent: str | None = None,
    ) -> None:
        self.ts, self.skill, self.event, self.host = ts, skill, event, host
        self.outcome, self.rating, self.session, self.agent = outcome, rating, session, agent

    def __repr__(self) -> str:
        return f"UsageEvent({self.event.value} {self.skill!r} at {self.ts})"

    def to_line(self) -> bytes:
        """The event as one JSON line, under :data:`MAX_LINE_BYTES`."""
        document: dict[str, object] = {
            "event": self.event.value,
            "host": _cap(self.host),
            "skill": self.skill,
            "ts": self.ts,
        }
        if self.outcome is not None:
            document["outcome"] = self.outcome.value
        if self.rating is not None:
            document["rating"] = self.rating
        if self.session:
            document["session"] = _cap(self.session)
        if self.agent:
            document["agent"] = _cap(self.agent)
        line = (json.dumps(document, sort_keys=True, ensure_ascii=False) + "\n").encode()
        return line[: MAX_LINE_BYTES - 1] + b"\n" if len(line) > MAX_LINE_BYTES else line


def is_skill_name(text: str) -> bool:
    """Lowercase letters, digits and single inner hyphens, at most 64 characters."""
    return (
        0 < len(text) <= 64
        and set(text) <= _NAME_CHARS
        and not text.startswith("-")
        and not text.endswith("-")
        and "--" not in text
    )


def parse_line(line: bytes) -> UsageEvent | None:
    """The event in one ledger line; None for anything malformed (the ledger is append-only
    and may hold a torn or hand-written line: it is skipped, never fatal)."""
    try:
        data = json.loads(line)
        if not isinstance(data, dict):
            return None
        skill, ts, host = data.get("skill", ""), data.get("ts"), data.get("host", "")
        if not (isinstance(skill, str) and isinstance(ts, str) and isinstance(host, str)):
            return None
        outcome = data.get("outcome")
        rating = data.get("rating")
        session, agent = data.get("session"), data.get("agent")
        return UsageEvent(
            ts=ts,
            skill=skill,
            event=EventKind(str(data.get("event"))),
            host=host,
            outcome=Outcome(outcome) if outcome is not None else None,
            rating=rating if rating in (-1, 0, 1) and not isinstance(rating, bool) else None,
            session=session if isinstance(session, str) else None,
            agent=agent if isinstance(agent, str) else None,
        )
    except (ValueError, TypeError):
        return None


def _cap(text: str) -> str:
    return text[:_FIELD_CAP]
