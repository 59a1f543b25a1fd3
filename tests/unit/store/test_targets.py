"""Linking store skills into agents' folders, and removing only what skillctl made."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from skillctl.errors import StoreError
from skillctl.errors import TargetConflictError
from skillctl.errors import TargetModifiedError
from skillctl.store.dirhash import dirhash
from skillctl.store.targets import LinkMode
from skillctl.store.targets import LinkRecord
from skillctl.store.targets import link_skill
from skillctl.store.targets import unlink_skill


def _skill(tmp_path: Path, name: str = "pdf-tools") -> Path:
    skill = tmp_path / "store" / "skills" / name
    (skill / "scripts").mkdir(parents=True)
    (skill / "SKILL.md").write_bytes(b"---\nname: pdf-tools\ndescription: PDFs\n---\nBody\n")
    (skill / "scripts" / "run.py").write_bytes(b"print('hi')\n")
    (skill / "scripts" / "run.py").chmod(0o755)
    return skill


def _names(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


def _files(root: Path) -> dict[str, bytes]:
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in root.rglob("*") if p.is_file()}


def test_link_creates_the_folder_and_a_symlink_to_the_skill(tmp_path: Path) -> None:
    skill = _skill(tmp_path)
    dest = tmp_path / "project" / ".claude" / "skills"
    record = link_skill(skill, dest, "pdf-tools")
    link = dest / "pdf-tools"
    assert link.is_symlink()
    assert link.resolve() == skill.resolve()
    assert (link / "SKILL.md").read_bytes() == (skill / "SKILL.md").read_bytes()
    assert record == LinkRecord(
        path=str(link), mode=LinkMode.SYMLINK, target=str(skill), content_hash=None
    )
    assert Path(record.path).is_absolute()
    assert Path(record.target).is_absolute()


def test_relinking_is_idempotent(tmp_path: Path) -> None:
    skill = _skill(tmp_path)
    dest = tmp_path / "skills"
    first = link_skill(skill, dest, "pdf-tools")
    assert link_skill(skill, dest, "pdf-tools") == first
    assert link_skill(skill, dest, "pdf-tools", prefer_copy=True) == first
    assert _names(dest) == ["pdf-tools"]


def test_a_relative_link_of_the_users_to_the_same_skill_is_reused(tmp_path: Path) -> None:
    skill = _skill(tmp_path)
    dest = tmp_path / "skills"
    dest.mkdir()
    (dest / "pdf-tools").symlink_to(os.path.relpath(skill, dest))
    record = link_skill(skill, dest, "pdf-tools")
    assert record.mode is LinkMode.SYMLINK
    assert record.target == str(skill)


def test_a_users_folder_at_the_spot_is_a_conflict_and_untouched(tmp_path: Path) -> None:
    skill = _skill(tmp_path)
    dest = tmp_path / "skills"
    mine = dest / "pdf-tools"
    mine.mkdir(parents=True)
    (mine / "notes.md").write_bytes(b"my own\n")
    for prefer_copy in (False, True):
        with pytest.raises(TargetConflictError, match="pdf-tools") as caught:
            link_skill(skill, dest, "pdf-tools", prefer_copy=prefer_copy)
        assert caught.value.code == "target-conflict"
        assert caught.value.exit_code == 3
        assert caught.value.hint is not None
        assert "remove or rename" in caught.value.hint
    assert not mine.is_symlink()
    assert _files(mine) == {"notes.md": b"my own\n"}
    assert _names(dest) == ["pdf-tools"]


@pytest.mark.parametrize("kind", ["file", "dangling", "elsewhere"])
def test_files_and_other_links_at_the_spot_are_conflicts(tmp_path: Path, kind: str) -> None:
    skill = _skill(tmp_path)
    other = _skill(tmp_path, "other")
    dest = tmp_path / "skills"
    dest.mkdir()
    spot = dest / "pdf-tools"
    match kind:
        case "file":
            spot.write_bytes(b"x")
        case "dangling":
            spot.symlink_to(tmp_path / "gone")
        case _:
            spot.symlink_to(other)
    before = spot.readlink() if spot.is_symlink() else None
    with pytest.raises(TargetConflictError):
        link_skill(skill, dest, "pdf-tools")
    assert os.path.lexists(spot)
    assert (spot.readlink() if spot.is_symlink() else None) == before


def test_prefer_copy_copies_the_bytes_and_records_the_hash(tmp_path: Path) -> None:
    skill = _skill(tmp_path)
    dest = tmp_path / "skills"
    record = link_skill(skill, dest, "pdf-tools", prefer_copy=True)
    copy = dest / "pdf-tools"
    assert not copy.is_symlink()
    assert copy.is_dir()
    assert _files(copy) == _files(skill)
    assert os.access(copy / "scripts" / "run.py", os.X_OK)
    assert record.mode is LinkMode.COPY
    assert record.target == str(skill)
    assert record.content_hash == dirhash(skill) == dirhash(copy)
    assert _names(dest) == ["pdf-tools"]  # no temp folder left beside it


def test_unlink_removes_our_symlink_and_leaves_the_skill(tmp_path: Path) -> None:
    skill = _skill(tmp_path)
    dest = tmp_path / "skills"
    record = link_skill(skill, dest, "pdf-tools")
    assert unlink_skill(record) is True
    assert not os.path.lexists(dest / "pdf-tools")
    assert (skill / "SKILL.md").is_file()
    assert unlink_skill(record) is False


def test_unlink_leaves_a_link_the_user_repointed(tmp_path: Path) -> None:
    skill = _skill(tmp_path)
    theirs = _skill(tmp_path, "theirs")
    dest = tmp_path / "skills"
    record = link_skill(skill, dest, "pdf-tools")
    link = dest / "pdf-tools"
    link.unlink()
    link.symlink_to(theirs)
    assert unlink_skill(record) is False
    assert link.is_symlink()
    assert link.readlink() == theirs


def test_unlink_leaves_a_folder_the_user_put_in_place_of_our_link(tmp_path: Path) -> None:
    skill = _skill(tmp_path)
    dest = tmp_path / "skills"
    record = link_skill(skill, dest, "pdf-tools")
    (dest / "pdf-tools").unlink()
    (dest / "pdf-tools").mkdir()
    assert unlink_skill(record) is False
    assert (dest / "pdf-tools").is_dir()


def test_unlink_removes_an_unchanged_copy(tmp_path: Path) -> None:
    skill = _skill(tmp_path)
    dest = tmp_path / "skills"
    record = link_skill(skill, dest, "pdf-tools", prefer_copy=True)
    assert unlink_skill(record) is True
    assert _names(dest) == []
    assert _files(skill)  # the store's folder is untouched
    assert unlink_skill(record) is False


@pytest.mark.parametrize("edit", ["changed", "added", "removed", "symlink"])
def test_unlink_of_an_edited_copy_raises_and_keeps_it(tmp_path: Path, edit: str) -> None:
    skill = _skill(tmp_path)
    dest = tmp_path / "skills"
    record = link_skill(skill, dest, "pdf-tools", prefer_copy=True)
    copy = dest / "pdf-tools"
    match edit:
        case "changed":
            (copy / "SKILL.md").write_bytes(b"edited\n")
        case "added":
            (copy / "extra.md").write_bytes(b"more\n")
        case "removed":
            (copy / "scripts" / "run.py").unlink()
        case _:
            (copy / "link").symlink_to(skill)
    before = _names(copy)
    with pytest.raises(TargetModifiedError, match="left it in place") as caught:
        unlink_skill(record)
    assert caught.value.code == "target-modified"
    assert str(copy) in caught.value.message
    assert _names(copy) == before


def test_unlink_leaves_a_link_the_user_put_in_place_of_our_copy(tmp_path: Path) -> None:
    skill = _skill(tmp_path)
    dest = tmp_path / "skills"
    record = link_skill(skill, dest, "pdf-tools", prefer_copy=True)
    copy = dest / "pdf-tools"
    copy.rename(tmp_path / "moved")
    copy.symlink_to(tmp_path / "moved")
    assert unlink_skill(record) is False
    assert copy.is_symlink()


def test_unlink_when_the_target_folder_is_gone(tmp_path: Path) -> None:
    skill = _skill(tmp_path)
    dest = tmp_path / "skills"
    record = link_skill(skill, dest, "pdf-tools")
    (dest / "pdf-tools").unlink()
    dest.rmdir()
    assert unlink_skill(record) is False


def test_link_refuses_bad_names_and_missing_skills(tmp_path: Path) -> None:
    skill = _skill(tmp_path)
    for name in ("", ".", "..", "../escape", "a/b"):
        with pytest.raises(StoreError, match="not a valid skill folder name"):
            link_skill(skill, tmp_path / "skills", name)
    with pytest.raises(StoreError, match="not an installed skill folder"):
        link_skill(tmp_path / "missing", tmp_path / "skills", "missing")
    assert not (tmp_path / "escape").exists()


def test_link_into_a_file_is_a_store_error(tmp_path: Path) -> None:
    skill = _skill(tmp_path)
    blocker = tmp_path / "blocker"
    blocker.write_bytes(b"")
    with pytest.raises(StoreError, match="cannot create the skills folder"):
        link_skill(skill, blocker / "skills", "pdf-tools")


def test_records_round_trip_through_json(tmp_path: Path) -> None:
    skill = _skill(tmp_path)
    for prefer_copy, name in ((False, "a"), (True, "b")):
        record = link_skill(skill, tmp_path / "skills", name, prefer_copy=prefer_copy)
        data = record.to_json()
        assert list(data) == sorted(data)
        assert LinkRecord.from_json(data) == record
    assert LinkRecord.from_json(
        {"content_hash": None, "mode": "symlink", "path": "/a/b", "target": "/s/b"}
    ).to_json() == {"content_hash": None, "mode": "symlink", "path": "/a/b", "target": "/s/b"}


@pytest.mark.parametrize(
    "data",
    [
        {"mode": "hardlink", "path": "/a", "target": "/b"},
        {"mode": "symlink", "path": 1, "target": "/b"},
        {"mode": "symlink", "target": "/b"},
        {"mode": "copy", "path": "/a", "target": "/b", "content_hash": 3},
        {"mode": "copy", "path": "/a", "target": "/b"},
        {"mode": "symlink", "path": "/a", "target": "/b", "content_hash": "h1:x"},
        {"mode": "symlink", "path": "a", "target": "/b"},
    ],
)
def test_malformed_records_are_store_errors(data: dict[str, object]) -> None:
    with pytest.raises(StoreError):
        LinkRecord.from_json(data)
