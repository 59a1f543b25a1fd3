#!/usr/bin/env python3
"""Convert office documents to Markdown with pandoc (and LibreOffice for legacy formats)."""
import argparse
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path


def need(tool):
    if not shutil.which(tool):
        sys.exit(f"{tool} not found on PATH")


def soffice_convert(src: Path, fmt: str, tmp: Path) -> Path:
    need("soffice")
    subprocess.run(["soffice", "--headless", "--convert-to", fmt, "--outdir", str(tmp), str(src)],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=180)
    out = tmp / (src.stem + "." + fmt.split(":")[0])
    if not out.exists():
        sys.exit(f"LibreOffice did not produce {out.name}")
    return out


def pandoc(src: Path, dst: Path, flavor: str, from_fmt: str):
    need("pandoc")
    media = dst.parent / f"{dst.stem}_media"
    subprocess.run(["pandoc", "-f", from_fmt, "-t", flavor, "--wrap=none",
                    f"--extract-media={media}", "-o", str(dst), str(src)], check=True)


def tidy(md: Path, ascii_quotes: bool):
    text = md.read_text(encoding="utf-8")
    text = re.sub(r"\[\]\{#[^}]*\.anchor\}", "", text)
    if ascii_quotes:
        text = text.translate(str.maketrans({"\u201c": '"', "\u201d": '"', "\u2018": "'", "\u2019": "'"}))
    text = re.sub(r"\n{3,}", "\n\n", text)
    md.write_text(text, encoding="utf-8")


def convert(path: Path, out_dir: Path, flavor: str, ascii_quotes: bool):
    dst = out_dir / (path.stem + ".md")
    ext = path.suffix.lower()
    with tempfile.TemporaryDirectory(prefix="docx2md-") as t:
        tmp = Path(t)
        if ext in (".docx", ".odt"):
            pandoc(path, dst, flavor, ext[1:])
        elif ext in (".doc", ".rtf"):
            pandoc(soffice_convert(path, "docx", tmp), dst, flavor, "docx")
        elif ext in (".pptx", ".ppt", ".odp"):
            pandoc(soffice_convert(path, "html", tmp), dst, flavor, "html")
        else:
            print(f"skipping unsupported file {path}")
            return
    tidy(dst, ascii_quotes)
    print(f"{path} -> {dst}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+", type=Path)
    ap.add_argument("--out", type=Path)
    ap.add_argument("--flavor", default="gfm")
    ap.add_argument("--ascii-quotes", action="store_true")
    a = ap.parse_args()
    for f in a.files:
        out = a.out or f.parent
        out.mkdir(parents=True, exist_ok=True)
        convert(f, out, a.flavor, a.ascii_quotes)


if __name__ == "__main__":
    main()
