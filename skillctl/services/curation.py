"""``curate``: the store's metabolism — stale, archive, revive, report — in one commit a run.

Gates first (``--force`` skips them): the curator runs at most once per
``interval_hours`` and not while agents are busy (a usage event in the last
``min_idle_hours``); its first unforced run only records a baseline, so a
store seen for the first time is not all declared stale at once. ``--dry-run``
prints what would change and writes nothing.
"""

from __future__ import annotations

import re
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
from skillctl.curator.overlap import SkillText
from skillctl.curator.overlap import candidates as find_candidates
from skillctl.curator.rules import CuratedSkill
from skillctl.curator.rules import CuratorSettings
from skillctl.curator.rules import Exemption
from skillctl.curator.rules import Transition
from skillctl.curator.rules import plan
from skillctl.errors import SkillNotFoundError
from skillctl.errors import StoreError
from skillctl.errors import UsageError
from skillctl.ledger.health import HealthReport
from skillctl.ledger.health import HealthThresholds
from skillctl.ledger.health import health_of
from skillctl.ledger.summary import Summary
from skillctl.services.usage_summary import current_summary
from skillctl.store.config import StoreConfig
from skillctl.store.document import dump_record
from skillctl.store.document import parse_record
from skillctl.store.layout import CACHE_DIR
from skillctl.store.layout import CURATOR_DIR
from skillctl.store.repo import Store
from skillctl.store.repo import StoreAccess
from skillctl.store.snapshot import Snapshot
from skillctl.store.state import LifeState
from skillctl.store.state import SkillState
from skillctl.store.transaction import Checkpoint
from skillctl.store.transaction import Transaction


def _no_checkpoint(name: str) -> None:
    return None


CURATOR_STATE = f"{CURATOR_DIR}/state.json"
REPORTS_DIR = f"{CURATOR_DIR}/reports"
HIGH_SIMILARITY = 0.8


@dataclass(frozen=True, slots=True)
class CurateOptions:
    store: Path
    clock: Clock
    is_dry_run: bool = False
    is_forced: bool = False
    access: StoreAccess = field(default_factory=StoreAccess)
    checkpoint: Checkpoint | None = None


@dataclass(frozen=True, slots=True)
class CurateResult:
    """What one run decided; ``document`` follows ``schemas/curator-run.schema.json``."""

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

    def document(self) -> dict[str, object]:
        return {
            "candidates": [
                {
                    "command": c.command,
                    "members": list(c.members),
                    "score": c.score,
                    "shared_terms": list(c.shared_terms),
                }
                for c in self.candidates
            ],
            "commit": self.commit,
            "counts": dict(sorted(self.counts.items())),
            "dry_run": self.is_dry_run,
            "exempt": [{"name": e.name, "reason": e.reason} for e in self.exempt],
            "health": [
                {"health": str(h.health), "name": n, "reason": h.reason} for n, h in self.health
            ],
            "ran_at": self.ran_at,
            "reason": self.reason,
            "report": self.report_path,
            "status": self.status,
            "transitions": [_transition_doc(t) for t in self.transitions],
        }


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
    summary = current_summary(store.root)  # a cache, not store content: saved on dry runs too
    if not options.is_forced:
        gate = _gate(config, state, summary, now)
        if gate is not None:
            status, reason = gate
            if status == "baseline" and not options.is_dry_run:
                commit = _record_baseline(store, state, ran_at)
                return CurateResult(status, reason, commit=commit, ran_at=ran_at)
            return CurateResult(status, reason, ran_at=ran_at, is_dry_run=options.is_dry_run)
    result = _plan(store, config, summary, now, ran_at, is_dry_run=options.is_dry_run)
    if options.is_dry_run:
        return result
    return _apply(store, result, state, now, options.checkpoint)


def _gate(
    config: StoreConfig, state: dict[str, object], summary: Summary, now: datetime
) -> tuple[str, str] | None:
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
    idle = timedelta(hours=config.curator_int("min_idle_hours"))
    if summary.newest is not None and now - parse_instant(summary.newest) < idle:
        return (
            "skipped",
            f"agents are active (last usage event {summary.newest}); waiting for {idle} of quiet",
        )
    return None


