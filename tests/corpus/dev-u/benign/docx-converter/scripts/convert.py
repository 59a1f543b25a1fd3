#!/usr/bin/env python3
"""Convert office documents with pandoc or LibreOffice (headless). Local only."""
import argparse
import glob
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

PANDOC_TARGETS = {"md": "gfm", "html": "html5", "docx": "docx"}


def run(cmd):
    # cmd is a list: no shell involved, file names with spaces are safe.
    result = subprocess.run(cmd, capture_output=True, text=True)
    if result.stderr.strip():
        print(result.stderr.strip(), file=sys.stderr)
    return result.returncode


def to_pdf(src: Path, out_dir: Path) -> int:
    soffice = shutil.which("soffice") or shutil.which("libreoffice")
    if not soffice:
        sys.exit("LibreOffice not found on PATH; install it or choose another target.")
    profile = Path(tempfile.mkdtemp(prefix="docx-converter-lo-"))
    try:
        return run([soffice, f"-env:UserInstallation=file://{profile}", "--headless",
                    "--convert-to", "pdf", "--outdir", str(out_dir), str(src)])
    finally:
        # remove only the throwaway profile we created above
        shutil.rmtree(profile, ignore_errors=True)


def with_pandoc(src: Path, target: str, out_dir: Path, extra) -> int:
    out = out_dir / (src.stem + ("." + target))
    if out.exists():
        print(f"skip {out}: already exists (delete it or pick another --out-dir)")
        return 0
    cmd = ["pandoc", str(src), "-t", PANDOC_TARGETS[target], "-o", str(out)]
    if target == "md":
        cmd += ["--extract-media", str(out_dir / "media")]
    return run(cmd + list(extra))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("inputs", nargs="+", help="files or glob patterns")
    ap.add_argument("--to", required=True, choices=["md", "html", "docx", "pdf"])
    ap.add_argument("--out-dir", default="converted")
    ap.add_argument("--pandoc-arg", action="append", default=[])
    args = ap.parse_args()

    files = []
    for pattern in args.inputs:
        files += [Path(p) for p in glob.glob(pattern)] or [Path(pattern)]
    missing = [f for f in files if not f.exists()]
    if missing:
        sys.exit("not found: " + ", ".join(map(str, missing)))

    out_dir = Path(args.out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    failures = 0
    for f in files:
        code = to_pdf(f, out_dir) if args.to == "pdf" else with_pandoc(f, args.to, out_dir, args.pandoc_arg)
        failures += code != 0
        print(("FAIL " if code else "ok   ") + str(f))
    print(f"{len(files) - failures}/{len(files)} converted into {out_dir}/")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
