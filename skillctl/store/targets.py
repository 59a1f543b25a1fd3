"""Link installed skills from the store into agents' skills folders, and unlink them again.

A link is a symlink to ``<store>/skills/<name>`` or, where symlinks are not
available (or a copy is asked for), a copy of that folder. Each one is
described by a :class:`LinkRecord`, which ``uninstall`` keeps and hands back
to :func:`unlink_skill`: only what the record says skillctl made, and still
looks the way skillctl made it, is ever removed. Nothing here overwrites a
folder, file or link that is already in an agent's skills folder, and
inspecting a link never follows it.
"""

from __future__ import annotations

import os
import shutil
import stat
import tempfile
import uuid
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import assert_never

from skillctl.errors import StoreError
from skillctl.errors import TargetConflictError
from skillctl.errors import TargetModifiedError
from skillctl.store.copy import copy_skill_tree
from skillctl.store.dirhash import dirhash


class LinkMode(StrEnum):
    """How a skill was put into a target folder."""

    SYMLINK = "symlink"
    COPY = "copy"


@dataclass(frozen=True, slots=True)
class LinkRecord:
    """One skill placed in a target folder by :func:`link_skill`.

    ``path`` and ``target`` are absolute and lexically normalised (no symlink
    resolved). A copy always has ``content_hash`` (the ``h1:`` dirhash it had
    when placed); a symlink never does.
    """

    path: str
    mode: LinkMode
    target: str
    content_hash: str | None = None

    def __post_init__(self) -> None:
        if not (Path(self.path).is_absolute() and Path(self.target).is_absolute()):
            raise StoreError(
                f"link record for {self.path} has a relative path or target ({self.target})",
                hint="run `skillctl verify`",
            )
        if (self.mode is LinkMode.COPY) != (self.content_hash is not None):
            raise StoreError(
                f"link record for {self.path}: a {self.mode.value} "
                f"{'needs' if self.mode is LinkMode.COPY else 'has no'} content hash",
                hint="run `skillctl verify`",
            )

    def to_json(self) -> dict[str, str | None]:
        """The record as a plain dict with sorted keys (``content_hash`` is null for symlinks)."""
        return {
            "content_hash": self.content_hash,
            "mode": self.mode.value,
            "path": self.path,
            "target": self.target,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, object]) -> LinkRecord:
        """Rebuild a record from :meth:`to_json` output; anything malformed is a ``StoreError``."""
        path, mode, target = data.get("path"), data.get("mode"), data.get("target")
        content_hash = data.get("content_hash")
        if not (
            isinstance(path, str)
            and isinstance(target, str)
            and isinstance(mode, str)
            and mode in {m.value for m in LinkMode}
            and (content_hash is None or isinstance(content_hash, str))
        ):
            raise StoreError(
                f"malformed link record: {dict(sorted(data.items()))!r}",
                hint="run `skillctl verify`",
            )
        return cls(path=path, mode=LinkMode(mode), target=target, content_hash=content_hash)


def link_skill(
    skill_dir: Path, dest_dir: Path, name: str, *, prefer_copy: bool = False
) -> LinkRecord:
    """Put the store skill ``skill_dir`` at ``dest_dir/name`` and say what was made.

    ``dest_dir`` is created with its parents. A symlink there that already
    points at ``skill_dir`` is reused (idempotent, even with ``prefer_copy``);
    anything else there, a dangling link included, raises
    :class:`TargetConflictError` and is left alone. The symlink is absolute.
    When ``prefer_copy`` is set or ``os.symlink`` fails, the tree is copied
    into a hidden temp folder beside the spot and renamed into place, so the
    spot never holds a half copy. Known race: an *empty* folder created at the
    spot between the check and the rename is replaced (POSIX ``rename``).
    """
    if name in {"", ".", ".."} or any(sep in name for sep in ("/", os.sep, os.altsep) if sep):
        raise StoreError(f"{name!r} is not a valid skill folder name", hint="report this bug")
    if not skill_dir.is_dir():
        raise StoreError(
            f"{skill_dir} is not an installed skill folder", hint="run `skillctl verify`"
        )
    target = _absolute(skill_dir)
    spot = Path(_absolute(dest_dir / name))
    try:
        spot.parent.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise StoreError(
            f"cannot create the skills folder {spot.parent}: {e.strerror}",
            hint="check that it is a writable folder, or pick another --target",
        ) from e
    existing = _existing_link(spot, target)
    if existing is not None:
        return existing
    if not prefer_copy:
        try:
            spot.symlink_to(target, target_is_directory=True)
        except FileExistsError:
            # Appeared since the check above: report whatever it is, or reuse it if it is ours.
            existing = _existing_link(spot, target)
            if existing is not None:
                return existing
        except OSError:
            pass  # no symlinks here (Windows without developer mode, some filesystems): copy
        else:
            return LinkRecord(path=str(spot), mode=LinkMode.SYMLINK, target=target)
    return _place_copy(Path(target), spot)