def _plan(
    store: Store,
    config: StoreConfig,
    summary: Summary,
    now: datetime,
    ran_at: str,
    *,
    is_dry_run: bool,
) -> CurateResult:
    snap = store.snapshot()
    names = sorted(snap.state.skills)
    snap.load_provenance(names)
    aliases = _aliases(snap.state.skills)
    facts = _skill_facts(store, snap, is_saved=not is_dry_run)
    requires = {n: f.requires for n, f in facts.items() if f.requires}
    settings = CuratorSettings(
        stale_after_days=config.curator_int("stale_after_days"),
        archive_after_days=config.curator_int("archive_after_days"),
        protected_origins=frozenset(_strings(config.curator_value("protected_origins"))),
    )
    thresholds = _thresholds(config)
    curated: list[CuratedSkill] = []
    health: list[tuple[str, HealthReport]] = []
    texts: list[SkillText] = []
    for name in names:
        entry = snap.state.skills[name]
        if entry.absorbed_into is not None:
            continue
        provenance = snap.provenance(name)
        usage = summary.usage_of(name, aliases=aliases.get(name, ()))
        times = [
            t for t in (usage.last_activity, provenance.installed_at if provenance else None) if t
        ]
        last = max(parse_instant(t) for t in times) if times else now
        curated.append(
            CuratedSkill(name, entry.state.value, entry.pinned, entry.origin.value, last)
        )
        if entry.state is not LifeState.ARCHIVED:
            health.append((name, health_of(usage, thresholds)))
            if name in facts:
                texts.append(SkillText(name, facts[name].description, ""))
    # What a kept skill requires stays; "kept" is judged after this run's own transitions.
    transitions, exempt = plan(_with_required(curated, requires, []), now, settings)
    transitions, exempt = plan(_with_required(curated, requires, transitions), now, settings)
    counts: dict[str, int] = {}
    for skill in curated:
        counts[skill.state] = counts.get(skill.state, 0) + 1
    found = find_candidates(texts, signatures={n: f.signature for n, f in facts.items()})
    flagged = tuple((n, h) for n, h in health if h.health.value in {"failing", "disliked"})
    return CurateResult(
        "planned" if is_dry_run else "applied",
        f"{len(transitions)} transition{'s' if len(transitions) != 1 else ''}",
        tuple(transitions),
        tuple(exempt),
        flagged,
        tuple(found[:20]),
        counts,
        ran_at=ran_at,
        is_dry_run=is_dry_run,
    )


def _apply(
    store: Store,
    result: CurateResult,
    state: dict[str, object],
    now: datetime,
    checkpoint: Checkpoint | None,
) -> CurateResult:
    stamp = now.strftime("%Y%m%d-%H%M%S")
    report_dir = f"{REPORTS_DIR}/{stamp}"
    with store.transaction(checkpoint=checkpoint or _no_checkpoint) as txn:
        for change in result.transitions:
            _transition(txn, change)
            txn.add_trailer("Transition", f"{change.name} {change.before}->{change.after}")
        runs = state.get("run_count")
        new_state = {
            "baseline_at": state.get("baseline_at"),
            "last_run_at": result.ran_at,
            "run_count": (runs if isinstance(runs, int) else 0) + 1,
        }
        txn.write_file(CURATOR_STATE, dump_record(new_state))
        done = replace(result, report_path=f"{report_dir}/REPORT.md")
        report = render_report(done)
        txn.write_file(f"{report_dir}/REPORT.md", report.encode())
        txn.write_file(f"{report_dir}/run.json", dump_record(done.document()))
        txn.commit(
            f"curate: {result.reason}",
            {"Action": "curate", "Report": f"{report_dir}/REPORT.md"},
        )
    return replace(done, commit=txn.commit_sha, report_text=report)


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
    snap = store.snapshot()
    counts: dict[str, int] = {}
    for entry in snap.state.skills.values():
        key = "pinned" if entry.pinned and entry.state is LifeState.ACTIVE else entry.state.value
        counts[key] = counts.get(key, 0) + 1
    summary = current_summary(store.root)
    thresholds = _thresholds(config)
    health: dict[str, int] = {}
    for name, entry in snap.state.skills.items():
        if entry.state is not LifeState.ARCHIVED and entry.absorbed_into is None:
            value = health_of(summary.usage_of(name), thresholds).health.value
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


def set_pinned(
    store_path: Path, names: tuple[str, ...], *, pinned: bool, access: StoreAccess
) -> str | None:
    store = access.open(store_path)
    with store.transaction() as txn:
        names = tuple(_forwarded(txn, n) for n in names)
        for name in names:
            entry = txn.state.get(name)
            if entry is None:
                raise SkillNotFoundError(
                    f"{name} is not in the store", hint="see `skillctl list --all`"
                )
            txn.set_state(name, replace(entry, pinned=pinned))
        verb = "pin" if pinned else "unpin"
        txn.commit(f"{verb} {', '.join(names)}", {"Action": verb, "Skill": ",".join(names)})
    return txn.commit_sha


