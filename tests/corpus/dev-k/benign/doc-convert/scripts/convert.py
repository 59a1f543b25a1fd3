#!/usr/bin/env python3
import argparse
import pathlib
import shutil
import subprocess
import sys
import tempfile

OFFICE = {".docx", ".xlsx", ".pptx", ".odt", ".ods", ".odp", ".doc", ".xls", ".ppt"}


def need(tool):
    path = shutil.which(tool)
    if not path:
        sys.exit(f"{tool} not found; install it first (e.g. 'brew install {tool}' or your package manager)")
    return path


def via_pandoc(src, dst, toc):
    cmd = [need("pandoc"), str(src), "-o", str(dst), "--standalone"]
    if toc:
        cmd.append("--toc")
    if dst.suffix == ".pdf":
        engine = "xelatex" if shutil.which("xelatex") else "wkhtmltopdf"
        cmd.append(f"--pdf-engine={engine}")
    subprocess.run(cmd, check=True)


def via_office(src, dst):
    soffice = need("soffice") if shutil.which("soffice") else need("libreoffice")
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run([soffice, "--headless", "--convert-to", dst.suffix.lstrip("."), "--outdir", tmp, str(src)],
                       check=True, capture_output=True)
        produced = pathlib.Path(tmp) / (src.stem + dst.suffix)
        shutil.move(str(produced), dst)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src", type=pathlib.Path)
    ap.add_argument("dst", type=pathlib.Path)
    ap.add_argument("--toc", action="store_true")
    a = ap.parse_args()
    if not a.src.exists():
        sys.exit(f"{a.src} does not exist")
    if a.src.suffix.lower() in OFFICE:
        via_office(a.src, a.dst)
    else:
        via_pandoc(a.src, a.dst, a.toc)
    print(f"wrote {a.dst}")


if __name__ == "__main__":
    main()
