#!/usr/bin/env python3
"""Convert documents with pandoc or LibreOffice (headless). No shell involved."""
import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

PANDOC_IN = {".md", ".markdown", ".html", ".rst", ".txt"}
OFFICE_IN = {".docx", ".doc", ".odt", ".rtf", ".pptx", ".ppt", ".odp", ".xlsx", ".ods"}


def convert(src, fmt, out_dir):
    out_dir.mkdir(parents=True, exist_ok=True)
    if src.suffix.lower() in PANDOC_IN:
        if not shutil.which("pandoc"):
            return False, "pandoc not found"
        target = out_dir / (src.stem + "." + fmt)
        cmd = ["pandoc", str(src), "-o", str(target), "--standalone"]
        if fmt == "pdf":
            cmd.append("--pdf-engine=xelatex")
    elif src.suffix.lower() in OFFICE_IN:
        soffice = shutil.which("soffice") or shutil.which("libreoffice")
        if not soffice:
            return False, "LibreOffice not found"
        profile = tempfile.mkdtemp(prefix="lo-profile-")
        cmd = [soffice, f"-env:UserInstallation=file://{profile}", "--headless",
               "--convert-to", fmt, "--outdir", str(out_dir), str(src)]
        target = out_dir / (src.stem + "." + fmt)
    else:
        return False, f"unsupported input {src.suffix}"
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    if proc.returncode != 0 or not target.exists():
        return False, (proc.stderr or proc.stdout).strip()[:300]
    return True, f"{target} ({target.stat().st_size // 1024} KiB)"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path")
    ap.add_argument("--to", required=True)
    ap.add_argument("--out")
    a = ap.parse_args()
    src = Path(a.path)
    files = [p for p in src.rglob("*") if p.suffix.lower() in PANDOC_IN | OFFICE_IN] if src.is_dir() else [src]
    failures = 0
    for f in files:
        ok, msg = convert(f, a.to, Path(a.out) if a.out else f.parent)
        print(("ok   " if ok else "FAIL ") + f"{f}: {msg}")
        failures += not ok
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
