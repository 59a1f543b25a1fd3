"""The ledger summary and health: totals, session ratings, torn lines, thresholds."""

from __future__ import annotations

from skillctl.ledger.event import EventKind
from skillctl.ledger.event import Outcome
from skillctl.ledger.event import UsageEvent
from skillctl.ledger.event import is_skill_name
from skillctl.ledger.event import parse_line
from skillctl.ledger.health import Health
from skillctl.ledger.health import HealthThresholds
from skillctl.ledger.health import health_of
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
