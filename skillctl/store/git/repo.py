"""The store's own git repository: init, commit with trailers, log, status, read objects.

Every call runs with inherited ``GIT_*`` variables stripped (inside a
pre-commit hook ``GIT_INDEX_FILE`` would point at the user's repository),
hooks disabled, and the store's own identity, so a store commit never
touches another repository and never runs code.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Iterable
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from skillctl.errors import RefNotFoundError
from skillctl.errors import StoreError
from skillctl.store.git.env import clean_env
from skillctl.store.lock import held_lock_fds

_CONFIG = (
    "-c",
    "core.hooksPath=/dev/null",
    "-c",
    "commit.gpgsign=false",
    "-c",
    "tag.gpgsign=false",
    "-c",
    "user.name=skillctl",
    "-c",
    "user.email=skillctl@localhost",
    "-c",
    "core.autocrlf=false",
    "-c",
    "core.quotepath=false",
    # a commit may start `gc --auto`: inside the command, under the store lock; detached it
    # would run on after the lock is released, racing the next writer for git's ref locks
    "-c",
    "gc.autoDetach=false",
    "-c",
    "maintenance.autoDetach=false",
    "--literal-pathspecs",
)
TRAILER_PREFIX = "Skillctl-"


@dataclass(frozen=True, slots=True)
class CommitInfo:
    """One store commit: the transaction it recorded."""

    sha: str
    date: str
    subject: str
    trailers: dict[str, str]


def run_git(root: Path, *args: str, stdin: bytes | None = None) -> str:
    """Run one git command in ``root`` and return its stdout; failures become StoreError."""
    return run_git_bytes(root, *args, stdin=stdin).decode("utf-8", "replace")


def run_git_bytes(root: Path, *args: str, stdin: bytes | None = None) -> bytes:
    """Like :func:`run_git`, returning raw stdout."""
    done = _run(root, args, stdin)
    if done.returncode != 0:
        detail = done.stderr.decode("utf-8", "replace").strip()[-500:]
        if "No space left" in detail:
            raise StoreError(
                f"no space left on the device holding {root}",
                hint="free some disk space, then run the command again",
            )
        raise StoreError(f"git {args[0]} failed in {root}: {detail}", hint="run `skillctl doctor`")
    return done.stdout


def _run(
    root: Path, args: tuple[str, ...], stdin: bytes | None
) -> subprocess.CompletedProcess[bytes]:
    executable = shutil.which("git")
    if executable is None:
        raise StoreError("git is not installed", hint="install git; the store is a git repository")
    try:
        # The store lock's descriptor goes to every git child: a commit that outlives a
        # killed skillctl keeps the store locked until it ends, so recovery never races it.
        return subprocess.run(
            [executable, *_CONFIG, *args],
            cwd=root,
            env=clean_env(),
            input=stdin if stdin is not None else b"",
            capture_output=True,
            check=False,
            pass_fds=held_lock_fds(),
        )
    except OSError as e:
        raise StoreError(f"cannot run git in {root}: {e}", hint="check the git installation") from e


def init_repo(root: Path) -> None:
    """Make ``root`` a git repository on branch ``main`` (no-op when it already is one)."""
    if (root / ".git").exists():
        return
    run_git(root, "init", "-q", "-b", "main")


def head(root: Path) -> str | None:
    """The sha of HEAD, or None before the first commit."""
    try:
        return run_git(root, "rev-parse", "--verify", "-q", "HEAD").strip() or None
    except StoreError:
        return None


def commit_all(root: Path, subject: str, trailers: Mapping[str, str], *, body: str = "") -> str:
    """Stage everything (``.gitignore`` applies) and make one commit; returns its sha."""
    run_git(root, "add", "-A")
    lines = [subject, ""]
    if body:
        lines += [body, ""]
    lines += [f"{TRAILER_PREFIX}{key}: {value}" for key, value in trailers.items()]
    run_git(
        root,
        "commit",
        "-q",
        "--no-verify",
        "--allow-empty",
        "-F",
        "-",
        stdin="\n".join(lines).encode(),
    )
    sha = head(root)
    if sha is None:
        raise StoreError(f"the commit in {root} did not land", hint="run `skillctl verify`")
    return sha


def resolve_rev(root: Path, rev: str) -> str:
    """The full sha of a store revision."""
    try:
        return run_git(root, "rev-parse", "--verify", "-q", f"{rev}^{{commit}}").strip()
    except StoreError as e:
        raise RefNotFoundError(
            f"revision {rev!r} is not in the store history", hint="see `skillctl history`"
        ) from e


def history(root: Path, *, limit: int | None = None) -> list[CommitInfo]:
    """Store commits, newest first."""
    if head(root) is None:
        return []
    fmt = "%H%x1f%cI%x1f%s%x1f%(trailers:only,unfold)%x1e"
    args = ["log", f"--format={fmt}"]
    if limit:
        args.append(f"-n{limit}")
    commits = []
    for record in run_git(root, *args).split("\x1e"):
        if not record.strip():
            continue
        sha, date, subject, trailer_text = record.strip("\n").split("\x1f")
        trailers: dict[str, str] = {}
        for line in trailer_text.splitlines():
            key, _, value = line.partition(": ")
            if key.startswith(TRAILER_PREFIX):
                name = key[len(TRAILER_PREFIX) :]
                trailers[name] = f"{trailers[name]}; {value}" if name in trailers else value
        commits.append(CommitInfo(sha, date, subject, trailers))
    return commits


def fsck(root: Path) -> str:
    """``git fsck`` output; raises StoreError when the repository is damaged."""
    return run_git(root, "fsck", "--no-progress")


@dataclass(frozen=True, slots=True)
class StatusEntry:
    """One path ``git status`` reports: its two-letter code (``??`` untracked) and path."""

    code: str
    path: str


def status(root: Path) -> list[StatusEntry]:
    """Every changed or untracked path of the work tree (ignored files aside), sorted."""
    raw = run_git_bytes(root, "status", "--porcelain=v1", "-z", "--untracked-files=all")
    entries: list[StatusEntry] = []
    records = iter(raw.split(b"\0"))
    for record in records:
        if len(record) < 4:
            continue
        code = record[:2].decode()
        entries.append(StatusEntry(code, os.fsdecode(record[3:])))
        if code[0] in "RC":
            next(records, None)  # a rename's source path follows
    return sorted(entries, key=lambda e: e.path)


def has_staged_changes(root: Path) -> bool:
    """Whether the index differs from HEAD."""
    done = _run(root, ("diff", "--cached", "--quiet", "--no-ext-diff"), None)
    if done.returncode not in (0, 1):
        detail = done.stderr.decode("utf-8", "replace").strip()[-300:]
        raise StoreError(f"git diff failed in {root}: {detail}", hint="run `skillctl doctor`")
    return done.returncode == 1


def commit_staged(
    root: Path, subject: str, trailers: Iterable[tuple[str, str]], *, body: str = ""
) -> str:
    """Commit what is staged with a message of subject, body and ``Skillctl-`` trailers."""
    lines = [subject, ""]
    if body:
        lines += [body, ""]
    lines += [f"{TRAILER_PREFIX}{key}: {value}" for key, value in trailers]
    run_git(root, "commit", "-q", "--no-verify", "-F", "-", stdin="\n".join(lines).encode())
    sha = head(root)
    if sha is None:
        raise StoreError(f"the commit in {root} did not land", hint="run `skillctl doctor`")
    return sha


def unstage_all(root: Path) -> None:
    """Make the index equal HEAD again, leaving the work tree alone."""
    if head(root) is not None:
        run_git(root, "reset", "-q")


def changed_paths(root: Path, rev: str) -> list[str]:
    """Files that differ between HEAD and ``rev``."""
    changed = run_git_bytes(root, "diff", "--name-only", "-z", "--no-renames", "HEAD", rev)
    return sorted({os.fsdecode(p) for p in changed.split(b"\0") if p})


def tree_entries(root: Path, rev: str = "HEAD") -> list[tuple[str, str, str]]:
    """``(mode, blob id, path)`` of every file in ``rev``."""
    if head(root) is None:
        return []
    raw = run_git_bytes(root, "ls-tree", "-r", "-z", "--full-tree", rev)
    entries = []
    for record in raw.split(b"\0"):
        if not record:
            continue
        meta, _, path = record.partition(b"\t")
        mode, _kind, blob = meta.decode().split()
        entries.append((mode, blob, os.fsdecode(path)))
    return entries


def read_blobs(root: Path, blobs: Iterable[str]) -> dict[str, bytes]:
    """The contents of git objects by id, all read by one ``git cat-file --batch``."""
    wanted = list(dict.fromkeys(blobs))
    if not wanted:
        return {}
    raw = run_git_bytes(
        root, "cat-file", "--batch", stdin="".join(f"{b}\n" for b in wanted).encode()
    )
    found: dict[str, bytes] = {}
    position = 0
    for blob in wanted:
        end = raw.index(b"\n", position)
        header = raw[position:end].split()
        position = end + 1
        if len(header) < 3 or header[1] == b"missing":
            continue
        size = int(header[2])
        found[blob] = raw[position : position + size]
        position += size + 1
    return found
