"""Usage events, typed: the kinds and outcomes as enums, and reading a line back.

The event itself and its JSON line live in :mod:`skillctl.ledger.line`, which
the agent hook imports without this module's ``enum`` and ``json``.
"""

from __future__ import annotations

import json
from enum import StrEnum

from skillctl.ledger.line import MAX_LINE_BYTES
from skillctl.ledger.line import UsageEvent
from skillctl.ledger.line import is_skill_name


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


__all__ = ["MAX_LINE_BYTES", "EventKind", "Outcome", "UsageEvent", "is_skill_name", "parse_line"]
