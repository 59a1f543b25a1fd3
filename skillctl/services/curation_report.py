"""The curator's two outputs: ``run.json`` (``schemas/curator-run.schema.json``) and ``REPORT.md``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from skillctl.clock import format_instant
from skillctl.curator.rules import Transition

if TYPE_CHECKING:
    from skillctl.services.curation import CurateResult


def run_document(result: CurateResult) -> dict[str, object]:
    """What ``curate --json`` prints and ``run.json`` holds."""
    return {
        "candidates": [
            {
                "command": c.command,
                "members": list(c.members),
                "score": c.score,
                "shared_terms": list(c.shared_terms),
            }
            for c in result.candidates
        ],
        "commit": result.commit,
        "consolidations": [
            {
                "applied": m.is_applied,
                "command": m.command,
                "into": m.into,
                "members": list(m.members),
                "reason": m.reason,
                "score": m.score,
            }
            for m in result.consolidations
        ],
        "counts": dict(sorted(result.counts.items())),
        "dry_run": result.is_dry_run,
        "exempt": [{"name": e.name, "reason": e.reason} for e in result.exempt],
        "health": [
            {"health": str(h.health), "name": n, "reason": h.reason} for n, h in result.health
        ],
        "ran_at": result.ran_at,
        "reason": result.reason,
        "report": result.report_path,
        "status": result.status,
        "transitions": [_transition_doc(t) for t in result.transitions],
    }


def render_report(result: CurateResult) -> str:
    """The REPORT.md people read: what changed and why, what is unhealthy, what overlaps."""
    lines = [f"# Curator report — {result.ran_at}", ""]
    counts = ", ".join(f"{n} {k}" for k, n in sorted(result.counts.items())) or "no skills"
    lines += [f"Store before this run: {counts}.", ""]
    lines += ["## What changed", ""]
    if not result.transitions and not any(m.is_applied for m in result.consolidations):
        lines += ["Nothing: every skill was used recently enough, pinned or protected.", ""]
    for t in result.transitions:
        lines.append(f"- **{t.name}**: {t.before} → {t.after} — {t.reason}. Undo: `{undo(t)}`")
    for m in result.consolidations:
        if m.is_applied:
            undo_all = "; ".join(f"skillctl restore {n}" for n in m.members)
            lines.append(
                f"- **{', '.join(m.members)}** → consolidated into **{m.into}** "
                f"(similarity {m.score:.2f}). Undo: `{undo_all}`"
            )
    if result.transitions or any(m.is_applied for m in result.consolidations):
        lines.append("")
    if result.exempt:
        lines += ["## Due but left alone", ""]
        lines += [f"- {e.name}: {e.reason}" for e in result.exempt]
        lines.append("")
    lines += ["## Failing or disliked", ""]
    if not result.health:
        lines += ["None: no skill's runs fail often or its ratings run negative.", ""]
    for name, report in result.health:
        lines.append(
            f"- **{name}** is {report.health}: {report.reason}. See `skillctl usage show {name}`."
        )
    if result.health:
        lines += ["", "Health never archives a skill by itself; fix, replace or pin it.", ""]
    lines += ["## Consolidation candidates", ""]
    if not result.candidates:
        lines += ["None found.", ""]
    for c in result.candidates:
        terms = ", ".join(c.shared_terms) or "-"
        lines.append(f"- {', '.join(c.members)} (similarity {c.score:.2f}; shared: {terms})")
        lines.append(f"  `{c.command}`")
    skipped = [m for m in result.consolidations if not m.is_applied]
    if skipped:
        lines += ["", "Not consolidated by `curate --consolidate`:", ""]
        lines += [f"- {', '.join(m.members)} → {m.into}: {m.reason}" for m in skipped]
    lines += ["", "Keep a skill out of the curator's hands with `skillctl pin NAME`.", ""]
    return "\n".join(lines)


def undo(t: Transition) -> str:
    """The command that takes a transition back."""
    return (
        f"skillctl restore {t.name}"
        if t.after in {"stale", "archived"}
        else f"skillctl pin {t.name}"
    )


def _transition_doc(t: Transition) -> dict[str, object]:
    return {
        "from": t.before,
        "idle_days": t.idle_days,
        "last_activity": format_instant(t.last_activity),
        "name": t.name,
        "reason": t.reason,
        "to": t.after,
        "undo": undo(t),
    }
