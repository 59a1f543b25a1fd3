"""JSON documents: sorted keys, fixed list order, one document per run."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from skillctl.audit.finding import Finding
    from skillctl.services.audit import AuditResult
    from skillctl.services.prompt import PromptResult
    from skillctl.services.rules import RuleRow
    from skillctl.services.scaffold import NewSkillResult
    from skillctl.services.validate import ValidateResult
    from skillctl.spec.problems import Problem

import json


def dump(document: object) -> str:
    """Serialise the way every skillctl JSON output is serialised."""
    return json.dumps(document, sort_keys=True, indent=2, ensure_ascii=False)


def validate_document(result: ValidateResult) -> dict[str, object]:
    """The ``validate-result`` document (schemas/validate-result.schema.json)."""
    summary = result.summary()
    return {
        "schema_version": 1,
        "skills": [
            {
                "name": report.name,
                "path": report.path,
                "problems": [_problem(p) for p in report.problems],
                "valid": report.is_valid(strict=result.is_strict),
            }
            for report in result.reports
        ],
        "summary": {
            "errors": summary.errors,
            "infos": summary.infos,
            "invalid": summary.invalid,
            "skills": summary.skills,
            "valid": summary.valid,
            "warnings": summary.warnings,
        },
    }


def _problem(p: Problem) -> dict[str, object]:
    return {
        "code": p.code,
        "hint": p.hint,
        "line": p.line,
        "message": p.message,
        "path": p.path,
        "severity": str(p.severity),
    }


def new_document(result: NewSkillResult) -> dict[str, object]:
    """The ``new-result`` document."""
    return {"name": result.name, "path": str(result.directory), "skill_md": str(result.skill_md)}


def prompt_document(result: PromptResult) -> dict[str, object]:
    """The ``prompt-result`` document."""
    return {
        "skills": [
            {"description": e.description, "location": e.location, "name": e.name}
            for e in result.entries
        ],
        "skipped": list(result.skipped),
    }


def audit_document(result: AuditResult, scanner_version: str) -> dict[str, object]:
    """The ``audit-result`` document (schemas/audit-result.schema.json)."""
    findings = [f for a in result.audits for f in a.findings]
    verdicts = [str(a.verdict) for a in result.audits]
    return {
        "fail_on": str(result.fail_on),
        "failed": result.is_failed,
        "scanner": {
            "name": "skillctl",
            "rule_packs": result.rule_packs,
            "version": scanner_version,
        },
        "schema_version": 1,
        "skills": [
            {
                "errors": [{"message": m, "path": p} for p, m in audit.errors],
                "failed": audit.fails(result.fail_on),
                "findings": [finding_document(f) for f in audit.findings],
                "level": None if audit.assessment.level is None else str(audit.assessment.level),
                "name": audit.name,
                "path": audit.path,
                "reasons": list(audit.assessment.reasons),
                "unanalysed": [{"message": m, "path": p} for p, m in audit.unanalysed],
                "verdict": str(audit.verdict),
            }
            for audit in result.audits
        ],
        "summary": {
            "baselined": sum(1 for f in findings if f.baselined),
            "caution": verdicts.count("caution"),
            "dangerous": verdicts.count("dangerous"),
            "errors": sum(len(a.errors) for a in result.audits),
            "findings": sum(1 for f in findings if f.is_counted),
            "safe": verdicts.count("safe"),
            "skills": len(result.audits),
            "suppressed": sum(1 for f in findings if f.suppressed),
        },
    }


def finding_document(f: Finding) -> dict[str, object]:
    """One finding as JSON; ``derived`` appears only for text the audit derived itself."""
    document: dict[str, object] = {
        "baselined": f.baselined,
        "category": f.category,
        "concept": f.concept,
        "confidence": str(f.confidence),
        "demotion": f.demotion,
        "evidence_against": list(f.evidence_against),
        "fingerprint": f.fingerprint,
        "line": f.line,
        "message": f.message,
        "name": f.name,
        "original_severity": str(f.original_severity),
        "path": f.path,
        "remediation": f.remediation,
        "rule_id": f.rule_id,
        "severity": str(f.severity),
        "snippet": f.snippet,
        "source": str(f.source),
        "suppressed": f.suppressed,
        "suppression_reason": f.suppression_reason,
    }
    if f.derived is not None:
        document["derived"] = f.derived
    return dict(sorted(document.items()))


def rules_document(rows: list[RuleRow]) -> list[dict[str, object]]:
    """``audit --list-rules --format json``."""
    return [
        {
            "category": r.category,
            "confidence": r.confidence,
            "cwe": r.cwe,
            "id": r.id,
            "message": r.message,
            "name": r.name,
            "origin": r.origin,
            "remediation": r.remediation,
            "severity": r.severity,
        }
        for r in rows
    ]
