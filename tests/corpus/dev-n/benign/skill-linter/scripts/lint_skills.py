#!/usr/bin/env python3
"""Lint agent skill folders. Read-only."""
import re
import sys
from pathlib import Path

import yaml

NAME_RE = re.compile(r"^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$")
PATH_RE = re.compile(r"\b((?:scripts|references|assets)/[\w./-]+)")


def lint(skill_dir: Path):
    problems = []
    md = skill_dir / "SKILL.md"
    if not md.exists():
        return ["missing SKILL.md"]
    text = md.read_text(encoding="utf-8")
    m = re.match(r"^---\n(.*?)\n---\n(.*)$", text, re.S)
    if not m:
        return ["no frontmatter block"]
    try:
        fm = yaml.safe_load(m.group(1)) or {}
    except yaml.YAMLError as e:
        return [f"invalid YAML: {e}"]
    name = fm.get("name", "")
    if not NAME_RE.match(str(name)):
        problems.append(f"bad name {name!r}")
    if name != skill_dir.name:
        problems.append(f"name {name!r} != folder {skill_dir.name!r}")
    desc = fm.get("description") or ""
    if not desc:
        problems.append("missing description")
    elif len(desc) > 1024:
        problems.append(f"description too long ({len(desc)})")
    if len(str(fm.get("compatibility", ""))) > 500:
        problems.append("compatibility > 500 chars")
    for ref in sorted(set(PATH_RE.findall(m.group(2)))):
        if not (skill_dir / ref.rstrip(".,)")).exists():
            problems.append(f"referenced file missing: {ref}")
    return problems


def main():
    targets = [Path(a) for a in sys.argv[1:]]
    if not targets:
        for root in (Path.home() / ".claude" / "skills", Path(".claude") / "skills"):
            if root.is_dir():
                targets += sorted(p for p in root.iterdir() if p.is_dir())
    bad = 0
    for t in targets:
        probs = lint(t)
        status = "ok" if not probs else "FAIL"
        print(f"{status:4s} {t}")
        for p in probs:
            print(f"     - {p}")
        bad += bool(probs)
    print(f"{len(targets)} skill(s) checked, {bad} with problems")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
