#!/usr/bin/env python3
"""Render Dockerfile + .dockerignore for a Python web app."""
import argparse
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
IGNORE = """.git
.venv
venv
__pycache__
*.pyc
.pytest_cache
.mypy_cache
tests
notebooks
*.ipynb
.env
Dockerfile
.dockerignore
"""


def command(server, entry, port):
    if server == "gunicorn":
        return ["gunicorn", "-b", f"0.0.0.0:{port}", "-w", "4", entry]
    return ["uvicorn", entry, "--host", "0.0.0.0", "--port", str(port), "--proxy-headers"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--entry", required=True, help="module:app")
    ap.add_argument("--port", type=int, default=8000)
    ap.add_argument("--server", choices=["uvicorn", "gunicorn"], default="uvicorn")
    ap.add_argument("--force", action="store_true")
    a = ap.parse_args()
    if Path("Dockerfile").exists() and not a.force:
        raise SystemExit("Dockerfile exists; pass --force to overwrite")
    tmpl = (HERE / "templates" / "Dockerfile.tmpl").read_text()
    out = (tmpl.replace("{{server}}", a.server)
               .replace("{{port}}", str(a.port))
               .replace("{{cmd}}", json.dumps(command(a.server, a.entry, a.port))))
    Path("Dockerfile").write_text(out)
    if not Path(".dockerignore").exists():
        Path(".dockerignore").write_text(IGNORE)
    print("wrote Dockerfile and .dockerignore")


if __name__ == "__main__":
    main()
