"""One usage event and its JSON line, with nothing heavier than the interpreter loaded.

The agent hook builds and writes events on every tool use, so this module
imports no ``json``, ``re``, ``enum``, ``typing``, ``dataclasses`` or
``pathlib``: an event kind is a plain string here (``event.EventKind`` is
the typed view of the same values). The line format is
``schemas/usage-event.schema.json``: sorted keys, ``", "`` and ``": "``
separators, UTF-8, under 4 KiB.
"""

from __future__ import annotations

from skillctl.store.lean_json import quote

MAX_LINE_BYTES = 4000  # one write(2) of under 4 KiB stays atomic against other appenders
KINDS = ("view", "load", "use", "patch", "create", "feedback")
OUTCOMES = ("success", "failure")
_FIELD_CAP = 512
_NAME_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789-")


class UsageEvent:
    """A skill event. ``skill`` is empty for a session-level rating.

    A plain slotted class rather than a frozen dataclass: importing
    ``dataclasses`` would double the hook's start-up time. ``event`` and
    ``outcome`` hold the values of ``EventKind`` and ``Outcome`` (which are
    ``str`` themselves).
    """

    __slots__ = ("agent", "event", "host", "outcome", "rating", "session", "skill", "ts")

    def __init__(
        self,
        ts: str,
        skill: str,
        event: str,
        host: str,
        *,
        outcome: str | None = None,
        rating: int | None = None,
        session: str | None = None,
        agent: str | None = None,
    ) -> None:
        self.ts, self.skill, self.event, self.host = ts, skill, event, host
        self.outcome, self.rating, self.session, self.agent = outcome, rating, session, agent

    def __repr__(self) -> str:
        return f"UsageEvent({self.event} {self.skill!r} at {self.ts})"

    def to_line(self) -> bytes:
        """The event as one JSON line, under :data:`MAX_LINE_BYTES`.

        Byte for byte what ``json.dumps(document, sort_keys=True,
        ensure_ascii=False)`` writes, so the summary's fast reader knows
        every line skillctl wrote.
        """
        fields = [
            ("agent", quote(self.agent[:_FIELD_CAP]) if self.agent else None),
            ("event", quote(str(self.event))),
            ("host", quote(self.host[:_FIELD_CAP])),
            ("outcome", quote(str(self.outcome)) if self.outcome is not None else None),
            ("rating", str(int(self.rating)) if self.rating is not None else None),
            ("session", quote(self.session[:_FIELD_CAP]) if self.session else None),
            ("skill", quote(self.skill)),
            ("ts", quote(self.ts)),
        ]
        body = ", ".join(f'"{key}": {value}' for key, value in fields if value is not None)
        line = ("{" + body + "}\n").encode()
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
