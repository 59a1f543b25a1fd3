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
from skillctl.spec.schema_check import SchemaError
from skillctl.spec.schema_check import conforms
from skillctl.spec.schema_check import frontmatter_schema
from skillctl.spec.schema_check import schema_errors

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

_FIELD_CODES = {
    # (field, keyword) -> code; keyword None = any other keyword on that field
    ("name", "type"): "SKL012",
    ("name", "minLength"): "SKL012",
    ("name", "maxLength"): "SKL013",
    ("description", "type"): "SKL019",
    ("description", "minLength"): "SKL019",
    ("description", "pattern"): "SKL019",
    ("description", "maxLength"): "SKL020",
    ("compatibility", "type"): "SKL021",
    ("compatibility", "minLength"): "SKL021",
    ("compatibility", "pattern"): "SKL021",
    ("compatibility", "maxLength"): "SKL022",
    ("license", "type"): "SKL023",
    ("allowed-tools", "type"): "SKL029",
}
_FIELD_HINTS = {
    "SKL012": "set name: to the folder name, e.g. name: pdf-tools",
    "SKL013": "shorten the name (and rename the folder to match)",
    "SKL019": "describe what the skill does and when to use it, in one or two sentences",
    "SKL020": "move detail into the body; keep the description to what and when",
    "SKL021": "describe the environment the skill needs as text, or remove the field",
    "SKL022": "keep compatibility short; move detail into the body",
    "SKL023": "write the license as a string, e.g. license: Apache-2.0",
    "SKL029": "write allowed-tools as a space-separated string, e.g. allowed-tools: Read Bash(git:*)",
}


def check_fields(doc: SkillDocument, folder_name: str, *, hermes: bool) -> list[Problem]:
    """All field problems of a parsed frontmatter; ``folder_name`` is the skill folder's name."""
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
        for error in schema_errors(spec_view):
            problems.extend(_from_schema_error(error, doc))
    name = fm.get("name")
    if isinstance(name, str) and name.strip():
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


def _from_schema_error(error: SchemaError, doc: SkillDocument) -> list[Problem]:
    match error.keyword:
        case "required":
            instance = error.instance if isinstance(error.instance, dict) else {}
            wanted = error.keyword_value if isinstance(error.keyword_value, list) else []
            return [_missing(str(f)) for f in wanted if f not in instance]
        case "additionalProperties":
            return []  # reported per key by check_fields, with the client or a hint
        case _:
            pass
    if not error.path:
        return []
    field = str(error.path[0])
    line = doc.line_of(*(str(p) for p in error.path if isinstance(p, str)))
    if field == "metadata":
        return [_metadata_problem(error, line)]
    if field == "name" and error.keyword == "pattern" and isinstance(error.instance, str):
        return _name_pattern(error.instance, line)
    code = _FIELD_CODES.get((field, error.keyword))
    if code is None:
        return []
    return [problem(code, SKILL_MD, line, _field_message(code, field, error), _FIELD_HINTS[code])]


def _missing(field: str) -> Problem:
    code = "SKL011" if field == "name" else "SKL018"
    example = "name: my-skill" if field == "name" else "description: Does X. Use when Y."
    return problem(code, SKILL_MD, 1, f"required field {field!r} is missing", f"add {example}")


def _field_message(code: str, field: str, error: SchemaError) -> str:
    value = error.instance
    if error.keyword == "maxLength" and isinstance(value, str):
        return f"{field} is {len(value)} characters; the limit is {error.keyword_value}"
    if error.keyword == "type":
        return f"{field} must be a string, not {_type_name(value)}"
    return f"{field} must not be empty"


def _metadata_problem(error: SchemaError, line: int) -> Problem:
    if len(error.path) == 1 and error.keyword == "type":
        return problem(
            "SKL024",
            SKILL_MD,
            line,
            f"metadata must be a mapping, not {_type_name(error.instance)}",
            "write metadata as indented 'key: \"value\"' lines",
        )
    if error.keyword == "propertyNames":
        return problem(
            "SKL025",
            SKILL_MD,
            line,
            f"metadata key {error.instance!r} is not a string",
            f'quote the key: "{error.instance}":',
        )
    key = error.path[1] if len(error.path) > 1 else "?"
    return problem(
        "SKL025",
        SKILL_MD,
        line,
        f"metadata.{key} is {_type_name(error.instance)}, not a string",
        f'quote the value: {key}: "{_yaml_text(error.instance)}"',
    )


def _name_pattern(name: str, line: int) -> list[Problem]:
    found: list[Problem] = []
    stripped = name.replace("-", "")
    if (
        not (stripped.isascii() and all(c.islower() or c.isdigit() for c in stripped))
        or not stripped
    ):
        found.append(
            problem(
                "SKL014",
                SKILL_MD,
                line,
                f"name {name!r} may use only lowercase letters a-z, digits 0-9 and hyphens",
                f"use {_suggest_name(name)!r}",
            )
        )
    if name.startswith("-") or name.endswith("-"):
        found.append(
            problem(
                "SKL015",
                SKILL_MD,
                line,
                f"name {name!r} starts or ends with a hyphen",
                f"use {_suggest_name(name)!r}",
            )
        )
    if "--" in name:
        found.append(
            problem(
                "SKL016",
                SKILL_MD,
                line,
                f"name {name!r} has consecutive hyphens",
                f"use {_suggest_name(name)!r}",
            )
        )
    return found


def _suggest_name(name: str) -> str:
    folded = unicodedata.normalize("NFKD", unicodedata.normalize("NFKC", name)).lower()
    chars = [
        c if (c.isascii() and c.isalnum()) else "-" for c in folded if not unicodedata.combining(c)
    ]
    parts = [p for p in "".join(chars).split("-") if p]
    return "-".join(parts)[:64].rstrip("-") or "my-skill"


def _type_name(value: object) -> str:
    match value:
        case bool():
            return "a boolean"
        case int() | float():
            return "a number"
        case None:
            return "empty (null)"
        case list():
            return "a list"
        case dict():
            return "a mapping"
        case _:
            return "a string"


def _yaml_text(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return "" if value is None else str(value)
