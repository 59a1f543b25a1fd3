"""The git-backed store: opening it safely, and the transactions that change it.

A transaction takes the store lock, recovers from an interrupted writer,
checks the work tree for changes nobody committed, and yields a
:class:`~skillctl.store.transaction.Transaction`. Everything it writes is
listed in the transaction marker before it is written, so recovery undoes
exactly those paths and nothing else: the usage ledger, skills the user made
by hand and files skillctl never wrote are never touched.
"""

from __future__ import annotations

import os
import shutil
import uuid
from collections.abc import Callable
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from dataclasses import field
from pathlib import Path

from skillctl.clock import Clock
from skillctl.clock import SystemClock
from skillctl.errors import LockTimeoutError
from skillctl.errors import NotAStoreError
from skillctl.errors import StoreError
from skillctl.store import worktree
from skillctl.store.atomic import atomic_write
from skillctl.store.config import StoreConfig
from skillctl.store.config import load_config_file
from skillctl.store.document import dump_record
from skillctl.store.git import repo as gitrepo
from skillctl.store.git.repo import CommitInfo as CommitInfo
from skillctl.store.layout import CONFIG_FILE
from skillctl.store.layout import GITIGNORE
from skillctl.store.layout import LOCK_FILE
from skillctl.store.layout import LOCKFILE
from skillctl.store.layout import META_DIR
from skillctl.store.layout import QUARANTINE_DIR
from skillctl.store.layout import SKILLS_DIR
from skillctl.store.layout import STATE_FILE
from skillctl.store.layout import TXN_MARKER
from skillctl.store.lock import lock_holder
from skillctl.store.lock import store_lock
from skillctl.store.lockfile import Lockfile
from skillctl.store.recovery import recover_marker
from skillctl.store.snapshot import Snapshot
from skillctl.store.state import StoreState
from skillctl.store.transaction import Checkpoint
from skillctl.store.transaction import Transaction

LOCK_TIMEOUT_SECONDS = 60.0

Notice = Callable[[str], None]


def _no_checkpoint(name: str) -> None:
    return None


def is_store(root: Path) -> bool:
    """Whether ``root`` is a skillctl store (a git repository with skillctl's records)."""
    return (root / ".git").exists() and (root / META_DIR).is_dir()


def _is_empty_folder(root: Path) -> bool:
    try:
        with os.scandir(root) as entries:
            return next(entries, None) is None
    except OSError:
        return False


