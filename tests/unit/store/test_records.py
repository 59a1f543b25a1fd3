"""Store records: bounded, schema-checked parsing with errors naming file, line and key."""

from __future__ import annotations

import json

import pytest

from skillctl.errors import RecordError
from skillctl.errors import UsageError
from skillctl.store.config import StoreConfig
from skillctl.store.config import known_keys
from skillctl.store.document import parse_record
from skillctl.store.lockfile import LockEntry
from skillctl.store.lockfile import Lockfile
from skillctl.store.provenance import Provenance
from skillctl.store.state import LifeState
from skillctl.store.state import Origin
from skillctl.store.state import SkillState
from skillctl.store.state import StoreState

HASH = "h1:" + "A" * 43 + "="


def test_deep_nesting_is_refused_before_parsing() -> None:
    data = b'{"skills": ' + b"[" * 100_000 + b"]" * 100_000 + b"}"
    with pytest.raises(RecordError, match="nested deeper"):
        parse_record(data, schema="state", where="state.json")


def test_syntax_errors_name_the_line() -> None:
    with pytest.raises(RecordError, match=r"state.json:3: not valid JSON"):
        parse_record(b'{\n  "skills": {\n  oops\n}', schema="state", where="state.json")


def test_schema_errors_name_the_line_and_the_key() -> None:
    data = b'{\n  "skills": {\n    "alpha": {\n      "state": "gone"\n    }\n  }\n}\n'
    with pytest.raises(RecordError) as caught:
        parse_record(data, schema="state", where="state.json")
    assert "skills.alpha" in caught.value.message
    assert "state.json:3" in caught.value.message


@pytest.mark.parametrize("data", [b"[1]", b"\xff\xfe", b'"text"'])
def test_anything_but_an_object_is_refused(data: bytes) -> None:
    with pytest.raises(RecordError):
        parse_record(data, schema="state", where="state.json")


def test_state_round_trips() -> None:
    state = StoreState({"alpha": SkillState(LifeState.STALE, pinned=True, origin=Origin.USER)})
    again = StoreState.parse(json.dumps(state.to_json()).encode(), where="s")
    assert again == state


def test_lockfile_round_trips_sorted() -> None:
    entry = LockEntry("./a", None, "./a", None, None, None, HASH)
    lock = Lockfile().with_entries({"zeta": entry}).with_entries({"alpha": entry})
    assert list(json.loads(lock.dump())["skills"]) == ["alpha", "zeta"]
    assert Lockfile.parse(lock.dump(), where="l") == lock


def test_provenance_with_an_unknown_origin_is_a_record_error() -> None:
    document = {
        "audit": {"findings": 0, "rule_packs": {}, "scanner": "s", "verdict": "safe"},
        "commit": None,
        "content_hash": HASH,
        "installed_at": "2026-01-01T00:00:00Z",
        "installed_by": "x",
        "name": "alpha",
        "origin": "martian",
        "ref": None,
        "source": "/x",
        "subdir": None,
        "trust": "local",
        "version": None,
    }
    with pytest.raises(RecordError):
        Provenance.parse(json.dumps(document).encode(), where="p", check_schema=False)
    document["origin"] = "user"
    assert Provenance.parse(json.dumps(document).encode(), where="p").origin is Origin.USER


def test_config_keys_values_and_defaults() -> None:
    config = StoreConfig()
    assert config.get("curator.stale_after_days") == 30
    assert config.get("default_registry") is True
    changed = config.with_value("curator.stale_after_days", "45").with_value(
        "targets", "claude, codex"
    )
    assert changed.get("curator.stale_after_days") == 45
    assert changed.targets == ("claude", "codex")
    assert changed.with_value("default_registry", "off").has_default_registry is False
    assert changed.without("curator.stale_after_days").document.get("curator") is None
    assert "curator.min_idle_hours" in known_keys()
    assert changed.flat()["targets"] == ["claude", "codex"]
    with pytest.raises(UsageError) as unknown:
        config.get("curator.stale_days")
    assert unknown.value.hint == "did you mean curator.stale_after_days?"
    with pytest.raises(UsageError):
        config.with_value("default_registry", "maybe")
    with pytest.raises(UsageError):
        config.with_value("registries", "[not json")
    with pytest.raises(RecordError):
        config.with_value("curator.stale_after_days", "0")
