"""A skill's health from its two feedback layers: step outcomes and task ratings.

Health is reported with its reason and the numbers behind it; it never
archives a skill by itself.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from skillctl.ledger.summary import SkillUsage


class Health(StrEnum):
    OK = "ok"
    FAILING = "failing"
    DISLIKED = "disliked"
    UNUSED = "unused"


@dataclass(frozen=True, slots=True)
class HealthThresholds:
    """From the store config (``curator.failing_below``, ``disliked_below``, ``min_events``)."""

    failing_below: float = 0.5
    disliked_below: float = -0.2
    min_events: int = 3


@dataclass(frozen=True, slots=True)
class HealthReport:
    health: Health
    reason: str


def health_of(usage: SkillUsage, thresholds: HealthThresholds) -> HealthReport:
    """Failing beats disliked beats unused: an objective failure is the stronger signal."""
    outcomes = usage.successes + usage.failures
    rate = usage.success_rate
    if rate is not None and outcomes >= thresholds.min_events and rate < thresholds.failing_below:
        return HealthReport(
            Health.FAILING,
            f"{usage.failures} of {outcomes} runs failed "
            f"(success rate {rate:.0%} < {thresholds.failing_below:.0%})",
        )
    mean = usage.mean_rating
    if (
        mean is not None
        and usage.rating_count >= thresholds.min_events
        and mean < thresholds.disliked_below
    ):
        return HealthReport(
            Health.DISLIKED,
            f"mean rating {mean:+.2f} over {usage.rating_count} ratings "
            f"(< {thresholds.disliked_below:+.2f})",
        )
    if usage.uses == 0 and usage.views == 0:
        return HealthReport(Health.UNUSED, "no recorded use")
    return HealthReport(Health.OK, f"{usage.uses} use{'' if usage.uses == 1 else 's'}")
