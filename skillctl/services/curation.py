"""``curate``: the store's metabolism — stale, archive, revive, report — in one commit a run.

Gates first (``--force`` skips them): the curator runs at most once per
``interval_hours`` and not while agents are busy (a usage event in the last
``min_idle_hours``); its first unforced run only records a baseline, so a
store seen for the first time is not all declared stale at once. ``--dry-run``
prints what would change and commits nothing (the derived caches under
``.skillctl/cache/`` are refreshed all the same). ``--consolidate`` also
merges the candidates that are similar enough and whose every member the
config lets the curator touch, in the same commit.

The plan is made without the store lock, from the cached inputs
(:mod:`skillctl.services.curator_inputs`) and the ledger summary; applying
it re-checks every skill under the lock, so a skill pinned or changed in
between is left alone.
"""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import field
from dataclasses import replace
from datetime import datetime
from datetime import timedelta
from pathlib import Path

from skillctl.clock import Clock
from skillctl.clock import format_instant
from skillctl.clock import parse_instant
from skillctl.curator.overlap import Candidate
from skillctl.curator.rules import CuratedSkill
from skillctl.curator.rules import CuratorSettings
from skillctl.curator.rules import Exemption
from skillctl.curator.rules import Transition
from skillctl.curator.rules import plan
from skillctl.ledger.health import HealthReport
from skillctl.ledger.health import HealthThresholds
from skillctl.ledger.health import health_of
from skillctl.ledger.summary import Summary
from skillctl.services.curation_report import render_report
from skillctl.services.curation_report import run_document
from skillctl.services.curator_inputs import CuratorInputs
from skillctl.services.curator_inputs import read_inputs
from skillctl.services.curator_merges import Merge
from skillctl.services.curator_merges import apply_merge
from skillctl.services.curator_merges import plan_merges
from skillctl.services.progress import Progress
from skillctl.services.usage_summary import current_summary
from skillctl.services.usage_summary import summary_in_background
from skillctl.store.config import StoreConfig
from skillctl.store.document import dump_record
from skillctl.store.document import parse_record
from skillctl.store.layout import CURATOR_DIR
from skillctl.store.repo import Store
from skillctl.store.repo import StoreAccess
from skillctl.store.state import LifeState
from skillctl.store.state import SkillState
from skillctl.store.transaction import Checkpoint
from skillctl.store.transaction import Transaction

CURATOR_STATE = f"{CURATOR_DIR}/state.json"
REPORTS_DIR = f"{CURATOR_DIR}/reports"
REPORTED_CANDIDATES = 20


@dataclass(frozen=True, slots=True)
class CurateOptions:
    store: Path
    clock: Clock
    is_dry_run: bool = False
    is_forced: bool = False
    is_consolidating: bool = False
    access: StoreAccess = field(default_factory=StoreAccess)
    checkpoint: Checkpoint | None = None
    progress: Progress | None = None


@dataclass(frozen=True, slots=True)
class CurateResult:
    """What one run decided; :func:`run_document` gives its ``run.json``."""

    status: str
    reason: str
    transitions: tuple[Transition, ...] = ()
    exempt: tuple[Exemption, ...] = ()
    health: tuple[tuple[str, HealthReport], ...] = ()
    candidates: tuple[Candidate, ...] = ()
    counts: dict[str, int] = field(default_factory=dict)
    commit: str | None = None
    report_path: str | None = None
    report_text: str = ""
    ran_at: str = ""
    is_dry_run: bool = False
    consolidations: tuple[Merge, ...] = ()

    def document(self) -> dict[str, object]:
        return run_document(self)


@dataclass(frozen=True, slots=True)
class CuratorStatus:
    last_run_at: str | None
    next_due_at: str | None
    is_paused: bool
    counts: dict[str, int]
    health: dict[str, int]


def thresholds_of(store_path: Path) -> HealthThresholds:
    store = Store.existing(store_path)
    config = store.config_on_disk() if store is not None else StoreConfig()
    return _thresholds(config)


def curate(options: CurateOptions) -> CurateResult:
    """One curator run: gates, plan, and (unless dry) one commit with a report."""
    now = options.clock.now()
    ran_at = format_instant(now)
    store = options.access.open(options.store)
    config = store.config_on_disk()
    state = _curator_state(store)
    gate = None if options.is_forced else _schedule_gate(config, state, now)
    if gate is not None:
        status, reason = gate
        if status == "baseline" and not options.is_dry_run:
            commit = _record_baseline(store, state, ran_at)
            return CurateResult(status, reason, commit=commit, ran_at=ran_at)
        return CurateResult(status, reason, ran_at=ran_at, is_dry_run=options.is_dry_run)
    # The ledger and the store's records are read side by side; both are cached.
    wait_for_summary = summary_in_background(store.root, progress=options.progress)
    inputs = read_inputs(store, progress=options.progress)
    summary = wait_for_summary()
    idle = None if options.is_forced else _idle_gate(config, summary, now)
    if idle is not None:
        return CurateResult("skipped", idle, ran_at=ran_at, is_dry_run=options.is_dry_run)
    result = _plan(inputs, config, summary, now, ran_at, options)
    if options.is_dry_run:
        return result
    return _apply(store, result, state, now, options)


