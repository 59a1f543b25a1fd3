"""Store records on disk: bounded JSON parsing, schema checks, and the one serialisation.

Every store record (state, provenance, lockfile, config, targets) goes through
:func:`parse_record`: size and nesting are bounded before ``json`` sees the
text (deep nesting would otherwise end in ``RecursionError``), then the
document is checked against its schema in ``schemas/``. Problems become a
:class:`~skillctl.errors.RecordError` naming the file, the line and the key.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from collections.abc import Mapping
from functools import cache
from typing import TYPE_CHECKING

from skillctl.errors import RecordError
from skillctl.resources import load_schema
from skillctl.store.jsonfile import nesting_depth

if TYPE_CHECKING:
    from jsonschema.protocols import Validator

MAX_RECORD_BYTES = 64 * 1024 * 1024
MAX_DEPTH = 64


def dump_record(document: object) -> bytes:
    """The one JSON serialisation of store files: sorted keys, two-space indent, final newline."""
    return (json.dumps(document, sort_keys=True, indent=2, ensure_ascii=False) + "\n").encode()


def parse_record(
    data: bytes,
    *,
    schema: str,
    where: str,
    check_schema: bool = True,
    uniform_map: str | None = None,
) -> dict[str, object]:
    """The JSON object in ``data``, checked against ``schemas/<schema>.schema.json``.

    ``check_schema=False`` is for bulk reads of committed records (``list`` and
    the curator over thousands of provenance files): every transaction checks
    what it writes, ``verify`` checks each file against the commit that wrote
    it, and the typed readers still refuse a wrong type or value.

    ``uniform_map`` names a top-level property that maps names to entries of
    one schema (the state's ``skills``): each distinct entry is checked once,
    which makes a store of 10,000 skills cost a few dozen checks (see
    :func:`_uniform_map_is_valid`).
    """
    if len(data) > MAX_RECORD_BYTES:
        raise RecordError(
            f"{where} is {len(data)} bytes, over the {MAX_RECORD_BYTES}-byte limit",
            hint="this is not a file skillctl wrote; restore it from the store history",
        )
    if nesting_depth(data, limit=MAX_DEPTH) > MAX_DEPTH:
        raise RecordError(
            f"{where}: nested deeper than {MAX_DEPTH} levels",
            hint="this is not a file skillctl wrote; restore it from the store history",
        )
    try:
        document = json.loads(data.decode("utf-8"))
    except UnicodeDecodeError as e:
        raise RecordError(f"{where} is not UTF-8 ({e.reason})", hint="fix or restore it") from e
    except json.JSONDecodeError as e:
        raise RecordError(
            f"{where}:{e.lineno}: not valid JSON ({e.msg})", hint="fix the syntax at that line"
        ) from e
    except (ValueError, RecursionError) as e:  # unclosed deep nesting, a 10,000-digit number
        raise RecordError(f"{where}: not usable JSON ({e})", hint="fix or restore it") from e
    if not isinstance(document, dict):
        raise RecordError(f"{where} is not a JSON object", hint="fix or restore it")
    if not check_schema or _is_checked(schema, data):
        return document
    if uniform_map is not None and _uniform_map_is_valid(document, schema, uniform_map):
        _remember_checked(schema, data)
        return document
    errors = sorted(_validator(schema).iter_errors(document), key=lambda e: list(e.path))
    if errors:
        first = errors[0]
        key = ".".join(str(p) for p in first.absolute_path) or "(top level)"
        line = _line_of(data, first.absolute_path)
        more = f" (and {len(errors) - 1} more)" if len(errors) > 1 else ""
        raise RecordError(
            f"{where}:{line}: {key}: {first.message}{more}",
            hint=f"fix {key}; the format is schemas/{schema}.schema.json",
        )
    _remember_checked(schema, data)
    return document


# Records checked before, by content: the store's config and curator state are read by
# every command, and the schema library costs more to import than the rest of a curator
# run that finds nothing new. The memo lives in the user's cache folder, never in a store,
# so content synced into a store cannot mark itself as checked.
_CHECKED_FILE = "checked-records.json"
_CHECKED_KEEP = 256


def _checked_key(schema: str, data: bytes) -> str:
    import hashlib

    digest = hashlib.sha256(_schema_digest(schema).encode())
    digest.update(b"\0")
    digest.update(data)
    return digest.hexdigest()


@cache
def _schema_digest(schema: str) -> str:
    import hashlib

    return hashlib.sha256(json.dumps(load_schema(schema), sort_keys=True).encode()).hexdigest()


def _checked_memo() -> list[str]:
    from skillctl.store.cache import cache_dir

    try:
        memo = json.loads((cache_dir() / _CHECKED_FILE).read_bytes())
    except (OSError, ValueError):
        return []
    return [k for k in memo if isinstance(k, str)] if isinstance(memo, list) else []


def _is_checked(schema: str, data: bytes) -> bool:
    return _checked_key(schema, data) in _checked_memo()


def _remember_checked(schema: str, data: bytes) -> None:
    from skillctl.store.atomic import atomic_write
    from skillctl.store.cache import cache_dir

    key = _checked_key(schema, data)
    memo = [*[k for k in _checked_memo() if k != key][-(_CHECKED_KEEP - 1) :], key]
    try:
        cache_dir().mkdir(parents=True, exist_ok=True)
        atomic_write(cache_dir() / _CHECKED_FILE, json.dumps(memo).encode())
    except OSError:
        pass  # a read-only cache folder: records are checked every time, as before


_KEY_INDEPENDENT = frozenset({"type", "propertyNames", "additionalProperties", "description"})
_NAME_KEYWORDS = frozenset({"pattern", "maxLength", "minLength"})


def _uniform_map_is_valid(document: dict[str, object], schema: str, key: str) -> bool:
    """True when ``document`` is valid, checking each distinct entry of ``document[key]`` once.

    Exact only where the map's schema judges every entry on its own: its
    keywords are ``type``, ``propertyNames`` (a pattern and lengths) and
    ``additionalProperties``. The document is validated with the map cut down
    to one name per distinct entry, then every name is checked against the
    name pattern. False means "not shown valid this way": the caller runs the
    full check, which also words the error.
    """
    import json
    import re

    entries = document.get(key)
    properties = load_schema(schema).get("properties")
    rule = properties.get(key) if isinstance(properties, dict) else None
    if not isinstance(entries, dict) or not isinstance(rule, dict):
        return False
    names = rule.get("propertyNames", {})
    if not isinstance(names, dict) or not set(rule) <= _KEY_INDEPENDENT:
        return False
    if not set(names) <= _NAME_KEYWORDS:
        return False
    distinct: dict[str, tuple[str, object]] = {}
    for name, entry in entries.items():
        distinct.setdefault(json.dumps(entry, sort_keys=True), (name, entry))
    reduced = {**document, key: dict(distinct.values())}
    if not _validator(schema).is_valid(reduced):  # type: ignore[arg-type]  # plain JSON data
        return False
    pattern = re.compile(names["pattern"]) if "pattern" in names else None
    shortest, longest = names.get("minLength", 0), names.get("maxLength", float("inf"))
    return all(
        shortest <= len(name) <= longest and (pattern is None or pattern.search(name))
        for name in entries
    )


def _line_of(data: bytes, path: Iterable[object]) -> int:
    """The line of the last key in ``path`` (1 when there is none)."""
    keys = [p for p in path if isinstance(p, str)]
    if not keys:
        return 1
    needle = json.dumps(keys[-1], ensure_ascii=False).encode()
    position = data.find(needle + b":")
    if position < 0:
        position = max(data.find(needle), 0)
    return data.count(b"\n", 0, position) + 1


@cache
def _validator(schema: str) -> Validator:
    from jsonschema import Draft202012Validator

    return Draft202012Validator(
        load_schema(schema), format_checker=Draft202012Validator.FORMAT_CHECKER
    )


# Typed reads of schema-checked documents. The schema already guarantees the
# shapes; these narrow the types without ``assert`` (which ``python -O`` drops).


def text(document: Mapping[str, object], key: str) -> str:
    value = document.get(key)
    if not isinstance(value, str):
        raise RecordError(f"record field {key!r} is not a string", hint="report this bug")
    return value


def optional_text(document: Mapping[str, object], key: str) -> str | None:
    value = document.get(key)
    return value if isinstance(value, str) else None


def flag(document: Mapping[str, object], key: str, *, default: bool = False) -> bool:
    value = document.get(key, default)
    return value if isinstance(value, bool) else default


def integer(document: Mapping[str, object], key: str, *, default: int = 0) -> int:
    value = document.get(key, default)
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def mapping(document: Mapping[str, object], key: str) -> dict[str, object]:
    value = document.get(key)
    return dict(value) if isinstance(value, dict) else {}


def objects(document: Mapping[str, object], key: str) -> dict[str, dict[str, object]]:
    """``document[key]`` as name → object (entries that are not objects are left out)."""
    return {k: dict(v) for k, v in mapping(document, key).items() if isinstance(v, dict)}


def object_list(document: Mapping[str, object], key: str) -> list[dict[str, object]]:
    value = document.get(key)
    items = value if isinstance(value, list) else []
    return [dict(v) for v in items if isinstance(v, dict)]


def strings(document: Mapping[str, object], key: str) -> tuple[str, ...]:
    value = document.get(key)
    items = value if isinstance(value, list) else []
    return tuple(v for v in items if isinstance(v, str))
