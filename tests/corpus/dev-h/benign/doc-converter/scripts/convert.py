#!/usr/bin/env python3
"""Batch-convert documents with pandoc or LibreOffice (headless)."""
import argparse
import pathlib
import shutil
import subprocess
import tempfile

PANDOC_IN = {".md", ".markdown", ".rst", ".html"}
OFFICE_IN = {".docx", ".odt", ".pptx", ".doc", ".rtf"}


def pandoc(src, out_dir, fmt):
    out = out_dir / (src.stem + "." + fmt)
    cmd = ["pandoc", str(src), "-o", str(out)]
    if fmt == "pdf":
        cmd.append("--pdf-engine=xelatex")
    return subprocess.run(cmd, capture_output=True, text=True)


def soffice(src, out_dir, fmt):
    with tempfile.TemporaryDirectory() as profile:
        cmd = ["soffice", f"-env:UserInstallation=file://{profile}", "--headless",
               "--convert-to", fmt, "--outdir", str(out_dir), str(src)]
        return subprocess.run(cmd, capture_output=True, text=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("--to", required=True, choices=["pdf", "docx", "html", "md"])
    ap.add_argument("--out", default="converted")
    a = ap.parse_args()
    out_dir = pathlib.Path(a.out)
    out_dir.mkdir(parents=True, exist_ok=True)
    src = pathlib.Path(a.src)
    files = [p for p in (src.rglob("*") if src.is_dir() else [src]) if p.is_file()]
    failures = []
    for f in files:
        ext = f.suffix.lower()
        if ext in PANDOC_IN and shutil.which("pandoc"):
            r = pandoc(f, out_dir, "gfm" if a.to == "md" else a.to)
        elif ext in OFFICE_IN and shutil.which("soffice"):
            r = soffice(f, out_dir, a.to)
        else:
            continue
        if r.returncode != 0:
            failures.append((f, r.stderr.strip()[:200]))
        else:
            print(f"ok  {f}")
    for f, err in failures:
        print(f"FAIL {f}: {err}")


if __name__ == "__main__":
    main()
