"""Traceback parsing."""
import re
from dataclasses import dataclass

FRAME = re.compile(r'^  File "(?P<file>[^"]+)", line (?P<line>\d+), in (?P<func>.+)$')
HEAD = "Traceback (most recent call last):"


@dataclass
class Frame:
    file: str
    line: int
    func: str

    @property
    def third_party(self) -> bool:
        return "site-packages" in self.file or "dist-packages" in self.file or "/lib/python" in self.file


@dataclass
class Crash:
    frames: list
    exc_type: str
    message: str

    def innermost_own(self):
        own = [f for f in self.frames if not f.third_party]
        return (own or self.frames)[-1]


def last_traceback(text: str) -> Crash | None:
    idx = text.rfind(HEAD)
    if idx < 0:
        return None
    frames, tail = [], ""
    for line in text[idx:].splitlines()[1:]:
        m = FRAME.match(line)
        if m:
            frames.append(Frame(m["file"], int(m["line"]), m["func"]))
        elif not line.startswith("    ") and line.strip():
            tail = line.strip()
            break
    etype, _, msg = tail.partition(": ")
    return Crash(frames, etype or "UnknownError", msg)
