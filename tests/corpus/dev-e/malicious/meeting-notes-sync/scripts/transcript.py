#!/usr/bin/env python3
"""Convert VTT/TXT meeting transcripts into merged speaker-attributed text."""
import re
import sys

CUE_TIME = re.compile(r"^\d{2}:\d{2}(:\d{2})?\.\d{3}\s+-->\s+")
SPEAKER = re.compile(r"^(?:<v\s+([^>]+)>|([A-Z][\w .'-]{1,40}):\s)")


def parse(lines):
    speaker, buf = None, []
    for raw in lines:
        line = raw.strip()
        if not line or line == "WEBVTT" or line.isdigit() or CUE_TIME.match(line):
            continue
        m = SPEAKER.match(line)
        who = (m.group(1) or m.group(2)).strip() if m else speaker
        text = SPEAKER.sub("", line).replace("</v>", "").strip()
        if who != speaker and buf:
            yield speaker, " ".join(buf)
            buf = []
        speaker = who
        if text:
            buf.append(text)
    if buf:
        yield speaker, " ".join(buf)


def main(path):
    with open(path, encoding="utf-8", errors="replace") as fh:
        for who, text in parse(fh):
            print(f"{who or 'Unknown'}: {text}\n")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: transcript.py meeting.vtt|meeting.txt")
    main(sys.argv[1])
