"""Structural context that lowers a pattern match's severity, always saying why.

A match is demoted, never dropped, and only for what the text's *structure*
shows, never for words the skill's author chose to put near it (a malicious
skill can write "avoid", "detects" or "teaches" as easily as anyone):

- the command is the object of a sentence that forbids it ("Never run
  `curl … | sh`", or a code block introduced by "Do not run this:");
- the match is one entry of a catalogue: a run of three or more sibling list
  entries, each a quoted string or a code span, such as a deny-list or a table
  of patterns a checker looks for;
- it sits in a code comment;
- the network target is this machine, or a vendor's key goes to that
  vendor's own API host (facts about the destination, not words).

``Finding.demoted`` caps the total at two levels and keeps a floor of medium
for the categories that no context makes harmless. Invisible Unicode never
comes through here: it has no innocent documentation form. Text that a Markdown
file only shows (a ``text`` block, a block quote, a table nothing tells the
agent to use) is weighed by ``reach`` after this, from the file's structure.
"""

from __future__ import annotations

import re

from skillctl.audit import api_hosts
from skillctl.audit.finding import Finding
from skillctl.audit.patterns import Match
from skillctl.audit.patterns import block_kind
from skillctl.audit.prose import LOOK_FOR_INTRO
from skillctl.audit.prose import normalise
from skillctl.audit.prose_use import tells_to_use
from skillctl.audit.tree import FileKind

_FORBIDS = (
    r"(?:never|do\s+not|don't|must\s+not|should\s+not|shouldn't)\s+"
    r"(?:ever\s+)?(?:run|execute|paste|type|use|enter|pipe|invoke|copy)"
)
# "Never run `cmd`" with at most a few words between the verb and the code span.
_FORBIDDEN_SPAN = re.compile(
    rf"\b{_FORBIDS}\b(?:\s+[\w'-]+){{0,3}}\s*[:(]?\s*`+\s*$", re.IGNORECASE
)
# A sentence that forbids the code block it introduces: "Do not run this:".
_FORBIDDING_INTRO = re.compile(rf"^\W*(?:\d+[.)]\s*)?{_FORBIDS}\b[^.!?]*:\s*$", re.IGNORECASE)
_ENTRY = re.compile(
    r"""^\s*(?:[-*+]\s+|\d+[.)]\s+|\|\s*)?(?:r|b|u|f)?(["'`])(?P<body>.+?)\1\s*(?:[,|]|\s(?:-|:|\u2013|\u2014)\s.*|$)"""
)
_CATALOGUE_MIN = 3
_COMMENT = {
    FileKind.SHELL: ("#",),
    FileKind.PYTHON: ("#",),
    FileKind.JS: ("//", "/*", "*"),
    FileKind.TEXT: ("#", "//", ";"),
}
_NETWORK_CATEGORIES = frozenset({"exfiltration", "download-execute", "reverse-shell"})


def apply_context(
    finding: Finding, match: Match, file_lines: list[str], *, is_education: bool = False
) -> Finding:
    """``finding`` with every structural demotion its surroundings call for.

    ``is_education`` is accepted for callers of the old signature and ignored:
    what a skill says about itself never lowers its findings.
    """
    del is_education
    segment = match.segment
    fence = segment.fence_of(match.line)
    if fence is not None and _forbids_block(file_lines, fence):
        finding = finding.demoted(2, "in a code block that the sentence before it forbids")
    elif fence is not None and block_to_look_for(file_lines, fence):
        finding = finding.demoted(2, "in a code block of what to look for, as its sentence says")
    elif segment.kind is FileKind.MARKDOWN and fence is None and _forbidden_span(match):
        finding = finding.demoted(2, "inside a sentence that forbids running it")
    stripped = match.line_text.strip()
    markers = _COMMENT.get(segment.kind, ())
    if segment.kind is FileKind.MARKDOWN and fence is not None:
        markers = _COMMENT.get(block_kind(file_lines, fence), ())  # the code block's language
    if markers and stripped.startswith(markers) and not stripped.startswith("#!"):
        finding = finding.demoted(1, "in a comment")
    elif _in_catalogue(file_lines, match.line, match.text):
        finding = finding.demoted(2, "one entry of a catalogue of quoted patterns")
    elif segment.kind is FileKind.MARKDOWN and fence is None and _in_enumeration(match):
        finding = finding.demoted(1, "a bare name in a run-on list of names")
    if finding.category in _NETWORK_CATEGORIES:
        finding = _network_context(finding, match.line_text)
    return finding


def is_security_education(name: str | None, description: str | None) -> bool:
    """Always False: a skill's description of itself is never a reason to trust it."""
    del name, description
    return False


def _forbidden_span(match: Match) -> bool:
    """The match starts a code span that is the object of a forbidding verb."""
    line = match.line_text
    at = line.find(match.text[:40]) if match.text else -1
    if at <= 0:
        return False
    return bool(_FORBIDDEN_SPAN.search(line[:at]))


def _forbids_block(lines: list[str], fence_line: int) -> bool:
    """The nearest text line above the fence forbids running what follows."""
    for text in reversed(lines[max(0, fence_line - 3) : fence_line - 1]):
        if text.strip():
            return bool(_FORBIDDING_INTRO.match(text))
    return False


