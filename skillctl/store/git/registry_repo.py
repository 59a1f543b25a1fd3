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
from pathlib import Path

from skillctl.errors import RegistryError
from skillctl.store.git.env import clean_env
from skillctl.store.git.repo import commit_all
from skillctl.store.git.repo import head

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
        raise RegistryError(
            f"{what} failed for registry {url}: {detail}",
            hint="check the registry URL and your access to it",
        )
    return done.stdout


def clone_dir(url: str, cache_dir: Path) -> Path:
    """Where the working clone of ``url`` lives in the cache."""
    return cache_dir / "registries" / hashlib.sha256(url.encode()).hexdigest()[:32]


def sync_clone(url: str, cache_dir: Path) -> tuple[Path, str | None]:
    """A working clone of ``url`` reset to its default branch; (path, branch or None if empty)."""
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


def commit_and_push(
    work: Path, url: str, branch: str | None, subject: str, trailers: dict[str, str]
) -> tuple[str, bool]:
    """Commit the clone's changes and push; (sha, pushed). A rejected push returns False."""
    sha = commit_all(work, subject, trailers)
    target = branch or "main"
    done = _git(work, "push", "-q", "origin", f"HEAD:refs/heads/{target}")
    if done.returncode == 0:
        return sha, True
    if (
        "rejected" in done.stderr
        or "fetch first" in done.stderr
        or "non-fast-forward" in done.stderr
    ):
        return sha, False
    _checked(done, "push", url)
    return sha, False


def commit_local(work: Path, subject: str, trailers: dict[str, str]) -> str | None:
    """Commit in a registry folder that is a git work tree; None when it is a plain folder."""
    if not (work / ".git").exists():
        return None
    if head(work) is None and not any(p.name != ".git" for p in work.iterdir()):
        return None
    return commit_all(work, subject, trailers)
