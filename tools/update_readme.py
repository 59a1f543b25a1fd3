"""Regenerate the generated parts of README.md: the audit rule table."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

README = Path(__file__).resolve().parent.parent / "README.md"
START, END = "<!-- rules:start -->\n", "<!-- rules:end -->"


def main() -> None:
    table = subprocess.run(
        [sys.executable, "-m", "skillctl", "audit", "--list-rules", "--format", "markdown"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    text = README.read_text(encoding="utf-8")
    head, rest = text.split(START, 1)
    _, tail = rest.split(END, 1)
    README.write_text(head + START + table + END + tail, encoding="utf-8")


if __name__ == "__main__":
    main()
