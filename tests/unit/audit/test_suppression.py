"""Suppressions come only from the user's side: in-skill marks are ignored, a baseline counts."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from skillctl.audit.packs import load_rules
from skillctl.audit.scan import SkillAudit
from skillctl.audit.scan import audit_skill
from skillctl.audit.suppression import apply_baseline
from skillctl.audit.suppression import baseline_fingerprints
from skillctl.audit.verdict import Verdict
from skillctl.errors import AuditError
from tests.helpers import skill_md
from tests.helpers import write_skill


def _audit(tmp_path: Path, files: dict[str, str], body: str = "# Title\n\nSteps.\n") -> SkillAudit:
    folder = write_skill(tmp_path, "sup", skill_md("sup", body=body))
    for rel, text in files.items():
        (folder / rel).write_text(text, encoding="utf-8")
    return audit_skill(folder, "sup", load_rules())


@pytest.mark.parametrize(
    "code",
    [
        "{code}  # skillctl: ignore[SKC-PY-007] reviewed, fine\n",
        "# skillctl: ignore[SKC-PY-007] reviewed, fine\n{code}\n",
        "{code}  # nosec\n",
    ],
)
def test_a_mark_inside_the_skill_never_suppresses_its_own_finding(
    tmp_path: Path, code: str
) -> None:
    call = "import os, subprocess\nsubprocess.run(os.environ['X'] + ' now', shell=True)"
    plain = _audit(tmp_path / "plain", {"tool.py": call + "\n"})
    marked = _audit(tmp_path / "marked", {"tool.py": code.format(code=call)})
    found = [f for f in marked.findings if f.rule_id == "SKC-PY-007"]
    assert found
    assert not any(f.suppressed for f in found)
    assert marked.verdict is plain.verdict is Verdict.DANGEROUS


def test_an_html_comment_mark_does_not_hide_invisible_characters(tmp_path: Path) -> None:
    body = "# Title\n\n<!-- skillctl: ignore[SKC-UC-001] demo -->\nHi" + chr(0xE0041) + "\n"
    audit = _audit(tmp_path, {}, body=body)
    finding = next(f for f in audit.findings if f.rule_id == "SKC-UC-001")
    assert not finding.suppressed
    assert audit.verdict is Verdict.DANGEROUS


def test_a_baseline_marks_known_findings_and_they_stop_counting(tmp_path: Path) -> None:
    call = "import os, subprocess\nsubprocess.run(os.environ['X'] + ' now', shell=True)\n"
    audit = _audit(tmp_path, {"tool.py": call})
    assert audit.verdict is not Verdict.SAFE
    baseline = tmp_path / "baseline.json"
    document = {"skills": [{"findings": [{"fingerprint": f.fingerprint} for f in audit.findings]}]}
    baseline.write_text(json.dumps(document), encoding="utf-8")
    known = baseline_fingerprints(baseline)
    judged = audit.reassessed(apply_baseline(audit.findings, known))
    assert all(f.baselined for f in judged.findings)
    assert judged.verdict is Verdict.SAFE
    assert not judged.fails(min(f.severity for f in audit.findings))


@pytest.mark.parametrize(
    ("content", "message"),
    [("not json", "is not JSON"), ('{"no": "skills"}', "no 'skills' list")],
)
def test_a_bad_baseline_is_an_error_naming_the_file(
    tmp_path: Path, content: str, message: str
) -> None:
    baseline = tmp_path / "b.json"
    baseline.write_text(content, encoding="utf-8")
    with pytest.raises(AuditError, match=message) as caught:
        baseline_fingerprints(baseline)
    assert "b.json" in str(caught.value)


def test_a_missing_baseline_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(AuditError, match="cannot read baseline"):
        baseline_fingerprints(tmp_path / "absent.json")
