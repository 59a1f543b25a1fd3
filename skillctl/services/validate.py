"""The ``validate`` use case: find skills under paths and validate each one."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import NamedTuple

from skillctl.services.progress import NoProgress
from skillctl.services.progress import Progress
from skillctl.services.selection import select_skills
from skillctl.spec.discover import SkillLocation
from skillctl.spec.problems import Severity
from skillctl.spec.profiles import Profile
from skillctl.spec.validate import SkillReport
from skillctl.spec.validate import validate_skill


# A NamedTuple, not a dataclass: it is built on every start-up of the pre-commit hook,
# and a frozen slots dataclass costs seven times as much to define.
class ValidateOptions(NamedTuple):
    """What to validate and how strictly."""

    paths: tuple[Path, ...]
    profiles: tuple[Profile, ...] = ()
    is_strict: bool = False
    changed_since: str | None = None
    skip_outside: bool = False


class ValidateSummary(NamedTuple):
    """Counts over a whole run."""

    skills: int
    valid: int
    invalid: int
    errors: int
    warnings: int
    infos: int


class ValidateResult(NamedTuple):
    """One report per skill folder, sorted by path."""

    reports: tuple[SkillReport, ...]
    is_strict: bool

    @property
    def is_ok(self) -> bool:
        """Whether every skill passed."""
        return all(r.is_valid(strict=self.is_strict) for r in self.reports)

    def summary(self) -> ValidateSummary:
        """Totals for the closing line and the JSON ``summary``."""
        valid = sum(1 for r in self.reports if r.is_valid(strict=self.is_strict))
        severities = [p.severity for r in self.reports for p in r.problems]
        return ValidateSummary(
            skills=len(self.reports),
            valid=valid,
            invalid=len(self.reports) - valid,
            errors=severities.count(Severity.ERROR),
            warnings=severities.count(Severity.WARNING),
            infos=severities.count(Severity.INFO),
        )


def validate_paths(options: ValidateOptions, progress: Progress | None = None) -> ValidateResult:
    """Validate every skill found under ``options.paths``.

    Raises :class:`~skillctl.errors.PathNotFoundError` or
    :class:`~skillctl.errors.PathUnreadableError` before validating anything
    when a named path is missing, so a typo never reads as success. Large
    batches are spread over the machine's cores; the result is the same.
    """
    reporter = progress or NoProgress()
    locations = select_skills(
        options.paths, changed_since=options.changed_since, skip_outside=options.skip_outside
    )
    workers = worker_count(len(locations))
    if workers > 1:
        reports = _validate_in_parallel(locations, options.profiles, workers, reporter)
    else:
        reports = []
        for done, location in enumerate(locations, start=1):
            reports.append(validate_skill(location, options.profiles))
            reporter.advance(done, len(locations), location.display)
    return ValidateResult(tuple(reports), options.is_strict)


# Below this many skills a pool costs more to start than it saves.
PARALLEL_MIN_SKILLS = 400
CHUNKS_PER_WORKER = 4


def worker_count(skills: int) -> int:
    """How many processes validate a batch of ``skills``; 1 means in this process."""
    # fork start-up is what makes a pool cheap; elsewhere stay serial.
    if skills < PARALLEL_MIN_SKILLS or sys.platform != "linux":
        return 1
    return len(os.sched_getaffinity(0))


def _validate_chunk(chunk: list[SkillLocation], profiles: tuple[Profile, ...]) -> list[SkillReport]:
    return [validate_skill(location, profiles) for location in chunk]


def _validate_in_parallel(
    locations: list[SkillLocation], profiles: tuple[Profile, ...], workers: int, reporter: Progress
) -> list[SkillReport]:
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    size = -(-len(locations) // (workers * CHUNKS_PER_WORKER))
    chunks = [locations[i : i + size] for i in range(0, len(locations), size)]
    reports: list[SkillReport] = []
    context = multiprocessing.get_context("fork")
    with ProcessPoolExecutor(max_workers=workers, mp_context=context) as pool:
        for chunk_reports in pool.map(_validate_chunk, chunks, [profiles] * len(chunks)):
            reports.extend(chunk_reports)
            reporter.advance(len(reports), len(locations), chunk_reports[-1].path)
    return reports
