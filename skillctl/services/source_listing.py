"""The skills a source holds, and picking some of them to install.

A source (a folder or a git source) may be one skill, a repository holding
several, or a Claude Code plugin marketplace (``.claude-plugin/marketplace.json``
naming plugins and their skill folders). Listing fetches the source into a
temporary folder, finds every skill folder in it (and every skill folder the
marketplace names), and validates and audits each one; nothing is run.
Selecting turns ``--skill NAME`` or ``--all`` into one requirement per skill folder
(``#subdir=`` for git, a sub-folder for paths) for the install service.
"""

from __future__ import annotations

import difflib
import json
import posixpath
import tempfile
from collections.abc import Iterable
from dataclasses import dataclass
from dataclasses import replace
from pathlib import Path

from skillctl.audit.verdict import Verdict
from skillctl.errors import SourceError
from skillctl.errors import UsageError
from skillctl.services.skill_source import Requirement
from skillctl.services.skill_source import parse_requirement
from skillctl.spec.discover import SkillLocation
from skillctl.spec.discover import discover_skills
from skillctl.spec.discover import has_skill_file
from skillctl.spec.problems import Severity
from skillctl.spec.validate import examine_skill

MARKETPLACE = ".claude-plugin/marketplace.json"
MAX_MARKETPLACE_BYTES = 1024 * 1024


@dataclass(frozen=True, slots=True)
class ListedSkill:
    """One skill folder in a source; ``path`` is relative to the source ("." for its root)."""

    name: str
    path: str
    description: str
    verdict: Verdict | None  # None: not a valid skill, so not audited
    plugin: str | None
    problem: str | None


@dataclass(frozen=True, slots=True)
class SourceListing:
    """What a source holds, sorted by path; ``notes`` say what the marketplace could not give."""

    source: str
    commit: str | None
    skills: tuple[ListedSkill, ...]
    notes: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class _Found:
    path: str
    plugin: str | None


def list_source(text: str, *, cache_dir: Path, is_audited: bool = True) -> SourceListing:
    """Every skill in the folder or git source ``text``, validated and (optionally) audited."""
    requirement = parse_requirement(text)
    if requirement.origin == "path" and requirement.path is not None:
        return _listing(requirement.text, None, requirement.path, is_audited=is_audited)
    if requirement.origin != "git":
        raise UsageError(
            f"{text!r} is a registry name; --list, --skill and --all take a folder or a git source",
            hint="e.g. skillctl install owner/repo --list",
        )
    from skillctl.store.git.fetch import fetch_git_source
    from skillctl.store.git.fetch import parse_git_requirement

    with tempfile.TemporaryDirectory(prefix="skillctl-list-") as scratch:
        tree = Path(scratch) / "tree"
        fetched = fetch_git_source(
            parse_git_requirement(requirement.text), cache_dir=cache_dir, dest=tree
        )
        return _listing(requirement.text, fetched.commit, tree, is_audited=is_audited)


def select_requirements(
    text: str, names: Iterable[str], *, is_all: bool, cache_dir: Path
) -> tuple[str, ...]:
    """One install requirement per chosen skill of the source ``text``, in listing order."""
    listing = list_source(text, cache_dir=cache_dir, is_audited=False)
    if not listing.skills:
        raise SourceError(f"{text} holds no skill (no SKILL.md in it)", hint=_list_hint(text))
    wanted = sorted(set(names))
    by_name = {skill.name: skill for skill in listing.skills}
    unknown = [name for name in wanted if name not in by_name]
    if unknown:
        close = difflib.get_close_matches(unknown[0], list(by_name), n=1)
        maybe = f"did you mean {close[0]}? " if close else ""
        raise UsageError(
            f"{text} holds no skill named {', '.join(unknown)}; it holds {_names(listing)}",
            hint=f"{maybe}see them with: skillctl install {text} --list",
        )
    chosen = listing.skills if is_all else tuple(by_name[name] for name in wanted)
    return tuple(_requirement_for(parse_requirement(text), skill.path) for skill in chosen)


def refuse_unselected(incoming: Path, text: str) -> None:
    """Refuse a fetched source without SKILL.md at its root, saying which skills it holds."""
    if has_skill_file(incoming):
        return
    listing = _listing(text, None, incoming, is_audited=False)
    if not listing.skills:
        raise SourceError(
            f"{text} holds no skill: no SKILL.md at its root or in any folder below",
            hint="point at the skill's folder (git+URL#subdir=path, owner/repo/path)",
        )
    raise UsageError(
        f"{text} holds {_count(len(listing.skills))}: {_names(listing)}; say which to install",
        hint=f"add --skill NAME (repeatable) or --all; see them with: skillctl install {text} --list",
    )


