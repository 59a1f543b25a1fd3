"""The verdict of an audit and the install policy for each trust tier: two pure functions.

| verdict \\ trust | builtin | trusted | community | local |
|---|---|---|---|---|
| safe | install | install | install | install |
| caution | install | install | needs --allow-caution | install, with a warning |
| dangerous | refuse | needs --force | refuse (--force does not apply) | needs --force |
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum

from skillctl.audit.finding import Confidence
from skillctl.audit.finding import Finding
from skillctl.audit.finding import Level
from skillctl.audit.finding import Source


class Verdict(StrEnum):
    """The audit's overall judgement of one skill."""

    SAFE = "safe"
    CAUTION = "caution"
    DANGEROUS = "dangerous"


class Trust(StrEnum):
    """Where a skill comes from, as configured (never as the publisher claims)."""

    BUILTIN = "builtin"
    TRUSTED = "trusted"
    COMMUNITY = "community"
    LOCAL = "local"


@dataclass(frozen=True, slots=True)
class Decision:
    """Whether an install may go ahead, and the sentence that explains it."""

    is_allowed: bool
    reason: str
    has_warning: bool = False


AGENT_MANIPULATION = frozenset({"prompt-injection", "hidden-instructions", "agent-tricks"})
SECRET_SOURCES = frozenset({"credential-access"})
NETWORK_SINKS = frozenset({"exfiltration"})
HIDDEN_PAYLOADS = frozenset({"hidden-instructions", "obfuscation"})
NETWORK_BEHAVIOUR = frozenset({"exfiltration", "download-execute", "reverse-shell"})
WRITE_BEHAVIOUR = frozenset({"destructive", "persistence"})
INDEPENDENT_MEDIUMS = 3  # mediums from this many categories add up to a high


@dataclass(frozen=True, slots=True)
class Assessment:
    """What the evidence adds up to: one level, the verdict it maps to, and why."""

    level: Level | None  # None: nothing counts at all
    reasons: tuple[str, ...] = ()

    @property
    def verdict(self) -> Verdict:
        """dangerous from high up, caution at medium, safe below."""
        if self.level is None or self.level is Level.LOW:
            return Verdict.SAFE
        return Verdict.CAUTION if self.level is Level.MEDIUM else Verdict.DANGEROUS

    def fails(self, fail_on: Level) -> bool:
        """Whether ``--fail-on fail_on`` fails this skill: the same level as the verdict."""
        return self.level is not None and self.level.rank >= fail_on.rank


def weight(finding: Finding) -> Level:
    """A finding's own level: its (demoted) severity, one step lower at low confidence."""
    if finding.confidence is Confidence.LOW:
        return finding.severity.lowered(1)
    return finding.severity


def assess(
    findings: Iterable[Finding],
    *,
    unanalysed: int = 0,
    claims: frozenset[str] = frozenset(),
    honor_suppressions: bool = True,
) -> Assessment:
    """The one decision function behind the verdict and ``--fail-on``.

    1. Each counted finding weighs its severity after context (low confidence: a
       step less). The skill starts at the heaviest one.
    2. Independent signals combine, each raising the level to high:
       mediums from three or more categories; a secret source and a network
       sink in different files; persistence together with a hidden or
       obfuscated payload; two classes of agent manipulation.
    3. Claims against behaviour: a skill that says it is local, offline,
       read-only or a dry run, and whose code reaches the network or writes
       destructively or persistently, goes one level up.
    4. Anything that could not be analysed makes the skill at least caution.
    """
    counted = [f for f in findings if not f.baselined and not (f.suppressed and honor_suppressions)]
    weights = [(f, weight(f)) for f in counted]
    level: Level | None = max((w for _, w in weights), key=_rank, default=None)
    reasons: list[str] = []
    # Only findings no context spoke for combine: a quoted example is weaker evidence.
    signals = [f for f, w in weights if w.rank >= Level.MEDIUM.rank and f.demotion is None]
    combined = _combinations(signals)
    if combined:
        reasons.extend(combined)
        level = _at_least(level, Level.HIGH)
    contradicted = _contradictions(signals, claims)
    if contradicted and level is not None:
        reasons.append(contradicted)
        level = Level.CRITICAL if level.rank >= Level.HIGH.rank else level.lowered(-1)
    if unanalysed:
        reasons.append(f"{unanalysed} file(s) or rule(s) could not be analysed")
        level = _at_least(level, Level.MEDIUM)
    return Assessment(level, tuple(reasons))


