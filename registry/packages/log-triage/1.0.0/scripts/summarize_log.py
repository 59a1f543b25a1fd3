#!/usr/bin/env python3
"""Group the lines of a log by what they say, so a long log reads as a short table.

Each record (a line, plus the indented or "Traceback"/"at ..." lines that
continue it) is reduced to a pattern: the timestamp prefix is dropped and
numbers, hex ids, UUIDs, IP addresses, quoted strings and paths become
placeholders. Records with the same level and pattern are counted together,
with the line numbers where they first and last appear and one example.

Standard library only. Reads a file or standard input; writes nothing but
its report. Exit codes: 0 ok, 1 the input could not be read, 2 bad options.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Iterable
from collections.abc import Iterator
from dataclasses import dataclass
from dataclasses import field

LEVELS = ("fatal", "critical", "error", "warning", "info", "debug", "trace")
_LEVEL_WORDS = {
    "fatal": "fatal",
    "crit": "critical",
    "critical": "critical",
    "err": "error",
    "error": "error",
    "severe": "error",
    "warn": "warning",
    "warning": "warning",
    "info": "info",
    "notice": "info",
    "debug": "debug",
    "fine": "debug",
    "trace": "trace",
}
_LEVEL = re.compile(r"\b(" + "|".join(_LEVEL_WORDS) + r")\b", re.IGNORECASE)
_TIMESTAMP = re.compile(
    r"^\s*\[?("
    r"\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}([.,]\d+)?)?(Z|[+-]\d{2}:?\d{2})?"  # ISO 8601
    r"|[A-Z][a-z]{2} +\d{1,2} \d{2}:\d{2}:\d{2}"  # syslog: Mar  3 14:02:11
    r"|\d{2}/[A-Z][a-z]{2}/\d{4}:\d{2}:\d{2}:\d{2} [+-]\d{4}"  # web server: 03/Mar/2026:14:02:11 +0000
    r")\]?\s*"
)
# Most specific first: a UUID would otherwise become several numbers.
_VARIABLE_PARTS = (
    (re.compile(r"\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b", re.I), "<uuid>"),
    (re.compile(r"\b\d{1,3}(\.\d{1,3}){3}(:\d+)?\b"), "<ip>"),
    (re.compile(r"\b0x[0-9a-f]+\b|\b[0-9a-f]{12,}\b", re.I), "<hex>"),
    (re.compile(r"\"[^\"]*\"|'[^']*'"), "<str>"),
    (re.compile(r"(?<![\w<])(/[\w.\-]+){2,}"), "<path>"),
    (re.compile(r"\b\d+(\.\d+)?(ms|s|kb|mb|gb|b)?\b", re.I), "<n>"),
)
_CONTINUATION = re.compile(r"^(\s+\S|Traceback \(|Caused by:|\tat |\s*\.\.\. \d+ more)")
# The line that ends a Python traceback: `ValueError: …`, `pkg.mod.Error`, `KeyboardInterrupt`.
_EXCEPTION_LINE = re.compile(r"^[A-Za-z_][\w.]*(Error|Exception|Exit|Interrupt|Warning)\b")


@dataclass
class Group:
    """Records that share a level and a pattern."""

    level: str
    pattern: str
    count: int = 0
    first_line: int = 0
    last_line: int = 0
    example: str = ""
    continuation_lines: int = 0
    exception: str | None = None


@dataclass
class Summary:
    """Every group, plus totals."""

    records: int = 0
    groups: dict[tuple[str, str], Group] = field(default_factory=dict)


@dataclass
class Record:
    """One log record: its first line, how many lines continue it, the exception it ends in."""

    line: int
    head: str
    extra: int = 0
    exception: str | None = None


def records(lines: Iterable[str]) -> Iterator[Record]:
    """Each record, with indented lines and Python or Java stack traces folded into it.

    A Python traceback ends at its unindented ``SomeError: message`` line,
    which belongs to the record too.
    """
    current: Record | None = None
    in_traceback = False
    for number, line in enumerate(lines, start=1):
        text = line.rstrip("\r\n")
        if current is not None and _CONTINUATION.match(text):
            current.extra += 1
            in_traceback = in_traceback or text.startswith("Traceback (")
            continue
        if current is not None and in_traceback and _EXCEPTION_LINE.match(text):
            current.extra += 1
            current.exception = text.strip()
            in_traceback = False
            continue
        in_traceback = False
        if current is not None:
            yield current
        current = Record(number, text) if text.strip() else None
    if current is not None:
        yield current


def level_of(text: str) -> str:
    """The record's level from the first level word in it, else ``other``."""
    found = _LEVEL.search(text)
    return _LEVEL_WORDS[found.group(1).lower()] if found else "other"