def _listing(text: str, commit: str | None, root: Path, *, is_audited: bool) -> SourceListing:
    found, notes = _found_skills(root)
    rules = None
    if is_audited:
        from skillctl.audit.packs import load_rules

        rules = load_rules()
    skills = []
    for item in found:
        folder = root / item.path
        display = f"{text}:{item.path}"
        report, document = examine_skill(SkillLocation(folder, display), is_folder_renamed=True)
        frontmatter = (document.frontmatter if document is not None else None) or {}
        description = frontmatter.get("description")
        errors = [p for p in report.problems if p.severity is Severity.ERROR]
        problem = f"{errors[0].code} {errors[0].message}" if errors else None
        verdict = None
        if rules is not None and report.name is not None and problem is None:
            from skillctl.audit.scan import audit_skill

            verdict = audit_skill(folder, display, rules, honor_suppressions=False).verdict
        skills.append(
            ListedSkill(
                report.name or posixpath.basename(item.path) or "?",
                item.path,
                description.strip() if isinstance(description, str) else "",
                verdict,
                item.plugin,
                problem,
            )
        )
    return SourceListing(text, commit, tuple(skills), tuple(notes))


def _found_skills(root: Path) -> tuple[list[_Found], list[str]]:
    """Skill folders below ``root`` (relative POSIX paths), with the plugin naming each."""
    plugins, notes = _marketplace(root)
    paths = {
        Path(location.directory).resolve().relative_to(root.resolve()).as_posix()
        for location in discover_skills([root])
    }
    for path in plugins:
        if has_skill_file(root / path) and not _has_link(root, path):
            paths.add(path)
        else:
            notes.append(f"{MARKETPLACE} names {path or '.'}, which holds no SKILL.md")
    found = [_Found(path or ".", plugins.get(path)) for path in sorted(paths)]
    return found, sorted(set(notes))


def _marketplace(root: Path) -> tuple[dict[str, str], list[str]]:
    """``{skill folder: plugin name}`` from the marketplace file, and what was skipped."""
    path = root / MARKETPLACE
    if not path.is_file() or path.is_symlink() or (root / ".claude-plugin").is_symlink():
        return {}, []
    with path.open("rb") as handle:
        data = handle.read(MAX_MARKETPLACE_BYTES + 1)
    if len(data) > MAX_MARKETPLACE_BYTES:
        return {}, [f"{MARKETPLACE} is over {MAX_MARKETPLACE_BYTES} bytes; not read"]
    try:
        document = json.loads(data)
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        return {}, [f"{MARKETPLACE} is not valid JSON ({error}); not read"]
    if not isinstance(document, dict) or not isinstance(document.get("plugins"), list):
        return {}, [f"{MARKETPLACE} has no plugins list; not read"]
    metadata = document.get("metadata")
    plugin_root = metadata.get("pluginRoot") if isinstance(metadata, dict) else None
    found: dict[str, str] = {}
    notes: list[str] = []
    for plugin in document["plugins"]:
        if not isinstance(plugin, dict) or not isinstance(plugin.get("name"), str):
            notes.append(f"{MARKETPLACE} has a plugin without a name; skipped")
            continue
        name, source = plugin["name"], plugin.get("source", "./")
        if not isinstance(source, str):
            notes.append(f"plugin {name} comes from another repository; not listed")
            continue
        if isinstance(plugin_root, str) and not source.startswith("./"):
            source = posixpath.join(plugin_root, source)
        base = _relative(source)
        declared = plugin.get("skills")
        if base is None:
            notes.append(f"plugin {name} names a path outside the repository; skipped")
            continue
        folders: list[str | None] = (
            [_relative(posixpath.join(base or ".", s)) for s in declared if isinstance(s, str)]
            if isinstance(declared, list)
            else list(_children(root, posixpath.join(base or ".", "skills")))
        )
        if any(folder is None for folder in folders):
            notes.append(f"plugin {name} names a path outside the repository; skipped")
            continue
        found.update({folder: name for folder in folders if folder is not None})
    return found, notes


def _relative(path: str) -> str | None:
    """``path`` normalised inside the repository ("" for its root), or None if it leaves it."""
    normal = posixpath.normpath(path.strip())
    if normal.startswith(("/", "../")) or normal == ".." or "\\" in normal:
        return None
    return "" if normal == "." else normal


def _children(root: Path, folder: str) -> list[str]:
    """The sub-folders of ``folder`` (a plugin's default ``skills/``), without links."""
    base = _relative(folder)
    directory = root / (base or ".")
    if base is None or not directory.is_dir() or _has_link(root, base):
        return []
    return sorted(
        posixpath.join(base, child.name)
        for child in directory.iterdir()
        if child.is_dir() and not child.is_symlink()
    )


def _has_link(root: Path, path: str) -> bool:
    """Whether any component of ``root/path`` is a symlink (never followed)."""
    current = root
    for part in Path(path).parts:
        current = current / part
        if current.is_symlink():
            return True
    return False


def _requirement_for(requirement: Requirement, path: str) -> str:
    if path == ".":
        return requirement.text
    if requirement.origin == "path" and requirement.path is not None:
        return str(requirement.path / path)
    from skillctl.store.git.fetch import parse_git_requirement

    source = parse_git_requirement(requirement.text)
    subdir = path if source.subdir is None else f"{source.subdir}/{path}"
    return replace(source, subdir=subdir).requirement


def _names(listing: SourceListing) -> str:
    return ", ".join(f"{skill.name} ({skill.path})" for skill in listing.skills)


def _count(count: int) -> str:
    return f"{count} skill" if count == 1 else f"{count} skills"


def _list_hint(text: str) -> str:
    return f"see what it holds with: skillctl install {text} --list"
