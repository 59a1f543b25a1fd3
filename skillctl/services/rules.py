"""The ``audit --list-rules`` use case: every rule, from packs and from code, in one list."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from skillctl.audit.finding import RuleInfo
from skillctl.audit.packs import load_rules


@dataclass(frozen=True, slots=True)
class RuleRow:
    """One rule as documented: where it lives and what it says."""

    id: str
    name: str
    category: str
    severity: str
    confidence: str
    message: str
    remediation: str
    cwe: str | None
    origin: str


def list_rules(rule_dirs: tuple[Path, ...] = ()) -> list[RuleRow]:
    """Pack rules, code rules (structure, Unicode, Python AST) and the bandit checks, by id."""
    from skillctl.audit import behaviour
    from skillctl.audit import capability_rules
    from skillctl.audit import flow
    from skillctl.audit import instructions
    from skillctl.audit import lookalike_hosts
    from skillctl.audit import python_rules
    from skillctl.audit import structure
    from skillctl.audit import typosquat
    from skillctl.audit import unicode

    rows = [_row(rule.info, f"pack:{rule.pack}") for rule in load_rules(rule_dirs).rules]
    rows += [_row(info, "structure") for info in structure.RULES]
    rows += [_row(info, "unicode") for info in unicode.RULES]
    rows += [_row(info, "python-ast") for info in python_rules.RULES]
    rows += [_row(info, "code-flow") for info in flow.RULES]
    rows += [_row(info, "code-flow") for info in capability_rules.RULES]
    rows += [_row(info, "code-flow") for info in behaviour.RULES]
    rows += [_row(info, "instructions") for info in instructions.RULES]
    rows += [_row(info, "package-names") for info in typosquat.RULES]
    rows += [_row(info, "lookalike-hosts") for info in lookalike_hosts.RULES]
    rows += _bandit_rows()
    return sorted(rows, key=lambda r: r.id)


def _row(info: RuleInfo, origin: str) -> RuleRow:
    return RuleRow(
        info.id,
        info.name,
        info.category,
        str(info.severity),
        str(info.confidence),
        info.message,
        info.remediation,
        info.cwe,
        origin,
    )


def _bandit_rows() -> list[RuleRow]:
    from skillctl.audit.bandit_adapter import bandit_rules

    return [
        RuleRow(
            i.id,
            i.name,
            i.category,
            "per finding",
            "per finding",
            i.message,
            i.remediation,
            i.cwe,
            "bandit",
        )
        for i in bandit_rules()
    ]
