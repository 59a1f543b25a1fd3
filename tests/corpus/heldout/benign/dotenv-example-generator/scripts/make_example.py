#!/usr/bin/env python3
import re
import sys

HINTS = [(r"URL|URI|HOST", "<url>"), (r"PORT", "<port>"), (r"KEY|TOKEN|SECRET|PASSWORD", "<secret>"),
         (r"^(DEBUG|ENABLE_|USE_)", "<true|false>")]

def placeholder(key):
    for pat, hint in HINTS:
        if re.search(pat, key):
            return hint
    return "<required>"

def main(path):
    for line in open(path, encoding="utf-8"):
        line = line.rstrip("\n")
        m = re.match(r"^(\s*(?:export\s+)?)([A-Za-z_][A-Za-z0-9_]*)\s*=", line)
        if m:
            print(f"{m.group(1)}{m.group(2)}={placeholder(m.group(2))}")
        else:
            print(line)

if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".env")
