"""The git-backed store and its transactions.

Layout (DESIGN.md §5): ``skills/<name>/``, ``.archive/<name>/``,
``.skillctl/state.json``, ``.skillctl/provenance/<name>.json``,
``skills.lock``. Everything tracked is committed once per transaction, so
the store is always the state of some commit: a crash in the middle leaves
uncommitted changes that the next writer discards before it starts.
Quarantine folders and the lock file live under ``.skillctl/`` and are
git-ignored.
"""

from __future__ import annotations

import json
import os
import shutil
import uuid
from collections.abc import Callable
from collections.abc import Iterator
from collections.abc import Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from dataclasses import field
from pathlib import Path

from skillctl.errors import StoreError
from skillctl.store.atomic import atomic_write
from skillctl.store.git import repo as gitrepo
from skillctl.store.lock import store_lock

SKILLS_DIR = "skills"
ARCHIVE_DIR = ".archive"
META_DIR = ".skillctl"
LOCKFILE = "skills.lock"
STATE_FILE = f"{META_DIR}/state.json"
PROVENANCE_DIR = f"{META_DIR}/provenance"
QUARANTINE_DIR = f"{META_DIR}/quarantine"
LOCK_FILE = f"{META_DIR}/lock"
# Present while a transaction runs; finding it with the lock free means its writer died.
TXN_MARKER = f"{META_DIR}/transaction"
GITIGNORE = "/.skillctl/quarantine/\n/.skillctl/lock\n/.skillctl/transaction\n/.skillctl/cache/\n__pycache__/\n"
LOCK_TIMEOUT_SECONDS = 60.0

Checkpoint = Callable[[str], None]


def _no_checkpoint(name: str) -> None:
    return None


@dataclass(slots=True)
class Transaction:
    """Changes to the store made under its lock; committed once by :meth:`Store.transaction`."""

    store: Store
    quarantine: Path
    checkpoint: Checkpoint
    subject: str = ""
    trailers: dict[str, str] = field(default_factory=dict)

    def new_quarantine_dir(self, name: str) -> Path:
        """An empty folder inside the store where a skill is built before it moves in."""
        folder = self.quarantine / uuid.uuid4().hex / name
        folder.mkdir(parents=True)
        return folder

    def put_skill(self, name: str, built: Path) -> None:
        """Move a built skill folder to ``skills/<name>``, replacing any previous one."""
        target = self.store.skill_dir(name)
        target.parent.mkdir(parents=True, exist_ok=True)
        if target.exists():
            old = self.quarantine / f"replaced-{uuid.uuid4().hex}"
            target.rename(old)
            self.checkpoint("replaced-old")
        built.rename(target)
        self.checkpoint("moved-in")

    def remove_skill(self, name: str) -> None:
        """Delete ``skills/<name>`` (the commit keeps it in history)."""
        target = self.store.skill_dir(name)
        if target.exists():
            target.rename(self.quarantine / f"removed-{uuid.uuid4().hex}")

    def write_json(self, relative: str, document: object) -> None:
        """Write a JSON file in the store atomically, sorted and newline-terminated."""
        path = self.store.root / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write(path, dump_json(document))

    def delete_file(self, relative: str) -> None:
        (self.store.root / relative).unlink(missing_ok=True)

    def commit(self, subject: str, trailers: Mapping[str, str]) -> None:
        """Say what this transaction's one commit will record."""
        self.subject = subject
        self.trailers = dict(trailers)


def dump_json(document: object) -> bytes:
    """The one JSON serialisation of store files: sorted keys, two-space indent, final newline."""
    return (json.dumps(document, sort_keys=True, indent=2, ensure_ascii=False) + "\n").encode()


