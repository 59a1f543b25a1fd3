"""The foundation: clock parsing and data-file lookup."""

from __future__ import annotations

from datetime import UTC
from datetime import datetime

import pytest

from skillctl.clock import FixedClock
from skillctl.clock import SystemClock
from skillctl.clock import clock_from
from skillctl.clock import format_instant
from skillctl.errors import UsageError
from skillctl.resources import data_dir
from skillctl.resources import load_schema


def test_fixed_clock_from_env_value() -> None:
    clock = clock_from("2026-01-15T12:00:00Z")
    assert isinstance(clock, FixedClock)
    assert clock.now() == datetime(2026, 1, 15, 12, 0, tzinfo=UTC)
    assert format_instant(clock.now()) == "2026-01-15T12:00:00Z"


def test_naive_instant_is_utc_and_offsets_convert() -> None:
    assert clock_from("2026-01-15T12:00:00").now().tzinfo == UTC
    assert format_instant(clock_from("2026-01-15T14:00:00+02:00").now()) == "2026-01-15T12:00:00Z"


def test_system_clock_when_unset() -> None:
    assert isinstance(clock_from(None), SystemClock)
    assert clock_from("").now().tzinfo == UTC


def test_bad_instant_is_a_usage_error() -> None:
    with pytest.raises(UsageError, match="SKILLCTL_NOW") as info:
        clock_from("yesterday")
    assert info.value.exit_code == 2
    assert info.value.hint


def test_data_dir_holds_the_schemas() -> None:
    assert (data_dir() / "schemas" / "skill-frontmatter.schema.json").is_file()
    schema = load_schema("validate-result")
    assert schema["title"] == "skillctl validate result"
