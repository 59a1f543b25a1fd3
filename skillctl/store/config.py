"""``.skillctl/config.json``: the store's settings, typed over a schema-checked document.

Every key is optional. The document is kept as written (so ``config set``
changes one key and nothing else); typed properties give each key with its
default. Keys are dotted paths into the document (``curator.stale_after_days``).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from dataclasses import field
from pathlib import Path

from skillctl.errors import UsageError
from skillctl.resources import load_schema
from skillctl.store.document import dump_record
from skillctl.store.document import flag
from skillctl.store.document import integer
from skillctl.store.document import mapping
from skillctl.store.document import object_list
from skillctl.store.document import parse_record
from skillctl.store.document import strings

CONFIG_SCHEMA = "config"
CURATOR_DEFAULTS: Mapping[str, object] = {
    "archive_after_days": 90,
    "consolidate_min_score": 0.8,
    "consolidate_origins": ["agent", "user"],
    "disliked_below": -0.2,
    "failing_below": 0.5,
    "interval_hours": 168,
    "min_events": 3,
    "min_idle_hours": 2,
    "paused": False,
    "protected_origins": ["bundled", "registry"],
    "stale_after_days": 30,
}


@dataclass(frozen=True, slots=True)
class StoreConfig:
    """The store config document, validated against ``schemas/config.schema.json``."""

    document: Mapping[str, object] = field(default_factory=dict)

    @property
    def skills_dir(self) -> str:
        value = self.document.get("skills_dir")
        return value if isinstance(value, str) else "skills"

    @property
    def trusted_sources(self) -> tuple[str, ...]:
        return strings(self.document, "trusted_sources")

    @property
    def registries(self) -> list[dict[str, object]]:
        return object_list(self.document, "registries")

    @property
    def has_default_registry(self) -> bool:
        return flag(self.document, "default_registry", default=True)

    @property
    def targets(self) -> tuple[str, ...]:
        return strings(self.document, "targets")

    def curator_int(self, key: str) -> int:
        default = CURATOR_DEFAULTS[key]
        return integer(mapping(self.document, "curator"), key, default=int(str(default)))

    def curator_value(self, key: str) -> object:
        return mapping(self.document, "curator").get(key, CURATOR_DEFAULTS[key])

    def curator_number(self, key: str) -> float:
        """``curator.<key>`` as a number (its default when unset)."""
        value = self.curator_value(key)
        if isinstance(value, int | float) and not isinstance(value, bool):
            return float(value)
        default = CURATOR_DEFAULTS[key]
        return float(default) if isinstance(default, int | float) else 0.0

    def curator_names(self, key: str) -> frozenset[str]:
        """``curator.<key>`` as a set of strings (origins), its default when unset."""
        value = self.curator_value(key)
        items = value if isinstance(value, list) else []
        return frozenset(v for v in items if isinstance(v, str))

    def dump(self) -> bytes:
        return dump_record(dict(self.document))

    @classmethod
    def parse(cls, data: bytes, *, where: str) -> StoreConfig:
        return cls(parse_record(data, schema=CONFIG_SCHEMA, where=where))

    def get(self, key: str) -> object:
        """The value at dotted ``key``, or its default; unknown keys are a usage error."""
        kind = key_schema(key)
        node: object = self.document
        for part in key.split("."):
            if not isinstance(node, dict) or part not in node:
                return _default(key, kind)
            node = node[part]
        return node

    def is_set(self, key: str) -> bool:
        """Whether dotted ``key`` is written in the document (not just its default)."""
        node: object = self.document
        for part in key.split("."):
            if not isinstance(node, dict) or part not in node:
                return False
            node = node[part]
        return True

    def with_value(self, key: str, raw: str) -> StoreConfig:
        """A copy with ``key`` set from the command-line text ``raw`` (checked by :meth:`parse`)."""
        value = coerce(key, raw)
        document = json.loads(json.dumps(dict(self.document)))
        node = document
        parts = key.split(".")
        for part in parts[:-1]:
            node = node.setdefault(part, {})
        node[parts[-1]] = value
        changed = StoreConfig.parse(dump_record(document), where=f"config value for {key}")
        if key == "targets":
            from skillctl.store.agent_folders import check_default_target

            for target in changed.targets:
                check_default_target(target)
        return changed

    def without(self, key: str) -> StoreConfig:
        key_schema(key)
        document = json.loads(json.dumps(dict(self.document)))
        node = document
        parts = key.split(".")
        for part in parts[:-1]:
            node = node.get(part)
            if not isinstance(node, dict):
                return self
        node.pop(parts[-1], None)
        if len(parts) > 1 and not node:
            document.pop(parts[0], None)
        return StoreConfig(document)

    def flat(self) -> dict[str, object]:
        """Every known key with its value (set or default), for ``config list``."""
        return {key: self.get(key) for key in known_keys()}


def load_config_file(path: Path) -> StoreConfig:
    """The config file at ``path`` (a hand edit included): bounded, never through a link or a
    pipe, schema-checked; a missing file is the defaults."""
    from skillctl.errors import RecordError
    from skillctl.store.jsonfile import read_json_object

    try:
        read_json_object(path, what="the store config", error=RecordError)
        data = path.read_bytes()  # again, as written, so schema errors name the right line
    except FileNotFoundError:
        return StoreConfig()
    return StoreConfig.parse(data, where=str(path))


def known_keys() -> list[str]:
    properties = mapping(load_schema(CONFIG_SCHEMA), "properties")
    keys: list[str] = []
    for name, sub in sorted(properties.items()):
        inner = mapping(sub, "properties") if isinstance(sub, dict) else {}
        if isinstance(sub, dict) and sub.get("type") == "object" and inner:
            keys.extend(f"{name}.{child}" for child in sorted(inner))
        else:
            keys.append(name)
    return keys


def key_schema(key: str) -> dict[str, object]:
    """The schema of dotted ``key``; a :class:`UsageError` with suggestions if it is unknown."""
    node: dict[str, object] = load_schema(CONFIG_SCHEMA)
    for part in key.split("."):
        properties = mapping(node, "properties")
        child = properties.get(part)
        if not isinstance(child, dict):
            import difflib

            close = difflib.get_close_matches(key, known_keys(), n=1)
            hint = f"did you mean {close[0]}?" if close else "see `skillctl config list`"
            raise UsageError(f"unknown config key {key!r}", hint=hint)
        node = child
    return node


def coerce(key: str, raw: str) -> object:
    """Command-line text as the type the schema wants for ``key``."""
    kind = key_schema(key)
    wanted = kind.get("type")
    if wanted == "array" or wanted == "object":
        stripped = raw.strip()
        if stripped.startswith(("[", "{")):
            try:
                return json.loads(stripped)
            except ValueError as e:
                raise UsageError(f"{key}: {raw!r} is not valid JSON", hint="quote it") from e
        if wanted == "object":
            raise UsageError(f"{key} takes a JSON object", hint='e.g. \'{"name": "corp"}\'')
        return [part.strip() for part in raw.split(",") if part.strip()]
    if wanted == "boolean":
        lowered = raw.strip().lower()
        if lowered in {"true", "yes", "on", "1"}:
            return True
        if lowered in {"false", "no", "off", "0"}:
            return False
        raise UsageError(f"{key} takes true or false, not {raw!r}", hint="e.g. false")
    if wanted in {"integer", "number"}:
        try:
            return int(raw) if wanted == "integer" else float(raw)
        except ValueError as e:
            raise UsageError(f"{key} takes a number, not {raw!r}", hint="e.g. 30") from e
    return raw


def _default(key: str, kind: Mapping[str, object]) -> object:
    if key.startswith("curator."):
        return CURATOR_DEFAULTS.get(key.split(".", 1)[1])
    defaults: dict[str, object] = {
        "default_registry": True,
        "registries": [],
        "skills_dir": "skills",
        "targets": [],
        "trusted_sources": [],
    }
    return defaults.get(key, [] if kind.get("type") == "array" else None)
