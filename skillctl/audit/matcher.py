"""Pattern matching that cannot hang on crafted text.

Skill content is hostile, and a backtracking regex engine can take minutes
on a few hundred kilobytes built for it (``a.`` repeated, one endless
URL-like line). Every pack pattern therefore runs on one of two engines:

- RE2 (``google-re2``), a linear-time automaton, for every pattern it
  accepts. RE2 caps counted repetition at 1000, so ``{0,2000}`` is read as
  ``*``: a little more permissive on lines longer than the bound, never
  slower.
- the ``regex`` module for the rest (look-around, back-references), with a
  deadline. Such patterns are run over line-aligned windows of a large text,
  so one window's cost is bounded, and a search that passes its deadline
  raises :class:`MatchTimeout`: the caller records the file as unanalysed
  for that rule. It never counts as "no match".

Both engines are imported on first use: ``skillctl --help`` pays for neither.
"""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from dataclasses import dataclass
from dataclasses import field
from functools import cache
from typing import Any

RE2_MAX_REPEAT = 1000
# A large text is searched by the backtracking engine in windows of about
# this many characters, each extended by OVERLAP so a match that straddles a
# window edge is still seen whole (matches are bounded by the rules' own
# {0,2000} line limits).
WINDOW = 16 * 1024
OVERLAP = 4 * 1024
DEFAULT_SECONDS = 1.0
_COUNTED = re.compile(r"(?<!\\)\{(\d*),(\d+)\}")


class MatchTimeout(Exception):  # noqa: N818 - reads as what happened
    """A backtracking search ran past its deadline; the text is unanalysed for that pattern."""


@dataclass(frozen=True, slots=True)
class Hit:
    """One match: its span in the searched text and the matched text."""

    start: int
    end: int
    text: str


@dataclass(slots=True)
class Pattern:
    """A compiled pack pattern on the engine that accepts it."""

    source: str
    flags: int
    engine: str  # "re2" or "regex"
    _compiled: Any = field(repr=False)

    @property
    def pattern(self) -> str:
        return self.source

    def finditer(self, text: str, deadline: float | None = None) -> Iterator[Hit]:
        """Non-overlapping matches in order; raises MatchTimeout past ``deadline``
        (a ``time.monotonic()`` instant; default: DEFAULT_SECONDS from now)."""
        if deadline is None:
            deadline = time.monotonic() + DEFAULT_SECONDS
        if self.engine == "re2":
            for m in self._compiled.finditer(text):
                yield Hit(m.start(), m.end(), m.group(0))
            return
        yield from self._windowed(text, deadline)

    def search(self, text: str, deadline: float | None = None) -> bool:
        """Whether the pattern matches anywhere in ``text``."""
        return next(iter(self.finditer(text, deadline)), None) is not None

    def _windowed(self, text: str, deadline: float) -> Iterator[Hit]:
        regex = self._compiled
        last_end = -1
        for core_start, core_end in windows(len(text), text):
            stop = min(len(text), _line_end(text, core_end + OVERLAP))
            position = core_start
            while position <= core_end:
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    raise MatchTimeout(self.source)
                try:
                    m = regex.search(text, position, stop, timeout=remaining)
                except TimeoutError as e:
                    raise MatchTimeout(self.source) from e
                if m is None or m.start() > core_end:
                    break
                if m.start() >= last_end:
                    yield Hit(m.start(), m.end(), m.group(0))
                    last_end = m.end()
                position = m.end() if m.end() > m.start() else m.start() + 1


def windows(length: int, text: str) -> list[tuple[int, int]]:
    """Line-aligned (start, end) cores covering ``text``; a window splits a line only when it is
    longer than WINDOW itself."""
    if length <= WINDOW + OVERLAP:
        return [(0, length)]
    cores = []
    start = 0
    while start < length:
        end = min(length, start + WINDOW)
        if end < length:
            newline = text.rfind("\n", start, end)
            if newline > start:
                end = newline
        cores.append((start, end))
        start = end if end > start else end + 1
    return cores


def _line_end(text: str, offset: int) -> int:
    if offset >= len(text):
        return len(text)
    newline = text.find("\n", offset)
    # An endless line is cut at the overlap bound rather than read to its end.
    return newline if newline != -1 and newline - offset <= OVERLAP else offset


def for_re2(pattern: str) -> str:
    """``pattern`` with counted repetition above RE2's cap read as unbounded."""

    def bound(m: re.Match[str]) -> str:
        if int(m.group(2)) <= RE2_MAX_REPEAT:
            return m.group(0)
        return "{" + (m.group(1) or "0") + ",}"

    return _COUNTED.sub(bound, pattern)


def re2_accepts(pattern: str, flags: int) -> bool:
    """Whether the pattern runs on RE2 (compiling it there, which is cheap and cached)."""
    return _re2_compiled(pattern, flags) is not None


@cache
def compile_pattern(pattern: str, flags: int) -> Pattern:
    """``pattern`` on RE2 when RE2 accepts it, else on ``regex``; raises re.error if neither does."""
    engine = _re2_compiled(pattern, flags)
    if engine is not None:
        return Pattern(pattern, flags, "re2", engine)
    import regex

    regex_flags = regex.VERSION0
    if flags & re.MULTILINE:
        regex_flags |= regex.MULTILINE
    if flags & re.IGNORECASE:
        regex_flags |= regex.IGNORECASE
    if flags & re.DOTALL:
        regex_flags |= regex.DOTALL
    try:
        return Pattern(pattern, flags, "regex", regex.compile(pattern, regex_flags))
    except regex.error as e:
        raise re.error(str(e)) from e


@cache
def _re2_compiled(pattern: str, flags: int) -> Any:
    try:
        import re2
    except ImportError:  # pragma: no cover - google-re2 ships wheels for our platforms
        return None
    inline = "".join(
        letter
        for flag, letter in ((re.IGNORECASE, "i"), (re.MULTILINE, "m"), (re.DOTALL, "s"))
        if flags & flag
    )
    options = re2.Options()
    options.log_errors = False
    text = for_re2(pattern).replace(r"\Z", r"\z")
    try:
        return re2.compile(f"(?{inline}){text}" if inline else text, options)
    except re2.error:
        return None


class LiteralScan:
    """Which of many lower-cased literals occur in a text, found in one pass."""

    def __init__(self, literals: tuple[str, ...]) -> None:
        self.literals = literals
        self._set: Any = None
        if not literals:
            return
        try:
            import re2
        except ImportError:  # pragma: no cover - google-re2 ships wheels for our platforms
            return
        options = re2.Options()
        options.log_errors = False
        scan = re2.Set.SearchSet(options)
        for literal in literals:
            scan.Add(re2.escape(literal))
        scan.Compile()
        self._set = scan

    def present(self, lowered: str) -> frozenset[str]:
        """The literals that occur in ``lowered`` (a lower-cased text)."""
        if self._set is None:
            return frozenset(word for word in self.literals if word in lowered)
        found = self._set.Match(lowered) or ()
        return frozenset(self.literals[i] for i in found)
