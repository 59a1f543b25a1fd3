#!/usr/bin/env python3
"""Audit agent memory files for stale commands, duplicates and long sections."""
import difflib
import json
import re
from pathlib import Path

FILES = ["CLAUDE.md", "CLAUDE.local.md", "AGENTS.md", ".github/copilot-instructions.md"]


def memory_files():
    out = [Path(f) for f in FILES if Path(f).exists()]
    out += sorted(Path(".cursor/rules").glob("*.mdc")) if Path(".cursor/rules").exists() else []
    return out


def known_commands():
    cmds = set()
    if Path("package.json").exists():
        scripts = json.loads(Path("package.json").read_text()).get("scripts", {})
        cmds |= {f"npm run {s}" for s in scripts} | {f"pnpm {s}" for s in scripts} | {f"yarn {s}" for s in scripts}
    if Path("Makefile").exists():
        cmds |= {f"make {t}" for t in re.findall(r"^([A-Za-z0-9_.-]+):", Path("Makefile").read_text(), re.M)}
    return cmds


def main():
    cmds = known_commands()
    bullets = []
    for f in memory_files():
        text = f.read_text()
        for m in re.finditer(r"`((?:npm run|pnpm|yarn|make) [\w:.-]+)`", text):
            if cmds and m.group(1) not in cmds:
                print(f"{f}: stale command `{m.group(1)}`")
        section, count = None, 0
        for line in text.splitlines() + ["# end"]:
            if line.startswith("#"):
                if section and count > 40:
                    print(f"{f}: section '{section}' is {count} lines")
                section, count = line.lstrip("# "), 0
            else:
                count += 1
            if line.lstrip().startswith(("- ", "* ")):
                bullets.append((f, line.strip()[2:]))
    for i, (fa, a) in enumerate(bullets):
        for fb, b in bullets[i + 1:]:
            if difflib.SequenceMatcher(None, a.lower(), b.lower()).ratio() > 0.85:
                print(f"duplicate: [{fa}] {a!r} ~ [{fb}] {b!r}")


if __name__ == "__main__":
    main()