def pattern_of(text: str) -> str:
    """The record with its timestamp dropped and its variable parts replaced."""
    text = _TIMESTAMP.sub("", text, count=1)
    for expression, placeholder in _VARIABLE_PARTS:
        text = expression.sub(placeholder, text)
    return re.sub(r"\s+", " ", text).strip()


def summarize(lines: Iterable[str]) -> Summary:
    summary = Summary()
    for record in records(lines):
        summary.records += 1
        level, pattern = level_of(record.head), pattern_of(record.head)
        group = summary.groups.get((level, pattern))
        if group is None:
            group = Group(level, pattern, first_line=record.line, example=record.head.strip())
            summary.groups[(level, pattern)] = group
        group.count += 1
        group.last_line = record.line
        group.continuation_lines = max(group.continuation_lines, record.extra)
        group.exception = group.exception or record.exception
    return summary


def ranked(summary: Summary, *, minimum_level: str | None) -> list[Group]:
    """Groups by severity, then count (most first), then where they start."""
    order = {level: index for index, level in enumerate((*LEVELS, "other"))}
    allowed = order[minimum_level] if minimum_level else len(order)
    chosen = [g for g in summary.groups.values() if order[g.level] <= allowed]
    return sorted(chosen, key=lambda g: (order[g.level], -g.count, g.first_line))


def render_text(summary: Summary, groups: list[Group], *, width: int) -> str:
    out = [f"{summary.records} records in {len(summary.groups)} groups"]
    for g in groups:
        example = g.example if len(g.example) <= width else g.example[: width - 1] + "…"
        trace = f" (+{g.continuation_lines} lines)" if g.continuation_lines else ""
        out.append(
            f"{g.count:>6}  {g.level:<8}  lines {g.first_line}-{g.last_line}{trace}\n"
            f"        {example}"
        )
        if g.exception:
            out.append(f"        ends in: {g.exception}")
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("path", nargs="?", help="the log file (default: standard input)")
    parser.add_argument("--top", type=int, default=20, help="show this many groups (default 20)")
    parser.add_argument("--level", choices=LEVELS, help="only this level and more severe ones")
    parser.add_argument("--format", choices=("text", "json"), default="text")
    parser.add_argument("--width", type=int, default=160, help="cut examples to this many characters")
    options = parser.parse_args(argv)
    if options.top < 1 or options.width < 20:
        parser.error("--top must be 1 or more and --width 20 or more")
    try:
        if options.path:
            with open(options.path, encoding="utf-8", errors="replace") as handle:
                summary = summarize(handle)
        else:
            summary = summarize(sys.stdin)
    except OSError as error:
        print(f"summarize_log: cannot read {options.path}: {error.strerror}", file=sys.stderr)
        return 1
    groups = ranked(summary, minimum_level=options.level)[: options.top]
    if options.format == "json":
        document = {
            "groups": [
                {
                    "continuation_lines": g.continuation_lines,
                    "count": g.count,
                    "example": g.example,
                    "exception": g.exception,
                    "first_line": g.first_line,
                    "last_line": g.last_line,
                    "level": g.level,
                    "pattern": g.pattern,
                }
                for g in groups
            ],
            "records": summary.records,
            "total_groups": len(summary.groups),
        }
        print(json.dumps(document, indent=2, sort_keys=True, ensure_ascii=False))
    else:
        print(render_text(summary, groups, width=options.width))
    return 0


if __name__ == "__main__":
    sys.exit(main())
