"""Package names one edit away from a popular package: typosquats beyond any fixed list.

Names are taken from install commands (pip, uv, poetry, pipx, npm, yarn,
pnpm, bun, npx) in any text, from ``requirements*.txt`` lines and from
``package.json`` dependency keys. A name that is not itself popular but is
one insertion, deletion, substitution or swap of neighbours away from a
popular name of five or more letters is reported. The popular lists are
shipped in popular_packages.py (the most downloaded names, as commonly known), so the check
works offline; legitimate near neighbours are listed with them.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from functools import cache
from typing import TYPE_CHECKING

from skillctl.audit.finding import Confidence
from skillctl.audit.finding import Finding
from skillctl.audit.finding import Level
from skillctl.audit.finding import RuleInfo
from skillctl.audit.finding import Source
from skillctl.audit.finding import make_finding
from skillctl.audit.popular_packages import neighbours
from skillctl.audit.popular_packages import popular_npm
from skillctl.audit.popular_packages import popular_npm_scopes
from skillctl.audit.popular_packages import popular_pypi
from skillctl.audit.tree import FileKind

if TYPE_CHECKING:
    from skillctl.audit.tree import SkillTree

TYPOSQUAT = RuleInfo(
    "SKC-TS-001",
    "package-name-near-popular-package",
    "supply-chain",
    Level.HIGH,
    Confidence.MEDIUM,
    "A dependency is named one edit away from a popular package (a likely typosquat)",
    "Check the spelling against the package's official page and pin the real package.",
    "CWE-829",
)
RULES = (TYPOSQUAT,)

# The words of an install command, up to where the command (or the sentence it sits in) ends.
_ARGS = r"([^\n;&|#`,()]*?)(?=\s[-\u2013\u2014]\s|\.\s|[\n;&|#`,()]|$)"
_PY_INSTALL = re.compile(
    r"\b(?:pip[\d.]*|uv\s+pip|pipx|poetry|pdm|uv)\s+(?:install|add)\b" + _ARGS, re.I
)
_JS_INSTALL = re.compile(
    r"\b(?:npm\s+(?:install|i|add)|yarn\s+(?:global\s+)?add|pnpm\s+(?:add|install|i)|bun\s+(?:add|install)|npx)\b"
    + _ARGS,
    re.I,
)
_NAME = re.compile(r"^(@[\w.-]+/)?([A-Za-z0-9][\w.-]*)")
_TRIGGER = re.compile(r"install|\badd\b|npx|dependencies|\b(?:npm|pnpm)\s+i\b", re.I)


def scan_typosquats(tree: SkillTree) -> Iterator[Finding]:
    """A finding for each dependency name one edit from a popular package."""
    for file in tree.files:
        if file.kind is FileKind.BINARY or file.is_symlink:
            continue
        text = file.text()
        name = file.path.rsplit("/", 1)[-1]
        is_requirements = name.startswith("requirements") and name.endswith((".txt", ".in"))
        if not is_requirements and not _TRIGGER.search(text):
            continue
        for line, package, popular in _names(name, text, is_requirements=is_requirements):
            near = nearest_popular(package, popular)
            if near is not None:
                message = f"{TYPOSQUAT.message}: {package!r} is one edit from {near!r}"
                yield make_finding(
                    TYPOSQUAT, Source.PATTERN, file.path, line, package, message=message
                )


def _names(
    name: str, text: str, *, is_requirements: bool
) -> Iterator[tuple[int, str, frozenset[str]]]:
    lines = text.split("\n")
    for number, line in _logical_lines(lines):
        if is_requirements:
            found = _NAME.match(line.strip())
            if found and not line.strip().startswith(("-", "#")):
                yield number, found.group(2), popular_pypi()
            continue
        for pattern, popular in ((_PY_INSTALL, popular_pypi()), (_JS_INSTALL, popular_npm())):
            for match in pattern.finditer(line):
                words = match.group(1).split()
                if match.group(0).lower().startswith("npx"):  # the package; the rest are its args
                    words = [w for w in words if not w.startswith("-")][:1]
                for word in words:
                    if word.startswith(("-", "$", ".", "/", "~", "<", "{")) or "://" in word:
                        continue
                    found = _NAME.match(word.strip("'\""))
                    if found:
                        bare = re.split(r"[\[=<>!~@]", found.group(2))[0]
                        yield number, (found.group(1) or "") + bare, popular
    if name == "package.json":
        yield from _package_json(text, lines)


def _logical_lines(lines: list[str]) -> Iterator[tuple[int, str]]:
    """Lines with backslash continuations joined, each with the line it starts on."""
    pending, start = "", 1
    for number, line in enumerate(lines, start=1):
        if not pending:
            start = number
        if line.endswith("\\"):
            pending += line[:-1] + " "
            continue
        yield start, pending + line
        pending = ""
    if pending:
        yield start, pending


def _package_json(text: str, lines: list[str]) -> Iterator[tuple[int, str, frozenset[str]]]:
    try:
        document = json.loads(text)
    except ValueError:
        return
    if not isinstance(document, dict):
        return
    for key in ("dependencies", "devDependencies", "optionalDependencies", "peerDependencies"):
        section = document.get(key)
        if not isinstance(section, dict):
            continue
        for package in section:
            if isinstance(package, str):
                line = next((i for i, t in enumerate(lines, 1) if f'"{package}"' in t), 1)
                yield line, package, popular_npm()


def nearest_popular(package: str, popular: frozenset[str]) -> str | None:
    """The popular name ``package`` is one edit from, unless it is popular or a known neighbour."""
    name = package.lower().replace("_", "-")
    if name.startswith("@"):  # a scope one edit from a popular one: @hookfrom/resolvers
        scope = name[1:].split("/", 1)[0]
        near = _nearest(scope, popular_npm_scopes()) if scope not in popular_npm_scopes() else None
        return f"@{near}/{name.split('/', 1)[-1]}" if near else None
    if name in popular or name in neighbours() or len(name) < 4:
        return None
    return _nearest(name, popular)


def _nearest(name: str, popular: frozenset[str]) -> str | None:
    """The first popular name of five or more letters that ``name`` is one edit from."""
    for candidate in _comparable(popular):
        if abs(len(candidate) - len(name)) <= 1 and _one_edit(name, candidate):
            return candidate
    return None


def _one_edit(a: str, b: str) -> bool:
    """Whether ``a`` and ``b`` differ by one insertion, deletion, substitution or adjacent swap."""
    if a == b:
        return False
    if len(a) == len(b):
        diff = [i for i in range(len(a)) if a[i] != b[i]]
        if len(diff) == 1:
            return True
        return (
            len(diff) == 2
            and diff[1] == diff[0] + 1
            and a[diff[0]] == b[diff[1]]
            and a[diff[1]] == b[diff[0]]
        )
    short, long_ = (a, b) if len(a) < len(b) else (b, a)
    i = 0
    while i < len(short) and short[i] == long_[i]:
        i += 1
    return short[i:] == long_[i + 1 :]


def lookalike_of(new: str, old: str) -> bool:
    """Whether ``new`` would pass for the popular package ``old`` without being it: one edit
    away, or ``old`` with a word added (``python-dateutil-ng``, ``idna-ssl-compat``)."""
    new, old = (n.lower().replace("_", "-") for n in (new, old))
    popular = popular_pypi() | popular_npm()
    if old not in popular or new == old or new in popular or new in neighbours():
        return False
    return _one_edit(new, old) or new.startswith((f"{old}-", f"{old}.")) or new.endswith(f"-{old}")


@cache
def _comparable(popular: frozenset[str]) -> tuple[str, ...]:
    """The popular names of five or more letters, sorted once per list, not once per package."""
    return tuple(sorted(n for n in popular if len(n) >= 5))
