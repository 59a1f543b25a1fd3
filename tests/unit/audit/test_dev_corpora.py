"""The dev corpora (written by helpers who never saw the rules, tuned against): no regression.

These are training data, so their numbers say nothing about attacks the rules
have not seen; that is what the frozen held-out corpora are for, and no test
reads those. Here the point is only that a change to one rule does not undo
what another dev sample taught.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from skillctl.services.audit import AuditOptions
from skillctl.services.audit import AuditResult
from skillctl.services.audit import audit_paths

CORPORA = Path(__file__).resolve().parents[2] / "corpus"
DEV = sorted(p.name for p in CORPORA.glob("dev-*") if (p / "labels.json").is_file())
MIN_RECALL = 0.95
MAX_BENIGN_DANGEROUS = 0.03
MAX_BENIGN_CAUTION = 0.15


@pytest.fixture(scope="module", params=DEV)
def dev(request: pytest.FixtureRequest) -> tuple[dict[str, dict[str, str]], AuditResult]:
    corpus = CORPORA / str(request.param)
    labels = json.loads((corpus / "labels.json").read_text(encoding="utf-8"))
    result = audit_paths(AuditOptions(paths=(corpus / "malicious", corpus / "benign")))
    return labels, result


def _verdicts(result: AuditResult, group: str) -> dict[str, str]:
    return {
        Path(a.path).name: str(a.verdict)
        for a in result.audits
        if Path(a.path).parent.name == group
    }


def test_there_are_dev_corpora() -> None:
    assert len(DEV) >= 3


def test_dev_corpus_recall_and_false_alarms(
    dev: tuple[dict[str, dict[str, str]], AuditResult],
) -> None:
    labels, result = dev
    malicious, benign = _verdicts(result, "malicious"), _verdicts(result, "benign")
    assert set(malicious) == set(labels["malicious"])
    assert set(benign) == set(labels["benign"])
    assert not result.has_errors
    missed = sorted(n for n in malicious if not result_fails(result, n))
    assert 1 - len(missed) / len(malicious) >= MIN_RECALL, f"missed: {missed}"
    dangerous = sorted(n for n, v in benign.items() if v == "dangerous")
    caution = sorted(n for n, v in benign.items() if v == "caution")
    assert len(dangerous) / len(benign) <= MAX_BENIGN_DANGEROUS, f"dangerous: {dangerous}"
    assert len(caution) / len(benign) <= MAX_BENIGN_CAUTION, f"caution: {caution}"


def result_fails(result: AuditResult, name: str) -> bool:
    """Whether the skill fails ``--fail-on high`` (the exit-code decision)."""
    audit = next(a for a in result.audits if Path(a.path).name == name)
    return audit.fails(result.fail_on)