def _existing_link(spot: Path, target: str) -> LinkRecord | None:
    """A record for a symlink at ``spot`` already pointing at ``target``; None if nothing is there."""
    try:
        info = os.lstat(spot)
    except FileNotFoundError:
        return None
    if stat.S_ISLNK(info.st_mode) and _link_target(spot) == target:
        return LinkRecord(path=str(spot), mode=LinkMode.SYMLINK, target=target)
    if stat.S_ISLNK(info.st_mode):
        what = f"a symbolic link to {spot.readlink()}"
    else:
        what = "a folder" if stat.S_ISDIR(info.st_mode) else "a file"
    raise TargetConflictError(
        f"{spot} already exists ({what}); skillctl does not overwrite it",
        hint=f"remove or rename {spot}, then install again",
    )


def _link_target(link: Path) -> str:
    """Where the symlink ``link`` points, made absolute and normalised without following it."""
    return os.path.normpath(link.parent / link.readlink())


def _absolute(path: Path) -> str:
    """``path`` made absolute against the working folder, ``..`` removed lexically (no lookups)."""
    return os.path.normpath(path.absolute())


def _place_copy(source: Path, spot: Path) -> LinkRecord:
    temp: Path | None = None
    try:
        temp = Path(tempfile.mkdtemp(prefix=f".{spot.name}.", suffix=".tmp", dir=spot.parent))
        temp.chmod(0o755)
        copy_skill_tree(source, temp)
        content_hash = dirhash(temp)
        # Re-check: the copy took a while, and rename would replace an empty folder.
        existing = _existing_link(spot, str(source))
        if existing is not None:
            return existing
        temp.rename(spot)
    except OSError as e:
        raise StoreError(
            f"cannot link or copy {source} to {spot}: {e.strerror or e}",
            hint="check that the skills folder is writable",
        ) from e
    finally:
        if temp is not None and temp.exists():
            shutil.rmtree(temp, ignore_errors=True)
    return LinkRecord(
        path=str(spot), mode=LinkMode.COPY, target=str(source), content_hash=content_hash
    )


def unlink_skill(record: LinkRecord) -> bool:
    """Remove what ``record`` describes if it is still skillctl's; True if something was removed.

    Ours means: a symlink still pointing at ``record.target``, or a real folder
    whose dirhash still equals ``record.content_hash``. False when the spot is
    empty, or when the user put something else there (a different link, a
    folder in place of our link, a link in place of our copy), which stays.
    A copy with edited, added or removed files (or a link or special file
    inside) raises :class:`TargetModifiedError` and stays. A copy is renamed
    aside before it is deleted, so an interruption never leaves half of it
    under the skill's name.
    """
    spot = Path(record.path)
    try:
        info = os.lstat(spot)
    except (FileNotFoundError, NotADirectoryError):
        return False
    except OSError as e:
        raise StoreError(
            f"cannot inspect {spot}: {e.strerror}", hint="check its permissions"
        ) from e
    match record.mode:
        case LinkMode.SYMLINK:
            if not stat.S_ISLNK(info.st_mode) or _link_target(spot) != record.target:
                return False
            try:
                spot.unlink()
            except FileNotFoundError:
                return False
            except OSError as e:
                raise StoreError(
                    f"cannot remove the link {spot}: {e.strerror}", hint="remove it by hand"
                ) from e
            return True
        case LinkMode.COPY:
            if not stat.S_ISDIR(info.st_mode):
                return False
            try:
                is_ours = dirhash(spot) == record.content_hash
            except StoreError:
                is_ours = False  # a link or special file inside: the user put it there
            if not is_ours:
                raise TargetModifiedError(
                    f"{spot} was changed since skillctl copied it there; left it in place",
                    hint=f"keep it, or delete {spot} yourself if you no longer need it",
                )
            return _remove_copy(spot)
        case _:
            assert_never(record.mode)


def _remove_copy(spot: Path) -> bool:
    doomed = spot.with_name(f".{spot.name}.{uuid.uuid4().hex}.removing")
    try:
        spot.rename(doomed)
    except FileNotFoundError:
        return False
    except OSError as e:
        raise StoreError(f"cannot remove {spot}: {e.strerror}", hint="remove it by hand") from e
    shutil.rmtree(doomed, ignore_errors=True)
    return True
