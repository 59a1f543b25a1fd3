"""Run pattern rules over text: Markdown code blocks by language, shell normalised first.

Shell is normalised before matching so that trivial evasions read as what
they run: line continuations are joined, empty quotes (``cu""rl``) and
``$IFS`` separators removed, and simple ``VAR=word`` assignments substituted
into later ``$VAR`` uses. Every match is mapped back to its original line.
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass

from skillctl.audit.matcher import MatchTimeout
from skillctl.audit.packs import Compiled
from skillctl.audit.packs import PatternRule
from skillctl.audit.tree import FileKind

_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})\s*([\w+#.-]*)")
_BLOCK_KINDS = {
    "": FileKind.SHELL,
    "sh": FileKind.SHELL,
    "bash": FileKind.SHELL,
    "shell": FileKind.SHELL,
    "zsh": FileKind.SHELL,
    "console": FileKind.SHELL,
    "shellsession": FileKind.SHELL,
    "terminal": FileKind.SHELL,
    "ksh": FileKind.SHELL,
    "fish": FileKind.SHELL,
    "powershell": FileKind.SHELL,
    "ps1": FileKind.SHELL,
    "pwsh": FileKind.SHELL,
    "cmd": FileKind.SHELL,
    "bat": FileKind.SHELL,
    "python": FileKind.PYTHON,
    "py": FileKind.PYTHON,
    "python3": FileKind.PYTHON,
    "pycon": FileKind.PYTHON,
    "ipython": FileKind.PYTHON,
    "js": FileKind.JS,
    "javascript": FileKind.JS,
    "node": FileKind.JS,
    "ts": FileKind.JS,
    "typescript": FileKind.JS,
    "jsx": FileKind.JS,
    "tsx": FileKind.JS,
    "mjs": FileKind.JS,
}
# Fence languages that hold commands or code (an unlabelled block is read as shell too).
COMMAND_LANGUAGES = frozenset(_BLOCK_KINDS) - {""}
_EMPTY_QUOTES = re.compile(r"(?<=\w)(?:''|\"\")|(?:''|\"\")(?=\w)")
_IFS = re.compile(r"\$\{?IFS\}?")
_ASSIGN = re.compile(
    r"(?:^|[;&|]\s*)(?:export\s+)?([A-Za-z_]\w*)=(['\"]?)([^\s'\";|&$`]+)\2(?=\s*(?:$|;|&&|\|\|))"
)


@dataclass(frozen=True, slots=True)
class Segment:
    """A stretch of text read as one kind; ``lines[i]`` is the original line of its line i."""

    kind: FileKind
    text: str
    lines: tuple[int, ...]
    block_start: int | None = None  # 1-based fence line when the segment is a Markdown code block
    code_blocks: tuple[tuple[int, int], ...] = ()  # (fence line, last line) within a Markdown file

    def fence_of(self, line: int) -> int | None:
        """The fence line of the code block holding ``line``, if it lies in one."""
        if self.block_start is not None:
            return self.block_start
        return next((start for start, end in self.code_blocks if start <= line <= end), None)

    def line_of(self, offset: int) -> int:
        index = self.text.count("\n", 0, offset)
        return self.lines[min(index, len(self.lines) - 1)]


@dataclass(frozen=True, slots=True)
class Match:
    """One rule matching one place."""

    rule: PatternRule
    segment: Segment
    line: int
    text: str
    line_text: str
    # The texts the rule's excludes matched on this line: evidence against, reported.
    evidence_against: tuple[str, ...] = ()


def segments_for(kind: FileKind, text: str) -> list[Segment]:
    """The segments a file is read as: itself, plus each fenced code block of a Markdown file."""
    lines = text.split("\n")
    whole = Segment(kind, text, tuple(range(1, len(lines) + 1)))
    if kind is FileKind.SHELL:
        return [normalize_shell(text, 1)]
    if kind is not FileKind.MARKDOWN:
        return [whole]
    found: list[Segment] = []
    ranges: list[tuple[int, int]] = []
    fence: str | None = None
    block_kind = FileKind.TEXT
    start = 0
    body: list[str] = []
    for number, line in enumerate(lines, start=1):
        opened = _FENCE.match(line)
        if fence is None:
            if opened:
                fence, start, body = opened.group(1), number, []
                block_kind = _BLOCK_KINDS.get(opened.group(2).lower(), FileKind.TEXT)
            continue
        if (
            opened
            and opened.group(1)[0] == fence[0]
            and len(opened.group(1)) >= len(fence)
            and not opened.group(2)
        ):
            found.append(_block(block_kind, body, start))
            ranges.append((start, number))
            fence = None
            continue
        body.append(line)
    if fence is not None:
        found.append(_block(block_kind, body, start))
        ranges.append((start, len(lines)))
    return [Segment(kind, text, whole.lines, code_blocks=tuple(ranges)), *found]


def block_kind(lines: list[str], fence_line: int) -> FileKind:
    """The kind of the fenced block opened on ``fence_line`` (1-based), by its info string."""
    opened = _FENCE.match(lines[fence_line - 1]) if 0 < fence_line <= len(lines) else None
    return _BLOCK_KINDS.get(opened.group(2).lower(), FileKind.TEXT) if opened else FileKind.TEXT


def _block(kind: FileKind, body: list[str], fence_line: int) -> Segment:
    text = "\n".join(body)
    if kind is FileKind.SHELL:
        segment = normalize_shell(text, fence_line + 1)
        return Segment(segment.kind, segment.text, segment.lines, fence_line)
    return Segment(kind, text, tuple(range(fence_line + 1, fence_line + 1 + len(body))), fence_line)


def normalize_shell(text: str, first_line: int) -> Segment:
    """Join continuations, drop empty quotes and $IFS, substitute simple variables."""
    logical: list[str] = []
    origins: list[int] = []
    pending = ""
    pending_origin = first_line
    for number, line in enumerate(text.split("\n"), start=first_line):
        if not pending:
            pending_origin = number
        if line.endswith("\\") and not line.endswith("\\\\"):
            pending += line[:-1]
            continue
        logical.append(pending + line)
        origins.append(pending_origin)
        pending = ""
    if pending:
        logical.append(pending)
        origins.append(pending_origin)
    variables: dict[str, str] = {}
    cleaned: list[str] = []
    for line in logical:
        line = mask_search_patterns(_IFS.sub(" ", _EMPTY_QUOTES.sub("", line)))
        if variables:
            line = _substitute(line, variables)
        assigned = {m.group(1): m.group(3) for m in _ASSIGN.finditer(line)}
        if assigned:
            variables.update(assigned)
            line = _substitute(line, assigned)  # `S=sh; curl … | $S` on one line
        cleaned.append(line)
    return Segment(FileKind.SHELL, "\n".join(cleaned), tuple(origins))


# The quoted pattern a search tool looks for is data: `grep -E '/dev/tcp|nc .*-e' history`
# searches for a reverse shell, it does not run one.
_SEARCH_PATTERN = re.compile(
    r"(?:^|[|;&(`]\s*|\s)(?:grep|egrep|fgrep|zgrep|rg|ag|ack|git\s+grep|findstr|Select-String)\b"
    r"(?:\s+-{1,2}[\w-]+(?:[= ][^\s'\"-][^\s'\"]*)?){0,8}\s+(?:-e\s+|--regexp[= ]|-Pattern\s+)?"
    r"(?P<q>['\"])(?P<body>[^'\"\n]{1,400})(?P=q)",
    re.IGNORECASE,
)


def mask_search_patterns(line: str) -> str:
    """``line`` with the quoted patterns of search commands blanked (same length, so every
    offset and line number stays)."""
    if "grep" not in line and "rg " not in line and "ag " not in line and "ack" not in line and "Select-String" not in line and "findstr" not in line:  # fmt: skip
        return line
    return _SEARCH_PATTERN.sub(
        lambda m: (
            m.group(0)[: m.start("body") - m.start()] + " " * len(m.group("body")) + m.group("q")
        ),
        line,
    )


def _substitute(line: str, variables: dict[str, str]) -> str:
    def value(match: re.Match[str]) -> str:
        return variables.get(match.group(1) or match.group(2), match.group(0))

    return re.sub(r"\$\{(\w+)\}|\$(\w+)", value, line)


# The pattern matching of one file may take this long in all; past it the
# rules still to run are reported as not applied (the file is unanalysed for
# them), never as clean.
FILE_BUDGET_SECONDS = 1.0


def match_rules(
    segment: Segment,
    rules: list[PatternRule],
    *,
    present: frozenset[str] | None = None,
    deadline: float | None = None,
    timed_out: list[str] | None = None,
) -> list[Match]:
    """Every match of every applicable rule in one segment, one per rule and line.

    ``present`` is the set of prefilter words in the text (from one literal
    scan); without it each rule looks for its own words. A rule whose search
    runs past ``deadline`` is appended to ``timed_out``; without that list the
    timeout is raised, so it can never pass for a clean result.
    """
    found: list[Match] = []
    text = segment.text
    lowered = text.lower() if present is None else ""
    if deadline is None:
        deadline = time.monotonic() + FILE_BUDGET_SECONDS
    for rule in rules:
        if not rule.reads(segment.kind):
            continue
        if present is None:
            if not rule.may_match(lowered):
                continue
        elif rule.prefilter is not None and present.isdisjoint(rule.prefilter):
            continue
        try:
            found.extend(_rule_matches(rule, segment, present, lowered, deadline))
        except MatchTimeout:
            if timed_out is None:
                raise
            timed_out.append(rule.info.id)
    return found


def _possible(pattern: Compiled, present: frozenset[str] | None, lowered: str) -> bool:
    return pattern.may_match(lowered) if present is None else pattern.is_possible(present)


def _rule_matches(
    rule: PatternRule,
    segment: Segment,
    present: frozenset[str] | None,
    lowered: str,
    deadline: float,
) -> list[Match]:
    text = segment.text
    for required in rule.requires:
        if not (_possible(required, present, lowered) and required.regex.search(text, deadline)):
            return []
    found: list[Match] = []
    seen_lines: set[int] = set()
    for pattern in rule.patterns:
        if not _possible(pattern, present, lowered):
            continue
        line_end = -1
        for hit in pattern.regex.finditer(text, deadline):
            if hit.start < line_end:
                continue  # the line already has its match: hits come in order, skip the rest
            line = segment.line_of(hit.start)
            line_start = text.rfind("\n", 0, hit.start) + 1
            line_end = text.find("\n", hit.start)
            if line_end == -1:
                line_end = len(text)
            if line in seen_lines:
                continue
            line_text = text[line_start:line_end]
            against = tuple(
                first.text
                for p in rule.excludes
                if (first := next(iter(p.regex.finditer(line_text, deadline)), None)) is not None
            )
            seen_lines.add(line)
            found.append(Match(rule, segment, line, hit.text or line_text, line_text, against))
    return found


def rule_matches_text(rule: PatternRule, text: str, kind: FileKind) -> bool:
    """Whether ``rule`` fires anywhere in ``text`` read as ``kind`` with nothing against it
    (used by rule examples: a ``no_match`` example may match if an exclude speaks against it)."""
    return any(
        m.rule is rule and not m.evidence_against
        for segment in segments_for(kind, text)
        for m in match_rules(segment, [rule])
    )
