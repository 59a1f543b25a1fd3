"""Everyday skills in the shape of official ones are safe: no caution, no danger."""

from __future__ import annotations

import pytest

from skillctl.audit.finding import Level
from skillctl.audit.packs import load_rules
from skillctl.audit.scan import audit_skill
from skillctl.audit.verdict import Verdict
from tests.helpers import FIXTURE_SKILLS

EVERYDAY = ["webapp-dev-server", "xml-sheet-reader", "browser-test-driver", "doc-converter"]


@pytest.mark.parametrize("name", EVERYDAY)
def test_an_everyday_skill_is_safe(name: str) -> None:
    audit = audit_skill(FIXTURE_SKILLS / name, name, load_rules())
    loud = [f for f in audit.findings if f.severity.rank >= Level.MEDIUM.rank]
    assert loud == []
    assert audit.verdict is Verdict.SAFE
    assert not audit.fails(Level.MEDIUM)
    assert audit.unanalysed == ()
    assert audit.errors == ()


def test_the_dev_server_helper_is_lowered_for_running_the_users_own_command() -> None:
    audit = audit_skill(FIXTURE_SKILLS / "webapp-dev-server", "w", load_rules())
    shell = [f for f in audit.findings if f.rule_id == "SKC-PY-005"]
    assert [(f.path, f.original_severity, f.severity) for f in shell] == [
        ("scripts/with_server.py", Level.MEDIUM, Level.LOW)
    ]
    assert shell[0].demotion == "runs the user's own command from the command line"
