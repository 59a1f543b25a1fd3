"""What the ledger adds up to per skill, kept as a derived cache read incrementally.

The JSONL segments are the truth. The summary remembers how far it read each
segment, so a refresh after a thousand new events reads only those; a
segment that shrank (replaced by a sync) makes it start again from zero.

Rows are folded in bulk (``collections.Counter`` over the fields that repeat,
one pass for the newest time per skill), which is what keeps a first read of
a million events within seconds. A rating given to a session counts for every
skill used in that session, before or after the rating: the skills of a
newly rated session are looked up by the caller (:meth:`Summary.fold`
returns them as pending) and settled with :meth:`Summary.settle`; from then on
the session is remembered with its skills, and a skill used in it later gets
its ratings as it arrives.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass
from dataclasses import field
from itertools import compress
from itertools import islice
from operator import itemgetter
from operator import le

from skillctl.ledger.rows import EVENT
from skillctl.ledger.rows import RATING
from skillctl.ledger.rows import SESSION
from skillctl.ledger.rows import SKILL
from skillctl.ledger.rows import TS
from skillctl.ledger.rows import Row
from skillctl.ledger.rows import rows_of

SUMMARY_VERSION = 2
_USES = frozenset({b"load", b"use"})
_KEY = itemgetter(SKILL, EVENT, 2, RATING, 0)  # skill, event, outcome, rating, agent
_SKILL = itemgetter(SKILL)
_TS = itemgetter(TS)
_SESSION = itemgetter(SESSION)
_EVENT = itemgetter(EVENT)
_RATING_VALUES = {b"-1": -1, b"-0": 0, b"0": 0, b"1": 1}


@dataclass(slots=True)
class SkillUsage:
    """One skill's totals; ratings include those of the sessions it was used in."""

    uses: int = 0
    views: int = 0
    last_activity: str | None = None
    last_use: str | None = None
    successes: int = 0
    failures: int = 0
    rating_sum: int = 0
    rating_count: int = 0
    agents: dict[str, int] = field(default_factory=dict)

    def merge(self, other: SkillUsage) -> None:
        self.uses += other.uses
        self.views += other.views
        self.successes += other.successes
        self.failures += other.failures
        self.rating_sum += other.rating_sum
        self.rating_count += other.rating_count
        for agent, count in other.agents.items():
            self.agents[agent] = self.agents.get(agent, 0) + count
        self.last_activity = _later(self.last_activity, other.last_activity)
        self.last_use = _later(self.last_use, other.last_use)

    @property
    def success_rate(self) -> float | None:
        total = self.successes + self.failures
        return self.successes / total if total else None

    @property
    def mean_rating(self) -> float | None:
        return self.rating_sum / self.rating_count if self.rating_count else None


@dataclass(slots=True)
class RatedSession:
    """A session someone rated: its ratings and the skills used in it."""

    ratings: list[int]
    skills: list[str]


Pending = dict[str, list[int]]


