"""A large batch is validated over several processes with exactly the serial result."""

from __future__ import annotations

from pathlib import Path

import pytest

from skillctl.services.validate import PARALLEL_MIN_SKILLS
from skillctl.services.validate import ValidateOptions
from skillctl.services.validate import validate_paths
from skillctl.services.validate import worker_count
from skillctl.spec.discover import discover_skills
from skillctl.spec.validate import validate_skill
from tests.helpers import skill_md
from tests.helpers import write_skill


class _Recorder:
    def __init__(self) -> None:
        self.calls: list[tuple[int, int]] = []

    def advance(self, done: int, total: int, label: str) -> None:
        self.calls.append((done, total))


def test_parallel_batch_equals_serial(tmp_path: Path) -> None:
    count = PARALLEL_MIN_SKILLS + 60
    if worker_count(count) < 2:
        pytest.skip("one CPU: batches stay in one process")
    for i in range(count):
        name = f"skill-{i:04d}"
        text = skill_md(
            name if i % 7 else name.upper(), extra="version: 1\n" if i % 11 == 0 else ""
        )
        write_skill(tmp_path, name, text)
    recorder = _Recorder()
    result = validate_paths(ValidateOptions(paths=(tmp_path,)), recorder)
    serial = tuple(validate_skill(loc) for loc in discover_skills([tmp_path]))
    assert result.reports == serial
    assert len(result.reports) == count
    assert recorder.calls[-1] == (count, count)
    assert result.summary().invalid == len([i for i in range(count) if i % 7 == 0 or i % 11 == 0])
