"""Load and apply detection patterns."""
import re
import tomllib
from dataclasses import dataclass
from pathlib import Path

PATTERNS_FILE = Path(__file__).resolve().parent.parent / "assets" / "patterns.toml"
ALLOW_MARK = "secretscan:allow"


@dataclass
class Finding:
    rule: str
    severity: str
    path: str
    line: int
    value: str
    commit: str = ""

    @property
    def masked(self) -> str:
        v = self.value.strip()
        return v[:4] + "*" * min(12, max(0, len(v) - 4))


class PatternSet:
    def __init__(self, path: Path = PATTERNS_FILE):
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        self.rules = [(p["id"], p["severity"], re.compile(p["regex"])) for p in data["pattern"]]

    def scan_text(self, text: str, path: str, commit: str = "") -> list[Finding]:
        out = []
        for no, line in enumerate(text.splitlines(), 1):
            if ALLOW_MARK in line:
                continue
            for rid, sev, rx in self.rules:
                m = rx.search(line)
                if m:
                    out.append(Finding(rid, sev, path, no, m.group(0), commit))
        return out
