"""Invisible and direction-changing characters: text an agent reads but a reviewer cannot see.

Unicode tag characters (U+E0000-U+E007F) spell ASCII invisibly; the finding
decodes them so the hidden text is shown. Joiners that real scripts need
(U+200D inside emoji sequences, U+200C in Persian, Arabic and Indic words)
are not findings, nor are the left-to-right and right-to-left marks that
right-to-left writing uses around Latin runs and punctuation (in a line with
Arabic or Hebrew letters, outside a Latin word): marks cannot reorder letters.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator

from skillctl.audit.finding import Confidence
from skillctl.audit.finding import Finding
from skillctl.audit.finding import Level
from skillctl.audit.finding import RuleInfo
from skillctl.audit.finding import Source
from skillctl.audit.finding import make_finding
from skillctl.audit.tree import FileKind
from skillctl.audit.tree import SkillTree

TAG_TEXT = RuleInfo(
    "SKC-UC-001",
    "unicode-tag-text",
    "hidden-instructions",
    Level.CRITICAL,
    Confidence.HIGH,
    "Invisible Unicode tag characters spell hidden text",
    "Delete the U+E0000-U+E007F characters; no legitimate skill needs invisible text.",
    "CWE-1007",
)
BIDI = RuleInfo(
    "SKC-UC-002",
    "bidi-control",
    "hidden-instructions",
    Level.HIGH,
    Confidence.HIGH,
    "Bidirectional control character reorders how the text is displayed (Trojan Source)",
    "Remove the bidi control characters (U+202A-U+202E, U+2066-U+2069).",
    "CWE-1007",
)
ZERO_WIDTH = RuleInfo(
    "SKC-UC-003",
    "zero-width-character",
    "hidden-instructions",
    Level.MEDIUM,
    Confidence.MEDIUM,
    "Zero-width character hides or splits text",
    "Remove zero-width characters (U+200B, U+200C, U+200D, U+2060, U+FEFF) outside emoji and scripts that need them.",
    "CWE-1007",
)
ZERO_WIDTH_RUN = RuleInfo(
    "SKC-UC-004",
    "zero-width-encoding",
    "hidden-instructions",
    Level.HIGH,
    Confidence.HIGH,
    "A run of zero-width characters can encode a hidden message",
    "Remove the zero-width characters and check what else the file hides.",
    "CWE-1007",
)
RULES = (TAG_TEXT, BIDI, ZERO_WIDTH, ZERO_WIDTH_RUN)

_BIDI = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c")
_MARKS = frozenset("\u200e\u200f\u061c")
_OPEN_ISOLATES = frozenset("\u2066\u2067\u2068")
_ISOLATES = _OPEN_ISOLATES | {"\u2069"}
_ZERO_WIDTH = frozenset("\u200b\u200c\u200d\u2060\ufeff\u180e")
_JOINER_SCRIPTS = (
    "ARABIC",
    "PERSIAN",
    "DEVANAGARI",
    "BENGALI",
    "GURMUKHI",
    "GUJARATI",
    "ORIYA",
    "TAMIL",
    "TELUGU",
    "KANNADA",
    "MALAYALAM",
    "SINHALA",
    "SYRIAC",
    "MONGOLIAN",
    "KHMER",
    "MYANMAR",
    "TIBETAN",
    "HEBREW",
)
_RUN = 4
_SUSPECT = re.compile(
    "[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c\u200b-\u200d\u2060\ufeff\u180e"
    "\U000e0000-\U000e007f]"
)


def scan_unicode(tree: SkillTree) -> Iterator[Finding]:
    """Findings for every text file; binary files are the structure audit's business."""
    for file in tree.files:
        if file.kind is FileKind.BINARY or file.is_symlink:
            continue
        yield from _scan_text(file.path, file.text())


def _scan_text(path: str, text: str) -> Iterator[Finding]:
    if not _SUSPECT.search(text):
        return
    for number, line in enumerate(text.split("\n"), start=1):
        if not _SUSPECT.search(line):
            continue
        hidden = "".join(chr(ord(c) - 0xE0000) for c in line if 0xE0020 <= ord(c) <= 0xE007E)
        if hidden or any(0xE0000 <= ord(c) <= 0xE007F for c in line):
            yield make_finding(
                TAG_TEXT,
                Source.UNICODE,
                path,
                number,
                _visible(line),
                message=f"{TAG_TEXT.message}: {hidden!r}" if hidden else TAG_TEXT.message,
            )
        rtl_isolates = _balanced_rtl_isolates(line)
        bidi = sorted(
            {
                f"U+{ord(c):04X}"
                for i, c in enumerate(line)
                if c in _BIDI
                and not _is_rtl_mark(line, i)
                and not (c in _ISOLATES and rtl_isolates)
            }
        )
        if bidi:
            yield make_finding(
                BIDI,
                Source.UNICODE,
                path,
                number,
                _visible(line),
                message=f"{BIDI.message} ({', '.join(bidi)})",
            )
        yield from _zero_width(path, number, line)


