"""Human output: fixed columns, colour only when the caller says the terminal wants it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from skillctl.cli._options import counted
from skillctl.spec.problems import Problem
from skillctl.spec.problems import Severity

if TYPE_CHECKING:
    from skillctl.services.audit import AuditResult
    from skillctl.services.prompt import PromptResult
    from skillctl.services.rules import RuleRow
    from skillctl.services.validate import ValidateResult
    from skillctl.spec.validate import SkillReport

_COLORS = {Severity.ERROR: "\x1b[31m", Severity.WARNING: "\x1b[33m", Severity.INFO: "\x1b[36m"}
_GREEN, _RED, _RESET = "\x1b[32m", "\x1b[31m", "\x1b[0m"


def render_validate(result: ValidateResult, *, quiet: bool = False, color: bool = False) -> str:
    """One block per skill (problems under it), then a one-line summary."""
    out: list[str] = []
    for report in result.reports:
        out.extend(_skill_block(report, result.is_strict, quiet=quiet, color=color))
    out.append(_summary_line(result))
    return "\n".join(out)


def _skill_block(report: SkillReport, strict: bool, *, quiet: bool, color: bool) -> list[str]:
    is_valid = report.is_valid(strict=strict)
    shown = [p for p in report.problems if not (quiet and p.severity is Severity.INFO)]
    if quiet and is_valid:
        return []
    status = "ok" if is_valid else "invalid"
    if color:
        status = f"{_GREEN if is_valid else _RED}{status}{_RESET}"
    label = (
        f"{report.path} ({report.name})"
        if report.name and report.name != _leaf(report.path)
        else report.path
    )
    lines = [f"{label}  {status}"]
    width = max((len(_where(p)) for p in shown), default=0)
    for p in shown:
        severity = f"{p.severity:<7}"
        if color:
            severity = f"{_COLORS[p.severity]}{severity}{_RESET}"
        lines.append(f"  {_where(p):<{width}}  {severity}  {p.code}  {p.message}")
        if p.hint and not quiet:
            lines.append(f"  {'':<{width}}  {'':<7}  {'':<6}  hint: {p.hint}")
    return lines


def _where(p: Problem) -> str:
    return f"{p.path}:{p.line}" if p.line is not None else p.path


def _leaf(path: str) -> str:
    return path.rstrip("/").rsplit("/", 1)[-1]


def _summary_line(result: ValidateResult) -> str:
    s = result.summary()
    return (
        f"{counted(s.skills, 'skill')}: {s.valid} valid, {s.invalid} invalid "
        f"({counted(s.errors, 'error')}, {counted(s.warnings, 'warning')}, "
        f"{counted(s.infos, 'info')})"
    )


def render_prompt(result: PromptResult) -> str:
    """The ``<available_skills>`` block; every value is XML-escaped, the location included."""
    from html import escape

    lines = ["<available_skills>"]
    for entry in result.entries:
        lines += [
            "<skill>",
            f"<name>{escape(entry.name)}</name>",
            f"<description>{escape(entry.description)}</description>",
            f"<location>{escape(entry.location)}</location>",
            "</skill>",
        ]
    lines.append("</available_skills>")
    return "\n".join(lines)


_LEVEL_COLORS = {
    "critical": "\x1b[1;31m",
    "high": "\x1b[31m",
    "medium": "\x1b[33m",
    "low": "\x1b[36m",
}
_VERDICT_COLORS = {"safe": _GREEN, "caution": "\x1b[33m", "dangerous": _RED}


def render_audit(result: AuditResult, *, quiet: bool = False, color: bool = False) -> str:
    """Per skill: verdict, then findings with snippet, fix and any demotion; then a summary."""
    out: list[str] = []
    for audit in result.audits:
        shown = [f for f in audit.findings if not (quiet and not f.is_counted)]
        if quiet and audit.verdict == "safe" and not audit.errors:
            continue
        verdict = audit.verdict.upper()
        if color:
            verdict = f"{_VERDICT_COLORS[audit.verdict]}{verdict}{_RESET}"
        out.append(f"{audit.path}  {verdict}")
        out.extend(f"  because: {reason}" for reason in audit.assessment.reasons)
        for f in shown:
            where = f"{f.path}:{f.line}" if f.line is not None else f.path
            level = f"{f.severity:<8}"
            if color:
                level = f"{_LEVEL_COLORS[f.severity]}{level}{_RESET}"
            state = " (suppressed)" if f.suppressed else " (baselined)" if f.baselined else ""
            out.append(f"  {where}  {level} {f.rule_id}  {f.message}{state}")
            if f.snippet and f.source != "structure":
                out.append(f"      > {f.snippet}")
            if f.demotion and f.severity != f.original_severity:
                out.append(f"      demoted from {f.original_severity}: {f.demotion}")
            elif f.demotion:
                out.append(f"      note: {f.demotion}")
            if f.evidence_against:
                out.append(f"      against: {', '.join(f.evidence_against)}")
            if f.suppression_reason:
                out.append(f"      suppressed: {f.suppression_reason}")
            if not quiet:
                out.append(f"      fix: {f.remediation}")
        for path, message in audit.unanalysed:
            out.append(f"  {path}  UNANALYSED  {message}")
        for path, message in audit.errors:
            out.append(f"  {path}  ERROR  {message}")
    out.append(_audit_summary(result))
    return "\n".join(out)


def _audit_summary(result: AuditResult) -> str:
    verdicts = [str(a.verdict) for a in result.audits]
    findings = sum(1 for a in result.audits for f in a.findings if f.is_counted)
    suppressed = sum(1 for a in result.audits for f in a.findings if f.suppressed)
    errors = sum(len(a.errors) for a in result.audits)
    n = len(verdicts)
    status = "FAILED" if result.is_failed else "passed"
    extra = f", {suppressed} suppressed" if suppressed else ""
    errs = (
        f", {counted(errors, 'unreadable file or crashed scanner', 'unreadable files or crashed scanners')}"
        if errors
        else ""
    )
    return (
        f"{counted(n, 'skill')}: {verdicts.count('safe')} safe, "
        f"{verdicts.count('caution')} caution, {verdicts.count('dangerous')} dangerous "
        f"({counted(findings, 'finding')}{extra}{errs}); --fail-on {result.fail_on}: {status}"
    )


def render_rules(rules: list[RuleRow], *, markdown: bool = False) -> str:
    """The rule list: a fixed-column table, or a Markdown table for the README."""
    if markdown:
        lines = ["| id | severity | confidence | category | rule |", "|---|---|---|---|---|"]
        lines += [
            f"| `{r.id}` | {r.severity} | {r.confidence} | {r.category} | {r.message} |"
            for r in rules
        ]
        return "\n".join(lines)
    width = max((len(r.id) for r in rules), default=10)
    return "\n".join(
        f"{r.id:<{width}}  {r.severity:<8}  {r.confidence:<6}  {r.category:<20}  {r.message}"
        for r in rules
    )
