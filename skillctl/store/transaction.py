"""One store transaction: typed record edits, skill moves and agent links, committed once.

Before a path is written it is appended to the transaction marker
(``.skillctl/transaction``, one ``path …`` or ``link …`` line each), so a
writer killed at any point leaves a list of exactly what to undo. Records are
held in memory and written at the end; links placed in agents' folders are
removed again (and removed ones put back) when the transaction fails, so a
failed install never leaves a link to a skill that is not there.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from dataclasses import field
from pathlib import Path
from typing import TYPE_CHECKING
from typing import TypeVar

from skillctl.errors import StoreError
from skillctl.errors import TargetConflictError
from skillctl.errors import TargetModifiedError
from skillctl.store.atomic import atomic_write
from skillctl.store.config import StoreConfig
from skillctl.store.document import dump_record
from skillctl.store.git import repo as gitrepo
from skillctl.store.layout import ARCHIVE_DIR
from skillctl.store.layout import CONFIG_FILE
from skillctl.store.layout import LEDGER_DIR
from skillctl.store.layout import LOCKFILE
from skillctl.store.layout import STATE_FILE
from skillctl.store.layout import TARGETS_FILE
from skillctl.store.layout import TXN_MARKER
from skillctl.store.layout import provenance_path
from skillctl.store.link_table import LinkTable
from skillctl.store.lockfile import LockEntry
from skillctl.store.lockfile import Lockfile
from skillctl.store.provenance import Provenance
from skillctl.store.state import SkillState
from skillctl.store.state import StoreState
from skillctl.store.targets import LinkRecord
from skillctl.store.targets import link_skill
from skillctl.store.targets import unlink_skill
from skillctl.store.worktree import WorkTreeChanges

if TYPE_CHECKING:
    from skillctl.store.repo import Store

Checkpoint = Callable[[str], None]
_R = TypeVar("_R")


@dataclass(slots=True)
class Transaction:
    """Changes made under the store lock; :meth:`commit` names the one commit they become."""

    store: Store
    quarantine: Path
    checkpoint: Checkpoint
    state: StoreState
    lockfile: Lockfile
    links: LinkTable
    config: StoreConfig
    changes: WorkTreeChanges
    subject: str = ""
    trailers: dict[str, str] = field(default_factory=dict)
    repeated_trailers: list[tuple[str, str]] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    commit_sha: str | None = None
    _marker: int = -1
    _touched: set[str] = field(default_factory=set)
    _included: set[str] = field(default_factory=set)
    _provenance: dict[str, Provenance | None] = field(default_factory=dict)
    _loaded: dict[str, bytes] = field(default_factory=dict)
    _made: list[LinkRecord] = field(default_factory=list)
    _removed: list[LinkRecord] = field(default_factory=list)

    @classmethod
    def begin(
        cls, store: Store, quarantine: Path, checkpoint: Checkpoint, changes: WorkTreeChanges
    ) -> Transaction:
        root = store.root
        state = _load(root / STATE_FILE, StoreState.parse, StoreState())
        lockfile = _load(root / LOCKFILE, Lockfile.parse, Lockfile())
        links = _load(root / TARGETS_FILE, LinkTable.parse, LinkTable())
        config = store.config_on_disk()
        txn = cls(store, quarantine, checkpoint, state, lockfile, links, config, changes)
        txn._loaded = {
            STATE_FILE: dump_record(state.to_json()),
            LOCKFILE: lockfile.dump(),
            TARGETS_FILE: links.dump(),
            CONFIG_FILE: config.dump(),
        }
        txn._included.update(changes.included)
        txn.notes.extend(changes.notes)
        txn._marker = os.open(
            root / TXN_MARKER, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_APPEND, 0o644
        )
        os.write(txn._marker, f"pid {os.getpid()}\n".encode())
        return txn

    # -- files -----------------------------------------------------------------

    def touch(self, relative: str) -> None:
        """Note in the marker that ``relative`` is about to be written (before writing it)."""
        if relative not in self._touched:
            os.write(self._marker, f"path {relative}\n".encode())
            self._touched.add(relative)

    def include(self, relative: str) -> None:
        """Take ``relative`` into the commit as it is on disk (never undone by recovery)."""
        self._included.add(relative)

    def new_quarantine_dir(self, name: str) -> Path:
        """An empty folder inside the store where a skill is built before it moves in."""
        folder = self.quarantine / uuid.uuid4().hex / name
        folder.mkdir(parents=True)
        return folder

    def _relative(self, path: Path) -> str:
        return path.relative_to(self.store.root).as_posix()

    def put_skill(self, name: str, built: Path) -> None:
        """Move a built skill folder to the skills folder, replacing the managed one there.

        A folder of that name that no transaction made (a skill written by hand,
        not yet adopted) is the user's: it is refused, never replaced, because
        a replaced folder is deleted with the quarantine.
        """
        target = self.store.skill_dir(name)
        if os.path.lexists(target) and name not in self.state.skills:
            raise TargetConflictError(
                f"{target} is a skill folder skillctl did not install; it is left as it is",
                hint=f"take it in with `skillctl adopt {name}`, or move it away, then retry",
            )
        self.touch(self._relative(target))
        target.parent.mkdir(parents=True, exist_ok=True)
        if target.exists():
            target.rename(self.quarantine / f"replaced-{uuid.uuid4().hex}")
            self.checkpoint("replaced-old")
        built.rename(target)
        self.checkpoint("moved-in")

    def remove_skill(self, name: str) -> None:
        """Take the skill folder away, active or archived (the commit keeps it in history).

        Only a folder that is there is named to git: an archived skill has no
        ``skills/<name>``, and staging a path that never existed fails.
        """
        for target in (self.store.skill_dir(name), self.store.root / ARCHIVE_DIR / name):
            if os.path.lexists(target):
                self.touch(self._relative(target))
                target.rename(self.quarantine / f"removed-{uuid.uuid4().hex}")

    def archive_skill(self, name: str) -> Path:
        """Move the skill folder to ``.archive/<name>``; returns where it went."""
        source = self.store.skill_dir(name)
        target = self.store.root / ARCHIVE_DIR / name
        if target.exists():
            raise StoreError(
                f"{target} already exists", hint=f"restore or remove the archived {name} first"
            )
        self.touch(self._relative(source))
        self.touch(self._relative(target))
        target.parent.mkdir(parents=True, exist_ok=True)
        source.rename(target)
        return target

    def unarchive_skill(self, name: str) -> Path:
        """Move ``.archive/<name>`` back to the skills folder."""
        source = self.store.root / ARCHIVE_DIR / name
        target = self.store.skill_dir(name)
        if target.exists():
            raise StoreError(
                f"{target} already exists; cannot restore {name} over it",
                hint=f"uninstall or rename the skill now called {name} first",
            )
        self.touch(self._relative(source))
        self.touch(self._relative(target))
        target.parent.mkdir(parents=True, exist_ok=True)
        source.rename(target)
        return target

    def write_file(self, relative: str, data: bytes) -> None:
        """Write a file of skillctl's own (a curator report) atomically."""
        self.touch(relative)
        path = self.store.root / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write(path, data)

    # -- records ---------------------------------------------------------------

    def restore_from(self, rev: str) -> str:
        """Make skills and records as they were at ``rev`` (the ledger stays); returns its sha."""
        root = self.store.root
        sha = gitrepo.resolve_rev(root, rev)
        changed = [
            p for p in gitrepo.changed_paths(root, sha) if not p.startswith(f"{LEDGER_DIR}/")
        ]
        for path in changed:
            self.touch(path)
        gitrepo.checkout_tree(root, sha, changed)
        self.reload_records()
        return sha

    def reload_records(self) -> None:
        """Read the records again from disk (after files were checked out from another commit)."""
        root = self.store.root
        self.state = _load(root / STATE_FILE, StoreState.parse, StoreState())
        self.lockfile = _load(root / LOCKFILE, Lockfile.parse, Lockfile())
        self.links = _load(root / TARGETS_FILE, LinkTable.parse, LinkTable())
        self.config = self.store.config_on_disk()
        self._provenance.clear()
        self._loaded = {
            STATE_FILE: dump_record(self.state.to_json()),
            LOCKFILE: self.lockfile.dump(),
            TARGETS_FILE: self.links.dump(),
            CONFIG_FILE: self.config.dump(),
        }

    def set_state(self, name: str, entry: SkillState) -> None:
        self.state = self.state.with_skill(name, entry)

    def provenance_of(self, name: str) -> Provenance | None:
        """The provenance this transaction will leave for ``name``."""
        if name in self._provenance:
            return self._provenance[name]
        path = self.store.root / provenance_path(name)
        try:
            return Provenance.parse(path.read_bytes(), where=str(path))
        except FileNotFoundError:
            return None

    def set_provenance(self, name: str, provenance: Provenance) -> None:
        self._provenance[name] = provenance

    def record_install(
        self, name: str, provenance: Provenance, entry: LockEntry, state: SkillState
    ) -> None:
        """The records of a skill that just landed: provenance, lock entry, state."""
        self._provenance[name] = provenance
        self.lockfile = self.lockfile.with_entry(name, entry)
        self.state = self.state.with_skill(name, state)

    def forget(self, name: str) -> None:
        """Drop every record of ``name`` (its links are :meth:`unlink`-ed separately)."""
        self._provenance[name] = None
        self.lockfile = self.lockfile.without(name)
        self.state = self.state.without(name)

    def set_config(self, config: StoreConfig) -> None:
        self.config = config

    # -- agent links -----------------------------------------------------------

    def link(self, name: str, dest_dir: Path) -> LinkRecord:
        """Link skill ``name`` into the agent folder ``dest_dir`` and record it."""
        spot = Path(os.path.normpath((dest_dir / name).absolute()))
        os.write(self._marker, f"link {spot}\n".encode())
        existed = os.path.lexists(spot)
        record = link_skill(self.store.skill_dir(name), dest_dir, name)
        if not existed:
            self._made.append(record)
        self.links = self.links.with_link(name, record)
        return record

    def unlink_keeping_record(self, name: str) -> None:
        """Take ``name``'s links out of agents' folders but keep them recorded (archive)."""
        for record in self.links.of(name):
            self.note_link(record.path)
            with contextlib.suppress(StoreError):
                if unlink_skill(record):
                    self._removed.append(record)

    def relink(self, name: str) -> list[str]:
        """Put ``name``'s recorded links back (restore); what cannot be placed is reported."""
        problems: list[str] = []
        for record in self.links.of(name):
            self.note_link(record.path)
            existed = os.path.lexists(record.path)
            problem = _relink(record)
            if problem:
                problems.append(problem)
            elif not existed:
                self._made.append(record)
        return problems

    def note_link(self, path: str) -> None:
        """Note in the marker that the link at ``path`` may change (recovery checks it)."""
        os.write(self._marker, f"link {path}\n".encode())

    def unlink(self, name: str) -> list[str]:
        """Remove the links recorded for ``name``; links someone changed stay, with a warning."""
        warnings: list[str] = []
        for record in self.links.of(name):
            os.write(self._marker, f"link {record.path}\n".encode())
            try:
                if unlink_skill(record):
                    self._removed.append(record)
                else:
                    warnings.append(
                        f"{record.path} was not skillctl's link any more; left in place"
                    )
            except TargetModifiedError as e:
                warnings.append(e.message)
        self.links = self.links.without(name)
        return warnings

    # -- the end ---------------------------------------------------------------

    def commit(self, subject: str, trailers: dict[str, str]) -> None:
        """Say what this transaction's one commit will record."""
        self.subject = subject
        self.trailers = dict(trailers)

    def add_trailer(self, key: str, value: str) -> None:
        """A trailer that may repeat (``Skillctl-Transition: a active->stale``, one per change)."""
        self.repeated_trailers.append((key, value))

    def finish(self) -> None:
        """Write the records, stage exactly what changed, and commit if anything did."""
        if not self.subject:
            self.abort()
            return
        self._write_records()
        root = self.store.root
        self.checkpoint("before-commit")
        gitrepo.stage(root, sorted(self._touched | self._included))
        gitrepo.stage(root, self.changes.ledger, force=True)
        if not gitrepo.has_staged_changes(root):
            gitrepo.unstage_all(root)
            return
        body = "\n".join(self.notes)
        trailers = [*self.trailers.items(), *self.repeated_trailers]
        self.commit_sha = gitrepo.commit_staged(root, self.subject, trailers, body=body)
        self.checkpoint("committed")

    def _write_records(self) -> None:
        documents = {
            STATE_FILE: dump_record(self.state.to_json()),
            LOCKFILE: self.lockfile.dump(),
            TARGETS_FILE: self.links.dump(),
            CONFIG_FILE: self.config.dump(),
        }
        for relative, data in documents.items():
            if data != self._loaded.get(relative):
                if relative == CONFIG_FILE and not self.config.document:
                    self.touch(relative)
                    (self.store.root / relative).unlink(missing_ok=True)
                    continue
                self.write_file(relative, data)
        for name, provenance in sorted(self._provenance.items()):
            relative = provenance_path(name)
            if provenance is None:
                self.touch(relative)
                (self.store.root / relative).unlink(missing_ok=True)
            else:
                self.write_file(relative, dump_record(provenance.to_json()))

    def abort(self) -> None:
        """Undo everything written so far: paths back to HEAD, links as they were."""
        restore_paths(self.store.root, sorted(self._touched))
        for record in reversed(self._made):
            # changed by someone since we made it: theirs now, left in place
            with contextlib.suppress(StoreError, OSError):
                unlink_skill(record)
        for record in self._removed:
            _relink(record)
        self._touched.clear()

    def close(self) -> None:
        if self._marker >= 0:
            os.close(self._marker)
            self._marker = -1
        (self.store.root / TXN_MARKER).unlink(missing_ok=True)


