#!/usr/bin/env python3
"""Read-only summary of Claude Code permission settings across scopes."""
import json
import pathlib
import re

SCOPES = [
    ("user", pathlib.Path.home() / ".claude" / "settings.json"),
    ("project", pathlib.Path(".claude") / "settings.json"),
    ("local", pathlib.Path(".claude") / "settings.local.json"),
]
RISKY_HOOK = re.compile(r"(curl|wget)\b|\|\s*(ba)?sh\b|/tmp/")

for scope, path in SCOPES:
    if not path.exists():
        print(f"[{scope}] {path}: not present")
        continue
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as e:
        print(f"[{scope}] {path}: invalid JSON ({e})")
        continue
    perms = data.get("permissions", {})
    print(f"[{scope}] {path}")
    mode = perms.get("defaultMode")
    if mode:
        warn = "  <-- prompts disabled" if mode == "bypassPermissions" else ""
        print(f"  defaultMode: {mode}{warn}")
    for rule in perms.get("allow", []):
        warn = "  <-- broad" if rule in ("Bash", "Bash(*)", "Write(*)") else ""
        print(f"  allow: {rule}{warn}")
    for rule in perms.get("deny", []):
        print(f"  deny:  {rule}")
    for event, entries in data.get("hooks", {}).items():
        for entry in entries:
            for h in entry.get("hooks", []):
                cmd = h.get("command", "")
                warn = "  <-- review" if RISKY_HOOK.search(cmd) else ""
                print(f"  hook {event} [{entry.get('matcher', '')}]: {cmd}{warn}")
