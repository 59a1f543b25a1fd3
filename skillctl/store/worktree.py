"""What changed in a store's work tree since its last commit, sorted into kinds.

Not every uncommitted change is a problem. The usage ledger is appended to
outside transactions; a hand-edited config is checked and taken into the next
commit; a skill folder someone made by hand is *unmanaged* (``adopt`` takes it
in); files that are not skillctl's at all are left alone. Only edits to
managed skills and to skillctl's own records are *foreign*: a writer refuses
to run over them, and says how to keep them.
"""

from __future__ import annotations

import os
import re
import shutil
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from skillctl.errors import ForeignChangesError
from skillctl.store.config import load_config_file
from skillctl.store.git import index as gitindex
from skillctl.store.git import repo as gitrepo
from skillctl.store.git.repo import StatusEntry
from skillctl.store.layout import CONFIG_FILE
from skillctl.store.layout import LEDGER_DIR
from skillctl.store.layout import META_DIR

_SEGMENT = re.compile(r"^usage-.+-(\d{4})-(\d{2})\.jsonl$")
_SHOWN = 10


@dataclass(frozen=True, slots=True)
class WorkTreeChanges:
    """Uncommitted changes by kind; ``included`` go into the next commit as they are."""

    foreign: tuple[StatusEntry, ...] = ()
    included: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()
    unmanaged: tuple[str, ...] = ()
    ledger: tuple[str, ...] = ()


def inspect(
    root: Path, skills_subdir: str, now: datetime, *, adopting: frozenset[str] = frozenset()
) -> WorkTreeChanges:
    """Sort ``git status`` of the store at ``root`` into :class:`WorkTreeChanges`.

    Edits inside the skill folders named in ``adopting`` are what the caller
    is about to take in, so they are not foreign.
    """
    month = (now.year, now.month)
    ledger = sorted(
        f"{LEDGER_DIR}/{p.name}"
        for p in (root / LEDGER_DIR).glob("usage-*.jsonl")
        if _is_closed_segment(p.name, month) and p.is_file() and not p.is_symlink()
    )
    entries = gitrepo.status(root)
    if not entries:
        return WorkTreeChanges(ledger=tuple(ledger))
    prefix = "" if skills_subdir == "." else f"{skills_subdir}/"
    managed = _managed_folders(root, skills_subdir)
    foreign: list[StatusEntry] = []
    included: list[str] = []
    notes: list[str] = []
    unmanaged: set[str] = set()
    for entry in entries:
        path = entry.path
        if path.startswith(f"{LEDGER_DIR}/"):
            continue  # appended outside transactions; closed months are listed above
        if path == CONFIG_FILE:
            load_config_file(root / path)
            included.append(path)
            notes.append(f"{CONFIG_FILE} was edited by hand; taken in as it is")
            continue
        inside_skill = path[len(prefix) :].split("/", 1)[0] if path.startswith(prefix) else None
        if inside_skill in adopting and "/" in path[len(prefix) :]:
            continue
        if entry.code == "??":
            inside = path[len(prefix) :] if path.startswith(prefix) else None
            if path.startswith(f"{META_DIR}/"):
                foreign.append(entry)
            elif inside is not None and "/" in inside:
                folder = inside.split("/", 1)[0]
                if folder in managed:
                    foreign.append(entry)
                elif not folder.startswith("."):
                    unmanaged.add(folder)
            continue  # other untracked files are the user's, never ours to commit or delete
        foreign.append(entry)
    return WorkTreeChanges(
        tuple(foreign),
        tuple(sorted(included)),
        tuple(notes),
        tuple(sorted(unmanaged)),
        tuple(ledger),
    )


def unmanaged_skills(skills_root: Path, managed: set[str]) -> list[str]:
    """Folders holding a ``SKILL.md`` in ``skills_root`` that the store does not manage."""
    try:
        entries = list(os.scandir(skills_root))
    except OSError:
        return []
    return sorted(
        e.name
        for e in entries
        if e.name not in managed
        and not e.name.startswith(".")
        and e.is_dir(follow_symlinks=False)
        and any(os.path.lexists(Path(e.path) / n) for n in ("SKILL.md", "skill.md"))
    )


def foreign_changes_error(root: Path, foreign: tuple[StatusEntry, ...]) -> ForeignChangesError:
    """The refusal that lists each foreign change and says how to keep it."""
    shown = ", ".join(f"{e.path} ({describe(e.code)})" for e in foreign[:_SHOWN])
    more = f" and {len(foreign) - _SHOWN} more" if len(foreign) > _SHOWN else ""
    # skillctl's own records: under .skillctl/, or a file at the root (skills.lock, .gitignore)
    if all(not e.path.startswith(f"{META_DIR}/") and "/" in e.path for e in foreign):
        hint = (
            f"to keep these edits, record them: skillctl --store {root} adopt "
            "NAME (see `skillctl verify`); to throw them away: skillctl rollback HEAD --discard"
        )
    else:
        hint = (
            "these are skillctl's own records; see what changed with "
            f"`git -C {root} diff`, then restore them with `skillctl rollback HEAD --discard`"
        )
    return ForeignChangesError(
        f"the store {root} has changes no skillctl command made: {shown}{more}", hint=hint
    )


def describe(code: str) -> str:
    if code == "??":
        return "added"
    if "D" in code:
        return "deleted"
    return "modified"


def discard(root: Path, foreign: tuple[StatusEntry, ...]) -> None:
    """Throw away foreign changes: tracked files back to HEAD, files added inside skills removed."""
    tracked = [e.path for e in foreign if e.code != "??"]
    gitindex.checkout_paths(root, tracked)
    for entry in foreign:
        if entry.code == "??":
            target = root / entry.path
            if target.is_dir() and not target.is_symlink():
                shutil.rmtree(target, ignore_errors=True)
            else:
                target.unlink(missing_ok=True)


def _managed_folders(root: Path, skills_subdir: str) -> set[str]:
    folder = "." if skills_subdir == "." else skills_subdir
    names: set[str] = set()
    for _mode, _blob, path in gitrepo.tree_entries(root):
        inside = path if folder == "." else path[len(folder) + 1 :]
        if (folder == "." or path.startswith(f"{folder}/")) and "/" in inside:
            names.add(inside.split("/", 1)[0])
    return names


def _is_closed_segment(path: str, month: tuple[int, int]) -> bool:
    """A ledger segment of a month that has ended (committed once, never again)."""
    match = _SEGMENT.match(path.rsplit("/", 1)[-1])
    return match is not None and (int(match[1]), int(match[2])) < month