def _load(path: Path, parse: Callable[..., _R], empty: _R) -> _R:
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return empty
    except OSError as e:
        raise StoreError(f"cannot read {path}: {e.strerror}", hint="check its permissions") from e
    return parse(data, where=str(path))


def restore_paths(root: Path, paths: list[str]) -> None:
    """Put ``paths`` back as HEAD has them: remove what is there, check out what was."""
    if not paths:
        return
    gitrepo.unstage_all(root)
    for relative in paths:
        target = root / relative
        if target.is_dir() and not target.is_symlink():
            shutil.rmtree(target, ignore_errors=True)
        else:
            target.unlink(missing_ok=True)
    gitrepo.checkout_paths(root, sorted(gitrepo.tracked(root, paths)))


def recover_marker(store: Store, marker: Path) -> None:
    """Undo an interrupted transaction from its marker; links end as HEAD's table says."""
    paths: list[str] = []
    links: list[str] = []
    for line in marker.read_text(encoding="utf-8", errors="replace").splitlines():
        kind, _, value = line.partition(" ")
        if kind == "path" and value and ".." not in Path(value).parts:
            paths.append(value)
        elif kind == "link" and value.startswith("/"):
            links.append(value)
    root = store.root
    restore_paths(root, sorted(set(paths)))
    if gitrepo.head(root) is not None:
        gitrepo.unstage_all(root)
    table = _load(root / TARGETS_FILE, LinkTable.parse, LinkTable())
    recorded = {record.path: record for _, record in table.records()}
    for spot in sorted(set(links)):
        record = recorded.get(spot)
        if record is not None:
            _relink(record)
        else:
            _remove_our_link(Path(spot), store)
    marker.unlink(missing_ok=True)


