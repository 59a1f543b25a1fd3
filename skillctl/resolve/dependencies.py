"""Resolve ``metadata.requires`` between skills: one version per name, dependencies first.

``requires`` is a string of comma-separated ``name specifier`` items
(``"git-diff-review>=1.0, commit-message-style"``); a specifier may itself
hold commas (``pdf-tools>=1,<2``), so a piece that starts with an operator
belongs to the item before it. Every name gets the newest version that meets
all constraints on it; when none does, one error lists every constraint and
who asked for it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from packaging.specifiers import InvalidSpecifier
from packaging.specifiers import SpecifierSet

from skillctl.errors import SourceError
from skillctl.errors import UsageError
from skillctl.resolve.version import Candidate
from skillctl.resolve.version import NameRequirement
from skillctl.resolve.version import choose_version
from skillctl.resolve.version import parse_name_requirement

MAX_ROUNDS = 100
_OPERATOR = re.compile(r"^\s*(===|==|!=|~=|<=|>=|<|>)")


@dataclass(frozen=True, slots=True)
class Published:
    """A version of a skill and what it requires."""

    version: str
    is_yanked: bool
    requires: str | None


@dataclass(frozen=True, slots=True)
class Resolved:
    """A chosen version, and who required it (empty for what the user asked for)."""

    name: str
    version: str
    is_yanked: bool
    required_by: tuple[str, ...]


def parse_requires(text: str | None) -> list[NameRequirement]:
    """The items of a ``requires`` string; a malformed one is a SourceError."""
    if not text or not text.strip():
        return []
    items: list[str] = []
    for piece in text.split(","):
        if _OPERATOR.match(piece) and items:
            items[-1] = f"{items[-1]},{piece.strip()}"
        elif piece.strip():
            items.append(piece.strip())
    try:
        return [parse_name_requirement(item) for item in items]
    except UsageError as e:
        # Published data, not the user's typing: an operational error about the registry.
        raise SourceError(f"requires {text!r}: {e.message}", hint=e.hint) from e


def resolve(
    roots: list[NameRequirement], versions_of: Callable[[str], list[Published]]
) -> list[Resolved]:
    """Versions for ``roots`` and everything they require, dependencies before dependents."""
    constraints: dict[str, list[tuple[SpecifierSet, str]]] = {}
    for root in roots:
        constraints.setdefault(root.name, []).append((root.specifier, "you"))
    chosen: dict[str, tuple[str, bool]] = {}
    edges: dict[str, set[str]] = {}
    for _ in range(MAX_ROUNDS):
        changed = False
        for name in sorted(constraints):
            combined = _combined(name, constraints[name])
            published = versions_of(name)
            try:
                pick = choose_version(
                    NameRequirement(name, combined),
                    [Candidate(p.version, p.is_yanked) for p in published],
                )
            except SourceError:
                raise _conflict(name, constraints[name], published) from None
            if chosen.get(name) == pick:
                continue
            chosen[name] = pick
            changed = True
            info = next(p for p in published if p.version == pick[0])
            edges[name] = set()
            for requirement in parse_requires(info.requires):
                edges[name].add(requirement.name)
                entries = constraints.setdefault(requirement.name, [])
                owner = f"{name} {pick[0]}"
                entries[:] = [e for e in entries if not e[1].startswith(f"{name} ")]
                entries.append((requirement.specifier, owner))
        if not changed:
            return _ordered(chosen, edges, constraints)
    raise SourceError(
        "the dependencies did not settle after many rounds",
        hint="check for requirements that keep changing each other",
    )


def _combined(name: str, entries: list[tuple[SpecifierSet, str]]) -> SpecifierSet:
    text = ",".join(str(requirement) for requirement, _ in entries if str(requirement))
    try:
        return SpecifierSet(text)
    except InvalidSpecifier as e:
        raise SourceError(
            f"bad specifier for {name}: {text}", hint="fix the requires string"
        ) from e


def _conflict(
    name: str, entries: list[tuple[SpecifierSet, str]], published: list[Published]
) -> SourceError:
    asked = "; ".join(
        f"{'you asked for' if who == 'you' else who + ' needs'} {name}{requirement or ' (any version)'}"
        for requirement, who in entries
    )
    offered = ", ".join(sorted(p.version for p in published if not p.is_yanked)) or "none"
    return SourceError(
        f"cannot satisfy {name}: {asked}; available: {offered}",
        hint="relax one of these requirements, or publish a version that fits all of them",
    )


def _ordered(
    chosen: dict[str, tuple[str, bool]],
    edges: dict[str, set[str]],
    constraints: dict[str, list[tuple[SpecifierSet, str]]],
) -> list[Resolved]:
    ordered: list[str] = []
    visiting: set[str] = set()

    def visit(name: str) -> None:
        if name in ordered or name in visiting:
            return  # a cycle is installed together in one transaction anyway
        visiting.add(name)
        for dependency in sorted(edges.get(name, ())):
            visit(dependency)
        visiting.discard(name)
        ordered.append(name)

    for name in sorted(chosen):
        visit(name)
    return [
        Resolved(
            name,
            chosen[name][0],
            chosen[name][1],
            tuple(sorted({who for _, who in constraints.get(name, []) if who != "you"})),
        )
        for name in ordered
    ]