@dataclass(slots=True)
class Store:
    """A store folder; :meth:`open` creates it on first use, :meth:`existing` never does."""

    root: Path
    on_wait: Notice | None = None
    lock_timeout: float = LOCK_TIMEOUT_SECONDS
    skills_subdir: str = SKILLS_DIR
    clock: Clock = field(default_factory=SystemClock)
    checkpoint: Checkpoint = _no_checkpoint

    @classmethod
    def open(
        cls,
        root: Path,
        *,
        on_wait: Notice | None = None,
        lock_timeout: float = LOCK_TIMEOUT_SECONDS,
        clock: Clock | None = None,
        checkpoint: Checkpoint | None = None,
    ) -> Store:
        """The store at ``root`` for writing, created if the folder is missing or empty.

        A folder that holds files but is not a store is refused: silently making
        an agent's skills folder or a project repository a store put installs
        one level too deep and swept the user's files into its commits.
        """
        store = cls(
            root,
            on_wait,
            lock_timeout,
            SKILLS_DIR,
            clock or SystemClock(),
            checkpoint or _no_checkpoint,
        )
        if is_store(root):
            store.skills_subdir = store.config_on_disk().skills_dir
            return store
        if root.exists() and not root.is_dir():
            raise NotAStoreError(
                f"--store {root} is a file, not a folder", hint="pass a folder to --store"
            )
        if root.exists() and not _is_empty_folder(root):
            raise NotAStoreError(
                f"{root} holds files but is not a skillctl store",
                hint=f"to manage the skills in it where they are, run: skillctl init {root}",
            )
        store._create()
        return store

    @classmethod
    def existing(cls, root: Path) -> Store | None:
        """The store at ``root`` for reading, or None when there is none (nothing is created)."""
        if not is_store(root):
            if root.exists() and not _is_empty_folder(root):
                raise NotAStoreError(
                    f"{root} is not a skillctl store",
                    hint="check --store, or make it one with `skillctl init PATH`",
                )
            return None
        store = cls(root)
        store.skills_subdir = store.config_on_disk().skills_dir
        if (root / TXN_MARKER).exists():
            store._recover_if_abandoned()
        return store

    def _recover_if_abandoned(self) -> None:
        """A reader that finds a marker with the lock free cleans up after the dead writer.

        Never waits: while the writer is alive the lock is held, and the reader
        goes on with the committed state.
        """
        try:
            with store_lock(self.root / LOCK_FILE, timeout=0.0):
                self._remove_stale_git_lock()
                self.recover()
        except LockTimeoutError:
            return

    def _create(self) -> None:
        try:
            self.root.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise StoreError(
                f"cannot create the store {self.root}: {e.strerror}",
                hint="pass --store PATH to a writable folder",
            ) from e
        with store_lock(self.root / LOCK_FILE, timeout=self.lock_timeout, on_wait=self.on_wait):
            if gitrepo.head(self.root) is not None:
                return
            write_layout(self.root, StoreConfig(), StoreState(), Lockfile())
            gitrepo.commit_all(self.root, "create the skill store", {"Action": "init"})

    def skill_dir(self, name: str) -> Path:
        return self.skills_root / name

    @property
    def skills_root(self) -> Path:
        """Where installed skills live: ``skills/``, or the root of an adopted folder."""
        return self.root if self.skills_subdir == "." else self.root / self.skills_subdir

    def lock_holder(self) -> int | None:
        """The process id of the writer holding the store lock now, or None (see ``doctor``)."""
        return lock_holder(self.root / LOCK_FILE)

    def config_on_disk(self) -> StoreConfig:
        """The config as the work tree has it (a hand edit included), schema-checked."""
        return load_config_file(self.root / CONFIG_FILE)

    def history(self, *, limit: int | None = None) -> list[CommitInfo]:
        """Store commits, newest first."""
        return gitrepo.history(self.root, limit=limit)

    def head(self) -> str | None:
        """The sha of the store's last commit (None before the first)."""
        return gitrepo.head(self.root)

    def snapshot(self, rev: str = "HEAD") -> Snapshot:
        """The committed records and files (no lock: read-only commands use this)."""
        return Snapshot.at(self.root, rev)

    def installed_names(self) -> list[str]:
        """Names of the committed, managed skill folders, sorted."""
        return self.snapshot().installed_names()

    def unmanaged_names(self, snapshot: Snapshot | None = None) -> list[str]:
        """Skill folders in the skills folder that no transaction made (adopt them)."""
        if (self.root / TXN_MARKER).exists():
            return []  # a writer is mid-way: its new folders are not the user's
        snap = snapshot or self.snapshot()
        return worktree.unmanaged_skills(self.skills_root, set(snap.installed_names()))

    @contextmanager
    def transaction(
        self,
        *,
        checkpoint: Checkpoint | None = None,
        discard: bool = False,
        adopting: frozenset[str] = frozenset(),
    ) -> Iterator[Transaction]:
        """Lock, recover, check for foreign changes, yield; then commit once or undo.

        ``discard`` throws away foreign changes to tracked files first (the
        user asked for it: ``rollback --discard``). A transaction that changes
        nothing makes no commit; :attr:`Transaction.commit_sha` says which.
        """
        with store_lock(self.root / LOCK_FILE, timeout=self.lock_timeout, on_wait=self.on_wait):
            self._remove_stale_git_lock()
            self.recover()
            changes = worktree.inspect(
                self.root, self.skills_subdir, self.clock.now(), adopting=adopting
            )
            if discard:
                worktree.discard(self.root, changes.foreign)
            elif changes.foreign:
                raise worktree.foreign_changes_error(self.root, changes.foreign)
            quarantine = self.root / QUARANTINE_DIR / uuid.uuid4().hex
            quarantine.mkdir(parents=True)
            txn = Transaction.begin(self, quarantine, checkpoint or self.checkpoint, changes)
            try:
                yield txn
                txn.finish()
            except BaseException:
                txn.abort()
                raise
            finally:
                shutil.rmtree(quarantine, ignore_errors=True)
                txn.close()

    def recover(self) -> None:
        """Undo what an interrupted transaction wrote (call with the lock held)."""
        marker = self.root / TXN_MARKER
        if marker.exists():
            recover_marker(self, marker)
        leftovers = self.root / QUARANTINE_DIR
        if leftovers.exists():
            shutil.rmtree(leftovers, ignore_errors=True)

    def _remove_stale_git_lock(self) -> None:
        """A ``.git/index.lock`` left by a killed git: we hold the store lock, so it is stale.

        Every git child of skillctl holds the store lock too (its descriptor is
        passed down), so while we hold it no skillctl git can be running.
        """
        stale = self.root / ".git" / "index.lock"
        if stale.exists():
            stale.unlink(missing_ok=True)
            if self.on_wait is not None:
                self.on_wait(f"removed a stale git lock {stale} left by an interrupted command")


