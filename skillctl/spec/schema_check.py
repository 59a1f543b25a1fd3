"""Check frontmatter against ``skill-frontmatter.schema.json``, fast when it conforms.

Importing jsonschema costs more than a whole validation run of one skill, and
``skillctl validate`` runs on every commit. So :func:`conforms` interprets the
small set of keywords that schema uses (and refuses any other keyword, so the
schema stays the one source of truth); only when it says no does
:mod:`skillctl.spec.schema_explain` ask jsonschema for the detailed errors. A property-based
test proves both answer alike on generated frontmatter.
"""

from __future__ import annotations

import re
from functools import cache

from skillctl.errors import DataFileError
from skillctl.resources import load_schema

FRONTMATTER_SCHEMA = "skill-frontmatter"
_ANNOTATIONS = frozenset({"$schema", "$id", "title", "description"})
_KNOWN = frozenset(
    {
        "type",
        "required",
        "properties",
        "additionalProperties",
        "propertyNames",
        "minLength",
        "maxLength",
        "pattern",
    }
)


def frontmatter_schema() -> dict[str, object]:
    """The frontmatter schema as shipped."""
    return load_schema(FRONTMATTER_SCHEMA)


def conforms(instance: object, schema: dict[str, object] | None = None) -> bool:
    """Whether ``instance`` is valid under the schema, without importing jsonschema."""
    return _conforms(instance, schema if schema is not None else frontmatter_schema())


def _conforms(instance: object, schema: dict[str, object]) -> bool:
    for keyword, expected in schema.items():
        if keyword in _ANNOTATIONS:
            continue
        if keyword not in _KNOWN:
            raise DataFileError(
                f"the frontmatter schema uses keyword {keyword!r} that the fast checker lacks",
                hint="teach skillctl.spec.schema_check the keyword, or drop it from the schema",
            )
        if not _keyword_holds(keyword, expected, instance, schema):
            return False
    return True


def _keyword_holds(
    keyword: str, expected: object, instance: object, schema: dict[str, object]
) -> bool:
    match keyword:
        case "type":
            return _is_type(instance, expected)
        case "minLength":
            return not isinstance(instance, str) or len(instance) >= _as_int(expected)
        case "maxLength":
            return not isinstance(instance, str) or len(instance) <= _as_int(expected)
        case "pattern":
            return (
                not isinstance(instance, str) or _regex(str(expected)).search(instance) is not None
            )
        case "required":
            return not isinstance(instance, dict) or all(k in instance for k in _as_list(expected))
        case "properties":
            return not isinstance(instance, dict) or all(
                _conforms(instance[k], _as_schema(sub))
                for k, sub in _as_dict(expected).items()
                if k in instance
            )
        case "propertyNames":
            return not isinstance(instance, dict) or all(
                _conforms(k, _as_schema(expected)) for k in instance
            )
        case _:  # additionalProperties
            if not isinstance(instance, dict):
                return True
            declared = _as_dict(schema.get("properties", {}))
            extra = [instance[k] for k in instance if k not in declared]
            if expected is False:
                return not extra
            if expected is True:
                return True
            return all(_conforms(v, _as_schema(expected)) for v in extra)


def _is_type(instance: object, expected: object) -> bool:
    names = _as_list(expected) if isinstance(expected, list) else [expected]
    for name in names:
        match name:
            case "string" if isinstance(instance, str):
                return True
            case "object" if isinstance(instance, dict):
                return True
            case "array" if isinstance(instance, list):
                return True
            case "boolean" if isinstance(instance, bool):
                return True
            case "null" if instance is None:
                return True
            case "integer" if _is_integer(instance):
                return True
            case "number" if isinstance(instance, int | float) and not isinstance(instance, bool):
                return True
    return False


def _is_integer(value: object) -> bool:
    if isinstance(value, bool):
        return False
    return isinstance(value, int) or (isinstance(value, float) and value.is_integer())


@cache
def _regex(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern)


def _as_int(value: object) -> int:
    if not isinstance(value, int):
        raise DataFileError(f"schema value {value!r} should be an integer", hint="fix the schema")
    return value


def _as_list(value: object) -> list[object]:
    if not isinstance(value, list):
        raise DataFileError(f"schema value {value!r} should be a list", hint="fix the schema")
    return value


def _as_dict(value: object) -> dict[str, object]:
    if not isinstance(value, dict):
        raise DataFileError(f"schema value {value!r} should be an object", hint="fix the schema")
    return value


def _as_schema(value: object) -> dict[str, object]:
    return _as_dict(value)