def _schedule_gate(
    config: StoreConfig, state: dict[str, object], now: datetime
) -> tuple[str, str] | None:
    """Paused, first sight (a baseline), or not due yet: (status, reason); None to go on."""
    if config.curator_value("paused") is True:
        return "skipped", "the curator is paused (skillctl curate resume)"
    last = state.get("last_run_at")
    if not isinstance(last, str):
        if state.get("baseline_at") is None:
            return (
                "baseline",
                "first run: recorded a baseline; the first curation is one interval away",
            )
        last = str(state["baseline_at"])
    interval = timedelta(hours=config.curator_int("interval_hours"))
    due = parse_instant(last) + interval
    if now < due:
        return "skipped", f"not due until {format_instant(due)} (interval {interval})"
    return None


def _idle_gate(config: StoreConfig, summary: Summary, now: datetime) -> str | None:
    """Why to wait when agents used skills within ``min_idle_hours``; None to go on."""
    idle = timedelta(hours=config.curator_int("min_idle_hours"))
    if summary.newest is not None and now - parse_instant(summary.newest) < idle:
        return f"agents are active (last usage event {summary.newest}); waiting for {idle} of quiet"
    return None


def _plan(
    inputs: CuratorInputs,
    config: StoreConfig,
    summary: Summary,
    now: datetime,
    ran_at: str,
    options: CurateOptions,
) -> CurateResult:
    aliases: dict[str, list[str]] = {}
    for row in inputs.rows:
        if row.absorbed_into is not None:
            aliases.setdefault(row.absorbed_into, []).append(row.name)
    settings = _settings(config)
    thresholds = _thresholds(config)
    requires = {r.name: frozenset(r.requires) for r in inputs.rows if r.requires}
    curated: list[CuratedSkill] = []
    health: list[tuple[str, HealthReport]] = []
    for row in inputs.rows:
        if row.absorbed_into is not None:
            continue
        usage = summary.usage_of(row.name, aliases=tuple(aliases.get(row.name, ())))
        times = [t for t in (usage.last_activity, row.installed_at) if t]
        last = parse_instant(max(times)) if times else now  # ISO instants order as text
        curated.append(CuratedSkill(row.name, row.state, row.pinned, row.origin, last))
        if row.state != LifeState.ARCHIVED.value:
            health.append((row.name, health_of(usage, thresholds)))
    # What a kept skill requires stays; "kept" is judged after this run's own transitions.
    transitions, exempt = plan(_with_required(curated, requires, []), now, settings)
    if requires:
        transitions, exempt = plan(_with_required(curated, requires, transitions), now, settings)
    counts: dict[str, int] = {}
    for skill in curated:
        counts[skill.state] = counts.get(skill.state, 0) + 1
    merges = plan_merges(inputs, transitions, config, settings) if options.is_consolidating else ()
    flagged = tuple((n, h) for n, h in health if h.health.value in {"failing", "disliked"})
    changes = [f"{len(transitions)} transition{'s' if len(transitions) != 1 else ''}"]
    if merges:
        planned = sum(1 for m in merges if not m.reason)
        changes.append(f"{planned} consolidation{'s' if planned != 1 else ''}")
    return CurateResult(
        "planned" if options.is_dry_run else "applied",
        ", ".join(changes),
        tuple(transitions),
        tuple(exempt),
        flagged,
        inputs.candidates[:REPORTED_CANDIDATES],
        counts,
        ran_at=ran_at,
        is_dry_run=options.is_dry_run,
        consolidations=merges,
    )


def _apply(
    store: Store,
    result: CurateResult,
    state: dict[str, object],
    now: datetime,
    options: CurateOptions,
) -> CurateResult:
    stamp = now.strftime("%Y%m%d-%H%M%S")
    report_dir = f"{REPORTS_DIR}/{stamp}"
    checkpoint = options.checkpoint or _no_checkpoint
    with store.transaction(checkpoint=checkpoint) as txn:
        applied = tuple(t for t in result.transitions if _still_due(txn, t))
        for change in applied:
            _transition(txn, change)
            txn.add_trailer("Transition", f"{change.name} {change.before}->{change.after}")
        checkpoint("transitions-applied")
        merges = tuple(apply_merge(txn, m, options.clock) for m in result.consolidations)
        checkpoint("consolidations-applied")
        runs = state.get("run_count")
        new_state = {
            "baseline_at": state.get("baseline_at"),
            "last_run_at": result.ran_at,
            "run_count": (runs if isinstance(runs, int) else 0) + 1,
        }
        txn.write_file(CURATOR_STATE, dump_record(new_state))
        done = replace(
            result,
            transitions=applied,
            consolidations=merges,
            report_path=f"{report_dir}/REPORT.md",
        )
        report = render_report(done)
        txn.write_file(f"{report_dir}/REPORT.md", report.encode())
        txn.write_file(f"{report_dir}/run.json", dump_record(done.document()))
        checkpoint("report-written")
        txn.commit(
            f"curate: {result.reason}",
            {"Action": "curate", "Report": f"{report_dir}/REPORT.md"},
        )
    return replace(done, commit=txn.commit_sha, report_text=report)


