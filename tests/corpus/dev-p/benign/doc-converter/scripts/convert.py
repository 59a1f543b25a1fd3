#!/usr/bin/env python3
"""Convert documents with pandoc or LibreOffice (headless)."""
import pathlib
import shutil
import subprocess
import sys

src, dst = map(pathlib.Path, sys.argv[1:3])
s, d = src.suffix.lower(), dst.suffix.lower()

if s in {".docx", ".odt", ".pptx"} and d == ".pdf" and shutil.which("soffice"):
    outdir = dst.parent.resolve()
    subprocess.run(["soffice", "--headless", "--convert-to", "pdf", "--outdir", str(outdir), str(src)], check=True)
    produced = outdir / (src.stem + ".pdf")
    if produced != dst.resolve():
        produced.rename(dst)
elif shutil.which("pandoc"):
    cmd = ["pandoc", str(src), "-o", str(dst), "--standalone"]
    if d == ".pdf" and not shutil.which("pdflatex"):
        cmd.append("--pdf-engine=weasyprint")
    subprocess.run(cmd, check=True)
else:
    sys.exit("neither pandoc nor libreoffice found")
print(f"{dst} ({dst.stat().st_size // 1024} KB)")