def reconcile_links(store: Store, before: LinkTable, after: LinkTable) -> list[str]:
    """Make agents' folders match ``after`` where they matched ``before`` (rollback)."""
    warnings: list[str] = []
    wanted = {record.path: record for _, record in after.records()}
    for _, record in before.records():
        if record.path not in wanted:
            try:
                unlink_skill(record)
            except StoreError as e:
                warnings.append(e.message)
    for record in wanted.values():
        problem = _relink(record)
        if problem:
            warnings.append(problem)
    return warnings


def _relink(record: LinkRecord) -> str | None:
    """Put a recorded link back if its spot is free; a message if something else is there."""
    spot = Path(record.path)
    if os.path.lexists(spot):
        return None if _points_at(spot, record.target) else f"{spot} is occupied; left it alone"
    target = Path(record.target)
    if not target.is_dir():
        return f"{target} is gone; cannot link {spot}"
    try:
        link_skill(target, spot.parent, spot.name, prefer_copy=record.content_hash is not None)
    except StoreError as e:
        return e.message
    return None


def _points_at(spot: Path, target: str) -> bool:
    return spot.is_symlink() and os.path.normpath(spot.parent / spot.readlink()) == target


def _remove_our_link(spot: Path, store: Store) -> None:
    """Remove ``spot`` only if it is a symlink into this store's skills (ours for sure)."""
    if not spot.is_symlink():
        return
    pointed = os.path.normpath(spot.parent / spot.readlink())
    if pointed.startswith(os.path.normpath(store.skills_root.absolute()) + os.sep):
        spot.unlink(missing_ok=True)
