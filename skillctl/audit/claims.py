"""What a skill says about its own behaviour, to hold its code to it.

Only claims that *raise* a verdict are read here (a skill that says it is
offline and then reaches the network is worse than one that says nothing);
nothing a skill says about itself ever lowers one. Claims are read from the
frontmatter description and the Markdown prose of SKILL.md, outside code
blocks.
"""

from __future__ import annotations

import re

_CLAIMS = {
    "offline": re.compile(
        r"\b(?:works?|runs?|operates?)\s+(?:fully\s+|completely\s+|entirely\s+)?offline\b"
        r"|\boffline[- ]only\b|\bno\s+(?:network|internet)\s+(?:access|connection|calls?|needed|required)\b"
        r"|\bwithout\s+(?:any\s+)?(?:network|internet)\s+access\b",
        re.IGNORECASE,
    ),
    "local": re.compile(
        r"\b(?:runs?|works?|stays?|processe[sd]|kept)\s+(?:entirely\s+|fully\s+|completely\s+|only\s+)?"
        r"(?:local(?:ly)?|on\s+your\s+(?:machine|computer|device))\b"
        r"|\blocal[- ]only\b|\b100\s*%\s*local\b"
        r"|\bnever\s+leaves?\s+(?:your|the)\s+(?:machine|computer|device|laptop)\b",
        re.IGNORECASE,
    ),
    "no-upload": re.compile(
        r"\b(?:nothing|no\s+(?:data|files?|content))\s+(?:is|are|will\s+be|gets?)\s+(?:ever\s+)?"
        r"(?:uploaded|sent|transmitted|shared)\b"
        r"|\bnever\s+(?:uploads?|transmits?)\b|\bdoes\s+not\s+(?:upload|transmit)\b",
        re.IGNORECASE,
    ),
    "read-only": re.compile(
        r"\bread[- ]only\b|\bnon[- ]destructive\b"
        r"|\bnever\s+(?:modif(?:y|ies)|writes?|deletes?)\s+(?:any(?:thing)?|your|files?)\b",
        re.IGNORECASE,
    ),
    "dry-run": re.compile(
        r"\b(?:only|just|always)\s+(?:does\s+|performs?\s+|runs?\s+)?(?:an?\s+)?dry[- ]run\b"
        r"|\bdry[- ]run\s+only\b",
        re.IGNORECASE,
    ),
}
_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
MAX_CLAIM_TEXT = 64_000  # claims are made up front, not 60 pages in


def claims_of(description: str | None, skill_md: str | None) -> frozenset[str]:
    """The behaviour claims ("offline", "local", "no-upload", "read-only", "dry-run") made."""
    prose = [description or ""]
    fence: str | None = None
    for line in (skill_md or "")[:MAX_CLAIM_TEXT].split("\n"):
        opened = _FENCE.match(line)
        if opened and (fence is None or opened.group(1)[0] == fence[0]):
            fence = None if fence is not None else opened.group(1)
            continue
        if fence is None:
            prose.append(line)
    text = "\n".join(prose)
    return frozenset(name for name, pattern in _CLAIMS.items() if pattern.search(text))
