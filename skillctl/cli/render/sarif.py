"""SARIF 2.1.0 for GitHub code scanning, built from plain dicts.

Levels: critical and high → error, medium → warning, low → note. URIs are
relative to ``%SRCROOT%``; ``partialFingerprints`` carries the finding
fingerprint (no line number), so alerts survive code moving around.
"""

from __future__ import annotations

import os
import posixpath
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import quote

if TYPE_CHECKING:
    from skillctl.audit.finding import Finding
    from skillctl.services.audit import AuditResult
    from skillctl.services.rules import RuleRow

SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
RULE_DOCS = "https://skillctl.dev/rules/"
_LEVEL = {"critical": "error", "high": "error", "medium": "warning", "low": "note"}
_SECURITY_SEVERITY = {"critical": "9.5", "high": "7.5", "medium": "5.0", "low": "2.0"}


def sarif_document(
    result: AuditResult, catalog: dict[str, RuleRow], version: str, *, has_baseline: bool
) -> dict[str, object]:
    """One run with the rules the findings refer to and one result per finding."""
    findings = sorted(
        ((audit.path, f) for audit in result.audits for f in audit.findings),
        key=lambda pair: (_uri(pair[0], pair[1].path), pair[1].line or 0, pair[1].rule_id),
    )
    rule_ids = sorted({f.rule_id for _, f in findings})
    index = {rule_id: i for i, rule_id in enumerate(rule_ids)}
    by_id = {f.rule_id: f for _, f in findings}
    rules = [_rule(catalog.get(rule_id), by_id[rule_id]) for rule_id in rule_ids]
    notifications = [
        {"level": "error", "message": {"text": f"{audit.path}/{path}: {message}"}}
        for audit in result.audits
        for path, message in audit.errors
    ] + [
        {"level": "warning", "message": {"text": f"{audit.path}/{path}: unanalysed: {message}"}}
        for audit in result.audits
        for path, message in audit.unanalysed
    ]
    return {
        "$schema": SARIF_SCHEMA,
        "version": "2.1.0",
        "runs": [
            {
                "tool": {
                    "driver": {
                        "name": "skillctl",
                        "version": version,
                        "informationUri": "https://skillctl.dev/",
                        "rules": rules,
                    }
                },
                "invocations": [
                    {
                        "executionSuccessful": not result.has_errors,
                        "toolExecutionNotifications": notifications,
                    }
                ],
                "results": [
                    _result(skill, f, index[f.rule_id], has_baseline=has_baseline)
                    for skill, f in findings
                ],
                "columnKind": "unicodeCodePoints",
            }
        ],
    }


def _rule(row: RuleRow | None, example: Finding) -> dict[str, object]:
    severity = row.severity if row and row.severity in _LEVEL else str(example.original_severity)
    confidence = (
        row.confidence
        if row and row.confidence in ("low", "medium", "high")
        else str(example.confidence)
    )
    tags = ["security", example.category]
    cwe = row.cwe if row else None
    if cwe:
        tags.append(f"external/cwe/{cwe.lower()}")
    message = row.message if row else example.message
    return {
        "id": example.rule_id,
        "name": example.name,
        "shortDescription": {"text": message},
        "fullDescription": {"text": message},
        "help": {"text": row.remediation if row else example.remediation},
        "helpUri": f"{RULE_DOCS}{example.rule_id}",
        "defaultConfiguration": {"level": _LEVEL[severity]},
        "properties": {
            "tags": tags,
            "precision": {"high": "high", "medium": "medium", "low": "low"}[confidence],
            "security-severity": _SECURITY_SEVERITY[severity],
        },
    }


def _result(skill: str, f: Finding, rule_index: int, *, has_baseline: bool) -> dict[str, object]:
    location: dict[str, object] = {
        "artifactLocation": {"uri": _uri(skill, f.path), "uriBaseId": "%SRCROOT%"},
    }
    if f.line is not None:
        location["region"] = {"startLine": f.line}
    text = (
        f.message
        if not f.demotion
        else f"{f.message} (demoted from {f.original_severity}: {f.demotion})"
    )
    result: dict[str, object] = {
        "ruleId": f.rule_id,
        "ruleIndex": rule_index,
        "level": _LEVEL[f.severity],
        "message": {"text": text},
        "locations": [{"physicalLocation": location}],
        "partialFingerprints": {"skillctlFinding/v1": f.fingerprint},
        "properties": {
            "severity": str(f.severity),
            "confidence": str(f.confidence),
            "snippet": f.snippet,
        },
    }
    if f.suppressed:
        result["suppressions"] = [{"kind": "inSource", "justification": f.suppression_reason or ""}]
    if has_baseline:
        result["baselineState"] = "unchanged" if f.baselined else "new"
    return result


def _uri(skill: str, path: str) -> str:
    base = os.path.relpath(skill) if Path(skill).is_absolute() else skill
    joined = posixpath.normpath(posixpath.join(base.replace(os.sep, "/"), path))
    # surrogateescape: a file name that is not UTF-8 keeps its bytes, percent-encoded
    return quote(joined.encode("utf-8", "surrogateescape"), safe="/")