@dataclass(slots=True)
class Summary:
    """Totals per skill, rated sessions, and how far each segment was read."""

    offsets: dict[str, int] = field(default_factory=dict)
    skills: dict[str, SkillUsage] = field(default_factory=dict)
    rated: dict[str, RatedSession] = field(default_factory=dict)
    newest: str | None = None
    events: int = 0

    def add_lines(self, lines: list[bytes]) -> None:
        """Lines held in memory; a rated session's skills are looked up among them."""
        data = b"".join(line if line.endswith(b"\n") else line + b"\n" for line in lines)
        rows = rows_of(data)
        pending = self.fold(rows)
        if pending:
            self.settle(pending, [r for r in rows if r[SESSION].decode() in pending])

    def fold(self, rows: list[Row]) -> Pending:
        """Add ``rows``; returns the ratings of sessions not rated before, to :meth:`settle`."""
        folding = self.refresh()
        folding.add(rows)
        return folding.finish()

    def refresh(self) -> Refresh:
        """An accumulator for many chunks of rows, applied to this summary by ``finish``."""
        return Refresh(self)

    def settle(self, pending: Pending, rows: list[Row]) -> None:
        """Sessions rated for the first time: ``rows`` are every row of those sessions."""
        skills: dict[str, list[str]] = {session: [] for session in pending}
        for row in rows:
            session = row[SESSION].decode()
            if session in skills and row[SKILL] and row[EVENT] != b"feedback":
                name = row[SKILL].decode()
                if name not in skills[session]:
                    skills[session].append(name)
        for session, ratings in pending.items():
            self.rated[session] = RatedSession(list(ratings), skills[session])
            for name in skills[session]:
                usage = self._usage(name)
                usage.rating_sum += sum(ratings)
                usage.rating_count += len(ratings)

    def usage_of(self, name: str, *, aliases: tuple[str, ...] = ()) -> SkillUsage:
        """A skill's totals with its aliases' (absorbed names); read it, never change it."""
        if not aliases:
            return self.skills.get(name) or SkillUsage()
        total = SkillUsage()
        names = (name, *aliases)
        for each in names:
            if each in self.skills:
                total.merge(self.skills[each])
        for rated in self.rated.values():  # a session that used two of these names counts once
            extra = sum(1 for n in names if n in rated.skills) - 1
            if extra > 0:
                total.rating_sum -= extra * sum(rated.ratings)
                total.rating_count -= extra * len(rated.ratings)
        return total

    def _usage(self, name: str) -> SkillUsage:
        usage = self.skills.get(name)
        if usage is None:
            usage = self.skills[name] = SkillUsage()
        return usage

    def _rate_session(self, session: str, rating: int, pending: Pending) -> None:
        known = self.rated.get(session)
        if known is None:
            pending.setdefault(session, []).append(rating)
            return
        known.ratings.append(rating)
        for name in known.skills:
            usage = self._usage(name)
            usage.rating_sum += rating
            usage.rating_count += 1

    def _join_rated_sessions(self, rows: list[Row]) -> None:
        """A skill used in an already rated session gets that session's ratings."""
        keys = frozenset(session.encode() for session in self.rated)
        for row in compress(rows, map(keys.__contains__, map(_SESSION, rows))):
            if row[EVENT] == b"feedback":
                continue
            rated = self.rated[row[SESSION].decode()]
            name = row[SKILL].decode()
            if name not in rated.skills:
                rated.skills.append(name)
                usage = self._usage(name)
                usage.rating_sum += sum(rated.ratings)
                usage.rating_count += len(rated.ratings)

    def dump(self) -> bytes:
        document = {
            "events": self.events,
            "newest": self.newest,
            "offsets": self.offsets,
            "rated": {s: [r.ratings, r.skills] for s, r in self.rated.items()},
            "skills": {
                name: [
                    u.uses,
                    u.views,
                    u.successes,
                    u.failures,
                    u.rating_sum,
                    u.rating_count,
                    u.last_activity,
                    u.last_use,
                    u.agents,
                ]
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
            skills = {}
            for name, row in document["skills"].items():
                uses, views, successes, failures, rating_sum, rating_count, last, used, agents = row
                skills[str(name)] = SkillUsage(
                    int(uses),
                    int(views),
                    _text_or_none(last),
                    _text_or_none(used),
                    int(successes),
                    int(failures),
                    int(rating_sum),
                    int(rating_count),
                    {str(a): int(c) for a, c in agents.items()},
                )
            return cls(
                offsets={str(k): int(v) for k, v in document["offsets"].items()},
                skills=skills,
                rated={
                    str(s): RatedSession([int(r) for r in ratings], [str(n) for n in names])
                    for s, (ratings, names) in document["rated"].items()
                },
                newest=_text_or_none(document["newest"]),
                events=int(document["events"]),
            )
        except (ValueError, KeyError, TypeError, AttributeError):
            return None


class Refresh:
    """Rows folded chunk after chunk, in bulk, then applied to the summary once.

    Counting is ``Counter.update`` over the fields that repeat; the newest time
    per skill is a ``dict.update`` while the rows come in time order (as an
    append-only ledger writes them) and a plain loop for any chunk that does
    not. Per-skill work happens once, in :meth:`finish`, not once per chunk.
    """

    def __init__(self, summary: Summary) -> None:
        self._summary = summary
        self._counts: Counter[tuple[bytes, bytes, bytes, bytes, bytes]] = Counter()
        self._newest: dict[bytes, bytes] = {}
        self._newest_use: dict[bytes, bytes] = {}
        self._last = b""  # the newest time among skill rows so far
        self._newest_any = b""  # among all rows, session ratings included
        self._events = 0
        self._pending: Pending = {}

    def add(self, rows: list[Row]) -> None:
        if not rows:
            return
        self._events += len(rows)
        summary = self._summary
        skill_rows = rows
        if b"" in map(_SKILL, rows):
            self._newest_any = max(self._newest_any, max(map(_TS, rows)))
            skill_rows = [r for r in rows if r[SKILL]]
            for row in rows:
                if not row[SKILL] and row[SESSION] and row[RATING]:
                    rating = _RATING_VALUES[row[RATING]]
                    summary._rate_session(row[SESSION].decode(), rating, self._pending)
        self._counts.update(map(_KEY, skill_rows))
        skills = list(map(_SKILL, skill_rows))
        stamps = list(map(_TS, skill_rows))
        if not stamps:
            return
        is_ordered = self._last <= stamps[0] and all(map(le, stamps, islice(stamps, 1, None)))
        self._last = max(self._last, stamps[-1] if is_ordered else max(stamps))
        used = list(map(_USES.__contains__, map(_EVENT, skill_rows)))
        _keep_newest(self._newest, skills, stamps, is_ordered=is_ordered)
        _keep_newest(
            self._newest_use,
            list(compress(skills, used)),
            list(compress(stamps, used)),
            is_ordered=is_ordered,
        )
        if summary.rated:
            summary._join_rated_sessions(skill_rows)

    def finish(self) -> Pending:
        """Apply what was folded; returns the newly rated sessions' ratings to settle."""
        summary = self._summary
        if not self._events:
            return self._pending
        summary.events += self._events
        summary.newest = _later(summary.newest, max(self._last, self._newest_any).decode())
        for (skill, kind, outcome, rating, agent), count in self._counts.items():
            usage = summary._usage(skill.decode())
            if kind in _USES:
                usage.uses += count
            elif kind == b"view":
                usage.views += count
            if outcome == b"success":
                usage.successes += count
            elif outcome == b"failure":
                usage.failures += count
            if rating:
                usage.rating_sum += _RATING_VALUES[rating] * count
                usage.rating_count += count
            if agent:
                name = agent.decode()
                usage.agents[name] = usage.agents.get(name, 0) + count
        for skill, ts in self._newest.items():
            usage = summary._usage(skill.decode())
            usage.last_activity = _later(usage.last_activity, ts.decode())
        for skill, ts in self._newest_use.items():
            usage = summary._usage(skill.decode())
            usage.last_use = _later(usage.last_use, ts.decode())
        self._counts.clear()
        self._events = 0
        return self._pending


def _keep_newest(
    newest: dict[bytes, bytes], skills: list[bytes], stamps: list[bytes], *, is_ordered: bool
) -> None:
    """Fold the newest time per skill into ``newest``."""
    if is_ordered:
        newest.update(zip(skills, stamps, strict=True))  # later rows win: the newest
        return
    get = newest.get
    for skill, ts in zip(skills, stamps, strict=True):
        if ts > get(skill, b""):
            newest[skill] = ts  # noqa: PERF403 - a running maximum, not a mapping


def _later(mine: str | None, theirs: str | None) -> str | None:
    if theirs is None:
        return mine
    return theirs if mine is None or theirs > mine else mine


def _text_or_none(value: object) -> str | None:
    return value if isinstance(value, str) else None
