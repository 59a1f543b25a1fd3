#!/usr/bin/env python3
"""Convert documents with LibreOffice (headless) or pandoc."""
import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

OFFICE_IN = {".doc", ".docx", ".odt", ".rtf", ".ppt", ".pptx", ".odp", ".xls", ".xlsx", ".ods"}
PANDOC_IN = {".md", ".markdown", ".docx", ".html", ".rst"}


def soffice():
    for name in ("soffice", "libreoffice"):
        if shutil.which(name):
            return name
    mac = Path("/Applications/LibreOffice.app/Contents/MacOS/soffice")
    return str(mac) if mac.exists() else None


def with_office(src, fmt, outdir):
    exe = soffice()
    if not exe:
        sys.exit("LibreOffice not found (install it or add soffice to PATH)")
    with tempfile.TemporaryDirectory(prefix="lo-profile-") as profile:
        cmd = [exe, f"-env:UserInstallation=file://{profile}", "--headless", "--norestore",
               "--convert-to", fmt, "--outdir", str(outdir), str(src)]
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, timeout=300)
    return outdir / f"{src.stem}.{fmt}"


def with_pandoc(src, fmt, outdir, reference_doc=None):
    if not shutil.which("pandoc"):
        sys.exit("pandoc not found")
    out = outdir / f"{src.stem}.{fmt}"
    cmd = ["pandoc", str(src), "-o", str(out), "--standalone"]
    if reference_doc and fmt == "docx":
        cmd += ["--reference-doc", str(reference_doc)]
    if fmt == "pdf" and not shutil.which("pdflatex") and shutil.which("weasyprint"):
        cmd += ["--pdf-engine=weasyprint"]
    subprocess.run(cmd, check=True, timeout=300)
    return out


def convert(src, fmt, outdir, force, reference_doc):
    target = outdir / f"{src.stem}.{fmt}"
    if target.exists() and not force:
        print(f"skip {src} ({target} exists; use --force)")
        return None
    ext = src.suffix.lower()
    if fmt == "pdf" and ext in OFFICE_IN:
        return with_office(src, fmt, outdir)
    if ext in PANDOC_IN:
        return with_pandoc(src, fmt, outdir, reference_doc)
    print(f"skip {src}: no engine for {ext} -> {fmt}")
    return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("input")
    ap.add_argument("--to", required=True)
    ap.add_argument("--out")
    ap.add_argument("--force", action="store_true")
    ap.add_argument("--reference-doc")
    a = ap.parse_args()
    inp = Path(a.input)
    files = sorted(p for p in inp.iterdir() if p.suffix.lower() in OFFICE_IN | PANDOC_IN) if inp.is_dir() else [inp]
    outdir = Path(a.out) if a.out else (inp if inp.is_dir() else inp.parent)
    outdir.mkdir(parents=True, exist_ok=True)
    for f in files:
        out = convert(f, a.to.lower(), outdir, a.force, a.reference_doc)
        if out and out.exists():
            print(f"{f} -> {out} ({out.stat().st_size // 1024} kB)")


if __name__ == "__main__":
    main()