def block_to_look_for(lines: list[str], fence_line: int) -> bool:
    """The sentence right above a code block introduces it as what to recognise."""
    for text in reversed(lines[max(0, fence_line - 3) : fence_line - 1]):
        if text.strip():
            return (
                bool(LOOK_FOR_INTRO.search(text))
                and not _FORBIDDING_INTRO.match(text)
                and not tells_to_use(normalise(text))
            )
    return False


def _in_catalogue(lines: list[str], line: int, matched: str) -> bool:
    """The match is inside the quotes of one of three or more sibling quoted entries."""
    if not 0 < line <= len(lines):
        return False
    entry = _ENTRY.match(lines[line - 1])
    if entry is None or matched.strip() not in entry.group("body"):
        return False
    run = 1
    for step in (-1, 1):
        index = line - 1 + step
        while 0 <= index < len(lines) and _ENTRY.match(lines[index]):
            run += 1
            index += step
    return run >= _CATALOGUE_MIN


_ITEM_SPLIT = re.compile(r",\s+(?:and\s+|or\s+)?|\s+(?:and|or)\s+|\s*[;/]\s*")
_BARE = re.compile(r"^[\W_]*(?:the\s+)?[`'\"]?(?P<name>[^\s`'\"]+)[`'\"]?[\W_]*$")


def _in_enumeration(match: Match) -> bool:
    """The match is a bare name, one item of three or more in a comma-separated list in
    prose ("what auto-approve, `bypassPermissions`, allow lists and sandboxing do"): named,
    not asked for. An item with a verb of its own ("enable X") is not bare."""
    text = match.line_text
    items = [i for i in _ITEM_SPLIT.split(text) if i.strip()]
    if len(items) < 3 or "," not in text:
        return False
    needle = match.text.strip().strip("`'\"")
    for index, item in enumerate(items):
        bare = _BARE.match(item)
        if bare is not None and bare.group("name") == needle:
            near = items[max(0, index - 1) : index + 2]
            return len(near) == 3 and all(len(i.split()) <= 4 for i in near)
    return False


def _network_context(finding: Finding, line_text: str) -> Finding:
    hosts = api_hosts.hosts_in(line_text)
    if hosts and all(api_hosts.is_loopback(h) for h in hosts):
        return finding.demoted(2, f"the target is this machine ({', '.join(sorted(set(hosts)))})")
    names = [n for n in api_hosts.env_names_in(line_text) if api_hosts.vendor_of(n)]
    if names and api_hosts.all_official(names, hosts):
        return finding.demoted(
            2,
            f"{', '.join(sorted(set(names)))} goes to {', '.join(sorted(set(hosts)))}, its vendor's own API",
        )
    return finding


_REMOVAL = re.compile(
    r"crontab\s+-l[^\n|]*\|\s*grep\s+-\w*v|grep\s+-\w*v\w*\b[^\n|]*\|\s*crontab\s+-|crontab[\"',\s]+-r\b|systemctl[\"',\s]+--user[\"',\s]+(?:disable|stop)\b|"
    # the job's lines deleted from the crontab by sed or awk on the way back in
    r"crontab\s+-l[^\n|]*\|\s*(?:sed\b[^\n|]*/d\b|awk\s+['\"]!)[^\n|]*\|\s*crontab\s+-|"
    # also spelled as an argument list (["launchctl", "bootout", …])
    r"launchctl[\"',\s]+(?:unload|bootout|remove)\b|schtasks(?:\.exe)?[\"',\s]+/delete\b|"
    r"Unregister-ScheduledTask\b|Remove-ItemProperty\b[^\n]*\\Run\b|"
    r"rm\s+-f\s+[^\n]*(?:\.timer|\.service|\.plist)\b|"
    # a managed block between begin and end markers (conda- and nvm-style), which the file
    # can strip again: how tools edit rc files and profiles they can undo
    r"[>]{3}[^\n]{1,80}[>]{3}[\s\S]{0,4000}?[<]{3}[^\n]{1,80}[<]{3}|"
    r"#\s*BEGIN\s[^\n]{1,80}[\s\S]{0,4000}?#\s*END\s",
    re.IGNORECASE,
)
# Companions that make a scheduled job something else than the user's own job.
_DANGEROUS_COMPANIONS = frozenset(
    {"download-execute", "exfiltration", "obfuscation", "reverse-shell", "credential-access",
     "hidden-instructions", "concealment", "resource-abuse", "prompt-injection"}
)  # fmt: skip


# A job that runs a program from a hidden folder is not the user's visible job.
_HIDDEN_JOB_RULES = frozenset({"SKC-PS-010"})


def removable_persistence(findings: list[Finding], texts: dict[str, str]) -> list[Finding]:
    """Persistence findings one step lower in a file that also removes what it installs (the
    crontab filtered back, the timer disabled, the plist unloaded), when nothing in that file
    fetches, hides, decodes or sends anything: the shape of a job the user asked for, with its
    way out. Structure, not words; the floor keeps it at caution."""
    risky = {
        f.path
        for f in findings
        if (f.category in _DANGEROUS_COMPANIONS and f.severity.rank >= 1 and f.demotion is None)
        or f.rule_id in _HIDDEN_JOB_RULES
    }
    removable = {
        path for path, text in texts.items() if path not in risky and _REMOVAL.search(text)
    }
    if not removable:
        return findings
    return [
        f.demoted(
            1, "the same file removes what it installs, and nothing in it fetches or hides code"
        )
        if f.category == "persistence" and f.path in removable
        else f
        for f in findings
    ]
