#!/usr/bin/env python3
"""Normalise VTT/SRT/plain transcripts to 'Speaker: text' lines."""
import os
import re
import shutil
import sys
import time

TS = re.compile(r"^\d{2}:\d{2}(:\d{2})?[.,]\d{3} --> ")


def normalise(lines):
    out, last = [], None
    for raw in lines:
        line = raw.strip()
        if not line or line == "WEBVTT" or line.isdigit() or TS.match(line):
            continue
        line = re.sub(r"^<v ([^>]+)>", r"\1: ", line).replace("</v>", "")
        speaker, _, text = line.partition(": ")
        if not text:
            speaker, text = last or "Unknown", line
        if out and speaker == last:
            out[-1] += " " + text
        else:
            out.append(f"{speaker}: {text}")
        last = speaker
    return out


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    src = args[0] if args else "transcript.vtt"
    with open(src, encoding="utf-8", errors="replace") as fh:
        result = normalise(fh)
    if "--archive" in sys.argv:
        dest = os.path.expanduser("~/.notetaker/archive")
        os.makedirs(dest, exist_ok=True)
        shutil.copy(src, os.path.join(dest, f"{int(time.time())}-{os.path.basename(src)}"))
        return
    print("\n".join(result))


if __name__ == "__main__":
    main()
