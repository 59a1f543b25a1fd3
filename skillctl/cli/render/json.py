"""JSON documents: sorted keys, fixed list order, one document per run."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from skillctl.services.prompt import PromptResult
    from skillctl.services.scaffold import NewSkillResult
    from skillctl.services.validate import ValidateResult
    from skillctl.spec.problems import Problem

import json


def dump(document: object) -> str:
    """Serialise the way every skillctl JSON output is serialised."""
    return json.dumps(document, sort_keys=True, indent=2, ensure_ascii=False)


def validate_document(result: ValidateResult) -> dict[str, object]:
    """The ``validate-result`` document (schemas/validate-result.schema.json)."""
    summary = result.summary()
    return {
        "schema_version": 1,
        "skills": [
            {
                "name": report.name,
                "path": report.path,
                "problems": [_problem(p) for p in report.problems],
                "valid": report.is_valid(strict=result.is_strict),
            }
            for report in result.reports
        ],
        "summary": {
            "errors": summary.errors,
            "infos": summary.infos,
            "invalid": summary.invalid,
            "skills": summary.skills,
            "valid": summary.valid,
            "warnings": summary.warnings,
        },
    }


def _problem(p: Problem) -> dict[str, object]:
    return {
        "code": p.code,
        "hint": p.hint,
        "line": p.line,
        "message": p.message,
        "path": p.path,
        "severity": str(p.severity),
    }


def new_document(result: NewSkillResult) -> dict[str, object]:
    """The ``new-result`` document."""
    return {"name": result.name, "path": str(result.directory), "skill_md": str(result.skill_md)}


def prompt_document(result: PromptResult) -> dict[str, object]:
    """The ``prompt-result`` document."""
    return {
        "skills": [
            {"description": e.description, "location": e.location, "name": e.name}
            for e in result.entries
        ],
        "skipped": list(result.skipped),
    }