def _combinations(signals: list[Finding]) -> list[str]:
    reasons = []
    categories = {f.category for f in signals if f.source is not Source.BANDIT}
    if len(categories) >= INDEPENDENT_MEDIUMS:
        reasons.append(f"independent findings in {len(categories)} categories")
    sources = {f.path for f in signals if f.category in SECRET_SOURCES}
    sinks = {f.path for f in signals if f.category in NETWORK_SINKS}
    if any(a != b for a in sources for b in sinks):
        reasons.append("a secret is read in one file and sent out from another")
    if any(f.category == "persistence" for f in signals) and any(
        f.category in HIDDEN_PAYLOADS for f in signals
    ):
        reasons.append("persistence together with a hidden or obfuscated payload")
    hiding = [f for f in signals if _is_hiding(f)]
    if hiding and any(f.category != hiding[0].category and not _is_hiding(f) for f in signals):
        reasons.append("something the skill does, with an instruction to hide it or lie about it")
    classes = {f.concept or f.rule_id for f in signals if f.category in AGENT_MANIPULATION}
    kinds = {f.category for f in signals if f.category in AGENT_MANIPULATION}
    if len(kinds) >= 2 or len({f.concept for f in signals if f.concept}) >= 2:
        reasons.append(f"{len(classes)} kinds of agent manipulation")
    return reasons


def _is_hiding(finding: Finding) -> bool:
    """Concealment: keeping a step from the user, lying about it, erasing its traces."""
    return (
        finding.category == "concealment"
        or finding.concept in ("concealment", "deception")
        or (finding.rule_id in HIDING_RULES)
    )


HIDING_RULES = frozenset({"SKC-IN-002", "SKC-IN-003"})


def _contradictions(signals: list[Finding], claims: frozenset[str]) -> str | None:
    if claims & NETWORK_CLAIMS and any(f.category in NETWORK_BEHAVIOUR for f in signals):
        said = ", ".join(sorted(claims & NETWORK_CLAIMS))
        return f"SKILL.md says {said}, but the code reaches the network"
    if claims & WRITE_CLAIMS and any(f.category in WRITE_BEHAVIOUR for f in signals):
        said = ", ".join(sorted(claims & WRITE_CLAIMS))
        return f"SKILL.md says {said}, but the code writes or deletes"
    return None


NETWORK_CLAIMS = frozenset({"local", "offline", "no-upload"})
WRITE_CLAIMS = frozenset({"read-only", "dry-run"})


def _rank(level: Level) -> int:
    return level.rank


def _at_least(level: Level | None, floor: Level) -> Level:
    return floor if level is None or level.rank < floor.rank else level


def verdict_of(findings: Iterable[Finding], *, honor_suppressions: bool = True) -> Verdict:
    """The verdict of ``findings`` alone (see :func:`assess`)."""
    return assess(findings, honor_suppressions=honor_suppressions).verdict


def decide(
    verdict: Verdict, trust: Trust, *, allow_caution: bool = False, force: bool = False
) -> Decision:
    """The install policy (the table in this module's docstring and the README)."""
    match verdict:
        case Verdict.SAFE:
            return Decision(is_allowed=True, reason="the audit found nothing that blocks")
        case Verdict.CAUTION:
            if trust is Trust.COMMUNITY and not allow_caution:
                return Decision(
                    is_allowed=False,
                    reason="a community skill with verdict caution needs --allow-caution",
                )
            return Decision(
                is_allowed=True,
                reason=f"verdict caution accepted for a {trust} skill",
                has_warning=trust in (Trust.LOCAL, Trust.COMMUNITY),
            )
        case Verdict.DANGEROUS:
            if trust in (Trust.TRUSTED, Trust.LOCAL) and force:
                return Decision(
                    is_allowed=True,
                    reason=f"verdict dangerous overridden by --force for a {trust} skill",
                    has_warning=True,
                )
            if trust is Trust.COMMUNITY:
                return Decision(
                    is_allowed=False,
                    reason="a community skill with verdict dangerous is never installed (--force does not apply)",
                )
            if trust is Trust.BUILTIN:
                return Decision(is_allowed=False, reason="a builtin skill must never be dangerous")
            return Decision(
                is_allowed=False, reason=f"verdict dangerous for a {trust} skill needs --force"
            )