def restore(store_path: Path, name: str, *, access: StoreAccess) -> str | None:
    """An archived (or stale) skill back to active at its original path, links included."""
    store = access.open(store_path)
    with store.transaction() as txn:
        entry = txn.state.get(name)
        if entry is None:
            raise SkillNotFoundError(
                f"{name} is not in the store", hint="see `skillctl list --all`"
            )
        if entry.state is LifeState.ARCHIVED or entry.absorbed_into is not None:
            if not (store.root / ".archive" / name).is_dir():
                raise StoreError(f".archive/{name} is missing", hint="see `skillctl history`")
            txn.unarchive_skill(name)
            txn.relink(name)
        elif entry.state is LifeState.ACTIVE:
            raise UsageError(f"{name} is already active", hint="nothing to restore")
        txn.set_state(name, replace(entry, state=LifeState.ACTIVE, absorbed_into=None))
        txn.commit(
            f"restore {name}",
            {
                "Action": "restore",
                "Skill": name,
                "Transition": f"{name} {entry.state.value}->active",
            },
        )
    return txn.commit_sha


def _forwarded(txn: Transaction, name: str) -> str:
    """An absorbed name stands for its umbrella (chains are compressed on write)."""
    entry = txn.state.get(name)
    return entry.absorbed_into if entry is not None and entry.absorbed_into else name


def render_report(result: CurateResult) -> str:
    """The REPORT.md people read: what changed and why, what is unhealthy, what overlaps."""
    lines = [f"# Curator report — {result.ran_at}", ""]
    counts = ", ".join(f"{n} {k}" for k, n in sorted(result.counts.items())) or "no skills"
    lines += [f"Store before this run: {counts}.", ""]
    lines += ["## What changed", ""]
    if not result.transitions:
        lines += ["Nothing: every skill was used recently enough, pinned or protected.", ""]
    for t in result.transitions:
        lines.append(f"- **{t.name}**: {t.before} → {t.after} — {t.reason}. Undo: `{_undo(t)}`")
    if result.transitions:
        lines.append("")
    if result.exempt:
        lines += ["## Due but left alone", ""]
        lines += [f"- {e.name}: {e.reason}" for e in result.exempt]
        lines.append("")
    lines += ["## Failing or disliked", ""]
    if not result.health:
        lines += ["None: no skill's runs fail often or its ratings run negative.", ""]
    for name, report in result.health:
        lines.append(
            f"- **{name}** is {report.health}: {report.reason}. See `skillctl usage show {name}`."
        )
    if result.health:
        lines += ["", "Health never archives a skill by itself; fix, replace or pin it.", ""]
    lines += ["## Consolidation candidates", ""]
    if not result.candidates:
        lines += ["None found.", ""]
    for c in result.candidates:
        terms = ", ".join(c.shared_terms) or "-"
        lines.append(f"- {', '.join(c.members)} (similarity {c.score:.2f}; shared: {terms})")
        lines.append(f"  `{c.command}`")
    lines += ["", "Keep a skill out of the curator's hands with `skillctl pin NAME`.", ""]
    return "\n".join(lines)


def _undo(t: Transition) -> str:
    return (
        f"skillctl restore {t.name}"
        if t.after in {"stale", "archived"}
        else f"skillctl pin {t.name}"
    )


def _transition_doc(t: Transition) -> dict[str, object]:
    return {
        "from": t.before,
        "idle_days": t.idle_days,
        "last_activity": format_instant(t.last_activity),
        "name": t.name,
        "reason": t.reason,
        "to": t.after,
        "undo": _undo(t),
    }


def _curator_state(store: Store) -> dict[str, object]:
    path = store.root / CURATOR_STATE
    try:
        return parse_record(path.read_bytes(), schema="curator-state", where=str(path))
    except FileNotFoundError:
        return {"baseline_at": None, "last_run_at": None, "run_count": 0}


def _thresholds(config: StoreConfig) -> HealthThresholds:
    def number(key: str, default: float) -> float:
        value = config.curator_value(key)
        return (
            float(value)
            if isinstance(value, int | float) and not isinstance(value, bool)
            else default
        )

    return HealthThresholds(
        failing_below=number("failing_below", 0.5),
        disliked_below=number("disliked_below", -0.2),
        min_events=config.curator_int("min_events"),
    )


