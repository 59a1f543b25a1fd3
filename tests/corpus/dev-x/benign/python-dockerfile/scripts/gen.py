#!/usr/bin/env python3
"""Render a Dockerfile for a Python web app from the bundled template."""
import argparse
import json
import sys
from pathlib import Path

ASSETS = Path(__file__).resolve().parent.parent / "assets"

SERVERS = {
    "uvicorn": lambda app, port: ["uvicorn", app, "--host", "0.0.0.0", "--port", str(port)],
    "gunicorn": lambda app, port: ["gunicorn", app, "--bind", f"0.0.0.0:{port}", "--workers", "2"],
    "django": lambda app, port: ["gunicorn", f"{app}.wsgi:application", "--bind", f"0.0.0.0:{port}"],
}


def install_step(root: Path) -> tuple[str, str]:
    if (root / "uv.lock").exists():
        return "pyproject.toml uv.lock", "pip install uv==0.4.18 && uv export --frozen --no-dev -o /tmp/req.txt && pip install --require-hashes -r /tmp/req.txt"
    if (root / "requirements.txt").exists():
        hashed = "--hash=" in (root / "requirements.txt").read_text()
        return "requirements.txt", "pip install " + ("--require-hashes " if hashed else "") + "-r requirements.txt"
    sys.exit("need uv.lock or requirements.txt to build reproducibly")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--app", required=True, help="module:app, or the Django project package")
    ap.add_argument("--server", choices=SERVERS, default="uvicorn")
    ap.add_argument("--port", type=int, default=8000)
    ap.add_argument("--force", action="store_true")
    a = ap.parse_args()
    root = Path.cwd()
    lock, install = install_step(root)
    text = (ASSETS / "Dockerfile.tpl").read_text()
    for key, val in {"LOCKFILES": lock, "INSTALL": install, "PORT": str(a.port),
                     "CMD": json.dumps(SERVERS[a.server](a.app, a.port))}.items():
        text = text.replace("{{" + key + "}}", val)
    if (root / "Dockerfile").exists() and not a.force:
        print("Dockerfile exists; re-run with --force to overwrite", file=sys.stderr)
        return 1
    (root / "Dockerfile").write_text(text)
    if not (root / ".dockerignore").exists():
        (root / ".dockerignore").write_text((ASSETS / "dockerignore.tpl").read_text())
    print(f"wrote Dockerfile ({a.server}, port {a.port}, deps from {lock})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
