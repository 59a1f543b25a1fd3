"""Parse git source requirements strictly: what git may be asked to fetch.

The canonical form is ``git+URL[@rev][#subdir=path]``. GitHub shorthand
(``owner/repo[/path][@ref]``) and github.com browser URLs (``…/tree/<ref>/<path>``)
are read into the same :class:`GitSource`, so one fetcher serves all of them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from skillctl.errors import SourceError

SPEC_FORM = "git+URL[@rev][#subdir=path]"
_SPEC_HINT = (
    f"use {SPEC_FORM} with an https://, ssh://, file://, git@host:path or local-path URL, "
    "e.g. git+https://github.com/org/skills.git@v1.0#subdir=skills/pdf"
)
_SCHEMES = frozenset({"https", "ssh", "file"})
_REV = re.compile(r"[A-Za-z0-9_][A-Za-z0-9._/+-]*")
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")
_PASSWORD = re.compile(r"(://[^/@:]*):[^/@]*@")
GITHUB = "https://github.com/"
_GITHUB_FORM = "owner/repo[/path][@ref] or https://github.com/owner/repo[/tree/<ref>/<path>]"
# GitHub's own rules: owners are alphanumeric with inner hyphens (39 at most); repository
# names are letters, digits, '.', '_' and '-'.
_OWNER = re.compile(r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,37}[A-Za-z0-9])?")
_REPO = re.compile(r"[A-Za-z0-9._-]+")


@dataclass(frozen=True, slots=True)
class GitSource:
    """A parsed ``git+URL[@rev][#subdir=path]``; ``rev`` None means the remote's default HEAD."""

    url: str
    rev: str | None
    subdir: str | None

    @property
    def requirement(self) -> str:
        """The ``git+…`` text that parses back to this source."""
        rev = "" if self.rev is None else f"@{self.rev}"
        subdir = "" if self.subdir is None else f"#subdir={self.subdir}"
        return f"git+{self.url}{rev}{subdir}"


def parse_git_requirement(requirement: str) -> GitSource:
    """Split ``git+URL[@rev][#subdir=path]``; the rev follows the last ``@`` in the URL's path
    part (so ``git@host:org/repo.git@v1`` has rev ``v1``). Raises SourceError for anything
    else, including ``transport::address`` URLs, option-like values and unsafe subdirs."""
    if not requirement.startswith("git+"):
        raise bad_requirement(requirement, "it does not start with git+")
    rest, has_fragment, fragment = requirement.removeprefix("git+").partition("#")
    subdir = _parse_fragment(requirement, fragment) if has_fragment else None
    prefix, path_part = _split_path_part(rest)
    url_path, has_rev, rev = path_part.rpartition("@")
    if not has_rev:
        return GitSource(_checked_url(requirement, rest), None, subdir)
    if not _is_valid_rev(rev):
        raise bad_requirement(requirement, f"{rev!r} is not a branch, tag or commit name")
    return GitSource(_checked_url(requirement, prefix + url_path), rev, subdir)


def github_source(text: str) -> GitSource | None:
    """``text`` as a GitHub source, or None when it is not written like one.

    Shorthand is ``owner/repo[/path/to/skill][@ref]``; browser URLs are
    ``https://github.com/owner/repo`` optionally followed by ``/tree/<ref>[/<path>]``
    or ``/blob/<ref>/<path>/SKILL.md``. A ref holding ``/`` cannot be told apart
    from the path in a browser URL: its first segment is taken as the ref (use
    shorthand's ``@ref`` for such branches). Raises SourceError for a github.com
    URL or shorthand that names an unsafe path or ref.
    """
    if text.startswith(GITHUB):
        return _from_browser_url(text)
    if "://" in text or ":" in text or text.startswith((".", "/", "~", "-")) or "/" not in text:
        return None
    location, has_ref, ref = text.rpartition("@")
    if not has_ref:
        location = text
    owner, _, rest = location.partition("/")
    repo, _, path = rest.partition("/")
    if _OWNER.fullmatch(owner) is None or _REPO.fullmatch(repo) is None or repo in (".", ".."):
        return None
    return _github(text, owner, repo, ref if has_ref else None, path or None)


def _from_browser_url(text: str) -> GitSource:
    location = text.removeprefix(GITHUB).split("?", 1)[0].split("#", 1)[0].rstrip("/")
    parts = location.split("/")
    if len(parts) < 2 or _OWNER.fullmatch(parts[0]) is None or _REPO.fullmatch(parts[1]) is None:
        raise _bad_github(text, "it does not name an owner and a repository")
    owner, repo, rest = parts[0], parts[1], parts[2:]
    if not rest:
        return _github(text, owner, repo, None, None)
    if rest[0] not in ("tree", "blob") or len(rest) < 2:
        raise _bad_github(text, f"/{rest[0]}/ pages are not a source; use /tree/<ref>/<path>")
    path = rest[2:]
    if rest[0] == "blob" and path and path[-1] in ("SKILL.md", "skill.md"):
        path = path[:-1]
    return _github(text, owner, repo, rest[1], "/".join(path) or None)


def _github(text: str, owner: str, repo: str, ref: str | None, path: str | None) -> GitSource:
    if ref is not None and not _is_valid_rev(ref):
        raise _bad_github(text, f"{ref!r} is not a branch, tag or commit name")
    subdir = None if path is None else path.rstrip("/")
    if subdir is not None:
        problem = path_problem(subdir)
        if problem is not None:
            raise _bad_github(text, f"the path {subdir!r} {problem}")
    repo = repo.removesuffix(".git")
    return GitSource(f"{GITHUB}{owner}/{repo}.git", ref, subdir)


def _bad_github(text: str, why: str) -> SourceError:
    return SourceError(
        f"bad GitHub source {redact(text)!r}: {why}",
        hint=f"write {_GITHUB_FORM}, or {SPEC_FORM} for any git host",
    )


def bad_requirement(requirement: str, why: str) -> SourceError:
    """The error for an unusable requirement, with any password in the URL masked."""
    return SourceError(f"bad git source {redact(requirement)!r}: {why}", hint=_SPEC_HINT)


def _parse_fragment(requirement: str, fragment: str) -> str:
    key, has_value, value = fragment.partition("=")
    if key != "subdir" or not has_value:
        raise bad_requirement(requirement, f"the fragment #{fragment} is not subdir=path")
    subdir = value.rstrip("/")
    problem = path_problem(subdir)
    if problem is not None:
        raise bad_requirement(requirement, f"subdir {value!r} {problem}")
    return subdir


def is_scp_like(url: str) -> bool:
    """``[user@]host:path`` as git reads it: a ``:`` before any ``/`` and no ``://``."""
    colon, slash = url.find(":"), url.find("/")
    return "://" not in url and colon > 0 and (slash == -1 or colon < slash)


def _split_path_part(url: str) -> tuple[str, str]:
    """``(everything before the path, the path)``, so an ``@`` in user info is never a rev."""
    if "://" in url:
        scheme, sep, after = url.partition("://")
        authority, slash, path = after.partition("/")
        return scheme + sep + authority, slash + path
    if is_scp_like(url):
        host, colon, path = url.partition(":")
        return host + colon, path
    return "", url


def _checked_url(requirement: str, url: str) -> str:
    if not url or url.startswith("-") or _CONTROL.search(url):
        raise bad_requirement(
            requirement, "the URL is empty, starts with '-' or holds control characters"
        )
    if "::" in url:
        raise bad_requirement(requirement, "transport::address URLs are not accepted")
    prefix, path = _split_path_part(url)
    if "://" in url:
        scheme, _, authority = prefix.partition("://")
        if scheme.lower() not in _SCHEMES:
            raise bad_requirement(requirement, f"the {scheme}:// scheme is not accepted")
        if path.strip("/") == "" or (scheme.lower() != "file" and not authority):
            raise bad_requirement(requirement, "the URL has no host or no repository path")
    elif is_scp_like(url) and not path:
        raise bad_requirement(requirement, "the URL has no repository path after ':'")
    return url


def _is_valid_rev(rev: str) -> bool:
    return (
        _REV.fullmatch(rev) is not None
        and ".." not in rev
        and "//" not in rev
        and "/." not in rev
        and not rev.endswith(("/", ".", ".lock"))
    )


def path_problem(path: str) -> str | None:
    """Why a repository-relative POSIX path is unsafe to write, or None."""
    if path.startswith("/"):
        return "is absolute"
    if "\\" in path:
        return "contains a backslash"
    if _CONTROL.search(path):
        return "contains a control character"
    parts = path.split("/")
    if any(part in ("", ".", "..") for part in parts):
        return "has an empty, '.' or '..' component"
    if any(part.lower() == ".git" for part in parts):
        return "has a .git component"
    return None


def redact(text: str) -> str:
    """``text`` with the password of any ``scheme://user:password@`` masked."""
    return _PASSWORD.sub(r"\1:***@", text)
