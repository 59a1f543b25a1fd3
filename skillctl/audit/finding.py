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
    CODE_WORDS = "code-words"  # capabilities a file of a language without a model spells


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
    # What speaks against the finding (a rule's excludes that matched): reported,
    # and weighed as one demotion step, never a reason to drop the finding.
    evidence_against: tuple[str, ...] = ()
    # The class of agent manipulation (override, concealment, …) an instruction
    # analysis found, so the verdict can tell two classes from one twice.
    concept: str | None = None
    derived: str | None = None  # how the matched text was derived (decoded, html-comment, …)

    @property
    def is_counted(self) -> bool:
        """Whether the finding counts for the verdict and --fail-on."""
        return not (self.suppressed or self.baselined)

    def demoted(self, steps: int, reason: str) -> Finding:
        """A copy moved ``steps`` levels down, with the reason kept (reasons accumulate).

        Context can lower a finding at most MAX_DEMOTION levels below its rule's
        severity in all, and a medium-or-worse finding of a FLOORED_CATEGORIES
        category never below medium: a context that looks innocent is evidence,
        not proof.
        """
        lowered = self.severity.lowered(steps)
        lowest = self.original_severity.lowered(MAX_DEMOTION)
        if self.category in FLOORED_CATEGORIES and self.original_severity.rank >= Level.MEDIUM.rank:
            lowest = max(lowest, Level.MEDIUM, key=lambda level: level.rank)
        if lowered.rank < lowest.rank:
            lowered = lowest
        why = reason if self.demotion is None else f"{self.demotion}; {reason}"
        return replace(self, severity=lowered, demotion=why)

    def out_of_reach(self, reason: str) -> Finding:
        """A copy weighed as low: the matched text is shown to the agent as a quotation that
        nothing tells it to use (a structural fact of the Markdown, see ``reach``), so it is
        reported but is no evidence of what the skill does. Not a demotion by context: the
        floors are for text the agent may act on."""
        why = reason if self.demotion is None else f"{self.demotion}; {reason}"
        return replace(self, severity=Level.LOW, demotion=why)

    def sort_key(self) -> tuple[str, int, str, str]:
        return (self.path, self.line or 0, self.rule_id, self.fingerprint)


SNIPPET_CHARS = 200
MAX_DEMOTION = 2
# Running fetched or decoded code, sending data out, reading credentials,
# persisting, and remote shells: no context makes these safe by itself.
FLOORED_CATEGORIES = frozenset(
    {
        "download-execute",
        "obfuscation",
        "exfiltration",
        "credential-access",
        "persistence",
        "reverse-shell",
    }
)


def display_path(path: str) -> str:
    """``path`` printable as UTF-8: bytes that are not UTF-8 (kept by the file system as
    surrogate escapes) are shown as ``\\xNN``."""
    try:
        path.encode("utf-8")
    except UnicodeEncodeError:
        raw = path.encode("utf-8", "surrogateescape")
        return raw.decode("utf-8", "backslashreplace")
    return path


def fingerprint(rule_id: str, path: str, matched: str) -> str:
    """sha256 of rule id, path and the matched text with whitespace collapsed."""
    normalized = " ".join(matched.split())
    # surrogateescape: a file name that is not UTF-8 keeps its own bytes in the hash.
    key = f"{rule_id}\0{path}\0{normalized}".encode("utf-8", "surrogateescape")
    return hashlib.sha256(key).hexdigest()


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
        path=display_path(path),
        line=line,
        message=message or rule.message,
        remediation=rule.remediation,
        snippet=snippet,
        fingerprint=fingerprint(rule.id, path, matched),
    )
