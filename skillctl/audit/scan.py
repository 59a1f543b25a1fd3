"""Audit one skill folder: every scanner, context, suppressions, one verdict.

The audit fails closed: a file that cannot be read, or a scanner that
crashes on a file, is recorded as an error (the run then exits 3) instead of
being skipped silently. libcst and bandit are imported only for skills that
have Python files.
"""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from skillctl.audit import forked
from skillctl.audit.code_flow import has_code
from skillctl.audit.code_flow import scan_code_flow
from skillctl.audit.context import apply_context
from skillctl.audit.context import is_security_education
from skillctl.audit.finding import Finding
from skillctl.audit.finding import Source
from skillctl.audit.finding import make_finding
from skillctl.audit.packs import PatternRule
from skillctl.audit.packs import RuleSet
from skillctl.audit.patterns import match_rules
from skillctl.audit.patterns import segments_for
from skillctl.audit.structure import scan_structure
from skillctl.audit.suppression import apply_suppressions
from skillctl.audit.suppression import suppressions_in
from skillctl.audit.tree import FileKind
from skillctl.audit.tree import SkillTree
from skillctl.audit.tree import load_tree
from skillctl.audit.typosquat import scan_typosquats
from skillctl.audit.unicode import scan_unicode
from skillctl.audit.verdict import Verdict
from skillctl.audit.verdict import verdict_of

Scanner = Callable[[SkillTree], Iterable[Finding]]


@dataclass(frozen=True, slots=True)
class SkillAudit:
    """The audit of one skill: findings sorted by path and line, and what could not be read."""

    path: str
    name: str | None
    verdict: Verdict
    findings: tuple[Finding, ...]
    errors: tuple[tuple[str, str], ...]


def audit_skill(
    directory: Path,
    display: str,
    rules: RuleSet,
    *,
    honor_suppressions: bool = True,
    fork_bandit: bool = False,
) -> SkillAudit:
    """Run every scanner over ``directory`` and judge the result.

    ``fork_bandit`` runs bandit in a forked child meanwhile (for a lone skill on
    a multi-core machine; batches are already spread over processes).
    """
    tree = load_tree(directory)
    errors = list(tree.errors)
    findings: list[Finding] = []
    scanners = _scanners(tree)
    pending: forked.Collect | None = None
    if fork_bandit and forked.can_fork() and scanners and scanners[-1][0] == "bandit":
        bandit = scanners.pop()[1]
        pending = forked.start(lambda: bandit(tree))
    for label, scanner in scanners:
        try:
            findings.extend(scanner(tree))
        except Exception as crash:  # noqa: BLE001 - fail closed: a crashing scanner is an error
            errors.append((label, f"scanner crashed: {type(crash).__name__}: {crash}"))
    if pending is not None:
        try:
            findings.extend(pending())
        except forked.ChildScannerError as crash:
            errors.append(("bandit", f"scanner crashed: {crash}"))
    findings.extend(_pattern_findings(tree, rules, errors))
    findings.extend(_derived_findings(tree, rules, findings, errors))
    findings = _without_echoes(findings)
    findings = _suppress(tree, findings)
    unique: dict[tuple[str, str, int | None], Finding] = {}
    for finding in sorted(findings, key=lambda f: (-f.severity.rank, f.sort_key())):
        unique.setdefault((finding.rule_id, finding.path, finding.line), finding)
    ordered = tuple(sorted(unique.values(), key=Finding.sort_key))
    verdict = verdict_of(ordered, honor_suppressions=honor_suppressions)
    return SkillAudit(display, tree.name, verdict, ordered, tuple(sorted(errors)))


def _scanners(tree: SkillTree) -> list[tuple[str, Scanner]]:
    scanners: list[tuple[str, Scanner]] = [("structure", scan_structure), ("unicode", scan_unicode)]
    if has_code(tree):
        scanners.append(("code-flow", scan_code_flow))
    if any(f.kind is FileKind.MARKDOWN for f in tree.files):
        scanners.append(("instructions", _instructions))
    scanners.append(("package-names", scan_typosquats))
    if any(f.kind is FileKind.PYTHON for f in tree.files):
        scanners += [("python-ast", _python_ast), ("bandit", _bandit)]
    return scanners


