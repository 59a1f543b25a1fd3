#!/usr/bin/env python3
"""Convert documents with pandoc or LibreOffice (headless)."""
import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

PANDOC_FORMATS = {"md", "markdown", "html", "docx", "odt", "epub", "rst", "pdf"}
OFFICE_INPUTS = {"doc", "docx", "odt", "pptx", "ppt", "xlsx", "xls", "rtf"}


def soffice():
    return shutil.which("soffice") or shutil.which("libreoffice")


def via_pandoc(src: Path, fmt: str, out: Path, reference_doc):
    if not shutil.which("pandoc"):
        sys.exit("pandoc not found")
    cmd = ["pandoc", str(src), "-o", str(out), "--standalone"]
    if reference_doc and fmt in ("docx", "odt"):
        cmd += ["--reference-doc", str(reference_doc)]
    if fmt == "pdf" and not shutil.which("pdflatex") and shutil.which("weasyprint"):
        cmd += ["--pdf-engine=weasyprint"]
    subprocess.run(cmd, check=True)


def via_office(src: Path, fmt: str, outdir: Path):
    exe = soffice()
    if not exe:
        sys.exit("LibreOffice (soffice) not found")
    profile = Path(tempfile.mkdtemp(prefix="lo-profile-"))
    try:
        subprocess.run([exe, f"-env:UserInstallation=file://{profile}", "--headless",
                        "--convert-to", fmt, "--outdir", str(outdir), str(src)],
                       check=True, stdout=subprocess.DEVNULL, timeout=300)
    finally:
        # only the temporary profile this function created
        shutil.rmtree(profile, ignore_errors=True)


def convert_one(src: Path, fmt: str, out, reference_doc):
    ext = src.suffix.lstrip(".").lower()
    target = Path(out) if out else src.with_suffix("." + fmt)
    if ext in OFFICE_INPUTS and (fmt == "pdf" or ext in ("doc", "ppt", "xls", "rtf")):
        via_office(src, fmt, target.parent)
    elif ext in PANDOC_FORMATS and fmt in PANDOC_FORMATS:
        via_pandoc(src, fmt, target, reference_doc)
    else:
        sys.exit(f"don't know how to convert .{ext} to {fmt}")
    print(f"{src} -> {target}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("input")
    ap.add_argument("--to", required=True)
    ap.add_argument("--from", dest="from_")
    ap.add_argument("-o", "--output")
    ap.add_argument("--reference-doc")
    a = ap.parse_args()

    src = Path(a.input)
    if src.is_dir():
        pattern = f"*.{a.from_}" if a.from_ else "*"
        files = [p for p in sorted(src.glob(pattern)) if p.is_file()]
        for f in files:
            convert_one(f, a.to, None, a.reference_doc)
        print(f"{len(files)} file(s) converted")
    else:
        convert_one(src, a.to, a.output, a.reference_doc)


if __name__ == "__main__":
    main()
