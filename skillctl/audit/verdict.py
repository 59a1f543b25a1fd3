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


def verdict_of(findings: Iterable[Finding], *, honor_suppressions: bool = True) -> Verdict:
    """dangerous: a critical, or a high with high confidence; caution: any other high or medium."""
    verdict = Verdict.SAFE
    for finding in findings:
        if finding.baselined or (finding.suppressed and honor_suppressions):
            continue
        if finding.severity is Level.CRITICAL or (
            finding.severity is Level.HIGH and finding.confidence is Confidence.HIGH
        ):
            return Verdict.DANGEROUS
        if finding.severity in (Level.HIGH, Level.MEDIUM):
            verdict = Verdict.CAUTION
    return verdict


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
