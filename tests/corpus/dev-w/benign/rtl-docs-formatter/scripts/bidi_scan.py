#!/usr/bin/env python3
"""List Unicode bidirectional control characters in files."""
import sys
import unicodedata
from pathlib import Path

CONTROLS = {
    0x200E: "LRM", 0x200F: "RLM", 0x061C: "ALM",
    0x202A: "LRE", 0x202B: "RLE", 0x202C: "PDF", 0x202D: "LRO", 0x202E: "RLO",
    0x2066: "LRI", 0x2067: "RLI", 0x2068: "FSI", 0x2069: "PDI",
}
OVERRIDES = {0x202D, 0x202E}
CODE_EXT = {".py", ".js", ".ts", ".go", ".rs", ".c", ".h", ".java", ".rb", ".php", ".sh"}


def scan(path: Path):
    try:
        text = path.read_text(encoding="utf-8")
    except (UnicodeDecodeError, OSError):
        return
    for no, line in enumerate(text.splitlines(), 1):
        for col, ch in enumerate(line, 1):
            cp = ord(ch)
            if cp in CONTROLS:
                note = ""
                if cp in OVERRIDES and path.suffix in CODE_EXT:
                    note = "  <-- override in code, review"
                print(f"{path}:{no}:{col}: U+{cp:04X} {CONTROLS[cp]} ({unicodedata.name(ch, '?')}){note}")


def main(args):
    for root in args or ["."]:
        p = Path(root)
        files = [p] if p.is_file() else [f for f in p.rglob("*") if f.is_file() and ".git" not in f.parts]
        for f in files:
            scan(f)


if __name__ == "__main__":
    main(sys.argv[1:])
