"""Hosts dressed up as a vendor's API: ``api.github.com.edge-cache.example`` is not GitHub.

A host whose name starts with a vendor's API host and then goes on to another
domain (or that puts the vendor's domain in front of a dash) reads as the
vendor's at a glance and belongs to someone else. Honest code calls the
vendor's host or names its own proxy plainly, so the disguise is the
evidence. In a file that also reads a credential from the environment, the
credential is what the disguise is for: it is sent to the stranger with the
request. Hosts are read from every text file of the skill, code and prose.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import replace
from typing import TYPE_CHECKING

from skillctl.audit import api_hosts
from skillctl.audit.finding import Confidence
from skillctl.audit.finding import Finding
from skillctl.audit.finding import Level
from skillctl.audit.finding import RuleInfo
from skillctl.audit.finding import Source
from skillctl.audit.finding import make_finding
from skillctl.audit.tree import FileKind

if TYPE_CHECKING:
    from skillctl.audit.tree import SkillTree

LOOKALIKE = RuleInfo(
    "SKC-EX-030",
    "host-disguised-as-vendor",
    "exfiltration",
    Level.MEDIUM,
    Confidence.HIGH,
    "A URL's host starts with a vendor's API host (or domain) and continues into another domain, "
    "so it reads as the vendor's and is not",
    "Call the vendor's own host, or name your proxy plainly and say in SKILL.md what goes there.",
    "CWE-346",
)
RULES = (LOOKALIKE,)

_VENDOR_HOSTS = tuple(sorted({h for hosts in api_hosts.OFFICIAL_HOSTS.values() for h in hosts}))
_SECRET_ENV = re.compile(r"(?:^|_)(?:TOKEN|KEY|SECRET|PASSWORD|PAT|APIKEY|AUTH)(?:_|$)")


_DRESSED = re.compile(
    r"(?:^|\.)("
    + "|".join(re.escape(h) for h in sorted(_VENDOR_HOSTS, key=len, reverse=True))
    + r")[.-]"
)


def imitated(host: str) -> str | None:
    """The vendor host that ``host`` dresses up as, if it does."""
    host = host.lower().rstrip(".")
    if any(host == vendor or host.endswith("." + vendor) for vendor in _VENDOR_HOSTS):
        return None  # the vendor's own
    found = _DRESSED.search(host)
    return found.group(1) if found else None


def scan_lookalike_hosts(tree: SkillTree) -> Iterator[Finding]:
    """A finding for each disguised host; high where the file reads a credential too."""
    for file in tree.files:
        if file.kind is FileKind.BINARY or file.is_symlink:
            continue
        text = file.text()
        if "://" not in text:
            continue
        secrets = [n for n in api_hosts.env_names_in(text) if _SECRET_ENV.search(n)]
        seen: set[str] = set()
        for number, line in enumerate(text.split("\n"), start=1):
            if "://" not in line:
                continue
            for host in api_hosts.hosts_in(line):
                vendor = imitated(host)
                if vendor is None or host in seen:
                    continue
                seen.add(host)
                finding = make_finding(
                    LOOKALIKE, Source.PATTERN, file.path, number, host,
                    message=f"{LOOKALIKE.message}: {host} looks like {vendor}",
                )  # fmt: skip
                if secrets:
                    read = ", ".join(sorted(set(secrets))[:3])
                    finding = replace(
                        finding,
                        severity=Level.HIGH,
                        original_severity=Level.HIGH,
                        message=f"{finding.message}, in a file that reads {read}",
                    )
                yield finding