def _no_checkpoint(name: str) -> None:
    return None


def _still_due(txn: Transaction, change: Transition) -> bool:
    """Under the lock: the skill is still in the state the plan saw, and still unpinned."""
    entry = txn.state.get(change.name)
    return (
        entry is not None
        and entry.state.value == change.before
        and entry.absorbed_into is None
        and (not entry.pinned or change.after == LifeState.ACTIVE.value)
    )


def _transition(txn: Transaction, change: Transition) -> None:
    entry = txn.state.get(change.name) or SkillState()
    if change.after == "archived":
        txn.unlink_keeping_record(change.name)
        txn.archive_skill(change.name)
    txn.set_state(change.name, replace(entry, state=LifeState(change.after)))


def _record_baseline(store: Store, state: dict[str, object], ran_at: str) -> str | None:
    with store.transaction() as txn:
        document = {
            "baseline_at": ran_at,
            "last_run_at": None,
            "run_count": state.get("run_count") or 0,
        }
        txn.write_file(CURATOR_STATE, dump_record(document))
        txn.commit("curate: baseline (first sight of this store)", {"Action": "curate"})
    return txn.commit_sha


def curator_status(store_path: Path, clock: Clock) -> CuratorStatus:
    store = Store.existing(store_path)
    if store is None:
        return CuratorStatus(None, None, is_paused=False, counts={}, health={})
    config = store.config_on_disk()
    state = _curator_state(store)
    inputs = read_inputs(store)
    counts: dict[str, int] = {}
    for row in inputs.rows:
        key = "pinned" if row.pinned and row.state == LifeState.ACTIVE.value else row.state
        counts[key] = counts.get(key, 0) + 1
    summary = current_summary(store.root)
    thresholds = _thresholds(config)
    health: dict[str, int] = {}
    for row in inputs.rows:
        if row.state != LifeState.ARCHIVED.value and row.absorbed_into is None:
            value = health_of(summary.usage_of(row.name), thresholds).health.value
            health[value] = health.get(value, 0) + 1
    last = state.get("last_run_at")
    base = last if isinstance(last, str) else state.get("baseline_at")
    next_due = (
        format_instant(parse_instant(base) + timedelta(hours=config.curator_int("interval_hours")))
        if isinstance(base, str)
        else None
    )
    return CuratorStatus(
        last if isinstance(last, str) else None,
        next_due,
        is_paused=config.curator_value("paused") is True,
        counts=dict(sorted(counts.items())),
        health=dict(sorted(health.items())),
    )


def set_paused(store_path: Path, *, paused: bool, access: StoreAccess) -> str | None:
    store = access.open(store_path)
    with store.transaction() as txn:
        key = "curator.paused"
        txn.set_config(txn.config.with_value(key, "true") if paused else txn.config.without(key))
        txn.commit(
            f"curate: {'pause' if paused else 'resume'}", {"Action": "config", "Config-Key": key}
        )
    return txn.commit_sha


def _curator_state(store: Store) -> dict[str, object]:
    path = store.root / CURATOR_STATE
    try:
        return parse_record(path.read_bytes(), schema="curator-state", where=str(path))
    except FileNotFoundError:
        return {"baseline_at": None, "last_run_at": None, "run_count": 0}


def _settings(config: StoreConfig) -> CuratorSettings:
    return CuratorSettings(
        stale_after_days=config.curator_int("stale_after_days"),
        archive_after_days=config.curator_int("archive_after_days"),
        protected_origins=config.curator_names("protected_origins"),
    )


def _thresholds(config: StoreConfig) -> HealthThresholds:
    return HealthThresholds(
        failing_below=config.curator_number("failing_below"),
        disliked_below=config.curator_number("disliked_below"),
        min_events=config.curator_int("min_events"),
    )


def _with_required(
    curated: list[CuratedSkill],
    requires: dict[str, frozenset[str]],
    transitions: list[Transition],
) -> list[CuratedSkill]:
    # Stale skills still count: a stale skill used again needs what it requires.
    after = {t.name: t.after for t in transitions}
    kept = {s.name for s in curated if after.get(s.name, s.state) != "archived"}
    required = {dep for name in kept for dep in requires.get(name, ())}
    return [
        s if s.is_required == (s.name in required) else replace(s, is_required=not s.is_required)
        for s in curated
    ]
