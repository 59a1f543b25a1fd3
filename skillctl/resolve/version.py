"""Pick the version a requirement asks for, the way pip does: newest allowed, yanked and
pre-releases skipped unless asked for (a yanked version only by an exact ``==`` pin)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from packaging.specifiers import InvalidSpecifier
from packaging.specifiers import SpecifierSet
from packaging.version import InvalidVersion
from packaging.version import Version

from skillctl.errors import SourceError
from skillctl.errors import UsageError


@dataclass(frozen=True, slots=True)
class NameRequirement:
    """``name`` plus a PEP 440 specifier (empty means any)."""

    name: str
    specifier: SpecifierSet

    @property
    def exact(self) -> Version | None:
        """The pinned version when the requirement is exactly ``==X`` (no wildcard)."""
        requirements = list(self.specifier)
        if (
            len(requirements) == 1
            and requirements[0].operator in ("==", "===")
            and "*" not in requirements[0].version
        ):
            try:
                return Version(requirements[0].version)
            except InvalidVersion:
                return None
        return None


@dataclass(frozen=True, slots=True)
class Candidate:
    """One published version as the resolver sees it."""

    version: str
    is_yanked: bool


_NAME = re.compile(r"\s*([A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?)(.*)$", re.DOTALL)
_EXAMPLES = "e.g. pdf-tools, pdf-tools==1.2.0, 'pdf-tools>=1.2,<2'"


def parse_name_requirement(text: str) -> NameRequirement:
    """``pdf-tools``, ``pdf-tools==1.2.0``, ``pdf-tools>=1.2,<2``, ``pdf-tools~=1.2``.

    What the user typed is checked here in plain words, so a typo such as
    ``foo>>1`` or ``Foo Bar`` is a usage error (exit 2) that says what is wrong,
    never the packaging parser's grammar (issue 12).
    """
    matched = _NAME.match(text)
    if matched is None:
        raise UsageError(
            f"{text!r} is not a skill name: a name starts with a letter or digit",
            hint=_EXAMPLES,
        )
    name, rest = matched.group(1), matched.group(2).strip()
    if rest[:1] in ("[", "@", ";"):
        raise UsageError(
            f"{text!r}: extras, URLs and markers are not used for skills",
            hint="write name and specifier only; a git source is git+URL",
        )
    if rest[:1].isalnum() or rest[:1] in ("/", "\\"):
        raise UsageError(
            f"{text!r} is not one skill name: a name has no spaces or slashes",
            hint=f"name one skill per argument, {_EXAMPLES}; a folder starts with ./",
        )
    try:
        specifier = SpecifierSet(rest)
    except InvalidSpecifier:
        raise UsageError(
            f"{text!r}: {rest!r} is not a version specifier",
            hint="compare with ==, !=, <, <=, >, >= or ~=, separated by commas; " + _EXAMPLES,
        ) from None
    return NameRequirement(name.lower().replace("_", "-"), specifier)


def choose_version(
    requirement: NameRequirement, candidates: Iterable[Candidate], *, pre: bool = False
) -> tuple[str, bool]:
    """The newest allowed version and whether it is yanked (only possible for an exact pin)."""
    parsed: list[tuple[Version, Candidate]] = []
    for candidate in candidates:
        try:
            parsed.append((Version(candidate.version), candidate))
        except InvalidVersion:
            continue
    exact = requirement.exact
    if exact is not None:
        for version, candidate in parsed:
            if version == exact:
                return candidate.version, candidate.is_yanked
    # As pip: pre-releases only when asked for, or when the specifier names one.
    wants_pre = pre or any(_is_prerelease(s.version) for s in requirement.specifier)
    allowed = [
        (version, c)
        for version, c in parsed
        if not c.is_yanked and requirement.specifier.contains(version, prereleases=wants_pre)
    ]
    if not allowed:
        offered = ", ".join(sorted((c.version for _, c in parsed), key=Version)) or "none"
        raise SourceError(
            f"no version of {requirement.name} matches {str(requirement.specifier) or 'any'} (available: {offered})",
            hint="loosen the specifier, or pin an exact version with ==",
        )
    return max(allowed, key=lambda pair: pair[0])[1].version, False


def _is_prerelease(text: str) -> bool:
    try:
        return Version(text.rstrip(".*")).is_prerelease
    except InvalidVersion:
        return False
