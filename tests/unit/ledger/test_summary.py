"""The ledger summary and health: totals, session ratings, torn lines, thresholds."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck
from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st

from skillctl.ledger.event import EventKind
from skillctl.ledger.event import Outcome
from skillctl.ledger.event import UsageEvent
from skillctl.ledger.event import is_skill_name
from skillctl.ledger.event import parse_line
from skillctl.ledger.health import Health
from skillctl.ledger.health import HealthThresholds
from skillctl.ledger.health import health_of
from skillctl.ledger.summary import SkillUsage
from skillctl.ledger.summary import Summary


def _line(skill: str, kind: EventKind, **extra: object) -> bytes:
    return UsageEvent("2026-01-02T00:00:00Z", skill, kind, "h", **extra).to_line()  # type: ignore[arg-type]


def test_lines_add_up_and_a_torn_line_is_skipped() -> None:
    summary = Summary()
    lines = [
        _line("a", EventKind.USE, outcome=Outcome.SUCCESS, session="s1", agent="claude-code"),
        _line("a", EventKind.USE, outcome=Outcome.FAILURE, session="s1"),
        _line("b", EventKind.VIEW, session="s1"),
        b'{"skill": "a", "event": "use", "ts": "2026',
        _line("", EventKind.FEEDBACK, rating=1, session="s1"),
    ]
    summary.add_lines(lines)
    a = summary.usage_of("a")
    assert (a.uses, a.successes, a.failures, a.agents) == (2, 1, 1, {"claude-code": 1})
    assert a.mean_rating == 1.0  # the session's rating counts for every skill used in it
    assert summary.usage_of("b").views == 1
    assert summary.events == 4
    again = Summary.load(summary.dump())
    assert again is not None
    assert again.usage_of("a").rating_count == 1
    assert Summary.load(b"{}") is None


def test_aliases_count_for_the_umbrella() -> None:
    summary = Summary()
    summary.add_lines([_line("old", EventKind.USE), _line("new", EventKind.LOAD)])
    assert summary.usage_of("new", aliases=("old",)).uses == 2


def test_lines_stay_under_four_kib_and_parse_back() -> None:
    line = UsageEvent("t", "a", EventKind.USE, "h" * 10_000, agent="x" * 10_000).to_line()
    assert len(line) <= 4000
    event = parse_line(_line("a", EventKind.USE, outcome=Outcome.SUCCESS, rating=-1))
    assert event is not None
    assert (event.skill, event.outcome, event.rating) == ("a", Outcome.SUCCESS, -1)
    assert parse_line(b"not json") is None
    assert parse_line(b'{"skill": 3}') is None


def test_skill_names() -> None:
    assert is_skill_name("pdf-tools")
    for bad in ("", "-x", "x-", "a--b", "A", "a" * 65, "a_b"):
        assert not is_skill_name(bad), bad


def test_health_thresholds() -> None:
    thresholds = HealthThresholds(failing_below=0.5, disliked_below=-0.2, min_events=3)
    summary = Summary()
    summary.add_lines([_line("f", EventKind.USE, outcome=Outcome.FAILURE)] * 3)
    summary.add_lines([_line("d", EventKind.FEEDBACK, rating=-1)] * 3 + [_line("d", EventKind.USE)])
    summary.add_lines([_line("ok", EventKind.USE, outcome=Outcome.FAILURE)] * 2)
    assert health_of(summary.usage_of("f"), thresholds).health is Health.FAILING
    assert health_of(summary.usage_of("d"), thresholds).health is Health.DISLIKED
    assert health_of(summary.usage_of("ok"), thresholds).health is Health.OK  # too few to judge
    assert health_of(summary.usage_of("none"), thresholds).health is Health.UNUSED


# --- the bulk fold against a plain model of the same rules ---------------------------

_SKILLS = ["a", "b", "c", ""]
_event = st.tuples(
    st.sampled_from(_SKILLS),
    st.sampled_from(list(EventKind)),
    st.sampled_from([None, Outcome.SUCCESS, Outcome.FAILURE]),
    st.sampled_from([None, -1, 0, 1]),
    st.sampled_from([None, "s1", "s2", "s3"]),
    st.sampled_from([None, "claude-code", "hermes"]),
    st.integers(1, 28),
)


def _model(events: list[UsageEvent], name: str) -> tuple[object, ...]:
    """What the summary must say about ``name``, computed the plain way."""
    mine = [e for e in events if e.skill == name]
    sessions: dict[str, set[str]] = {}
    ratings: dict[str, list[int]] = {}
    for e in events:
        if e.skill and e.session and e.event != EventKind.FEEDBACK:
            sessions.setdefault(e.session, set()).add(e.skill)
        if not e.skill and e.session and e.rating is not None:
            ratings.setdefault(e.session, []).append(e.rating)
    rated = [r for s, rs in ratings.items() if name in sessions.get(s, set()) for r in rs]
    direct = [e.rating for e in mine if e.rating is not None]
    agents: dict[str, int] = {}
    for e in mine:
        if e.agent:
            agents[e.agent] = agents.get(e.agent, 0) + 1
    used = [e.ts for e in mine if e.event in (EventKind.USE, EventKind.LOAD)]
    return (
        len(used),
        sum(e.event == EventKind.VIEW for e in mine),
        sum(e.outcome == Outcome.SUCCESS for e in mine),
        sum(e.outcome == Outcome.FAILURE for e in mine),
        sum(direct) + sum(rated),
        len(direct) + len(rated),
        max((e.ts for e in mine), default=None),
        max(used, default=None),
        agents,
    )


def _seen(usage: SkillUsage) -> tuple[object, ...]:
    return (
        usage.uses,
        usage.views,
        usage.successes,
        usage.failures,
        usage.rating_sum,
        usage.rating_count,
        usage.last_activity,
        usage.last_use,
        usage.agents,
    )


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(st.lists(_event, max_size=60), st.lists(st.integers(0, 60), max_size=4), st.booleans())
def test_incremental_reads_add_up_as_the_plain_rules_say(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    raw: list[tuple[str, EventKind, Outcome | None, int | None, str | None, str | None, int]],
    cuts: list[int],
    with_foreign_line: bool,
) -> None:
    """Any order of events, any refresh points, any chunk size, hand-written lines among them."""
    import tempfile

    from skillctl.services.usage_summary import current_summary
    from skillctl.store import ledger_read

    monkeypatch.setattr(ledger_read, "CHUNK_BYTES", 300)
    store = Path(tempfile.mkdtemp(dir=tmp_path))
    segment = store / ".skillctl" / "ledger" / "usage-h-2026-01.jsonl"
    segment.parent.mkdir(parents=True)
    events = [
        UsageEvent(
            f"2026-01-{day:02d}T00:00:00Z",
            skill,
            kind,
            "h",
            outcome=outcome,
            rating=rating,
            session=session,
            agent=agent,
        )
        for skill, kind, outcome, rating, session, agent, day in raw
    ]
    lines = [e.to_line() for e in events]
    if with_foreign_line and events:  # the same event as someone else might write it
        first = events[0]
        lines[0] = (
            json.dumps(
                {
                    "skill": first.skill,
                    "ts": first.ts[:-1] + ".250Z",
                    "event": str(first.event),
                    "outcome": first.outcome,
                    "rating": first.rating,
                    "session": first.session,
                    "agent": first.agent,
                }
            ).encode()
            + b"\n"
        )
        lines.insert(1, b"not json at all\n")
    summary = current_summary(store)
    for cut in [*sorted({min(c, len(lines)) for c in cuts}), len(lines)]:
        with segment.open("ab") as handle:
            handle.write(b"".join(lines[:cut]))
        lines = lines[cut:]
        summary = current_summary(store)
    assert summary.events == len(events)
    assert summary.newest == max((e.ts for e in events), default=None)
    for name in ("a", "b", "c"):
        assert _seen(summary.usage_of(name)) == _model(events, name), name


def test_a_session_rating_reaches_skills_used_before_and_after_it(tmp_path: Path) -> None:
    """Used, refreshed, rated, refreshed, used again: every skill of the session counts it."""
    from skillctl.services.usage_summary import current_summary

    segment = tmp_path / ".skillctl" / "ledger" / "usage-h-2026-01.jsonl"
    segment.parent.mkdir(parents=True)

    def append(*events: UsageEvent) -> None:
        with segment.open("ab") as handle:
            handle.write(b"".join(e.to_line() for e in events))

    ts = "2026-01-02T00:00:00Z"
    append(UsageEvent(ts, "early", EventKind.USE, "h", session="s1"))
    assert current_summary(tmp_path).usage_of("early").rating_count == 0
    append(UsageEvent(ts, "", EventKind.FEEDBACK, "h", session="s1", rating=-1))
    assert current_summary(tmp_path).usage_of("early").rating_sum == -1
    append(UsageEvent(ts, "late", EventKind.LOAD, "h", session="s1"))
    summary = current_summary(tmp_path)
    assert (summary.usage_of("late").rating_sum, summary.usage_of("early").rating_count) == (-1, 1)
    append(UsageEvent(ts, "", EventKind.FEEDBACK, "h", session="s1", rating=1))
    summary = current_summary(tmp_path)
    assert [summary.usage_of(n).rating_count for n in ("early", "late")] == [2, 2]
    assert summary.usage_of("late", aliases=("early",)).rating_count == 2  # one session, once
