"""The store's own git repository: init, commit with trailers, log, restore, recover.

Every call runs with inherited ``GIT_*`` variables stripped (inside a
pre-commit hook ``GIT_INDEX_FILE`` would point at the user's repository),
hooks disabled, and the store's own identity, so a store commit never
touches another repository and never runs code.
"""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from skillctl.errors import RefNotFoundError
from skillctl.errors import StoreError
from skillctl.store.git.env import clean_env

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
)
TRAILER_PREFIX = "Skillctl-"


@dataclass(frozen=True, slots=True)
class CommitInfo:
    """One store commit: the transaction it recorded."""

    sha: str
    date: str
    subject: str
    trailers: dict[str, str]


def run_git(root: Path, *args: str) -> str:
    """Run one git command in ``root`` and return its stdout; failures become StoreError."""
    return run_git_bytes(root, *args).decode("utf-8", "replace")


def run_git_bytes(root: Path, *args: str) -> bytes:
    """Like :func:`run_git`, returning raw stdout."""
    executable = shutil.which("git")
    if executable is None:
        raise StoreError("git is not installed", hint="install git; the store is a git repository")
    try:
        done = subprocess.run(
            [executable, *_CONFIG, *args],
            cwd=root,
            env=clean_env(),
            capture_output=True,
            check=False,
        )
    except OSError as e:
        raise StoreError(f"cannot run git in {root}: {e}", hint="check the git installation") from e
    if done.returncode != 0:
        detail = done.stderr.decode("utf-8", "replace").strip()[-500:]
        raise StoreError(f"git {args[0]} failed in {root}: {detail}", hint="run `skillctl verify`")
    return done.stdout


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
    run_git(root, "commit", "-q", "--no-verify", "--allow-empty", "-m", "\n".join(lines))
    sha = head(root)
    if sha is None:
        raise StoreError(f"the commit in {root} did not land", hint="run `skillctl verify`")
    return sha


def is_clean(root: Path) -> bool:
    """Whether the work tree matches HEAD (ignored files aside)."""
    return run_git(root, "status", "--porcelain", "--untracked-files=all").strip() == ""


def discard_changes(root: Path) -> None:
    """Put the work tree back to HEAD: the recovery after an interrupted transaction."""
    if head(root) is None:
        return
    run_git(root, "reset", "-q", "--hard", "HEAD")
    run_git(root, "clean", "-q", "-fd")


def resolve_rev(root: Path, rev: str) -> str:
    """The full sha of a store revision."""
    try:
        return run_git(root, "rev-parse", "--verify", "-q", f"{rev}^{{commit}}").strip()
    except StoreError as e:
        raise RefNotFoundError(
            f"revision {rev!r} is not in the store history", hint="see `skillctl history`"
        ) from e


def restore_tree(root: Path, rev: str) -> None:
    """Make the index and work tree equal to ``rev`` (HEAD stays; the caller commits)."""
    run_git(root, "read-tree", "--reset", "-u", rev)
    run_git(root, "clean", "-q", "-fd")


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
        trailers = {}
        for line in trailer_text.splitlines():
            key, _, value = line.partition(": ")
            if key.startswith(TRAILER_PREFIX):
                trailers[key[len(TRAILER_PREFIX) :]] = value
        commits.append(CommitInfo(sha, date, subject, trailers))
    return commits


def fsck(root: Path) -> str:
    """``git fsck`` output; raises StoreError when the repository is damaged."""
    return run_git(root, "fsck", "--no-progress")


def committed_blobs(root: Path, folder: str) -> dict[str, dict[str, str]]:
    """For ``folder/<child>/…`` at HEAD: child → relative path → git blob id."""
    result: dict[str, dict[str, str]] = {}
    if head(root) is None:
        return result
    prefix = "" if folder == "." else folder.rstrip("/") + "/"
    for record in run_git(root, "ls-tree", "-r", "-z", "HEAD", "--", folder).split("\0"):
        if not record or not record.split("\t", 1)[1].startswith(prefix):
            continue
        meta, path = record.split("\t", 1)
        child, _, rest = path[len(prefix) :].partition("/")
        if rest and not child.startswith("."):
            result.setdefault(child, {})[rest] = meta.split()[2]
    return result


def restore_paths(root: Path, paths: list[str]) -> None:
    """Put ``paths`` back to HEAD, dropping local edits and files added there."""
    if not paths:
        return
    run_git(root, "checkout", "-q", "HEAD", "--", *paths)
    run_git(root, "clean", "-q", "-fd", "--", *paths)
