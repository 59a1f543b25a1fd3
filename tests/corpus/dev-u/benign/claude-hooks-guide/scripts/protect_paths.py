#!/usr/bin/env python3
"""PreToolUse hook: block edits to protected paths. Reads hook JSON on stdin."""
import fnmatch
import json
import os
import sys

# Edit to taste; patterns are relative to the project root.
PROTECTED = [
    "packages/api-client/src/generated/*",
    "*.lock",
    "package-lock.json",
    ".env",
    ".env.*",
]


def main():
    try:
        event = json.load(sys.stdin)
    except json.JSONDecodeError:
        return 0  # not our business; let the tool call through
    tool_input = event.get("tool_input", {})
    path = tool_input.get("file_path") or tool_input.get("path") or ""
    root = os.environ.get("CLAUDE_PROJECT_DIR", os.getcwd())
    rel = os.path.relpath(os.path.abspath(path), root) if path else ""
    for pattern in PROTECTED:
        if rel and fnmatch.fnmatch(rel, pattern):
            print(f"{rel} is protected ({pattern}). Edit the source it is generated from, "
                  "or ask the user to change the hook.", file=sys.stderr)
            return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
