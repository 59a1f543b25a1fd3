"""Explain why a frontmatter breaks the schema: jsonschema's errors as located SKL problems.

Imported only when the fast check in :mod:`skillctl.spec.schema_check` says
the frontmatter does not conform, so a valid skill never pays for jsonschema.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

from skillctl.spec.frontmatter import SKILL_MD
from skillctl.spec.frontmatter import SkillDocument
from skillctl.spec.problems import Problem
from skillctl.spec.problems import problem
from skillctl.spec.schema_check import frontmatter_schema


@dataclass(frozen=True, slots=True)
class SchemaError:
    """One jsonschema error, reduced to what the validator maps onto an SKL code."""

    path: tuple[str | int, ...]
    keyword: str
    keyword_value: object
    instance: object
    message: str
    schema_path: tuple[str | int, ...] = ()


_FIELD_CODES = {
    # (field, failing schema keyword) -> code
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


def explain_schema_errors(instance: dict[str, object], doc: SkillDocument) -> list[Problem]:
    """One problem per distinct message: two keywords often fail for one reason."""
    found: dict[tuple[str, int | None, str], Problem] = {}
    for error in schema_errors(instance):
        for p in _from_schema_error(error, doc):
            found.setdefault((p.code, p.line, p.message), p)
    return list(found.values())


def schema_errors(instance: object) -> list[SchemaError]:
    """Every error jsonschema finds, in a stable order (path, keyword)."""
    from jsonschema import Draft202012Validator

    validator = Draft202012Validator(frontmatter_schema())
    errors = [
        SchemaError(
            path=tuple(error.absolute_path),
            keyword=str(error.validator),
            keyword_value=error.validator_value,
            instance=error.instance,
            message=error.message,
            schema_path=tuple(error.absolute_schema_path),
        )
        for error in validator.iter_errors(instance)
    ]
    return sorted(errors, key=lambda e: ([str(p) for p in e.path], e.keyword))


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
    if "propertyNames" in error.schema_path:
        return problem(
            "SKL025",
            SKILL_MD,
            line,
            f"metadata key {error.instance!r} is not a string",
            f'quote the key: "{error.instance}":',
        )
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
