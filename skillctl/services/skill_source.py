"""Install specs (``./path``, ``git+URL[@rev][#subdir=…]``) and fetching them into quarantine."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from skillctl.errors import SourceError
from skillctl.store.copy import copy_skill_tree


@dataclass(frozen=True, slots=True)
class SkillSpec:
    """One install spec as the user wrote it, classified."""

    text: str
    origin: str  # "path" | "git"
    path: Path | None = None


@dataclass(frozen=True, slots=True)
class Fetched:
    """Where fetched content came from, pinned: what provenance and the lockfile record."""

    origin: str
    source: str
    ref: str | None
    commit: str | None
    subdir: str | None
    version: str | None = None


def parse_spec(text: str) -> SkillSpec:
    """Classify a spec; a name that is neither a path nor a git URL needs a registry."""
    if text.startswith("git+"):
        from skillctl.store.git.fetch import parse_git_spec

        parse_git_spec(text)  # raises SourceError with the accepted form
        return SkillSpec(text, "git")
    candidate = Path(text).expanduser()
    if text.startswith((".", "/", "~")) or candidate.is_dir():
        if not candidate.is_dir():
            raise SourceError(
                f"{text}: no such skill folder", hint="pass the folder that holds SKILL.md"
            )
        return SkillSpec(text, "path", candidate)
    raise SourceError(
        f"{text!r} is not a path or a git+URL, and no registry is configured to resolve names",
        hint="install from a folder (./my-skill) or git (git+https://host/repo@v1.0#subdir=skills/x)",
    )


def fetch_into(spec: SkillSpec, dest: Path, *, cache_dir: Path) -> Fetched:
    """Put the spec's files into the empty folder ``dest`` and say exactly what they are."""
    if spec.origin == "path" and spec.path is not None:
        copy_skill_tree(spec.path, dest)
        return Fetched("path", str(spec.path.resolve()), None, None, None)
    from skillctl.store.git.fetch import fetch_git_source
    from skillctl.store.git.fetch import parse_git_spec

    source = parse_git_spec(spec.text)
    dest.rmdir()  # the fetcher builds beside it and renames into place
    fetched = fetch_git_source(source, cache_dir=cache_dir, dest=dest)
    return Fetched("git", source.url, source.rev, fetched.commit, source.subdir)
