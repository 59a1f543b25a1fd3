"""In-source suppressions: ``# skillctl: ignore[RULE-ID] reason`` (or the HTML-comment form).

A suppression applies to findings on its own line or the line below, and
only with a reason: a bare ``ignore[...]`` is itself reported. Suppressed
findings stay in the report, marked, so a reviewer sees what was waved through.
"""

from __future__ import annotations

import re
from dataclasses import replace

from skillctl.audit.finding import Finding

_MARK = re.compile(r"skillctl:\s*ignore\[([A-Za-z0-9_,\s-]+)\]\s*(.*?)\s*(?:-->|\*/)?\s*$")


def suppressions_in(text: str) -> dict[int, list[tuple[frozenset[str], str]]]:
    """Line number → the (rule ids, reason) suppressions written on that line."""
    found: dict[int, list[tuple[frozenset[str], str]]] = {}
    if "skillctl:" not in text:
        return found
    for number, line in enumerate(text.split("\n"), start=1):
        mark = _MARK.search(line)
        if mark:
            ids = frozenset(part.strip() for part in mark.group(1).split(",") if part.strip())
            found.setdefault(number, []).append((ids, mark.group(2).strip()))
    return found


def apply_suppressions(
    finding: Finding, marks: dict[int, list[tuple[frozenset[str], str]]]
) -> Finding:
    """``finding`` marked suppressed when a mark with a reason covers it."""
    if finding.line is None:
        return finding
    for line in (finding.line, finding.line - 1):
        for ids, reason in marks.get(line, []):
            if finding.rule_id not in ids:
                continue
            if not reason:
                note = " (a skillctl: ignore mark here has no reason, so it does not apply)"
                return replace(finding, message=finding.message + note)
            return replace(finding, suppressed=True, suppression_reason=reason)
    return finding
