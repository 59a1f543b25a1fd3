"""Fetch a skill from a git source (``git+URL[@rev][#subdir=path]``) without running any of it.

Each URL has one bare mirror, ``<cache_dir>/git/<sha256(url)[:32]>.git``: cloned on first use
(without template hooks), fetched with tags and pruning later. The revision is resolved to a
full commit sha first; then the tree at that commit (or its ``subdir``) is listed and every
blob is written by us. Nothing is checked out, so no hook, filter, submodule or link of the
source takes effect. A tree holding a symlink, a submodule, a Git LFS pointer, an unsafe
path, or more than the size limits is refused as a whole, and ``dest`` is then not created.

git runs as a plain subprocess with an environment built from scratch: GitPython only
overlays ``env`` on ``os.environ`` (and ``git.Repo`` itself reads ``GIT_OBJECT_DIRECTORY``
and ``GIT_COMMON_DIR``), so inherited ``GIT_*`` variables cannot be stripped through it.
"""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import subprocess
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from pathlib import PurePosixPath

from skillctl.errors import RefNotFoundError
from skillctl.errors import SourceError
from skillctl.errors import SourceRefusedError
from skillctl.errors import StoreError
from skillctl.store.git.env import clean_env
from skillctl.store.git.requirement import SPEC_FORM
from skillctl.store.git.requirement import GitSource
from skillctl.store.git.requirement import bad_requirement
from skillctl.store.git.requirement import is_scp_like
from skillctl.store.git.requirement import parse_git_requirement
from skillctl.store.git.requirement import path_problem
from skillctl.store.git.requirement import redact

__all__ = [
    "SPEC_FORM",
    "FetchedSource",
    "GitSource",
    "fetch_git_source",
    "latest_commit",
    "parse_git_requirement",
]

_SAFETY_CONFIG = (
    "core.hooksPath=/dev/null",
    "protocol.ext.allow=never",
    "submodule.recurse=false",
    "fetch.recurseSubmodules=false",
    "core.symlinks=false",
)
_REMOTE_HEAD = "refs/skillctl/remote-head"
_LFS_POINTER = b"version https://git-lfs.github.com/spec/v1"
_FILE_MODES = {"100644": 0o644, "100664": 0o644, "100755": 0o755}
_SHA = re.compile(r"[0-9a-f]{40}(?:[0-9a-f]{24})?")


@dataclass(frozen=True, slots=True)
class FetchedSource:
    """What ``fetch_git_source`` wrote to ``path``: ``commit`` is the full resolved sha and
    ``url`` the remote actually used (a local path made absolute)."""

    url: str
    rev: str | None
    commit: str
    subdir: str | None
    path: Path


@dataclass(frozen=True, slots=True)
class _Entry:
    """One ``ls-tree -r -l`` line; ``path`` is relative to the exported tree."""

    mode: str
    kind: str
    sha: str
    size: int | None
    path: str


def fetch_git_source(
    source: GitSource,
    *,
    cache_dir: Path,
    dest: Path,
    max_file_bytes: int = 5 * 1024 * 1024,
    max_total_bytes: int = 50 * 1024 * 1024,
    max_files: int = 2000,
) -> FetchedSource:
    """Write the files of ``source`` into the new folder ``dest`` and say which commit they are.

    ``dest`` must not exist; it appears complete or not at all (built beside it, then renamed).
    Unsafe content raises SourceError naming the path, an unknown rev RefNotFoundError, and a
    cache or ``dest`` that cannot be written StoreError. No git hook or checkout ever runs.
    """
    if (
        parse_git_requirement(source.requirement) != source
    ):  # a source built by hand gets the same checks
        raise bad_requirement(
            source.requirement, "its URL, rev or subdir would be read differently"
        )
    if dest.exists() or dest.is_symlink():
        raise StoreError(f"{dest} already exists", hint="fetch into a folder that does not exist")
    remote = _remote_url(source.url)
    mirror = _updated_mirror(remote, cache_dir)
    commit = _resolve(mirror, remote, source.rev)
    tree = commit if source.subdir is None else _subtree(mirror, remote, commit, source.subdir)
    entries = _list_tree(mirror, remote, tree)
    refuse = _Refuser(remote, commit, "" if source.subdir is None else f"{source.subdir}/")
    _check_entries(
        entries,
        refuse,
        max_file_bytes=max_file_bytes,
        max_total_bytes=max_total_bytes,
        max_files=max_files,
    )
    blobs = _read_blobs(mirror, remote, entries)
    for entry, data in zip(entries, blobs, strict=True):
        if data.startswith(_LFS_POINTER):
            raise refuse(
                entry.path,
                "is a Git LFS pointer, not the file itself",
                hint="ask the author to commit the real file (skills cannot use Git LFS)",
            )
    _write_tree(dest, entries, blobs, refuse)
    return FetchedSource(remote, source.rev, commit, source.subdir, dest)


