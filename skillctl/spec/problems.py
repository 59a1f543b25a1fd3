"""The validation problem model and the stable table of ``SKL`` codes.

Codes are part of the public contract: they are listed in the README, never
renumbered and never reused. A code's severity here is its default; profiles
and ``--strict`` change what fails, not what a code means.
"""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple


class Severity(StrEnum):
    """How much a problem matters; only ``error`` makes a skill invalid by default."""

    ERROR = "error"
    WARNING = "warning"
    INFO = "info"


SEVERITY_ORDER = {Severity.ERROR: 0, Severity.WARNING: 1, Severity.INFO: 2}


# A NamedTuple, not a dataclass: it is built on every start-up of the pre-commit hook,
# and a frozen slots dataclass costs seven times as much to define.
class Code(NamedTuple):
    """One entry of the code table: a stable id, its default severity and a title."""

    id: str
    severity: Severity
    title: str


class Problem(NamedTuple):
    """One finding of the validator, located in a file of the skill.

    ``path`` is relative to the skill folder (``SKILL.md`` for most codes);
    ``line`` is 1-based, or ``None`` when the problem concerns a whole file.
    """

    code: str
    severity: Severity
    path: str
    line: int | None
    message: str
    hint: str | None = None

    def sort_key(self) -> tuple[str, int, str, str]:
        return (self.path, self.line or 0, self.code, self.message)


_E, _W, _I = Severity.ERROR, Severity.WARNING, Severity.INFO

CODES: dict[str, Code] = {
    c.id: c
    for c in (
        # File and encoding
        Code("SKL001", _E, "SKILL.md is missing"),
        Code("SKL002", _E, "SKILL.md is not valid UTF-8"),
        Code("SKL003", _W, "SKILL.md starts with a byte-order mark"),
        Code("SKL004", _E, "SKILL.md does not start with a frontmatter fence"),
        Code("SKL005", _E, "frontmatter is not closed by a --- line"),
        Code("SKL006", _E, "frontmatter is not valid YAML"),
        Code("SKL007", _E, "frontmatter is not a mapping"),
        Code("SKL008", _E, "duplicate key in frontmatter"),
        Code("SKL009", _E, "unsupported YAML tag in frontmatter"),
        Code("SKL010", _E, "YAML expands too far or nests too deep"),
        Code("SKL037", _E, "SKILL.md is too large"),
        Code("SKL038", _E, "SKILL.md is a symbolic link"),
        Code("SKL039", _W, "SKILL.md is spelled in lower case"),
        Code("SKL040", _E, "SKILL.md is not a regular file"),
        # name
        Code("SKL011", _E, "name is missing"),
        Code("SKL012", _E, "name is not a non-empty string"),
        Code("SKL013", _E, "name is longer than 64 characters"),
        Code("SKL014", _E, "name has characters other than a-z, 0-9 and -"),
        Code("SKL015", _E, "name starts or ends with a hyphen"),
        Code("SKL016", _E, "name has consecutive hyphens"),
        Code("SKL017", _E, "name does not match the folder name"),
        # description
        Code("SKL018", _E, "description is missing"),
        Code("SKL019", _E, "description is not a non-empty string"),
        Code("SKL020", _E, "description is longer than 1024 characters"),
        # optional fields
        Code("SKL021", _E, "compatibility is not a non-empty string"),
        Code("SKL022", _E, "compatibility is longer than 500 characters"),
        Code("SKL023", _E, "license is not a string"),
        Code("SKL024", _E, "metadata is not a mapping"),
        Code("SKL025", _E, "metadata has a non-string key or value"),
        Code("SKL026", _E, "unknown frontmatter field"),
        Code("SKL027", _W, "client-specific frontmatter field"),
        Code("SKL028", _W, "allowed-tools is a list, not a string"),
        Code("SKL029", _E, "allowed-tools is not a string"),
        # beyond the spec
        Code("SKL030", _W, "relative link to a file that does not exist"),
        Code("SKL031", _W, "relative link leaves the skill folder"),
        Code("SKL032", _W, "body is over the token budget"),
        Code("SKL033", _W, "body is over 500 lines"),
        Code("SKL034", _I, "description says what, not when"),
        Code("SKL035", _W, "body is empty"),
        # profile: claude
        Code("SKL101", _W, "claude: description is cut in the skill listing"),
        Code("SKL102", _W, "claude: name uses a reserved word"),
        Code("SKL103", _W, "claude: XML tag in name or description"),
        # profile: hermes
        Code("SKL111", _E, "hermes: SKILL.md is over 100,000 characters"),
        Code("SKL112", _E, "hermes: SKILL.md must start with --- at byte 0"),
        Code("SKL113", _I, "hermes: metadata.hermes.tags is missing"),
        Code("SKL114", _I, "hermes: description does not start with 'Use when'"),
        # profile: codex
        Code("SKL121", _I, "codex: field has no effect in Codex"),
        Code("SKL122", _I, "codex: multi-line description is shown on one line"),
    )
}


def problem(
    code: str,
    path: str,
    line: int | None,
    message: str,
    hint: str | None = None,
    *,
    severity: Severity | None = None,
) -> Problem:
    """Build a :class:`Problem` with the table's default severity for ``code``."""
    return Problem(
        code=code,
        severity=severity or CODES[code].severity,
        path=path,
        line=line,
        message=message,
        hint=hint,
    )
