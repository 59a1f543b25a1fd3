"""Every shipped rule pack follows the schema, and every rule's examples hold."""

from __future__ import annotations

from pathlib import Path

import pytest
from jsonschema import Draft202012Validator
from ruamel.yaml import YAML

from skillctl.audit.packs import PatternRule
from skillctl.audit.packs import builtin_pack_files
from skillctl.audit.packs import load_rules
from skillctl.audit.patterns import rule_matches_text
from skillctl.resources import load_schema

RULES = load_rules().rules


@pytest.mark.parametrize("pack", builtin_pack_files(), ids=lambda p: p.name)
def test_pack_follows_the_schema(pack: Path) -> None:
    document = YAML(typ="safe", pure=True).load(pack.read_text(encoding="utf-8"))
    errors = [
        e.message for e in Draft202012Validator(load_schema("guard-pack")).iter_errors(document)
    ]
    assert errors == []


def test_there_are_rules_for_every_threat_category() -> None:
    categories = {rule.info.category for rule in RULES}
    assert categories >= {
        "prompt-injection",
        "hidden-instructions",
        "credential-access",
        "exfiltration",
        "download-execute",
        "destructive",
        "persistence",
        "privilege-escalation",
        "obfuscation",
        "reverse-shell",
        "resource-abuse",
        "supply-chain",
        "agent-tricks",
    }


@pytest.mark.parametrize("rule", RULES, ids=lambda r: r.info.id)
def test_rule_examples(rule: PatternRule) -> None:
    missed = [e.text for e in rule.matches if not rule_matches_text(rule, e.text, e.kind)]
    wrongly = [e.text for e in rule.no_matches if rule_matches_text(rule, e.text, e.kind)]
    assert missed == [], f"{rule.info.id} should match these examples"
    assert wrongly == [], f"{rule.info.id} should not match these examples"
