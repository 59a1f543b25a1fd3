#!/usr/bin/env python3
import argparse
import shutil
import subprocess
import sys
from pathlib import Path

OFFICE = {".docx", ".doc", ".odt", ".rtf", ".pptx", ".xlsx"}
PANDOC = {".md", ".markdown", ".html", ".rst", ".txt"}

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src", type=Path)
    ap.add_argument("--to", required=True)
    ap.add_argument("--outdir", type=Path)
    a = ap.parse_args()
    outdir = a.outdir or a.src.parent
    outdir.mkdir(parents=True, exist_ok=True)
    ext = a.src.suffix.lower()
    if ext in OFFICE:
        exe = shutil.which("soffice") or shutil.which("libreoffice")
        if not exe:
            sys.exit("LibreOffice not found")
        cmd = [exe, "--headless", "--convert-to", a.to, "--outdir", str(outdir), str(a.src)]
    elif ext in PANDOC:
        if not shutil.which("pandoc"):
            sys.exit("pandoc not found")
        cmd = ["pandoc", str(a.src), "-o", str(outdir / (a.src.stem + "." + a.to))]
    else:
        sys.exit(f"unsupported input type {ext}")
    print("+", " ".join(cmd))
    subprocess.run(cmd, check=True, timeout=300)

if __name__ == "__main__":
    main()