def _instructions(tree: SkillTree) -> Iterable[Finding]:
    from skillctl.audit.instructions import scan_instructions

    return scan_instructions(tree)


def _python_ast(tree: SkillTree) -> Iterable[Finding]:
    from skillctl.audit.python_ast import scan_python

    return scan_python(tree)


def _bandit(tree: SkillTree) -> Iterable[Finding]:
    # Imported here, not by _scanners, so a forked child pays for bandit alone.
    from skillctl.audit.bandit_adapter import scan_bandit

    return list(scan_bandit(tree))


def _pattern_findings(
    tree: SkillTree, rules: RuleSet, errors: list[tuple[str, str]]
) -> list[Finding]:
    is_education = is_security_education(tree.name, tree.description)
    by_kind: dict[tuple[FileKind, bool], list[PatternRule]] = {}
    found: list[Finding] = []
    for file in tree.files:
        if file.kind is FileKind.BINARY or file.is_symlink:
            continue
        try:
            text = file.text()
            lines = text.split("\n")
            for segment in segments_for(file.kind, text):
                key = (segment.kind, segment.block_start is not None)
                applicable = by_kind.get(key)
                if applicable is None:
                    applicable = by_kind[key] = _rules_for(rules, segment.kind, is_block=key[1])
                for match in match_rules(segment, applicable):
                    finding = make_finding(
                        match.rule.info, Source.PATTERN, file.path, match.line, match.text
                    )
                    found.append(apply_context(finding, match, lines, is_education=is_education))
        except Exception as crash:  # noqa: BLE001 - fail closed: a crashing rule is an error
            errors.append((file.path, f"pattern rules crashed: {type(crash).__name__}: {crash}"))
    return found


def _derived_findings(
    tree: SkillTree, rules: RuleSet, found: list[Finding], errors: list[tuple[str, str]]
) -> list[Finding]:
    from skillctl.audit.derived import scan_derived

    try:
        return scan_derived(tree, rules, {(f.rule_id, f.path, f.line) for f in found})
    except Exception as crash:  # noqa: BLE001 - fail closed: a crashing rule is an error
        errors.append(("derived", f"derived-text rules crashed: {type(crash).__name__}: {crash}"))
        return []


def _without_echoes(findings: list[Finding]) -> list[Finding]:
    """Without parsed-code findings that a pattern rule of the same category already made on
    that line at the same or a higher severity (a pattern match demoted by its context does
    not hide what the parsed code shows)."""
    patterned: dict[tuple[str, int | None, str], int] = {}
    for f in findings:
        if f.source is Source.PATTERN:
            key = (f.path, f.line, f.category)
            patterned[key] = max(patterned.get(key, -1), f.severity.rank)
    parsed = (Source.SHELL_AST, Source.JS_AST)
    return [
        f
        for f in findings
        if f.source not in parsed
        or patterned.get((f.path, f.line, f.category), -1) < f.severity.rank
    ]


def _rules_for(rules: RuleSet, kind: FileKind, *, is_block: bool) -> list[PatternRule]:
    """Rules for a segment. A Markdown code block runs only the rules written for its
    language: the any-text rules already read it as part of the whole file."""
    return [r for r in rules.rules if (kind in r.targets if is_block else r.reads(kind))]


def _suppress(tree: SkillTree, findings: list[Finding]) -> list[Finding]:
    texts = {f.path: f for f in tree.files if f.kind is not FileKind.BINARY and not f.is_symlink}
    marks_by_path: dict[str, dict[int, list[tuple[frozenset[str], str]]]] = {}
    result = []
    for finding in findings:
        file = texts.get(finding.path)
        if file is None:
            result.append(finding)
            continue
        if finding.path not in marks_by_path:
            marks_by_path[finding.path] = suppressions_in(file.text())
        result.append(apply_suppressions(finding, marks_by_path[finding.path]))
    return result
