"""Life-cycle transitions from last activity (DESIGN.md §6).

active → stale after ``stale_after_days`` without activity; active or stale →
archived after ``archive_after_days``; stale → active on new activity. Pinned
skills, protected origins and skills a kept (active or stale) skill requires are never
touched. Last activity is the newest of the skill's ledger events and its
install, adoption or update time; the curator's own reads are not events.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime


@dataclass(frozen=True, slots=True)
class CuratedSkill:
    """What the rules need to know about one skill."""

    name: str
    state: str
    pinned: bool
    origin: str
    last_activity: datetime
    is_required: bool = False


@dataclass(frozen=True, slots=True)
class CuratorSettings:
    stale_after_days: int = 30
    archive_after_days: int = 90
    protected_origins: frozenset[str] = frozenset({"bundled", "registry"})


@dataclass(frozen=True, slots=True)
class Transition:
    """One change of state, with why."""

    name: str
    before: str
    after: str
    idle_days: int
    last_activity: datetime

    @property
    def reason(self) -> str:
        if self.after == "active":
            return f"used again (last activity {self.last_activity:%Y-%m-%d})"
        return f"{self.idle_days} days without activity (last {self.last_activity:%Y-%m-%d})"


@dataclass(frozen=True, slots=True)
class Exemption:
    name: str
    reason: str


def plan(
    skills: list[CuratedSkill], now: datetime, settings: CuratorSettings
) -> tuple[list[Transition], list[Exemption]]:
    """The transitions due now, and the skills that would be due but are exempt."""
    transitions: list[Transition] = []
    exempt: list[Exemption] = []
    for skill in sorted(skills, key=lambda s: s.name):
        if skill.state == "archived":
            continue
        idle = max(0, (now - skill.last_activity).days)
        target = skill.state
        if idle >= settings.archive_after_days:
            target = "archived"
        elif idle >= settings.stale_after_days:
            target = "stale"
        elif skill.state == "stale":
            target = "active"
        if target == skill.state:
            continue
        why = _exemption(skill, settings)
        if why is not None and target != "active":
            exempt.append(Exemption(skill.name, why))
            continue
        transitions.append(Transition(skill.name, skill.state, target, idle, skill.last_activity))
    return transitions, exempt


def _exemption(skill: CuratedSkill, settings: CuratorSettings) -> str | None:
    if skill.pinned:
        return "pinned"
    if skill.origin in settings.protected_origins:
        return f"origin {skill.origin} is protected"
    if skill.is_required:
        return "an active skill requires it"
    return None
