"""The finding model shared by every scanner: patterns, AST, bandit, structure, Unicode."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from dataclasses import replace
from enum import StrEnum


class Level(StrEnum):
    """How bad a finding is; ordered low < medium < high < critical."""

    LOW = "low"
    MEDIUM = "medium"
    HIGH = "high"
    CRITICAL = "critical"

    @property
    def rank(self) -> int:
        return _RANK[self]

    def lowered(self, steps: int) -> Level:
        """This level moved ``steps`` down, never below low."""
        return _BY_RANK[max(0, self.rank - steps)]


_RANK = {Level.LOW: 0, Level.MEDIUM: 1, Level.HIGH: 2, Level.CRITICAL: 3}
_BY_RANK = {rank: level for level, rank in _RANK.items()}


class Confidence(StrEnum):
    """How sure a rule is that a match is the threat it names."""

    LOW = "low"
    MEDIUM = "medium"
    HIGH = "high"


class Source(StrEnum):
    """Which scanner produced a finding."""

    PATTERN = "pattern"
    PYTHON_AST = "python-ast"
    BANDIT = "bandit"
    STRUCTURE = "structure"
    UNICODE = "unicode"
    SHELL_AST = "shell-ast"
    JS_AST = "js-ast"
    INSTRUCTION = "instruction"


@dataclass(frozen=True, slots=True)
class RuleInfo:
    """What every rule carries, whether it lives in a pack or in code."""

    id: str
    name: str
    category: str
    severity: Level
    confidence: Confidence
    message: str
    remediation: str
    cwe: str | None = None


@dataclass(frozen=True, slots=True)
class Finding:
    """One matched threat in one file of a skill.

    ``severity`` is after demotion; ``original_severity`` is the rule's.
    ``fingerprint`` leaves out the line so baselines survive edits.
    """

    rule_id: str
    name: str
    category: str
    severity: Level
    original_severity: Level
    confidence: Confidence
    source: Source
    path: str
    line: int | None
    message: str
    remediation: str
    snippet: str
    fingerprint: str
    demotion: str | None = None
    suppressed: bool = False
    suppression_reason: str | None = None
    baselined: bool = False
    derived: str | None = None  # how the matched text was derived (decoded, html-comment, …)

    @property
    def is_counted(self) -> bool:
        """Whether the finding counts for the verdict and --fail-on."""
        return not (self.suppressed or self.baselined)

    def demoted(self, steps: int, reason: str) -> Finding:
        """A copy moved ``steps`` levels down, with the reason kept (reasons accumulate)."""
        lowered = self.severity.lowered(steps)
        why = reason if self.demotion is None else f"{self.demotion}; {reason}"
        return replace(self, severity=lowered, demotion=why)

    def sort_key(self) -> tuple[str, int, str, str]:
        return (self.path, self.line or 0, self.rule_id, self.fingerprint)


SNIPPET_CHARS = 200


def fingerprint(rule_id: str, path: str, matched: str) -> str:
    """sha256 of rule id, path and the matched text with whitespace collapsed."""
    normalized = " ".join(matched.split())
    return hashlib.sha256(f"{rule_id}\0{path}\0{normalized}".encode()).hexdigest()


def make_finding(
    rule: RuleInfo,
    source: Source,
    path: str,
    line: int | None,
    matched: str,
    *,
    message: str | None = None,
) -> Finding:
    """A finding for ``rule`` at ``path:line``; ``matched`` feeds snippet and fingerprint."""
    snippet = " ".join(matched.split())
    if len(snippet) > SNIPPET_CHARS:
        snippet = snippet[: SNIPPET_CHARS - 1] + "…"
    return Finding(
        rule_id=rule.id,
        name=rule.name,
        category=rule.category,
        severity=rule.severity,
        original_severity=rule.severity,
        confidence=rule.confidence,
        source=source,
        path=path,
        line=line,
        message=message or rule.message,
        remediation=rule.remediation,
        snippet=snippet,
        fingerprint=fingerprint(rule.id, path, matched),
    )
