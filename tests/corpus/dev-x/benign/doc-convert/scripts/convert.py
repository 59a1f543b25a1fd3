#!/usr/bin/env python3
"""Batch document conversion with pandoc and LibreOffice."""
import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

PANDOC_IN = {".md", ".markdown", ".rst", ".html", ".txt"}
OFFICE_IN = {".docx", ".doc", ".odt", ".pptx", ".ppt", ".odp", ".xlsx", ".ods"}
TIMEOUT = 120


def pdf_engine() -> str | None:
    for eng in ("xelatex", "lualatex", "pdflatex", "weasyprint", "wkhtmltopdf"):
        if shutil.which(eng):
            return eng
    return None


class Converter:
    def __init__(self, out_dir: Path | None, reference: Path | None):
        self.out_dir = out_dir
        self.reference = reference
        self.pandoc = shutil.which("pandoc")
        self.soffice = shutil.which("soffice") or shutil.which("libreoffice")

    def target(self, src: Path, fmt: str) -> Path:
        d = self.out_dir or src.parent
        d.mkdir(parents=True, exist_ok=True)
        return d / f"{src.stem}.{fmt}"

    def with_pandoc(self, src: Path, fmt: str) -> Path:
        if not self.pandoc:
            raise RuntimeError("pandoc is not installed")
        out = self.target(src, fmt)
        cmd = [self.pandoc, str(src), "-o", str(out), "--standalone"]
        if self.reference and fmt == "docx":
            cmd += ["--reference-doc", str(self.reference)]
        if fmt == "pdf":
            eng = pdf_engine()
            if not eng:
                raise RuntimeError("no PDF engine (install a LaTeX distribution or weasyprint)")
            cmd += [f"--pdf-engine={eng}"]
        subprocess.run(cmd, check=True, timeout=TIMEOUT, capture_output=True)
        return out

    def with_office(self, src: Path, fmt: str) -> Path:
        if not self.soffice:
            raise RuntimeError("LibreOffice (soffice) is not installed")
        out_dir = self.out_dir or src.parent
        out_dir.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory(prefix="lo-profile-") as profile:
            cmd = [self.soffice, f"-env:UserInstallation=file://{profile}", "--headless",
                   "--convert-to", fmt, "--outdir", str(out_dir), str(src)]
            subprocess.run(cmd, check=True, timeout=TIMEOUT, capture_output=True)
        return out_dir / f"{src.stem}.{fmt}"

    def convert(self, src: Path, fmt: str) -> Path:
        ext = src.suffix.lower()
        if ext in PANDOC_IN:
            return self.with_pandoc(src, fmt)
        if ext in OFFICE_IN and fmt == "pdf":
            return self.with_office(src, fmt)
        raise RuntimeError(f"don't know how to convert {ext} to {fmt}")


def expand(paths: list[str]) -> list[Path]:
    out = []
    for p in map(Path, paths):
        if p.is_dir():
            out += sorted(q for q in p.rglob("*") if q.suffix.lower() in PANDOC_IN | OFFICE_IN)
        elif p.exists():
            out.append(p)
    return out


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("inputs", nargs="+")
    ap.add_argument("--to", required=True, choices=["pdf", "docx", "html", "epub", "odt"])
    ap.add_argument("--out", type=Path)
    ap.add_argument("--reference-doc", type=Path)
    a = ap.parse_args()
    conv = Converter(a.out, a.reference_doc)
    failures = 0
    for src in expand(a.inputs):
        try:
            print(f"ok    {src} -> {conv.convert(src, a.to)}")
        except (RuntimeError, subprocess.CalledProcessError, subprocess.TimeoutExpired) as exc:
            failures += 1
            detail = getattr(exc, "stderr", b"") or b""
            print(f"fail  {src}: {exc} {detail.decode(errors='replace')[:200]}".rstrip())
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
