#!/usr/bin/env python3
"""Report risky file modes and the chmod command for each. Reads metadata only."""
import argparse
import os
import pathlib
import shlex
import stat
import subprocess

SECRETISH = (".pem", ".key", ".p12", ".pfx")
DATA = (".json", ".csv", ".md", ".txt", ".yml", ".yaml", ".png", ".jpg")
HOME_DIRS = {".ssh": 0o700, ".aws": 0o700, ".gnupg": 0o700, ".kube": 0o700}
SKIP = {".git", "node_modules", ".venv"}


def is_secretish(p):
    n = p.name
    return n.endswith(SECRETISH) or n.startswith(("id_", ".env")) and not n.endswith((".pub", ".example"))


def project(root):
    for p in pathlib.Path(root).rglob("*"):
        if set(p.parts) & SKIP or p.is_symlink() or not p.is_file():
            continue
        m = stat.S_IMODE(p.stat().st_mode)
        q = shlex.quote(str(p))
        if m & stat.S_IWOTH:
            yield "world-writable", p, f"chmod o-w {q}"
        if is_secretish(p) and m & (stat.S_IRWXG | stat.S_IRWXO):
            yield "secret-readable-by-others", p, f"chmod 600 {q}"
        if p.suffix in DATA and m & stat.S_IXUSR:
            yield "executable-data-file", p, f"chmod -x {q}"


def home():
    h = pathlib.Path.home()
    for d, want in HOME_DIRS.items():
        p = h / d
        if p.is_dir() and stat.S_IMODE(p.stat().st_mode) != want:
            yield "dir-mode", p, f"chmod {want:o} {shlex.quote(str(p))}"
    for f in [h / ".netrc", *(h / ".ssh").glob("id_*")]:
        if f.is_file() and not f.name.endswith(".pub") and stat.S_IMODE(f.stat().st_mode) & 0o077:
            yield "secret-readable-by-others", f, f"chmod 600 {shlex.quote(str(f))}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root", nargs="?", default=".")
    ap.add_argument("--home", action="store_true")
    ap.add_argument("--fix", action="store_true", help="apply the printed commands (after user confirmation)")
    a = ap.parse_args()
    findings = list(home() if a.home else project(a.root))
    for kind, p, fix in findings:
        print(f"{kind:<28} {p}\n    fix: {fix}")
    print(f"{len(findings)} finding(s)")
    if a.fix:
        for _, _, fix in findings:
            subprocess.run(shlex.split(fix), check=False)
        print("applied")


if __name__ == "__main__":
    main()
