#!/usr/bin/env python3
"""Statically decode common JS string obfuscations. Never executes the input."""
import base64
import re
import sys

src = open(sys.argv[1], encoding="utf-8", errors="replace").read()
found = []

for m in re.finditer(r"String\.fromCharCode\(([\d\s,]+)\)", src):
    found.append(("charcodes", "".join(chr(int(n)) for n in m.group(1).split(",") if n.strip())))

for m in re.finditer(r"((?:\\x[0-9a-fA-F]{2}|\\u[0-9a-fA-F]{4}){4,})", src):
    s = re.sub(r"\\x([0-9a-fA-F]{2})", lambda x: chr(int(x.group(1), 16)), m.group(1))
    s = re.sub(r"\\u([0-9a-fA-F]{4})", lambda x: chr(int(x.group(1), 16)), s)
    found.append(("escapes", s))

for m in re.finditer(r"atob\(\s*['\"]([A-Za-z0-9+/=]{8,})['\"]\s*\)", src):
    try:
        found.append(("base64", base64.b64decode(m.group(1)).decode("utf-8", "replace")))
    except ValueError:
        pass

for m in re.finditer(r"((?:['\"][^'\"]{1,12}['\"]\s*\+\s*){2,}['\"][^'\"]{1,12}['\"])", src):
    found.append(("concat", "".join(re.findall(r"['\"]([^'\"]*)['\"]", m.group(1)))))

for kind, text in found:
    print(f"[{kind:9}] {text!r}")
print(f"{len(found)} decoded string(s); sample was not executed")
