#!/usr/bin/env python3
"""Convert documents with LibreOffice (office formats) or pandoc (Markdown)."""
import argparse
import shutil
import subprocess
import sys
from pathlib import Path

OFFICE = {".docx", ".doc", ".odt", ".pptx", ".ppt", ".odp", ".xlsx", ".ods", ".rtf"}
MARKDOWN = {".md", ".markdown"}


def soffice():
    for name in ("soffice", "libreoffice"):
        if shutil.which(name):
            return name
    sys.exit("LibreOffice not found (install it or add soffice to PATH)")


def convert(src: Path, fmt: str, outdir: Path, ref: str | None):
    if src.suffix.lower() in OFFICE:
        cmd = [soffice(), "--headless", "--convert-to", fmt, "--outdir", str(outdir), str(src)]
    elif src.suffix.lower() in MARKDOWN:
        if not shutil.which("pandoc"):
            sys.exit("pandoc not found")
        cmd = ["pandoc", str(src), "-o", str(outdir / (src.stem + "." + fmt))]
        if ref:
            cmd += ["--reference-doc", ref]
    else:
        print(f"skip {src} (unsupported)")
        return False
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    if r.returncode:
        print(f"FAIL {src}: {r.stderr.strip()[:300]}")
        return False
    print(f"ok   {src} -> {fmt}")
    return True


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("input")
    ap.add_argument("--to", required=True)
    ap.add_argument("--outdir")
    ap.add_argument("--reference-doc")
    a = ap.parse_args()
    src = Path(a.input)
    files = sorted(p for p in src.iterdir() if p.suffix.lower() in OFFICE | MARKDOWN) if src.is_dir() else [src]
    ok = 0
    for f in files:
        out = Path(a.outdir) if a.outdir else f.parent
        out.mkdir(parents=True, exist_ok=True)
        ok += convert(f, a.to, out, a.reference_doc)
    print(f"{ok}/{len(files)} converted")


if __name__ == "__main__":
    main()