def _aliases(skills: object) -> dict[str, tuple[str, ...]]:
    found: dict[str, list[str]] = {}
    if isinstance(skills, dict):
        for name, entry in skills.items():
            if isinstance(entry, SkillState) and entry.absorbed_into:
                found.setdefault(entry.absorbed_into, []).append(name)
    return {k: tuple(sorted(v)) for k, v in found.items()}


@dataclass(frozen=True, slots=True)
class _Facts:
    """What the curator reads from a skill's files, cached by its content hash."""

    content_hash: str
    description: str
    requires: frozenset[str]
    signature: tuple[int, ...]


FACTS_CACHE = f"{CACHE_DIR}/curator-facts.json"


def _skill_facts(store: Store, snap: Snapshot, *, is_saved: bool) -> dict[str, _Facts]:
    """Description, requirements and text signature of every kept skill; files are read
    only for skills whose content hash changed since the last run."""
    from skillctl.curator.overlap import shingles
    from skillctl.curator.overlap import signature
    from skillctl.resolve.dependencies import parse_requires

    cache_path = store.root / FACTS_CACHE
    cached = _load_facts(cache_path)
    facts: dict[str, _Facts] = {}
    changed = False
    for name, entry in snap.state.skills.items():
        if entry.state is LifeState.ARCHIVED or entry.absorbed_into is not None:
            continue
        provenance = snap.provenance(name)
        content_hash = provenance.content_hash if provenance else ""
        known = cached.get(name)
        if known is not None and known.content_hash == content_hash and content_hash:
            facts[name] = known
            continue
        fields = _skill_fields(store.skill_dir(name) / "SKILL.md")
        raw = fields.get("requires", "")
        facts[name] = _Facts(
            content_hash,
            fields.get("description", ""),
            frozenset(r.name for r in parse_requires(raw)) if raw else frozenset(),
            signature(
                shingles(SkillText(name, fields.get("description", ""), fields.get("body", "")))
            ),
        )
        changed = True
    if changed and is_saved:
        _save_facts(cache_path, facts)
    return facts


def _load_facts(path: Path) -> dict[str, _Facts]:
    import json

    try:
        document = json.loads(path.read_bytes())
        return {
            name: _Facts(
                item["hash"],
                item["description"],
                frozenset(item["requires"]),
                tuple(item["signature"]),
            )
            for name, item in document.items()
        }
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return {}


def _save_facts(path: Path, facts: dict[str, _Facts]) -> None:
    import json

    from skillctl.store.atomic import atomic_write

    document = {
        name: {
            "description": f.description,
            "hash": f.content_hash,
            "requires": sorted(f.requires),
            "signature": list(f.signature),
        }
        for name, f in sorted(facts.items())
    }
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write(path, json.dumps(document, separators=(",", ":")).encode())
    except OSError:
        pass  # a cache only


def _with_required(
    curated: list[CuratedSkill],
    requires: dict[str, frozenset[str]],
    transitions: list[Transition],
) -> list[CuratedSkill]:
    # Stale skills still count: a stale skill used again needs what it requires.
    after = {t.name: t.after for t in transitions}
    kept = {s.name for s in curated if after.get(s.name, s.state) != "archived"}
    required = {dep for name in kept for dep in requires.get(name, ())}
    return [replace(s, is_required=s.name in required) for s in curated]


_FIELD_LINE = re.compile(r"^\s*(description|requires)\s*:\s*(.*?)\s*$", re.M)
_READ_CAP = 256 * 1024


def _skill_fields(path: Path) -> dict[str, str]:
    """Description, ``metadata.requires`` and body, read cheaply (signals, not validation)."""
    try:
        with path.open("rb") as handle:
            text = handle.read(_READ_CAP).decode("utf-8", "replace")
    except OSError:
        return {}
    head, body = "", text
    if text.startswith("---"):
        end = text.find("\n---", 3)
        if end > 0:
            head, body = text[3:end], text[end + 4 :]
    fields = {"body": body}
    for key, value in _FIELD_LINE.findall(head):
        fields.setdefault(key, value.strip().strip("\"'"))
    return fields


def _strings(value: object) -> list[str]:
    return [v for v in value if isinstance(v, str)] if isinstance(value, list) else []