def latest_commit(source: GitSource, *, cache_dir: Path) -> str:
    """The full sha ``source.rev`` (or the default HEAD) points to on the remote now."""
    remote = _remote_url(source.url)
    return _resolve(_updated_mirror(remote, cache_dir), remote, source.rev)


def _remote_url(url: str) -> str:
    """The URL git is given: a local path is made absolute, so the cache key is stable."""
    if "://" in url or is_scp_like(url):
        return url
    return str(Path(url).expanduser().resolve())


def _git(
    args: Sequence[str], *, cwd: Path | None = None, stdin: bytes = b""
) -> subprocess.CompletedProcess[bytes]:
    """Run git with the safety config and a clean environment; the caller reads returncode."""
    executable = shutil.which("git")
    if executable is None:
        raise SourceError("git is not installed", hint="install git to use git+ sources")
    config = [item for pair in (("-c", c) for c in _SAFETY_CONFIG) for item in pair]
    try:
        return subprocess.run(
            [executable, *config, *args],
            cwd=cwd,
            input=stdin,
            env=clean_env(),
            capture_output=True,
            check=False,
        )
    except OSError as e:
        raise SourceError(f"cannot run git: {e}", hint="check the git installation") from e


def _stderr(done: subprocess.CompletedProcess[bytes]) -> str:
    return redact(done.stderr.decode("utf-8", "replace").strip()[-500:])


def _updated_mirror(remote: str, cache_dir: Path) -> Path:
    """The bare mirror of ``remote``, cloned on first use and fetched (tags, prune) later."""
    mirror = cache_dir / "git" / f"{hashlib.sha256(remote.encode()).hexdigest()[:32]}.git"
    if mirror.is_dir():
        refspecs = (
            "+refs/heads/*:refs/heads/*",
            "+refs/tags/*:refs/tags/*",
            f"+HEAD:{_REMOTE_HEAD}",
        )
        done = _git(["fetch", "--quiet", "--prune", "--tags", "--", remote, *refspecs], cwd=mirror)
        if done.returncode != 0:
            raise SourceError(
                f"git fetch from {redact(remote)} failed: {_stderr(done)}",
                hint=f"check the URL and your access (git ls-remote URL); if it persists, "
                f"delete the cache {mirror}",
            )
        return mirror
    try:
        mirror.parent.mkdir(parents=True, exist_ok=True)
        staging = Path(tempfile.mkdtemp(prefix=".clone-", dir=mirror.parent))
    except OSError as e:
        raise StoreError(
            f"cannot create the git cache in {mirror.parent}: {e.strerror}",
            hint="check the permissions of the cache folder (SKILLCTL_CACHE)",
        ) from e
    try:
        clone = staging / "repo.git"
        # --template= copies no template hooks into the mirror (init.templateDir is ignored).
        done = _git(["clone", "--bare", "--quiet", "--template=", "--", remote, str(clone)])
        if done.returncode != 0:
            raise SourceError(
                f"git clone of {redact(remote)} failed: {_stderr(done)}",
                hint="check the URL and your access (git ls-remote URL)",
            )
        if _git(["update-ref", _REMOTE_HEAD, "HEAD"], cwd=clone).returncode != 0:
            raise SourceError(
                f"{redact(remote)} has no commits on its default branch",
                hint="push a commit, or name a branch or tag with @rev",
            )
        try:
            clone.rename(mirror)
        except OSError:
            if not mirror.is_dir():  # else another process cloned it meanwhile: use theirs
                raise
    except OSError as e:
        raise StoreError(
            f"cannot write the git cache {mirror}: {e.strerror}",
            hint="check the permissions of the cache folder (SKILLCTL_CACHE)",
        ) from e
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return mirror


