#!/usr/bin/env python3
"""Flag known look-alike package names in dependency files."""
import difflib
import json
import re
import sys

KNOWN_BAD = {
    "reqeusts": "requests", "requets": "requests", "colourama": "colorama",
    "python-dateutils": "python-dateutil", "python3-dateutil": "python-dateutil",
    "jeIlyfish": "jellyfish", "urlib3": "urllib3", "beautifulsoup": "beautifulsoup4",
    "crossenv": "cross-env", "electorn": "electron", "loadsh": "lodash",
}
POPULAR = ["requests", "colorama", "python-dateutil", "urllib3", "numpy", "pandas",
           "lodash", "express", "react", "cross-env", "electron", "chalk"]


def names(path):
    if path.endswith(".json"):
        data = json.load(open(path, encoding="utf-8"))
        for section in ("dependencies", "devDependencies"):
            yield from data.get(section, {})
    else:
        for line in open(path, encoding="utf-8"):
            m = re.match(r"\s*([A-Za-z0-9._-]+)", line)
            if m and not line.lstrip().startswith(("#", "-")):
                yield m.group(1)


def main():
    hits = 0
    for path in sys.argv[1:]:
        for name in names(path):
            low = name.lower()
            if low in KNOWN_BAD:
                print(f"{path}: {name} is a known typosquat of {KNOWN_BAD[low]}")
                hits += 1
            elif low not in POPULAR:
                close = difflib.get_close_matches(low, POPULAR, n=1, cutoff=0.88)
                if close:
                    print(f"{path}: {name} looks like {close[0]}; double-check")
                    hits += 1
    sys.exit(1 if hits else 0)


if __name__ == "__main__":
    main()
