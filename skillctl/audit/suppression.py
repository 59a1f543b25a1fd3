"""Suppressions come from the user's side only: a baseline of accepted findings.

A comment inside the audited skill (``# skillctl: ignore[…]``, ``# nosec``)
is never honoured: it would be written by the same stranger whose code is
being checked, and would let an attacker wave through their own finding.
A baseline is a previous ``skillctl audit --format json`` output that the
user keeps; its findings are still reported, marked ``baselined``, and no
longer count for the verdict or ``--fail-on``.
"""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

from skillctl.audit.finding import Finding
from skillctl.errors import AuditError

_HINT = "create it with: skillctl audit --format json PATH > baseline.json"


def baseline_fingerprints(path: Path) -> frozenset[str]:
    """The fingerprints a baseline file accepts."""
    try:
        document = json.loads(path.read_text(encoding="utf-8"))
    except OSError as e:
        raise AuditError(f"cannot read baseline {path}: {e.strerror}", hint="check the path") from e
    except ValueError as e:
        raise AuditError(f"baseline {path} is not JSON: {e}", hint=_HINT) from e
    skills = document.get("skills") if isinstance(document, dict) else None
    if not isinstance(skills, list):
        raise AuditError(
            f"baseline {path} is not a skillctl audit JSON document (no 'skills' list)",
            hint=_HINT,
        )
    return frozenset(
        str(f["fingerprint"])
        for skill in skills
        if isinstance(skill, dict)
        for f in skill.get("findings", [])
        if isinstance(f, dict) and "fingerprint" in f
    )


def apply_baseline(findings: tuple[Finding, ...], known: frozenset[str]) -> tuple[Finding, ...]:
    """``findings`` with those the baseline accepts marked ``baselined``."""
    return tuple(replace(f, baselined=True) if f.fingerprint in known else f for f in findings)
