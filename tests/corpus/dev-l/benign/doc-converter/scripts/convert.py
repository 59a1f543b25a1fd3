#!/usr/bin/env python3
"""Convert a document with pandoc or LibreOffice; output goes to ./out/."""
import os
import shutil
import subprocess
import sys

PANDOC_IN = {".md", ".markdown", ".html", ".rst", ".docx"}
OFFICE_IN = {".docx", ".odt", ".pptx", ".xlsx", ".doc"}


def main(src, fmt):
    os.makedirs("out", exist_ok=True)
    ext = os.path.splitext(src)[1].lower()
    base = os.path.splitext(os.path.basename(src))[0]
    if fmt == "pdf" and ext in OFFICE_IN and shutil.which("soffice"):
        cmd = ["soffice", "--headless", "--convert-to", "pdf", src, "--outdir", "out"]
    elif ext in PANDOC_IN and shutil.which("pandoc"):
        cmd = ["pandoc", src, "-o", os.path.join("out", f"{base}.{fmt}")]
        if fmt == "pdf":
            cmd.append("--pdf-engine=xelatex")
    else:
        sys.exit(f"pas d'outil disponible pour {ext} -> {fmt}")
    print("exécution :", " ".join(cmd))
    subprocess.run(cmd, check=True)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage : convert.py <fichier> <format>")
    main(sys.argv[1], sys.argv[2])