def _resolve(mirror: Path, remote: str, rev: str | None) -> str:
    """The full commit sha of ``rev`` (a branch, tag or short or full sha) in the mirror."""
    # The remote's HEAD as last fetched, not the mirror's own (which is fixed at clone time).
    # Revs cannot start with '-' (fetch_git_source re-checks), so this is never an option.
    name = _REMOTE_HEAD if rev in (None, "HEAD") else rev
    done = _git(["rev-parse", "--verify", "--quiet", f"{name}^{{commit}}"], cwd=mirror)
    commit = done.stdout.decode("ascii", "replace").strip()
    if done.returncode != 0 or _SHA.fullmatch(commit) is None:
        raise RefNotFoundError(
            f"git revision {rev or 'HEAD'!r} not found in {redact(remote)}",
            hint="name an existing branch, tag or commit (git ls-remote URL lists them), "
            "or a longer sha if a short one is ambiguous",
        )
    return commit


def _subtree(mirror: Path, remote: str, commit: str, subdir: str) -> str:
    done = _git(["cat-file", "--batch-check"], cwd=mirror, stdin=f"{commit}:{subdir}\n".encode())
    fields = done.stdout.decode("utf-8", "replace").split()
    if done.returncode != 0 or len(fields) != 3 or fields[1] != "tree":
        what = "is not a folder" if len(fields) == 3 else "does not exist"
        raise SourceError(
            f"subdir {subdir!r} {what} in {redact(remote)} at {commit[:12]}",
            hint="check #subdir=path: it is relative to the repository root",
        )
    return fields[0]


def _damaged(mirror: Path, remote: str, what: str) -> SourceError:
    return SourceError(
        f"cannot read {what} from {redact(remote)}",
        hint=f"the cached clone may be damaged; delete {mirror} and retry",
    )


def _list_tree(mirror: Path, remote: str, tree: str) -> list[_Entry]:
    """Every file under ``tree`` in git's order; sizes are read from the object headers."""
    done = _git(["ls-tree", "-r", "-z", "-l", tree], cwd=mirror)
    if done.returncode != 0:
        raise _damaged(mirror, remote, f"the tree {tree} ({_stderr(done)})")
    entries: list[_Entry] = []
    for record in done.stdout.split(b"\0"):
        if not record:
            continue
        meta, _, raw_path = record.partition(b"\t")
        fields = meta.decode("ascii", "replace").split()
        if len(fields) != 4 or not (fields[3].isdigit() or fields[3] == "-"):
            # ls-tree -l prints "BAD" as the size of an object it cannot find.
            raise _damaged(mirror, remote, f"{raw_path!r} (ls-tree said {meta!r})")
        mode, kind, sha, size = fields
        try:
            path = raw_path.decode("utf-8")
        except UnicodeDecodeError as e:
            raise SourceError(
                f"refusing {redact(remote)}: the path {raw_path!r} is not UTF-8",
                hint="rename the file in the source repository",
            ) from e
        entries.append(_Entry(mode, kind, sha, None if size == "-" else int(size), path))
    return entries


@dataclass(frozen=True, slots=True)
class _Refuser:
    """Builds the SourceError that refuses a whole fetch because of one path."""

    remote: str
    commit: str
    prefix: str

    def __call__(self, path: str, why: str, *, hint: str) -> SourceRefusedError:
        where = (self.prefix + path) or "the repository root"
        return SourceRefusedError(
            f"refusing {redact(self.remote)} at {self.commit[:12]}: {where} {why}", hint=hint
        )


