"""Context that lowers a pattern match's severity, always saying why.

A match is demoted, never dropped: inside a Markdown example introduced as
a warning, in a comment, in a deny-list, aimed at loopback, or an API key
sent to its own vendor's API. Invisible Unicode never comes through here: it
has no innocent documentation form.
"""

from __future__ import annotations

import re

from skillctl.audit import api_hosts
from skillctl.audit.finding import Finding
from skillctl.audit.patterns import Match
from skillctl.audit.tree import FileKind

_WARNING_MARKERS = re.compile(
    r"\b(never (?:run|execute|do|paste|use)|do not (?:run|execute|paste|use)|"
    r"don't (?:run|execute|paste|use)|avoid|malicious|attack(?:er|s)?|exploit\w*|"
    r"bad example|anti-?pattern|red flags?|detect(?:s|ion|ing)?|example of an?|vulnerab\w*|"
    r"insecure|phishing|suspicious|what not to do)\b|❌|⚠",
    re.IGNORECASE,
)
# Only skills that say they teach or detect attacks: "reviews code for security
# issues" must not be enough, or any malicious skill could claim it.
_EDUCATION = re.compile(
    r"\b(teach(?:es|ing)?|detect(?:s|ing|ion)?|defen[cs]e|defend(?:s|ing|ers?)?|"
    r"awareness|training|educat\w*|pentest\w*|red[- ]team\w*|threat model\w*|forensic\w*|"
    r"incident response|malware analysis)\b",
    re.IGNORECASE,
)
_DENY_CONTEXT = re.compile(
    r"(deny|denied|block|forbid|forbidden|danger|refus|unsafe|banned|blacklist|blocklist|"
    r"disallow|never[_ ]run|do not run|don't run|not allowed|prohibit)",
    re.IGNORECASE,
)
_LIST_ITEM = re.compile(r"""^\s*(?:[-*+]\s|\d+\.\s|["'`]|r["']|\(|\[)""")
_COMMENT = {
    FileKind.SHELL: ("#",),
    FileKind.PYTHON: ("#",),
    FileKind.JS: ("//", "/*", "*"),
    FileKind.TEXT: ("#", "//", ";"),
}
_NETWORK_CATEGORIES = frozenset({"exfiltration", "download-execute", "reverse-shell"})


def apply_context(
    finding: Finding, match: Match, file_lines: list[str], *, is_education: bool
) -> Finding:
    """``finding`` with every demotion its surroundings call for."""
    segment = match.segment
    fence = segment.fence_of(match.line)
    if fence is not None:
        marker = _nearby_warning(file_lines, fence)
        if marker is not None:
            finding = finding.demoted(2, f"in a Markdown example block introduced with {marker!r}")
        elif is_education:
            finding = finding.demoted(1, "in a Markdown example of a skill about security")
    elif segment.kind is FileKind.MARKDOWN and is_education:
        finding = finding.demoted(1, "in the prose of a skill about security")
    stripped = match.line_text.strip()
    markers = _COMMENT.get(segment.kind, ())
    if markers and stripped.startswith(markers) and not stripped.startswith("#!"):
        finding = finding.demoted(1, "in a comment")
    if _in_deny_list(file_lines, match.line, stripped):
        finding = finding.demoted(2, "in a deny-list of things not to run")
    if finding.category in _NETWORK_CATEGORIES:
        finding = _network_context(finding, match.line_text)
    return finding


def is_security_education(name: str | None, description: str | None) -> bool:
    """Whether the skill presents itself as being about security (its examples may show attacks)."""
    return bool(_EDUCATION.search(f"{name or ''} {description or ''}"))


def _nearby_warning(lines: list[str], fence_line: int) -> str | None:
    """A warning word in the few lines (or the heading) before a code block."""
    start = max(0, fence_line - 1 - 4)
    for text in reversed(lines[start : fence_line - 1]):
        found = _WARNING_MARKERS.search(text)
        if found:
            return found.group(0)
    for text in reversed(lines[: fence_line - 1]):
        if text.lstrip().startswith("#"):
            found = _WARNING_MARKERS.search(text)
            return found.group(0) if found else None
    return None


def _in_deny_list(lines: list[str], line: int, stripped: str) -> bool:
    """A list item (or quoted entry) under a nearby line that says the list is forbidden."""
    if not _LIST_ITEM.match(stripped):
        return False
    return any(_DENY_CONTEXT.search(text) for text in lines[max(0, line - 12) : line - 1])


def _network_context(finding: Finding, line_text: str) -> Finding:
    hosts = api_hosts.hosts_in(line_text)
    if hosts and all(api_hosts.is_loopback(h) for h in hosts):
        return finding.demoted(3, f"the target is this machine ({', '.join(sorted(set(hosts)))})")
    names = [n for n in api_hosts.env_names_in(line_text) if api_hosts.vendor_of(n)]
    if names and api_hosts.all_official(names, hosts):
        return finding.demoted(
            3,
            f"{', '.join(sorted(set(names)))} goes to {', '.join(sorted(set(hosts)))}, its vendor's own API",
        )
    return finding
