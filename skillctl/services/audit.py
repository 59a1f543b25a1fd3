"""The ``audit`` use case: find skills, audit each, apply a baseline, decide pass or fail."""

from __future__ import annotations

import os
import sys
import warnings
from dataclasses import dataclass
from pathlib import Path

from skillctl.audit.finding import Level
from skillctl.audit.forked import Collect
from skillctl.audit.packs import RuleSet
from skillctl.audit.packs import load_rules
from skillctl.audit.scan import SkillAudit
from skillctl.audit.scan import audit_skill
from skillctl.audit.scan import start_bandit
from skillctl.audit.suppression import apply_baseline
from skillctl.audit.suppression import baseline_fingerprints
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
    honor_suppressions: bool = True  # kept for callers; in-skill marks are never honoured
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
        """A skill's evidence reaches ``fail_on`` (exit 1): the verdict's own decision."""
        return any(a.fails(self.fail_on) for a in self.audits)


def audit_paths(options: AuditOptions, progress: Progress | None = None) -> AuditResult:
    """Audit every skill under ``options.paths``; large batches use every core."""
    reporter = progress or NoProgress()
    locations = select_skills(
        options.paths, changed_since=options.changed_since, skip_outside=options.skip_outside
    )
    # a lone skill: bandit starts in a child now, while the rule packs load here
    early = start_bandit(locations[0].directory) if len(locations) == 1 else None
    rules = load_rules(options.rule_dirs)
    known = baseline_fingerprints(options.baseline) if options.baseline else frozenset()
    audits = _run(locations, rules, reporter, honor=options.honor_suppressions, bandit=early)
    if known:
        audits = [_apply_baseline(a, known) for a in audits]
    return AuditResult(tuple(audits), dict(sorted(rules.versions.items())), options.fail_on)


# From a few dozen skills two processes beat one, even paying for the fork
# and for heavy imports in each (measured on the 90-skill benchmark batch).
PARALLEL_MIN_SKILLS = 24
_WORKER_STATE: dict[str, object] = {}


def _run(
    locations: list[SkillLocation],
    rules: RuleSet,
    reporter: Progress,
    *,
    honor: bool,
    bandit: Collect | None = None,
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
                    bandit=bandit,
                )
            )
            reporter.advance(done, len(locations), location.display)
        return audits
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    # Forked workers inherit the compiled rules, the literal scan and the heavy
    # imports instead of each paying for them again.
    _preload(rules)
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


def _preload(rules: RuleSet) -> None:
    rules.literal_scan()
    # Patterns stay compiled on first use: compiling all of them up front costs
    # more than the few that a batch needs compiled twice.
    import skillctl.audit.bandit_adapter
    import skillctl.audit.code_flow
    import skillctl.audit.derived
    import skillctl.audit.instructions
    import skillctl.audit.python_ast  # noqa: F401 - loads libcst once, before the fork
    from skillctl.audit.shell_ast import analyse_shell

    analyse_shell("curl x | sh\n")  # the grammar and the trigger, built once for every worker

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        from bandit.core import manager  # noqa: F401


def _audit_chunk(chunk: list[SkillLocation]) -> list[SkillAudit]:
    rules = _WORKER_STATE["rules"]
    assert isinstance(rules, RuleSet)  # noqa: S101 - set by the parent before forking
    honor = bool(_WORKER_STATE["honor"])
    return [
        audit_skill(loc.directory, loc.display, rules, honor_suppressions=honor) for loc in chunk
    ]


def _apply_baseline(audit: SkillAudit, known: frozenset[str]) -> SkillAudit:
    return audit.reassessed(apply_baseline(audit.findings, known))
