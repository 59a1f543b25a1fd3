"""The ``validate`` use case: find skills under paths and validate each one."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from skillctl.services.progress import NoProgress
from skillctl.services.progress import Progress
from skillctl.spec.discover import discover_skills
from skillctl.spec.problems import Severity
from skillctl.spec.profiles import Profile
from skillctl.spec.validate import SkillReport
from skillctl.spec.validate import validate_skill


@dataclass(frozen=True, slots=True)
class ValidateOptions:
    """What to validate and how strictly."""

    paths: tuple[Path, ...]
    profiles: tuple[Profile, ...] = ()
    is_strict: bool = False


@dataclass(frozen=True, slots=True)
class ValidateSummary:
    """Counts over a whole run."""

    skills: int
    valid: int
    invalid: int
    errors: int
    warnings: int
    infos: int


@dataclass(frozen=True, slots=True)
class ValidateResult:
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
    when a named path is missing, so a typo never reads as success.
    """
    reporter = progress or NoProgress()
    locations = discover_skills(options.paths)
    reports = []
    for done, location in enumerate(locations, start=1):
        reports.append(validate_skill(location, options.profiles))
        reporter.advance(done, len(locations), location.display)
    return ValidateResult(tuple(reports), options.is_strict)
