"""In-source suppressions: a reason is required, the rule id must match, the finding stays listed."""

from __future__ import annotations

from pathlib import Path

from skillctl.audit.finding import Confidence
from skillctl.audit.finding import Finding
from skillctl.audit.finding import Level
from skillctl.audit.finding import RuleInfo
from skillctl.audit.finding import Source
from skillctl.audit.finding import make_finding
from skillctl.audit.packs import load_rules
from skillctl.audit.scan import SkillAudit
from skillctl.audit.scan import audit_skill
from skillctl.audit.suppression import apply_suppressions
from skillctl.audit.suppression import suppressions_in
from skillctl.audit.verdict import Verdict
from tests.helpers import skill_md
from tests.helpers import write_skill

RULE = RuleInfo(
    "SKC-PY-006", "os-system", "dangerous-code", Level.MEDIUM, Confidence.MEDIUM, "m", "r"
)


def _finding(line: int | None, rule: RuleInfo = RULE) -> Finding:
    return make_finding(rule, Source.PYTHON_AST, "tool.py", line, "os.system('ls')")


def _audit(tmp_path: Path, files: dict[str, str], body: str = "# Title\n\nSteps.\n") -> SkillAudit:
    folder = write_skill(tmp_path, "sup", skill_md("sup", body=body))
    for rel, text in files.items():
        (folder / rel).write_text(text, encoding="utf-8")
    return audit_skill(folder, "sup", load_rules())


def _only(audit: SkillAudit, rule_id: str) -> Finding:
    matching = [f for f in audit.findings if f.rule_id == rule_id]
    assert len(matching) == 1, audit.findings
    return matching[0]


def test_suppression_on_the_same_line(tmp_path: Path) -> None:
    code = "import os\nos.system('ls')  # skillctl: ignore[SKC-PY-006] lists a fixed folder\n"
    audit = _audit(tmp_path, {"tool.py": code})
    finding = _only(audit, "SKC-PY-006")
    assert finding.line == 2
    assert finding.suppressed
    assert finding.suppression_reason == "lists a fixed folder"
    assert not finding.is_counted
    assert audit.verdict is Verdict.SAFE


def test_suppression_on_the_line_above(tmp_path: Path) -> None:
    code = "import os\n# skillctl: ignore[SKC-PY-006] lists a fixed folder\nos.system('ls')\n"
    finding = _only(_audit(tmp_path, {"tool.py": code}), "SKC-PY-006")
    assert (finding.line, finding.suppressed, finding.suppression_reason) == (
        3,
        True,
        "lists a fixed folder",
    )


def test_suppression_two_lines_above_does_not_apply(tmp_path: Path) -> None:
    code = "# skillctl: ignore[SKC-PY-006] lists a fixed folder\nimport os\nos.system('ls')\n"
    audit = _audit(tmp_path, {"tool.py": code})
    assert not _only(audit, "SKC-PY-006").suppressed
    assert audit.verdict is Verdict.CAUTION


def test_suppression_without_a_reason_does_not_apply_and_says_so(tmp_path: Path) -> None:
    code = "import os\nos.system('ls')  # skillctl: ignore[SKC-PY-006]\n"
    audit = _audit(tmp_path, {"tool.py": code})
    finding = _only(audit, "SKC-PY-006")
    assert not finding.suppressed
    assert finding.suppression_reason is None
    assert "has no reason" in finding.message
    assert audit.verdict is Verdict.CAUTION


def test_suppression_of_a_different_rule_does_not_apply(tmp_path: Path) -> None:
    code = "import os\nos.system('ls')  # skillctl: ignore[SKC-PY-005] wrong rule\n"
    audit = _audit(tmp_path, {"tool.py": code})
    finding = _only(audit, "SKC-PY-006")
    assert not finding.suppressed
    assert "has no reason" not in finding.message
    assert audit.verdict is Verdict.CAUTION


def test_suppression_listing_several_rule_ids(tmp_path: Path) -> None:
    code = "import os\nos.system('ls')  # skillctl: ignore[SKC-PY-005, SKC-PY-006] fixed command\n"
    finding = _only(_audit(tmp_path, {"tool.py": code}), "SKC-PY-006")
    assert finding.suppressed
    assert finding.suppression_reason == "fixed command"


def test_html_comment_form_in_markdown(tmp_path: Path) -> None:
    body = "# Title\n\n<!-- skillctl: ignore[SKC-UC-003] a soft break in a long word -->\nlong\u200bword\n"
    audit = _audit(tmp_path, {}, body=body)
    finding = _only(audit, "SKC-UC-003")
    assert finding.path == "SKILL.md"
    assert finding.line == 8
    assert finding.suppressed
    assert finding.suppression_reason == "a soft break in a long word"
    assert audit.verdict is Verdict.SAFE


def test_suppressed_findings_count_when_suppressions_are_not_honoured(tmp_path: Path) -> None:
    body = "# Title\n\n<!-- skillctl: ignore[SKC-UC-001] demo -->\nHi" + chr(0xE0041) + "\n"
    folder = write_skill(tmp_path, "sup", skill_md("sup", body=body))
    honoured = audit_skill(folder, "sup", load_rules())
    ignored = audit_skill(folder, "sup", load_rules(), honor_suppressions=False)
    assert _only(honoured, "SKC-UC-001").suppressed
    assert honoured.verdict is Verdict.SAFE
    assert _only(ignored, "SKC-UC-001").suppressed
    assert ignored.verdict is Verdict.DANGEROUS


def test_suppressions_in_reads_every_form() -> None:
    text = (
        "x = 1  # skillctl: ignore[A-B-001] because\n"
        "<!-- skillctl: ignore[C-D-002,E-F-003] html form -->\n"
        "/* skillctl: ignore[G-H-004] c form */\n"
        "# skillctl: ignore[I-J-005]\n"
        "nothing here\n"
    )
    assert suppressions_in(text) == {
        1: [(frozenset({"A-B-001"}), "because")],
        2: [(frozenset({"C-D-002", "E-F-003"}), "html form")],
        3: [(frozenset({"G-H-004"}), "c form")],
        4: [(frozenset({"I-J-005"}), "")],
    }
    assert suppressions_in("no marks at all\n") == {}


def test_apply_suppressions_directly() -> None:
    marks = suppressions_in("a\n# skillctl: ignore[SKC-PY-006] ok here\nb\nc\n")
    assert apply_suppressions(_finding(2), marks).suppressed
    assert apply_suppressions(_finding(3), marks).suppression_reason == "ok here"
    assert not apply_suppressions(_finding(4), marks).suppressed
    assert not apply_suppressions(_finding(1), marks).suppressed
    # a finding with no line (a whole-file or whole-skill finding) cannot be suppressed in-source
    assert apply_suppressions(_finding(None), marks) == _finding(None)
