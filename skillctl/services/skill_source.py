"""Install requirements (what the user asked for) and fetching them into quarantine.

A requirement is a folder (``./path``), a git source (``git+URL[@rev][#subdir=…]``,
GitHub shorthand ``owner/repo[/path][@ref]`` or a github.com browser URL)
or a registry name with a PEP 440 specifier. A GitHub source is rewritten to
its ``git+https://github.com/…`` form, which is what provenance and the
lockfile record. Fetching writes the files into
an empty quarantine folder and returns exactly what was fetched (resolved
commit, chosen version), which provenance and the lockfile then pin.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import urlsplit
from urllib.parse import urlunsplit

from skillctl.errors import RegistryError
from skillctl.errors import SourceError
from skillctl.resolve.version import Candidate
from skillctl.resolve.version import NameRequirement
from skillctl.resolve.version import choose_version
from skillctl.resolve.version import parse_name_requirement
from skillctl.resources import default_registry_dir
from skillctl.store.copy import copy_skill_tree
from skillctl.store.dirhash import hash_as
from skillctl.store.dirhash import matches
from skillctl.store.registry import DirectoryRegistry

if TYPE_CHECKING:
    from skillctl.services.registries import RegistrySet

REGISTRY_PREFIX = "registry:"
_PIN = re.compile(r"^([a-z0-9][a-z0-9._-]*):([a-z0-9].*)$")


@dataclass(frozen=True, slots=True)
class Requirement:
    """One install requirement as the user wrote it, classified."""

    text: str
    origin: str  # "path" | "git" | "registry"
    path: Path | None = None
    name: NameRequirement | None = None
    pin: str | None = None  # the registry a "registry:name" requirement insists on
    note: str | None = None  # said to the user when this skill lands (e.g. a forward)


@dataclass(frozen=True, slots=True)
class Fetched:
    """Where fetched content came from, pinned: what provenance and the lockfile record."""

    origin: str
    source: str
    ref: str | None
    commit: str | None
    subdir: str | None
    version: str | None = None
    warning: str | None = None
    is_builtin: bool = False  # from the registry embedded in skillctl itself


def parse_requirement(text: str) -> Requirement:
    """Classify a requirement: git URL, existing folder, GitHub source, or a registry name.

    An existing folder wins over GitHub shorthand (``skills/pdf`` on disk is
    the folder): what is on disk is what the user sees, and no lookalike
    repository gets fetched instead. ``https://github.com/o/r`` always means
    GitHub; ``./o/r`` always means the folder.
    """
    from skillctl.store.git.requirement import github_source

    if text.startswith("git+"):
        from skillctl.store.git.fetch import parse_git_requirement

        parse_git_requirement(text)  # raises SourceError with the accepted form
        return Requirement(text, "git")
    candidate = Path(text).expanduser()
    if text.startswith((".", "/", "~")) or text.endswith(("/", os.sep)) or candidate.is_dir():
        if not candidate.is_dir():
            what = "is not a folder" if os.path.lexists(candidate) else "no such folder"
            raise SourceError(f"{text}: {what}", hint="pass the folder that holds SKILL.md")
        note = None
        if github_source(text) is not None:
            note = (
                f"installed the folder {text}; for GitHub's {text}, write https://github.com/{text}"
            )
        return Requirement(text, "path", candidate, note=note)
    github = github_source(text)
    if github is not None:
        return Requirement(github.requirement, "git")
    pinned = _PIN.match(text)
    if pinned:
        return Requirement(
            text, "registry", name=parse_name_requirement(pinned.group(2)), pin=pinned.group(1)
        )
    return Requirement(text, "registry", name=parse_name_requirement(text))


def fetch_into(
    requirement: Requirement, dest: Path, *, cache_dir: Path, registries: RegistrySet | None
) -> Fetched:
    """Put the requirement's files into the empty folder ``dest`` and say exactly what they are."""
    if requirement.origin == "path" and requirement.path is not None:
        copy_skill_tree(requirement.path, dest)
        return Fetched("path", str(requirement.path.resolve()), None, None, None)
    if requirement.origin == "registry" and requirement.name is not None:
        if registries is None or not registries.refs:
            raise SourceError(
                f"{requirement.text!r} names a registry skill, but no registry is configured",
                hint="pass --registry PATH, or install from a folder or git+URL",
            )
        return fetch_from_registry(
            registries.owner(requirement.name.name, requirement.pin), requirement.name, dest
        )
    from skillctl.store.git.fetch import fetch_git_source
    from skillctl.store.git.fetch import parse_git_requirement

    source = parse_git_requirement(requirement.text)
    dest.rmdir()  # the fetcher builds beside it and renames into place
    fetched = fetch_git_source(source, cache_dir=cache_dir, dest=dest)
    return Fetched(
        "git", without_credentials(source.url), source.rev, fetched.commit, source.subdir
    )


def without_credentials(url: str) -> str:
    """``url`` as provenance, the lockfile and messages record it: no password or token.

    ``https://user:TOKEN@host/x`` becomes ``https://host/x`` (a credential helper
    supplies it next time); a bare ssh user such as ``ssh://git@host`` is kept,
    since it is part of the address, not a secret (issue 12).
    """
    parts = urlsplit(url)
    userinfo, at, host = parts.netloc.rpartition("@")
    scheme = parts.scheme.removeprefix("git+")
    if not at or (":" not in userinfo and scheme not in ("http", "https")):
        return url
    return urlunsplit(parts._replace(netloc=host))


def fetch_from_registry(registry: DirectoryRegistry, name: NameRequirement, dest: Path) -> Fetched:
    """Copy the chosen version and check its files against the index's content hash."""
    published = registry.versions(name.name)
    version, is_yanked = choose_version(
        name, [Candidate(p.version, p.is_yanked) for p in published]
    )
    info = next(p for p in published if p.version == version)
    copy_skill_tree(registry.package_dir(name.name, version), dest)
    if not matches(dest, info.content_hash):
        raise RegistryError(
            f"{registry.label}: {name.name} {version} does not match its index entry "
            f"(files hash to {hash_as(dest, info.content_hash)}, "
            f"the index says {info.content_hash})",
            hint="the registry was changed by hand instead of by publishing; tell its maintainers",
        )
    warning = None
    if is_yanked:
        warning = f"{name.name} {version} is yanked: {info.yanked_reason or 'no reason given'}"
    embedded = default_registry_dir()
    is_builtin = embedded is not None and registry.root.resolve() == embedded.resolve()
    return Fetched(
        "registry",
        f"{REGISTRY_PREFIX}{registry.label}",
        None,
        None,
        None,
        version=version,
        warning=warning,
        is_builtin=is_builtin,
    )
