"""What the ledger adds up to per skill, kept as a derived cache read incrementally.

The JSONL segments are the truth. The summary remembers how far it read each
segment, so a refresh after a thousand new events reads only those; a
segment that shrank (replaced by a sync) makes it start again from zero.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from dataclasses import field

from skillctl.ledger.event import EventKind
from skillctl.ledger.event import UsageEvent

SUMMARY_VERSION = 1
_KINDS = frozenset(kind.value for kind in EventKind)
_USES = frozenset({EventKind.LOAD.value, EventKind.USE.value})


def _loads(line: bytes) -> object:
    try:
        return json.loads(line)
    except ValueError:
        return None


@dataclass(slots=True)
class SkillUsage:
    """One skill's totals."""

    uses: int = 0
    views: int = 0
    last_activity: str | None = None
    last_use: str | None = None
    successes: int = 0
    failures: int = 0
    rating_sum: int = 0
    rating_count: int = 0
    agents: dict[str, int] = field(default_factory=dict)

    def add(self, event: UsageEvent) -> None:
        self.add_fields(
            event.ts,
            event.event.value,
            event.outcome.value if event.outcome else None,
            event.rating,
            event.agent,
        )

    def add_fields(
        self, ts: str, kind: str, outcome: object, rating: object, agent: object
    ) -> None:
        """One event's fields, as decoded from its line (the hot loop of a refresh)."""
        if self.last_activity is None or ts > self.last_activity:
            self.last_activity = ts
        if kind in _USES:
            self.uses += 1
            if self.last_use is None or ts > self.last_use:
                self.last_use = ts
        elif kind == "view":
            self.views += 1
        if outcome == "success":
            self.successes += 1
        elif outcome == "failure":
            self.failures += 1
        if isinstance(rating, int) and not isinstance(rating, bool) and -1 <= rating <= 1:
            self.rating_sum += rating
            self.rating_count += 1
        if isinstance(agent, str) and agent:
            self.agents[agent] = self.agents.get(agent, 0) + 1

    def merge(self, other: SkillUsage) -> None:
        self.uses += other.uses
        self.views += other.views
        self.successes += other.successes
        self.failures += other.failures
        self.rating_sum += other.rating_sum
        self.rating_count += other.rating_count
        for agent, count in other.agents.items():
            self.agents[agent] = self.agents.get(agent, 0) + count
        for name in ("last_activity", "last_use"):
            mine, theirs = getattr(self, name), getattr(other, name)
            if theirs is not None and (mine is None or theirs > mine):
                setattr(self, name, theirs)

    @property
    def success_rate(self) -> float | None:
        total = self.successes + self.failures
        return self.successes / total if total else None

    @property
    def mean_rating(self) -> float | None:
        return self.rating_sum / self.rating_count if self.rating_count else None


@dataclass(slots=True)
class Summary:
    """Totals per skill, skills per session, session ratings, and how far each segment was read."""

    offsets: dict[str, int] = field(default_factory=dict)
    skills: dict[str, SkillUsage] = field(default_factory=dict)
    sessions: dict[str, list[str]] = field(default_factory=dict)
    session_ratings: dict[str, list[int]] = field(default_factory=dict)
    newest: str | None = None
    events: int = 0

    def add(self, event: UsageEvent) -> None:
        self.add_document(
            {
                "agent": event.agent,
                "event": event.event.value,
                "outcome": event.outcome.value if event.outcome else None,
                "rating": event.rating,
                "session": event.session,
                "skill": event.skill,
                "ts": event.ts,
            }
        )

    def add_lines(self, lines: list[bytes]) -> None:
        """Many ledger lines at once: one JSON parse for all of them when they are all sound."""
        try:
            documents = json.loads(b"[" + b",".join(lines) + b"]")
        except ValueError:
            documents = [_loads(line) for line in lines]  # a torn or hand-made line: skip it only
        for document in documents:
            if isinstance(document, dict):
                self.add_document(document)

    def add_document(self, document: dict[str, object]) -> None:
        ts, skill, kind = document.get("ts"), document.get("skill", ""), document.get("event")
        if not (isinstance(ts, str) and isinstance(skill, str) and kind in _KINDS):
            return
        self.events += 1
        if self.newest is None or ts > self.newest:
            self.newest = ts
        session = document.get("session")
        rating = document.get("rating")
        if not skill:
            if isinstance(session, str) and session and rating in (-1, 0, 1):
                self.session_ratings.setdefault(session, []).append(int(str(rating)))
            return
        usage = self.skills.get(skill)
        if usage is None:
            usage = self.skills[skill] = SkillUsage()
        usage.add_fields(ts, str(kind), document.get("outcome"), rating, document.get("agent"))
        if isinstance(session, str) and session and kind != "feedback":
            used = self.sessions.get(session)
            if used is None:
                self.sessions[session] = [skill]
            elif skill not in used:
                used.append(skill)

    def usage_of(self, name: str, *, aliases: tuple[str, ...] = ()) -> SkillUsage:
        """A skill's totals with its aliases' (absorbed names) and its sessions' ratings."""
        total = SkillUsage()
        names = (name, *aliases)
        for each in names:
            if each in self.skills:
                total.merge(self.skills[each])
        for session, ratings in self.session_ratings.items():
            if any(n in self.sessions.get(session, ()) for n in names):
                total.rating_sum += sum(ratings)
                total.rating_count += len(ratings)
        return total

    def dump(self) -> bytes:
        document = {
            "events": self.events,
            "newest": self.newest,
            "offsets": self.offsets,
            "session_ratings": self.session_ratings,
            "sessions": self.sessions,
            "skills": {
                name: {
                    "agents": u.agents,
                    "failures": u.failures,
                    "last_activity": u.last_activity,
                    "last_use": u.last_use,
                    "rating_count": u.rating_count,
                    "rating_sum": u.rating_sum,
                    "successes": u.successes,
                    "uses": u.uses,
                    "views": u.views,
                }
                for name, u in self.skills.items()
            },
            "version": SUMMARY_VERSION,
        }
        return json.dumps(document, sort_keys=True, separators=(",", ":")).encode()

    @classmethod
    def load(cls, data: bytes) -> Summary | None:
        """The cached summary, or None when it is unreadable or from another version."""
        try:
            document = json.loads(data)
            if document.get("version") != SUMMARY_VERSION:
                return None
            return cls(
                offsets={str(k): int(v) for k, v in document["offsets"].items()},
                skills={
                    str(name): SkillUsage(
                        uses=int(u["uses"]),
                        views=int(u["views"]),
                        last_activity=u["last_activity"],
                        last_use=u["last_use"],
                        successes=int(u["successes"]),
                        failures=int(u["failures"]),
                        rating_sum=int(u["rating_sum"]),
                        rating_count=int(u["rating_count"]),
                        agents={str(a): int(c) for a, c in u["agents"].items()},
                    )
                    for name, u in document["skills"].items()
                },
                sessions={str(k): [str(s) for s in v] for k, v in document["sessions"].items()},
                session_ratings={
                    str(k): [int(r) for r in v] for k, v in document["session_ratings"].items()
                },
                newest=document["newest"],
                events=int(document["events"]),
            )
        except (ValueError, KeyError, TypeError, AttributeError):
            return None
