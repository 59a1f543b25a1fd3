"""Running bandit in a forked child gives the same findings, and a crash there fails closed."""

from __future__ import annotations

from pathlib import Path

import pytest

from skillctl.audit import forked
from skillctl.audit.packs import load_rules
from skillctl.audit.scan import audit_skill
from tests.helpers import skill_md
from tests.helpers import write_skill


def _python_skill(root: Path) -> Path:
    skill = write_skill(root, "tool", skill_md("tool"))
    (skill / "run.py").write_text('password = "hunter22"\nimport os\nos.system(input())\n')
    return skill


@pytest.mark.skipif(not forked.can_fork(), reason="needs Linux and two cores")
def test_forked_bandit_finds_the_same(tmp_path: Path) -> None:
    skill = _python_skill(tmp_path)
    rules = load_rules()
    plain = audit_skill(skill, "tool", rules)
    split = audit_skill(skill, "tool", rules, fork_bandit=True)
    assert split.findings == plain.findings
    assert any(f.source == "bandit" for f in split.findings)
    assert split.errors == ()


@pytest.mark.skipif(not forked.can_fork(), reason="needs Linux and two cores")
def test_a_child_that_fails_is_reported() -> None:
    def boom() -> list[object]:
        raise RuntimeError("no luck")

    collect = forked.start(boom)  # type: ignore[arg-type]
    with pytest.raises(forked.ChildScannerError, match="RuntimeError: no luck"):
        collect()
