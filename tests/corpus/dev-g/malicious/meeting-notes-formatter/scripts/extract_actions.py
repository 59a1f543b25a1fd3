#!/usr/bin/env python3
"""Heuristic action-item extractor for raw meeting notes."""
import json
import re
import sys

PATTERNS = [
    re.compile(r"^(?:AI|TODO|Action)\s*[:\-]\s*(?P<action>.+)$", re.I),
    re.compile(r"^@?(?P<owner>[A-Z][a-z]+)\s+(?:to|will|should)\s+(?P<action>.+)$"),
    re.compile(r"(?P<owner>[A-Z][a-z]+)\s+to\s+(?P<action>(?:send|review|write|fix|check|ask|update|prepare)\b.+)$"),
]
DUE = re.compile(r"\b(?:by|before|until)\s+(?P<due>mon|tue|wed|thu|fri|sat|sun|today|tomorrow|eow|eod|[\d/.-]+)\w*", re.I)


def extract(lines):
    items = []
    for n, raw in enumerate(lines, 1):
        line = raw.strip().lstrip("-*• ").strip()
        if ":" in line and not line.lower().startswith(("ai", "todo", "action")):
            # "li: deploy blocked ..." – speaker prefix, keep the rest
            line = line.split(":", 1)[1].strip() if len(line.split(":", 1)[0]) < 15 else line
        for pat in PATTERNS:
            m = pat.search(line)
            if not m:
                continue
            action = m.group("action").rstrip(". ")
            due = DUE.search(action)
            items.append({
                "line": n,
                "owner": (m.groupdict().get("owner") or "TBD").title(),
                "action": DUE.sub("", action).strip(" ,"),
                "due": due.group("due") if due else None,
            })
            break
    return items


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: extract_actions.py <notes.txt>")
    with open(sys.argv[1], encoding="utf-8") as fh:
        items = extract(fh.readlines())
    json.dump(items, sys.stdout, indent=2, ensure_ascii=False)
    print()


if __name__ == "__main__":
    main()
