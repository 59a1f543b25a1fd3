"""``usage record|rate|show|import`` and the agent hook: feeding and reading the ledger.

Recording never takes the store lock and never runs git: a line is appended
to this host's segment for the month. The hook path is kept light (no git,
no jsonschema, no libcst) because agents call it on every tool use, and it
never fails the agent: anything it cannot use is noted in a log and ignored.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from skillctl.clock import Clock
from skillctl.clock import format_instant
from skillctl.errors import SkillNotFoundError
from skillctl.errors import UsageError
from skillctl.ledger.claude_hook import installed_names
from skillctl.ledger.claude_hook import skills_folder
from skillctl.ledger.event import EventKind
from skillctl.ledger.event import Outcome
from skillctl.ledger.event import UsageEvent
from skillctl.ledger.event import is_skill_name
from skillctl.ledger.health import HealthReport
from skillctl.ledger.health import HealthThresholds
from skillctl.ledger.health import health_of
from skillctl.ledger.summary import SkillUsage
from skillctl.services.progress import Progress
from skillctl.store.layout import CACHE_DIR
from skillctl.store.ledger_file import append_lines
from skillctl.store.ledger_file import host_name
from skillctl.store.ledger_file import segment_path
from skillctl.store.ledger_file import skills_root_of

MAX_PAYLOAD = 1024 * 1024
HOOK_LOG = f"{CACHE_DIR}/hook.log"
_IMPORT_CAP = 10_000


@dataclass(frozen=True, slots=True)
class Recorded:
    """What was appended, and to which skill a forwarded name was recorded."""

    events: tuple[UsageEvent, ...]
    forwarded_from: str | None = None


@dataclass(frozen=True, slots=True)
class UsageRow:
    """``usage show``: one skill's totals and health."""

    name: str
    usage: SkillUsage
    health: HealthReport


def record(
    store: Path,
    name: str,
    kind: EventKind,
    clock: Clock,
    *,
    outcome: Outcome | None = None,
    rating: int | None = None,
    session: str | None = None,
    agent: str | None = None,
) -> Recorded:
    """Append one event for an installed skill."""
    target, forwarded = _live_name(store, name)
    event = UsageEvent(
        format_instant(clock.now()),
        target,
        kind,
        host_name(),
        outcome=outcome,
        rating=rating,
        session=session,
        agent=agent,
    )
    _append(store, [event], clock)
    return Recorded((event,), name if forwarded else None)


def rate(
    store: Path, name: str | None, rating: int, clock: Clock, *, session: str | None
) -> Recorded:
    """Task-level feedback: for one skill, or for every skill used in ``session``."""
    if rating not in (-1, 0, 1):
        raise UsageError(f"a rating is +1, 0 or -1, not {rating}", hint="e.g. usage rate pdf +1")
    if name is None and not session:
        raise UsageError(
            "rate a skill or a session", hint="skillctl usage rate NAME +1, or --session ID"
        )
    if name is None:
        event = UsageEvent(
            format_instant(clock.now()),
            "",
            EventKind.FEEDBACK,
            host_name(),
            rating=rating,
            session=session,
        )
        _append(store, [event], clock)
        return Recorded((event,))
    return record(store, name, EventKind.FEEDBACK, clock, rating=rating, session=session)


def show(
    store: Path, name: str | None, thresholds: HealthThresholds, progress: Progress | None = None
) -> list[UsageRow]:
    """Totals and health per skill (or for one); a long first read reports to ``progress``."""
    from skillctl.services.usage_summary import current_summary

    summary = current_summary(store, progress=progress)
    installed = sorted(installed_names(skills_root_of(store)))
    names = [name] if name else sorted(set(installed) | set(summary.skills))
    if name and name not in installed and name not in summary.skills:
        raise SkillNotFoundError(f"no usage and no skill named {name}", hint="see `skillctl list`")
    rows = []
    for each in names:
        usage = summary.usage_of(each)
        rows.append(UsageRow(each, usage, health_of(usage, thresholds)))
    return rows


def import_hermes(store: Path, path: Path, clock: Clock) -> dict[str, int]:
    """Hermes' ``.usage.json`` counters as ``use`` events, so moving keeps the history."""
    try:
        document = json.loads(path.read_bytes())
    except FileNotFoundError as e:
        raise SkillNotFoundError(
            f"no such file: {path}", hint="pass ~/.hermes/skills/.usage.json"
        ) from e
    except (OSError, ValueError) as e:
        raise UsageError(
            f"{path} is not readable JSON: {e}", hint="pass Hermes' .usage.json"
        ) from e
    entries = document.get("skills", document) if isinstance(document, dict) else None
    if not isinstance(entries, dict):
        raise UsageError(f"{path}: expected an object of skill counters", hint="see the README")
    counts: dict[str, int] = {}
    events: list[UsageEvent] = []
    host = host_name()
    for name, value in sorted(entries.items()):
        if not isinstance(name, str) or not is_skill_name(name):
            continue
        count, last = _hermes_counter(value)
        if count <= 0:
            continue
        ts = last or format_instant(clock.now())
        events.extend(
            UsageEvent(ts, name, EventKind.USE, host, agent="hermes")
            for _ in range(min(count, _IMPORT_CAP))
        )
        counts[name] = min(count, _IMPORT_CAP)
    _append(store, events, clock)
    return counts


def _hermes_counter(value: object) -> tuple[int, str | None]:
    if isinstance(value, int) and not isinstance(value, bool):
        return value, None
    if not isinstance(value, dict):
        return 0, None
    count = next(
        (v for k in ("use_count", "uses", "count", "used") if isinstance(v := value.get(k), int)),
        0,
    )
    last = next(
        (
            v
            for k in ("last_used", "last_used_at", "last_use")
            if isinstance(v := value.get(k), str)
        ),
        None,
    )
    if isinstance(last, str):
        from skillctl.clock import parse_instant

        try:
            last = format_instant(parse_instant(last))
        except UsageError:
            last = None
    return count, last


def _live_name(store: Path, name: str) -> tuple[str, bool]:
    """The installed skill a name means; absorbed names forward to their umbrella."""
    from skillctl.store.state_peek import live_name_fast

    folder = skills_folder(skills_root_of(store))
    if name in folder:
        return name, False
    target = live_name_fast(store, name)
    if target is not None and target in folder:
        return target, True
    import difflib

    installed = installed_names(skills_root_of(store))
    close = difflib.get_close_matches(name, sorted(installed), n=1)
    hint = f"did you mean {close[0]}?" if close else "see `skillctl list`"
    raise SkillNotFoundError(f"{name} is not installed in {store}", hint=hint)


def _append(store: Path, events: list[UsageEvent], clock: Clock) -> None:
    if not events:
        return
    month = clock.now().strftime("%Y-%m")
    append_lines(segment_path(store, host_name(), month), [e.to_line() for e in events])
