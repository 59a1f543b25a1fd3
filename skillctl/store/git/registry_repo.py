"""Registries kept in git: a working clone per remote, commits, and pushes that may race.

A publish writes into a clone that is reset to the remote's branch first; if
the push is rejected because someone else published meanwhile, the caller
resets to the new remote state, re-applies its change and pushes again, so
no publish is ever lost or merged blindly.
"""

from __future__ import annotations

import hashlib
import shutil
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from skillctl.errors import RegistryError
from skillctl.errors import StoreError
from skillctl.store.git.env import clean_env
from skillctl.store.git.repo import commit_all
from skillctl.store.git.repo import head
from skillctl.store.lock import store_lock

CLONE_LOCK_TIMEOUT_SECONDS = 300.0

_CONFIG = (
    "-c",
    "core.hooksPath=/dev/null",
    "-c",
    "protocol.ext.allow=never",
    "-c",
    "submodule.recurse=false",
    "-c",
    "core.symlinks=false",
)


def is_remote(location: str) -> bool:
    """A URL, an scp-like address, or a path to a bare repository (pushed to, not written)."""
    if location.startswith(("https://", "http://", "ssh://", "git://", "file://")):
        return True
    if "@" in location.split("/")[0] and ":" in location:
        return True
    path = Path(location).expanduser()
    return path.is_dir() and (path / "HEAD").is_file() and (path / "objects").is_dir()


def _git(cwd: Path | None, *args: str) -> subprocess.CompletedProcess[str]:
    executable = shutil.which("git")
    if executable is None:
        raise RegistryError("git is not installed", hint="install git to use git registries")
    return subprocess.run(
        [executable, *_CONFIG, *args],
        cwd=cwd,
        env=clean_env(),
        capture_output=True,
        text=True,
        check=False,
    )


def _checked(done: subprocess.CompletedProcess[str], what: str, url: str) -> str:
    if done.returncode != 0:
        detail = done.stderr.strip()[-400:]
        if "No space left on device" in detail:
            raise RegistryError(
                f"no space left on the device: {what} failed for registry {url}",
                hint="free some disk space, then run the command again",
            )
        raise RegistryError(
            f"{what} failed for registry {url}: {detail}",
            hint="check the registry URL and your access to it",
        )
    return done.stdout


def clone_dir(url: str, cache_dir: Path) -> Path:
    """Where the working clone of ``url`` lives in the cache."""
    return cache_dir / "registries" / hashlib.sha256(url.encode()).hexdigest()[:32]


@contextmanager
def clone_lock(url: str, cache_dir: Path) -> Iterator[None]:
    """One process at a time in the cache clone of ``url`` (fetch, reset, commit, push).

    Six concurrent publishes from one machine shared the clone and failed on
    git's own ``index.lock`` and ``config`` locks (issue 12). The lock file
    sits beside the clone, so it exists before the first clone does.
    """
    lock = clone_dir(url, cache_dir).with_suffix(".lock")
    with store_lock(lock, timeout=CLONE_LOCK_TIMEOUT_SECONDS):
        yield


def sync_clone(url: str, cache_dir: Path) -> tuple[Path, str | None]:
    """A working clone of ``url`` reset to its default branch; (path, branch or None if empty).

    Call it under :func:`clone_lock`. An empty remote gives no branch; pushes
    then go to the branch its HEAD names (see :func:`push_branch`).
    """
    work = clone_dir(url, cache_dir)
    if not (work / ".git").exists():
        shutil.rmtree(work, ignore_errors=True)
        work.parent.mkdir(parents=True, exist_ok=True)
        _checked(_git(None, "clone", "-q", "--no-recurse-submodules", url, str(work)), "clone", url)
    else:
        _checked(_git(work, "fetch", "-q", "--prune", "origin"), "fetch", url)
    branch = remote_branch(work)
    if branch is not None:
        _checked(_git(work, "checkout", "-q", "-B", branch, f"origin/{branch}"), "checkout", url)
        _checked(_git(work, "reset", "-q", "--hard", f"origin/{branch}"), "reset", url)
        _checked(_git(work, "clean", "-q", "-fdx"), "clean", url)
    return work, branch


def remote_branch(work: Path) -> str | None:
    """The remote's default branch (``main`` for a new, empty remote)."""
    done = _git(work, "symbolic-ref", "-q", "--short", "refs/remotes/origin/HEAD")
    if done.returncode == 0 and done.stdout.strip():
        return done.stdout.strip().split("/", 1)[1]
    listed = _git(work, "branch", "-r", "--format=%(refname:short)").stdout.split()
    for candidate in ("origin/main", "origin/master"):
        if candidate in listed:
            return candidate.split("/", 1)[1]
    return listed[0].split("/", 1)[1] if listed else None


def push_branch(work: Path, branch: str | None) -> str:
    """The branch to push to: the remote's, or for an empty remote the one its HEAD names.

    ``git clone`` of an empty repository points the clone's HEAD at the remote's
    unborn HEAD (git >= 2.31), so that branch is read back from the clone; pushing
    ``main`` to a remote whose HEAD says ``master`` left ``git log`` empty (issue 12).
    """
    if branch is not None:
        return branch
    done = _git(work, "symbolic-ref", "-q", "--short", "HEAD")
    named = done.stdout.strip()
    return named if done.returncode == 0 and named else "main"


def commit_and_push(
    work: Path, url: str, branch: str | None, subject: str, trailers: dict[str, str]
) -> tuple[str, bool]:
    """Commit the clone's changes and push; (sha, pushed). A rejected push returns False.

    ``pushed`` is True only once the commit is seen on the remote branch, fetched
    back after the push: exit 0 must mean the registry has it.
    """
    sha = commit_all(work, subject, trailers)
    target = push_branch(work, branch)
    done = _git(work, "push", "-q", "origin", f"HEAD:refs/heads/{target}")
    if done.returncode != 0:
        if any(
            word in done.stderr
            for word in ("rejected", "fetch first", "non-fast-forward", "cannot lock ref")
        ):
            return sha, False
        _checked(done, "push", url)
    _checked(
        _git(work, "fetch", "-q", "origin", f"+refs/heads/{target}:refs/remotes/origin/{target}"),
        "fetch after push",
        url,
    )
    landed = _git(work, "merge-base", "--is-ancestor", sha, f"refs/remotes/origin/{target}")
    return sha, landed.returncode == 0


def commit_local(work: Path, subject: str, trailers: dict[str, str]) -> str | None:
    """Commit in a registry folder that is a git work tree; None when it is a plain folder."""
    if not (work / ".git").exists():
        return None
    if head(work) is None and not any(p.name != ".git" for p in work.iterdir()):
        return None
    try:
        return commit_all(work, subject, trailers)
    except StoreError as e:
        if "No space left on device" not in e.message:
            raise
        raise RegistryError(
            f"no space left on the device: cannot commit in the registry {work}",
            hint="free some disk space, then publish again; the index already lists the "
            "version, so the next publish only commits it",
        ) from e
