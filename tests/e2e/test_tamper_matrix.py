"""``verify`` sees every kind of tampering (issue 12): each caught with exit 1 and the path named."""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import CliRunner

from skillctl.cli import cli
from tests.helpers import skill_md
from tests.helpers import write_skill


def _run(store: Path, *args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, ["--store", str(store), *args], catch_exceptions=False)
    return result.exit_code, result.stdout, result.stderr


@pytest.fixture
def installed(tmp_path: Path) -> tuple[Path, Path]:
    store = tmp_path / "store"
    skill = write_skill(tmp_path / "src", "tables", skill_md("tables"))
    (skill / "scripts").mkdir()
    (skill / "scripts" / "fmt.py").write_text("print('x')\n")
    agent = tmp_path / "agent"
    code, _, err = _run(store, "install", "--target", str(agent), str(skill))
    assert code == 0, err
    assert _run(store, "verify")[0] == 0
    return store, agent


def _skill(store: Path) -> Path:
    return store / "skills" / "tables"


def _edit(path: Path, key: str, value: object) -> None:
    document = json.loads(path.read_text())
    document[key] = value
    path.write_text(json.dumps(document))


def _pycache(store: Path, agent: Path) -> None:
    cache = _skill(store) / "scripts" / "__pycache__"
    cache.mkdir()
    (cache / "fmt.cpython-311.pyc").write_bytes(b"\0")


def _nested_git(store: Path, agent: Path) -> None:
    (_skill(store) / ".git").mkdir()
    (_skill(store) / ".git" / "config").write_text("x")


def _folder_to_symlink(store: Path, agent: Path) -> None:
    shutil.move(str(_skill(store)), str(store.parent / "moved"))
    _skill(store).symlink_to(store.parent / "moved")


def _retarget(store: Path, agent: Path) -> None:
    (agent / "tables").unlink()
    (agent / "tables").symlink_to(store.parent)


def _link_to_folder(store: Path, agent: Path) -> None:
    (agent / "tables").unlink()
    (agent / "tables").mkdir()


TAMPERS: dict[str, tuple[Callable[[Path, Path], object], str]] = {
    "content edit": (lambda s, a: (_skill(s) / "SKILL.md").write_text("changed\n"), "SKILL.md"),
    "file added": (lambda s, a: (_skill(s) / "extra.md").write_text("x\n"), "extra.md"),
    "file removed": (lambda s, a: (_skill(s) / "scripts" / "fmt.py").unlink(), "fmt.py"),
    "chmod +x": (lambda s, a: (_skill(s) / "scripts" / "fmt.py").chmod(0o755), "executable bit"),
    "setuid": (lambda s, a: (_skill(s) / "scripts" / "fmt.py").chmod(0o4644), "setuid"),
    "chmod 000": (lambda s, a: (_skill(s) / "scripts" / "fmt.py").chmod(0o000), "not readable"),
    "pycache file": (_pycache, "__pycache__"),
    "nested .git": (_nested_git, ".git/config"),
    "hidden skill folder": (
        lambda s, a: (s / "skills" / ".sneaky").mkdir(),
        ".sneaky",
    ),
    "hard link out": (
        lambda s, a: os.link(_skill(s) / "scripts" / "fmt.py", s.parent / "outside.py"),
        "hard link",
    ),
    "folder replaced by a symlink": (_folder_to_symlink, "symbolic link"),
    "provenance trust edited": (
        lambda s, a: _edit(s / ".skillctl" / "provenance" / "tables.json", "trust", "builtin"),
        "provenance/tables.json",
    ),
    "state edited": (
        lambda s, a: (s / ".skillctl" / "state.json").write_text('{"skills": {}}\n'),
        "state.json",
    ),
    "targets edited": (
        lambda s, a: (s / ".skillctl" / "targets.json").write_text("{}\n"),
        "targets.json",
    ),
    "lockfile source edited": (
        lambda s, a: (s / "skills.lock").write_text(
            (s / "skills.lock").read_text().replace('"source": "/', '"source": "/evil/')
        ),
        "skills.lock",
    ),
    "link retargeted": (_retarget, "link retargeted"),
    "link deleted": (lambda s, a: (a / "tables").unlink(), "link missing"),
    "link replaced by a folder": (_link_to_folder, "link replaced"),
    "provenance added": (
        lambda s, a: (s / ".skillctl" / "provenance" / "ghost.json").write_text("{}"),
        "ghost.json",
    ),
}


@pytest.mark.parametrize("kind", sorted(TAMPERS))
def test_verify_catches_each_kind_of_tampering(installed: tuple[Path, Path], kind: str) -> None:
    store, agent = installed
    tamper, named = TAMPERS[kind]
    tamper(store, agent)
    code, out, err = _run(store, "verify")
    assert code == 1, (kind, out, err)
    assert named in out, (kind, out)
    code, out, _ = _run(store, "--json", "verify")
    assert code == 1
    assert json.loads(out)["ok"] is False
