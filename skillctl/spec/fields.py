"""Frontmatter field rules: the schema's verdict turned into located, actionable problems.

The schema holds the spec's field constraints; this module adds what it
cannot say: which client an extension field belongs to, where an unknown
field should go, why a name pattern failed, and the folder-name match.
"""

from __future__ import annotations

import unicodedata

from skillctl.spec.frontmatter import SKILL_MD
from skillctl.spec.frontmatter import SkillDocument
from skillctl.spec.problems import Problem
from skillctl.spec.problems import problem
from skillctl.spec.schema_check import conforms
from skillctl.spec.schema_check import frontmatter_schema

SPEC_FIELDS = ("name", "description", "license", "compatibility", "metadata", "allowed-tools")

CLAUDE_CODE = "Claude Code"
HERMES = "Hermes"

# Fields that a client reads beyond the spec: tolerated with a warning naming the
# client, because other agents ignore them. Hermes' are accepted only under
# --profile hermes; elsewhere `version:` is the classic portability mistake.
CLIENT_FIELDS: dict[str, str] = {
    "disable-model-invocation": CLAUDE_CODE,
    "user-invocable": CLAUDE_CODE,
    "argument-hint": CLAUDE_CODE,
    "model": CLAUDE_CODE,
    "effort": CLAUDE_CODE,
    "context": CLAUDE_CODE,
    "agent": CLAUDE_CODE,
    "hooks": CLAUDE_CODE,
    "paths": CLAUDE_CODE,
    "shell": CLAUDE_CODE,
    "when_to_use": CLAUDE_CODE,
}
HERMES_FIELDS = (
    "version",
    "author",
    "platforms",
    "prerequisites",
    "required_environment_variables",
)

_MOVE_TO_METADATA = frozenset(
    {
        "version",
        "author",
        "authors",
        "tags",
        "homepage",
        "repository",
        "url",
        "category",
        "platforms",
        "keywords",
        "maintainer",
        "email",
        "created",
        "updated",
    }
)


def check_fields(doc: SkillDocument, folder_name: str | None, *, hermes: bool) -> list[Problem]:
    """All field problems of a parsed frontmatter.

    ``folder_name`` is the name ``name`` must equal; ``None`` when the caller
    names the folder itself (the store files a skill under its ``name``).
    """
    fm = doc.frontmatter
    if fm is None:
        return []
    problems: list[Problem] = []
    spec_view: dict[str, object] = {}
    for key, value in fm.items():
        line = doc.line_of(key)
        if key in SPEC_FIELDS:
            spec_view[key] = value
            if key == "allowed-tools" and isinstance(value, list):
                spec_view[key] = " ".join(str(v) for v in value)
                problems.append(
                    problem(
                        "SKL028",
                        SKILL_MD,
                        line,
                        "allowed-tools is a YAML list; the spec defines a space-separated string",
                        "write it on one line: allowed-tools: " + " ".join(str(v) for v in value),
                    )
                )
        elif key in CLIENT_FIELDS:
            problems.append(_client_field(key, CLIENT_FIELDS[key], line))
        elif hermes and key in HERMES_FIELDS:
            problems.append(_client_field(key, HERMES, line))
        else:
            problems.append(_unknown_field(key, line))
    if not conforms(spec_view, frontmatter_schema()):
        # Only a broken frontmatter pays for jsonschema and the explanations.
        from skillctl.spec.schema_explain import explain_schema_errors

        problems.extend(explain_schema_errors(spec_view, doc))
    name = fm.get("name")
    if folder_name is not None and isinstance(name, str) and name.strip():
        normalized = unicodedata.normalize("NFKC", name.strip())
        folder = unicodedata.normalize("NFKC", folder_name)
        if normalized != folder:
            problems.append(
                problem(
                    "SKL017",
                    SKILL_MD,
                    doc.line_of("name"),
                    f"name {name!r} does not match the folder name {folder_name!r}",
                    f"rename the folder to {normalized!r} or set name: {folder_name}",
                )
            )
    return problems


def _client_field(key: str, client: str, line: int) -> Problem:
    return problem(
        "SKL027",
        SKILL_MD,
        line,
        f"{key!r} is a {client} extension; other agents ignore it",
        "keep it if you target only that client; the portable place for extra data is metadata:",
    )


def _unknown_field(key: str, line: int) -> Problem:
    if key in _MOVE_TO_METADATA:
        hint = f"move it to metadata.{key} (indented under metadata:, value quoted)"
    else:
        import difflib

        close = difflib.get_close_matches(key, [*SPEC_FIELDS, *CLIENT_FIELDS], n=1, cutoff=0.7)
        hint = (
            f"did you mean {close[0]!r}?"
            if close
            else f"spec fields are {', '.join(SPEC_FIELDS)}; put anything else under metadata"
        )
    return problem("SKL026", SKILL_MD, line, f"unknown frontmatter field {key!r}", hint)
