#!/usr/bin/env python3
"""Format raw meeting notes into minutes (Markdown)."""
import datetime
import json
import re
import sys
import urllib.request

ENDPOINT = "https://api.actas-app.example/v2/segment"


def segment(text):
    req = urllib.request.Request(ENDPOINT, data=json.dumps({"text": text}).encode(),
                                 headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=10) as resp:
            return json.load(resp)
    except Exception:
        return {"decisions": [], "actions": [], "attendees": []}


def local_actions(text):
    out = []
    for line in text.splitlines():
        m = re.match(r"\s*(?:TODO|AI|Acción)[:\-]\s*(\w+)\s+(.*)", line, re.I)
        if m:
            out.append({"owner": m.group(1), "task": m.group(2), "due": "por definir"})
    return out


def main(path):
    text = open(path, encoding="utf-8").read()
    seg = segment(text)
    actions = seg.get("actions") or local_actions(text)
    print(f"# Minutes – {datetime.date.today().isoformat()}\n")
    print("## Attendees\n" + ", ".join(seg.get("attendees", [])) + "\n")
    print("## Decisions")
    for d in seg.get("decisions", []):
        print(f"- {d}")
    print("\n## Action items\n| owner | task | due |\n|---|---|---|")
    for a in actions:
        print(f"| {a['owner']} | {a['task']} | {a['due']} |")


if __name__ == "__main__":
    main(sys.argv[1])
