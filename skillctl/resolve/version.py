"""Pick the version a spec asks for, the way pip does: newest allowed, yanked and
pre-releases skipped unless asked for (a yanked version only by an exact ``==`` pin)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from packaging.requirements import InvalidRequirement
from packaging.requirements import Requirement
from packaging.specifiers import SpecifierSet
from packaging.version import InvalidVersion
from packaging.version import Version

from skillctl.errors import SourceError


@dataclass(frozen=True, slots=True)
class NameSpec:
    """``name`` plus a PEP 440 specifier (empty means any)."""

    name: str
    specifier: SpecifierSet

    @property
    def exact(self) -> Version | None:
        """The pinned version when the spec is exactly ``==X`` (no wildcard)."""
        specs = list(self.specifier)
        if len(specs) == 1 and specs[0].operator in ("==", "===") and "*" not in specs[0].version:
            try:
                return Version(specs[0].version)
            except InvalidVersion:
                return None
        return None


@dataclass(frozen=True, slots=True)
class Candidate:
    """One published version as the resolver sees it."""

    version: str
    is_yanked: bool


def parse_name_spec(text: str) -> NameSpec:
    """``pdf-tools``, ``pdf-tools==1.2.0``, ``pdf-tools>=1.2,<2``, ``pdf-tools~=1.2``."""
    try:
        requirement = Requirement(text)
    except InvalidRequirement as e:
        raise SourceError(
            f"{text!r} is not a skill name with an optional version specifier: {e}",
            hint="e.g. pdf-tools, pdf-tools==1.2.0, 'pdf-tools>=1.2,<2'",
        ) from e
    if requirement.extras or requirement.url or requirement.marker:
        raise SourceError(
            f"{text!r}: extras, URLs and markers are not used for skills",
            hint="write name and specifier only",
        )
    return NameSpec(requirement.name.lower().replace("_", "-"), requirement.specifier)


def choose_version(
    spec: NameSpec, candidates: Iterable[Candidate], *, pre: bool = False
) -> tuple[str, bool]:
    """The newest allowed version and whether it is yanked (only possible for an exact pin)."""
    parsed: list[tuple[Version, Candidate]] = []
    for candidate in candidates:
        try:
            parsed.append((Version(candidate.version), candidate))
        except InvalidVersion:
            continue
    exact = spec.exact
    if exact is not None:
        for version, candidate in parsed:
            if version == exact:
                return candidate.version, candidate.is_yanked
    # As pip: pre-releases only when asked for, or when the specifier names one.
    wants_pre = pre or any(_is_prerelease(s.version) for s in spec.specifier)
    allowed = [
        (version, c)
        for version, c in parsed
        if not c.is_yanked and spec.specifier.contains(version, prereleases=wants_pre)
    ]
    if not allowed:
        offered = ", ".join(sorted((c.version for _, c in parsed), key=Version)) or "none"
        raise SourceError(
            f"no version of {spec.name} matches {str(spec.specifier) or 'any'} (available: {offered})",
            hint="loosen the specifier, or pin an exact version with ==",
        )
    return max(allowed, key=lambda pair: pair[0])[1].version, False


def _is_prerelease(text: str) -> bool:
    try:
        return Version(text.rstrip(".*")).is_prerelease
    except InvalidVersion:
        return False
