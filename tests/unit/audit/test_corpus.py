"""Accuracy on the labelled corpus: recall on malicious skills, false alarms on benign ones."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from skillctl.services.audit import AuditOptions
from skillctl.services.audit import AuditResult
from skillctl.services.audit import audit_paths

CORPUS = Path(__file__).resolve().parents[2] / "corpus" / "audit"
MIN_RECALL = 0.95
MAX_BENIGN_DANGEROUS = 0.03


@pytest.fixture(scope="module")
def corpus_result() -> AuditResult:
    return audit_paths(AuditOptions(paths=(CORPUS / "malicious", CORPUS / "benign")))


def _verdicts(result: AuditResult, group: str) -> dict[str, str]:
    return {
        Path(a.path).name: str(a.verdict)
        for a in result.audits
        if Path(a.path).parent.name == group
    }


def test_every_labelled_skill_is_audited(corpus_result: AuditResult) -> None:
    labels = json.loads((CORPUS / "labels.json").read_text(encoding="utf-8"))
    assert set(_verdicts(corpus_result, "malicious")) == set(labels["malicious"])
    assert set(_verdicts(corpus_result, "benign")) == set(labels["benign"])
    assert len(labels["malicious"]) >= 40
    assert len(labels["benign"]) >= 40
    assert not corpus_result.has_errors


def test_recall_on_malicious_skills(corpus_result: AuditResult) -> None:
    verdicts = _verdicts(corpus_result, "malicious")
    missed = sorted(name for name, verdict in verdicts.items() if verdict != "dangerous")
    recall = 1 - len(missed) / len(verdicts)
    assert recall >= MIN_RECALL, f"recall {recall:.3f}; missed: {missed}"


def test_false_alarms_on_benign_skills(corpus_result: AuditResult) -> None:
    verdicts = _verdicts(corpus_result, "benign")
    flagged = sorted(name for name, verdict in verdicts.items() if verdict == "dangerous")
    rate = len(flagged) / len(verdicts)
    assert rate <= MAX_BENIGN_DANGEROUS, f"{rate:.3f} of benign skills flagged: {flagged}"


def test_each_threat_is_found_at_its_labelled_place(corpus_result: AuditResult) -> None:
    labels = json.loads((CORPUS / "labels.json").read_text(encoding="utf-8"))["malicious"]
    by_name = {Path(a.path).name: a for a in corpus_result.audits}
    unexplained = []
    for name, label in sorted(labels.items()):
        audit = by_name[name]
        hits = [
            f
            for f in audit.findings
            if f.path == label["file"]
            and (f.line is None or abs(f.line - label["line"]) <= 3)
            and f.severity.rank >= 2
        ]
        if not hits:
            unexplained.append(f"{name}:{label['file']}:{label['line']}")
    assert len(unexplained) <= len(labels) * (1 - MIN_RECALL), unexplained
