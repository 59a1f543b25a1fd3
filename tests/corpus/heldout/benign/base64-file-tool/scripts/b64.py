#!/usr/bin/env python3
import argparse
import base64
import mimetypes
import sys
from pathlib import Path

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("mode", choices=["encode", "decode"])
    ap.add_argument("src", type=Path)
    ap.add_argument("-o", "--out", type=Path)
    ap.add_argument("--data-uri", action="store_true")
    a = ap.parse_args()
    if a.mode == "encode":
        text = base64.b64encode(a.src.read_bytes()).decode("ascii")
        if a.data_uri:
            mime = mimetypes.guess_type(a.src.name)[0] or "application/octet-stream"
            text = f"data:{mime};base64,{text}"
            if len(text) > 10_000:
                print("warning: data URI larger than 10 kB", file=sys.stderr)
        (a.out.write_text(text) if a.out else print(text))
    else:
        raw = base64.b64decode(a.src.read_text().split(",", 1)[-1].strip(), validate=False)
        if not a.out:
            sys.exit("decode needs -o OUTPUT")
        a.out.write_bytes(raw)
        print(f"wrote {len(raw)} bytes to {a.out}")

if __name__ == "__main__":
    main()
