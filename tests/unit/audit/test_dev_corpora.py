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
# Corpora still being tuned against: their floor is what the rules reach today (recall,
# benign dangerous, benign caution), raised as they improve, until they meet the bar above.
# Measured before any tuning on them (recall / benign dangerous / benign caution, %):
# i 75.6/6.7/8.9, l 73.3/11.1/6.7, m 77.8/2.2/8.9, n 86.7/15.6/13.3, o 88.3/6.7/2.2,
# p 84.4/8.9/8.9, q 80.0/4.4/4.4, r 75.0/8.9/8.9, s 86.7/13.3/6.7, t 88.9/11.1/4.4,
# u 83.3/13.3/6.7, v 76.7/2.2/6.7, w 82.2/8.9/4.4, x 60.0/4.4/4.4 (g 87.5/14.0/6.0,
# h 64.4/15.6/2.2, j 95.0/20.0/11.7 and k 85.0/4.4/4.4 before tuning now meet the bar).
IN_PROGRESS = {
    "dev-i": (0.91, 0.00, 0.12),
    "dev-l": (0.93, 0.03, 0.12),
    "dev-m": (0.93, 0.00, 0.09),
    "dev-n": (0.97, 0.03, 0.16),
    "dev-o": (0.91, 0.03, 0.03),
    "dev-p": (0.88, 0.03, 0.12),
    "dev-q": (0.88, 0.03, 0.05),
    "dev-r": (0.83, 0.03, 0.14),
    "dev-s": (0.88, 0.07, 0.07),
    "dev-t": (0.91, 0.07, 0.07),
    "dev-u": (0.86, 0.07, 0.09),
    "dev-v": (0.86, 0.03, 0.07),
    "dev-w": (0.91, 0.03, 0.07),
    "dev-x": (0.73, 0.03, 0.05),
}


@pytest.fixture(scope="module", params=DEV)
def dev(request: pytest.FixtureRequest) -> tuple[str, dict[str, dict[str, str]], AuditResult]:
    corpus = CORPORA / str(request.param)
    labels = json.loads((corpus / "labels.json").read_text(encoding="utf-8"))
    result = audit_paths(AuditOptions(paths=(corpus / "malicious", corpus / "benign")))
    return corpus.name, labels, result


def _verdicts(result: AuditResult, group: str) -> dict[str, str]:
    return {
        Path(a.path).name: str(a.verdict)
        for a in result.audits
        if Path(a.path).parent.name == group
    }


def test_there_are_dev_corpora() -> None:
    assert len(DEV) >= 3
    assert set(IN_PROGRESS) <= set(DEV)


def test_dev_corpus_recall_and_false_alarms(
    dev: tuple[str, dict[str, dict[str, str]], AuditResult],
) -> None:
    corpus, labels, result = dev
    malicious, benign = _verdicts(result, "malicious"), _verdicts(result, "benign")
    assert set(malicious) == set(labels["malicious"])
    assert set(benign) == set(labels["benign"])
    assert not result.has_errors
    recall, most_dangerous, most_caution = IN_PROGRESS.get(
        corpus, (MIN_RECALL, MAX_BENIGN_DANGEROUS, MAX_BENIGN_CAUTION)
    )
    missed = sorted(n for n in malicious if not result_fails(result, n))
    assert 1 - len(missed) / len(malicious) >= recall, f"missed: {missed}"
    dangerous = sorted(n for n, v in benign.items() if v == "dangerous")
    caution = sorted(n for n, v in benign.items() if v == "caution")
    assert len(dangerous) / len(benign) <= most_dangerous, f"dangerous: {dangerous}"
    assert len(caution) / len(benign) <= most_caution, f"caution: {caution}"


def result_fails(result: AuditResult, name: str) -> bool:
    """Whether the skill fails ``--fail-on high`` (the exit-code decision)."""
    audit = next(a for a in result.audits if Path(a.path).name == name)
    return audit.fails(result.fail_on)
