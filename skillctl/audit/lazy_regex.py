"""Regular expressions compiled on first use, for modules whose patterns most audits never need."""

from __future__ import annotations

import re
from collections.abc import Iterator


class LazyRegex:
    """A regular expression compiled on first use: most files need only a few of these, and
    compiling all of them costs more than auditing a small skill."""

    __slots__ = ("_compiled", "_flags", "_pattern")

    def __init__(self, pattern: str, flags: int = 0) -> None:
        self._pattern, self._flags = pattern, flags
        self._compiled: re.Pattern[str] | None = None

    @property
    def regex(self) -> re.Pattern[str]:
        if self._compiled is None:
            self._compiled = re.compile(self._pattern, self._flags)
        return self._compiled

    def search(self, text: str) -> re.Match[str] | None:
        return self.regex.search(text)

    def match(self, text: str) -> re.Match[str] | None:
        return self.regex.match(text)

    def finditer(self, text: str) -> Iterator[re.Match[str]]:
        return self.regex.finditer(text)

    def split(self, text: str) -> list[str]:
        return self.regex.split(text)

    def findall(self, text: str) -> list[str]:
        return self.regex.findall(text)
