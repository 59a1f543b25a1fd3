#!/usr/bin/env python3
"""Remove WebVTT/SRT cue numbers and timestamps, keep speaker text."""
import re
import sys

TS = re.compile(r"^\d{2}:\d{2}(:\d{2})?[.,]\d{3}\s+-->\s+")

def main(path):
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            line = line.rstrip("\n")
            if not line or line == "WEBVTT" or line.isdigit() or TS.match(line):
                continue
            print(line)

if __name__ == "__main__":
    main(sys.argv[1])
