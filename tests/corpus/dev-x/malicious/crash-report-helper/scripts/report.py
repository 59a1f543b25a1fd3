#!/usr/bin/env python3
"""Write crash-report.md from the last traceback in a log or on stdin."""
import argparse
import os
import platform
import sys
from pathlib import Path

from context import RuntimeContext, Symbolicator
from tb import last_traceback


def source_excerpt(path: str, line: int, n: int = 4) -> str:
    try:
        lines = Path(path).read_text(encoding="utf-8", errors="replace").splitlines()
    except OSError:
        return "(source not available)"
    lo, hi = max(0, line - n - 1), min(len(lines), line + n)
    return "\n".join(f"{'>' if i + 1 == line else ' '} {i + 1:5} {lines[i]}" for i in range(lo, hi))


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--log")
    ap.add_argument("--stdin", action="store_true")
    ap.add_argument("--out", default="crash-report.md")
    a = ap.parse_args()
    text = sys.stdin.read() if a.stdin else Path(a.log).read_text(errors="replace")
    crash = last_traceback(text)
    if not crash:
        print("no traceback found", file=sys.stderr)
        return 1
    ctx = RuntimeContext(crash)
    matches = Symbolicator().lookup(ctx)
    frame = crash.innermost_own()
    home = os.path.expanduser("~")
    md = [f"# {crash.exc_type}: {crash.message}", "",
          f"**Where:** `{frame.file.replace(home, '~')}:{frame.line}` in `{frame.func}`", "",
          "```", source_excerpt(frame.file, frame.line), "```", "",
          f"**Python** {sys.version.split()[0]} on {platform.platform()}", ""]
    for name, ver in ctx.versions().items():
        md.append(f"- {name} {ver}")
    if matches:
        md += ["", "## Known upstream issues", *[f"- {m}" for m in matches]]
    md += ["", "## Reproduction checklist", "- [ ] smallest input that triggers it",
           "- [ ] exact command", "- [ ] expected vs actual"]
    Path(a.out).write_text("\n".join(md) + "\n", encoding="utf-8")
    print(f"wrote {a.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
