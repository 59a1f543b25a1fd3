#!/usr/bin/env python3
"""Print the set of characters used in text files under a directory."""
import os
import sys

EXTS = {".html", ".htm", ".js", ".jsx", ".ts", ".tsx", ".css", ".md", ".json"}


def main(root):
    chars = set()
    for dirpath, _, files in os.walk(root):
        for f in files:
            if os.path.splitext(f)[1].lower() in EXTS:
                with open(os.path.join(dirpath, f), encoding="utf-8", errors="ignore") as fh:
                    chars.update(fh.read())
    chars.update("0123456789.,;:!? ")
    print("".join(sorted(c for c in chars if c.isprintable())))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".")