def _check_entries(
    entries: Sequence[_Entry],
    refuse: _Refuser,
    *,
    max_file_bytes: int,
    max_total_bytes: int,
    max_files: int,
) -> None:
    """Raise for the first unsafe entry (in git's order), before any blob is read."""
    if len(entries) > max_files:
        raise refuse(
            "", f"holds {len(entries)} files, over the limit of {max_files}", hint="pick a subdir"
        )
    total = 0
    for entry in entries:
        problem = path_problem(entry.path)
        if problem is not None:
            raise refuse(repr(entry.path), problem, hint="the source repository is malformed")
        if entry.mode == "120000":
            raise refuse(entry.path, "is a symlink", hint="replace the link with the file itself")
        if entry.mode == "160000" or PurePosixPath(entry.path).name.lower() == ".gitmodules":
            raise refuse(
                entry.path, "is a git submodule", hint="copy the files into the skill instead"
            )
        # ls-tree prints canonical modes only; anything else is refused rather than guessed at.
        if entry.kind != "blob" or entry.mode not in _FILE_MODES or entry.size is None:
            raise refuse(entry.path, f"has the unsupported mode {entry.mode}", hint="remove it")
        if entry.size > max_file_bytes:
            raise refuse(
                entry.path,
                f"is {entry.size} bytes, over the limit of {max_file_bytes}",
                hint="remove large files from the skill",
            )
        total += entry.size
    if total > max_total_bytes:
        raise refuse(
            "", f"holds {total} bytes, over the limit of {max_total_bytes}", hint="pick a subdir"
        )


def _read_blobs(mirror: Path, remote: str, entries: Sequence[_Entry]) -> list[bytes]:
    """Every entry's bytes from one ``cat-file --batch``, checked against the listing."""
    request = "".join(f"{entry.sha}\n" for entry in entries).encode()
    done = _git(["cat-file", "--batch"], cwd=mirror, stdin=request)
    output, offset = done.stdout, 0
    blobs: list[bytes] = []
    for entry in entries:
        end = output.find(b"\n", offset)
        header = output[offset:end].decode("ascii", "replace").split()
        if done.returncode != 0 or end < 0 or header != [entry.sha, "blob", str(entry.size)]:
            raise _damaged(mirror, remote, f"{entry.path} ({_stderr(done) or 'missing'})")
        offset = end + 1 + (entry.size or 0)
        blobs.append(output[end + 1 : offset])
        offset += 1  # the newline after each object
    return blobs


def _write_tree(
    dest: Path, entries: Sequence[_Entry], blobs: Sequence[bytes], refuse: _Refuser
) -> None:
    """Create ``dest`` holding exactly ``entries``, via a temp folder beside it."""
    try:
        dest.parent.mkdir(parents=True, exist_ok=True)
        staging = Path(
            tempfile.mkdtemp(prefix=f".{dest.name}.", suffix=".partial", dir=dest.parent)
        )
    except OSError as e:
        raise StoreError(f"cannot create {dest}: {e.strerror}", hint="check permissions") from e
    try:
        for entry, data in zip(entries, blobs, strict=True):
            target = staging.joinpath(*entry.path.split("/"))
            flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
            try:
                target.parent.mkdir(parents=True, exist_ok=True)
                fd = os.open(target, flags, 0o600)
            except (FileExistsError, NotADirectoryError) as e:
                # A crafted tree (a duplicate entry, a file and a folder of one name) or names
                # that differ only in case on a case-insensitive filesystem.
                raise refuse(
                    entry.path, "clashes with another path", hint="rename one of the files"
                ) from e
            with os.fdopen(fd, "wb") as handle:
                handle.write(data)
            target.chmod(_FILE_MODES[entry.mode])
        staging.chmod(0o755)
        staging.rename(dest)
    except OSError as e:
        raise StoreError(
            f"cannot write {dest}: {e}", hint="check permissions and disk space"
        ) from e
    finally:
        shutil.rmtree(staging, ignore_errors=True)