def _zero_width(path: str, number: int, line: str) -> Iterator[Finding]:
    flagged = [
        i for i, c in enumerate(line) if c in _ZERO_WIDTH and not _is_legitimate_joiner(line, i)
    ]
    if not flagged:
        return
    longest = _longest_run(line, flagged)
    rule = ZERO_WIDTH_RUN if longest >= _RUN else ZERO_WIDTH
    names = sorted({f"U+{ord(line[i]):04X}" for i in flagged})
    yield make_finding(
        rule,
        Source.UNICODE,
        path,
        number,
        _visible(line),
        message=f"{rule.message}: {len(flagged)} x {', '.join(names)}",
    )


def _is_suspect(c: str) -> bool:
    code = ord(c)
    return c in _BIDI or c in _ZERO_WIDTH or 0xE0000 <= code <= 0xE007F


def _is_legitimate_joiner(line: str, i: int) -> bool:
    c = line[i]
    if c == "\ufeff" and i == 0:
        return True  # a BOM at the start of the first line; validate reports it
    if c not in ("\u200c", "\u200d"):
        return False
    before = line[i - 1] if i > 0 else ""
    after = line[i + 1] if i + 1 < len(line) else ""
    if c == "\u200d" and (_is_emoji(before) or _is_emoji(after)):
        return True
    return _in_joining_script(before) and _in_joining_script(after)


def _is_rtl_mark(line: str, i: int) -> bool:
    """A left-to-right or right-to-left mark (U+200E, U+200F, U+061C) in a line of right-to-left
    text, outside a Latin word: what RTL writing uses to keep punctuation and Latin runs in
    place. Marks cannot reorder letters (overrides and isolates can, and are never exempt)."""
    if line[i] not in _MARKS:
        return False
    before = line[i - 1] if i > 0 else ""
    after = line[i + 1] if i + 1 < len(line) else ""
    if before.isascii() and before.isalpha() and after.isascii() and after.isalpha():
        return False  # splits a Latin word, the way zero-width characters hide keywords
    # Arabic-Indic digits (bidi class AN) are right-to-left text too ("Version", LRM, "1.2" in them)
    return any(unicodedata.bidirectional(c) in ("R", "AL", "AN") for c in line)


def _balanced_rtl_isolates(line: str) -> bool:
    """Isolates that open and close within one line of right-to-left text, with no override or
    embedding: how translations keep a placeholder (``{name}``) in place. They keep a run
    from reordering its neighbours; Trojan Source needs the overrides, which stay findings."""
    if any("\u202a" <= c <= "\u202e" for c in line):
        return False
    if not any(unicodedata.bidirectional(c) in ("R", "AL") for c in line):
        return False
    depth = 0
    for c in line:
        if c in _OPEN_ISOLATES:
            depth += 1
        elif c == "\u2069":
            depth -= 1
            if depth < 0:
                return False
    return depth == 0


def _is_emoji(c: str) -> bool:
    if not c:
        return False
    code = ord(c)
    return (
        0x1F000 <= code <= 0x1FAFF
        or 0x2600 <= code <= 0x27BF
        or c == "\ufe0f"
        or 0x1F3FB <= code <= 0x1F3FF
    )


def _in_joining_script(c: str) -> bool:
    if not c:
        return False
    name = unicodedata.name(c, "")
    return any(script in name for script in _JOINER_SCRIPTS)


def _longest_run(line: str, flagged: list[int]) -> int:
    longest = run = 0
    previous = -2
    for i in flagged:
        run = run + 1 if i == previous + 1 else 1
        longest = max(longest, run)
        previous = i
    return longest


def _visible(line: str) -> str:
    """The line with every invisible character spelled out, so snippets show what hides."""
    return "".join(f"<U+{ord(c):04X}>" if _is_suspect(c) else c for c in line)