@dataclass(slots=True)
class Store:
    """A store folder; :meth:`open` creates it on first use."""

    root: Path
    on_wait: Callable[[str], None] | None = None
    lock_timeout: float = LOCK_TIMEOUT_SECONDS
    skills_subdir: str = SKILLS_DIR

    @classmethod
    def open(
        cls,
        root: Path,
        *,
        on_wait: Callable[[str], None] | None = None,
        lock_timeout: float = LOCK_TIMEOUT_SECONDS,
    ) -> Store:
        """The store at ``root``, created (an empty git repository with the layout) if missing."""
        store = cls(root, on_wait, lock_timeout, skills_folder_name(root))
        if not (root / ".git").exists() or gitrepo.head(root) is None:
            store._create()
        elif (root / TXN_MARKER).exists():
            with store_lock(root / LOCK_FILE, timeout=lock_timeout, on_wait=on_wait):
                store._recover()
        return store

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
            gitrepo.init_repo(self.root)
            atomic_write(self.root / ".gitignore", GITIGNORE.encode())
            (self.root / SKILLS_DIR).mkdir(exist_ok=True)
            (self.root / SKILLS_DIR / ".gitkeep").touch()
            if not (self.root / STATE_FILE).exists():
                (self.root / META_DIR).mkdir(exist_ok=True)
                atomic_write(self.root / STATE_FILE, dump_json({"skills": {}}))
            if not (self.root / LOCKFILE).exists():
                atomic_write(self.root / LOCKFILE, dump_json({"lockfile_version": 1, "skills": {}}))
            gitrepo.commit_all(self.root, "create the skill store", {"Action": "init"})

    def skill_dir(self, name: str) -> Path:
        return self.skills_root / name

    @property
    def skills_root(self) -> Path:
        """Where installed skills live: ``skills/``, or the root of an adopted folder."""
        return self.root if self.skills_subdir == "." else self.root / self.skills_subdir

    def read_json(self, relative: str) -> dict[str, object]:
        """A store JSON file (state, provenance, lockfile); missing means empty."""
        path = self.root / relative
        try:
            loaded = json.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return {}
        except (OSError, ValueError) as e:
            raise StoreError(
                f"cannot read {path}: {e}", hint="run `skillctl verify`, or roll back"
            ) from e
        if not isinstance(loaded, dict):
            raise StoreError(f"{path} is not a JSON object", hint="run `skillctl verify`")
        return loaded

    @contextmanager
    def transaction(
        self, *, checkpoint: Checkpoint = _no_checkpoint, allow_dirty: bool = False
    ) -> Iterator[Transaction]:
        """Lock, recover from any interrupted writer, yield, then commit once (or discard).

        Changes nobody committed (no transaction marker) are someone editing the
        store by hand: a transaction refuses to sweep them into its commit.
        """
        with store_lock(self.root / LOCK_FILE, timeout=self.lock_timeout, on_wait=self.on_wait):
            self._recover()
            if not allow_dirty and not gitrepo.is_clean(self.root):
                raise StoreError(
                    f"the store {self.root} has changes no skillctl transaction made",
                    hint="see them with `skillctl verify`; undo them with `skillctl rollback HEAD`",
                )
            atomic_write(self.root / TXN_MARKER, f"{os.getpid()}\n".encode())
            quarantine = self.root / QUARANTINE_DIR / uuid.uuid4().hex
            quarantine.mkdir(parents=True)
            txn = Transaction(self, quarantine, checkpoint)
            try:
                yield txn
                if txn.subject:
                    checkpoint("before-commit")
                    gitrepo.commit_all(self.root, txn.subject, txn.trailers)
                    checkpoint("committed")
                else:
                    gitrepo.discard_changes(self.root)
            except BaseException:
                gitrepo.discard_changes(self.root)
                raise
            finally:
                shutil.rmtree(quarantine, ignore_errors=True)
                (self.root / TXN_MARKER).unlink(missing_ok=True)

    def _recover(self) -> None:
        """Drop what an interrupted transaction left (call with the lock held)."""
        if (self.root / TXN_MARKER).exists():
            gitrepo.discard_changes(self.root)
            (self.root / TXN_MARKER).unlink()
        leftovers = self.root / QUARANTINE_DIR
        if leftovers.exists():
            shutil.rmtree(leftovers, ignore_errors=True)

    def installed_names(self) -> list[str]:
        """Names of the installed skill folders, sorted (hidden folders are never skills)."""
        folder = self.skills_root
        if not folder.is_dir():
            return []
        return sorted(
            e.name
            for e in os.scandir(folder)
            if e.is_dir(follow_symlinks=False)
            and not e.name.startswith(".")
            and any(os.path.lexists(Path(e.path) / n) for n in ("SKILL.md", "skill.md"))
        )


def store_lock_path(root: Path) -> Path:
    """The lock file every writer of the store at ``root`` takes."""
    return root / LOCK_FILE


CONFIG_FILE = f"{META_DIR}/config.json"


def skills_folder_name(root: Path) -> str:
    """``skills`` for a created store; ``.`` for a folder adopted in place (``skillctl init``)."""
    try:
        config = json.loads((root / CONFIG_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return SKILLS_DIR
    value = config.get("skills_dir") if isinstance(config, dict) else None
    return value if value in (".", SKILLS_DIR) else SKILLS_DIR


@dataclass(frozen=True, slots=True)
class StoreAccess:
    """How a command waits for the store lock: who to tell, and for how long."""

    on_wait: Callable[[str], None] | None = None
    lock_timeout: float = LOCK_TIMEOUT_SECONDS

    def open(self, root: Path) -> Store:
        return Store.open(root, on_wait=self.on_wait, lock_timeout=self.lock_timeout)
