"""Concurrent publishes with real processes: every publish that exits 0 is on the registry.

Issue 12: six concurrent ``publish`` runs into one folder registry kept 2-5 of
the 6 index entries, and into one bare remote 10 of 18 failed on the shared
cache clone while 2 exited 0 without reaching the remote.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers import run_git
from tests.helpers import skill_md
from tests.helpers import write_skill

WRITERS = 6
ROUNDS = 3


def _skills(root: Path, round_no: int) -> list[Path]:
    return [
        write_skill(
            root / f"r{round_no}",
            f"skill-{round_no}-{n}",
            skill_md(f"skill-{round_no}-{n}", extra='metadata:\n  version: "1.0.0"\n'),
        )
        for n in range(WRITERS)
    ]


def _publish_all(skills: list[Path], registry: str) -> list[tuple[int, str]]:
    processes = [
        subprocess.Popen(
            [sys.executable, "-m", "skillctl", "publish", str(skill), "--registry", registry],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=os.environ.copy(),
        )
        for skill in skills
    ]
    outcomes = []
    for process in processes:
        _, err = process.communicate(timeout=300)
        outcomes.append((process.returncode, err))
    return outcomes


def _published(index: dict[str, object]) -> set[str]:
    skills = index["skills"]
    assert isinstance(skills, dict)
    return set(skills)


@pytest.mark.parametrize("round_no", range(ROUNDS))
def test_six_concurrent_publishes_into_a_folder_registry_all_land(
    tmp_path: Path, round_no: int
) -> None:
    registry = tmp_path / "registry"
    registry.mkdir()
    run_git(registry, "init", "-q", "-b", "main")  # a registry that is a git work tree
    skills = _skills(tmp_path, round_no)
    outcomes = _publish_all(skills, str(registry))
    assert [code for code, _ in outcomes] == [0] * WRITERS, [err for _, err in outcomes]
    index = json.loads((registry / "index.json").read_text())
    assert _published(index) == {s.name for s in skills}
    assert run_git(registry, "status", "--porcelain") == ""
    assert len(run_git(registry, "log", "--format=%H").split()) == WRITERS


@pytest.mark.parametrize("round_no", range(ROUNDS))
def test_six_concurrent_publishes_into_one_bare_remote_all_land(
    tmp_path: Path, round_no: int
) -> None:
    remote = tmp_path / "remote.git"
    subprocess.run(["git", "init", "-q", "--bare", "-b", "main", str(remote)], check=True)
    skills = _skills(tmp_path, round_no)
    outcomes = _publish_all(skills, str(remote))
    codes = [code for code, _ in outcomes]
    assert codes == [0] * WRITERS, [err for _, err in outcomes]
    check = tmp_path / "check"
    subprocess.run(["git", "clone", "-q", str(remote), str(check)], check=True)
    index = json.loads((check / "index.json").read_text())
    landed = {s.name for s, code in zip(skills, codes, strict=True) if code == 0}
    assert _published(index) == landed == {s.name for s in skills}
    for name in landed:
        assert (check / "packages" / name / "1.0.0" / "SKILL.md").is_file()
    assert len(run_git(check, "log", "--format=%H").split()) == WRITERS


def test_publishing_to_an_empty_bare_remote_uses_the_branch_its_head_names(
    tmp_path: Path,
) -> None:
    remote = tmp_path / "remote.git"
    subprocess.run(["git", "init", "-q", "--bare", "-b", "master", str(remote)], check=True)
    skill = _skills(tmp_path, 9)[0]
    [(code, err)] = _publish_all([skill], str(remote))
    assert code == 0, err
    assert run_git(remote, "for-each-ref", "--format=%(refname)") == "refs/heads/master\n"
    assert "publish skill-9-0 1.0.0" in run_git(remote, "log", "--format=%s", "master")
    check = tmp_path / "check"
    subprocess.run(["git", "clone", "-q", str(remote), str(check)], check=True)
    assert (check / "index.json").is_file()
