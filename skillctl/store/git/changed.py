"""Read which files changed in the user's repository since a revision (``--changed-since``).

Functions that read the *user's* repository (``--changed-since``) keep the
inherited ``GIT_*`` variables on purpose: inside a git hook they describe
the repository being committed to, which is the one asked about.
"""

from __future__ import annotations

import os
from pathlib import Path

from skillctl.errors import NotARepositoryError
from skillctl.errors import RefNotFoundError
from skillctl.errors import StoreError


def changed_paths(start: Path, rev: str) -> list[Path]:
    """Files changed since ``rev`` in the repository holding ``start``: committed, staged,
    unstaged and untracked (not ignored). Paths are relative to the current folder."""
    import git

    try:
        repo = git.Repo(start, search_parent_directories=True)
    except (git.InvalidGitRepositoryError, git.NoSuchPathError) as e:
        raise NotARepositoryError(
            f"{start} is not inside a git repository",
            hint="run it in a git checkout, or drop --changed-since",
        ) from e
    with repo:
        if repo.working_tree_dir is None:
            raise NotARepositoryError(f"{start} is a bare repository", hint="run it in a checkout")
        root = Path(repo.working_tree_dir)
        try:
            repo.git.rev_parse("--verify", "--quiet", f"{rev}^{{commit}}")
        except git.GitCommandError as e:
            raise RefNotFoundError(
                f"git revision {rev!r} not found in {root}",
                hint="fetch it first (e.g. git fetch origin main) or pass another --changed-since",
            ) from e
        try:
            diffed = repo.git.diff("--name-only", "-z", "--no-renames", rev, "--")
            untracked = repo.git.ls_files("--others", "--exclude-standard", "-z")
        except git.GitCommandError as e:
            raise StoreError(
                f"git diff against {rev!r} failed: {e.stderr.strip()}", hint="check the repository"
            ) from e
    names = sorted({n for n in (diffed + "\0" + untracked).split("\0") if n})
    return [Path(os.path.relpath(root / name)) for name in names]
