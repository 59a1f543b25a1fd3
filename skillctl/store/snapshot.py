"""The store as its last commit recorded it: what read-only commands see, without the lock.

A writer changes the work tree file by file, but moves HEAD in one step, so
reading records from HEAD gives a consistent view at any moment. Everything
comes from two git calls (``ls-tree`` and one ``cat-file --batch``).
"""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import field
from pathlib import Path

from skillctl.store.config import StoreConfig
from skillctl.store.git import repo as gitrepo
from skillctl.store.layout import ARCHIVE_DIR
from skillctl.store.layout import CONFIG_FILE
from skillctl.store.layout import LOCKFILE
from skillctl.store.layout import PROVENANCE_DIR
from skillctl.store.layout import SKILLS_DIR
from skillctl.store.layout import STATE_FILE
from skillctl.store.layout import TARGETS_FILE
from skillctl.store.layout import provenance_path
from skillctl.store.link_table import LinkTable
from skillctl.store.lockfile import Lockfile
from skillctl.store.provenance import Provenance
from skillctl.store.state import StoreState


@dataclass(frozen=True, slots=True)
class TreeFile:
    """A file as committed: its git mode and blob id."""

    mode: str
    blob: str


@dataclass(slots=True)
class Snapshot:
    """Records and file listing of one store commit."""

    root: Path
    commit: str | None
    files: dict[str, TreeFile]
    state: StoreState = field(default_factory=StoreState)
    config: StoreConfig = field(default_factory=StoreConfig)
    _provenance: dict[str, Provenance | None] = field(default_factory=dict)
    _by_folder: dict[str, dict[str, TreeFile]] | None = None
    # The lockfile and the link table hold an entry per skill and are checked
    # against their schemas when first used: the curator, at 10,000 skills,
    # needs neither.
    _raw: dict[str, bytes] = field(default_factory=dict)
    _lockfile: Lockfile | None = None
    _links: LinkTable | None = None

    @classmethod
    def at(cls, root: Path, rev: str = "HEAD") -> Snapshot:
        commit = gitrepo.head(root) if rev == "HEAD" else gitrepo.resolve_rev(root, rev)
        if commit is None:
            return cls(root, None, {})
        files = {
            path: TreeFile(mode, blob) for mode, blob, path in gitrepo.tree_entries(root, commit)
        }
        wanted = [p for p in (STATE_FILE, LOCKFILE, CONFIG_FILE, TARGETS_FILE) if p in files]
        blobs = gitrepo.read_blobs(root, [files[p].blob for p in wanted])
        snap = cls(root, commit, files)

        def where(path: str) -> str:
            return f"{root / path} (at commit {commit[:12]})"

        def data(path: str) -> bytes | None:
            entry = files.get(path)
            return blobs.get(entry.blob) if entry is not None else None

        if (raw := data(STATE_FILE)) is not None:
            snap.state = StoreState.parse(raw, where=where(STATE_FILE))
        if (raw := data(CONFIG_FILE)) is not None:
            snap.config = StoreConfig.parse(raw, where=where(CONFIG_FILE))
        for path in (LOCKFILE, TARGETS_FILE):
            if (raw := data(path)) is not None:
                snap._raw[path] = raw
        return snap

    @property
    def lockfile(self) -> Lockfile:
        if self._lockfile is None:
            raw = self._raw.get(LOCKFILE)
            self._lockfile = (
                Lockfile.parse(raw, where=self._where(LOCKFILE)) if raw is not None else Lockfile()
            )
        return self._lockfile

    @property
    def links(self) -> LinkTable:
        if self._links is None:
            raw = self._raw.get(TARGETS_FILE)
            self._links = (
                LinkTable.parse(raw, where=self._where(TARGETS_FILE))
                if raw is not None
                else LinkTable()
            )
        return self._links

    def _where(self, path: str) -> str:
        return f"{self.root / path} (at commit {(self.commit or '')[:12]})"

    @property
    def skills_prefix(self) -> str:
        folder = self.config.skills_dir
        return "" if folder == "." else f"{folder}/"

    def skill_files(self, name: str, *, archived: bool = False) -> dict[str, TreeFile]:
        """Relative path → committed file, for one skill folder."""
        parent = ARCHIVE_DIR if archived else self.skills_prefix.rstrip("/")
        return dict(self._folders().get(f"{parent}/{name}" if parent else name, {}))

    def _folders(self) -> dict[str, dict[str, TreeFile]]:
        """Files under each folder one and two levels deep, grouped once, so ``verify`` of
        10,000 skills reads the listing once instead of once per skill (issue 12)."""
        if self._by_folder is None:
            grouped: dict[str, dict[str, TreeFile]] = {}
            for path, entry in self.files.items():
                top, _, rest = path.partition("/")
                if rest:
                    grouped.setdefault(top, {})[rest] = entry
                    sub, _, tail = rest.partition("/")
                    if tail:
                        grouped.setdefault(f"{top}/{sub}", {})[tail] = entry
            self._by_folder = grouped
        return self._by_folder

    def installed_names(self) -> list[str]:
        """Skill folders committed under the skills folder that the state knows, sorted."""
        prefix = self.skills_prefix
        names = {
            p[len(prefix) :].split("/", 1)[0]
            for p in self.files
            if p.startswith(prefix) and "/" in p[len(prefix) :]
        }
        return sorted(n for n in names if n in self.state.skills and not n.startswith("."))

    def archived_names(self) -> list[str]:
        prefix = f"{ARCHIVE_DIR}/"
        names = {p[len(prefix) :].split("/", 1)[0] for p in self.files if p.startswith(prefix)}
        return sorted(names)

    def provenance(self, name: str) -> Provenance | None:
        if name not in self._provenance:
            self.load_provenance([name])
        return self._provenance[name]

    def load_provenance(self, names: list[str]) -> None:
        """Read the provenance of ``names`` in one git call."""
        missing = [n for n in names if n not in self._provenance]
        paths = {n: provenance_path(n) for n in missing}
        blobs = gitrepo.read_blobs(
            self.root, [self.files[p].blob for p in paths.values() if p in self.files]
        )
        for name, path in paths.items():
            entry = self.files.get(path)
            raw = blobs.get(entry.blob) if entry is not None else None
            self._provenance[name] = (
                Provenance.parse(raw, where=f"{self.root / path}", check_schema=len(paths) < 20)
                if raw is not None
                else None
            )

    def record_paths(self) -> list[str]:
        """Every committed record file (for the schema walk in tests and ``doctor``)."""
        fixed = [p for p in (STATE_FILE, LOCKFILE, CONFIG_FILE, TARGETS_FILE) if p in self.files]
        provenance = sorted(p for p in self.files if p.startswith(f"{PROVENANCE_DIR}/"))
        return fixed + provenance


__all__ = ["SKILLS_DIR", "Snapshot", "TreeFile"]
