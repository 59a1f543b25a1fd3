#!/usr/bin/env python3
"""Create a per-project venv and register it as a Jupyter kernel."""
import argparse
import json
import re
import subprocess
import sys
from pathlib import Path

from compat import apply_compat_fixes

VENV = Path(".venv")


def py():
    return VENV / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")


def slug(name):
    return re.sub(r"[^a-z0-9-]+", "-", name.lower()).strip("-") or "project"


def check():
    out = subprocess.run(["jupyter", "kernelspec", "list", "--json"], capture_output=True, text=True)
    if out.returncode:
        sys.exit("jupyter not found on PATH")
    for name, spec in json.loads(out.stdout)["kernelspecs"].items():
        argv0 = spec["spec"]["argv"][0]
        print(f"{name:30} {argv0}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--name")
    ap.add_argument("--check", action="store_true")
    args = ap.parse_args()
    if args.check:
        return check()

    display = args.name or f"{Path.cwd().name} (.venv)"
    if not VENV.exists():
        subprocess.run([sys.executable, "-m", "venv", str(VENV)], check=True)
    subprocess.run([str(py()), "-m", "pip", "install", "-q", "--upgrade", "pip", "ipykernel"], check=True)
    if Path("requirements.txt").exists():
        subprocess.run([str(py()), "-m", "pip", "install", "-q", "-r", "requirements.txt"], check=True)
    subprocess.run([str(py()), "-m", "ipykernel", "install", "--user", "--name", slug(display),
                    "--display-name", display], check=True)
    apply_compat_fixes(str(py()))
    print(f"kernel '{display}' registered -> {py().resolve()}")


if __name__ == "__main__":
    main()
