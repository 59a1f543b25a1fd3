"""Records checked once are remembered by content, in the user cache; nothing else changes."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from skillctl.errors import RecordError
from skillctl.store.document import parse_record
from skillctl.store.state import StoreState


def _memo() -> list[str]:
    path = Path(os.environ["SKILLCTL_CACHE"]) / "checked-records.json"
    memo = json.loads(path.read_text()) if path.exists() else []
    assert isinstance(memo, list)
    return memo


def test_a_valid_record_is_remembered_and_a_bad_one_still_refused() -> None:
    good = b'{"curator": {"stale_after_days": 30}}\n'
    parse_record(good, schema="config", where="config.json")
    assert len(_memo()) == 1
    parse_record(good, schema="config", where="config.json")
    assert len(_memo()) == 1  # the same bytes: one entry
    with pytest.raises(RecordError, match="stale_after_days"):
        parse_record(b'{"curator": {"stale_after_days": 0}}\n', schema="config", where="x")
    assert len(_memo()) == 1  # what failed is never remembered
    with pytest.raises(RecordError):  # the same bytes under another schema are checked anew
        parse_record(good, schema="state", where="state.json")


def test_the_memo_is_bounded(tmp_path: Path) -> None:
    for n in range(300):
        parse_record(
            json.dumps({"curator": {"stale_after_days": n + 1}}).encode(),
            schema="config",
            where="x",
        )
    assert len(_memo()) == 256


def test_a_state_of_many_skills_is_checked_entry_by_distinct_entry() -> None:
    """Identical entries are checked once; any bad entry or name is still found and named."""
    entry = {"absorbed_into": None, "origin": "path", "pinned": False, "state": "active"}
    skills = {f"skill-{i:05d}": dict(entry) for i in range(5000)}
    state = StoreState.parse(json.dumps({"skills": skills}).encode(), where="state.json")
    assert len(state.skills) == 5000
    for bad_name, bad_entry, message in (
        ("skill-00042", {**entry, "state": "gone"}, "skills.skill-00042.state"),
        ("Bad_Name", entry, "does not match"),
        ("skill-00007", {**entry, "extra": 1}, "skill-00007"),
    ):
        broken = {**skills, bad_name: bad_entry}
        with pytest.raises(RecordError, match=message):
            StoreState.parse(json.dumps({"skills": broken}).encode(), where="state.json")