def create_in_place(root: Path) -> Store:
    """Make the existing folder ``root`` a store whose skills stay where they are (``init``)."""
    if is_store(root):
        raise StoreError(
            f"{root} is already a skillctl store", hint=f"use it: skillctl --store {root} list"
        )
    if (root / ".git").exists():
        raise StoreError(
            f"{root} is already a git repository",
            hint="skillctl keeps its own history there; init a folder that is not under git",
        )
    root.mkdir(parents=True, exist_ok=True)
    with store_lock(root / LOCK_FILE, timeout=LOCK_TIMEOUT_SECONDS):
        write_layout(root, StoreConfig({"skills_dir": "."}), StoreState(), Lockfile())
        gitrepo.commit_all(root, f"create the skill store in {root}", {"Action": "init"})
    return Store(root, skills_subdir=".")


def write_layout(root: Path, config: StoreConfig, state: StoreState, lockfile: Lockfile) -> None:
    """Lay out a new store in ``root`` (the caller holds the lock and commits)."""
    gitrepo.init_repo(root)
    atomic_write(root / ".gitignore", GITIGNORE.encode())
    (root / META_DIR).mkdir(exist_ok=True)
    if config.skills_dir != ".":
        (root / SKILLS_DIR).mkdir(exist_ok=True)
        (root / SKILLS_DIR / ".gitkeep").touch()
    if config.document:
        atomic_write(root / CONFIG_FILE, config.dump())
    atomic_write(root / STATE_FILE, dump_record(state.to_json()))
    atomic_write(root / LOCKFILE, lockfile.dump())


def store_lock_path(root: Path) -> Path:
    """The lock file every writer of the store at ``root`` takes."""
    return root / LOCK_FILE


@dataclass(frozen=True, slots=True)
class StoreAccess:
    """How a command reaches the store: who hears about waits, how long to wait, the clock."""

    on_wait: Notice | None = None
    lock_timeout: float = LOCK_TIMEOUT_SECONDS
    clock: Clock | None = None
    checkpoint: Checkpoint | None = None
    """Called at each named step of a transaction (tests pause there to kill the process)."""

    def open(self, root: Path) -> Store:
        return Store.open(
            root,
            on_wait=self.on_wait,
            lock_timeout=self.lock_timeout,
            clock=self.clock,
            checkpoint=self.checkpoint,
        )
