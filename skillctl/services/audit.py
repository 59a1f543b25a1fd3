"""The ``audit`` use case: find skills, audit each, apply a baseline, decide pass or fail."""

from __future__ import annotations

import json
import os
import sys
from dataclasses import dataclass
from dataclasses import replace
from pathlib import Path

from skillctl.audit.finding import Level
from skillctl.audit.packs import RuleSet
from skillctl.audit.packs import load_rules
from skillctl.audit.scan import SkillAudit
from skillctl.audit.scan import audit_skill
from skillctl.audit.verdict import Verdict
from skillctl.audit.verdict import verdict_of
from skillctl.errors import AuditError
from skillctl.services.progress import NoProgress
from skillctl.services.progress import Progress
from skillctl.services.selection import select_skills
from skillctl.spec.discover import SkillLocation


@dataclass(frozen=True, slots=True)
class AuditOptions:
    """What to audit and what fails the run."""

    paths: tuple[Path, ...]
    fail_on: Level = Level.HIGH
    baseline: Path | None = None
    rule_dirs: tuple[Path, ...] = ()
    honor_suppressions: bool = True
    changed_since: str | None = None
    skip_outside: bool = False


@dataclass(frozen=True, slots=True)
class AuditResult:
    """One audit per skill, sorted by path, and the rule packs that judged them."""

    audits: tuple[SkillAudit, ...]
    rule_packs: dict[str, str]
    fail_on: Level

    @property
    def has_errors(self) -> bool:
        """A file could not be read or a scanner crashed: the run is not trustworthy (exit 3)."""
        return any(a.errors for a in self.audits)

    @property
    def is_failed(self) -> bool:
        """A counted finding is at or above ``fail_on`` (exit 1)."""
        return any(
            f.is_counted and f.severity.rank >= self.fail_on.rank
            for a in self.audits
            for f in a.findings
        )


def audit_paths(options: AuditOptions, progress: Progress | None = None) -> AuditResult:
    """Audit every skill under ``options.paths``; large batches use every core."""
    reporter = progress or NoProgress()
    rules = load_rules(options.rule_dirs)
    known = _baseline_fingerprints(options.baseline) if options.baseline else frozenset()
    locations = select_skills(
        options.paths, changed_since=options.changed_since, skip_outside=options.skip_outside
    )
    audits = _run(locations, rules, reporter, honor=options.honor_suppressions)
    if known:
        audits = [_apply_baseline(a, known, honor=options.honor_suppressions) for a in audits]
    return AuditResult(tuple(audits), dict(sorted(rules.versions.items())), options.fail_on)


PARALLEL_MIN_SKILLS = 200
_WORKER_STATE: dict[str, object] = {}


def _run(
    locations: list[SkillLocation], rules: RuleSet, reporter: Progress, *, honor: bool
) -> list[SkillAudit]:
    workers = len(os.sched_getaffinity(0)) if sys.platform == "linux" else 1
    if len(locations) < PARALLEL_MIN_SKILLS or workers < 2:
        audits = []
        for done, location in enumerate(locations, start=1):
            audits.append(
                audit_skill(
                    location.directory,
                    location.display,
                    rules,
                    honor_suppressions=honor,
                    fork_bandit=len(locations) == 1,  # a lone skill: bandit on the other core
                )
            )
            reporter.advance(done, len(locations), location.display)
        return audits
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    # Forked workers inherit the compiled rules instead of unpickling them per task.
    _WORKER_STATE.update(rules=rules, honor=honor)
    size = -(-len(locations) // (workers * 16))  # small chunks keep both cores busy to the end
    chunks = [locations[i : i + size] for i in range(0, len(locations), size)]
    audits = []
    with ProcessPoolExecutor(
        max_workers=workers, mp_context=multiprocessing.get_context("fork")
    ) as pool:
        for chunk_audits in pool.map(_audit_chunk, chunks):
            audits.extend(chunk_audits)
            reporter.advance(len(audits), len(locations), chunk_audits[-1].path)
    return audits


def _audit_chunk(chunk: list[SkillLocation]) -> list[SkillAudit]:
    rules = _WORKER_STATE["rules"]
    assert isinstance(rules, RuleSet)  # noqa: S101 - set by the parent before forking
    honor = bool(_WORKER_STATE["honor"])
    return [
        audit_skill(loc.directory, loc.display, rules, honor_suppressions=honor) for loc in chunk
    ]


def _baseline_fingerprints(path: Path) -> frozenset[str]:
    """Fingerprints from a previous ``skillctl audit --format json`` output."""
    try:
        document = json.loads(path.read_text(encoding="utf-8"))
    except OSError as e:
        raise AuditError(f"cannot read baseline {path}: {e.strerror}", hint="check the path") from e
    except ValueError as e:
        raise AuditError(
            f"baseline {path} is not JSON: {e}",
            hint="create it with: skillctl audit --format json PATH > baseline.json",
        ) from e
    skills = document.get("skills") if isinstance(document, dict) else None
    if not isinstance(skills, list):
        raise AuditError(
            f"baseline {path} is not a skillctl audit JSON document (no 'skills' list)",
            hint="create it with: skillctl audit --format json PATH > baseline.json",
        )
    return frozenset(
        str(f["fingerprint"])
        for skill in skills
        if isinstance(skill, dict)
        for f in skill.get("findings", [])
        if isinstance(f, dict) and "fingerprint" in f
    )


def _apply_baseline(audit: SkillAudit, known: frozenset[str], *, honor: bool) -> SkillAudit:
    findings = tuple(
        replace(f, baselined=True) if f.fingerprint in known else f for f in audit.findings
    )
    verdict: Verdict = verdict_of(findings, honor_suppressions=honor)
    return replace(audit, findings=findings, verdict=verdict)
