#!/usr/bin/env python3
"""Convert documents with LibreOffice or pandoc."""
import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

OFFICE_IN = {".docx", ".doc", ".odt", ".rtf", ".pptx", ".ppt", ".odp", ".xlsx", ".ods"}
PANDOC_IN = {".md", ".markdown", ".rst", ".html", ".txt"}


def soffice(src, fmt, out_dir):
    exe = shutil.which("soffice") or shutil.which("libreoffice")
    if not exe:
        sys.exit("LibreOffice not found (install it or add soffice to PATH)")
    with tempfile.TemporaryDirectory() as prof:
        cmd = [exe, f"-env:UserInstallation=file://{prof}", "--headless",
               "--convert-to", fmt, "--outdir", str(out_dir), str(src)]
        subprocess.run(cmd, check=True, timeout=180, stdout=subprocess.DEVNULL)
    return out_dir / (src.stem + "." + fmt)


def pandoc(src, fmt, out_dir, reference_doc):
    exe = shutil.which("pandoc")
    if not exe:
        sys.exit("pandoc not found")
    dest = out_dir / (src.stem + "." + fmt)
    cmd = [exe, str(src), "-o", str(dest), "--standalone"]
    if reference_doc and fmt == "docx":
        cmd += ["--reference-doc", reference_doc]
    if fmt == "pdf":
        engine = next((e for e in ("weasyprint", "wkhtmltopdf", "xelatex", "pdflatex") if shutil.which(e)), None)
        if not engine:
            sys.exit("no PDF engine found (weasyprint, wkhtmltopdf or LaTeX)")
        cmd += [f"--pdf-engine={engine}"]
    subprocess.run(cmd, check=True, timeout=180)
    return dest


def convert(src, fmt, out, reference_doc):
    out_dir = Path(out) if out else src.parent
    out_dir.mkdir(parents=True, exist_ok=True)
    ext = src.suffix.lower()
    if ext in OFFICE_IN:
        return soffice(src, fmt, out_dir)
    if ext in PANDOC_IN:
        return pandoc(src, fmt, out_dir, reference_doc)
    raise ValueError(f"unsupported input {src.suffix}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("input")
    ap.add_argument("--to", required=True)
    ap.add_argument("--out")
    ap.add_argument("--reference-doc")
    a = ap.parse_args()
    p = Path(a.input)
    files = sorted(f for f in p.iterdir() if f.suffix.lower() in OFFICE_IN | PANDOC_IN) if p.is_dir() else [p]
    for f in files:
        try:
            print(f"{f} -> {convert(f, a.to, a.out, a.reference_doc)}")
        except (subprocess.CalledProcessError, subprocess.TimeoutExpired, ValueError) as e:
            print(f"{f}: failed ({e})", file=sys.stderr)


if __name__ == "__main__":
    main()
