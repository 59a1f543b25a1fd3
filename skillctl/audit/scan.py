"""Audit one skill folder: every scanner, structural context, one verdict from the evidence.

The audit fails closed: a file that cannot be read, or a scanner that
crashes on a file, is recorded as an error (the run then exits 3) instead of
being skipped silently. libcst and bandit are imported only for skills that
have Python files.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from collections.abc import Container
from collections.abc import Iterable
from dataclasses import dataclass
from dataclasses import field
from dataclasses import replace
from pathlib import Path

from skillctl.audit import forked
from skillctl.audit.claims import claims_of
from skillctl.audit.code_flow import has_code
from skillctl.audit.code_flow import scan_code_flow
from skillctl.audit.context import apply_context
from skillctl.audit.context import removable_persistence
from skillctl.audit.finding import Finding
from skillctl.audit.finding import Level
from skillctl.audit.finding import Source
from skillctl.audit.finding import display_path
from skillctl.audit.finding import make_finding
from skillctl.audit.lookalike_hosts import scan_lookalike_hosts
from skillctl.audit.packs import PatternRule
from skillctl.audit.packs import RuleSet
from skillctl.audit.patterns import FILE_BUDGET_SECONDS
from skillctl.audit.patterns import match_rules
from skillctl.audit.patterns import segments_for
from skillctl.audit.proportion import SHELL_RULES
from skillctl.audit.proportion import in_proportion
from skillctl.audit.structure import scan_structure
from skillctl.audit.tree import FileKind
from skillctl.audit.tree import SkillTree
from skillctl.audit.tree import load_tree
from skillctl.audit.typosquat import scan_typosquats
from skillctl.audit.unicode import scan_unicode
from skillctl.audit.verdict import Assessment
from skillctl.audit.verdict import Verdict
from skillctl.audit.verdict import assess

Scanner = Callable[[SkillTree], Iterable[Finding]]


@dataclass(frozen=True, slots=True)
class SkillAudit:
    """The audit of one skill: findings sorted by path and line, and what could not be read."""

    path: str
    name: str | None
    verdict: Verdict
    findings: tuple[Finding, ...]
    errors: tuple[tuple[str, str], ...]
    # (path, why): files, or rules on a file, that could not be analysed. Never safe.
    unanalysed: tuple[tuple[str, str], ...] = ()
    assessment: Assessment = field(default_factory=lambda: Assessment(None))
    claims: frozenset[str] = frozenset()

    def fails(self, fail_on: Level) -> bool:
        """Whether ``--fail-on fail_on`` fails this skill (the verdict's own decision)."""
        return self.assessment.fails(fail_on)

    def reassessed(self, findings: tuple[Finding, ...]) -> SkillAudit:
        """This audit with ``findings`` (e.g. a baseline applied) judged again."""
        assessment = _assess(findings, self.errors, self.unanalysed, self.claims)
        return replace(self, findings=findings, verdict=assessment.verdict, assessment=assessment)


def audit_skill(
    directory: Path,
    display: str,
    rules: RuleSet,
    *,
    honor_suppressions: bool = True,
    fork_bandit: bool = False,
    bandit: forked.Collect | None = None,
) -> SkillAudit:
    """Run every scanner over ``directory`` and judge the result.

    ``honor_suppressions`` is kept for callers and has no effect: suppressions
    come only from the user's side (a baseline), never from comments inside
    the audited skill.

    ``fork_bandit`` runs bandit in a forked child meanwhile (for a lone skill on
    a multi-core machine; batches are already spread over processes); ``bandit``
    is such a child started earlier (:func:`start_bandit`).
    """
    del honor_suppressions
    tree = load_tree(directory)
    errors = list(tree.errors)
    findings: list[Finding] = []
    scanners = _scanners(tree)
    pending: forked.Collect | None = bandit
    has_bandit = bool(scanners) and scanners[-1][0] == "bandit"
    if has_bandit and (pending is not None or (fork_bandit and forked.can_fork())):
        run_bandit = scanners.pop()[1]
        pending = pending or forked.start(lambda: run_bandit(tree))
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
    unanalysed = [
        (f.path, f"only the first {len(f.data)} bytes were read")
        for f in tree.files
        if f.is_truncated
    ]
    findings.extend(_pattern_findings(tree, rules, errors, unanalysed))
    findings.extend(_derived_findings(tree, rules, findings, errors))
    findings = _without_echoes(findings)
    if any(f.category == "persistence" for f in findings):
        findings = removable_persistence(
            findings,
            {
                f.path: f.text()
                for f in tree.files
                if not f.is_symlink and f.kind is not FileKind.BINARY
            },
        )
    findings = _in_reach(tree, findings)
    findings = _named_not_read(tree, findings)
    findings = _data_records(tree, findings)
    if any(f.rule_id in SHELL_RULES for f in findings):
        findings = in_proportion(tree, findings)
    unique: dict[tuple[str, str, int | None], Finding] = {}
    for finding in sorted(findings, key=lambda f: (-f.severity.rank, f.sort_key())):
        unique.setdefault((finding.rule_id, finding.path, finding.line), finding)
    ordered = tuple(sorted(unique.values(), key=Finding.sort_key))
    shown_errors = tuple(sorted((display_path(p), m) for p, m in errors))
    shown_unanalysed = tuple(sorted((display_path(p), m) for p, m in unanalysed))
    claims = _claims(tree)
    assessment = _assess(ordered, shown_errors, shown_unanalysed, claims)
    return SkillAudit(
        display,
        tree.name,
        assessment.verdict,
        ordered,
        shown_errors,
        shown_unanalysed,
        assessment,
        claims,
    )


def _named_not_read(tree: SkillTree, findings: list[Finding]) -> list[Finding]:
    """Credential paths a script names but never reads, weighed lower (shell and Python)."""
    return _python_named_not_read(tree, _shell_named_not_read(tree, findings))


def _python_named_not_read(tree: SkillTree, findings: list[Finding]) -> list[Finding]:
    """A credential path a Python file names — in a list of paths it checks the mode of, in a
    glob — is weighed a step lower when the file's model follows no read of any secret file
    and no read of a path it could not resolve."""
    python = {f.path: f for f in tree.files if f.kind is FileKind.PYTHON and not f.is_symlink}
    pending = _credential_matches_in(findings, python)
    if not pending:
        return findings
    from skillctl.audit.argv import python_model
    from skillctl.audit.python_messages import message_lines

    unread = set()
    told: dict[str, set[int]] = {}
    for path in pending:
        model = python_model(tree, python[path])
        stores = model.sinks.stores if model is not None else None
        # a read of a path the model could not resolve may be the credential: no demotion
        if stores is not None and stores.secret_reads == 0 and stores.opaque_reads == 0:
            unread.add(path)
        told[path] = message_lines(python[path].text())
    out = []
    for f in findings:
        if _is_credential_match(f) and f.line in told.get(f.path, ()):
            f = f.demoted(2, "named in a docstring or a message the script prints, not opened")
        elif f.path in unread and _is_credential_match(f):
            f = f.demoted(1, "the script names credential files but reads none of them")
        out.append(f)
    return out


def _is_credential_match(finding: Finding) -> bool:
    return finding.source is Source.PATTERN and finding.category == "credential-access"


def _credential_matches_in(findings: list[Finding], files: Container[str]) -> set[str]:
    """The paths among ``files`` that a credential-access pattern matched in."""
    return {f.path for f in findings if _is_credential_match(f) and f.path in files}


def _shell_named_not_read(tree: SkillTree, findings: list[Finding]) -> list[Finding]:
    """A credential path a shell script only names — checks the mode of, tests for, creates
    beside — is weighed two steps lower: the shell model follows every read (``cat``, ``cp``,
    ``<``, archives, encoders) and saw none on that line."""
    shell = {
        f.path: f
        for f in tree.files
        if f.kind is FileKind.SHELL and not f.is_symlink and not f.path.lower().endswith(".ps1")
    }
    pending = _credential_matches_in(findings, shell)
    if not pending:
        return findings
    from skillctl.audit.shell_ast import credential_reads

    reads = {path: credential_reads(shell[path].text()) for path in pending}
    out = []
    for f in findings:
        lines = reads.get(f.path) if f.source is Source.PATTERN else None
        if f.category == "credential-access" and lines is not None and f.line not in lines:
            f = f.demoted(2, "the script names this credential file but never reads it")
        out.append(f)
    return out


_DATA_FILES = (".json", ".jsonl", ".ndjson", ".csv", ".tsv")
_SPOKEN = frozenset({"prompt-injection"})
_READ_VERB = re.compile(
    r"\b(?:read|open|follow|obey|load|review|go through|look at|study|apply|use)\b", re.IGNORECASE
)


def _data_records(tree: SkillTree, findings: list[Finding]) -> list[Finding]:
    """Words addressed to an agent inside the records of a data file (a test suite's payloads,
    a dataset) weigh as low when no Markdown of the skill tells the agent to read that file:
    the skill's scripts consume them as data, they are not said to the agent."""
    pending = {
        f.path
        for f in findings
        if f.source is Source.PATTERN
        and f.category in _SPOKEN
        and f.path.lower().endswith(_DATA_FILES)
    }
    if not pending:
        return findings
    said = [
        s.text
        for layout in tree.markdown_layouts().values()
        for s in layout.said()
        if _READ_VERB.search(s.text)
    ]
    read = {p for p in pending if any(p.rsplit("/", 1)[-1].lower() in s for s in said)}
    return [
        f.out_of_reach(
            "a record of a data file the scripts read, which no text tells the agent to read"
        )
        if f.path in pending and f.path not in read and f.category in _SPOKEN
        else f
        for f in findings
    ]


def start_bandit(directory: Path) -> forked.Collect | None:
    """For a lone skill: bandit in a forked child from the start, so importing it overlaps
    loading the rule packs and libcst here (None where forking does not pay)."""
    if not forked.can_fork():
        return None

    def run() -> list[Finding]:
        tree = load_tree(directory)
        has_python = any(f.kind is FileKind.PYTHON for f in tree.files)
        return list(_bandit(tree)) if has_python else []

    return forked.start(run)


def _assess(
    findings: tuple[Finding, ...],
    errors: tuple[tuple[str, str], ...],
    unanalysed: tuple[tuple[str, str], ...],
    claims: frozenset[str],
) -> Assessment:
    # A file that could not be read is unanalysed too: it never counts as safe.
    return assess(findings, unanalysed=len(errors) + len(unanalysed), claims=claims)


def _claims(tree: SkillTree) -> frozenset[str]:
    skill_md = next((f for f in tree.files if f.path == "SKILL.md" and not f.is_symlink), None)
    return claims_of(tree.description, skill_md.text() if skill_md else None)


def _scanners(tree: SkillTree) -> list[tuple[str, Scanner]]:
    scanners: list[tuple[str, Scanner]] = [("structure", scan_structure), ("unicode", scan_unicode)]
    if has_code(tree):
        scanners.append(("code-flow", scan_code_flow))
    if any(f.kind is FileKind.MARKDOWN for f in tree.files):
        scanners.append(("instructions", _instructions))
    scanners.append(("package-names", scan_typosquats))
    scanners.append(("lookalike-hosts", scan_lookalike_hosts))
    if any(f.kind is FileKind.PYTHON for f in tree.files):
        scanners += [("python-ast", _python_ast), ("bandit", _bandit)]
    return scanners


def _instructions(tree: SkillTree) -> Iterable[Finding]:
    from skillctl.audit.instructions import scan_instructions

    return scan_instructions(tree)


def _python_ast(tree: SkillTree) -> Iterable[Finding]:
    from skillctl.audit.python_rules import needs_walk

    if not any(f.kind is FileKind.PYTHON and needs_walk(f) for f in tree.files):
        return []  # nothing for libcst to walk: not even imported
    from skillctl.audit.python_ast import scan_python

    return scan_python(tree)


def _bandit(tree: SkillTree) -> Iterable[Finding]:
    # Imported here, not by _scanners, so a forked child pays for bandit alone.
    from skillctl.audit.bandit_adapter import scan_bandit

    return list(scan_bandit(tree))


def _pattern_findings(
    tree: SkillTree,
    rules: RuleSet,
    errors: list[tuple[str, str]],
    unanalysed: list[tuple[str, str]],
) -> list[Finding]:
    by_kind: dict[tuple[FileKind, bool], list[PatternRule]] = {}
    found: list[Finding] = []
    scan = rules.literal_scan()
    for file in tree.files:
        if file.kind is FileKind.BINARY or file.is_symlink:
            continue
        try:
            text = file.text()
            lines = text.split("\n")
            deadline = time.monotonic() + FILE_BUDGET_SECONDS
            timed_out: list[str] = []
            # One literal scan of the whole file serves every segment: a code
            # block's words are a subset of its file's.
            present = scan.present(text.lower())
            for segment in segments_for(file.kind, text):
                key = (segment.kind, segment.block_start is not None)
                applicable = by_kind.get(key)
                if applicable is None:
                    applicable = by_kind[key] = rules.for_segment(segment.kind, is_block=key[1])
                matches = match_rules(
                    segment, applicable, present=present, deadline=deadline, timed_out=timed_out
                )
                for match in matches:
                    finding = make_finding(
                        match.rule.info, Source.PATTERN, file.path, match.line, match.text
                    )
                    finding = apply_context(finding, match, lines)
                    if match.evidence_against:
                        finding = _weigh_against(finding, match.evidence_against)
                    found.append(finding)
            if timed_out:
                unanalysed.append(
                    (
                        file.path,
                        f"pattern rules not applied within {FILE_BUDGET_SECONDS:g} s: "
                        + ", ".join(sorted(set(timed_out))),
                    )
                )
        except Exception as crash:  # noqa: BLE001 - fail closed: a crashing rule is an error
            errors.append((file.path, f"pattern rules crashed: {type(crash).__name__}: {crash}"))
    return found


def _weigh_against(finding: Finding, against: tuple[str, ...]) -> Finding:
    """A rule's excludes that matched: reported on the finding, and weighed as a demotion."""
    shown = ", ".join(repr(" ".join(text.split())[:60]) for text in against)
    finding = finding.demoted(EXCLUDE_STEPS, f"the rule's exclusion matched {shown}")
    return replace(finding, evidence_against=tuple(" ".join(t.split())[:200] for t in against))


EXCLUDE_STEPS = 2


def _derived_findings(
    tree: SkillTree, rules: RuleSet, found: list[Finding], errors: list[tuple[str, str]]
) -> list[Finding]:
    from skillctl.audit.derived import scan_derived

    try:
        return scan_derived(tree, rules, {(f.rule_id, f.path, f.line) for f in found})
    except Exception as crash:  # noqa: BLE001 - fail closed: a crashing rule is an error
        errors.append(("derived", f"derived-text rules crashed: {type(crash).__name__}: {crash}"))
        return []


def _in_reach(tree: SkillTree, findings: list[Finding]) -> list[Finding]:
    from skillctl.audit.reach import weigh_reach

    return weigh_reach(tree, findings)


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
