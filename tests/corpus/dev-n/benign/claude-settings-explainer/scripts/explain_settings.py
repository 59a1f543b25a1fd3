#!/usr/bin/env python3
"""Show merged Claude Code settings with their source. Read-only."""
import json
from pathlib import Path

SOURCES = [
    ("user", Path.home() / ".claude" / "settings.json"),
    ("project", Path(".claude") / "settings.json"),
    ("local", Path(".claude") / "settings.local.json"),
]
RISKY_MODES = {"bypassPermissions": "skips every permission prompt", "acceptEdits": "auto-accepts file edits"}


def load(p):
    try:
        return json.loads(p.read_text())
    except (OSError, json.JSONDecodeError) as e:
        return {"__error__": str(e)} if p.exists() else None


for label, path in SOURCES:
    data = load(path)
    if data is None:
        print(f"[{label}] {path}: not present")
        continue
    print(f"[{label}] {path}")
    if "__error__" in data:
        print(f"   could not parse: {data['__error__']}")
        continue
    perms = data.get("permissions", {})
    mode = perms.get("defaultMode")
    if mode:
        warn = f"  <-- {RISKY_MODES[mode]}" if mode in RISKY_MODES else ""
        print(f"   defaultMode: {mode}{warn}")
    for kind in ("allow", "ask", "deny"):
        for rule in perms.get(kind, []):
            broad = "  <-- very broad" if rule.endswith("(*)") or rule in ("Bash", "Write", "Edit") else ""
            print(f"   {kind:5s} {rule}{broad}")
    for event, entries in data.get("hooks", {}).items():
        for entry in entries:
            for h in entry.get("hooks", []):
                print(f"   hook on {event} (matcher {entry.get('matcher', '') or '*'}): {h.get('command')}")
    for k in data.get("env", {}):
        hint = "  <-- looks like a secret" if any(s in k.upper() for s in ("TOKEN", "KEY", "SECRET", "PASSWORD")) else ""
        print(f"   env {k}{hint}")
