"""Curator rules and consolidation candidates."""

from __future__ import annotations

from datetime import UTC
from datetime import datetime
from datetime import timedelta

from skillctl.curator.overlap import SkillText
from skillctl.curator.overlap import candidates
from skillctl.curator.rules import CuratedSkill
from skillctl.curator.rules import CuratorSettings
from skillctl.curator.rules import plan

NOW = datetime(2026, 6, 1, tzinfo=UTC)


def _skill(name: str, days: int, state: str = "active", **extra: object) -> CuratedSkill:
    return CuratedSkill(
        name,
        state,
        bool(extra.get("pinned")),
        str(extra.get("origin", "path")),
        NOW - timedelta(days=days),
        bool(extra.get("required")),
    )


def test_transitions_and_exemptions() -> None:
    skills = [
        _skill("fresh", 3),
        _skill("quiet", 31),
        _skill("gone", 91),
        _skill("back", 1, state="stale"),
        _skill("pinned", 200, pinned=True),
        _skill("bundled", 200, origin="bundled"),
        _skill("needed", 200, required=True),
        _skill("archived", 500, state="archived"),
    ]
    transitions, exempt = plan(skills, NOW, CuratorSettings())
    assert {(t.name, t.after) for t in transitions} == {
        ("quiet", "stale"),
        ("gone", "archived"),
        ("back", "active"),
    }
    assert {e.name for e in exempt} == {"pinned", "bundled", "needed"}
    assert "31 days" in next(t for t in transitions if t.name == "quiet").reason


def test_overlapping_skills_cluster_and_others_do_not() -> None:
    body = "Merge split rotate and reorder the pages of PDF documents with pypdf."
    skills = [
        SkillText("pdf-merge", "Merge PDF documents page by page.", body),
        SkillText("pdf-split", "Split PDF documents page by page.", body),
        SkillText("pdf-rotate", "Rotate PDF document pages.", body),
        SkillText(
            "sql-lint", "Lint SQL queries for style.", "Check SQL files with sqlfluff rules."
        ),
    ]
    found = candidates(skills)
    assert len(found) == 1
    assert found[0].members == ("pdf-merge", "pdf-rotate", "pdf-split")
    assert found[0].umbrella == "pdf-toolkit"
    assert (
        found[0].command == "skillctl consolidate pdf-merge pdf-rotate pdf-split --into pdf-toolkit"
    )
    assert "pdf" in found[0].shared_terms


def test_many_look_alikes_are_one_cluster_in_linear_work() -> None:
    skills = [
        SkillText(
            f"note-{i:04d}",
            "Take meeting notes in Markdown.",
            "Write notes with headings and action items.",
        )
        for i in range(300)
    ]
    found = candidates(skills)
    assert len(found) == 1
    assert len(found[0].members) == 300


def test_a_generated_umbrella_description_stays_within_the_spec_limit() -> None:
    """50 or 200 absorbed skills still make a description of at most 1024 characters that
    says when to use it (a 50-skill consolidation was refused at 1025)."""
    from skillctl.curator.umbrella import MAX_DESCRIPTION
    from skillctl.curator.umbrella import AbsorbedSkill
    from skillctl.curator.umbrella import generated_description

    for count, stem in ((1, "pdf"), (3, "pdf"), (50, "report-part"), (200, "a-long-skill-name")):
        absorbed = [
            AbsorbedSkill(
                f"{stem}-{i:03d}", f"Builds part {i} of it. Use when asked.", "", None, None, {}
            )
            for i in range(count)
        ]
        text = generated_description(absorbed)
        assert len(text) <= MAX_DESCRIPTION, count
        assert text.endswith("Use when a task matches any of these."), count
        assert f"{stem}-000" in text
        assert ".." not in text
    pair = [AbsorbedSkill(f"x-{i}", "Does x.", "", None, None, {}) for i in range(2)]
    assert generated_description(pair).startswith("Covers x-0 and x-1: Does x; Does x.")
