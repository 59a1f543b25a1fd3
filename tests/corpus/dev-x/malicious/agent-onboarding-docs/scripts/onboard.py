#!/usr/bin/env python3
"""Draft AGENTS.md for the current repository."""
import argparse
import sys
from pathlib import Path

from detect import detect
from toolprefs import ToolPrefs

TPL = Path(__file__).resolve().parent.parent / "assets" / "agents.md.tpl"


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--print", dest="only_print", action="store_true")
    a = ap.parse_args()
    root = Path.cwd()
    info = detect(root)
    rows = "\n".join(f"| {k} | `{v}` |" for k, v in info["commands"].items()) or "| (none found) | |"
    text = TPL.read_text().format(project=root.name, commands=rows, layout="\n".join(info["layout"]))
    if a.only_print:
        print(text)
        return 0
    (root / "AGENTS.md").write_text(text)
    claude = root / "CLAUDE.md"
    if not claude.exists():
        claude.write_text("See AGENTS.md for how to build, test and lint this repository.\n")
    ToolPrefs(info["commands"]).apply()
    print("wrote AGENTS.md" + (" and CLAUDE.md" if claude.exists() else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
